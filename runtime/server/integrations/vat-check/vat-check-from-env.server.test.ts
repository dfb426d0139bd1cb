import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EMBEDDED_TEST_VAT_IDS } from './embedded-vat-check.server.ts';
import { EVATR_BASE_URL } from './evatr-rest.server.ts';
import {
  VatCheckConfigError,
  createVatCheck,
  vatCheckConfigFromEnv,
  vatCheckFromEnv,
  type VatCheckConfig,
} from './vat-check-from-env.server.ts';
import { VIES_BASE_URL } from './vies-rest.server.ts';

const DEFAULTS: VatCheckConfig = {
  kind: 'embedded',
  timeoutMs: 5000,
  evatrUrl: EVATR_BASE_URL,
  viesUrl: VIES_BASE_URL,
  requesterVatId: undefined,
  unsupported: 'none',
  testIds: true,
  embeddedConfirms: false,
};

/** The error a configuration gives, for asserting on its variable and message. */
function configError(env: Record<string, string>): VatCheckConfigError {
  try {
    vatCheckConfigFromEnv(env);
  } catch (error) {
    if (error instanceof VatCheckConfigError) return error;
    throw error;
  }
  throw new Error(`no error for ${JSON.stringify(env)}`);
}

describe('vatCheckConfigFromEnv', () => {
  it('needs nothing: the embedded check, test IDs on outside production', () => {
    expect(vatCheckConfigFromEnv({})).toEqual(DEFAULTS);
    expect(vatCheckConfigFromEnv({ VAT_CHECK: '', VAT_CHECK_TIMEOUT_MS: ' ' })).toEqual(DEFAULTS);
    expect(vatCheckConfigFromEnv({ NODE_ENV: 'production' })).toEqual({ ...DEFAULTS, testIds: false });
  });

  it('reads every variable', () => {
    expect(
      vatCheckConfigFromEnv({
        VAT_CHECK: 'evatr',
        VAT_CHECK_TIMEOUT_MS: '8000',
        VAT_CHECK_EVATR_URL: 'https://evatr.proxy.test/v1',
        VAT_CHECK_VIES_URL: 'http://localhost:8080/vies',
        VAT_CHECK_REQUESTER_ID: 'de 136 695 976',
        VAT_CHECK_UNSUPPORTED: 'vies',
        VAT_CHECK_TEST_IDS: '0',
      }),
    ).toEqual({
      kind: 'evatr',
      timeoutMs: 8000,
      evatrUrl: 'https://evatr.proxy.test/v1',
      viesUrl: 'http://localhost:8080/vies',
      requesterVatId: 'DE136695976',
      unsupported: 'vies',
      testIds: false,
      embeddedConfirms: true,
    });
    expect(vatCheckConfigFromEnv({ VAT_CHECK: 'vies', VAT_CHECK_REQUESTER_ID: 'EL094259216' })).toMatchObject({
      kind: 'vies',
      requesterVatId: 'EL094259216',
    });
    // A member state that is not a shop country: the structure only.
    expect(vatCheckConfigFromEnv({ VAT_CHECK: 'vies', VAT_CHECK_REQUESTER_ID: 'LU26375245' })).toMatchObject({
      requesterVatId: 'LU26375245',
    });
  });

  it.each<[string, Record<string, string>, string, string]>([
    ['an unknown kind', { VAT_CHECK: 'soap' }, 'VAT_CHECK', 'is not one of embedded, evatr, vies'],
    ['upper case', { VAT_CHECK: 'VIES' }, 'VAT_CHECK', '"VIES"'],
    ['a time-out that is no number', { VAT_CHECK_TIMEOUT_MS: '5s' }, 'VAT_CHECK_TIMEOUT_MS', 'whole milliseconds'],
    ['a zero time-out', { VAT_CHECK_TIMEOUT_MS: '0' }, 'VAT_CHECK_TIMEOUT_MS', 'from 1 to 120000'],
    ['a huge time-out', { VAT_CHECK_TIMEOUT_MS: '600000' }, 'VAT_CHECK_TIMEOUT_MS', 'from 1 to 120000'],
    ['a URL that is none', { VAT_CHECK_EVATR_URL: 'api.evatr.vies.bzst.de' }, 'VAT_CHECK_EVATR_URL', 'http(s) URL'],
    ['a URL of another scheme', { VAT_CHECK_VIES_URL: 'ftp://vies.test' }, 'VAT_CHECK_VIES_URL', 'http(s) URL'],
    [
      'a non-German requester for eVatR',
      { VAT_CHECK: 'evatr', VAT_CHECK_REQUESTER_ID: 'ATU13585627' },
      'VAT_CHECK_REQUESTER_ID',
      'not a valid German VAT ID',
    ],
    [
      'a German requester with a wrong check digit',
      { VAT_CHECK: 'evatr', VAT_CHECK_REQUESTER_ID: 'DE136695978' },
      'VAT_CHECK_REQUESTER_ID',
      'DE and 9 digits',
    ],
    [
      'a non-EU requester for VIES',
      { VAT_CHECK: 'vies', VAT_CHECK_REQUESTER_ID: 'CHE-100.155.212' },
      'VAT_CHECK_REQUESTER_ID',
      'not a valid EU VAT ID',
    ],
    [
      'a requester with a wrong check digit for VIES',
      { VAT_CHECK: 'vies', VAT_CHECK_REQUESTER_ID: 'ATU13585626' },
      'VAT_CHECK_REQUESTER_ID',
      'member-state prefix',
    ],
    [
      'an unknown fallback',
      { VAT_CHECK: 'evatr', VAT_CHECK_UNSUPPORTED: 'all' },
      'VAT_CHECK_UNSUPPORTED',
      'none, embedded, vies',
    ],
    [
      'a fallback for the embedded check',
      { VAT_CHECK_UNSUPPORTED: 'vies' },
      'VAT_CHECK_UNSUPPORTED',
      'the embedded check checks every country',
    ],
    [
      'VIES as its own fallback',
      { VAT_CHECK: 'vies', VAT_CHECK_UNSUPPORTED: 'vies' },
      'VAT_CHECK_UNSUPPORTED',
      'use none or embedded',
    ],
    [
      'a test-ID switch that is no switch',
      { VAT_CHECK_TEST_IDS: 'yes' },
      'VAT_CHECK_TEST_IDS',
      'not 1, true, 0 or false',
    ],
    [
      'test IDs in production',
      { NODE_ENV: 'production', VAT_CHECK_TEST_IDS: '1' },
      'VAT_CHECK_TEST_IDS',
      'NODE_ENV=production',
    ],
  ])('refuses %s, naming the variable', (_case, env, variable, text) => {
    const error = configError(env);
    expect(error.variable).toBe(variable);
    expect(error.message.startsWith(`${variable}: `)).toBe(true);
    expect(error.message).toContain(text);
  });

  it('lets the embedded check confirm an ID only when chosen explicitly outside production (ADR 026)', () => {
    expect(vatCheckConfigFromEnv({ VAT_CHECK: 'embedded' }).embeddedConfirms).toBe(true);
    expect(vatCheckConfigFromEnv({ VAT_CHECK: 'vies', VAT_CHECK_UNSUPPORTED: 'embedded' }).embeddedConfirms).toBe(true);
    expect(vatCheckConfigFromEnv({ VAT_CHECK: 'embedded', NODE_ENV: 'production' }).embeddedConfirms).toBe(false);
    expect(vatCheckConfigFromEnv({ NODE_ENV: 'development' }).embeddedConfirms).toBe(false);
  });

  it('does not check the requester for the embedded check, which sends it nowhere', () => {
    expect(vatCheckConfigFromEnv({ VAT_CHECK_REQUESTER_ID: 'anything' }).requesterVatId).toBe('anything');
  });
});

describe('createVatCheck / vatCheckFromEnv: the implementation the configuration names', () => {
  const received: string[] = [];
  const service = setupServer(
    http.post(`${EVATR_BASE_URL}/abfrage`, async ({ request }) => {
      received.push(`evatr ${JSON.stringify(await request.json())}`);
      return HttpResponse.json({ anfrageZeitpunkt: '2025-09-22T18:33:04+02:00', status: 'evatr-0000' });
    }),
    http.post(`${VIES_BASE_URL}/check-vat-number`, async ({ request }) => {
      received.push(`vies ${JSON.stringify(await request.json())}`);
      return HttpResponse.json({ countryCode: 'DE', vatNumber: '115235681', valid: true });
    }),
  );
  beforeAll(() => service.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    received.length = 0;
  });
  afterAll(() => service.close());

  const austrian = { requesterVatId: 'DE136695976', vatId: 'ATU13585627', country: 'at' } as const;
  const german = { requesterVatId: 'DE136695976', vatId: 'DE115235681', country: 'de' } as const;
  const swiss = { requesterVatId: 'DE136695976', vatId: 'CHE-100.155.212', country: 'ch' } as const;

  it('embedded by default: no request, the test IDs answer, but a valid form confirms nothing', async () => {
    const check = vatCheckFromEnv({});
    const unconfirmed = await check.check(austrian);
    expect(unconfirmed).toMatchObject({ result: 'couldNotValidate', code: 999, timedOut: false });
    expect(JSON.parse(unconfirmed.raw)).toMatchObject({ error: 'unconfirmed', code: 200 });
    expect(await check.check({ ...austrian, vatId: EMBEDDED_TEST_VAT_IDS.otherUserQuerying })).toMatchObject({
      code: 208,
    });
    expect(await check.check({ ...austrian, vatId: 'ATU13585628' })).toMatchObject({ result: 'notValid', code: 210 });
    expect(received).toEqual([]);
  });

  it('embedded when chosen outside production: its valid answer confirms the ID', async () => {
    expect(await vatCheckFromEnv({ VAT_CHECK: 'embedded' }).check(austrian)).toMatchObject({
      result: 'valid',
      code: 200,
    });
  });

  it('production: the embedded check confirms no ID, chosen or not; the test IDs stay off', async () => {
    for (const env of [{ NODE_ENV: 'production' }, { NODE_ENV: 'production', VAT_CHECK: 'embedded' }]) {
      const check = vatCheckFromEnv(env);
      expect(await check.check(austrian)).toMatchObject({ result: 'couldNotValidate', code: 999 });
      expect(await check.check({ ...austrian, vatId: EMBEDDED_TEST_VAT_IDS.valid })).toMatchObject({ code: 209 });
    }
    const fallback = vatCheckFromEnv({ NODE_ENV: 'production', VAT_CHECK: 'vies', VAT_CHECK_UNSUPPORTED: 'embedded' });
    expect(await fallback.check(swiss)).toMatchObject({ result: 'couldNotValidate', code: 999 });
  });

  it('evatr: asks eVatR with the configured requester; German and Swiss IDs go nowhere by default', async () => {
    const check = vatCheckFromEnv({ VAT_CHECK: 'evatr', VAT_CHECK_REQUESTER_ID: 'DE115235681' });
    expect(await check.check(austrian)).toMatchObject({ code: 200 });
    expect(await check.check(german)).toMatchObject({ code: 999 });
    expect(await check.check(swiss)).toMatchObject({ code: 999 });
    expect(received).toEqual(['evatr {"anfragendeUstid":"DE115235681","angefragteUstid":"ATU13585627"}']);
  });

  it('evatr with VAT_CHECK_UNSUPPORTED=vies: German IDs go to VIES; Swiss ones VIES cannot take either', async () => {
    const check = vatCheckFromEnv({ VAT_CHECK: 'evatr', VAT_CHECK_UNSUPPORTED: 'vies' });
    expect(await check.check(german)).toMatchObject({ code: 200 });
    expect(await check.check(swiss)).toMatchObject({ code: 999 });
    expect(received).toEqual([
      'vies {"countryCode":"DE","vatNumber":"115235681","requesterMemberStateCode":"DE","requesterNumber":"136695976"}',
    ]);
  });

  it('vies with VAT_CHECK_UNSUPPORTED=embedded: Swiss IDs are checked offline', async () => {
    const check = vatCheckFromEnv({ VAT_CHECK: 'vies', VAT_CHECK_UNSUPPORTED: 'embedded' });
    expect(await check.check(swiss)).toMatchObject({ code: 200 });
    expect(await check.check(german)).toMatchObject({ code: 200 });
    expect(received).toHaveLength(1);
  });

  it('takes the configured base URL and fetch', async () => {
    const urls: string[] = [];
    const fetchSpy: typeof fetch = async (input) => {
      urls.push(String(input));
      return new Response('{"status":"evatr-2001"}', { status: 404 });
    };
    const check = createVatCheck(
      vatCheckConfigFromEnv({ VAT_CHECK: 'evatr', VAT_CHECK_EVATR_URL: 'https://evatr.proxy.test/v1' }),
      fetchSpy,
    );
    expect(await check.check(austrian)).toMatchObject({ code: 202 });
    expect(urls).toEqual(['https://evatr.proxy.test/v1/abfrage']);
  });
});
