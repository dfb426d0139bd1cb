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

// The German Federal Central Tax Office's confirmation service, eVatR, in its REST form: the successor of the
// XML-RPC interface the spec's VAT client called (spec/3 §7), which was switched off on 30 November 2025 (BZSt
// newsletter USTKV 01/2025). Request and answer, from the BZSt's interface and the clients that follow it:
//   POST https://api.evatr.vies.bzst.de/app/v1/abfrage
//   {"anfragendeUstid":"DE…","angefragteUstid":"ATU…"}                 (plus firmenname, ort, plz, strasse when qualified)
//   → {"id":"c4e53ec694b7c2a6","anfrageZeitpunkt":"2025-09-22T18:33:04.392335063+02:00","status":"evatr-0000"}
//     (gueltigAb / gueltigBis for IDs valid only for a period; ergFirmenname … for qualified checks)
// with the HTTP status following the status (200, 400, 403, 404, 500, 503), and the catalogue at
// GET /app/v1/info/statusmeldungen. Sources: qqilihq/evatr lib/index.ts (a recorded answer, the endpoint),
// rechtlogisch/evatr-js src/constants.ts and src/client.ts (the status catalogue with HTTP codes, the field names),
// rechtlogisch/evatr-php tests/Fixtures (recorded answers) and tests/ExternalTest.php (403 evatr-0006 for a German ID).

/** The service's address; a test or a proxy passes another. */
export const EVATR_BASE_URL = 'https://api.evatr.vies.bzst.de/app/v1';

/**
 * eVatR REST status → the spec's ErrorCode (spec/3 §4 reads these codes; they are the XML-RPC codes the old service
 * answered). Following rechtlogisch/evatr-js src/migration-helper.ts, with each code's meaning in the legacy list
 * (qqilihq/evatr lib/error-codes.json):
 *
 * | status                                   | code | legacy meaning                                   | result           |
 * |------------------------------------------|------|--------------------------------------------------|------------------|
 * | evatr-0000                               | 200  | valid                                            | valid            |
 * | evatr-0003                               | 216  | qualified data missing; simple check: valid      | valid            |
 * | evatr-2008                               | 218  | qualified check not possible; simple: valid      | valid            |
 * | evatr-2001                               | 202  | not registered                                   | notValid         |
 * | evatr-2002                               | 203  | valid only from gueltigAb                        | notValid         |
 * | evatr-2006                               | 204  | was valid from gueltigAb to gueltigBis           | notValid         |
 * | evatr-0005                               | 209  | does not match the member state's structure      | notValid         |
 * | evatr-0012                               | 210  | does not match the generation (check-digit) rule | notValid         |
 * | evatr-2003                               | 212  | country prefix not valid                         | notValid         |
 * | evatr-0006                               | 213  | not entitled to query a German VAT ID            | notValid         |
 * | evatr-0004                               | 214  | own German VAT ID malformed                      | notValid         |
 * | evatr-2005                               | 206  | own German VAT ID not valid                      | notValid         |
 * | evatr-0002                               | 215  | required fields missing                          | notValid         |
 * | evatr-0001, evatr-0007                   | 221  | request incomplete or malformed                  | notValid         |
 * | evatr-0008, -0011, -0013, -1001 … -1004, | 999  | processing not possible now, try later           | couldNotValidate |
 * | -2004, -2007, -2011, -3011, unknown ones |      |                                                  |                  |
 *
 * Two choices differ from that mapping. evatr-0012 goes to 210, not 209 ("209? 210?" there): its text, "does
 * not fit the generation scheme", is the check-digit rule, while evatr-0005 is the plain structure; both are
 * notValid. evatr-2007 goes to 999, not 217: it comes with HTTP 500 and says the member state's data could not be
 * processed, which is no verdict on the ID — and every 5xx answer is couldNotValidate here. The REST service has no
 * counterpart for 201, 205, 208, 211, 219 and 223. A status this table does not know is no verdict: 999.
 */
export const EVATR_STATUS_CODES: Readonly<Record<string, number>> = {
  'evatr-0000': 200,
  'evatr-0001': 221,
  'evatr-0002': 215,
  'evatr-0003': 216,
  'evatr-0004': 214,
  'evatr-0005': 209,
  'evatr-0006': 213,
  'evatr-0007': 221,
  'evatr-0008': 999,
  'evatr-0011': 999,
  'evatr-0012': 210,
  'evatr-0013': 999,
  'evatr-1001': 999,
  'evatr-1002': 999,
  'evatr-1003': 999,
  'evatr-1004': 999,
  'evatr-2001': 202,
  'evatr-2002': 203,
  'evatr-2003': 212,
  'evatr-2004': 999,
  'evatr-2005': 206,
  'evatr-2006': 204,
  'evatr-2007': 999,
  'evatr-2008': 218,
  'evatr-2011': 999,
  'evatr-3011': 999,
};

/** spec/3 §4 code of an eVatR status; an unknown status is no verdict (999). */
export function legacyCodeForEvatrStatus(status: string): number {
  return Object.hasOwn(EVATR_STATUS_CODES, status) ? EVATR_STATUS_CODES[status]! : COULD_NOT_VALIDATE_CODE;
}

/**
 * An eVatR answer as the spec's outcome; the body is the raw answer. The `status` field decides, whatever the HTTP
 * status below 500 (the service answers a malformed ID with 400 and evatr-0005, an unregistered one with 404 and
 * evatr-2001). No verdict (999): any 5xx answer (the service is down or failed), and an answer without a status —
 * an HTML error page from a proxy, an empty body, JSON without one.
 */
export function evatrOutcome(answer: HttpAnswer): VatCheckOutcome {
  const status = answer.status >= 500 ? undefined : jsonObject(answer.body)?.status;
  const code = typeof status === 'string' ? legacyCodeForEvatrStatus(status) : COULD_NOT_VALIDATE_CODE;
  return outcomeForCode(code, answer.body);
}

/** The prefixes eVatR confirms: the other EU member states and XI; German IDs it refuses (evatr-0006). */
const EVATR_PREFIXES: ReadonlySet<string> = new Set(EU_VAT_PREFIXES.filter((prefix) => prefix !== 'DE'));
const GERMAN_VAT_ID = /^DE\d{9}$/;
/** spec/3 §4 via the legacy list: 214, "your German VAT ID is malformed: DE followed by 9 digits". */
const CODE_OWN_ID_MALFORMED = 214;

export interface EvatrRestOptions {
  baseUrl?: string;
  timeoutMs?: number;
  /**
   * The shop's German VAT ID, sent as the requester in place of the request's (eVatR answers only German
   * requesters; a shop whose stores carry other own IDs sets its German one here).
   */
  requesterVatId?: string;
  /**
   * Where the IDs eVatR cannot confirm go — German IDs (evatr-0006: no German requester may query one) and the
   * shop's countries outside the EU (CH, NO, GB) — e.g. VIES, which confirms German IDs, or the embedded check.
   * Without it such an ID is couldNotValidate (999): the customer can still buy and reclaim the tax (spec/3 §8).
   */
  unsupported?: VatCheck;
  fetch?: typeof fetch;
}

/** The eVatR REST implementation of the VAT check port (spec/3 §7 VAT client). */
export function createEvatrRestVatCheck(options: EvatrRestOptions = {}): VatCheck {
  const url = endpointUrl(options.baseUrl ?? EVATR_BASE_URL, 'abfrage');
  const timeoutMs = options.timeoutMs ?? DEFAULT_VAT_CHECK_TIMEOUT_MS;
  return {
    async check(request: VatCheckRequest, signal?: AbortSignal): Promise<VatCheckOutcome> {
      const prefix = COUNTRIES[request.country].address.vat.prefix;
      if (!EVATR_PREFIXES.has(prefix)) {
        if (options.unsupported !== undefined) return options.unsupported.check(request, signal);
        return noVerdict({ error: 'unsupported', reason: `eVatR does not confirm ${prefix} VAT IDs` });
      }
      const requester = compactVatId(options.requesterVatId ?? request.requesterVatId);
      // The service would answer evatr-0004 (214); the request is not worth sending.
      if (!GERMAN_VAT_ID.test(requester)) {
        const note = { error: 'requester', reason: 'eVatR needs a German requester VAT ID: DE and 9 digits' };
        return outcomeForCode(CODE_OWN_ID_MALFORMED, JSON.stringify(note));
      }
      const payload = {
        anfragendeUstid: requester,
        angefragteUstid: `${prefix}${cleanVatNumber(request.country, request.vatId)}`,
      };
      return withDeadline({ timeoutMs, signal }, async (deadline) => {
        return evatrOutcome(await postJson(url, payload, deadline, options.fetch));
      });
    },
  };
}
