// The e-mail outbox's table in the store (ARCHITECTURE "Ports and defaults": e-mail → an outbox in the store): its row;
// its migration is the store's (migrations/016-outbox.ts). The embedded e-mail default
// (integrations/email/outbox.server.ts) reads and writes it.

/** The outbox table's row (for the store's Database interface in schema.ts). */
export interface OutboxTable {
  id: string;
  /** When the message was kept, in milliseconds since the epoch (as sessions and carts keep their times). */
  created_at: number;
  /** The recipient; compared without regard to ASCII case (the column's collation). */
  to: string;
  /** The sender when the message or MAIL_FROM named one. */
  from: string | null;
  subject: string;
  text: string;
  html: string;
  language: string;
  kind: string;
  /** JSON: the further header fields by name ({} for none). */
  headers: string;
}
