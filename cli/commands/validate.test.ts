import { rm } from 'node:fs/promises';
import path from 'node:path';
import { execa } from 'execa';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { memoryOutput } from '../../tests/fixtures/memory-output.ts';
import { runValidate } from './validate.ts';
import { createTempProject, PROJECT_ROOT, type TempProject } from '../../tests/fixtures/temp-project.ts';

describe('multishop validate on the real config', () => {
  it('finds the 25 countries and 28 locales valid and exits 0', async () => {
    const output = memoryOutput();
    expect(await runValidate({ cwd: PROJECT_ROOT, output })).toBe(0);
    expect(output.stderr).toEqual([]);
    expect(output.stdout).toEqual([
      expect.stringMatching(
        /^31 config files valid: 25 countries, 28 locales; \d+ blocks and \d+ content files valid\.$/,
      ),
    ]);
  });
});

/** The route keys of countries/routes.json as a message lists them: sorted, comma-separated. */
const KNOWN_ROUTE_KEYS =
  'batteryRegulations, bestPricesGuaranteed, billingDetails, category, checkout, checkoutAddresses, checkoutCart, ' +
  'checkoutCreateAccount, checkoutLogin, checkoutPasswordReset, checkoutPayment, checkoutThankYou, companyInformation, ' +
  'complaints, content, createAccount, dispatchInformation, helpCentre, home, inspirations, logOut, login, loyaltyCard, ' +
  'merchantInformation, myAccount, myNewsletter, myProfile, myReviews, ourHistory, passwordReset, ' +
  'passwordResetChangePassword, passwordResetCheckEmail, payment, paymentError, premiumGuarantee, privacyData, product, ' +
  'productRecalls, returnPolicy, search, shippingDetails, termsAndConditions';

describe('multishop validate on bad config', () => {
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

  // Each kind of mistake, the edit that makes it, and the exact line that reports it.
  const cases: Array<[string, (p: TempProject) => Promise<void>, string]> = [
    [
      'a negative fee',
      (p) => p.editJson('countries/de.json', (de) => (de.shipping = { parcelFee: -1 })),
      'countries/de.json  /shipping/parcelFee  must be >= 0 (got -1)',
    ],
    [
      'a fee that is not whole minor units',
      (p) => p.editJson('countries/shipping.json', (s) => (s.byCurrency.EUR.parcelFee = 1.95)),
      'countries/shipping.json  /byCurrency/EUR/parcelFee  must be integer (got 1.95)',
    ],
    [
      'a misspelt flag',
      (p) =>
        p.editJson('countries/at.json', (at) => {
          at.flags.extraGuarante = at.flags.extraGuarantee;
          delete at.flags.extraGuarantee;
        }),
      'countries/at.json  /flags/extraGuarante  is not a known property (did you mean "extraGuarantee"?)',
    ],
    [
      'a missing required property',
      (p) => p.editJson('countries/pl.json', (pl) => delete pl.payment.standardVatRate),
      'countries/pl.json  /payment/standardVatRate  is required',
    ],
    [
      'a value outside its enum',
      (p) => p.editJson('countries/es.json', (es) => (es.address.vat.cleanup = 'letters')),
      'countries/es.json  /address/vat/cleanup  must be one of "digits", "alphanumeric", "whitespace" (got "letters")',
    ],
    [
      'a country code that is not its file name',
      (p) => p.editJson('countries/fi.json', (fi) => (fi.code = 'se')),
      'countries/fi.json  /code  must equal the file name "fi" (got "se")',
    ],
    [
      'an unknown currency',
      (p) => p.editJson('countries/dk.json', (dk) => (dk.currency = 'DKR')),
      'countries/dk.json  /currency  is not a known currency "DKR"; did you mean "DKK"? known: BGN, CHF, CZK, DKK, EUR, GBP, HUF, NOK, PLN, RON, SEK, USD',
    ],
    [
      'a currency without shipping rules',
      (p) => p.editJson('countries/ie.json', (ie) => (ie.currency = 'USD')),
      'countries/ie.json  /currency  has no shipping rules: add "USD" to countries/shipping.json /byCurrency (spec/2 §9)',
    ],
    [
      'an unknown language',
      (p) => p.editJson('countries/be.json', (be) => (be.languages[1].language = 'nx')),
      'countries/be.json  /languages/1/language  is not a known language "nx"; known: bg, cs, da, de, el, en, es, fi, fr, hr, hu, it, lt, nb, nl, pl, pt, ro, sk, sl, sv',
    ],
    [
      'a default language the country does not have',
      (p) => p.editJson('countries/ch.json', (ch) => (ch.defaultLanguage = 'en')),
      'countries/ch.json  /defaultLanguage  must be one of the country\'s languages de, fr, it (got "en")',
    ],
    [
      'a fallback locale no country has',
      (p) => p.editJson('countries/at.json', (at) => (at.languages[0].fallbacks = ['de-LI'])),
      'countries/at.json  /languages/0/fallbacks/0  is not the locale of any country "de-LI"; known: ' +
        'bg-BG, cs-CZ, da-DK, de-AT, de-CH, de-DE, el-GR, en-GB, en-IE, es-ES, fi-FI, fr-BE, fr-CH, fr-FR, hr-HR, hu-HU, ' +
        'it-CH, it-IT, lt-LT, nb-NO, nl-BE, nl-NL, pl-PL, pt-PT, ro-RO, sk-SK, sl-SI, sv-SE',
    ],
    [
      'two default countries',
      (p) => p.editJson('countries/de.json', (de) => (de.isDefault = true)),
      'countries/sk.json  /isDefault  must be false: countries/de.json is already the default country, and there is only one',
    ],
    [
      'no default country',
      (p) => p.editJson('countries/sk.json', (sk) => (sk.isDefault = false)),
      'countries/sk.json  /isDefault  no country is the default: exactly one country file must say "isDefault": true (the project\'s defaultCountry is "sk")',
    ],
    [
      'a default country that is not the project default',
      async (p) => {
        await p.editJson('countries/sk.json', (sk) => (sk.isDefault = false));
        await p.editJson('countries/cz.json', (cz) => (cz.isDefault = true));
      },
      'multishop.config.json  /defaultCountry  must name the country marked isDefault ("cz" in countries/cz.json) (got "sk")',
    ],
    [
      'a repeated store id',
      (p) => p.editJson('countries/si.json', (si) => (si.storeId = 'multishop_sk')),
      'countries/sk.json  /storeId  repeats the store id "multishop_sk" of countries/si.json; each country needs its own',
    ],
    [
      'a repeated domain',
      (p) =>
        p.editJson('countries/hr.json', (hr) => {
          hr.prodDomain = 'www.multishop.hu';
          hr.topLevelDomain = 'hu';
        }),
      'countries/hu.json  /prodDomain  repeats the domain "www.multishop.hu" of countries/hr.json; each country needs its own',
    ],
    [
      'a store id without the project prefix',
      (p) => p.editJson('countries/pt.json', (pt) => (pt.storeId = 'shop_pt')),
      'countries/pt.json  /storeId  must be the store prefix plus the country: "multishop_pt" (got "shop_pt")',
    ],
    [
      'a store id for another country',
      (p) => p.editJson('countries/be.json', (be) => (be.storeId = 'multishop_zz')),
      'countries/be.json  /storeId  must be the store prefix plus the country: "multishop_be" (got "multishop_zz")',
    ],
    [
      'a UK store id that is neither gb nor co_uk',
      (p) => p.editJson('countries/gb.json', (gb) => (gb.storeId = 'multishop_uk')),
      'countries/gb.json  /storeId  must be the store prefix plus the country: "multishop_gb" or "multishop_co_uk" (got "multishop_uk")',
    ],
    [
      'a path prefix that is not the language',
      (p) => p.editJson('countries/be.json', (be) => (be.languages[1].pathPrefix = 'zz')),
      'countries/be.json  /languages/1/pathPrefix  must be the language code "nl" (spec/1 §2.1) (got "zz")',
    ],
    [
      'a reserved prefix in a native path',
      (p) => p.editJson('countries/routes.json', (r) => (r.routes[3].nativePath = '/font/{slug}')),
      'countries/routes.json  /routes/3/nativePath  uses the reserved prefix "/font" (spec/1 §2.1)',
    ],
    [
      'a translated path that repeats another route',
      (p) =>
        p.editJson('countries/routes.json', (r) => {
          const helpCentre = r.routes.find((route: { key: string }) => route.key === 'helpCentre');
          helpCentre.localizedPaths.de = '/complaints';
        }),
      'countries/routes.json  /routes/41/localizedPaths/de  repeats the path "/complaints" of /routes/35',
    ],
    [
      'an IBAN with wrong check digits',
      (p) =>
        p.editJson('countries/sk.json', (sk) => (sk.payment.bankTransfer.details.iban = 'SK0011000000002612345678')),
      'countries/sk.json  /payment/bankTransfer/details/iban  has wrong check digits (got "SK0011000000002612345678"; ISO 13616 mod 97)',
    ],
    [
      'net prices in the selling entity’s own member state',
      (p) => p.editJson('countries/de.json', (de) => (de.flags.changeTaxRate = true)),
      'countries/de.json  /flags/changeTaxRate  must be false: net prices are for intra-Community supplies only, and a sale from DE to a buyer in DE is domestic and taxed in DE (Directive 2006/112/EC art. 138; ADR 026)',
    ],
    [
      'net prices outside the EU',
      (p) => p.editJson('countries/ch.json', (ch) => (ch.flags.changeTaxRate = true)),
      'countries/ch.json  /flags/changeTaxRate  must be false: net prices are for intra-Community supplies only, and CH is not an EU member state (Directive 2006/112/EC art. 138; ADR 026)',
    ],
    [
      'net prices from a selling entity outside the EU',
      (p) => p.editJson('countries/at.json', (at) => (at.payment.sellingEntityCountry = 'CH')),
      'countries/at.json  /flags/changeTaxRate  must be false: net prices are for intra-Community supplies only, and the selling entity’s country CH (/payment/sellingEntityCountry) is not an EU member state (Directive 2006/112/EC art. 138; ADR 026)',
    ],
    [
      'a selling entity’s country that is not an ISO code',
      (p) => p.editJson('countries/at.json', (at) => (at.payment.sellingEntityCountry = 'Germany')),
      'countries/at.json  /payment/sellingEntityCountry  must match the pattern ^[A-Z]{2}$ (got "Germany")',
    ],
    [
      'bank transfer offered without bank details',
      (p) => p.editJson('countries/de.json', (de) => delete de.payment.bankTransfer.details),
      'countries/de.json  /payment/bankTransfer/details  is required',
    ],
    [
      'a postal-code pattern that is not a regular expression',
      (p) => p.editJson('countries/it.json', (it) => (it.address.postalCode.pattern = '^(\\d{5}$')),
      'countries/it.json  /address/postalCode/pattern  must be a valid regex (got "^(\\\\d{5}$")',
    ],
    [
      'a postal-code example its pattern rejects',
      (p) => p.editJson('countries/nl.json', (nl) => (nl.address.postalCode.example = '0123 AB')),
      'countries/nl.json  /address/postalCode/example  must match the postal-code pattern ^[1-9]\\d{3} ?[A-Za-z]{2}$ (got "0123 AB")',
    ],
    [
      'overlapping temporary shipping fees',
      (p) =>
        p.editJson('countries/fr.json', (fr) =>
          fr.shipping.temporary.push({
            ...fr.shipping.temporary[0],
            validFrom: '2026-06-01',
            validUntil: '2026-07-01',
          }),
        ),
      'countries/fr.json  /shipping/temporary/1  overlaps /shipping/temporary/0: only one set of fees can be in force',
    ],
    [
      'a campaign that ends before it starts',
      (p) => p.editJson('countries/ro.json', (ro) => (ro.flags.campaigns[0].endDate = '2026-11-01T00:00:00+01:00')),
      'countries/ro.json  /flags/campaigns/0/endDate  must be after startDate 2026-11-20T00:00:00+01:00 (got 2026-11-01T00:00:00+01:00)',
    ],
    [
      'review-platform reviews where no language is supported',
      (p) => p.editJson('countries/hu.json', (hu) => (hu.flags.reviewPlatformReviews = true)),
      "countries/hu.json  /flags/reviewPlatformReviews  is on, but the review platform supports none of the country's languages (hu); " +
        'supported: en, de, pt, it, fr, nb, nl, da, sv, es, fi, pl (spec/1 §9.5)',
    ],
    [
      'a route path with a quote character',
      (p) => p.editJson('countries/routes.json', (r) => (r.routes[5].path = "/log'in")),
      'countries/routes.json  /routes/5/path  must match the pattern ' +
        '^/(([a-z0-9]+(-[a-z0-9]+)*|\\{[a-z][a-zA-Z0-9]*\\})(/([a-z0-9]+(-[a-z0-9]+)*|\\{[a-z][a-zA-Z0-9]*\\}))*(/\\{[a-z][a-zA-Z0-9]*\\?\\})?|\\{[a-z][a-zA-Z0-9]*\\??\\})?$ (got "/log\'in")',
    ],
    [
      'a repeated route key',
      (p) => p.editJson('countries/routes.json', (r) => (r.routes[6].key = 'login')),
      'countries/routes.json  /routes/6/key  repeats the route key "login"',
    ],
    [
      'a route under a reserved prefix',
      (p) => p.editJson('countries/routes.json', (r) => (r.routes[6].path = '/api/create-account')),
      'countries/routes.json  /routes/6/path  uses the reserved prefix "/api" (spec/1 §2.1)',
    ],
    [
      'a checkout step naming no route',
      (p) => p.editJson('countries/routes.json', (r) => (r.checkoutSteps[0].routeKey = 'checkoutKart')),
      `countries/routes.json  /checkoutSteps/0/routeKey  is not a route key "checkoutKart"; did you mean "checkoutCart"? known: ${KNOWN_ROUTE_KEYS}`,
    ],
    [
      'a footer link with neither name nor translationKey',
      (p) => p.editJson('countries/footer.json', (f) => delete f.columns[0].links[2].translationKey),
      'countries/footer.json  /columns/0/links/2  needs a name or a translationKey (spec/1 §5)',
    ],
    [
      'a footer link with neither url nor routeKey',
      (p) => p.editJson('countries/footer.json', (f) => delete f.columns[1].links[0].routeKey),
      'countries/footer.json  /columns/1/links/0  needs a url, a routeKey or an externalLinkKey (spec/1 §5)',
    ],
    [
      'a footer link with two targets',
      (p) => p.editJson('countries/footer.json', (f) => (f.columns[0].links[0].url = 'https://example.com/')),
      'countries/footer.json  /columns/0/links/0  must have only one of url, routeKey, externalLinkKey (got url, routeKey)',
    ],
    [
      'an empty footer column',
      (p) => p.editJson('countries/footer.json', (f) => (f.columns[2].links = [])),
      'countries/footer.json  /columns/2/links  must NOT have fewer than 1 items (got 0)',
    ],
    [
      'a footer link to an unknown route',
      (p) => p.editJson('countries/footer.json', (f) => (f.columns[0].links[3].routeKey = 'retunPolicy')),
      `countries/footer.json  /columns/0/links/3/routeKey  is not a route key "retunPolicy"; did you mean "returnPolicy"? known: ${KNOWN_ROUTE_KEYS}`,
    ],
    [
      'a footer link to a route that needs parameters',
      (p) => p.editJson('countries/footer.json', (f) => (f.columns[0].links[3].routeKey = 'category')),
      'countries/footer.json  /columns/0/links/3/routeKey  names the route "category", whose path /{slug} needs slug; ' +
        'a footer link needs a route without required parameters',
    ],
    [
      'a footer link to an unknown external link',
      (p) => p.editJson('countries/footer.json', (f) => (f.columns[0].links[1].externalLinkKey = 'myOrder')),
      'countries/footer.json  /columns/0/links/1/externalLinkKey  is not an external link key of countries/routes.json ' +
        '"myOrder"; did you mean "myOrders"? known: aboutUs, career, myOrders',
    ],
    [
      'a footer link with a query but no route',
      (p) => p.editJson('countries/footer.json', (f) => (f.columns[0].links[1].query = 'sales')),
      'countries/footer.json  /columns/0/links/1/query  is only allowed with a routeKey: a url carries its own query',
    ],
    [
      'a footer link with a plain http url',
      (p) =>
        p.editJson('countries/footer.json', (f) => {
          delete f.columns[1].links[0].routeKey;
          f.columns[1].links[0].url = 'http://example.com/terms';
        }),
      'countries/footer.json  /columns/1/links/0/url  must match the pattern ^https://[^\\s"\'`]+$ (got "http://example.com/terms")',
    ],
    [
      'nine own brands',
      (p) => p.editJson('countries/footer.json', (f) => f.ownBrands.pop()),
      'countries/footer.json  /ownBrands  must NOT have fewer than 10 items (got 9)',
    ],
    [
      'an own brand on the path of a route',
      (p) => p.editJson('countries/footer.json', (f) => (f.ownBrands[4].path = '/complaints/')),
      'countries/footer.json  /ownBrands/4/path  is the path of the route "complaints" (got "/complaints/")',
    ],
    [
      'a repeated own brand',
      (p) => p.editJson('countries/footer.json', (f) => (f.ownBrands[9] = { ...f.ownBrands[0] })),
      'countries/footer.json  /ownBrands/9/path  repeats the path "/voltaro/" of /ownBrands/0',
    ],
    [
      'a repeated social kind',
      (p) => p.editJson('countries/footer.json', (f) => (f.social[3].kind = 'professionalNetwork')),
      'countries/footer.json  /social/3/kind  repeats the kind "professionalNetwork" of /social/2',
    ],
    [
      'a footer payment logo that is not a payment method',
      (p) => p.editJson('countries/footer.json', (f) => f.paymentLogos.push('bitcoin')),
      'countries/footer.json  /paymentLogos/15  must be one of "scheme", "paypal", "klarna_account", "ratepay", ' +
        '"onlineBanking_PL", "ideal", "klarna", "klarna_b2b", "applepay", "googlepay", "multibanco", "twint", ' +
        '"mobilepay", "cashOnDelivery", "bankTransfer" (got "bitcoin")',
    ],
    [
      'a project config with a wrong type',
      (p) => p.editJson('multishop.config.json', (c) => (c.server.port = '3000')),
      'multishop.config.json  /server/port  must be integer (got "3000")',
    ],
    [
      'a project default country with no file',
      (p) => p.editJson('multishop.config.json', (c) => (c.defaultCountry = 'xx')),
      'multishop.config.json  /defaultCountry  names no country file "xx" (countries: at, be, bg, ch, cz, de, dk, es, fi, fr, gb, gr, hr, hu, ie, it, lt, nl, no, pl, pt, ro, se, si, sk)',
    ],
    [
      'a file that is not JSON',
      (p) => p.write('countries/gb.json', '{\n  "code": "gb",\n  "label": "United Kingdom",,\n}\n'),
      'countries/gb.json  is not valid JSON: Expected double-quoted property name (line 3, column 29)',
    ],
    [
      'an unknown file among the countries',
      (p) => p.write('countries/notes.json', '{}'),
      'countries/notes.json  is not a known config file: country files are named <cc>.json (two lower-case letters); ' +
        'the shared tables are currencies.json, languages.json, shipping.json, routes.json, footer.json',
    ],
    [
      'a missing shared table',
      (p) => rm(path.join(p.dir, 'countries/currencies.json')),
      'countries/currencies.json  is missing: this shared table is required',
    ],
    [
      'a missing footer',
      (p) => rm(path.join(p.dir, 'countries/footer.json')),
      'countries/footer.json  is missing: this shared table is required',
    ],
  ];

  it.each(cases)('reports %s precisely and exits 1', async (_name, edit, expected) => {
    await edit(project);
    const { code, lines } = await validate();
    expect(code).toBe(1);
    expect(lines).toContain(expected);
    expect(lines.at(-1)).toMatch(/^\d+ problems? in \d+ files?\.$/);
  });

  it('does not blame other files for one broken country file', async () => {
    await project.editJson('countries/sk.json', (sk) => (sk.flags.liveUpdates = 'on'));
    const { code, lines } = await validate();
    expect(code).toBe(1);
    expect(lines).toEqual([
      'countries/sk.json  /flags/liveUpdates  must be boolean (got "on")',
      '1 problem in 1 file.',
    ]);
  });

  it('points into the multishop key when the config lives in package.json', async () => {
    await rm(path.join(project.dir, 'multishop.config.json'));
    await project.editJson('package.json', (pkg) => (pkg.multishop = { server: { port: 'x' } }));
    const { lines } = await validate();
    expect(lines).toEqual(['package.json  /multishop/server/port  must be integer (got "x")', '1 problem in 1 file.']);
  });

  it('reports a config file that is not JSON by line and column, from the real command', async () => {
    await project.write('multishop.config.json', '{\n  "defaultCountry": "sk",\n}\n');
    const result = await execa('node', [path.join(PROJECT_ROOT, 'bin/multishop.js'), 'validate'], {
      cwd: project.dir,
      reject: false,
    });
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toBe(
      'multishop.config.json  is not valid JSON: Expected double-quoted property name (line 3, column 1)\n1 problem in 1 file.',
    );
  });

  it('says a missing schemas folder is missing', async () => {
    await project.editJson('multishop.config.json', (config) => (config.paths = { schemas: 'json-schemas' }));
    await expect(validate()).rejects.toMatchObject({
      name: 'UsageError',
      message: 'json-schemas  is missing: no such folder (paths.schemas in multishop.config.json)',
    });
  });

  it('reports every problem at once, not only the first', async () => {
    await project.editJson('countries/de.json', (de) => {
      de.currency = 'XXXX';
      de.flags.nativeRouting = 'yes';
    });
    await project.editJson('countries/fr.json', (fr) => (fr.payment.cashOnDelivery.fee = -5));
    const { lines } = await validate();
    expect(lines).toEqual([
      'countries/de.json  /currency  must match the pattern ^[A-Z]{3}$ (got "XXXX")',
      'countries/de.json  /flags/nativeRouting  must be boolean (got "yes")',
      'countries/fr.json  /payment/cashOnDelivery/fee  must be >= 0 (got -5)',
      '3 problems in 2 files.',
    ]);
  });

  it('prints machine-readable JSON with --json', async () => {
    await project.editJson('countries/de.json', (de) => (de.shipping = { parcelFee: -1 }));
    const output = memoryOutput();
    expect(await runValidate({ cwd: project.dir, json: true, output })).toBe(1);
    expect(JSON.parse(output.stdout.join('\n'))).toEqual({
      ok: false,
      fileCount: 31,
      problems: [{ file: 'countries/de.json', pointer: '/shipping/parcelFee', message: 'must be >= 0 (got -1)' }],
    });
  });

  it('exits 1 from the real command, with the problem on stderr', async () => {
    await project.editJson('countries/de.json', (de) => (de.shipping = { parcelFee: -1 }));
    const result = await execa('node', [path.join(PROJECT_ROOT, 'bin/multishop.js'), 'validate'], {
      cwd: project.dir,
      reject: false,
    });
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toContain('countries/de.json  /shipping/parcelFee  must be >= 0 (got -1)');
  });
});
