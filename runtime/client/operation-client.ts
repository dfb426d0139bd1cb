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
    /** A 409's current version of the object (commercetools ConcurrentModification; spec/2 §4 Updates). */
    readonly currentVersion?: number,
    /** Why the first error of the answer happened, where it says (commercetools DiscountCodeNonApplicable reason). */
    readonly reason?: string,
  ) {
    super(`An error occurred during request to ${endpoint}, ${detail}`);
    this.name = 'RequestError';
  }
}

export interface OperationClientOptions {
  /** Origin of the shop ('' in the browser: the page's own). */
  baseUrl?: string;
  fetch?: typeof fetch;
}

/** A client that reports a failed request instead of throwing it. */
export interface ReportingClientOptions extends OperationClientOptions {
  /** spec/1 §8: a failed request goes to this callback instead of throwing; the call answers undefined. */
  onError: (error: RequestError) => void;
}

/** What a call may be given besides its payload. */
export interface CallOptions {
  /** Cancels the request: a load superseded by a newer one, or of a page left (the call then fails). */
  readonly signal?: AbortSignal;
}

/** The typed operations; a call answers the operation's answer, or `Failed` for a failure reported (spec/1 §8). */
export interface OperationClient<Failed = never> {
  call<N extends OperationName>(
    operation: N,
    payload: OperationRequests[N],
    options?: CallOptions,
  ): Promise<OperationAnswers[N] | Failed>;
}

/** A client whose failed calls go to `options.onError` and answer undefined (spec/1 §8). */
export function createOperationClient(options: ReportingClientOptions): OperationClient<undefined>;
/** A client whose failed calls throw their RequestError. */
export function createOperationClient(options?: OperationClientOptions): OperationClient;
export function createOperationClient(
  options: OperationClientOptions & Partial<ReportingClientOptions> = {},
): OperationClient | OperationClient<undefined> {
  const { onError } = options;
  if (onError === undefined) {
    return clientOf(options, (failure) => {
      throw failure;
    });
  }
  return clientOf(options, (failure) => {
    onError(failure);
    return undefined;
  });
}

/** The client whose failed calls answer what `failed` makes of their RequestError. */
function clientOf<Failed>(
  options: OperationClientOptions,
  failed: (failure: RequestError) => Failed,
): OperationClient<Failed> {
  // The global fetch is looked up at call time, so a client made at module load sees the page's fetch.
  const send: typeof fetch = options.fetch ?? ((input, init) => fetch(input, init));
  const base = options.baseUrl ?? '';
  return {
    async call<N extends OperationName>(operation: N, payload: OperationRequests[N], callOptions: CallOptions = {}) {
      const endpoint = `/api/${operation}`;
      let failure: RequestError;
      try {
        const response = await send(`${base}${endpoint}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(payload),
          ...(callOptions.signal === undefined ? {} : { signal: callOptions.signal }),
        });
        const body: unknown = await response.json().catch(() => null);
        // The server's answers are checked against the same schemas the types come from (the operations' tests).
        if (response.ok) return body as OperationAnswers[N];
        const refusal = refusalOf(body);
        failure = new RequestError(
          endpoint,
          response.status || 500,
          refusal.message ?? response.statusText,
          refusal.field,
          refusal.currentVersion,
          refusal.reason,
        );
      } catch (error) {
        failure = new RequestError(endpoint, 500, (error as Error).message);
      }
      return failed(failure);
    },
  };
}

/**
 * The error is a request error with this status. Duck-typed on purpose: the server's built pages carry their own
 * copy of this module, so an error made by the server's copy is not `instanceof` the pages' RequestError.
 */
export function isRequestError(error: unknown, statusCode?: number): error is RequestError {
  return (
    error instanceof Error &&
    error.name === 'RequestError' &&
    (statusCode === undefined || (error as RequestError).statusCode === statusCode)
  );
}

/**
 * Turns a not-found answer into null, for a page whose content may not exist; other errors go on. Not found is a
 * 404, or a 400 on the slug: a slug from the URL that no store entry can have (its schema's pattern) names nothing.
 */
export function nullWhenNotFound(error: unknown): null {
  if (isRequestError(error, 404)) return null;
  if (isRequestError(error, 400) && error.field === '/slug') return null;
  throw error;
}

/** What a refusal's body says (the middleware's error answer, commercetools' shape), each part only when it is there. */
function refusalOf(body: unknown): {
  message?: string;
  field?: string;
  currentVersion?: number;
  reason?: string;
} {
  if (typeof body !== 'object' || body === null) return {};
  const { message, field, currentVersion, errors } = body as Record<string, unknown>;
  const first: unknown = Array.isArray(errors) ? errors[0] : undefined;
  const reason = typeof first === 'object' && first !== null ? (first as Record<string, unknown>).reason : undefined;
  return {
    ...(typeof message === 'string' ? { message } : {}),
    ...(typeof field === 'string' ? { field } : {}),
    ...(typeof currentVersion === 'number' ? { currentVersion } : {}),
    ...(typeof reason === 'string' ? { reason } : {}),
  };
}
