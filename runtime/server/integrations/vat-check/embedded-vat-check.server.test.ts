import { describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_CODES, type CountryCode } from '../../../../generated/index.ts';
import { VAT_COULD_NOT_VALIDATE_CODES, VAT_VALID_CODES } from '../../../domain/customer/vat-check-result.ts';
import { cleanVatNumber } from '../../../domain/customer/vat-number-cleanup.ts';
import {
  CODE_VALID,
  CODE_WRONG_CHECK_DIGIT,
  CODE_WRONG_COUNTRY_PREFIX,
  CODE_WRONG_STRUCTURE,
  EMBEDDED_TEST_VAT_IDS,
  createEmbeddedVatCheck,
  embeddedRawAnswer,
  embeddedVatCode,
} from './embedded-vat-check.server.ts';
import { vatIdVerdict } from './vat-id-rules.ts';

/** The ErrorCode pair as the spec's service writes it (spec/3 §7: the code in the string element after ErrorCode). */
const errorCodePair = (code: number): string =>
  `<value><string>ErrorCode</string></value>\n<value><string>${code}</string></value>`;

const REQUESTER = 'DE136695976';

/** One valid ID per country, typed with its prefix (published IDs; vat-id-rules.test.ts has more). */
const VALID: Readonly<Record<CountryCode, string>> = {
  at: 'ATU13585627',
  be: 'BE0428759497',
  bg: 'BG175074752',
  ch: 'CHE-100.155.212 MWST',
  cz: 'CZ00177041',
  de: 'DE136695976',
  dk: 'DK13585628',
  es: 'ESB64717838',
  fi: 'FI20774740',
  fr: 'FR40303265045',
  gb: 'GB980780684',
  gr: 'EL094259216',
  hr: 'HR33392005961',
  hu: 'HU12892312',
  ie: 'IE6433435OA',
  it: 'IT00743110157',
  lt: 'LT119511515',
  nl: 'NL004495445B01',
  no: 'NO995525828MVA',
  pl: 'PL8567346215',
  pt: 'PT501964843',
  ro: 'RO18547290',
  se: 'SE123456789701',
  si: 'SI50223054',
  sk: 'SK2022749619',
};

const CHECK_DIGIT_PLACE: Partial<Record<CountryCode, number>> = { nl: 8, se: 9 };

describe('embeddedVatCode (spec/3 §5 VAT number, codes of spec/3 §4)', () => {
  it.each(COUNTRY_CODES)('%s: a valid ID is 200, with or without its prefix', (country) => {
    expect(embeddedVatCode(country, VALID[country])).toBe(CODE_VALID);
    expect(embeddedVatCode(country, cleanVatNumber(country, VALID[country]))).toBe(CODE_VALID);
  });

  it.each(COUNTRY_CODES)('%s: its last digit changed is 210 (check digit), cut short 209 (structure)', (country) => {
    const number = cleanVatNumber(country, VALID[country]);
    // The last digit is the check digit but in NL (…9 digits B 2-digit suffix) and SE (…10 digits 01).
    const at = CHECK_DIGIT_PLACE[country] ?? number.search(/\d(?=\D*$)/);
    const changed = `${number.slice(0, at)}${(Number(number[at]) + 1) % 10}${number.slice(at + 1)}`;
    expect(embeddedVatCode(country, changed)).toBe(CODE_WRONG_CHECK_DIGIT);
    expect(embeddedVatCode(country, 'X')).toBe(CODE_WRONG_STRUCTURE);
  });

  it('answers 212 when the ID was typed with another country’s prefix (the eVatR code list)', () => {
    expect(embeddedVatCode('de', 'ATU13585627')).toBe(CODE_WRONG_COUNTRY_PREFIX);
    expect(embeddedVatCode('at', 'DE136695976')).toBe(CODE_WRONG_COUNTRY_PREFIX);
    expect(embeddedVatCode('es', 'BE0428759497')).toBe(CODE_WRONG_COUNTRY_PREFIX);
    expect(embeddedVatCode('de', 'CHE-100.155.212')).toBe(CODE_WRONG_COUNTRY_PREFIX);
    // Its own prefix, or none, is a plain structure error.
    expect(embeddedVatCode('de', 'DE1234')).toBe(CODE_WRONG_STRUCTURE);
    expect(embeddedVatCode('at', 'U1234')).toBe(CODE_WRONG_STRUCTURE);
    // A French key may be two letters: an ID typed as BE… that is a valid French number stays valid.
    expect(embeddedVatCode('fr', 'BE123456789')).toBe(CODE_WRONG_COUNTRY_PREFIX);
    expect(embeddedVatCode('fr', 'BE334175718')).toBe(CODE_VALID);
  });

  it('applies the spec clean-up first: GR typed as EL or GR, HU cut to 8 characters (spec/3 §5)', () => {
    expect(embeddedVatCode('gr', 'EL 094 259 216')).toBe(CODE_VALID);
    expect(embeddedVatCode('gr', 'GR094259216')).toBe(CODE_VALID);
    expect(embeddedVatCode('hu', 'HU12892312-2-42')).toBe(CODE_VALID);
  });
});

describe('EMBEDDED_TEST_VAT_IDS (one per code of spec/3 §4)', () => {
  const codes = Object.values(EMBEDDED_TEST_VAT_IDS)
    .filter((id) => id !== EMBEDDED_TEST_VAT_IDS.timeout)
    .map((id) => Number(id.slice(-3)));

  it('cover every code the spec names: the valid ones, the could-not-validate ones and a not-valid one', () => {
    expect(codes.filter((code) => VAT_VALID_CODES.includes(code)).sort()).toEqual([...VAT_VALID_CODES].sort());
    expect(codes.filter((code) => VAT_COULD_NOT_VALIDATE_CODES.includes(code)).sort()).toEqual(
      [...VAT_COULD_NOT_VALIDATE_CODES].sort(),
    );
    expect(codes).toContain(201);
  });

  it.each(COUNTRY_CODES)('%s: the clean-up keeps each whole, and none is a valid ID by the rules', (country) => {
    for (const id of Object.values(EMBEDDED_TEST_VAT_IDS)) {
      expect(cleanVatNumber(country, id)).toBe(id);
      expect(cleanVatNumber(country, `${COUNTRIES[country].address.vat.prefix} ${id}`)).toBe(id);
      expect(vatIdVerdict(country, id)).not.toBe('valid');
    }
  });

  const check = createEmbeddedVatCheck({ testIds: true, timeoutMs: 40 });

  it.each(Object.entries(EMBEDDED_TEST_VAT_IDS).filter(([name]) => name !== 'timeout'))(
    '%s (%s) answers its code in every country',
    async (_name, id) => {
      const code = Number(id.slice(-3));
      for (const country of COUNTRY_CODES) {
        const outcome = await check.check({ requesterVatId: REQUESTER, vatId: id, country });
        expect(outcome).toMatchObject({ code, timedOut: false });
        expect(outcome.raw).toContain(errorCodePair(code));
      }
    },
  );

  it('the time-out ID waits past the time-out: couldNotValidate 999, timedOut (spec/3 §8 taking too much time)', async () => {
    const started = performance.now();
    const outcome = await check.check({
      requesterVatId: REQUESTER,
      vatId: EMBEDDED_TEST_VAT_IDS.timeout,
      country: 'de',
    });
    expect(performance.now() - started).toBeGreaterThanOrEqual(35);
    expect(outcome).toEqual({
      result: 'couldNotValidate',
      code: 999,
      raw: '{"error":"timeout","timeoutMs":40}',
      timedOut: true,
    });
  });

  it('switched off (the default), the test IDs are ordinary numbers and answer at once', async () => {
    const plain = createEmbeddedVatCheck({ timeoutMs: 40 });
    for (const id of Object.values(EMBEDDED_TEST_VAT_IDS)) {
      const outcome = await plain.check({ requesterVatId: REQUESTER, vatId: id, country: 'de' });
      expect(outcome).toMatchObject({ result: 'notValid', code: CODE_WRONG_STRUCTURE, timedOut: false });
    }
  });
});

describe('createEmbeddedVatCheck (the port, spec/3 §4 and §7)', () => {
  const check = createEmbeddedVatCheck();

  it.each(COUNTRY_CODES)('%s: a valid ID is valid, 200', async (country) => {
    const outcome = await check.check({ requesterVatId: REQUESTER, vatId: VALID[country], country });
    expect(outcome).toMatchObject({ result: 'valid', code: 200, timedOut: false });
  });

  it('a wrong check digit is notValid, 210, and the raw answer is the spec service’s XML with ErrorCode 210', async () => {
    const outcome = await check.check({ requesterVatId: REQUESTER, vatId: 'ATU13585626', country: 'at' });
    expect(outcome).toMatchObject({ result: 'notValid', code: 210, timedOut: false });
    expect(outcome.raw).toContain(errorCodePair(210));
    expect(outcome.raw).toContain('<string>ATU13585626</string>');
    expect(outcome.raw).toContain(`<string>${REQUESTER}</string>`);
  });

  it('names the customer ID with its country’s VAT prefix in the raw answer (GR as EL, CH as CHE)', async () => {
    const greek = await check.check({ requesterVatId: REQUESTER, vatId: '094259216', country: 'gr' });
    expect(greek.raw).toContain('<string>EL094259216</string>');
    const swiss = await check.check({ requesterVatId: REQUESTER, vatId: '100155212', country: 'ch' });
    expect(swiss.raw).toContain('<string>CHE100155212</string>');
  });

  it('escapes markup in what it echoes', () => {
    const raw = embeddedRawAnswer('<DE&1>', 'X', 209);
    expect(raw).toContain('<string>&lt;DE&amp;1&gt;</string>');
    expect(raw).toContain(errorCodePair(209));
  });

  it('answers couldNotValidate at once when the caller has already given up', async () => {
    const outcome = await check.check(
      { requesterVatId: REQUESTER, vatId: VALID.de, country: 'de' },
      AbortSignal.abort(),
    );
    expect(outcome).toEqual({ result: 'couldNotValidate', code: 999, raw: '{"error":"aborted"}', timedOut: false });
  });
});
