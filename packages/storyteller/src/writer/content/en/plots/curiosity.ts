/** Curiosity: a strange sound in the evening, an old map of secrets, where the stream goes. */
import type { Plot } from '../../format.js';

const strangeSound: Plot = {
  id: 'curiosity-the-strange-sound',
  moral: 'curiosity',
  titles: ['What Is That Sound?', '{hero} and the Mystery', 'The Evening Music'],
  places: ['forest', 'garden', 'river', 'village'],
  creatures: ['frog', 'owl', 'hedgehog', 'mouse', 'cat'],
  objects: ['bell', 'drum'],
  pages: [
    {
      scene: {
        place: 'home',
        time: 'evening',
        mood: 'calm',
        cast: ['hero', 'friend'],
        object: null,
        actions: { hero: 'peek', friend: 'sit' },
        framing: 'medium',
        prop: 'window',
      },
      text: [
        {
          alts: [
            'One evening, just before bedtime, {hero} heard a strange sound coming from {place.def}: “{object.noise}… {object.noise}…”',
            'Every evening that week, when the sun went down over {place.def}, a strange little sound floated in at {hero}’s window: “{object.noise}, {object.noise}.”',
          ],
        },
        { alts: ['“What could that be?” wondered {hero}.', '“Who is making that sound?” {hero} asked. “And why?”'] },
        { text: '{^object.noise}, {object.noise}, what is that sound?', bands: ['2-4'] },
        {
          text: '{friend} was sleeping over, and said the {object.noise} was probably nothing, and then lay awake listening to the nothing, and said maybe it was something after all.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: 'It came at the same time every evening, as the first star came out, and it stopped when the moon rose. {hero} had asked Mum about the sound, and Mum did not know, and Dad, who guessed it was a pipe, and Grandma, who only smiled and said, “Why don’t you find out?”',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} was the sort of child who could not leave a question alone: questions sat in {h:his|her} head like pebbles in a shoe, and the only way to get rid of them was to go and look, and this “{object.noise}” had been in {h:his|her} shoe for five whole days.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'evening',
        mood: 'happy',
        cast: ['hero'],
        object: null,
        actions: { hero: 'walk' },
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'So {hero} put on {h:his|her} boots, took a torch, and went out {place.to} to find out.',
            'So with Grandma’s torch and {h:his|her} warmest jumper, {hero} set off into {place.def} to follow the sound.',
          ],
        },
        {
          alts: [
            '“Maybe it’s a giant snoring,” {h:he|she} whispered. “Or a dragon hiccupping.”',
            '“Perhaps it’s a fairy doorbell,” {h:he|she} thought, “or a very small giant with a cold.”',
          ],
        },
        { text: 'Tiptoe, tiptoe, into {place.def}. {^object.noise}!', bands: ['2-4'] },
        {
          text: 'Outside, everything sounded different. In the daytime {place.def} was full of noise you did not notice; at night each sound stood alone, clear and separate: a leaf, a drip, a distant car, a rustle. {hero} walked slowly, turning {h:his|her} head this way and that, and found that {h:he|she} could follow the “{object.noise}” the way you follow a thread through a tangle, if you were patient.',
          bands: ['8-10'],
        },
        {
          text: 'Grandma stood at the door with her arms folded and watched {hero} go; she did not come along, but she left the porch light on, and {hero} could see its yellow glow behind {h:him|her} the whole way.',
          bands: ['5-7', '8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'evening',
        mood: 'happy',
        cast: ['hero', 'friend'],
        object: null,
        actions: { hero: 'look-for', friend: 'stand' },
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'First, {hero} found a bucket under a dripping drainpipe: plip, plop. “Is it you?” {h:he|she} asked the bucket.',
            'First, {hero} followed a sound to an old tin bucket, where raindrops fell from the roof: plink, plonk.',
          ],
        },
        {
          alts: [
            'But no. The sound came again, from further away: “{object.noise}…”',
            'But then, far beyond, came the real sound again: “{object.noise}…” It was not the bucket at all.',
          ],
        },
        { text: 'Plip, plop, it was not the bucket, but {object.noise}, further away {place.in}!', bands: ['2-4'] },
        {
          text: '{hero} was a little disappointed in the bucket {place.there}, but also rather pleased, because a mystery that turns out to be a bucket is hardly a mystery at all.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{friend}, who liked to keep records, wrote in a notebook: the {object.noise} is not the bucket.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'night',
        mood: 'happy',
        cast: ['hero'],
        object: null,
        actions: { hero: 'peek' },
        framing: 'close',
      },
      text: [
        {
          alts: [
            'Next, {hero} heard a deep rumble behind a bush. “The giant!” {h:he|she} gasped, and peeked.',
            'Next, behind a big bush, came a snuffly, rumbly noise. “The dragon!” whispered {hero}, and peeped round.',
          ],
        },
        {
          alts: [
            'It was only {other.creature.indef}, fast asleep and snoring. Zzz, zzz.',
            'But it was only {other.creature.indef}, snoring away with {other.creature.nom} mouth open. Zzzz.',
          ],
        },
        { text: 'A snoring {other.creature.nom}, not a giant, shh!', bands: ['2-4'] },
        {
          text: '{hero} giggled so hard {h:he|she} had to hold {h:his|her} nose, and the {other.creature.nom} snored on, and had no idea that {other.creature.nom} had been mistaken for a dragon.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Two wrong guesses {place.in}, and {hero} did not mind: each wrong answer, {h:he|she} was discovering, was a little door closing behind {h:him|her}, and every closed door meant one less place the answer could be hiding. That was how finding out worked: you did not need to be right first time about the {object.noise}, you just needed to keep asking.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'night',
        mood: 'calm',
        cast: ['hero', 'friend', 'creature'],
        object: 'world',
        actions: { hero: 'walk', friend: 'hide', creature: 'sit' },
        objectAt: 'creature',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'At last, by a big flat stone {place.in}, {hero} found it. A little {creature.nom} was sitting there with {object.indef}.',
            'Then, by an old flat stone in the middle of {place.def}, {hero} saw who it was: a little {creature.nom}, with {object.indef}.',
          ],
        },
        {
          alts: [
            '{^object.noise}, went the {object.nom}. The {creature.nom} looked up and jumped. “Oh! You found me!”',
            'The {creature.nom} {object.used}, {object.noise}, and then saw {hero}, and nearly fell off the stone.',
          ],
        },
        { text: 'It was the {creature.nom}! {^object.noise}!', bands: ['2-4'] },
        {
          text: '“I didn’t mean to frighten you, {creature.nom},” said {hero}, “I just wanted to know what the sound was.”',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{friend} hung back by the torch, because {f:he|she} was shy of new creatures, and {hero} stepped forward, because {h:he|she} was not; with the torch’s light and {hero}’s hello, the {creature.nom} was not frightened for long.',
          friend: true,
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'night',
        mood: 'happy',
        cast: ['hero', 'creature'],
        object: 'world',
        actions: { hero: 'sit', creature: 'point' },
        objectAt: 'creature',
        framing: 'close',
      },
      text: [
        {
          alts: [
            'Then {hero} asked all {h:his|her} questions. “Why do you play it? Why every evening? Can I try?”',
            'And {hero} asked question after question: “Why here? Why now? Why every night? Can I have a go?”',
          ],
        },
        {
          alts: [
            'The {creature.nom} laughed. “So many questions! All right, I’ll tell you.”',
            'The {creature.nom} giggled. “You ask more questions than anyone {place.in}! Listen, and I’ll tell you.”',
          ],
        },
        { text: 'Why, why, why, asked {hero}, and the {creature.nom} laughed.', bands: ['2-4'] },
        {
          text: 'And the {creature.nom} showed {hero} how to {object.use}, gently, not too hard, so that the sound went out soft and round across {place.def}.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Playing the {object.nom} was harder than it looked: {hero}’s first try went clonk, and {h:his|her} second went splat, and the {creature.nom} covered {c:his|her} ears. But the third one went out just right, a soft, round, singing sound, and {hero} felt it travel away from {h:him|her} into the dark, like a message in a bottle.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'night',
        mood: 'calm',
        cast: ['hero', 'creature'],
        object: 'world',
        actions: { hero: 'sit', creature: 'sit' },
        objectAt: 'creature',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            '“I play every evening for my granny, far away,” said the {creature.nom}. “So she knows I’m safe.”',
            '“My granny lives far across {place.def},” said the {creature.nom}. “Every evening I play so she knows I’m home safe.”',
          ],
        },
        {
          alts: [
            '“But how do you know she hears?” asked {hero}. “Listen,” said the {creature.nom}.',
            '“How do you know she can hear it?” asked {hero}, and the {creature.nom} said, “Shh. Listen.”',
          ],
        },
        { text: 'Listen, listen, {hero}, to {place.def}…', bands: ['2-4'] },
        {
          text: 'And very, very faintly, from far, far away, came an answer: “{object.noise}…” so soft that {hero} had never once noticed it, in all those evenings of listening.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'That was the part {hero} thought about for weeks afterwards: {h:he|she} had spent five evenings wondering about one “{object.noise}”, and all that time there had been two, a question and an answer, going back and forth across the dark. {h:He|She} had only heard half, and it made {hero} wonder how many other answers were out there, too quiet to notice {place.in}, waiting for someone curious enough to listen properly.',
          bands: ['8-10'],
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
            'Back in bed, {hero} heard it again: “{object.noise}…” And then, very softly, the answer from far away.',
            'That night, tucked up in bed, {hero} listened: first the {creature.nom}’s “{object.noise}”, and then, faint as a whisper, granny’s reply.',
          ],
        },
        {
          alts: [
            '“Goodnight, {creature.nom},” whispered {hero}. “Goodnight, granny.” And {h:he|she} fell asleep, still wondering about things.',
            '{hero} smiled. Every mystery, {h:he|she} decided, was just a question waiting for someone to go and look. And then {h:he|she} was asleep.',
          ],
        },
      ],
    },
  ],
  questions: [
    {
      question: 'What sound did {hero} hear every evening?',
      right: '“{^object.noise}”',
      wrong: ['“Quack-quack”', '“Tick-tock”'],
    },
    {
      question: 'What did {hero} find first?',
      right: 'A bucket with raindrops',
      wrong: ['A sleeping dragon', '{^other2.creature.indef} with a drum'],
    },
    {
      question: 'Who was making the sound?',
      right: 'A little {creature.nom}',
      wrong: ['{^other.creature.indef}', 'A snoring giant'],
    },
    {
      question: 'Why did the {creature.nom} play every evening?',
      right: 'So {c:his|her} granny would know {c:he|she} was safe',
      wrong: ['To wake everybody up', 'To scare away {other.creature.pl}'],
    },
  ],
};

const oldMap: Plot = {
  id: 'curiosity-the-old-map',
  moral: 'curiosity',
  titles: ['The Secret in the Attic', '{hero} Follows the Clues', 'Grandma’s Old {^object}'],
  places: ['forest', 'island', 'mountain', 'village'],
  creatures: ['owl', 'fox', 'squirrel', 'turtle'],
  objects: ['map', 'key', 'book'],
  pages: [
    {
      scene: {
        place: 'home',
        time: 'morning',
        weather: 'rain',
        mood: 'happy',
        cast: ['hero', 'friend'],
        object: 'world',
        actions: { hero: 'sit', friend: 'stand' },
        framing: 'medium',
        prop: 'window',
      },
      text: [
        {
          alts: [
            'On a rainy morning, {hero} climbed up into Grandma’s dusty attic, where a little round window looked out towards {place.def}.',
            'It was raining, so {hero} went exploring in Grandma’s attic, where the dust danced and the rain hid {place.def} in grey.',
          ],
        },
        {
          alts: [
            'In an old wooden box, {h:he|she} found {object.indef}, very old, with little drawings on it: a tree, a stone, a star.',
            'At the bottom of a creaky trunk lay {object.indef}, yellow with age, covered in tiny drawings: a tree with two trunks, a singing stream, a star.',
          ],
        },
        { text: 'An old, old {object.nom}, with a tree and a star!', bands: ['2-4'] },
        {
          text: '{friend} sneezed from the dust, and then sneezed again, and then said the {object.nom} was definitely a treasure map and {friend} had always known it.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Under the drawings on the {object.nom}, in faded handwriting, were the words “For whoever is curious enough”, and {hero} read them three times. {h:He|She} felt as if the {object.nom} had been waiting up there, in the dark, just for {h:him|her}.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} had the kind of curiosity that itched, especially about an old {object.nom}. Most people, finding an old {object.nom} in an attic, would look at it, say “how funny”, and put it back. {hero} could no more put it back than stop a sneeze, because there were questions in it, and questions, to {hero}, were like the first page of a book: you simply had to turn them, even if they led a very long way.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'home',
        time: 'morning',
        mood: 'happy',
        cast: ['hero'],
        object: 'world',
        actions: { hero: 'run' },
        framing: 'wide',
      },
      text: [
        { text: '“Find out!” said Grandma, smiling at the {object.nom}.', bands: ['2-4'] },
        {
          bands: ['5-7', '8-10'],
          alts: [
            '“Grandma, what is this {object.nom}?” asked {hero}, and Grandma only smiled and said, “Why don’t you find out?”',
            '{hero} ran downstairs with the {object.nom}, asking whose it was and what it meant, but Grandma’s eyes only twinkled: “That’s for you to discover.”',
          ],
        },
        {
          alts: [
            'So when the rain stopped, {hero} set off {place.to}, with the {object.nom} in {h:his|her} pocket.',
            'As soon as the sun came out, {hero} pulled on {h:his|her} boots and set off {place.to}, {object.nom} in hand.',
          ],
        },
        { text: 'Off goes {hero}, with the old {object.nom}!', bands: ['2-4'] },
        {
          text: 'Grandma packed {h:him|her} a sandwich and a flask, which was very helpful, and refused to say one more word about the {object.nom}, which was not.',
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
        actions: { hero: 'point', creature: 'sit' },
        framing: 'medium',
        prop: 'fence',
      },
      text: [
        {
          alts: [
            'On the way, {hero} met a wise old {creature.nom}. “What have you got there?” asked the {creature.nom}.',
            'Sitting on a fence {place.in} was a wise old {creature.nom}, who peered at the {object.nom} with great interest.',
          ],
        },
        {
          bands: ['5-7', '8-10'],
          alts: [
            '“Clues!” said {hero}, holding up the {object.nom}: “a tree with two trunks, do you know where it is?”',
            '“The {object.nom} is full of clues,” said {hero}, “and the first one is a tree with two trunks; have you seen one?”',
          ],
        },
        {
          alts: [
            '“Hmm,” said the {creature.nom}, “come with me.”',
            '“I might have,” said the {creature.nom}, “follow me.”',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            '“I know a tree with two trunks,” said the {creature.nom}, “follow me!”',
            '“Clues!” said {hero}, and the {creature.nom} said, “Come with me!”',
          ],
          bands: ['2-4'],
        },
        { text: 'Follow, follow, follow the {creature.nom} across {place.def}!', bands: ['2-4'] },
        {
          text: 'They walked for a long time {place.there}. {hero} kept taking the {object.nom} out and turning it round, and each time {h:he|she} noticed something new: a tiny arrow in a corner, a faint line like a path, a little squiggle that might be water. The {object.nom} had been made by somebody who wanted to be found, {hero} decided, but not too easily.',
          bands: ['8-10'],
        },
        {
          text: '{hero} noticed that the {creature.nom} did not give answers; {c:he|she} asked questions back. “What do you think the {object.nom} means, and why two trunks, do you suppose?” It was a bit annoying, and also rather wonderful, because it made {hero} think.',
          bands: ['8-10'],
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
        actions: { hero: 'point', friend: 'point', creature: 'stand' },
        framing: 'wide',
        prop: 'tall-tree',
      },
      text: [
        {
          alts: [
            'The {creature.nom} led them straight to the tree with two trunks, and next to it was a stream, singing over the stones: the second clue!',
            'There it was, just where the {creature.nom} had said: a tree growing in two trunks, like a giant letter V, and beyond it a stream that gurgled and sang.',
          ],
        },
        {
          alts: [
            '“Now, a star,” said {hero}, checking the {object.nom}, “but stars are in the sky, so how can we follow one in the daytime?”',
            '“The last clue on the {object.nom} is a star,” said {hero}, frowning, “but where do you find a star in the daytime?”',
          ],
        },
        { text: 'Two trunks, a singing stream, but where is the star, {creature.nom}?', bands: ['2-4'] },
        {
          text: '{hero} looked up at the sky over {place.def}, which was blue and starless. {h:He|She} looked at the stream, and at the tree, and at the {object.nom} again. The {creature.nom} waited, saying nothing, with the patient look of someone who knows the answer and wants you to find it yourself.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '“Maybe the star is not in the sky,” said {friend}, and the {creature.nom} winked.',
          friend: true,
          bands: ['2-4'],
        },
        {
          text: '{friend} was the one who said, “What if the star isn’t in the sky?” and {hero} was the one who looked down, and together, with the {object.nom} between them, they had the whole answer.',
          friend: true,
          bands: ['5-7', '8-10'],
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
        actions: { hero: 'dig', creature: 'dig' },
        framing: 'close',
      },
      text: [
        {
          alts: [
            'Then {hero} looked down instead of up, and there, on a flat stone by the stream, was a little star, just like the one on the {object.nom}!',
            'So {hero} looked down, and there it was, right under the {creature.nom}’s {creature.nose}: a star, scratched into a big flat stone, half hidden by moss.',
          ],
        },
        {
          alts: [
            '{hero} pushed the stone, and it moved, and underneath, where the {creature.nom} was already peering, lay a small tin box!',
            'Together, {hero} and the {creature.nom} rolled the stone aside, and underneath lay a little rusty tin box.',
          ],
        },
        { text: 'A star on a stone, and under the stone, a little box {place.in}!', bands: ['2-4'] },
        {
          text: '{hero}’s heart was thumping, and {h:he|she} thought of gold, and jewels, and crowns, and ancient coins, and {h:his|her} fingers were shaking as {h:he|she} lifted the lid while the {creature.nom} held {c:his|her} breath.',
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
        actions: { hero: 'sit', creature: 'peek' },
        framing: 'medium',
      },
      text: [
        {
          bands: ['5-7', '8-10'],
          alts: [
            'Inside the box were a shiny pebble, a bird’s feather, a drawing of {creature.indef}, and a note.',
            'In the tin there was no gold. There was a blue pebble, a striped feather, a picture of {creature.indef}, and a folded note.',
          ],
        },
        { text: 'A pebble, a feather, a picture of {creature.indef}, and a note!', bands: ['2-4'] },
        {
          alts: [
            'The note, signed “a curious child, long ago”, said: “I found all these {place.in} just by being curious, and now it’s your turn.”',
            'The note said: “Every question is a door, so keep opening them,” and it was signed: “A curious child who explored {place.def}, long ago.”',
          ],
        },
        {
          text: 'At first, {hero} was a tiny bit disappointed, because there was no gold {place.in} after all; then {h:he|she} looked again at the pebble, which had a fossil shell in it, and the feather, which was from a bird {h:he|she} had never seen, and the picture, which was so good that the {creature.nom} stared at it and said, “That’s my grandmother!”',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'And then {hero} looked at the handwriting on the note, and then at the handwriting on the {object.nom}, and then it clicked, like a key turning in a lock. The curious child, long ago, who had hidden the box and drawn the clues and made the picture of the {creature.nom}’s grandmother, was Grandma. Grandma, who had only smiled at the {object.nom} and told {hero} to find out for {h:himself|herself}.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'home',
        time: 'evening',
        mood: 'happy',
        cast: ['hero'],
        object: 'world',
        actions: { hero: 'hug' },
        framing: 'close',
      },
      text: [
        {
          alts: [
            '{hero} ran home and showed Grandma the tin and the {object.nom}, and Grandma laughed and hugged {h:him|her}: “I hid it when I was just your age!”',
            'Back home, {hero} held up the tin and cried, “It was YOU!” and Grandma laughed, because the clues on that old {object.nom} were her very own.',
          ],
        },
        {
          alts: [
            '“Being curious is the best adventure,” said {hero}, “you never know what you’ll find, or which {creature.nom} you’ll meet.”',
            '“Questions are like the clues on an old {object.nom},” said {hero}, “if you follow them, they always lead somewhere.”',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: 'That evening, {hero} did something else: {h:he|she} found a tin of {h:his|her} own, and put in a pebble, and a drawing of the {creature.nom}, and a note, and began to plan where to hide it, and what the clues would be, for someone curious, one day, a long time from now.',
          bands: ['8-10'],
        },
        { text: 'Grandma laughing, {hero} laughing, and the old {object.nom} on the table!', bands: ['2-4'] },
      ],
    },
    {
      scene: {
        place: 'home',
        time: 'night',
        mood: 'sleepy',
        cast: ['hero'],
        object: 'world',
        actions: { hero: 'sleep' },
        objectAt: 'on-prop',
        framing: 'close',
        prop: 'bed',
      },
      text: [
        {
          alts: [
            'That night, the little tin box sat beside {hero}’s bed, with the old {object.nom} on top.',
            'At bedtime, {hero} put the tin box and the {object.nom} under {h:his|her} pillow, just for tonight.',
          ],
        },
        {
          alts: [
            'And {h:he|she} fell asleep full of questions about the {creature.nom} and the tin and the star, which is the very best way to fall asleep.',
            'And {h:he|she} dreamed of stars on stones, and trees with two trunks, {place.in}, and all the questions still to ask.',
          ],
        },
      ],
    },
  ],
  questions: [
    {
      question: 'What did {hero} find in the attic?',
      right: 'An old {object.nom} with drawings',
      wrong: ['An old {other.object.nom}', 'A box of toys'],
    },
    {
      question: 'Who helped {hero} find the tree?',
      right: 'A wise old {creature.nom}',
      wrong: ['{^other.creature.indef}', 'Grandma'],
    },
    { question: 'Where was the star?', right: 'Scratched on a stone', wrong: ['In the sky', 'On the tree'] },
    {
      question: 'Who had hidden the box long ago?',
      right: 'Grandma, when she was a child',
      wrong: ['A pirate', 'The {creature.nom}'],
    },
  ],
};

const whereItGoes: Plot = {
  id: 'curiosity-where-does-it-go',
  moral: 'curiosity',
  titles: ['Where Does It Go?', '{hero} Follows the Stream', 'The Long Way to the Sea'],
  places: ['river', 'forest', 'meadow', 'mountain'],
  creatures: ['duck', 'frog', 'turtle', 'robin'],
  objects: ['boat', 'feather', 'apple', 'ball'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        mood: 'happy',
        cast: ['hero', 'friend'],
        object: 'world',
        actions: { hero: 'peek', friend: 'point' },
        framing: 'wide',
        prop: 'fence',
      },
      text: [
        {
          alts: [
            'There was a little stream that ran past {hero}’s house {place.in}, chattering over the stones.',
            'A little stream ran right past {hero}’s garden gate {place.there}, bubbling and chattering all day long.',
          ],
        },
        {
          alts: [
            'One morning, {hero} wondered: “Where does the water go?”',
            'One morning, watching it, {hero} had a question: “Where is all that water going in such a hurry?”',
          ],
        },
        { text: 'Splish, splash, little stream, where do you go?', bands: ['2-4'] },
        {
          text: 'Nobody seemed to know: Dad said “downhill”, which was true but not very helpful, and Mum said “somewhere else”, which was even less helpful.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{friend} said the stream probably went to a big hole under {place.def} where all water goes, and then admitted {friend} had just made that up.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: 'It seemed to {hero} an enormous question hiding inside a tiny stream: the water never stopped, it had been running past {h:his|her} gate since before {h:he|she} was born, every day and every night, so it must be going somewhere, and there must be an end, and {hero} wanted to see it.',
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
        object: 'world',
        actions: { hero: 'point', creature: 'splash' },
        objectAt: 'water',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'So {hero} put {h:his|her} {object.nom} on the water, and off it floated. “I’ll follow it,” said {hero}.',
            '{hero} set {h:his|her} {object.nom} down gently on the stream, and away it bobbed. “Let’s see where you go!” said {hero}.',
          ],
        },
        {
          alts: [
            '{^creature.indef} swam up beside it. “Going somewhere?” asked the {creature.nom}. “I’ll come too!”',
            'A friendly {creature.nom} paddled up: “I’ve always wondered where the stream goes too, so can I come?”',
          ],
        },
        { text: 'Bob, bob, went the {object.nom}. Off we go, {creature.nom}!', bands: ['2-4'] },
        {
          text: '{hero} had never followed anything before, not properly, for a whole day, and with the {creature.nom} beside {h:him|her} it felt like being a detective, or an explorer, or both. {h:He|She} made a rule: wherever the {object.nom} went, {h:he|she} would go too, as long as it was safe, and {h:he|she} would ask a question at every bend.',
          bands: ['8-10'],
        },
        {
          text: 'Grandma waved from the gate, and told {hero} and the {creature.nom} to be back by teatime, and to stay on the path, and not to go in deeper than {h:his|her} wellies, all of which {hero} promised.',
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
        actions: { hero: 'walk', creature: 'splash' },
        objectAt: 'water',
        framing: 'wide',
        prop: 'bridge',
      },
      text: [
        {
          alts: [
            'The {object.nom} floated past the farm, where the cows looked up and mooed.',
            'Down the stream bobbed the {object.nom}, past the farm and the cows, who watched it with great surprise.',
          ],
        },
        {
          alts: [
            'It went under a little bridge, and round a bend, and through a field of buttercups.',
            'Under a wooden bridge the {object.nom} went, round three bends, and through a meadow full of yellow flowers.',
          ],
        },
        { text: 'Past the cows, under the bridge, through the flowers went the {object.nom}!', bands: ['2-4'] },
        {
          text: '“Why does the water always go the same way?” {hero} asked the {creature.nom}. “Because water always runs downhill,” said the {creature.nom}, “looking for the lowest place it can find.” {hero} thought that it was as if the water {place.in} was looking for something.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} asked the {creature.nom} questions all the way: why the water was fast in some places and slow in others, why it went round bends instead of straight, why it was brown here and clear there. The {creature.nom} knew some answers and not others, and when {c:he|she} did not know, {c:he|she} said, “I’ve never wondered that, so let’s watch and see,” and {hero} liked that very much.',
          bands: ['8-10'],
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
        actions: { hero: 'point', friend: 'reach-up', creature: 'splash' },
        objectAt: 'water',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Then the {object.nom} got stuck in a whirlpool, going round and round and round.',
            'Then, oh no: the {object.nom} got caught in a little whirlpool, spinning round and round.',
          ],
        },
        {
          alts: [
            '“It’s stuck!” cried {hero}, and the {creature.nom} gave the {object.nom} a gentle push, and off it went again.',
            '“Help!” said {hero}. So the {creature.nom} swam out and nudged it free with {c:his|her} {creature.nose}.',
          ],
        },
        { text: 'Round and round went the {object.nom}! Push, {creature.nom}, push!', bands: ['2-4'] },
        {
          text: '{friend} held a long stick out over the water, and the {creature.nom} pushed from the other side, and between them the {object.nom} popped out of the whirlpool like a cork.',
          friend: true,
        },
        {
          text: 'After that, {hero} walked closer to the water, keeping one eye on the {object.nom} and the other on the whirlpools, and learned to spot them by the way the surface twisted, like a little spoon stirring. The {creature.nom} said {hero} was learning to read the stream, and {hero} felt very proud.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} was getting tired now, and the path was getting narrow, and home {place.in} was a long way behind, and for a moment {h:he|she} wondered if the question was worth all this walking. Then the stream went round one more bend, and {hero} smelled something new in the air: something salty and wide.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'seaside',
        time: 'day',
        weather: 'wind',
        mood: 'happy',
        cast: ['hero', 'creature'],
        object: 'world',
        actions: { hero: 'point', creature: 'sit' },
        objectAt: 'water',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'And then the stream joined a big river, and the big river rolled down to, the sea!',
            'The stream ran into a bigger river, and the bigger river ran on and on, until suddenly, there it was: the sea!',
          ],
        },
        {
          alts: [
            'The sea was huge and blue and sparkling, and the little {object.nom} bobbed out onto the waves.',
            'Big and blue and glittering, the sea stretched all the way to the sky, and the {object.nom} bobbed happily out onto it.',
          ],
        },
        { text: 'The sea, the big blue sea, and the {object.nom} bobbing on it!', bands: ['2-4'] },
        {
          text: '“So that’s where it goes,” breathed {hero} to the {creature.nom}: all the little streams, and all the rivers, all running and running, all the way to the sea.',
          bands: ['5-7', '8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'seaside',
        time: 'evening',
        mood: 'happy',
        cast: ['hero', 'creature'],
        object: 'world',
        actions: { hero: 'point', creature: 'sit' },
        objectAt: 'ground',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'A wave carried the {object.nom} back to the sand, right to {hero}’s feet, as if to say thank you.',
            'Then a wave rolled in and left the {object.nom} on the sand, right by {hero}’s boots.',
          ],
        },
        {
          alts: [
            '“And where does the sea go?” asked {hero}. The {creature.nom} laughed. “That’s a question for another day!”',
            '“But where does the SEA go?” asked {hero}, and the {creature.nom} laughed and laughed. “Another day, another question!”',
          ],
        },
        { text: 'Hello, {object.nom}, back again!', bands: ['2-4'] },
        {
          text: 'Grandpa was there, on the sea wall, with a flask of cocoa, because Grandma had telephoned to say a curious child was following the stream and would probably arrive at the sea around teatime. {hero} wondered how Grandma had known, and then remembered: Grandma had followed the very same stream from {place.def}, when she was small.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'And then came the part that made {hero} laugh out loud: Grandpa explained that some of the seawater would rise up into the clouds, and the clouds would float back over the land, and rain would fall on the hills, and the hills would send it trickling down into a little stream, past a garden gate, past {hero}’s own house. The water from {place.def} did not end at the sea at all; it went round and round, forever, like a story that starts again every time you finish it.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'home',
        time: 'night',
        weather: 'rain',
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
            'That night, it rained. {hero} listened to the raindrops on the roof, and smiled.',
            'That night, soft rain pattered on {hero}’s window, and {hero} knew exactly where it had come from.',
          ],
        },
        {
          alts: [
            '“Hello, sea,” {h:he|she} whispered. And the little stream outside {place.in} went on chattering, all the way to the sea and back.',
            'And outside, the little stream {place.there} carried the raindrops away, down to the sea, and round again, while {hero} slept.',
          ],
        },
      ],
    },
  ],
  questions: [
    {
      question: 'What did {hero} put on the stream?',
      right: '{h:His|Her} {object.nom}',
      wrong: ['{h:His|Her} {other.object.nom}', '{h:His|Her} {other2.object.nom}'],
    },
    {
      question: 'Who came along with {hero}?',
      right: '{^creature.indef}',
      wrong: ['{^other.creature.indef}', 'A cow from the farm'],
    },
    {
      question: 'Where did the stream go in the end?',
      right: 'To the sea',
      wrong: ['Into a big hole', 'Up the mountain'],
    },
    {
      question: 'What made {hero} go on the journey?',
      right: '{h:He|She} wanted to know where the water went',
      wrong: ['{h:He|She} was lost', 'Grandma told {h:him|her} to go'],
    },
  ],
};

export const curiosityPlots: Plot[] = [strangeSound, oldMap, whereItGoes];
