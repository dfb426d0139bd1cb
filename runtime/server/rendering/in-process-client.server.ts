import type { CountryCode } from '../../../generated/index.ts';
import { RequestError, type OperationClient } from '../../client/operation-client.ts';
import type { OperationDispatcher } from '../middleware/operation-dispatch.server.ts';

/**
 * The operation client the server's pages use while rendering: the same operations, schemas and failures as
 * `POST /api/<operation>` (a failure is the client's RequestError, spec/1 §8), without the HTTP round trip.
 */
export function createInProcessClient(dispatcher: OperationDispatcher, country: CountryCode): OperationClient {
  return {
    async call(operation, payload) {
      const result = await dispatcher.dispatch(country, operation, payload);
      if (result.ok) return result.answer as never;
      const { statusCode, message, field } = result.failure;
      throw new RequestError(`/api/${operation}`, statusCode, message, field);
    },
  };
}
