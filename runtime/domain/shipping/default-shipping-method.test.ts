import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SHIPPING_METHOD_KEY,
  SHIPPING_METHOD_KEYS,
  shippingMethodToSet,
  type AvailableShippingMethod,
} from './default-shipping-method.ts';

const parcel = { key: 'parcel', id: 'sm-parcel' };
const freight = { key: 'freight', id: 'sm-freight' };
const parcelNotMatching = { ...parcel, isMatching: false };

describe('shipping method keys (spec/2 §3 Shipping method)', () => {
  it('are parcel and freight; parcel is the default', () => {
    expect(SHIPPING_METHOD_KEYS).toEqual(['parcel', 'freight']);
    expect(DEFAULT_SHIPPING_METHOD_KEY).toBe('parcel');
  });
});

describe('default shipping method (spec/2 §4 Shipping method state)', () => {
  it.each([
    [
      'the default key, matching',
      { shippingMethodKey: 'parcel', shippingMethodState: 'MatchesCart' },
      [parcel, freight],
      null,
    ],
    ['the default key, no state', { shippingMethodKey: 'parcel' }, [freight], null],
    [
      'the default key, not matching the cart',
      { shippingMethodKey: 'parcel', shippingMethodState: 'DoesNotMatchCart' },
      [freight, parcel],
      'freight',
    ],
    ['freight', { shippingMethodKey: 'freight', shippingMethodState: 'MatchesCart' }, [parcel, freight], 'parcel'],
    [
      'freight, and freight is the only method',
      { shippingMethodKey: 'freight', shippingMethodState: 'MatchesCart' },
      [freight],
      null,
    ],
    [
      'freight not matching, freight first',
      { shippingMethodKey: 'freight', shippingMethodState: 'DoesNotMatchCart' },
      [freight],
      'freight',
    ],
    ['no shipping info', undefined, [parcel, freight], 'parcel'],
    ['null shipping info', null, [freight], 'freight'],
    ['shipping info without a method', {}, [parcel], 'parcel'],
    ['an unknown key', { shippingMethodKey: 'express' }, [parcel], 'parcel'],
    ['a non-matching first method', { shippingMethodKey: 'freight' }, [parcelNotMatching, freight], null],
    ['a non-matching first method, no info', undefined, [parcelNotMatching, freight], 'freight'],
    ['no method available', undefined, [], null],
    ['no matching method available', { shippingMethodKey: 'freight' }, [parcelNotMatching], null],
  ] as [string, Parameters<typeof shippingMethodToSet>[0], AvailableShippingMethod[], string | null][])(
    'cart with %s → sets %s',
    (_label, info, available, expected) => {
      expect(shippingMethodToSet(info, available)?.key ?? null).toBe(expected);
    },
  );

  it('returns the caller’s method object', () => {
    expect(shippingMethodToSet(undefined, [parcel])).toBe(parcel);
  });
});
