/** Titles made of the tale's world, for when a child has heard a plot's own titles lately. */
export const titles: string[] = [
  '{hero} and the {^creature}',
  'The {^creature} and the {^object}',
  '{hero}, the {^creature} and the {^object}',
  '{hero} Meets the {^creature}',
  '{hero}’s Day with the {^creature}',
  '{hero}’s {^object}',
];
