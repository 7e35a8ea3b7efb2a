import { EventEmitter } from 'node:events';
import fp from 'fastify-plugin';
import { openPgListener } from '../db/listener.js';

/** Tells listeners that a row changed, in this process and (on PostgreSQL) in every other one. */
export interface Live {
  publish(channel: string, id: number): Promise<void>;
  /** Calls `listener` whenever `publish(channel, id)` runs anywhere; returns the unsubscribe. */
  subscribe(channel: string, id: number, listener: () => void): () => void;
  /** Sends `payload` to every `listen(channel)` of every process (PostgreSQL NOTIFY; this process on PGlite). */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Calls `handler` with each payload notified on `channel` (a process may hear its own
   * twice), and `resync` after the connection to PostgreSQL came back, because what was
   * notified while it was down is lost. Returns the unsubscribe.
   */
  listen(channel: string, handler: (payload: string) => void, resync?: () => void): () => void;
  /**
   * Resolves true once every notice committed anywhere before the call has reached this
   * process's handlers (at once on PGlite); false when that cannot be known (the connection is down).
   */
  heardAll(): Promise<boolean>;
  /** False while notifications from other processes cannot be heard (the PostgreSQL connection is down). */
  readonly listening: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    live: Live;
  }
}

const ROWS_CHANNEL = 'skazka_live';

/**
 * PostgreSQL LISTEN/NOTIFY carries changes between API and worker processes; PGlite
 * is one process, so an in-process emitter is enough there. Listeners still re-read
 * their row: a notification says only "look again".
 */
export default fp(
  async (app) => {
    const url = app.config.DATABASE_URL;
    const listener = url ? await openPgListener(url, app.log) : null;
    const local = new EventEmitter().setMaxListeners(0);
    const rows = new EventEmitter().setMaxListeners(0);

    const live: Live = {
      async notify(channel, payload) {
        local.emit(channel, payload);
        if (url) await app.database.executeSql('SELECT pg_notify($1, $2)', [channel, payload]);
      },
      listen(channel, handler, resync) {
        local.on(channel, handler);
        const stops = [listener?.listen(channel, handler), resync && listener?.onReconnect(resync)];
        return () => {
          local.off(channel, handler);
          stops.forEach((stop) => stop?.());
        };
      },
      publish: (channel, id) => live.notify(ROWS_CHANNEL, `${channel}:${id}`),
      subscribe(channel, id, handler) {
        const payload = `${channel}:${id}`;
        rows.on(payload, handler);
        return () => rows.off(payload, handler);
      },
      heardAll: () => listener?.caughtUp() ?? Promise.resolve(true),
      get listening() {
        return listener?.connected ?? true;
      },
    };
    // Every row watched here looks again after a reconnect, so no change is missed for good.
    live.listen(
      ROWS_CHANNEL,
      (payload) => rows.emit(payload),
      () => rows.eventNames().forEach((name) => rows.emit(name)),
    );

    app.decorate('live', live);
    app.addHook('onClose', async () => {
      await listener?.close();
    });
  },
  { name: 'live', dependencies: ['config', 'db'] },
);
