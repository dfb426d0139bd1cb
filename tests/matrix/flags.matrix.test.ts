// Market matrix, store flags (spec/1 §9.5): what the country's config turns on is on the page, and what it turns
// off is not — the trust score in the header (trustScoreInHeader), the review platform in the footer
// (reviewPlatformReviews, with the footer's reviewPlatformLogo), the campaign's promo banner while a campaign of the
// country runs (campaigns; spec/1 §2.9).
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect } from 'vitest';
import { COUNTRIES, FOOTER } from '../../generated/index.ts';
import type { ContentFrameFile } from '../../generated/types.ts';
import { activeCampaigns } from '../../runtime/domain/money/campaign.ts';
import { localeOf, normalised, test, translator } from '../e2e/shop.ts';
import { MATRIX_COUNTRIES } from './countries.ts';

/** The frame's promo banner as the server places it (tests/e2e/layout.test.ts). */
const FRAME_BANNER = '.block-list__static[data-block="promo-banner"] > .block-promo-banner';

/**
 * The campaign the locale's promo banner belongs to (content/frame/<locale>.json): null when it shows always,
 * undefined when the locale has none (no frame content, as for a country just added with add-country).
 */
function bannerCampaign(locale: string): string | null | undefined {
  const file = new URL(`../../content/frame/${locale}.json`, import.meta.url);
  if (!existsSync(file)) return undefined;
  const content = JSON.parse(readFileSync(file, 'utf8')) as ContentFrameFile;
  if (content.promoBanner === undefined || content.promoBanner === null) return undefined;
  return (content.promoBanner.props as { campaign?: string }).campaign ?? null;
}

for (const country of MATRIX_COUNTRIES) {
  describe(country, () => {
    const { flags } = COUNTRIES[country];
    test('flags: trust score, review platform and campaign banner as configured', async ({ shop }) => {
      const { page } = shop;
      const t = translator(country);
      await shop.open(country, '/');
      const trust = await page.getByRole('banner').locator('.trust-score').count();
      expect(trust > 0, `trustScoreInHeader ${flags.trustScoreInHeader}`).toBe(flags.trustScoreInHeader);

      const footer = normalised(await page.getByRole('contentinfo').textContent());
      const platform = FOOTER.reviewPlatformLogo && flags.reviewPlatformReviews;
      expect(
        footer.includes(normalised(t('frame.footer.reviews'))),
        `reviewPlatformReviews ${flags.reviewPlatformReviews}`,
      ).toBe(platform);

      const campaign = bannerCampaign(localeOf(country));
      const shown =
        campaign !== undefined &&
        (campaign === null || activeCampaigns(country, Date.now()).some((running) => running.name === campaign));
      expect(await page.locator(FRAME_BANNER).count(), `promo banner (campaign ${campaign})`).toBe(shown ? 1 : 0);
    });
  });
}
