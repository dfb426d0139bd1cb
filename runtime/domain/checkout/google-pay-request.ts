import type { CountryCode } from '../../../generated/index.ts';
import type { GooglePayPaymentDataRequest } from '../../../generated/types.ts';
import { decimalAmount } from '../money/decimal-amount.ts';
import type { Money } from '../money/money.ts';
import { googlePayRequirements } from './google-pay.ts';

/**
 * Who is paid: Google Pay's merchant (merchantInfo) and the payment provider's gateway account the card token is made
 * for (tokenizationSpecification PAYMENT_GATEWAY: gateway "adyen", gatewayMerchantId = the provider's merchant
 * account; https://developers.google.com/pay/api/web/reference/request-objects#gateway).
 */
export interface GooglePayMerchant {
  /** Google's merchant id; none in Google's TEST environment. */
  readonly merchantId?: string;
  readonly merchantName: string;
  readonly gateway: string;
  readonly gatewayMerchantId: string;
}

/** The card networks the provider takes through Google Pay (Adyen: Visa, Mastercard, American Express). */
export const GOOGLE_PAY_CARD_NETWORKS = ['AMEX', 'MASTERCARD', 'VISA'] as const;

/**
 * spec/2 §5 Google Pay: the sheet's request for the cart's final total — shipping address in the current country only,
 * phone, e-mail and a full billing address with phone required (googlePayRequirements), a card tokenised for the
 * provider's gateway. Its shape is the getGooglePayExpress answer's (schemas/operation-answers.schema.json).
 */
export function googlePayPaymentDataRequest(
  country: CountryCode,
  merchant: GooglePayMerchant,
  total: Pick<Money, 'centAmount' | 'currencyCode' | 'fractionDigits'>,
): GooglePayPaymentDataRequest {
  const requirements = googlePayRequirements(country);
  return {
    apiVersion: 2,
    apiVersionMinor: 0,
    merchantInfo: {
      ...(merchant.merchantId === undefined ? {} : { merchantId: merchant.merchantId }),
      merchantName: merchant.merchantName,
    },
    allowedPaymentMethods: [
      {
        type: 'CARD',
        parameters: {
          allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
          allowedCardNetworks: [...GOOGLE_PAY_CARD_NETWORKS],
          billingAddressRequired: requirements.billingAddressRequired,
          billingAddressParameters: requirements.billingAddressParameters,
        },
        tokenizationSpecification: {
          type: 'PAYMENT_GATEWAY',
          parameters: { gateway: merchant.gateway, gatewayMerchantId: merchant.gatewayMerchantId },
        },
      },
    ],
    transactionInfo: {
      totalPriceStatus: 'FINAL',
      totalPrice: decimalAmount(total.centAmount, total.fractionDigits),
      currencyCode: total.currencyCode,
      countryCode: country.toUpperCase(),
    },
    emailRequired: requirements.emailRequired,
    shippingAddressRequired: requirements.shippingAddressRequired,
    shippingAddressParameters: {
      ...requirements.shippingAddressParameters,
      allowedCountryCodes: [...requirements.shippingAddressParameters.allowedCountryCodes],
    },
  };
}
