/** Thrown inside a transaction to roll it back: a discount code has no use left (ADR 027). */
export class CodeUsedUp extends Error {
  constructor(readonly codeIds: readonly string[]) {
    super('discount code used up');
  }
}
