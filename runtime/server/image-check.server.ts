/** The picture shown where a product's or category's own cannot be loaded (spec/1 §7 image check). */
export const DEFAULT_IMAGE = '/images/c/default.svg';

export interface ImageCheckOptions {
  /** Hosts whose pictures may be checked (https only); the shop's own relative paths are always allowed. */
  allowedHosts: readonly string[];
  /**
   * The shop's own origins (the country's configured one, the request's): a picture's absolute address there — what a
   * browser's `img.src`, og:image and JSON-LD carry — is its own path, checked as such without a request.
   */
  ownOrigins?: readonly string[];
  /** Whether a relative path is one of the shop's own pictures (answers 200). */
  ownImageExists: (path: string) => boolean;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * spec/1 §7 Image check: HEAD on an image URL; if the status is not 200 the default image is used. Only the
 * shop's own paths and https URLs of allowed hosts are ever requested, so the check cannot be turned into a way
 * to reach other hosts from the server (server-side request forgery).
 */
export async function checkImage(url: string, options: ImageCheckOptions): Promise<string> {
  if (url.startsWith('/') && !url.startsWith('//')) return options.ownImageExists(url) ? url : DEFAULT_IMAGE;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return DEFAULT_IMAGE;
  }
  if (options.ownOrigins?.includes(parsed.origin) && parsed.search === '' && parsed.hash === '') {
    return options.ownImageExists(parsed.pathname) ? parsed.toString() : DEFAULT_IMAGE;
  }
  if (parsed.protocol !== 'https:' || !options.allowedHosts.includes(parsed.hostname)) return DEFAULT_IMAGE;
  try {
    const response = await (options.fetch ?? fetch)(parsed, {
      method: 'HEAD',
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs ?? 3000),
    });
    return response.status === 200 ? parsed.toString() : DEFAULT_IMAGE;
  } catch {
    return DEFAULT_IMAGE;
  }
}
