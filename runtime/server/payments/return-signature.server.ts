// ADR 024: the provider sends the shopper back to the shop, possibly as a cross-site POST that carries no
// SameSite=Lax cookie, so the return address names the payment itself — signed, so that only the shop's own return
// addresses are taken (the research notes: `?payment=<id>&sig=<HMAC>`).
import { createHmac, timingSafeEqual } from 'node:crypto';

export function returnSignature(key: Buffer, paymentId: string): string {
  return createHmac('sha256', key).update(`payment-return:${paymentId}`).digest('base64url');
}

/** Whether a presented signature is the payment's, compared in constant time. */
export function returnSignatureMatches(key: Buffer, paymentId: string, presented: string): boolean {
  const expected = Buffer.from(returnSignature(key, paymentId));
  const given = Buffer.from(presented);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
