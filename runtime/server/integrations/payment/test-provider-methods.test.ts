// Methods per country of the embedded test provider (spec/2 §3 payment method codes; README table).
import { describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_CODES } from '../../../../generated/index.ts';
import { availablePaymentMethods, methodAvailable, PROVIDER_METHOD_CODES } from './test-provider-methods.ts';

const types = (countryCode?: string, currency?: string) =>
  availablePaymentMethods({
    ...(countryCode === undefined ? {} : { countryCode }),
    ...(currency === undefined ? {} : { currency }),
  }).map((method) => method.type);

describe('test provider methods per country', () => {
  it('offers exactly the card-provider codes of spec/2 §3', () => {
    expect([...PROVIDER_METHOD_CODES].sort()).toEqual(
      [
        'scheme',
        'paypal',
        'klarna',
        'klarna_account',
        'klarna_b2b',
        'ratepay',
        'ideal',
        'onlineBanking_PL',
        'twint',
        'mobilepay',
        'multibanco',
        'applepay',
        'googlepay',
      ].sort(),
    );
  });

  it.each([
    ['NL', 'EUR', ['ideal', 'klarna', 'klarna_account', 'klarna_b2b', 'ratepay'], ['twint', 'multibanco', 'mobilepay']],
    ['PL', 'PLN', ['onlineBanking_PL', 'klarna'], ['ideal', 'klarna_b2b']],
    ['CH', 'CHF', ['twint', 'klarna', 'ratepay'], ['ideal', 'mobilepay']],
    ['DK', 'DKK', ['mobilepay', 'klarna_account'], ['twint', 'ratepay']],
    ['FI', 'EUR', ['mobilepay', 'klarna'], ['ideal']],
    ['PT', 'EUR', ['multibanco', 'klarna'], ['ideal', 'mobilepay']],
    ['SK', 'EUR', [], ['klarna', 'klarna_account', 'ideal', 'multibanco']],
    ['BG', 'BGN', [], ['klarna', 'ratepay']],
  ])('%s %s offers its local methods and not the others', (country, currency, offered, notOffered) => {
    const list = types(country, currency);
    for (const code of ['scheme', 'paypal', 'applepay', 'googlepay', ...offered]) expect(list).toContain(code);
    for (const code of notOffered) expect(list).not.toContain(code);
  });

  it('filters by currency as well: a local method in a foreign currency is not offered', () => {
    expect(methodAvailable('ideal', 'NL', 'USD')).toBe(false);
    expect(methodAvailable('klarna', 'DE', 'CHF')).toBe(false);
    expect(methodAvailable('mobilepay', 'FI', 'DKK')).toBe(false);
    expect(methodAvailable('scheme', 'NL', 'USD')).toBe(true);
    // Lower-case country codes are read as Adyen reads them.
    expect(methodAvailable('twint', 'ch', 'CHF')).toBe(true);
  });

  it('does not restrict by what the request leaves out, and honours allowed and blocked methods', () => {
    expect(types()).toHaveLength(PROVIDER_METHOD_CODES.length);
    expect(types(undefined, 'PLN')).toContain('onlineBanking_PL');
    expect(types(undefined, 'PLN')).not.toContain('ideal');
    expect(
      availablePaymentMethods({
        countryCode: 'NL',
        currency: 'EUR',
        allowedPaymentMethods: ['ideal', 'twint', 'scheme'],
        blockedPaymentMethods: ['scheme'],
      }).map((method) => method.type),
    ).toEqual(['ideal']);
    expect(availablePaymentMethods({ countryCode: 'NL' }).find((method) => method.type === 'scheme')?.brands).toEqual([
      'visa',
      'mc',
      'amex',
      'maestro',
    ]);
  });

  it('offers every provider method each country of the shop is configured with, in its currency', () => {
    for (const code of COUNTRY_CODES) {
      const country = COUNTRIES[code];
      const offered = types(code.toUpperCase(), country.currency);
      for (const method of country.payment.methods) {
        if (method.code === 'cashOnDelivery' || method.code === 'bankTransfer') continue;
        expect(offered, `${code} ${method.code}`).toContain(method.code);
      }
    }
  });
});
