import { lstat, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import * as prettier from 'prettier';
import { writeGenerated } from './generate.ts';
import type { Output } from './output.ts';
import { applyPlan, formatReports, type PlannedFile } from '../files/file-plan.ts';
import { createHandlebars } from '../generate/render-templates.ts';
import { reportProblems } from '../project/problem.ts';
import { loadProjectConfig, type ResolvedProjectConfig } from '../project/project-config.ts';
import { camelCase, pascalCase } from '../../runtime/domain/text/name-case.ts';
import { BLOCK_NAME, readBlocks, type BlockSource } from '../project/read-blocks.ts';
import { relative } from '../project/read-sources.ts';
import { checkBlocks } from '../validate/check-blocks.ts';
import { createSchemaValidator } from '../validate/schema-validator.ts';
import { validateProject } from '../validate/validate-project.ts';

export interface RunNewBlockOptions {
  cwd: string;
  /** The block's kebab-case name, as CMS content names it: `review-carousel`. */
  name: string;
  /** Write nothing; list the files that would be written. */
  dryRun?: boolean;
  output: Output;
}

/** A block name fits in a CMS field and a file name, and says something: 3 to 40 characters. */
const NAME_LENGTH = { min: 3, max: 40 } as const;

/** A refusal: the message says what is wrong; nothing has been written. */
class Refusal extends Error {}

/**
 * `multishop new-block <name>`: scaffolds a content block (spec/1 §2.9 "registered by name") from
 * templates/scaffold/block/ — manifest, props schema, fixture, component, its test and styles — checks it as
 * `multishop validate` would, writes it, then runs the whole `multishop generate` plan so the block is registered
 * in generated/. Any refusal writes nothing.
 */
export async function runNewBlock(options: RunNewBlockOptions): Promise<number> {
  try {
    return await newBlock(options);
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    options.output.err(`new-block: ${error.message}`);
    options.output.err('Nothing was written.');
    return 1;
  }
}

async function newBlock(options: RunNewBlockOptions): Promise<number> {
  const { name, output } = options;
  checkName(name);

  const config = await loadProjectConfig(options.cwd);
  const blocksDir = relative(config, config.paths.blocks);
  const blockDir = `${blocksDir}/${name}`;
  if (await exists(path.join(config.paths.blocks, name))) throw new Refusal(`${blockDir} already exists`);
  const pascal = pascalCase(name);
  const taken = await takenIdentifiers(config);
  for (const identifier of [pascal, `${pascal}Props`]) {
    const owner = taken.get(identifier);
    if (owner !== undefined) {
      throw new Refusal(
        `Block name "${name}" would name its ${identifier === pascal ? 'component' : 'props type'} ${identifier}, ` +
          `which ${owner} already uses; choose another name`,
      );
    }
  }

  const validator = await createSchemaValidator(config);
  const before = await validateProject(config, { validator });
  if (!before.project) {
    reportProblems(before.problems, output);
    throw new Refusal('the project has problems; fix them first (multishop validate)');
  }

  const plan = await planBlock(config, name);
  // The new folder checked as `multishop validate` checks every block folder, before anything is written: a
  // template edited into an invalid block is reported here, not after the folder exists.
  const blockProblems = checkBlocks(
    [...(await readBlocks(config, [])), plannedSource(name, blockDir, plan)],
    validator,
  ).problems.filter((found) => found.file === blockDir || found.file.startsWith(`${blockDir}/`));
  if (blockProblems.length > 0) {
    reportProblems(blockProblems, output);
    throw new Refusal(`the block from ${templatesLabel(config)}/ would not be valid (problems above)`);
  }

  if (options.dryRun) {
    for (const file of plan) output.out(`Would create ${file.path}`);
    output.out(`Would then regenerate ${relative(config, config.paths.generated)}/ (multishop generate).`);
    return 0;
  }

  const written = await applyPlan(plan, { root: config.root });
  const after = await validateProject(config, { validator });
  if (!after.project) {
    // Not expected (the rest was valid, the block passed its checks), but a project changed meanwhile could get
    // here: it is left as it was rather than with a block that generated/ does not register.
    await rm(path.join(config.paths.blocks, name), { recursive: true, force: true });
    reportProblems(after.problems, output);
    throw new Refusal(`the project with ${blockDir}/ would not be valid (problems above)`);
  }
  // The same plan `multishop generate` applies, whatever it covers: the block registry and props types too.
  const generated = await writeGenerated(after.project, [...validator.schemas.keys()]);
  for (const line of formatReports([...written, ...generated].filter((report) => report.status !== 'unchanged'))) {
    output.out(line);
  }
  output.out(`Added block ${name}: ${pascal} in ${blockDir}/, a static block (no script) with a heading and text.`);
  output.out(
    `Next: describe its props in ${blockDir}/schema.json, show them in fixture.json, shape ${pascal}.tsx, ` +
      'then run npm test; docs/blocks.md explains blocks.',
  );
  return 0;
}

/** The name rules (spec/1 §2.9: blocks are registered by name; a folder per block, named as content names it). */
function checkName(name: string): void {
  if (!BLOCK_NAME.test(name)) {
    const suggestion = kebabCase(name);
    const example = BLOCK_NAME.test(suggestion) && fitsLength(suggestion) ? suggestion : 'opening-hours';
    throw new Refusal(`Block name "${name}" must be kebab-case, like "${example}"`);
  }
  if (!fitsLength(name)) {
    throw new Refusal(
      `Block name "${name}" is too ${name.length < NAME_LENGTH.min ? 'short' : 'long'} (${name.length} characters): ` +
        `${NAME_LENGTH.min} to ${NAME_LENGTH.max}`,
    );
  }
}

function fitsLength(name: string): boolean {
  return name.length >= NAME_LENGTH.min && name.length <= NAME_LENGTH.max;
}

/** `HeroBanner`, `hero_banner`, `Hero Banner` → `hero-banner`: the name the user most likely meant. */
function kebabCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^[-0-9]+|-+$/g, '');
}

/**
 * Identifiers a new block's component (`ReviewCarousel`) and props type (`ReviewCarouselProps`) must not take:
 * the other blocks' components — the generated registry imports them all into one module, and two folders whose
 * names differ only in a dash before a digit (`top-10`, `top10`) give the same one — and what the library's own
 * modules export (runtime/view/block-types.ts `BlockProps`, generated `BlockLibraryProps` …), which the same modules
 * import beside the components. Identifier → who has it.
 */
async function takenIdentifiers(config: ResolvedProjectConfig): Promise<Map<string, string>> {
  const taken = new Map<string, string>();
  const blocksDir = relative(config, config.paths.blocks);
  const entries = await readdir(config.paths.blocks, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  for (const entry of entries) {
    if (entry.isDirectory()) taken.set(pascalCase(entry.name), `${blocksDir}/${entry.name}`);
  }
  const libraryFiles = [
    // The block contract beside the view the pages share (ADR 032), which every block module imports.
    path.join(config.root, 'runtime', 'view', 'block-types.ts'),
    ...entries.filter((entry) => entry.isFile()).map((entry) => path.join(config.paths.blocks, entry.name)),
    ...(await readdir(config.paths.generated).catch(() => []))
      .filter((file) => file.startsWith('block'))
      .map((file) => path.join(config.paths.generated, file)),
  ].filter((file) => /\.tsx?$/.test(file));
  for (const file of libraryFiles) {
    const source = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return '';
      throw error;
    });
    for (const [, identifier] of source.matchAll(
      /^export (?:declare )?(?:abstract )?(?:async )?(?:function\*?|const|let|class|interface|type|enum) ([A-Z]\w*)/gm,
    )) {
      if (!taken.has(identifier!)) taken.set(identifier!, relative(config, file));
    }
  }
  return taken;
}

/**
 * The block's files: every `*.hbs` below templates/scaffold/block/, rendered with the block's names — the file
 * names are templates too (`{{pascal}}.tsx.hbs`), so a file added there needs no change here — and formatted
 * as the rest of the tree (prettier), so `npm test`'s format check passes on the new block as it is.
 */
async function planBlock(config: ResolvedProjectConfig, name: string): Promise<PlannedFile[]> {
  const templateDir = path.join(config.paths.templates, 'scaffold', 'block');
  const absoluteBlockDir = path.join(config.paths.blocks, name);
  const fromBlock = (absolute: string) => {
    const link = path.relative(absoluteBlockDir, absolute).split(path.sep).join('/');
    return link.startsWith('.') ? link : `./${link}`;
  };
  const title = name.split('-').join(' ');
  const view = {
    name,
    pascal: pascalCase(name),
    camel: camelCase(name),
    title: title.charAt(0).toUpperCase() + title.slice(1),
    lowerTitle: title,
    schemaId: `https://multishop.example/blocks/${name}/schema.json`,
    manifestSchemaPath: fromBlock(path.join(config.paths.schemas, 'block-manifest.schema.json')),
    imports: {
      blockProps: fromBlock(path.join(config.paths.generated, 'block-props.ts')),
      blockTypes: fromBlock(path.join(config.root, 'runtime', 'view', 'block-types.ts')),
      renderInShop: fromBlock(path.join(config.root, 'tests', 'fixtures', 'render-in-shop.tsx')),
    },
  };

  const handlebars = createHandlebars();
  const render = (template: string) => handlebars.compile(template, { noEscape: true, strict: true })(view);
  const templates = (await readdir(templateDir, { recursive: true, withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isFile() && entry.name.endsWith('.hbs'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  if (templates.length === 0) {
    throw new Refusal(`${relative(config, templateDir)}/ has no *.hbs templates to scaffold a block from`);
  }
  const plan: PlannedFile[] = [];
  for (const template of templates) {
    const file = render(
      path
        .relative(templateDir, template)
        .replace(/\.hbs$/, '')
        .split(path.sep)
        .join('/'),
    );
    const absolute = path.join(absoluteBlockDir, file);
    if (!absolute.startsWith(absoluteBlockDir + path.sep)) {
      throw new Error(`${relative(config, template)} renders to ${file}, outside the block's folder`);
    }
    const style = (await prettier.resolveConfig(absolute)) ?? {};
    const contents = await prettier.format(render(await readFile(template, 'utf8')), { ...style, filepath: absolute });
    plan.push({ path: relative(config, absolute), contents });
  }
  return plan.sort((a, b) => a.path.localeCompare(b.path));
}

/** The planned folder as `readBlocks` would find it on disk, for `checkBlocks`. */
function plannedSource(name: string, dir: string, plan: readonly PlannedFile[]): BlockSource {
  const json = (file: string) => {
    const planned = plan.find((entry) => entry.path === `${dir}/${file}`);
    return planned ? { path: planned.path, data: JSON.parse(planned.contents) as unknown } : null;
  };
  return {
    name,
    dir,
    files: new Set(plan.map((file) => file.path.slice(dir.length + 1).split('/')[0]!)),
    manifest: json('block.json'),
    schema: json('schema.json'),
    fixture: json('fixture.json'),
  };
}

function templatesLabel(config: ResolvedProjectConfig): string {
  return relative(config, path.join(config.paths.templates, 'scaffold', 'block'));
}

async function exists(absolute: string): Promise<boolean> {
  try {
    await lstat(absolute);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}
