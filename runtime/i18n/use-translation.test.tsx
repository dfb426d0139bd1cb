// @vitest-environment happy-dom
// ADR 011: the browser gets a first page's strings from the inert JSON script the server wrote once per
// locale (messagesScript, +bodyHtmlEnd.server.ts), not from vike's page context, and keeps them for the client-side
// navigations that follow (whose page contexts carry no strings).
import { cleanup, render, screen } from '@testing-library/react';
import { inVikePageContext } from '../view/vike-page-context.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { messagesFor, messagesScript } from './messages.server.ts';
import { useTranslation } from './use-translation.ts';

afterEach(cleanup);

function Heading() {
  const { t, locale } = useTranslation();
  return <h1 lang={locale}>{t('errors.notFound.title')}</h1>;
}

describe('useTranslation in the browser (ADR 011)', () => {
  it("reads the first page's strings from the document, then keeps them for the next pages", () => {
    document.body.innerHTML = messagesScript('fr-CH');
    render(inVikePageContext({}, <Heading />));
    const title = messagesFor('fr-CH')['errors.notFound.title']!;
    expect(screen.getByRole('heading').textContent).toBe(title);
    expect(screen.getByRole('heading').getAttribute('lang')).toBe('fr-CH');
    cleanup();

    // A client-side navigation: no script in the new page's markup, no strings in its page context.
    document.body.innerHTML = '';
    render(inVikePageContext({}, <Heading />));
    expect(screen.getByRole('heading').textContent).toBe(title);
  });

  it('keeps markup in a string inert inside the script', () => {
    expect(messagesScript('de-DE')).not.toMatch(/<(?!script|\/script>$)/);
  });
});
