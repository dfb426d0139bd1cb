// The block gallery (ADR 009) in a real browser: every block of the library, rendered with its fixture, in a few
// countries and languages chosen for their scripts and store flags. Each block's section must not have failed,
// must pass axe-core's WCAG 2.1 A/AA rules and is photographed (tests/e2e/artifacts/blocks/, gitignored) for a
// look by eye; interactive blocks must have hydrated and work. The run's server has the gallery on
// (global-setup.ts: BLOCK_GALLERY=1) and a block scaffolded by `multishop new-block` (new-block end to
// end), which must render here like the library's own.
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject } from 'vitest';
import { BLOCK_MANIFESTS, BLOCK_NAMES, isBlockName } from '../../generated/blocks.ts';
import { STORE_FLAGS, type CountryCode, type LanguageCode } from '../../generated/index.ts';
import { axeViolations, describeViolations, injectAxe } from './axe.ts';
import { hydrated, test, translator } from './shop.ts';

const { scaffoldedBlock } = inject('e2e');

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Written by each run, for a look by eye (one PNG per country, language and block); not committed. */
const ARTIFACTS = path.join(ROOT, 'tests/e2e/artifacts/blocks');

interface Gallery {
  readonly country: CountryCode;
  readonly language: LanguageCode;
  readonly path: string;
}

// German with every flag on; a prefixed second language (Swiss French); Czech with the review platform off
// (spec/1 §3 Store flags) and its diacritics; Greek script.
const GALLERIES: readonly Gallery[] = [
  { country: 'de', language: 'de', path: '/__blocks' },
  { country: 'ch', language: 'fr', path: '/fr/__blocks' },
  { country: 'cz', language: 'cs', path: '/__blocks' },
  { country: 'gr', language: 'el', path: '/__blocks' },
];

beforeAll(() => {
  rmSync(ARTIFACTS, { recursive: true, force: true });
  mkdirSync(ARTIFACTS, { recursive: true });
});

const sectionSelector = (name: string) => `section[data-block-name="${name}"]`;

/** The block's own root element on its stage: where React attaches a hydrated component's props. */
const blockRoot = (section: Locator) => section.locator('.block-gallery__stage > .block-list > *').first();

/**
 * spec/1 §2.9 review carousel, hydrated: its "next" button scrolls the list by a page (the browser context prefers
 * reduced motion, so the scroll is immediate).
 */
async function checkCarousel(page: Page, section: Locator, gallery: Gallery): Promise<void> {
  const t = translator(gallery.country, gallery.language);
  const list = section.locator('.review-carousel__list');
  expect(await list.evaluate((element) => element.scrollLeft)).toBe(0);
  expect(await list.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  await section.getByRole('button', { name: t('blocks.reviewCarousel.next') }).click();
  await page.waitForFunction((element) => element.scrollLeft > 0, await list.elementHandle());
  await section.getByRole('button', { name: t('blocks.reviewCarousel.previous') }).click();
  await page.waitForFunction((element) => element.scrollLeft === 0, await list.elementHandle());
}

/**
 * spec/1 §2.9 campaign countdown, hydrated: its seconds tick in the browser (the server rendered one instant).
 */
async function checkCountdown(page: Page, section: Locator): Promise<void> {
  const seconds = section.locator('.campaign-countdown__unit').last().locator('.campaign-countdown__value');
  const first = await seconds.textContent();
  await page.waitForFunction(
    ({ element, before }) => element !== null && element.textContent !== before,
    { element: await seconds.elementHandle(), before: first },
    { timeout: 3_000 },
  );
}

/**
 * What an interactive block does once hydrated, tried beyond the hydration itself (which every interactive block
 * is checked for). A block added to the library later is checked for hydration until it gets an entry here.
 */
const INTERACTION_CHECKS: Readonly<Record<string, (page: Page, section: Locator, gallery: Gallery) => Promise<void>>> =
  {
    'review-carousel': checkCarousel,
    'campaign-countdown': checkCountdown,
  };

describe('block gallery: every block in a browser, accessible, interactive ones hydrated', () => {
  test.for(GALLERIES)('$country/$language: every block renders, passes axe, and works', async (gallery, { shop }) => {
    const { page } = shop;
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const response = await shop.open(gallery.country, gallery.path);
    expect(response?.status()).toBe(200);
    expect(await page.locator('html').getAttribute('lang')).toBe(gallery.language);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);

    const names = await page
      .locator('section[data-block-name]')
      .evaluateAll((sections) => sections.map((section) => (section as HTMLElement).dataset.blockName!));
    // Every block of the library (generated/blocks.ts), and the one new-block scaffolded in this run's snapshot.
    expect(names).toEqual(expect.arrayContaining([...BLOCK_NAMES, ...(scaffoldedBlock ? [scaffoldedBlock.name] : [])]));

    await injectAxe(page);
    const failures = describeViolations('gallery header', await axeViolations(page, '.block-gallery__intro'));
    const hydratedBlocks: string[] = [];
    for (const name of names) {
      const section = page.locator(sectionSelector(name));
      const status = await section.getAttribute('data-block-status');
      if (status === 'error')
        failures.push(`${name}: failed to render — ${await section.locator('pre').textContent()}`);
      expect(['ok', 'empty', 'error']).toContain(status);
      await section.screenshot({
        path: path.join(ARTIFACTS, `${gallery.country}-${gallery.language}-${name}.png`),
        animations: 'disabled',
      });
      failures.push(...describeViolations(name, await axeViolations(page, sectionSelector(name))));

      // The store flags it needs, and whether this country has them on (spec/1 §3 Store flags).
      if (isBlockName(name)) {
        for (const flag of BLOCK_MANIFESTS[name].storeFlags as readonly string[]) {
          const on = (STORE_FLAGS[gallery.country] as unknown as Record<string, unknown>)[flag] === true;
          const fact = section.locator(`[data-store-flag="${flag}"]`);
          expect(await fact.getAttribute('data-on'), `${name} ${flag}`).toBe(String(on));
          expect(await fact.textContent()).toContain(on ? 'on here' : 'off here: a page in this country leaves it out');
        }
      }

      if (status === 'ok' && (await section.getAttribute('data-block-interactive')) === 'true') {
        await hydrated(blockRoot(section));
        await INTERACTION_CHECKS[name]?.(page, section, gallery);
        hydratedBlocks.push(name);
      }
    }
    expect(failures, `${gallery.country}/${gallery.language}: failed blocks or WCAG violations`).toEqual([]);
    // German reviews exist (the review platform speaks German), so the carousel's buttons were tried at least there.
    if (gallery.country === 'de') expect(hydratedBlocks).toContain('review-carousel');
  });

  test.skipIf(scaffoldedBlock === null)(
    'the block scaffolded by `multishop new-block` in this run renders in the gallery',
    async ({ shop }) => {
      const { page } = shop;
      const { name, heading } = scaffoldedBlock!;
      await shop.open('de', '/__blocks');
      // Reached from the gallery's jump list, as a developer would look for it.
      await page.getByRole('navigation', { name: 'Blocks' }).getByRole('link', { name: heading, exact: true }).click();
      await page.waitForURL((url) => url.hash === `#block-${name}`);
      const section = page.locator(sectionSelector(name));
      expect(await section.getAttribute('data-block-status')).toBe('ok');
      expect(await section.getAttribute('data-block-interactive')).toBe('false');
      const block = section.locator('.block-gallery__stage');
      await block.getByRole('heading', { level: 2, name: heading, exact: true }).waitFor({ state: 'visible' });
      expect(await block.getByRole('region', { name: heading }).count()).toBe(1);
      await injectAxe(page);
      expect(describeViolations(name, await axeViolations(page, sectionSelector(name)))).toEqual([]);
    },
  );
});
