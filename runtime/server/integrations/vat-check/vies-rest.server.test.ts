// The VIES REST implementation against the service's HTTP boundary (msw). Answers are in the documented shapes:
// - the check-vat-number answer (CheckVatResponse) and the error envelope (CommonResponse with ErrorWrapper), as
//   generated from the VIES OpenAPI in conedevelopment/vies-php docs/Model/CheckVatResponse.md, CommonResponse.md,
//   ErrorWrapper.md; a full answer as Spain sends it (name and address "---", matches NOT_PROCESSED);
// - the error codes of the VIES test service (rocketfellows/vies-vat-validation-php-sdk-rest
//   tests/integration/VatNumberValidationRestServiceTest.php): INVALID_INPUT, INVALID_REQUESTER_INFO,
//   SERVICE_UNAVAILABLE, MS_UNAVAILABLE, TIMEOUT, VAT_BLOCKED, IP_BLOCKED, GLOBAL_MAX_CONCURRENT_REQ(_TIME),
//   MS_MAX_CONCURRENT_REQ(_TIME); an error envelope may come with HTTP 200;
// - the per-member-state GET answer's `isValid` and `userError` (itaibo/vies-checker src/helpers/request.ts).
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { outcomeForCode, type VatCheck, type VatCheckRequest } from './vat-check-port.ts';
import { VIES_BASE_URL, createViesRestVatCheck, legacyCodeForViesError, viesOutcome } from './vies-rest.server.ts';

const ENDPOINT = `${VIES_BASE_URL}/check-vat-number`;
const REQUESTER = 'DE136695976';
const SPANISH: VatCheckRequest = { requesterVatId: REQUESTER, vatId: 'ESB64717838', country: 'es' };

const SPAIN_VALID = JSON.stringify({
  countryCode: 'ES',
  vatNumber: 'B64717838',
  requestDate: '2026-08-15T10:00:00.000Z',
  valid: true,
  requestIdentifier: 'WAPIAAAAY123',
  name: '---',
  address: '---',
  traderName: '---',
  traderStreet: null,
  traderPostalCode: null,
  traderCity: null,
  traderCompanyType: null,
  traderNameMatch: 'NOT_PROCESSED',
  traderStreetMatch: 'NOT_PROCESSED',
  traderPostalCodeMatch: 'NOT_PROCESSED',
  traderCityMatch: 'NOT_PROCESSED',
  traderCompanyTypeMatch: 'NOT_PROCESSED',
});
const invalid = (countryCode: string, vatNumber: string) =>
  JSON.stringify({
    countryCode,
    vatNumber,
    requestDate: '2026-08-15T10:00:00.000Z',
    valid: false,
    name: '---',
    address: '---',
  });
const envelope = (error: string) =>
  JSON.stringify({ actionSucceed: false, errorWrappers: [{ error, message: 'detail from VIES' }] });

const service = setupServer();
beforeAll(() => service.listen({ onUnhandledRequest: 'error' }));
afterEach(() => service.resetHandlers());
afterAll(() => service.close());

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

describe('legacyCodeForViesError (VIES error → the spec’s ErrorCode, spec/3 §4)', () => {
  it.each([
    ['INVALID_INPUT', 209, 'notValid'],
    ['INVALID_REQUESTER_INFO', 206, 'notValid'],
    ['MS_UNAVAILABLE', 205, 'couldNotValidate'],
    ['TIMEOUT', 205, 'couldNotValidate'],
    ['MS_MAX_CONCURRENT_REQ', 205, 'couldNotValidate'],
    ['MS_MAX_CONCURRENT_REQ_TIME', 205, 'couldNotValidate'],
    ['SERVICE_UNAVAILABLE', 999, 'couldNotValidate'],
    ['GLOBAL_MAX_CONCURRENT_REQ', 999, 'couldNotValidate'],
    ['GLOBAL_MAX_CONCURRENT_REQ_TIME', 999, 'couldNotValidate'],
    ['VAT_BLOCKED', 999, 'couldNotValidate'],
    ['IP_BLOCKED', 999, 'couldNotValidate'],
    ['SOMETHING_NEW', 999, 'couldNotValidate'],
    ['', 999, 'couldNotValidate'],
  ])('%s → %i (%s)', (error, code, result) => {
    expect(legacyCodeForViesError(error)).toBe(code);
    expect(outcomeForCode(code, '').result).toBe(result);
  });
});

describe('viesOutcome (reshaping the answer)', () => {
  it.each([
    ['valid: true', 200, SPAIN_VALID, 200],
    ['valid: false', 200, invalid('CZ', '00000000'), 201],
    ['an error envelope with HTTP 200', 200, envelope('MS_MAX_CONCURRENT_REQ'), 205],
    ['an error envelope with HTTP 400', 400, envelope('INVALID_INPUT'), 209],
    ['an error envelope without a readable error', 200, '{"actionSucceed":false,"errorWrappers":[]}', 999],
    ['an error envelope that is no list', 200, '{"actionSucceed":false,"errorWrappers":true}', 999],
    ['the GET answer: isValid true', 200, '{"isValid":true,"userError":"VALID"}', 200],
    ['the GET answer: isValid false, INVALID', 200, '{"isValid":false,"userError":"INVALID"}', 201],
    ['the GET answer: MS_UNAVAILABLE in userError', 200, '{"isValid":false,"userError":"MS_UNAVAILABLE"}', 205],
    ['a 5xx, whatever it says', 500, SPAIN_VALID, 999],
    ['a 503 error page', 503, '<html>Service Unavailable</html>', 999],
    ['a 4xx that says valid', 404, SPAIN_VALID, 999],
    ['no verdict at all', 200, '{"countryCode":"ES"}', 999],
    ['valid that is not a boolean', 200, '{"valid":"true"}', 999],
    ['not JSON', 200, 'not-json', 999],
  ])('%s → %i, the body kept as raw', (_case, status, body, code) => {
    expect(viesOutcome({ status, body })).toMatchObject({ code, raw: body, timedOut: false });
  });
});

describe('createViesRestVatCheck against the service', () => {
  const check = createViesRestVatCheck({ timeoutMs: 200 });

  it('sends country code, number and requester, and answers valid, 200, with the raw JSON', async () => {
    const received = answer(200, SPAIN_VALID);
    expect(await check.check(SPANISH)).toEqual({ result: 'valid', code: 200, raw: SPAIN_VALID, timedOut: false });
    expect(received).toEqual([
      { countryCode: 'ES', vatNumber: 'B64717838', requesterMemberStateCode: 'DE', requesterNumber: '136695976' },
    ]);
  });

  it('sends Greece as EL and the number after the spec clean-up (spec/3 §5)', async () => {
    const received = answer(200, invalid('EL', '094259216'));
    expect(await check.check({ requesterVatId: REQUESTER, vatId: 'el 094 259 216', country: 'gr' })).toMatchObject({
      result: 'notValid',
      code: 201,
    });
    expect(received).toMatchObject([{ countryCode: 'EL', vatNumber: '094259216' }]);
  });

  it('leaves the requester out when it is no EU VAT ID (VIES checks without it)', async () => {
    const received = answer(200, SPAIN_VALID);
    await check.check({ ...SPANISH, requesterVatId: 'CHE-100.155.212' });
    await check.check({ ...SPANISH, requesterVatId: '' });
    expect(received).toEqual([
      { countryCode: 'ES', vatNumber: 'B64717838' },
      { countryCode: 'ES', vatNumber: 'B64717838' },
    ]);
  });

  it('checks German IDs too (VIES, unlike eVatR, takes them from a German requester)', async () => {
    const received = answer(200, SPAIN_VALID);
    await check.check({ requesterVatId: REQUESTER, vatId: 'DE115235681', country: 'de' });
    expect(received).toMatchObject([{ countryCode: 'DE', vatNumber: '115235681' }]);
  });

  it.each([
    ['MS_UNAVAILABLE', 503, 999],
    ['MS_UNAVAILABLE', 200, 205],
    ['TIMEOUT', 200, 205],
    ['GLOBAL_MAX_CONCURRENT_REQ', 200, 999],
    ['INVALID_INPUT', 400, 209],
    ['INVALID_REQUESTER_INFO', 400, 206],
  ])('an envelope %s with HTTP %i → %i', async (error, status, code) => {
    answer(status, envelope(error));
    expect(await check.check(SPANISH)).toMatchObject({ code, timedOut: false });
  });

  it('a service that does not answer in time is couldNotValidate 999, timedOut (spec/3 §8)', async () => {
    service.use(
      http.post(ENDPOINT, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const quick = createViesRestVatCheck({ timeoutMs: 30 });
    expect(await quick.check(SPANISH)).toEqual({
      result: 'couldNotValidate',
      code: 999,
      raw: '{"error":"timeout","timeoutMs":30}',
      timedOut: true,
    });
  });

  it('a network failure is couldNotValidate 999, never a rejection', async () => {
    service.use(http.post(ENDPOINT, () => HttpResponse.error()));
    const outcome = await check.check(SPANISH);
    expect(outcome).toMatchObject({ result: 'couldNotValidate', code: 999, timedOut: false });
    expect(JSON.parse(outcome.raw)).toMatchObject({ error: 'network' });
  });

  it('goes to the configured base URL and sends the configured requester', async () => {
    const received = answer(200, SPAIN_VALID, 'https://vies.proxy.test/rest-api/check-vat-number');
    const proxied = createViesRestVatCheck({
      baseUrl: 'https://vies.proxy.test/rest-api',
      requesterVatId: 'ATU13585627',
    });
    expect(await proxied.check(SPANISH)).toMatchObject({ code: 200 });
    expect(received).toMatchObject([{ requesterMemberStateCode: 'AT', requesterNumber: 'U13585627' }]);
  });

  it.each([
    ['ch', 'CHE-100.155.212'],
    ['no', '995525828'],
    ['gb', '980780684'],
  ] as const)(
    '%s IDs, which VIES does not hold, are couldNotValidate 999 without a request',
    async (country, vatId) => {
      const received = answer(200, SPAIN_VALID);
      const outcome = await check.check({ requesterVatId: REQUESTER, vatId, country });
      expect(outcome).toMatchObject({ result: 'couldNotValidate', code: 999, timedOut: false });
      expect(JSON.parse(outcome.raw)).toMatchObject({ error: 'unsupported' });
      expect(received).toEqual([]);
    },
  );

  it('hands those IDs to the `unsupported` check when given one', async () => {
    const other: VatCheck = { check: async () => outcomeForCode(200, 'other') };
    const withOther = createViesRestVatCheck({ unsupported: other });
    expect(await withOther.check({ requesterVatId: REQUESTER, vatId: '100155212', country: 'ch' })).toEqual(
      outcomeForCode(200, 'other'),
    );
  });
});
