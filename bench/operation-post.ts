// One middleware call over HTTP for the benchmarks (`POST /api/<operation>` as a shop's host): the status, the
// answer, the session cookie the shop set (or the one sent), and the time it took.
import http from 'node:http';

export interface PostOptions {
  readonly port: number;
  readonly operation: string;
  readonly body: unknown;
  /** The shop's host (the country); `de.localhost` by default. */
  readonly host?: string;
  readonly cookie?: string | null;
  readonly agent?: http.Agent;
}

export interface PostAnswer {
  readonly status: number;
  readonly json: unknown;
  /** The session cookie the answer set, else the one sent. */
  readonly cookie: string | null;
  readonly ms: number;
}

export function postOperation(options: PostOptions): Promise<PostAnswer> {
  const cookie = options.cookie ?? null;
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.request(
      {
        host: '127.0.0.1',
        port: options.port,
        method: 'POST',
        path: `/api/${options.operation}`,
        agent: options.agent,
        headers: {
          host: options.host ?? 'de.localhost',
          'content-type': 'application/json',
          ...(cookie ? { cookie } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const set = response.headers['set-cookie']?.[0];
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: response.statusCode ?? 0,
            json: text === '' ? null : (JSON.parse(text) as unknown),
            cookie: set ? set.split(';')[0]! : cookie,
            ms: performance.now() - started,
          });
        });
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(options.body));
  });
}
