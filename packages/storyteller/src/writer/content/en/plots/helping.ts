/** Helping: gathering before the snow, a toy stuck up a tree, rebuilding after a storm. */
import type { Plot } from '../../format.js';

const beforeSnow: Plot = {
  id: 'helping-before-the-snow',
  moral: 'helping',
  titles: ['Before the Snow', '{hero} Helps the {^creature}', 'The Winter Store'],
  places: ['forest', 'farm', 'meadow', 'garden'],
  creatures: ['squirrel', 'mouse', 'hedgehog', 'rabbit'],
  objects: ['basket', 'umbrella'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'wind',
        mood: 'worried',
        cast: ['hero', 'friend', 'creature'],
        object: null,
        actions: { hero: 'stand', friend: 'carry', creature: 'run' },
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'One cold morning {place.in}, the first snowflake floated down and landed on {hero}’s nose.',
            'On a grey morning {place.there}, {hero} felt something cold on {h:his|her} cheek: the very first snowflake of winter.',
          ],
        },
        {
          alts: [
            'Nearby, a little {creature.nom} was running back and forth, looking very worried.',
            'Close by, a little {creature.nom} was rushing to and fro, with {c:his|her} {creature.paws} full.',
          ],
        },
        {
          alts: [
            '“The snow is coming,” said the {creature.nom}, “and my winter store is only half full!”',
            '“Snow!” squeaked the {creature.nom}. “And I haven’t finished filling my winter store!”',
          ],
        },
        { text: 'Snowflake, snowflake, hurry, little {creature.nom}!', bands: ['2-4'] },
        {
          text: 'Across {place.def}, under the old trees, lay hundreds of nuts and seeds, and the {creature.nom}’s store was a long way off, in a hollow by the stream. One {creature.nom} with two {creature.paws} could only carry a few at a time.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{friend} was there too, on the way to the big hill with a sledge, because {friend} was sure that one snowflake meant sledging by lunchtime.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} had plans for the first snow too, snowmen, snowballs, the big hill, and {h:he|she} had been waiting for this morning since the summer; and now here was {creature.indef} who needed help, right at the start of the very best day.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'morning',
        mood: 'happy',
        cast: ['hero', 'creature'],
        object: null,
        actions: { hero: 'carry', creature: 'stand' },
        framing: 'medium',
      },
      text: [
        {
          alts: [
            '“I’ll help you!” said {hero}, and filled {h:his|her} hands and {h:his|her} pockets with nuts.',
            '“Let me help!” said {hero}, and stuffed nuts into every pocket {h:he|she} had, and held more in both hands.',
          ],
        },
        {
          alts: [
            'But the nuts spilled out of {h:his|her} pockets, and rolled out of {h:his|her} hands, all over {place.def}.',
            'But with every step, nuts popped out of {h:his|her} pockets and bounced away across {place.def}: plip, plop, plip.',
          ],
        },
        { text: 'Plip, plop, plip, the nuts rolled away across {place.def}!', bands: ['2-4'] },
        {
          text: 'By the time {hero} reached the {creature.nom}’s store, {h:he|she} had exactly three nuts left, and a long trail of them behind {h:him|her}, like a very bad secret path.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'The {creature.nom} tried very hard not to laugh, and failed, and {hero} laughed too, because it really was quite funny, even if it was not very helpful.',
          bands: ['5-7', '8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'day',
        mood: 'worried',
        cast: ['hero', 'creature'],
        object: null,
        actions: { hero: 'sit', creature: 'peek' },
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Next {hero} piled the nuts on top of {h:his|her} hat and walked very, very carefully.',
            'Next {hero} tried carrying a great heap of nuts on {h:his|her} head, balancing like a circus star.',
          ],
        },
        {
          alts: [
            'Wobble, wobble, a gust of wind, and down came every nut, bouncing off {h:his|her} nose!',
            'But a gust of wind went whoosh, and the nuts came tumbling down, bonk, bonk, bonk, all over {hero}.',
          ],
        },
        { text: 'Wobble, wobble, bonk, bonk, nuts for the {creature.nom} on {hero}’s nose!', bands: ['2-4'] },
        {
          text: 'Meanwhile the snowflakes were getting thicker, and the sky over {place.def} was turning the colour of a pigeon.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} sat down among the scattered nuts and thought about sledging, and the big hill above {place.def}, and everybody who would be up there by now, whooshing. It would be easy to say, “Well, I tried,” and go; {h:he|she} had tried, twice. But looking at the {creature.nom} picking up the spilled nuts one by one, {hero} knew that trying is not the same as doing, and that the job is only done when the {creature.nom}’s job gets done.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'day',
        mood: 'calm',
        cast: ['hero', 'friend', 'creature'],
        object: 'world',
        actions: { hero: 'carry', friend: 'carry', creature: 'stand' },
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Then {hero} had an idea. {h:He|She} ran home and came back with {h:his|her} {object.nom}.',
            'Then {hero} had a much better idea, and ran home to fetch {h:his|her} {object.nom}.',
          ],
        },
        {
          alts: [
            '{h:He|She} turned it the right way, filled it with nuts right to the top, and carried it all the way to the store.',
            'Into the {object.nom} went the nuts, a great mountain of them, and {hero} carried the whole lot to the store in one go!',
          ],
        },
        { text: 'Fill the {object.nom}, carry the {object.nom}, hooray!', bands: ['2-4'] },
        {
          text: '{friend} came back from the hill, saw the {creature.nom}, and parked the sledge, saying, “Use this too!” So the sledge became a nut wagon, and {hero} pulled while {friend} pushed; with one of them, the wagon would not move across {place.def}, but with two, it flew.',
          friend: true,
        },
        {
          text: 'The {creature.nom}’s eyes went wide. “That’s as much as I carry in a whole day!” said the {creature.nom}.',
          bands: ['5-7', '8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'day',
        weather: 'snow',
        mood: 'happy',
        cast: ['hero', 'creature'],
        object: 'world',
        actions: { hero: 'carry', creature: 'carry' },
        objectAt: 'ground',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Back and forth they went across {place.def}, filling the {object.nom}, emptying the {object.nom}, again and again.',
            'Up and down {place.def} went {hero} and the {creature.nom}, fill, carry, empty, fill, carry, empty.',
          ],
        },
        {
          alts: [
            'The snow fell faster, but they worked faster too.',
            'The snow came thicker and thicker, but they hurried, and did not stop.',
          ],
        },
        { text: 'Fill, carry, empty, faster, faster, said the {creature.nom}!', bands: ['2-4'] },
        {
          text: 'The {creature.nom} talked as they worked, about the long dark weeks under the snow, when there is nothing to do but sleep and nibble and wait, and how every nut in the store was a day of not being hungry. {hero} began to count the nuts differently after that. Each one was not just a nut. It was a Tuesday, or a Friday, or a snowy Sunday in February.',
          bands: ['8-10'],
        },
        {
          text: 'The {creature.nom} showed {hero} which nuts were good and which were hollow, and {hero} showed the {creature.nom} how to make the {object.nom} hold even more, and they became a very good team.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Somewhere along the way, {hero} stopped thinking about the big hill, not because {h:he|she} had decided to, but because {h:he|she} had got busy with the {object.nom}. There is a kind of happiness in working hard beside somebody for something that matters, and {hero} had never felt it before: it was quieter than sledging, but it went deeper, all the way down, like the roots of the trees {place.in}.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'evening',
        weather: 'snow',
        mood: 'happy',
        cast: ['hero', 'creature'],
        object: 'world',
        actions: { hero: 'hug', creature: 'hug' },
        objectAt: 'ground',
        framing: 'close',
      },
      text: [
        {
          alts: [
            'Just as the world turned white, the very last nut went into the store. It was full!',
            'As the last light faded and {place.def} turned white, the {creature.nom}’s winter store was full to the top.',
          ],
        },
        {
          alts: [
            '“Thank you,” said the {creature.nom}. “Now my family will have enough all winter long.”',
            '“We did it!” cried the {creature.nom}. “Thank you, {hero}. Now nobody will be hungry this winter.”',
          ],
        },
        { text: 'Full, full, full, thank you, {hero}, said the {creature.nom}!', bands: ['2-4'] },
        {
          text: '“Helping is better with the right {object.nom},” said {hero}, “and a friend.”',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'And here is something {hero} did not find out until spring: a few of the nuts from that first spilled trail had rolled into the soft earth near {hero}’s garden gate, and one of them had stayed. In April, a little green shoot came up beside the gate, and by the next winter it was a small tree, and by the winter after that, it had nuts of its own, and the {creature.nom} came every autumn to gather them.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'evening',
        weather: 'snow',
        mood: 'happy',
        cast: ['hero', 'creature'],
        object: 'world',
        actions: { hero: 'build', creature: 'build' },
        objectAt: 'ground',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'There was just enough light left for one snowball each, and one small snowman, with a nut for a nose.',
            'Before it got dark, {hero} and the {creature.nom} built a tiny snowman {place.in}, with nuts for eyes.',
          ],
        },
        { text: 'A little snowman {place.there}, with a nut nose!', bands: ['2-4'] },
        {
          text: 'It was not the big hill, and it was not sledging, but {hero} thought it was the best snowman {h:he|she} had ever made, and the {creature.nom} agreed.',
          bands: ['5-7', '8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'home',
        time: 'night',
        weather: 'snow',
        mood: 'sleepy',
        cast: ['hero'],
        object: null,
        actions: { hero: 'sleep' },
        framing: 'close',
        prop: 'bed',
      },
      text: [
        {
          alts: [
            'That night, snow fell softly on {place.def}, and {hero} was warm in bed.',
            'At bedtime, {hero} watched the snow falling outside, soft and white over {place.def}.',
          ],
        },
        {
          alts: [
            'And in {c:his|her} {creature.bed}, the {creature.nom} was warm too, with a store full of nuts and a tummy full of supper.',
            'And deep in {c:his|her} cosy {creature.bed}, the little {creature.nom} was snuggled up beside {c:his|her} winter store, fast asleep.',
          ],
        },
      ],
    },
  ],
  questions: [
    {
      question: 'Who needed help before the snow?',
      right: 'A little {creature.nom}',
      wrong: ['{^other.creature.indef}', '{^other2.creature.indef}'],
    },
    {
      question: 'What happened when {hero} filled {h:his|her} pockets?',
      right: 'The nuts spilled everywhere',
      wrong: ['The pockets tore off', 'The {creature.nom} ate them'],
    },
    {
      question: 'What did {hero} carry the nuts in at last?',
      right: '{h:His|Her} {object.nom}',
      wrong: ['{h:His|Her} {other.object.nom}', 'A big bucket'],
    },
    {
      question: 'How did {hero} feel after helping all day?',
      right: 'Happy, even without sledging',
      wrong: ['Cross about the snow', 'Sad about the nuts'],
    },
  ],
};

const stuckUpTree: Plot = {
  id: 'helping-stuck-up-a-tree',
  moral: 'helping',
  titles: ['Up in the Tree', 'The {^object} in the Branches', '{hero} to the Rescue'],
  places: ['park', 'garden', 'meadow', 'village'],
  creatures: ['mouse', 'rabbit', 'hedgehog', 'duck', 'puppy'],
  objects: ['kite', 'ball', 'scarf'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'wind',
        mood: 'worried',
        cast: ['hero', 'friend', 'creature'],
        object: 'world',
        actions: { hero: 'point', friend: 'point', creature: 'look-for' },
        objectAt: 'up-tree',
        framing: 'wide',
        prop: 'tall-tree',
      },
      text: [
        {
          alts: [
            'A little {creature.nom} was standing under the tallest tree {place.in}, looking up and sniffing.',
            'Under the tallest tree {place.there}, {hero} found a little {creature.nom} staring upwards with tears in {c:his|her} eyes.',
          ],
        },
        {
          alts: [
            'High in the branches was {c:his|her} {object.nom}, stuck fast.',
            'Way up in the branches, caught on a twig, was the {creature.nom}’s {object.nom}.',
          ],
        },
        { text: 'Up, up, up in the tree: the {creature.nom}’s {object.nom}!', bands: ['2-4'] },
        {
          text: '“The wind took it,” sniffed the {creature.nom}, “and now it’s too high, and I’m too small.”',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{friend} looked up at the tree, and down at the {creature.nom}, and said, “Leave it to us,” with a great deal more confidence than {friend} felt.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: 'The {object.nom} fluttered up there like a flag, and every time the wind blew, it tugged at the twig, and every time it tugged, the {creature.nom} flinched, as if it were {c:his|her} own tail being pulled.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'morning',
        mood: 'happy',
        cast: ['hero'],
        object: 'world',
        actions: { hero: 'reach-up' },
        objectAt: 'up-tree',
        framing: 'medium',
        prop: 'tall-tree',
      },
      text: [
        {
          alts: [
            '“Don’t worry,” said {hero}. “I’ll get it down.” And {h:he|she} jumped as high as {h:he|she} could.',
            '“I’ll get it for you,” said {hero}, and jumped, and jumped, and jumped.',
          ],
        },
        {
          alts: [
            'Boing! Boing! But the {object.nom} was much too high.',
            'Boing, boing, boing went {hero}, but the {object.nom} stayed far above {h:his|her} fingers.',
          ],
        },
        { text: 'Jump, jump, jump, but the {object.nom} was too high!', bands: ['2-4'] },
        {
          text: '{hero} tried climbing the trunk, but the bark was smooth and slippery, and {h:he|she} slid down every time, like {other.creature.indef} on an icy pond.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} jumped until {h:his|her} legs went wobbly, and the only thing {h:he|she} caught {place.in} was a leaf, which fell on {h:his|her} head and stayed there like a small green hat.',
          bands: ['5-7', '8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'day',
        mood: 'worried',
        cast: ['hero', 'friend', 'creature'],
        object: 'world',
        actions: { hero: 'sit', friend: 'stand', creature: 'sit' },
        objectAt: 'up-tree',
        framing: 'medium',
        prop: 'tall-tree',
      },
      text: [
        {
          alts: [
            'Next {hero} threw a stick up at the {object.nom}, to knock it down.',
            'Next, {hero} found a stick and threw it up into the branches to knock the {object.nom} loose.',
          ],
        },
        {
          alts: [
            'But the stick got stuck in the tree too! Now there was {object.indef} AND a stick up there.',
            'But clunk, the stick got caught in the tree as well, right next to the {object.nom}!',
          ],
        },
        { text: 'Oh no, now the stick is stuck next to the {object.nom}!', bands: ['2-4'] },
        {
          text: '{hero} threw a second stick to knock down the first stick, and that one got stuck beside the {object.nom} too. {friend} suggested a third stick, and they looked at each other, and decided that the tree was collecting sticks and they should stop feeding it.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: 'The {creature.nom} sat down on the grass with a bump. “It’s no good,” said the {creature.nom}, “my {object.nom} is gone forever.”',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} sat down beside the {creature.nom}, and for a moment neither of them said anything, and the {object.nom} flapped sadly in the branches above, as if it were waving goodbye.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} looked at the tree, now decorated with {object.indef} and two sticks, and felt {h:his|her} face go hot. Helping, it turned out, could make things worse if you did it without thinking: {h:he|she} had been so busy wanting to rescue the {object.nom} that {h:he|she} had not stopped to work out how.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'day',
        mood: 'calm',
        cast: ['hero', 'creature'],
        object: 'world',
        actions: { hero: 'sit', creature: 'walk' },
        objectAt: 'up-tree',
        framing: 'wide',
        prop: 'tall-tree',
      },
      text: [
        {
          alts: [
            '{hero} sat down next to the {creature.nom} and thought. What did {h:he|she} need? Something long, and something to stand on.',
            'So {hero} stopped, and sat, and thought hard. To reach the {object.nom}, {h:he|she} needed to be taller, and longer.',
          ],
        },
        {
          alts: [
            'Then {h:he|she} remembered: Grandpa’s garden rake, and the old wooden box by the shed!',
            'Then {h:he|she} remembered the long garden rake, and the big wooden crate behind the shed.',
          ],
        },
        { text: 'Think, think, {hero}: a rake and a box for the {object.nom}!', bands: ['2-4'] },
        {
          text: '{hero} made a plan, the way Grandpa made plans for the garden: first, the crate, flat and steady, on the flattest ground {place.in}; second, someone to hold it; third, the rake, long end up; and last of all, slowly, because quick had already cost them two sticks. Saying the plan out loud made it feel real, and the {creature.nom} listened to every word, nodding.',
          bands: ['8-10'],
        },
        {
          text: 'Grandpa came too, and carried the heavy crate across {place.def}, but he did not take the rake: “Your idea,” he said, “your rescue.”',
          bands: ['5-7', '8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'day',
        mood: 'happy',
        cast: ['hero', 'friend', 'creature'],
        object: 'world',
        actions: { hero: 'reach-up', friend: 'stand', creature: 'receive' },
        objectAt: 'creature',
        framing: 'close',
        prop: 'tall-tree',
      },
      text: [
        {
          alts: [
            '{hero} stood on the box, and the {creature.nom} held it steady. Then {hero} reached up with the rake, up, up, up…',
            'Up on the crate climbed {hero}, while the {creature.nom} held it still with all {c:his|her} might, and {hero} stretched the rake high, higher, highest…',
          ],
        },
        {
          alts: [
            '…and hooked the {object.nom}, and gently wiggled it free! Down it floated, into the {creature.nom}’s arms.',
            '…until the rake caught the {object.nom}, and with one careful wiggle, down it came, right into the {creature.nom}’s {creature.paws}!',
          ],
        },
        { text: 'Stretch, hook, wiggle, and down came the {object.nom}, hooray!', bands: ['2-4'] },
        {
          text: '{friend} held one side of the crate and the {creature.nom} held the other, because it was wobblier than it looked; {hero} could never have reached without both of them, and they could never have reached at all.',
          friend: true,
        },
        {
          text: 'The two sticks came down too, clattering, and {hero} decided not to mention them to the {creature.nom}.',
          bands: ['5-7', '8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'day',
        mood: 'happy',
        cast: ['hero', 'creature'],
        object: 'world',
        actions: { hero: 'hug', creature: 'hug' },
        objectAt: 'creature',
        framing: 'close',
      },
      text: [
        {
          text: 'For a second, at the very top of the stretch, {hero} had wobbled, and the crate had wobbled, and {hero} had thought: this is it, I’m going to fall, and the {object.nom} will stay up there forever and I will be in the flowerbed. But the {creature.nom} had held on with every bit of strength in {c:his|her} small body, and the crate had stopped wobbling, and {hero} had understood that a rescue is never really done by one.',
          bands: ['8-10'],
        },
        {
          alts: [
            'The {creature.nom} hugged the {object.nom}, and then {c:he|she} hugged {hero}, and then the {object.nom} again.',
            'The {creature.nom} danced round and round with {c:his|her} {object.nom}, and then threw {c:his|her} arms round {hero}.',
          ],
        },
        {
          alts: [
            '“You’re the best helper {place.in}!” said the {creature.nom}.',
            '“Thank you, thank you!” said the {creature.nom}. “You didn’t give up!”',
          ],
        },
        { text: 'Hug, hug, hug, a happy {creature.nom}!', bands: ['2-4'] },
        {
          text: 'And guess what? when the rake had rattled the branches, something else had come tumbling down too, and it was a little old {other.object.nom}, faded by the sun, that the {creature.nom}’s big brother had lost in that same tree two whole summers ago. Nobody {place.there} had ever been able to reach it; now it was back, and the {creature.nom} ran all the way home to give it to him.',
          bands: ['8-10'],
        },
        {
          text: '“Helping isn’t just wanting to help,” said {hero} to the {creature.nom}, “it’s thinking how.”',
          bands: ['5-7', '8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'evening',
        mood: 'happy',
        cast: ['hero', 'creature'],
        object: 'world',
        actions: { hero: 'run', creature: 'run' },
        objectAt: 'sky',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'They played with the {object.nom} until sunset, far away from the tall tree.',
            'All afternoon they played with the {object.nom} {place.in}, keeping well away from the tall tree.',
          ],
        },
        {
          text: 'They played all the games {object.indef} can play, and invented two new ones, and the {creature.nom}’s big brother came to join in, holding his faded old {other.object.nom} as if it were made of gold.',
          bands: ['8-10'],
        },
        {
          text: 'The {creature.nom} told everybody {place.there} about {hero}’s clever rescue, and it got a little bigger each time, until by evening {hero} had apparently climbed to the top of the tree in a thunderstorm. {hero} did not correct the {creature.nom}, well, not completely.',
          bands: ['5-7', '8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'home',
        time: 'night',
        mood: 'sleepy',
        cast: ['hero'],
        object: null,
        actions: { hero: 'sleep' },
        framing: 'close',
        prop: 'bed',
      },
      text: [
        {
          alts: [
            'That night, {hero} put the rake back by the shed and said thank you to it.',
            'At bedtime, {hero} looked out at the tall tree {place.in}, black against the stars, with no {object.nom} in it at all.',
          ],
        },
        {
          alts: [
            'And {h:he|she} fell asleep dreaming of tall trees, and long rakes, and a very happy {creature.nom}.',
            'And the tall tree stood quietly in the moonlight, and {hero} fell fast asleep.',
          ],
        },
      ],
    },
  ],
  questions: [
    {
      question: 'What was stuck in the tree?',
      right: 'The {creature.nom}’s {object.nom}',
      wrong: ['The {creature.nom}’s {other2.object.nom}', 'A big red balloon'],
    },
    {
      question: 'What happened to the stick {hero} threw?',
      right: 'It got stuck in the tree too',
      wrong: ['It broke the window', 'It flew away'],
    },
    {
      question: 'What did {hero} use in the end?',
      right: 'A long rake and a wooden box',
      wrong: ['A ladder and a rope', 'A very big jump'],
    },
    {
      question: 'What did {hero} learn about helping?',
      right: 'You have to think how to help',
      wrong: ['You should always jump higher', 'Helping is too hard'],
    },
  ],
};

const afterStorm: Plot = {
  id: 'helping-after-the-storm',
  moral: 'helping',
  titles: ['After the Storm', 'A New Home for the {^creature}', 'Home Again, {^creature}'],
  places: ['forest', 'garden', 'river', 'park'],
  creatures: ['robin', 'squirrel', 'duck', 'hedgehog'],
  objects: ['scarf', 'feather', 'basket'],
  pages: [
    {
      scene: {
        place: 'home',
        time: 'night',
        weather: 'storm',
        mood: 'worried',
        cast: ['hero'],
        object: null,
        actions: { hero: 'sit' },
        framing: 'medium',
        prop: 'bed',
      },
      text: [
        {
          alts: [
            'One night there was a great storm. The wind howled and the rain drummed on the windows.',
            'All night long a storm roared over {place.def}: the wind howled, the rain rattled, the trees creaked and groaned.',
          ],
        },
        {
          alts: [
            '{hero} lay in bed and listened, and wondered about the little creatures out there.',
            'Snug in bed, {hero} listened, and thought about all the small creatures out in the storm.',
          ],
        },
        { text: 'Whoo, whoo went the wind, and pitter, patter went the rain.', bands: ['2-4'] },
        {
          text: 'Somewhere out there, {hero} knew, lived {creature.indef} in a {creature.bed}, and {hero} hoped it was holding on tight.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'There is a particular feeling you get, lying warm in bed while a storm rages: cosy and guilty at the same time, as if your warmth were something you had taken from somebody else. {hero} pulled the blanket up to {h:his|her} chin and listened to a branch tapping on the window, tap, tap, like a small {creature.nom} asking to come in.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'morning',
        mood: 'worried',
        cast: ['hero', 'friend', 'creature'],
        object: null,
        actions: { hero: 'look-for', friend: 'point', creature: 'sit' },
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'In the morning, {place.def} was full of broken branches and puddles.',
            'In the morning the storm had gone, but {place.def} was a mess of twigs and leaves and puddles.',
          ],
        },
        {
          alts: [
            'And there, on the wet ground, sat the {creature.nom}, looking at the remains of {c:his|her} {creature.bed}.',
            'There sat the little {creature.nom}, shivering, beside what was left of {c:his|her} {creature.bed}.',
          ],
        },
        {
          alts: [
            '“The storm blew my home to bits,” said the {creature.nom}.',
            '“My {creature.bed} is gone,” said the {creature.nom} in a very small voice. “The wind took it all.”',
          ],
        },
        { text: 'Poor {creature.nom}, no {creature.bed} after the storm!', bands: ['2-4'] },
        {
          text: '{friend} had come out to look at the fallen branches, and found the {creature.nom} first, and called {hero} over in a hushed voice.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Bits of the {creature.bed} were scattered everywhere: a twig here, a tuft there, a soggy heap of what had been a lining. It had taken the {creature.nom} all spring to build, {c:he|she} said, and the wind {place.in} had taken one night to undo it.',
          bands: ['5-7', '8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'morning',
        mood: 'calm',
        cast: ['hero', 'creature'],
        object: null,
        actions: { hero: 'build', creature: 'build' },
        framing: 'medium',
      },
      text: [
        {
          alts: [
            '“I’ll help you build a new one,” said {hero}. “Right now.”',
            '“Don’t worry,” said {hero}, kneeling down. “We’ll build you a new {creature.bed} together.”',
          ],
        },
        {
          alts: [
            'First they gathered twigs. But the twigs were wet and slippery, and the first new {creature.bed} fell apart. Flop!',
            'First they tried with the wet twigs lying about, but everything was soggy, and the new {creature.bed} flopped into a heap.',
          ],
        },
        { text: 'Twigs, twigs, and oh no, flop went the {creature.bed}!', bands: ['2-4'] },
        {
          text: 'Each time the {creature.bed} fell, the {creature.nom} looked a little smaller and a little more tired, and {hero} felt {h:his|her} cheerfulness wearing thin, like a sock with a hole coming.',
          bands: ['8-10'],
        },
        {
          text: 'They tried again {place.in}, and it flopped again; the third time, it did not flop, but it leaned, like a tired old hat, and the {creature.nom} looked at it doubtfully.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} was beginning to understand that wanting to help {creature.indef} and knowing how to help were two different things. {h:He|She} did not know how to build a {creature.bed}. The {creature.nom} did. So {hero} stopped building, and started asking the {creature.nom}.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'day',
        mood: 'calm',
        cast: ['hero', 'friend', 'creature'],
        object: null,
        actions: { hero: 'carry', friend: 'carry', creature: 'build' },
        framing: 'wide',
      },
      text: [
        {
          alts: ['“What do you need most?” asked {hero}.', '“Tell me what you need,” said {hero}, “and I’ll find it.”'],
        },
        {
          alts: [
            '“Dry things,” said the {creature.nom}. “Dry moss, dry grass, and something soft and warm inside.”',
            '“Something dry,” said the {creature.nom}, “and something soft, to keep the warm in.”',
          ],
        },
        { text: 'Dry things, soft things, warm things for the {creature.nom}.', bands: ['2-4'] },
        {
          text: 'So {hero} went looking all over {place.def}: under the big hedge the moss had stayed dry, and in the old shed there was a heap of last summer’s hay. {hero} carried armful after armful, and the {creature.nom} built, and {hero} handed, and it began to look like something.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{friend} found the dry moss, under the hedge {place.in} where nobody else would have looked, and {hero} carried it, because {friend}’s arms were full of hay; each one went where the other could not.',
          friend: true,
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'day',
        mood: 'calm',
        cast: ['hero', 'creature'],
        object: 'world',
        actions: { hero: 'give', creature: 'receive' },
        framing: 'close',
      },
      text: [
        {
          alts: [
            'But something soft was still missing. Then {hero} thought of {h:his|her} own {object.nom}.',
            'It was nearly done, but the inside still needed something soft and warm. {hero} thought, and thought, and then looked at {h:his|her} {object.nom}.',
          ],
        },
        {
          alts: [
            '{h:He|She} gave it to the {creature.nom}. “For the inside,” {h:he|she} said. “To keep you warm.”',
            '“Here,” said {hero}, holding out the {object.nom}. “Put this inside. It’s soft and warm.”',
          ],
        },
        { text: 'Here, {creature.nom}. My {object.nom}, for you.', bands: ['2-4'] },
        {
          text: 'It was {hero}’s favourite {object.nom}. For a moment {h:he|she} wanted to keep the {object.nom}, but the {creature.nom} needed it more, and {hero} knew it.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} watched the {creature.nom} tuck the {object.nom} carefully into the very middle of the {creature.bed}, smoothing it, patting it, turning round on it, and felt a strange mixture of sad and glad. Sad to see the {object.nom} go, glad to see where it went; {h:he|she} decided that the glad was bigger, and that the sad would probably get smaller by teatime.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'evening',
        mood: 'happy',
        cast: ['hero', 'creature'],
        object: 'world',
        actions: { hero: 'wave', creature: 'sleep' },
        objectAt: 'nest',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'By evening, the new {creature.bed} was finished, strong and dry and cosy.',
            'By sunset, there it was: a brand-new {creature.bed}, stronger and cosier than the old one.',
          ],
        },
        {
          alts: [
            'The {creature.nom} climbed in and sighed happily. “It’s the best home I’ve ever had,” {c:he|she} said.',
            'In climbed the {creature.nom}, and snuggled down, and sighed the happiest sigh. “Thank you, {hero}. It’s perfect.”',
          ],
        },
        { text: 'Snug, snug, the {creature.nom} in {c:his|her} new home!', bands: ['2-4'] },
        {
          text: '“Helping is best,” said {hero} to the {creature.nom}, “when you ask what somebody needs, and then you give it.”',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'But then something funny happened: a few weeks later, {hero} heard tiny sounds coming from the new {creature.bed}, and peeped in very carefully. There were three tiny baby {creature.pl}, fast asleep, curled up together in the very middle, right on top of {hero}’s {object.nom}. The {creature.nom} had built the new home bigger than the old one, and now {hero} knew why.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'evening',
        mood: 'happy',
        cast: ['hero', 'creature'],
        object: 'world',
        actions: { hero: 'walk', creature: 'wave' },
        objectAt: 'nest',
        framing: 'wide',
      },
      text: [
        {
          text: 'On the way home {hero} passed other broken things from the storm: a fallen fence, a flattened flowerbed, {other.creature.indef} looking sadly at a soggy doorway. {hero} could not fix them all. But {h:he|she} stopped at the {other.creature.nom}’s door and asked, “What do you need most?” and wrote the answer down, to bring tomorrow.',
          bands: ['8-10'],
        },
        {
          alts: [
            '{hero} said goodnight to the {creature.nom} and walked home through the clean, washed evening.',
            'As the first star came out over {place.def}, {hero} waved goodnight to the {creature.nom} and went home.',
          ],
        },
        {
          text: 'Everything {place.in} smelled new after the rain: the grass, the earth, even the air itself, as if the storm had been a big wash and now the world was drying off.',
          bands: ['5-7', '8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'home',
        time: 'night',
        mood: 'sleepy',
        cast: ['hero'],
        object: null,
        actions: { hero: 'sleep' },
        framing: 'close',
        prop: 'bed',
      },
      text: [
        {
          alts: [
            'That night, there was no storm, only a soft breeze over {place.def}.',
            'That night the sky over {place.def} was clear and full of stars.',
          ],
        },
        {
          alts: [
            '{hero} fell asleep knowing that the {creature.nom} was warm and dry, wrapped in {h:his|her} {object.nom}.',
            'And {hero} slept soundly, because somewhere, the {creature.nom} was snug in a new home, with a little bit of {hero} inside.',
          ],
        },
      ],
    },
  ],
  questions: [
    {
      question: 'What broke the {creature.nom}’s home?',
      right: 'A big storm',
      wrong: ['A hungry {other.creature.nom}', 'A falling {other.object.nom}'],
    },
    {
      question: 'What did the {creature.nom} need most?',
      right: 'Dry and soft things',
      wrong: ['Wet sticks', 'Lots of stones'],
    },
    {
      question: 'What did {hero} give for the inside?',
      right: '{h:His|Her} {object.nom}',
      wrong: ['{h:His|Her} {other.object.nom}', '{h:His|Her} {other2.object.nom}'],
    },
    {
      question: 'What did {hero} learn about helping?',
      right: 'Ask what somebody needs, then give it',
      wrong: ['Build fast without asking', 'Let the wind do it'],
    },
  ],
};

export const helpingPlots: Plot[] = [beforeSnow, stuckUpTree, afterStorm];
