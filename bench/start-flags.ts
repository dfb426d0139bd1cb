// The Node options a checkout's `npm start` gives its server (package.json scripts.start: the `--…` options between
// `node` and the entry, the TypeScript loader left out), so that a bench starts each checkout's server as its own
// `npm start` does — a before-checkout without them, this one with them (issue 11 part 3: V8's young generation
// size is one of them). BENCH_START_FLAGS=0 starts every server without them, to see what they alone change.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export function startFlagsOf(checkout: string): string[] {
  if (process.env.BENCH_START_FLAGS === '0') return [];
  const manifest = JSON.parse(readFileSync(path.join(checkout, 'package.json'), 'utf8')) as {
    scripts?: Record<string, string>;
  };
  const words = (manifest.scripts?.start ?? '').split(/\s+/);
  const node = words.indexOf('node');
  if (node === -1) return [];
  const flags: string[] = [];
  for (let index = node + 1; index < words.length && words[index]!.startsWith('--'); index++) {
    // `--import tsx` (the loader the benches give every server themselves) takes the next word as its value.
    if (words[index] === '--import') index++;
    else flags.push(words[index]!);
  }
  return flags;
}
