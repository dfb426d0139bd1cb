import { describe, expect, it } from 'vitest';
import { thankYouOrderId } from './thank-you-order-id.ts';

describe('thankYouOrderId (spec/1 §2.1 "query parameter order={orderId} or in the slug"; spec/2 §2)', () => {
  it.each([
    ['sk', '/checkout/thank-you/NS1001', '', 'NS1001'],
    ['sk', '/checkout/thank-you/0f8fad5b-d9cb-469f-a165-70867728950e', '', '0f8fad5b-d9cb-469f-a165-70867728950e'],
    ['sk', '/checkout/thank-you', 'order=NS1002', 'NS1002'],
    ['sk', '/checkout/thank-you/', '?order=NS1002', 'NS1002'],
    ['be', '/nl/checkout/thank-you/NS1003', '', 'NS1003'],
    // The slug wins over the query.
    ['sk', '/checkout/thank-you/NS1001', 'order=NS1002', 'NS1001'],
    // An id that is not id-shaped is no id; the query's is taken instead.
    ['sk', '/checkout/thank-you/a%20b', 'order=NS1002', 'NS1002'],
    ['sk', '/checkout/thank-you', 'order=x%22%3B%20drop', null],
    ['sk', '/checkout/thank-you', 'order=', null],
    ['sk', '/checkout/thank-you', '', null],
    // Only the thank-you page carries an order id.
    ['sk', '/checkout/payment', 'order=NS1002', null],
    ['sk', '/tools/x', 'order=NS1002', null],
  ] as const)('%s %s ?%s → %s', (country, path, query, orderId) => {
    expect(thankYouOrderId(country, path, query)).toBe(orderId);
  });

  it('reads parsed parameters too', () => {
    expect(thankYouOrderId('sk', '/checkout/thank-you', new URLSearchParams({ order: 'NS7' }))).toBe('NS7');
  });
});
