/** Kindness: warming a cold little creature, softening a grumpy neighbour, stopping in the middle of a race. */
import type { Plot } from '../../format.js';

const coldCreature: Plot = {
  id: 'kindness-cold-little-one',
  moral: 'kindness',
  titles: ['The Warmest {^object}', '{hero} and the Shivering {^creature}', 'A Snowy Evening'],
  places: ['snowfield', 'forest', 'village', 'park', 'farm'],
  creatures: ['robin', 'mouse', 'squirrel', 'rabbit', 'puppy'],
  objects: ['scarf', 'basket'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'evening',
        weather: 'snow',
        mood: 'happy',
        cast: ['hero', 'friend'],
        object: 'world',
        actions: { hero: 'walk', friend: 'splash' },
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'One snowy evening, {hero} was hurrying home across {place.def}.',
            'Snow was falling {place.in}, and {hero} was hurrying home for supper.',
            'It was a cold, white evening {place.there}, and {hero} was walking home as fast as {h:his|her} boots would go.',
          ],
        },
        {
          alts: [
            '{h:He|She} had a new {object.nom}, red as a berry, a present from Grandma.',
            'With {h:him|her} was {h:his|her} brand-new {object.nom}, red and cosy, that Grandma had made.',
          ],
        },
        {
          text: '{friend} was with {h:him|her}, stamping in every puddle of slush to see how big a splash it made.',
          friend: true,
        },
        { text: 'Crunch, crunch, went the snow.', bands: ['2-4'] },
        {
          text: 'At home there would be soup, and the fire, and Grandma’s stories, and {hero} could almost smell the soup already. {h:He|She} walked faster, swinging the {object.nom}, and sang a song about {other.creature.pl} in warm coats.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Grandma had spent the whole autumn on that {object.nom}, evening after evening, and {hero} had watched it grow under her hands. It was, {hero} thought, the best thing {h:he|she} owned, better even than {h:his|her} {other.object.nom}.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        creatureAt: 'under-bush',
        place: 'world',
        time: 'evening',
        weather: 'snow',
        mood: 'worried',
        cast: ['hero', 'friend', 'creature'],
        object: 'world',
        actions: { hero: 'peek', friend: 'sit', creature: 'sit' },
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Then {hero} heard a tiny sound: “{creature.sound}…”',
            'Then, from under a bush {place.in}, came a very small sound: “{creature.sound}…”',
          ],
        },
        {
          alts: [
            'There in the snow sat a little {creature.nom}, shivering from head to toe.',
            'Under the bush was a tiny {creature.nom}, all fluffed up and shivering.',
          ],
        },
        { text: 'Brr, brr, went the little {creature.nom} {place.there}.', bands: ['2-4'] },
        {
          text: 'The {creature.nom} had frost on {c:his|her} back and toes as cold as icicles; {c:he|she} had been out {place.in} looking for supper, and the snow had come too fast.',
          bands: ['5-7', '8-10'],
        },
        { text: '“Oh, you poor little {creature.nom},” said {friend}, crouching down in the snow.', friend: true },
        {
          text: '{hero} thought of the soup and the fire waiting at home, on the other side. It would be so easy to say “poor {creature.nom}” and keep walking; plenty of people would. But the {creature.nom} looked up at {h:him|her} with round, worried eyes, and {hero} found that {h:his|her} feet had stopped all by themselves.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'evening',
        weather: 'snow',
        mood: 'worried',
        cast: ['hero', 'creature'],
        object: null,
        actions: { hero: 'sit', creature: 'stand' },
        framing: 'close',
      },
      text: [
        {
          alts: [
            'First {hero} tried to warm the {creature.nom} with {h:his|her} breath: huff, huff!',
            'First {hero} knelt down in the snow and huffed warm breath at the {creature.nom}, huff, huff!',
          ],
        },
        {
          alts: [
            'But the breath turned into little clouds, and the {creature.nom} sneezed: atchoo!',
            'But {h:his|her} breath blew snowflakes straight up the {creature.nom}’s {creature.nose}, and, atchoo, the {creature.nom} sneezed.',
          ],
        },
        {
          text: 'That made everyone laugh, even the {creature.nom}, but it did not make anyone warmer.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} huffed until {h:he|she} felt dizzy, and the {creature.nom} sneezed three more times, each sneeze smaller than the last.',
          bands: ['8-10'],
        },
        {
          text: '“Think,” {hero} told {h:himself|herself}, stamping {h:his|her} feet. “What does a cold {creature.nom} need? Not wind, not wet, but something soft, something that keeps the warm in, like a {creature.bed}.” {h:He|She} looked round {place.def} for an answer, but there was only snow, and more snow, and the dark coming down.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'evening',
        weather: 'snow',
        mood: 'worried',
        cast: ['hero', 'friend', 'creature'],
        object: null,
        actions: { hero: 'build', friend: 'carry', creature: 'sit' },
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Next {hero} built a wall of snow around the {creature.nom}, to keep out the wind.',
            'Next {hero} scooped up snow {place.in} and built a little wall, to keep the wind off the {creature.nom}.',
          ],
        },
        {
          alts: [
            'But a wall of snow is a cold sort of wall for {creature.indef}, and whump, it fell over on {hero}’s boots.',
            'But snow walls are cold walls, and whump, down it tumbled onto {hero}’s boots.',
          ],
        },
        {
          text: '{friend} tried piling up leaves instead, but the wind blew them away, all over {place.def}.',
          friend: true,
        },
        { text: 'The {creature.nom} was still shivering: brr, brr.', bands: ['2-4'] },
        {
          text: '“What about my pocket?” {hero} wondered, looking at the {creature.nom}, but when {h:he|she} tried, the {creature.nom} slid straight out of the other side, because the pocket had a hole in it that {hero} had forgotten all about.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Now the {creature.nom} was shivering even harder, and {hero} was getting cold too. {h:His|Her} fingers tingled, and the snow was falling faster than ever.',
          bands: ['5-7', '8-10'],
        },
      ],
    },
    {
      scene: {
        creatureAt: 'in-object',
        place: 'world',
        time: 'evening',
        weather: 'snow',
        mood: 'calm',
        cast: ['hero', 'friend', 'creature'],
        object: 'world',
        actions: { hero: 'give', friend: 'carry', creature: 'receive' },
        objectAt: 'creature',
        framing: 'close',
      },
      text: [
        {
          alts: [
            'Then {hero} looked at {h:his|her} own {object.nom}.',
            'Then {hero} looked down at the {object.nom} Grandma had made.',
          ],
        },
        {
          text: 'The {object.nom} was new and red and very, very warm. What would Grandma say if it came home muddy and full of {creature.nom}?',
          bands: ['8-10'],
        },
        {
          text: 'For a long moment {hero} stood still in the snow, and the only sound {place.in} was the {creature.nom}’s tiny chattering teeth. Then {h:he|she} thought of Grandma’s hands, always busy, always making something for somebody else, and {h:he|she} knew exactly what Grandma would say about the {object.nom}.',
          bands: ['8-10'],
        },
        {
          alts: [
            'Carefully, {h:he|she} wrapped the {creature.nom} up in the soft, warm {object.nom}.',
            'Gently, gently, {h:he|she} tucked the {creature.nom} into the cosy {object.nom}.',
          ],
        },
        {
          text: '{friend} held the {object.nom} open while {hero} lifted the {creature.nom} in, very softly, so as not to frighten {c:him|her}. It took the two of them to do it, and there were exactly two of them.',
          friend: true,
        },
        { text: 'Snug as {creature.indef} in {object.indef}, and warm as toast.', bands: ['2-4'] },
        {
          text: 'Slowly, slowly, the {creature.nom} stopped shivering. A little {creature.nose} peeped out of the {object.nom}, and a little voice said, “{creature.sound}?” which, as everybody knows, means “thank you”.',
          bands: ['5-7', '8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'home',
        time: 'evening',
        mood: 'happy',
        cast: ['hero', 'friend', 'creature'],
        object: 'world',
        actions: { hero: 'sit', friend: 'sit', creature: 'sleep' },
        objectAt: 'creature',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            '{hero} carried the {creature.nom} all the way home, and set {c:him|her} by the fire.',
            'Step by careful step, {hero} carried the {creature.nom} home and put {c:him|her} by the warm fire.',
          ],
        },
        {
          alts: [
            'Grandma looked at the {object.nom}, a little muddy now, and smiled the biggest smile.',
            'Grandma saw the muddy {object.nom}, and the {creature.nom} inside it, and her whole face crinkled into a smile.',
          ],
        },
        {
          alts: [
            '“That is just what I made it for,” she said. “To keep somebody warm.”',
            '“Well,” said Grandma, “I made it to keep somebody warm, and it has.”',
          ],
        },
        {
          text: 'Grandma gave the {creature.nom} some crumbs and a saucer of warm milk, and {c:he|she} ate every bit, and then fell asleep with {c:his|her} {creature.nose} on {hero}’s slipper.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{friend} stayed for soup, and the two of them took turns watching the little {creature.nom} breathe, in and out, in and out.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Later, when the {creature.nom} was asleep, {hero} asked Grandma quietly whether she minded about the {object.nom}. Grandma put down her knitting and said, “{^object.indef} in a drawer keeps nobody warm,” she said. “{^object.indef} that has been out in the snow saving somebody: now that is {object.indef} with a story. I could not have made a better {object.nom} if I tried.”',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'clear',
        mood: 'happy',
        cast: ['hero', 'creature'],
        object: 'world',
        actions: { hero: 'wave', creature: 'run' },
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'In the morning, the snow had stopped and the sun was shining {place.in}.',
            'Next morning, {place.def} sparkled in the sunshine.',
          ],
        },
        {
          alts: [
            '{hero} carried the {creature.nom} back to {c:his|her} {creature.bed}, and the {creature.nom} {creature.went} happily inside.',
            'Back to {c:his|her} {creature.bed} went the {creature.nom}, warm and full and happy, and {c:he|she} {creature.went} inside with a flick of {c:his|her} tail.',
          ],
        },
        {
          text: '“Being kind is a bit like a warm {object.nom},” said {hero}, “because it feels good on both ends.”',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'The {creature.nom} turned round at the door of {c:his|her} {creature.bed}, looked at {hero} for a long moment, and said “{creature.sound}” very softly, as if {c:he|she} were making a promise.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'And here is the funny part: a week later, {hero} lost a mitten {place.there}, and looked everywhere, and could not find it. The next morning, there it was on the doorstep, dry and folded, with a tiny trail of {creature.nom} footprints leading away across the snow.',
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
            'That night, {hero} hung the {object.nom} on the end of the bed, a bit muddy and a lot loved.',
            'At bedtime, the {object.nom} hung by {hero}’s bed, still smelling faintly of {creature.nom}.',
          ],
        },
        {
          alts: [
            'Outside, the snow fell softly on {place.def}, and somewhere a little {creature.nom} was warm in {c:his|her} {creature.bed}.',
            'Far away {place.in}, a little {creature.nom} was curled up warm, dreaming of soup and fires.',
          ],
        },
      ],
    },
  ],
  questions: [
    {
      question: 'Who was shivering in the snow?',
      right: 'A little {creature.nom}',
      wrong: ['{^other.creature.indef}', '{^other2.creature.indef}'],
    },
    {
      question: 'What did {hero} try first?',
      right: 'Warming the {creature.nom} with {h:his|her} breath',
      wrong: ['Building a house of {other.object.pl}', 'Calling for Grandma'],
    },
    {
      question: 'What did {hero} wrap the {creature.nom} in?',
      right: '{h:His|Her} new {object.nom}',
      wrong: ['{h:His|Her} {other.object.nom}', 'A pile of snow'],
    },
    {
      question: 'Why did Grandma smile at the muddy {object.nom}?',
      right: 'It had kept somebody warm, just as she made it to',
      wrong: ['She liked mud', 'She wanted a new one'],
    },
  ],
};

const grumpyNeighbour: Plot = {
  id: 'kindness-grumpy-neighbour',
  moral: 'kindness',
  titles: ['Grumbly {^creature}', 'The Grumpy {^creature}', '{hero} Knocks Three Times'],
  places: ['village', 'forest', 'farm', 'mountain'],
  creatures: ['bear', 'owl', 'turtle', 'hedgehog'],
  objects: ['cake', 'flower'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        mood: 'calm',
        cast: ['hero', 'friend', 'creature'],
        object: null,
        actions: { hero: 'peek', friend: 'hide', creature: 'stand' },
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'At the end of the path {place.in} lived an old {creature.nom} called Grumbly {^creature}.',
            'In a crooked little house {place.there} lived an old {creature.nom}, and everybody called {c:him|her} Grumbly {^creature}.',
          ],
        },
        {
          alts: [
            '“Go away!” Grumbly {^creature} shouted at everyone. “Harrumph!”',
            'If anybody came near, the {creature.nom} shouted, “Go away! Harrumph!”',
          ],
        },
        { text: 'Harrumph, harrumph, said the grumpy {creature.nom}.', bands: ['2-4'] },
        {
          text: 'The {other.creature.pl} hurried past {c:his|her} gate. The children crossed to the other side of the path. Even the wind seemed to tiptoe round Grumbly {^creature}’s house.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{friend} said Grumbly {^creature} probably ate children for breakfast, and then admitted that {friend} had made that up.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} had heard all the stories about the {creature.nom}, but {h:he|she} had also noticed something nobody else seemed to: every evening, Grumbly {^creature} sat at the window all alone, and there was never a second cup on the table.',
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
        actions: { hero: 'carry', friend: 'hide' },
        framing: 'medium',
        prop: 'hut',
      },
      text: [
        {
          alts: [
            '“I will take Grumbly {^creature} {object.indef},” said {hero}. “Maybe that will help.”',
            '“Maybe the {creature.nom} just needs {object.indef},” said {hero}.',
          ],
        },
        {
          alts: [
            '{h:He|She} knocked on the {creature.nom}’s door: knock, knock, knock.',
            'Up the path went {hero} with the {object.nom}, and knock, knock, knock, on the crooked door.',
          ],
        },
        {
          alts: [
            '“GO AWAY!” said Grumbly {^creature}, without even opening it.',
            '“Harrumph! GO AWAY!” came a voice from inside, and the {creature.nom} did not open the door at all.',
          ],
        },
        { text: '{hero} jumped so high {h:he|she} nearly dropped the {object.nom}.', bands: ['5-7', '8-10'] },
        {
          text: 'Still, {hero} did not run away from the {creature.nom}’s door; {h:he|she} stood on the step for a moment, listening. Behind the door, {h:he|she} could hear slow footsteps, and a groan, and a chair creaking, as if the {creature.nom} had sat down very carefully.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{friend} had been hiding behind a bush {place.in} the whole time, which {friend} called “keeping watch”.',
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
        cast: ['hero'],
        object: null,
        actions: { hero: 'run' },
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'So {hero} left the {object.nom} on the doorstep, and hid to watch.',
            'So {hero} put the {object.nom} on the step, very neatly, and crept away to watch.',
          ],
        },
        {
          alts: [
            'But along came {other.creature.indef}, sniffed it, and ran off with it!',
            'But {other.creature.indef} came by, sniffed, and carried the {object.nom} away!',
          ],
        },
        { text: 'Oh no, {other.creature.nom}! Not that way!', bands: ['2-4'] },
        {
          text: '{hero} chased after the {other.creature.nom} all round {place.def}, but it was much too fast, and {hero} ended up sitting in a bramble bush with leaves in {h:his|her} hair.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Lying in the brambles, {hero} wondered if {h:he|she} should give up: Grumbly {^creature} clearly did not want anything from anybody, and perhaps everybody {place.in} was right. And yet, {hero} thought, picking a leaf out of {h:his|her} ear, the {creature.nom} had never actually been given a chance to want anything.',
          bands: ['8-10'],
        },
        {
          text: 'Everybody had decided long ago that the {creature.nom} was grumpy, and so everybody kept away, and so the {creature.nom} was alone, and so {c:he|she} grew grumpier. It went round and round, {hero} realised, like a dog chasing its tail, and somebody would have to step into the circle and stop it, or the {creature.nom} would be grumbly forever.',
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
        object: null,
        actions: { hero: 'peek', creature: 'reach-up' },
        framing: 'medium',
        prop: 'fence',
      },
      text: [
        {
          alts: [
            'The next day, {hero} tried again, and this time {h:he|she} peeked over the {creature.nom}’s gate first.',
            'The next day, {hero} went back to the crooked house {place.in}, and peeked over the gate.',
          ],
        },
        {
          alts: [
            'There was Grumbly {^creature}, trying to reach the apples on the tree, and {c:he|she} could not reach.',
            'There was the old {creature.nom}, stretching and stretching for the apples on the tree, and {c:he|she} could not quite reach.',
          ],
        },
        {
          alts: [
            '“Ow, my back,” muttered the {creature.nom}, “oh, my poor old back.”',
            '“Oof,” groaned the {creature.nom}, rubbing {c:his|her} back. “Oof, oof.”',
          ],
        },
        { text: 'Stretch, stretch, oof, oof, poor old {creature.nom}.', bands: ['2-4'] },
        {
          text: 'So that was it, thought {hero}: the {creature.nom} was not cross with the whole world, {c:he|she} just had a sore back, and nobody to help, and nobody to tell.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} hesitated at the gate, because if {h:he|she} went in, the {creature.nom} might shout again. But you cannot wait for people to be nice to you first, {hero} thought, or nobody would ever start.',
          bands: ['8-10'],
        },
        {
          text: '{h:He|She} thought about the {object.nom} disappearing in the jaws of the {other.creature.nom}, and about the brambles, and about the loud “GO AWAY”. None of it had been much fun, but none of it had been about {hero}, either. It had been about {creature.indef} with a sore back who had forgotten how to ask.',
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
        object: null,
        actions: { hero: 'climb', friend: 'stand', creature: 'stand' },
        framing: 'medium',
        prop: 'ladder',
      },
      text: [
        {
          alts: [
            '{hero} opened the gate, climbed up the tree, and picked the apples, one by one.',
            'Without a word, {hero} slipped through the gate, climbed the tree, and dropped the apples into the {creature.nom}’s basket, one, two, three.',
          ],
        },
        {
          text: '{friend} held the ladder steady against the {creature.nom}’s tree, even though {friend}’s knees were knocking: without {friend}, {hero} could not have climbed, and without {hero}, {friend} would never have come through the gate.',
          friend: true,
        },
        {
          alts: [
            'Grumbly {^creature} stared and asked, “Why are you helping me?”',
            'The old {creature.nom} blinked. “Nobody helps Grumbly {^creature},” {c:he|she} said.',
          ],
        },
        {
          alts: [
            '“Because your back hurts,” said {hero}. “And because I wanted to bring you {object.indef}, but it got stolen.”',
            '“Your back was sore, {creature.nom},” said {hero} simply. “And I did bring you {object.indef} yesterday, but {other.creature.indef} ran off with it.”',
          ],
        },
        {
          text: 'Then something amazing happened {place.in}: the corners of Grumbly {^creature}’s mouth began to wobble, and turned up into a smile.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '“Would you like to come in?” asked the {creature.nom}, a little shyly, as if {c:he|she} had forgotten how the words went. “I have a great many apples now, and nobody {place.there} to help me eat them.”',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'And the {creature.nom} laughed, a creaky, rusty laugh, like a door that has not been opened for years. “So that is who knocked,” said the {creature.nom}. “I thought it was those noisy {other.creature.pl} again.”',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'evening',
        mood: 'happy',
        cast: ['hero', 'friend', 'creature'],
        object: 'world',
        actions: { hero: 'build', friend: 'sit', creature: 'sit' },
        objectAt: 'on-prop',
        framing: 'medium',
        prop: 'table',
      },
      text: [
        {
          alts: [
            'That evening, {hero} and the {creature.nom} made apple pie together in the crooked little house.',
            'That evening, the crooked house {place.in} smelled of apple pie, because {hero} and Grumbly {^creature} were baking.',
          ],
        },
        { text: 'Mmm, mmm, apple pie for the {creature.nom}!', bands: ['2-4'] },
        {
          alts: [
            'And this time, there were two cups on the table, and a fresh {object.nom} beside them.',
            'For the first time in years, there were two cups on Grumbly {^creature}’s table, and {object.indef} in the middle.',
          ],
        },
        {
          text: '{friend} came too, and ate three slices, and told Grumbly {^creature} all the stories they had made up about {c:him|her}. Grumbly {^creature} laughed until {c:he|she} had to sit down.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: '“Maybe I am not so grumpy after all,” said the {creature.nom}, “maybe I was just lonely.” And {hero} said that kindness is easiest when you look a little closer, which made the {creature.nom} nod slowly.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Grumbly {^creature} did not become sweet all at once; the {creature.nom} still harrumphed at noisy {other.creature.pl} and at rain. But from then on, whenever {hero} came up the path, the {creature.nom}’s crooked door was already open.',
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
            'That night, {hero} looked out of {h:his|her} window towards the crooked house.',
            'At bedtime, {hero} could just see Grumbly {^creature}’s window from {h:his|her} bed.',
          ],
        },
        {
          alts: [
            'A warm light was glowing there, and {hero} knew the {creature.nom} was smiling too.',
            'The light in it was warm and golden, and {hero} fell asleep thinking of the old {creature.nom}’s rusty laugh.',
          ],
        },
      ],
    },
  ],
  questions: [
    {
      question: 'Who lived in the crooked house?',
      right: 'An old {creature.nom}',
      wrong: ['{^other.creature.indef}', '{^other2.creature.indef}'],
    },
    {
      question: 'What happened to the {object.nom} on the doorstep?',
      right: '{^other.creature.indef} ran off with it',
      wrong: ['Grumbly {^creature} ate it', 'The rain washed it away'],
    },
    {
      question: 'Why was Grumbly {^creature} so grumpy?',
      right: '{c:His|Her} back was sore and {c:he|she} was lonely',
      wrong: ['{c:He|She} did not like {other.object.pl}', 'The apples were sour'],
    },
    {
      question: 'What did {hero} do when {h:he|she} saw the {creature.nom} stretching?',
      right: 'Climbed the tree and picked the apples',
      wrong: ['Ran away', 'Shouted “Go away!”'],
    },
  ],
};

const race: Plot = {
  id: 'kindness-stopping-in-the-race',
  moral: 'kindness',
  titles: ['The Great Race', '{hero} Stops to Help', 'The Best Runner'],
  places: ['meadow', 'park', 'village', 'farm'],
  creatures: ['rabbit', 'hedgehog', 'duck', 'puppy', 'mouse'],
  objects: ['kite', 'ball', 'drum', 'bell'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        mood: 'happy',
        cast: ['hero', 'friend'],
        object: 'world',
        actions: { hero: 'run', friend: 'run' },
        objectAt: 'on-prop',
        framing: 'wide',
        prop: 'table',
      },
      text: [
        {
          alts: [
            'It was the day of the Great Race {place.in}!',
            'Hooray, today was the day of the Great Race {place.there}!',
          ],
        },
        {
          alts: [
            'The prize was a shiny new {object.nom}, and {hero} wanted it more than anything.',
            'And the prize, sitting on a table with a ribbon round it, was the most beautiful {object.nom} {hero} had ever seen.',
          ],
        },
        { text: '{hero} was fast, very fast. Zoom!', bands: ['2-4'] },
        {
          text: '{hero} had been practising for weeks: running to the gate and back, running round the pond, running up the stairs at bedtime so fast that {h:his|her} toothbrush was still wet when {h:he|she} got there.',
          bands: ['5-7', '8-10'],
        },
        { text: '{friend} was racing too, just for fun.', friend: true, bands: ['2-4'] },
        {
          text: '{friend} was racing too, though {f:he|she} did not care about the {object.nom} and mostly wanted to win the prize for the funniest running style, which did not exist but ought to.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Every night {hero} had imagined it: crossing the line first, the cheering, the ribbon being untied from the {object.nom}. {h:He|She} had even decided where the {object.nom} would live in {h:his|her} room. Wanting {object.indef} that much is a strange feeling: lovely and a little bit tight, like a shoe one size too small.',
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
        actions: { hero: 'run', creature: 'run' },
        framing: 'wide',
      },
      text: [
        {
          alts: [
            '“Ready, steady, GO!” called the owl, and off they went.',
            '“On your marks, get set, GO!” called the old owl who ran the race {place.in}.',
          ],
        },
        {
          alts: [
            '{hero} ran past {other.creature.indef}. {h:He|She} ran past the little {creature.nom}. {h:He|She} was winning!',
            'Zoom, {hero} raced past {other.creature.indef}, past {other2.creature.indef}, past the little {creature.nom}. {h:He|She} was in front!',
          ],
        },
        { text: 'Run, run, run, as fast as you can, past the {other.creature.pl}!', bands: ['2-4'] },
        {
          text: 'The wind whistled in {hero}’s ears, and the {other.creature.pl} cheered from the side. {h:His|Her} feet hardly seemed to touch the ground {place.there}. The finish line, with the {object.nom} beside it, came closer and closer.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '“Go, {hero}, go!” shouted {other2.creature.indef}. {hero} could already imagine the ribbon coming off and the {object.nom} in {h:his|her} hands.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{h:He|She} was so far ahead that, for the first time, {h:he|she} dared to glance back over {h:his|her} shoulder, and that glance, though {h:he|she} did not know it yet, was going to change the whole race.',
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
        object: null,
        actions: { hero: 'run', creature: 'fall' },
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Then, behind {h:him|her}, {hero} heard a bump and a little cry {place.in}.',
            'But then, from somewhere behind, came a thump, and a small, sad sound.',
          ],
        },
        {
          alts: [
            'The little {creature.nom} had tripped over a root and fallen down.',
            'The little {creature.nom} had tripped on a stone and tumbled head over heels.',
          ],
        },
        {
          alts: [
            '“{creature.sound},” cried the {creature.nom}. “My knee!”',
            '“Ow,” sniffed the {creature.nom}, holding {c:his|her} knee. “{creature.sound}…”',
          ],
        },
        {
          text: 'Everyone else ran past the {creature.nom}: thump, thump, thump went their feet.',
          bands: ['2-4', '5-7'],
        },
        {
          text: 'Everyone else ran on past the {creature.nom}, because it was a race, after all, and the {object.nom} was so close.',
          bands: ['8-10'],
        },
        {
          text: '{^other.creature.indef} glanced down at the {creature.nom}, hesitated for half a step, and kept going. {hero} did not blame {other.creature.nom} for it, exactly. {h:He|She} just noticed the hesitation, and wondered whether {h:he|she} would do the same as the {other.creature.nom}.',
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
        object: null,
        actions: { hero: 'run', friend: 'sit', creature: 'sit' },
        framing: 'medium',
      },
      text: [
        {
          alts: [
            '{hero} looked at the {object.nom} by the finish line. Then {h:he|she} looked back at the little {creature.nom}.',
            '{hero} looked ahead at the prize. Then {h:he|she} looked back at the {creature.nom} sitting alone on the path.',
          ],
        },
        {
          text: 'Here was the hardest moment of the whole day {place.in}: if {hero} kept running, {h:he|she} would win, and nobody would blame {h:him|her}, because nobody else had stopped for the {creature.nom}. And the {object.nom}, the beautiful {object.nom}, was only twenty steps away. {hero} could feel {h:his|her} legs wanting to run to the {object.nom}, and {h:his|her} heart pulling {h:him|her} back, both at the same time, like two dogs on one lead.',
          bands: ['8-10'],
        },
        { text: 'The {object.nom}, or the {creature.nom}: what would you do?', bands: ['5-7'] },
        {
          alts: [
            '{hero} turned round and ran back to the {creature.nom}.',
            'And {hero} turned right round, and ran back down the path to the {creature.nom}.',
          ],
        },
        {
          text: '{friend} was already there, crouching by the {creature.nom}: {f:he|she} had been so far behind that {f:he|she} had seen the fall first.',
          friend: true,
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
        actions: { hero: 'walk', friend: 'walk', creature: 'walk' },
        framing: 'medium',
      },
      text: [
        {
          alts: [
            '“Are you all right?” asked {hero}, and blew gently on the {creature.nom}’s sore knee.',
            '“Let me see,” said {hero}, kneeling down beside the {creature.nom}, and blew gently on the sore knee.',
          ],
        },
        {
          alts: [
            'Then {h:he|she} helped the {creature.nom} up, and they walked to the finish line together, slowly, slowly.',
            'Then {h:he|she} took the {creature.nom}’s {creature.paw}, and they walked the rest of the race together, one small step at a time.',
          ],
        },
        {
          text: '{friend} walked on the other side, telling silly jokes so the {creature.nom} forgot about the knee. {hero} held the {creature.nom} up; {friend} kept {c:him|her} laughing. Each of them did half of the helping, and the {creature.nom} needed both halves.',
          friend: true,
        },
        { text: 'Step, step, step, slowly, slowly, went {hero} and the {creature.nom}.', bands: ['2-4'] },
        {
          text: 'On the way, the {creature.nom} told {hero} that it was {c:his|her} very first race, and that {c:he|she} had been practising too, all week, hopping up and down the garden path. “I just wanted to finish,” said the {creature.nom}, “and now I will.”',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'By the time they crossed the line, everyone else had finished long ago, and {other.creature.indef} was already holding the {object.nom} with the ribbon round it.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} came last, very last, behind even the slowest {other2.creature.nom}. {h:He|She} waited to feel terrible about it, and was surprised to find that {h:he|she} did not.',
          bands: ['8-10'],
        },
        {
          text: 'Instead {h:he|she} felt something quieter and steadier, like the warm spot on a stone {place.in} after the sun has gone. The {creature.nom} was leaning on {h:his|her} arm, limping and smiling, and that seemed to matter more than any ribbon.',
          bands: ['8-10'],
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
        actions: { hero: 'receive', creature: 'wave' },
        framing: 'close',
      },
      text: [
        {
          alts: [
            'But then everybody {place.in} began to clap and cheer: for {hero}!',
            'And then a cheer went up {place.over}, louder than all the other cheers put together, and it was for {hero}.',
          ],
        },
        {
          alts: [
            'They had all seen {hero} stop and help the little {creature.nom}.',
            'Everyone had seen {hero} go back for the little {creature.nom}.',
          ],
        },
        { text: 'Clap, clap, clap! Hooray for {hero} and the little {creature.nom}!', bands: ['2-4'] },
        {
          text: 'And the {other.creature.nom} who had won came over, holding out the {object.nom}. “Let’s share it,” said the {other.creature.nom}, “because you would have won, if you hadn’t stopped for the {creature.nom}.”',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Then came the part that made {hero} laugh out loud: the old owl announced that this year there was a second prize, one that nobody had ever won before, for the kindest runner. It was a medal made of a shiny button on a string, and the {creature.nom} insisted on hanging it round {hero}’s neck {c:himself|herself}, limping only a tiny bit.',
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
        actions: { hero: 'carry', creature: 'run' },
        framing: 'medium',
      },
      text: [
        {
          text: 'Much later, {hero} asked the owl why nobody had ever won the kindest-runner prize before, and the owl blinked slowly and said, “Because it is only given when somebody gives up the {object.nom}.” {hero} thought about that for a long time, and decided it was the cleverest rule {h:he|she} had ever heard {place.in}.',
          bands: ['8-10'],
        },
        {
          alts: [
            'All evening {hero} played with the little {creature.nom}, whose knee was much better.',
            'Until the sun went down {place.there}, they all played with the {object.nom} together, and the {creature.nom}’s knee was soon quite forgotten.',
          ],
        },
        {
          alts: [
            '“Winning is nice,” said {hero}. “But helping felt even nicer.”',
            '“Being first is fun,” said {hero} to the {creature.nom}, “but being kind feels warmer.”',
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
            'That night, {hero}’s legs were tired from running, and {h:his|her} heart was full.',
            'At bedtime, {hero} was too tired to run anywhere, and {h:his|her} heart felt as warm as a mug of cocoa.',
          ],
        },
        {
          alts: [
            '{h:He|She} dreamed of running everywhere, with the little {creature.nom} right beside {h:him|her}.',
            'And {h:he|she} dreamed of a race where everybody, even the little {creature.nom}, crossed the line together.',
          ],
        },
      ],
    },
  ],
  questions: [
    {
      question: 'What was the prize for the Great Race?',
      right: 'A new {object.nom}',
      wrong: ['A new {other.object.nom}', 'A big cake'],
    },
    {
      question: 'Who fell down in the race?',
      right: 'The little {creature.nom}',
      wrong: ['The old owl', 'The {other2.creature.nom}'],
    },
    {
      question: 'What did {hero} do when {h:he|she} heard the cry?',
      right: 'Went back to help',
      wrong: ['Ran faster', 'Hid behind a tree'],
    },
    {
      question: 'Why did everybody cheer for {hero}?',
      right: 'Because {h:he|she} stopped to help the {creature.nom}',
      wrong: ['Because {h:he|she} came first', 'Because {h:he|she} sang a song'],
    },
  ],
};

export const kindnessPlots: Plot[] = [coldCreature, grumpyNeighbour, race];
