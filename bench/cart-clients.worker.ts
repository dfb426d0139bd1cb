// The shoppers of `npm run bench:cart` in a worker thread (BENCH_CLIENTS=worker): the main thread asks for one phase
// of one round at a time ('cart' or 'baseline') and measures its own event loop meanwhile — the server's share alone.
import { parentPort, workerData } from 'node:worker_threads';
import { baselineRound, cartRound, shopperAgent, type RoundsInput } from './cart-rounds.ts';

const input = workerData as RoundsInput;
const agent = shopperAgent(input.shoppers.length);

parentPort!.on('message', (message: { phase: 'cart' | 'baseline' | 'stop'; round: number }) => {
  if (message.phase === 'stop') {
    agent.destroy();
    parentPort!.close();
    return;
  }
  const run = message.phase === 'cart' ? cartRound : baselineRound;
  void run(input, message.round, agent).then(
    (latencies) => parentPort!.postMessage({ latencies }),
    (error: unknown) => parentPort!.postMessage({ error: String(error) }),
  );
});
