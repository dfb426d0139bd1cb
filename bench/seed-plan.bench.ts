// The demo catalogue's plan alone (runtime/server/commerce/seed/catalogue-plan.ts): how long making every product's
// rows takes, without writing them (ADR 013: the seed must not get slower as the catalogue reads truer).
// `npm run bench:seed-plan -- 100000` (default 100,000 products); two rounds, the second with warm code.
import os from 'node:os';
import { productBundles } from '../runtime/server/commerce/seed/catalogue-plan.ts';

const products = Number(process.argv[2] ?? 100_000);
console.log(`Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}`);
for (let round = 1; round <= 2; round += 1) {
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  let texts = 0;
  for (const bundle of productBundles({ products, seed: 20_071 })) texts += bundle.texts.length;
  const cpu = process.cpuUsage(cpuStarted);
  console.log(
    `round ${round}: ${products} products, ${texts} texts: ${((performance.now() - started) / 1000).toFixed(1)} s ` +
      `(${((cpu.user + cpu.system) / 1e6).toFixed(1)} s of CPU)`,
  );
}
