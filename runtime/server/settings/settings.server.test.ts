// ADR 030: every setting read and checked once by one schema; each rule refuses with the variable named, secrets are
// never shown, and the README's table is the table's.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { outsideServicesLine, readSettings, SETTINGS, SettingsError } from './settings.server.ts';
import { README_FILE, readmeWithSettings } from './settings-table.server.ts';

const ADYEN = {
  ADYEN_API_KEY: 'key-123',
  ADYEN_MERCHANT_ACCOUNT: 'ShopECOM',
  ADYEN_CHECKOUT_URL: 'https://checkout-test.adyen.com/v71',
  ADYEN_HMAC_KEY: 'AB'.repeat(32),
};

/** An order-link key as an operator makes one (openssl rand -hex 32). */
const LINK_SECRET = 'c0ffee'.repeat(11);

function refusal(env: Record<string, string>): SettingsError {
  try {
    readSettings(env);
  } catch (error) {
    if (error instanceof SettingsError) return error;
    throw error;
  }
  throw new Error(`${JSON.stringify(env)} was taken`);
}

describe('readSettings (ADR 030)', () => {
  it('reads each variable in its type; unset, empty and blank are not set; others are left alone', () => {
    const settings = readSettings({
      PORT: ' 8080 ',
      TRUST_PROXY: 'true',
      DIRECT_RENDER: '0',
      VAT_CHECK: 'vies',
      HOST: '',
      LIVE_PORT: '  ',
      SOMETHING_ELSE: 'x',
    });
    expect(settings.values).toEqual({ PORT: 8080, TRUST_PROXY: true, DIRECT_RENDER: false, VAT_CHECK: 'vies' });
    expect(settings.env).toEqual({ PORT: '8080', TRUST_PROXY: 'true', DIRECT_RENDER: '0', VAT_CHECK: 'vies' });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT', 'PORT is "eighty": expected a whole number from 0 to 65535'],
    [{ PORT: '70000' }, 'PORT', 'from 0 to 65535'],
    [{ LIVE_PORT: '-1' }, 'LIVE_PORT', 'from 0 to 65535'],
    [{ PAGE_CACHE_SECONDS: '1.5' }, 'PAGE_CACHE_SECONDS', 'a whole number'],
    [{ WORKERS: '0' }, 'WORKERS', 'from 1 to 64'],
    [{ WORKERS: 'auto' }, 'WORKERS', 'a whole number'],
    [{ SHUTDOWN_SECONDS: '0' }, 'SHUTDOWN_SECONDS', 'from 1 to 600'],
    [{ OUTBOX_RETENTION_DAYS: '0' }, 'OUTBOX_RETENTION_DAYS', 'from 1 to 3650'],
    [{ PAYMENT_TIMEOUT_MS: '0' }, 'PAYMENT_TIMEOUT_MS', 'from 1 to 120000'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY', '1, true, 0 or false'],
    [{ VAT_CHECK: 'maybe' }, 'VAT_CHECK', 'one of embedded, evatr, vies'],
    [{ TEST_PSP_SETTLE_AFTER_MS: 'soon' }, 'TEST_PSP_SETTLE_AFTER_MS', 'milliseconds, or "never"'],
    [{ IMAGE_HOSTS: 'a.example, b example' }, 'IMAGE_HOSTS', 'host names separated by commas'],
    [{ SHOP_HOSTS: 'shop.example.de' }, 'SHOP_HOSTS', 'cc=host entries'],
    [{ SHOP_HOSTS: 'de=10.0.0.1' }, 'SHOP_HOSTS', 'is not a host name'],
    [{ SHOP_HOSTS: 'de=www.multishop.at' }, 'SHOP_HOSTS', 'already a host of at'],
    [{ ...ADYEN, ADYEN_CHECKOUT_URL: 'https://checkout-test.adyen.com' }, 'ADYEN_CHECKOUT_URL', 'with its version'],
  ])('%j is refused, naming %s', (env, variable, message) => {
    const error = refusal(env);
    expect(error.variable).toBe(variable);
    expect(error.message).toContain(message);
    expect(error.message.startsWith(variable)).toBe(true);
  });

  it('takes the four ADYEN_* variables all together or none (the missing one named)', () => {
    expect(readSettings(ADYEN).values.ADYEN_MERCHANT_ACCOUNT).toBe('ShopECOM');
    for (const missing of Object.keys(ADYEN)) {
      const error = refusal({ ...ADYEN, [missing]: '' });
      expect(error.variable).toBe(missing);
      expect(error.message).toContain('set all together or not at all');
    }
  });

  it('takes the webhook user and password together, and MAIL_FROM with SMTP_URL', () => {
    expect(refusal({ ADYEN_WEBHOOK_USERNAME: 'shop' }).variable).toBe('ADYEN_WEBHOOK_PASSWORD');
    expect(refusal({ ADYEN_WEBHOOK_PASSWORD: 'secret' }).variable).toBe('ADYEN_WEBHOOK_USERNAME');
    const smtp = refusal({ SMTP_URL: 'smtp://user:pw@mail.example:587' });
    expect([smtp.variable, smtp.message]).toEqual(['MAIL_FROM', 'MAIL_FROM is not set: SMTP_URL needs it']);
  });

  it('never shows a secret’s value', () => {
    const hmac = refusal({ ...ADYEN, ADYEN_HMAC_KEY: 'not-hex-secret' });
    expect(hmac.variable).toBe('ADYEN_HMAC_KEY');
    expect(hmac.message).not.toContain('not-hex-secret');
    expect(refusal({ SMTP_URL: 'http://user:pw@x', MAIL_FROM: 'a@b.c' }).message).not.toContain('pw');
  });

  it('fails closed: NODE_ENV=production without ADYEN_* refuses unless PAYMENT_PROVIDER=test', () => {
    const error = refusal({ NODE_ENV: 'production' });
    expect(error.variable).toBe('PAYMENT_PROVIDER');
    expect(error.message).toBe(
      'Refusing to start: NODE_ENV=production without a real payment provider. Set ADYEN_API_KEY, ' +
        'ADYEN_MERCHANT_ACCOUNT, ADYEN_CHECKOUT_URL and ADYEN_HMAC_KEY, or PAYMENT_PROVIDER=test to run a test shop ' +
        'that takes no money.',
    );
    expect(readSettings({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'test' }).values.PAYMENT_PROVIDER).toBe('test');
    const withKey = { NODE_ENV: 'production', ORDER_LINK_SECRET: LINK_SECRET, ...ADYEN };
    expect(readSettings(withKey).values.NODE_ENV).toBe('production');
    expect(readSettings({}).values).toEqual({});
  });

  it('fails closed: a production shop that takes money refuses to start without ORDER_LINK_SECRET (ADR 039)', () => {
    const error = refusal({ NODE_ENV: 'production', ...ADYEN });
    expect(error.variable).toBe('ORDER_LINK_SECRET');
    expect(error.message).toMatch(/^Refusing to start: NODE_ENV=production without ORDER_LINK_SECRET/);
    // A test shop, said explicitly, and any shop outside production: the store's own key signs the links.
    expect(readSettings({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'test' }).values.ORDER_LINK_SECRET).toBeUndefined();
    expect(readSettings({ ...ADYEN }).values.ORDER_LINK_SECRET).toBeUndefined();
  });

  it('takes an ORDER_LINK_SECRET of 32 characters or more, never shown, and ORDER_LINK_DAYS from 1 to 3650', () => {
    const short = refusal({ ORDER_LINK_SECRET: 'x'.repeat(31) });
    expect(short.variable).toBe('ORDER_LINK_SECRET');
    expect(short.message).not.toContain('x'.repeat(31));
    expect(refusal({ ORDER_LINK_SECRET: `${'x'.repeat(20)} ${'y'.repeat(20)}` }).variable).toBe('ORDER_LINK_SECRET');
    expect(readSettings({ ORDER_LINK_SECRET: LINK_SECRET }).values.ORDER_LINK_SECRET).toBe(LINK_SECRET);
    expect(readSettings({ ORDER_LINK_DAYS: '30' }).values.ORDER_LINK_DAYS).toBe(30);
    for (const days of ['0', '3651', '7.5', 'month']) {
      expect(refusal({ ORDER_LINK_DAYS: days }).variable).toBe('ORDER_LINK_DAYS');
    }
  });

  it('never lets PAYMENT_PROVIDER contradict the ADYEN_* variables', () => {
    expect(refusal({ PAYMENT_PROVIDER: 'test', ...ADYEN }).message).toContain('PAYMENT_PROVIDER is "test" but');
    expect(refusal({ PAYMENT_PROVIDER: 'adyen' }).message).toContain('PAYMENT_PROVIDER is "adyen" but');
    expect(readSettings({ PAYMENT_PROVIDER: 'adyen', ...ADYEN }).values.PAYMENT_PROVIDER).toBe('adyen');
  });
});

describe('outsideServicesLine: one line saying what is real', () => {
  it('says what is not real', () => {
    expect(outsideServicesLine({})).toBe(
      'Outside services: payments NOT real (the embedded test provider: no money moves); VAT IDs NOT checked by a ' +
        'real service (VAT_CHECK=embedded); e-mail NOT delivered (kept in the outbox: SMTP_URL is not set).',
    );
  });

  it('and what is', () => {
    const values = readSettings({ ...ADYEN, VAT_CHECK: 'evatr', SMTP_URL: 'smtp://m.example', MAIL_FROM: 'a@b.c' });
    expect(outsideServicesLine(values.values)).toBe(
      'Outside services: payments real (Adyen); VAT IDs checked by eVatR; e-mail sent by SMTP.',
    );
    expect(outsideServicesLine({ VAT_CHECK: 'vies' })).toContain('VAT IDs checked by VIES');
  });
});

describe('the README’s settings table', () => {
  it('is written from the table: run `npx tsx runtime/server/settings/settings-table.server.ts` when this fails', async () => {
    const readme = await readFile(README_FILE, 'utf8');
    expect(await readmeWithSettings(readme)).toBe(readme);
    for (const { name } of SETTINGS) expect(readme).toContain(`| \`${name}\``);
  });

  it('refuses a README without the markers', async () => {
    await expect(readmeWithSettings('# no table')).rejects.toThrow('has no settings table');
  });
});
