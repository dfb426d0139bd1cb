import { known } from '../../runtime/domain/validation/suggest.ts';
import type { CheckedProject } from './project-model.ts';
import { joinPointer, problem, type Problem } from '../project/problem.ts';

/** Checks of the shared tables (currencies, languages, shipping) that JSON Schema cannot express. */
export function checkTables(project: CheckedProject): Problem[] {
  const problems: Problem[] = [];
  const currencyCodes = project.currencies?.data.currencies.map((currency) => currency.code) ?? [];

  if (project.currencies) {
    const { path, data } = project.currencies;
    data.currencies.forEach((currency, index) => {
      if (currencyCodes.indexOf(currency.code) !== index) {
        problems.push(problem(path, `/currencies/${index}/code`, `repeats the currency "${currency.code}"`));
      }
    });
    if (!currencyCodes.includes(data.defaultCurrency)) {
      problems.push(
        problem(
          path,
          '/defaultCurrency',
          `is not a listed currency "${data.defaultCurrency}"; ${known(currencyCodes, data.defaultCurrency)}`,
        ),
      );
    }
  }

  if (project.languages) {
    const { path, data } = project.languages;
    const codes = data.languages.map((language) => language.code);
    const locales = project.declaredLocales;
    data.languages.forEach((language, index) => {
      if (codes.indexOf(language.code) !== index) {
        problems.push(problem(path, `/languages/${index}/code`, `repeats the language "${language.code}"`));
      }
      if (!language.homeLocale.startsWith(`${language.code}-`)) {
        problems.push(
          problem(
            path,
            `/languages/${index}/homeLocale`,
            `must be a locale of "${language.code}" (got "${language.homeLocale}")`,
          ),
        );
      } else if (locales.size > 0 && !locales.has(language.homeLocale)) {
        problems.push(
          problem(
            path,
            `/languages/${index}/homeLocale`,
            `is not the locale of any country "${language.homeLocale}"; ${known([...locales], language.homeLocale)}`,
          ),
        );
      }
    });
  }

  if (project.shipping) {
    const { path, data } = project.shipping;
    for (const [code, rules] of Object.entries(data.byCurrency)) {
      if (!rules) continue;
      const here = joinPointer('byCurrency', code);
      if (project.currencies && !currencyCodes.includes(code)) {
        problems.push(problem(path, here, `is not a known currency "${code}"; ${known(currencyCodes, code)}`));
      }
      if (rules.lowStock.high <= rules.lowStock.low) {
        problems.push(
          problem(
            path,
            `${here}/lowStock/high`,
            `must be above low ${rules.lowStock.low} (got ${rules.lowStock.high})`,
          ),
        );
      }
    }
  }
  return problems;
}
