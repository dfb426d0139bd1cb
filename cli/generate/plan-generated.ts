import path from 'node:path';
import { buildConfigModel } from './config-model.ts';
import { createHandlebars, registerPartials, renderTemplateFolder, templateView } from './render-templates.ts';
import { renderTypeDeclarations } from './type-declarations.ts';
import type { PlannedFile } from '../files/file-plan.ts';
import { relative } from '../project/read-sources.ts';
import type { ValidProject } from '../validate/project-model.ts';

/**
 * Everything `multishop generate` writes into generated/: the types of every schema, then one file per
 * template of templates/generated/. Same input, same bytes: no dates, sorted keys where order is not meaningful.
 */
export async function planGenerated(project: ValidProject, schemaNames: readonly string[]): Promise<PlannedFile[]> {
  const { config } = project;
  const generatedDir = relative(config, config.paths.generated);
  const handlebars = createHandlebars();
  await registerPartials(handlebars, path.join(config.paths.templates, 'partials'));

  const model = buildConfigModel(project);
  const view = templateView(model, relative(config, config.paths.countries));
  const templateDir = path.join(config.paths.templates, 'generated');
  const rendered = await renderTemplateFolder(handlebars, templateDir, view, relative(config, templateDir));

  const typesHeader = handlebars.compile('{{> header}}', { noEscape: true })({
    sources: `${relative(config, config.paths.schemas)}/*.schema.json`,
    template: 'json-schema-to-typescript',
  });
  const types = await renderTypeDeclarations(config, schemaNames, typesHeader.trimEnd());

  return [
    { path: `${generatedDir}/types.ts`, contents: types },
    ...[...rendered].map(([name, contents]) => ({ path: `${generatedDir}/${name}`, contents })),
  ];
}
