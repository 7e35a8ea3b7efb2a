/** Gratitude: a thank-you that took three tries, a grumbly rainy day, an old patched treasure. */
import type { Plot } from '../../format.js';

const thankYou: Plot = {
  id: 'gratitude-the-thank-you',
  moral: 'gratitude',
  titles: ['The Best Thank-You', '{hero} Says Thank You', 'A Thank-You for the {^creature}'],
  places: ['forest', 'village', 'farm', 'meadow'],
  creatures: ['bear', 'owl', 'hedgehog', 'squirrel', 'mouse'],
  objects: ['scarf', 'kite', 'ball', 'book'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        mood: 'worried',
        cast: ['hero', 'friend'],
        object: null,
        actions: { hero: 'sit', friend: 'look-for' },
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'One windy morning, {hero} lost {h:his|her} favourite {object.nom} somewhere {place.in}.',
            'The wind was blowing hard {place.there}, and somewhere in all that blowing, {hero} lost {h:his|her} favourite {object.nom}.',
          ],
        },
        {
          alts: [
            '{h:He|She} looked under bushes and behind stones, but the {object.nom} was gone.',
            '{hero} searched everywhere, under every bush and behind every stone, but there was no {object.nom} anywhere.',
          ],
        },
        { text: 'Where is the {object.nom}? Gone, gone, gone.', bands: ['2-4'] },
        {
          text: '{friend} searched too, and found a button, two snail shells and a very old sandwich, but no {object.nom}.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: 'It was the {object.nom} {hero} took everywhere: to the shops, to the pond, to bed. Without the {object.nom}, the whole morning felt crooked, like a picture hanging on one nail.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} sat down on a log, chin in {h:his|her} hands, and tried very hard not to cry about the {object.nom}; {h:he|she} managed it for almost a minute, which was longer than {h:he|she} had expected, and then a tear rolled down anyway and dropped on {h:his|her} shoe, and {hero} watched it soak in and felt even sorrier for {h:himself|herself}.',
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
        actions: { hero: 'receive', creature: 'give' },
        framing: 'close',
      },
      text: [
        {
          alts: [
            'Then along came the {creature.nom}, holding something. It was the {object.nom}!',
            'Just then the {creature.nom} {creature.went} up the path, and in {c:his|her} {creature.paws} was the lost {object.nom}!',
          ],
        },
        {
          alts: [
            '“I found it up in the old tree,” said the {creature.nom}. “I had to climb very high.”',
            '“It was stuck in a prickly bush,” said the {creature.nom}, pulling a thorn out of {c:his|her} fur, “but I got it out.”',
          ],
        },
        { text: 'Hooray, the {object.nom} is back!', bands: ['2-4'] },
        {
          alts: [
            '{hero} grabbed the {object.nom}, hugged it tight, and ran off home. {h:He|She} forgot to say thank you.',
            '{hero} was so happy that {h:he|she} snatched the {object.nom}, spun round twice, and raced home across {place.def}, and forgot to say thank you.',
          ],
        },
        {
          text: 'Running home, {hero} did not look back even once. {h:He|She} was too busy being happy, and being happy can make you forget to look at anybody else. It is one of the few bad things about it.',
          bands: ['8-10'],
        },
        {
          text: 'The {creature.nom} stood on the path with {c:his|her} {creature.paws} still held out, and a little thorn scratch on {c:his|her} arm, and watched {hero} go.',
          bands: ['5-7', '8-10'],
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
        actions: { hero: 'sit', friend: 'stand' },
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'At home, {hero} played with the {object.nom}. But something felt wrong.',
            'At home {hero} cuddled the {object.nom}, but a funny, itchy feeling would not go away.',
          ],
        },
        {
          alts: [
            'Then {h:he|she} remembered. “I didn’t say thank you to the {creature.nom}!”',
            'Suddenly {h:he|she} sat up. “Oh no. I never thanked the {creature.nom}!”',
          ],
        },
        { text: 'Oh no, no thank-you for the {creature.nom}!', bands: ['2-4'] },
        {
          text: '{friend} gasped and said, “And the {creature.nom} climbed right up to get it, too,” which did not help {hero} feel better at all.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} thought of the {creature.nom} climbing up, up, up, and the thorns, and the scratch, and then {h:himself|herself} running away without a word. {h:His|Her} cheeks went as hot as the {other.object.nom} left in the sun.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'The itchy feeling, {hero} realised, had a name: it was the feeling of being given the {object.nom} back and not giving anything in return, not even a word. A thank-you, it turned out, was not just good manners {place.in}; it was the other half of a kindness, and {hero} had left the {creature.nom}’s kindness standing on the path all by itself, only half finished.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'home',
        time: 'day',
        mood: 'happy',
        cast: ['hero', 'friend'],
        object: null,
        actions: { hero: 'build', friend: 'stand' },
        framing: 'medium',
        prop: 'table',
      },
      text: [
        {
          alts: [
            '“I’ll bake the {creature.nom} a thank-you cake!” said {hero}.',
            '“A thank-you cake,” decided {hero}. “The biggest cake {place.in}, for the {creature.nom}.”',
          ],
        },
        {
          alts: [
            'But {h:he|she} forgot to watch the oven, and the cake came out black as a boot. Pooh!',
            'But while it baked, {hero} made a card, and forgot the oven, and the cake came out as black and hard as a stone {place.there}.',
          ],
        },
        { text: 'Oh dear, burnt cake for the {creature.nom}, pooh, pooh!', bands: ['2-4'] },
        {
          text: '{friend} tried to cut the cake for the {creature.nom}, and the knife bounced off, so {friend} suggested they could use it as a doorstop and give the {creature.nom} that instead, and {hero} laughed so hard {h:he|she} had to sit on the floor.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} tapped the cake, and it went clonk, like {other.object.indef} dropped on a tile floor. Not even the {other.creature.nom} outside the window would want that.',
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
        actions: { hero: 'wave', creature: 'peek' },
        framing: 'medium',
      },
      text: [
        {
          alts: [
            '“Then I’ll sing the {creature.nom} a thank-you song!” said {hero}, and ran across {place.def} to the {creature.nom}’s {creature.bed}.',
            'Next {hero} made up a thank-you song, and went to sing it outside the {creature.nom}’s {creature.bed} {place.in}.',
          ],
        },
        {
          alts: [
            '{h:He|She} sang very loudly. {h:He|She} sang very high. {h:He|She} sang a little bit wrong.',
            'It was a very loud song, and a very long song, and most of the notes were in the wrong places.',
          ],
        },
        { text: 'La la LAAA, oh dear, the {creature.nom} covered {c:his|her} ears!', bands: ['2-4'] },
        {
          text: 'The {creature.nom} peeped out with {c:his|her} {creature.paws} over {c:his|her} ears, and {other.creature.indef} in the next tree fell off its branch in surprise.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Halfway through the seventh verse, {hero} stopped singing to the {creature.nom}, who was smiling politely, the way grown-ups smile at a drawing when they cannot tell what it is. And {hero} noticed something {h:he|she} should have noticed before: the {creature.nom}’s {creature.bed} had a hole in its roof, and the {creature.nom} had been trying to mend it, all alone, with one sore arm.',
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
        actions: { hero: 'build', friend: 'reach-up', creature: 'stand' },
        framing: 'wide',
        prop: 'ladder',
      },
      text: [
        {
          alts: [
            'Then {hero} stopped trying to be grand. {h:He|She} walked up to the {creature.nom} and said, “Thank you for finding my {object.nom}. You were very kind.”',
            'So {hero} stopped singing, took a breath, and said simply: “Thank you for finding my {object.nom}, {creature.nom}. I’m sorry I ran off.”',
          ],
        },
        {
          alts: [
            'Then {h:he|she} helped the {creature.nom} mend the hole in {c:his|her} roof, all afternoon.',
            'And then, without being asked, {hero} helped the {creature.nom} mend {c:his|her} roof with sticks and moss until it was snug.',
          ],
        },
        { text: 'Thank you, {creature.nom}, thank you, thank you!', bands: ['2-4'] },
        {
          text: '{friend} passed up the sticks and {hero} fitted them into the {creature.nom}’s roof; {friend} could not reach, and {hero} could not hold the ladder and work at the same time, but together they were exactly the right size.',
          friend: true,
        },
        {
          text: 'They worked all afternoon {place.in}. The {creature.nom} told {hero} how the hole had come: a branch in the same wind that had stolen the {object.nom}. {c:He|She} had been out in that wind searching for {object.indef} that was not even {c:his|hers}, while {c:his|her} own roof blew open. {hero} put in the last stick very carefully, and pressed the moss down hard, and thought it was the most important stick {h:he|she} had ever put anywhere.',
          bands: ['8-10'],
        },
        {
          text: 'The {creature.nom}’s face went pink under {c:his|her} fur. “Oh,” said the {creature.nom}, “nobody {place.there} ever says thank you for the little things.”',
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
            'When they finished, the {creature.nom} made them tea, and they sat together {place.in}, watching the sunset.',
            'At sunset, the roof was mended, and the {creature.nom} and {hero} sat outside {place.there} with warm cups of tea.',
          ],
        },
        {
          alts: [
            '“The best thank-you,” said {hero}, “isn’t a cake or a song. It’s just saying it, and meaning it.”',
            '“A thank-you doesn’t need to be big,” said {hero}. “It just needs to be said.”',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: 'And then came the part that made {hero} giggle all the way home: the {creature.nom} asked if {c:he|she} might keep the burnt cake. {^creature.indef} always needs a doorstop, {c:he|she} said, and besides, nobody had ever baked anything for {c:him|her} before, even badly. It sits by the {creature.nom}’s door {place.in} to this day, and {c:he|she} shows it to every visitor.',
          bands: ['8-10'],
        },
        { text: 'Sunset, tea, and a happy {creature.nom}.', bands: ['2-4'] },
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
            'That night, {hero} hugged {h:his|her} {object.nom} and whispered, “Thank you for today.”',
            'At bedtime, with the {object.nom} beside {h:him|her}, {hero} said thank you for everything {h:he|she} could think of.',
          ],
        },
        {
          alts: [
            'And {place.in}, in a {creature.bed} with a brand-new roof, the {creature.nom} was fast asleep and smiling.',
            'And across {place.def}, under a snug new roof, the {creature.nom} slept soundly, dreaming of thank-yous.',
          ],
        },
      ],
    },
  ],
  questions: [
    {
      question: 'What did {hero} lose?',
      right: '{h:His|Her} {object.nom}',
      wrong: ['{h:His|Her} {other.object.nom}', '{h:His|Her} {other2.object.nom}'],
    },
    { question: 'Who found it?', right: 'The {creature.nom}', wrong: ['The {other.creature.nom}', 'Grandma'] },
    {
      question: 'What happened to the thank-you cake?',
      right: 'It burnt black',
      wrong: ['The {other.creature.nom} ate it', 'It was too sweet'],
    },
    {
      question: 'What was the best thank-you in the end?',
      right: 'Saying it and helping mend the roof',
      wrong: ['A very long song', 'A new {other.object.nom}'],
    },
  ],
};

const rainyDay: Plot = {
  id: 'gratitude-the-rainy-day',
  moral: 'gratitude',
  titles: ['But, But, But!', 'The Grumbly Rainy Day', '{hero} and the Happy {^creature}'],
  places: ['village', 'garden', 'farm', 'park'],
  creatures: ['frog', 'duck', 'cat', 'puppy'],
  objects: ['umbrella', 'book', 'drum', 'ball'],
  pages: [
    {
      scene: {
        place: 'home',
        time: 'morning',
        weather: 'rain',
        mood: 'worried',
        cast: ['hero', 'friend'],
        object: null,
        actions: { hero: 'peek', friend: 'stand' },
        framing: 'medium',
        prop: 'window',
      },
      text: [
        {
          alts: [
            '{hero} woke up and looked out of the window. Rain! Pitter, patter, all over {place.def}.',
            'On the morning of the big picnic {place.in}, {hero} opened the curtains and groaned: rain, rain and more rain.',
          ],
        },
        {
          alts: [
            '“No picnic today,” said Mum. “It’s much too wet.”',
            '“The picnic will have to wait,” said Mum, “until the rain stops.”',
          ],
        },
        { text: 'Pitter, patter, rain on {place.def}, and no picnic!', bands: ['2-4'] },
        {
          text: '{friend} had come for the picnic and now stood dripping in the hall, holding a sandwich box and looking betrayed.',
          friend: true,
        },
        {
          text: '{hero} had been looking forward to the picnic all week: there were going to be jam tarts, and a game with the {other.object.nom}, and a blanket with red squares. Now there was only grey sky and dripping windows.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'It was the kind of morning that made {hero} want to lie on the floor and be a puddle. {h:He|She} had planned everything, even which corner to sit in, but the weather, it seemed, had not been told.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'home',
        time: 'morning',
        weather: 'rain',
        mood: 'worried',
        cast: ['hero'],
        object: 'world',
        actions: { hero: 'sit' },
        framing: 'close',
      },
      text: [
        {
          alts: [
            '“This is the worst day ever,” grumbled {hero}. “My {object.nom} is boring. Everything is boring.”',
            '{hero} flopped on the sofa with {h:his|her} {object.nom} and grumbled: “Rain is horrible, and my {object.nom} is boring, and nothing good ever happens {place.in}.”',
          ],
        },
        {
          alts: [
            '{h:He|She} grumbled at breakfast. {h:He|She} grumbled at the window. {h:He|She} even grumbled at the cat.',
            'Grumble, grumble, grumble: at the toast, at the window, at the {other.creature.nom} on the fence.',
          ],
        },
        { text: 'Grumble, grumble, grumble, went {hero} at the {object.nom}.', bands: ['2-4'] },
        {
          text: 'The grumbles piled up round {hero} and the {object.nom} like grey socks, and the more {h:he|she} grumbled, the greyer the room looked, and the greyer the room looked, the more there was to grumble about.',
          bands: ['5-7', '8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'day',
        weather: 'rain',
        mood: 'happy',
        cast: ['hero', 'creature'],
        object: 'world',
        actions: { hero: 'peek', creature: 'splash' },
        framing: 'medium',
        prop: 'window',
      },
      text: [
        {
          alts: [
            'Then {hero} saw the {creature.nom} outside {place.in}, dancing in the rain.',
            'Outside the window, in the middle of {place.def}, {creature.indef} was hopping about in the rain, looking delighted.',
          ],
        },
        {
          alts: [
            '“{creature.sound}! What a lovely day!” called the {creature.nom}.',
            '“Lovely, lovely rain!” sang the {creature.nom}. “{^creature.sound}!”',
          ],
        },
        { text: '{^creature.sound}! A happy {creature.nom} in the rain!', bands: ['2-4'] },
        {
          text: '“Lovely?” said {hero}, pressing {h:his|her} nose to the glass, “how can it be lovely, {creature.nom}, when it’s RAINING?”',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'On the way out, {hero} made a list of grumbles, so as to be ready: the rain, the grey, the soggy {object.nom}, the missing jam tarts, and the fact that the {other.creature.nom} next door was allowed to stay in bed. It was a very good list. {hero} was quite proud of it.',
          bands: ['8-10'],
        },
        {
          text: '{hero} put on {h:his|her} wellies and coat, mostly to go outside and tell the {creature.nom} how wrong {c:he|she} was.',
          bands: ['5-7', '8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'day',
        weather: 'rain',
        mood: 'calm',
        cast: ['hero', 'friend', 'creature'],
        object: 'world',
        actions: { hero: 'stand', friend: 'point', creature: 'stand' },
        framing: 'medium',
      },
      text: [
        {
          alts: [
            '“It’s a horrible day,” {hero} told the {creature.nom}. “I can’t have my picnic.”',
            '“There’s nothing good about today,” {hero} said to the {creature.nom}. “No picnic, no sunshine, nothing.”',
          ],
        },
        {
          alts: [
            '“Let’s play a game,” said the {creature.nom}. “Every time you say a grumble, you have to add a ‘but’.”',
            '“I know a game,” said the {creature.nom}. “You say your grumble, and then you say ‘but’, and find something good.”',
          ],
        },
        { text: 'A grumble, and then a “but”: that’s the game of the {creature.nom}.', bands: ['2-4'] },
        {
          text: '{hero} folded {h:his|her} arms, because it sounded like a silly game; but the {creature.nom} was waiting, with rain running off {c:his|her} {creature.nose}, and there was nothing else to do {place.in}.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{friend} offered to go first, to show the {creature.nom} how well {friend} understood, and said, “I can’t eat my sandwiches on a blanket, BUT I can eat them now,” and did, which was a very good start.',
          friend: true,
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'day',
        weather: 'rain',
        mood: 'happy',
        cast: ['hero', 'creature'],
        object: 'world',
        actions: { hero: 'splash', creature: 'splash' },
        framing: 'wide',
      },
      text: [
        {
          alts: [
            '“I can’t have a picnic,” said {hero} slowly, “but… I can jump in puddles!” SPLASH!',
            '“I can’t go on the swings,” said {hero}, “but… I can splash!” And {h:he|she} jumped into the biggest puddle {place.in}. SPLASH!',
          ],
        },
        {
          alts: [
            '“My {object.nom} is boring,” said {hero}, “but, it makes a great noise in the rain!”',
            '“My {object.nom} isn’t new,” said {hero}, “but, it’s still mine, and the rain makes it sound funny!”',
          ],
        },
        { text: 'Splash, splosh, puddles {place.there}!', bands: ['2-4'] },
        {
          text: 'The game got easier: “It’s cold, but I have a warm coat; it’s wet, but the rain makes {place.def} smell nice; there are no jam tarts, but Mum might make soup.” Every “but” was like opening a little window for the {creature.nom} to look through, and every window let in a little light.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'The strange part was this: nothing had changed, and the rain was still exactly as grey and exactly as wet. But {hero} was looking at different things now, and it turned out that which things you look at changes what kind of day you are having. That was a lot to think about, and {hero} thought about it in a puddle next to the {creature.nom}, which is a very good place for thinking.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'day',
        weather: 'rain',
        mood: 'happy',
        cast: ['hero', 'friend', 'creature'],
        object: 'world',
        actions: { hero: 'run', friend: 'run', creature: 'splash' },
        objectAt: 'ground',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Soon {hero} was laughing. {h:He|She} found a snail with a stripy shell, and a worm doing a wiggle dance, and a spider’s web full of shining drops.',
            'Before long, {hero} had found a snail, two worms, and a spider’s web sparkling with raindrops like a necklace {place.in}.',
          ],
        },
        {
          alts: [
            '“Thank you, rain,” {hero} said, surprised at {h:himself|herself}.',
            '“You know,” said {hero} to the {creature.nom}, “I think I like the rain.”',
          ],
        },
        { text: 'A snail, a worm, a shiny web {place.there}, and thank you, rain!', bands: ['2-4'] },
        {
          text: 'The {creature.nom} showed {hero} how the rain made music: a plink on the watering can, a plonk on the bucket, a drum-roll on the shed roof, and a deep, slow plop in the water butt. {hero} tried {h:his|her} {object.nom} in the rain too, and it made a sound {h:he|she} had never heard it make before, a soft, funny, rainy sound, and {hero} laughed out loud.',
          bands: ['8-10'],
        },
        {
          text: '{friend} and {hero} raced leaf boats down the gutter, and {friend}’s boat won, and {hero}’s boat was rescued by the {creature.nom}, and everyone cheered both.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: 'And then, a surprise: just as {hero} was having the best time of all with the {creature.nom}, the rain stopped and the sun came out, and over {place.def} there arched the biggest, brightest rainbow anybody had ever seen, the kind of rainbow that only comes after a whole grey morning of rain. {hero} thought: if it had been sunny all day, I would never have seen this.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'home',
        time: 'evening',
        mood: 'happy',
        cast: ['hero', 'creature'],
        object: 'world',
        actions: { hero: 'sit', creature: 'peek' },
        framing: 'medium',
        prop: 'window',
      },
      text: [
        {
          alts: [
            'That evening, {hero} had the picnic after all: on the kitchen floor, with soup, and the {creature.nom} peeping in at the window.',
            'At teatime, Mum spread the red blanket on the kitchen floor, and they had an indoor picnic with hot soup, and the {creature.nom} watched from the window.',
          ],
        },
        {
          alts: [
            '“Today had lots of good things in it,” said {hero}. “I just had to look.”',
            '“Saying thank you makes a day better,” said {hero}, “even a rainy one.”',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Before bed, {hero} found an empty jam jar and wrote THANK-YOU JAR on it, and into it went a little note that said “Puddles, the {creature.nom}, the rainbow over {place.def}”, the first note of many.',
          bands: ['8-10'],
        },
        { text: 'Soup and a picnic, and {creature.indef} at the window.', bands: ['2-4'] },
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
            'That night the rain came back, pitter, patter on the roof.',
            'At bedtime the rain began again, softly, on the roof and on {place.def}.',
          ],
        },
        {
          alts: [
            'And {hero} listened and smiled. It sounded like a lullaby, just for {h:him|her}, and the {creature.nom} was singing along.',
            '{hero} snuggled down and listened, and thought it sounded like the rain was saying thank you too.',
          ],
        },
      ],
    },
  ],
  questions: [
    {
      question: 'Why couldn’t {hero} have the picnic?',
      right: 'Because it was raining',
      wrong: ['Because the {other.creature.nom} ate it', 'Because it was snowing'],
    },
    {
      question: 'Who was dancing in the rain?',
      right: 'The {creature.nom}',
      wrong: ['The {other.creature.nom}', 'The {other2.creature.nom}'],
    },
    {
      question: 'What was the {creature.nom}’s game?',
      right: 'Add a “but” to every grumble',
      wrong: ['Count the raindrops', 'Hide the {other.object.nom}'],
    },
    {
      question: 'How did {hero} feel at the end of the day?',
      right: 'Thankful for all the good things',
      wrong: ['Still grumbly', 'Cross with the {creature.nom}'],
    },
  ],
};

const oldThing: Plot = {
  id: 'gratitude-the-old-patched-one',
  moral: 'gratitude',
  titles: ['The Patched {^object}', '{hero} and Grandpa’s {^object}', 'Old and Best'],
  places: ['park', 'meadow', 'seaside', 'snowfield'],
  creatures: ['puppy', 'cat', 'fox', 'duck'],
  objects: ['scarf', 'kite', 'umbrella', 'ball'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        mood: 'calm',
        cast: ['hero', 'friend'],
        object: 'world',
        actions: { hero: 'stand', friend: 'point' },
        objectState: 'mended',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            '{hero} had an old {object.nom}. Grandpa had made it years ago, and it had patches all over.',
            '{hero}’s {object.nom} was old: Grandpa had made it long ago, and it was covered in patches of every colour.',
          ],
        },
        {
          alts: [
            'One patch was red, one was green, and one was stripy like a bee.',
            'There was a red patch, a green patch, a spotty one, and one shaped a bit like {other.creature.indef}.',
          ],
        },
        { text: 'Patch, patch, patch, an old, old {object.nom}.', bands: ['2-4'] },
        {
          text: '{friend} thought the patches were brilliant and said so, often, but {hero} had stopped listening to {friend} about the {object.nom} weeks ago.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Every patch on the {object.nom} had a story: the red one was from the time the {object.nom} got caught on the gate {place.in}. The green one was from the time {hero} was three and tried to give the {object.nom} to a goat, which {hero} did not remember, but Grandpa did, and laughed every time.',
          bands: ['5-7', '8-10'],
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
        actions: { hero: 'hide', creature: 'stand' },
        objectState: 'mended',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Then the {creature.nom} arrived {place.in} with a brand-new {object.nom}: shiny, bright and perfect.',
            'One day, the {creature.nom} {creature.went} into {place.def} with a new {object.nom} from the shop, all shiny and without a single patch.',
          ],
        },
        {
          alts: [
            '“Your {object.nom} is so old,” said the {creature.nom}. “Look at all those patches!”',
            '“Why is yours so patchy?” asked the {creature.nom}. “Mine is brand new.”',
          ],
        },
        { text: 'Shiny new {object.nom}! Old patchy {object.nom}.', bands: ['2-4'] },
        {
          text: '{hero} looked at {h:his|her} {object.nom}. Suddenly the patches looked silly next to the {creature.nom}’s, and the colours looked faded, and {h:he|she} hid the {object.nom} behind {h:his|her} back.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'It was odd: yesterday {hero} had loved that {object.nom}. Nothing about it had changed since yesterday; only now there was a shiny one standing next to it {place.there}, and that seemed to change everything. {hero} did not like the feeling, but {h:he|she} could not stop having it.',
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
        actions: { hero: 'stand' },
        objectState: 'mended',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'At home, {hero} said, “Grandpa, I want a new {object.nom}. Mine is old and patchy.”',
            'That afternoon {hero} told Grandpa: “I don’t want my old {object.nom} any more. I want a shiny one, like the {creature.nom}’s.”',
          ],
        },
        {
          alts: [
            'Grandpa didn’t say anything. He just looked at the patches for a long time.',
            'Grandpa was quiet for a moment. Then he said, “I see,” and went on making the tea.',
          ],
        },
        { text: 'Grandpa was quiet, and poor old {object.nom}!', bands: ['2-4'] },
        {
          text: '{hero} waited for Grandpa to be cross, or sad, but he only said, “Well, let’s see how the {creature.nom}’s new one does,” and something in the way he said it made {hero} feel funny inside.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'That night {hero} lay awake, thinking about the shiny {object.nom}, and about how the {creature.nom} had laughed. {h:He|She} tried to imagine owning the shiny one. It would be lovely. It would also, {hero} realised, have no stories at all, not a single goat, not a single gate. Still, {h:he|she} told {h:himself|herself}, new stories could be made. That was what {h:he|she} told {h:himself|herself}, anyway.',
          bands: ['8-10'],
        },
        {
          text: '{hero} left the old {object.nom} on the chair by the door, where it drooped, looking, {hero} thought, exactly like someone whose feelings had been hurt. Which was ridiculous, because {object.indef} does not have feelings, probably.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'day',
        weather: 'storm',
        mood: 'worried',
        cast: ['hero', 'friend'],
        object: null,
        actions: { hero: 'peek', friend: 'run' },
        framing: 'wide',
        prop: 'window',
      },
      text: [
        {
          alts: [
            'The next day, a big wind came roaring across {place.def}.',
            'The next day, a storm blew in: the wind howled {place.over}, and the rain came sideways.',
          ],
        },
        {
          alts: [
            'WHOOSH! The wind grabbed the {creature.nom}’s shiny new {object.nom}, and tore it, and whirled it away.',
            'WHOOSH went the wind, and the {creature.nom}’s new {object.nom} flipped, ripped and flew off over the trees.',
          ],
        },
        { text: 'Whoosh, off went the shiny {object.nom}, oh no!', bands: ['2-4'] },
        {
          alts: [
            'The {creature.nom} sat in the rain, shivering and sad.',
            'There sat the poor {creature.nom}, soaking wet and shaking, with nothing at all.',
          ],
        },
        {
          text: 'The new {object.nom} had been very shiny, but it had not been very strong; shop things are sometimes like that, even {place.in}.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{friend} saw the {creature.nom} from the window and came running in with the news, dripping, and could not get the words out fast enough.',
          friend: true,
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'day',
        weather: 'storm',
        mood: 'calm',
        cast: ['hero', 'friend'],
        object: 'world',
        actions: { hero: 'run', friend: 'run' },
        objectState: 'mended',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            '{hero} grabbed {h:his|her} old patched {object.nom} from the chair and ran out {place.to}.',
            'Without stopping to think, {hero} snatched up the old patched {object.nom} and raced out into the storm.',
          ],
        },
        {
          alts: [
            'The wind pulled and tugged at it. But Grandpa’s {object.nom} held on tight. Not one patch came off.',
            'The wind tugged and pulled and howled, but Grandpa’s {object.nom} was strong, and every patch held fast.',
          ],
        },
        { text: 'Pull, wind, pull, but the old {object.nom} held on tight!', bands: ['2-4'] },
        {
          text: '{friend} held on to {hero}’s coat so the wind could not push {h:him|her} over, and {hero} held on to the {object.nom}; neither of them could have got across {place.def} alone.',
          friend: true,
        },
        {
          text: 'And {hero} understood, with the wind roaring everywhere, what every patch really was: not a mark of being old, but a place where the {object.nom} had been hurt and Grandpa had made it stronger. It had more strong places than any shiny {object.nom} in any shop.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'day',
        weather: 'rain',
        mood: 'happy',
        cast: ['hero', 'creature'],
        object: 'world',
        actions: { hero: 'hug', creature: 'receive' },
        objectAt: 'creature',
        objectState: 'mended',
        framing: 'close',
      },
      text: [
        {
          alts: [
            '{hero} shared the old {object.nom} with the {creature.nom}, and they got home safe and warm.',
            '{hero} wrapped the {creature.nom} in the shelter of the old {object.nom}, and together they made it home.',
          ],
        },
        {
          alts: [
            '“Your {object.nom} is the best one {place.in},” said the {creature.nom}. “Patches and all.”',
            '“I’m sorry I laughed at your patches,” said the {creature.nom}. “They’re wonderful.”',
          ],
        },
        { text: 'Safe and warm, with the patchy {object.nom}!', bands: ['2-4'] },
        {
          text: 'The {creature.nom} dried {c:his|her} {creature.paws} by the fire and looked at the {object.nom} for a long time, at the red patch and the green patch and all the others, and asked {hero} to tell {c:him|her} the story of each one. So {hero} did, and Grandpa filled in the bits {hero} had forgotten, including the goat, and the {creature.nom} laughed until the tea went cold.',
          bands: ['8-10'],
        },
        {
          text: 'Grandpa met {hero} and the {creature.nom} at the door with towels, and he did not say “I told you so”, because he did not need to.',
          bands: ['5-7', '8-10'],
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
        objectState: 'mended',
        framing: 'close',
      },
      text: [
        {
          alts: [
            'That evening, {hero} gave Grandpa a big hug. “Thank you for my {object.nom},” {h:he|she} said. “It’s the best one in the world.”',
            'By the fire, {hero} climbed onto Grandpa’s knee. “Thank you for making my {object.nom},” {h:he|she} said, “and for all the patches.”',
          ],
        },
        {
          alts: [
            'Grandpa smiled, and got out his sewing box, and mended the one new little hole.',
            'Grandpa smiled a crinkly smile, and found a brand-new patch for the one new tear.',
          ],
        },
        { text: 'Thank you, Grandpa, for the {object.nom}!', bands: ['2-4'] },
        {
          text: 'The {creature.nom} asked, a little shyly, whether Grandpa might teach {c:him|her} to patch things too, so that next time {c:his|her} things could get stronger instead of getting thrown away. Grandpa said there was nothing he would like better, and found a second needle.',
          bands: ['8-10'],
        },
        {
          text: '“The best {object.pl} aren’t the newest,” said {hero}, “they’re the ones someone made with love.”',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'The new patch was shaped like a little {creature.nom}, and {hero} chose the colour {h:himself|herself}. Then, to everyone’s surprise, Grandpa pulled out an even older thing from his drawer: his own childhood {object.nom}, made by his grandpa, with more patches than cloth. “Everything good gets patched,” he said, “and that’s how you know {object.indef} was loved.”',
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
        objectState: 'mended',
        framing: 'close',
        prop: 'bed',
      },
      text: [
        {
          alts: [
            'That night, the patched {object.nom} lay at the end of {hero}’s bed, with its new little patch.',
            'At bedtime, {hero} counted the patches on the {object.nom}, one, two, three, and fell asleep before the last one.',
          ],
        },
        {
          alts: [
            'And outside, the storm had blown away, and the stars shone down on {place.def}.',
            'Outside, the wind had gone to sleep too, and {place.def} was quiet and still.',
          ],
        },
      ],
    },
  ],
  questions: [
    {
      question: 'Who made {hero}’s {object.nom}?',
      right: 'Grandpa',
      wrong: ['The {creature.nom}', 'The shop {place.in}'],
    },
    {
      question: 'What happened to the shiny new {object.nom}?',
      right: 'The wind tore it and blew it away',
      wrong: ['The {other.creature.nom} borrowed it', 'It got lost in the {other.place}'],
    },
    {
      question: 'What did the new patch look like?',
      right: 'A little {creature.nom}',
      wrong: ['A little {other.creature.nom}', 'A star'],
      bands: ['8-10'],
    },
    {
      question: 'Why did {hero} thank Grandpa?',
      right: 'The old {object.nom} was strong because he made it with love',
      wrong: ['He bought a new {object.nom}', 'He stopped the storm'],
    },
  ],
};

export const gratitudePlots: Plot[] = [thankYou, rainyDay, oldThing];
