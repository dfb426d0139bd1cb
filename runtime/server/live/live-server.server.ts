// spec/2 §4 Live updates, §7 "Live connection: to the host, cart id as query parameter": the
// WebSocket endpoint on its own port (LIVE_PORT, 2087 by default as the spec says). Only the session that owns the
// cart may watch it: the upgrade is refused unless its Origin is exactly an origin of the same shop's pages (scheme,
// host and port, ADR 030) and its session cookie finds a session whose cart in that shop is the one named. A
// connection that names no cart is closed. What a client sends
// is not understood by the server: it is logged and ignored.
import { createServer, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { fastifyCookie } from '@fastify/cookie';
import { WebSocketServer, type WebSocket } from 'ws';
import type { CountryCode } from '../../../generated/index.ts';
import { liveCartIdOf } from '../../domain/cart/live-updates.ts';
import type { CartStore } from '../commerce/ports/cart-store.ts';
import type { SessionStore } from '../commerce/ports/session-store.ts';
import { sessionTokenOf } from '../sessions/session-cookie.server.ts';
import { CLOSE_POLICY_VIOLATION, type InProcessLiveHub } from './live-hub.server.ts';

export interface LiveServerOptions {
  readonly hub: InProcessLiveHub;
  readonly sessions: SessionStore;
  readonly carts: CartStore;
  /** The shop a host belongs to (shopResolver), null for a host of no shop this server serves. */
  shopOf(host: string | undefined): CountryCode | null;
  /** Every origin of the shop's pages, exactly (shopOrigins of runtime/domain/routing/shop-addresses.ts). */
  originsOf(country: CountryCode): readonly string[];
  /** Behind a TLS proxy (TRUST_PROXY): X-Forwarded-Proto says the page was HTTPS, and the cookie is __Host-session. */
  readonly trustProxy?: boolean;
  readonly log: { warn(message: string): void; error(message: string, error?: unknown): void };
  readonly now?: () => number;
}

export interface LiveServer {
  /** The port it listens on (LIVE_PORT=0 picks a free one). */
  readonly port: number;
  /** Graceful shutdown: every socket closed cleanly (1001), then the listener. */
  close(): Promise<void>;
}

/** A client message is never large: anything bigger is a misuse, and the socket is closed by `ws` (1009). */
const MAX_CLIENT_MESSAGE_BYTES = 1024;

/**
 * The client sends nothing the server understands; a few stray messages are logged and ignored, a stream of them is
 * a misuse (and would fill the log): the connection is closed (1008) after this many.
 */
export const MAX_IGNORED_CLIENT_MESSAGES = 10;

/** Answers an upgrade it refuses with a plain HTTP status and closes the socket (RFC 6455 §4.2.2). */
function refuse(socket: Duplex, status: 400 | 403 | 404, text: string): void {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

export function startLiveServer(options: LiveServerOptions, port: number, host: string): Promise<LiveServer> {
  const { hub, sessions, carts, log } = options;
  const now = options.now ?? Date.now;
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_CLIENT_MESSAGE_BYTES });

  /** The cart the request may watch and the SKUs it holds; null when it may not (why is logged nowhere: it is normal). */
  async function cartWatched(
    request: IncomingMessage,
    country: CountryCode,
    cartId: string,
  ): Promise<readonly string[] | null> {
    const forwardedHttps = options.trustProxy === true && request.headers['x-forwarded-proto'] === 'https';
    const token = sessionTokenOf(fastifyCookie.parse(request.headers.cookie ?? ''), forwardedHttps);
    if (token === null) return null;
    const session = await sessions.find(token, country, now());
    if (session === null) return null;
    const cart = await carts.ofSession(session.key, country);
    return cart !== null && cart.id === cartId ? cart.lines.map((line) => line.sku) : null;
  }

  function watch(socket: WebSocket, cartId: string, skus: readonly string[]): void {
    if (!hub.add(cartId, socket, skus)) return;
    socket.on('close', () => hub.remove(cartId, socket));
    let ignored = 0;
    socket.on('message', (data) => {
      ignored += 1;
      if (ignored > MAX_IGNORED_CLIENT_MESSAGES) {
        socket.close(CLOSE_POLICY_VIOLATION, 'The live connection takes no messages');
        return;
      }
      log.warn(`Live updates: ignored a client message of ${String(data).length} characters on cart ${cartId}`);
    });
    socket.on('error', (error) => log.error('Live updates: socket error', error));
  }

  const server = createServer((_request, response) => {
    response.writeHead(426, { 'content-type': 'text/plain; charset=utf-8', upgrade: 'websocket' });
    response.end('This port serves the live cart updates over WebSocket.\n');
  });

  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    const country = options.shopOf(request.headers.host);
    if (country === null) return refuse(socket, 404, 'Not Found');
    // Another site's page may not open a shopper's connection with the shopper's cookie (cross-site WebSocket).
    const origin = request.headers.origin?.toLowerCase();
    if (origin === undefined || !options.originsOf(country).includes(origin)) return refuse(socket, 403, 'Forbidden');
    const cartId = liveCartIdOf(request.url ?? '');
    if (cartId === null) {
      // spec/2 §4 "a connection without a cart id is closed".
      sockets.handleUpgrade(request, socket, head, (ws) => ws.close(CLOSE_POLICY_VIOLATION, 'No cart id'));
      return;
    }
    cartWatched(request, country, cartId).then(
      (skus) => {
        // The client may have gone while its session was looked up.
        if (socket.destroyed) return;
        if (skus === null) return refuse(socket, 403, 'Forbidden');
        sockets.handleUpgrade(request, socket, head, (ws) => watch(ws, cartId, skus));
      },
      (error: unknown) => {
        log.error('Live updates: the upgrade failed', error);
        refuse(socket, 404, 'Not Found');
      },
    );
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      resolve({
        port: typeof address === 'object' && address !== null ? address.port : port,
        close: async () => {
          hub.closeAll();
          await new Promise<void>((done) => sockets.close(() => done()));
          await new Promise<void>((done) => server.close(() => done()));
        },
      });
    });
  });
}
