import path from 'node:path';
import type { CheckedProject } from './project-model.ts';
import { problem, type Problem } from '../project/problem.ts';
import { configFileLabel, configPointer } from '../project/project-config.ts';

/** Checks of the project config that its schema cannot express. Run only when the config passed its schema. */
export function checkProjectConfig({ config, declared }: CheckedProject): Problem[] {
  const problems: Problem[] = [];
  const at = (pointer: string, message: string) =>
    problems.push(problem(configFileLabel(config), configPointer(config, pointer), message));

  if (config.server.port === config.liveUpdates.port) {
    at('/liveUpdates/port', `must differ from /server/port (both are ${config.server.port})`);
  }
  if (declared.length > 0 && !declared.some((country) => country.code === config.defaultCountry)) {
    at(
      '/defaultCountry',
      `names no country file "${config.defaultCountry}" (countries: ${declared.map((country) => country.code).join(', ')})`,
    );
  }

  // generate owns its folder and removes generated files it no longer produces: the folder must be its own.
  const generated = config.paths.generated;
  const inside = (parent: string, child: string) => {
    const relative = path.relative(parent, child);
    return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
  };
  if (!inside(config.root, generated) || generated === config.root) {
    at(
      '/paths/generated',
      `must be a folder inside the project, not the project itself (got "${path.relative(config.root, generated) || '.'}")`,
    );
  } else {
    for (const name of ['schemas', 'countries', 'templates'] as const) {
      const other = config.paths[name];
      if (inside(other, generated) || inside(generated, other)) {
        at('/paths/generated', `must be apart from paths.${name}: generate owns everything in it`);
      }
    }
    const first = path.relative(config.root, generated).split(path.sep)[0];
    if (first === 'node_modules' || first?.startsWith('.')) {
      at('/paths/generated', `must not be in ${first}/ (got "${path.relative(config.root, generated)}")`);
    }
  }
  return problems;
}
