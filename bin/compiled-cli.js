// ADR 033: the `multishop` command runs as JavaScript, compiled from cli/ by esbuild when it is first run and again
// whenever a source it was compiled from changed — never a stale build, whether the sources changed by an edit, a
// checkout or a pull, and no step to remember (a fresh checkout compiles on its first command).
//
// dist/cli/build.json names the current build and each file bundled into it with its size and modification time; a
// start compares them with a stat of each (about a hundred files). Each build is a folder of its own named by a hash
// of its contents and never rewritten: commands started at once (the CLI tests start several) never read a
// half-written file, and two that compile the same sources write the same folder.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, 'dist', 'cli');
const MANIFEST = path.join(OUT, 'build.json');
/** Inputs esbuild reads besides the modules: the compiler settings (tsconfig.json) and this file's. */
const SETTINGS = ['tsconfig.json', path.relative(ROOT, import.meta.filename)];
/** How long a build that is no longer current is kept: a command started from it may still load its chunks. */
const KEEP_SUPERSEDED_MS = 60 * 60 * 1000;

/** A file's size and modification time, as the manifest keeps them. */
function stamp(file) {
  const { size, mtimeMs } = statSync(path.join(ROOT, file));
  return `${size}:${mtimeMs}`;
}

/** The current build's entry, or null when there is none or a source changed since it was compiled. */
function currentBuild() {
  try {
    const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));
    const entry = path.join(OUT, manifest.build, 'main.js');
    const fresh = Object.entries(manifest.inputs).every(([file, was]) => stamp(file) === was);
    return fresh && existsSync(entry) ? entry : null;
  } catch {
    return null; // no manifest yet, or an input was removed
  }
}

/** `../../../cli/x.ts`: where a source file is from a build's folder (dist/cli/<build>/), as a relative URL. */
function fromBuildFolder(file) {
  return path
    .relative(path.join(OUT, 'build'), file)
    .split(path.sep)
    .map((segment) => encodeURIComponent(segment))
    .join('/');
}

/**
 * An esbuild plugin that reads the sources: it stamps each before reading it (an edit during the compile makes the
 * build stale, never falsely current), and keeps `import.meta.url`, `.filename` and `.dirname` meaning the source
 * module's own location, as under tsx (country-tables-plugin.ts finds the project's runtime/ from its own folder).
 */
function readSources(inputs) {
  return {
    name: 'multishop:read-sources',
    setup(build) {
      build.onLoad({ filter: /./ }, async ({ path: file }) => {
        const relative = path.relative(ROOT, file);
        inputs[relative.split(path.sep).join('/')] = stamp(relative);
        const code = await readFile(file, 'utf8');
        const extension = path.extname(file).slice(1);
        const loader = { mts: 'ts', cts: 'ts', mjs: 'js', cjs: 'js' }[extension] ?? extension;
        if (!['ts', 'tsx', 'js', 'jsx'].includes(loader) || !code.includes('import.meta.')) {
          return { contents: code, loader };
        }
        const source = `new URL(${JSON.stringify(fromBuildFolder(file))}, import.meta.url)`;
        const folder = `new URL(${JSON.stringify(fromBuildFolder(path.dirname(file)))}, import.meta.url)`;
        const location = {
          url: `${source}.href`,
          filename: `__sourcePath(${source})`,
          dirname: `__sourcePath(${folder})`,
        };
        // On the first line, so the module's line numbers stay its source's.
        const contents = `import { fileURLToPath as __sourcePath } from 'node:url'; ${code.replace(
          /\bimport\.meta\.(url|filename|dirname)\b/g,
          (_, key) => location[key],
        )}`;
        return { contents, loader };
      });
    },
  };
}

/** Compiles cli/main.ts into a new build folder and makes it current; returns its entry. */
async function compile() {
  const esbuild = await import('esbuild').catch(() => {
    throw new Error(
      'multishop: the CLI is not compiled for these sources (dist/cli/), and esbuild, which compiles it, is not ' +
        'installed: run `npm install` (the development dependencies).',
    );
  });
  const inputs = Object.fromEntries(SETTINGS.map((file) => [file, stamp(file)]));
  const { outputFiles } = await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: { main: 'cli/main.ts' },
    outdir: OUT,
    bundle: true,
    // Each command's modules in chunks of their own, loaded when it runs: `validate` loads neither the type
    // generator nor Prettier (cli/main.ts).
    splitting: true,
    chunkNames: '[name]-[hash]',
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    legalComments: 'none',
    logLevel: 'warning',
    write: false,
    plugins: [readSources(inputs)],
  });
  const hash = createHash('sha256');
  for (const file of [...outputFiles].sort((a, b) => a.path.localeCompare(b.path))) {
    hash.update(path.relative(OUT, file.path)).update(file.contents);
  }
  const build = hash.digest('hex').slice(0, 16);
  const dir = path.join(OUT, build);
  if (!existsSync(dir)) {
    const staging = path.join(OUT, `.staging-${process.pid}`);
    await rm(staging, { recursive: true, force: true });
    await mkdir(staging, { recursive: true });
    await Promise.all(
      outputFiles.map((file) => writeFile(path.join(staging, path.relative(OUT, file.path)), file.contents)),
    );
    await rename(staging, dir).catch(async (error) => {
      await rm(staging, { recursive: true, force: true });
      // Another command compiled the same sources meanwhile: its folder is this build.
      if (!existsSync(dir)) throw error;
    });
  }
  const previous = await readFile(MANIFEST, 'utf8').then(
    (text) => JSON.parse(text).build,
    () => null,
  );
  const written = `${MANIFEST}.${process.pid}`;
  await writeFile(written, `${JSON.stringify({ build, inputs }, null, 2)}\n`);
  await rename(written, MANIFEST);
  // The previous build's folder dated by when it stopped being current, for the pruning below.
  if (previous !== null && previous !== build) {
    const now = new Date();
    await utimes(path.join(OUT, previous), now, now).catch(() => undefined);
  }
  await prune(build);
  return path.join(dir, 'main.js');
}

/** Removes the builds (and staging folders) out of use for longer than KEEP_SUPERSEDED_MS. */
async function prune(current) {
  const now = Date.now();
  for (const name of await readdir(OUT)) {
    if (name === current || name === 'build.json') continue;
    const file = path.join(OUT, name);
    const { mtimeMs } = await stat(file).catch(() => ({ mtimeMs: now }));
    if (now - mtimeMs > KEEP_SUPERSEDED_MS) await rm(file, { recursive: true, force: true });
  }
}

/** The compiled CLI's entry module (dist/cli/<build>/main.js), compiled first when there is none for these sources. */
export async function compiledCli() {
  return currentBuild() ?? (await compile());
}
