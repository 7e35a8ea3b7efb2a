import type { WrittenTale } from '@skazka/storyteller';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/app-error.js';
import type { MediaMaker } from '../../plugins/storage.js';
import { printGate } from './print-gate.js';
import { type TaleRow, talesRepository } from './repository.js';
import { printKeyOf, storePrintSizes, taleFolder } from './stage-outputs.js';
import { taleRequest } from './tale-request.js';

const TALE_ID = /^tales\/(\d+)\//;

/**
 * The print sizes of a tale's pictures (1600 px), drawn when first needed instead of for every
 * tale: most parents read on a phone, which takes the phone sizes, and never print, and the large
 * ones are two thirds of a tale's pictures' CPU. The book, or a large or dense screen asking for
 * one through `srcset`, draws the tale's whole set once; it is kept, and the tale then offers
 * both sizes as stored files. A process draws at most PRINT_CONCURRENCY sets at once, like books;
 * a screen asking beyond that, or when drawing fails, is given the phone picture for now.
 */
export function printSizes(app: FastifyInstance) {
  const repo = talesRepository(app.db);
  const gate = printGate(app.config.PRINT_CONCURRENCY);
  const drawing = new Map<number, Promise<TaleRow>>();

  /** The tale with its print sizes drawn and stored; null when it was deleted meanwhile. */
  async function drawAndStore(row: TaleRow): Promise<TaleRow | null> {
    const draw = app.stages.illustrator.drawPrintSizes;
    if (!draw) throw new Error('the illustrator left the print sizes for later but cannot draw them');
    const request = await taleRequest(row, repo, app.storage);
    const print = await draw(row.written as WrittenTale, request, { signal: app.closing });
    return (await repo.update(row.id, await storePrintSizes(row, print, app.storage))) ?? null;
  }

  async function drawAndKeep(row: TaleRow): Promise<TaleRow> {
    // A tale deleted while drawing fails in any step (its phone pictures are gone too): that is not an error.
    const kept = await drawAndStore(row).catch(async (error: unknown) => {
      if (await repo.find(row.id)) throw error;
      return null;
    });
    if (kept) return kept;
    // Deleted meanwhile: the pictures go with it, and whoever asked (a screen, the book) is told so.
    await app.storage.deletePrefix(taleFolder(row.id));
    throw notFound();
  }

  /** The tale with its print sizes stored, drawn now if they were left for later; one drawing per tale at a time. */
  function ensure(row: TaleRow): Promise<TaleRow> {
    if (!row.pictures?.printLater) return Promise.resolve(row);
    let made = drawing.get(row.id);
    if (!made) {
      made = drawAndKeep(row).finally(() => drawing.delete(row.id));
      drawing.set(row.id, made);
    }
    return made;
  }

  /** A print-size picture asked for (`srcset`) before it was drawn: draws the tale's set, or stands in with the phone one. */
  const pictureOnRequest: MediaMaker = async (key) => {
    const id = Number(TALE_ID.exec(key)?.[1]);
    const row = id ? await repo.find(id) : null;
    const phone = row?.pictures?.printLater ? [row.pictures.cover, ...row.pictures.pages] : [];
    const phoneKey = phone.find((candidate) => printKeyOf(candidate) === key);
    if (!row || !phoneKey) return null;
    const leave = drawing.has(row.id) ? () => {} : gate.tryEnter();
    try {
      if (leave) {
        await ensure(row);
        const data = await app.storage.get(key);
        if (data) return { data };
      }
    } catch (error) {
      app.log.warn({ err: error, taleId: row.id }, 'drawing the print sizes failed');
    } finally {
      leave?.();
    }
    const data = await app.storage.get(phoneKey);
    return data ? { data, standIn: true } : null;
  };

  return { ensure, pictureOnRequest };
}
