import { describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_CODES, type CountryCode, type CountryPayment } from '../../../generated/index.ts';
import { CurrencyMismatchError } from '../money/money-math.ts';
import { money, type Money } from '../money/money.ts';
import {
  MAX_LINE_ITEMS_FOR_BANK_AND_CASH,
  availablePaymentMethods,
  compilePaymentRules,
  evaluatePaymentRules,
  type PaymentAvailabilityInput,
  type PaymentLine,
} from './payment-method-availability.ts';

const product = (quantity = 1, freight = false): PaymentLine => ({
  itemType: 'standard_product',
  sku: 'EX12345678',
  quantity,
  freight,
});
const guarantee: PaymentLine = { itemType: 'extra_guarantee', sku: '4100010', quantity: 1, freight: false };
/** spec/2 §3: a SKU beginning with 41000 is a virtual extra guarantee, whatever type the line was given. */
const virtualTypedAsProduct: PaymentLine = {
  itemType: 'standard_product',
  sku: '4100020',
  quantity: 1,
  freight: false,
};
const accessory = (quantity = 1): PaymentLine => ({
  itemType: 'accessory',
  sku: 'EX10000042',
  quantity,
  freight: false,
});

function cart(country: CountryCode, change: Partial<PaymentAvailabilityInput> = {}): PaymentAvailabilityInput {
  return {
    country,
    clientType: 'PRIVATE',
    lines: [product()],
    grossTotal: money(10000, COUNTRIES[country].currency),
    ...change,
  };
}

function reasonsFor(input: PaymentAvailabilityInput, code: string) {
  return availablePaymentMethods(input).unavailable.find((method) => method.code === code)?.reasons;
}

// spec/2 §9, row by row: cash-on-delivery price limit (major units), item limit, freight; spec/2 §5 bank payment.
const SPEC_COD_PRICE_LIMIT: Record<CountryCode, string> = {
  sk: '2500',
  ie: '1500',
  de: '1500',
  pt: '1000',
  it: '999.99',
  fr: '1000',
  hu: '499999',
  cz: '60000',
  at: '1500',
  no: '1500',
  nl: '1500',
  ch: '3500',
  be: '3000',
  dk: '20000',
  se: '3000',
  es: '1000',
  gb: '2500',
  fi: '1500',
  pl: '6000',
  ro: '10000',
  lt: '4500',
  si: '4500',
  bg: '8900',
  gr: '499',
  hr: '4500',
};
const SPEC_COD_ITEM_LIMIT_ONE = ['sk', 'it', 'hu', 'cz', 'pl', 'hr'];
const SPEC_COD_FREIGHT = ['sk', 'hu', 'cz', 'pl'];
const SPEC_BANK_DISABLED = ['ie', 'nl', 'se', 'gb', 'ro', 'lt', 'si', 'bg', 'gr', 'hr'];

function minorUnits(major: string): number {
  const [whole = '', fraction = ''] = major.split('.');
  return Number(whole + fraction.padEnd(2, '0'));
}

describe('payment method availability per country (spec/2 §5, §9 tables, row by row)', () => {
  it.each(COUNTRY_CODES)('%s: cash on delivery up to the price limit, inclusive', (country) => {
    const limit = minorUnits(SPEC_COD_PRICE_LIMIT[country]);
    const currency = COUNTRIES[country].currency;
    expect(availablePaymentMethods(cart(country, { grossTotal: money(limit, currency) })).available).toContain(
      'cashOnDelivery',
    );
    expect(reasonsFor(cart(country, { grossTotal: money(limit + 1, currency) }), 'cashOnDelivery')).toEqual([
      'priceLimit',
    ]);
  });

  it.each(COUNTRY_CODES)('%s: cash-on-delivery item limit', (country) => {
    const twoProducts = cart(country, { lines: [product(1), product(1)] });
    if (SPEC_COD_ITEM_LIMIT_ONE.includes(country)) {
      expect(reasonsFor(twoProducts, 'cashOnDelivery')).toEqual(['itemLimit']);
    } else {
      expect(availablePaymentMethods(cart(country, { lines: [product(50)] })).available).toContain('cashOnDelivery');
    }
  });

  it.each(COUNTRY_CODES)('%s: cash on delivery for freight items', (country) => {
    const freight = cart(country, { lines: [product(1, true)] });
    if (SPEC_COD_FREIGHT.includes(country)) {
      expect(availablePaymentMethods(freight).available).toContain('cashOnDelivery');
    } else {
      expect(reasonsFor(freight, 'cashOnDelivery')).toEqual(['freight']);
    }
  });

  it.each(COUNTRY_CODES)('%s: bank transfer', (country) => {
    const { available } = availablePaymentMethods(cart(country));
    expect(available.includes('bankTransfer')).toBe(!SPEC_BANK_DISABLED.includes(country));
  });
});

describe('client types (spec/2 §5: company customers lose some methods, private customers the invoice-style one)', () => {
  it('offers private customers the private-only methods, in display order', () => {
    expect(availablePaymentMethods(cart('de'))).toEqual({
      available: ['scheme', 'paypal', 'klarna', 'ratepay', 'applepay', 'googlepay', 'bankTransfer', 'cashOnDelivery'],
      unavailable: [{ code: 'klarna_b2b', reasons: ['clientType'] }],
    });
  });

  it('takes them from company customers and offers the invoice-style method instead', () => {
    expect(availablePaymentMethods(cart('de', { clientType: 'COMPANY' }))).toEqual({
      available: ['scheme', 'paypal', 'klarna_b2b', 'applepay', 'googlepay', 'bankTransfer', 'cashOnDelivery'],
      unavailable: [
        { code: 'klarna', reasons: ['clientType'] },
        { code: 'ratepay', reasons: ['clientType'] },
      ],
    });
  });
});

describe('line items for bank and cash payment (spec/2 §5: more than 0 and at most 20, extra guarantees not counted)', () => {
  const lines = (count: number) => Array.from({ length: count }, () => accessory());

  it('is 20', () => {
    expect(MAX_LINE_ITEMS_FOR_BANK_AND_CASH).toBe(20);
  });

  it.each([
    ['no line item', [], false],
    ['only extra guarantees', [guarantee, guarantee], false],
    ['one line item', [accessory()], true],
    ['20 line items', lines(20), true],
    ['20 line items and 5 extra guarantees', [...lines(20), ...Array.from({ length: 5 }, () => guarantee)], true],
    ['20 line items and a virtual SKU typed as a product', [...lines(20), virtualTypedAsProduct], true],
    ['only a virtual SKU typed as a product', [virtualTypedAsProduct], false],
    ['21 line items', lines(21), false],
  ])('%s: %s', (_case, cartLines, allowed) => {
    const result = availablePaymentMethods(cart('de', { lines: cartLines }));
    for (const code of ['bankTransfer', 'cashOnDelivery'] as const) {
      if (allowed) expect(result.available).toContain(code);
      else expect(result.unavailable).toContainEqual({ code, reasons: ['lineItemCount'] });
    }
    expect(result.available).toContain('scheme');
  });
});

describe('cash-on-delivery item limit counts standard-product quantities (spec/2 §5)', () => {
  it.each([
    ['one product', [product(1)], true],
    ['a product of quantity 2', [product(2)], false],
    ['one product with accessories and a guarantee', [product(1), accessory(5), guarantee], true],
    ['accessories alone', [accessory(3)], true],
    [
      'one product and a virtual SKU typed as a product (an extra guarantee)',
      [product(1), virtualTypedAsProduct],
      true,
    ],
  ])('sk, %s: %s', (_case, lines, allowed) => {
    expect(availablePaymentMethods(cart('sk', { lines })).available.includes('cashOnDelivery')).toBe(allowed);
  });
});

describe('reasons (for the UI)', () => {
  it('lists every reason that rules a method out', () => {
    const input = cart('de', {
      lines: [...Array.from({ length: 21 }, () => product(1, true))],
      grossTotal: money(150001, 'EUR'),
    });
    expect(reasonsFor(input, 'cashOnDelivery')).toEqual(['lineItemCount', 'priceLimit', 'freight']);
    expect(reasonsFor(input, 'bankTransfer')).toEqual(['lineItemCount']);
  });
});

describe('Google Pay express checkout (spec/2 §5: in one mode only Google Pay is offered)', () => {
  it('offers Google Pay alone', () => {
    const result = availablePaymentMethods(cart('sk', { googlePayExpress: true }));
    expect(result.available).toEqual(['googlepay']);
    expect(result.unavailable.map(({ code }) => code)).toEqual([
      'scheme',
      'paypal',
      'applepay',
      'bankTransfer',
      'cashOnDelivery',
    ]);
    expect(reasonsFor(cart('sk', { googlePayExpress: true }), 'scheme')).toEqual(['googlePayExpress']);
  });
});

describe('the total must be in the country’s currency', () => {
  it.each<[string, Money]>([
    ['another currency', money(10000, 'CZK')],
    ['another minor-unit scale', { centAmount: 100000, currencyCode: 'EUR', fractionDigits: 3 }],
  ])('refuses %s', (_case, grossTotal) => {
    expect(() => availablePaymentMethods(cart('sk', { grossTotal }))).toThrow(CurrencyMismatchError);
  });
});

describe('compilePaymentRules and evaluatePaymentRules (any country config)', () => {
  const config: CountryPayment = {
    standardVatRate: 0.2,
    sellingEntityCountry: 'DE',
    methods: [
      { code: 'scheme', clientTypes: ['PRIVATE', 'COMPANY'] },
      { code: 'bankTransfer', clientTypes: ['PRIVATE', 'COMPANY'] },
      { code: 'cashOnDelivery', clientTypes: ['PRIVATE'] },
    ],
    cashOnDelivery: { priceLimit: 5000, itemLimit: 2, freightAllowed: false, fee: 100 },
    bankTransfer: { enabled: false },
  };
  const rules = compilePaymentRules('GBP', config);
  const base = { clientType: 'PRIVATE' as const, lines: [product(2)], grossTotal: money(5000, 'GBP') };

  it('keeps a listed bank transfer off while the country disables it', () => {
    expect(evaluatePaymentRules(rules, base)).toEqual({
      available: ['scheme', 'cashOnDelivery'],
      unavailable: [{ code: 'bankTransfer', reasons: ['bankTransferDisabled'] }],
    });
  });

  it('applies the item limit and the client types of the config', () => {
    expect(evaluatePaymentRules(rules, { ...base, clientType: 'COMPANY', lines: [product(3)] })).toEqual({
      available: ['scheme'],
      unavailable: [
        { code: 'bankTransfer', reasons: ['bankTransferDisabled'] },
        { code: 'cashOnDelivery', reasons: ['clientType', 'itemLimit'] },
      ],
    });
  });
});
