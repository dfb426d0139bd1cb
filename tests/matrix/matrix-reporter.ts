// The market matrix's report: country × check, green or red, each failure with its first error
// line and a link to its screenshot — reports/market-matrix.json and .html — and the one line CI prints:
// `matrix: 25/25 countries, N checks, N failed`. A check is a test; its country is the suite it is in, named by the
// country's code (each flow file has one `describe(<cc>)` a country).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { REPORT_DIR } from './global-setup.ts';

interface Check {
  country: string;
  flow: string;
  check: string;
  state: 'passed' | 'failed' | 'skipped';
  error?: string;
  screenshot?: string;
  screens?: { file: string; caption: string }[];
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The checks of a run, from its test modules. */
function checksOf(modules: ReadonlyArray<TestModule>): Check[] {
  const checks: Check[] = [];
  for (const module of modules) {
    const flow = path.basename(module.moduleId).replace(/\.matrix\.test\.ts$/, '');
    for (const test of module.children.allTests()) {
      const country = test.parent.type === 'suite' ? test.parent.name : '?';
      const result = test.result();
      const state = result.state === 'failed' ? 'failed' : result.state === 'passed' ? 'passed' : 'skipped';
      const first = result.state === 'failed' ? result.errors[0]?.message.split('\n')[0] : undefined;
      const { screenshot, screens } = test.meta();
      checks.push({
        country,
        flow,
        check: test.name,
        state,
        ...(first === undefined ? {} : { error: first }),
        ...(screenshot === undefined ? {} : { screenshot: path.relative(REPORT_DIR, screenshot) }),
        ...(screens === undefined
          ? {}
          : { screens: screens.map((screen) => ({ ...screen, file: path.relative(REPORT_DIR, screen.file) })) }),
      });
    }
  }
  return checks.sort((a, b) => a.country.localeCompare(b.country) || a.flow.localeCompare(b.flow));
}

/** The screens checks kept for a person to look at (the checkout's steps, spec/2 §2), as figures by check. */
function screensHtml(checks: readonly Check[]): string {
  const kept = checks.filter((check) => check.screens !== undefined && check.screens.length > 0);
  if (kept.length === 0) return '';
  const figures = (check: Check) =>
    check
      .screens!.map(
        (screen) =>
          `<figure><a href="${escapeHtml(screen.file)}"><img src="${escapeHtml(screen.file)}" alt="${escapeHtml(screen.caption)}" loading="lazy"></a><figcaption>${escapeHtml(screen.caption)}</figcaption></figure>`,
      )
      .join('');
  return `<h2>Screens to look at</h2>
${kept
  .map(
    (check) => `<h3>${escapeHtml(`${check.country}: ${check.check}`)}</h3>
<div class="screens">${figures(check)}</div>`,
  )
  .join('\n')}`;
}

function html(checks: readonly Check[], countries: readonly string[], summary: string): string {
  const columns = [...new Set(checks.map((check) => `${check.flow}: ${check.check}`))];
  const cell = (country: string, column: string) => {
    const check = checks.find((entry) => entry.country === country && `${entry.flow}: ${entry.check}` === column);
    if (check === undefined) return '<td class="none">–</td>';
    if (check.state === 'passed') return '<td class="passed" title="passed">✓</td>';
    if (check.state === 'skipped') return '<td class="skipped" title="skipped">·</td>';
    const shot = check.screenshot ? ` <a href="${escapeHtml(check.screenshot)}">screenshot</a>` : '';
    return `<td class="failed" title="${escapeHtml(check.error ?? 'failed')}">✗${shot}</td>`;
  };
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Market matrix</title>
<style>
body { font: 14px system-ui, sans-serif; margin: 1rem; }
table { border-collapse: collapse; }
th, td { border: 1px solid #ccc; padding: 0.25rem 0.5rem; text-align: center; }
th.check { writing-mode: vertical-rl; transform: rotate(180deg); text-align: left; font-weight: normal; }
td.passed { background: #d9f2d9; } td.failed { background: #f6d5d5; } td.skipped, td.none { color: #888; }
.screens { display: flex; flex-wrap: wrap; gap: 1rem; align-items: flex-start; }
.screens figure { margin: 0; } .screens img { width: 240px; border: 1px solid #ccc; }
</style>
</head>
<body>
<h1>Market matrix</h1>
<p>${escapeHtml(summary)}</p>
<table>
<thead><tr><th scope="col">country</th>${columns.map((column) => `<th scope="col" class="check">${escapeHtml(column)}</th>`).join('')}</tr></thead>
<tbody>
${countries.map((country) => `<tr><th scope="row">${escapeHtml(country)}</th>${columns.map((column) => cell(country, column)).join('')}</tr>`).join('\n')}
</tbody>
</table>
${screensHtml(checks)}
</body>
</html>
`;
}

export default class MatrixReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const checks = checksOf(modules);
    const countries = [...new Set(checks.map((check) => check.country))].sort();
    const green = countries.filter((country) =>
      checks.every((check) => check.country !== country || check.state !== 'failed'),
    );
    const failed = checks.filter((check) => check.state === 'failed').length;
    const summary = `matrix: ${green.length}/${countries.length} countries, ${checks.length} checks, ${failed} failed`;
    mkdirSync(REPORT_DIR, { recursive: true });
    writeFileSync(
      path.join(REPORT_DIR, 'market-matrix.json'),
      `${JSON.stringify({ summary, countries, green, checks }, null, 2)}\n`,
    );
    writeFileSync(path.join(REPORT_DIR, 'market-matrix.html'), html(checks, countries, summary));
    console.log(`\n${summary} (reports/market-matrix.html)`);
  }
}
