import { describe, expect, it } from 'vitest';
import { COULD_NOT_VALIDATE_CODE, MAX_RAW_LENGTH, noVerdict, outcomeForCode } from './vat-check-port.ts';

describe('outcomeForCode (spec/3 §4 VAT validation result: the code decides)', () => {
  it.each([
    [200, 'valid'],
    [216, 'valid'],
    [218, 'valid'],
    [219, 'valid'],
    [223, 'valid'],
    [205, 'couldNotValidate'],
    [208, 'couldNotValidate'],
    [999, 'couldNotValidate'],
    [201, 'notValid'],
    [210, 'notValid'],
    [212, 'notValid'],
  ])('code %i is %s', (code, result) => {
    expect(outcomeForCode(code, 'raw')).toEqual({ result, code, raw: 'raw', timedOut: false });
  });

  it('keeps at most MAX_RAW_LENGTH characters of the raw answer (an error page must not fill the address)', () => {
    expect(outcomeForCode(999, 'x'.repeat(MAX_RAW_LENGTH + 10)).raw).toHaveLength(MAX_RAW_LENGTH);
  });
});

describe('noVerdict (spec/3 §4: no answer is couldNotValidate, 999)', () => {
  it('writes the note as JSON and marks a time-out', () => {
    expect(COULD_NOT_VALIDATE_CODE).toBe(999);
    expect(noVerdict({ error: 'network', message: 'down' })).toEqual({
      result: 'couldNotValidate',
      code: 999,
      raw: '{"error":"network","message":"down"}',
      timedOut: false,
    });
    expect(noVerdict({ error: 'timeout', timeoutMs: 5 }, true).timedOut).toBe(true);
  });
});
