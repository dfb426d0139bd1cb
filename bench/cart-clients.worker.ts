// The shoppers of `npm run bench:cart` in a worker thread (BENCH_CLIENTS=worker): the main thread asks for one phase
// of one round at a time ('cart' or 'baseline'), or a paced phase ('cart-paced', 'baseline-paced'; `round` is then the
// requests per shopper), and measures its own event loop meanwhile — the server's share alone.
import { parentPort, workerData } from 'node:worker_threads';
import { BENCH_PHASES, shopperAgent, type BenchPhase, type RoundsInput } from './cart-rounds.ts';

const input = workerData as RoundsInput;
const agent = shopperAgent(input.shoppers.length);

parentPort!.on('message', (message: { phase: BenchPhase | 'stop'; round: number }) => {
  if (message.phase === 'stop') {
    agent.destroy();
    parentPort!.close();
    return;
  }
  void BENCH_PHASES[message.phase](input, message.round, agent).then(
    (latencies) => parentPort!.postMessage({ latencies }),
    (error: unknown) => parentPort!.postMessage({ error: String(error) }),
  );
});
