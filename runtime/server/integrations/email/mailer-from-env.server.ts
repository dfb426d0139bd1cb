// Which e-mail transport the shop uses, from its environment (ARCHITECTURE "The embedded default works": the
// embedded default when no credentials are configured): SMTP when SMTP_URL is set, otherwise the store's outbox,
// which needs no set-up at all. A malformed setting stops the start with a message naming the variable
// (CONVENTIONS §9), never at the first order.
import addressparser from 'nodemailer/lib/addressparser';
import type { Mailer } from './mail-port.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../commerce/schema/tables.ts';
import { StoreOutbox } from './outbox.server.ts';
import { SmtpMailer, redactedSmtpUrl, type SmtpSettings } from './smtp-mailer.server.ts';

/** A mail setting the operator must correct: which variable, what is wrong, what is expected. */
export class MailConfigError extends Error {
  override readonly name = 'MailConfigError';
}

const SMTP_URL_FORM = 'smtp://user:password@host:587 or smtps://user:password@host:465';

/**
 * A URL as it may be shown in an error, parsed or not: everything before its last @ (the credentials, where a
 * mistyped password ends up) masked but the user name before the first colon.
 */
function masked(value: string): string {
  const credentials = /^([a-z][a-z0-9+.-]*:\/\/)(.*)@/is.exec(value);
  if (credentials === null) return value;
  // Both groups always take part in a match.
  const [whole, scheme, userInfo] = credentials.slice(0, 3) as [string, string, string];
  const colon = userInfo.indexOf(':');
  const user = colon === -1 || /[/#?]/.test(userInfo.slice(0, colon)) ? '' : `${userInfo.slice(0, colon)}:`;
  return `${scheme}${user}***@${value.slice(whole.length)}`;
}

/** SMTP_URL read as a URL; a MailConfigError saying what is wrong with it otherwise. */
export function parseSmtpUrl(value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new MailConfigError(
      `SMTP_URL is not a URL (got ${JSON.stringify(masked(value))}): write ${SMTP_URL_FORM}, with characters such ` +
        'as @ : / # ? in the user name or password percent-encoded (encodeURIComponent)',
    );
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new MailConfigError(
      `SMTP_URL must begin with smtp:// (STARTTLS) or smtps:// (TLS) (got ${JSON.stringify(url.protocol)}): write ${SMTP_URL_FORM}`,
    );
  }
  if (url.hostname === '') {
    throw new MailConfigError(`SMTP_URL names no host (got ${JSON.stringify(masked(value))}): write ${SMTP_URL_FORM}`);
  }
  // An unencoded / or # in the password ends the authority early: what follows would be taken for a path or fragment.
  if ((url.pathname !== '' && url.pathname !== '/') || url.hash !== '') {
    throw new MailConfigError(
      `SMTP_URL has a path or a #fragment, which an SMTP URL has not (got ${JSON.stringify(masked(value))}): ` +
        'percent-encode / and # in the user name or password (encodeURIComponent)',
    );
  }
  return url;
}

/** MAIL_FROM as one sender (`Shop <shop@example.com>` or `shop@example.com`); a MailConfigError otherwise. */
export function parseMailFrom(value: string): string {
  const parsed = addressparser(value);
  const [only] = parsed;
  if (parsed.length !== 1 || only?.address === undefined || !/^[^@\s]+@[^@\s]+$/.test(only.address)) {
    throw new MailConfigError(
      `MAIL_FROM must be one sender address such as "Multishop <shop@example.com>" (got ${JSON.stringify(value)})`,
    );
  }
  return value.trim();
}

/** The environment the mail settings are read from (process.env). */
export type MailEnvironment = Readonly<Record<string, string | undefined>>;

/** A variable as set: absent, empty and blank all mean "not set" (a `SMTP_URL=` line in an env file). */
function setting(env: MailEnvironment, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

/** The SMTP settings when SMTP_URL is set (MAIL_FROM then required); null when mail stays in the outbox. */
export function smtpSettingsFromEnv(env: MailEnvironment): SmtpSettings | null {
  const url = setting(env, 'SMTP_URL');
  if (url === undefined) return null;
  const parsed = parseSmtpUrl(url);
  const from = setting(env, 'MAIL_FROM');
  if (from === undefined) {
    throw new MailConfigError(
      'MAIL_FROM is not set: with SMTP_URL, set MAIL_FROM to the address the shop sends from, such as ' +
        '"Multishop <shop@example.com>" (the SMTP server may refuse any other)',
    );
  }
  return { url: parsed, from: parseMailFrom(from) };
}

export interface MailSetup {
  /** Where the shop's mail goes: the SMTP server, or the outbox. */
  readonly mailer: Mailer;
  /** The store's outbox: the mailer itself without SMTP_URL; read by the development page (/__outbox) either way. */
  readonly outbox: StoreOutbox;
  /** One line for the start-up log saying where mail goes. */
  readonly description: string;
}

/**
 * The shop's mail transport from SMTP_URL and MAIL_FROM: an SmtpMailer when SMTP_URL is set, the store's outbox
 * otherwise. `db` is the store's — the embedded file or PostgreSQL (ADR 042) — with the outbox table in it.
 */
export function mailerFromEnv(env: MailEnvironment, db: Kysely<Database>): MailSetup {
  const smtp = smtpSettingsFromEnv(env);
  const from = setting(env, 'MAIL_FROM');
  const outbox = new StoreOutbox(db, from === undefined ? {} : { from: parseMailFrom(from) });
  if (smtp !== null) {
    return {
      mailer: new SmtpMailer(smtp),
      outbox,
      description: `E-mail is sent through ${redactedSmtpUrl(smtp.url)} from ${smtp.from}`,
    };
  }
  // In production a shop without SMTP_URL still takes orders; its confirmations wait in the store, which the log
  // says loudly rather than letting it pass for delivery.
  const description =
    env['NODE_ENV'] === 'production'
      ? "E-mail is NOT delivered: SMTP_URL is not set, so messages are kept in the store's outbox table. Set SMTP_URL and MAIL_FROM to send them."
      : "E-mail is kept in the store's outbox (SMTP_URL is not set): read it at /__outbox";
  return { mailer: outbox, outbox, description };
}
