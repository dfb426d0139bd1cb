import { describe, expect, it } from 'vitest';
import { errorPageFailedHtml } from './error-page-failed.server.ts';

describe('the page left when the error page fails (spec/1 §2.8)', () => {
  it("says so in the spec's words and links home, with nothing that could fail again", () => {
    const html = errorPageFailedHtml();
    expect(html).toContain('<h1>An error occurred while showing the error page</h1>');
    expect(html).toContain(
      '<p>Unfortunately an error occurred and while showing the error page another error occurred</p>',
    );
    expect(html).toContain('<a href="/">Go back to home</a>');
    expect(html).not.toContain('<script');
  });
});
