// spec/1 §7 Image check, with the outside host replaced at its HTTP boundary (msw).
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkImage, DEFAULT_IMAGE } from './image-check.server.ts';
import { isOwnImagePath } from './images/image-routes.server.ts';

const cdn = setupServer(
  http.head('https://images.example-cdn.test/ok.jpg', () => new HttpResponse(null, { status: 200 })),
  http.head('https://images.example-cdn.test/gone.jpg', () => new HttpResponse(null, { status: 404 })),
  http.head(
    'https://images.example-cdn.test/moved.jpg',
    () => new HttpResponse(null, { status: 302, headers: { location: 'https://elsewhere.test/x.jpg' } }),
  ),
  http.head('https://images.example-cdn.test/broken.jpg', () => HttpResponse.error()),
);
beforeAll(() => cdn.listen({ onUnhandledRequest: 'error' }));
afterAll(() => cdn.close());

const options = { allowedHosts: ['images.example-cdn.test'], ownImageExists: isOwnImagePath };

describe('checkImage (spec/1 §7: HEAD; the default image unless 200)', () => {
  it('keeps a picture the host answers 200 for', async () => {
    expect(await checkImage('https://images.example-cdn.test/ok.jpg', options)).toBe(
      'https://images.example-cdn.test/ok.jpg',
    );
  });

  it.each(['gone.jpg', 'moved.jpg', 'broken.jpg'])('uses the default image for %s', async (file) => {
    expect(await checkImage(`https://images.example-cdn.test/${file}`, options)).toBe(DEFAULT_IMAGE);
  });

  it('never requests a host that is not allowed, nor plain http, nor a private address', async () => {
    for (const url of [
      'https://evil.test/x.jpg',
      'http://images.example-cdn.test/ok.jpg',
      'https://127.0.0.1/x.jpg',
      'not a url',
    ]) {
      expect(await checkImage(url, options)).toBe(DEFAULT_IMAGE);
    }
  });

  it('checks the shop’s own pictures without a request', async () => {
    expect(await checkImage('/images/p/EX30000001/1.svg', options)).toBe('/images/p/EX30000001/1.svg');
    expect(await checkImage('/images/p/EX30000001/0.svg', options)).toBe(DEFAULT_IMAGE);
    expect(await checkImage('//evil.test/x.jpg', options)).toBe(DEFAULT_IMAGE);
    // The fixed pictures of the frame are the shop's own too.
    expect(await checkImage('/images/favicon.svg', options)).toBe('/images/favicon.svg');
    expect(await checkImage('/images/no-results.svg', options)).toBe('/images/no-results.svg');
  });

  it('checks a picture’s absolute address on the shop’s own origin as its own path, without a request', async () => {
    const own = { ...options, ownOrigins: ['https://www.multishop.de'] };
    const picture = 'https://www.multishop.de/images/p/jigsaws/voltaro/EX30000004/1.svg';
    expect(await checkImage(picture, own)).toBe(picture);
    expect(await checkImage('https://www.multishop.de/images/p/EX30000001/0.svg', own)).toBe(DEFAULT_IMAGE);
    // Another origin of the same name, or a query the drawing does not take, is no own picture.
    expect(await checkImage('http://www.multishop.de/images/favicon.svg', own)).toBe(DEFAULT_IMAGE);
    expect(await checkImage(`${picture}?x=1`, own)).toBe(DEFAULT_IMAGE);
  });
});
