/** spec/1 §9.7 "Idle prefetch timeout 2000 ms": work left for an idle moment starts at the latest after this. */
export const IDLE_PREFETCH_TIMEOUT_MS = 2000;
