/** A rule's answer: a value, or the catalogue message saying why there is none (CONVENTIONS §9: a user's mistake). */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: string };

export function succeed<T>(value: T): Outcome<T> {
  return { ok: true, value };
}

export function fail<T>(error: string): Outcome<T> {
  return { ok: false, error };
}
