/**
 * The EU's 27 member states by their ISO 3166-1 codes, upper case: the territory of Council Directive 2006/112/EC
 * (art. 5), where a supply of goods to a company in another member state is an intra-Community supply (art. 138).
 * Law, not shop data: a country the shop serves (CH, NO, GB) or adds later is EU or not by this table.
 */
export const EU_MEMBER_STATES = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
] as const;

export type EuMemberState = (typeof EU_MEMBER_STATES)[number];

const MEMBER_STATES: ReadonlySet<string> = new Set(EU_MEMBER_STATES);

/** Whether an ISO country code (either case) is an EU member state's. */
export function isEuMemberState(country: string): country is EuMemberState {
  return MEMBER_STATES.has(country.toUpperCase());
}

/**
 * The member state a VAT ID was issued by, from its prefix (spec/3 §5: Greece's IDs start with EL), or null when the
 * prefix is no member state's (CHE, NO, GB, a typo).
 */
export function memberStateOfVatId(vatId: string): EuMemberState | null {
  const prefix = vatId.trim().slice(0, 2).toUpperCase();
  const country = prefix === 'EL' ? 'GR' : prefix;
  return isEuMemberState(country) ? country : null;
}
