/** The provider's hosted session each attempt is paid in (Hosted Checkout, ADR 029). */
export interface PaymentSessionStore {
  /** Records the session begun for an attempt (replacing an earlier one: the shopper is sent to the latest). */
  record(attemptId: string, sessionId: string, now: number): Promise<void>;
  /** The session recorded for an attempt, or null. */
  sessionOf(attemptId: string): Promise<string | null>;
}
