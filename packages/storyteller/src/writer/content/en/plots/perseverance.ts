/** Perseverance: a bridge that kept falling, a long climb, a sandcastle against the sea. */
import type { Plot } from '../../format.js';
const bridge: Plot = {
  id: 'perseverance-the-little-bridge',
  moral: 'perseverance',
  titles: ['The Little Bridge', '{hero} Builds a Bridge', 'Try, Try, Try Again'],
  places: ['forest', 'meadow', 'garden', 'farm'],
  creatures: ['mouse', 'hedgehog', 'rabbit', 'squirrel'],
  objects: ['basket', 'cake', 'flower', 'book'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        mood: 'worried',
        cast: ['hero', 'friend', 'creature'],
        object: 'world',
        actions: { hero: 'stand', friend: 'point', creature: 'sit' },
        objectAt: 'creature',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'By the stream {place.in}, a little {creature.nom} sat with {object.indef}, looking very sad.',
            'One morning {hero} found a little {creature.nom} sitting by the stream {place.there}, holding {object.indef} and sighing.',
          ],
        },
        {
          alts: [
            '“I need to take this {object.nom} to my granny,” said the {creature.nom}, “but the stepping stones have washed away.”',
            '“My granny lives on the other side,” said the {creature.nom}, “and the rain has washed the stepping stones away. How will I take her the {object.nom}?”',
          ],
        },
        { text: 'Splash, splash went the stream, and poor little {creature.nom}!', bands: ['2-4'] },
        {
          text: '{friend} was with {hero}, and said at once that the {creature.nom} should just jump, and then looked at the stream, which was rather wide, and said perhaps not.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: 'The stream was not deep, but it was fast and cold and much too wide for {creature.indef} to jump. On the other side, {hero} could see a little round {creature.nom} door in the bank with smoke curling from its chimney.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'It was the granny’s birthday, the {creature.nom} explained, and {c:he|she} had been up since dawn getting the {object.nom} ready, and now it looked as if the {object.nom} would spend the birthday on the wrong side of the water. The {creature.nom}’s voice wobbled on the word “birthday”, and {hero} made up {h:his|her} mind.',
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
        actions: { hero: 'build', creature: 'wave' },
        objectAt: 'creature',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            '“I’ll build you a bridge!” said {hero}.',
            '“Don’t worry, {creature.nom},” said {hero}. “I’ll build you a bridge!”',
          ],
        },
        {
          alts: [
            '{h:He|She} found a long stick and laid it across the water. “There!”',
            'So {hero} found the longest stick {place.in} and laid it across the stream. “Ta-da!”',
          ],
        },
        {
          alts: [
            'But the water pushed the stick, and whoosh, away it floated down the stream.',
            'But the water was too strong: whoosh, off went the stick, bobbing away downstream.',
          ],
        },
        { text: 'Whoosh, bye-bye, stick! Try again, {hero}, for the {creature.nom}!', bands: ['2-4'] },
        {
          text: 'The {creature.nom} waved at the stick as it went, because it seemed only polite.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} stood on the bank {place.there} and watched the stick go round the bend; it had looked so simple, because in {h:his|her} head the stick had lain there neatly, and the {creature.nom} had trotted across, and everyone had clapped. The stream, however, had not been told about the plan.',
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
        actions: { hero: 'sit', friend: 'reach-up', creature: 'sit' },
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Next, {hero} piled up stones in the water, one on top of another, to make new stepping stones.',
            'Next {hero} tried stones: {h:he|she} rolled them into the stream, one by one, to make a row of stepping stones.',
          ],
        },
        {
          alts: [
            '{h:He|She} stepped on the first stone to test it. It wobbled, it tipped, and SPLASH! In went {hero}!',
            'To test them, {hero} stepped on the first one. Wibble, wobble… SPLASH! Down {h:he|she} went into the cold water.',
          ],
        },
        { text: 'Wibble, wobble, SPLASH, wet {hero} in the stream {place.in}!', bands: ['2-4'] },
        {
          text: '{friend} laughed so hard {f:he|she} nearly fell in too, and then helped {hero} scramble out of the {creature.nom}’s stream, dripping, with weed on {h:his|her} head like a hat.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} sat on the bank and squeezed the water out of {h:his|her} socks, and the {creature.nom} sat beside {h:him|her} and looked at the stream, and neither of them said anything for a while.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'This was the moment, {hero} thought later, when most people would give up: {h:he|she} was wet and cold, {h:he|she} had tried twice, and the stream {place.there} had won twice, and nobody would blame {h:him|her} for going home to a warm bath. But the {creature.nom} was still holding the {object.nom}, and the little chimney on the other side was still puffing, and somewhere behind that round door a granny was waiting for a birthday visitor.',
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
        actions: { hero: 'point', friend: 'point', creature: 'stand' },
        framing: 'wide',
      },
      text: [
        {
          alts: [
            '“I won’t give up,” said {hero}. “Let’s think.”',
            '{hero} stood up, very wet but very determined. “Let’s try again,” {h:he|she} said, “but cleverer.”',
          ],
        },
        {
          alts: [
            '{h:He|She} watched the water carefully. Where was it fast? Where was it slow?',
            'This time {h:he|she} watched the stream first, to see where the water ran fast and where it ran slow.',
          ],
        },
        { text: 'Look, think, {hero}!', bands: ['2-4'] },
        {
          text: 'Upstream, the stream went round a bend {place.in} and spread out wide and shallow, with a big flat rock in the middle. “There!” said {hero} to the {creature.nom}, “if we start from the rock, we only have to build half a bridge.”',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{friend} was the one who noticed the big flat rock, and {hero} was the one who saw what to do with it, and neither idea would have got the {creature.nom} across without the other.',
          friend: true,
        },
        {
          text: '{hero} found that failing twice had taught {h:him|her} two useful things: sticks float, and round stones roll. Those were not things {h:he|she} could have learned by thinking; {h:he|she} had needed to fall into the stream {place.there} to learn them. Maybe, {h:he|she} thought, falling in was part of building bridges for {creature.pl}.',
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
        object: null,
        actions: { hero: 'build', creature: 'build' },
        framing: 'medium',
        prop: 'bridge',
      },
      text: [
        {
          alts: [
            'So {hero} and the {creature.nom} worked together. They chose big, flat stones, and pressed them deep into the mud.',
            'So they got to work: {hero} carried the big flat stones, and the {creature.nom} filled the gaps with pebbles and moss.',
          ],
        },
        {
          alts: [
            'Then {hero} laid three strong sticks from the rock to the bank, and tied them together with long grass.',
            'Then {h:he|she} tied three strong sticks together with grass, and laid them from the flat rock to the far bank.',
          ],
        },
        { text: 'Push, press, tie, tie, a bridge for the {creature.nom}!', bands: ['2-4'] },
        {
          text: 'It took all afternoon {place.in}: twice a stone slipped and they had to start that bit again, and once the grass snapped, but every time {hero} just said, “Again,” and {hero} and the {creature.nom} did it again, a little better.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Building slowly was different from building fast, {hero} found: fast building had been exciting and had ended in the stream, while slow building was quiet and a bit boring and made {h:his|her} arms ache, and it stayed where you put it. {hero} decided {h:he|she} preferred the second kind, and so, from the look on {c:his|her} face, did the {creature.nom}.',
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
        actions: { hero: 'wave', creature: 'run' },
        objectAt: 'creature',
        framing: 'wide',
        prop: 'bridge',
      },
      text: [
        {
          alts: [
            'At last it was finished: a little bridge of stones and sticks, right across the stream.',
            'By evening, there it was: a small, strong bridge, reaching all the way across {place.def}’s stream.',
          ],
        },
        {
          alts: [
            'The {creature.nom} picked up the {object.nom} and stepped on. It held! {c:He|She} {creature.went} all the way across!',
            'Holding the {object.nom} tight, the {creature.nom} took one careful step, then another, and {creature.went} right across to the other side!',
          ],
        },
        { text: 'Step, step, step, across the bridge went the {creature.nom}, hooray!', bands: ['2-4'] },
        {
          text: 'The little round door opened, and out came a very old {creature.nom} with a shawl and spectacles, who hugged {c:his|her} grandchild and the {object.nom} and then, across the water, waved at {hero}.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'And nobody expected this: the granny {creature.nom} had been watching from her window all afternoon, every stick, every stone, every splash, and she had a great pot of soup on the stove, big enough for three, because she had guessed from the first splash that whoever was building that bridge would need it by teatime.',
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
        objectAt: 'creature',
        framing: 'wide',
        prop: 'hut',
      },
      text: [
        {
          alts: [
            '“Come in, come in!” called the granny, and {hero} walked over the bridge too, right into the warm.',
            'So {hero} crossed the bridge too, and they all had soup by the fire in the little round house.',
          ],
        },
        {
          alts: [
            '“The stream won twice,” said {hero}, “but I won the third time.”',
            '“If you keep trying,” said {hero}, “even a stream can’t stop you.”',
          ],
          bands: ['5-7', '8-10'],
        },
        { text: 'Soup by the fire with the {creature.nom}, yum!', bands: ['2-4'] },
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
            'That night {hero} was tired all over, from {h:his|her} toes to {h:his|her} ears.',
            'At bedtime {hero}’s arms ached from all the stones, but it was a nice sort of ache.',
          ],
        },
        {
          alts: [
            'And {place.in}, the little bridge stood strong in the moonlight, with the stream chuckling underneath it.',
            'And far away {place.there}, the little bridge was still standing, waiting for tomorrow’s visitors.',
          ],
        },
      ],
    },
  ],
  questions: [
    {
      question: 'Who needed to cross the stream?',
      right: 'A little {creature.nom}',
      wrong: ['{^other.creature.indef}', 'An old owl'],
    },
    {
      question: 'What was the {creature.nom} taking to granny?',
      right: '{^object.indef}',
      wrong: ['{^other.object.indef}', '{^other2.object.indef}'],
    },
    {
      question: 'What happened on {hero}’s second try?',
      right: 'A stone wobbled and {h:he|she} fell in',
      wrong: ['The stick floated away', 'The bridge held'],
    },
    {
      question: 'What helped {hero} build the bridge in the end?',
      right: 'Trying again, slowly and cleverly',
      wrong: ['A grown-up did it', 'Jumping across'],
    },
  ],
};
const climb: Plot = {
  id: 'perseverance-the-long-climb',
  moral: 'perseverance',
  titles: ['To the Very Top', '{hero} and the Big Climb', 'One More Step'],
  places: ['mountain', 'forest', 'snowfield', 'island'],
  creatures: ['fox', 'hedgehog', 'rabbit', 'owl'],
  objects: ['lantern', 'kite', 'map'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        mood: 'happy',
        cast: ['hero', 'friend', 'creature'],
        object: 'world',
        actions: { hero: 'walk', friend: 'carry', creature: 'point' },
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Right in the middle of {place.def} there was a high hill, the highest for miles.',
            'High above {place.def} rose a great green hill, so tall that its top was sometimes hidden in the clouds.',
          ],
        },
        {
          alts: [
            '“From the top,” said the {creature.nom}, “you can see the whole world.” And {hero} wanted to see it, more than anything.',
            '“At the very top,” said the {creature.nom}, “you can see everything: the sea, the towns, even your own house.”',
          ],
        },
        { text: 'Up, up, up the big hill, off we go, {creature.nom}!', bands: ['2-4'] },
        {
          text: 'So one bright morning, {hero} packed a bag with sandwiches and {h:his|her} {object.nom}, and set off with the {creature.nom} to climb it.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{friend} came too, with a bag so full of snacks that it clinked all the way there.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} had looked at that hill above {place.def} from {h:his|her} window every day of {h:his|her} life, and it had always seemed like something for other people, grown-ups with boots and sticks. Today, for the first time, it was going to be for {h:him|her} and the {creature.nom}, and {h:his|her} new boots seemed to be wanting to go.',
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
        actions: { hero: 'run', creature: 'walk' },
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'At first it was easy, and {hero} skipped up the path, singing and swinging the {object.nom}.',
            'The first part was easy-peasy: {hero} marched up the path beside the {creature.nom}, singing a walking song.',
          ],
        },
        {
          alts: [
            '“Climbing is easy!” laughed {hero}, and the {creature.nom} only smiled.',
            '“We’ll be at the top by lunch!” {hero} told the {creature.nom}, who just smiled a little smile.',
          ],
        },
        { text: 'Skip, skip, sing, sing, up the path with the {object.nom}!', bands: ['2-4'] },
        {
          text: 'The {creature.nom} knew every stone of the path, and pointed out a rock shaped like a sleeping giant, and a tree that had been struck by lightning a hundred years ago and was still growing, crooked and stubborn, out of its own broken trunk. {hero} patted the tree as {h:he|she} passed, because it seemed the right thing to do, and the {creature.nom} gave it a pat with one {creature.paw} too.',
          bands: ['8-10'],
        },
        {
          text: 'They passed {other.creature.indef} having breakfast, and a stream with a little waterfall, and a bush full of red berries, and {hero} thought that climbing with the {creature.nom} was the best thing in the world.',
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
        actions: { hero: 'sit', friend: 'sit', creature: 'wave' },
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'But then the path got steeper, and rockier, and steeper still, and the {creature.nom} had to wait for {hero} at every bend.',
            'But then the path turned steep and stony, and {hero}’s legs began to feel like jelly, while the {creature.nom} {creature.went} on ahead.',
          ],
        },
        {
          alts: [
            '“My legs are tired, {creature.nom},” puffed {hero}, “and I want to go home.”',
            '“I can’t go on,” puffed {hero}, sitting down on a rock, “it’s too far, {creature.nom}!”',
          ],
        },
        { text: 'Puff, puff, puff, tired legs on the steep, steep hill {place.in}.', bands: ['2-4'] },
        {
          text: '{friend} sat down too, and ate three snacks very fast, and offered one to the {creature.nom}, as if snacks might be the answer, and then said they were not.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: 'The top still looked as far away as ever, and {hero} had a stone in {h:his|her} new boot, a blister on {h:his|her} heel and {object.indef} that seemed to get heavier with every step; {h:he|she} could not imagine taking one more step, let alone a thousand.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Looking down, {hero} could see how far {h:he|she} and the {creature.nom} had come: the waterfall was a silver thread now, and the berry bush a red dot. But when {h:he|she} looked up, where the {creature.nom} was pointing, {h:he|she} could see how far there was still to go, which was further. The first view said: look how well you are doing; the second said: you will never make it, not with tired legs and a heavy {object.nom}. Both were true, {hero} realised, and {h:he|she} got to choose which one to listen to; the {creature.nom}, who seemed to know this already, said nothing at all.',
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
        framing: 'close',
      },
      text: [
        {
          alts: [
            '“Don’t look at the top,” said the {creature.nom}, sitting down next to {hero}, “just look at the next step.”',
            '“I’ll tell you an old {creature.nom} secret,” said the {creature.nom}: “don’t think about the whole hill, just think about the next ten steps.”',
          ],
        },
        {
          alts: [
            'So {hero} shook the stone out of {h:his|her} boot and shared a drink of water with the {creature.nom}.',
            'So {hero} had a rest, shook out {h:his|her} boot and shared a sandwich with the {creature.nom}.',
          ],
        },
        { text: 'Just one step, said the {creature.nom}, then another, then another.', bands: ['2-4'] },
        {
          text: '{friend} stuck a plaster on {hero}’s sore heel, and {hero} carried {friend}’s bag and the {object.nom} for a while.',
          friend: true,
          bands: ['2-4'],
        },
        {
          text: '{friend} stuck a plaster on {hero}’s blister, because {friend} always carried plasters, and {hero} carried {friend}’s bag as well as the {object.nom} for a while, because {friend}’s shoulders were aching; alone, neither of them would have got much further.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Then {hero} stood up, tucked the {object.nom} under {h:his|her} arm, looked only at the path right in front of {h:his|her} feet, and counted, one, two, three, all the way to ten. “Ten!” said the {creature.nom}, “and now ten more.”',
          bands: ['5-7', '8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'day',
        weather: 'wind',
        mood: 'calm',
        cast: ['hero', 'creature'],
        object: 'world',
        actions: { hero: 'climb', creature: 'walk' },
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Ten steps, and ten more, and ten more: slowly, slowly, {hero} climbed, with the {creature.nom} beside {h:him|her}.',
            'So up {hero} and the {creature.nom} went, ten steps at a time, resting, counting, climbing, all through the afternoon.',
          ],
        },
        {
          alts: [
            'The wind tugged at the {object.nom}, and {hero}’s legs ached, but {h:he|she} did not stop.',
            'Sometimes the wind pushed, and sometimes {hero} slipped on the stones, but every time {h:he|she} got up, held the {object.nom} tight and counted ten more.',
          ],
        },
        { text: 'Ten more steps, ten more steps, up, up, up, {hero} and the {creature.nom}!', bands: ['2-4'] },
        {
          text: 'The counting made it easier: you cannot climb a whole hill {place.in} at once, {hero} discovered, but you can always climb ten steps, and ten steps, put together enough times, turn out to be a hill.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Near the top, there was one last steep bit, where the path turned to rock and {hero} had to put the {object.nom} in {h:his|her} bag and use {h:his|her} hands as well as {h:his|her} feet, and {h:he|she} looked at it for a long time, with arms as tired as {h:his|her} legs. Then {h:he|she} saw that the {creature.nom} was waiting halfway up the rock, not saying anything, just waiting, as if {c:he|she} had all the time in the world. That helped {hero} more than any words the {creature.nom} could have said.',
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
        actions: { hero: 'reach-up', creature: 'stand' },
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'And then, just as the sun set, there were no more steps, and {hero} and the {creature.nom} stood at the very top!',
            'And then, with one last big step, {hero} stood on the very top of the hill, with the {creature.nom} beside {h:him|her}.',
          ],
        },
        {
          alts: [
            'Far below, {place.hush}, and beyond lay fields and rivers and little houses, all golden in the evening sun.',
            'Below {h:him|her} lay the whole of {place.def}, and beyond it fields and rivers and towns, all glowing gold.',
          ],
        },
        { text: 'Hooray, hooray, hooray for {hero} and the {creature.nom}!', bands: ['2-4'] },
        {
          text: '{hero} held up the {object.nom}, high, high over {h:his|her} head, and shouted, “I DID IT!” and the echo shouted it back from the next hill.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'And then came a surprise: when the {creature.nom} pointed down with one {creature.paw}, {hero} saw {h:his|her} own house, tiny as a crumb, and the window of {h:his|her} bedroom, and realised that every single day of {h:his|her} life {h:he|she} had been looking at the very spot where {h:he|she} now stood. Tomorrow, looking up at this spot from that window, {h:he|she} would remember the {creature.nom} and the wind and the last ten steps, and {h:he|she} would always know.',
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
        framing: 'medium',
      },
      text: [
        {
          alts: [
            '{hero} and the {creature.nom} ate their sandwiches on top of the world and watched the sun go down.',
            'On the very top, {hero}, the {creature.nom} and the sandwiches watched the sun slip down behind the hills.',
          ],
        },
        {
          alts: [
            '“I nearly gave up,” {hero} told the {creature.nom}, “but ten steps at a time, I got here.”',
            '“Big things are just lots of small steps,” said {hero}, and the {creature.nom} nodded.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Then, happy and tired, {hero} and the {creature.nom} went carefully down the easy path, with the first stars coming out.',
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
        object: 'world',
        actions: { hero: 'sleep' },
        objectAt: 'on-prop',
        framing: 'close',
        prop: 'bed',
      },
      text: [
        {
          alts: [
            'That night, {hero} looked out of the window at the hill, dark against the stars, and thought of the {creature.nom} curled up in {c:his|her} {creature.bed}.',
            'At bedtime, {hero} peeped out at the great hill above {place.def}, black against the starry sky.',
          ],
        },
        {
          alts: [
            '“I climbed you,” {h:he|she} whispered, with the {object.nom} beside {h:his|her} bed, and fell asleep before {h:he|she} could count to ten.',
            '“Goodnight, hill,” whispered {hero}, “I’ll climb you again one day with the {creature.nom},” and {h:he|she} fell asleep at once.',
          ],
        },
      ],
    },
  ],
  questions: [
    {
      question: 'Who climbed with {hero}?',
      right: 'The {creature.nom}',
      wrong: ['The {other.creature.nom}', 'The {other2.creature.nom}'],
    },
    {
      question: 'What did {hero} carry up the hill?',
      right: '{h:His|Her} {object.nom}',
      wrong: ['{h:His|Her} {other.object.nom}', 'A big umbrella'],
    },
    {
      question: 'What was the {creature.nom}’s secret?',
      right: 'Just think about the next ten steps',
      wrong: ['Run as fast as you can', 'Close your eyes'],
    },
    {
      question: 'What did {hero} see from the top?',
      right: '{h:His|Her} own house, tiny as a crumb',
      wrong: ['A dragon', 'Nothing but clouds'],
    },
  ],
};
const sandcastle: Plot = {
  id: 'perseverance-the-sandcastle',
  moral: 'perseverance',
  titles: ['The Sandcastle and the Sea', '{hero}’s Castle', 'Build It Again'],
  places: ['seaside', 'island'],
  creatures: ['turtle', 'duck', 'puppy', 'mouse'],
  objects: ['shell', 'feather', 'flower'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        mood: 'happy',
        cast: ['hero', 'friend', 'creature'],
        object: 'world',
        actions: { hero: 'dig', friend: 'dig', creature: 'build' },
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'One sunny morning {place.in}, {hero} decided to build the biggest sandcastle ever.',
            'The sun was shining {place.there}, and {hero} had a bucket, a spade, and a very big idea: the biggest sandcastle in the world.',
          ],
        },
        {
          alts: [
            'And on the very top, {h:he|she} would put {h:his|her} special {object.nom}.',
            'On the very top, {h:he|she} would put {h:his|her} most special treasure: a beautiful {object.nom}.',
          ],
        },
        { text: 'Dig, dig, pat, pat, and a little {creature.nom} came to help!', bands: ['2-4'] },
        {
          text: 'A little {creature.nom} came to watch, and offered to help, and turned out to be very good at patting.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{friend} was in charge of the moat, and took it very seriously, and would not let the {creature.nom} near it.',
          friend: true,
        },
        {
          text: '{hero} had drawn the castle the night before, on the back of an envelope: four towers, a wall, a drawbridge made of a lolly stick, and a tall middle tower for the {object.nom}. It was, {hero} felt, a castle worthy of a king, or at least of a very important {creature.nom}.',
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
        actions: { hero: 'build', creature: 'build' },
        objectAt: 'ground',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            '{hero} built one tower, two towers, three towers, four, and the {creature.nom} patted each one smooth.',
            'Up went the towers, one, two, three, four, each one taller than the last, and the {creature.nom} could hardly believe {c:his|her} eyes.',
          ],
        },
        {
          alts: [
            'Then {h:he|she} put the {object.nom} right on top, and it was perfect!',
            'And on the middle tower, {hero} placed the {object.nom}: perfect!',
          ],
        },
        { text: 'One, two, three, four towers, and the {object.nom} on top!', bands: ['2-4'] },
        {
          text: '{hero} made windows with {h:his|her} finger and a door with the edge of the spade, and the {creature.nom} decorated the walls with tiny pebbles, and for a while it was the happiest castle {place.in}.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'The {creature.nom} clapped, {other.creature.indef} came to look, and even the seagulls {place.there} seemed impressed.',
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
        actions: { hero: 'run', creature: 'run' },
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'But then a big wave came rolling up the sand, and SWOOSH, the {creature.nom} scrambled out of its way!',
            'Then a wave came creeping up the sand, further than any wave {place.in} had come before: SWOOSH!',
          ],
        },
        {
          alts: [
            'The wave knocked down a tower and filled the castle with water, and {hero} grabbed the {object.nom} just in time.',
            'When it slid back, one tower was gone and the rest were slumping, and {hero} had snatched the {object.nom} just in time.',
          ],
        },
        { text: 'Swoosh, down went the tower, and oh no, the {object.nom}!', bands: ['2-4'] },
        {
          text: '“The tide is coming in,” said the {creature.nom}, “as it does every day {place.in}.”',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} stared at the ruin, with the dripping {object.nom} in {h:his|her} hand: all that work, gone in one wave, and it did not seem fair. The sea had the whole ocean to play with; why did it need {h:his|her} castle and {h:his|her} {object.nom} too?',
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
        actions: { hero: 'sit', friend: 'sit', creature: 'sit' },
        framing: 'close',
      },
      text: [
        {
          alts: [
            'So {hero} built it again, further up the sand, with the {creature.nom} helping, but the waves came further too: swoosh!',
            '{hero} built it again, a bit higher up, but the sea came higher too, and swoosh, down it went again, right in front of the {creature.nom}.',
          ],
        },
        {
          alts: [
            '“I give up,” said {hero}, and sat down in the wet sand next to the {creature.nom} with a bump.',
            '{hero} threw down the spade and told the {creature.nom}, “It’s no good, the sea always wins.”',
          ],
        },
        { text: 'Swoosh again, poor {hero}, and poor castle {place.in}!', bands: ['2-4'] },
        {
          text: '{hero} kicked at the sand and felt {h:his|her} eyes go hot; {h:he|she} wanted to stamp on what was left, to show the sea that {h:he|she} did not care, and the {creature.nom} took a careful step back. But {hero} did care, about the towers and the {object.nom} and all the patting the {creature.nom} had done, and that was the whole problem: if {h:he|she} had not cared, it would have been easy to stop.',
          bands: ['8-10'],
        },
        {
          text: '{friend} flopped down too and told the {creature.nom} that the moat had worked a bit too well, since it was now the sea.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: 'The {creature.nom} sat down beside {hero}, and for a while they just watched the waves roll in and out, in and out, never tired, never stopping.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '“The sea never gives up,” {hero} told the {creature.nom} bitterly, “it just keeps coming.” And as {h:he|she} said it, {hero} heard how it sounded, and sat up: the sea never gave up, it just kept coming, and perhaps that was the trick. Perhaps, like the {creature.nom}, who had lived beside the sea all {c:his|her} life, {hero} could learn it from the sea instead of being beaten by it.',
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
        actions: { hero: 'build', friend: 'dig', creature: 'carry' },
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Then the {creature.nom} had an idea: “Build a wall first,” {c:he|she} said, “a big strong wall, to keep the waves out.”',
            '“What if,” said the {creature.nom}, “you build a wall in front, to protect the castle?”',
          ],
        },
        {
          alts: [
            '“Let’s try one more time, {creature.nom},” said {hero}, standing up.',
            '{hero} picked up the spade again and told the {creature.nom}, “Once more, but a better way.”',
          ],
        },
        { text: 'One more time, with a big, strong wall, said the {creature.nom}!', bands: ['2-4'] },
        { text: '{friend} dug, {hero} patted, and the {creature.nom} brought stones.', friend: true, bands: ['2-4'] },
        {
          text: '{friend} dug and {hero} patted, and the {creature.nom} collected stones to make the wall stronger; each of them did the part the others could not.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: 'While they worked, the {creature.nom} told {hero} about the rock pools at the far end of {place.def}, which the sea filled and emptied twice every day, and how the little crabs in them rebuilt their homes after every tide without ever once complaining. {hero} thought that crabs might be the most patient builders in the world, and decided to be a crab for the afternoon, and the {creature.nom} said {c:he|she} would be one too.',
          bands: ['8-10'],
        },
        {
          text: 'They built the wall thick and curved, like a hug, with stones pressed into the front and wet sand packed hard behind, and it took ages {place.in}: the first wall was too thin, and a wave broke through; the second was too straight, and the water ran round the end; the third curved all the way round, and held, and the {creature.nom} danced.',
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
        actions: { hero: 'build', creature: 'stand' },
        objectAt: 'ground',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Behind the wall, {hero} and the {creature.nom} built the castle one last time, with four towers and a tall one in the middle.',
            'Safe behind the curving wall, {hero} built the castle again, four towers and the tallest in the middle, while the {creature.nom} kept watch.',
          ],
        },
        {
          alts: [
            'On top went the {object.nom}, and then the waves came, splash, splash!',
            'Then {h:he|she} put the {object.nom} on top, and here came the waves, splash, splash!',
          ],
          bands: ['2-4'],
        },
        {
          text: 'Splash, splash, but the wall held, and the castle stood, with the {object.nom} on top!',
          bands: ['2-4'],
        },
        {
          text: '{hero} put the {object.nom} on the middle tower very gently, and stepped back, and held {h:his|her} breath. The next wave came, and hit the wall, and stopped, and so did the one after that, and the one after that, and {hero} let {h:his|her} breath out so fast it made the {creature.nom} giggle.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'It was the best castle yet {place.in}, because {hero} knew exactly how to build it now; each time it had fallen, {h:he|she} had learned something.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'And then, a little surprise: as the sun went down, the tide turned, and the waves began to go back out, and the castle was still standing, the only castle left on the whole of {place.def}. All the other children had given up after the first wave and gone to buy ice cream, and now people walking their dogs stopped to look, and a small child asked {hero} and the {creature.nom} how they did it, and {hero} said, “Lots of times,” which was the truth.',
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
        objectAt: 'ground',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'The {creature.nom} and {hero} sat by the castle and watched the pink sunset {place.in}.',
            '{hero} and the {creature.nom} sat beside the castle, and the sky turned pink and gold over {place.def}.',
          ],
        },
        {
          alts: [
            '“It fell down three times, {creature.nom},” said {hero}, “but I didn’t give up.”',
            '“Every time it fell,” {hero} told the {creature.nom}, “I learned how to build it better.”',
          ],
          bands: ['5-7', '8-10'],
        },
        { text: 'Pink sky, tall castle, happy {hero} and a happy {creature.nom}.', bands: ['2-4'] },
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
            'That night, the {object.nom} sat on {hero}’s windowsill, still a little sandy.',
            'At bedtime, {hero} put the sandy {object.nom} on {h:his|her} pillow and smiled.',
          ],
        },
        {
          alts: [
            'And {h:he|she} fell asleep to the sound of the sea, swish, swash, dreaming of the {creature.nom} and a castle that stood.',
            'And outside, the waves went swish, swash, swish, swash, singing {hero} to sleep, and the {object.nom} too.',
          ],
        },
      ],
    },
  ],
  questions: [
    {
      question: 'What did {hero} put on top of the castle?',
      right: '{h:His|Her} {object.nom}',
      wrong: ['{h:His|Her} {other.object.nom}', '{h:His|Her} {other2.object.nom}'],
    },
    { question: 'What kept knocking the castle down?', right: 'The waves', wrong: ['The {creature.nom}', 'The wind'] },
    {
      question: 'Whose idea was the wall?',
      right: 'The {creature.nom}’s',
      wrong: ['The {other.creature.nom}’s', 'A seagull’s'],
    },
    {
      question: 'Why did the castle stand in the end?',
      right: '{hero} kept trying and learned a better way',
      wrong: ['The sea went away forever', 'Someone else built it'],
    },
  ],
};
export const perseverancePlots: Plot[] = [bridge, climb, sandcastle];
