import { describe, expect, it } from 'vitest';
import { BlockContentError } from '../../runtime/view/block-types.ts';
import {
  categoriesByKey,
  fakeOperations,
  loaderContext,
  sampleCategory,
} from '../../tests/fixtures/operations-fixture.ts';
import { createTranslator } from '../../runtime/i18n/translate.ts';
import { campaignName, loadCampaignCountdown } from './load.server.ts';

const DE = 'http://de.localhost:3000/';
const CH_FR = 'http://ch.localhost:3000/fr/';
const operations = () =>
  fakeOperations({
    queryCategories: categoriesByKey({
      'power-tools': sampleCategory('power-tools', { name: 'Elektrowerkzeuge', link: '/elektrowerkzeuge/' }),
    }),
  });
// countries/*.json: black-week from 2026-11-20T00:00+01:00 until 2026-12-01T00:00+01:00.
const START = new Date('2026-11-20T00:00:00+01:00');
const END = new Date('2026-12-01T00:00:00+01:00');
const DURING = new Date('2026-11-25T12:00:00Z');

describe('loadCampaignCountdown (spec/1 §2.9 campaign countdown, §4 campaigns)', () => {
  it("gives the campaign's end, the server's instant, its name in the page's language and its offers' link", async () => {
    const data = await loadCampaignCountdown(
      { campaign: 'black-week', categoryKey: 'power-tools' },
      loaderContext(DE, operations(), DURING),
    );
    expect(data).toEqual({
      endsAt: '2026-11-30T23:00:00.000Z',
      now: '2026-11-25T12:00:00.000Z',
      label: 'Black Week',
      link: '/elektrowerkzeuge/?tag=campaign-black-week',
    });
  });

  it('is shown from the very start of the campaign and left out (null) from the moment it ends', async () => {
    const at = (now: Date) => loadCampaignCountdown({ campaign: 'black-week' }, loaderContext(DE, operations(), now));
    expect(await at(new Date(START.getTime() - 1))).toBeNull();
    expect(await at(START)).not.toBeNull();
    expect(await at(new Date(END.getTime() - 1))).not.toBeNull();
    expect(await at(END)).toBeNull();
    expect(await at(new Date('2027-01-01T00:00:00Z'))).toBeNull();
  });

  it('is left out for a campaign the country does not run, without asking the store', async () => {
    const calls = operations();
    const data = await loadCampaignCountdown(
      { campaign: 'summer-sale', categoryKey: 'power-tools' },
      loaderContext(DE, calls, DURING),
    );
    expect(data).toBeNull();
    expect(calls.calls).toEqual([]);
  });

  it("links to the search page's listing of the campaign's products without a category, or to a route", async () => {
    const search = await loadCampaignCountdown({ campaign: 'black-week' }, loaderContext(CH_FR, operations(), DURING));
    expect(search?.link).toBe('/fr/search?tag=campaign-black-week');
    const route = await loadCampaignCountdown(
      { campaign: 'black-week', routeKey: 'helpCentre' },
      loaderContext(CH_FR, operations(), DURING),
    );
    expect(route?.link).toBe('/fr/centre-d-aide/');
  });

  it("names the campaign in the page's language, by its name where it has no translation", () => {
    const t = createTranslator('de-DE', {
      'blocks.campaigns.black-week': 'Black Week',
      'blocks.campaigns.sale': 'Sale',
    });
    expect(campaignName('sale', t)).toBe('Sale');
    expect(campaignName('summer-days', t)).toBe('summer-days');
  });

  it('is a content error (pointer /categoryKey) when the category is unknown', async () => {
    const failure = loadCampaignCountdown(
      { campaign: 'black-week', categoryKey: 'nothing' },
      loaderContext(DE, operations(), DURING),
    );
    await expect(failure).rejects.toBeInstanceOf(BlockContentError);
    await expect(failure).rejects.toMatchObject({ pointer: '/categoryKey' });
  });
});
