import { COUNTRIES, type CountryCode } from '../../../../generated/index.ts';
import { cleanVatNumber } from '../../../domain/customer/vat-number-cleanup.ts';
import { withDeadline } from './vat-check-deadline.ts';
import {
  DEFAULT_VAT_CHECK_TIMEOUT_MS,
  outcomeForCode,
  type VatCheck,
  type VatCheckOutcome,
  type VatCheckRequest,
} from './vat-check-port.ts';
import { VAT_PREFIXES, vatIdVerdict } from './vat-id-rules.ts';

// The codes the embedded check answers itself, from the eVatR code list the spec's service used (spec/3 §4, §7;
// the BZSt XML-RPC interface description, as kept in qqilihq/evatr lib/error-codes.json).
/** 200: the VAT ID is valid. */
export const CODE_VALID = 200;
/** 209: the VAT ID does not have the structure of its member state (length, letters, fixed parts). */
export const CODE_WRONG_STRUCTURE = 209;
/** 210: the VAT ID breaks its member state's check-digit rules. */
export const CODE_WRONG_CHECK_DIGIT = 210;
/** 212: the VAT ID carries another country's prefix. */
export const CODE_WRONG_COUNTRY_PREFIX = 212;

/**
 * Test VAT IDs: each answers one code of the spec (spec/3 §4: 200, 216, 218, 219, 223 valid; 205, 208, 999 could
 * not validate; 201 standing for every other code, not valid) in every country, so each message of spec/3 §8 can be
 * shown in an end-to-end test. They are 8 digits — the spec's clean-up keeps them whole in every country, HU's
 * 8-character cut included (spec/3 §5) — and none is a valid VAT ID of any shop country by its own rules (a test
 * keeps it so), so switched off they are ordinary invalid numbers. `timeout` gives no answer at all: the check
 * waits out its time-out and answers couldNotValidate with `timedOut` (spec/3 §8 'VAT ID validation is taking too
 * much time.').
 */
export const EMBEDDED_TEST_VAT_IDS = {
  valid: '00300200',
  notValid: '00300201',
  validQualifiedDataMissing: '00300216',
  validQualifiedCheckImpossible: '00300218',
  validQualifiedCheckFailed: '00300219',
  validPrintDiscontinued: '00300223',
  memberStateUnavailable: '00300205',
  otherUserQuerying: '00300208',
  serviceUnavailable: '00300999',
  timeout: '00300408',
} as const;

const TIMEOUT_ID: string = EMBEDDED_TEST_VAT_IDS.timeout;
/** Test number → the code it answers (the last three digits, except the time-out). */
const TEST_CODES: ReadonlyMap<string, number> = new Map(
  Object.values(EMBEDDED_TEST_VAT_IDS)
    .filter((id) => id !== TIMEOUT_ID)
    .map((id) => [id, Number(id.slice(-3))]),
);

export interface EmbeddedVatCheckOptions {
  /** How long a check may take (only the time-out test ID ever takes long). */
  timeoutMs?: number;
  /**
   * Whether the test VAT IDs answer their codes. Off by default: with them on, anyone typing 00300200 gets a valid
   * VAT ID, so only test and demo shops switch them on (vat-check-from-env.server.ts: off in production).
   */
  testIds?: boolean;
}

const prefixOf = (country: CountryCode): string => COUNTRIES[country].address.vat.prefix;
const SEPARATORS = /[\s.\-/,:()]+/g;

/**
 * The code of a VAT ID by the country's rules (spec/3 §5 VAT number): the prefix is removed if present and the
 * country's clean-up applied (cleanVatNumber, the same rule the field applies), then structure and check digit
 * decide: 200 valid, 209 wrong structure, 210 wrong check digit. An ID that is not valid and was typed with another
 * country's VAT prefix answers 212: most likely the customer typed the ID of another country. (One that is valid
 * stays valid: a French key may be two letters, BE… can be a French number.)
 */
export function embeddedVatCode(country: CountryCode, vatId: string): number {
  const verdict = vatIdVerdict(country, cleanVatNumber(country, vatId));
  if (verdict === 'valid') return CODE_VALID;
  if (typedForeignPrefix(country, vatId)) return CODE_WRONG_COUNTRY_PREFIX;
  return verdict === 'checkDigit' ? CODE_WRONG_CHECK_DIGIT : CODE_WRONG_STRUCTURE;
}

/** Whether the ID as typed starts with the VAT prefix of another country rather than its own. */
function typedForeignPrefix(country: CountryCode, vatId: string): boolean {
  const typed = vatId.toUpperCase().replace(SEPARATORS, '');
  const own = prefixOf(country);
  return !typed.startsWith(own) && VAT_PREFIXES.some((prefix) => prefix !== own && typed.startsWith(prefix));
}

const XML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
const escapeXml = (text: string): string => text.replace(/[&<>]/g, (char) => XML_ESCAPES[char]!);

/**
 * The raw answer in the shape of the spec's service (spec/3 §7: XML with string elements, the code after the
 * ErrorCode element), kept with the outcome as the service's answers are.
 */
export function embeddedRawAnswer(requesterVatId: string, vatId: string, code: number): string {
  const pairs: Array<[string, string]> = [
    ['UstId_1', requesterVatId],
    ['ErrorCode', String(code)],
    ['UstId_2', vatId],
  ];
  const params = pairs
    .map(
      ([key, value]) =>
        `<param>\n<value><array><data>\n<value><string>${key}</string></value>\n` +
        `<value><string>${escapeXml(value)}</string></value>\n</data></array></value>\n</param>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<params>\n${params}\n</params>\n`;
}

/** Waits until the signal aborts: the answer a service that never replies gives. */
const noReply = (signal: AbortSignal): Promise<never> =>
  new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true }));

/**
 * The embedded VAT check: offline, no set-up, the shop's default (spec/3 §7's service replaced by the country rules
 * of vat-id-rules.ts). It confirms structure and check digit only — not that the ID is registered — so a shop that
 * must prove a check to its tax office uses the eVatR or VIES implementation instead.
 */
export function createEmbeddedVatCheck(options: EmbeddedVatCheckOptions = {}): VatCheck {
  const timeoutMs = options.timeoutMs ?? DEFAULT_VAT_CHECK_TIMEOUT_MS;
  const testIds = options.testIds ?? false;
  return {
    check(request: VatCheckRequest, signal?: AbortSignal): Promise<VatCheckOutcome> {
      return withDeadline({ timeoutMs, signal }, async (deadline) => {
        const number = cleanVatNumber(request.country, request.vatId);
        if (testIds && number === TIMEOUT_ID) return noReply(deadline);
        const code = (testIds ? TEST_CODES.get(number) : undefined) ?? embeddedVatCode(request.country, request.vatId);
        const customerId = `${prefixOf(request.country)}${number}`;
        return outcomeForCode(code, embeddedRawAnswer(request.requesterVatId, customerId, code));
      });
    },
  };
}
