// ADR 042: a running process follows PostgreSQL's catalogue. Every change of a catalogue table notifies the channel
// `multishop_catalogue` (migration 021); the process listens on a connection of its own, and when the catalogue's
// version is no longer the one it serves, it opens the copy of the new version (built by another process of the
// machine already, or built now), hands it over, and closes the copy it served once no request can still be reading
// it. While the connection is lost it reconnects, growing its wait, and looks at the version again when it is back —
// a change made meanwhile is not missed.
import type { Kysely } from 'kysely';
import pg from 'pg';
import type { EnsureResult } from '../ensure-catalogue.server.ts';
import type { Database } from '../schema/tables.ts';
import { catalogueVersion, openCatalogueCopy } from './catalogue-copy.server.ts';

/** The channel the catalogue's triggers notify (migration 021). */
export const CATALOGUE_CHANNEL = 'multishop_catalogue';

/** A change seldom comes alone (an import is many statements): the copy is made once they have settled. */
const SETTLE_MS = 300;
/** Several processes of a machine hear the same change: spread out, the first builds the copy and the rest open it. */
const SPREAD_MS = 700;
/** How long an earlier copy stays open for the requests still reading it. */
const CLOSE_AFTER_MS = 60_000;
const RECONNECT_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;

/** The listening connection's application name: the process's. */
export const listenerName = () => `multishop catalogue ${process.pid}`;

export interface CatalogueFollowerOptions {
  readonly url: string;
  readonly postgres: Kysely<Database>;
  /** Where this store's copy lives (catalogueCopyFile). */
  readonly file: string;
  /** The copy served now, and its version. */
  readonly serving: { readonly catalogue: EnsureResult; readonly version: string };
  readonly log: { info(message: string): void; warn(message: string): void };
  /** Test hook: how long the earlier copy stays open. */
  readonly closeAfterMs?: number;
}

export interface CatalogueFollower {
  /** Starts listening; `onCopy` is given each new copy, to read from it from then on. */
  follow(onCopy: (catalogue: EnsureResult) => void): void;
  /** The copy served now (what a closing process closes). */
  current(): EnsureResult;
  close(): Promise<void>;
}

export function catalogueFollower(options: CatalogueFollowerOptions): CatalogueFollower {
  let serving = options.serving;
  let client: pg.Client | null = null;
  let closed = false;
  let failures = 0;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let handOver: (catalogue: EnsureResult) => void = () => {};
  const earlier = new Set<EnsureResult>();

  const retire = (copy: EnsureResult) => {
    earlier.add(copy);
    setTimeout(() => {
      if (earlier.delete(copy)) void copy.database.close();
    }, options.closeAfterMs ?? CLOSE_AFTER_MS).unref();
  };

  /** Serves the catalogue's current version, unless it is served already. */
  const catchUp = async () => {
    const version = await catalogueVersion(options.postgres);
    if (version === null || version === serving.version || closed) return;
    const copy = await openCatalogueCopy(options.postgres, options.file);
    if (closed) return void (await copy.catalogue.database.close());
    const previous = serving.catalogue;
    serving = { catalogue: copy.catalogue, version: copy.version };
    handOver(copy.catalogue);
    retire(previous);
    options.log.info(
      `The catalogue changed in PostgreSQL: now reading version ${copy.version}` +
        (copy.built ? ', copied now' : ", the machine's current copy"),
    );
  };

  /** One catch-up at a time; a change heard during one is looked at after it. */
  const run = () => {
    if (running !== null) return void (again = true);
    running = catchUp()
      .catch((error: unknown) =>
        options.log.warn(`Reading the changed catalogue failed (the earlier copy goes on): ${String(error)}`),
      )
      .finally(() => {
        running = null;
        if (again && !closed) {
          again = false;
          run();
        }
      });
  };

  const schedule = () => {
    if (closed || timer !== null) return;
    timer = setTimeout(
      () => {
        timer = null;
        run();
      },
      SETTLE_MS + Math.random() * SPREAD_MS,
    );
    timer.unref();
  };

  let reconnecting = false;
  /** A lost or refused connection (the server restarted) is listened on again, after a wait that grows while it fails. */
  const reconnectLater = () => {
    if (closed || reconnecting) return;
    reconnecting = true;
    const wait = RECONNECT_MS[Math.min(failures, RECONNECT_MS.length - 1)]!;
    failures += 1;
    setTimeout(() => {
      reconnecting = false;
      void connect();
    }, wait).unref();
  };

  const connect = async () => {
    if (closed) return;
    // Named, so that an operator sees in pg_stat_activity which process listens.
    const listener = new pg.Client({ connectionString: options.url, application_name: listenerName() });
    listener.on('notification', schedule);
    listener.on('error', () => void listener.end().catch(() => {}));
    listener.on('end', () => {
      if (client === listener) client = null;
      reconnectLater();
    });
    try {
      await listener.connect();
      await listener.query(`listen ${CATALOGUE_CHANNEL}`);
      if (closed) return void (await listener.end());
      client = listener;
      failures = 0;
      // Whatever changed while no one listened.
      schedule();
    } catch {
      await listener.end().catch(() => {});
      reconnectLater();
    }
  };

  return {
    follow(onCopy) {
      handOver = onCopy;
      void connect();
    },
    current: () => serving.catalogue,
    async close() {
      closed = true;
      if (timer !== null) clearTimeout(timer);
      await client?.end().catch(() => {});
      await running;
      for (const copy of earlier) await copy.database.close();
      earlier.clear();
    },
  };
}
