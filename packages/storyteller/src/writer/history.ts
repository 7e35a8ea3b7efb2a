/**
 * A child's recent tales and how a new one steers clear of them: titles,
 * openings and closings not heard lately, and for a plot told before, a world
 * it was not told in and, slot by slot, a wording it was not told with. Every choice still comes from the seed, so a tale stays
 * the same for the same request and history.
 */
import type { TaleHistory, TaleWorld, WrittenTale } from '../stages.js';
import type { Random } from './random.js';

/** A title is not given again within this many of the child's tales. */
export const RECENT_TITLES = 20;

export const NO_HISTORY: TaleHistory = { titles: [], openings: [], closings: [], worlds: {}, wordings: {} };

/** The world a written tale was told in: its cover shows the place, creature and key object. */
function worldOf(tale: Pick<WrittenTale, 'cover'>): TaleWorld | null {
  const { place, creature, object } = tale.cover;
  return creature && object ? { place, creature, object } : null;
}

/** What `historyOf` reads of a tale: a written tale, or these fields of a stored one. */
type PastTale = Pick<WrittenTale, 'title' | 'plot' | 'cover'> & { shared?: WrittenTale['shared'] | null };

/** The history a writer needs from the child's tales, newest first. */
export function historyOf(tales: readonly PastTale[]): TaleHistory {
  const history: TaleHistory = { titles: [], openings: [], closings: [], worlds: {}, wordings: {} };
  for (const tale of tales) {
    if (tale.title) history.titles.push(tale.title);
    if (tale.shared?.opening !== undefined) history.openings.push(tale.shared.opening);
    if (tale.shared?.closing !== undefined) history.closings.push(tale.shared.closing);
    const world = worldOf(tale);
    if (world) (history.worlds[tale.plot] ??= []).push(world);
    if (tale.shared?.wordings) (history.wordings[tale.plot] ??= []).push(tale.shared.wordings);
  }
  history.titles = history.titles.slice(0, RECENT_TITLES);
  return history;
}

/**
 * The seed's pick of `items` unless it was met lately; then the first of the
 * others (in the seed's order, then `more`) not met lately, or the one met
 * longest ago. `recent` is newest first. A tale without history draws as before.
 */
export function freshPick<T, K>(
  items: readonly T[],
  random: Random,
  recent: readonly K[],
  key: (item: T) => K,
  more: readonly T[] = [],
): T {
  const first = random.pick(items);
  if (!recent.includes(key(first))) return first;
  const candidates = [first, ...random.shuffle(items.filter((item) => item !== first)), ...random.shuffle(more)];
  const age = (item: T) => {
    const at = recent.indexOf(key(item));
    return at === -1 ? Infinity : at;
  };
  return candidates.reduce((best, item) => (age(item) > age(best) ? item : best));
}
