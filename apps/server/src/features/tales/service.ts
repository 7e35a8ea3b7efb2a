import type { Locale, MoralSlug, TaleCreate } from '@skazka/contract';
import type { FastifyInstance } from 'fastify';
import { sendTaleJob } from '../../jobs/tale-queue.js';
import { AppError, invalidField, notFound } from '../../lib/app-error.js';
import { hasStoryAccess } from '../subscriptions/access.js';
import { DEMO_HEROES, DEMO_SEED, demoMoral } from './demo.js';
import { nextSeed } from './next-seed.js';
import { talePresenter } from './presenter.js';
import { type TaleRow, talesRepository } from './repository.js';
import { taleFolder } from './stage-outputs.js';
import { waitForTale } from './wait-for-tale.js';

/** API.md: "at most 3 tales in flight" per user. */
export const MAX_TALES_IN_FLIGHT = 3;
// The first visitor of a language waits while its demo is made; later ones get it at once.
const DEMO_WAIT_MS = 180_000;

export const isFinished = (row: TaleRow) => row.status === 'ready' || row.status === 'failed';

export function talesService(app: FastifyInstance) {
  const repo = talesRepository(app.db);
  const present = talePresenter(app.storage);
  const publish = (id: number) => app.live.publish('tale', id);

  async function owned(userId: number, id: number) {
    const row = await repo.findOwned(userId, id);
    if (!row) throw notFound();
    return row;
  }

  async function moralName(row: TaleRow) {
    return (await repo.moral(row.moralId))?.name[row.language] ?? '';
  }

  async function queue(row: TaleRow) {
    await sendTaleJob(app, row.id);
    await publish(row.id);
  }

  async function friendOf(userId: number, input: TaleCreate) {
    if (input.new_character_name) return { characterId: null, friendName: input.new_character_name, newFriend: input.new_character_name };
    if (!input.character) return { characterId: null, friendName: null, newFriend: null };
    const character = await repo.characterOf(userId, input.character);
    if (!character) throw invalidField('character', 'invalidChoice');
    return { characterId: character.id, friendName: character.name, newFriend: null };
  }

  return {
    owned,

    async list(userId: number) {
      return Promise.all((await repo.list(userId)).map(present.summary));
    },

    async create(userId: number, input: TaleCreate) {
      if (app.config.REQUIRE_SUBSCRIPTION && !(await hasStoryAccess(app.db, userId))) throw new AppError('subscriptionRequired', 402);
      const child = await repo.childOf(userId, input.child);
      if (!child) throw invalidField('child', 'invalidChoice');
      const moral = await repo.moral(input.moral);
      if (!moral) throw invalidField('moral', 'invalidChoice');
      const { characterId, friendName, newFriend } = await friendOf(userId, input);
      const row = await repo.createLimited({
        userId,
        childId: child.id,
        characterId,
        friendName,
        moralId: input.moral,
        language: input.language,
        seed: nextSeed(input.language, moral.slug as MoralSlug, await repo.lastSeed(child.id, moral.id, input.language)),
        hero: {
          name: child.name, sex: child.sex, dateOfBirth: child.dateOfBirth,
          avatarUrl: child.avatarKey ? null : child.avatarUrl, avatarKey: child.avatarKey,
          avatarIsPhoto: child.avatarKey !== null && child.avatarKey === child.photoKey,
        },
      }, MAX_TALES_IN_FLIGHT, newFriend);
      if (!row) throw new AppError('tooManyTalesInFlight', 429);
      await queue(row);
      return present.summary(row);
    },

    async detail(userId: number, id: number) {
      return present.detail(await owned(userId, id));
    },

    /** A failed tale goes back to the queue; its finished stages are kept. */
    async retry(userId: number, id: number) {
      const row = await owned(userId, id);
      if (row.status !== 'failed') throw new AppError('taleNotFailed', 409);
      const queued = (await repo.update(id, { status: 'queued', error: null, stageDetail: null }))!;
      await queue(queued);
      return present.summary(queued);
    },

    async remove(userId: number, id: number) {
      if (!(await repo.remove(userId, id))) throw notFound();
      await app.storage.deletePrefix(taleFolder(id));
      await publish(id);
    },

    async view(userId: number, id: number) {
      const row = await owned(userId, id);
      if (row.status !== 'ready') throw new AppError('taleNotReady', 409);
      return present.tale(row, await moralName(row));
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
        await repo.insertDemo({ demoLanguage: language, language, moralId: moral!.id, seed: DEMO_SEED, hero: DEMO_HEROES[language] });
        row = (await repo.findDemo(language))!;
        await queue(row);
      } else if (row.status === 'failed') {
        row = (await repo.update(row.id, { status: 'queued', error: null }))!;
        await queue(row);
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

export type TalesService = ReturnType<typeof talesService>;
