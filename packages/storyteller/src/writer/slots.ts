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

/** Every wording a slot can take, for checks that must see them all. */
export function slotTemplates(slot: Slot): string[] {
  if (typeof slot === 'string') return [slot];
  return 'alts' in slot ? slot.alts : [slot.text];
}
