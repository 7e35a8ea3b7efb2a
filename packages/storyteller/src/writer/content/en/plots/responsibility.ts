/** Responsibility: looking after a neighbour's pet, a borrowed treasure, the evening light. */
import type { Plot } from '../../format.js';
const petSitting: Plot = {
  id: 'responsibility-looking-after',
  moral: 'responsibility',
  titles: ['{hero} in Charge', 'Looking After the {^creature}', 'The Open Gate'],
  places: ['village', 'farm', 'garden', 'park'],
  creatures: ['puppy', 'cat', 'duck', 'rabbit', 'hedgehog'],
  objects: ['ball', 'bell', 'feather', 'basket'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        mood: 'happy',
        cast: ['hero', 'friend', 'creature'],
        object: 'world',
        actions: { hero: 'stand', friend: 'stand', creature: 'sit' },
        framing: 'wide',
        prop: 'fence',
      },
      text: [
        {
          alts: [
            'Mrs Plum from next door had to go {other.place.to} for the whole day.',
            'One Saturday, old Mrs Plum had to go {other.place.to}, and she could not take her {creature.nom} with her.',
          ],
        },
        {
          alts: [
            '“{hero},” she said, “will you look after my {creature.nom} for me? Feed {c:him|her} at lunchtime, and always keep the gate shut.”',
            '“Will you be in charge of my {creature.nom} today, {hero}?” she asked. “Lunch at twelve, the {object.nom} to play with, and the gate always shut.”',
          ],
          bands: ['5-7', '8-10'],
        },
        { text: '“Please look after my {creature.nom},” she said. “Keep the gate shut!”', bands: ['2-4'] },
        { text: '“Yes, I’ll look after the {creature.nom}!” said {hero}.', bands: ['2-4'] },
        {
          text: '“I will,” said {hero}, standing very tall, because being in charge of a whole {creature.nom} was the most grown-up thing that had ever happened to {h:him|her} {place.in}.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{friend} came to help, and asked whether being in charge of {creature.indef} meant {friend} could be in charge too, and {hero} said {friend} could be second in charge, which {friend} accepted after some thought.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Mrs Plum gave {hero} a list written in her spidery hand, and the key on a piece of string, and a long look over the top of her glasses, the sort of look that says: I am trusting you with my {creature.nom}. {hero} put the list in {h:his|her} pocket and the key round {h:his|her} neck, and felt the weight of both, which was small, and the weight of the look, which was not small at all, even.',
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
        actions: { hero: 'sit', creature: 'sit' },
        framing: 'medium',
        prop: 'fence',
      },
      text: [
        {
          alts: [
            'All morning, {hero} played with the {creature.nom} and {c:his|her} {object.nom}.',
            'In the morning {hero} did everything just right: {h:he|she} brushed the {creature.nom}, and played with the {object.nom}, and kept the gate shut.',
          ],
        },
        {
          alts: [
            'At twelve o’clock, {h:he|she} gave the {creature.nom} {c:his|her} lunch. Crunch, crunch, slurp!',
            'At twelve o’clock on the dot, the {creature.nom} had lunch, crunch, crunch, slurp, and licked the bowl clean.',
          ],
        },
        {
          text: 'The {creature.nom} was the best company {place.in}. The {creature.nom} followed {hero} everywhere, and sat on {h:his|her} feet, and made a little happy sound whenever {hero} said {c:his|her} name.',
          bands: ['5-7', '8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'day',
        mood: 'happy',
        cast: ['hero', 'friend'],
        object: null,
        actions: { hero: 'run', friend: 'run' },
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'After lunch, some children called over the fence: “{hero}! Come and play tag {place.in}!”',
            'After lunch came a shout from across {place.def}: “{hero}! We’re playing hide-and-seek! Come on!”',
          ],
        },
        {
          alts: [
            '{hero} ran out to play, so fast that {h:he|she} forgot to shut the gate.',
            'Out ran {hero}, so quickly and so happily that {h:he|she} left Mrs Plum’s gate wide open behind {h:him|her}.',
          ],
        },
        { text: 'Oh, {hero}, the gate {place.there} is open, open, open!', bands: ['2-4'] },
        {
          text: 'The game {place.in} was wonderful: {hero} hid behind the {other.object.nom} stall and was not found for ages, and then {h:he|she} was “it”, and caught three people, and laughed so much {h:he|she} got a stitch.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{friend} was “it” twice and never caught anyone, and decided that being second in charge of {creature.indef} was more fun than tag anyway, but by then it was too late.',
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
        object: 'world',
        actions: { hero: 'look-for' },
        objectAt: 'ground',
        framing: 'medium',
        prop: 'fence',
      },
      text: [
        {
          alts: [
            'When {hero} came back, the gate was open, and the {creature.nom} was gone!',
            'When {hero} got back to Mrs Plum’s, {h:he|she} saw the gate swinging open, and the {object.nom} lying alone on the grass. No {creature.nom}!',
          ],
        },
        {
          alts: [
            '“Oh no,” said {hero}. “It was my job.”',
            '{hero}’s tummy turned over. “The gate,” {h:he|she} whispered. “That was my job.”',
          ],
        },
        { text: 'Where is the {creature.nom}? Gone, gone, gone from {place.def}!', bands: ['2-4'] },
        {
          text: '{hero} thought of Mrs Plum’s face over her glasses, and the spidery list, and the key on its string, and felt so hot and so cold at once that {h:he|she} had to hold on to the gatepost. {h:He|She} had only been gone for half an hour. Half an hour had seemed like nothing, while the game was going on. Now it seemed like the longest half hour in the history of {place.def}.',
          bands: ['8-10'],
        },
        {
          text: 'For a moment {hero} wanted to run home and hide, and pretend {h:he|she} had never been in charge of any {creature.nom}. But the {creature.nom} was out there somewhere {place.in}, alone, and Mrs Plum would be home by six.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Here was the thing about being in charge of {creature.indef}, {hero} realised: it did not stop when it got boring, or when a game came along. It was not like {other.object.indef} you put down; it stayed with you all day, like the key round {h:his|her} neck, and the moment you forgot it, it did not forget you.',
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
        object: null,
        actions: { hero: 'look-for', friend: 'look-for' },
        framing: 'wide',
      },
      text: [
        {
          alts: [
            '{hero} looked everywhere. Under the bench. Behind the bins. Up the tree, though {creature.indef} would never be up a tree.',
            '{hero} searched all over {place.def}: under the hedge, inside the shed, even in the watering can, which was silly, but {h:he|she} looked anyway.',
          ],
        },
        {
          alts: [
            '{h:He|She} called, “{creature.nom}! {creature.nom}!” But only {other.creature.indef} answered.',
            '“Here, {creature.nom}!” {h:he|she} called, again and again, but the only answer was from {other.creature.indef}, who was no help at all.',
          ],
        },
        { text: '“Where are you, {creature.nom}?” Only {other.creature.indef} answered.', bands: ['2-4'] },
        {
          text: '{friend} searched the other half of {place.def}, and they met in the middle, both shaking their heads, with no {creature.nom} anywhere.',
          friend: true,
        },
        {
          text: 'Then {hero} stopped running about and told {h:himself|herself}, “Think! If I were {creature.indef}, and my friend had run off to play, where would I go?”',
          bands: ['5-7', '8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'home',
        time: 'evening',
        mood: 'calm',
        cast: ['hero', 'creature'],
        object: 'world',
        actions: { hero: 'hug', creature: 'sleep' },
        objectAt: 'on-prop',
        framing: 'close',
        prop: 'bed',
      },
      text: [
        {
          alts: [
            'Then {hero} knew. {h:He|She} ran home, up the stairs, into {h:his|her} own room.',
            'Then {hero} had an idea, and ran all the way home, and up to {h:his|her} own room.',
          ],
        },
        {
          alts: [
            'And there, curled up on {hero}’s bed, was the {creature.nom}, fast asleep with the {object.nom}!',
            'And there, snuggled on {hero}’s pillow, was the {creature.nom}, snoring softly, with the {object.nom} under {c:his|her} chin.',
          ],
        },
        { text: 'There you are, {creature.nom}, fast asleep on {hero}’s bed!', bands: ['2-4'] },
        {
          text: 'And here is the surprising part: the {creature.nom} had not run away at all. The {creature.nom} had followed {hero}’s smell all the way home across {place.def}, and when {hero} was not there, {c:he|she} had waited in the place that smelled most of {hero}, and fallen asleep. The {creature.nom} had been looking after {hero}, in {c:his|her} own way, the whole time.',
          bands: ['8-10'],
        },
        {
          text: '{hero} scooped {c:him|her} up and hugged {c:him|her} so tightly that the {creature.nom} woke with a surprised little “{creature.sound}”.',
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
        actions: { hero: 'stand', friend: 'stand', creature: 'sit' },
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'When Mrs Plum came home, {hero} told her the truth. “I left the gate open. I’m sorry. It won’t happen again.”',
            'At six o’clock Mrs Plum came home, and {hero} told her everything: “I forgot the gate, and the {creature.nom} got out, and I’m very sorry.”',
          ],
        },
        {
          text: '{friend} stood next to {hero} while {h:he|she} told Mrs Plum about the {creature.nom}, which did not make the words easier, but made them possible.',
          friend: true,
        },
        {
          alts: [
            'Mrs Plum was quiet for a moment. Then she smiled. “Thank you for telling me,” she said. “And for finding {c:him|her}.”',
            'Mrs Plum looked at {hero} over her glasses. “You made a mistake,” she said, “and you fixed it, and you told me. That’s what being in charge really means.”',
          ],
        },
        { text: 'Sorry, Mrs Plum, and thank you, {hero}, for finding the {creature.nom}.', bands: ['2-4'] },
        {
          text: 'That evening, Mrs Plum made cocoa, and the {creature.nom} sat between them on the sofa, and Mrs Plum told {hero} about the time she had lost her own first pet, {other.creature.indef} called Pickle, for a whole afternoon, because she had been reading a book in a tree. “Everybody forgets once,” she said. “The ones worth trusting are the ones who go and look.”',
          bands: ['8-10'],
        },
        {
          text: '“Can I look after the {creature.nom} again next Saturday?” asked {hero}, “and I’ll shut the gate every single time,” and Mrs Plum said yes.',
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
            'That night, before bed, {hero} checked that {h:his|her} own door was shut. Then {h:he|she} laughed at {h:himself|herself}, and went to sleep.',
            'At bedtime, {hero} wrote on a piece of paper, SHUT THE GATE, and put it under {h:his|her} pillow for next Saturday.',
          ],
        },
        {
          alts: [
            'Next door {place.in}, the {creature.nom} was asleep in {c:his|her} own {creature.bed}, dreaming of {hero}.',
            'And next door, the {creature.nom} was snoring in {c:his|her} {creature.bed}, with the {object.nom} tucked beside {c:him|her}.',
          ],
        },
      ],
    },
  ],
  questions: [
    {
      question: 'Who did {hero} look after?',
      right: 'Mrs Plum’s {creature.nom}',
      wrong: ['Mrs Plum’s {other.creature.nom}', 'A little {other2.creature.nom}'],
    },
    {
      question: 'What did {hero} forget to do?',
      right: 'Shut the gate',
      wrong: ['Give the {creature.nom} lunch', 'Bring the {other.object.nom}'],
    },
    {
      question: 'Where was the {creature.nom} in the end?',
      right: 'Asleep on {hero}’s bed',
      wrong: ['Up a tree', '{^other.place.in}'],
    },
    {
      question: 'What did {hero} do that showed {h:he|she} was responsible?',
      right: 'Found the {creature.nom} and told Mrs Plum the truth',
      wrong: ['Hid and said nothing', 'Blamed {h:his|her} friends'],
    },
  ],
};
const borrowed: Plot = {
  id: 'responsibility-the-borrowed-treasure',
  moral: 'responsibility',
  titles: ['Back by Sunset', 'The Borrowed {^object}', '{hero} Keeps a Promise'],
  places: ['village', 'forest', 'meadow', 'river'],
  creatures: ['owl', 'bear', 'rabbit', 'squirrel'],
  objects: ['book', 'lantern', 'umbrella', 'kite', 'drum'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        mood: 'happy',
        cast: ['hero', 'friend', 'creature'],
        object: 'world',
        actions: { hero: 'receive', friend: 'stand', creature: 'give' },
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'The old {creature.nom} {place.in} had a beautiful {object.nom}, the best in the whole land.',
            'Everybody {place.there} knew the old {creature.nom}’s {object.nom}: it was old and precious and painted with tiny gold leaves.',
          ],
        },
        {
          alts: [
            '“May I borrow it, just for today?” asked {hero}.',
            '“Please,” asked {hero}, “could I borrow your {object.nom}, only for today?”',
          ],
        },
        {
          alts: [
            '“Yes,” said the {creature.nom}. “But bring it back by sunset. Promise?” “I promise!” said {hero}.',
            '“You may,” said the {creature.nom}, “if you bring it back before the sun goes down. Promise?” And {hero} promised.',
          ],
        },
        { text: '“Back by sunset, I promise, {creature.nom}!” said {hero}.', bands: ['2-4'] },
        {
          text: '{friend} was very impressed, because nobody had ever borrowed the {creature.nom}’s {object.nom} before, not even the mayor.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: 'The {creature.nom}’s grandmother had given {c:him|her} that {object.nom} long ago, and her grandmother before that. {hero} held the {object.nom} with both hands, and felt how old it was, and how many hands had held it before, and the promise settled into {h:him|her} like a stone into a pocket.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'day',
        mood: 'happy',
        cast: ['hero'],
        object: 'world',
        actions: { hero: 'give' },
        framing: 'medium',
      },
      text: [
        {
          alts: [
            '{hero} had a wonderful morning with the {object.nom} {place.in}.',
            'All morning {hero} showed the {object.nom} off across {place.def}, and everyone came to look.',
          ],
        },
        {
          alts: [
            'Then {other.creature.indef} asked, “Can I borrow it too?” And {hero} said, “Yes, just for a bit.”',
            'Then {other.creature.indef} came by and said, “Ooh, can I have a turn?” and {hero} said, “All right, just for a little while.”',
          ],
        },
        { text: '{hero} gave the {object.nom} to the {other.creature.nom}, hmm.', bands: ['2-4'] },
        {
          text: 'The {other.creature.nom} held the {object.nom} up and turned it round, and said it was the most beautiful thing {other.creature.nom} had ever seen, which made {hero} feel rather proud, as if {h:he|she} had made it {h:himself|herself}.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} did not ask the old {creature.nom}, because it did not seem important; it was only for a bit, and {hero} was very hungry, and lunch was waiting on the other side of {place.def}.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'It felt generous, handing the {object.nom} over, and kind; it did not feel, at that moment, like giving away a promise that was not {h:his|hers} to give. That feeling came later, the way a bruise comes later, when the {other.creature.nom} was long gone.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'evening',
        mood: 'worried',
        cast: ['hero', 'friend'],
        object: null,
        actions: { hero: 'run', friend: 'run' },
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'After lunch, {hero} looked up. The sun was getting low over {place.def}! “The {object.nom}!” {h:he|she} gasped.',
            'Suddenly {hero} noticed the shadows growing long {place.in}. Sunset was coming, and {h:he|she} did not have the {object.nom}!',
          ],
        },
        {
          alts: [
            '{h:He|She} ran to find the {other.creature.nom}. But the {other.creature.nom} had given it to {other2.creature.indef}!',
            '{h:He|She} raced to the {other.creature.nom}, who said, “Oh, I lent it to {other2.creature.indef}.”',
          ],
        },
        { text: 'Run, run, run, where is the {object.nom}?', bands: ['2-4'] },
        {
          text: '{friend} ran beside {h:him|her} across {place.def}, panting, and said this was exactly like a treasure hunt, only not fun at all.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} could have blamed the {other.creature.nom}, and almost did; the words were ready. But it was {hero} who had promised the {creature.nom}, not the {other.creature.nom}, and a promise does not pass along with the {object.nom} you lend; it stays with whoever made it.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'evening',
        mood: 'worried',
        cast: ['hero'],
        object: null,
        actions: { hero: 'look-for' },
        framing: 'medium',
      },
      text: [
        {
          alts: [
            '{hero} ran to the {other2.creature.nom}. “Oh, I put it down by the big stone,” said the {other2.creature.nom}.',
            'Off ran {hero} to find the {other2.creature.nom}, who yawned and said, “I left it by the big stone, near the path.”',
          ],
        },
        {
          alts: [
            'But at the big stone, there was no {object.nom}. Only a puddle, and a frog, and a lot of mud.',
            'But when {hero} got to the big stone {place.in}, there was nothing there at all, except a muddy trail.',
          ],
        },
        { text: 'No {object.nom} by the big stone, oh dear!', bands: ['2-4'] },
        {
          text: '{hero} wanted to sit down {place.there} and cry, but then {h:he|she} saw something: little tracks in the mud, leading away from the stone, and a tiny flake of gold paint from the {object.nom}, shining in the low sun.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'The sun was sinking fast now, touching the tops of the trees. {hero} thought about giving up and going to the {creature.nom} empty-handed, with a sorry and an excuse. But a sorry and an excuse would not bring back a grandmother’s {object.nom}. {h:He|She} bent down and followed the tracks.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'evening',
        mood: 'calm',
        cast: ['hero', 'friend'],
        object: 'world',
        actions: { hero: 'reach-up', friend: 'reach-up' },
        objectAt: 'ground',
        framing: 'close',
      },
      text: [
        {
          alts: [
            '{hero} followed the little tracks through the grass, all the way to a hedge.',
            'Step by step, {hero} followed the tracks across {place.def} to a prickly hedge.',
          ],
        },
        {
          alts: [
            'And there, under the hedge, was the {object.nom}, a little muddy but safe!',
            'And there, tucked under the hedge where a baby hedgehog had dragged it for a bed, was the {object.nom}!',
          ],
        },
        { text: 'Hooray, the {object.nom} was under the hedge!', bands: ['2-4'] },
        {
          text: '{friend} held the prickly branches apart, and {hero} reached in for the {object.nom}; {friend} was not brave enough to reach into a hedge, and {hero} did not have enough hands to do both.',
          friend: true,
        },
        {
          text: 'A small hedgehog peeped out, blinking, and said sleepily that the {object.nom} had made a very good bed, and was it needed back? {hero} said yes, very sorry, and promised to bring the hedgehog some soft leaves instead, and the hedgehog seemed to think that was a fair trade.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} wiped the mud off the {object.nom} with {h:his|her} own sleeve, very carefully, the way you would wipe a baby’s face.',
          bands: ['5-7', '8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'evening',
        mood: 'calm',
        cast: ['hero', 'creature'],
        object: 'world',
        actions: { hero: 'give', creature: 'receive' },
        objectAt: 'creature',
        framing: 'close',
      },
      text: [
        {
          alts: [
            '{hero} ran to the old {creature.nom} just as the sun slipped down behind {place.def}.',
            'Puffing and muddy, {hero} reached the old {creature.nom}’s door just as the last bit of sun disappeared.',
          ],
        },
        {
          alts: [
            '“Here is your {object.nom},” said {hero}. “I’m sorry it’s muddy. I lent it to someone else, and I shouldn’t have.”',
            '“I’m sorry,” said {hero}, holding out the {object.nom}. “I gave it to someone without asking you. It got lost, but I found it.”',
          ],
        },
        { text: 'Here you are, {creature.nom}, just in time!', bands: ['2-4'] },
        {
          text: '{hero} did not make an excuse. {h:He|She} had thought of several on the way, good ones, about the {other.creature.nom} and the {other2.creature.nom} and the hedgehog, and they were all true. But they all ended with someone else’s name, and {hero} knew that the promise had ended with {h:his|hers}.',
          bands: ['8-10'],
        },
        {
          text: 'The old {creature.nom} turned the {object.nom} over in {c:his|her} {creature.paws}, and looked at the mud, and at {hero}’s muddy sleeve, and then at {hero}’s face.',
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
        actions: { hero: 'wave', creature: 'point' },
        objectAt: 'creature',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            '“You kept your promise,” said the {creature.nom}, “and you told me the truth. You may borrow it again.”',
            '“Mud washes off,” said the {creature.nom}. “A kept promise doesn’t. Come back and borrow it any time.”',
          ],
        },
        {
          alts: [
            '“A promise is like a borrowed thing,” said {hero}. “You have to look after it until you give it back.”',
            '“When you borrow something,” said {hero}, “you’re in charge of it, all the way back home.”',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: 'And then the {creature.nom} told {hero} a secret: long ago, when {c:he|she} was small, {c:he|she} had borrowed that very {object.nom} from {c:his|her} grandmother, and lost it for a whole night in the rain. “She forgave me,” said the {creature.nom}, “because I went out and found it, just like you found it {place.in}.” The {object.nom}, it seemed, had been lost and found before, and would be again, and that was part of its story too.',
          bands: ['8-10'],
        },
        { text: 'Clever {hero}, and a happy {creature.nom}!', bands: ['2-4'] },
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
            'That night, {hero} washed the mud off {h:his|her} sleeve and off {h:his|her} knees.',
            'That night, {hero} had a long warm bath, because {h:he|she} had brought half of {place.def} home on {h:his|her} knees.',
          ],
        },
        {
          alts: [
            'And {h:he|she} fell asleep feeling taller than before, the way you do when you have kept a promise.',
            'And {h:he|she} fell asleep dreaming of tiny gold leaves, shining in the sunset.',
          ],
        },
      ],
    },
  ],
  questions: [
    {
      question: 'What did {hero} borrow?',
      right: 'The {creature.nom}’s {object.nom}',
      wrong: ['The {creature.nom}’s {other.object.nom}', 'The {other.creature.nom}’s hat'],
    },
    { question: 'When did {hero} promise to bring it back?', right: 'By sunset', wrong: ['Next week', 'At breakfast'] },
    { question: 'Where did {hero} find it?', right: 'Under a hedge', wrong: ['In a tree', 'By the big stone'] },
    {
      question: 'Why did the {creature.nom} say {hero} could borrow it again?',
      right: '{hero} kept the promise and told the truth',
      wrong: ['{hero} bought a new one', '{hero} cried'],
    },
  ],
};
const eveningLight: Plot = {
  id: 'responsibility-the-evening-light',
  moral: 'responsibility',
  titles: ['The Evening Light', '{hero}’s Important Job', 'Home Through the Fog'],
  places: ['island', 'seaside', 'river'],
  creatures: ['duck', 'turtle', 'frog'],
  objects: ['lantern', 'bell'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'day',
        mood: 'happy',
        cast: ['hero', 'creature'],
        object: 'world',
        actions: { hero: 'point', creature: 'splash' },
        objectAt: 'on-prop',
        objectState: 'unlit',
        framing: 'wide',
        prop: 'bridge',
      },
      text: [
        {
          alts: [
            '{hero} had a very important job {place.in}.',
            'This summer, for the first time, {hero} had a real job of {h:his|her} own {place.there}.',
          ],
        },
        {
          alts: [
            'Every evening, when the sun went down, {h:he|she} had to {object.use} at the end of the old wooden jetty.',
            'Every evening at sunset, {h:he|she} had to walk to the end of the jetty and {object.use}.',
          ],
        },
        {
          alts: [
            'Then the {creature.nom} and {c:his|her} family, out on the water, would know the way home.',
            'That way the {creature.nom}’s family, swimming home across the water, could always find the way.',
          ],
        },
        { text: 'Every evening, {object.noise}, home come the {creature.pl}!', bands: ['2-4'] },
        {
          text: 'Grandpa had done the job for years, but his knees were stiff now, and the jetty was long, so he had given the job to {hero}, with a little speech about how important it was, which {hero} had only half listened to.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'It had felt enormous at first, this job with the {object.nom}: for the first week, {hero} had been at the jetty half an hour early every single evening, and by the third week it felt ordinary, and by the fourth it felt like a chore, the way even important things do when you do them every day, and nothing ever goes wrong.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'day',
        mood: 'happy',
        cast: ['hero', 'friend'],
        object: null,
        actions: { hero: 'build', friend: 'build' },
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'One afternoon, {hero} was building a sandcastle, the biggest ever, with towers and a moat.',
            'One afternoon {hero} started building a sandcastle {place.in}: a huge one, with towers, bridges and a moat.',
          ],
        },
        {
          alts: [
            'It was so much fun that {h:he|she} did not notice the sun going down.',
            'It was so much fun that {hero} forgot all about the time, and the sun, and the jetty.',
          ],
        },
        { text: 'Dig, dig, build, build, a big sandcastle {place.there}!', bands: ['2-4'] },
        {
          text: '{friend} built the bridges, and {hero} built the towers, and they argued happily about whether {creature.indef} or a dragon should live in it.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: '{^other.creature.indef} came to admire it, and then a second one, and they all agreed it was the best castle ever seen {place.in}, and {hero} was so busy being admired that the sky went orange, then pink, then grey, without {h:him|her} noticing at all.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'The castle grew and grew until it was taller than {hero}’s knees, with shells for windows and a flag made of a feather, and {hero} thought it was the finest thing ever built.',
          bands: ['5-7', '8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'evening',
        weather: 'wind',
        mood: 'worried',
        cast: ['hero'],
        object: null,
        actions: { hero: 'point' },
        framing: 'medium',
        prop: 'bridge',
      },
      text: [
        {
          alts: [
            'Then a grey, cold fog came rolling in across the water. {hero} could hardly see {h:his|her} own hands.',
            'Then, very quietly, a thick white fog crept in over {place.def}, and the whole world went grey.',
          ],
        },
        {
          alts: [
            '“The {object.nom}!” gasped {hero}. “I forgot the {object.nom}!”',
            'And {hero} remembered, with a jump: “The {object.nom}! It’s after sunset, and I haven’t done it!”',
          ],
        },
        { text: 'Foggy, foggy, grey and cold {place.in}, and oh no, the {object.nom}!', bands: ['2-4'] },
        {
          text: 'Out on the water, somewhere in all that grey, the {creature.nom}’s family would be swimming home, and they would be looking for the {object.nom}, and there would be nothing.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} looked at the sandcastle, not quite finished, one tower still waiting for its shell, and the water creeping up towards the moat: if {h:he|she} left now, the water would take it, and if {h:he|she} stayed, the {creature.pl} might be lost in the fog. It took less than a second to decide, but {hero} remembered that second for a long time, because it was the second {h:he|she} understood what Grandpa’s speech about the {object.nom} had been about.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'evening',
        weather: 'wind',
        mood: 'worried',
        cast: ['hero', 'friend'],
        object: 'world',
        actions: { hero: 'reach-up', friend: 'point' },
        objectAt: 'on-prop',
        objectState: 'lit',
        framing: 'wide',
        prop: 'bridge',
      },
      text: [
        {
          alts: [
            '{hero} ran along the jetty as fast as {h:he|she} could. The boards were wet and slippery.',
            'Along the slippery jetty ran {hero}, fast, but carefully, through the fog {place.in}.',
          ],
        },
        {
          alts: [
            '{h:He|She} reached the end, and {object.used}, as hard and as bright as {h:he|she} could: {object.noise}!',
            'At the very end, {h:he|she} {object.used} with all {h:his|her} might: {object.noise}, {object.noise}!',
          ],
        },
        { text: 'Run, run to the end of the jetty, {object.noise}, {object.noise}!', bands: ['2-4'] },
        {
          text: '{friend} came running behind with Grandpa’s torch and shone it out over the water too, beside the {object.nom}; {hero} could not have carried both, and {friend} did not know the way along the jetty {place.there} in the dark.',
          friend: true,
        },
        {
          text: 'The fog was so thick that the end of the jetty seemed to float in nothing. {hero} {object.used} again, and again, until {h:his|her} arms ached, and thought of the {creature.pl} out there in the cold grey water, turning and turning, looking for a sound or a glow that had not come. {h:He|She} would not stop until they were home, {h:he|she} decided, not if it took all night.',
          bands: ['8-10'],
        },
        {
          text: 'Then {hero} waited, and listened, and waited, and heard nothing but the water lapping at the posts of the jetty, and no {creature.nom} at all.',
          bands: ['5-7', '8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'night',
        weather: 'wind',
        mood: 'calm',
        cast: ['hero', 'creature'],
        object: 'world',
        actions: { hero: 'wave', creature: 'splash' },
        objectAt: 'on-prop',
        objectState: 'lit',
        framing: 'wide',
        prop: 'bridge',
      },
      text: [
        {
          alts: [
            'Then, out of the fog, came a little sound: “{creature.sound}!”',
            'At last, from far out in the grey, came a tiny, tired call: “{creature.sound}… {creature.sound}…”',
          ],
        },
        {
          alts: [
            'And one by one, the {creature.pl} came swimming out of the fog, following the {object.nom}, all the way home.',
            'One, two, three, four, five little {creature.pl}, and the big {creature.nom} behind them, came out of the fog towards the {object.nom}.',
          ],
        },
        { text: 'One, two, three little {creature.pl}, all safe home!', bands: ['2-4'] },
        {
          text: '“We were going round in circles out there,” said the {creature.nom}, shaking the water off, “until we heard you, and then we just followed the {object.nom}.”',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'And the {creature.nom} told {hero} something that made {h:his|her} eyes sting: they had been waiting out there for a long while, just sitting in the fog, because they trusted that the {object.nom} would come. “It always does,” said the smallest {creature.nom}, “because you always do it.” {hero} had not known, until then, that someone had been counting on {h:him|her} every single evening, even the boring ones.',
          bands: ['8-10'],
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
        actions: { hero: 'point', creature: 'sit' },
        objectAt: 'on-prop',
        objectState: 'lit',
        framing: 'close',
        prop: 'bridge',
      },
      text: [
        {
          alts: [
            '“I’m sorry I was late,” said {hero}. “I forgot, because I was playing.”',
            '“I was late,” said {hero}. “I was building a sandcastle and I forgot. I’m sorry.”',
          ],
        },
        {
          alts: [
            '“You came,” said the {creature.nom}, “and that’s what matters. Thank you.”',
            '“But you remembered, and you ran,” said the {creature.nom}. “That’s what matters. Thank you, {hero}.”',
          ],
        },
        { text: '“Thank you, {hero}!” said all the little {creature.pl}.', bands: ['2-4'] },
        {
          text: 'Grandpa came down the jetty with a blanket, slowly, on his stiff knees, and wrapped it round {hero}’s shoulders. He had seen the fog from the window and come as fast as he could. He did not say anything about being late. He just stood beside {hero} and counted the {creature.pl} with {h:him|her}, all of them, twice, to be sure.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '“A job isn’t just a job,” said {hero} to the {creature.nom}, “because somebody is counting on it.”',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'When {hero} got back, the water {place.in} had taken the sandcastle, all of it, towers and moat and feather flag, and {hero} found {h:he|she} did not mind nearly as much as {h:he|she} would have expected: {h:he|she} could build another castle tomorrow, but nobody could have built another family of {creature.pl}.',
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
            'From that evening on, {hero} never forgot the {object.nom} again, not even once.',
            'After that, {hero} tied a ribbon round {h:his|her} wrist each afternoon, to remember the {object.nom}.',
          ],
        },
        {
          alts: [
            'And that night, {h:he|she} fell asleep listening to the water {place.in}, with all the {creature.pl} safe at home.',
            'And that night, tucked up in bed, {hero} could hear the {creature.pl} murmuring sleepily {place.there}, all safe, all home.',
          ],
        },
      ],
    },
  ],
  questions: [
    {
      question: 'What was {hero}’s job every evening?',
      right: 'To {object.use} on the jetty',
      wrong: ['To feed the {other.creature.pl}', 'To build a sandcastle'],
    },
    { question: 'What made {hero} forget?', right: 'Building a sandcastle', wrong: ['Reading a book', 'Sleeping'] },
    {
      question: 'What came rolling in over the water?',
      right: 'A cold grey fog',
      wrong: ['A big wave', 'A storm of snow'],
    },
    {
      question: 'Why was the job so important?',
      right: 'The {creature.nom}’s family needed it to find their way home',
      wrong: ['Grandpa liked the noise', 'It kept the fog away'],
    },
  ],
};
export const responsibilityPlots: Plot[] = [petSitting, borrowed, eveningLight];
