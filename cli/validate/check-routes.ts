import { known } from '../../runtime/domain/validation/suggest.ts';
import type { CheckedProject } from './project-model.ts';
import { routeParams } from '../project/route-params.ts';
import { problem, type Problem } from '../project/problem.ts';

/** Checks of countries/routes.json that JSON Schema cannot express (spec/1 §2.1, §9.6). */
export function checkRoutes(project: CheckedProject): Problem[] {
  if (!project.routes) return [];
  const { path: file, data } = project.routes;
  const problems: Problem[] = [];
  const at = (pointer: string, message: string) => problems.push(problem(file, pointer, message));
  const keys = data.routes.map((route) => route.key);
  const staticPaths = new Map<string, number>();
  const languageCodes = project.languages?.data.languages.map((language) => language.code);

  data.routes.forEach((route, index) => {
    const here = `/routes/${index}`;
    if (keys.indexOf(route.key) !== index) at(`${here}/key`, `repeats the route key "${route.key}"`);
    const paths: Array<[string, string | undefined]> = [
      [`${here}/path`, route.path],
      [`${here}/nativePath`, route.nativePath],
      ...Object.entries(route.localizedPaths ?? {}).map(([language, path]): [string, string | undefined] => [
        `${here}/localizedPaths/${language}`,
        path,
      ]),
    ];
    for (const [pointer, candidate] of paths) {
      if (candidate === undefined) continue;
      const reserved = data.reservedPrefixes.find(
        (prefix) => candidate === prefix || candidate.startsWith(`${prefix}/`),
      );
      if (reserved) at(pointer, `uses the reserved prefix "${reserved}" (spec/1 §2.1)`);
      if (candidate.includes('{')) continue;
      const other = staticPaths.get(candidate);
      if (other !== undefined && other !== index) at(pointer, `repeats the path "${candidate}" of /routes/${other}`);
      else staticPaths.set(candidate, index);
    }
    const signature = (path: string) => JSON.stringify(routeParams(path));
    if (route.nativePath !== undefined && signature(route.nativePath) !== signature(route.path)) {
      at(`${here}/nativePath`, `must have the same parameters as path "${route.path}" (got "${route.nativePath}")`);
    }
    if (route.path === data.alternativeHomeSlug) {
      at(
        `${here}/path`,
        `is the alternative home slug "${data.alternativeHomeSlug}", which redirects to home (spec/1 §9.6)`,
      );
    }
    for (const language of Object.keys(route.localizedPaths ?? {})) {
      if (languageCodes && !languageCodes.includes(language)) {
        at(
          `${here}/localizedPaths/${language}`,
          `is not a known language "${language}"; ${known(languageCodes, language)}`,
        );
      }
    }
  });
  if (!data.routes.some((route) => route.path === '/' && route.pageKind === 'home')) {
    at('/routes', 'must have a home route: path "/" with pageKind "home" (spec/1 §2.1)');
  }

  data.checkoutSteps.forEach((step, index) => {
    if (step.step !== index + 1)
      at(`/checkoutSteps/${index}/step`, `must be ${index + 1}: steps are numbered in order from 1 (got ${step.step})`);
    if (!keys.includes(step.routeKey)) {
      at(`/checkoutSteps/${index}/routeKey`, `is not a route key "${step.routeKey}"; ${known(keys, step.routeKey)}`);
    }
  });
  data.externalLinks.forEach((link, index) => {
    if (keys.includes(link.key)) at(`/externalLinks/${index}/key`, `is already a route key "${link.key}"`);
  });
  return problems;
}
