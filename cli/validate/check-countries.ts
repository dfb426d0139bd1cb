import { known } from '../../runtime/domain/validation/suggest.ts';
import type { Country } from '../../generated/types.ts';
import { isEuMemberState } from '../../runtime/domain/tax/eu-member-states.ts';
import { zeroRatingPossible } from '../../runtime/domain/tax/net-prices.ts';
import { isValidIban } from './iban.ts';
import { localeCode, type Checked, type CheckedProject } from './project-model.ts';
import { joinPointer, problem, type Problem } from '../project/problem.ts';
import { configFileLabel, configPointer } from '../project/project-config.ts';

/** The checks on country files that JSON Schema cannot express: each file alone, then across files. */
export function checkCountries(project: CheckedProject): Problem[] {
  const problems: Problem[] = [];
  for (const country of project.countries) problems.push(...checkCountry(country, project, project.declaredLocales));
  problems.push(...checkDefaultCountry(project));
  problems.push(...checkUnique(project.countries, '/storeId', (country) => country.storeId, 'store id'));
  problems.push(...checkUnique(project.countries, '/prodDomain', (country) => country.prodDomain, 'domain'));
  return problems;
}

function checkCountry(
  { path: file, data: country }: Checked<Country>,
  project: CheckedProject,
  allLocales: ReadonlySet<string>,
): Problem[] {
  const problems: Problem[] = [];
  const at = (pointer: string, message: string) => problems.push(problem(file, pointer, message));
  const expectedCode = file.replace(/^.*\//, '').replace(/\.json$/, '');
  if (country.code !== expectedCode) at('/code', `must equal the file name "${expectedCode}" (got "${country.code}")`);

  // Store id: the store prefix plus the country (spec/1 §3), or plus the domain ending, as the UK's co_uk (spec/3 §9).
  const prefix = `${project.config.storeIdPrefix}_`;
  const endings = [country.code, country.topLevelDomain.replaceAll('.', '_')];
  if (!endings.some((ending) => country.storeId === `${prefix}${ending}`)) {
    const allowed = [...new Set(endings)].map((ending) => `"${prefix}${ending}"`).join(' or ');
    at('/storeId', `must be the store prefix plus the country: ${allowed} (got "${country.storeId}")`);
  }
  if (!country.prodDomain.endsWith(`.${country.topLevelDomain}`)) {
    at('/prodDomain', `must end in the top-level domain ".${country.topLevelDomain}" (got "${country.prodDomain}")`);
  }

  const currencies = project.currencies?.data.currencies.map((currency) => currency.code);
  if (currencies && !currencies.includes(country.currency)) {
    at('/currency', `is not a known currency "${country.currency}"; ${known(currencies, country.currency)}`);
  } else if (project.shipping && !project.shipping.data.byCurrency[country.currency]) {
    at(
      '/currency',
      `has no shipping rules: add "${country.currency}" to ${project.shipping.path} /byCurrency (spec/2 §9)`,
    );
  }

  const languageCodes = country.languages.map((entry) => entry.language);
  if (!languageCodes.includes(country.defaultLanguage)) {
    at(
      '/defaultLanguage',
      `must be one of the country's languages ${languageCodes.join(', ')} (got "${country.defaultLanguage}")`,
    );
  }
  const shopLanguages = project.languages?.data.languages.map((language) => language.code);
  country.languages.forEach((entry, index) => {
    const here = joinPointer('languages', index);
    if (shopLanguages && !shopLanguages.includes(entry.language)) {
      at(`${here}/language`, `is not a known language "${entry.language}"; ${known(shopLanguages, entry.language)}`);
    }
    if (languageCodes.indexOf(entry.language) !== index)
      at(`${here}/language`, `repeats the language "${entry.language}"`);
    if (entry.pathPrefix !== entry.language) {
      at(
        `${here}/pathPrefix`,
        `must be the language code "${entry.language}" (spec/1 §2.1) (got "${entry.pathPrefix}")`,
      );
    }
    const own = localeCode(entry.language, country.code);
    entry.fallbacks.forEach((fallback, fallbackIndex) => {
      if (fallback === own) at(`${here}/fallbacks/${fallbackIndex}`, `must not be the locale itself ("${own}")`);
      else if (!allLocales.has(fallback)) {
        at(
          `${here}/fallbacks/${fallbackIndex}`,
          `is not the locale of any country "${fallback}"; ${known([...allLocales], fallback)}`,
        );
      }
    });
  });

  if (country.flags.reviewPlatformReviews && project.languages) {
    const supported = project.languages.data.languages.filter((language) => language.reviewPlatform).map((l) => l.code);
    if (!languageCodes.some((code) => supported.includes(code))) {
      at(
        '/flags/reviewPlatformReviews',
        `is on, but the review platform supports none of the country's languages (${languageCodes.join(', ')}); ` +
          `supported: ${supported.join(', ')} (spec/1 §9.5)`,
      );
    }
  }
  (country.flags.campaigns ?? []).forEach((campaign, index) => {
    if (Date.parse(campaign.endDate) <= Date.parse(campaign.startDate)) {
      at(
        `/flags/campaigns/${index}/endDate`,
        `must be after startDate ${campaign.startDate} (got ${campaign.endDate})`,
      );
    }
  });

  problems.push(...checkPayment({ path: file, data: country }));
  problems.push(...checkTemporaryShipping({ path: file, data: country }));

  const { pattern, example } = country.address.postalCode;
  if (pattern !== undefined && example !== undefined && !new RegExp(pattern, 'u').test(example)) {
    at('/address/postalCode/example', `must match the postal-code pattern ${pattern} (got "${example}")`);
  }
  return problems;
}

function checkPayment({ path: file, data: country }: Checked<Country>): Problem[] {
  const problems: Problem[] = [];
  const codes = country.payment.methods.map((method) => method.code);
  codes.forEach((code, index) => {
    if (codes.indexOf(code) !== index)
      problems.push(problem(file, `/payment/methods/${index}/code`, `repeats the method "${code}"`));
  });
  const bank = country.payment.bankTransfer;
  if (codes.includes('bankTransfer') && !bank.enabled) {
    problems.push(
      problem(
        file,
        '/payment/bankTransfer/enabled',
        'must be true while "bankTransfer" is among /payment/methods (spec/2 §5)',
      ),
    );
  }
  if (bank.enabled && !codes.includes('bankTransfer')) {
    problems.push(
      problem(file, '/payment/methods', 'must include "bankTransfer" while /payment/bankTransfer/enabled is true'),
    );
  }
  if (bank.details && !isValidIban(bank.details.iban)) {
    problems.push(
      problem(
        file,
        '/payment/bankTransfer/details/iban',
        `has wrong check digits (got "${bank.details.iban}"; ISO 13616 mod 97)`,
      ),
    );
  }
  problems.push(...checkZeroRating({ path: file, data: country }));
  return problems;
}

/**
 * Net prices are an intra-Community supply (ADR 026): the flag that allows them is on only where a buyer in the
 * country is in another EU member state than the selling entity.
 */
function checkZeroRating({ path: file, data: country }: Checked<Country>): Problem[] {
  const seller = country.payment.sellingEntityCountry;
  const settings = { sellingEntityCountry: seller, changeTaxRate: country.flags.changeTaxRate };
  if (!settings.changeTaxRate || zeroRatingPossible(settings, country.code)) return [];
  const buyer = country.code.toUpperCase();
  const why = !isEuMemberState(seller)
    ? `the selling entity’s country ${seller} (/payment/sellingEntityCountry) is not an EU member state`
    : buyer === seller
      ? `a sale from ${seller} to a buyer in ${buyer} is domestic and taxed in ${buyer}`
      : `${buyer} is not an EU member state`;
  return [
    problem(
      file,
      '/flags/changeTaxRate',
      `must be false: net prices are for intra-Community supplies only, and ${why} (Directive 2006/112/EC art. 138; ADR 026)`,
    ),
  ];
}

function checkTemporaryShipping({ path: file, data: country }: Checked<Country>): Problem[] {
  const problems: Problem[] = [];
  const periods = country.shipping?.temporary ?? [];
  periods.forEach((period, index) => {
    if (period.validUntil <= period.validFrom) {
      problems.push(
        problem(
          file,
          `/shipping/temporary/${index}/validUntil`,
          `must be after validFrom ${period.validFrom} (got ${period.validUntil})`,
        ),
      );
    }
    periods.slice(0, index).forEach((earlier, earlierIndex) => {
      if (period.validFrom < earlier.validUntil && earlier.validFrom < period.validUntil) {
        problems.push(
          problem(
            file,
            `/shipping/temporary/${index}`,
            `overlaps /shipping/temporary/${earlierIndex}: only one set of fees can be in force`,
          ),
        );
      }
    });
  });
  return problems;
}

/** Exactly one country is the default, and it is the project's defaultCountry (spec/1 §1). */
function checkDefaultCountry(project: CheckedProject): Problem[] {
  const { declared, config } = project;
  const defaults = declared.filter((country) => country.isDefault);
  const wanted = config.defaultCountry;
  if (defaults.length === 0) {
    if (declared.length === 0) return [];
    return [
      problem(
        declared.find((country) => country.code === wanted)?.path ?? declared[0]!.path,
        '/isDefault',
        `no country is the default: exactly one country file must say "isDefault": true (the project's defaultCountry is "${wanted}")`,
      ),
    ];
  }
  const [first, ...others] = defaults;
  const problems = others.map(({ path }) =>
    problem(path, '/isDefault', `must be false: ${first!.path} is already the default country, and there is only one`),
  );
  if (first && first.code !== wanted && declared.some((country) => country.code === wanted)) {
    problems.push(
      problem(
        configFileLabel(config),
        configPointer(config, '/defaultCountry'),
        `must name the country marked isDefault ("${first.code}" in ${first.path}) (got "${wanted}")`,
      ),
    );
  }
  return problems;
}

function checkUnique(
  countries: Checked<Country>[],
  pointer: string,
  key: (country: Country) => string,
  what: string,
): Problem[] {
  const firstSeen = new Map<string, string>();
  const problems: Problem[] = [];
  for (const { path, data } of countries) {
    const value = key(data);
    const other = firstSeen.get(value);
    if (other)
      problems.push(problem(path, pointer, `repeats the ${what} "${value}" of ${other}; each country needs its own`));
    else firstSeen.set(value, path);
  }
  return problems;
}
