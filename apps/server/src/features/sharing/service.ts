import type { Locale, SharedTale } from '@skazka/contract';
import { PAGES } from '@skazka/contract';
import type { FastifyInstance } from 'fastify';
import { AppError, notFound } from '../../lib/app-error.js';
import { authorize } from '../../lib/policies.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { talePresenter } from '../tales/presenter.js';
import { sharingRepository } from './repository.js';

/**
 * Family share links: made and stopped by the tale's owner, opened by anyone
 * holding one. What a link shows leaves out the hero's birthday and photo.
 */
export function sharingService(app: FastifyInstance) {
  const repo = sharingRepository(app.db);
  const present = talePresenter(app.storage);

  // Sharing changes what the tale's owner allows: the demo tales, public already, have no links.
  const owned = async (userId: number, taleId: number) => authorize(userId, 'change', await repo.tale(taleId));

  /** A shared tale's row, once its text and pictures exist. */
  async function shared(token: string) {
    const found = await repo.taleByToken(hashToken(token));
    if (!found?.tale.written || !found.tale.pictures) throw notFound();
    return found;
  }

  return {
    async create(userId: number, taleId: number) {
      await owned(userId, taleId);
      const token = newToken();
      const link = await repo.create(taleId, hashToken(token));
      return { url: `${app.config.PUBLIC_URL}${PAGES.shared(token)}`, token, created_at: link.createdAt.toISOString() };
    },

    async stop(userId: number, taleId: number) {
      await owned(userId, taleId);
      await repo.removeAll(taleId);
    },

    async tale(token: string): Promise<SharedTale> {
      const { tale, moralNames } = await shared(token);
      const full = await present.tale(tale, moralNames[tale.language] ?? '');
      return { ...full, hero: { name: full.hero.name, sex: full.hero.sex } };
    },

    async narration(token: string, lang: Locale | undefined) {
      const { tale } = await shared(token);
      if (!tale.narration || tale.narration.lang !== (lang ?? tale.language)) throw new AppError('noNarration', 404);
      return present.narration(tale);
    },

    async question(token: string, page: number) {
      const found = present.question((await shared(token)).tale, page);
      if (!found) throw notFound();
      return found;
    },
  };
}
