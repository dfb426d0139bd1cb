// The return address's signature (return-signature.server.ts): only the shop's own, whatever its length.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { returnSignature, returnSignatureMatches } from './return-signature.server.ts';

const key = randomBytes(32);

describe('returnSignatureMatches', () => {
  it('takes the payment’s own signature', () => {
    expect(returnSignatureMatches(key, 'attempt-1', returnSignature(key, 'attempt-1'))).toBe(true);
  });

  it('refuses a forged signature of the right length, one character changed, another payment’s or key’s', () => {
    const signature = returnSignature(key, 'attempt-1');
    const forged = 'A'.repeat(signature.length);
    expect(forged).toHaveLength(signature.length);
    expect(returnSignatureMatches(key, 'attempt-1', forged)).toBe(false);
    const oneChanged = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    expect(returnSignatureMatches(key, 'attempt-1', oneChanged)).toBe(false);
    expect(returnSignatureMatches(key, 'attempt-1', returnSignature(key, 'attempt-2'))).toBe(false);
    expect(returnSignatureMatches(key, 'attempt-1', returnSignature(randomBytes(32), 'attempt-1'))).toBe(false);
  });

  it('refuses a shorter or longer one, and none', () => {
    const signature = returnSignature(key, 'attempt-1');
    expect(returnSignatureMatches(key, 'attempt-1', signature.slice(0, 6))).toBe(false);
    expect(returnSignatureMatches(key, 'attempt-1', `${signature}A`)).toBe(false);
    expect(returnSignatureMatches(key, 'attempt-1', '')).toBe(false);
  });
});
