import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compactVatId, endpointUrl, jsonObject, postJson } from './vat-check-http.server.ts';

const service = setupServer(
  http.post('https://vat.example.test/base/check', async ({ request }) =>
    HttpResponse.json(
      { got: await request.json(), type: request.headers.get('content-type'), accept: request.headers.get('accept') },
      { status: 404 },
    ),
  ),
);
beforeAll(() => service.listen({ onUnhandledRequest: 'error' }));
afterAll(() => service.close());

describe('endpointUrl', () => {
  it('joins a base URL with or without a trailing slash', () => {
    expect(endpointUrl('https://a.test/app/v1', 'abfrage').href).toBe('https://a.test/app/v1/abfrage');
    expect(endpointUrl('https://a.test/app/v1/', 'abfrage').href).toBe('https://a.test/app/v1/abfrage');
  });
});

describe('postJson', () => {
  it('POSTs JSON and returns status and body whatever the status', async () => {
    const answer = await postJson(
      endpointUrl('https://vat.example.test/base', 'check'),
      { a: 1 },
      AbortSignal.timeout(1000),
    );
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body)).toEqual({ got: { a: 1 }, type: 'application/json', accept: 'application/json' });
  });
});

describe('jsonObject', () => {
  it.each([
    ['{"status":"evatr-0000"}', { status: 'evatr-0000' }],
    ['<html>502</html>', null],
    ['', null],
    ['[1]', null],
    ['"text"', null],
    ['null', null],
  ])('%j → %j', (body, expected) => {
    expect(jsonObject(body)).toEqual(expected);
  });
});

describe('compactVatId', () => {
  it('upper-cases and keeps letters and digits', () => {
    expect(compactVatId(' de 136.695-976 ')).toBe('DE136695976');
  });
});
