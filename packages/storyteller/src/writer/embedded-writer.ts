import type { Writer, WrittenTale } from '../stages.js';
import { todayIso } from './age.js';
import { composeTale } from './compose.js';
import { PACKS } from './content/packs.js';
import type { LanguagePack } from './content/format.js';
import { companionOf, taleBand } from './friend.js';
import type { Locale } from '@skazka/contract';

/** The offline writer: a tale from the language packs, the same for the same request and seed. */
export function createEmbeddedWriter(packs: Partial<Record<Locale, LanguagePack>> = PACKS): Writer {
  return {
    async write(request, context): Promise<WrittenTale> {
      const pack = packs[request.language];
      if (!pack) throw new Error(`the embedded writer has no ${request.language} pack`);
      context?.onProgress?.(0);
      const band = taleBand(request, request.today ?? todayIso());
      const companion = companionOf(request, pack);
      const { tale } = composeTale({
        pack,
        moral: request.moral,
        band,
        seed: request.seed,
        hero: { name: request.hero.name, sex: request.hero.sex },
        friend: companion?.name ?? null,
        friendGender: companion?.gender,
        history: request.history,
      });
      context?.onProgress?.(1);
      return tale;
    },
  };
}
