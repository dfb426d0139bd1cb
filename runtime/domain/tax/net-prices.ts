import { COUNTRIES, type CountryCode } from '../../../generated/index.ts';
import { isBlank } from '../customer/is-blank.ts';
import { isEuMemberState, memberStateOfVatId } from './eu-member-states.ts';

/**
 * Whether a sale from the selling entity's member state to a buyer in `buyerCountry` can be an intra-Community supply
 * (Council Directive 2006/112/EC art. 138(1)): both are EU member states, and different ones. Within one member state
 * the sale is domestic and taxed there; outside the EU it is no intra-Community supply at all (ADR 026).
 */
export function isIntraCommunitySupply(sellingEntityCountry: string, buyerCountry: string): boolean {
  return (
    isEuMemberState(sellingEntityCountry) &&
    isEuMemberState(buyerCountry) &&
    sellingEntityCountry.toUpperCase() !== buyerCountry.toUpperCase()
  );
}

/** What a shop's configuration says of net prices: its selling entity's member state and the store flag. */
export interface ZeroRatingSettings {
  /** payment.sellingEntityCountry: the member state of the entity that sells and invoices (upper case). */
  readonly sellingEntityCountry: string;
  /** flags.changeTaxRate (spec/3 §4): the store adjusts prices to net for a verified company VAT ID. */
  readonly changeTaxRate: boolean;
}

/**
 * Whether a shop may zero-rate its company buyers at all: the store flag is on, and a buyer in the shop's country is
 * in another member state than the selling entity (ADR 026). `multishop validate` refuses the flag where this is
 * false, so with a valid configuration this is the flag.
 */
export function zeroRatingPossible(settings: ZeroRatingSettings, shopCountry: string): boolean {
  return settings.changeTaxRate && isIntraCommunitySupply(settings.sellingEntityCountry, shopCountry);
}

/** The cart facts the rule reads: its billing address and the last VAT ID check. */
export interface NetPriceFacts {
  readonly billingAddress: {
    readonly country: string;
    readonly company?: string | undefined;
    readonly vatNumber?: string | undefined;
  } | null;
  readonly vatCheck: { readonly vatId: string; readonly result: 'valid' | 'notValid' | 'couldNotValidate' } | null;
}

/** Why a cart's prices stay gross, in the order the rule asks. */
export type GrossReason = 'storeFlag' | 'notIntraCommunity' | 'notCompany' | 'vatIdNotOnBillingAddress' | 'notVerified';

/**
 * spec/3 §4 (tax mode External: prices adjusted to net), as the law allows it (ADR 026): a cart is net only when the
 * store flag is on; the billing address is a company's (a company name: spec/2 §4 the client type is set from whether
 * a company is present; spec/3 §4 private customers have no company, department or VAT number); its VAT ID is the one
 * the configured service checked and found valid (art. 138(1)(b): a buyer identified for VAT; the service's answer is
 * the evidence, art. 18(1) Reg. 282/2011); and the supply is intra-Community: the billing country and the VAT ID's
 * member state are both EU member states other than the selling entity's (art. 138(1)). Null when the cart is net,
 * else the first reason it is not.
 */
export function grossReason(settings: ZeroRatingSettings, facts: NetPriceFacts): GrossReason | null {
  if (!settings.changeTaxRate) return 'storeFlag';
  const address = facts.billingAddress;
  if (address === null || isBlank(address.company)) return 'notCompany';
  const vatNumber = address.vatNumber?.trim() ?? '';
  const check = facts.vatCheck;
  if (vatNumber === '' || check === null || check.vatId !== vatNumber) return 'vatIdNotOnBillingAddress';
  if (!intraCommunityBuyer(settings, address.country, vatNumber)) return 'notIntraCommunity';
  return check.result === 'valid' ? null : 'notVerified';
}

/** The buyer's member states — the billing country's and the VAT ID's — both differ from the seller's (art. 138). */
function intraCommunityBuyer(settings: ZeroRatingSettings, billingCountry: string, vatId: string): boolean {
  return [billingCountry, memberStateOfVatId(vatId) ?? ''].every((state) =>
    isIntraCommunitySupply(settings.sellingEntityCountry, state),
  );
}

/**
 * Whether a VAT ID check lets a cart of the shop in `shopCountry` be net once its billing address is a company's naming
 * that VAT ID: the checkout checks the ID as it is typed, before the address is saved (spec/3 §5: on blur), and tells
 * the shopper then whether prices will be net (spec/3 §8).
 */
export function netOnceBilled(
  settings: ZeroRatingSettings,
  shopCountry: string,
  check: NonNullable<NetPriceFacts['vatCheck']>,
): boolean {
  return settings.changeTaxRate && check.result === 'valid' && intraCommunityBuyer(settings, shopCountry, check.vatId);
}

/** Whether the cart's prices are net (spec/3 §4 tax mode External): `grossReason` finds nothing against it. */
export function netPricesApply(settings: ZeroRatingSettings, facts: NetPriceFacts): boolean {
  return grossReason(settings, facts) === null;
}

/** A shop country's settings for the rule, from its configuration (countries/<cc>.json). */
export function zeroRatingSettingsOf(country: CountryCode): ZeroRatingSettings {
  const { payment, flags } = COUNTRIES[country];
  return { sellingEntityCountry: payment.sellingEntityCountry, changeTaxRate: flags.changeTaxRate };
}
