import { COUNTRY_CODES, COUNTRIES } from '../../../../generated/index.ts';
import { createEmbeddedVatCheck } from './embedded-vat-check.server.ts';
import { createEvatrRestVatCheck, EVATR_BASE_URL } from './evatr-rest.server.ts';
import { compactVatId } from './vat-check-http.server.ts';
import { DEFAULT_VAT_CHECK_TIMEOUT_MS, noVerdict, type VatCheck } from './vat-check-port.ts';
import { EU_VAT_PREFIXES, vatIdVerdict } from './vat-id-rules.ts';
import { createViesRestVatCheck, VIES_BASE_URL } from './vies-rest.server.ts';

export const VAT_CHECK_KINDS = ['embedded', 'evatr', 'vies'] as const;
export type VatCheckKind = (typeof VAT_CHECK_KINDS)[number];
export const UNSUPPORTED_KINDS = ['none', 'embedded', 'vies'] as const;
export type UnsupportedKind = (typeof UNSUPPORTED_KINDS)[number];

/** The VAT check as the environment configures it (README.md in this folder lists the variables). */
export interface VatCheckConfig {
  kind: VatCheckKind;
  timeoutMs: number;
  evatrUrl: string;
  viesUrl: string;
  /** The shop's VAT ID sent as the requester; unset, each request's own is sent. */
  requesterVatId: string | undefined;
  /** Where IDs the chosen service cannot check go (evatr: German and non-EU IDs; vies: non-EU IDs). */
  unsupported: UnsupportedKind;
  /** Whether the embedded check's test VAT IDs answer their codes. */
  testIds: boolean;
  /**
   * Whether a valid answer of the embedded check — the format and check digit only, no registration — counts as a
   * confirmed VAT ID: only when it was chosen explicitly (VAT_CHECK=embedded, VAT_CHECK_UNSUPPORTED=embedded) outside
   * production. Otherwise its valid is couldNotValidate 999, and no cart is net on it (ADR 026).
   */
  embeddedConfirms: boolean;
}

/** A mistake in the VAT check's environment: names the variable, what it holds and what would work. */
export class VatCheckConfigError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(`${variable}: ${message}`);
    this.name = 'VatCheckConfigError';
  }
}

type Env = Readonly<Record<string, string | undefined>>;

/** A variable's value, trimmed; undefined when unset or blank (an empty line in a .env file means "default"). */
function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const value = read(env, name);
  if (value === undefined) return fallback;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new VatCheckConfigError(name, `"${value}" is not one of ${allowed.join(', ')} (default ${fallback})`);
}

const MAX_TIMEOUT_MS = 120_000;

function timeoutMs(env: Env): number {
  const value = read(env, 'VAT_CHECK_TIMEOUT_MS');
  if (value === undefined) return DEFAULT_VAT_CHECK_TIMEOUT_MS;
  const ms = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (ms >= 1 && ms <= MAX_TIMEOUT_MS) return ms;
  throw new VatCheckConfigError(
    'VAT_CHECK_TIMEOUT_MS',
    `"${value}" is not a time-out: give whole milliseconds from 1 to ${MAX_TIMEOUT_MS} (default ${DEFAULT_VAT_CHECK_TIMEOUT_MS})`,
  );
}

function serviceUrl(env: Env, name: string, fallback: string): string {
  const value = read(env, name) ?? fallback;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (url !== undefined && (url.protocol === 'https:' || url.protocol === 'http:')) return value;
  throw new VatCheckConfigError(name, `"${value}" is not an http(s) URL (default ${fallback})`);
}

/** The shop country whose VAT prefix this is (EL is gr, CHE is ch), if any. */
function countryOfPrefix(prefix: string): (typeof COUNTRY_CODES)[number] | undefined {
  return COUNTRY_CODES.find((country) => COUNTRIES[country].address.vat.prefix === prefix);
}

/**
 * The requester ID, checked now rather than at the first customer's check: eVatR takes only a valid German ID
 * (it answers evatr-0004 otherwise), VIES only an EU one (INVALID_REQUESTER_INFO otherwise).
 */
function requesterVatId(env: Env, kind: VatCheckKind): string | undefined {
  const value = read(env, 'VAT_CHECK_REQUESTER_ID');
  if (value === undefined || kind === 'embedded') return value;
  const id = compactVatId(value);
  if (kind === 'evatr') {
    if (/^DE\d{9}$/.test(id) && vatIdVerdict('de', id.slice(2)) === 'valid') return id;
    throw new VatCheckConfigError(
      'VAT_CHECK_REQUESTER_ID',
      `"${value}" is not a valid German VAT ID: eVatR needs the shop's own, DE and 9 digits (e.g. DE136695976)`,
    );
  }
  const prefix = EU_VAT_PREFIXES.find((candidate) => id.startsWith(candidate));
  const country = prefix === undefined ? undefined : countryOfPrefix(prefix);
  const number = prefix === undefined ? '' : id.slice(prefix.length);
  const valid = country === undefined ? /^[0-9A-Z]{2,12}$/.test(number) : vatIdVerdict(country, number) === 'valid';
  if (prefix !== undefined && valid) return id;
  throw new VatCheckConfigError(
    'VAT_CHECK_REQUESTER_ID',
    `"${value}" is not a valid EU VAT ID: VIES takes the shop's own with its member-state prefix (e.g. ATU13585627)`,
  );
}

function testIds(env: Env): boolean {
  const value = read(env, 'VAT_CHECK_TEST_IDS');
  const production = env.NODE_ENV === 'production';
  if (value === undefined) return !production;
  if (value === '0' || value === 'false') return false;
  if (value !== '1' && value !== 'true') {
    throw new VatCheckConfigError('VAT_CHECK_TEST_IDS', `"${value}" is not 1, true, 0 or false`);
  }
  if (production) {
    throw new VatCheckConfigError(
      'VAT_CHECK_TEST_IDS',
      'the test VAT IDs cannot be switched on with NODE_ENV=production: anyone could get a valid VAT ID with them',
    );
  }
  return true;
}

/** Reads and checks the VAT check's environment; a mistake throws a VatCheckConfigError naming the variable. */
export function vatCheckConfigFromEnv(env: Env): VatCheckConfig {
  const kind = oneOf(env, 'VAT_CHECK', VAT_CHECK_KINDS, 'embedded');
  const unsupported = oneOf(env, 'VAT_CHECK_UNSUPPORTED', UNSUPPORTED_KINDS, 'none');
  if (kind === 'embedded' && unsupported !== 'none') {
    throw new VatCheckConfigError(
      'VAT_CHECK_UNSUPPORTED',
      `"${unsupported}" applies to VAT_CHECK=evatr or vies; the embedded check checks every country itself`,
    );
  }
  if (kind === 'vies' && unsupported === 'vies') {
    throw new VatCheckConfigError(
      'VAT_CHECK_UNSUPPORTED',
      '"vies" cannot take what VIES itself cannot check: use none or embedded with VAT_CHECK=vies',
    );
  }
  return {
    kind,
    timeoutMs: timeoutMs(env),
    evatrUrl: serviceUrl(env, 'VAT_CHECK_EVATR_URL', EVATR_BASE_URL),
    viesUrl: serviceUrl(env, 'VAT_CHECK_VIES_URL', VIES_BASE_URL),
    requesterVatId: requesterVatId(env, kind),
    unsupported,
    testIds: testIds(env),
    embeddedConfirms: env.NODE_ENV !== 'production' && read(env, 'VAT_CHECK') !== undefined,
  };
}

/**
 * The embedded check where it may not confirm an ID (ADR 026): what it finds invalid stays invalid, but a valid form is
 * no proof of a registered company, so it answers couldNotValidate 999 — gross prices, and the spec's "We were unable
 * to adjust prices to NET…" (spec/3 §8).
 */
export function unconfirmedVatCheck(check: VatCheck): VatCheck {
  return {
    async check(request, signal) {
      const outcome = await check.check(request, signal);
      if (outcome.result !== 'valid') return outcome;
      return noVerdict({
        error: 'unconfirmed',
        code: outcome.code,
        reason: 'the embedded check confirms the format and check digit only; set VAT_CHECK=evatr or vies',
      });
    },
  };
}

/** The VAT check a configuration describes. */
export function createVatCheck(config: VatCheckConfig, fetchImpl?: typeof fetch): VatCheck {
  const common = { timeoutMs: config.timeoutMs, requesterVatId: config.requesterVatId, fetch: fetchImpl };
  const embedded = (): VatCheck => {
    const check = createEmbeddedVatCheck({ timeoutMs: config.timeoutMs, testIds: config.testIds });
    return config.embeddedConfirms ? check : unconfirmedVatCheck(check);
  };
  const vies = (unsupported?: VatCheck): VatCheck =>
    createViesRestVatCheck({ ...common, baseUrl: config.viesUrl, unsupported });
  const unsupported = { none: undefined, embedded, vies }[config.unsupported]?.();
  switch (config.kind) {
    case 'embedded':
      return embedded();
    case 'vies':
      return vies(unsupported);
    case 'evatr':
      return createEvatrRestVatCheck({ ...common, baseUrl: config.evatrUrl, unsupported });
  }
}

/**
 * The VAT check the environment chooses: VAT_CHECK=embedded (the default: no set-up, but confirming no ID unless chosen
 * explicitly outside production), evatr or vies, with the variables in README.md. Bad configuration throws a VatCheckConfigError naming the variable (CONVENTIONS §9).
 */
export function vatCheckFromEnv(env: Env = process.env): VatCheck {
  return createVatCheck(vatCheckConfigFromEnv(env));
}
