// Once, the contact popover stayed open over the next page after a client-side navigation. What the
// frame opens over a page closes on a route change (spec/1 §2.3 "The cart sidebar closes on every route change"):
// the contact and language dropdowns, the cart hint, the navigation panel and the phone's open search.
import { describe, expect } from 'vitest';
import { COUNTRIES_UNDER_TEST, test, translator } from './shop.ts';

describe('the frame’s overlays close on a route change (spec/1 §2.3)', () => {
  test.for(COUNTRIES_UNDER_TEST)(
    '%s: the contact dropdown closes when its help-centre link is followed',
    async (country, { shop }) => {
      const { page } = shop;
      const t = translator(country);
      await shop.open(country, '/');
      const before = page.url();
      await page
        .getByRole('banner')
        .getByRole('button', { name: t('frame.contact.label') })
        .click();
      const dropdown = page.locator('#contact-dropdown');
      expect(await dropdown.evaluate((element) => element.matches(':popover-open'))).toBe(true);

      await dropdown.getByRole('link', { name: t('frame.contact.helpCentre') }).click();
      await page.waitForURL((url) => url.href !== before);
      // A client-side navigation (the document stays): the frame is the same, its dropdown closed.
      await page.waitForFunction(() => !document.querySelector('#contact-dropdown')?.matches(':popover-open'));
      expect(await dropdown.evaluate((element) => element.matches(':popover-open'))).toBe(false);
    },
  );

  test('ch (fr): the phone’s open search and the navigation panel close on a route change', async ({ shop }) => {
    const { page } = shop;
    const t = translator('ch', 'fr');
    await page.setViewportSize({ width: 390, height: 844 });
    await shop.open('ch', '/fr/');
    const header = page.getByRole('banner');
    const toggle = header.getByRole('button', { name: t('frame.search.open') });
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    // The shopper taps a category chip: the search closes as the next page comes.
    await page.locator('.category-bar__chips a').first().click();
    await page.waitForURL(/\/fr\/[^/]+\/$/);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');

    await header.getByRole('button', { name: t('frame.categories.all') }).click();
    const panel = page.getByRole('dialog', { name: t('frame.categories.all') });
    await panel.waitFor();
    await panel.getByRole('link', { name: t('frame.contact.helpCentre') }).click();
    await panel.waitFor({ state: 'hidden' });
    // And the page stays in French: the frame's links are in the page's language (frame-links.test.tsx).
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
  });
});
