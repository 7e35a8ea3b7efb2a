/** Titles made of the tale's world, for when a child has heard a plot's own titles lately. */
export const titles: string[] = [
  '{hero} и {creature}',
  'Как {hero} {h:встретил|встретила} {creature.acc}',
  '{^creature} и {object}',
  '{c:Жил-был|Жила-была|Жило-было} {creature}',
  'Сказка про {creature.acc} и {object.acc}',
  '{^object} для {creature.gen}',
  'Однажды {place.in}',
  '{^creature} {place.in}',
];
