// The test provider's card checks and Adyen's holder-name triggers (test-provider-triggers.ts).
import { describe, expect, it } from 'vitest';
import {
  cardBrandOf,
  checkCard,
  HOLDER_NAME_TRIGGERS,
  outcomeOfHolderName,
  passesLuhn,
} from './test-provider-triggers.ts';

const NOW = Date.UTC(2026, 10, 24, 12);

describe('test provider triggers', () => {
  it('checks card numbers with Luhn and tells the brand by prefix', () => {
    for (const number of [
      '4111111111111111',
      '5555555555554444',
      '4917610000000000',
      '370000000000002',
      '2223000048400011',
    ]) {
      expect(passesLuhn(number), number).toBe(true);
    }
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(cardBrandOf('4111111111111111')).toBe('visa');
    expect(cardBrandOf('5555555555554444')).toBe('mc');
    expect(cardBrandOf('2223000048400011')).toBe('mc');
    expect(cardBrandOf('370000000000002')).toBe('amex');
    expect(cardBrandOf('6731012345678906')).toBe('maestro');
    expect(cardBrandOf('9999999999999995')).toBeNull();
  });

  it('checks the expiry and the security code’s form, and says which field is wrong', () => {
    const card = { number: '4111 1111 1111 1111', expiryMonth: '03', expiryYear: '30', securityCode: '737' };
    expect(checkCard(card, NOW)).toMatchObject({
      ok: true,
      brand: 'visa',
      summary: '1111',
      expiry: '03/2030',
      expired: false,
    });
    expect(checkCard({ ...card, number: '4111 1111 1111 1112' }, NOW)).toEqual({
      ok: false,
      errors: { number: 'invalidNumber' },
    });
    expect(checkCard({ ...card, expiryMonth: '13' }, NOW)).toEqual({
      ok: false,
      errors: { expiry: 'expiryFormat' },
    });
    expect(checkCard({ ...card, securityCode: '73' }, NOW)).toMatchObject({
      ok: false,
      errors: { securityCode: expect.any(String) },
    });
    // Every wrong field at once.
    expect(checkCard({ number: '1', expiryMonth: 'x', expiryYear: '', securityCode: '' }, NOW)).toMatchObject({
      ok: false,
      errors: { number: expect.any(String), expiry: expect.any(String), securityCode: expect.any(String) },
    });
    expect(checkCard({ ...card, number: '370000000000002', securityCode: '737' }, NOW)).toMatchObject({
      ok: false,
      errors: { securityCode: 'securityCode4' },
    });
    // Valid through the last day of the expiry month.
    expect(checkCard({ ...card, expiryMonth: '11', expiryYear: '2026' }, NOW)).toMatchObject({
      ok: true,
      expired: false,
    });
    expect(checkCard({ ...card, expiryMonth: '10', expiryYear: '2026' }, NOW)).toMatchObject({
      ok: true,
      expired: true,
    });
  });

  it('selects Adyen’s documented results by holder name, and authorises any other name', () => {
    expect(outcomeOfHolderName('DECLINED')).toEqual({
      resultCode: 'Refused',
      refusalReason: 'Refused',
      refusalReasonCode: '2',
    });
    expect(outcomeOfHolderName(' card_expired ')).toEqual({
      resultCode: 'Refused',
      refusalReason: 'Expired Card',
      refusalReasonCode: '6',
    });
    expect(outcomeOfHolderName('ERROR')).toEqual({
      resultCode: 'Error',
      refusalReason: 'Acquirer Error',
      refusalReasonCode: '4',
    });
    expect(outcomeOfHolderName('PENDING')).toEqual({ resultCode: 'Received' });
    expect(outcomeOfHolderName('Jan de Vries')).toEqual({ resultCode: 'Authorised' });
    expect(outcomeOfHolderName(undefined)).toEqual({ resultCode: 'Authorised' });
    // Every refusal carries the code of Adyen's table.
    for (const [name, outcome] of Object.entries(HOLDER_NAME_TRIGGERS)) {
      if (outcome.resultCode === 'Refused') expect(outcome.refusalReasonCode, name).toMatch(/^\d+$/);
    }
  });
});
