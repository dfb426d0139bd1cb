// The rules every Mailer applies before it sends or keeps a message, so the outbox refuses exactly what SMTP would
// (a test written against the zero-set-up outbox holds for the real transport too).
import type { OutgoingMail } from './mail-port.ts';

/** A message no transport should take: a bug in the code that built it (CONVENTIONS §9), said plainly. */
export class OutgoingMailError extends Error {
  override readonly name = 'OutgoingMailError';
}

/**
 * One bare address: something, one @, something, with no white space and none of the characters that separate or
 * quote addresses in a header (`,` `;` `<` `>` `"` …). The recipient is usually the shopper's own input (spec/2 §3
 * customerEmail); nodemailer would read `a@x.example, b@y.example` as two recipients, so an order confirmation could
 * be sent to a stranger. Non-ASCII is allowed (RFC 6531 addresses).
 */
const ONE_ADDRESS = /^[^\s@,;:<>()[\]\\"]+@[^\s@,;:<>()[\]\\"]+$/u;

/** RFC 5322 §2.2 field name: printable US-ASCII except the colon. */
const FIELD_NAME = /^[\x21-\x39\x3b-\x7e]+$/;

/** A line break, which in a header would start a header of its own (header injection). */
const LINE_BREAK = /[\r\n]/;

/**
 * The fields the message's own properties and the transport write. Given again as a further header they would send
 * to someone else (To, Cc, Bcc) or contradict the message (a second Subject, another Content-Type).
 */
const RESERVED = new Set([
  'to',
  'cc',
  'bcc',
  'from',
  'sender',
  'subject',
  'date',
  'message-id',
  'mime-version',
  'content-type',
  'content-transfer-encoding',
  'content-language',
]);

/**
 * Throws an OutgoingMailError when the message has more or less than one plain recipient, a line break in a header,
 * or a further header that is not a field name or is one the message sets itself.
 */
export function checkOutgoingMail(message: OutgoingMail): void {
  if (!ONE_ADDRESS.test(message.to)) {
    throw new OutgoingMailError(
      `The recipient must be one plain address such as jana@example.com (got ${JSON.stringify(message.to)})`,
    );
  }
  if (LINE_BREAK.test(message.subject)) {
    throw new OutgoingMailError(`The subject of the ${message.kind} message contains a line break`);
  }
  if (message.from !== undefined && LINE_BREAK.test(message.from)) {
    throw new OutgoingMailError(`The sender of the ${message.kind} message contains a line break`);
  }
  for (const [name, value] of Object.entries(message.headers ?? {})) {
    if (!FIELD_NAME.test(name)) {
      throw new OutgoingMailError(`${JSON.stringify(name)} is not a header field name (RFC 5322 §2.2)`);
    }
    if (RESERVED.has(name.toLowerCase())) {
      throw new OutgoingMailError(`The header ${name} is set from the message itself, not from its headers`);
    }
    if (LINE_BREAK.test(value)) throw new OutgoingMailError(`The header ${name} contains a line break`);
  }
}
