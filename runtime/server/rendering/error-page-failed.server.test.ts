import { describe, expect, it } from 'vitest';
import { bareErrorPageHtml, errorPageFailedHtml } from './error-page-failed.server.ts';

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

describe('the error page of a request that reached no shop (ADR 010)', () => {
  it('gives the status and the message, escaped, and nothing that could fail', () => {
    const html = bareErrorPageHtml(400, 'Bad <request>');
    expect(html).toContain('<h1>Bad &#60;request&#62;</h1>');
    expect(html).toContain('<title>400 Bad &#60;request&#62;</title>');
    expect(html).not.toContain('<script');
  });
});
