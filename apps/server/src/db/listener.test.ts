import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { freshDatabase } from '../../test/fresh-database.js';
import { waitFor } from '../../test/worker-process.js';
import { type PgListener, openPgListener } from './listener.js';

// LISTEN needs a real PostgreSQL; on a PGlite test run the machine's own is used.
const POSTGRES =
  process.env.DATABASE_URL ?? process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

describe('the reconnecting LISTEN connection', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let listener: PgListener;
  const logged: string[] = [];
  const log = {
    warn: (_: object, msg: string) => logged.push(msg),
    info: (msg: string) => logged.push(msg),
  } as unknown as FastifyBaseLogger;
  const heard: string[] = [];

  /** NOTIFY from a connection of its own, as another process would. */
  async function notify(channel: string, payload: string) {
    const client = new pg.Client({ connectionString: database!.url });
    await client.connect();
    await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
    await client.end();
  }

  beforeAll(async () => {
    database = await freshDatabase(POSTGRES);
    listener = await openPgListener(database!.url, log, { firstRetryMs: 50, maxRetryMs: 400 });
  });
  afterAll(async () => {
    await listener.close();
    await database!.drop();
  });

  it('hears several channels, and again after PostgreSQL refused it for a while', async () => {
    listener.listen('tales', (payload) => heard.push(`tales ${payload}`));
    const stop = listener.listen('tokens', (payload) => heard.push(`tokens ${payload}`));
    let reconnects = 0;
    listener.onReconnect(() => {
      reconnects += 1;
    });
    await notify('tales', '1');
    await notify('tokens', 'a');
    await waitFor('both notifications', async () => heard.length === 2);

    expect(await database!.outage()).toBe(1);
    // Several attempts fail, each after a longer wait; none of them gives up.
    await waitFor(
      'four failed reconnects',
      async () => logged.filter((m) => m.includes('reconnecting')).length >= 4,
      10_000,
      50,
    );
    expect(reconnects).toBe(0);
    listener.listen('later', (payload) => heard.push(`later ${payload}`));
    await database!.recover();
    await waitFor('the reconnect', async () => reconnects === 1, 10_000, 50);
    expect(logged).toContain('live updates connection back');

    stop();
    await notify('tales', '2');
    await notify('tokens', 'b');
    await notify('later', 'x');
    await waitFor('the notifications after the reconnect', async () => heard.length === 4);
    expect(heard).toEqual(['tales 1', 'tokens a', 'tales 2', 'later x']);
  });

  it('has heard every notice committed before it was asked whether it caught up', async () => {
    const heardHere: string[] = [];
    const stop = listener.listen('revoked', (payload) => heardHere.push(payload));
    const sender = new pg.Client({ connectionString: database!.url });
    await sender.connect();
    try {
      // Delivery to a listener is asynchronous: without the round trip most of these would not be in yet.
      for (let i = 0; i < 50; i++) {
        await sender.query('SELECT pg_notify($1, $2)', ['revoked', String(i)]);
        expect(await listener.caughtUp()).toBe(true);
        expect(heardHere.at(-1)).toBe(String(i));
      }
      // Callers asking together share the round trips, and each still gets its answer.
      await sender.query('SELECT pg_notify($1, $2)', ['revoked', 'together']);
      expect(await Promise.all(Array.from({ length: 20 }, () => listener.caughtUp()))).toEqual(Array(20).fill(true));
      expect(heardHere.at(-1)).toBe('together');
    } finally {
      stop();
      await sender.end();
    }
  });

  it('answers that it cannot tell when its connection stops answering, rather than holding the caller', async () => {
    const stalling = await openPgListener(database!.url, log, { caughtUpTimeoutMs: 200, pingTimeoutMs: 60_000 });
    const admin = new pg.Client({ connectionString: database!.url });
    await admin.connect();
    let stopped = 0;
    // Run even when the test times out: a backend left stopped would hold the database's drop.
    onTestFinished(async () => {
      if (stopped) process.kill(stopped, 'SIGCONT');
      await admin.end();
      await stalling.close();
    });
    stalling.listen('stalled', () => undefined);
    const backend = await waitFor('its LISTEN', async () => {
      const { rows } = await admin.query<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN "stalled"'`,
      );
      return rows[0]?.pid;
    });
    // A stopped backend answers nothing and closes nothing, as behind a NAT that dropped the connection.
    process.kill(backend, 'SIGSTOP');
    stopped = backend;
    expect(await stalling.caughtUp()).toBe(false);
    expect(stalling.connected).toBe(true);
    process.kill(backend, 'SIGCONT');
    stopped = 0;
    await waitFor('an answer again', () => stalling.caughtUp());
  });
});
