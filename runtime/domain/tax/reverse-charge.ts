/**
 * The buyer's VAT ID that a net cart or order shows with the reverse-charge note, or null when it is not net. An
 * intra-Community supply is exempt in the seller's member state and taxed as an acquisition by the buyer (Council
 * Directive 2006/112/EC art. 138, art. 2(1)(b)(i), art. 200); the invoice carries the buyer's VAT ID (art. 226(4)) and a
 * reference to the exemption (art. 226(11)); the shop shows both wherever it shows the net total (ADR 026).
 */
export function reverseChargeVatId(of: {
  readonly taxMode?: string | undefined;
  readonly billingAddress: { readonly vatNumber?: string | undefined } | null;
}): string | null {
  const vatId = of.billingAddress?.vatNumber?.trim() ?? '';
  return of.taxMode === 'External' && vatId !== '' ? vatId : null;
}
