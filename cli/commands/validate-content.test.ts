// `multishop validate` on CMS content and the block library (ADR 009): each content mistake an editor or a
// developer can make is reported with its file and JSON pointer, and the command exits 1.
import { cp, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { memoryOutput } from '../../tests/fixtures/memory-output.ts';
import { runValidate } from './validate.ts';
import { createTempProject, type TempProject } from '../../tests/fixtures/temp-project.ts';

describe('multishop validate on content and blocks', () => {
  let project: TempProject;
  beforeEach(async () => {
    project = await createTempProject();
  });
  afterEach(async () => {
    await project.remove();
  });

  async function validate(): Promise<{ code: number; lines: string[] }> {
    const output = memoryOutput();
    const code = await runValidate({ cwd: project.dir, output });
    return { code, lines: output.stderr };
  }

  const HOME_DE = 'content/pages/de-DE/home.json';
  const cases: Array<[string, (p: TempProject) => Promise<void>, string]> = [
    [
      'an unknown block name',
      (p) => p.editJson(HOME_DE, (page) => (page.blocks[0].block = 'hero-baner')),
      `${HOME_DE}  /blocks/0/block  is not a block of the library "hero-baner"; did you mean "hero-banner"?`,
    ],
    [
      "props failing the block's schema",
      (p) => p.editJson(HOME_DE, (page) => (page.blocks[3].props.limit = 500)),
      `${HOME_DE}  /blocks/3/props/limit  must be <= 24 (got 500)`,
    ],
    [
      'a prop the block does not have',
      (p) => p.editJson(HOME_DE, (page) => (page.blocks[3].props.limt = 5)),
      `${HOME_DE}  /blocks/3/props/limt  is not a known property (did you mean "limit"?)`,
    ],
    [
      'a block used in a country where its store flag is off',
      (p) =>
        p.editJson('content/pages/cs-CZ/home.json', (page) =>
          page.blocks.push({ block: 'review-carousel', props: { categoryKey: 'garden' } }),
        ),
      'content/pages/cs-CZ/home.json  /blocks/6/block  "review-carousel" needs store flag reviewPlatformReviews, ' +
        'which is off in Czechia (countries/cz.json /flags/reviewPlatformReviews)',
    ],
    [
      "a missing translation of a content page for one of a country's languages",
      (p) => rm(path.join(p.dir, 'content/pages/fr-BE/home.json')),
      'content/pages/nl-BE/home.json  /page  has no fr-BE translation: page "home" is in nl-BE, and every language ' +
        'of be (fr-BE, nl-BE) needs it in content/pages/fr-BE/',
    ],
    [
      'a page in a locale the shop does not have',
      (p) => cp(path.join(p.dir, 'content/pages/de-DE'), path.join(p.dir, 'content/pages/de-LU'), { recursive: true }),
      'content/pages/de-LU  is not a locale of the shop "de-LU"; known: bg-BG, cs-CZ, da-DK, de-AT, de-CH, de-DE, ' +
        'el-GR, en-GB, en-IE, es-ES, fi-FI, fr-BE, fr-CH, fr-FR, hr-HR, hu-HU, it-CH, it-IT, lt-LT, nb-NO, nl-BE, ' +
        'nl-NL, pl-PL, pt-PT, ro-RO, sk-SK, sl-SI, sv-SE',
    ],
    [
      "an information page not under its route's slug",
      (p) =>
        rename(
          path.join(p.dir, 'content/pages/it-IT/privacy-data.json'),
          path.join(p.dir, 'content/pages/it-IT/privacy.json'),
        ),
      'content/pages/it-IT/privacy.json  /page  is the page of route privacyData, whose slug in it-IT is ' +
        '"privacy-data": name the file privacy-data.json',
    ],
    [
      'the same page twice in a locale',
      (p) => p.editJson('content/pages/pl-PL/payment.json', (page) => (page.page = 'returnPolicy')),
      'content/pages/pl-PL/return-policy.json  /page  repeats page "returnPolicy" of content/pages/pl-PL/payment.json in pl-PL',
    ],
    [
      'a content page without a title',
      (p) => p.editJson('content/pages/sv-SE/home.json', (page) => delete page.title),
      'content/pages/sv-SE/home.json  /title  is required',
    ],
    [
      'a frame whose banner is not a promo banner',
      async (p) => {
        await mkdir(path.join(p.dir, 'content/frame'), { recursive: true });
        await writeFile(
          path.join(p.dir, 'content/frame/hu-HU.json'),
          JSON.stringify({ promoBanner: { block: 'faq' } }),
        );
      },
      'content/frame/hu-HU.json  /promoBanner/block  must be "promo-banner" (got "faq")',
    ],
    [
      'a block needing a flag that is not a store flag',
      (p) => p.editJson('blocks/faq/block.json', (manifest) => (manifest.storeFlags = ['reviewPlatformReview'])),
      'blocks/faq/block.json  /storeFlags/0  is not a store flag "reviewPlatformReview"; did you mean "reviewPlatformReviews"?',
    ],
    [
      "a block schema whose title does not name the block's props type",
      (p) => p.editJson('blocks/faq/schema.json', (schema) => (schema.title = 'Faq')),
      'blocks/faq/schema.json  /title  must be "FaqProps": the generated props type is named by it',
    ],
    [
      'a block fixture its schema refuses',
      (p) => p.editJson('blocks/faq/fixture.json', (fixture) => (fixture.items = 'none')),
      'blocks/faq/fixture.json  /items  must be array (got "none")',
    ],
    [
      'a block without its component',
      (p) => rm(path.join(p.dir, 'blocks/faq/Faq.tsx')),
      'blocks/faq/Faq.tsx  is missing: every block has Faq.tsx',
    ],
  ];

  it.each(cases)('reports %s with its file and JSON pointer, exit 1', async (_name, edit, line) => {
    await edit(project);
    const { code, lines } = await validate();
    expect(code).toBe(1);
    expect(lines.join('\n')).toContain(line);
  });
});
