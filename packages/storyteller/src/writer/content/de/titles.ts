/** Titel aus der Welt der Geschichte, wenn ein Kind die eigenen Titel einer Handlung kürzlich gehört hat. */
export const titles: string[] = [
  '{hero} und {creature}',
  '{^creature} und {object}',
  '{hero}, {creature} und {object}',
  'Es war einmal {creature.ein}',
  'Ein Tag {place.in}',
  '{hero} {place.in}',
];
