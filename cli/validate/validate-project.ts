import type {
  Country,
  CurrencyTable,
  FooterConfig,
  LanguageTable,
  RouteConfig,
  ShippingTable,
} from '../../generated/types.ts';
import { checkBlocks } from './check-blocks.ts';
import { checkContent } from './check-content.ts';
import { checkCountries } from './check-countries.ts';
import { checkFooter } from './check-footer.ts';
import { checkProjectConfig } from './check-project-config.ts';
import { checkRoutes } from './check-routes.ts';
import { checkTables } from './check-tables.ts';
import { localeCode, type CheckedProject, type DeclaredCountry, type ValidProject } from './project-model.ts';
import { createSchemaValidator, type SchemaValidator } from './schema-validator.ts';
import { sortProblems, type Problem } from '../project/problem.ts';
import { configFileLabel, configPointer, type ResolvedProjectConfig } from '../project/project-config.ts';
import {
  COUNTRY_SCHEMA,
  PROJECT_CONFIG_SCHEMA,
  readSources,
  relative,
  SHARED_TABLES,
  type ReadOptions,
  type SharedTableName,
} from '../project/read-sources.ts';
import { readBlocks, readContent } from '../project/read-blocks.ts';

export interface ValidationResult {
  problems: Problem[];
  /** The whole project, typed, when there is no problem; null otherwise. */
  project: ValidProject | null;
  /** How many config files were read, for the summary line. */
  fileCount: number;
  /** How many blocks of the library and CMS content files were read. */
  blockCount: number;
  contentCount: number;
}

export interface ValidateOptions extends ReadOptions {
  /** Reuse a validator (the schemas are compiled once) across runs, as the benchmark and tests do. */
  validator?: SchemaValidator;
}

/**
 * Checks the whole config: JSON syntax, every file against its schema (all errors), then the cross-file rules
 * that a schema cannot express. Cross-file checks see only files that passed their schema, so each mistake is
 * reported once, where it is.
 */
export async function validateProject(
  config: ResolvedProjectConfig,
  options: ValidateOptions = {},
): Promise<ValidationResult> {
  const validator = options.validator ?? (await createSchemaValidator(config));
  const sources = await readSources(config, options);
  const problems = [...sources.problems];

  const configProblems = validator
    .validate(PROJECT_CONFIG_SCHEMA, configFileLabel(config), config.raw)
    .map((found) => ({ ...found, pointer: configPointer(config, found.pointer) }));
  problems.push(...configProblems);

  const declared = sources.countries.map(declaredCountry);
  const checked: CheckedProject = {
    config,
    countries: [],
    declared,
    declaredLocales: new Set(declared.flatMap((country) => country.locales)),
  };
  for (const file of sources.countries) {
    const found = validator.validate(COUNTRY_SCHEMA, file.path, file.data);
    problems.push(...found);
    if (found.length === 0) checked.countries.push({ path: file.path, data: file.data as Country });
  }
  for (const name of Object.keys(SHARED_TABLES) as SharedTableName[]) {
    const file = sources.tables[name];
    if (!file) continue;
    const found = validator.validate(SHARED_TABLES[name], file.path, file.data);
    problems.push(...found);
    if (found.length === 0) assignTable(checked, name, file.path, file.data);
  }

  const blockSources = await readBlocks(config, problems, options);
  const contentSources = await readContent(config, problems, options);
  const blocks = checkBlocks(blockSources, validator);
  checked.blocks = blocks.library;
  problems.push(
    ...blocks.problems,
    ...checkContent(contentSources, blocks.library, checked, validator, relative(config, config.paths.content)),
    ...checkProjectConfig(checked),
    ...checkTables(checked),
    ...checkCountries(checked),
    ...checkRoutes(checked),
    ...checkFooter(checked),
  );
  const fileCount = sources.countries.length + Object.keys(sources.tables).length + 1;
  const complete = checked.currencies && checked.languages && checked.shipping && checked.routes && checked.footer;
  return {
    problems: sortProblems(problems),
    project: problems.length === 0 && complete ? (checked as ValidProject) : null,
    fileCount,
    blockCount: blockSources.length,
    contentCount: contentSources.pages.length + contentSources.frames.length,
  };
}

function declaredCountry({ path, data }: { path: string; data: unknown }): DeclaredCountry {
  const country = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const code = typeof country.code === 'string' ? country.code : path.replace(/^.*\//, '').replace(/\.json$/, '');
  const languages = Array.isArray(country.languages) ? (country.languages as unknown[]) : [];
  return {
    path,
    code,
    isDefault: country.isDefault === true,
    locales: languages.flatMap((entry) => {
      const language = (entry as { language?: unknown } | null)?.language;
      return typeof language === 'string' ? [localeCode(language, code)] : [];
    }),
  };
}

function assignTable(checked: CheckedProject, name: SharedTableName, path: string, data: unknown): void {
  switch (name) {
    case 'currencies':
      checked.currencies = { path, data: data as CurrencyTable };
      break;
    case 'languages':
      checked.languages = { path, data: data as LanguageTable };
      break;
    case 'shipping':
      checked.shipping = { path, data: data as ShippingTable };
      break;
    case 'routes':
      checked.routes = { path, data: data as RouteConfig };
      break;
    case 'footer':
      checked.footer = { path, data: data as FooterConfig };
      break;
  }
}
