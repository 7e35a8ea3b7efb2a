import { isFriendAnimal } from '@skazka/contract';
import type {
  Artifact,
  Illustrator,
  PictureSet,
  StageContext,
  TaleChild,
  TaleRequest,
  WrittenTale,
} from '../stages.js';
import type { Scene } from '../scene/vocabulary.js';
import { ageAt, ageBand, todayIso } from '../writer/age.js';
import { composeScene, type SceneCast } from './compose-scene.js';
import { friendAnimal } from './creatures/friend-animal.js';
import { readAvatarColors } from './look/avatar-colors.js';
import { deriveChildLook, deriveFriendLook, dressedApart } from './look/derive-looks.js';
import { mapBounded } from './map-bounded.js';
import { PHONE_WIDTH, PICTURE_FORMAT, renderPicture } from './render-picture.js';

/** Two pictures at a time: one per core of the machines this runs on. */
const CONCURRENCY = 2;

/**
 * Draws every page and the cover offline: vector scenes rendered to WebP at phone width (a fifth of
 * the work: the tale can be read sooner); the print widths only when asked for (`drawPrintSizes`).
 */
export function createEmbeddedIllustrator(): Illustrator {
  return {
    async illustrate(tale, request, context = {}) {
      const pictures = await drawAll(tale, request, { width: PHONE_WIDTH, suffix: '-phone' }, context);
      return { ...pictures, printLater: true, printWidth: PICTURE_FORMAT.width };
    },
    drawPrintSizes: (tale, request, context = {}) =>
      drawAll(tale, request, { width: PICTURE_FORMAT.width, suffix: '' }, context),
  };
}

/** The cover and every page at one width, each a WebP named for its place (`page-01-phone.webp`). */
async function drawAll(
  tale: WrittenTale,
  request: TaleRequest,
  size: { width: number; suffix: string },
  context: StageContext,
): Promise<PictureSet> {
  context.signal?.throwIfAborted();
  const cast = await castFor(tale, request);
  const jobs = distinctPictures(cast, [
    { name: 'cover', scene: tale.cover, variant: 0 },
    ...tale.pages.map((page, i) => ({ name: `page-${String(i + 1).padStart(2, '0')}`, scene: page.scene, variant: i })),
  ]);
  let done = 0;
  const pictures = await mapBounded(
    jobs,
    CONCURRENCY,
    async (job): Promise<Artifact> => {
      const data = await renderPicture(job.svg, { width: size.width, format: 'webp' });
      done += 1;
      context.onProgress?.(done / jobs.length, job.name);
      return { name: `${job.name}${size.suffix}.webp`, contentType: 'image/webp', data };
    },
    context.signal,
  );
  context.signal?.throwIfAborted();
  const [cover, ...pages] = pictures;
  return { cover: cover!, pages };
}

/** Repeats the most a tale can need: a cover and ten pages of one scene. */
const MAX_REPEATS = 12;

/**
 * Each picture's SVG; a page that would draw exactly what an earlier one drew
 * is drawn again with a different camera (camera.ts) until it differs, so no
 * two pictures of a tale are the same.
 */
export function distinctPictures(
  cast: SceneCast,
  jobs: Array<{ name: string; scene: Scene; variant: number }>,
): Array<{ name: string; svg: string }> {
  const seen = new Set<string>();
  return jobs.map((job) => {
    let svg = composeScene(job.scene, cast, job.variant);
    for (let repeat = 1; seen.has(svg) && repeat <= MAX_REPEATS; repeat += 1)
      svg = composeScene(job.scene, cast, job.variant, repeat);
    seen.add(svg);
    return { name: job.name, svg };
  });
}

/**
 * The hero's and friend's looks, fixed once for the whole tale. A sibling is a
 * second child drawn from their own avatar and at their own age; an animal
 * friend is drawn as that animal, in its own colour and wearing something.
 */
export async function castFor(tale: Pick<WrittenTale, 'ageBand'>, request: TaleRequest): Promise<SceneCast> {
  const { sibling, friend } = request;
  // Two children are each drawn at their own age; the tale's band is the younger's.
  const bandOf = (child: TaleChild) =>
    sibling ? ageBand(ageAt(child.birthday, request.today ?? todayIso())) : tale.ageBand;
  const lookOf = async (child: TaleChild) =>
    deriveChildLook(
      child,
      request.seed,
      bandOf(child),
      child.avatar && !child.look ? await readAvatarColors(child.avatar) : null,
    );
  const hero = await lookOf(request.hero);
  if (sibling) {
    const look = await lookOf(sibling);
    return { hero, friend: { ...look, top: dressedApart(look, hero).top } };
  }
  const friendName = friend?.name?.trim();
  if (!friendName) return { hero, friend: null };
  if (friend?.kind && isFriendAnimal(friend.kind)) return { hero, friend: friendAnimal(friend.kind, friendName) };
  return { hero, friend: deriveFriendLook(friendName, hero, tale.ageBand, friend?.kind) };
}
