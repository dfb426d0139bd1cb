import { describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_CODES } from '../../../generated/index.ts';
import { money } from '../money/money.ts';
import { googlePayRequirements } from './google-pay.ts';
import { googlePayPaymentDataRequest } from './google-pay-request.ts';

const merchant = { merchantName: 'Multishop', gateway: 'adyen', gatewayMerchantId: 'MultishopTestAccount' };

describe('googlePayPaymentDataRequest (spec/2 §5 Google Pay; Google Pay API PaymentDataRequest 2.0)', () => {
  it.each(COUNTRY_CODES)('%s: asks for everything the shop needs, shipping to the country only', (country) => {
    const currency = COUNTRIES[country].currency;
    const request = googlePayPaymentDataRequest(country, merchant, money(12345, currency));
    const requirements = googlePayRequirements(country);
    expect(request.shippingAddressParameters).toEqual({
      allowedCountryCodes: [country.toUpperCase()],
      phoneNumberRequired: true,
    });
    expect(request).toMatchObject({
      apiVersion: 2,
      apiVersionMinor: 0,
      emailRequired: true,
      shippingAddressRequired: true,
      transactionInfo: { totalPriceStatus: 'FINAL', currencyCode: currency, countryCode: country.toUpperCase() },
    });
    expect(request.allowedPaymentMethods).toHaveLength(1);
    const card = request.allowedPaymentMethods[0]!;
    expect(card.parameters.billingAddressRequired).toBe(requirements.billingAddressRequired);
    expect(card.parameters.billingAddressParameters).toEqual({ format: 'FULL', phoneNumberRequired: true });
    expect(card.tokenizationSpecification).toEqual({
      type: 'PAYMENT_GATEWAY',
      parameters: { gateway: 'adyen', gatewayMerchantId: 'MultishopTestAccount' },
    });
  });

  it('writes the total in major units from the minor ones, with the currency’s digits', () => {
    expect(googlePayPaymentDataRequest('de', merchant, money(1999, 'EUR')).transactionInfo.totalPrice).toBe('19.99');
    expect(googlePayPaymentDataRequest('de', merchant, money(5, 'EUR')).transactionInfo.totalPrice).toBe('0.05');
    expect(
      googlePayPaymentDataRequest('hu', merchant, { centAmount: 1234500, currencyCode: 'HUF', fractionDigits: 2 })
        .transactionInfo.totalPrice,
    ).toBe('12345.00');
  });

  it('names Google’s merchant id only when there is one', () => {
    expect(googlePayPaymentDataRequest('de', merchant, money(100, 'EUR')).merchantInfo).toEqual({
      merchantName: 'Multishop',
    });
    expect(
      googlePayPaymentDataRequest('de', { ...merchant, merchantId: 'BCR2DN4T' }, money(100, 'EUR')).merchantInfo,
    ).toEqual({ merchantId: 'BCR2DN4T', merchantName: 'Multishop' });
  });
});
