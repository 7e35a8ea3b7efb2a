/** English closings: each winds the tale down towards sleep and fits any plot. */
import type { Slot } from '../format.js';

export const closings: Slot[] = [
  'And that night, when the moon rose over {place.def}, {hero} snuggled down, yawned a great big yawn, and fell fast asleep.',
  'Far away, {place.hush}. The stars came out one by one, and {hero} closed {h:his|her} eyes and dreamed the softest dreams. Goodnight, {hero}.',
  'And so the day was done. The lights went out, the blanket was warm, and somewhere {place.in}, {creature.def} was fast asleep too. Sleep tight.',
  'That is the end of our story. Now {hero} is tucked up in bed, and the moon is keeping watch over the whole wide world.',
  'Snip, snap, snout, this tale’s told out. And now it is time for sleepy heads and warm beds and sweet, sweet dreams.',
  '{hero} gave a yawn, and then another, and a third one just for luck. Soon {h:he|she} was fast asleep, and the night wrapped the world in its softest blanket.',
  'And if you listen very quietly, you might hear {place.def} saying goodnight too. Hush now. Sleep well.',
  'The moon climbed high, the little stars blinked, and {hero} drifted off to sleep, happy and warm, all the way down to {h:his|her} toes.',
  'Somewhere {place.in}, {creature.def} curled up in {c:his|her|its} {creature.bed}. And in a warm bed not far away, {hero} was already dreaming. The end.',
];
