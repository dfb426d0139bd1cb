import { COUNTRIES, type CountryCode } from '../../../generated/index.ts';
import { byCountry } from '../country/by-country.ts';

// spec/3 §8 Error catalogue, Address verdict row.
export const ADDRESS_VERDICT_ERROR = 'Error on verdict';
export const ADDRESS_COMPONENT_ERROR = 'Error on address';

/** How sure the service is of one component (the address-validation service's confirmationLevel values). */
export type ComponentConfirmationLevel =
  'CONFIRMATION_LEVEL_UNSPECIFIED' | 'CONFIRMED' | 'UNCONFIRMED_BUT_PLAUSIBLE' | 'UNCONFIRMED_AND_SUSPICIOUS';

/** One component of the answer's address (`result.address.addressComponents[]`). Flags absent mean false. */
export interface AddressComponentResult {
  componentName?: { text: string; languageCode?: string };
  componentType: string;
  confirmationLevel?: ComponentConfirmationLevel;
  inferred?: boolean;
  spellCorrected?: boolean;
  replaced?: boolean;
  unexpected?: boolean;
}

/**
 * The service's answer as the check reads it (spec/3 §7 Address check: reads verdict and address results), in the
 * shape of the address-validation service's `result`: boolean flags it leaves out are false.
 */
export interface AddressValidationResult {
  verdict: {
    addressComplete?: boolean;
    hasUnconfirmedComponents?: boolean;
    hasInferredComponents?: boolean;
    hasReplacedComponents?: boolean;
  };
  address: {
    formattedAddress?: string;
    addressComponents?: readonly AddressComponentResult[];
  };
}

export interface AddressVerdict {
  /** spec/3 §4: incomplete, or with replaced or unconfirmed components. */
  verdictError: boolean;
  /** spec/3 §4: some component was spell-corrected, replaced or unexpected. */
  addressError: boolean;
  /** The component types behind addressError, in the answer's order, for the form to mark. */
  flaggedComponentTypes: readonly string[];
  /** spec/3 §8: 'Error on verdict' and/or 'Error on address'. */
  messages: readonly string[];
}

// Read once at module load (spec/3 §4: only for countries that enable it; off everywhere at present).
const ENABLED = byCountry((country): boolean => COUNTRIES[country].flags.addressVerdictCheck);

/** spec/3 §4 Address-verdict check: runs once per session and only where enabled. */
export function shouldCheckAddressVerdictWith(enabled: boolean, checkedThisSession: boolean): boolean {
  return enabled && !checkedThisSession;
}

/** spec/3 §4, for a country of the shop: its store flag addressVerdictCheck decides. */
export function shouldCheckAddressVerdict(country: CountryCode, checkedThisSession: boolean): boolean {
  return shouldCheckAddressVerdictWith(ENABLED[country], checkedThisSession);
}

/** spec/3 §4 Address-verdict check: the verdict and address errors of an answer. */
export function addressVerdict(result: AddressValidationResult): AddressVerdict {
  const { verdict } = result;
  const verdictError =
    verdict.addressComplete !== true ||
    verdict.hasReplacedComponents === true ||
    verdict.hasUnconfirmedComponents === true;
  const flaggedComponentTypes = (result.address.addressComponents ?? [])
    .filter(
      (component) => component.spellCorrected === true || component.replaced === true || component.unexpected === true,
    )
    .map((component) => component.componentType);
  const addressError = flaggedComponentTypes.length > 0;
  const messages: string[] = [];
  if (verdictError) messages.push(ADDRESS_VERDICT_ERROR);
  if (addressError) messages.push(ADDRESS_COMPONENT_ERROR);
  return { verdictError, addressError, flaggedComponentTypes, messages };
}
