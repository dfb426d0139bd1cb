// One checkout's half of `npm run bench:page-data` (ADR 011), run as its own process so that two checkouts
// (this one and BENCH_BEFORE) each load their own modules and vike build. The pages' data work: the operations a
// page's data hook, its blocks' loaders and the frame (+onCreatePageContext.server.ts) call, with the arguments they
// call them with. Those calls are recorded from one real render of each page through vike (`renderPage`, the built
// pages, the operations in process against a fresh seeded store, as app.server.ts wires them); each round then makes
// the page's calls again through the same in-process client, and is timed. What is timed is the store's reads and the
// operations around them (payload validation, mapping), not the rendering.
// Env: BENCH_ROOT (the checkout, its pages built in dist/), DATABASE_URL, BENCH_HOST, BENCH_PAGES (JSON: name → URL
// path), BENCH_ITERATIONS, BENCH_WARMUP. Prints one JSON line: per page, the calls and the timings.
import { checkoutOperations, type OperationCaller } from './checkout-operations.ts';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 300);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 50);
const { catalogue, client, country, host, pages, renderPage } = await checkoutOperations();

interface Call {
  operation: string;
  payload: unknown;
}

/** The calls a page makes, recorded from one real render (the payloads copied before validation fills defaults in). */
async function recordedCalls(url: string): Promise<Call[]> {
  const calls: Call[] = [];
  const recording: OperationCaller = {
    call(operation, payload) {
      calls.push({ operation, payload: structuredClone(payload) });
      return client.call(operation, payload);
    },
  };
  const pageContext = (await renderPage({
    urlOriginal: `http://${host}${url}`,
    headersOriginal: { host },
    country,
    operations: recording,
    blockGallery: false,
  } as never)) as unknown as { httpResponse: { statusCode: number } | null };
  const status = pageContext.httpResponse?.statusCode;
  if (status !== 200) throw new Error(`${url}: ${status}`);
  return calls;
}

/**
 * A page's calls made again, at once as the hooks make most of them (the store answers synchronously anyway). The
 * recorded payloads are passed again as they are: validation fills in the same defaults each time.
 */
async function replay(calls: readonly Call[]): Promise<unknown[]> {
  return Promise.all(calls.map((call) => client.call(call.operation, call.payload)));
}

const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!;

const results: Record<string, unknown> = {};
const recorded = new Map<string, Call[]>();
for (const [name, url] of Object.entries(pages)) recorded.set(name, await recordedCalls(url));
await catalogue.settled();
for (const [name, calls] of recorded) {
  for (let round = 0; round < WARMUP; round++) await replay(calls);
  const samples: number[] = [];
  for (let round = 0; round < ITERATIONS; round++) {
    const start = performance.now();
    await replay(calls);
    samples.push(performance.now() - start);
  }
  // Each operation on its own (the same calls, one at a time), to show where a page's time goes.
  const byOperation: Record<string, { calls: number; ms: number; answerBytes: number }> = {};
  for (const call of calls) {
    const entry = (byOperation[call.operation] ??= { calls: 0, ms: 0, answerBytes: 0 });
    entry.calls += 1;
    const rounds = Math.max(20, Math.floor(ITERATIONS / 3));
    const start = performance.now();
    let answer: unknown;
    for (let round = 0; round < rounds; round++) answer = await client.call(call.operation, call.payload);
    entry.ms += (performance.now() - start) / rounds;
    entry.answerBytes += JSON.stringify(answer).length;
  }
  samples.sort((a, b) => a - b);
  results[name] = {
    calls: calls.length,
    median: quantile(samples, 0.5),
    p95: quantile(samples, 0.95),
    byOperation,
  };
}
console.log(JSON.stringify(results));
process.exit(0);
