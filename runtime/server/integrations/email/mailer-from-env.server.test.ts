import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabase } from '../../commerce/sqlite/database.server.ts';
import {
  MailConfigError,
  mailerFromEnv,
  parseMailFrom,
  parseSmtpUrl,
  smtpSettingsFromEnv,
} from './mailer-from-env.server.ts';
import * as outboxMigration from '../../commerce/schema/migrations/016-outbox.ts';
import { StoreOutbox } from './outbox.server.ts';
import { SmtpMailer } from './smtp-mailer.server.ts';

const opened: OpenDatabase[] = [];

afterEach(async () => {
  await Promise.all(opened.splice(0).map((database) => database.close()));
});

async function store(): Promise<OpenDatabase> {
  const database = await openDatabase(':memory:');
  opened.push(database);
  await outboxMigration.onSqlite(database.db as Kysely<unknown>);
  return database;
}

describe('mailerFromEnv', () => {
  it.each([
    ['unset', {}],
    ['empty (a bare SMTP_URL= line)', { SMTP_URL: '' }],
    ['blank', { SMTP_URL: '  ' }],
  ])('keeps mail in the outbox when SMTP_URL is %s: zero set-up', async (_case, env) => {
    const setup = mailerFromEnv(env, (await store()).db);
    expect(setup.mailer).toBeInstanceOf(StoreOutbox);
    expect(setup.mailer).toBe(setup.outbox);
    expect(setup.description).toBe("E-mail is kept in the store's outbox (SMTP_URL is not set): read it at /__outbox");
  });

  it('says loudly in production that mail is not delivered without SMTP_URL', async () => {
    const { description } = mailerFromEnv({ NODE_ENV: 'production' }, (await store()).db);
    expect(description).toMatch(/^E-mail is NOT delivered: SMTP_URL is not set/);
  });

  it('gives the outbox MAIL_FROM as the sender of messages that name none', async () => {
    const setup = mailerFromEnv({ MAIL_FROM: 'Multishop <shop@example.com>' }, (await store()).db);
    const { id } = await setup.mailer.send({
      to: 'jana@example.com',
      subject: 's',
      text: 't',
      html: '<p>t</p>',
      language: 'sk',
      kind: 'order-confirmation',
    });
    expect((await setup.outbox.get(id))?.from).toBe('Multishop <shop@example.com>');
  });

  it('sends through SMTP when SMTP_URL is set, and says where (without the password)', async () => {
    const setup = mailerFromEnv(
      { SMTP_URL: 'smtps://shop:s3cret@mail.example.com:465', MAIL_FROM: 'Multishop <shop@example.com>' },
      (await store()).db,
    );
    expect(setup.mailer).toBeInstanceOf(SmtpMailer);
    expect((setup.mailer as SmtpMailer).server).toBe('smtps://shop:***@mail.example.com:465');
    expect(setup.outbox).toBeInstanceOf(StoreOutbox);
    expect(setup.description).toBe(
      'E-mail is sent through smtps://shop:***@mail.example.com:465 from Multishop <shop@example.com>',
    );
    (setup.mailer as SmtpMailer).close();
  });

  it('refuses a malformed SMTP_URL before anything is sent, naming the variable', async () => {
    const database = await store();
    expect(() => mailerFromEnv({ SMTP_URL: 'mail.example.com', MAIL_FROM: 'a@example.com' }, database.db)).toThrow(
      MailConfigError,
    );
    expect(() => mailerFromEnv({ SMTP_URL: 'mail.example.com', MAIL_FROM: 'a@example.com' }, database.db)).toThrow(
      /^SMTP_URL /,
    );
  });
});

describe('smtpSettingsFromEnv', () => {
  it('reads SMTP_URL and MAIL_FROM', () => {
    const settings = smtpSettingsFromEnv({ SMTP_URL: ' smtp://mail.example.com:2525 ', MAIL_FROM: 'shop@example.com' });
    expect(settings?.url.href).toBe('smtp://mail.example.com:2525');
    expect(settings?.from).toBe('shop@example.com');
    expect(smtpSettingsFromEnv({})).toBeNull();
  });

  it('asks for MAIL_FROM when SMTP_URL is set without it', () => {
    expect(() => smtpSettingsFromEnv({ SMTP_URL: 'smtp://mail.example.com' })).toThrow(
      /^MAIL_FROM is not set: with SMTP_URL, set MAIL_FROM to the address the shop sends from/,
    );
  });
});

describe('parseSmtpUrl', () => {
  it.each([
    ['smtp://mail.example.com', 'smtp://mail.example.com'],
    ['smtps://shop:p%40ss@mail.example.com:465', 'smtps://shop:p%40ss@mail.example.com:465'],
    ['smtp://mail.example.com:2525/?pool=true', 'smtp://mail.example.com:2525/?pool=true'],
  ])('takes %s', (value, href) => {
    expect(parseSmtpUrl(value).href).toBe(href);
  });

  it.each([
    ['no scheme', 'mail.example.com:587', /^SMTP_URL must begin with smtp:\/\/ \(STARTTLS\) or smtps:\/\/ \(TLS\)/],
    [
      'not a URL at all',
      'smtp mail',
      /^SMTP_URL is not a URL \(got "smtp mail"\): write smtp:\/\/user:password@host:587/,
    ],
    ['another scheme', 'https://mail.example.com', /^SMTP_URL must begin with smtp:\/\/ .* \(got "https:"\)/],
    ['no host', 'smtp://', /^SMTP_URL names no host/],
    ['a port that is no number', 'smtp://mail.example.com:tls', /^SMTP_URL is not a URL/],
    ['an unencoded / in the password', 'smtps://shop:pa/ss@mail.example.com:465', /^SMTP_URL is not a URL/],
    ['a path', 'smtp://mail.example.com/inbox', /^SMTP_URL has a path or a #fragment/],
    ['an unencoded / in the password read as a path', 'smtp://shop/pass@mail.example.com', /^SMTP_URL has a path/],
    ['an unencoded # in the password', 'smtps://shop:pa#ss@mail.example.com:465', /^SMTP_URL /],
  ])('refuses %s with a message naming SMTP_URL', (_case, value, message) => {
    expect(() => parseSmtpUrl(value)).toThrow(MailConfigError);
    expect(() => parseSmtpUrl(value)).toThrow(message);
  });

  it('never repeats the password in its message', () => {
    for (const value of [
      'smtps://shop:pa#ss@mail.example.com',
      'smtps://shop:pa/ss@mail.example.com',
      'smtps://shop:pa ss@x:tls',
    ]) {
      const error = (() => {
        try {
          parseSmtpUrl(value);
        } catch (caught) {
          return caught as Error;
        }
        throw new Error(`${value} was taken`);
      })();
      expect(error.message).not.toMatch(/pa.ss/);
      expect(error.message).toContain('shop:***@');
    }
    expect(() => parseSmtpUrl('smtp://shop/pa@ss@mail.example.com')).toThrow(
      'SMTP_URL has a path or a #fragment, which an SMTP URL has not (got "smtp://***@mail.example.com")',
    );
  });
});

describe('parseMailFrom', () => {
  it.each(['Multishop <shop@example.com>', 'shop@example.com', '"Multishop, s.r.o." <shop@example.sk>'])(
    'takes %s',
    (value) => {
      expect(parseMailFrom(value)).toBe(value);
    },
  );

  it.each(['Multishop', 'Multishop <shop>', 'a@example.com, b@example.com', 'group: a@example.com;', ''])(
    'refuses %j, naming MAIL_FROM',
    (value) => {
      expect(() => parseMailFrom(value)).toThrow(/^MAIL_FROM must be one sender address/);
    },
  );
});
