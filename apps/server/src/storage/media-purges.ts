import { isFinished, type TaleStatus } from '@skazka/contract';
import { asc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { mediaPurges } from '../db/schema/index.js';
import { childFolder, taleFolder } from './media-folders.js';
import type { Storage } from './storage.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Records storage folders to erase, inside the caller's transaction that deletes
 * the rows pointing at them. `laterS` adds a second pass that late: a tale still
 * in a worker's hands may write one more file after the first.
 */
export async function queuePurges(tx: Tx | Db, prefixes: string[], laterS?: number): Promise<void> {
  if (prefixes.length === 0) return;
  await tx.insert(mediaPurges).values(prefixes.map((prefix) => ({ prefix })));
  if (laterS) {
    const notBefore = sql`now() + make_interval(secs => ${laterS})`;
    await tx.insert(mediaPurges).values(prefixes.map((prefix) => ({ prefix, notBefore })));
  }
}

/**
 * Records the folders of deleted children and tales; a tale still being made
 * (not ready nor failed) also gets the later pass.
 */
export async function queueFamilyPurges(
  tx: Tx | Db,
  childIds: number[],
  tales: Array<{ id: number; status: TaleStatus }>,
  lateWritesS: number,
) {
  const running = (tale: { status: TaleStatus }) => !isFinished(tale);
  const done = tales.filter(isFinished).map((tale) => taleFolder(tale.id));
  await queuePurges(tx, [...childIds.map(childFolder), ...done]);
  await queuePurges(
    tx,
    tales.filter(running).map((tale) => taleFolder(tale.id)),
    lateWritesS,
  );
}

/**
 * Erases every due folder, one at a time, deleting each to-do only once its files
 * are gone; any process may run it again after a crash. Returns how many were erased.
 */
export async function runDuePurges(db: Db, storage: Storage): Promise<number> {
  const due = await db
    .select()
    .from(mediaPurges)
    .where(lte(mediaPurges.notBefore, sql`now()`))
    .orderBy(asc(mediaPurges.id));
  for (const purge of due) {
    await storage.deletePrefix(purge.prefix);
    await db.delete(mediaPurges).where(eq(mediaPurges.id, purge.id));
  }
  return due.length;
}
