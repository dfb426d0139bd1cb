import type { Output } from './output.ts';
import { applyPlan, formatReports, isChange, type FileReport } from '../files/file-plan.ts';
import { isGeneratedFile, planGenerated } from '../generate/plan-generated.ts';
import { reportProblems } from '../project/problem.ts';
import { loadProjectConfig } from '../project/project-config.ts';
import { relative } from '../project/read-sources.ts';
import type { ValidProject } from '../validate/project-model.ts';
import { createSchemaValidator } from '../validate/schema-validator.ts';
import { validateProject } from '../validate/validate-project.ts';

export interface RunGenerateOptions {
  cwd: string;
  /** Write nothing; exit 1 naming each file that differs from what generate would write. */
  check?: boolean;
  /** Write nothing; report what would change. */
  dryRun?: boolean;
  output: Output;
}

/** `multishop generate`: validates, then rebuilds generated/ from schemas/, countries/ and templates/. */
export async function runGenerate(options: RunGenerateOptions): Promise<number> {
  const config = await loadProjectConfig(options.cwd);
  const validator = await createSchemaValidator(config);
  const { problems, project } = await validateProject(config, { validator });
  if (!project) {
    reportProblems(problems, options.output);
    options.output.err('Nothing generated: fix the problems above first (multishop validate).');
    return 1;
  }
  const reports = await writeGenerated(project, [...validator.schemas.keys()], {
    dryRun: options.check === true || options.dryRun === true,
  });
  const generatedDir = relative(config, config.paths.generated);
  if (options.check) {
    const stale = reports.filter(isChange);
    if (stale.length === 0) {
      options.output.out(`${generatedDir}/ is up to date (${reports.length} files).`);
      return 0;
    }
    options.output.err(`${generatedDir}/ is stale; run \`npm run generate\` and commit the result:`);
    for (const line of formatReports(stale)) options.output.err(`  ${line}`);
    return 1;
  }
  for (const line of formatReports(reports)) options.output.out(line);
  const changed = reports.filter(isChange).length;
  options.output.out(
    `${options.dryRun ? 'Would change' : 'Changed'} ${changed} of ${reports.length} files in ${generatedDir}/.`,
  );
  return 0;
}

/** Plans generated/ for a valid project and applies the plan (or only compares, with dryRun). */
export async function writeGenerated(
  project: ValidProject,
  schemaNames: readonly string[],
  { dryRun = false }: { dryRun?: boolean } = {},
): Promise<FileReport[]> {
  const plan = await planGenerated(project, schemaNames);
  return applyPlan(plan, {
    root: project.config.root,
    dryRun,
    ownedDir: relative(project.config, project.config.paths.generated),
    isOwned: isGeneratedFile,
  });
}
