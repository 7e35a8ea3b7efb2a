import type { WrittenTale } from '@skazka/storyteller';
import type { FastifyInstance } from 'fastify';
import type { TaleRow } from '../tales/repository.js';
import { getSubscription } from '../subscriptions/access.js';
import type { FamilyRepository } from './repository.js';
import type { ZipWriter } from './zip-stream.js';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A tale as the parent reads it, with its media named by their place in the archive. */
function taleJson(row: TaleRow) {
  const written = row.written as WrittenTale | null;
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    language: row.language,
    child: row.childId,
    character: row.characterId,
    friend_name: row.friendName,
    hero: { name: row.hero.name, sex: row.hero.sex, date_of_birth: row.hero.dateOfBirth },
    created_at: iso(row.createdAt),
    cover: row.pictures?.cover ?? null,
    pages: (written?.pages ?? []).map((page, i) => ({ text: page.text, image: row.pictures?.pages[i] ?? null })),
    questions: (written?.questions ?? []).map(({ question, options, answer }) => ({ question, options, answer })),
    narration: row.narration
      ? {
          file: row.narration.key,
          language: row.narration.lang,
          duration_s: row.narration.durationS,
          marks: row.narration.marks,
        }
      : null,
    print: row.printKey,
  };
}

/** Copies stored files into the archive under their storage keys, one at a time; a file already gone is skipped. */
async function addMedia(app: FastifyInstance, zip: ZipWriter, keys: Array<string | null | undefined>) {
  for (const key of new Set(keys.filter((k): k is string => Boolean(k)))) {
    if (!zip.open) return;
    const bytes = await app.storage.get(key);
    if (bytes) await zip.add(key, bytes);
  }
}

/**
 * Writes everything the service keeps about a family into `zip`: JSON files at the
 * top and in each tale's folder, and the media under their storage paths. Tales are
 * read one by one so a large collection never sits in memory at once.
 */
export async function writeFamilyExport(app: FastifyInstance, repo: FamilyRepository, userId: number, zip: ZipWriter) {
  const user = await repo.user(userId);
  if (!user) return zip.end();
  await zip.addJson('account.json', {
    id: user.id,
    email: user.email,
    phone_number: user.phoneNumber,
    created_at: iso(user.createdAt),
  });
  await zip.addJson(
    'consents.json',
    (await repo.consents(userId)).map((c) => ({ kind: c.kind, version: c.version, accepted_at: iso(c.acceptedAt) })),
  );

  const kids = await repo.children(userId);
  await zip.addJson(
    'children.json',
    kids.map((kid) => ({
      id: kid.id,
      name: kid.name,
      sex: kid.sex,
      date_of_birth: kid.dateOfBirth,
      created_at: iso(kid.createdAt),
      photo: kid.photoKey,
      avatar: kid.avatarKey ?? kid.avatarUrl,
      look: kid.look,
    })),
  );
  for (const kid of kids) await addMedia(app, zip, [kid.photoKey, kid.avatarKey]);

  await zip.addJson(
    'characters.json',
    (await repo.characters(userId)).map((c) => ({ id: c.id, name: c.name, created_at: iso(c.createdAt) })),
  );

  await zip.addJson('subscription.json', {
    subscription: await getSubscription(app.db, userId),
    payments: (await repo.payments(userId)).map((p) => ({
      order_id: p.orderId,
      provider: p.provider,
      plan: p.plan,
      kind: p.kind,
      amount: p.amount,
      currency: p.currency,
      status: p.status,
      created_at: iso(p.createdAt),
      updated_at: iso(p.updatedAt),
    })),
  });

  for (const id of await repo.taleIds(userId)) {
    if (!zip.open) return;
    const row = await repo.tale(userId, id);
    if (!row) continue;
    await zip.addJson(`tales/${id}/tale.json`, taleJson(row));
    await addMedia(app, zip, [row.pictures?.cover, ...(row.pictures?.pages ?? []), row.narration?.key, row.printKey]);
  }
  zip.end();
}
