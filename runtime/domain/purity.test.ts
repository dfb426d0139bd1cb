// runtime/domain is pure (CONVENTIONS §8; ADR 005): its modules import only runtime/domain and generated/ —
// no Node built-in, no React, no package — so the rules run anywhere, in the browser and the server alike.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const domain = import.meta.dirname;
const generated = path.resolve(domain, '../../generated');
const files = readdirSync(domain, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts'))
  .sort();

/** Every module specifier of a file: static imports and exports, dynamic import() and require(). */
export function importsOf(source: string): string[] {
  const found = source.matchAll(
    /(?:^|[\s;])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*['"]([^'"]+)['"]|\b(?:import|require)\s*\(\s*['"]([^'"]+)['"]\s*\)/gm,
  );
  return [...found].map((match) => match[1] ?? match[2] ?? match[3]!);
}

describe('runtime/domain imports only itself and generated/', () => {
  it.each(files.filter((file) => !file.endsWith('.test.ts')))('%s', (file) => {
    for (const specifier of importsOf(readFileSync(path.join(domain, file), 'utf8'))) {
      expect(specifier.startsWith('.'), `${file} imports the package "${specifier}"`).toBe(true);
      const target = path.resolve(domain, path.dirname(file), specifier);
      const allowed = [domain, generated].some((root) => target === root || target.startsWith(root + path.sep));
      expect(allowed, `${file} imports ${path.relative(path.resolve(domain, '../..'), target)}`).toBe(true);
    }
  });

  it.each(files.filter((file) => file.endsWith('.test.ts')))(
    '%s (a test: vitest and node: for fixtures too)',
    (file) => {
      for (const specifier of importsOf(readFileSync(path.join(domain, file), 'utf8'))) {
        if (specifier === 'vitest' || specifier.startsWith('node:')) continue;
        const target = path.resolve(domain, path.dirname(file), specifier);
        const allowed = [domain, generated].some((root) => target.startsWith(root + path.sep));
        expect(allowed, `${file} imports ${specifier}`).toBe(true);
      }
    },
  );

  it('sees every kind of import (the check itself)', () => {
    expect(
      importsOf(
        [
          "import fs from 'node:fs';",
          "import { a, type B } from '../x.ts';",
          "export * from './y.ts';",
          "import './side-effect.ts';",
          "const lazy = await import('react');",
          "const old = require('path');",
        ].join('\n'),
      ),
    ).toEqual(['node:fs', '../x.ts', './y.ts', './side-effect.ts', 'react', 'path']);
  });
});
