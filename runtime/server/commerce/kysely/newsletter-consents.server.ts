import type { Kysely } from 'kysely';
import type { NewsletterConsentEvent, NewsletterConsentLog } from '../ports/newsletter-consent-log.ts';
import type { Database } from '../schema/tables.ts';

/** The embedded store's newsletter consent events (spec/3 §2), one row per confirmation. */
export class KyselyNewsletterConsents implements NewsletterConsentLog {
  constructor(private readonly db: Kysely<Database>) {}

  async recordNewsletterConsent(event: NewsletterConsentEvent): Promise<void> {
    await this.db
      .insertInto('newsletter_consent_events')
      .values({ country: event.country, hash: event.hash, recorded_at: event.recordedAt.toISOString() })
      .execute();
  }

  /** The events recorded, oldest first (development, tests). */
  async list(): Promise<NewsletterConsentEvent[]> {
    const rows = await this.db.selectFrom('newsletter_consent_events').selectAll().orderBy('id').execute();
    return rows.map((row) => ({
      country: row.country as NewsletterConsentEvent['country'],
      hash: row.hash,
      recordedAt: new Date(row.recorded_at),
    }));
  }
}
