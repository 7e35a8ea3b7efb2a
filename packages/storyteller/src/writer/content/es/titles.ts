/** Títulos hechos con el mundo del cuento, para cuando el niño ya oyó hace poco los de la trama. */
export const titles: string[] = [
  '{hero} y {creature.def}',
  '{^creature.def} y {object.def}',
  '{hero}, {creature.def} y {object.def}',
  'Érase una vez {creature.indef}',
  'Un día {place.in}',
  '{^object.def} {creature.del}',
  '{hero} {place.in}',
];
