// spec/1 §2.8 "If the error page itself fails": the page that is left when rendering the error page failed too.
// It depends on nothing that could have failed (no React, no translations, no store), hence plain HTML.
export const ERROR_PAGE_FAILED = {
  heading: 'An error occurred while showing the error page',
  text: 'Unfortunately an error occurred and while showing the error page another error occurred',
  home: 'Go back to home',
} as const;

export function errorPageFailedHtml(): string {
  return `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${ERROR_PAGE_FAILED.heading}</title></head>
<body><main><h1>${ERROR_PAGE_FAILED.heading}</h1><p>${ERROR_PAGE_FAILED.text}</p><p><a href="/">${ERROR_PAGE_FAILED.home}</a></p></main></body>
</html>
`;
}
