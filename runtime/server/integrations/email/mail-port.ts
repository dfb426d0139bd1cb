// The e-mail port (ARCHITECTURE "Ports and defaults": e-mail — SMTP through nodemailer, or an outbox in the store).
// Everything that sends mail (the order confirmation of spec/2 §4 Payment, and the accounts' password reset of
// spec/3) speaks to this interface only, so the transport is chosen once, at start (mailer-from-env.server.ts).
import type { LanguageCode } from '../../../../generated/index.ts';

/**
 * What a message is for. Known kinds are listed so a typo in one is a compile error; any other string is allowed so a
 * new kind (password-reset, …) needs no change here.
 */
export type MailKind = 'order-confirmation' | (string & {});

/** One message, rendered: the sender's transport adds nothing but the envelope and its own headers. */
export interface OutgoingMail {
  /** One recipient, a bare address (`jana@example.com`): never a list (mail-address.ts says why). */
  readonly to: string;
  /** The sender, `Name <address>` or a bare address; the configured MAIL_FROM when absent. */
  readonly from?: string;
  readonly subject: string;
  /** The plain-text part: every message has one, for clients and readers that show no HTML. */
  readonly text: string;
  /** The HTML part, a whole document. */
  readonly html: string;
  /** The language the message is written in (Content-Language, RFC 3282). */
  readonly language: LanguageCode;
  readonly kind: MailKind;
  /** Further header fields, by name (List-Unsubscribe, References …). */
  readonly headers?: Readonly<Record<string, string>>;
}

/** The e-mail port: hands a message to the transport and answers the id it was sent (or kept) under. */
export interface Mailer {
  send(message: OutgoingMail): Promise<{ id: string }>;
}
