import { describe, expect, it } from 'vitest';
import { shippingFees } from '../../runtime/domain/shipping/shipping-fee.ts';
import { fakeOperations, loaderContext } from '../../tests/fixtures/operations-fixture.ts';
import { loadUspSection } from './load.server.ts';

describe('loadUspSection (spec/1 §2.9 USP section, spec/2 §9 free delivery)', () => {
  it("gives the country's free-delivery threshold of the day, in its currency", async () => {
    const now = new Date('2026-11-21T12:00:00Z');
    const data = await loadUspSection({}, loaderContext('http://ch.localhost:3000/', fakeOperations({}), now));
    const { freeAbove } = shippingFees('ch', '2026-11-21');
    expect(data).toEqual({ freeDeliveryAbove: { centAmount: freeAbove.centAmount, currencyCode: 'CHF' } });
  });
});
