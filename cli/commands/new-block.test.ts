import { cp, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { execa } from 'execa';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILT_PAGES_DIR } from '../../runtime/server/rendering/built-pages.ts';
import { runGenerate } from './generate.ts';
import { runNewBlock } from './new-block.ts';
import { memoryOutput } from '../../tests/fixtures/memory-output.ts';
import { runValidate } from './validate.ts';
import { createTempProject, PROJECT_ROOT, type TempProject } from '../../tests/fixtures/temp-project.ts';

const BIN = (tool: string) => path.join(PROJECT_ROOT, 'node_modules', tool);

/**
 * The environment of a tool run in the temp copy as a developer would run it: without the variables of the Vitest
 * running this file (VITEST, VITEST_POOL_ID …), under which vike leaves `vite build` to Vitest and Vitest runs as
 * a worker of this one.
 */
const TOOL_ENV = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(VITEST|TEST$)/.test(name)));

/**
 * What createTempProject leaves out: the block library, the runtime the blocks render in, the test fixtures and
 * the build and compiler settings — the new block must type-check, pass its test and build with all of it.
 */
async function copyRestOfProject(dir: string): Promise<void> {
  const skipped = new Set(['node_modules', 'dist', 'coverage', '.data', '.git']);
  for (const entry of await readdir(PROJECT_ROOT)) {
    if (skipped.has(entry) || (await stat(path.join(dir, entry)).catch(() => null))) continue;
    await cp(path.join(PROJECT_ROOT, entry), path.join(dir, entry), { recursive: true });
  }
}

async function filesBelow(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

const SCAFFOLD = (name: string, pascal: string) =>
  [
    `blocks/${name}/${pascal}.test.tsx`,
    `blocks/${name}/${pascal}.tsx`,
    `blocks/${name}/${name}.css`,
    `blocks/${name}/block.json`,
    `blocks/${name}/fixture.json`,
    `blocks/${name}/schema.json`,
  ].sort((a, b) => a.localeCompare(b));

describe('multishop new-block', () => {
  let project: TempProject;
  beforeEach(async () => {
    project = await createTempProject();
    await copyRestOfProject(project.dir);
  });
  afterEach(async () => {
    await project.remove();
  });

  async function newBlock(name: string, options: { dryRun?: boolean } = {}) {
    const output = memoryOutput();
    const code = await runNewBlock({ cwd: project.dir, name, ...options, output });
    return { code, output };
  }

  /** Every generated file's contents, to name exactly what the command's generate step changed. */
  async function generatedSnapshot(): Promise<Map<string, string>> {
    const files = await filesBelow(path.join(project.dir, 'generated'));
    return new Map(
      await Promise.all(
        files.map(async (file) => [`generated/${file}`, await project.read(`generated/${file}`)] as const),
      ),
    );
  }

  it('scaffolds blocks/<name>/ from the templates, registers it in generated/ and says what is next', async () => {
    const before = await generatedSnapshot();
    const { code, output } = await newBlock('opening-hours');
    expect(output.stderr).toEqual([]);
    expect(code).toBe(0);

    const after = await generatedSnapshot();
    const regenerated = [...after.keys()].filter((file) => after.get(file) !== before.get(file));
    // The block registry and the props types name the new block (spec/1 §2.9 "registered by name").
    expect(regenerated).toEqual(expect.arrayContaining(['generated/blocks.ts', 'generated/block-props.ts']));
    expect(output.stdout).toEqual([
      ...SCAFFOLD('opening-hours', 'OpeningHours').map((file) => `created   ${file}`),
      ...regenerated.sort((a, b) => a.localeCompare(b)).map((file) => `updated   ${file}`),
      'Added block opening-hours: OpeningHours in blocks/opening-hours/, a static block (no script) with a heading and text.',
      'Next: describe its props in blocks/opening-hours/schema.json, show them in fixture.json, shape OpeningHours.tsx, ' +
        'then run npm test; docs/blocks.md explains blocks.',
    ]);
    expect(
      (await filesBelow(path.join(project.dir, 'blocks/opening-hours'))).map((f) => `blocks/opening-hours/${f}`),
    ).toEqual(SCAFFOLD('opening-hours', 'OpeningHours').sort());

    expect(JSON.parse(await project.read('blocks/opening-hours/block.json'))).toEqual({
      $schema: '../../schemas/block-manifest.schema.json',
      title: 'Opening hours',
      description: expect.stringMatching(/^spec\/1 §2\.9 content block 'opening-hours': /),
      storeFlags: [],
      interactive: false,
    });
    const schema = JSON.parse(await project.read('blocks/opening-hours/schema.json'));
    expect(schema).toMatchObject({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      $id: 'https://multishop.example/blocks/opening-hours/schema.json',
      title: 'OpeningHoursProps',
      type: 'object',
      additionalProperties: false,
      required: ['heading'],
    });
    expect(Object.keys(schema.properties)).toEqual(['heading', 'text']);
    for (const property of Object.values(schema.properties) as Array<{ description: string }>) {
      expect(property.description).toMatch(/^(spec\/1 §2\.9 |Not from the spec: )/);
    }
    expect(JSON.parse(await project.read('blocks/opening-hours/fixture.json'))).toEqual({
      heading: 'Opening hours',
      text: expect.any(String),
    });
    const component = await project.read('blocks/opening-hours/OpeningHours.tsx');
    expect(component).toContain("import type { OpeningHoursProps } from '../../generated/block-props.ts';");
    expect(component).toContain('export function OpeningHours({ props }: BlockProps<OpeningHoursProps>)');
    expect(component).toContain('<section className="block block-opening-hours" aria-labelledby={headingId}>');
    expect(await project.read('blocks/opening-hours/opening-hours.css')).toMatch(/var\(--color-surface\)/);
    expect(await project.read('generated/blocks.ts')).toContain("'opening-hours'");
    expect(await project.read('generated/block-props.ts')).toContain('export interface OpeningHoursProps');

    // The new block is as valid as the library's own, and generated/ is current with it.
    const validate = memoryOutput();
    expect(await runValidate({ cwd: project.dir, output: validate })).toBe(0);
    const check = memoryOutput();
    expect(await runGenerate({ cwd: project.dir, check: true, output: check })).toBe(0);
    expect(check.stderr).toEqual([]);

    // Formatted as the rest of the tree, so `npm test`'s prettier check passes on it untouched.
    const prettier = await execa(
      'node',
      [BIN('prettier/bin/prettier.cjs'), '--check', ...SCAFFOLD('opening-hours', 'OpeningHours')],
      { cwd: project.dir, reject: false },
    );
    expect(prettier.stderr).toBe('');
    expect(prettier.exitCode).toBe(0);
  });

  // Two Vitest processes in a temp copy: generous time for a 2-core CI machine.
  it('writes a test that passes, and fails when the component breaks', async () => {
    expect((await newBlock('opening-hours')).code).toBe(0);
    // The project's own Vitest config would build the pages first (globalSetup); this run needs only the block's
    // test, with Vitest's cache inside the copy rather than in the shared node_modules.
    const config = path.join(project.dir, 'vitest.new-block.config.mjs');
    await writeFile(
      config,
      "export default { cacheDir: '.vite-cache', test: { include: ['blocks/**/*.test.tsx'] } };\n",
    );
    const vitest = () =>
      execa(
        'node',
        [
          BIN('vitest/vitest.mjs'),
          'run',
          'blocks/opening-hours/OpeningHours.test.tsx',
          '--config',
          config,
          '--root',
          '.',
        ],
        { cwd: project.dir, reject: false, extendEnv: false, env: { ...TOOL_ENV, NO_COLOR: '1' } },
      );
    const passing = await vitest();
    expect(passing.stdout).toMatch(/Tests {2}2 passed \(2\)/);
    expect(passing.exitCode).toBe(0);

    // Drop the heading's link to the section: the region has no name, which the test must notice.
    const file = 'blocks/opening-hours/OpeningHours.tsx';
    const component = await project.read(file);
    await project.write(file, component.replace(' aria-labelledby={headingId}', ''));
    const failing = await vitest();
    expect(failing.stdout).toMatch(/Tests {2}2 failed \(2\)/);
    expect(failing.exitCode).toBe(1);
  }, 120_000);

  // The slow one: the whole project type-checked and built for production, as CI does; generous time for it.
  it('leaves a project that type-checks and builds for production, the block rendered on the server only', async () => {
    expect((await newBlock('opening-hours')).code).toBe(0);
    const tsc = await execa('node', [BIN('typescript/bin/tsc'), '--noEmit', '-p', '.'], {
      cwd: project.dir,
      reject: false,
    });
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.exitCode).toBe(0);

    // As tests/setup/build-pages.ts builds: NODE_ENV=production, or React's development runtime is compiled in.
    const build = await execa('node', [BIN('vite/bin/vite.js'), 'build'], {
      cwd: project.dir,
      reject: false,
      extendEnv: false,
      env: { ...TOOL_ENV, NODE_ENV: 'production', NO_COLOR: '1' },
    });
    expect(build.stderr).not.toMatch(/error/i);
    expect(build.exitCode).toBe(0);
    const containing = async (folder: string, text: string, extension: RegExp) => {
      const files = (await filesBelow(path.join(project.dir, folder))).filter((file) => extension.test(file));
      const hits = await Promise.all(
        files.map(async (file) =>
          (await readFile(path.join(project.dir, folder, file), 'utf8')).includes(text) ? file : null,
        ),
      );
      return hits.filter((file) => file !== null);
    };
    // The server renders it; the browser gets its styles, and — a static block — none of its code.
    expect(await containing(`${BUILT_PAGES_DIR}/server`, 'opening-hours__text', /\.m?js$/)).not.toEqual([]);
    expect(await containing(`${BUILT_PAGES_DIR}/client`, '.block-opening-hours', /\.css$/)).not.toEqual([]);
    expect(await containing(`${BUILT_PAGES_DIR}/client`, 'opening-hours__text', /\.js$/)).toEqual([]);
  }, 240_000);

  it('lists the files with --dry-run and writes nothing', async () => {
    const before = await project.fingerprint();
    const { code, output } = await newBlock('opening-hours', { dryRun: true });
    expect(code).toBe(0);
    expect(output.stdout).toEqual([
      ...SCAFFOLD('opening-hours', 'OpeningHours').map((file) => `Would create ${file}`),
      'Would then regenerate generated/ (multishop generate).',
    ]);
    expect(await project.fingerprint()).toBe(before);
  });

  // Every refusal: the exact reason, exit 1, and not one byte written.
  const refusals: Array<[string, string, string]> = [
    ['PascalCase', 'HeroBanner', 'Block name "HeroBanner" must be kebab-case, like "hero-banner"'],
    ['snake_case', 'opening_hours', 'Block name "opening_hours" must be kebab-case, like "opening-hours"'],
    ['a leading digit', '10-tips', 'Block name "10-tips" must be kebab-case, like "tips"'],
    ['a doubled dash', 'review--carousel', 'Block name "review--carousel" must be kebab-case, like "review-carousel"'],
    ['a trailing dash', 'carousel-', 'Block name "carousel-" must be kebab-case, like "carousel"'],
    ['nothing kebab-case to suggest', '--', 'Block name "--" must be kebab-case, like "opening-hours"'],
    ['a name too short', 'ab', 'Block name "ab" is too short (2 characters): 3 to 40'],
    ['a name too long', `a${'-b'.repeat(20)}`, `Block name "a${'-b'.repeat(20)}" is too long (41 characters): 3 to 40`],
    ['an existing block', 'hero-banner', 'blocks/hero-banner already exists'],
    [
      'a component name the library exports',
      'block-props',
      'Block name "block-props" would name its component BlockProps, which runtime/view/block-types.ts already uses; choose another name',
    ],
    [
      'a props type name the generated library has',
      'block-library',
      'Block name "block-library" would name its props type BlockLibraryProps, which generated/block-props.ts already uses; choose another name',
    ],
  ];

  it.each(refusals)('refuses %s, writing nothing', async (_case, name, message) => {
    const before = await project.fingerprint();
    const { code, output } = await newBlock(name);
    expect(code).toBe(1);
    expect(output.stderr).toEqual([`new-block: ${message}`, 'Nothing was written.']);
    expect(output.stdout).toEqual([]);
    expect(await project.fingerprint()).toBe(before);
  });

  it('refuses a name a file of the library already has', async () => {
    await project.write('blocks/promo-strip', 'not a folder\n');
    const before = await project.fingerprint();
    const { code, output } = await newBlock('promo-strip');
    expect(code).toBe(1);
    expect(output.stderr).toEqual(['new-block: blocks/promo-strip already exists', 'Nothing was written.']);
    expect(await project.fingerprint()).toBe(before);
  });

  it('refuses a name whose component another block already has (top10 after top-10)', async () => {
    expect((await newBlock('top-10')).code).toBe(0);
    const before = await project.fingerprint();
    const { code, output } = await newBlock('top10');
    expect(code).toBe(1);
    expect(output.stderr).toEqual([
      'new-block: Block name "top10" would name its component Top10, which blocks/top-10 already uses; choose another name',
      'Nothing was written.',
    ]);
    expect(await project.fingerprint()).toBe(before);
  });

  it('refuses while the project has problems, writing nothing', async () => {
    await project.editJson('blocks/faq/block.json', (faq) => (faq.interactive = 'no'));
    const before = await project.fingerprint();
    const { code, output } = await newBlock('opening-hours');
    expect(code).toBe(1);
    expect(output.stderr).toEqual([
      'blocks/faq/block.json  /interactive  must be boolean (got "no")',
      '1 problem in 1 file.',
      'new-block: the project has problems; fix them first (multishop validate)',
      'Nothing was written.',
    ]);
    expect(await project.fingerprint()).toBe(before);
  });

  it('refuses a template that would scaffold an invalid block, writing nothing', async () => {
    const template = 'templates/scaffold/block/schema.json.hbs';
    await project.write(
      template,
      (await project.read(template)).replace('"title": {{json (concat pascal "Props")}}', '"title": "Props"'),
    );
    const before = await project.fingerprint();
    const { code, output } = await newBlock('opening-hours');
    expect(code).toBe(1);
    expect(output.stderr).toEqual([
      'blocks/opening-hours/schema.json  /title  must be "OpeningHoursProps": the generated props type is named by it',
      '1 problem in 1 file.',
      'new-block: the block from templates/scaffold/block/ would not be valid (problems above)',
      'Nothing was written.',
    ]);
    expect(await project.fingerprint()).toBe(before);
  });

  it('runs as the real command', async () => {
    const cli = (...args: string[]) =>
      execa('node', [path.join(PROJECT_ROOT, 'bin/multishop.js'), 'new-block', ...args], {
        cwd: project.dir,
        reject: false,
      });
    const dryRun = await cli('opening-hours', '--dry-run');
    expect(dryRun.stderr).toBe('');
    expect(dryRun.exitCode).toBe(0);
    expect(dryRun.stdout).toContain('Would create blocks/opening-hours/OpeningHours.tsx');
    const refused = await cli('OpeningHours');
    expect(refused.exitCode).toBe(1);
    expect(refused.stderr).toBe(
      'new-block: Block name "OpeningHours" must be kebab-case, like "opening-hours"\nNothing was written.',
    );
  });
});
