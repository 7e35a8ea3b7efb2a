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
  'And that is the end of the tale. The stars are out, the house is hushed, and it is time to close your eyes. Goodnight.',
  'Far away, {creature.def} gave one last sleepy “{creature.sound}” and tucked {c:his|her|its} {creature.nose} under {c:his|her|its} {creature.paw}. Time for sleep, little one.',
  'Goodnight, moon. Goodnight, stars. Goodnight, {hero}. And goodnight to you, too.',
  'The moon put on its silver nightcap, and the whole world began to yawn. Yawn along with it now, and drift away.',
  'And as the last light faded, {hero} whispered, “What a day.” Then {h:his|her} eyes closed all by themselves. Sweet dreams.',
  'One star, two stars, three stars, four… Count them softly, and you won’t get to ten before you are fast asleep.',
  'The wind sang a quiet song over the rooftops, and everything that had been busy all day curled up and rested. You can rest now, too.',
  'That is all for tonight. Tomorrow there will be a brand-new day and a brand-new story. But now it is pillow time. Goodnight.',
  'Somewhere not far away, the night was soft and deep, and {creature.def} was already dreaming of tomorrow. Let’s dream too. The end.',
  'And so, with a full heart and heavy eyes, {hero} slipped off to sleep, as light as a feather on the wind. Goodnight.',
  'Blanket up, light down, one more cuddle and a kiss on the nose. The story is over, and sleep is tiptoeing in.',
  'Rock-a-bye, the night is here, and every little thing is still. Close your eyes, {hero}, and sleep until the morning.',
  'The end. Now snuggle down and sleep tight, {hero}.',
  'Eyes closed, blanket up, lights out. Goodnight, little one.',
];
