import {
  type CharacterKind,
  LIMITS,
  type Locale,
  type MoralSlug,
  type TaleCreate,
  type TaleDetail,
  type TaleUpdate,
  isFinished,
} from '@skazka/contract';
import { guessKind } from '@skazka/storyteller';
import type { FastifyInstance } from 'fastify';
import { insertCharacter } from '../../db/characters.js';
import type { TaleHero } from '../../db/schema/tales.js';
import { AppError, invalidField, notFound } from '../../lib/app-error.js';
import { lookOfAvatarUrl } from '../../lib/avatars.js';
import { type SignedIn, authorize, authorizeRead, can } from '../../lib/policies.js';
import { taleQueue } from '../../queue/tale-queue.js';
import { hasStoryAccess } from '../subscriptions/access.js';
import { DEMO_HEROES, DEMO_SEED, demoMoral } from './demo.js';
import { makingEstimate } from './making-estimate.js';
import { nextSeed } from './next-seed.js';
import { talePresenter } from './presenter.js';
import { printBooks } from './print-book.js';
import { printSizes } from './print-sizes.js';
import { type NewTale, type TaleRow, type TalesRepository, talesRepository } from './repository.js';
import { taleFolder } from './stage-outputs.js';
import { taleChanges, waitForTale } from './wait-for-tale.js';

// The first visitor of a language waits while its demo is made; later ones get it at once.
const DEMO_WAIT_MS = 180_000;

/** A tale can be read once its text and pictures exist; narration may still be under way. */
const isReadable = (row: TaleRow) => row.written !== null && row.pictures !== null;

type ChildRow = NonNullable<Awaited<ReturnType<TalesRepository['child']>>>;

interface FriendChoice {
  characterId: number | null;
  friendName: string | null;
  friendKind: CharacterKind | null;
  newFriend: { name: string; kind: CharacterKind } | null;
  sibling: ChildRow | null;
}

/** A child as the tale keeps them (the hero, or a sibling): later changes to the child leave the tale as it was. */
function taleChild(child: ChildRow): TaleHero {
  return {
    name: child.name,
    sex: child.sex,
    dateOfBirth: child.dateOfBirth,
    avatarUrl: child.avatarKey ? null : child.avatarUrl,
    avatarKey: child.avatarKey,
    avatarIsPhoto: child.avatarKey !== null && child.avatarKey === child.photoKey,
    // A child made before looks, showing one of our drawn avatars, is drawn as that avatar.
    look: child.look ?? lookOfAvatarUrl(child.avatarKey ? null : child.avatarUrl),
  };
}

export function talesService(app: FastifyInstance) {
  const repo = talesRepository(app.db);
  const present = talePresenter(app.storage);
  const queue = taleQueue(app);
  const pictures = printSizes(app);
  const books = printBooks(app, pictures);
  const expectedSeconds = makingEstimate(app);
  const publish = (id: number) => app.live.publish('tale', id);

  const owned = async (userId: number, id: number) => authorize(userId, 'change', await repo.find(id));

  /** The demo tales are open to all (the visitors' /story/demo); any other tale only to its owner. */
  const readable = async (id: number, signedIn: SignedIn) => authorizeRead(await repo.find(id), signedIn);

  /** Changes a tale and queues its run in one transaction: no crash can leave it waiting for a job that was never sent. */
  async function requeue(id: number, changes: Partial<NewTale>) {
    const row = await queue.transaction(async (tx) => {
      const updated = await talesRepository(tx).update(id, changes);
      if (updated) await queue.send(id, tx);
      return updated;
    });
    await publish(id);
    return row;
  }

  async function moralName(row: TaleRow) {
    return (await repo.moral(row.moralId))?.name[row.language] ?? '';
  }

  /** Who stars beside the hero: one of a character, a new friend or a sibling, never two. */
  async function friendOf(userId: number, input: TaleCreate, hero: ChildRow, locale: Locale): Promise<FriendChoice> {
    const none = { characterId: null, friendName: null, friendKind: null, newFriend: null, sibling: null };
    const given = (['character', 'new_character_name', 'sibling'] as const).filter(
      (field) => input[field] !== undefined && input[field] !== null,
    );
    if (given.length > 1) throw invalidField(given[1]!, 'oneFriendOnly');
    if (input.new_character_name) {
      const kind = input.new_character_kind ?? guessKind(input.new_character_name, locale);
      return {
        ...none,
        friendName: input.new_character_name,
        friendKind: kind,
        newFriend: { name: input.new_character_name, kind },
      };
    }
    if (input.sibling) {
      const sibling = await repo.child(input.sibling);
      if (!sibling || !can(userId, 'read', sibling)) throw invalidField('sibling', 'invalidChoice');
      if (sibling.id === hero.id) throw invalidField('sibling', 'siblingIsHero');
      return { ...none, friendName: sibling.name, sibling };
    }
    if (!input.character) return none;
    const character = await repo.character(input.character);
    if (!character || !can(userId, 'read', character)) throw invalidField('character', 'invalidChoice');
    return { ...none, characterId: character.id, friendName: character.name, friendKind: character.kind };
  }

  return {
    readable,
    /** For the media route: a print-size picture asked for before it was drawn. */
    printPictureOnRequest: pictures.pictureOnRequest,

    async list(userId: number) {
      return Promise.all((await repo.list(userId)).map(present.summary));
    },

    async create(userId: number, input: TaleCreate, locale: Locale) {
      if (app.config.REQUIRE_SUBSCRIPTION && !(await hasStoryAccess(app.db, userId)))
        throw new AppError('subscriptionRequired', 402);
      const child = await repo.child(input.child);
      if (!child || !can(userId, 'read', child)) throw invalidField('child', 'invalidChoice');
      const moral = await repo.moral(input.moral);
      if (!moral) throw invalidField('moral', 'invalidChoice');
      const { characterId, friendName, friendKind, newFriend, sibling } = await friendOf(userId, input, child, locale);
      const values: NewTale = {
        userId,
        childId: child.id,
        characterId,
        friendName,
        friendKind,
        siblingId: sibling?.id ?? null,
        sibling: sibling ? taleChild(sibling) : null,
        moralId: input.moral,
        language: input.language,
        seed: nextSeed(
          input.language,
          moral.slug as MoralSlug,
          await repo.lastSeed(child.id, moral.id, input.language),
        ),
        hero: taleChild(child),
      };
      // The tale, its new friend and its job commit together or not at all.
      const row = await queue.transaction(async (tx) => {
        const tales = talesRepository(tx);
        if ((await tales.inFlight(userId)) >= LIMITS.talesInFlightPerUser) return null;
        const friend = newFriend ? await insertCharacter(tx, userId, newFriend.name, newFriend.kind) : null;
        const inserted = await tales.insert({ ...values, characterId: friend?.id ?? characterId });
        await queue.send(inserted.id, tx);
        return inserted;
      });
      if (!row) throw new AppError('tooManyTalesInFlight', 429);
      await publish(row.id);
      return present.summary(row);
    },

    async detail(userId: number, id: number) {
      const row = await owned(userId, id);
      return present.detail(row, await expectedSeconds());
    },

    /** A failed tale, or one left without a job, goes back to the queue; its finished stages are kept. */
    async retry(userId: number, id: number) {
      const row = await owned(userId, id);
      const stuck = !isFinished(row) && !(await queue.hasLiveJob(id));
      if (row.status !== 'failed' && !stuck) throw new AppError('taleNotFailed', 409);
      const queued = await requeue(id, { status: 'queued', error: null, stageDetail: null });
      if (!queued) throw notFound();
      return present.summary(queued);
    },

    async update(userId: number, id: number, changes: TaleUpdate) {
      await owned(userId, id);
      const row = await repo.update(id, { favourite: changes.favourite });
      if (!row) throw notFound();
      return present.summary(row);
    },

    async remove(userId: number, id: number) {
      await owned(userId, id);
      if (!(await repo.remove(id))) throw notFound();
      await app.storage.deletePrefix(taleFolder(id));
      await publish(id);
    },

    async view(userId: number, id: number) {
      const row = await owned(userId, id);
      if (!isReadable(row)) throw new AppError('taleNotReady', 409);
      return present.tale(row, await moralName(row));
    },

    /**
     * After the ownership check (so a stranger gets a 404, not a stream): the tale now
     * and on every change, until it is ready, failed or deleted, or `signal` aborts.
     */
    async eventsOf(userId: number, id: number) {
      await owned(userId, id);
      return async function* events(signal: AbortSignal): AsyncGenerator<TaleDetail> {
        for await (const row of taleChanges(app, id, signal)) {
          if (!row) return;
          yield await present.detail(row, await expectedSeconds());
          if (isFinished(row)) return;
        }
      };
    },

    /** The print book and the name it is downloaded under. */
    async print(row: TaleRow) {
      return { pdf: await books.pdf(row), name: (row.title || 'skazka').replace(/["\\\r\n]/g, '') };
    },

    /** The demo tale of a language if it is made already, else null (no waiting, nothing queued). */
    async readyDemo(language: Locale) {
      const row = await repo.findDemo(language);
      return row?.status === 'ready' ? present.tale(row, await moralName(row)) : null;
    },

    /** The demo tale of a language: made once by the worker and kept. */
    async demo(language: Locale) {
      let row = await repo.findDemo(language);
      if (!row) {
        const moral = await repo.moralBySlug(demoMoral(language));
        await queue.transaction(async (tx) => {
          const demo = {
            demoLanguage: language,
            language,
            moralId: moral!.id,
            seed: DEMO_SEED,
            hero: DEMO_HEROES[language],
          };
          const inserted = await talesRepository(tx).insertDemo(demo);
          if (inserted) await queue.send(inserted.id, tx);
        });
        row = (await repo.findDemo(language))!;
      } else if (row.status === 'failed') {
        row = (await requeue(row.id, { status: 'queued', error: null }))!;
      }
      if (row.status !== 'ready') row = await waitForTale(app, row.id, DEMO_WAIT_MS);
      if (row?.status !== 'ready') throw new AppError('serviceUnavailable', 503);
      return present.tale(row, await moralName(row));
    },

    async narration(row: TaleRow, lang: Locale | undefined) {
      if (!row.narration || row.narration.lang !== (lang ?? row.language)) throw new AppError('noNarration', 404);
      return present.narration(row);
    },

    question(row: TaleRow, page: number) {
      const found = present.question(row, page);
      if (!found) throw notFound();
      return found;
    },
  };
}
