// spec/1 §2.8 "If the error page itself fails": the page that is left when rendering the error page failed too.
// It depends on nothing that could have failed (no React, no translations, no store), hence plain HTML.
export const ERROR_PAGE_FAILED = {
  heading: 'An error occurred while showing the error page',
  text: 'Unfortunately an error occurred and while showing the error page another error occurred',
  home: 'Go back to home',
} as const;

function plainPage(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head>
<body><main>${body}</main></body>
</html>
`;
}

export function errorPageFailedHtml(): string {
  return plainPage(
    ERROR_PAGE_FAILED.heading,
    `<h1>${ERROR_PAGE_FAILED.heading}</h1><p>${ERROR_PAGE_FAILED.text}</p><p><a href="/">${ERROR_PAGE_FAILED.home}</a></p>`,
  );
}

/**
 * The error page of a request that reached no shop (ADR 010: an unknown or invalid host, or a server without
 * pages): no country, so no language and no frame; the status and our own message (failure-answers.server.ts),
 * never the request's text.
 */
export function bareErrorPageHtml(statusCode: number, message: string): string {
  const safe = message.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
  return plainPage(`${statusCode} ${safe}`, `<h1>${safe}</h1><p>${statusCode}</p>`);
}
