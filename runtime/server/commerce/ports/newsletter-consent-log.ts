import type { CountryCode } from '../../../../generated/index.ts';

/** spec/3 §2 a newsletter consent confirmed from an e-mail link. */
export interface NewsletterConsentEvent {
  country: CountryCode;
  /** The link's hash as received. */
  hash: string;
  recordedAt: Date;
}

/**
 * Where newsletter consent events are recorded (spec/3 §2 "records a newsletter consent event with the hash"):
 * the store for now, until a tracking port (spec/3 §7) sends them on.
 */
export interface NewsletterConsentLog {
  recordNewsletterConsent(event: NewsletterConsentEvent): Promise<void>;
}
