import { known } from '../../runtime/domain/validation/suggest.ts';
import type { CheckedProject } from './project-model.ts';
import { routeParams } from '../project/route-params.ts';
import { problem, type Problem } from '../project/problem.ts';

/** The properties of a footer link that say where it goes; a link has exactly one (spec/1 §3, §5). */
const TARGETS = ['url', 'routeKey', 'externalLinkKey'] as const;

/**
 * Checks of countries/footer.json that JSON Schema cannot express well (spec/1 §2.7, §3, §5): a link needs a
 * text and exactly one target — written here rather than as anyOf/oneOf in the schema, which would both garble
 * the generated types and report three errors where one is meant — and its route and external-link keys must
 * be those of countries/routes.json.
 */
export function checkFooter(project: CheckedProject): Problem[] {
  if (!project.footer) return [];
  const { path: file, data } = project.footer;
  const problems: Problem[] = [];
  const at = (pointer: string, message: string) => problems.push(problem(file, pointer, message));
  const routing = project.routes?.data;
  const routes = new Map(routing?.routes.map((route) => [route.key, route]));
  const routeKeys = [...routes.keys()];
  const externalKeys = routing?.externalLinks.map((link) => link.key) ?? [];

  const titles = new Map<string, number>();
  data.columns.forEach((column, columnIndex) => {
    const here = `/columns/${columnIndex}`;
    const first = titles.get(column.titleKey);
    if (first === undefined) titles.set(column.titleKey, columnIndex);
    else at(`${here}/titleKey`, `repeats the column title "${column.titleKey}" of /columns/${first}`);

    column.links.forEach((link, linkIndex) => {
      const pointer = `${here}/links/${linkIndex}`;
      if (link.name === undefined && link.translationKey === undefined) {
        at(pointer, 'needs a name or a translationKey (spec/1 §5)');
      }
      const targets = TARGETS.filter((target) => link[target] !== undefined);
      if (targets.length === 0) {
        at(pointer, 'needs a url, a routeKey or an externalLinkKey (spec/1 §5)');
      } else if (targets.length > 1) {
        at(pointer, `must have only one of url, routeKey, externalLinkKey (got ${targets.join(', ')})`);
      }
      if (link.query !== undefined && link.routeKey === undefined) {
        at(`${pointer}/query`, 'is only allowed with a routeKey: a url carries its own query');
      }
      if (link.routeKey !== undefined && routing) {
        const route = routes.get(link.routeKey);
        const required = route ? routeParams(route.path).filter((param) => !param.optional) : [];
        if (!route) {
          at(`${pointer}/routeKey`, `is not a route key "${link.routeKey}"; ${known(routeKeys, link.routeKey)}`);
        } else if (required.length > 0) {
          at(
            `${pointer}/routeKey`,
            `names the route "${route.key}", whose path ${route.path} needs ` +
              `${required.map((param) => param.name).join(', ')}; a footer link needs a route without required parameters`,
          );
        }
      }
      if (link.externalLinkKey !== undefined && routing && !externalKeys.includes(link.externalLinkKey)) {
        at(
          `${pointer}/externalLinkKey`,
          `is not an external link key of countries/routes.json "${link.externalLinkKey}"; ` +
            known(externalKeys, link.externalLinkKey),
        );
      }
    });
  });

  const brandNames = new Map<string, number>();
  const brandPaths = new Map<string, number>();
  const staticPaths = new Map<string, string>();
  for (const route of routing?.routes ?? []) {
    for (const path of [route.path, route.nativePath, ...Object.values(route.localizedPaths ?? {})]) {
      if (path !== undefined && !path.includes('{')) staticPaths.set(path, route.key);
    }
  }
  data.ownBrands.forEach((brand, index) => {
    const here = `/ownBrands/${index}`;
    const sameName = brandNames.get(brand.name);
    if (sameName === undefined) brandNames.set(brand.name, index);
    else at(`${here}/name`, `repeats the brand "${brand.name}" of /ownBrands/${sameName}`);
    const samePath = brandPaths.get(brand.path);
    if (samePath === undefined) brandPaths.set(brand.path, index);
    else at(`${here}/path`, `repeats the path "${brand.path}" of /ownBrands/${samePath}`);
    if (!routing) return;
    const bare = brand.path.replace(/\/$/, '');
    const routeKey = staticPaths.get(bare);
    const reserved = routing.reservedPrefixes.find((prefix) => bare === prefix);
    if (routeKey !== undefined) at(`${here}/path`, `is the path of the route "${routeKey}" (got "${brand.path}")`);
    else if (bare === routing.alternativeHomeSlug) {
      at(`${here}/path`, `is the alternative home slug, which redirects to home (spec/1 §9.6) (got "${brand.path}")`);
    } else if (reserved) at(`${here}/path`, `uses the reserved prefix "${reserved}" (spec/1 §2.1)`);
  });

  const kinds = new Map<string, number>();
  data.social.forEach((link, index) => {
    const first = kinds.get(link.kind);
    if (first === undefined) kinds.set(link.kind, index);
    else at(`/social/${index}/kind`, `repeats the kind "${link.kind}" of /social/${first}`);
  });
  return problems;
}
