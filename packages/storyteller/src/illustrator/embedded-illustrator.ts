import type { Artifact, Illustrator, TaleRequest, WrittenTale } from '../stages.js';
import type { Scene } from '../scene/vocabulary.js';
import { composeScene, type SceneCast } from './compose-scene.js';
import { readAvatarColors } from './look/avatar-colors.js';
import { deriveFriendLook, deriveHeroLook } from './look/derive-looks.js';
import { mapBounded } from './map-bounded.js';
import { renderPicture } from './render-picture.js';

/** Two pictures at a time: one per core of the machines this runs on. */
const CONCURRENCY = 2;

/** Draws every page and the cover offline: vector scenes rendered to WebP. */
export function createEmbeddedIllustrator(): Illustrator {
  return {
    async illustrate(tale, request, context = {}) {
      context.signal?.throwIfAborted();
      const cast = await castFor(tale, request);
      const jobs: Array<{ name: string; scene: Scene; variant: number }> = [
        { name: 'cover.webp', scene: tale.cover, variant: 0 },
        ...tale.pages.map((page, i) => ({ name: `page-${String(i + 1).padStart(2, '0')}.webp`, scene: page.scene, variant: i })),
      ];
      let done = 0;
      const pictures = await mapBounded(
        jobs,
        CONCURRENCY,
        async (job): Promise<Artifact> => {
          const data = await renderPicture(composeScene(job.scene, cast, job.variant));
          done += 1;
          context.onProgress?.(done / jobs.length, job.name);
          return { name: job.name, contentType: 'image/webp', data };
        },
        context.signal,
      );
      context.signal?.throwIfAborted();
      const [cover, ...pages] = pictures;
      return { cover: cover!, pages };
    },
  };
}

/** The hero's and friend's looks, fixed once for the whole tale. */
export async function castFor(tale: Pick<WrittenTale, 'ageBand'>, request: TaleRequest): Promise<SceneCast> {
  const avatar = request.hero.avatar ? await readAvatarColors(request.hero.avatar) : null;
  const hero = deriveHeroLook(request, tale.ageBand, avatar);
  const friendName = request.friend?.name?.trim();
  return { hero, friend: friendName ? deriveFriendLook(friendName, hero, tale.ageBand) : null };
}
