// `npm run bench:domain`: the per-request domain rules, each a call's cost in µs, beside a same-run baseline
// (parsing the same request with `new URL`, which every request pays anyway). Target: each rule
// under 5 µs a call. Prints a Markdown table for BENCHMARKS.md.
import os from 'node:os';
import { availableQuantity } from '../runtime/domain/cart/available-quantity.ts';
import { availablePaymentMethods, type PaymentLine } from '../runtime/domain/checkout/payment-method-availability.ts';
import { money } from '../runtime/domain/money/money.ts';
import { decideRedirect } from '../runtime/domain/routing/decide-redirect.ts';
import { parseListingQuery } from '../runtime/domain/routing/listing-query.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const CALLS = Number(process.env.BENCH_CALLS ?? 200_000);

/** Median of ROUNDS timings of CALLS calls, in µs per call; the result is kept so the work is not optimised away. */
function measure(work: (index: number) => unknown): { median: number; p95: number } {
  let sink = 0;
  const keep = (value: unknown) => {
    sink += value === null || value === undefined ? 0 : 1;
  };
  for (let index = 0; index < CALLS; index += 1) keep(work(index)); // warm-up for the JIT
  const perCall: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const start = process.hrtime.bigint();
    for (let index = 0; index < CALLS; index += 1) keep(work(index));
    perCall.push(Number(process.hrtime.bigint() - start) / 1000 / CALLS);
  }
  if (sink < 0) console.log(sink);
  perCall.sort((a, b) => a - b);
  return { median: perCall[Math.floor(ROUNDS / 2)]!, p95: perCall[Math.min(ROUNDS - 1, Math.floor(ROUNDS * 0.95))]! };
}

const requests = [
  { country: 'sk', path: '/Category/Vrtacky', query: 'page=1&utm_source=mail' },
  { country: 'sk', path: '/akumulatorova-vrtacka-12345678', query: 'utm_source=mail' },
  { country: 'be', path: '/nl/boren/', query: '' },
  { country: 'ch', path: '/fr/privacy-data', query: 'q=x' },
  { country: 'lt', path: '/category/grezimas/', query: '' },
  { country: 'de', path: '/checkout/payment', query: 'error=payment-error' },
] as const;
const listingQueries = [
  'page=3&hitsPerPage=48&sort=price-up&brand=Makita&brand=Bosch&tag=new&priceMin=10&priceMax=50&lvl0=Tools',
  'page=abc&hitsPerPage=13&sort=cheapest',
  '',
  'tag=black-week&rating=4&lvl0=Garden&lvl1=Mowers',
];
const lines: PaymentLine[] = [
  { itemType: 'standard_product', sku: 'EX12345678', quantity: 1, freight: false },
  { itemType: 'extra_guarantee', sku: '4100010', quantity: 1, freight: false },
  { itemType: 'accessory', sku: 'EX10000042', quantity: 2, freight: false },
];
const paymentInputs = [
  { country: 'sk', clientType: 'PRIVATE', lines, grossTotal: money(12990, 'EUR') },
  { country: 'de', clientType: 'COMPANY', lines, grossTotal: money(189900, 'EUR') },
  { country: 'cz', clientType: 'PRIVATE', lines: lines.slice(0, 1), grossTotal: money(459000, 'CZK') },
] as const;

const base = 'https://www.multishop.sk';
const rows: Array<[string, { median: number; p95: number }]> = [
  [
    'baseline: `new URL(path?query)` of the same requests',
    measure((i) => new URL(`${requests[i % 6]!.path}?${requests[i % 6]!.query}`, base)),
  ],
  ['`decideRedirect` (spec/1 §9.6, seven rules)', measure((i) => decideRedirect(requests[i % 6]!))],
  ['`parseListingQuery` (spec/1 §2.6, §5)', measure((i) => parseListingQuery(listingQueries[i % 4]!))],
  ['`availablePaymentMethods` (spec/2 §5)', measure((i) => availablePaymentMethods(paymentInputs[i % 3]!))],
  ['`availableQuantity` (spec/2 §5 Add to cart)', measure((i) => availableQuantity(100 + (i % 7), i % 13))],
];

const baseline = rows[0]![1].median;
console.log(
  `Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${ROUNDS} rounds × ${CALLS} calls`,
);
console.log('| what | median µs/call | p95 µs/call | vs `new URL` |');
console.log('|---|---:|---:|---:|');
for (const [what, { median, p95 }] of rows) {
  console.log(`| ${what} | ${median.toFixed(3)} | ${p95.toFixed(3)} | ${(median / baseline).toFixed(2)}× |`);
}
