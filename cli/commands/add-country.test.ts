import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { execa } from 'execa';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runAddCountry, type RunAddCountryOptions } from './add-country.ts';
import { memoryOutput } from '../../tests/fixtures/memory-output.ts';
import { runValidate } from './validate.ts';
import { topLevelDomain } from '../add-country/country-draft.ts';
import type { Question } from '../add-country/prompter.ts';
import { createTempProject, PROJECT_ROOT, type TempProject } from '../../tests/fixtures/temp-project.ts';

describe('multishop add-country', () => {
  let project: TempProject;
  beforeEach(async () => {
    project = await createTempProject();
  });
  afterEach(async () => {
    await project.remove();
  });

  async function addCountry(options: Partial<RunAddCountryOptions> & { code: string }) {
    const output = memoryOutput();
    const code = await runAddCountry({ cwd: project.dir, yes: true, output, ...options });
    return { code, output };
  }

  it('adds Luxembourg with the documented command, valid and regenerated', async () => {
    const { code, output } = await addCountry({
      code: 'lu',
      name: 'Luxembourg',
      currency: 'EUR',
      languages: ['fr', 'de'],
      domain: 'example.lu',
    });
    expect(code).toBe(0);
    expect(output.stdout).toEqual([
      'created   countries/lu.json',
      // spec/3 §5: the new country's checkout address validator (its postal code, street number and VAT rules).
      'created   generated/form-validators/lu.js',
      'updated   generated/countries.ts',
      'updated   generated/flags.ts',
      'updated   generated/form-validators.js',
      'updated   generated/locales.ts',
      'updated   generated/routes.ts',
      'updated   generated/shipping.ts',
      'Added lu (Luxembourg): EUR, locales fr-LU, de-LU, example.lu.',
      'Review countries/lu.json before going live: contact phone, payment methods, cash-on-delivery limits, ' +
        'bank transfer details and store flags; then run npm test.',
    ]);

    const lu = JSON.parse(await project.read('countries/lu.json'));
    expect(lu).toMatchObject({
      code: 'lu',
      label: 'Luxembourg',
      currency: 'EUR',
      storeId: 'multishop_lu',
      topLevelDomain: 'lu',
      prodDomain: 'example.lu',
      isDefault: false,
      defaultLanguage: 'fr',
      contact: { email: 'advice@example.lu' },
      // The shop's selling entity is German (ADR 026): a Luxembourg company's order is an intra-Community supply.
      payment: { standardVatRate: 0.17, sellingEntityCountry: 'DE', bankTransfer: { enabled: false } },
      flags: { changeTaxRate: true },
      address: { vat: { prefix: 'LU', cleanup: 'digits' }, streetNumberCheck: true },
    });
    expect(
      lu.languages.map((entry: { language: string; fallbacks: string[] }) => [entry.language, entry.fallbacks]),
    ).toEqual([
      ['fr', ['fr-FR']],
      ['de', ['de-DE']],
    ]);
    // Cash-on-delivery limits come from a country with the same currency (the first, at).
    expect(lu.payment.cashOnDelivery).toEqual({ priceLimit: 150000, itemLimit: 0, freightAllowed: false, fee: 290 });

    const check = memoryOutput();
    expect(await runValidate({ cwd: project.dir, output: check })).toBe(0);
    expect(check.stdout).toEqual([
      expect.stringMatching(
        /^32 config files valid: 26 countries, 30 locales; \d+ blocks and \d+ content files valid\.$/,
      ),
    ]);
    expect(await project.read('generated/routes.ts')).toContain('"lu": {\n    "fr": {\n      "home": "/",');
    expect(await project.read('generated/routes.ts')).toContain('"login": "/de/login"');
  });

  it('makes the new country a first-class CountryCode for the compiler', async () => {
    expect((await addCountry({ code: 'lu', domain: 'www.multishop.lu' })).code).toBe(0);
    await writeFile(
      path.join(project.dir, 'check.ts'),
      [
        "import { COUNTRIES, href, type CountryCode } from './generated/index.ts';",
        "const lu: CountryCode = 'lu';",
        "export const home: string = href('login', {}, { country: lu, language: 'de' });",
        'export const label: string = COUNTRIES.lu.label;',
        '',
      ].join('\n'),
    );
    await writeFile(
      path.join(project.dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          module: 'preserve',
          moduleResolution: 'bundler',
          allowImportingTsExtensions: true,
          target: 'ES2023',
          lib: ['ES2023'],
          skipLibCheck: true,
          noUncheckedIndexedAccess: true,
        },
        files: ['check.ts'],
      }),
    );
    const tsc = await execa('node', [path.join(PROJECT_ROOT, 'node_modules/typescript/bin/tsc'), '-p', project.dir], {
      reject: false,
    });
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.exitCode).toBe(0);
  });

  it('needs only the code for a European country it knows', async () => {
    const { code, output } = await addCountry({ code: 'mt' });
    expect(code).toBe(0);
    expect(output.stdout.at(-2)).toBe('Added mt (Malta): EUR, locales en-MT, www.multishop.mt.');
    const mt = JSON.parse(await project.read('countries/mt.json'));
    expect(mt.payment.standardVatRate).toBe(0.18);
    expect(mt.address.postalCode).toEqual({ pattern: '^[A-Za-z]{3} ?\\d{4}$', example: 'VLT 1117' });
    expect(mt.languages[0].fallbacks).toEqual(['en-GB']);
    expect(mt.flags.reviewPlatformReviews).toBe(true);
  });

  it('gives a country outside the EU no net prices: no intra-Community supply there (ADR 026)', async () => {
    expect((await addCountry({ code: 'li' })).code).toBe(0);
    const li = JSON.parse(await project.read('countries/li.json'));
    expect(li.payment.sellingEntityCountry).toBe('DE');
    expect(li.flags.changeTaxRate).toBe(false);
  });

  it('takes the public suffix of the domain as top-level domain', async () => {
    expect((await addCountry({ code: 'mt', domain: 'shop.example.mt' })).code).toBe(0);
    expect(JSON.parse(await project.read('countries/mt.json')).topLevelDomain).toBe('mt');
    expect(topLevelDomain('www.multishop.co.uk')).toBe('co.uk');
    expect(topLevelDomain('example.lu')).toBe('lu');
  });

  it('writes nothing with --dry-run, but shows the file', async () => {
    const before = await project.fingerprint();
    const { code, output } = await addCountry({ code: 'lu', dryRun: true });
    expect(code).toBe(0);
    expect(output.stdout[0]).toBe('Would create countries/lu.json:');
    expect(JSON.parse(output.stdout.slice(1).join('\n')).code).toBe('lu');
    expect(await project.fingerprint()).toBe(before);
  });

  it('asks on a terminal for what is missing, offering the defaults', async () => {
    const asked: Question[] = [];
    const answers: Record<string, string> = {
      'Country name (English)': 'Luxembourg',
      'Currency (EUR, GBP, CHF, CZK, DKK, SEK, HUF, RON, NOK, PLN, BGN, USD)': 'eur',
      'Languages, comma-separated, default first': 'de, fr',
      'Production domain': 'www.example.lu',
      'Standard VAT rate in percent': '17',
      'Customer-care phone (optional)': '+352 20 30 40 50',
    };
    const prompter = {
      ask: async (question: Question) => {
        asked.push(question);
        const answer = answers[question.message];
        if (answer === undefined) throw new Error(`unexpected question ${question.message}`);
        expect(question.validate(answer)).toBe(true);
        return answer;
      },
    };
    const { code } = await addCountry({ code: 'lu', yes: false, interactive: true, prompter });
    expect(code).toBe(0);
    expect(asked.map((question) => [question.message, question.default])).toEqual([
      ['Country name (English)', 'Luxembourg'],
      ['Currency (EUR, GBP, CHF, CZK, DKK, SEK, HUF, RON, NOK, PLN, BGN, USD)', 'EUR'],
      ['Languages, comma-separated, default first', 'fr,de'],
      ['Production domain', 'www.multishop.lu'],
      ['Standard VAT rate in percent', '17'],
      ['Customer-care phone (optional)', ''],
    ]);
    expect(asked[1]!.validate('XYZ')).toMatch(/^unknown currency "XYZ"/);
    const lu = JSON.parse(await project.read('countries/lu.json'));
    expect(lu.defaultLanguage).toBe('de');
    expect(lu.contact.phone).toBe('+352 20 30 40 50');
  });

  // Every refusal: the exact reason, exit 1, and not one byte written.
  const refusals: Array<[string, Partial<RunAddCountryOptions> & { code: string }, string]> = [
    [
      'an existing country',
      { code: 'sk' },
      'add-country: countries/sk.json exists already: "sk" is a country of the shop',
    ],
    ['a code that is not two letters', { code: 'lux' }, 'add-country: "lux" is not an ISO 3166-1 alpha-2 country code'],
    ['a code with digits', { code: 'l1' }, 'add-country: "l1" is not an ISO 3166-1 alpha-2 country code'],
    ['an unassigned code', { code: 'zz' }, 'add-country: "zz" is not an ISO 3166-1 alpha-2 country code'],
    [
      'the UK by its common name',
      { code: 'uk' },
      'add-country: "uk" is not an ISO 3166-1 alpha-2 country code (did you mean "gb"?)',
    ],
    [
      'an unknown currency',
      { code: 'lu', currency: 'XYZ' },
      'add-country: --currency: unknown currency "XYZ"; known: BGN, CHF, CZK, DKK, EUR, GBP, HUF, NOK, PLN, RON, SEK, USD',
    ],
    [
      'a currency without shipping rules',
      { code: 'lu', currency: 'USD' },
      'add-country: --currency: "USD" has no shipping rules in countries/shipping.json /byCurrency; add them there first',
    ],
    [
      'an unknown language',
      { code: 'lu', languages: ['fr', 'lb'] },
      'add-country: --languages: unknown language "lb"; known: bg, cs, da, de, el, en, es, fi, fr, hr, hu, it, lt, nb, nl, pl, pt, ro, sk, sl, sv',
    ],
    [
      'a language given twice',
      { code: 'lu', languages: ['fr', 'fr'] },
      'add-country: --languages: "fr" is listed twice',
    ],
    [
      'a country whose languages the shop does not have, without --languages',
      { code: 'ee' },
      'add-country: --languages is needed: there is no default for "ee" (or run on a terminal to be asked)',
    ],
    [
      'a country it knows nothing of, without --currency',
      { code: 'jp', languages: ['en'] },
      'add-country: --currency is needed: there is no default for "jp" (or run on a terminal to be asked)',
    ],
    [
      'a domain that is not a host name',
      { code: 'lu', domain: 'https://example.lu/' },
      'add-country: --domain: "https://example.lu/" is not a host name like www.example.lu',
    ],
    [
      'the domain of another country',
      { code: 'lu', domain: 'www.multishop.de' },
      'add-country: --domain: "www.multishop.de" is the domain of another country',
    ],
    [
      'a VAT rate that is not a percentage',
      { code: 'lu', vatRate: '0.17x' },
      'add-country: --vat-rate: "0.17x" is not a VAT rate in percent (0 to 50)',
    ],
    [
      'a VAT rate given as a fraction',
      { code: 'lu', vatRate: '0.17' },
      'add-country: --vat-rate: "0.17" is in percent: for 17 % give 17, not 0.17',
    ],
    [
      'a default that does not fit the shop (Iceland prices in ISK)',
      { code: 'is', languages: ['en'] },
      'add-country: --currency is needed: the default for "is" (ISK) does not fit: unknown currency "ISK"; known: BGN, CHF, CZK, DKK, EUR, GBP, HUF, NOK, PLN, RON, SEK, USD',
    ],
    [
      'a phone number that is not one',
      { code: 'lu', phone: '12-34' },
      'add-country: --phone: "12-34" is not a phone number like +352 20 30 40 50',
    ],
  ];

  it.each(refusals)('refuses %s, writing nothing', async (_name, options, message) => {
    const before = await project.fingerprint();
    const { code, output } = await addCountry(options);
    expect(code).toBe(1);
    expect(output.stderr).toEqual([message, 'Nothing was written.']);
    expect(await project.fingerprint()).toBe(before);
  });

  it('refuses while the existing config is invalid, writing nothing', async () => {
    await project.editJson('countries/de.json', (de) => (de.shipping = { parcelFee: -1 }));
    const before = await project.fingerprint();
    const { code, output } = await addCountry({ code: 'lu' });
    expect(code).toBe(1);
    expect(output.stderr).toEqual([
      'countries/de.json  /shipping/parcelFee  must be >= 0 (got -1)',
      '1 problem in 1 file.',
      'add-country: the existing config has problems; fix them first (multishop validate)',
      'Nothing was written.',
    ]);
    expect(await project.fingerprint()).toBe(before);
  });

  it('runs as the real command with the documented options', async () => {
    const result = await execa(
      'node',
      [
        path.join(PROJECT_ROOT, 'bin/multishop.js'),
        'add-country',
        'lu',
        '--name',
        'Luxembourg',
        '--currency',
        'EUR',
        '--languages',
        'fr,de',
        '--domain',
        'example.lu',
        '--yes',
      ],
      { cwd: project.dir, reject: false },
    );
    expect(result.stderr).toBe('');
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toContain('created   countries/lu.json');
    const again = await execa('node', [path.join(PROJECT_ROOT, 'bin/multishop.js'), 'add-country', 'lu', '--yes'], {
      cwd: project.dir,
      reject: false,
    });
    expect(again.exitCode).toBe(1);
    expect(again.stderr).toContain('countries/lu.json exists already');
  });
});
