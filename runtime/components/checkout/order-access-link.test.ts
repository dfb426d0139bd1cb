// ADR 039: the thank-you page takes the mail link's token out of the address bar, keeps it for the tab (a reload
// still opens the order) and never keeps anything that is not a token.
import { describe, expect, it } from 'vitest';
import { takeOrderAccess, type OrderAccessBrowser } from './order-access-link.ts';

const TOKEN = `1900000000.${'Ab0_-'.repeat(8)}x9w`;

function browserAt(href: string) {
  const stored = new Map<string, string>();
  const replaced: string[] = [];
  const state = { router: 'kept' };
  const browser: OrderAccessBrowser & { location: { href: string } } = {
    location: { href },
    history: {
      state,
      replaceState: (data: unknown, _unused: string, url?: string | URL | null) => {
        expect(data).toBe(state);
        replaced.push(String(url));
        browser.location.href = new URL(String(url), href).href;
      },
    },
    sessionStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    },
  };
  return { browser, stored, replaced };
}

describe('takeOrderAccess', () => {
  it('takes the token, removes it from the address (keeping the rest and the router state), keeps it for the tab', () => {
    const { browser, replaced } = browserAt(`http://de.localhost/checkout/thank-you/o-1?access=${TOKEN}&utm=mail#top`);
    expect(takeOrderAccess('o-1', browser)).toBe(TOKEN);
    expect(replaced).toEqual(['/checkout/thank-you/o-1?utm=mail#top']);
    // The reload: no token in the address, the tab's kept one.
    expect(takeOrderAccess('o-1', browser)).toBe(TOKEN);
    expect(replaced).toHaveLength(1);
  });

  it('keeps a token for its order only', () => {
    const { browser } = browserAt(`http://de.localhost/checkout/thank-you/o-1?access=${TOKEN}`);
    takeOrderAccess('o-1', browser);
    browser.location.href = 'http://de.localhost/checkout/thank-you/o-2';
    expect(takeOrderAccess('o-2', browser)).toBeUndefined();
  });

  it('removes what is not a token from the address and keeps nothing', () => {
    const { browser, stored, replaced } = browserAt('http://de.localhost/checkout/thank-you/o-1?access=%3Cscript%3E');
    expect(takeOrderAccess('o-1', browser)).toBeUndefined();
    expect(replaced).toEqual(['/checkout/thank-you/o-1']);
    expect(stored.size).toBe(0);
  });

  it('without an order id, reads and changes nothing', () => {
    const { browser, replaced } = browserAt(`http://de.localhost/checkout/thank-you?access=${TOKEN}`);
    expect(takeOrderAccess(null, browser)).toBeUndefined();
    expect(replaced).toEqual([]);
  });

  it('a storage that refuses still lets the link open the order', () => {
    const { browser } = browserAt(`http://de.localhost/checkout/thank-you/o-1?access=${TOKEN}`);
    const refusing = {
      ...browser,
      sessionStorage: {
        getItem: () => {
          throw new Error('denied');
        },
        setItem: () => {
          throw new Error('denied');
        },
      },
    };
    expect(takeOrderAccess('o-1', refusing)).toBe(TOKEN);
  });
});
