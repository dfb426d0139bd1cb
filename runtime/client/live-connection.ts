// spec/2 §4 Live updates: the browser's end of the live cart connection. It watches one cart on the
// page's host at the live port, hands the events it knows to the caller and logs the others; a connection that fails
// or drops is tried again twice, 5000 ms apart, and then given up with a log line (spec/2 §8). A server that restarts
// says so (1012): connected again at once, without spending a retry (ADR 043).
import {
  CLOSE_SERVICE_RESTART,
  LIVE_CART_PARAMETER,
  LIVE_RESTART_DELAY_MS,
  LIVE_RETRIES,
  LIVE_RETRY_DELAY_MS,
  parseLiveMessage,
} from '../domain/cart/live-updates.ts';

export interface LiveHandlers {
  cartUpdate(data: unknown): void;
  updatedStock(data: unknown): void;
  /** Connected again after a drop: what was sent meanwhile is lost, so the caller reads the cart again. */
  reconnected?(): void;
}

export interface LiveConnectionOptions {
  /** The page's location (protocol and host name). */
  readonly location: Pick<Location, 'protocol' | 'hostname'>;
  readonly port: number;
  readonly cartId: string;
  readonly handlers: LiveHandlers;
  /** The WebSocket constructor (the browser's; the tests pass theirs). */
  readonly WebSocket?: typeof WebSocket;
  readonly setTimer?: (run: () => void, ms: number) => unknown;
  readonly clearTimer?: (timer: unknown) => void;
  readonly log?: (message: string, detail?: unknown) => void;
  /** A number in [0, 1) (Math.random; the tests pass theirs). */
  readonly random?: () => number;
}

export interface LiveConnection {
  close(): void;
}

/** The live endpoint of a cart on the page's host: ws:// beside http://, wss:// beside https:// (spec/2 §7). */
export function liveUrl(location: LiveConnectionOptions['location'], port: number, cartId: string): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.hostname}:${port}/?${LIVE_CART_PARAMETER}=${encodeURIComponent(cartId)}`;
}

export function connectLive(options: LiveConnectionOptions): LiveConnection {
  const Socket = options.WebSocket ?? WebSocket;
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  const log = options.log ?? ((message, detail) => console.warn(message, detail ?? ''));
  const url = liveUrl(options.location, options.port, options.cartId);
  const random = options.random ?? Math.random;
  let retriesLeft = LIVE_RETRIES;
  let dropped = false;
  let socket: WebSocket | null = null;
  let timer: unknown = null;
  let closed = false;

  const open = () => {
    timer = null;
    const current = new Socket(url);
    socket = current;
    current.addEventListener('open', () => {
      // A connection that came up has its retries back for the next time it drops.
      retriesLeft = LIVE_RETRIES;
      if (dropped) options.handlers.reconnected?.();
      dropped = false;
    });
    current.addEventListener('message', (event: MessageEvent) => {
      const message = typeof event.data === 'string' ? parseLiveMessage(event.data) : null;
      if (message?.event === 'cart-update') options.handlers.cartUpdate(message.data);
      else if (message?.event === 'updated-stock') options.handlers.updatedStock(message.data);
      else log('Live updates: unknown event', message?.event ?? event.data);
    });
    current.addEventListener('close', (event: CloseEvent) => {
      if (closed || socket !== current) return;
      socket = null;
      dropped = true;
      if (event.code === CLOSE_SERVICE_RESTART) {
        timer = setTimer(open, LIVE_RESTART_DELAY_MS.min + Math.floor(random() * LIVE_RESTART_DELAY_MS.spread));
        return;
      }
      if (retriesLeft === 0) {
        log(`Live updates: the connection failed after ${LIVE_RETRIES} retries`, event.code);
        return;
      }
      retriesLeft -= 1;
      timer = setTimer(open, LIVE_RETRY_DELAY_MS);
    });
  };
  open();

  return {
    close() {
      closed = true;
      if (timer !== null) clearTimer(timer);
      socket?.close(1000, 'Page left the cart');
      socket = null;
    },
  };
}
