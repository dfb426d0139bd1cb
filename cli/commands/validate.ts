import type { Output } from './output.ts';
import { reportProblems } from '../project/problem.ts';
import { loadProjectConfig } from '../project/project-config.ts';
import { validateProject } from '../validate/validate-project.ts';

export interface RunValidateOptions {
  cwd: string;
  /** Print `{ ok, problems }` as JSON instead of lines. */
  json?: boolean;
  output: Output;
}

/** `multishop validate`: every config file checked; exit code 1 on any problem. */
export async function runValidate(options: RunValidateOptions): Promise<number> {
  const config = await loadProjectConfig(options.cwd);
  const { problems, project, fileCount, blockCount, contentCount } = await validateProject(config);
  if (options.json) {
    options.output.out(JSON.stringify({ ok: problems.length === 0, fileCount, problems }, null, 2));
    return problems.length === 0 ? 0 : 1;
  }
  if (problems.length > 0) {
    reportProblems(problems, options.output);
    return 1;
  }
  const locales = project?.countries.reduce((sum, { data }) => sum + data.languages.length, 0) ?? 0;
  options.output.out(
    `${fileCount} config files valid: ${project?.countries.length ?? 0} countries, ${locales} locales; ` +
      `${blockCount} blocks and ${contentCount} content files valid.`,
  );
  return 0;
}
