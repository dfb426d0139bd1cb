/** A service's answer as received: the HTTP status and the body's text. */
export interface HttpAnswer {
  status: number;
  body: string;
}

/** `base` + `/` + `path`, whether or not the configured base URL ends with a slash. */
export function endpointUrl(base: string, path: string): URL {
  return new URL(path, base.endsWith('/') ? base : `${base}/`);
}

/**
 * POSTs a JSON payload and reads the whole answer under `signal` (the check's deadline covers the body too: a
 * service that sends its headers and then stalls is still cut off). Rejects on network failure or abort; the
 * deadline (vat-check-deadline.ts) turns that into couldNotValidate.
 */
export async function postJson(
  url: URL,
  payload: unknown,
  signal: AbortSignal,
  fetchImpl: typeof fetch = fetch,
): Promise<HttpAnswer> {
  const response = await fetchImpl(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(payload),
    signal,
  });
  return { status: response.status, body: await response.text() };
}

/** The body as a JSON object, or null when it is not one (an HTML error page, an empty body, a bare value). */
export function jsonObject(body: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(body);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** A VAT ID as services expect it: upper case, letters and digits only. */
export function compactVatId(vatId: string): string {
  return vatId.toUpperCase().replace(/[^0-9A-Z]/g, '');
}
