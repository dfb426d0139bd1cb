// ADR 020: `multishop build` end to end — the runtime compiled once, two countries packed into a temp dist/,
// one of them started as an operator would (`node dist/<cc>/server.js`, plain JavaScript) and asked over HTTP.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpCall } from '../../tests/fixtures/http-call.ts';
import { freePorts } from '../../tests/fixtures/processes.ts';
import { createTempProject, PROJECT_ROOT } from '../../tests/fixtures/temp-project.ts';
import { COUNTRIES, ROUTE_PATHS } from '../../generated/index.ts';
import { BROWSER_TABLES_FILE } from '../../runtime/view/country-tables.ts';
import type { CountryManifest } from '../build/pack-country.ts';
import { folderHash } from '../../tests/fixtures/folder-hash.ts';
import { runBuild } from './build.ts';
import { memoryOutput } from '../../tests/fixtures/memory-output.ts';

let dist: string;
let firstOutput: ReturnType<typeof memoryOutput>;

/** Runs `node <dir>/server.js` until it answers or exits; the modules it loaded are logged by a resolve hook. */
async function startBuild(dir: string, env: Record<string, string>) {
  const [port, livePort] = (await freePorts(2)) as [number, number];
  // Every module the process resolves, written to stderr, so the test can see that no TypeScript loader and no Vite
  // are loaded (ADR 020: no TypeScript at run time).
  const hook = `data:text/javascript,${encodeURIComponent(
    `import { register } from 'node:module';
     register('data:text/javascript,' + encodeURIComponent(
       'export async function resolve(s, c, next) { const r = await next(s, c); process.stderr.write("loaded " + r.url + "\\\\n"); return r; }'));`,
  )}`;
  const child = spawn(process.execPath, ['--import', hook, path.join(dir, 'server.js')], {
    cwd: dir,
    // A built server runs in production: a test shop, said explicitly (ADR 030), unless a test says otherwise.
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      LIVE_PORT: String(livePort),
      HOST: '127.0.0.1',
      PAYMENT_PROVIDER: 'test',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number>((resolve) => child.once('exit', (code) => resolve(code ?? -1)));
  return {
    port,
    exited,
    output: () => ({ stdout, stderr }),
    async ready(): Promise<boolean> {
      for (let attempt = 0; attempt < 300; attempt++) {
        if (child.exitCode !== null) return false;
        const up = await httpCall(port, 'GET', '/healthz', { host: 'de.localhost' }).then(
          (answer) => answer.status === 200,
          () => false,
        );
        if (up) return true;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return false;
    },
    stop: async () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'multishop-dist-'));
  // A deployment installs the runtime's packages beside its build (npm ci --omit=dev); here, the project's.
  await symlink(path.join(PROJECT_ROOT, 'node_modules'), path.join(dist, 'node_modules'), 'dir');
  firstOutput = memoryOutput();
  expect(await runBuild({ cwd: PROJECT_ROOT, country: 'de', distDir: dist, output: firstOutput })).toBe(0);
  expect(await runBuild({ cwd: PROJECT_ROOT, country: 'be', distDir: dist, output: memoryOutput() })).toBe(0);
}, 240_000);

afterAll(async () => {
  await rm(dist, { recursive: true, force: true });
});

describe('multishop build --country (ADR 020)', () => {
  it('compiles the runtime once and packs each country from it', async () => {
    expect(firstOutput.stdout.join('\n')).toMatch(/runtime: compiling/);
    const again = memoryOutput();
    expect(await runBuild({ cwd: PROJECT_ROOT, country: 'be', distDir: dist, output: again })).toBe(0);
    // Nothing changed since: neither the runtime nor Belgium's folder is made again.
    expect(again.stdout.join('\n')).toMatch(/runtime: current/);
    expect(again.stdout.join('\n')).toMatch(/be: dist\/be\/ current/);
    expect((await readdir(dist)).sort()).toEqual(['be', 'de', 'node_modules', 'runtime']);
  });

  it("writes a deployable folder: its server, its pages, its locales' content only, build.json and package.json", async () => {
    const de = path.join(dist, 'de');
    for (const file of ['server.js', 'app.js', 'pages/server/entry.mjs', 'static/favicon.svg', 'package.json']) {
      expect(existsSync(path.join(de, file)), file).toBe(true);
    }
    expect(await readdir(path.join(de, 'content', 'frame'))).toEqual(['de-DE.json']);
    expect((await readdir(path.join(dist, 'be', 'content', 'frame'))).sort()).toEqual(['fr-BE.json', 'nl-BE.json']);
    const manifest = JSON.parse(await readFile(path.join(de, 'build.json'), 'utf8')) as CountryManifest;
    expect(manifest).toMatchObject({ country: 'de', countries: ['de'], languages: ['de'], locales: ['de-DE'] });
    expect(manifest.commit).toMatch(/^[0-9a-f]{40}(\+changes)?$|^unknown$/);
    expect(manifest.inputsHash).toMatch(/^[0-9a-f]{64}$/);
    // Its inputs: the code and config, and of the content only its own locale.
    expect(manifest.inputs.some((input) => input.path === 'runtime/server/app.server.ts')).toBe(true);
    expect(manifest.inputs.some((input) => input.path.startsWith('content/pages/de-DE/'))).toBe(true);
    expect(manifest.inputs.some((input) => /^content\/(pages\/fr-FR\/|frame\/fr-FR)/.test(input.path))).toBe(false);
    expect(manifest.inputs.some((input) => /\.test\.[cm]?[jt]sx?$/.test(input.path))).toBe(false);
    // Every file with its size, build.json aside.
    const sizes = new Map(manifest.assets.map((asset) => [asset.path, asset.bytes]));
    expect(sizes.get('app.js')).toBeGreaterThan(100_000);
    expect(sizes.has('build.json')).toBe(false);
    const packageJson = JSON.parse(await readFile(path.join(de, 'package.json'), 'utf8')) as {
      type: string;
      dependencies: Record<string, string>;
    };
    expect(packageJson.type).toBe('module');
    for (const name of ['fastify', 'react', 'react-dom', 'vike', 'better-sqlite3']) {
      expect(packageJson.dependencies[name], name).toMatch(/^\d+\.\d+\.\d+/);
    }
    // The build's tools are not the runtime's.
    for (const name of ['tsx', 'vite', 'typescript', 'commander', 'handlebars', 'esbuild']) {
      expect(packageJson.dependencies[name], name).toBeUndefined();
    }
  });

  it("ships the browser none of the locales' and countries' settings it does not read (ADR 021)", async () => {
    const client = path.join(dist, 'de', 'pages', 'client');
    const files = (await readdir(client, { recursive: true })).filter((file) => file.endsWith('.js'));
    expect(files.length).toBeGreaterThan(5);
    const code = (await Promise.all(files.map((file) => readFile(path.join(client, file), 'utf8')))).join('\n');
    // Server-side settings of the generated config: parcel tracking and recommendation ids, the contact e-mail.
    for (const marker of ['parcelTrackingId', 'cartRecommendationId', 'advice@multishop']) {
      expect(code.includes(marker), marker).toBe(false);
    }
  });

  it("carries no country's routes, hosts or routing in its browser code: a page brings its own country's (ADR 021)", async () => {
    const client = path.join(dist, 'de', 'pages', 'client');
    const files = (await readdir(client, { recursive: true })).filter((file) => file.endsWith('.js'));
    const code = (await Promise.all(files.map((file) => readFile(path.join(client, file), 'utf8')))).join('\n');
    // Every country's production host, and a route path of each country's own language: none is in the code.
    for (const country of Object.values(COUNTRIES)) {
      expect(code.includes(country.prodDomain), country.prodDomain).toBe(false);
      const language = country.defaultLanguage as keyof (typeof ROUTE_PATHS)[typeof country.code];
      const paths = (ROUTE_PATHS[country.code] as Record<string, Record<string, string>>)[language]!;
      expect(code.includes(paths['helpCentre']!), `${country.code} ${paths['helpCentre']}`).toBe(false);
    }
    // What the browser code reads of the tables is listed beside it, for the server to send.
    const listed = JSON.parse(await readFile(path.join(client, BROWSER_TABLES_FILE), 'utf8')) as string[];
    expect(listed).toEqual(expect.arrayContaining(['ROUTE_PATHS', 'COUNTRY_ROUTING']));
  });

  it("holds only its own country's tables and its locales' UI strings, in code and data (ADR 021)", async () => {
    const de = path.join(dist, 'de');
    const tables = JSON.parse(await readFile(path.join(de, 'data', 'country-tables.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(tables['COUNTRY_CODES']).toEqual(['de']);
    expect(Object.keys(tables['COUNTRIES'] as object)).toEqual(['de']);
    // Germany's strings, and English, which every locale falls back to last (spec/1 §8); Belgium's locales fall
    // back to fr-FR and nl-NL (they have no files of their own today).
    const locales = async (country: string) =>
      new Set(
        (await readdir(path.join(dist, country, 'data', 'i18n'), { recursive: true }))
          .filter((file) => file.endsWith('.json'))
          .map((file) => path.basename(file, '.json')),
      );
    expect([...(await locales('de'))].sort()).toEqual(['de-DE', 'en-GB']);
    const belgium = new Set(['fr-BE', 'nl-BE', 'fr-FR', 'nl-NL', 'en-GB']);
    expect([...(await locales('be'))].filter((locale) => !belgium.has(locale))).toEqual([]);
    for (const locale of ['fr-FR', 'nl-NL', 'en-GB']) expect((await locales('be')).has(locale), locale).toBe(true);
    // No country's own settings (its store id, its locales' hosts) and no UI string in the code: they are data.
    const files = (await readdir(de, { recursive: true })).filter((file) => /\.(m?js)$/.test(file));
    const code = (await Promise.all(files.map((file) => readFile(path.join(de, file), 'utf8')))).join('\n');
    const markers = ['multishop_hu', 'multishop_lt', 'multishop_de', 'www.multishop.hu', 'www.multishop.de'];
    for (const marker of [...markers, 'Krepšelis', 'Kosár', 'Warenkorb']) {
      expect(code.includes(marker), marker).toBe(false);
    }
  });

  it('gives the same bytes for the same inputs', async () => {
    const before = await folderHash(path.join(dist, 'de'));
    await rm(path.join(dist, 'de'), { recursive: true });
    expect(await runBuild({ cwd: PROJECT_ROOT, country: 'de', distDir: dist, output: memoryOutput() })).toBe(0);
    expect(await folderHash(path.join(dist, 'de'))).toBe(before);
  }, 60_000);

  it('serves its own country only, with plain node: no TypeScript loader, no Vite', async () => {
    const db = await mkdtemp(path.join(tmpdir(), 'multishop-db-'));
    const server = await startBuild(path.join(dist, 'de'), { DATABASE_URL: path.join(db, 'shop.sqlite') });
    try {
      expect(await server.ready(), JSON.stringify(server.output())).toBe(true);
      const home = await httpCall(server.port, 'GET', '/', { host: 'de.localhost' });
      expect(home.status).toBe(200);
      expect(home.text()).toContain('<html lang="de"');
      // The page brings its own country's share of the tables, and no other country's.
      const script = /<script id="shop-country" type="application\/json">(.*?)<\/script>/.exec(home.text());
      const tables = JSON.parse(script?.[1] ?? '{}') as Record<string, unknown>;
      expect(tables['COUNTRY_CODES']).toEqual(['de']);
      expect(Object.keys(tables['ROUTE_PATHS'] as object)).toEqual(['de']);
      expect(tables['COUNTRY_BY_DOMAIN']).toEqual({ 'www.multishop.de': 'de' });
      const listing = await httpCall(server.port, 'GET', '/elektrowerkzeuge/', { host: 'www.multishop.de' });
      expect(listing.status).toBe(200);
      // Another country's host is not this shop (ADR 030: misdirected).
      for (const host of ['cz.localhost', 'be.localhost', 'www.multishop.at', '127.0.0.1']) {
        const other = await httpCall(server.port, 'GET', '/', { host });
        expect(other.status, host).toBe(421);
        // The bare page for a host that is no shop here, not a shop's page.
        expect(other.text(), host).not.toContain('vike_pageContext');
      }
      const loaded = server
        .output()
        .stderr.split('\n')
        .filter((line) => line.startsWith('loaded '));
      expect(loaded.length).toBeGreaterThan(50);
      expect(loaded.filter((line) => /\/node_modules\/(tsx|vite|esbuild|typescript)\//.test(line))).toEqual([]);
      expect(loaded.filter((line) => /\.tsx?$/.test(line))).toEqual([]);
      expect(server.output().stdout + server.output().stderr).not.toMatch(/Vite shouldn't be loaded/);
    } finally {
      await server.stop();
      await rm(db, { recursive: true, force: true });
    }
  }, 60_000);

  it('refuses a corrupt or unusable database file in one line naming it, exit 1', async () => {
    const db = await mkdtemp(path.join(tmpdir(), 'multishop-db-'));
    const corrupt = path.join(db, 'corrupt.sqlite');
    await writeFile(corrupt, 'not a database, '.repeat(512));
    const blocked = path.join(db, 'a-file');
    await writeFile(blocked, '');
    try {
      for (const file of [corrupt, path.join(blocked, 'under-a-file.sqlite')]) {
        const server = await startBuild(path.join(dist, 'de'), { DATABASE_URL: file });
        expect(await server.exited).toBe(1);
        const { stderr } = server.output();
        const lines = stderr.split('\n').filter((line) => line !== '' && !line.startsWith('loaded '));
        expect(lines, stderr).toHaveLength(1);
        expect(lines[0]).toContain(file);
        expect(lines[0]).not.toMatch(/\n\s+at /);
      }
    } finally {
      await rm(db, { recursive: true, force: true });
    }
  }, 60_000);
  it('refuses a damaged build.json, or a port in use, in one line, exit 1', async () => {
    const broken = path.join(dist, 'de-broken');
    await cp(path.join(dist, 'de'), broken, { recursive: true });
    await writeFile(path.join(broken, 'build.json'), '{"countries": ');
    const db = await mkdtemp(path.join(tmpdir(), 'multishop-db-'));
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    try {
      const damaged = await startBuild(broken, { DATABASE_URL: path.join(db, 'shop.sqlite') });
      expect(await damaged.exited).toBe(1);
      const busy = await startBuild(path.join(dist, 'de'), {
        DATABASE_URL: path.join(db, 'shop.sqlite'),
        PORT: String((taken.address() as { port: number }).port),
      });
      expect(await busy.exited).toBe(1);
      const problems = [damaged, busy].map((server) =>
        server
          .output()
          .stderr.split('\n')
          .filter((line) => line !== '' && !line.startsWith('loaded ')),
      );
      expect(problems[0], 'damaged build.json').toHaveLength(1);
      expect(problems[0]![0]).toContain(path.join(broken, 'build.json'));
      expect(problems[1], 'port in use').toHaveLength(1);
      expect(problems[1]![0]).toMatch(/Cannot listen on 127\.0\.0\.1:\d+ \(EADDRINUSE\)/);
    } finally {
      taken.close();
      await rm(broken, { recursive: true, force: true });
      await rm(db, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('a built server checks its settings first (ADR 030)', () => {
  it('refuses a malformed setting, or production without a payment provider, in one line naming it, exit 1', async () => {
    const db = await mkdtemp(path.join(tmpdir(), 'multishop-db-'));
    try {
      const cases = [
        [{ PORT: 'eighty' }, 'PORT is "eighty": expected a whole number from 0 to 65535'],
        // No NODE_ENV: the built server's launcher sets production.
        [{ PAYMENT_PROVIDER: '' }, 'Refusing to start: NODE_ENV=production without a real payment provider.'],
      ] as const;
      for (const [env, message] of cases) {
        const server = await startBuild(path.join(dist, 'de'), { DATABASE_URL: path.join(db, 'shop.sqlite'), ...env });
        expect(await server.exited).toBe(1);
        const { stderr } = server.output();
        const lines = stderr.split('\n').filter((line) => line !== '' && !line.startsWith('loaded '));
        expect(lines, stderr).toHaveLength(1);
        expect(lines[0]).toContain(message);
      }
    } finally {
      await rm(db, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('multishop build: bad input writes nothing', () => {
  it('refuses an unknown country, naming the countries', async () => {
    const output = memoryOutput();
    const empty = await mkdtemp(path.join(tmpdir(), 'multishop-dist-'));
    expect(await runBuild({ cwd: PROJECT_ROOT, country: 'xx', distDir: empty, output })).toBe(1);
    expect(output.stderr.join('\n')).toMatch(/no country "xx"; the countries are at, be, .*de, .*sk/);
    expect(await readdir(empty)).toEqual([]);
    await rm(empty, { recursive: true });
  });

  it('refuses an unknown --since ref in one line', async () => {
    const output = memoryOutput();
    expect(await runBuild({ cwd: PROJECT_ROOT, changed: true, since: 'no-such-ref-anywhere', output })).toBe(1);
    expect(output.stderr).toEqual([
      'build: --since no-such-ref-anywhere: no such commit, branch or tag in this repository',
    ]);
  });

  it('asks for exactly one of --country, --all, --changed, --runtime', async () => {
    for (const options of [{}, { all: true, country: 'de' }, { since: 'HEAD', all: true }]) {
      const output = memoryOutput();
      expect(await runBuild({ cwd: PROJECT_ROOT, ...options, output })).toBe(1);
      expect(output.stderr.join('\n')).toMatch(/--country|--since goes with --changed/);
    }
  });

  it('prints the problems validate prints for a config that fails it, and builds nothing', async () => {
    const project = await createTempProject();
    try {
      await project.editJson('countries/de.json', (country) => {
        country.currency = 'XXX';
      });
      const before = await project.fingerprint();
      const output = memoryOutput();
      expect(await runBuild({ cwd: project.dir, country: 'de', output })).toBe(1);
      expect(output.stderr.join('\n')).toMatch(/countries\/de\.json.*\/currency/);
      expect(existsSync(path.join(project.dir, 'dist'))).toBe(false);
      expect(await project.fingerprint()).toBe(before);
    } finally {
      await project.remove();
    }
  });

  it('a dry run says which countries and why, and writes nothing', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'multishop-dist-'));
    const output = memoryOutput();
    expect(await runBuild({ cwd: PROJECT_ROOT, all: true, dryRun: true, json: true, distDir: empty, output })).toBe(0);
    const report = JSON.parse(output.stdout.join('\n')) as { countries: Array<{ country: string; reasons: string[] }> };
    expect(report.countries.map((entry) => entry.country)).toContain('lt');
    expect(report.countries).toHaveLength(
      (await readdir(path.join(PROJECT_ROOT, 'countries'))).filter((f) => /^[a-z]{2}\.json$/.test(f)).length,
    );
    expect(await readdir(empty)).toEqual([]);
    await rm(empty, { recursive: true });
  });
});
