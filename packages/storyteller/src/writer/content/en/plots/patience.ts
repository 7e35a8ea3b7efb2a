/** Patience: waiting for the wind, teaching a creature a trick, waiting for the oven. */
import type { Plot } from '../../format.js';
const waitingWind: Plot = {
  id: 'patience-waiting-for-the-wind',
  moral: 'patience',
  titles: ['Waiting for the Wind', '{hero} and the Sleepy {^object}', 'When the Wind Came'],
  places: ['seaside', 'river', 'park', 'island'],
  creatures: ['duck', 'frog', 'turtle', 'robin'],
  objects: ['kite', 'boat'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        mood: 'happy',
        cast: ['hero', 'friend'],
        object: 'world',
        actions: { hero: 'carry', friend: 'run' },
        framing: 'wide',
      },
      text: [
        {
          alts: [
            '{hero} had made {object.indef} all by {h:himself|herself}, with paper and string and a lot of glue.',
            'All week, {hero} had been making {object.indef}, and now it was finished: blue and yellow, with a long string.',
          ],
        },
        {
          alts: [
            '“Today,” said {hero}, “my {object.nom} is going to {object.go}!” And off {h:he|she} ran {place.to}.',
            'On Saturday morning {hero} carried it {place.to}. “Today my {object.nom} will {object.go}!” {h:he|she} sang.',
          ],
        },
        { text: 'A blue and yellow {object.nom}, ready to {object.go}!', bands: ['2-4'] },
        {
          text: '{friend} came too, hopping from foot to foot, because {friend} could never stand still for more than two seconds.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        { text: '{friend} came too, hop, hop, hop.', friend: true, bands: ['2-4'] },
        {
          text: '{hero} had painted a face on the {object.nom}, a smiling one, and given it a name, though {h:he|she} had not told anyone the name yet. {h:He|She} wanted the {object.nom} to {object.go} first.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'All week, while the glue dried, {hero} had pictured this moment: the {object.nom} catching the wind, the string pulling in {h:his|her} hands, everybody turning to look. {h:He|She} had pictured it so many times that it felt as if it had already happened, which of course it had not; that was the trouble with pictures in your head, they never told you about the weather.',
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
        actions: { hero: 'stand', creature: 'sit' },
        objectAt: 'ground',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'But there was no wind {place.in}. Not a puff. Not a whisper.',
            'But {place.def} was as still as a picture: not one breath of wind.',
          ],
        },
        {
          alts: [
            'The {object.nom} just lay there, flat and floppy.',
            'The {object.nom} did not {object.go} at all; it just flopped.',
          ],
        },
        { text: 'Flop went the {object.nom}. No wind {place.there} today.', bands: ['2-4'] },
        {
          alts: [
            'Nearby sat {creature.indef}, very calm, looking at the sky.',
            '{^creature.indef} sat nearby, watching the sky and not hurrying at all.',
          ],
        },
        {
          alts: [
            '“Wind comes when it comes,” said the {creature.nom}.',
            '“The wind will come,” said the {creature.nom}. “It always does, in the end.”',
          ],
        },
        {
          text: '“But I want it NOW,” said {hero}, and stamped {h:his|her} foot, which made a small cloud of dust and no wind at all.',
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
        actions: { hero: 'run', friend: 'run', creature: 'peek' },
        objectAt: 'ground',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'So {hero} ran as fast as {h:he|she} could, pulling the {object.nom} behind {h:him|her}.',
            'So {hero} decided to make {h:his|her} own wind, and ran up and down {place.def} as fast as {h:his|her} legs would go, dragging the {object.nom}.',
          ],
        },
        {
          alts: [
            'The {object.nom} bumped and bounced and flipped over, and {hero} fell flat on {h:his|her} tummy.',
            'Bump, bump, flip went the {object.nom}, and down went {hero}, right on {h:his|her} tummy.',
          ],
        },
        { text: 'Run, run, run, bump, bump, flop, poor {object.nom}!', bands: ['2-4'] },
        {
          text: '{friend} ran too, in the other direction, for reasons nobody could explain, and the two of them crashed in the middle of {place.def} in a heap of string.',
          friend: true,
        },
        {
          text: 'The {creature.nom} watched with {c:his|her} head on one side, and said nothing, which somehow made it worse.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Somewhere behind {h:him|her}, {other2.creature.indef} laughed, not unkindly, and {hero} pretended not to hear, which is hard to do when you are lying face down with a {object.nom} on your head.',
          bands: ['8-10'],
        },
        {
          text: '{hero} untangled the {object.nom}’s string knot by knot, grumbling; running, it turned out, did not make wind; it only made you hot, and made the {object.nom} dirty, and made {other.creature.indef} on the path jump out of the way with a very offended look.',
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
        actions: { hero: 'sit', creature: 'sit' },
        objectAt: 'ground',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Next, {hero} puffed out {h:his|her} cheeks and blew at the {object.nom}, as hard as {h:he|she} could. Whoooo!',
            'Next, {hero} tried blowing: {h:he|she} took a huge breath and puffed at the {object.nom} until {h:his|her} face went red.',
          ],
        },
        {
          alts: [
            'The {object.nom} wobbled, just a tiny bit. Then it lay still again, and {hero} felt dizzy.',
            'The {object.nom} trembled a little, and lay still, and {hero} sat down, all dizzy and puffed.',
          ],
        },
        { text: 'Whoooo, blew {hero}, but the {object.nom} stayed still.', bands: ['2-4'] },
        {
          text: '{hero} tried fanning it with {h:his|her} hat, and then with a big leaf {place.in}, and then with both. The leaf broke, and then the hat blew away, the only thing {place.there} that had moved all morning.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '“It isn’t fair,” {hero} muttered to the {creature.nom}, because {h:he|she} had made the {object.nom} so carefully, and now the whole sky seemed to be ignoring {h:him|her} on purpose.',
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
        actions: { hero: 'sit', friend: 'sit', creature: 'point' },
        objectAt: 'ground',
        framing: 'close',
      },
      text: [
        {
          alts: [
            'At last {hero} sat down next to the {creature.nom}, all hot and cross.',
            'Hot, cross and puffed out, {hero} flopped down beside the {creature.nom}.',
          ],
        },
        {
          alts: [
            '“What do you do while you wait?” {h:he|she} asked.',
            '“How can you just sit there?” {hero} asked the {creature.nom}.',
          ],
        },
        {
          alts: [
            '“I look,” said the {creature.nom}. “Look there: a little fish. And there: a cloud like a teapot.”',
            '“I watch,” said the {creature.nom}. “See that beetle? And that cloud, shaped like {other.creature.indef}?”',
          ],
        },
        { text: 'Look, look, said the {creature.nom}: a fish, a beetle, a cloud {place.in}!', bands: ['2-4'] },
        {
          text: 'So {hero} looked where the {creature.nom} looked, and when {h:he|she} really looked, {place.def} was not empty at all. There were ants marching in a line, and a snail on a stone, and little sparkles on the water, and the {creature.nom} knew the name of every one.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{friend}, to everyone’s surprise, managed to sit still {place.there} for eleven whole minutes, which was a record, and spotted a dragonfly before even the {creature.nom} did.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'evening',
        mood: 'calm',
        cast: ['hero', 'friend', 'creature'],
        object: 'world',
        actions: { hero: 'sit', friend: 'point', creature: 'sit' },
        objectAt: 'ground',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'The afternoon went by. Other children packed up and went home from {place.def}.',
            'Slowly the sun slid down the sky, and one by one the other families left {place.def}.',
          ],
        },
        {
          text: 'Here was the hard part: {hero}’s tummy was rumbling, and the {other.creature.pl} were going home to their tea, and it would have been so easy to give up. “Maybe the wind isn’t coming to {place.def},” {hero} said. The {creature.nom} only smiled and said, “Maybe not, but I’ll wait a little longer, and so could you.” {hero} thought about tea, and then about the {object.nom} and all those days of glue, and told the {creature.nom}, “A little longer, then.”',
          bands: ['8-10'],
        },
        {
          alts: [
            'But {hero} waited with the {creature.nom}, watching the water and the clouds.',
            'But {hero} stayed, sitting quietly with the {creature.nom}, holding the {object.nom} ready.',
          ],
        },
        {
          text: '{friend} and {hero} played a waiting game: each chose a cloud, and whichever cloud reached the big tree first was the winner; {friend} won twice, {hero} won once, and then a cloud chosen by the {creature.nom} won, which they agreed did not count.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'evening',
        weather: 'wind',
        mood: 'happy',
        cast: ['hero', 'creature'],
        object: 'world',
        actions: { hero: 'run', creature: 'sit' },
        objectAt: 'sky',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'And then, just as the sky turned pink, {hero} felt something on {h:his|her} cheek: a soft, cool breeze.',
            'Then, as the sun touched the edge of the world, the grass {place.in} began to whisper, and a breeze came dancing by.',
          ],
        },
        {
          alts: [
            'The {object.nom} lifted. It wobbled. And then it {object.went}, up and away, beautiful in the sunset!',
            'Up went the {object.nom}, and away it {object.went}, bright against the pink and golden sky!',
          ],
        },
        { text: 'Whoosh, the wind! Away {object.went} the {object.nom}, hooray!', bands: ['2-4'] },
        {
          text: '“The evening wind,” said the {creature.nom}, smiling, “is the best wind {place.there}, and it only comes for the ones who wait.”',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'And that was the thing {hero} had not known: {place.def} always had a wind at sunset, every clear evening, gentle and steady, the kind of wind a homemade {object.nom} likes best. All the people who had gone home from {place.def} at teatime had missed it. Only {hero}, and the {creature.nom}, had stayed long enough to find out.',
          bands: ['8-10'],
        },
        { text: '“Waiting was worth it,” said {hero}, holding on tight to the {object.nom}.', bands: ['5-7', '8-10'] },
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
            'That night, the {object.nom} rested in the corner of {hero}’s room, with a smile painted on its face.',
            'At bedtime, {hero} whispered the {object.nom}’s secret name to it, and said goodnight.',
          ],
        },
        {
          alts: [
            'And outside, the evening wind blew softly over {place.def}, singing {hero} to sleep.',
            'And far away {place.in}, the {creature.nom} was still sitting, watching the stars come out, one at a time.',
          ],
        },
      ],
    },
  ],
  questions: [
    {
      question: 'What had {hero} made?',
      right: '{^object.indef}',
      wrong: ['{^other.object.indef}', '{^other2.object.indef}'],
    },
    { question: 'What was missing {place.in}?', right: 'The wind', wrong: ['The sun', 'The {creature.nom}'] },
    {
      question: 'What did the {creature.nom} do while waiting?',
      right: 'Looked at everything around',
      wrong: ['Ran up and down', 'Went to sleep'],
    },
    {
      question: 'Why did the {object.nom} {object.go} in the end?',
      right: '{hero} waited for the evening wind',
      wrong: ['{hero} blew very hard', '{hero} ran very fast'],
    },
  ],
};
const teachingTrick: Plot = {
  id: 'patience-teaching-a-trick',
  moral: 'patience',
  titles: ['Fetch, {^creature}, Fetch!', '{hero} Teaches a Trick', 'Again, and Again, and Again'],
  places: ['park', 'garden', 'farm', 'village'],
  creatures: ['puppy', 'cat', 'fox', 'squirrel'],
  objects: ['ball', 'feather', 'bell'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        mood: 'happy',
        cast: ['hero', 'friend', 'creature'],
        object: 'world',
        actions: { hero: 'carry', friend: 'stand', creature: 'run' },
        framing: 'wide',
      },
      text: [
        {
          alts: [
            '{hero} had a new friend {place.in}: a bouncy little {creature.nom} with a wiggly tail.',
            'A little {creature.nom} had come to live {place.there}, and {hero} thought {c:he|she} was the best thing in the whole world.',
          ],
        },
        {
          alts: [
            '“I’m going to teach you a trick,” said {hero}. “When I throw the {object.nom}, you bring it back!”',
            '“I’ll teach you to fetch,” {hero} told the {creature.nom}. “I throw the {object.nom}, and you bring it back. Easy!”',
          ],
        },
        { text: 'Throw the {object.nom}, bring it back. Easy-peasy, little {creature.nom}!', bands: ['2-4'] },
        {
          text: '{friend} came to watch, with a notebook, because {f:he|she} was going to write a book called How to Teach a {^creature} Anything.',
          friend: true,
        },
        {
          text: '{hero} had seen {other.creature.indef} on television fetch a newspaper, a slipper and a pair of glasses, all in one go. How hard could one {object.nom} be?',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} imagined showing everyone: the {creature.nom} running like the wind, the {object.nom} in {c:his|her} mouth, everyone clapping. {h:He|She} thought teaching the {creature.nom} would take about five minutes, or ten, if the {creature.nom} was slow.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'morning',
        mood: 'happy',
        cast: ['hero', 'friend', 'creature'],
        object: 'world',
        actions: { hero: 'reach-up', friend: 'stand', creature: 'run' },
        objectAt: 'ground',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            '{hero} threw the {object.nom}. “Fetch!”',
            '“Ready? Fetch!” called {hero}, and threw the {object.nom} across {place.def}.',
          ],
        },
        {
          alts: [
            'The {creature.nom} ran the wrong way, and chased {c:his|her} own tail round and round.',
            'The {creature.nom} looked at {hero}, then ran off the other way after {other.creature.indef}.',
          ],
        },
        { text: 'Round and round went the silly {creature.nom}!', bands: ['2-4'] },
        {
          text: 'The next throw went into a flowerbed {place.in}, and the {creature.nom} came back with a daisy, very proudly, and the one after that went under a bench, and the {creature.nom} came back with nothing but a muddy {creature.nose}.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} fetched the {object.nom} {h:himself|herself}. “No,” {h:he|she} explained to the {creature.nom}, “YOU fetch it.” The {creature.nom} wagged happily, as if that had been the game all along.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{friend} wrote in the notebook: Step one, the {creature.nom} runs the wrong way.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
      ],
    },
    {
      scene: {
        creatureAt: 'under-bush',
        place: 'world',
        time: 'day',
        mood: 'worried',
        cast: ['hero', 'creature'],
        object: 'world',
        actions: { hero: 'point', creature: 'hide' },
        objectAt: 'ground',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            '{hero} threw it again. This time the {creature.nom} found the {object.nom}, and sat on it!',
            'Again {hero} threw the {object.nom}. The {creature.nom} ran to it, sniffed it, and lay down on top of it for a nap.',
          ],
        },
        {
          alts: [
            '“FETCH!” shouted {hero}, louder. The {creature.nom} jumped and hid under a bush.',
            '“NO! FETCH!” shouted {hero}, and the {creature.nom} got such a fright that {c:he|she} hid behind the bins {place.in}.',
          ],
        },
        { text: '“FETCH!” shouted {hero}, and oh no, the {creature.nom} hid!', bands: ['2-4'] },
        {
          text: '{hero} stamped and huffed and said that the {creature.nom} was the silliest {creature.nom} {place.there}, and the {creature.nom} peeped out with such sad eyes that {hero} immediately felt terrible.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Shouting, {hero} noticed, had not made the {creature.nom} understand any better. It had only made {c:him|her} frightened, and a frightened {creature.nom} does not learn anything except how to hide. {hero} knew exactly how that felt: {h:he|she} had once been shouted at for spelling “because” wrong, and had spelled it worse for a week, and {h:he|she} did not want the {creature.nom} to feel like that.',
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
        actions: { hero: 'sit', friend: 'sit', creature: 'sit' },
        objectAt: 'ground',
        framing: 'close',
      },
      text: [
        {
          alts: [
            '{hero} sat down on the grass {place.in} and took a long, slow breath.',
            '{hero} sat down {place.there}, and breathed in, and breathed out, very slowly.',
          ],
        },
        {
          alts: [
            '“I’m sorry, {creature.nom},” {h:he|she} said softly. “Let’s try again. Slowly this time.”',
            '“Sorry I shouted, {creature.nom},” {h:he|she} said. “We’ll go slowly. We have all day.”',
          ],
        },
        { text: 'Shh, shh, little {creature.nom}, slowly now.', bands: ['2-4'] },
        {
          text: '{friend} said quietly, “When I learned to swim, Dad said ‘again’ about a hundred times, and never once got cross, so maybe the {creature.nom} needs a hundred too.” {hero} needed to hear that, and {friend}, who had been laughing at the {creature.nom}, needed to stop and be useful.',
          friend: true,
        },
        {
          text: '{hero} thought about how {h:he|she} had learned to tie {h:his|her} shoelaces: Grandpa’s big hands over {h:his|her} small ones, over and over, bunny ears and round the tree, for days and days, until one morning {h:his|her} fingers just knew. Nobody had shouted. Nobody had said it should take five minutes. Maybe, {hero} thought, {creature.indef} learning to fetch was not so different from a child learning laces.',
          bands: ['8-10'],
        },
        {
          text: 'The {creature.nom} crept out and put {c:his|her} head on {hero}’s knee, and {hero} understood that the {creature.nom} was not being naughty. {c:He|She} just did not know the game yet, and nobody, not even a clever {creature.nom}, is born knowing games.',
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
        actions: { hero: 'walk', creature: 'walk' },
        objectAt: 'ground',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'This time, {hero} rolled the {object.nom} just a little way, and went with the {creature.nom} to get it.',
            'So {hero} put the {object.nom} just a few steps away, and walked there with the {creature.nom}, side by side.',
          ],
        },
        {
          alts: [
            '“Pick it up,” {h:he|she} said gently. “Good! Now bring it. Good!”',
            '“That’s it,” {h:he|she} said softly, when the {creature.nom} sniffed the {object.nom}. “Now bring it to me.”',
          ],
        },
        { text: 'Again, and again, and again, and never cross, good {creature.nom}!', bands: ['2-4'] },
        {
          text: 'They did it again, and again, and again {place.in}: sometimes the {creature.nom} got it right, and {hero} cheered, and sometimes the {creature.nom} got it wrong, and {hero} just said, “Again,” and smiled.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'It was slow, very slow, teaching {creature.indef}; the sun moved right across {place.def}, and {hero}’s arm got tired, and {h:his|her} knees got grass stains. Every time {h:he|she} wanted to hurry, {h:he|she} looked at the {creature.nom}’s face, trying so hard, and found a little more calm somewhere, like finding coins in an old coat.',
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
        actions: { hero: 'hug', friend: 'stand', creature: 'hug' },
        objectAt: 'ground',
        framing: 'close',
      },
      text: [
        {
          alts: [
            'Then, just before sunset, {hero} threw the {object.nom} far across {place.def}.',
            'At last, as the shadows grew long, {hero} threw the {object.nom} one more time, right across {place.def}.',
          ],
        },
        {
          alts: [
            'The {creature.nom} ran, picked it up, and brought it straight back, and dropped it at {hero}’s feet!',
            'Off {creature.went} the {creature.nom}, and back {c:he|she} came with the {object.nom}, and laid it at {hero}’s feet!',
          ],
        },
        { text: 'Fetch, yes, good, good {creature.nom}, hooray!', bands: ['2-4'] },
        {
          text: '{hero} hugged the {creature.nom} so hard that {c:he|she} squeaked, and {friend} wrote in the notebook, in very big letters: STEP TWO: BE PATIENT.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: 'And here is the surprising part: the {creature.nom} ran off again, without being asked, and came back with something else: {hero}’s old {other.object.nom}, the one that had been lost {place.in} since the spring. The {creature.nom} must have known where it was all along, and had simply been waiting for someone to explain what “bring it back” meant.',
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
        actions: { hero: 'point', creature: 'carry' },
        objectAt: 'creature',
        framing: 'wide',
      },
      text: [
        {
          text: 'Other children {place.in} came to watch, and asked how {hero} had taught the {creature.nom} such a clever trick, and {hero} said, “Slowly,” which made them laugh, though {h:he|she} had not been joking at all.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'One of them, a small child with a very bouncy {other.creature.nom}, asked if {hero} would help teach that one too. {hero} looked at the {other.creature.nom}, who was at that moment trying to eat its own lead, and said yes, but that it might take a while, and that a while was all right.',
          bands: ['8-10'],
        },
        {
          alts: [
            'They played fetch until the first star came out over {place.def}.',
            'All evening, the {creature.nom} fetched the {object.nom}, again and again, wagging proudly.',
          ],
        },
        {
          alts: [
            '“Patience is slow,” said {hero}, “but it gets there.”',
            '“Going slowly,” said {hero}, “was the fastest way after all.”',
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
        cast: ['hero', 'creature'],
        object: 'world',
        actions: { hero: 'sleep', creature: 'sleep' },
        objectAt: 'creature',
        framing: 'close',
        prop: 'bed',
      },
      text: [
        {
          alts: [
            'That night, the tired little {creature.nom} curled up at the end of {hero}’s bed, with the {object.nom} between {c:his|her} paws.',
            'At bedtime, the {creature.nom} was so tired that {c:he|she} fell asleep with {c:his|her} {creature.nose} on the {object.nom}.',
          ],
        },
        {
          alts: [
            '“Tomorrow we’ll learn to sit,” whispered {hero}. “Slowly.” And they both fell fast asleep.',
            '“Tomorrow, another trick,” yawned {hero}, “but not too fast.” And soon they were both asleep.',
          ],
        },
      ],
    },
  ],
  questions: [
    {
      question: 'Who was {hero} teaching?',
      right: 'A little {creature.nom}',
      wrong: ['{^other.creature.indef}', '{^other2.creature.indef}'],
    },
    { question: 'What did {hero} throw?', right: 'The {object.nom}', wrong: ['The {other.object.nom}', 'A big stick'] },
    {
      question: 'What happened when {hero} shouted?',
      right: 'The {creature.nom} hid',
      wrong: ['The {creature.nom} fetched it', 'The {creature.nom} sang'],
    },
    {
      question: 'What helped the {creature.nom} learn in the end?',
      right: '{hero} went slowly and never got cross',
      wrong: ['{hero} shouted louder', '{hero} gave up'],
    },
  ],
};
const baking: Plot = {
  id: 'patience-the-baking-day',
  moral: 'patience',
  titles: ['Is It Ready Yet?', '{hero}’s Baking Day', 'The Longest Half Hour'],
  places: ['village', 'farm', 'forest', 'garden'],
  creatures: ['bear', 'mouse', 'hedgehog', 'rabbit'],
  objects: ['cake', 'apple'],
  pages: [
    {
      scene: {
        place: 'home',
        time: 'morning',
        mood: 'happy',
        cast: ['hero', 'friend'],
        object: 'world',
        actions: { hero: 'build', friend: 'build' },
        framing: 'medium',
        prop: 'table',
      },
      text: [
        {
          alts: [
            'It was the {creature.nom}’s birthday, and {hero} was baking {object.bake} for the party {place.in}.',
            'Today {hero} was going to bake {object.bake}, all by {h:himself|herself}, for the {creature.nom}’s birthday.',
          ],
        },
        {
          alts: [
            'Grandpa read the recipe. {hero} did the stirring, and the mixing, and the licking of the spoon.',
            'Grandpa read out the recipe, and {hero} did everything else: flour, eggs, butter, stir, stir, stir.',
          ],
        },
        { text: 'Stir, stir, stir, {object.bake} for the {creature.nom}!', bands: ['2-4'] },
        {
          text: '{friend} helped too, mostly by tasting, and got flour on {f:his|her} nose, and on the baking tin, and somehow on the ceiling.',
          friend: true,
        },
        {
          text: 'The {creature.nom} lived just down the lane, and loved {object.treat} more than anything in the world. {hero} had never baked anything before, except mud pies, which do not count, because nobody eats them twice.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'The recipe for {object.treat} was in Grandpa’s old book, in Granny’s curly handwriting, with a splash of something brown across the corner, and underneath she had written one word and underlined it three times: “WAIT.” {hero} did not know what it meant yet, but the {object.treat} was about to teach {h:him|her}.',
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
        actions: { hero: 'sit' },
        framing: 'medium',
        prop: 'table',
      },
      text: [
        {
          alts: [
            'Into the oven went the {object.treat}. “Now,” said Grandpa, “we wait half an hour.”',
            'Grandpa slid the {object.treat} into the hot oven. “Thirty minutes,” he said. “No peeking.”',
          ],
        },
        {
          alts: [
            'Half an hour! {hero} had never heard of anything so long, not even in the {creature.nom}’s stories.',
            'Thirty whole minutes! To {hero} that sounded like about a year {place.in}.',
          ],
        },
        { text: 'Half an hour is a long, long time when the {object.treat} is in the oven.', bands: ['2-4'] },
        {
          text: '{hero} sat in front of the oven and stared at it, and the oven stared back, and nothing happened to the {object.treat}, except a delicious smell that made {hero}’s tummy growl like {other.creature.indef}.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Every minute felt like ten, and {hero}, thinking of the {creature.nom}, counted the tiles on the kitchen floor (forty-two), the spots on Grandpa’s apron (nineteen), and the number of times {h:he|she} could say “Is it ready yet?” before Grandpa raised an eyebrow (four).',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'home',
        time: 'day',
        mood: 'worried',
        cast: ['hero'],
        object: 'world',
        actions: { hero: 'peek' },
        objectState: 'broken',
        framing: 'close',
      },
      text: [
        {
          alts: [
            'After five minutes, {hero} could not wait any longer. {h:He|She} opened the oven door to peek.',
            'After just five minutes, {hero} crept up to the oven and opened the door, just a crack, to peek at the {object.treat}.',
          ],
        },
        {
          alts: [
            'Whoosh went the warm air, and the {object.treat} went, flump. Right down in the middle.',
            'Out rushed the warm air, and, flump, the middle of the {object.treat} sank like a sad balloon.',
          ],
        },
        { text: 'Peek, flump, oh no, the {object.treat}!', bands: ['2-4'] },
        {
          text: '“Ah,” said Grandpa, looking over {hero}’s shoulder, “that’s what happens when you peek: the oven needs to keep its warm inside, or the {object.treat} gets a fright.”',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} felt like sinking too. Grandpa did not scold; he just shut the door gently and said, “Never mind, a sunken {object.treat} tastes the same, but now we must wait a bit longer,” which was the very opposite of what {hero} had wanted.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'home',
        time: 'day',
        mood: 'worried',
        cast: ['hero', 'friend'],
        object: 'world',
        actions: { hero: 'reach-up', friend: 'wave' },
        objectState: 'broken',
        framing: 'medium',
        prop: 'table',
      },
      text: [
        {
          alts: [
            'When it was done at last, {hero} wanted to eat the {object.treat} straight away.',
            'At last the timer went ding! {hero} wanted to cut the {object.treat} that very second.',
          ],
        },
        {
          alts: [
            '{h:He|She} touched the {object.treat} and cried, “Ow, hot!”, and blew on {h:his|her} fingers, and on the {object.treat}, puff, puff, puff.',
            'But when {h:he|she} touched it, it was much too hot. “Ooh, ow!” {hero} blew on it, puff, puff, but that did not help at all.',
          ],
        },
        { text: 'Hot, hot {object.treat}, puff, puff, puff!', bands: ['2-4'] },
        {
          text: '{friend} tried fanning the {object.treat} with a tea towel, but the tea towel flicked a spoon into the sink with a great clatter, and Grandpa had to pretend very hard not to laugh.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: '“It needs to cool,” said Grandpa, “because a hot {object.treat} falls to pieces.” {hero} groaned: first the oven, now the cooling; baking, it seemed, was mostly waiting with a little bit of cooking in the middle.',
          bands: ['5-7', '8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'day',
        mood: 'calm',
        cast: ['hero', 'friend'],
        object: null,
        actions: { hero: 'build', friend: 'build' },
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'So {hero} decided to wait properly this time. {h:He|She} went out {place.in} to make a birthday card for the {creature.nom}.',
            'This time, {hero} did not peek. Instead {h:he|she} went outside {place.there} and made a birthday crown of leaves for the {creature.nom}.',
          ],
        },
        {
          alts: [
            'And while {h:he|she} was busy, the waiting went by much faster.',
            'And a funny thing happened: when {hero} was busy, the waiting did not feel so long.',
          ],
        },
        { text: 'Busy, busy {hero} {place.in}, and the waiting flew by.', bands: ['2-4'] },
        {
          text: 'The {other.creature.nom} from next door came by and asked what {hero} was doing, and {hero} explained that {h:he|she} was waiting for the {object.treat}, and that waiting was much easier with your hands full. The {other.creature.nom} stayed to help, and told {hero} that {other.creature.pl} always gather nuts while they wait for winter, for exactly the same reason.',
          bands: ['8-10'],
        },
        {
          text: '{friend} helped with the crown, choosing the reddest leaves in {place.def}, and the two of them argued happily about whether {creature.indef} would prefer red or yellow, and decided on both.',
          friend: true,
        },
        {
          text: '{hero} noticed something: when {h:he|she} had been staring at the oven, every minute had dragged its feet, but out here, with the leaves and the sunshine and the {creature.nom} to think about, the minutes skipped along like {other.creature.pl}. The waiting for the {object.treat} had not changed; {hero} had.',
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
        actions: { hero: 'carry', creature: 'wave' },
        objectState: 'broken',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'When {hero} came back, the {object.treat} was cool and ready. Grandpa let {hero} carry it across {place.def}.',
            'By the time the crown was finished, the {object.treat} was cool, and {hero} carried it carefully across {place.def} to the party.',
          ],
        },
        {
          alts: [
            '“Happy birthday, {creature.nom}!” The {creature.nom} clapped {c:his|her} paws. “My favourite!”',
            '“Happy birthday!” called {hero}, and the {creature.nom}’s face lit up. “{^object.treat}! My very favourite!”',
          ],
        },
        { text: 'Happy birthday, {creature.nom}, yum, yum, yum!', bands: ['2-4'] },
        {
          text: 'The {object.treat} had a dip in the middle, where it had sunk, and the {creature.nom} said that was the best bit, because the dip was where the {object.sweet} collected, and {hero} decided that was true.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'And then came a surprise: the {creature.nom}’s granny tasted it, and went quiet, and then said it tasted exactly like the ones her old friend used to bake, long ago, a friend with curly handwriting who always wrote “WAIT” at the bottom of her recipes. {hero} told her whose granny that was, and the old {creature.nom} laughed and laughed, and said some things were clearly worth waiting for.',
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
        actions: { hero: 'sit', creature: 'sit' },
        objectAt: 'on-prop',
        objectState: 'broken',
        framing: 'medium',
        prop: 'table',
      },
      text: [
        {
          text: 'They sang, and the {creature.nom} blew out the candles, and wished a wish {c:he|she} would not tell anyone, though {c:he|she} winked at {hero} while {c:he|she} wished it.',
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            'Everyone ate {object.treat} until there was only one crumb left, and the {creature.nom} ate that.',
            'There was just enough {object.treat} for everyone {place.in}, and a crumb left over for {other.creature.indef}.',
          ],
        },
        {
          alts: [
            '“Good things take time,” said {hero}, with honey on {h:his|her} chin.',
            '“Waiting is the hardest part of baking,” said {hero}, “and the tastiest.”',
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
            'That night, {hero} fell asleep dreaming of ovens and honey and crowns of leaves.',
            'At bedtime, {hero} could still smell the {object.treat} on {h:his|her} fingers.',
          ],
        },
        {
          alts: [
            'And {place.in}, a happy {creature.nom} was asleep in {c:his|her} {creature.bed}, still wearing {c:his|her} birthday crown.',
            'And across {place.def}, the birthday {creature.nom} slept with a full tummy and a crown of red and yellow leaves.',
          ],
        },
      ],
    },
  ],
  questions: [
    {
      question: 'Whose birthday was it?',
      right: 'The {creature.nom}’s',
      wrong: ['The {other.creature.nom}’s', 'Grandpa’s'],
    },
    { question: 'What did {hero} bake?', right: '{^object.bake}', wrong: ['A loaf of bread', 'Some biscuits'] },
    {
      question: 'What happened when {hero} peeked in the oven?',
      right: 'It sank in the middle',
      wrong: ['It grew very tall', 'It turned blue'],
    },
    {
      question: 'What made the waiting easier?',
      right: 'Keeping busy making something for the {creature.nom}',
      wrong: ['Staring at the oven', 'Opening the door again'],
    },
  ],
};
export const patiencePlots: Plot[] = [waitingWind, teachingTrick, baking];
