// generated/form-validators/<cc>.js: the checkout address validators the browser runs, compiled by `multishop
// generate` (ADR 024). The shop's CSP forbids `new Function`, so the emitted code must validate without compiling.
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import vm from 'node:vm';
import { gzipSync } from 'node:zlib';
import { transform } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../../generated/index.ts';
import { runGenerate } from '../commands/generate.ts';
import { memoryOutput } from '../../tests/fixtures/memory-output.ts';
import { createTempProject, PROJECT_ROOT, type TempProject } from '../../tests/fixtures/temp-project.ts';
import { CHECKOUT_ADDRESS_FORM_SCHEMA_ID } from '../../runtime/domain/forms/checkout-address-form-schema.ts';
import { planFormValidators, withoutAnnotations } from './form-validators.ts';

const GENERATED = path.join(PROJECT_ROOT, 'generated');

async function countryModule(country: string): Promise<string> {
  return readFile(path.join(GENERATED, 'form-validators', `${country}.js`), 'utf8');
}

/**
 * Runs a country's module as the strictest CSP would: in a V8 context that refuses to compile code from strings
 * (`eval`, `new Function` throw EvalError, as under a CSP without 'unsafe-eval'). The module's exports become the
 * script's result (the context runs scripts, not modules).
 */
function runWithoutCodeGeneration(code: string): Record<string, unknown> {
  const context = vm.createContext({}, { codeGeneration: { strings: false, wasm: false } });
  const names = [...code.matchAll(/^export const (\w+)/gm)].map((match) => match[1]);
  const script = `${code.replace(/^export const /gm, 'const ')}\n({ ${names.join(', ')} })`;
  return vm.runInContext(script, context) as Record<string, unknown>;
}

type Validate = ((data: unknown) => boolean) & { errors?: Array<{ keyword: string; instancePath: string }> | null };

describe('generated/form-validators (Ajv standalone code)', () => {
  it('has a module per country and a loader that names each', async () => {
    const files = (await readdir(path.join(GENERATED, 'form-validators'))).sort();
    expect(files).toEqual([...COUNTRY_CODES].sort().map((code) => `${code}.js`));
    const loader = await readFile(path.join(GENERATED, 'form-validators.js'), 'utf8');
    for (const code of COUNTRY_CODES) expect(loader).toContain(`import("./form-validators/${code}.js")`);
  });

  it.each(COUNTRY_CODES)('%s: compiles nothing at run time and imports nothing', async (country) => {
    const code = await countryModule(country);
    expect(code).not.toMatch(/new\s+Function|\bFunction\s*\(|\beval\s*\(|\brequire\s*\(|^\s*import\b|\bimport\s*\(/m);
  });

  it('the test context does refuse to compile code from strings', () => {
    expect(() => runWithoutCodeGeneration('export const f = new Function("return 1");')).toThrow(
      /Code generation from strings disallowed/,
    );
  });

  it.each(COUNTRY_CODES)('%s: validates where code generation from strings is disallowed', async (country) => {
    const exports = runWithoutCodeGeneration(await countryModule(country));
    const validateAddress = exports.validateAddress as Validate;
    const example = exports.postalCodeExample as string;
    const valid = {
      firstName: 'Ana',
      lastName: 'Silva',
      streetName: 'Rua Augusta',
      streetNumber: '10',
      postalCode: example,
      city: 'Lisboa',
      phone: '+351 912 345 678',
      country: country.toUpperCase(),
    };
    expect(validateAddress(valid), JSON.stringify(validateAddress.errors)).toBe(true);
    expect(validateAddress({ ...valid, postalCode: '0', firstName: '😀'.repeat(101) })).toBe(false);
    expect(validateAddress.errors?.map(({ keyword, instancePath }) => `${instancePath} ${keyword}`)).toEqual([
      '/firstName maxLength',
      '/postalCode pattern',
    ]);
    expect((exports.validateGuestAddress as Validate)(valid)).toBe(false);
  });

  it('keeps each country module small: minified and gzipped as the browser gets it, under 3 kB', async () => {
    const sizes: Record<string, number> = {};
    for (const country of COUNTRY_CODES) {
      const { code } = await transform(await countryModule(country), { minify: true, format: 'esm' });
      sizes[country] = gzipSync(code).length;
    }
    for (const [country, size] of Object.entries(sizes)) expect(size, country).toBeLessThan(3_000);
  });
});

describe('multishop generate: the form validators', () => {
  let project: TempProject;
  beforeAll(async () => {
    project = await createTempProject();
  });
  afterAll(async () => {
    await project.remove();
  });

  async function generate(options: { check?: boolean } = {}) {
    const output = memoryOutput();
    const code = await runGenerate({ cwd: project.dir, ...options, output });
    return { code, output };
  }

  it('writes the same bytes from nothing as the committed files, and reuses them on the next run', async () => {
    const committed = await project.read('generated/form-validators/de.js');
    await rm(path.join(project.dir, 'generated/form-validators'), { recursive: true });
    expect((await generate()).output.stdout).toContain('created   generated/form-validators/de.js');
    expect(await project.read('generated/form-validators/de.js')).toBe(committed);
    const again = await generate();
    expect(again.output.stdout.filter((line) => line.includes('form-validators/'))).toEqual(
      COUNTRY_CODES.map((code) => `unchanged generated/form-validators/${code}.js`).sort(),
    );
  });

  it("--check names a hand-edited validator, and generate compiles it anew from the country's config", async () => {
    const file = 'generated/form-validators/at.js';
    const original = await project.read(file);
    await project.write(file, original.replace('"AT"', '"DE"'));
    const { code, output } = await generate({ check: true });
    expect(code).toBe(1);
    expect(output.stderr).toContain(`  updated   ${file}`);
    expect((await generate()).code).toBe(0);
    expect(await project.read(file)).toBe(original);
  });

  it("follows a country's address format: a new postal-code pattern changes that country's module only", async () => {
    await project.editJson('countries/de.json', (de) => {
      de.address.postalCode = { pattern: '^D-\\d{5}$', example: 'D-10115' };
    });
    const { output } = await generate();
    const changed = output.stdout.filter((line) => line.startsWith('updated') && line.includes('form-validators'));
    expect(changed).toEqual(['updated   generated/form-validators/de.js']);
    const de = await project.read('generated/form-validators/de.js');
    expect(de).toContain('"^D-\\\\d{5}$"');
    expect(de).toContain('export const postalCodeExample = "D-10115";');
  });
});

describe('planFormValidators', () => {
  const base = {
    $id: CHECKOUT_ADDRESS_FORM_SCHEMA_ID,
    type: 'object',
    properties: { tags: { description: 'x', const: { a: 1 } } },
  };
  const input = {
    generatedDir: 'generated',
    countries: [
      {
        code: 'de',
        address: {
          postalCode: { pattern: '^\\d{5}$', example: '10115' },
          streetNumberCheck: true,
          vat: { prefix: 'DE', placeholder: '1', cleanup: 'digits' as const },
        },
      },
    ],
    header: () => '// DO NOT EDIT. Generated by `multishop generate` from a test.',
    previous: async () => null,
  };

  it('names an Ajv run-time helper it cannot write into the module, rather than emitting a require()', async () => {
    await expect(planFormValidators({ ...input, baseSchema: base })).rejects.toThrow(
      "need Ajv's run-time helper ajv/dist/runtime/equal",
    );
  });

  it('refuses a form schema under another $id: the countries would not find it', async () => {
    await expect(planFormValidators({ ...input, baseSchema: { ...base, $id: 'elsewhere' } })).rejects.toThrow(
      'must have the $id',
    );
  });

  it('drops annotations, never a property that happens to be named like one', () => {
    expect(
      withoutAnnotations({
        title: 'T',
        description: 'D',
        properties: { title: { type: 'string', description: 'the title' }, description: { type: 'string' } },
        const: { description: 'data' },
        allOf: [{ $comment: 'c', required: ['title'] }],
      }),
    ).toEqual({
      properties: { title: { type: 'string' }, description: { type: 'string' } },
      const: { description: 'data' },
      allOf: [{ required: ['title'] }],
    });
  });
});
