import { PRINT_STAGE } from '@skazka/contract';
import { createStoryteller } from '@skazka/storyteller';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { printGate } from './print-gate.js';
import type { printSizes } from './print-sizes.js';
import { type TaleRow, talesRepository } from './repository.js';
import { loadSaved, storeOutput, taleFolder } from './stage-outputs.js';
import { taleRequest } from './tale-request.js';

/**
 * A tale's print book: most parents never open it, so it is typeset on its first
 * request and kept in storage, and every later request (from any process) gets the
 * stored file. A process typesets at most PRINT_CONCURRENCY books at once and
 * refuses one more (503) rather than queueing it; asking again for a book being
 * made waits for that one. Pictures left at phone size get their print sizes first, kept for
 * large screens too.
 */
export function printBooks(app: FastifyInstance, pictures: ReturnType<typeof printSizes>) {
  const repo = talesRepository(app.db);
  const storyteller = createStoryteller(app.stages);
  const gate = printGate(app.config.PRINT_CONCURRENCY);
  const making = new Map<number, Promise<Uint8Array>>();

  async function typeset(row: TaleRow) {
    const leave = gate.tryEnter();
    if (!leave) throw new AppError('serversOverloaded', 503);
    try {
      const saved = await loadSaved(await pictures.ensure(row), PRINT_STAGE, app.storage);
      const outputs = await storyteller.runStage(PRINT_STAGE, await taleRequest(row, repo), saved, {
        signal: app.closing,
      });
      const changes = await storeOutput(row, PRINT_STAGE, outputs, app.storage);
      // Deleted meanwhile: the book goes with it.
      if (!(await repo.update(row.id, changes))) await app.storage.deletePrefix(taleFolder(row.id));
      return outputs.print!.data;
    } finally {
      leave();
    }
  }

  return {
    /** The PDF of a tale whose text and pictures exist (409 before). */
    async pdf(row: TaleRow): Promise<Uint8Array> {
      const stored = row.printKey ? await app.storage.get(row.printKey) : null;
      if (stored) return stored;
      if (!row.written || !row.pictures) throw new AppError('taleNotReady', 409);
      let made = making.get(row.id);
      if (!made) {
        made = typeset(row).finally(() => making.delete(row.id));
        making.set(row.id, made);
      }
      return made;
    },
  };
}
