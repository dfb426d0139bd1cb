import { statSync } from 'node:fs';
import path from 'node:path';
import { Command, CommanderError, Option } from 'commander';
import packageJson from '../package.json' with { type: 'json' };
import { processOutput, type Output } from './commands/output.ts';
import { reportProblems } from './project/problem.ts';
import { UsageError } from './project/usage-error.ts';

/**
 * The `multishop` command. Each action only parses its options and calls a `run<Command>()` that does the
 * work and returns the exit code (CONVENTIONS §5), so every command is testable without a process. Commands
 * are imported when run: `validate` need not load the type generator and its formatter (BENCHMARKS.md).
 * `bin/multishop.js` runs it compiled to JavaScript (ADR 033).
 */
export async function main(
  argv: readonly string[],
  output: Output = processOutput,
  cwd = process.cwd(),
): Promise<number> {
  let exitCode = 0;
  const program = new Command('multishop')
    .description('Validate, generate, scaffold and build the Multishop storefront.')
    .version(packageJson.version, '-v, --version', 'print the version of multishop')
    .option('--cwd <dir>', 'run as if multishop had been started in <dir>')
    .exitOverride()
    .configureOutput({
      writeOut: (text) => output.out(text.trimEnd()),
      writeErr: (text) => output.err(text.trimEnd()),
    });
  /** The folder the command works in: --cwd, relative to where it was started. */
  const projectDir = () => path.resolve(cwd, program.opts<{ cwd?: string }>().cwd ?? '.');
  program.hook('preAction', () => {
    const dir = projectDir();
    if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) program.error(`error: --cwd ${dir}: no such folder`);
  });

  program
    .command('validate')
    .description('check every config file against its schema and the cross-file rules; exit 1 on any problem')
    .option('-j, --json', 'print the result as JSON')
    .action(async (options: { json?: boolean }) => {
      const { runValidate } = await import('./commands/validate.ts');
      exitCode = await runValidate({ cwd: projectDir(), json: options.json, output });
    });

  program
    .command('generate')
    .description('rebuild generated/ (types, typed constants, route tables) from schemas/, countries/ and templates/')
    .option('--check', 'write nothing; exit 1 naming each stale file')
    .option('-n, --dry-run', 'write nothing; report what would change')
    .action(async (options: { check?: boolean; dryRun?: boolean }) => {
      const { runGenerate } = await import('./commands/generate.ts');
      exitCode = await runGenerate({ cwd: projectDir(), check: options.check, dryRun: options.dryRun, output });
    });

  program
    .command('add-country')
    .description('add a country: write countries/<code>.json with sensible defaults, validate, regenerate')
    .argument('<code>', 'ISO 3166-1 alpha-2 country code, e.g. lu')
    .option('--name <name>', 'country name in English (default: the ISO name)')
    .option('--currency <code>', 'currency code listed in countries/currencies.json, e.g. EUR')
    .option('--languages <codes>', 'comma-separated language codes, the default language first, e.g. fr,de')
    .option('--domain <host>', 'production host name, e.g. www.example.lu')
    .option('--vat-rate <percent>', 'standard VAT rate in percent, e.g. 17 (known for European countries)')
    .option('--phone <number>', 'customer-care phone number, e.g. "+352 20 30 40 50"')
    .option('-y, --yes', 'ask nothing: use the defaults for what is not given')
    .option('-n, --dry-run', 'write nothing; show the file that would be written')
    .action(
      async (
        code: string,
        options: {
          name?: string;
          currency?: string;
          languages?: string;
          domain?: string;
          vatRate?: string;
          phone?: string;
          yes?: boolean;
          dryRun?: boolean;
        },
      ) => {
        const { runAddCountry } = await import('./commands/add-country.ts');
        exitCode = await runAddCountry({
          cwd: projectDir(),
          code,
          name: options.name,
          currency: options.currency,
          languages: options.languages
            ?.split(',')
            .map((language) => language.trim())
            .filter(Boolean),
          domain: options.domain,
          vatRate: options.vatRate,
          phone: options.phone,
          yes: options.yes === true,
          dryRun: options.dryRun === true,
          interactive: !options.yes && process.stdin.isTTY === true && process.stdout.isTTY === true,
          output,
        });
      },
    );

  program
    .command('new-block')
    .description('scaffold a content block in blocks/<name>/ from templates/scaffold/block/, then regenerate')
    .argument('<name>', 'kebab-case block name, 3 to 40 characters, e.g. opening-hours')
    .option('-n, --dry-run', 'write nothing; list the files that would be written')
    .action(async (name: string, options: { dryRun?: boolean }) => {
      const { runNewBlock } = await import('./commands/new-block.ts');
      exitCode = await runNewBlock({ cwd: projectDir(), name, dryRun: options.dryRun === true, output });
    });

  program
    .command('seed')
    .description('create and seed the embedded store (DATABASE_URL, default .data/multishop.sqlite)')
    .option('--products <count>', 'how many products (default 600; 100000 works)')
    .option('--seed <number>', 'the random seed: same seed, same catalogue')
    .option('-f, --force', 'delete the store first and seed it anew')
    .action(async (options: { products?: string; seed?: string; force?: boolean }) => {
      const { runSeed } = await import('./commands/seed.ts');
      exitCode = await runSeed({ cwd: projectDir(), ...options, output });
    });

  const db = program.command('db').description("the store's schema and data (SQLite or PostgreSQL, ADR 043)");
  db.command('migrate')
    .description('bring the store to this code’s schema without starting a shop (DATABASE_URL, or --database)')
    .option(
      '--database <url>',
      'a SQLite file or a postgres:// URL (default DATABASE_URL, else .data/multishop.sqlite)',
    )
    .action(async (options: { database?: string }) => {
      const { runDbMigrate } = await import('./commands/db.ts');
      exitCode = await runDbMigrate({ cwd: projectDir(), database: options.database, output });
    });
  db.command('copy')
    .description('copy a shop’s embedded store into PostgreSQL, every table counted on both sides')
    .requiredOption('--from <file>', 'the SQLite store file (a running shop’s too)')
    .requiredOption('--to <url>', 'the postgres:// URL to copy into (migrated first)')
    .option('--replace', 'delete what the PostgreSQL database holds first (a second copy refuses otherwise)')
    .action(async (options: { from: string; to: string; replace?: boolean }) => {
      const { runDbCopy } = await import('./commands/db.ts');
      exitCode = await runDbCopy({ cwd: projectDir(), ...options, output });
    });

  program
    .command('build')
    .description(
      'compile the runtime once (dist/runtime/, what npm start serves) and pack deployable country builds (dist/<cc>/)',
    )
    // One build at a time: a country, all, the changed ones or the runtime alone; --since only with --changed.
    // runBuild says so too, to its callers in process; on the command line commander names the two options.
    .addOption(new Option('-c, --country <cc>', "one country's build").conflicts(['all', 'changed', 'runtime']))
    .addOption(new Option('-a, --all', "every country's build").conflicts(['changed', 'runtime']))
    .addOption(
      new Option('--changed', 'the builds of the countries a change touches (since --since, default HEAD)').conflicts(
        'runtime',
      ),
    )
    .addOption(
      new Option(
        '--since <ref>',
        'with --changed: the commit, branch or tag to compare the working tree with',
      ).conflicts(['country', 'all', 'runtime']),
    )
    .option('--runtime', 'only the runtime, when its inputs changed (npm start)')
    .option('-n, --dry-run', 'write nothing; say which countries would be built and why')
    .option('-j, --json', 'print the result as JSON (for CI)')
    .action(
      async (options: {
        country?: string;
        all?: boolean;
        changed?: boolean;
        since?: string;
        runtime?: boolean;
        dryRun?: boolean;
        json?: boolean;
      }) => {
        const { runBuild } = await import('./commands/build.ts');
        exitCode = await runBuild({
          cwd: projectDir(),
          country: options.country,
          all: options.all,
          changed: options.changed,
          since: options.since,
          runtimeOnly: options.runtime,
          dryRun: options.dryRun,
          json: options.json,
          output,
        });
      },
    );

  try {
    await program.parseAsync([...argv], { from: 'user' });
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode;
    if (error instanceof UsageError) {
      reportProblems(error.problems, output);
      return 1;
    }
    throw error;
  }
  return exitCode;
}
