import { describe, expect, it } from 'vitest';
import type { ReviewHighlight } from '../../generated/types.ts';
import { RequestError } from '../../runtime/client/operation-client.ts';
import { BlockContentError } from '../../runtime/view/block-types.ts';
import { fakeOperations, loaderContext } from '../../tests/fixtures/operations-fixture.ts';
import { loadReviewCarousel, MAX_REVIEW_TEXT, shortenText } from './load.server.ts';

const DE = 'http://de.localhost:3000/';
const CH_FR = 'http://ch.localhost:3000/fr/';
const GB = 'http://gb.localhost:3000/';

const highlight = (n: number, change: Partial<ReviewHighlight> = {}): ReviewHighlight => ({
  id: `rev-EX3000000${n}-1`,
  title: `Title ${n}`,
  text: `Text ${n}.`,
  authorName: `Anna ${n}.`,
  rating: 5,
  createdAt: `2026-10-0${n}T10:00:00Z`,
  product: {
    id: `prd-${n}`,
    sku: `EX3000000${n}`,
    name: `Product ${n}`,
    slug: `product-3000000${n}`,
    imageUrl: '/images/p/1.svg',
  },
  ...change,
});

const answering = (results: ReviewHighlight[]) => fakeOperations({ listReviewHighlights: () => ({ results }) });

describe('loadReviewCarousel (spec/1 §2.9 review carousel)', () => {
  it("asks for the category's reviews in the page's language, with the schema's defaults", async () => {
    const operations = answering([highlight(1)]);
    await loadReviewCarousel({ categoryKey: 'power-tools' }, loaderContext(DE, operations));
    await loadReviewCarousel(
      { skus: ['EX30000001', 'EX30000002'], minRating: 5, limit: 3 },
      loaderContext(CH_FR, operations),
    );
    await loadReviewCarousel({}, loaderContext(GB, operations));
    expect(operations.calls).toEqual([
      {
        operation: 'listReviewHighlights',
        payload: { language: 'de', categoryKey: 'power-tools', minRating: 4, limit: 9 },
      },
      {
        operation: 'listReviewHighlights',
        payload: { language: 'fr', skus: ['EX30000001', 'EX30000002'], minRating: 5, limit: 3 },
      },
      { operation: 'listReviewHighlights', payload: { language: 'en', minRating: 4, limit: 9 } },
    ]);
  });

  it('gives only what the cards render: the product page in the shop and language, the day written', async () => {
    // 23:30 UTC on 1 October is already 2 October in the shop's time zone (Europe/Bratislava, summer time).
    const review = highlight(1, { createdAt: '2026-10-01T23:30:00Z', rating: 4 });
    expect(await loadReviewCarousel({}, loaderContext(CH_FR, answering([review])))).toEqual({
      reviews: [
        {
          id: 'rev-EX30000001-1',
          title: 'Title 1',
          text: 'Text 1.',
          authorName: 'Anna 1.',
          rating: 4,
          date: '2026-10-02',
          product: { name: 'Product 1', link: '/fr/product-30000001' },
        },
      ],
    });
    const [inGermany] = (await loadReviewCarousel({}, loaderContext(DE, answering([review]))))!.reviews;
    expect(inGermany!.product.link).toBe('/product-30000001');
  });

  it('shortens long texts on the server, keeping short ones whole', async () => {
    const long = `${'Sehr robustes Werkzeug, '.repeat(20)}Ende.`;
    const data = await loadReviewCarousel(
      {},
      loaderContext(DE, answering([highlight(1, { text: long }), highlight(2)])),
    );
    const [shortened, whole] = data!.reviews;
    expect(Array.from(shortened!.text).length).toBeLessThanOrEqual(MAX_REVIEW_TEXT);
    // The text up to the ellipsis is the review's own start, ending where a word of the review ends.
    const kept = shortened!.text.slice(0, -1);
    expect(shortened!.text.endsWith('…')).toBe(true);
    expect(long.startsWith(kept)).toBe(true);
    expect(long[kept.length]).toMatch(/[\s,]/);
    expect(whole!.text).toBe('Text 2.');
  });

  it('is left out (null) when there are no reviews', async () => {
    expect(
      await loadReviewCarousel({ categoryKey: 'garden', minRating: 5 }, loaderContext(DE, answering([]))),
    ).toBeNull();
  });

  it('is left out, without asking, in a language the review platform does not speak (spec/1 §9.5)', async () => {
    const operations = answering([highlight(1)]);
    expect(await loadReviewCarousel({}, loaderContext('http://sk.localhost:3000/', operations))).toBeNull();
    expect(operations.calls).toEqual([]);
  });

  it('is a content error (pointer /categoryKey) when the category is unknown; other failures go on', async () => {
    const unknown = fakeOperations({
      listReviewHighlights: () => {
        throw new RequestError('/api/listReviewHighlights', 404, 'Category not found', '/categoryKey');
      },
    });
    const failure = loadReviewCarousel({ categoryKey: 'nothing' }, loaderContext(DE, unknown));
    await expect(failure).rejects.toBeInstanceOf(BlockContentError);
    await expect(failure).rejects.toMatchObject({
      pointer: '/categoryKey',
      message: 'names no known category (got "nothing")',
    });
    const down = fakeOperations({
      listReviewHighlights: () => {
        throw new RequestError('/api/listReviewHighlights', 500, 'down');
      },
    });
    await expect(loadReviewCarousel({ categoryKey: 'garden' }, loaderContext(DE, down))).rejects.toBeInstanceOf(
      RequestError,
    );
  });
});

describe('shortenText (at most 280 characters, at a word boundary, with an ellipsis)', () => {
  it('keeps a text that fits, folding its whitespace', () => {
    expect(shortenText('Gut.\n\nSehr   gut. ', 20)).toBe('Gut. Sehr gut.');
    expect(shortenText('x'.repeat(20), 20)).toBe('x'.repeat(20));
  });

  it('cuts at the last whole word that leaves room for the ellipsis', () => {
    expect(shortenText('one two three four', 12)).toBe('one two…');
    // "one two thr" would fit 11 characters; the cut word goes, the whole words stay.
    expect(shortenText('one two three four', 13)).toBe('one two…');
    expect(shortenText('one two three four', 14)).toBe('one two three…');
  });

  it('drops the punctuation the cut leaves dangling', () => {
    expect(shortenText('Stark, leise, leicht – und günstig', 16)).toBe('Stark, leise…');
    expect(shortenText('Gut. Sehr gut. Noch mehr', 16)).toBe('Gut. Sehr gut…');
  });

  it('cuts inside a single word longer than the room, and never splits an emoji', () => {
    expect(shortenText('Superduperwerkzeug', 10)).toBe('Superdupe…');
    expect(shortenText('👍👍👍👍👍👍', 4)).toBe('👍👍👍…');
  });
});
