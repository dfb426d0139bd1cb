import { noVerdict, type VatCheckOutcome } from './vat-check-port.ts';

export interface DeadlineOptions {
  timeoutMs: number;
  /** The caller's signal (the customer left, the request closed). */
  signal?: AbortSignal | undefined;
}

/**
 * Runs one check against a service under a deadline (spec/3 §8 'VAT ID validation is taking too much time.'): `work`
 * gets a signal that aborts at the time-out or when the caller aborts. Whatever happens the answer is an outcome,
 * never a rejection (spec/3 §4: a check that could not be done is couldNotValidate, code 999):
 * - no answer within `timeoutMs`: 999 with `timedOut` set, even when `work` ignores the signal;
 * - the caller aborted first: 999, `{"error":"aborted"}`;
 * - `work` threw (network failure, refused connection): 999, `{"error":"network"}` with the error's message.
 */
export async function withDeadline(
  options: DeadlineOptions,
  work: (signal: AbortSignal) => Promise<VatCheckOutcome>,
): Promise<VatCheckOutcome> {
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal === undefined ? timeout : AbortSignal.any([options.signal, timeout]);
  const cutOff = (): VatCheckOutcome =>
    timeout.aborted
      ? noVerdict({ error: 'timeout', timeoutMs: options.timeoutMs }, true)
      : noVerdict({ error: 'aborted' });
  let stop = (): void => {};
  const stopped = new Promise<VatCheckOutcome>((resolve) => {
    stop = () => resolve(cutOff());
    signal.addEventListener('abort', stop, { once: true });
  });
  try {
    if (signal.aborted) return cutOff();
    const answer = work(signal).catch((error: unknown) =>
      signal.aborted ? cutOff() : noVerdict({ error: 'network', message: describe(error) }),
    );
    return await Promise.race([answer, stopped]);
  } finally {
    signal.removeEventListener('abort', stop);
  }
}

/** An error's message and its cause's (fetch hides the reason, ECONNREFUSED and the like, in `cause`). */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}
