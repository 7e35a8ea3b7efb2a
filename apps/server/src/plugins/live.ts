import { EventEmitter } from 'node:events';
import fp from 'fastify-plugin';
import pg from 'pg';

/** Tells listeners that a row changed, in this process and (on PostgreSQL) in every other one. */
export interface Live {
  publish(channel: string, id: number): Promise<void>;
  /** Calls `listener` whenever `publish(channel, id)` runs anywhere; returns the unsubscribe. */
  subscribe(channel: string, id: number, listener: () => void): () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    live: Live;
  }
}

const PG_CHANNEL = 'skazka_live';
const RECONNECT_MS = 1000;

/**
 * PostgreSQL LISTEN/NOTIFY carries changes between API and worker processes; PGlite
 * is one process, so an in-process emitter is enough there. Listeners still re-read
 * their row: a notification says only "look again".
 */
export default fp(async (app) => {
  const emitter = new EventEmitter().setMaxListeners(0);
  const emit = (payload: string) => emitter.emit(payload);
  const url = app.config.DATABASE_URL;
  let client: pg.Client | null = null;
  let closing = false;

  const listen = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => message.payload && emit(message.payload));
    next.on('error', (error) => {
      app.log.warn({ err: error }, 'live updates connection lost; reconnecting');
      next.end().catch(() => undefined);
      if (!closing) setTimeout(() => void listen().catch(() => undefined), RECONNECT_MS).unref();
    });
    await next.connect();
    await next.query(`LISTEN ${PG_CHANNEL}`);
    client = next;
  };
  if (url) await listen();

  app.decorate('live', {
    async publish(channel, id) {
      const payload = `${channel}:${id}`;
      emit(payload);
      if (url) await app.database.executeSql('SELECT pg_notify($1, $2)', [PG_CHANNEL, payload]);
    },
    subscribe(channel, id, listener) {
      const payload = `${channel}:${id}`;
      emitter.on(payload, listener);
      return () => emitter.off(payload, listener);
    },
  } satisfies Live);

  app.addHook('onClose', async () => {
    closing = true;
    await client?.end().catch(() => undefined);
  });
}, { name: 'live', dependencies: ['config', 'db'] });
