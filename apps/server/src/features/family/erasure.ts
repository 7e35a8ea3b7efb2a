import type { FastifyInstance } from 'fastify';
import { runDuePurges } from '../../storage/media-purges.js';
import { cancelForErasure } from '../subscriptions/erasure.js';
import type { FamilyRepository } from './repository.js';

/**
 * Erasing an account, in an order any step of which can be repeated: the request
 * is marked first, so a crash anywhere leaves a to-do that the next call or the
 * worker's next start finishes; the subscription is stopped at its provider before
 * the rows go; the media go last, from the list written with the rows' delete.
 */
export function accountErasure(app: FastifyInstance, repo: FamilyRepository) {
  const lateWritesS = app.config.TALE_STAGE_TIMEOUT_S + app.config.TALE_LEASE_S;

  async function finish(userId: number) {
    await cancelForErasure(app, userId);
    await repo.erase(userId, lateWritesS);
    await runDuePurges(app.db, app.storage);
  }

  return {
    async erase(userId: number) {
      await repo.markForErasure(userId);
      await finish(userId);
    },

    /** Finishes erasures a crash interrupted and erases media whose time has come; returns how many accounts it finished. */
    async resume() {
      const pending = await repo.usersMarkedForErasure();
      for (const userId of pending) await finish(userId);
      await runDuePurges(app.db, app.storage);
      return pending.length;
    },
  };
}
