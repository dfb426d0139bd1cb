// The real e-mail adapter (ARCHITECTURE "Ports and defaults": e-mail → SMTP through nodemailer, SMTP_URL): each
// message is handed to the operator's SMTP server (RFC 5321), smtp:// with STARTTLS when the server offers it, or
// smtps:// with TLS from the first byte (RFC 8314).
import { createTransport } from 'nodemailer';
import { checkOutgoingMail } from './check-outgoing-mail.ts';
import type { Mailer, OutgoingMail } from './mail-port.ts';

export interface SmtpSettings {
  /**
   * The server: smtp://user:password@host:587 or smtps://user:password@host:465, the user and password
   * percent-encoded. nodemailer's own query options apply (`?pool=true`, `?tls.rejectUnauthorized=false`,
   * `?connectionTimeout=5000` …).
   */
  readonly url: URL;
  /** The sender of a message that names none: `Shop <shop@example.com>` (MAIL_FROM). */
  readonly from: string;
}

/**
 * How long to wait, in milliseconds, unless the URL says otherwise. nodemailer waits 2 minutes for a connection and
 * 10 for a silent socket; an order confirmation is sent while the shopper waits for the thank-you page.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

/** The URL as it may be shown in a log or an error: the password masked. */
export function redactedSmtpUrl(url: URL): string {
  const user = url.username === '' ? '' : `${url.username}${url.password === '' ? '' : ':***'}@`;
  return `${url.protocol}//${user}${url.host}`;
}

/** Node's codes of a certificate it does not trust (expired, self-signed, another host's …). */
const CERTIFICATE_CODE = /^(?:CERT_|DEPTH_ZERO_SELF_SIGNED_CERT$|SELF_SIGNED_CERT|UNABLE_TO_|ERR_TLS_CERT_)/;

/** nodemailer's error codes (and the socket's, which it keeps as originalCode) in words an operator can act on. */
function reasonOf(error: { code?: unknown; originalCode?: unknown; message?: unknown }): string {
  const codes = [error.originalCode, error.code].filter((code): code is string => typeof code === 'string');
  const message = typeof error.message === 'string' ? error.message : String(error);
  if (codes.includes('ECONNREFUSED')) {
    return 'the connection was refused (ECONNREFUSED): is the server running, and do the host and port name it?';
  }
  if (codes.includes('EDNS') || codes.includes('ENOTFOUND')) {
    return `the host name could not be resolved (${message})`;
  }
  if (codes.includes('ETIMEDOUT')) return `the server did not answer in time (${message})`;
  if (codes.includes('EAUTH')) return `the server did not accept the user name and password (${message})`;
  if (codes.some((code) => CERTIFICATE_CODE.test(code))) {
    return `the server's TLS certificate was not accepted (${message})`;
  }
  if (codes.includes('ETLS')) return `the TLS connection failed (${message})`;
  return `${codes[0] ?? 'error'}: ${message}`;
}

/** A message the SMTP server did not take: what was tried, where, and why, without the password. */
export class SmtpSendError extends Error {
  override readonly name = 'SmtpSendError';
  /** nodemailer's code (ESOCKET, EAUTH, EENVELOPE, ETIMEDOUT …), when it gave one. */
  readonly code: string | undefined;

  /** `attempt` says what was tried, and where: "Sending the order-confirmation e-mail through smtp://…". */
  constructor(attempt: string, cause: unknown) {
    const error = (typeof cause === 'object' && cause !== null ? cause : { message: String(cause) }) as {
      code?: unknown;
      originalCode?: unknown;
      message?: unknown;
    };
    super(`${attempt} failed: ${reasonOf(error)}`, { cause });
    this.code = typeof error.code === 'string' ? error.code : undefined;
  }
}

/** The SMTP Mailer. */
export class SmtpMailer implements Mailer {
  /** The server, for logs: its URL with the password masked. */
  readonly server: string;
  private readonly from: string;
  private readonly transport;

  constructor(settings: SmtpSettings) {
    if (settings.url.protocol !== 'smtp:' && settings.url.protocol !== 'smtps:') {
      throw new TypeError(`An SMTP URL begins with smtp:// or smtps:// (got ${settings.url.protocol})`);
    }
    this.server = redactedSmtpUrl(settings.url);
    this.from = settings.from;
    this.transport = createTransport({
      ...SMTP_TIMEOUTS,
      // The messages are strings the shop rendered; nothing in them may make nodemailer read a file of the server or
      // fetch a URL (an attachment or an embedded image given by path).
      disableFileAccess: true,
      disableUrlAccess: true,
      // nodemailer reads the protocol, host, port, percent-decoded user and password, and query options from it; they
      // win over the defaults above.
      url: settings.url.href,
    });
  }

  async send(message: OutgoingMail): Promise<{ id: string }> {
    checkOutgoingMail(message);
    try {
      const info = await this.transport.sendMail({
        from: message.from ?? this.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: {
          // RFC 3834 §5: sent by a program, not a person, so vacation responders do not answer it.
          'Auto-Submitted': 'auto-generated',
          ...message.headers,
          'Content-Language': message.language,
        },
      });
      return { id: info.messageId };
    } catch (error) {
      throw new SmtpSendError(
        `Sending the ${message.kind} e-mail through the SMTP server ${this.server} (SMTP_URL)`,
        error,
      );
    }
  }

  /** Connects and logs in without sending anything: a start-up check of SMTP_URL. */
  async verify(): Promise<void> {
    try {
      await this.transport.verify();
    } catch (error) {
      throw new SmtpSendError(`Connecting to the SMTP server ${this.server} (SMTP_URL)`, error);
    }
  }

  /** Closes the connections a pooled transport (`?pool=true`) keeps open. */
  close(): void {
    this.transport.close();
  }
}
