// ADR 020: the runtime compiled once, for every country build to be packed from (ARCHITECTURE "Per-country
// builds"): the pages by Vite (vike; the browser's assets and the server's render entry), the server by esbuild into
// plain JavaScript, beside the content, the pictures and a build.json naming every country. It is written to a
// staging folder and renamed into place, so a failed build leaves the previous runtime as it was.
import { cp, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { listFiles } from '../files/file-plan.ts';
import { BUILT_DATA_DIR, COUNTRY_TABLES_FILE } from '../../runtime/server/platform/built-data.server.ts';
import { builtDataPlugin, builtStringsPath, serverCountryTablesPlugin, STRINGS_FILE } from './country-tables-plugin.ts';
import { replaceFolder } from './replace-folder.ts';

/** The compiled runtime's folder, relative to the project root (npm start serves every country from it). */
export const RUNTIME_DIR = 'dist/runtime';

/** What a compiled runtime's build.json says. */
export interface RuntimeManifest {
  /** The countries its server serves. */
  countries: string[];
  /** inputsHash() of the inputs it was compiled from. */
  inputsHash: string;
}

/**
 * The launcher `node <folder>/server.js` runs: React and vike read NODE_ENV when they are first imported, so it is set
 * before the server (app.js, which imports them) is.
 */
const LAUNCHER = `// Made by \`multishop build\`: starts the shop's server (app.js) in production unless NODE_ENV says otherwise.
process.env.NODE_ENV ??= 'production';
await import('./app.js');
`;

export async function readRuntimeManifest(dir: string): Promise<RuntimeManifest | null> {
  try {
    return JSON.parse(await readFile(path.join(dir, 'build.json'), 'utf8')) as RuntimeManifest;
  } catch {
    return null;
  }
}

export interface CompileOptions {
  root: string;
  /** Where the compiled runtime goes (absolute). */
  outDir: string;
  countries: readonly string[];
  inputsHash: string;
  /** The project config's content folder (absolute). */
  contentDir: string;
  log(line: string): void;
}

/**
 * The pages built by Vite into `dir` (client/ and server/), as a production build. vike writes only below the
 * project root (it joins an outside outDir to the root), so they are built in the project's dist/ and moved.
 */
async function buildPages(root: string, dir: string): Promise<void> {
  const inside = path.join('dist', `.pages-staging-${process.pid}`);
  const nodeEnv = process.env.NODE_ENV;
  // Vitest and some shells set NODE_ENV otherwise: React's development runtime would be compiled into the pages.
  process.env.NODE_ENV = 'production';
  try {
    const { build } = await import('vike/api');
    await build({
      viteConfig: {
        root,
        logLevel: 'warn',
        mode: 'production',
        build: { outDir: inside },
        // The server's data from the build's data folder (ADR 021); merged with vite.config.ts's plugins.
        plugins: [builtDataPlugin()],
      },
    });
    await move(path.join(root, inside), dir);
  } finally {
    process.env.NODE_ENV = nodeEnv;
    await rm(path.join(root, inside), { recursive: true, force: true });
  }
}

/** Renames `from` to `to`, copying when they are on different file systems. */
async function move(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await cp(from, to, { recursive: true });
    await rm(from, { recursive: true, force: true });
  }
}

/** The server (serve-built.server.ts and what it imports from the project) as one ES module; packages stay imports. */
async function bundleServer(root: string, file: string): Promise<void> {
  const { build } = await import('esbuild');
  await build({
    absWorkingDir: root,
    entryPoints: [path.join(root, 'runtime/server/serve-built.server.ts')],
    outfile: file,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    legalComments: 'none',
    logLevel: 'warning',
    // The country tables are read from the build's data folder (ADR 021).
    plugins: [serverCountryTablesPlugin()],
    // No absolute paths of the build machine in the output: the same inputs give the same bytes anywhere.
    sourcemap: false,
  });
}

/**
 * The generated country tables of the project at `root`, by name (its own modules, not this process's). The CLI runs
 * as JavaScript (ADR 033), so they are compiled here into one module of plain data (the generated modules import no
 * package) and imported from memory.
 */
export async function projectCountryTables(root: string): Promise<Record<string, unknown>> {
  const { build } = await import('esbuild');
  const [{ outputFiles }, { COUNTRY_TABLE_KINDS }] = await Promise.all([
    build({
      absWorkingDir: root,
      entryPoints: [path.join(root, 'generated', 'index.ts')],
      bundle: true,
      format: 'esm',
      platform: 'neutral',
      write: false,
      logLevel: 'warning',
    }),
    import('../../runtime/view/country-tables.ts'),
  ]);
  const code = Buffer.from(outputFiles[0]!.contents).toString('base64');
  const generated = (await import(`data:text/javascript;base64,${code}`)) as Record<string, unknown>;
  return Object.fromEntries(Object.keys(COUNTRY_TABLE_KINDS).map((name) => [name, generated[name]]));
}

/** The project's UI strings files (root-relative), which the server reads from the build's data folder. */
export async function stringsFiles(root: string): Promise<string[]> {
  const files = [...(await listFiles(root, 'runtime/i18n')), ...(await listFiles(root, 'blocks'))];
  return files.filter((file) => STRINGS_FILE.test(file)).sort();
}

/** The runtime's data folder: every country's tables and every locale's strings (ADR 021). */
async function writeData(root: string, stage: string): Promise<void> {
  const data = path.join(stage, BUILT_DATA_DIR);
  await mkdir(data, { recursive: true });
  await writeFile(path.join(data, COUNTRY_TABLES_FILE), JSON.stringify(await projectCountryTables(root)));
  for (const file of await stringsFiles(root)) {
    await mkdir(path.dirname(path.join(data, builtStringsPath(file))), { recursive: true });
    await cp(path.join(root, file), path.join(data, builtStringsPath(file)));
  }
}

/** Compiles the runtime into options.outDir (replacing what was there only once all of it is written). */
export async function compileRuntime(options: CompileOptions): Promise<void> {
  const stage = `${options.outDir}.staging-${process.pid}`;
  await rm(stage, { recursive: true, force: true });
  await mkdir(stage, { recursive: true });
  try {
    const started = performance.now();
    await buildPages(options.root, path.join(stage, 'pages'));
    options.log(`pages built by Vite in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const bundled = performance.now();
    await bundleServer(options.root, path.join(stage, 'app.js'));
    options.log(`server compiled in ${((performance.now() - bundled) / 1000).toFixed(1)} s`);
    await writeFile(path.join(stage, 'server.js'), LAUNCHER);
    await writeData(options.root, stage);
    await cp(path.join(options.root, 'runtime/server/images/static'), path.join(stage, 'static'), { recursive: true });
    await cp(options.contentDir, path.join(stage, 'content'), { recursive: true });
    // vike's build leaves a file of its own beside client/ and server/ that the server does not read.
    for (const name of await readdir(path.join(stage, 'pages'))) {
      if (name !== 'client' && name !== 'server') await rm(path.join(stage, 'pages', name), { recursive: true });
    }
    const manifest: RuntimeManifest = { countries: [...options.countries], inputsHash: options.inputsHash };
    await writeFile(path.join(stage, 'build.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    await replaceFolder(stage, options.outDir);
  } catch (error) {
    await rm(stage, { recursive: true, force: true });
    throw error;
  }
}
