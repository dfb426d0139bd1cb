import type { CountryCode } from '../../../generated/index.ts';
import { NO_SESSION } from '../sessions/session-access.server.ts';
import { type OperationContext, OperationError, type OperationName, type Operations } from './operation.server.ts';
import { createPayloadValidator } from './payload-validator.server.ts';

/**
 * spec/1 §8: an unknown middleware operation is answered with this message. The spec gives it status 500; the
 * shop's "no 500 for any request" overrides that: naming an operation the shop does not have is the caller's mistake,
 * so it is a 404 (docs/decisions/010-request-failures-and-cache-tags.md).
 */
export const UNKNOWN_MIDDLEWARE = 'Unknown middleware';

/** A middleware call that did not succeed: what the HTTP answer says (spec/1 §8 codes 400, 404, 500). */
export interface OperationFailure {
  readonly statusCode: 400 | 404 | 409 | 500;
  readonly message: string;
  readonly field?: string;
  /** A stale version's answer (spec/2 §4 Updates): the cart's current version. */
  readonly currentVersion?: number;
  readonly errors?: ReadonlyArray<Record<string, unknown>>;
}

export type DispatchResult = { ok: true; answer: unknown } | { ok: false; failure: OperationFailure };

export interface OperationDispatcher {
  /** Validates the payload against the operation's schema (defaults filled in) and runs the handler. */
  dispatch(
    country: CountryCode,
    operation: string,
    payload: unknown,
    context?: OperationContext,
  ): Promise<DispatchResult>;
}

/**
 * One way into the operations for both callers: `POST /api/<operation>` and the server's own pages (which call
 * the handlers in process, without an HTTP round trip, but with the same validation and the same failures).
 */
export function createOperationDispatcher(operations: Operations): OperationDispatcher {
  const validator = createPayloadValidator();
  return {
    async dispatch(country, operation, payload, context = { session: NO_SESSION }) {
      // The payload has passed this operation's schema, so the handler may take it as its own request type.
      const handler = Object.hasOwn(operations, operation)
        ? (operations[operation as OperationName] as (
            country: CountryCode,
            payload: unknown,
            context: OperationContext,
          ) => Promise<unknown>)
        : undefined;
      if (!handler) return { ok: false, failure: { statusCode: 404, message: UNKNOWN_MIDDLEWARE } };
      const checked = validator.check(operation, payload);
      if (!checked.ok) {
        return { ok: false, failure: { statusCode: 400, message: checked.message, field: checked.field } };
      }
      try {
        return { ok: true, answer: await handler(country, checked.payload, context) };
      } catch (error) {
        if (!(error instanceof OperationError)) throw error;
        const failure: OperationFailure = {
          statusCode: error.statusCode,
          message: error.message,
          ...(error.field ? { field: error.field } : {}),
          ...error.details,
        };
        return { ok: false, failure };
      }
    },
  };
}
