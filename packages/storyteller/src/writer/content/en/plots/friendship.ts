/** Friendship: making a friend of a shy newcomer, mending a quarrel, a friend who flies away for the winter. */
import type { Plot } from '../../format.js';

const shyNewcomer: Plot = {
  id: 'friendship-shy-newcomer',
  moral: 'friendship',
  titles: ['{hero} and the Shy {^creature}', 'The Quiet Game', 'A New Friend'],
  places: ['park', 'meadow', 'garden', 'river'],
  creatures: ['hedgehog', 'mouse', 'turtle', 'fawn', 'rabbit'],
  objects: ['ball', 'kite'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        mood: 'happy',
        cast: ['hero', 'friend', 'creature'],
        object: 'world',
        actions: { hero: 'walk', friend: 'walk', creature: 'sit' },
        framing: 'wide',
        prop: 'tall-tree',
      },
      text: [
        {
          alts: [
            'One sunny morning, {hero} ran {place.to} with {h:his|her} {object.nom}.',
            'One bright morning, {hero} skipped {place.to}, swinging {h:his|her} {object.nom}.',
            'Early one morning, {hero} raced {place.to} with {h:his|her} {object.nom} under {h:his|her} arm.',
          ],
        },
        {
          text: '{friend} came too, walking a little way behind, the way {friend} always did.',
          friend: true,
        },
        {
          alts: [
            'Under the old tree sat someone new: a little {creature.nom}, all alone.',
            'Under the big old tree sat someone new: a small {creature.nom}, all on {c:his|her} own.',
          ],
        },
        { text: '{hero} had never seen {c:him|her} before.', bands: ['2-4'] },
        {
          text: 'The {creature.nom} had only just come to live, and {c:he|she} did not know anybody yet. {c:He|She} sat with {c:his|her} {creature.paws} folded, watching everything.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Looking at the {creature.nom}, {hero} remembered {h:his|her} own first morning at nursery, when the room had seemed enormous and every voice too loud; {h:he|she} had held on to the door and wished for one single person to smile at {h:him|her}, just as the {creature.nom} seemed to be wishing now.',
          bands: ['8-10'],
        },
        {
          text: '“I will be that person for the {creature.nom},” {hero} decided, and marched, thinking: how hard could it be?',
          bands: ['8-10'],
        },
        {
          alts: [
            '“Hello!” called {hero}. “Do you want to play?”',
            '“Hello there!” called {hero}. “Will you play with me?”',
            '“Hi!” called {hero}. “Come and play, {creature.nom}!”',
          ],
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
        actions: { hero: 'wave', creature: 'hide' },
        framing: 'medium',
        prop: 'tall-tree',
      },
      text: [
        {
          alts: [
            '{hero} waved {h:his|her} {object.nom} high in the air.',
            '{hero} held {h:his|her} {object.nom} up as high as {h:he|she} could reach.',
          ],
        },
        {
          alts: [
            '{h:He|She} jumped up and down and shouted, “Come on! Play with me!”',
            '{h:He|She} hopped and whooped and shouted, “Come on! It’s fun!”',
            '{h:He|She} danced round in circles and shouted, “Come and see!”',
          ],
        },
        {
          alts: [
            'But the {creature.nom} just tucked in {c:his|her} {creature.nose} and hid behind the tree.',
            'But the little {creature.nom} squeezed {c:his|her} eyes shut and hid behind the tree.',
          ],
        },
        { text: 'Hide, hide, little {creature.nom}.', bands: ['2-4'] },
        {
          text: 'Only the very tip of {c:his|her} {creature.nose} peeped out, and it was trembling like a leaf {place.in} on a windy day.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '“Maybe the {creature.nom} didn’t hear me,” thought {hero}, and shouted even louder, so loud that it echoed {place.over}. Far away, {other.creature.indef} dropped {other.creature.nom} breakfast in fright. The {creature.nom} stayed exactly where {c:he|she} was.',
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
        actions: { hero: 'reach-up', friend: 'stand', creature: 'peek' },
        objectAt: 'ground',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            '“I know,” said {hero}. “I’ll show {c:him|her} my best trick!”',
            '“I’ve got it,” said {hero}. “A trick! Everybody loves a trick.”',
          ],
        },
        {
          alts: [
            '{h:He|She} threw {h:his|her} {object.nom} up, up, up, as high as it would go.',
            'Up, up, up went the {object.nom}, higher than the tree.',
          ],
        },
        { text: 'Whoosh, down came the {object.nom}, bonk, right on {hero}’s head.', bands: ['2-4'] },
        {
          alts: [
            'Whoosh, down came the {object.nom}, and landed, bonk, right on top of {hero}’s head, and bounced into a muddy puddle with a great brown splash.',
            'Down tumbled the {object.nom}, bonk, on {hero}’s head, and plop, into the muddiest puddle {place.in}.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: '{friend} giggled at the muddy {object.nom}, and {hero} giggled too, with mud on {h:his|her} nose.',
          friend: true,
        },
        {
          alts: [
            'The {creature.nom} peeped out. Then {c:he|she} hid again.',
            'Out peeped the {creature.nom}, just for a moment. Then back {c:he|she} went.',
          ],
        },
        {
          alts: [
            'Then {hero} tried a cartwheel, which went sideways into a bush, and a song, which went wrong in the middle, and the {creature.nom} did not come out at all.',
            'Next {hero} tried a handstand (wobble, flop) and a whistle that came out as a sneeze, and still the {creature.nom} stayed behind the tree.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} wiped the mud off {h:his|her} cheek and felt a little cross, though {h:he|she} was not sure with whom: {h:he|she} had been friendly and loud and cheerful, so why wasn’t it working with the {creature.nom}? Perhaps, {h:he|she} thought gloomily, the {creature.nom} simply did not like {h:him|her}, which was such a horrible thought that {h:he|she} pushed it away into the muddiest corner of {place.def}.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'day',
        mood: 'calm',
        cast: ['hero', 'friend'],
        object: 'world',
        actions: { hero: 'sit', friend: 'sit' },
        framing: 'medium',
      },
      text: [
        {
          text: '{hero} flopped down on the grass {place.in}, and {friend} sat down beside {h:him|her}, very quietly, with an eye on the {creature.nom}.',
          friend: true,
        },
        {
          text: '“When I’m shy, I don’t like shouting,” {friend} whispered. “Maybe the {creature.nom} is like me, and just wants someone to sit near and wait.”',
          friend: true,
        },
        {
          text: '{hero} looked at {friend}, who was often the quietest one at any party, and suddenly understood. “Then let’s go to the {creature.nom} together,” {h:he|she} said, “because you know how to be quiet, and I know how to say hello.”',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            '{hero} flopped down on the grass {place.there}, too puffed out to shout any more.',
            'Puffed out, {hero} flopped down beside {h:his|her} muddy {object.nom} and gave up shouting.',
          ],
          friend: false,
        },
        { text: 'So {h:he|she} just sat, very still, and listened to the quiet.', friend: false },
        {
          text: '{^place.hush}, and in the quiet {hero} noticed something about the {creature.nom} that {h:he|she} had missed before.',
          friend: false,
          bands: ['5-7', '8-10'],
        },
        {
          text: 'It is a funny thing about quiet: it is the only time you can hear what somebody else is doing. {hero} had been so busy being friendly that {h:he|she} had never stopped to look at what the {creature.nom} liked.',
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
        actions: { hero: 'sit', creature: 'sit' },
        framing: 'close',
      },
      text: [
        {
          alts: [
            'The {creature.nom} was lying on {c:his|her} back, looking up at the sky.',
            'Behind the tree, the {creature.nom} lay on {c:his|her} back, gazing up at the sky.',
          ],
        },
        {
          alts: [
            'Softly, {hero} crept closer and lay down beside the {creature.nom}, not too close, just near.',
            'Slowly, {hero} lay down in the grass near the {creature.nom}: not too close, just near enough.',
          ],
        },
        { alts: ['“What are you doing?” {h:he|she} whispered.', '“What are you looking at?” {h:he|she} whispered.'] },
        {
          alts: [
            '“Counting clouds,” whispered the {creature.nom}. “That one looks like {other.creature.indef}.”',
            '“Clouds,” said the {creature.nom} softly. “Look, that one is {other.creature.indef}.”',
          ],
        },
        {
          text: '“And that one,” whispered {hero}, “looks like {other2.creature.indef} in a hat.” The {creature.nom} made a tiny sound, and {hero} realised it was a laugh.',
          bands: ['5-7', '8-10'],
        },
        { text: 'One cloud, two clouds, three clouds. Shhh.', bands: ['2-4'] },
        {
          text: 'They counted eleven clouds, and a twelfth that might have been a teapot or might have been {object.indef}. {hero} and the {creature.nom} could not agree, and it did not matter one bit.',
          bands: ['8-10'],
        },
        {
          text: '“I like it {place.in},” the {creature.nom} said at last, very quietly, as if it were a secret. “But everyone {place.there} is so fast and so loud, and I didn’t know how to join in.” {hero} felt {h:his|her} cheeks go warm, remembering all that jumping and shouting with the {object.nom}.',
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
        actions: { hero: 'give', friend: 'stand', creature: 'receive' },
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'After a while, the {creature.nom} looked at the {object.nom}. “Is that yours?” {c:he|she} asked.',
            'At last the {creature.nom} pointed a {creature.paw} at the {object.nom}. “What is that for?” {c:he|she} asked.',
          ],
        },
        {
          alts: [
            '“Would you like to try?” asked {hero}, and held it out gently.',
            '“Want a go?” asked {hero}, and held it out very gently.',
          ],
        },
        {
          text: 'So they played. Gently, slowly, and then faster, because the {creature.nom} liked it after all.',
          bands: ['2-4'],
        },
        {
          text: 'So they played with the {object.nom}: gently at first, then faster and faster, until the {creature.nom} was laughing out loud and {hero} was laughing too.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{friend} and {hero} showed the {creature.nom} how it worked, one on each side, and nobody shouted at all.',
          friend: true,
        },
        {
          text: 'It turned out the {creature.nom} was not quiet at all, once {c:he|she} knew you. {c:He|She} had opinions about clouds, and about the best way to hold {object.indef}, and about which puddles {place.in} were the muddiest. {hero} laughed so much at the {creature.nom} that {h:he|she} got hiccups.',
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
        actions: { hero: 'wave', friend: 'wave', creature: 'wave' },
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'When the shadows grew long {place.in}, it was time to go home.',
            'Soon the sky turned pink {place.over}, and it was time to go home.',
          ],
        },
        {
          alts: [
            '“Will you come back tomorrow?” asked the {creature.nom}.',
            '“Will I see you tomorrow?” asked the little {creature.nom}.',
          ],
        },
        {
          alts: [
            '“Every day,” said {hero}. “We can count clouds first, and play after.”',
            '“Tomorrow and the day after,” said {hero}, “clouds first, then the {object.nom}.”',
          ],
        },
        {
          text: '“A friend doesn’t have to be loud,” said {friend}, smiling at the {creature.nom}, “just near.”',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            '“Some friends are loud and some are quiet,” thought {hero}, “and it’s nice to have both.”',
            '“A quiet friend is still a friend,” thought {hero}, smiling at the {creature.nom}.',
          ],
          friend: false,
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Walking home across {place.def}, {hero} realised something surprising: {h:he|she} had been the lonely one this morning, with nobody to play with but {h:his|her} {object.nom}. The {creature.nom} had not needed rescuing at all; {c:he|she} had only needed somebody to lie down in the grass beside {c:him|her}.',
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
            'That night, {hero} looked out of the window towards {place.def}.',
            'At bedtime, {hero} peeped out of the window, {h:his|her} {object.nom} tucked in beside {h:him|her}.',
          ],
        },
        {
          alts: [
            'No clouds now, only stars: {hero} counted them softly, one, two, three, just like the {creature.nom} had shown {h:him|her}.',
            'The clouds had gone to bed, and the stars were out. One, two, three, counted {hero} softly, the quiet {creature.nom} way.',
          ],
        },
        { text: 'Far away, a little {creature.nom} was counting them too.', bands: ['5-7', '8-10'] },
      ],
    },
  ],
  questions: [
    {
      question: 'Who was new {place.in}?',
      right: 'A little {creature.nom}',
      wrong: ['{^other.creature.indef}', '{^other2.creature.indef}'],
    },
    {
      question: 'What did {hero} bring {place.to}?',
      right: '{h:His|Her} {object.nom}',
      wrong: ['{h:His|Her} {other.object.nom}', '{h:His|Her} {other2.object.nom}'],
    },
    {
      question: 'What was the {creature.nom} doing in the grass?',
      right: 'Counting clouds',
      wrong: ['Looking for {other.object.indef}', 'Building a little house'],
    },
    {
      question: 'Why did the {creature.nom} stop hiding?',
      right: 'Because {hero} sat quietly near {c:him|her}',
      wrong: ['Because {hero} shouted louder', 'Because {hero} did a trick'],
    },
  ],
};

const quarrel: Plot = {
  id: 'friendship-quarrel-mended',
  moral: 'friendship',
  titles: ['The Two Sorry Presents', '{hero}, the {^creature} and the {^object}', 'Halfway Across'],
  places: ['river', 'seaside', 'island', 'park'],
  creatures: ['duck', 'frog', 'turtle', 'puppy'],
  objects: ['boat', 'kite', 'ball'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        mood: 'happy',
        cast: ['hero', 'friend', 'creature'],
        object: 'world',
        actions: { hero: 'run', friend: 'wave', creature: 'run' },
        objectState: 'mended',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            '{hero} and {creature.indef} were the best of friends {place.in}.',
            'Everybody {place.there} knew that {hero} and the {creature.nom} were best friends.',
          ],
        },
        {
          alts: [
            'Every morning they played with their {object.nom}: {hero} on one side, the {creature.nom} on the other.',
            'Every single morning they played with the same old {object.nom}, the {creature.nom} on one side and {hero} on the other.',
          ],
        },
        {
          text: '{friend} often came along too, to tell terrible jokes that made the {creature.nom} snort with laughter.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        { text: '{friend} came too, with funny jokes.', friend: true, bands: ['2-4'] },
        { text: 'Splash and giggle, splash and giggle, all morning long.', bands: ['2-4'] },
        {
          text: 'They had found the {object.nom} together, they had mended it together, and they had painted a blue stripe on it together, so that anyone could see it was theirs.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'If you had asked {hero} what friendship was, {h:he|she} would have said, “It’s the {creature.nom}, of course,” and thought it a very odd question.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'wind',
        mood: 'worried',
        cast: ['hero', 'friend', 'creature'],
        object: 'world',
        actions: { hero: 'reach-up', friend: 'stand', creature: 'reach-up' },
        objectAt: 'ground',
        objectState: 'mended',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'But one windy morning, they both wanted the {object.nom} at the very same time.',
            'But one blustery morning, they both grabbed the {object.nom} at exactly the same moment.',
          ],
        },
        {
          alts: [
            '“My turn with the {object.nom}!” said {hero}. “No, MY turn!” said the {creature.nom}.',
            '“Me first, {creature.nom}!” said {hero}. “No, me first!” said the {creature.nom}.',
            '“Give me the {object.nom}!” said {hero}. “No, give it to ME!” said the {creature.nom}.',
          ],
        },
        {
          alts: [
            'They pulled and they tugged, and the {object.nom} slipped away from both of them.',
            'Tug, tug, tug went the {object.nom}, until it flew out of everybody’s hands.',
          ],
        },
        {
          text: 'Off it went, far across {place.def}. {^creature.sound}, went the {creature.nom}, crossly.',
          bands: ['2-4'],
        },
        {
          text: '“That was your fault!” said the {creature.nom}. “It was YOURS, {creature.nom}!” said {hero}, and {h:he|she} stamped so hard that {other.creature.indef} nearby jumped. And they stomped off {place.over}, one this way and one that way, without looking back.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{friend} stood in the middle of {place.def}, looking from {hero} to the {creature.nom}, and for once could not think of a single joke.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: 'The worst part was that, even while {h:he|she} was stomping, {hero} knew that {h:he|she} had pulled just as hard as the {creature.nom}. But knowing a thing and saying it to a cross {creature.nom} are two very different matters, and {hero} was not ready yet.',
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
        actions: { hero: 'sit', friend: 'sit' },
        framing: 'medium',
      },
      text: [
        {
          alts: [
            '{hero} tried to play alone {place.in}.',
            'All by {h:himself|herself}, {hero} tried to play {place.there}.',
          ],
        },
        {
          alts: [
            '{h:He|She} threw a stick and fetched it {h:himself|herself}, which was not much fun, and told a joke to a tree, which did not laugh.',
            '{h:He|She} played catch with {h:himself|herself}, which was very tiring, and told a joke to a rock, which did not even smile.',
          ],
          bands: ['5-7', '8-10'],
        },
        { text: 'No {creature.nom}. No {object.nom}. No fun at all.', bands: ['2-4'] },
        {
          text: '“I will wait right here {place.in},” {hero} decided. “The {creature.nom} will come and say sorry first.” So {h:he|she} waited, and waited, and waited; nobody came, except {other.creature.indef}, who only wanted to know the time.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{friend} sat down beside {hero}, sighed, and said, “This is the most boring day in the history,” and {hero}, missing the {creature.nom}, had to agree.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Somewhere on the other side, {hero} supposed, the {creature.nom} was waiting too, just as stubbornly. And if everybody waited for everybody else, {h:he|she} thought, {hero} and the {creature.nom} would both be waiting until they were old and grey, with long white whiskers.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'day',
        weather: 'wind',
        mood: 'worried',
        cast: ['hero', 'creature'],
        object: null,
        actions: { hero: 'sit', creature: 'sit' },
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'So {hero} tried shouting across {place.def}: “I’m not cross any more, if you’re not!”',
            'So {hero} cupped {h:his|her} hands and shouted across {place.def}: “I’m not cross now, if you aren’t!”',
          ],
        },
        {
          alts: [
            'But the wind snatched the words away, and all the {creature.nom} heard was “… CROSS …!”',
            'But the wind blew most of the words away, and only “… CROSS …!” reached the {creature.nom}.',
          ],
        },
        { text: 'Oh dear, oh dear. The {creature.nom} turned away.', bands: ['2-4'] },
        {
          text: '{hero} tried once more, waving both arms, but by now the {creature.nom} had pulled {c:his|her} hat down over {c:his|her} ears, which is what you do when you are cross and do not want anyone to know you are listening.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Far away, the {creature.nom} turned {c:his|her} back and sat down with a thump. That had not gone at all the way {hero} had meant it, and now the {creature.nom} was crosser than ever.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'It was, {hero} thought, a bit like the {object.nom}: the harder you pulled, the faster things got away from you.',
          bands: ['8-10'],
        },
        {
          text: '{hero} sat on a stone {place.in} and thought harder than {h:he|she} had ever thought about anything. Saying sorry first to the {creature.nom} felt like losing; but being right and alone felt like losing too, only slower. {h:He|She} turned it over and over, like a pebble in {h:his|her} pocket, until the answer came: {h:he|she} did not actually care who had pulled the {object.nom} first. {h:He|She} only cared about the {creature.nom}.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'day',
        mood: 'calm',
        cast: ['hero', 'friend'],
        object: 'world',
        actions: { hero: 'build', friend: 'build' },
        objectState: 'mended',
        framing: 'close',
      },
      text: [
        {
          alts: [
            'Then {hero} had an idea. “A sorry present for the {creature.nom}!” {h:he|she} said.',
            'Then {hero} sat up straight {place.in}. “I’ll make the {creature.nom} a sorry present!”',
          ],
        },
        {
          text: '“And I’ll make it funny,” said {friend}, “so the {creature.nom} has to laugh.” {hero} knew the words, and {friend} knew the jokes; neither of them could have made the {creature.nom} a sorry present alone.',
          friend: true,
        },
        {
          alts: [
            '{hero} found the {object.nom}, stuck in the reeds at the end of {place.def}, and washed it clean.',
            'First {hero} searched {place.over} until {h:he|she} found the {object.nom}, muddy and lonely, and washed it clean.',
          ],
        },
        {
          alts: [
            'Then {h:he|she} painted a second stripe next to the blue one: a stripe the colour of the {creature.nom}.',
            'Then {h:he|she} painted a new stripe beside the old blue one, a stripe just the colour of the {creature.nom}.',
          ],
        },
        {
          text: '{friend} added a little picture of the {creature.nom} wearing a crown, which was silly and perfect.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} even practised what {h:he|she} would say, out loud, to {other.creature.indef} who happened to be passing. “I’m sorry I pulled the {object.nom},” {h:he|she} told the {other.creature.nom}. The {other.creature.nom} looked surprised, but said it accepted the apology, which was good practice anyway.',
          bands: ['8-10'],
        },
        {
          text: '{hero} worked carefully and did not hurry, because the present had to say something {h:he|she} could not quite say with words: that the {object.nom} was not {h:his|hers}, and it was not the {creature.nom}’s either. It belonged to both of them.',
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
        actions: { hero: 'carry', creature: 'carry' },
        objectState: 'mended',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Off went {hero} across {place.def}, holding the {object.nom} tight.',
            'Carrying the {object.nom} very carefully, {hero} set off across {place.def}.',
          ],
        },
        {
          alts: [
            'And halfway there, who should {h:he|she} meet but the {creature.nom}, carrying something too!',
            'And right in the middle of the way, {h:he|she} bumped into the {creature.nom}, who was carrying something too!',
          ],
        },
        {
          alts: [
            'It was a present: a shiny {other.object.nom} with a bow on top.',
            'The {creature.nom} was holding a sorry present: a little {other.object.nom}, tied with grass.',
          ],
        },
        { text: '“Sorry!” said {hero}. “Sorry!” said the {creature.nom}. Both at once!', bands: ['2-4'] },
        {
          text: '“I’m sorry about the {object.nom},” said {hero}. “I’m sorry,” said the {creature.nom}, at exactly the same moment, and then they both burst out laughing, because even their sorrys had to take turns.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'The {creature.nom} had been thinking the very same thoughts all afternoon, {c:he|she} said: waiting, and grumbling, and missing {hero} so much that even {c:his|her} {creature.bed} felt empty. So the {creature.nom} had stopped waiting and started walking, and {hero} found that the most wonderful thing of all: they had both been walking towards each other across {place.def} the whole time.',
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
        actions: { hero: 'run', friend: 'sit', creature: 'run' },
        objectState: 'mended',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'That evening they played with the {object.nom} again, taking turns: one for {hero}, one for the {creature.nom}.',
            'Until the sun went down, they played with the {object.nom}, taking turns, one for you and one for me.',
          ],
        },
        {
          text: 'And {friend} kept score for the {object.nom} game, and kept forgetting it, and nobody minded.',
          friend: true,
        },
        {
          text: 'The {object.nom} flew and bobbed and bounced better than ever, or perhaps it only seemed that way because they were sharing it again. {hero} noticed that a turn feels much longer when {creature.indef} is cheering you on, and a wait feels much shorter when the one playing is your best friend.',
          bands: ['8-10'],
        },
        {
          alts: [
            '“Being friends is better than being first,” said {hero}, and the {creature.nom} agreed.',
            '“I would rather have a friend than a first turn,” said {hero}, and the {creature.nom} nodded.',
          ],
          bands: ['5-7', '8-10'],
        },
        { text: 'Splash and giggle, splash and giggle, all evening long.', bands: ['2-4'] },
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
            'At home, {hero} set the {other.object.nom} on the windowsill, next to the moon.',
            'At bedtime, the little {other.object.nom} from the {creature.nom} sat on {hero}’s pillow.',
          ],
        },
        {
          alts: [
            'And {place.in}, the {object.nom} with two stripes waited for the morning.',
            'And far away {place.there}, the two-striped {object.nom} was waiting for tomorrow.',
          ],
        },
      ],
    },
  ],
  questions: [
    {
      question: 'Who was {hero}’s best friend {place.in}?',
      right: 'The {creature.nom}',
      wrong: ['The {other.creature.nom}', 'The {other2.creature.nom}'],
    },
    {
      question: 'What did they quarrel about?',
      right: 'Who would play with the {object.nom} first',
      wrong: ['Who would find {other.object.indef}', 'Who could shout the loudest'],
    },
    {
      question: 'What did {hero} paint on the {object.nom}?',
      right: 'A stripe the colour of the {creature.nom}',
      wrong: ['A big red star', 'The name of the {other.creature.nom}'],
    },
    {
      question: 'Why did {hero} and the {creature.nom} laugh when they met?',
      right: 'They were both bringing a sorry present',
      wrong: ['The {creature.nom} had fallen in a puddle', 'The {object.nom} had lost its stripe'],
    },
  ],
};

const winterSleep: Plot = {
  id: 'friendship-winter-sleep',
  moral: 'friendship',
  titles: ['See You in Spring', 'The Long Winter Sleep', '{hero} Waits for Spring'],
  places: ['forest', 'garden', 'meadow', 'farm', 'park'],
  creatures: ['hedgehog', 'bear', 'turtle', 'frog'],
  objects: ['scarf', 'feather'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'day',
        weather: 'wind',
        mood: 'happy',
        cast: ['hero', 'friend', 'creature'],
        object: null,
        actions: { hero: 'run', friend: 'run', creature: 'run' },
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'All summer long, {hero} had played {place.in} with {h:his|her} friend the {creature.nom}.',
            'All through the summer, {hero} and the {creature.nom} had been friends {place.there}.',
          ],
        },
        {
          alts: [
            'They raced, they splashed, they told secrets under the leaves.',
            'They hid, they sang, they rolled down every hill.',
            'They played hide-and-seek behind every bush and tree.',
          ],
        },
        {
          text: '{friend} played with them too, and was always the one who made up the rules (and changed them whenever {friend} was losing).',
          friend: true,
        },
        {
          text: 'The {creature.nom} knew every secret path, and {hero} knew the best songs, so between them they never once ran out of things to do.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'But now the leaves were turning orange and the wind was growing cold.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} loved autumn: the crunch of leaves, the smell of woodsmoke, the apples. {h:He|She} did not know yet that autumn had a surprise waiting for {h:him|her} and the {creature.nom}, and not a very nice one.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'day',
        weather: 'wind',
        mood: 'worried',
        cast: ['hero', 'creature'],
        object: null,
        actions: { hero: 'stand', creature: 'yawn' },
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'One day the {creature.nom} gave a huge yawn. “It’s nearly winter,” {c:he|she} said. “Soon I must go to sleep.”',
            'One chilly day, the {creature.nom} yawned the biggest yawn {hero} had ever seen. “Winter is coming,” {c:he|she} said. “Time for my long sleep.”',
          ],
        },
        {
          alts: [
            '“Until tomorrow?” asked {hero}. “Until spring,” said the {creature.nom}.',
            '“Till the morning?” asked {hero}. “Till the spring,” said the {creature.nom} sleepily.',
          ],
        },
        { text: 'Until spring! That was a long, long time for {hero} and the {creature.nom}.', bands: ['2-4'] },
        {
          text: '{hero} counted on {h:his|her} fingers: all of winter, with its snow and its dark mornings {place.in}, and then some more. For {hero} and the {creature.nom}, that was forever, nearly.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} felt something heavy settle in {h:his|her} tummy. Who would {h:he|she} tell secrets to {place.there}, or laugh with at the right moments? It did not seem fair that a friend like the {creature.nom} could simply go to sleep.',
          bands: ['8-10'],
        },
        {
          text: '“Couldn’t you stay awake, just this once?” asked {hero}. The {creature.nom} looked at {h:him|her} kindly, with {c:his|her} eyes already half closed, and said {c:he|she} would try.',
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
        object: null,
        actions: { hero: 'wave', friend: 'sleep', creature: 'sleep' },
        framing: 'medium',
      },
      text: [
        {
          alts: [
            '“I’ll keep you awake, {creature.nom}!” said {hero}.',
            '“Then I won’t let you sleep!” said {hero}, and rolled up {h:his|her} sleeves.',
            '“Not if I can help it!” said {hero} to the sleepy {creature.nom}.',
          ],
        },
        {
          alts: [
            '{h:He|She} tickled the {creature.nom}. {h:He|She} sang the loudest song {h:he|she} knew. {h:He|She} bounced up and down {place.in}.',
            '{h:He|She} tickled the {creature.nom}’s toes, sang a song about {other.creature.pl}, and played the noisiest game {place.there}.',
          ],
        },
        {
          text: 'But the {creature.nom} just yawned. And yawned. And fell asleep right in the middle of the song. Zzzz.',
          bands: ['2-4'],
        },
        {
          text: '{friend} tried too, by telling the longest story {place.in}; halfway through, the {creature.nom} began to snore, and so, a little later, did {friend}.',
          friend: true,
        },
        {
          text: 'The {creature.nom} laughed sleepily at the tickling, hummed along for half the song, and then nodded off with {c:his|her} {creature.nose} in the leaves. Zzzz went the {creature.nom}.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} looked at the {creature.nom}, snoring softly, and understood something: the {creature.nom} was not leaving because {c:he|she} wanted to. {^creature.pl} are made this way, the way snow is cold and the sea is wet, and you could not tickle winter away from {place.def}.',
          bands: ['8-10'],
        },
        {
          text: 'So now {hero} had a choice: {h:he|she} could keep poking and singing until the {creature.nom} was grumpy and tired and cold, and they would part as cross friends, or {h:he|she} could help {c:him|her} get ready. Helping was the harder choice, because it meant saying goodbye to the {creature.nom} properly; {hero} took a deep breath and chose it.',
          bands: ['8-10'],
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
        actions: { hero: 'build', friend: 'carry', creature: 'climb' },
        objectAt: 'nest',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'So {hero} did something different, and helped the {creature.nom} make the cosiest winter bed {place.in}.',
            'So {hero} stopped trying to keep the {creature.nom} awake, and helped {c:him|her} make a cosy winter bed instead.',
          ],
        },
        {
          alts: [
            'They gathered dry leaves and soft moss for the {creature.bed}.',
            'Into the {creature.bed} went dry leaves, soft moss and a little straw.',
          ],
        },
        {
          alts: [
            'Then {hero} took {h:his|her} very own {object.nom} and tucked it in, to keep the {creature.nom} warm all winter.',
            'And last of all, {hero} added {h:his|her} own special {object.nom}, so the {creature.nom} would have something from {h:him|her} all winter long.',
          ],
        },
        {
          text: '{friend} found the softest moss {place.there}, and {hero} patted it into place, and together they made the {creature.bed} perfect.',
          friend: true,
        },
        {
          text: 'It was {hero}’s favourite {object.nom}, and for a moment {h:he|she} held it tight. Then {h:he|she} let it go, and found that giving the {object.nom} to the {creature.nom} felt warmer than keeping it.',
          bands: ['8-10'],
        },
        {
          text: 'They worked until the first star came out, patting and fluffing, until the {creature.bed} was as snug as a bed can be. The {creature.nom} climbed in and turned round three times.',
          bands: ['5-7', '8-10'],
        },
      ],
    },
    {
      scene: {
        creatureAt: 'in-object',
        place: 'world',
        time: 'evening',
        mood: 'sleepy',
        cast: ['hero', 'friend', 'creature'],
        object: 'world',
        actions: { hero: 'wave', friend: 'stand', creature: 'sleep' },
        objectAt: 'nest',
        framing: 'close',
      },
      text: [
        {
          alts: [
            '“Goodnight, {creature.nom},” whispered {hero}. “I’ll come and see you every week.”',
            '“Sleep well, {creature.nom},” whispered {hero}. “I’ll visit you all winter.”',
          ],
        },
        {
          alts: [
            '“And I’ll dream about you,” said the {creature.nom}, snuggling into the {object.nom}.',
            '“I’ll dream of you,” mumbled the {creature.nom}, {creature.nose} deep in the {object.nom}.',
          ],
        },
        { text: 'Snore, snore, went the {creature.nom}. Goodnight, goodnight.', bands: ['2-4'] },
        {
          text: '“{^creature.indef} asleep is still a friend,” said {friend}, and {hero} thought that was the cleverest thing {friend} had ever said.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'day',
        weather: 'snow',
        mood: 'calm',
        cast: ['hero', 'creature'],
        object: null,
        actions: { hero: 'walk', creature: 'sleep' },
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Then the snow came and covered {place.def} in white.',
            'Soon the snow fell and covered everything {place.in}, soft and white.',
          ],
        },
        {
          alts: [
            'Every week, {hero} kept {h:his|her} promise and went to visit the sleeping {creature.nom}.',
            'And every single week, just as {h:he|she} had promised, {hero} went to visit the sleeping {creature.nom}.',
          ],
        },
        { text: 'Crunch, crunch, through the snow. “Hello, {creature.nom}!” whispered {hero}.', bands: ['2-4'] },
        {
          text: '{h:He|She} told the snowy {creature.bed} all the news: about the snowman with the carrot nose, about {other.creature.indef} who slipped on the ice, about the biggest icicle {place.there}.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Some days it felt silly, talking to a heap of snow, and some days it felt lonely. But {hero} kept going, because {h:he|she} had said {h:he|she} would, and because {h:he|she} had a feeling, small and stubborn, that somewhere under the snow the {creature.nom} was listening in {c:his|her} dreams.',
          bands: ['8-10'],
        },
        {
          text: 'Once, on the coldest day of all, {hero} found that {other.creature.indef} had curled up beside the {creature.bed} to keep warm, and {h:he|she} smiled, because even asleep, the {creature.nom} was being a good friend to somebody.',
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
        actions: { hero: 'hug', creature: 'hug' },
        framing: 'close',
      },
      text: [
        {
          alts: [
            'At last the snow melted, and the first flowers popped up {place.in}.',
            'At long last the snow melted away, and little green shoots poked up {place.over}.',
          ],
        },
        {
          alts: [
            'Something wriggled in the {creature.bed}. Out came a sleepy {creature.nose}, and then a whole sleepy {creature.nom}!',
            'The leaves on the {creature.bed} rustled, and out peeped a nose, then two eyes, then a whole, sleepy, stretching {creature.nom}!',
          ],
        },
        {
          alts: [
            '“{hero}!” said the {creature.nom}. “I dreamed about you all winter!”',
            '“I heard you,” said the {creature.nom}, blinking. “All winter long, I heard you in my dreams.”',
          ],
        },
        { text: '{hero} hugged the {creature.nom} tight. Hooray, hooray, it was spring!', bands: ['2-4'] },
        {
          text: '{hero} laughed and hugged {c:him|her}, and the {object.nom} came out too, a bit squashed but still warm. And the first thing the {creature.nom} asked was: “What did I miss?”',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'And that was the surprise {hero} never forgot: the {creature.nom} knew about the snowman, and the slippery ice, and the giant icicle. The {creature.nom} had heard every word.',
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
            'That night, {hero} went to bed with a smile as wide as {place.def}.',
            'That night, {hero} climbed into bed smiling from ear to ear.',
          ],
        },
        {
          alts: [
            'Friends can sleep, or go far away, {h:he|she} thought, and still be friends.',
            'Some friends are near and some are sleeping, thought {hero}, but a friend is a friend all the same.',
          ],
          bands: ['5-7', '8-10'],
        },
      ],
    },
  ],
  questions: [
    {
      question: 'Who was {hero}’s friend {place.in}?',
      right: 'The {creature.nom}',
      wrong: ['The {other.creature.nom}', 'The {other2.creature.nom}'],
    },
    {
      question: 'Why did the {creature.nom} have to go to sleep?',
      right: 'Because winter was coming',
      wrong: ['Because {c:he|she} was cross', 'Because it was too noisy {place.in}'],
    },
    {
      question: 'What did {hero} tuck into the winter bed?',
      right: '{h:His|Her} {object.nom}',
      wrong: ['{h:His|Her} {other.object.nom}', '{h:His|Her} {other2.object.nom}'],
    },
    {
      question: 'How did {hero} show {h:he|she} was still a friend all winter?',
      right: '{h:He|She} visited and told the {creature.nom} the news',
      wrong: ['{h:He|She} woke the {creature.nom} up', '{h:He|She} found a new friend'],
    },
  ],
};

export const friendshipPlots: Plot[] = [shyNewcomer, quarrel, winterSleep];
