/** Sharing: one treat among many hungry friends, a new toy, a secret berry bush. */
import type { Plot } from '../../format.js';

const oneTreat: Plot = {
  id: 'sharing-one-for-everyone',
  moral: 'sharing',
  titles: ['One {^object} for Everyone', '{hero}’s Feast', 'The Smallest Piece'],
  places: ['forest', 'meadow', 'farm', 'garden', 'village'],
  creatures: ['squirrel', 'rabbit', 'hedgehog', 'mouse', 'bear'],
  objects: ['apple', 'cake'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        mood: 'happy',
        cast: ['hero', 'friend'],
        object: 'world',
        actions: { hero: 'carry', friend: 'walk' },
        framing: 'wide',
        prop: 'tall-tree',
      },
      text: [
        {
          alts: [
            'One morning, {hero} had {object.indef}, the biggest, roundest, most delicious {object.nom} you ever saw.',
            'Grandma had given {hero} {object.indef}: a big, golden, perfect {object.nom}, all for {h:him|her}.',
          ],
        },
        {
          alts: [
            '“I’ll eat it all by myself {place.in},” said {hero}, “every single bit.”',
            '{hero} carried it {place.to}, to eat it all alone under the old tree.',
          ],
        },
        {
          text: '{friend} came along too, sniffing the {object.nom} and saying “mmm” every few steps, just in case.',
          friend: true,
        },
        { text: 'Yum, yum, a big {object.nom} for {hero}!', bands: ['2-4'] },
        {
          text: 'The {object.nom} smelled of sunshine and honey, and {hero} had been thinking about that {object.nom} since breakfast, and since before breakfast, and, if {h:he|she} was honest, a little bit in {h:his|her} dreams.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} had a plan for the {object.nom}: the first bite slowly, the second bite quickly, the third bite with {h:his|her} eyes shut, and all the rest in whatever order seemed best. It was a very good plan, and it had no room in it for anybody else at all.',
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
        object: 'world',
        actions: { hero: 'hide', friend: 'peek', creature: 'peek' },
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'But just as {hero} opened {h:his|her} mouth, along came a little {creature.nom}.',
            'But just as {hero} was about to take the first bite, out of the bushes came a little {creature.nom}.',
          ],
        },
        {
          alts: [
            '“{creature.sound},” said the {creature.nom}, and {c:his|her} tummy rumbled. “I haven’t had any breakfast.”',
            '“{creature.sound},” said the {creature.nom} sadly, and {c:his|her} tummy gave a great big rumble.',
          ],
        },
        {
          alts: [
            'Quick as a flash, {hero} hid the {object.nom} behind {h:his|her} back.',
            'Quickly, {hero} hid the {object.nom} behind {h:his|her} back and tried to look as if {h:he|she} had nothing at all.',
          ],
        },
        { text: 'Rumble, rumble went the {creature.nom}’s tummy.', bands: ['2-4'] },
        {
          text: 'But a big {object.nom} is a hard thing to hide behind a small back, and the {creature.nom} could see it sticking out on both sides. {c:He|She} could smell it too, and {c:his|her} {creature.nose} twitched.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{friend} looked at the {object.nom}, and at the {creature.nom}, and at {hero}, and raised both eyebrows so high they nearly went into {friend}’s hair.',
          friend: true,
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
        object: 'world',
        actions: { hero: 'give', creature: 'receive' },
        objectState: 'broken',
        framing: 'close',
      },
      text: [
        {
          alts: [
            '“Oh, all right,” said {hero}, and broke off a piece of {object.nom} for the {creature.nom}.',
            '“Well, just a little bit,” said {hero}, and gave the {creature.nom} a piece of the {object.nom}.',
          ],
        },
        {
          alts: [
            'But then along came {other.creature.indef}. And {other2.creature.indef}. And they were hungry too!',
            'But then {other.creature.indef} came hurrying up, and {other2.creature.indef} after it, and they were hungry too!',
          ],
        },
        { text: 'One piece, two pieces, three pieces of {object.nom}, smaller and smaller!', bands: ['2-4'] },
        {
          text: 'So {hero} broke off another piece of {object.nom}, and another, and each piece was smaller than the last. The last piece was so tiny that the {other2.creature.nom} had to squint to see it.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} began to feel like {object.indef} machine: break, give, break, give. Every time a piece went, a little voice inside said, “That one was mine,” and every time, the face in front of {h:him|her} lit up so brightly that the little voice had to stop and think about it.',
          bands: ['8-10'],
        },
        {
          text: 'And still more faces kept peeping out of the bushes {place.in}, all hungry, all hopeful, all looking at the shrinking {object.nom}.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'day',
        mood: 'worried',
        cast: ['hero', 'friend'],
        object: 'world',
        actions: { hero: 'stand', friend: 'point' },
        objectState: 'broken',
        framing: 'close',
      },
      text: [
        {
          alts: [
            'Now there was only a little bit of {object.nom} left in {hero}’s hand.',
            '{hero} looked down: all that was left of the {object.nom} was one small piece.',
          ],
        },
        {
          alts: [
            '“If I share this too,” thought {hero}, “there will be nothing left for me.”',
            '“If I give this away,” thought {hero}, “I’ll have no {object.nom} at all.”',
          ],
        },
        { text: 'Just one little bit of {object.nom}, and who will have it?', bands: ['2-4'] },
        {
          text: '{hero} held the last piece of {object.nom} tight, and everyone {place.in} was looking at it, and nobody said a word.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Here is the thing about a dilemma {place.there}: both choices have a real cost. If {hero} kept the piece, the {creature.nom} and the {other.creature.nom} would go home hungry. If {h:he|she} gave it away, {hero} would have had a lovely {object.nom} for about two seconds and then nothing. {hero} stood there, and thought about both, and did not like either.',
          bands: ['8-10'],
        },
        {
          text: '{friend}, who had been very quiet, said, “What if nobody has just a bit of {object.nom}, and everybody has a lot of everything?” {hero} did not understand, but {friend}’s ideas were often strange and often right, and {hero} was the one holding the {object.nom}.',
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
        actions: { hero: 'give', creature: 'run' },
        objectAt: 'ground',
        objectState: 'broken',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'So {hero} put the last piece of {object.nom} on a big leaf, right in the middle of everyone. “Let’s share,” {h:he|she} said.',
            'Then {hero} did something surprising: {h:he|she} laid the last of the {object.nom} on a leaf in the middle {place.in}, and said, “It’s for all of us.”',
          ],
        },
        {
          alts: [
            'The {creature.nom} looked at it. Then {c:he|she} {creature.went} away into the bushes…',
            'The {creature.nom} stared at the leaf, and then {creature.went} off, very fast, without a word.',
          ],
        },
        { text: 'Oh, where did the {creature.nom} go?', bands: ['2-4'] },
        {
          text: '{hero} wondered if {h:he|she} had upset the {creature.nom}; then the {other.creature.nom} {other.creature.went} away too, and the {other2.creature.nom} after it, and {hero} was left alone {place.there} with a leaf and one small piece of {object.nom}.',
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
        actions: { hero: 'sit', friend: 'sit', creature: 'carry' },
        objectAt: 'ground',
        objectState: 'broken',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'But soon the {creature.nom} came back, with a pile of nuts! And the {other.creature.nom} brought berries, and the {other2.creature.nom} brought honey!',
            'Then back came the {creature.nom} with {c:his|her} arms full of nuts, the {other.creature.nom} with a heap of berries, and the {other2.creature.nom} with a pot of honey!',
          ],
        },
        {
          alts: [
            'Soon there was a great big feast {place.in}, enough for everyone.',
            'And in no time at all, there was a feast {place.there}, with plenty for everybody.',
          ],
        },
        { text: 'Nuts and berries and honey and {object.nom}, yum, yum, yum!', bands: ['2-4'] },
        {
          text: 'Every creature {place.in} had been hiding a little something too, it turned out, and when {hero} shared, everybody shared: there were mushrooms and seeds and crunchy carrots from the {other.creature.nom}, and one very odd pickle that nobody could explain.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'And then came a surprise: {hero} ate more that afternoon than {h:he|she} would ever have eaten alone. The {object.nom} had been the smallest thing on the leaf, and by giving away almost all of it, {hero} had ended up with more than the whole {object.nom}.',
          bands: ['8-10'],
        },
        {
          text: '{friend} ate the pickle, and told the {creature.nom} it was delicious, and nobody believed {friend}.',
          friend: true,
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
        object: null,
        actions: { hero: 'sit', creature: 'sleep' },
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'When the sun went down, everyone {place.in} was full and happy.',
            'At sunset, everybody lay on the grass {place.there} with round, full tummies.',
          ],
        },
        {
          alts: [
            '“One {object.nom} alone is just a snack,” said {hero}. “One {object.nom} shared is a party.”',
            '“{^object.indef} tastes better when you share it,” said {hero}, and the {creature.nom} agreed with a happy burp.',
          ],
          bands: ['5-7', '8-10'],
        },
        { text: 'Happy {creature.nom}, happy {hero}, happy everyone!', bands: ['2-4'] },
        {
          text: 'Lying on {h:his|her} back {place.in}, {hero} thought about the morning {h:he|she} had planned: one big {object.nom}, eaten alone under a tree, in three careful bites. It would have been nice. It would have been over in five minutes. Instead there had been nuts and honey and a pickle, and {creature.indef} asleep against {h:his|her} arm, and a whole afternoon {h:he|she} would remember for years.',
          bands: ['8-10'],
        },
        {
          text: 'The {creature.nom} said that tomorrow {c:he|she} would bring the nuts first, and {hero} said that tomorrow {h:he|she} would bring two {object.pl}, and the {other.creature.nom} said tomorrow could not come soon enough.',
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
            'That night, {hero} went to sleep with a full tummy and a warm heart.',
            'That night, {hero} was so full that {h:he|she} fell asleep before the end of {h:his|her} bedtime story.',
          ],
        },
        {
          alts: [
            'And {h:he|she} dreamed of a feast {place.in} that went on forever.',
            'And {h:he|she} dreamed of {object.indef} as big as a house, shared with every {creature.nom} in the world.',
          ],
        },
      ],
    },
  ],
  questions: [
    {
      question: 'What did {hero} have at the start?',
      right: '{^object.indef}',
      wrong: ['{^other.object.indef}', '{^other2.object.indef}'],
    },
    {
      question: 'Who came first, with a rumbling tummy?',
      right: 'A little {creature.nom}',
      wrong: ['{^other.creature.indef} with a hat', 'A big bear with a drum'],
    },
    {
      question: 'What did the {creature.nom} bring back?',
      right: 'Nuts',
      wrong: ['Honey cake', 'A basket of {other.object.pl}'],
    },
    {
      question: 'Why did everyone have more in the end?',
      right: 'Because when {hero} shared, everybody shared',
      wrong: ['Because {hero} found another {object.nom}', 'Because it rained berries'],
    },
  ],
};

const newToy: Plot = {
  id: 'sharing-the-new-toy',
  moral: 'sharing',
  titles: ['{hero}’s New {^object}', '“It’s Mine!”', 'Twice the Fun'],
  places: ['meadow', 'park', 'seaside', 'village'],
  creatures: ['puppy', 'fox', 'duck', 'rabbit', 'squirrel'],
  objects: ['kite', 'ball', 'drum'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        mood: 'happy',
        cast: ['hero', 'friend'],
        object: 'world',
        actions: { hero: 'carry', friend: 'carry' },
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'For {h:his|her} birthday, {hero} got a brand-new {object.nom}, red and yellow and shiny.',
            'It was {hero}’s birthday, and {h:his|her} present was a new {object.nom}, bright red with yellow stars.',
          ],
        },
        {
          alts: [
            '{h:He|She} took it {place.to} straight after breakfast.',
            'Straight after breakfast, off went {hero} {place.to} with the new {object.nom}.',
          ],
        },
        { text: 'New, new, new {object.nom}, red and shiny!', bands: ['2-4'] },
        {
          text: '{friend} came too, carrying the birthday balloons, which kept trying to fly away with {friend}.',
          friend: true,
        },
        {
          text: 'It was the best {object.nom} {hero} had ever seen. The {object.nom} did not have a single scratch or smudge on it, and it even smelled new, and {hero} kept sniffing it on the way there.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} had waited a whole year for that {object.nom}. {h:He|She} had seen the {object.nom} in the shop window every Saturday, pressing {h:his|her} nose to the glass, and now it was really {h:his|hers}, and {h:he|she} meant to keep it perfect forever.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'morning',
        mood: 'worried',
        cast: ['hero', 'creature'],
        object: 'world',
        actions: { hero: 'hug', creature: 'walk' },
        framing: 'close',
      },
      text: [
        {
          alts: [
            '{place.def} was full of friends. The {creature.nom} {creature.went} over. “Ooh! Can I have a go with your {object.nom}?”',
            'The {creature.nom} saw the {object.nom} and {creature.went} straight over. “Ooh, can I have a go?”',
          ],
        },
        {
          alts: [
            '“No!” said {hero}, holding it tight. “It’s mine. It’s new.”',
            '“No,” said {hero}, hugging the {object.nom}. “It’s new, and it’s MINE.”',
          ],
        },
        { text: '“Mine!” said {hero}, and the {creature.nom}’s ears went down.', bands: ['2-4'] },
        {
          text: 'The {creature.nom}’s ears went down, and {c:he|she} {creature.went} slowly back to the others {place.in}. {hero} felt a small prickle of something, but {h:he|she} told the prickle to go away and hugged the {object.nom} tighter.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '“What if the {creature.nom} scratches it, or breaks it?” {hero} thought, “It’s not mean to look after your things.” And that was true; it was just not the whole truth about the {object.nom}, and the prickle knew it.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'day',
        mood: 'worried',
        cast: ['hero', 'friend'],
        object: 'world',
        actions: { hero: 'fall', friend: 'run' },
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'So {hero} played with the {object.nom} all by {h:himself|herself} {place.in}.',
            'So {hero} went to a corner of {place.def} and played with the {object.nom} all alone.',
          ],
        },
        {
          alts: [
            '{h:He|She} ran this way with it. {h:He|She} ran that way with it. Then {h:he|she} tripped over {h:his|her} own feet and sat down in a puddle.',
            'Up and down ran {hero} with the {object.nom}, round and round, until {h:he|she} got dizzy and sat down, plop, in a puddle.',
          ],
        },
        { text: 'Plop, in a puddle {place.there}! {^object.indef} is not much fun alone.', bands: ['2-4'] },
        {
          text: 'It is a funny thing, but {object.indef} is never as much fun on your own. There was nobody {place.in} to cheer, nobody to take turns with, nobody to say “Wow!” {hero} tried saying “Wow” to {h:himself|herself}, and it sounded rather silly.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} tried the {object.nom} upside down, and backwards, and with {h:his|her} eyes shut. {h:He|She} tried pretending {h:he|she} was two people, and then three. The {other2.creature.nom} watching from a fence post gave {h:him|her} a very puzzled look, and {hero} stopped pretending.',
          bands: ['8-10'],
        },
        {
          text: '{friend} had gone off to play with the others long ago, taking the balloons, and {hero} could hear {friend} laughing on the other side.',
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
        actions: { hero: 'sit', creature: 'run' },
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Over {place.in}, the {creature.nom} and the others were playing with an old stick and a pine cone.',
            'Across {place.def}, the {creature.nom}, the {other.creature.nom} and the rest were playing a game with just a stick and a pine cone.',
          ],
        },
        {
          alts: [
            'And they were laughing and laughing.',
            'And they were having the best time, shrieking with laughter {place.there}.',
          ],
        },
        { text: 'Ha ha ha, laughed the {creature.nom} and the {other.creature.nom}.', bands: ['2-4'] },
        {
          text: '{hero} sat in {h:his|her} puddle with {h:his|her} perfect {object.nom} and watched. The {creature.nom} had only a stick and a pine cone, and was having far more fun than {h:he|she} was.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'That was when {hero} understood that the fun had never really been inside the {object.nom}. It had been in the laughing, and the cheering, and the “Wow!”, all the things you cannot have on your own. {h:He|She} looked at the shiny {object.nom} in {h:his|her} lap, and for the first time it looked a little bit lonely.',
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
        actions: { hero: 'give', friend: 'run', creature: 'receive' },
        objectAt: 'creature',
        framing: 'close',
      },
      text: [
        {
          alts: [
            '{hero} stood up, walked over to the {creature.nom}, and held out the {object.nom}.',
            'So {hero} got up out of the puddle, went across {place.def} to the {creature.nom}, and held out {h:his|her} new {object.nom}.',
          ],
        },
        {
          alts: [
            '“Would you like a go?” {h:he|she} said. “We can share it.”',
            '“Do you want a turn?” {h:he|she} asked. “Let’s play with it together.”',
          ],
        },
        { text: 'Here you are, {creature.nom}, let’s share the {object.nom}!', bands: ['2-4'] },
        {
          text: 'It was not easy: {hero}’s fingers did not quite want to let go of the {object.nom}, and {h:he|she} had to tell them twice. But the {creature.nom}’s face lit up like a lantern, and that made {h:his|her} fingers feel much better about it.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{friend} came running back across {place.def}, balloons bobbing, and asked, “Can I be on your team?” {hero} said yes, and suddenly there were teams, {hero} and {friend} against the {creature.nom} and the {other.creature.nom}, which you cannot have with one.',
          friend: true,
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
        actions: { hero: 'run', creature: 'run' },
        objectAt: 'creature',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Then they all played with the {object.nom}, and the stick, and the pine cone, all together {place.in}.',
            'After that, everybody {place.there} played together: the {object.nom}, the stick and the pine cone all in one big game.',
          ],
        },
        {
          alts: [
            'It was twice the fun. No, ten times the fun!',
            'It was much more fun than playing alone, about a hundred times more, {hero} thought.',
          ],
        },
        { text: 'Round and round {place.in}, everybody laughing!', bands: ['2-4'] },
        {
          text: 'When it was {hero}’s turn again, {h:he|she} found {h:he|she} did not even want it yet, because watching the {creature.nom} try was so much fun.',
          bands: ['8-10'],
        },
        {
          text: 'They played {object.nom}-and-cone, and stick-and-{object.nom}, and a game the {other.creature.nom} made up that had eleven rules and no winners, and {hero} laughed so much {h:he|she} had to lie down on the grass {place.there} and hold {h:his|her} tummy.',
          bands: ['8-10'],
        },
        {
          text: 'The {creature.nom} even knew a game {hero} had never thought of, the sort of game only {creature.indef} would invent, and it was the best game of the whole day.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'By the afternoon, the {object.nom} had a small scratch on one side and a muddy paw print on the other. {hero} looked at the marks on the {object.nom} and waited to mind, and found {h:he|she} did not. The scratch was from the best catch of the day, and the paw print was the {creature.nom}’s, and {hero} found {h:he|she} rather liked having them there, like signatures.',
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
        actions: { hero: 'receive', creature: 'give' },
        framing: 'close',
      },
      text: [
        {
          alts: [
            'When it was time to go, the {creature.nom} gave {hero} a present too: the pine cone.',
            'At sunset the {creature.nom} gave {hero} the pine cone to keep. “For sharing,” {c:he|she} said.',
          ],
        },
        {
          alts: [
            '“Sharing is better than keeping,” said {hero}, “because then everybody gets to play.”',
            '“Now I have {object.indef} and a pine cone,” said {hero}, “and lots of friends to play with.”',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: 'And that, {hero} decided, was the best present of the whole birthday, because it came with {creature.indef} attached.',
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
        object: 'world',
        actions: { hero: 'sleep' },
        objectAt: 'on-prop',
        framing: 'close',
        prop: 'bed',
      },
      text: [
        {
          alts: [
            'That night, the scratched {object.nom} and the pine cone sat side by side by {hero}’s bed.',
            'At bedtime, {hero} put the pine cone next to the {object.nom}, so they would not be lonely.',
          ],
        },
        {
          alts: [
            'And {hero} fell asleep planning tomorrow’s game {place.in}, for everyone.',
            'And {hero} fell asleep dreaming of a game {place.there} big enough for everybody.',
          ],
        },
      ],
    },
  ],
  questions: [
    {
      question: 'What did {hero} get for {h:his|her} birthday?',
      right: 'A new {object.nom}',
      wrong: ['A new {other.object.nom}', 'A new {other2.object.nom}'],
    },
    {
      question: 'Who asked to have a go?',
      right: 'The {creature.nom}',
      wrong: ['The {other2.creature.nom}', 'An old owl'],
    },
    {
      question: 'What were the others playing with?',
      right: 'A stick and a pine cone',
      wrong: ['{^other.object.indef}', 'A big red bucket'],
    },
    {
      question: 'Why was playing together more fun?',
      right: 'Because there were friends to laugh and cheer with',
      wrong: ['Because the {object.nom} got bigger', 'Because it stopped raining'],
    },
  ],
};

const berryBush: Plot = {
  id: 'sharing-the-secret-berries',
  moral: 'sharing',
  titles: ['The Secret Berry Bush', '{hero}’s Secret', 'Berries for Everyone'],
  places: ['forest', 'meadow', 'garden', 'farm'],
  creatures: ['hedgehog', 'mouse', 'robin', 'squirrel', 'bear'],
  objects: ['basket', 'umbrella'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        mood: 'happy',
        cast: ['hero', 'friend'],
        object: 'world',
        actions: { hero: 'carry', friend: 'carry' },
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Deep {place.in}, behind a wall of brambles, {hero} found a secret.',
            'One autumn morning, behind the brambles {place.there}, {hero} made a discovery.',
          ],
        },
        {
          alts: [
            'It was a bush, covered in the biggest, juiciest, purplest berries in the world.',
            'There stood a bush so full of fat purple berries that its branches bent down to the ground.',
          ],
        },
        { text: 'Berries, berries, purple berries!', bands: ['2-4'] },
        {
          alts: [
            '{hero} filled {h:his|her} {object.nom} right to the top.',
            'Into {h:his|her} {object.nom} they went, handful after handful, until it was full to the brim.',
          ],
        },
        {
          text: '{friend} filled both pockets with berries, and then a hat, and then a mouth, which was the quickest way.',
          friend: true,
        },
        {
          text: 'Nobody else knew about the bush; {hero} was sure of it, because the brambles were so thick that {h:he|she} had only found the way by crawling through a tunnel that was exactly {h:his|her} size.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'A secret is a wonderful thing to have: it sits inside you like a warm stone and makes you feel important. {hero} walked home with {h:his|her} purple fingers and {h:his|her} purple mouth and {h:his|her} purple secret, and felt very important indeed.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'day',
        mood: 'worried',
        cast: ['hero', 'creature'],
        object: 'world',
        actions: { hero: 'hide', creature: 'look-for' },
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'On the way back, {hero} met the {creature.nom}, looking very thin and worried.',
            'On the path home, {hero} passed the {creature.nom}, who was searching under every leaf {place.in}.',
          ],
        },
        {
          alts: [
            '“Winter is coming,” said the {creature.nom}, “and I can’t find enough food for my family.”',
            '“There’s hardly anything left to eat {place.there},” sighed the {creature.nom}, “and winter is nearly here.”',
          ],
        },
        { text: 'Hungry {creature.nom}, and not much food.', bands: ['2-4'] },
        {
          alts: [
            '{hero} held {h:his|her} {object.nom} behind {h:his|her} back, so the {creature.nom} would not see the berries.',
            'Quickly, {hero} put {h:his|her} {object.nom} behind {h:his|her} back, berries and all.',
          ],
        },
        {
          text: 'The {creature.nom} had three little ones waiting at home in the {creature.bed}, and they were all as hungry as {c:he|she} was.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} felt the {object.nom} pressing against {h:his|her} back, heavy with berries, and {h:his|her} cheeks went hot. {h:He|She} told {h:himself|herself} that {h:he|she} had found the bush first, fair and square, and that finding things is a kind of earning. It sounded very sensible. It did not make {h:his|her} cheeks any cooler.',
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
        actions: { hero: 'give', friend: 'give', creature: 'receive' },
        framing: 'close',
      },
      text: [
        {
          alts: [
            '“If I tell the {creature.nom} about my bush,” thought {hero}, “it won’t be a secret any more.”',
            '{hero} thought: “If everyone knows about the bush, there won’t be enough berries for me.”',
          ],
        },
        {
          text: '{friend} whispered, “We could just give the {creature.nom} some of ours,” and so they did, a handful each.',
          friend: true,
        },
        {
          alts: [
            'So {hero} gave the {creature.nom} a few berries from the top of the {object.nom}, but {h:he|she} did not say where they came from.',
            'So {hero} just gave the {creature.nom} three berries, and said nothing about the bush.',
          ],
        },
        { text: 'Three berries is not much for a hungry {creature.nom}.', bands: ['2-4'] },
        {
          text: 'The {creature.nom} said thank you very politely, but three berries do not go far in a family {place.in}, and {hero} knew it.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'And here was the difficult thing: the berries in {hero}’s {object.nom} would be gone by tomorrow, but the bush {place.there} would keep making berries until the frost came, far more than {hero} could ever eat. The secret, {hero} realised, was worth more than anything in the {object.nom}, and that was exactly why it was so hard to give to the {creature.nom}.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'home',
        time: 'evening',
        mood: 'worried',
        cast: ['hero'],
        object: 'world',
        actions: { hero: 'sit' },
        framing: 'medium',
        prop: 'table',
      },
      text: [
        {
          alts: [
            'That evening, {hero} ate berries from {h:his|her} {object.nom}. But they didn’t taste as sweet as before.',
            'At supper, {hero} ate a bowl of {h:his|her} secret berries, but somehow they tasted a little bit sour.',
          ],
        },
        {
          alts: [
            '{h:He|She} kept thinking about the {creature.nom} and {c:his|her} hungry little ones.',
            'All {h:he|she} could think of was the {creature.nom}, searching and searching under the leaves {place.in}.',
          ],
        },
        { text: 'Not so sweet, the berries, and poor little {creature.pl}!', bands: ['2-4'] },
        {
          text: '{hero} tried to tell {h:himself|herself} it was fine. {h:He|She} had given the {creature.nom} three berries, hadn’t {h:he|she}? That was sharing, technically. But {h:he|she} kept seeing the {creature.nom}’s face as {c:he|she} said thank you, polite and grateful and still hungry, and the word “technically” did not help at all.',
          bands: ['8-10'],
        },
        {
          text: 'The secret of {place.def} did not feel like a warm stone any more; it felt like a cold one, and a heavy one, and it kept {hero} awake long after {h:his|her} bedtime, listening to the wind blowing.',
          bands: ['5-7', '8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'morning',
        mood: 'calm',
        cast: ['hero', 'friend', 'creature'],
        object: 'world',
        actions: { hero: 'run', friend: 'reach-up', creature: 'walk' },
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Early next morning, {hero} ran to the {creature.nom}’s {creature.bed}.',
            'As soon as the sun was up, {hero} hurried across {place.def} to find the {creature.nom}.',
          ],
        },
        {
          alts: [
            '“Come with me,” {h:he|she} said. “I want to show you a secret.”',
            '“Follow me,” {h:he|she} whispered. “I’ve got something to share with you.”',
          ],
        },
        {
          text: '{friend} held the brambles back, and {hero} showed the {creature.nom} the way through the tunnel; {friend} could not have found it, and {hero} could not have held the thorns and crawled at the same time.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        { text: '{friend} held the prickly brambles back for the {creature.nom}.', friend: true, bands: ['2-4'] },
        {
          alts: [
            '{h:He|She} led the {creature.nom} through the bramble tunnel to the secret berry bush.',
            'Through the bramble tunnel they crawled, and out into the secret place with the berry bush.',
          ],
        },
        { text: 'Crawl, crawl, through the tunnel, and ta-da, the berry bush {place.in}!', bands: ['2-4'] },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'morning',
        mood: 'happy',
        cast: ['hero', 'creature'],
        object: 'world',
        actions: { hero: 'point', creature: 'carry' },
        objectAt: 'ground',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'The {creature.nom}’s eyes went as round as berries. “For us?” {c:he|she} whispered.',
            '“Oh!” gasped the {creature.nom}. “So many berries! Can we really have some?”',
          ],
        },
        {
          alts: [
            '“For everyone,” said {hero}. “There’s plenty.”',
            '“As many as you need,” said {hero}. “It’s too many for one.”',
          ],
        },
        { text: 'Berries for the {creature.nom}, berries for {hero}, berries for everyone!', bands: ['2-4'] },
        {
          text: 'The {creature.nom} did not eat a single berry at first. {c:He|She} just stood there, looking at the bush, and then at {hero}, and {hero} saw {c:his|her} eyes go shiny. “You could have kept this,” the {creature.nom} said quietly. “I know,” said {hero}, and was surprised to find that {h:he|she} felt lighter than {h:he|she} had in two days.',
          bands: ['8-10'],
        },
        {
          text: 'Soon the {creature.nom}’s little ones came too, and the {other.creature.nom} family, and there was purple juice on every face {place.in}, and there were still more berries than anyone could eat.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'And then came a surprise: the {creature.nom} wiped {c:his|her} mouth, looked at {hero} seriously, and said, “Now I will show you mine.” And {c:he|she} led {hero} to a hidden hollow where the sweetest hazelnuts in the whole of {place.def} grew, a secret the {creature.pl} had kept for a hundred years. The {other.creature.nom} showed them a warm pond where frogs sang at night. By lunchtime {hero} knew four secrets instead of one.',
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
        actions: { hero: 'carry', creature: 'walk' },
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'That evening, {hero} walked home with {h:his|her} {object.nom} full of berries and a heart full of happy.',
            'At sunset, {hero} went home with {object.indef} full of berries and nuts, and purple juice on {h:his|her} chin.',
          ],
        },
        {
          text: 'On the way, the {creature.nom} told {hero} that the little ones had never tasted a berry before, and that the smallest one had said it tasted “like purple”, which {hero} thought was exactly right.',
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            '“A secret shared,” said {hero}, “tastes even sweeter.”',
            '“Berries taste better when everyone has some,” said {hero} to the {creature.nom}.',
          ],
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
            'That night, {hero} fell asleep straight away, with no heavy stone at all.',
            'That night, the secret felt warm again, and {hero} fell asleep in no time.',
          ],
        },
        {
          alts: [
            'And {place.in}, the {creature.nom} and {c:his|her} little ones slept with full, round tummies.',
            'And far away {place.there}, a family of {creature.pl} were sleeping with purple smiles.',
          ],
        },
      ],
    },
  ],
  questions: [
    {
      question: 'What did {hero} find behind the brambles?',
      right: 'A bush full of berries',
      wrong: ['A tree full of {other.object.pl}', 'A hidden pond'],
    },
    {
      question: 'What did {hero} carry the berries in?',
      right: '{h:His|Her} {object.nom}',
      wrong: ['{h:His|Her} {other.object.nom}', '{h:His|Her} {other2.object.nom}'],
    },
    {
      question: 'Why did the {creature.nom} need food?',
      right: 'Winter was coming and {c:his|her} family was hungry',
      wrong: ['{c:He|She} was having a party', '{c:He|She} had lost {c:his|her} {other.object.nom}'],
    },
    {
      question: 'Why did the berries taste sour that evening?',
      right: '{hero} kept thinking of the hungry {creature.nom}',
      wrong: ['They were not ripe', '{hero} ate too many'],
    },
  ],
};

export const sharingPlots: Plot[] = [oneTreat, newToy, berryBush];
