/** Titres faits du monde du conte, quand l’enfant a déjà entendu ceux de l’intrigue ces derniers temps. */
export const titles: string[] = [
  '{hero} et {creature.def}',
  '{^creature.def} et {object.def}',
  '{hero}, {creature.def} et {object.def}',
  'Il était une fois {creature.indef}',
  'Une journée {place.in}',
  '{^object.def} {creature.du}',
  '{hero} {place.in}',
];
