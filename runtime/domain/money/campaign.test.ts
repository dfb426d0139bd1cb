import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../../../generated/index.ts';
import {
  CAMPAIGN_LABEL_PREFIX,
  activeCampaigns,
  campaignLabel,
  campaignNameOfLabel,
  storeCampaigns,
} from './campaign.ts';

describe('activeCampaigns (spec/1 §3 Store campaigns; COUNTRIES[c].flags.campaigns)', () => {
  it.each(COUNTRY_CODES)('%s runs its black-week campaign only in black week', (country) => {
    expect(activeCampaigns(country, new Date('2026-11-25T12:00:00Z'))).toEqual([
      {
        name: 'black-week',
        label: 'campaign-black-week',
        start: Date.parse('2026-11-20T00:00:00+01:00'),
        end: Date.parse('2026-12-01T00:00:00+01:00'),
      },
    ]);
    expect(activeCampaigns(country, Date.parse('2026-12-01T00:00:00+01:00'))).toEqual([]);
    expect(activeCampaigns(country, new Date('2026-11-19T22:59:59.999Z'))).toEqual([]);
    // spec/1 §4; spec/2 §9: active from the very moment of its start until just before its end.
    expect(activeCampaigns(country, Date.parse('2026-11-20T00:00:00+01:00'))).toHaveLength(1);
    expect(activeCampaigns(country, new Date('2026-11-30T22:59:59.999Z'))).toHaveLength(1);
  });
});

describe('storeCampaigns (spec/1 §3 Store: campaigns with name, startDate, endDate)', () => {
  it('reads a store without campaigns as running none', () => {
    expect(storeCampaigns(undefined)).toEqual([]);
  });

  it('labels each campaign and reads its dates once', () => {
    expect(
      storeCampaigns([{ name: 'spring', startDate: '2026-03-01T00:00:00Z', endDate: '2026-03-02T00:00:00Z' }]),
    ).toEqual([{ name: 'spring', label: 'campaign-spring', start: Date.UTC(2026, 2, 1), end: Date.UTC(2026, 2, 2) }]);
  });
});

describe('campaign labels (spec/1 §4: labels begin with a campaign prefix, here "campaign-")', () => {
  it('prefixes the name', () => {
    expect(CAMPAIGN_LABEL_PREFIX).toBe('campaign-');
    expect(campaignLabel('black-week')).toBe('campaign-black-week');
  });

  it.each([
    ['campaign-black-week', 'black-week'],
    ['campaign-', null],
    ['black-week', null],
    ['on-sale', null],
    ['my-campaign-x', null],
  ])('%j names the campaign %j', (label, name) => {
    expect(campaignNameOfLabel(label)).toBe(name);
  });
});
