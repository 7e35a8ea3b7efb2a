/**
 * English words for the drawable vocabulary. English nouns have no grammatical
 * gender, so `gender` here only chooses a creature's pronoun ({c:he|she|it}); it
 * is fixed per word so a creature stays "he" or "she" for a whole tale.
 *
 * Forms: `def` 'the fox', `indef` 'a fox', `pl` 'foxes' (objects too); places add `in`, `to`,
 * `over` (all across it), `there` (a second way of saying where, so lines vary) and `hush` (a quiet picture of the place for calm
 * lines); creatures add `sound`, `went` (how it moves), `bed` (where it sleeps) and
 * `paw`, `paws`, `nose` (a bird's wing and beak).
 */
import type { CreatureId, ObjectId, PlaceId } from '../../../scene/vocabulary.js';
import type { Word } from '../format.js';

function place(nom: string, def: string, inside: string, to: string, over: string, hush: string, there: string): Word {
  return { gender: 'n', forms: { nom, def, in: inside, to, over, hush, there } };
}

export const places: Record<PlaceId, Word> = {
  home: place(
    'home',
    'the little house',
    'at home',
    'home',
    'all through the house',
    'the kettle hummed softly',
    'about the house',
  ),
  garden: place(
    'garden',
    'the garden',
    'in the garden',
    'to the garden',
    'all over the garden',
    'the sunflowers nodded their heavy heads',
    'among the flowerbeds',
  ),
  forest: place(
    'forest',
    'the forest',
    'in the forest',
    'to the forest',
    'all through the forest',
    'the tall trees whispered',
    'under the trees',
  ),
  meadow: place(
    'meadow',
    'the meadow',
    'in the meadow',
    'to the meadow',
    'all across the meadow',
    'the long grass swayed',
    'in the long grass',
  ),
  river: place(
    'river',
    'the river',
    'by the river',
    'down to the river',
    'all along the river',
    'the water chuckled over the stones',
    'on the riverbank',
  ),
  seaside: place(
    'seaside',
    'the seashore',
    'by the sea',
    'down to the sea',
    'all along the shore',
    'the waves went swish, swash',
    'on the sand',
  ),
  mountain: place(
    'mountain',
    'the mountain',
    'on the mountain',
    'up the mountain',
    'all over the mountain',
    'the wind sang round the rocks',
    'on the high slopes',
  ),
  village: place(
    'village',
    'the village',
    'in the village',
    'to the village',
    'all through the village',
    'the chimneys puffed little clouds',
    'round the village',
  ),
  snowfield: place(
    'snowfield',
    'the snowy field',
    'in the snowy field',
    'out to the snowy field',
    'all across the snowy field',
    'the snow sparkled like sugar',
    'out on the snow',
  ),
  park: place(
    'park',
    'the park',
    'in the park',
    'to the park',
    'all round the park',
    'the old swings creaked',
    'round the park',
  ),
  farm: place(
    'farm',
    'the farm',
    'on the farm',
    'to the farm',
    'all over the farm',
    'the hens clucked sleepily',
    'round the farm',
  ),
  island: place(
    'island',
    'the island',
    'on the island',
    'to the island',
    'all round the island',
    'the palm trees rustled',
    'all over the island',
  ),
};

type Body = { paw: string; paws: string; nose: string };
const FURRY: Body = { paw: 'paw', paws: 'paws', nose: 'nose' };
const BIRD: Body = { paw: 'wing', paws: 'wings', nose: 'beak' };
const FROGGY: Body = { paw: 'foot', paws: 'feet', nose: 'nose' };

function creature(
  gender: 'm' | 'f',
  nom: string,
  indef: string,
  pl: string,
  sound: string,
  went: string,
  bed: string,
  body = FURRY,
): Word {
  return { gender, forms: { nom, def: `the ${nom}`, indef, pl, sound, went, bed, ...body } };
}

export const creatures: Record<CreatureId, Word> = {
  rabbit: creature('m', 'rabbit', 'a rabbit', 'rabbits', 'sniff-sniff', 'hopped', 'burrow'),
  fox: creature('f', 'fox', 'a fox', 'foxes', 'yip-yip', 'trotted', 'den'),
  bear: creature('m', 'bear', 'a bear', 'bears', 'hmm-hmmm', 'lumbered', 'den'),
  owl: creature('f', 'owl', 'an owl', 'owls', 'hoo-hoo', 'flew', 'hollow tree', BIRD),
  squirrel: creature('m', 'squirrel', 'a squirrel', 'squirrels', 'chitter-chatter', 'scampered', 'nest of leaves'),
  duck: creature('f', 'duck', 'a duck', 'ducks', 'quack-quack', 'waddled', 'nest in the reeds', BIRD),
  cat: creature('f', 'cat', 'a cat', 'cats', 'miaow', 'padded', 'basket'),
  puppy: creature('m', 'puppy', 'a puppy', 'puppies', 'woof-woof', 'bounded', 'basket'),
  mouse: creature('f', 'mouse', 'a mouse', 'mice', 'squeak-squeak', 'scurried', 'mouse-hole'),
  frog: creature('m', 'frog', 'a frog', 'frogs', 'ribbit', 'hopped', 'muddy hollow', FROGGY),
  turtle: creature('f', 'turtle', 'a turtle', 'turtles', 'hmm-hm', 'plodded', 'sandy hollow', FROGGY),
  hedgehog: creature('m', 'hedgehog', 'a hedgehog', 'hedgehogs', 'snuffle-snuffle', 'trundled', 'pile of leaves'),
  fawn: creature('f', 'fawn', 'a fawn', 'fawns', 'mee-eh', 'trotted', 'ferny hollow'),
  robin: creature('m', 'robin', 'a robin', 'robins', 'tweet-tweet', 'fluttered', 'nest', BIRD),
};

function thing(nom: string, indef: string, pl = `${nom}s`): Word {
  return { gender: 'n', forms: { nom, def: `the ${nom}`, indef, pl } };
}

/** Extra forms for a few objects: how a kite or boat moves (`go` 'fly', `went` 'flew'), what is baked of it (`bake` 'an apple pie', `treat` 'apple pie', `sweet` its juice or honey). */
function withForms(word: Word, forms: Record<string, string>): Word {
  return { ...word, forms: { ...word.forms, ...forms } };
}

/** Things that are played or lit: `use` 'ring the bell', `used` 'rang the bell', `noise` 'ding-dong'. */
function signal(word: Word, use: string, used: string, noise: string): Word {
  return withForms(word, { use, used, noise });
}

export const objects: Record<ObjectId, Word> = {
  lantern: signal(thing('lantern', 'a lantern'), 'light the lantern', 'lit the lantern', 'flicker-flick'),
  kite: withForms(thing('kite', 'a kite'), { go: 'fly', went: 'flew' }),
  ball: thing('ball', 'a ball'),
  basket: thing('basket', 'a basket'),
  apple: withForms(thing('apple', 'an apple'), { bake: 'an apple pie', treat: 'apple pie', sweet: 'apple juice' }),
  book: thing('book', 'a book'),
  boat: withForms(thing('boat', 'a boat'), { go: 'sail', went: 'sailed' }),
  key: thing('key', 'a key'),
  star: thing('star', 'a star'),
  flower: thing('flower', 'a flower'),
  cake: withForms(thing('cake', 'a cake'), { bake: 'a honey cake', treat: 'honey cake', sweet: 'honey' }),
  scarf: thing('scarf', 'a scarf'),
  map: thing('map', 'a map'),
  shell: thing('shell', 'a shell'),
  drum: signal(thing('drum', 'a drum'), 'beat the drum', 'beat the drum', 'boom-boom'),
  umbrella: thing('umbrella', 'an umbrella'),
  seed: thing('seed', 'a seed'),
  bell: signal(thing('bell', 'a bell'), 'ring the bell', 'rang the bell', 'ding-dong'),
  feather: thing('feather', 'a feather'),
  nest: thing('nest', 'a nest', 'nests'),
};
