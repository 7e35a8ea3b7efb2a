/**
 * What the seed decides: the plot for the moral (seed mod plot count, so
 * neighbouring seeds tell different plots) and the world of the tale, away
 * from the worlds the plot was told in before.
 */
import type { MoralSlug } from '@skazka/contract';
import type { CreatureId, ObjectId, PlaceId } from '../scene/vocabulary.js';
import type { TaleWorld } from '../stages.js';
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

/** A world told before counts this much against a candidate; each shared place, creature or object counts 1. */
const SAME_WORLD = 100;

/**
 * Of every world the plot offers, those least like the ones it was told in (a
 * world told before is last; then fewer shared places, creatures and objects),
 * the seed's own first pick if it is among them, else the seed's pick of them.
 */
function freshWorld(plot: Plot, first: TaleWorld, told: readonly TaleWorld[], random: Random): TaleWorld {
  const likeness = (world: TaleWorld) =>
    told.reduce(
      (sum, old) =>
        sum +
        (old.place === world.place && old.creature === world.creature && old.object === world.object
          ? SAME_WORLD
          : Number(old.place === world.place) +
            Number(old.creature === world.creature) +
            Number(old.object === world.object)),
      0,
    );
  const worlds = plot.places.flatMap((place) =>
    plot.creatures.flatMap((creature) => plot.objects.map((object) => ({ place, creature, object }))),
  );
  const least = Math.min(...worlds.map(likeness));
  if (likeness(first) === least) return first;
  return random.pick(worlds.filter((world) => likeness(world) === least));
}

export function selectWorld(pack: LanguagePack, plot: Plot, seed: number, told: readonly TaleWorld[] = []): World {
  const random = createRandom(seed, `world:${plot.id}`);
  const first = {
    place: random.pick(plot.places),
    creature: random.pick(plot.creatures),
    object: random.pick(plot.objects),
  };
  const { place, creature, object } = told.length === 0 ? first : freshWorld(plot, first, told, random);
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
