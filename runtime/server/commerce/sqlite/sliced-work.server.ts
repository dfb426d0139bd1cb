// Long work done in slices, so a server keeps answering while it runs (the listing index rebuild of
// catalogue/listing-index.server.ts: about a second of work at 100,000 products, BENCHMARKS.md).

/** How sliced work gives the event loop back between slices. */
export interface SliceOptions {
  /** How long one slice may run before it gives the event loop back (ms). 0 gives it back at every step. */
  sliceMs: number;
  /** Resolves when the next slice may run; by default after the I/O waiting now (setImmediate). */
  pause: () => Promise<void>;
}

export const DEFAULT_SLICES: SliceOptions = {
  sliceMs: 8,
  pause: () => new Promise((resolve) => setImmediate(resolve)),
};

/**
 * Work written as a generator: each `yield` is a point where it may be paused. Steps between two yields should be
 * short (a millisecond or less), since a slice only ends at a yield.
 */
export type SlicedWork<T> = Generator<void, T, void>;

/** Runs the work in slices of about `sliceMs`, each one after `pause()`: the first too, so starting it is free. */
export async function runInSlices<T>(work: SlicedWork<T>, options: SliceOptions = DEFAULT_SLICES): Promise<T> {
  for (;;) {
    await options.pause();
    const started = performance.now();
    for (;;) {
      const step = work.next();
      if (step.done) return step.value;
      if (performance.now() - started >= options.sliceMs) break;
    }
  }
}

/** Runs the work to its end now, without pausing (for work that turns out to be needed at once). */
export function runNow<T>(work: SlicedWork<T>): T {
  for (;;) {
    const step = work.next();
    if (step.done) return step.value;
  }
}

/** How many element moves a sort makes between two yields. */
const SORT_STEP = 4096;
/** Runs this short are sorted by insertion before merging. */
const RUN = 32;

/**
 * Sorts `items` (indexes into the caller's columns) by `compare`, yielding every few thousand moves: a bottom-up
 * merge sort, stable, O(n log n). Answers the sorted array, which may be `items` itself or a new one.
 */
export function* sortInSlices(
  items: Int32Array<ArrayBuffer>,
  compare: (a: number, b: number) => number,
): SlicedWork<Int32Array<ArrayBuffer>> {
  const count = items.length;
  let from = items;
  let to = new Int32Array(count);
  let moves = 0;
  for (let start = 0; start < count; start += RUN) {
    const end = Math.min(start + RUN, count);
    for (let next = start + 1; next < end; next += 1) {
      const item = from[next]!;
      let place = next;
      while (place > start && compare(from[place - 1]!, item) > 0) {
        from[place] = from[place - 1]!;
        place -= 1;
      }
      from[place] = item;
    }
    moves += RUN * 4;
    if (moves >= SORT_STEP) {
      moves = 0;
      yield;
    }
  }
  for (let width = RUN; width < count; width *= 2) {
    for (let left = 0; left < count; left += 2 * width) {
      const middle = Math.min(left + width, count);
      const right = Math.min(left + 2 * width, count);
      let a = left;
      let b = middle;
      for (let out = left; out < right; out += 1) {
        to[out] = a < middle && (b >= right || compare(from[a]!, from[b]!) <= 0) ? from[a++]! : from[b++]!;
        moves += 1;
        if (moves >= SORT_STEP) {
          moves = 0;
          yield;
        }
      }
    }
    [from, to] = [to, from];
  }
  return from;
}
