import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

export interface ListenerTiming {
  /** The first reconnect comes quickly (a dropped connection); each failure doubles the wait up to `maxRetryMs`. */
  firstRetryMs: number;
  maxRetryMs: number;
  /** A connection a NAT or pooler dropped without a word answers no ping: it is replaced. */
  pingEveryMs: number;
  pingTimeoutMs: number;
  /**
   * How long `caughtUp` waits for its round trip before answering false (callers then ask the
   * database itself): a connection dropped without a word would otherwise hold them until the ping.
   */
  caughtUpTimeoutMs: number;
}

const TIMING: ListenerTiming = {
  firstRetryMs: 250,
  maxRetryMs: 15_000,
  pingEveryMs: 30_000,
  pingTimeoutMs: 10_000,
  caughtUpTimeoutMs: 1000,
};

/** One PostgreSQL connection that LISTENs on any number of channels and reconnects for as long as it takes. */
export interface PgListener {
  /** Calls `handler` with the payload of every NOTIFY on `channel`; returns the unsubscribe. */
  listen(channel: string, handler: (payload: string) => void): () => void;
  /** Calls `handler` after every reconnect: what was notified while the connection was down is not heard. */
  onReconnect(handler: () => void): () => void;
  /**
   * Resolves true once every notice committed before the call has been heard (handlers ran);
   * false when that cannot be known (no connection, or it broke on the way).
   */
  caughtUp(): Promise<boolean>;
  /** Whether a connection is up now (notifications are heard). */
  readonly connected: boolean;
  close(): Promise<void>;
}

export async function openPgListener(
  url: string,
  log: FastifyBaseLogger,
  timing: Partial<ListenerTiming> = {},
): Promise<PgListener> {
  const { firstRetryMs, maxRetryMs, pingEveryMs, pingTimeoutMs, caughtUpTimeoutMs } = { ...TIMING, ...timing };
  const handlers = new Map<string, Set<(payload: string) => void>>();
  const reconnected = new Set<() => void>();
  const dropped = new WeakSet<pg.Client>();
  let client: pg.Client | null = null;
  let failures = 0;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const listenOn = (target: pg.Client, channel: string) => target.query(`LISTEN ${pg.escapeIdentifier(channel)}`);

  function drop(which: pg.Client, error: unknown) {
    if (dropped.has(which)) return;
    dropped.add(which);
    if (client === which) client = null;
    which.end().catch(() => undefined);
    if (closed) return;
    const delay = Math.min(maxRetryMs, firstRetryMs * 2 ** failures);
    failures += 1;
    log.warn({ err: error, attempt: failures, retryInMs: delay }, 'live updates connection lost; reconnecting');
    retry = setTimeout(() => void connect(), delay);
  }

  async function connect() {
    const next = new pg.Client({ connectionString: url, keepAlive: true });
    next.on('error', (error) => drop(next, error));
    next.on('end', () => drop(next, new Error('the connection ended')));
    next.on('notification', ({ channel, payload }) =>
      handlers.get(channel)?.forEach((handler) => handler(payload ?? '')),
    );
    try {
      await next.connect();
      for (const channel of handlers.keys()) await listenOn(next, channel);
    } catch (error) {
      drop(next, error);
      return;
    }
    if (closed || dropped.has(next)) return void next.end().catch(() => undefined);
    client = next;
    if (failures === 0) return;
    failures = 0;
    log.info('live updates connection back');
    reconnected.forEach((handler) => handler());
  }

  /** Whether `current` answers a query in time; one that fails is dropped (and replaced). */
  function selectOne(current: pg.Client, withinMs: number): Promise<'answered' | 'failed' | 'late'> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), withinMs);
    });
    const answered = current.query('SELECT 1').then(
      () => 'answered' as const,
      (error: unknown) => {
        drop(current, error);
        return 'failed' as const;
      },
    );
    return Promise.race([answered, late]).finally(() => clearTimeout(timer));
  }

  async function ping() {
    const current = client;
    if (current && (await selectOne(current, pingTimeoutMs)) === 'late')
      drop(current, new Error('the connection stopped answering'));
  }
  const pinger = setInterval(() => void ping(), pingEveryMs).unref();

  // PostgreSQL signals every listening backend when a NOTIFY commits, and a backend sends
  // the notices it was signalled before its next ReadyForQuery: so a query sent on this
  // connection after a notice committed answers only after the notice was heard.
  async function roundTrip() {
    const current = client;
    return current !== null && (await selectOne(current, caughtUpTimeoutMs)) === 'answered' && client === current;
  }
  // One round trip answers every caller that came before it was sent: under load callers
  // share them, one running and at most one waiting to start after it.
  let running: Promise<boolean> | null = null;
  let waiting: Promise<boolean> | null = null;
  function startRoundTrip() {
    running = roundTrip().finally(() => {
      running = null;
    });
    return running;
  }

  await connect();

  return {
    listen(channel, handler) {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        const current = client;
        // A failed LISTEN means a broken connection: the reconnect listens on every channel again.
        if (current) listenOn(current, channel).catch((error) => drop(current, error));
      }
      set.add(handler);
      return () => void set.delete(handler);
    },
    onReconnect(handler) {
      reconnected.add(handler);
      return () => void reconnected.delete(handler);
    },
    caughtUp() {
      if (!running) return startRoundTrip();
      // The running trip may have left before the caller's notice committed: wait for the next.
      waiting ??= running.then(() => {
        waiting = null;
        return startRoundTrip();
      });
      return waiting;
    },
    get connected() {
      return client !== null;
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      clearInterval(pinger);
      await client?.end().catch(() => undefined);
    },
  };
}
