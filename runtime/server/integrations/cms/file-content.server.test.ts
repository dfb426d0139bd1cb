// The embedded CMS (spec/1 §7: internal content pages are JSON files named by slug plus language-country): the
// project's own content/ folder, and what happens to files that are not content.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkBlock } from '../../../../blocks/load-blocks.server.ts';
import { LOCALE_CODES, LOCALES, type LanguageCode, type LocaleCode } from '../../../../generated/index.ts';
import type { ContentPage } from '../../../../generated/types.ts';
import { INFORMATION_ROUTE_KEYS, informationSlug } from '../../../view/information-pages.ts';
import { loadFileContent, PROJECT_CONTENT_DIR } from './file-content.server.ts';

describe("the project's content (content/)", async () => {
  const content = await loadFileContent(PROJECT_CONTENT_DIR, (message) => {
    throw new Error(message);
  });
  const pagesOf = async (locale: LocaleCode) =>
    Promise.all((await content.listPages(locale)).map(async (slug) => (await content.getPage(slug, locale))!));

  it.each([...LOCALE_CODES])(
    '%s has the home page and every information page of spec/1 §2.1, every block valid',
    async (locale) => {
      const language = LOCALES[locale].language as LanguageCode;
      const expected = ['home', ...INFORMATION_ROUTE_KEYS.map((key) => informationSlug(key, language))].sort();
      expect(await content.listPages(locale)).toEqual(expected);
      for (const page of await pagesOf(locale)) {
        expect(page.title.trim(), `${locale} ${page.slug}`).not.toBe('');
        expect(page.blocks.length, `${locale} ${page.slug}`).toBeGreaterThan(0);
        for (const [index, block] of page.blocks.entries()) {
          expect(checkBlock(block), `${locale} ${page.slug} block ${index}`).toMatchObject({ ok: true });
        }
      }
    },
  );

  it('writes each page in its own language: no page of another language repeats the English text', async () => {
    const english = new Map((await pagesOf('en-GB')).map((page) => [page.slug, JSON.stringify(page.blocks)]));
    for (const locale of LOCALE_CODES.filter((code) => !code.startsWith('en-'))) {
      for (const page of await pagesOf(locale)) {
        if (page.slug === 'home') continue; // the home page's blocks are keys and tags, the same everywhere
        expect(JSON.stringify(page.blocks), `${locale} ${page.slug}`).not.toBe(english.get(page.slug));
      }
    }
  });

  it('writes Swiss German with "ss" for "ß"', async () => {
    const text = JSON.stringify(await pagesOf('de-CH'));
    expect(text).not.toMatch(/ß/);
    expect(text).toContain('regelmässig');
  });

  it('gives the help centre its questions and the home page its banner, cards, zones and selling points', async () => {
    const help = (await content.getPage('centrum-pomoci', 'sk-SK'))!;
    expect(help.blocks.map((block) => block.block)).toEqual(['content-html', 'faq']);
    const home = (await content.getPage('home', 'nb-NO'))!;
    expect(home.blocks.map((block) => block.block)).toEqual(
      expect.arrayContaining(['hero-banner', 'category-cards', 'product-zone', 'usp-section']),
    );
  });
});

describe('loadFileContent', () => {
  let dir: string;
  let logged: string[];
  const log = (message: string) => void logged.push(message);
  const write = async (file: string, data: unknown) => {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), typeof data === 'string' ? data : JSON.stringify(data));
  };
  const page = (title: string): object => ({ page: 'home', title, blocks: [{ block: 'faq', props: { items: [] } }] });

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'multishop-content-'));
    logged = [];
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('serves a page by its file name (the slug) and locale folder, blocks with their props', async () => {
    await write('pages/de-AT/home.json', page('Startseite'));
    await write('pages/de-AT/ueber-uns.json', { page: 'about', title: 'Über uns', blocks: [{ block: 'faq' }] });
    const content = await loadFileContent(dir, log);
    expect(await content.getPage('home', 'de-AT')).toEqual<ContentPage>({
      slug: 'home',
      locale: 'de-AT',
      title: 'Startseite',
      blocks: [{ block: 'faq', props: { items: [] } }],
    });
    expect((await content.getPage('ueber-uns', 'de-AT'))!.blocks).toEqual([{ block: 'faq', props: {} }]);
    expect(await content.listPages('de-AT')).toEqual(['home', 'ueber-uns']);
    expect(await content.getPage('home', 'de-DE')).toBeNull();
    expect(await content.listPages('de-DE')).toEqual([]);
    expect(logged).toEqual([]);
  });

  it('logs and leaves out a file that is not JSON, not a content page, or not in a locale of the shop', async () => {
    await write('pages/sk-SK/home.json', page('Domov'));
    await write('pages/sk-SK/broken.json', '{ "page": ');
    await write('pages/sk-SK/no-title.json', { page: 'x', blocks: [] });
    await write('pages/xx-YY/home.json', page('Home'));
    const content = await loadFileContent(dir, log);
    expect(await content.listPages('sk-SK')).toEqual(['home']);
    expect(logged).toHaveLength(3);
    expect(logged[0]).toMatch(/broken\.json left out: .*JSON/);
    expect(logged[1]).toMatch(/no-title\.json left out: .*title/);
    expect(logged[2]).toMatch(/xx-YY left out: not a locale of the shop/);
  });

  it("serves the frame's promo banner of a locale, and none where there is no frame file", async () => {
    const banner = { block: 'promo-banner', props: { text: 'Black Week' } };
    await write('frame/fr-BE.json', { promoBanner: banner });
    await write('frame/nl-BE.json', {});
    await write('frame/fr-CH.json', { promoBanner: { block: 'hero-banner' } });
    const content = await loadFileContent(dir, log);
    expect(await content.getFrame('fr-BE')).toEqual({ promoBanner: banner });
    expect(await content.getFrame('nl-BE')).toEqual({ promoBanner: null });
    expect(await content.getFrame('fr-CH')).toEqual({ promoBanner: null });
    expect(logged).toEqual([expect.stringMatching(/fr-CH\.json left out/)]);
  });

  it('is empty, not broken, without a content folder', async () => {
    const content = await loadFileContent(path.join(dir, 'nothing'), log);
    expect(await content.listPages('sk-SK')).toEqual([]);
    expect(await content.getFrame('sk-SK')).toEqual({ promoBanner: null });
  });
});
