// ADR 020: `multishop build` — the runtime compiled once (dist/runtime/, which `npm start` serves), and one
// deployable folder per country packed from it (dist/<cc>/, run by `node dist/<cc>/server.js`).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { buildInputs, inputsHash, type BuildInput } from '../build/build-inputs.ts';
import { contentLocaleOf, countriesTouched, type CountryFacts, type SourcePaths } from '../build/changed-countries.ts';
import { compileRuntime, readRuntimeManifest, RUNTIME_DIR } from '../build/compile-runtime.ts';
import { changedFilesSince, currentCommit, UnknownRefError } from '../build/git-changes.ts';
import { packCountry, readCountryManifest, readRuntimeData, type CountryManifest } from '../build/pack-country.ts';
import { recoverInterrupted } from '../build/replace-folder.ts';
import { runtimeDependencies } from '../build/runtime-dependencies.ts';
import { reportProblems } from '../project/problem.ts';
import { loadProjectConfig, type ResolvedProjectConfig } from '../project/project-config.ts';
import { localeCode, type ValidProject } from '../validate/project-model.ts';
import { validateProject } from '../validate/validate-project.ts';
import type { Output } from './output.ts';

export interface RunBuildOptions {
  cwd: string;
  /** One country's build. */
  country?: string;
  /** Every country's build. */
  all?: boolean;
  /** The builds of the countries a change touches, since `since` (default HEAD: the working tree's changes). */
  changed?: boolean;
  since?: string;
  /** Only the runtime (npm start's), when its inputs changed. */
  runtimeOnly?: boolean;
  /** Say what would be built and why; write nothing. */
  dryRun?: boolean;
  json?: boolean;
  output: Output;
  /** Where dist/ is (default: the project root's dist/); tests build into a temp folder. */
  distDir?: string;
}

interface CountryResult {
  country: string;
  reasons: string[];
  /** ms spent packing it. */
  milliseconds?: number;
  bytes?: number;
  files?: number;
}

interface BuildReport {
  ok: boolean;
  runtime: 'compiled' | 'current' | 'skipped';
  countries: CountryResult[];
  milliseconds: number;
}

/** The facts the change decision and the packing need, from a validated project's country files. */
function countryFacts(countries: ValidProject['countries']): CountryFacts[] {
  return countries.map(({ data }) => {
    const languages = data.languages.map((entry) => entry.language);
    return {
      code: data.code,
      currency: data.currency,
      languages,
      locales: languages.map((language) => localeCode(language, data.code)),
      nativeRouting: data.flags.nativeRouting,
    };
  });
}

function relativePaths(config: ResolvedProjectConfig): SourcePaths {
  const of = (absolute: string) => path.relative(config.root, absolute).split(path.sep).join('/');
  return {
    countries: of(config.paths.countries),
    content: of(config.paths.content),
    schemas: of(config.paths.schemas),
    templates: of(config.paths.templates),
    blocks: of(config.paths.blocks),
    generated: of(config.paths.generated),
  };
}

/** A country's inputs: all of the build's but the content of other countries' locales. */
function inputsOf(inputs: readonly BuildInput[], country: CountryFacts, paths: SourcePaths): BuildInput[] {
  return inputs.filter((input) => {
    if (!input.path.startsWith(`${paths.content}/`)) return true;
    const locale = contentLocaleOf(input.path, paths.content);
    return locale === null || country.locales.includes(locale);
  });
}

function sizeOf(manifest: CountryManifest): { bytes: number; files: number } {
  return { bytes: manifest.assets.reduce((sum, asset) => sum + asset.bytes, 0), files: manifest.assets.length };
}

/** At most this many reasons are printed for one line of a dry run; the JSON has them all. */
const REASONS_SHOWN = 3;

function listed(reasons: readonly string[]): string {
  const shown = reasons.slice(0, REASONS_SHOWN).join('; ');
  return reasons.length > REASONS_SHOWN ? `${shown}; and ${reasons.length - REASONS_SHOWN} more` : shown;
}

/** A dry run's lines: the reasons every country shares once, then each country's own. */
function whyLines(report: ReadonlyArray<{ country: string; reasons: string[] }>, countryCount: number): string[] {
  const shared =
    report.length === countryCount
      ? report[0]!.reasons.filter((reason) => report.every((entry) => entry.reasons.includes(reason)))
      : [];
  const lines = shared.length > 0 ? [`every country (${countryCount}): ${listed(shared)}`] : [];
  for (const { country, reasons } of report) {
    const own = reasons.filter((reason) => !shared.includes(reason));
    if (own.length > 0) lines.push(`${country}: ${listed(own)}`);
  }
  return lines;
}

function usage(output: Output, message: string): number {
  output.err(message);
  return 1;
}

export async function runBuild(options: RunBuildOptions): Promise<number> {
  const { output } = options;
  const started = performance.now();
  const modes = [options.country !== undefined, options.all === true, options.changed === true, options.runtimeOnly];
  if (modes.filter(Boolean).length !== 1) {
    return usage(output, 'build: give one of --country <cc>, --all, --changed or --runtime');
  }
  if (options.since !== undefined && !options.changed) return usage(output, 'build: --since goes with --changed');
  const config = await loadProjectConfig(options.cwd);
  const root = config.root;
  // A config that fails validation builds nothing: the problems `multishop validate` prints.
  const { problems, project } = await validateProject(config);
  if (problems.length > 0 || project === null) {
    reportProblems(problems, output);
    return 1;
  }
  const facts = countryFacts(project.countries);
  const codes = facts.map((country) => country.code).sort();
  const paths = relativePaths(config);

  let wanted: Map<string, string[]>;
  if (options.country !== undefined) {
    const code = options.country.toLowerCase();
    if (!codes.includes(code)) {
      return usage(output, `build: no country "${options.country}"; the countries are ${codes.join(', ')}`);
    }
    wanted = new Map([[code, ['asked for (--country)']]]);
  } else if (options.all) {
    wanted = new Map(codes.map((code) => [code, ['asked for (--all)']]));
  } else if (options.changed) {
    try {
      const changes = await changedFilesSince(root, options.since ?? 'HEAD');
      wanted = countriesTouched(changes, facts, paths);
    } catch (error) {
      if (error instanceof UnknownRefError) return usage(output, `build: ${error.message}`);
      throw error;
    }
  } else {
    wanted = new Map();
  }
  const targets = [...wanted.keys()].sort();

  if (options.dryRun) {
    const report = targets.map((country) => ({ country, reasons: wanted.get(country)! }));
    if (options.json) output.out(JSON.stringify({ ok: true, dryRun: true, countries: report }, null, 2));
    else if (report.length === 0) output.out('Nothing to build: no change touches a country.');
    else for (const line of whyLines(report, codes.length)) output.out(line);
    return 0;
  }

  const dist = options.distDir ?? path.join(root, 'dist');
  const runtimeDir = path.join(dist, path.relative('dist', RUNTIME_DIR));
  const inputs = await buildInputs(root, paths);
  const hash = inputsHash(inputs);
  const progress = (line: string) => {
    if (!options.json) output.out(line);
  };
  for (const line of await recoverInterrupted(dist)) progress(line);
  const current = (await readRuntimeManifest(runtimeDir))?.inputsHash === hash;
  if (current) {
    progress(`runtime: current (${RUNTIME_DIR}, inputs unchanged)`);
  } else {
    progress(`runtime: compiling into ${path.relative(root, runtimeDir) || runtimeDir} …`);
    await compileRuntime({
      root,
      outDir: runtimeDir,
      countries: codes,
      inputsHash: hash,
      contentDir: config.paths.content,
      log: (line) => progress(`  ${line}`),
    });
  }

  const results: CountryResult[] = [];
  if (targets.length > 0) {
    const dependencies = await runtimeDependencies(root, runtimeDir);
    const data = await readRuntimeData(runtimeDir);
    const manifest = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as {
      engines?: Record<string, string>;
    };
    const commit = await currentCommit(root);
    for (const [index, code] of targets.entries()) {
      const country = facts.find((candidate) => candidate.code === code)!;
      const packed = performance.now();
      const own = inputsOf(inputs, country, paths);
      const ownHash = inputsHash(own);
      const outDir = path.join(dist, code);
      const previous = await readCountryManifest(outDir);
      if (previous?.inputsHash === ownHash) {
        // Same inputs, same bytes (the packing is deterministic): the folder there is this build.
        results.push({ country: code, reasons: ['current: inputs unchanged'], milliseconds: 0, ...sizeOf(previous) });
        progress(`[${index + 1}/${targets.length}] ${code}: dist/${code}/ current (inputs unchanged)`);
        continue;
      }
      const built: CountryManifest = await packCountry({
        runtimeDir,
        outDir,
        country,
        commit,
        inputs: own,
        inputsHash: ownHash,
        dependencies,
        engines: manifest.engines ?? {},
        data,
      });
      const result: CountryResult = {
        country: code,
        reasons: wanted.get(code)!,
        milliseconds: Math.round(performance.now() - packed),
        ...sizeOf(built),
      };
      results.push(result);
      progress(
        `[${index + 1}/${targets.length}] ${code}: dist/${code}/ — ${result.files} files, ` +
          `${(result.bytes! / 1024 / 1024).toFixed(1)} MB, ${result.milliseconds} ms`,
      );
    }
  }
  const report: BuildReport = {
    ok: true,
    runtime: options.runtimeOnly || targets.length > 0 ? (current ? 'current' : 'compiled') : 'skipped',
    countries: results,
    milliseconds: Math.round(performance.now() - started),
  };
  if (options.json) {
    output.out(JSON.stringify(report, null, 2));
  } else if (results.length > 0) {
    output.out('');
    output.out('| country | files | MB | ms | why |');
    output.out('| --- | ---: | ---: | ---: | --- |');
    for (const result of results) {
      output.out(
        `| ${result.country} | ${result.files} | ${(result.bytes! / 1024 / 1024).toFixed(1)} | ${result.milliseconds} | ${result.reasons.join('; ')} |`,
      );
    }
    output.out(
      `${results.length} ${results.length === 1 ? 'country' : 'countries'} built in ${report.milliseconds} ms.`,
    );
  } else if (!options.runtimeOnly) {
    output.out('Nothing to build: no change touches a country.');
  }
  return 0;
}
