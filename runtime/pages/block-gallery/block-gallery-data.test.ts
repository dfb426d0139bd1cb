// The block gallery (ADR 009), its data hook: every block of the library loaded with its fixture through the real
// operations on a real SQLite file seeded with the demo catalogue (the middleware in process, as the pages call
// it), each block on its own so one failure shows in its section and hides no other.
import type { ComponentType } from 'react';
import type { PageContextServer } from 'vike/types';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BLOCK_LIBRARY } from '../../../generated/block-library.server.ts';
import { BLOCK_MANIFESTS, BLOCK_NAMES, type BlockName } from '../../../generated/blocks.ts';
import { COUNTRY_CODES } from '../../../generated/index.ts';
import { shopPageContext } from '../../../tests/fixtures/shop-page-context.ts';
import { RequestError, type OperationClient } from '../../client/operation-client.ts';
import { useSeededOperations } from '../../../tests/fixtures/seeded-operations.ts';
import { createInProcessClient } from '../../server/rendering/in-process-client.server.ts';
import type { BlockGalleryData, GallerySection } from '../../components/block-gallery/gallery-data.ts';
import { data } from './+data.ts';

const dispatcherOf = useSeededOperations();
// The request's instant, fixed: a block may show something only for a while (a campaign countdown, spec/1 §4),
// and its fixture names a campaign of the countries' config (black-week: 2026-11-20 to 2026-12-01).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-21T12:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

type Intercept = (operation: string, payload: unknown) => unknown;

/** The gallery's data at `url`; `intercept` may answer or fail an operation instead of the store. */
async function galleryAt(url: string, intercept?: Intercept): Promise<BlockGalleryData & { calls: string[] }> {
  const pageContext = shopPageContext({ url }) as Record<string, unknown> & { shop: { country: 'de' } };
  const real = createInProcessClient(dispatcherOf(), pageContext.shop.country);
  const calls: string[] = [];
  const operations: OperationClient = {
    call(operation, payload) {
      calls.push(operation);
      const answer = intercept?.(operation, payload);
      return answer === undefined ? real.call(operation, payload) : (answer as never);
    },
  };
  const answer = await data({ ...pageContext, operations, blockGallery: true } as unknown as PageContextServer);
  return { ...answer, calls };
}

const byName = (answer: BlockGalleryData) =>
  new Map<string, GallerySection>(answer.sections.map((section) => [section.name, section]));

/** Swaps a library entry's part for one test (the gallery reads BLOCK_LIBRARY at request time). */
function swap<K extends 'component' | 'fixture' | 'load'>(name: BlockName, key: K, value: unknown): () => void {
  const entry = BLOCK_LIBRARY[name] as unknown as Record<string, unknown>;
  const original = entry[key];
  entry[key] = value;
  return () => {
    entry[key] = original;
  };
}

const Throwing: ComponentType = () => {
  throw new Error('Cannot read properties of undefined (reading "items")');
};

describe('the block gallery data', () => {
  it('renders every block of the library with its fixture, in the library order, each in a section', async () => {
    const answer = await galleryAt('http://de.localhost:3000/__blocks');
    expect(answer.sections.map((section) => section.name)).toEqual([...BLOCK_NAMES]);
    for (const section of answer.sections) {
      expect({ name: section.name, status: section.status, error: section.error }).toEqual({
        name: section.name,
        status: 'ok',
        error: undefined,
      });
      expect(section.title).toBe(BLOCK_MANIFESTS[section.name].title);
      expect(section.interactive).toBe(BLOCK_MANIFESTS[section.name].interactive);
      // As a page gets it (load-blocks.server.ts): static blocks as the server's HTML, interactive ones as props.
      expect('html' in section.block!).toBe(!section.interactive);
    }
  });

  it("gives each block's server-rendered ids a prefix of its own: no id repeats on the page", async () => {
    const answer = await galleryAt('http://de.localhost:3000/__blocks');
    const ids = answer.sections.flatMap((section) =>
      section.block && 'html' in section.block
        ? [...(section.block.html ?? '').matchAll(/\sid="([^"]+)"/g)].map((match) => ({
            section: section.name,
            id: match[1]!,
          }))
        : [],
    );
    // React writes the prefix into each useId() id (`_gallery-faq-0-R_1_`): every block that names its heading.
    const prefixed = ids.filter(({ section, id }) => id.includes(`gallery-${section}-0-`));
    expect(new Set(prefixed.map(({ section }) => section)).size).toBeGreaterThan(3);
    const all = ids.map(({ id }) => id);
    expect(all.filter((id, index) => all.indexOf(id) !== index)).toEqual([]);
  });

  it("reports each block's store flags and whether this country has them on, and ignores them", async () => {
    const flagged = BLOCK_NAMES.filter((name) => BLOCK_MANIFESTS[name].storeFlags.length > 0);
    expect(flagged).toContain('review-carousel');
    // spec/1 §3 Store flags: review-platform reviews are on in Germany, off in Czechia (countries/<cc>.json).
    const de = byName(await galleryAt('http://de.localhost:3000/__blocks')).get('review-carousel')!;
    expect(de.storeFlags).toEqual([{ name: 'reviewPlatformReviews', on: true }]);
    expect(de.shownHere).toBe(true);
    // Left out of Czech pages, yet loaded here all the same: its loader runs (and finds nothing to show, as the
    // review platform does not speak Czech, spec/1 §9.5).
    const load = vi.fn(BLOCK_LIBRARY['review-carousel'].load);
    const restore = swap('review-carousel', 'load', load);
    let cz: BlockGalleryData;
    try {
      cz = await galleryAt('http://cz.localhost:3000/__blocks');
    } finally {
      restore();
    }
    expect(load).toHaveBeenCalledOnce();
    const carousel = byName(cz).get('review-carousel')!;
    expect(carousel.storeFlags).toEqual([{ name: 'reviewPlatformReviews', on: false }]);
    expect(carousel.shownHere).toBe(false);
    expect(carousel.status).toBe('empty');
    for (const section of cz.sections.filter((entry) => entry.storeFlags.length === 0)) {
      expect(section.shownHere).toBe(true);
    }
  });

  it('shows a block whose loader finds nothing with this fixture as "empty", not as a failure', async () => {
    const answer = await galleryAt('http://de.localhost:3000/__blocks', (operation) =>
      operation === 'listReviewHighlights' ? Promise.resolve({ results: [] }) : undefined,
    );
    const sections = byName(answer);
    expect(sections.get('review-carousel')).toMatchObject({ status: 'empty' });
    expect(sections.get('review-carousel')!.block).toBeUndefined();
    expect(answer.sections.filter((section) => section.status !== 'ok').map((section) => section.name)).toEqual([
      'review-carousel',
    ]);
  });

  it("shows a loader's failure in its block's section, with the message a page would log; the others render", async () => {
    const answer = await galleryAt('http://de.localhost:3000/__blocks', (operation) =>
      operation === 'listReviewHighlights'
        ? Promise.reject(new RequestError('/api/listReviewHighlights', 500, 'The store is down'))
        : undefined,
    );
    const carousel = byName(answer).get('review-carousel')!;
    expect(carousel.status).toBe('error');
    expect(carousel.error).toContain('Content block 0 "review-carousel" left out');
    expect(carousel.error).toContain('The store is down');
    expect(answer.sections.filter((section) => section.status === 'error')).toHaveLength(1);
  });

  it('shows a fixture that breaks its schema with the JSON pointer of the mistake', async () => {
    const restore = swap('faq', 'fixture', { heading: 'FAQ', items: 'not a list' });
    try {
      const faq = byName(await galleryAt('http://de.localhost:3000/__blocks')).get('faq')!;
      expect(faq.status).toBe('error');
      expect(faq.error).toMatch(/\/props\/items/);
    } finally {
      restore();
    }
  });

  it('catches a component that throws while rendering, static or interactive, and names the error', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const restoreStatic = swap('faq', 'component', Throwing);
    const restoreInteractive = swap('review-carousel', 'component', Throwing);
    try {
      const answer = await galleryAt('http://de.localhost:3000/__blocks');
      const sections = byName(answer);
      for (const name of ['faq', 'review-carousel']) {
        expect(sections.get(name)).toMatchObject({
          status: 'error',
          error: 'Cannot read properties of undefined (reading "items")',
        });
        // No half-rendered block goes to the page (an interactive one would throw again while the page renders).
        expect(sections.get(name)!.block).toBeUndefined();
      }
      expect(answer.sections.filter((section) => section.status === 'ok')).toHaveLength(BLOCK_NAMES.length - 2);
      expect(logged).toHaveBeenCalledWith('Block gallery: block "faq" failed to render', expect.any(Error));
    } finally {
      restoreStatic();
      restoreInteractive();
    }
  });

  it("renders in the page's language: the French Swiss gallery, its language links and every country's", async () => {
    const answer = await galleryAt('http://ch.localhost:3000/fr/__blocks');
    expect(answer.countryLabel).toBe('Switzerland');
    expect(answer.languageLabel).toBe('French');
    expect(answer.languages).toEqual([
      { code: 'de', label: 'Deutsch', href: '/__blocks', current: false },
      { code: 'fr', label: 'Français', href: '/fr/__blocks', current: true },
      { code: 'it', label: 'Italiano', href: '/it/__blocks', current: false },
    ]);
    expect(answer.countries.map((country) => country.code)).toEqual([...COUNTRY_CODES]);
    expect(answer.countries.find((country) => country.code === 'gr')).toEqual({
      code: 'gr',
      label: 'Greece',
      href: 'http://gr.localhost:3000/__blocks',
      current: false,
    });
    expect(answer.countries.filter((country) => country.current).map((country) => country.code)).toEqual(['ch']);
    // The blocks' own words are French: the product zone's link to its category, say (category-cards, faq …).
    const html = answer.sections.flatMap((section) =>
      section.block && 'html' in section.block ? [section.block.html] : [],
    );
    expect(html.join('')).toMatch(/href="\/fr\//);
    expect(answer.seo).toMatchObject({
      canonicalPath: '/fr/__blocks',
      alternates: { de: '/__blocks', fr: '/fr/__blocks', it: '/it/__blocks' },
      noindex: true,
    });
  });

  it('renders the blocks with the locale strings even when the page context has none (client-side navigation)', async () => {
    const pageContext = shopPageContext({ url: 'http://gr.localhost:3000/__blocks' }) as Record<string, unknown> & {
      shop: { country: 'gr' };
    };
    delete pageContext.i18n;
    const answer = await data({
      ...pageContext,
      operations: createInProcessClient(dispatcherOf(), 'gr'),
      blockGallery: true,
    } as unknown as PageContextServer);
    expect(answer.sections.filter((section) => section.status === 'error')).toEqual([]);
  });
});
