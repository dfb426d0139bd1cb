import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_CODES, type CountryCode } from '../../../../generated/index.ts';
import { cleanVatNumber } from '../../../domain/customer/vat-number-cleanup.ts';
import {
  EU_VAT_PREFIXES,
  VAT_ID_RULES,
  VAT_PREFIXES,
  luhnValid,
  mod11_10Valid,
  mod97_10,
  vatIdVerdict,
} from './vat-id-rules.ts';

/** Fixed, so a failure replays; the corpus is the same on every run. */
const SEED = 20260815;
const RUNS = 200;

/** Reads a VAT ID as the customer types it: the spec's clean-up first (spec/3 §5), then the country's rules. */
const verdictTyped = (country: CountryCode, typed: string) => vatIdVerdict(country, cleanVatNumber(country, typed));

// VAT IDs of real companies as published, typed as found (prefixes, spaces, dots, dashes), and the same IDs with a
// digit changed so the check digit fails. From python-stdnum's corpus of numbers found online
// (tests/test_eu_vat.doctest, test_ch_uid.doctest, test_gb_vat.doctest, test_no_mva.doctest, stdnum/hr/oib.py) and,
// for DE115235681 and CZ00177041, qqilihq/evatr test/index.test.ts (checked against the live eVatR there).
const PUBLISHED: Readonly<Record<CountryCode, { valid: readonly string[]; badCheckDigit: readonly string[] }>> = {
  at: { valid: ['ATU 142 43 102', 'ATU 49362201', 'ATU13585627'], badCheckDigit: ['ATU 143 43 102', 'ATU 15169209'] },
  be: { valid: ['BE (0)468.561.072', 'BE 0408 299 922', 'BE0428759497'], badCheckDigit: ['BE 0406.139.583'] },
  bg: {
    valid: ['BG 103873594', 'BG 131 272 009', 'BG 175074752', 'BG7111042925', 'BG7523169263'],
    badCheckDigit: ['BG 131 172 009'],
  },
  ch: { valid: ['CHE-101.415.551', 'CHE-105.067.880 MWST', 'CHE-100.155.212'], badCheckDigit: ['CHE-100.155.213'] },
  cz: {
    valid: ['CZ 25123891', 'CZ 640903926', 'CZ 682127228', 'CZ 8058012314', 'CZ00177041'],
    badCheckDigit: ['CZ 25557481'],
  },
  de: { valid: ['DE - 113866163', 'DE 221.304.969', 'DE136695976', 'DE115235681'], badCheckDigit: ['DE 125014855'] },
  dk: { valid: ['DK 10 50 32 80', 'DK 25 18 63 11', 'DK 13585628'], badCheckDigit: ['DK 11 96 56 58'] },
  es: {
    valid: ['ES - Q0818001J', 'ES A17028366', 'ES 54362315K', 'ES X5253868R', 'ES M-1234567-L'],
    badCheckDigit: ['ES 54362415K'],
  },
  fi: { valid: ['FI 02459042', 'FI 2094606-3', 'FI-24163066'], badCheckDigit: ['FI 20774741'] },
  fr: {
    valid: ['FR 19 552 008 443', 'FR 38 353427495', 'FR K7399859412', 'FR16000063601'],
    badCheckDigit: ['FR 21 326 565 603'],
  },
  gb: { valid: ['GB 002 4257 28', 'GB 100 1950 75', 'GB 242338087388'], badCheckDigit: ['GB 802311781'] },
  gr: { valid: ['EL 039868210', 'EL 094068633', 'EL 999533911'], badCheckDigit: ['EL 094013834'] },
  hr: { valid: ['HR 33392005961'], badCheckDigit: ['HR 33392005962'] },
  hu: { valid: ['HU -12509403', 'HU 13851909', 'HU-14528114'], badCheckDigit: ['HU-12892313'] },
  ie: { valid: ['IE 0005306C', 'IE 6339273F', 'IE 6433435OA', 'IE 8D79739I'], badCheckDigit: ['IE 4731823H'] },
  it: { valid: ['IT - 01404480202', 'IT 00571320076', 'IT 00743110157'], badCheckDigit: ['IT 00743110158'] },
  lt: {
    valid: ['LT 100001354118', 'LT 235449811', 'LT 757118413', 'LT100004801610'],
    badCheckDigit: ['LT 100001919018'],
  },
  nl: { valid: ['NL 001241 643 B01', 'NL-8197.38.116.B.01', 'NL002455799B11'], badCheckDigit: ['NL123456789B90'] },
  no: { valid: ['965 920 358 MVA', 'NO 987 008 644 MVA', 'NO 995 525 828 MVA'], badCheckDigit: ['NO 995 525 829 MVA'] },
  pl: { valid: ['PL 5211355116', 'PL 5840154038', 'PL 8567346215'], badCheckDigit: ['PL 8567346216'] },
  pt: { valid: ['PT 500 019 720', 'PT 502971142', 'PT503038083'], badCheckDigit: ['PT 501 964 842'] },
  ro: { valid: ['RO 11358544', 'RO 1822964', 'RO 4257679'], badCheckDigit: ['RO 18547291'] },
  se: { valid: ['SE 202 100-5000 01', 'SE 556126249301', 'SE-556666-4438-01'], badCheckDigit: ['SE 123456789101'] },
  si: { valid: ['SI 26808498', 'SI 48673820', 'SI 56951442', 'SI-83815201'], badCheckDigit: ['SI 50223055'] },
  sk: { valid: ['SK 1078449064', 'SK 2021998528', 'SK 2022749619'], badCheckDigit: ['SK 1078449164'] },
};

describe('VAT ID rules of every shop country (spec/3 §5 VAT number, §9 countries)', () => {
  it('has a rule for each of the 25 countries, and the spec prefixes (GR uses EL, CH uses CHE) among the known', () => {
    expect(Object.keys(VAT_ID_RULES).sort()).toEqual([...COUNTRY_CODES].sort());
    for (const country of COUNTRY_CODES) expect(VAT_PREFIXES).toContain(COUNTRIES[country].address.vat.prefix);
    expect(EU_VAT_PREFIXES).toContain('EL');
    expect(EU_VAT_PREFIXES).not.toContain('GR');
    // The 27 member states and Northern Ireland's XI, which VIES also checks.
    expect(EU_VAT_PREFIXES).toHaveLength(28);
    expect(EU_VAT_PREFIXES).toContain('XI');
    for (const outside of ['CHE', 'NO', 'GB']) expect(EU_VAT_PREFIXES).not.toContain(outside);
  });

  describe.each(COUNTRY_CODES)('%s', (country) => {
    it.each(PUBLISHED[country].valid)('accepts the published ID %s', (typed) => {
      expect(verdictTyped(country, typed)).toBe('valid');
    });

    it.each(PUBLISHED[country].badCheckDigit)('finds the wrong check digit in %s', (typed) => {
      expect(verdictTyped(country, typed)).toBe('checkDigit');
    });

    it('reads an empty number, or one too long, as a wrong structure', () => {
      const number = cleanVatNumber(country, PUBLISHED[country].valid[0]!);
      expect(vatIdVerdict(country, '')).toBe('format');
      expect(vatIdVerdict(country, `${number}1234`)).toBe('format');
    });
  });

  it.each<[CountryCode, string, string]>([
    ['be', '2428759497', 'the first digit is 0 or 1'],
    ['be', '0000000000', 'zero is no company'],
    ['de', '036695976', 'no German ID starts with 0'],
    ['cz', '95123891', 'no 8-digit Czech ID starts with 9'],
    ['cz', '7113192745', 'a birth number with month 13'],
    ['es', 'I12345674', 'I is no Spanish organisation letter'],
    ['es', '543623155', 'a DNI ends with a letter'],
    ['fr', 'IO334175221', 'the French key has no I or O'],
    ['it', '00743119157', 'office code 911 does not exist'],
    ['lt', '119511525', 'the 8th digit of a 9-digit Lithuanian ID is 1'],
    ['nl', '004495445C01', 'B between number and suffix'],
    ['nl', '004495445B00', 'suffix 00 is not issued'],
    ['se', '556126249302', 'Swedish VAT IDs end with 01'],
    ['sk', '0022749619', 'no Slovak company ID starts with 0'],
    ['ro', '0185472', 'no Romanian ID starts with 0'],
    ['ro', '1630615123457', 'the 13-digit personal number is left out'],
  ])('%s %s: a wrong structure (%s)', (country, number) => {
    expect(vatIdVerdict(country, number)).toBe('format');
  });

  it('checks the SIREN inside a French ID: a key computed for a SIREN that fails Luhn does not help', () => {
    expect(vatIdVerdict('fr', '32123456789')).toBe('checkDigit');
  });

  it('knows the old-style French, Irish and Czech forms, Slovak birth numbers and the Dutch numbers of 2020', () => {
    expect(vatIdVerdict('fr', '4Z123456782')).toBe('valid');
    expect(vatIdVerdict('sk', '7103192745')).toBe('valid');
    expect(vatIdVerdict('ie', '8D79739I')).toBe('valid');
    expect(vatIdVerdict('cz', '640903926')).toBe('valid');
    expect(vatIdVerdict('nl', '002455799B11')).toBe('valid');
  });
});

describe('check-digit algorithms', () => {
  it('Luhn (ISO/IEC 7812-1)', () => {
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('79927398710')).toBe(false);
  });

  it('ISO 7064 MOD 11,10 (German and Croatian IDs)', () => {
    expect(mod11_10Valid('136695976')).toBe(true);
    expect(mod11_10Valid('136695978')).toBe(false);
  });

  it('ISO 7064 MOD 97-10 with letters (as IBANs: GB82WEST12345698765432 moved to the end)', () => {
    expect(mod97_10('WEST12345698765432GB82')).toBe(1);
    expect(mod97_10('WEST12345698765432GB83')).not.toBe(1);
  });
});

/** A way to build numbers of a country: a body, and the characters that may complete it. */
interface Completion {
  country: CountryCode;
  name: string;
  body: fc.Arbitrary<string>;
  /** The candidate check characters. */
  checks: readonly string[];
  make: (body: string, check: string) => string;
}

const DIGITS = Array.from('0123456789');
const LETTERS = Array.from('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
const KEYS_00_99 = Array.from({ length: 100 }, (_, key) => String(key).padStart(2, '0'));
const digits = (count: number) => fc.stringMatching(new RegExp(`^\\d{${count}}$`));
const last = (body: string, check: string) => `${body}${check}`;

const COMPLETIONS: readonly Completion[] = [
  { country: 'at', name: 'U + 7 digits', body: digits(7).map((b) => `U${b}`), checks: DIGITS, make: last },
  { country: 'be', name: '8 digits + 2', body: fc.stringMatching(/^[01]\d{7}$/), checks: KEYS_00_99, make: last },
  { country: 'bg', name: 'company', body: digits(8), checks: DIGITS, make: last },
  { country: 'ch', name: 'UID', body: digits(8), checks: DIGITS, make: last },
  { country: 'cz', name: 'company', body: fc.stringMatching(/^[0-8]\d{6}$/), checks: DIGITS, make: last },
  { country: 'de', name: 'MOD 11,10', body: fc.stringMatching(/^[1-9]\d{7}$/), checks: DIGITS, make: last },
  { country: 'dk', name: 'CVR', body: fc.stringMatching(/^[1-9]\d{6}$/), checks: DIGITS, make: last },
  { country: 'es', name: 'DNI', body: digits(8), checks: LETTERS, make: last },
  { country: 'es', name: 'CIF', body: fc.stringMatching(/^[ABCDEFGHJNPQRSUVW]\d{7}$/), checks: DIGITS, make: last },
  { country: 'fi', name: 'ALV', body: digits(7), checks: DIGITS, make: last },
  {
    country: 'fr',
    name: 'numeric key',
    // A SIREN that passes Luhn; the key goes in front.
    body: digits(8).map((b) => `${b}${DIGITS.find((d) => luhnValid(`${b}${d}`))}`),
    checks: KEYS_00_99,
    make: (siren, key) => `${key}${siren}`,
  },
  { country: 'gb', name: '9 digits', body: digits(8), checks: DIGITS, make: last },
  { country: 'gr', name: 'EL', body: digits(8), checks: DIGITS, make: last },
  { country: 'hr', name: 'OIB', body: digits(10), checks: DIGITS, make: last },
  { country: 'hu', name: 'ANUM', body: digits(7), checks: DIGITS, make: last },
  { country: 'ie', name: 'check letter', body: digits(7), checks: Array.from('WABCDEFGHIJKLMNOPQRSTUV'), make: last },
  {
    country: 'it',
    name: 'partita IVA',
    body: fc
      .tuple(fc.stringMatching(/^\d{6}[1-9]$/), fc.stringMatching(/^(00[1-9]|0[1-9]\d|100)$/))
      .map(([number, office]) => `${number}${office}`),
    checks: DIGITS,
    make: last,
  },
  { country: 'lt', name: '9 digits', body: digits(7).map((b) => `${b}1`), checks: DIGITS, make: last },
  { country: 'lt', name: '12 digits', body: digits(10).map((b) => `${b}1`), checks: DIGITS, make: last },
  { country: 'no', name: 'organisation number', body: digits(8), checks: DIGITS, make: last },
  { country: 'pl', name: 'NIP', body: digits(9), checks: DIGITS, make: last },
  { country: 'pt', name: 'NIF', body: fc.stringMatching(/^[1-9]\d{7}$/), checks: DIGITS, make: last },
  { country: 'ro', name: 'CUI', body: fc.stringMatching(/^[1-9]\d{0,8}$/), checks: DIGITS, make: last },
  { country: 'se', name: 'Luhn + 01', body: digits(9), checks: DIGITS, make: (b, c) => `${b}${c}01` },
  { country: 'si', name: 'DDV', body: fc.stringMatching(/^[1-9]\d{6}$/), checks: DIGITS, make: last },
  {
    country: 'sk',
    name: 'company (day digits 32-99: never a birth number)',
    body: fc.stringMatching(/^[1-9]\d[234789]\d(3[2-9]|[4-9]\d)\d{3}$/),
    checks: DIGITS,
    make: last,
  },
];

/**
 * The classes where every single-digit substitution is caught: weights coprime to the modulus and no remainder
 * folded onto another (ISO 7064 MOD 11,10; weighted mod 11 with 10 never issued; weighted mod 10 with odd weights;
 * mod 97; mod 23; Luhn). In the others (bg, cz, gr, lt, pt, ro, si: remainder 10 read as 0; gb: three accepted
 * remainders; sk: birth numbers besides) a change can land on another valid number, and they are held to the
 * weaker property: the check digit follows from the rest.
 */
const CATCHES_EVERY_SUBSTITUTION = new Set([
  'at',
  'be',
  'ch',
  'de',
  'dk',
  'es',
  'fi',
  'fr',
  'hr',
  'hu',
  'ie',
  'it',
  'no',
  'pl',
  'se',
]);

/** A valid number of a class: a body with a check that completes it, or null when none does (remainder 10). */
function completed(completion: Completion, body: string): string | null {
  const check = completion.checks.find((c) => vatIdVerdict(completion.country, completion.make(body, c)) === 'valid');
  return check === undefined ? null : completion.make(body, check);
}

describe('check-digit classes (property tests)', () => {
  it('cover every country but NL, whose two numbering systems are checked by the published IDs', () => {
    const covered = new Set(COMPLETIONS.map((completion) => completion.country));
    expect(COUNTRY_CODES.filter((country) => !covered.has(country))).toEqual(['nl']);
  });

  describe.each(COMPLETIONS.map((completion) => [`${completion.country} ${completion.name}`, completion] as const))(
    '%s',
    (_name, completion) => {
      it('the check follows from the rest: at most one check character completes a body', () => {
        fc.assert(
          fc.property(completion.body, (body) => {
            const valid = completion.checks.filter(
              (check) => vatIdVerdict(completion.country, completion.make(body, check)) === 'valid',
            );
            expect(valid.length).toBeLessThanOrEqual(1);
          }),
          { seed: SEED, numRuns: RUNS },
        );
      });

      it('a valid number, typed with its prefix, spaces and in lower case, is still valid (spec/3 §5 clean-up)', () => {
        const { prefix } = COUNTRIES[completion.country].address.vat;
        fc.assert(
          fc.property(completion.body, (body) => {
            const number = completed(completion, body);
            fc.pre(number !== null);
            const typed = ` ${prefix.toLowerCase()} ${number!.replace(/(.{3})/g, '$1 ').toLowerCase()}`;
            expect(verdictTyped(completion.country, typed)).toBe('valid');
          }),
          { seed: SEED, numRuns: RUNS },
        );
      });

      if (CATCHES_EVERY_SUBSTITUTION.has(completion.country)) {
        it('a valid number with any single digit changed is not valid', () => {
          fc.assert(
            fc.property(completion.body, fc.nat(), fc.integer({ min: 1, max: 9 }), (body, at, shift) => {
              const number = completed(completion, body);
              fc.pre(number !== null);
              const places = [...number!].flatMap((char, index) => (/\d/.test(char) ? [index] : []));
              const place = places[at % places.length]!;
              const changed = `${number!.slice(0, place)}${(Number(number![place]) + shift) % 10}${number!.slice(place + 1)}`;
              expect(vatIdVerdict(completion.country, changed)).not.toBe('valid');
            }),
            { seed: SEED, numRuns: RUNS },
          );
        });
      }
    },
  );
});
