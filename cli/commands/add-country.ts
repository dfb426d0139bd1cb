import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as prettier from 'prettier';
import { writeGenerated } from './generate.ts';
import type { Output } from './output.ts';
import { countryDraftView } from '../add-country/country-draft.ts';
import { EUROPEAN_COUNTRY_FACTS, type CountryFacts } from '../add-country/european-country-facts.ts';
import { COMMON_MISTAKES, ISO_COUNTRY_CODES } from '../add-country/iso-country-codes.ts';
import { terminalPrompter, type Prompter, type Question } from '../add-country/prompter.ts';
import { applyPlan, formatReports } from '../files/file-plan.ts';
import { createHandlebars } from '../generate/render-templates.ts';
import { reportProblems } from '../project/problem.ts';
import { loadProjectConfig } from '../project/project-config.ts';
import { COUNTRY_SCHEMA, relative } from '../project/read-sources.ts';
import { known } from '../../runtime/domain/validation/suggest.ts';
import { localeCode, type ValidProject } from '../validate/project-model.ts';
import { createSchemaValidator, type SchemaValidator } from '../validate/schema-validator.ts';
import { validateProject } from '../validate/validate-project.ts';

export interface RunAddCountryOptions {
  cwd: string;
  code: string;
  name?: string;
  currency?: string;
  /** Language codes, the default language first. */
  languages?: string[];
  domain?: string;
  /** Standard VAT rate in percent, as typed. */
  vatRate?: string;
  phone?: string;
  /** Ask nothing; use the defaults. */
  yes?: boolean;
  dryRun?: boolean;
  /** Prompt for what is missing (the CLI sets this on a terminal without --yes). */
  interactive?: boolean;
  prompter?: Prompter;
  output: Output;
}

/** A refusal: the message says what is wrong; nothing has been written. */
class Refusal extends Error {}

/**
 * `multishop add-country <code>`: writes countries/<code>.json from templates/scaffold/country.json.hbs with
 * sensible defaults, validates the whole project with it, then regenerates. Any refusal writes nothing.
 */
export async function runAddCountry(options: RunAddCountryOptions): Promise<number> {
  try {
    return await addCountry(options);
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    options.output.err(`add-country: ${error.message}`);
    options.output.err('Nothing was written.');
    return 1;
  }
}

async function addCountry(options: RunAddCountryOptions): Promise<number> {
  const { output } = options;
  const code = options.code.trim().toLowerCase();
  if (!/^[a-z]{2}$/.test(code) || !ISO_COUNTRY_CODES.has(code)) {
    const meant = COMMON_MISTAKES[code];
    throw new Refusal(
      `"${options.code}" is not an ISO 3166-1 alpha-2 country code${meant ? ` (did you mean "${meant}"?)` : ''}`,
    );
  }

  const config = await loadProjectConfig(options.cwd);
  const validator = await createSchemaValidator(config);
  const before = await validateProject(config, { validator });
  if (!before.project) {
    reportProblems(before.problems, output);
    throw new Refusal('the existing config has problems; fix them first (multishop validate)');
  }
  const project = before.project;
  const countryFile = `${relative(config, config.paths.countries)}/${code}.json`;
  if (project.countries.some(({ data }) => data.code === code)) {
    throw new Refusal(`${countryFile} exists already: "${code}" is a country of the shop`);
  }

  const facts = EUROPEAN_COUNTRY_FACTS[code];
  const answers = await collectAnswers(options, code, project, facts, validator);
  const sameCurrencyCountry = project.countries.find(({ data }) => data.currency === answers.currency)?.data;
  const existingLocales = new Set(
    project.countries.flatMap(({ data }) => data.languages.map((entry) => localeCode(entry.language, data.code))),
  );
  const view = countryDraftView({
    ...answers,
    code,
    facts,
    storeIdPrefix: config.storeIdPrefix,
    languageTable: project.languages.data,
    existingLocales,
    sameCurrencyCountry,
    // The shop's selling entity is the default country's (ADR 026): one entity sells in every shop.
    sellingEntityCountry: (project.countries.find(({ data }) => data.isDefault) ?? project.countries[0])?.data.payment
      .sellingEntityCountry,
  });
  const contents = await renderCountryFile(config.paths.templates, path.join(config.root, countryFile), {
    ...view,
    schemaPath: path.posix.join(
      path.relative(config.paths.countries, config.paths.schemas).split(path.sep).join('/'),
      'country.schema.json',
    ),
  });

  const after = await validateProject(config, { validator, overlay: new Map([[countryFile, contents]]) });
  if (!after.project) {
    reportProblems(after.problems, output);
    throw new Refusal(`the new ${countryFile} would not be valid (problems above)`);
  }
  if (options.dryRun) {
    output.out(`Would create ${countryFile}:`);
    output.out(contents.trimEnd());
    return 0;
  }

  const written = await applyPlan([{ path: countryFile, contents }], { root: config.root });
  const generated = await writeGenerated(after.project, [...validator.schemas.keys()]);
  for (const line of formatReports([...written, ...generated].filter((report) => report.status !== 'unchanged'))) {
    output.out(line);
  }
  const locales = answers.languages.map((language) => localeCode(language, code)).join(', ');
  output.out(`Added ${code} (${answers.name}): ${answers.currency}, locales ${locales}, ${answers.domain}.`);
  output.out(
    `Review ${countryFile} before going live: contact phone, payment methods, cash-on-delivery limits, ` +
      'bank transfer details and store flags; then run npm test.',
  );
  return 0;
}

interface Answers {
  name: string;
  currency: string;
  languages: string[];
  domain: string;
  vatRate: number;
  phone?: string;
}

async function collectAnswers(
  options: RunAddCountryOptions,
  code: string,
  project: ValidProject,
  facts: CountryFacts | undefined,
  validator: SchemaValidator,
): Promise<Answers> {
  // Answers are checked by the same schema rules the country file will be checked by.
  const schemaCheck = (pointer: string, value: string) => validator.checkValue(COUNTRY_SCHEMA, pointer, value);
  const prompter = options.interactive && !options.yes ? (options.prompter ?? terminalPrompter) : undefined;
  const currencies = project.currencies.data.currencies.map((currency) => currency.code);
  const languageCodes = project.languages.data.languages.map((language) => language.code);
  const takenDomains = new Set(project.countries.map(({ data }) => data.prodDomain));

  /** The given value, else the answer to a prompt, else the default; each checked the same way. */
  const resolve = async (option: string, given: string | undefined, question: Question): Promise<string> => {
    if (given !== undefined) {
      const verdict = question.validate(given);
      if (verdict !== true) throw new Refusal(`--${option}: ${verdict}`);
      return given;
    }
    if (prompter) return prompter.ask(question);
    if (question.default === undefined) {
      throw new Refusal(`--${option} is needed: there is no default for "${code}" (or run on a terminal to be asked)`);
    }
    const verdict = question.validate(question.default);
    if (verdict !== true) {
      throw new Refusal(
        `--${option} is needed: the default for "${code}" (${question.default}) does not fit: ${verdict}`,
      );
    }
    return question.default;
  };

  const name = await resolve('name', options.name, {
    message: 'Country name (English)',
    default: facts?.name ?? isoName(code),
    validate: (answer) => (answer.trim() ? true : 'must not be empty'),
  });
  const currency = (
    await resolve('currency', options.currency?.toUpperCase(), {
      message: `Currency (${currencies.join(', ')})`,
      default: facts?.currency,
      validate: (answer) => {
        const upper = answer.toUpperCase();
        if (!currencies.includes(upper)) return `unknown currency "${answer}"; ${known(currencies, upper)}`;
        if (!project.shipping.data.byCurrency[upper]) {
          return `"${upper}" has no shipping rules in ${project.shipping.path} /byCurrency; add them there first`;
        }
        return true;
      },
    })
  ).toUpperCase();
  const languages = (
    await resolve('languages', options.languages?.join(','), {
      message: 'Languages, comma-separated, default first',
      default: facts?.languages.length ? facts.languages.join(',') : undefined,
      validate: (answer) => {
        const list = splitList(answer);
        if (list.length === 0) return 'name at least one language';
        const unknown = list.find((language) => !languageCodes.includes(language));
        if (unknown) return `unknown language "${unknown}"; ${known(languageCodes, unknown)}`;
        const repeated = list.find((language, index) => list.indexOf(language) !== index);
        return repeated ? `"${repeated}" is listed twice` : true;
      },
    })
  ).split(',');
  const domain = await resolve('domain', options.domain?.toLowerCase(), {
    message: 'Production domain',
    default: `www.${project.config.storeIdPrefix}.${code}`,
    validate: (answer) => {
      if (!answer.includes('.') || schemaCheck('/properties/prodDomain', answer) !== true) {
        return `"${answer}" is not a host name like www.example.${code}`;
      }
      return takenDomains.has(answer) ? `"${answer}" is the domain of another country` : true;
    },
  });
  const vatRate = await resolve('vat-rate', options.vatRate, {
    message: 'Standard VAT rate in percent',
    default: facts ? String(Math.round(facts.vatRate * 1000) / 10) : undefined,
    validate: (answer) => {
      const rate = Number(answer);
      if (!Number.isFinite(rate) || rate <= 0 || rate > 50) return `"${answer}" is not a VAT rate in percent (0 to 50)`;
      // No European standard rate is below 1 %: 0.17 is a fraction typed where a percentage belongs.
      return rate < 1 ? `"${answer}" is in percent: for 17 % give 17, not 0.17` : true;
    },
  });
  const phone =
    options.phone !== undefined || prompter
      ? await resolve('phone', options.phone, {
          message: 'Customer-care phone (optional)',
          default: '',
          validate: (answer) =>
            answer === '' || schemaCheck('/properties/contact/properties/phone', answer) === true
              ? true
              : `"${answer}" is not a phone number like +352 20 30 40 50`,
        })
      : '';
  return {
    name: name.trim(),
    currency,
    languages: splitList(languages.join(',')),
    domain,
    // Percent to fraction without float noise: 25.5 → 0.255.
    vatRate: Number((Number(vatRate) / 100).toFixed(6)),
    ...(phone ? { phone } : {}),
  };
}

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);
}

function isoName(code: string): string | undefined {
  const name = new Intl.DisplayNames(['en'], { type: 'region' }).of(code.toUpperCase());
  return name && name !== code.toUpperCase() ? name : undefined;
}

async function renderCountryFile(
  templatesDir: string,
  filePath: string,
  view: Record<string, unknown>,
): Promise<string> {
  const source = await readFile(path.join(templatesDir, 'scaffold', 'country.json.hbs'), 'utf8');
  const json = createHandlebars().compile(source, { noEscape: true, strict: true })(view);
  // Parse first: a broken template is a bug to report as such, not a file to write.
  JSON.parse(json);
  const style = (await prettier.resolveConfig(filePath)) ?? {};
  return prettier.format(json, { ...style, parser: 'json', filepath: filePath });
}
