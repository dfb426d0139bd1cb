// The benchmarks' load on a page (bench:pages, bench:processes): `connections` keep-alive connections, each asking
// again once answered, for `seconds`; every answer must be 200. Requests per second and the latencies' p50 and p99.
import http from 'node:http';

export interface LoadResult {
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
}

function status(port: number, url: string, host: string, agent: http.Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: url, headers: { host }, agent }, (answer) => {
      answer.resume();
      answer.on('end', () => resolve(answer.statusCode ?? 0));
    });
    request.on('error', reject);
  });
}

export async function loadUrl(
  port: number,
  url: string,
  host: string,
  { seconds, connections }: { seconds: number; connections: number },
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const samples: number[] = [];
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const start = performance.now();
        const answered = await status(port, url, host, agent);
        if (answered !== 200) throw new Error(`${url}: ${answered}`);
        samples.push(performance.now() - start);
      }
    }),
  );
  agent.destroy();
  samples.sort((a, b) => a - b);
  return {
    rps: samples.length / seconds,
    p50: samples[Math.floor(samples.length * 0.5)]!,
    p99: samples[Math.floor(samples.length * 0.99)]!,
  };
}
