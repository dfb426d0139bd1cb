// `npm run bench:cli`: validate + generate for the 25 real countries and for 250 synthetic ones, beside two
// same-run baselines (reading and parsing the same files; starting node), and `multishop validate` compiled (ADR 033)
// against the same command from its TypeScript sources through tsx, as it ran before. Target: validate plus
// generate of 25 countries under 1 s. Prints a Markdown table for BENCHMARKS.md.
import { cp, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { execa } from 'execa';
import { writeGenerated } from '../cli/commands/generate.ts';
import { loadProjectConfig } from '../cli/project/project-config.ts';
import { createSchemaValidator } from '../cli/validate/schema-validator.ts';
import { validateProject } from '../cli/validate/validate-project.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const BIN = path.join(ROOT, 'bin/multishop.js');
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
/** `multishop` as it started before ADR 033 (the old bin/multishop.js): its TypeScript sources through tsx's loader. */
const FROM_SOURCES = `import { register } from 'tsx/esm/api';
register();
const { main } = await import(${JSON.stringify(pathToFileURL(path.join(ROOT, 'cli/main.ts')).href)});
process.exitCode = await main(process.argv.slice(1));`;

async function copyProject(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'multishop-bench-'));
  for (const name of ['schemas', 'countries', 'templates', 'generated', 'multishop.config.json', 'package.json']) {
    await cp(path.join(ROOT, name), path.join(dir, name), { recursive: true });
  }
  await symlink(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

/** Adds synthetic countries (clones of the real ones under unused codes) until there are `total`. */
async function growTo(dir: string, total: number): Promise<void> {
  const countriesDir = path.join(dir, 'countries');
  const real = (await readdir(countriesDir)).filter((name) => /^[a-z]{2}\.json$/.test(name)).sort();
  const taken = new Set(real.map((name) => name.slice(0, 2)));
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const free = [...letters].flatMap((a) => [...letters].map((b) => a + b)).filter((code) => !taken.has(code));
  for (let index = 0; index < total - real.length; index += 1) {
    const code = free[index]!;
    const source = JSON.parse(await readFile(path.join(countriesDir, real[index % real.length]!), 'utf8'));
    Object.assign(source, {
      code,
      label: `Synthetic ${code.toUpperCase()}`,
      storeId: `multishop_${code}`,
      topLevelDomain: code,
      prodDomain: `www.multishop.${code}`,
      isDefault: false,
    });
    // An unused code is no EU member state: no net prices for its companies (ADR 026), or validate refuses it.
    source.flags.changeTaxRate = false;
    await writeFile(path.join(countriesDir, `${code}.json`), JSON.stringify(source, null, 2));
  }
}

function stats(samples: number[]): { median: number; p95: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { median: at(0.5), p95: at(0.95) };
}

async function time(runs: number, work: () => Promise<unknown>): Promise<{ median: number; p95: number }> {
  await work(); // warm-up: module loading and JIT are not what is measured in-process
  const samples: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    await work();
    samples.push(performance.now() - start);
  }
  return stats(samples);
}

/** Two kinds of work timed in turns, so both meet the same load of the machine. */
async function timeInTurns(
  runs: number,
  first: () => Promise<unknown>,
  second: () => Promise<unknown>,
): Promise<[{ median: number; p95: number }, { median: number; p95: number }]> {
  await first();
  await second();
  const samples: [number[], number[]] = [[], []];
  for (let run = 0; run < runs; run += 1) {
    for (const [index, work] of [first, second].entries()) {
      const start = performance.now();
      await work();
      samples[index]!.push(performance.now() - start);
    }
  }
  return [stats(samples[0]), stats(samples[1])];
}

/**
 * One run of the everyday change: a store flag flipped in a country file, then validate and generate. The
 * schemas are unchanged, so the type declarations are reused (type-declarations.ts); `cold` deletes generated/
 * first, as after a schema change.
 */
async function flipFlag(dir: string): Promise<void> {
  const file = path.join(dir, 'countries', 'de.json');
  const country = JSON.parse(await readFile(file, 'utf8'));
  country.flags.newTrustFeatures = !country.flags.newTrustFeatures;
  await writeFile(file, JSON.stringify(country, null, 2));
}

async function validateAndGenerate(dir: string, cold = false): Promise<void> {
  if (cold) await rm(path.join(dir, 'generated'), { recursive: true, force: true });
  else await flipFlag(dir);
  const config = await loadProjectConfig(dir);
  const validator = await createSchemaValidator(config);
  const { project, problems } = await validateProject(config, { validator });
  if (!project) throw new Error(`bench project invalid: ${JSON.stringify(problems.slice(0, 3))}`);
  await writeGenerated(project, [...validator.schemas.keys()]);
}

/** Baseline: only reading and parsing the same JSON files. */
async function readAndParse(dir: string): Promise<void> {
  for (const folder of ['countries', 'schemas']) {
    for (const name of (await readdir(path.join(dir, folder))).filter((file) => file.endsWith('.json'))) {
      JSON.parse(await readFile(path.join(dir, folder, name), 'utf8'));
    }
  }
}

async function main(): Promise<void> {
  const small = await copyProject();
  const large = await copyProject();
  await growTo(large, 250);
  const rows: string[][] = [];
  const ms = (value: number) => value.toFixed(1);
  try {
    for (const [label, dir] of [
      ['25 countries', small],
      ['250 countries', large],
    ] as const) {
      const work = await time(RUNS, () => validateAndGenerate(dir));
      const cold = await time(RUNS, () => validateAndGenerate(dir, true));
      const base = await time(RUNS, () => readAndParse(dir));
      rows.push([
        `validate + generate after a flag change, in process, ${label}`,
        ms(work.median),
        ms(work.p95),
        `read + parse the same files: ${ms(base.median)} ms`,
        `${(work.median / base.median).toFixed(0)}×`,
      ]);
      rows.push([
        `validate + generate from nothing (as after a schema change), in process, ${label}`,
        ms(cold.median),
        ms(cold.p95),
        `read + parse the same files: ${ms(base.median)} ms`,
        `${(cold.median / base.median).toFixed(0)}×`,
      ]);
    }
    const cliRuns = Math.max(5, Math.floor(RUNS / 3));
    const node = await time(cliRuns, () => execa('node', ['-e', '0']));
    for (const [label, dir] of [
      ['25 countries', small],
      ['250 countries', large],
    ] as const) {
      const cli = await time(cliRuns, async () => {
        await flipFlag(dir);
        await execa('node', [BIN, 'validate'], { cwd: dir });
        await execa('node', [BIN, 'generate'], { cwd: dir });
      });
      const generateOnly = await time(cliRuns, async () => {
        await flipFlag(dir);
        await execa('node', [BIN, 'generate'], { cwd: dir });
      });
      const [compiled, fromSources] = await timeInTurns(
        cliRuns,
        () => execa('node', [BIN, 'validate'], { cwd: dir }),
        () => execa('node', ['--input-type=module', '-e', FROM_SOURCES, 'validate'], { cwd: dir }),
      );
      rows.push([
        `\`multishop validate\`, compiled (ADR 033), ${label}`,
        ms(compiled.median),
        ms(compiled.p95),
        `the same from its TypeScript sources through tsx (before): ${ms(fromSources.median)} ms`,
        `${(compiled.median / fromSources.median).toFixed(2)}×`,
      ]);
      const generateCold = await time(cliRuns, async () => {
        await rm(path.join(dir, 'generated'), { recursive: true, force: true });
        await execa('node', [BIN, 'generate'], { cwd: dir });
      });
      rows.push([
        `\`multishop generate\` from nothing (as after a schema change), ${label}`,
        ms(generateCold.median),
        ms(generateCold.p95),
        `one \`node -e 0\` start: ${ms(node.median)} ms`,
        `${(generateCold.median / node.median).toFixed(1)}×`,
      ]);
      rows.push([
        `\`multishop generate\` after a flag change (validates, then generates), ${label}`,
        ms(generateOnly.median),
        ms(generateOnly.p95),
        `one \`node -e 0\` start: ${ms(node.median)} ms`,
        `${(generateOnly.median / node.median).toFixed(1)}×`,
      ]);
      rows.push([
        `\`multishop validate\` then \`multishop generate\` after a flag change (two processes), ${label}`,
        ms(cli.median),
        ms(cli.p95),
        `two \`node -e 0\` starts: ${ms(2 * node.median)} ms`,
        `${(cli.median / (2 * node.median)).toFixed(1)}×`,
      ]);
    }
  } finally {
    await rm(small, { recursive: true, force: true });
    await rm(large, { recursive: true, force: true });
  }
  console.log(
    `Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${RUNS} runs in process`,
  );
  console.log('| what | median ms | p95 ms | same-run baseline | ratio |');
  console.log('|---|---:|---:|---|---:|');
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
}

await main();
