import { OperationError } from './operation.server.ts';

/** commercetools' ConcurrentModification (spec/2 §4): the version named is not the cart's; the answer carries it. */
export function staleVersion(cartId: string, expected: number, currentVersion: number): OperationError {
  const message = `Object ${cartId} has a different version than expected. Expected: ${expected} - Actual: ${currentVersion}.`;
  return new OperationError(409, message, '/version', {
    currentVersion,
    errors: [{ code: 'ConcurrentModification', message, currentVersion }],
  });
}
