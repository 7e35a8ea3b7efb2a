import type { AgeBand, Slot } from './content/format.js';
import type { Random } from './random.js';

export function slotApplies(slot: Slot, band: AgeBand, hasFriend: boolean): boolean {
  if (typeof slot === 'string') return true;
  if (slot.bands && !slot.bands.includes(band)) return false;
  return slot.friend === undefined || slot.friend === hasFriend;
}

/** The slot's template; the seed picks among alternative wordings. */
export function slotTemplate(slot: Slot, random: Random): string {
  if (typeof slot === 'string') return slot;
  return 'alts' in slot ? random.pick(slot.alts) : slot.text;
}

/**
 * Picks the wording of each slot of a telling (`at`: the slot's place in the plot, as in
 * `WrittenTale.shared.wordings`), given the plot's earlier tellings to this child (`told`, one
 * list of picks each). The seed's pick, unless earlier tellings took it more often than another;
 * then one of the wordings told least. When every wording was told (a fourth telling with three
 * of them), it meets the earlier telling it has met least so far in this tale, so the slots it
 * shares are spread over them instead of all falling on one (taking the oldest wording in
 * every slot would tell the first telling again, word for word). Returns -1 for a slot with one
 * wording. Without history it draws as `slotTemplate` does, so a tale stays the same for the same seed.
 */
export function wordingPicker(random: Random, told: readonly number[][]): (slot: Slot, at: number) => number {
  const met = told.map(() => 0);
  return (slot, at) => {
    if (typeof slot === 'string' || !('alts' in slot)) return -1;
    const first = random.int(slot.alts.length);
    const tellers = (index: number) => told.flatMap((picks, teller) => (picks[at] === index ? [teller] : []));
    const times = slot.alts.map((_, index) => tellers(index).length);
    const least = Math.min(...times);
    // How much taking a wording would add to the worst overlap with an earlier telling.
    const cost = (index: number) => Math.max(-1, ...tellers(index).map((teller) => met[teller]!));
    const fewest = times.flatMap((count, index) => (count === least ? [index] : []));
    const lowest = Math.min(...fewest.map(cost));
    const best = fewest.filter((index) => cost(index) === lowest);
    const choice = best.includes(first) ? first : random.pick(best);
    for (const teller of tellers(choice)) met[teller]! += 1;
    return choice;
  };
}

/** Every wording a slot can take, for checks that must see them all. */
export function slotTemplates(slot: Slot): string[] {
  if (typeof slot === 'string') return [slot];
  return 'alts' in slot ? slot.alts : [slot.text];
}
