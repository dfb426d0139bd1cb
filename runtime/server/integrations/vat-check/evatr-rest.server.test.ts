// The eVatR REST implementation against the service's HTTP boundary (msw). Answers are in the recorded shapes:
// - qqilihq/evatr lib/index.ts (commit 065b0400): a live answer
//   {"id":"c4e53ec694b7c2a6","anfrageZeitpunkt":"2025-09-22T18:33:04.392335063+02:00","status":"evatr-0000"};
// - qqilihq/evatr test/index.test.ts: CZ01234567 answered with HTTP 400 and evatr-0005 by the live service;
// - rechtlogisch/evatr-php tests/Fixtures/response-timespan.json (evatr-2006 with gueltigAb/gueltigBis) and
//   tests/ExternalTest.php (403 evatr-0006 for a German ID asked by a German requester);
// - rechtlogisch/evatr-js src/constants.ts: each status's HTTP code (404 evatr-2001, 503 evatr-0011, 500 evatr-2007).
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  EVATR_BASE_URL,
  EVATR_STATUS_CODES,
  createEvatrRestVatCheck,
  evatrOutcome,
  legacyCodeForEvatrStatus,
} from './evatr-rest.server.ts';
import { outcomeForCode, type VatCheck, type VatCheckRequest } from './vat-check-port.ts';

const ENDPOINT = `${EVATR_BASE_URL}/abfrage`;
const REQUESTER = 'DE136695976';
const AUSTRIAN: VatCheckRequest = { requesterVatId: REQUESTER, vatId: 'ATU13585627', country: 'at' };

const service = setupServer();
beforeAll(() => service.listen({ onUnhandledRequest: 'error' }));
afterEach(() => service.resetHandlers());
afterAll(() => service.close());

/** Answers every eVatR request with this status and body, and keeps the JSON bodies it received. */
function answer(status: number, body: string, url = ENDPOINT): unknown[] {
  const received: unknown[] = [];
  service.use(
    http.post(url, async ({ request }) => {
      received.push(await request.json());
      return new HttpResponse(body, { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return received;
}

const recorded = (status: string, extra: Record<string, string> = {}) =>
  JSON.stringify({ id: 'c4e53ec694b7c2a6', anfrageZeitpunkt: '2025-09-22T18:33:04.392335063+02:00', status, ...extra });

describe('legacyCodeForEvatrStatus (the REST status → the spec’s ErrorCode, spec/3 §4)', () => {
  it.each([
    ['evatr-0000', 200, 'valid'],
    ['evatr-0003', 216, 'valid'],
    ['evatr-2008', 218, 'valid'],
    ['evatr-2001', 202, 'notValid'],
    ['evatr-2002', 203, 'notValid'],
    ['evatr-2006', 204, 'notValid'],
    ['evatr-0005', 209, 'notValid'],
    ['evatr-0012', 210, 'notValid'],
    ['evatr-2003', 212, 'notValid'],
    ['evatr-0006', 213, 'notValid'],
    ['evatr-0004', 214, 'notValid'],
    ['evatr-2005', 206, 'notValid'],
    ['evatr-0002', 215, 'notValid'],
    ['evatr-0001', 221, 'notValid'],
    ['evatr-0007', 221, 'notValid'],
    ['evatr-0008', 999, 'couldNotValidate'],
    ['evatr-0011', 999, 'couldNotValidate'],
    ['evatr-0013', 999, 'couldNotValidate'],
    ['evatr-1001', 999, 'couldNotValidate'],
    ['evatr-1004', 999, 'couldNotValidate'],
    ['evatr-2004', 999, 'couldNotValidate'],
    ['evatr-2007', 999, 'couldNotValidate'],
    ['evatr-2011', 999, 'couldNotValidate'],
    ['evatr-3011', 999, 'couldNotValidate'],
    ['evatr-9999', 999, 'couldNotValidate'],
    ['toString', 999, 'couldNotValidate'],
  ])('%s → %i (%s)', (status, code, result) => {
    expect(legacyCodeForEvatrStatus(status)).toBe(code);
    expect(outcomeForCode(code, '').result).toBe(result);
  });

  it('maps every status of the catalogue (26, from GET /app/v1/info/statusmeldungen)', () => {
    expect(Object.keys(EVATR_STATUS_CODES)).toHaveLength(26);
  });
});

describe('evatrOutcome (reshaping the answer)', () => {
  it('reads the status whatever the HTTP status below 500, and keeps the body as the raw answer', () => {
    const body = recorded('evatr-2001');
    expect(evatrOutcome({ status: 404, body })).toEqual({ result: 'notValid', code: 202, raw: body, timedOut: false });
  });

  it.each([
    ['a 5xx, even with a status', 500, recorded('evatr-0000')],
    ['an HTML error page', 502, '<html><body>Bad Gateway</body></html>'],
    ['an empty body', 200, ''],
    ['JSON without a status (evatr-php tests/Unit/EvatrErrorPathsTest.php)', 200, '{}'],
    ['not JSON (evatr-php tests/Unit/EvatrErrorPathsTest.php)', 200, 'not-json'],
    ['a status that is not a string', 200, '{"status":0}'],
  ])('gives couldNotValidate 999 for %s', (_case, status, body) => {
    expect(evatrOutcome({ status, body })).toMatchObject({ result: 'couldNotValidate', code: 999, raw: body });
  });
});

describe('createEvatrRestVatCheck against the service (spec/3 §7 VAT client)', () => {
  const check = createEvatrRestVatCheck({ timeoutMs: 200 });

  it('sends the simple confirmation request and answers valid, 200, with the raw JSON', async () => {
    const body = recorded('evatr-0000');
    const received = answer(200, body);
    expect(await check.check(AUSTRIAN)).toEqual({ result: 'valid', code: 200, raw: body, timedOut: false });
    expect(received).toEqual([{ anfragendeUstid: 'DE136695976', angefragteUstid: 'ATU13585627' }]);
  });

  it('sends the customer ID with its VAT prefix after the spec clean-up (GR as EL; spec/3 §5)', async () => {
    const received = answer(200, recorded('evatr-0000'));
    await check.check({ requesterVatId: 'de 136 695 976', vatId: 'EL 094-259-216', country: 'gr' });
    await check.check({ requesterVatId: REQUESTER, vatId: '094259216', country: 'gr' });
    expect(received).toEqual([
      { anfragendeUstid: 'DE136695976', angefragteUstid: 'EL094259216' },
      { anfragendeUstid: 'DE136695976', angefragteUstid: 'EL094259216' },
    ]);
  });

  it.each([
    ['a syntax error (live: CZ01234567)', 400, recorded('evatr-0005'), 209, 'notValid'],
    ['an unregistered ID', 404, recorded('evatr-2001'), 202, 'notValid'],
    [
      'an ID valid only for a period (evatr-php response-timespan.json)',
      200,
      '{"anfrageZeitpunkt":"2025-07-01T10:28:01.123456789+02:00","status":"evatr-2006","gueltigAb":"01.01.2024","gueltigBis":"31.12.2024"}',
      204,
      'notValid',
    ],
    ['valid, qualified check impossible', 200, recorded('evatr-2008'), 218, 'valid'],
    ['maintenance (23:00–05:00 per the BZSt)', 503, recorded('evatr-0011'), 999, 'couldNotValidate'],
    ['the member state’s data failed', 500, recorded('evatr-2007'), 999, 'couldNotValidate'],
    ['a proxy’s error page', 502, '<html>Bad Gateway</html>', 999, 'couldNotValidate'],
    ['a malformed answer', 200, '{"id":"x"}', 999, 'couldNotValidate'],
  ])('%s: HTTP %i → %i %s', async (_case, status, body, code, result) => {
    answer(status, body);
    expect(await check.check({ ...AUSTRIAN, vatId: 'CZ01234567', country: 'cz' })).toEqual({
      result,
      code,
      raw: body,
      timedOut: false,
    });
  });

  it('a service that does not answer in time is couldNotValidate 999, timedOut (spec/3 §8)', async () => {
    service.use(
      http.post(ENDPOINT, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const quick = createEvatrRestVatCheck({ timeoutMs: 30 });
    expect(await quick.check(AUSTRIAN)).toEqual({
      result: 'couldNotValidate',
      code: 999,
      raw: '{"error":"timeout","timeoutMs":30}',
      timedOut: true,
    });
  });

  it('a network failure is couldNotValidate 999, never a rejection', async () => {
    service.use(http.post(ENDPOINT, () => HttpResponse.error()));
    expect(await check.check(AUSTRIAN)).toMatchObject({ result: 'couldNotValidate', code: 999, timedOut: false });
    expect(JSON.parse((await check.check(AUSTRIAN)).raw)).toMatchObject({ error: 'network' });
  });

  it('stops when the caller aborts', async () => {
    service.use(
      http.post(ENDPOINT, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const caller = new AbortController();
    const pending = check.check(AUSTRIAN, caller.signal);
    setTimeout(() => caller.abort(), 5);
    expect(await pending).toMatchObject({ code: 999, raw: '{"error":"aborted"}', timedOut: false });
  });

  it('goes to the configured base URL and sends the configured requester in place of the request’s', async () => {
    const received = answer(200, recorded('evatr-0000'), 'https://evatr.proxy.test/v1/abfrage');
    const proxied = createEvatrRestVatCheck({ baseUrl: 'https://evatr.proxy.test/v1/', requesterVatId: 'DE115235681' });
    expect(await proxied.check({ ...AUSTRIAN, requesterVatId: 'ATU13585627' })).toMatchObject({ code: 200 });
    expect(received).toEqual([{ anfragendeUstid: 'DE115235681', angefragteUstid: 'ATU13585627' }]);
  });

  it('does not send a requester that is not German: 214, as the service would answer (evatr-0004)', async () => {
    const received = answer(200, recorded('evatr-0000'));
    const outcome = await check.check({ ...AUSTRIAN, requesterVatId: 'ATU13585627' });
    expect(outcome).toMatchObject({ result: 'notValid', code: 214, timedOut: false });
    expect(JSON.parse(outcome.raw)).toMatchObject({ error: 'requester' });
    expect(received).toEqual([]);
  });

  it.each([
    ['de', 'DE115235681'],
    ['ch', 'CHE-100.155.212'],
    ['no', '995525828'],
    ['gb', '980780684'],
  ] as const)(
    '%s IDs, which eVatR cannot confirm, are couldNotValidate 999 without a request',
    async (country, vatId) => {
      const received = answer(403, recorded('evatr-0006'));
      const outcome = await check.check({ requesterVatId: REQUESTER, vatId, country });
      expect(outcome).toMatchObject({ result: 'couldNotValidate', code: 999, timedOut: false });
      expect(JSON.parse(outcome.raw)).toMatchObject({ error: 'unsupported' });
      expect(received).toEqual([]);
    },
  );

  it('hands the IDs it cannot confirm to the `unsupported` check when given one', async () => {
    const asked: VatCheckRequest[] = [];
    const other: VatCheck = {
      check: async (request) => {
        asked.push(request);
        return outcomeForCode(200, 'other');
      },
    };
    const withOther = createEvatrRestVatCheck({ unsupported: other });
    const german = { requesterVatId: REQUESTER, vatId: 'DE115235681', country: 'de' } as const;
    expect(await withOther.check(german)).toEqual(outcomeForCode(200, 'other'));
    expect(asked).toEqual([german]);
  });
});
