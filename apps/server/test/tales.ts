import { API, type TaleDetail } from '@skazka/contract';
import { type StageSet, createEmbeddedWriter } from '@skazka/storyteller';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { startJobWorkers } from '../src/job-workers.js';
import { taleJobWith } from '../src/jobs/tale-job.js';
import type { AppOptions } from '../src/app.js';
import { type TestApp, type TestUser, createTestApp } from './app.js';
import { freshDatabase } from './fresh-database.js';

export { freshDatabase };

/** `data:` events of a text/event-stream body. */
export const parseEvents = (body: string): TaleDetail[] =>
  body
    .split('\n\n')
    .map((block) =>
      block
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trim())
        .join(''),
    )
    .filter(Boolean)
    .map((data) => JSON.parse(data) as TaleDetail);

const tinyWebp = () =>
  sharp({ create: { width: 8, height: 6, channels: 3, background: '#8ab' } })
    .webp()
    .toBuffer();

/** Stages that take milliseconds (the real writer; stand-in pictures, sound and book) for tests about the service, not the art. */
export function quickStages(overrides: Partial<StageSet> = {}): StageSet {
  return {
    writer: createEmbeddedWriter(),
    illustrator: {
      async illustrate(tale) {
        const data = await tinyWebp();
        return {
          cover: { name: 'cover.webp', contentType: 'image/webp', data },
          pages: tale.pages.map((_, i) => ({ name: `p${i}.webp`, contentType: 'image/webp', data })),
        };
      },
    },
    narrator: {
      async narrate(tale) {
        return {
          audio: { name: 'narration.mp3', contentType: 'audio/mpeg', data: new Uint8Array(4096).fill(0xff) },
          duration_s: 10 * tale.pages.length,
          marks: tale.pages.map((_, i) => ({ page: i + 1, start_s: 10 * i })),
          // The first word of each page, as a narrator with timings places it.
          words: tale.pages.map((page, i) => ({
            page: i + 1,
            start_s: 10 * i,
            end_s: 10 * i + 0.5,
            from: 0,
            to: page.text.search(/\s|$/),
          })),
        };
      },
    },
    typesetter: {
      async typeset() {
        return { name: 'tale.pdf', contentType: 'application/pdf', data: Buffer.from('%PDF-1.4\n%test\n') };
      },
    },
    ...overrides,
  };
}

export const startTaleWorkers = (app: FastifyInstance, stages?: StageSet) =>
  startJobWorkers(app, stages ? [taleJobWith(stages)] : undefined);

/** A child and the id of a moral, ready for POST /api/tale/. */
export async function taleInputs(app: FastifyInstance, user: TestUser, child: object = {}) {
  const res = await app.inject({
    method: 'POST',
    url: API.children,
    headers: user.headers,
    payload: { name: 'Маша', sex: 'Девочка', date_of_birth: '2019-05-04', ...child },
  });
  const morals = (await app.inject({ url: API.morals })).json<Array<{ id: number; slug: string }>>();
  return { child: res.json<{ id: number }>().id, moral: morals.find((m) => m.slug === 'friendship')!.id };
}

/**
 * The app with tale workers running (the given stages, or the configured ones), on
 * its own database when on PostgreSQL, so its workers take only its own tales.
 */
export async function createTaleTestApp(
  env: Record<string, string> = {},
  stages?: StageSet,
  options: AppOptions = {},
): Promise<TestApp> {
  const database = await freshDatabase();
  const t = await createTestApp(
    { ...(database ? { DATABASE_URL: database.url } : {}), ...env },
    { stages, ...options },
  );
  await startTaleWorkers(t.app, stages);
  return {
    ...t,
    async close() {
      await t.close();
      await database?.drop();
    },
  };
}
