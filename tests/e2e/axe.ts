// axe-core in a browser test's page: WCAG 2.0 and 2.1 A/AA rules (shared by the block gallery's and the frame's
// browser tests).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as AxeCore from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** WCAG 2.0 and 2.1, levels A and AA (axe-core's rule tags). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * axe-core in the page. Evaluated through the DevTools protocol, which the page's Content Security Policy does not
 * govern (it forbids inline scripts): the policy stays in force, so the `shop` fixture still fails on a violation.
 */
export async function injectAxe(page: Page): Promise<void> {
  await page.evaluate(`${AXE_SOURCE}\n;void 0;`);
  expect(await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe)).toBe('object');
}

/** axe-core's WCAG 2.1 A/AA violations inside the elements `selector` matches. */
export async function axeViolations(page: Page, selector: string): Promise<AxeViolation[]> {
  return page.evaluate(
    async ({ selector, tags }) => {
      const axe = (window as unknown as { axe: typeof AxeCore }).axe;
      const result = await axe.run(
        { include: [selector] },
        { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] },
      );
      return result.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? null,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
    },
    { selector, tags: WCAG_TAGS },
  );
}

export function describeViolations(where: string, violations: readonly AxeViolation[]): string[] {
  return violations.map(
    (violation) =>
      `${where}: axe ${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help} — ${violation.targets.join(', ')}`,
  );
}
