// The README's settings table, written from the settings' table (settings.server.ts) between two markers:
// `npx tsx runtime/server/settings/settings-table.server.ts` writes it, and a test fails when the README is stale.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { SETTINGS } from './settings.server.ts';

export const README_FILE = fileURLToPath(new URL('../../../README.md', import.meta.url));
const START = '<!-- settings table: written by runtime/server/settings/settings-table.server.ts -->';
const END = '<!-- end of settings table -->';

function cell(text: string): string {
  return text.replaceAll('|', '\\|');
}

/** The Markdown table of every setting: variable, default, what it does. */
export function settingsTable(): string {
  const rows = SETTINGS.map((setting) => `| \`${setting.name}\` | ${cell(setting.default)} | ${cell(setting.about)} |`);
  return ['| variable | default | what it does |', '| --- | --- | --- |', ...rows].join('\n');
}

/** The README with its settings table written anew, formatted as the project's Prettier formats it. */
export async function readmeWithSettings(readme: string): Promise<string> {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start === -1 || end < start) throw new Error(`README.md has no settings table between "${START}" and "${END}"`);
  const written = `${readme.slice(0, start)}${START}\n\n${settingsTable()}\n\n${readme.slice(end)}`;
  const options = await prettier.resolveConfig(README_FILE);
  return prettier.format(written, { ...options, filepath: README_FILE });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const readme = await readFile(README_FILE, 'utf8');
  await writeFile(README_FILE, await readmeWithSettings(readme));
  console.log(`Wrote the settings table of ${README_FILE}.`);
}
