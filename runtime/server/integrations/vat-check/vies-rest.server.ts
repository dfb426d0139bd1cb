import { COUNTRIES } from '../../../../generated/index.ts';
import { cleanVatNumber } from '../../../domain/customer/vat-number-cleanup.ts';
import { withDeadline } from './vat-check-deadline.ts';
import { compactVatId, endpointUrl, jsonObject, postJson, type HttpAnswer } from './vat-check-http.server.ts';
import {
  COULD_NOT_VALIDATE_CODE,
  DEFAULT_VAT_CHECK_TIMEOUT_MS,
  noVerdict,
  outcomeForCode,
  type VatCheck,
  type VatCheckOutcome,
  type VatCheckRequest,
} from './vat-check-port.ts';
import { EU_VAT_PREFIXES } from './vat-id-rules.ts';

// The European Commission's VIES, in its REST form (https://ec.europa.eu/taxation_customs/vies/#/technical-information;
// the OpenAPI models as generated in conedevelopment/vies-php docs/Model/*.md):
//   POST https://ec.europa.eu/taxation_customs/vies/rest-api/check-vat-number
//   {"countryCode":"EL","vatNumber":"094259216","requesterMemberStateCode":"DE","requesterNumber":"136695976"}
//   → 200 {"countryCode","vatNumber","requestDate","valid":true|false,"requestIdentifier","name","address",
//          "traderName", …, "traderNameMatch":"NOT_PROCESSED", …}     (name and address "---" where a state hides them)
//   → on failure {"actionSucceed":false,"errorWrappers":[{"error":"MS_UNAVAILABLE","message":"…"}]} (CommonResponse),
//     also with HTTP 200, and the per-state GET answer carries the same codes in `userError`.
// The requester fields are optional; with them VIES returns a consultation number (requestIdentifier), the proof of
// the check for a tax office. Greece is EL (spec/3 §5); VIES knows the 27 member states and XI (Northern Ireland).

/** The service's address; a test or a proxy passes another. */
export const VIES_BASE_URL = 'https://ec.europa.eu/taxation_customs/vies/rest-api';

/**
 * VIES error → the spec's ErrorCode (spec/3 §4), by the nearest code of the eVatR list the spec's service used
 * (qqilihq/evatr lib/error-codes.json). Meanings from the VIES technical information and its test service
 * (rocketfellows/vies-vat-validation-php-sdk-rest tests/integration: numbers 201–601 simulate each error):
 *
 * | VIES answer                                        | code | why                                               | result           |
 * |----------------------------------------------------|------|---------------------------------------------------|------------------|
 * | valid: true                                        | 200  | valid                                             | valid            |
 * | valid: false                                       | 201  | invalid (VIES does not say why)                   | notValid         |
 * | INVALID_INPUT                                      | 209  | country code unknown or number empty: structure   | notValid         |
 * | INVALID_REQUESTER_INFO                             | 206  | the requester (the shop's own ID) is not valid    | notValid         |
 * | MS_UNAVAILABLE, TIMEOUT                            | 205  | the member state cannot answer now                | couldNotValidate |
 * | MS_MAX_CONCURRENT_REQ, MS_MAX_CONCURRENT_REQ_TIME  | 205  | the member state is busy: cannot answer now       | couldNotValidate |
 * | SERVICE_UNAVAILABLE, GLOBAL_MAX_CONCURRENT_REQ,    | 999  | VIES itself is down or busy: try later            | couldNotValidate |
 * | GLOBAL_MAX_CONCURRENT_REQ_TIME                     |      |                                                   |                  |
 * | VAT_BLOCKED, IP_BLOCKED                            | 999  | a block, not a verdict on the ID                  | couldNotValidate |
 * | any other error, a 5xx, an unreadable answer       | 999  | no verdict                                        | couldNotValidate |
 */
export const VIES_ERROR_CODES: Readonly<Record<string, number>> = {
  INVALID_INPUT: 209,
  INVALID_REQUESTER_INFO: 206,
  MS_UNAVAILABLE: 205,
  TIMEOUT: 205,
  MS_MAX_CONCURRENT_REQ: 205,
  MS_MAX_CONCURRENT_REQ_TIME: 205,
  SERVICE_UNAVAILABLE: 999,
  GLOBAL_MAX_CONCURRENT_REQ: 999,
  GLOBAL_MAX_CONCURRENT_REQ_TIME: 999,
  VAT_BLOCKED: 999,
  IP_BLOCKED: 999,
};

const CODE_VALID = 200;
const CODE_INVALID = 201;

/** spec/3 §4 code of a VIES error; an unknown error is no verdict (999). */
export function legacyCodeForViesError(error: string): number {
  return Object.hasOwn(VIES_ERROR_CODES, error) ? VIES_ERROR_CODES[error]! : COULD_NOT_VALIDATE_CODE;
}

/** The first error of `errorWrappers`, or `userError` when it names an error (not VALID / INVALID). */
function viesError(answer: Record<string, unknown>): string | null {
  const wrappers = answer.errorWrappers;
  if (wrappers !== undefined) {
    const first: unknown = Array.isArray(wrappers) ? wrappers[0] : undefined;
    const error = typeof first === 'object' && first !== null ? (first as Record<string, unknown>).error : undefined;
    // An error envelope without a readable code is still an error: '' maps to no verdict.
    return typeof error === 'string' ? error : '';
  }
  const userError = answer.userError;
  return typeof userError === 'string' && userError !== 'VALID' && userError !== 'INVALID' ? userError : null;
}

/**
 * A VIES answer as the spec's outcome (table above); the body is the raw answer. An error envelope decides first,
 * with any HTTP status below 500; then `valid` (or the GET answer's `isValid`) of a 2xx answer. Every 5xx answer and
 * every answer that says neither is no verdict (999).
 */
export function viesOutcome(answer: HttpAnswer): VatCheckOutcome {
  const json = answer.status >= 500 ? null : jsonObject(answer.body);
  if (json === null) return outcomeForCode(COULD_NOT_VALIDATE_CODE, answer.body);
  const error = viesError(json);
  if (error !== null) return outcomeForCode(legacyCodeForViesError(error), answer.body);
  const valid = json.valid ?? json.isValid;
  if (answer.status >= 300 || typeof valid !== 'boolean') return outcomeForCode(COULD_NOT_VALIDATE_CODE, answer.body);
  return outcomeForCode(valid ? CODE_VALID : CODE_INVALID, answer.body);
}

const VIES_PREFIXES: ReadonlySet<string> = new Set(EU_VAT_PREFIXES);

export interface ViesRestOptions {
  baseUrl?: string;
  timeoutMs?: number;
  /** The shop's VAT ID sent as the requester in place of the request's (an EU VAT ID: VIES knows no other). */
  requesterVatId?: string;
  /**
   * Where the IDs VIES cannot check go: the shop's countries outside the EU (CH's CHE IDs, NO, and GB — UK IDs left
   * VIES in 2021; only Northern Ireland's XI IDs are in it, and the spec's clean-up keeps no letters to tell them
   * apart). Without it such an ID is couldNotValidate (999): the customer can still buy (spec/3 §8).
   */
  unsupported?: VatCheck;
  fetch?: typeof fetch;
}

/** The requester fields: sent only for an EU VAT ID; VIES checks without them, only without a consultation number. */
function requesterFields(
  requesterVatId: string,
): Partial<Record<'requesterMemberStateCode' | 'requesterNumber', string>> {
  const requester = compactVatId(requesterVatId);
  const prefix = requester.slice(0, 2);
  return VIES_PREFIXES.has(prefix) && requester.length > 2
    ? { requesterMemberStateCode: prefix, requesterNumber: requester.slice(2) }
    : {};
}

/** The VIES REST implementation of the VAT check port. */
export function createViesRestVatCheck(options: ViesRestOptions = {}): VatCheck {
  const url = endpointUrl(options.baseUrl ?? VIES_BASE_URL, 'check-vat-number');
  const timeoutMs = options.timeoutMs ?? DEFAULT_VAT_CHECK_TIMEOUT_MS;
  return {
    async check(request: VatCheckRequest, signal?: AbortSignal): Promise<VatCheckOutcome> {
      const prefix = COUNTRIES[request.country].address.vat.prefix;
      if (!VIES_PREFIXES.has(prefix)) {
        if (options.unsupported !== undefined) return options.unsupported.check(request, signal);
        return noVerdict({ error: 'unsupported', reason: `VIES does not check ${prefix} VAT IDs` });
      }
      const payload = {
        countryCode: prefix,
        vatNumber: cleanVatNumber(request.country, request.vatId),
        ...requesterFields(options.requesterVatId ?? request.requesterVatId),
      };
      return withDeadline({ timeoutMs, signal }, async (deadline) =>
        viesOutcome(await postJson(url, payload, deadline, options.fetch)),
      );
    },
  };
}
