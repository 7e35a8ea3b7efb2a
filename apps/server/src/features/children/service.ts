import { randomBytes } from 'node:crypto';
import type { Child, ChildCreate, ChildLook, ChildUpdate } from '@skazka/contract';
import { lookFromPhoto } from '@skazka/storyteller';
import { invalidField, notFound } from '../../lib/app-error.js';
import { authorize } from '../../lib/policies.js';
import { childFolder } from '../../storage/media-folders.js';
import type { Storage } from '../../storage/storage.js';
import { avatarUrlOf, lookOfAvatarUrl, presetsFor, randomLookFor } from '../../lib/avatars.js';
import { processPhoto } from './photo.js';
import type { ChildRow, ChildrenRepository } from './repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A birthday may be today anywhere on Earth, so tomorrow (UTC) is still accepted. */
function assertNotFuture(date: string | undefined) {
  if (date && date > new Date(Date.now() + DAY_MS).toISOString().slice(0, 10))
    throw invalidField('date_of_birth', 'dateInFuture');
}

/**
 * What a change of look and avatar URL stores: a new look becomes the avatar
 * (unless another URL is given with it); a URL of one of our drawn avatars brings its look.
 * Nothing said, nothing changed.
 */
function avatarChange(look: ChildLook | null | undefined, url: string | null | undefined) {
  const urlChange = url === undefined ? {} : { avatarUrl: url, avatarKey: null };
  if (look === undefined) {
    const drawn = url ? lookOfAvatarUrl(url) : null;
    return drawn ? { ...urlChange, look: drawn } : urlChange;
  }
  if (look === null || url) return { ...urlChange, look };
  return { look, avatarUrl: avatarUrlOf(look), avatarKey: null };
}

export interface ChildrenDeps {
  /** A photo's pixels, read from its header before decoding. */
  maxImagePixels: number;
  /** Erases the media folders deleted rows left behind (`runDuePurges` over the app's database). */
  purge(): Promise<unknown>;
  /** How long a tale a worker is still making may keep writing files after it is deleted. */
  lateWritesS: number;
}

export function childrenService(repo: ChildrenRepository, storage: Storage, deps: ChildrenDeps) {
  const present = async (row: ChildRow): Promise<Child> => ({
    id: row.id,
    name: row.name,
    sex: row.sex,
    date_of_birth: row.dateOfBirth,
    url: row.avatarKey ? await storage.url(row.avatarKey) : row.avatarUrl,
    look: row.look ?? lookOfAvatarUrl(row.avatarKey ? null : row.avatarUrl),
  });

  const owned = async (userId: number, id: number) => authorize(userId, 'change', await repo.find(id));

  /** A drawn avatar replaced by another is deleted unless it is the photo itself. */
  async function dropOldAvatar(row: ChildRow) {
    if (row.avatarKey && row.avatarKey !== row.photoKey) await storage.delete(row.avatarKey);
  }

  return {
    present,
    owned,
    async list(userId: number) {
      return Promise.all((await repo.list(userId)).map(present));
    },

    async create(userId: number, input: ChildCreate) {
      assertNotFuture(input.date_of_birth);
      return present(
        await repo.create(userId, {
          name: input.name,
          sex: input.sex,
          dateOfBirth: input.date_of_birth,
          ...avatarChange(input.look, input.url),
        }),
      );
    },

    async update(userId: number, id: number, input: ChildUpdate) {
      assertNotFuture(input.date_of_birth);
      const row = await owned(userId, id);
      // An empty change is no change: the child as it is.
      if (Object.values(input).every((value) => value === undefined)) return present(row);
      const avatar = avatarChange(input.look, input.url);
      const updated = await repo.update(userId, id, {
        name: input.name,
        sex: input.sex,
        dateOfBirth: input.date_of_birth,
        ...avatar,
      });
      if (!updated) throw notFound();
      if (avatar.avatarKey === null) await dropOldAvatar(row);
      return present(updated);
    },

    /** The child goes with the tales that star it, and all their media. */
    async remove(userId: number, id: number) {
      if (!(await repo.remove(userId, id, deps.lateWritesS))) throw notFound();
      await deps.purge();
    },

    /** The photo becomes the child's avatar; the previous photo and avatar files go. */
    async uploadPhoto(userId: number, id: number, bytes: Buffer) {
      const row = await owned(userId, id);
      const photo = await processPhoto(bytes, deps.maxImagePixels);
      const key = `${childFolder(id)}photo-${randomBytes(8).toString('hex')}.jpg`;
      await storage.put(key, photo, 'image/jpeg');
      await repo.update(userId, id, { photoKey: key, avatarKey: key, avatarUrl: null });
      await Promise.all(
        [row.photoKey, row.avatarKey].filter((k): k is string => Boolean(k)).map((k) => storage.delete(k)),
      );
      return storage.url(key);
    },

    async presets(userId: number, id: number) {
      return presetsFor(await owned(userId, id));
    },

    /** A look drawn from the child's photo (read here, never sent anywhere), or a fresh one without a photo. */
    async newAvatar(userId: number, id: number): Promise<{ image_url: string; look: ChildLook }> {
      const row = await owned(userId, id);
      const photo = row.photoKey ? await storage.get(row.photoKey) : null;
      const look = photo ? await lookFromPhoto(photo, randomBytes(4).readUInt32LE(), row.sex) : randomLookFor(row);
      const image_url = avatarUrlOf(look);
      await repo.update(userId, id, { look, avatarUrl: image_url, avatarKey: null });
      await dropOldAvatar(row);
      return { image_url, look };
    },
  };
}
