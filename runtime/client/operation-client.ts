// The browser's (and the server's own pages') way to call the middleware: one typed function per operation, the
// payload and answer types generated from schemas/operations.schema.json and operation-answers.schema.json.
import type { OperationAnswers, OperationRequests } from '../../generated/types.ts';

export type OperationName = keyof OperationRequests & keyof OperationAnswers;

/** spec/1 §8: "An error occurred during request to {endpoint}, {message}"; the status code defaults to 500. */
export class RequestError extends Error {
  constructor(
    readonly endpoint: string,
    readonly statusCode: number,
    readonly detail: string,
    readonly field?: string,
  ) {
    super(`An error occurred during request to ${endpoint}, ${detail}`);
    this.name = 'RequestError';
  }
}

export interface OperationClientOptions {
  /** Origin of the shop ('' in the browser: the page's own). */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** spec/1 §8: with a callback, a failed request goes to it instead of throwing; the call answers undefined. */
  onError?: (error: RequestError) => void;
}

export interface OperationClient {
  call<N extends OperationName>(operation: N, payload: OperationRequests[N]): Promise<OperationAnswers[N]>;
}

export function createOperationClient(options: OperationClientOptions = {}): OperationClient {
  const send = options.fetch ?? fetch;
  const base = options.baseUrl ?? '';
  return {
    async call(operation, payload) {
      const endpoint = `/api/${operation}`;
      let failure: RequestError;
      try {
        const response = await send(`${base}${endpoint}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(payload),
        });
        const body = (await response.json().catch(() => null)) as { message?: string; field?: string } | null;
        if (response.ok) return body as never;
        failure = new RequestError(endpoint, response.status || 500, body?.message ?? response.statusText, body?.field);
      } catch (error) {
        failure = new RequestError(endpoint, 500, (error as Error).message);
      }
      if (options.onError) {
        options.onError(failure);
        return undefined as never;
      }
      throw failure;
    },
  };
}
