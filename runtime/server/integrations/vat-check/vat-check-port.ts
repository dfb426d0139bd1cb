import type { CountryCode } from '../../../../generated/index.ts';
import { vatCheckResultFromCode, type VatCheckResult } from '../../../domain/customer/vat-check-result.ts';

/**
 * The VAT ID check (spec/3 §7 VAT client: the shop's own VAT ID and the customer's VAT ID go to a check service; the
 * answer's ErrorCode gives the result, spec/3 §4). One port, so the service is a swap of the implementation —
 * the embedded offline check (the default), the German eVatR or the EU VIES — and the checkout never notices.
 */
export interface VatCheck {
  /**
   * Checks a customer's VAT ID. Never rejects: a service that is down, slow, busy or answers nonsense gives
   * couldNotValidate with code 999 (spec/3 §4), so the customer can still buy (spec/3 §8 VAT modal reasons).
   */
  check(request: VatCheckRequest, signal?: AbortSignal): Promise<VatCheckOutcome>;
}

export interface VatCheckRequest {
  /** The shop's own VAT ID with its prefix (DE123456789), sent as the requester (spec/3 §7). */
  requesterVatId: string;
  /**
   * The customer's VAT ID as the field holds it: the number after the country prefix, or with the prefix typed in
   * (spec/3 §5 VAT number: the prefix is removed if present, then the country's clean-up applies).
   */
  vatId: string;
  /** The address's country: it decides the prefix (GR uses EL, CH uses CHE) and the format rules. */
  country: CountryCode;
}

/** The check's answer, in the spec's result contract (spec/3 §4 VAT validation result). */
export interface VatCheckOutcome {
  /** Always `vatCheckResultFromCode(code)`: the code decides, as with the spec's service. */
  result: VatCheckResult;
  /**
   * The spec's ErrorCode (spec/3 §4, §7): 200, 216, 218, 219, 223 valid; 205, 208, 999 could not validate; any other
   * not valid. Services with other codes are mapped onto these (see each implementation).
   */
  code: number;
  /**
   * The raw answer, for the address's VAT raw response field (spec/3 §3 Address). The service's body as received
   * (at most MAX_RAW_LENGTH characters); when no answer came, a short JSON note written here:
   * `{"error":"timeout","timeoutMs":5000}`, `{"error":"network","message":"…"}`, `{"error":"aborted"}`, or
   * `{"error":"unsupported","reason":"…"}` for an ID the service cannot check.
   */
  raw: string;
  /**
   * True when the service gave no answer in time (code 999): the checkout then says 'VAT ID validation is taking
   * too much time.' rather than 'Technical issue occurred.' (spec/3 §8; spec/3 §4 tracking event timeout).
   */
  timedOut: boolean;
}

/** How long a check may take before it counts as couldNotValidate (the spec's transport time-out is not shown). */
export const DEFAULT_VAT_CHECK_TIMEOUT_MS = 5000;

/** The raw answer kept for the address is capped: an error page must not fill the customer record. */
export const MAX_RAW_LENGTH = 4096;

/** spec/3 §4: 999, processing impossible at the moment (the service's own "try again later" code). */
export const COULD_NOT_VALIDATE_CODE = 999;

/** An outcome for a code: the result always follows the code (spec/3 §4). */
export function outcomeForCode(code: number, raw: string): VatCheckOutcome {
  return {
    result: vatCheckResultFromCode(code),
    code,
    raw: raw.length > MAX_RAW_LENGTH ? raw.slice(0, MAX_RAW_LENGTH) : raw,
    timedOut: false,
  };
}

/** No verdict from the service (down, busy, unreachable, cut off): couldNotValidate, code 999 (spec/3 §4). */
export function noVerdict(note: Record<string, string | number>, timedOut = false): VatCheckOutcome {
  return { ...outcomeForCode(COULD_NOT_VALIDATE_CODE, JSON.stringify(note)), timedOut };
}
