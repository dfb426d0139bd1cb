// ADR 043: WORKERS=N shop processes on one port, with node's cluster. The primary opens the store once (creating,
// migrating and seeding it, so the workers do not race to), forks the workers — each a whole shop: the pages, the API,
// the live updates, on the ports they share — relays what one worker tells the others (live updates, cache
// invalidations), counts the rate limits for all of them, starts a worker again when one dies, and on SIGTERM has each
// drain before it ends.
import cluster, { type Worker } from 'node:cluster';
import { startShop, storeOrExit, type StartShopOptions } from '../start-shop.server.ts';
import { SHUTDOWN_SECONDS } from './drain.server.ts';
import { relayBetweenWorkers, workerBus } from './cluster-bus.server.ts';
import { primaryRateLimitCounter, workerRateLimitStore } from './cluster-rate-limit-store.server.ts';

/** A worker that dies sooner than this after it was started failed to start, rather than crashed while serving. */
const START_FAILURE_MS = 15_000;
/** After a failed start, the next is tried this much later (doubling, to a minute): a broken setting does not spin. */
const RESTART_DELAY_MS = 1_000;
const MAX_RESTART_DELAY_MS = 60_000;

/** The shop as the environment asks: one process (WORKERS unset or 1), or a cluster's primary or one of its workers. */
export async function runShop(options: StartShopOptions): Promise<void> {
  const count = options.settings.values.WORKERS ?? 1;
  if (cluster.isWorker) {
    const id = Number(process.env.MULTISHOP_WORKER ?? cluster.worker?.id);
    return startShop({
      ...options,
      shared: { bus: workerBus(), rateLimitStore: workerRateLimitStore(), name: `worker ${id} of ${count}` },
    });
  }
  if (count <= 1) return startShop(options);
  if (options.pages.kind === 'dev') {
    console.error('WORKERS applies to the built shop (npm start, node dist/<cc>/server.js): unset it for npm run dev');
    process.exit(1);
  }
  // The store made ready once, here: every worker then opens a store that exists, migrated and seeded.
  await (await storeOrExit(options.root, options.settings.values.DATABASE_URL)).close();
  runPrimary(count, (options.settings.values.SHUTDOWN_SECONDS ?? SHUTDOWN_SECONDS) * 1000);
}

function runPrimary(count: number, shutdownMs: number): void {
  const countRateLimit = primaryRateLimitCounter();
  const workers = () => Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);
  let stopping = false;
  let restartDelay = RESTART_DELAY_MS;

  // Each worker is numbered 1…N for its log lines and /readyz; one started again keeps its number.
  const fork = (slot: number) => {
    const worker = cluster.fork({ MULTISHOP_WORKER: String(slot) });
    const startedAt = Date.now();
    worker.on('exit', (code, signal) => {
      const lived = Date.now() - startedAt;
      if (stopping) return;
      const failedStart = lived < START_FAILURE_MS;
      const delay = failedStart ? restartDelay : 0;
      restartDelay = failedStart ? Math.min(restartDelay * 2, MAX_RESTART_DELAY_MS) : RESTART_DELAY_MS;
      console.error(
        `Shop worker ${slot} (pid ${worker.process.pid}) ended (${signal ?? `exit ${code}`}); starting it again` +
          (delay > 0 ? ` in ${delay / 1000} s` : ''),
      );
      setTimeout(() => !stopping && fork(slot), delay).unref();
    });
  };

  cluster.on('message', (worker, message: unknown) => {
    if (!countRateLimit(worker, message)) relayBetweenWorkers(worker, message, workers());
  });
  console.log(`Starting ${count} shop workers (WORKERS=${count}) on the shop's ports`);
  for (let slot = 1; slot <= count; slot += 1) fork(slot);

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: each shop worker finishes its requests in flight, then stops`);
    const running = workers();
    for (const worker of running) worker.process.kill('SIGTERM');
    // A worker has its own deadline (SHUTDOWN_SECONDS); one that outlives it by far is ended.
    const deadline = setTimeout(() => {
      for (const worker of workers()) worker.process.kill('SIGKILL');
    }, shutdownMs + 5_000);
    deadline.unref();
    let failed = false;
    let left = running.length;
    if (left === 0) process.exit(0);
    for (const worker of running) {
      worker.once('exit', (code) => {
        failed ||= code !== 0;
        left -= 1;
        if (left === 0) process.exit(failed ? 1 : 0);
      });
    }
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
