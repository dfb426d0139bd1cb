import type { CountryCode } from '../../../generated/index.ts';
import type { OperationAnswers, OperationRequests } from '../../../generated/types.ts';
import { RequestError, type OperationClient, type OperationName } from '../../client/operation-client.ts';
import type { OperationDispatcher } from '../middleware/operation-dispatch.server.ts';

/**
 * The operation client the server's pages use while rendering: the same operations, schemas and failures as
 * `POST /api/<operation>` (a failure is the client's RequestError, spec/1 §8), without the HTTP round trip.
 */
export function createInProcessClient(dispatcher: OperationDispatcher, country: CountryCode): OperationClient {
  return {
    async call<N extends OperationName>(operation: N, payload: OperationRequests[N]) {
      const result = await dispatcher.dispatch(country, operation, payload);
      // The dispatcher answers each operation with its own answer type, which its result does not carry by name.
      if (result.ok) return result.answer as OperationAnswers[N];
      const { statusCode, message, field } = result.failure;
      throw new RequestError(`/api/${operation}`, statusCode, message, field);
    },
  };
}
