// Every environment variable the server reads, read and validated once, by one schema (ADR 030): this table is
// compiled to a JSON Schema that Ajv checks the environment against at start (types, ranges, the variables that go
// together), and the README's settings table is written from it (settings-table.ts). Adding a variable is adding its
// row here; what reads it takes it from the settings start-shop.server.ts hands on.
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import { PROJECT } from '../../../generated/index.ts';
import { ORDER_LINK_DAYS_DEFAULT } from '../../domain/checkout/order-access-token.ts';
import { parseShopHosts, SHOP_HOSTS_PATTERN } from '../../domain/routing/shop-addresses.ts';
import { MAX_COUNT, MAX_WINDOW_SECONDS, RATE_LIMIT_DEFAULTS } from '../rate-limits/rate-limit-settings.server.ts';

interface IntegerKind {
  readonly type: 'integer';
  readonly min: number;
  readonly max: number;
}
/** `1`/`true` or `0`/`false`. */
interface FlagKind {
  readonly type: 'flag';
}
interface ChoiceKind {
  readonly type: 'choice';
  readonly values: readonly string[];
}
interface TextKind {
  readonly type: 'text';
  /** The form it must have; `expected` says it in words for the error. */
  readonly pattern?: string;
  readonly expected?: string;
}
type Kind = IntegerKind | FlagKind | ChoiceKind | TextKind;

export interface SettingDefinition {
  readonly name: string;
  readonly kind: Kind;
  /** The default as the README says it. */
  readonly default: string;
  /** What it does, for the README (Markdown). */
  readonly about: string;
  /** Never shown in an error (a key, a password, a URL with credentials). */
  readonly secret?: boolean;
  /** Variables that must be set when this one is. */
  readonly requires?: readonly string[];
  /** A check beyond the schema's: the reason the value is refused, or null. */
  readonly check?: (value: string) => string | null;
}

const PORT = { type: 'integer', min: 0, max: 65_535 } as const;
const SECONDS = { type: 'integer', min: 0, max: 86_400 } as const;
const FLAG = { type: 'flag' } as const;
const TEXT = { type: 'text' } as const;
const HTTP_URL = { type: 'text', pattern: '^https?://[^\\s]+$', expected: 'an http(s) URL' } as const;
const HOST_LIST = {
  type: 'text',
  pattern: '^[A-Za-z0-9.-]+(:\\d+)?(\\s*,\\s*[A-Za-z0-9.-]+(:\\d+)?)*$',
  expected: 'host names separated by commas',
} as const;

/** The variables of the card provider that go together: all four or none (payment-provider-from-env.server.ts). */
export const ADYEN_VARIABLES = ['ADYEN_API_KEY', 'ADYEN_MERCHANT_ACCOUNT', 'ADYEN_CHECKOUT_URL', 'ADYEN_HMAC_KEY'];
const ADYEN_WEBHOOK_VARIABLES = ['ADYEN_WEBHOOK_USERNAME', 'ADYEN_WEBHOOK_PASSWORD'];

/** Groups of variables set all together or not at all. */
export const ALL_OR_NONE: readonly (readonly string[])[] = [ADYEN_VARIABLES, ADYEN_WEBHOOK_VARIABLES];

const PAYMENT_README = '`runtime/server/integrations/payment/README.md`';
const VAT_README = '`runtime/server/integrations/vat-check/README.md`';

/** A rate limit's row (ADR 031): a whole number from 1, its default the rate limits' own. */
function rateLimit<Name extends string>(name: Name, max: number, about: string) {
  return { name, kind: { type: 'integer', min: 1, max } as const, default: `\`${RATE_LIMIT_DEFAULTS[name]}\``, about };
}

/** The settings, in the README's order. */
export const SETTINGS = [
  {
    name: 'NODE_ENV',
    kind: TEXT,
    default: 'none',
    about:
      '`production`: the start refuses to run without a real payment provider unless `PAYMENT_PROVIDER=test`, links use each country’s production domain (ADR 030)',
  },
  { name: 'PORT', kind: PORT, default: `\`${PROJECT.server.port}\``, about: 'the port the server listens on' },
  { name: 'HOST', kind: TEXT, default: `\`${PROJECT.server.host}\``, about: 'the address the server listens on' },
  {
    name: 'LIVE_PORT',
    kind: PORT,
    default: `\`${PROJECT.liveUpdates.port}\` (spec/2 §9)`,
    about: 'the live cart updates’ WebSocket port (`0`: any free one); taken, the shop runs without them',
  },
  {
    name: 'WORKERS',
    kind: { type: 'integer', min: 1, max: 64 },
    default: '`1`',
    about:
      'shop processes on the one port (node’s cluster, ADR 043): live updates and cache invalidations reach every one; the built shop only (`npm start`, `node dist/<cc>/server.js`)',
  },
  {
    name: 'SHUTDOWN_SECONDS',
    kind: { type: 'integer', min: 1, max: 600 },
    default: '`25`',
    about:
      'on SIGTERM, how long the requests in flight may take to finish (an order being placed completes) before the process ends anyway (ADR 043)',
  },
  {
    name: 'SHOP_HOSTS',
    kind: { type: 'text', pattern: SHOP_HOSTS_PATTERN, expected: 'cc=host entries separated by commas' },
    default: 'none',
    about:
      'a deployment’s own host names, `de=shop.example.de,at=shop.example.at`, served as that country besides its domain and `<cc>.localhost`; any other host is answered 421 (ADR 030)',
    check: (value: string) => {
      const parsed = parseShopHosts(value);
      return 'error' in parsed ? parsed.error : null;
    },
  },
  {
    name: 'DATABASE_URL',
    kind: TEXT,
    default: '`.data/multishop.sqlite`',
    about:
      'the embedded store’s file (created and seeded when missing), or `postgres://user@host:5432/db`: the catalogue, the visitors’ data (sessions, carts, orders, payments) and the e-mail outbox in PostgreSQL, shared by every process, each reading the catalogue from its own copy in `.data/` (ADR 042)',
  },
  {
    name: 'REDIS_URL',
    kind: { type: 'text', pattern: '^rediss?://[^\\s]+$', expected: 'a redis:// or rediss:// URL' },
    default: 'none',
    about:
      '`redis://host:6379`: the shop’s processes share live cart updates, cache invalidations and rate limits through it (ADR 043); down, each process goes on alone (logged)',
    secret: true,
  },
  {
    name: 'CACHE_INVALIDATION_SECRET',
    kind: TEXT,
    default: 'none (endpoints off)',
    about: 'the secret of `POST /cache-invalidate` and `/component-cache/invalidate-tag` (header `x-cache-secret`)',
    secret: true,
  },
  {
    name: 'PAGE_CACHE_SECONDS',
    kind: SECONDS,
    default: '`60` with `npm start`, `0` in dev',
    about: 'how long a rendered guest page is kept',
  },
  {
    name: 'COMPONENT_CACHE_SECONDS',
    kind: SECONDS,
    default: '`60` with `npm start`, `0` in dev',
    about: 'how long a page’s content blocks, loaded and rendered, are kept for the shop’s next page (ADR 019)',
  },
  { name: 'IMAGE_HOSTS', kind: HOST_LIST, default: 'none', about: 'comma-separated hosts the image check may ask' },
  { name: 'TRUST_PROXY', kind: FLAG, default: 'off', about: 'believe `X-Forwarded-*` headers from a proxy in front' },
  rateLimit(
    'RATE_LIMIT_WINDOW_SECONDS',
    MAX_WINDOW_SECONDS,
    'the rate limits’ window (ADR 031): a request over a limit is answered 429 with `Retry-After`',
  ),
  rateLimit(
    'RATE_LIMIT_COUPON_PER_SESSION',
    MAX_COUNT,
    'discount codes tried (`applyCartCoupon`, each `addDiscountCode`) per session',
  ),
  rateLimit('RATE_LIMIT_COUPON_PER_CLIENT', MAX_COUNT, 'discount codes tried per client address'),
  rateLimit('RATE_LIMIT_VAT_CHECK_PER_SESSION', MAX_COUNT, 'VAT ID checks (`validateVatId`) per session'),
  rateLimit('RATE_LIMIT_VAT_CHECK_PER_CLIENT', MAX_COUNT, 'VAT ID checks per client address'),
  rateLimit('RATE_LIMIT_ORDER_PER_SESSION', MAX_COUNT, 'order creations (`createMyOrderFromCart`) per session'),
  rateLimit('RATE_LIMIT_ORDER_PER_CLIENT', MAX_COUNT, 'order creations per client address'),
  rateLimit('RATE_LIMIT_PAYMENT_PER_SESSION', MAX_COUNT, 'payment starts (`pay`, `payWithGooglePay`) per session'),
  rateLimit('RATE_LIMIT_PAYMENT_PER_CLIENT', MAX_COUNT, 'payment starts per client address'),
  rateLimit(
    'RATE_LIMIT_ADDRESS_CHANGE_PER_SESSION',
    MAX_COUNT,
    '`updateCart` lists that set the e-mail or an address, per session',
  ),
  rateLimit('RATE_LIMIT_ADDRESS_CHANGE_PER_CLIENT', MAX_COUNT, 'the same per client address'),
  rateLimit(
    'RATE_LIMIT_ORDER_LINK_PER_SESSION',
    MAX_COUNT,
    'order reads with an e-mailed order link’s token (`getMyOrders` with `access`) per session',
  ),
  rateLimit('RATE_LIMIT_ORDER_LINK_PER_CLIENT', MAX_COUNT, 'order reads with an order link’s token per client address'),
  rateLimit(
    'RATE_LIMIT_CACHE_SECRET_PER_CLIENT',
    MAX_COUNT,
    'wrong cache secrets per client address; over it even the right one is answered 429',
  ),
  rateLimit(
    'RATE_LIMIT_UNPAID_ORDERS_PER_SESSION',
    MAX_COUNT,
    'new bank-transfer or cash-on-delivery orders per session',
  ),
  rateLimit(
    'RATE_LIMIT_UNPAID_ORDERS_PER_EMAIL',
    MAX_COUNT,
    'new bank-transfer or cash-on-delivery orders per e-mail address',
  ),
  rateLimit('RATE_LIMIT_UNPAID_ORDERS_WINDOW_SECONDS', MAX_WINDOW_SECONDS, 'the unpaid orders’ window'),
  {
    name: 'BLOCK_GALLERY',
    kind: FLAG,
    default: 'off with `npm start`, on in dev',
    about: 'serves the block gallery at `/__blocks` (`/<lang>/__blocks`): every block with its fixture',
  },
  {
    name: 'DIRECT_RENDER',
    kind: FLAG,
    default: 'on',
    about: 'off renders every page through vike (ADR 015: built pages are otherwise rendered directly once seen)',
  },
  {
    name: 'PAYMENT_PROVIDER',
    kind: { type: 'choice', values: ['adyen', 'test'] },
    default: '`test` with `npm start`; else `adyen` with `ADYEN_*`',
    about:
      '`test`: the embedded test provider, also in production (no money moves; its pages say so) — a production process (`NODE_ENV=production`, a built server) refuses to start without `ADYEN_*` otherwise; `adyen` needs the four `ADYEN_*`',
  },
  {
    name: 'ADYEN_API_KEY',
    kind: TEXT,
    default: 'none: the embedded test provider',
    about: `the card provider (Adyen’s Checkout API v71): the web service user’s API key; all four \`ADYEN_*\` or none (${PAYMENT_README})`,
    secret: true,
  },
  {
    name: 'ADYEN_MERCHANT_ACCOUNT',
    kind: TEXT,
    default: 'none',
    about: 'the merchant account the payments are made for',
  },
  {
    name: 'ADYEN_CHECKOUT_URL',
    kind: {
      type: 'text',
      pattern: '^https?://[^\\s]+/v\\d+/?$',
      expected: 'the Checkout API base URL with its version, e.g. https://checkout-test.adyen.com/v71',
    },
    default: 'none',
    about: 'the Checkout API’s base URL with its version',
  },
  {
    name: 'ADYEN_HMAC_KEY',
    kind: { type: 'text', pattern: '^(?:[0-9a-fA-F]{2}){16,}$', expected: 'the hexadecimal HMAC key of the webhook' },
    default: 'none',
    about: 'the webhook’s HMAC key (Customer Area > Developers > Webhooks)',
    secret: true,
  },
  {
    name: 'ADYEN_WEBHOOK_USERNAME',
    kind: TEXT,
    default: 'none',
    about:
      'Basic auth the provider’s webhooks (`POST /payments/notifications`) must carry; with the password or not at all',
  },
  {
    name: 'ADYEN_WEBHOOK_PASSWORD',
    kind: TEXT,
    default: 'none',
    about: 'the webhooks’ Basic auth password',
    secret: true,
  },
  {
    name: 'PAYMENT_TIMEOUT_MS',
    kind: { type: 'integer', min: 1, max: 120_000 },
    default: '`15000`',
    about: 'how long the shop waits for the provider; later, the shopper sees the payment-error state',
  },
  {
    name: 'GOOGLE_PAY_ENVIRONMENT',
    kind: { type: 'choice', values: ['TEST', 'PRODUCTION'] },
    default: 'TEST (PRODUCTION with Adyen’s live endpoint)',
    about: 'with Adyen: Google’s Google Pay sheet’s environment (without Adyen: the embedded test wallet)',
  },
  { name: 'GOOGLE_PAY_MERCHANT_ID', kind: TEXT, default: 'none', about: 'with Adyen: Google’s merchant id' },
  {
    name: 'TEST_PSP_DATABASE',
    kind: TEXT,
    default: '`test-payment-provider.sqlite` beside the store',
    about: 'the embedded test provider’s own SQLite file',
  },
  {
    name: 'TEST_PSP_SETTLE_AFTER_MS',
    kind: { type: 'text', pattern: '^(\\d+|never)$', expected: 'milliseconds, or "never"' },
    default: '`30000`',
    about: 'the embedded test provider: after how long a voucher (Multibanco) is paid by itself',
  },
  {
    name: 'TEST_PSP_RETURN_METHOD',
    kind: { type: 'choice', values: ['GET', 'POST'] },
    default: '`GET`',
    about: 'the embedded test provider: how it sends the shopper back (a redirect, or a cross-site form POST)',
  },
  {
    name: 'VAT_CHECK',
    kind: { type: 'choice', values: ['embedded', 'evatr', 'vies'] },
    default: 'the embedded check, which confirms no ID (gross prices)',
    about: `the VAT ID service (${VAT_README}); only \`evatr\` or \`vies\`, or \`embedded\` named outside production, can make a company's cart net (ADR 026)`,
  },
  {
    name: 'VAT_CHECK_TIMEOUT_MS',
    kind: { type: 'integer', min: 1, max: 120_000 },
    default: '`5000`',
    about: 'how long a VAT ID check may take',
  },
  { name: 'VAT_CHECK_EVATR_URL', kind: HTTP_URL, default: 'eVatR’s', about: 'the eVatR service’s base URL' },
  { name: 'VAT_CHECK_VIES_URL', kind: HTTP_URL, default: 'VIES’s', about: 'the VIES service’s base URL' },
  {
    name: 'VAT_CHECK_REQUESTER_ID',
    kind: TEXT,
    default: 'each request’s own',
    about: 'the shop’s VAT ID sent as the requester',
  },
  {
    name: 'VAT_CHECK_UNSUPPORTED',
    kind: { type: 'choice', values: ['none', 'embedded', 'vies'] },
    default: '`none`',
    about: 'where the IDs the chosen service cannot check go',
  },
  {
    name: 'VAT_CHECK_TEST_IDS',
    kind: FLAG,
    default: 'on, except with `NODE_ENV=production`',
    about: 'the embedded check’s test VAT IDs; refused with `NODE_ENV=production`',
  },
  {
    name: 'SMTP_URL',
    kind: {
      type: 'text',
      pattern: '^smtps?://\\S+$',
      expected: 'smtp://user:password@host:587 or smtps://user:password@host:465',
    },
    default: 'none: the outbox in the store',
    about:
      'where e-mail goes (`smtp://` or `smtps://user:pass@host`), with `MAIL_FROM`; without, read it at `/__outbox` in development',
    secret: true,
    requires: ['MAIL_FROM'],
  },
  {
    name: 'MAIL_FROM',
    kind: TEXT,
    default: 'none',
    about: 'the sender of the shop’s e-mail (`Shop <shop@example.com>`)',
  },
  {
    name: 'ORDER_LINK_SECRET',
    kind: {
      type: 'text',
      pattern: '^\\S{32,}$',
      expected: 'at least 32 characters without spaces (openssl rand -hex 32)',
    },
    default: 'none: a random key kept in the embedded store',
    about:
      'the key that signs the order confirmation e-mail’s “View order” link, which opens that one order in any browser (ADR 039); required with `NODE_ENV=production` unless `PAYMENT_PROVIDER=test`; changing it ends every link sent',
    secret: true,
  },
  {
    name: 'ORDER_LINK_DAYS',
    kind: { type: 'integer', min: 1, max: 3_650 },
    default: `\`${ORDER_LINK_DAYS_DEFAULT}\``,
    about: 'how many days an order confirmation e-mail’s “View order” link opens its order (ADR 039)',
  },
  {
    name: 'OUTBOX_RETENTION_DAYS',
    kind: { type: 'integer', min: 1, max: 3_650 },
    default: '`30`',
    about: 'how long the store’s outbox keeps a message; older ones are removed at start and every hour',
  },
] as const satisfies readonly SettingDefinition[];

type Definitions = (typeof SETTINGS)[number];
type ValueOf<K> = K extends IntegerKind
  ? number
  : K extends FlagKind
    ? boolean
    : K extends { readonly type: 'choice'; readonly values: readonly (infer V)[] }
      ? V
      : string;

/** The settings as read: a variable's value in its type, absent when it is not set (or blank). */
export type SettingValues = { readonly [S in Definitions as S['name']]?: ValueOf<S['kind']> };

export interface Settings {
  readonly values: SettingValues;
  /**
   * The variables that are set, trimmed, as text — checked by the schema — for the readers of a service's variables
   * (payment, VAT check, mail), which take an environment.
   */
  readonly env: Readonly<Record<string, string>>;
}

/** A setting the operator must correct; the message names the variable and what it takes. */
export class SettingsError extends Error {
  override readonly name = 'SettingsError';
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(message);
  }
}

const BY_NAME = new Map<string, SettingDefinition>(SETTINGS.map((setting) => [setting.name, setting]));

function schemaOf(kind: Kind): Record<string, unknown> {
  switch (kind.type) {
    case 'integer':
      return { type: 'integer', minimum: kind.min, maximum: kind.max };
    case 'flag':
      return { enum: ['1', 'true', '0', 'false'] };
    case 'choice':
      return { enum: kind.values };
    case 'text':
      return kind.pattern === undefined ? { type: 'string' } : { type: 'string', pattern: kind.pattern };
  }
}

/** The JSON Schema of the environment: every variable's type and range, and those that go together. */
export function settingsSchema(): Record<string, unknown> {
  const dependentRequired: Record<string, string[]> = {};
  for (const group of ALL_OR_NONE) {
    for (const name of group) dependentRequired[name] = group.filter((other) => other !== name);
  }
  for (const setting of SETTINGS as readonly SettingDefinition[]) {
    if (setting.requires) dependentRequired[setting.name] = [...setting.requires];
  }
  return {
    type: 'object',
    properties: Object.fromEntries(SETTINGS.map((setting) => [setting.name, schemaOf(setting.kind)])),
    dependentRequired,
  };
}

// Variables arrive as text: the schema's integers are read from it (coerceTypes), their ranges checked on the number.
const validate = new Ajv2020({ allErrors: false, strict: true, coerceTypes: true }).compile(settingsSchema());

function expectation(kind: Kind): string {
  switch (kind.type) {
    case 'integer':
      return `a whole number from ${kind.min} to ${kind.max}`;
    case 'flag':
      return '1, true, 0 or false';
    case 'choice':
      return `one of ${kind.values.join(', ')}`;
    case 'text':
      return kind.expected ?? 'text';
  }
}

function refused(setting: SettingDefinition, raw: string, why: string): SettingsError {
  const shown = setting.secret ? '' : ` is "${raw}"`;
  return new SettingsError(setting.name, `${setting.name}${shown}: ${why}`);
}

function errorOf(error: ErrorObject, raw: Readonly<Record<string, string>>): SettingsError {
  if (error.keyword === 'dependentRequired') {
    const { property, missingProperty } = error.params as { property: string; missingProperty: string };
    const group = ALL_OR_NONE.find((names) => names.includes(property) && names.includes(missingProperty));
    return new SettingsError(
      missingProperty,
      group === undefined
        ? `${missingProperty} is not set: ${property} needs it`
        : `${missingProperty} is not set: ${group.join(', ')} are set all together or not at all (${property} is set)`,
    );
  }
  const name = error.instancePath.slice(1);
  const setting = BY_NAME.get(name)!;
  return refused(setting, raw[name]!, `expected ${expectation(setting.kind)}`);
}

/**
 * Reads and checks every setting of `env` (process.env): a variable absent, empty or blank is not set. The first
 * mistake throws a SettingsError naming the variable; variables the table does not name are left alone.
 */
export function readSettings(env: Readonly<Record<string, string | undefined>>): Settings {
  const raw: Record<string, string> = {};
  for (const { name } of SETTINGS) {
    const value = env[name]?.trim();
    if (value !== undefined && value !== '') raw[name] = value;
  }
  const data: Record<string, unknown> = { ...raw };
  if (!validate(data)) throw errorOf(validate.errors![0]!, raw);
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(data)) {
    const setting = BY_NAME.get(name)!;
    const problem = setting.check?.(raw[name]!) ?? null;
    if (problem !== null) throw refused(setting, raw[name]!, problem);
    values[name] = setting.kind.type === 'flag' ? value === '1' || value === 'true' : value;
  }
  paymentRule(values as SettingValues);
  orderLinkRule(values as SettingValues);
  return { values: values as SettingValues, env: raw };
}

const ADYEN_LIST = `${ADYEN_VARIABLES.slice(0, -1).join(', ')} and ${ADYEN_VARIABLES.at(-1)}`;

/**
 * Fail closed (ADR 030): a production process takes real payments or says explicitly that it takes none. Without
 * ADYEN_*, NODE_ENV=production refuses to start unless PAYMENT_PROVIDER=test; PAYMENT_PROVIDER never contradicts
 * the ADYEN_* variables.
 */
function paymentRule(values: SettingValues): void {
  const adyen = values.ADYEN_API_KEY !== undefined;
  if (values.PAYMENT_PROVIDER === 'test' && adyen) {
    throw new SettingsError(
      'PAYMENT_PROVIDER',
      `PAYMENT_PROVIDER is "test" but ${ADYEN_LIST} are set: set PAYMENT_PROVIDER=adyen to take payments with Adyen (\`npm start\` sets test unless told otherwise), or unset the ADYEN_* variables to run a test shop`,
    );
  }
  if (values.PAYMENT_PROVIDER === 'adyen' && !adyen) {
    throw new SettingsError('PAYMENT_PROVIDER', `PAYMENT_PROVIDER is "adyen" but ${ADYEN_LIST} are not set`);
  }
  if (values.NODE_ENV === 'production' && !adyen && values.PAYMENT_PROVIDER !== 'test') {
    throw new SettingsError(
      'PAYMENT_PROVIDER',
      `Refusing to start: NODE_ENV=production without a real payment provider. Set ${ADYEN_LIST}, or PAYMENT_PROVIDER=test to run a test shop that takes no money.`,
    );
  }
}

/**
 * Fail closed (ADR 030, ADR 039): a production shop that takes real money signs its order links with its operator's
 * key, the same for every process behind it; without ORDER_LINK_SECRET it refuses to start. A test shop, said
 * explicitly (PAYMENT_PROVIDER=test: `npm start`, a built server tried out) and every shop outside production sign
 * them with the embedded store's own random key (start-shop.server.ts).
 */
function orderLinkRule(values: SettingValues): void {
  if (
    values.NODE_ENV === 'production' &&
    values.PAYMENT_PROVIDER !== 'test' &&
    values.ORDER_LINK_SECRET === undefined
  ) {
    throw new SettingsError(
      'ORDER_LINK_SECRET',
      'Refusing to start: NODE_ENV=production without ORDER_LINK_SECRET, the key of the order links in the shop’s e-mail. Set it to at least 32 random characters (openssl rand -hex 32), the same for every process of the shop.',
    );
  }
}

/**
 * One line for the start-up log saying which outside services are real and which are not (ADR 030): payments,
 * VAT ID checks, e-mail.
 */
export function outsideServicesLine(values: SettingValues): string {
  const payments =
    values.ADYEN_API_KEY === undefined
      ? 'payments NOT real (the embedded test provider: no money moves)'
      : 'payments real (Adyen)';
  const vat =
    values.VAT_CHECK === 'evatr' || values.VAT_CHECK === 'vies'
      ? `VAT IDs checked by ${values.VAT_CHECK === 'evatr' ? 'eVatR' : 'VIES'}`
      : 'VAT IDs NOT checked by a real service (VAT_CHECK=embedded)';
  const mail =
    values.SMTP_URL === undefined
      ? 'e-mail NOT delivered (kept in the outbox: SMTP_URL is not set)'
      : 'e-mail sent by SMTP';
  return `Outside services: ${payments}; ${vat}; ${mail}.`;
}
