/**
 * What the seed decides: the plot for the moral (seed mod plot count, so
 * neighbouring seeds tell different plots) and the world of the tale.
 */
import type { MoralSlug } from '@skazka/contract';
import type { CreatureId, ObjectId, PlaceId } from '../scene/vocabulary.js';
import type { LanguagePack, Plot } from './content/format.js';
import { createRandom, type Random } from './random.js';

export const WORLD_ROLES = ['place', 'creature', 'object'] as const;
export type WorldRole = (typeof WORLD_ROLES)[number];
type RoleId = { place: PlaceId; creature: CreatureId; object: ObjectId };

export interface World {
  place: PlaceId;
  creature: CreatureId;
  object: ObjectId;
  /** Two others of each role, for wrong answers and passing details: the plot's own first, then the pack's. */
  others: { [R in WorldRole]: RoleId[R][] };
}

export const ROLE_VOCABULARY = { place: 'places', creature: 'creatures', object: 'objects' } as const;
const ROLE_CHOICES = { place: 'places', creature: 'creatures', object: 'objects' } as const;

export function plotsForMoral(pack: LanguagePack, moral: MoralSlug): Plot[] {
  return pack.plots.filter((plot) => plot.moral === moral);
}

export function selectPlot(pack: LanguagePack, moral: MoralSlug, seed: number): Plot {
  const plots = plotsForMoral(pack, moral);
  if (plots.length === 0) throw new Error(`the ${pack.language} pack has no plot for ${moral}`);
  const index = ((Math.trunc(seed) % plots.length) + plots.length) % plots.length;
  return plots[index]!;
}

function othersFor<R extends WorldRole>(
  pack: LanguagePack,
  plot: Plot,
  role: R,
  chosen: RoleId[R],
  random: Random,
): RoleId[R][] {
  const fromPlot = (plot[ROLE_CHOICES[role]] as RoleId[R][]).filter((id) => id !== chosen);
  const fromPack = (Object.keys(pack[ROLE_VOCABULARY[role]]) as RoleId[R][]).filter(
    (id) => id !== chosen && !fromPlot.includes(id),
  );
  return [...random.shuffle(fromPlot), ...random.shuffle(fromPack)].slice(0, 2);
}

export function selectWorld(pack: LanguagePack, plot: Plot, seed: number): World {
  const random = createRandom(seed, `world:${plot.id}`);
  const place = random.pick(plot.places);
  const creature = random.pick(plot.creatures);
  const object = random.pick(plot.objects);
  return {
    place,
    creature,
    object,
    others: {
      place: othersFor(pack, plot, 'place', place, random),
      creature: othersFor(pack, plot, 'creature', creature, random),
      object: othersFor(pack, plot, 'object', object, random),
    },
  };
}
