import { randomUUID } from 'node:crypto';
import { API, type TaleDetail } from '@skazka/contract';
import { type StageSet, createEmbeddedWriter } from '@skazka/storyteller';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import sharp from 'sharp';
import { startJobWorkers } from '../src/job-workers.js';
import type { JobDefinition } from '../src/jobs/job.js';
import { taleJobWith } from '../src/jobs/tale-job.js';
import type { AppOptions } from '../src/app.js';
import { type TestApp, type TestUser, createTestApp } from './app.js';

/** `data:` events of a text/event-stream body. */
export const parseEvents = (body: string): TaleDetail[] =>
  body.split('\n\n').map((block) => block.split('\n').filter((line) => line.startsWith('data:')).map((line) => line.slice(5).trim()).join(''))
    .filter(Boolean).map((data) => JSON.parse(data) as TaleDetail);

const tinyWebp = () => sharp({ create: { width: 8, height: 6, channels: 3, background: '#8ab' } }).webp().toBuffer();

/** Stages that take milliseconds (the real writer; stand-in pictures, sound and book) for tests about the service, not the art. */
export function quickStages(overrides: Partial<StageSet> = {}): StageSet {
  return {
    writer: createEmbeddedWriter(),
    illustrator: {
      async illustrate(tale) {
        const data = await tinyWebp();
        return { cover: { name: 'cover.webp', contentType: 'image/webp', data }, pages: tale.pages.map((_, i) => ({ name: `p${i}.webp`, contentType: 'image/webp', data })) };
      },
    },
    narrator: {
      async narrate(tale) {
        return {
          audio: { name: 'narration.mp3', contentType: 'audio/mpeg', data: new Uint8Array(4096).fill(0xff) },
          duration_s: 10 * tale.pages.length,
          marks: tale.pages.map((_, i) => ({ page: i + 1, start_s: 10 * i })),
        };
      },
    },
    typesetter: { async typeset() { return { name: 'tale.pdf', contentType: 'application/pdf', data: Buffer.from('%PDF-1.4\n%test\n') }; } },
    ...overrides,
  };
}

export const startTaleWorkers = (app: FastifyInstance, stages?: StageSet) =>
  startJobWorkers(app, stages ? [taleJobWith(stages) as JobDefinition] : undefined);

/** A child and the id of a moral, ready for POST /api/tale/. */
export async function taleInputs(app: FastifyInstance, user: TestUser, child: object = {}) {
  const res = await app.inject({
    method: 'POST', url: '/api/child/', headers: user.headers,
    payload: { name: 'Маша', sex: 'Девочка', date_of_birth: '2019-05-04', ...child },
  });
  const morals = (await app.inject({ url: API.morals })).json() as Array<{ id: number; slug: string }>;
  return { child: res.json().id as number, moral: morals.find((m) => m.slug === 'friendship')!.id };
}

/**
 * A fresh PostgreSQL database beside DATABASE_URL's, for tests whose workers must
 * not take other test files' jobs; undefined on PGlite runs.
 */
export async function freshDatabase(base = process.env.DATABASE_URL): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  if (!base) return undefined;
  const name = `skazka_tales_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * The app with tale workers running (the given stages, or the configured ones), on
 * its own database when on PostgreSQL, so its workers take only its own tales.
 */
export async function createTaleTestApp(env: Record<string, string> = {}, stages?: StageSet, options: AppOptions = {}): Promise<TestApp> {
  const database = await freshDatabase();
  const t = await createTestApp({ ...(database ? { DATABASE_URL: database.url } : {}), ...env }, options);
  await startTaleWorkers(t.app, stages);
  return {
    ...t,
    async close() {
      await t.close();
      await database?.drop();
    },
  };
}
