import type { CheckedProject } from './project-model.ts';
import { problem, type Problem } from '../project/problem.ts';

/** Checks of the project config that its schema cannot express. */
export function checkProjectConfig({ config, countries }: CheckedProject): Problem[] {
  const file = config.configFile ?? 'multishop.config.json (defaults)';
  const problems: Problem[] = [];
  if (config.server.port === config.liveUpdates.port) {
    problems.push(problem(file, '/liveUpdates/port', `must differ from /server/port (both are ${config.server.port})`));
  }
  if (countries.length > 0 && !countries.some(({ data }) => data.code === config.defaultCountry)) {
    problems.push(
      problem(
        file,
        '/defaultCountry',
        `names no country file "${config.defaultCountry}" (countries: ${countries.map(({ data }) => data.code).join(', ')})`,
      ),
    );
  }
  return problems;
}
