// A page's UI strings over real HTTP (ADR 011), on the built pages and a real SQLite file: a first page
// carries its locale's strings once, as an inert JSON script written once per locale (+bodyHtmlEnd.server.ts), and
// vike's page context carries none, neither in the page nor on a client-side navigation — for every language of every
// country.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_LOCALES, type CountryCode, type LanguageCode } from '../../../generated/index.ts';
import { startBuiltShop, type BuiltShop } from '../../../tests/fixtures/built-shop.ts';
import { httpCall } from '../../../tests/fixtures/http-call.ts';
import { prefixPath } from '../../domain/routing/language-prefix.ts';
import { messagesFor } from '../../i18n/messages.server.ts';
import { I18N_SCRIPT_ID } from '../../i18n/translate.ts';

let shop: BuiltShop;
let port: number;

beforeAll(async () => {
  shop = await startBuiltShop();
  port = shop.port;
}, 120_000);

afterAll(() => shop?.close());

const SHOPS = (Object.keys(COUNTRIES) as CountryCode[]).flatMap((country) =>
  (Object.entries(COUNTRY_LOCALES[country]) as [LanguageCode, string][]).map(([language, locale]) => ({
    country,
    language,
    locale,
    home: prefixPath(country, language, '/'),
  })),
);

/** The JSON of every `<script id="…" type="application/json">` with this id in the page. */
function jsonScripts(html: string, id: string): unknown[] {
  return [...html.matchAll(new RegExp(`<script id="${id}" type="application/json">(.*?)</script>`, 'gs'))].map(
    (match) => JSON.parse(match[1]!),
  );
}

describe("a page's strings (ADR 011: once per locale, not in vike's page context)", () => {
  it.each(SHOPS)('$country $locale: the first page carries them once, a navigation none', async (shop) => {
    const host = `${shop.country}.localhost`;
    const page = await httpCall(port, 'GET', shop.home, { host });
    expect(page.status).toBe(200);
    const html = page.text();
    expect(jsonScripts(html, I18N_SCRIPT_ID)).toEqual([
      { locale: shop.locale, messages: messagesFor(shop.locale as never) },
    ]);
    const [pageContext] = jsonScripts(html, 'vike_pageContext') as Record<string, unknown>[];
    expect(pageContext).toBeDefined();
    expect(pageContext).not.toHaveProperty('i18n');

    const navigation = await httpCall(port, 'GET', `${shop.home.replace(/\/$/, '')}/index.pageContext.json`, { host });
    expect(navigation.status).toBe(200);
    expect(navigation.text()).not.toContain(I18N_SCRIPT_ID);
    expect(navigation.text()).not.toContain('"i18n"');
  });
});
