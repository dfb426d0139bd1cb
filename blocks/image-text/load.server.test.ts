import { describe, expect, it } from 'vitest';
import { checkBlock } from '../load-blocks.server.ts';
import {
  categoriesByKey,
  fakeOperations,
  loaderContext,
  sampleCategory,
} from '../../tests/fixtures/operations-fixture.ts';
import fixture from './fixture.json' with { type: 'json' };
import { loadImageText } from './load.server.ts';

const SK = 'http://sk.localhost:3000/';
const operations = fakeOperations({
  queryCategories: categoriesByKey({ workshop: sampleCategory('workshop', { name: 'Dielňa', link: '/dielna/' }) }),
});
const base = { heading: 'Dielňa', text: 'Všetko pre dielňu.', image: { src: '/images/c/workshop.svg', alt: '' } };
// countries/sk.json: black-week from 2026-11-20T00:00+01:00 until 2026-12-01T00:00+01:00.
const DURING = new Date('2026-11-25T12:00:00Z');
const AFTER = new Date('2026-12-01T00:00:00+01:00');

describe('loadImageText (spec/1 §2.9 banner of picture and text)', () => {
  it("links to the category's page in the page's language", async () => {
    const data = await loadImageText(
      { ...base, categoryKey: 'workshop', linkText: 'Do dielne' },
      loaderContext(SK, operations),
    );
    expect(data).toEqual({ link: '/dielna/' });
    expect(operations.calls.at(-1)?.payload).toMatchObject({ keys: ['workshop'], language: 'sk' });
  });

  it("links to the category's campaign products only while the campaign is active (spec/1 §4)", async () => {
    const props = { ...base, categoryKey: 'workshop', campaign: 'black-week', linkText: 'Ponuky' };
    expect(await loadImageText(props, loaderContext(SK, operations, DURING))).toEqual({
      link: '/dielna/?tag=campaign-black-week',
    });
    expect(await loadImageText(props, loaderContext(SK, operations, AFTER))).toEqual({ link: '/dielna/' });
  });

  it('has no link, and asks the store nothing, without a category or route', async () => {
    const calls = fakeOperations({});
    expect(await loadImageText(base, loaderContext(SK, calls))).toEqual({ link: null });
    expect(
      await loadImageText({ ...base, routeKey: 'ourHistory', linkText: 'História' }, loaderContext(SK, calls)),
    ).toEqual({
      link: '/our-history/',
    });
    expect(calls.calls).toEqual([]);
  });

  it('is a content error (pointer /categoryKey) when the category is unknown', async () => {
    await expect(
      loadImageText({ ...base, categoryKey: 'nothing', linkText: 'Ísť' }, loaderContext(SK, operations)),
    ).rejects.toMatchObject({ name: 'BlockContentError', pointer: '/categoryKey' });
  });
});

describe('image-text schema', () => {
  it('accepts its fixture and puts the picture at the start by default', () => {
    expect(checkBlock({ block: 'image-text', props: base })).toMatchObject({
      ok: true,
      props: { imagePosition: 'start' },
    });
    expect(checkBlock({ block: 'image-text', props: fixture }).ok).toBe(true);
  });

  it('wants a link text with a link, a link with a link text, and a category with a campaign', () => {
    expect(checkBlock({ block: 'image-text', props: { ...base, categoryKey: 'workshop' } })).toMatchObject({
      ok: false,
    });
    expect(checkBlock({ block: 'image-text', props: { ...base, linkText: 'Go' } })).toMatchObject({ ok: false });
    expect(
      checkBlock({ block: 'image-text', props: { ...base, routeKey: 'home', linkText: 'Go', campaign: 'black-week' } }),
    ).toMatchObject({ ok: false });
    expect(
      checkBlock({
        block: 'image-text',
        props: { ...base, categoryKey: 'workshop', routeKey: 'home', linkText: 'Go' },
      }),
    ).toMatchObject({ ok: false });
  });
});
