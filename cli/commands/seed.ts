import type { Output } from './output.ts';
import { ensureCatalogue } from '../../runtime/server/commerce/ensure-catalogue.server.ts';
import { databaseFile } from '../../runtime/server/commerce/store-location.server.ts';
import { loadProjectConfig } from '../project/project-config.ts';
import { problem } from '../project/problem.ts';
import { UsageError } from '../project/usage-error.ts';

export interface RunSeedOptions {
  cwd: string;
  /** How many products; default 600. */
  products?: string;
  seed?: string;
  /** Delete the store first, so it is seeded anew. */
  force?: boolean;
  output: Output;
}

/**
 * `multishop seed`: creates and seeds the embedded store (DATABASE_URL, default .data/multishop.sqlite) with the
 * deterministic demo catalogue. The server does the same on its first start; this is for choosing the size.
 */
export async function runSeed(options: RunSeedOptions): Promise<number> {
  const config = await loadProjectConfig(options.cwd);
  const products = wholeNumber('--products', options.products, 1, 1_000_000);
  const seed = wholeNumber('--seed', options.seed, 0, 2 ** 32 - 1);
  const file = databaseFile(config.root);
  const result = await ensureCatalogue(file, { products, seed, reseed: options.force === true });
  await result.database.close();
  if (!result.seeded) {
    options.output.out(
      `${file} is already seeded (${result.options.products} products, seed ${result.options.seed}); ` +
        'run `multishop seed --force` to seed it anew.',
    );
    return 0;
  }
  const { seeded } = result;
  options.output.out(
    `Seeded ${file}: ${seeded.products} products, ${seeded.categories} categories, ${seeded.reviews} reviews ` +
      `in ${(seeded.milliseconds / 1000).toFixed(1)} s.`,
  );
  return 0;
}

function wholeNumber(option: string, value: string | undefined, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) {
    throw new UsageError([problem(option, '', `must be a whole number from ${min} to ${max} (got "${value}")`)]);
  }
  return number;
}
