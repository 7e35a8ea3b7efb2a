/** Courage: going out into the dark, speaking up in front of everyone, sliding down the big hill. */
import type { Plot } from '../../format.js';

const darkGarden: Plot = {
  id: 'courage-out-in-the-dark',
  moral: 'courage',
  titles: ['{hero} and the Dark', 'Who Is Afraid of the Dark?', 'The {^object} by the Old Shed'],
  places: ['garden', 'farm', 'park', 'village'],
  creatures: ['owl', 'cat', 'hedgehog', 'frog'],
  objects: ['ball', 'scarf', 'book', 'kite'],
  pages: [
    {
      scene: {
        place: 'home',
        time: 'evening',
        weather: 'wind',
        mood: 'worried',
        cast: ['hero', 'friend'],
        object: null,
        actions: { hero: 'look-for', friend: 'peek' },
        framing: 'medium',
        prop: 'window',
      },
      text: [
        {
          alts: [
            'It was bedtime, and {hero} was putting {h:his|her} things away, when {h:he|she} remembered: {h:his|her} {object.nom}!',
            'At bedtime, {hero} looked all round {h:his|her} room and gasped: where was {h:his|her} {object.nom}?',
          ],
        },
        {
          alts: [
            '{h:He|She} had left the {object.nom} out {place.in}, by the old shed.',
            'It was still out {place.there}, far away at the very end, by the old shed.',
          ],
        },
        {
          text: '{friend} was staying the night, and pressed {friend}’s nose to the window to look for the {object.nom}.',
          friend: true,
        },
        {
          text: 'And the wind was blowing, and the clouds were full of rain, and {object.indef} left out in the rain is a soggy {object.nom} by morning.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} loved that {object.nom}. That {object.nom} had been to the beach and the zoo and to Granny’s twice, and once it had even been to the doctor’s, when {hero} had needed it most; it could not stay out all night, alone with the {other.creature.pl}.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'home',
        time: 'night',
        weather: 'wind',
        mood: 'worried',
        cast: ['hero'],
        object: null,
        actions: { hero: 'peek' },
        framing: 'wide',
        prop: 'window',
      },
      text: [
        {
          alts: [
            'But outside {place.in}, it was dark. Very, very dark.',
            'But outside, the whole of {place.def} was dark, as dark as the inside of a boot.',
          ],
        },
        { alts: ['And {hero} was afraid of the dark.', 'And the dark was the one thing {hero} did not like at all.'] },
        { text: 'Dark, dark {place.def}, where is the {object.nom}?', bands: ['2-4'] },
        {
          text: 'In the daytime {place.def} was friendly, full of bees and washing lines and sunshine. At night {place.def} turned into something else: the bushes grew bigger, the shadows grew longer, and every sound seemed to be saying “Boo”.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} knew, in the sensible part of {h:his|her} head, that the dark was only {place.def} with the light switched off. But the sensible part of {h:his|her} head was very small at bedtime, and the rest of {h:him|her} was listening to the wind instead. Every creak of the gate was a footstep, every rustle a whisker, and every shadow had a long, thin arm.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'night',
        weather: 'wind',
        mood: 'worried',
        cast: ['hero', 'friend'],
        object: null,
        actions: { hero: 'peek', friend: 'stand' },
        framing: 'medium',
        prop: 'fence',
      },
      text: [
        {
          alts: [
            '{hero} opened the door a crack and peeked out {place.in}.',
            'Very slowly, {hero} opened the back door and peeped out at {place.def}.',
          ],
        },
        {
          alts: [
            'There stood a tall black shape with long arms! {hero} shut the door. Bang!',
            'Something tall stood there with long, floppy arms, and {hero} slammed the door, bang!',
          ],
        },
        {
          alts: [
            'But it was only {h:his|her} coat, hanging on its hook by the door.',
            'Then {h:he|she} peeped again: it was only the washing line, with {h:his|her} coat on it.',
          ],
        },
        {
          text: '{friend} giggled, and then {hero} giggled too, though {h:his|her} knees were still wobbly from the coat {place.there}.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        { text: 'Silly coat, silly shape {place.in}!', bands: ['2-4'] },
        {
          text: '“Well,” said {hero} to the coat, “you gave me a fright,” and the coat flapped its empty sleeves in the wind as if it were saying sorry.',
          bands: ['5-7', '8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'night',
        weather: 'wind',
        mood: 'worried',
        cast: ['hero', 'friend'],
        object: null,
        actions: { hero: 'run', friend: 'stand' },
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Next, {hero} took a torch and went one step, two steps, three steps out into {place.def}.',
            'So {hero} took the torch from the drawer and tiptoed one, two, three steps into {place.def}.',
          ],
        },
        {
          alts: [
            'Then a voice in the dark said: “{other.creature.sound}!”',
            'Then, out of the dark, came a strange sound: “{other.creature.sound}!”',
          ],
        },
        {
          alts: [
            '{hero} ran back inside so fast that {h:his|her} slippers flew off.',
            'Back inside ran {hero}, so fast that one slipper stayed behind {place.in}.',
          ],
        },
        {
          text: 'Run, run, run, back to the door! Was it a monster? No, it was {other.creature.indef}.',
          bands: ['2-4'],
        },
        {
          text: '{friend} held the door open, and the two of them stood in the kitchen, panting, while the {other.creature.nom} outside said “{other.creature.sound}” again, quite cheerfully, and went about {other.creature.nom} business.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} knew perfectly well it had been {other.creature.indef}. {h:He|She} had seen {other.creature.pl} in picture books. But {other.creature.indef} in a picture book and a voice in the dark are two very different things, and {hero}’s heart was still going like a drum.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'night',
        weather: 'wind',
        mood: 'worried',
        cast: ['hero', 'friend'],
        object: null,
        actions: { hero: 'stand', friend: 'point' },
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Then, from the far end of {place.def}, {hero} heard a tiny, frightened sound.',
            'And then, from right down by the old shed {place.in}, came a very small, very worried sound.',
          ],
        },
        {
          alts: [
            '“{creature.sound}… Help… I don’t like the dark…”',
            '“{creature.sound}… Is anyone there? It’s so dark…”',
          ],
        },
        { text: '{^creature.indef} was out there, more frightened than {hero}.', bands: ['2-4'] },
        {
          text: '{hero} stood very still: somebody out there {place.there} was frightened too, perhaps more frightened than {hero}, and {hero} knew exactly how that felt for a little {creature.nom}.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'It is strange how being needed changes things. A minute ago, the dark had been something that might get {hero}; now it was something that had got a small {creature.nom}, and that made {hero} feel less like the one who needed rescuing and more like the one who could do the rescuing. {h:He|She} pulled on {h:his|her} boots, one and then the other, and did not give {h:himself|herself} time to change {h:his|her} mind.',
          bands: ['8-10'],
        },
        {
          text: '“I’ll hold the torch,” whispered {friend}, “if you go first to the {creature.nom}.” {hero} nodded; alone {h:he|she} could not have held the torch steady, and {friend} could not have gone first.',
          friend: true,
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
        actions: { hero: 'walk', creature: 'sit' },
        objectAt: 'ground',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'So {hero} took a deep breath and walked out into the dark {place.in}. One step. Two steps. Ten steps.',
            'So {hero} took the biggest breath {h:he|she} had ever taken, and walked out across {place.def}, step after step after step.',
          ],
        },
        {
          alts: [
            'And there, by the old shed, curled up on the {object.nom}, was a little {creature.nom}.',
            'And there by the shed, snuggled on top of the {object.nom}, sat a small, shivering {creature.nom}.',
          ],
        },
        { text: 'Step, step, step, all the way to the {creature.nom}!', bands: ['2-4'] },
        {
          text: '“I was keeping your {object.nom} safe,” said the {creature.nom}, “but then it got dark, and I was too scared to go home.”',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'And then something made {hero} laugh out loud, right there in the dark: the little {creature.nom} was afraid of the dark too! “Everyone thinks {creature.pl} love the night,” it sniffed. “But I’m only a little {creature.nom}, and the dark {place.there} is very big.”',
          bands: ['8-10'],
        },
        {
          alts: [
            '“Don’t worry,” said {hero}, and picked up the {creature.nom} and the {object.nom}. “We can be brave together.”',
            '“It’s all right,” said {hero}, lifting the {creature.nom} and the {object.nom} together. “I’ll walk you home.”',
          ],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'night',
        mood: 'happy',
        cast: ['hero', 'friend', 'creature'],
        object: 'world',
        actions: { hero: 'walk', friend: 'point', creature: 'walk' },
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Then {hero} looked up. The clouds had blown away, and the sky {place.over} was full of stars.',
            'Just then the wind blew the clouds away, and {hero} looked up: above {place.def}, a thousand stars were twinkling.',
          ],
        },
        {
          alts: [
            '“Oh,” said the {creature.nom}. “The dark has stars in it.”',
            '“Look,” whispered the {creature.nom}, “the dark is full of little lights.”',
          ],
        },
        { text: 'Twinkle, twinkle, over {place.def}!', bands: ['2-4'] },
        {
          text: '{hero} walked the {creature.nom} to {c:his|her} {creature.bed}, and the dark did not seem so dark any more. {^place.def} seemed soft, and quiet, and full of friendly sounds.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '“Being brave doesn’t mean you’re not scared of {place.def} at night,” said {friend}, “it means you go anyway.”',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: '“I was scared all the way,” {hero} told the {creature.nom}, “and I went anyway.”',
          friend: false,
          bands: ['5-7', '8-10'],
        },
        {
          text: 'On the way back, {hero} noticed things {h:he|she} had never seen in daylight: a snail with a silver trail, moths dancing round the kitchen window, the smell of wet grass that only comes out at night. The dark, it turned out, had been full of things all along. {hero} had just never stayed long enough to meet them.',
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
            'Back in bed, {hero} hugged {h:his|her} {object.nom} and left the curtains open, just a little.',
            'Back in bed, with the {object.nom} tucked under {h:his|her} arm, {hero} left the curtains open a crack.',
          ],
        },
        {
          alts: [
            'The stars {place.in} shone in, and {hero} was not afraid of the dark at all.',
            'The stars over {place.def} peeped in, and for the first time, the dark felt like a friend.',
          ],
        },
      ],
    },
  ],
  questions: [
    {
      question: 'What had {hero} left outside?',
      right: '{h:His|Her} {object.nom}',
      wrong: ['{h:His|Her} {other.object.nom}', '{h:His|Her} {other2.object.nom}'],
    },
    {
      question: 'What was the tall shape with long arms?',
      right: '{h:His|Her} coat',
      wrong: ['A big tree', '{^other2.creature.indef}'],
    },
    {
      question: 'Who was waiting by the old shed?',
      right: 'A little {creature.nom}',
      wrong: ['{^other.creature.indef}', 'A big bear'],
    },
    {
      question: 'What helped {hero} be brave in the dark?',
      right: 'Someone needed {h:his|her} help',
      wrong: ['The sun came up', 'The dark went away'],
    },
  ],
};

const festival: Plot = {
  id: 'courage-the-festival-voice',
  moral: 'courage',
  titles: ['{hero} Opens the Festival', 'The Littlest Voice', 'A Very Big Job'],
  places: ['village', 'farm', 'island', 'park'],
  creatures: ['duck', 'frog', 'robin', 'bear'],
  objects: ['bell', 'drum', 'lantern'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        mood: 'happy',
        cast: ['hero', 'friend', 'creature'],
        object: 'world',
        actions: { hero: 'stand', friend: 'wave', creature: 'carry' },
        objectAt: 'creature',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Today was the Summer Festival {place.in}, and everybody was busy.',
            'Hooray, today was the Summer Festival {place.there}, and the whole place was buzzing.',
          ],
        },
        {
          alts: [
            'Every year, the old {creature.nom} would {object.use}, and call out in a big, loud voice: “Let the festival begin!”',
            'Every year it was the {creature.nom}’s job to {object.use} and shout, “Let the festival begin!”',
          ],
        },
        { text: '{^object.noise}, let the festival begin!', bands: ['2-4'] },
        {
          text: '{hero} loved that moment more than the cakes, more than the dancing, more than the {other.object.nom} stall. Everyone would go quiet, and then the {creature.nom}’s great voice would roll out, and everybody would cheer.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{friend} was there too, with a paper crown on, because {friend} had decided that a festival needed crowns.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} was the sort of child who knew every answer in class and never put up a hand, not even for questions about {other.creature.pl}. Words were easy inside {h:his|her} head; it was only when other people looked that they curled up and hid, like {other.creature.pl} in the rain.',
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
        actions: { hero: 'stand', creature: 'point' },
        objectAt: 'creature',
        framing: 'close',
      },
      text: [
        {
          alts: [
            'But this morning the {creature.nom} had a terrible sore throat. “{creature.sound},” {c:he|she} croaked, in a tiny, squeaky voice.',
            'But oh dear: this morning, the {creature.nom} had lost {c:his|her} voice. “{creature.sound},” {c:he|she} squeaked, very small.',
          ],
        },
        {
          alts: [
            '“{hero},” whispered the {creature.nom}, “will you {object.use} and open the festival for me?”',
            'Then the {creature.nom} looked straight at {hero}. “Will you do it?” {c:he|she} whispered. “Will you {object.use} this year?”',
          ],
        },
        { text: 'Me, thought {hero}, in front of everybody {place.in}?', bands: ['2-4'] },
        {
          text: '{hero}’s tummy did a somersault: in front of the whole of {place.def}, the farmers and the bakers and the {other.creature.pl}, all looking at {h:him|her}?',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} wanted to say no to the {creature.nom}; the word was right there, ready. But the {creature.nom} was looking at {h:him|her} with such hope, and {c:his|her} poor throat was wrapped in a woolly sock, and the festival could not start without someone, and somehow {hero}’s mouth said, “I’ll try.”',
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
        object: 'world',
        actions: { hero: 'point', friend: 'wave' },
        framing: 'medium',
        prop: 'tall-tree',
      },
      text: [
        {
          alts: [
            'First {hero} went behind the barn {place.in} to practise, and told a tree, “Let the festival begin!”',
            'First, {hero} found a quiet corner {place.there} to practise, and said to a tree, “Let the festival begin!”',
          ],
        },
        {
          alts: [
            'That was easy, because trees {place.in} don’t stare.',
            'The tree did not mind at all, and neither did {other.creature.indef} sitting in it.',
          ],
        },
        {
          text: '{friend} pretended to be the crowd, and clapped, and cheered, and fell over backwards from cheering too hard.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        { text: '“Let the festival begin!” said {hero} to the tree, easy-peasy.', bands: ['2-4'] },
        {
          text: '{hero} said it to the tree, and to a bucket, and to a very patient {other2.creature.nom}, and every time it came out loud and clear. Maybe, {h:he|she} thought, opening the festival would not be so hard after all.',
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
        actions: { hero: 'hide', creature: 'stand' },
        objectAt: 'ground',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'But then it was time. Everybody {place.in} gathered round and went quiet, and looked at {hero}.',
            'But when the time came, the whole of {place.def} gathered round, and every single face turned to {hero}.',
          ],
        },
        {
          alts: [
            '{hero} opened {h:his|her} mouth, and out came a squeak, “Let the fes-eek!”, like {other.creature.indef} with hiccups.',
            '{hero} opened {h:his|her} mouth, and out came the tiniest squeak, like {other.creature.indef} with hiccups.',
          ],
        },
        {
          alts: [
            'So {h:he|she} hid behind the {creature.nom}.',
            'And {hero} dived behind the big {creature.nom} and hid.',
          ],
        },
        { text: 'Eek, hide behind the {creature.nom}!', bands: ['2-4'] },
        {
          text: '{hero} peeped out and saw {other.creature.indef} in the front row, waiting, and {other2.creature.indef} behind it holding a balloon, and the baker with flour on her nose, all waiting, all quiet, all looking at the space where {h:his|her} voice should have been.',
          bands: ['8-10'],
        },
        {
          text: 'Somebody at the back of {place.def} giggled, and somebody else coughed, and the {object.nom} sat there, waiting, and nobody knew what to do.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Behind the {creature.nom}’s broad back, {hero} squeezed {h:his|her} eyes shut. Everything in {h:him|her} wanted to run home and hide under the covers. Somebody else would {object.use}, surely: somebody braver, somebody who did not squeak.',
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
        actions: { hero: 'peek', friend: 'stand', creature: 'point' },
        objectAt: 'ground',
        framing: 'close',
      },
      text: [
        {
          alts: [
            'Then {hero} saw the {creature.nom} trying to shout, with {c:his|her} poor sore throat. “{creature.sound}…” came out, tiny and cracked.',
            'Then {hero} saw the {creature.nom} step forward and try to shout for {h:him|her}, but only a tiny, cracked “{creature.sound}” came out.',
          ],
        },
        {
          alts: [
            'The {creature.nom} was being brave. So {hero} could be brave too.',
            'If the {creature.nom} could try with no voice at all, {hero} could try with a squeaky one.',
          ],
        },
        {
          text: 'Poor {creature.nom}, brave {creature.nom}! Now it was {hero}’s turn to {object.use}.',
          bands: ['2-4'],
        },
        {
          text: '{friend} pressed close to {hero} and whispered, “Look at me, just me, and pretend I’m the tree behind the barn,” while the {creature.nom} nodded. {hero} needed a face to look at, and {friend} needed {hero} to be the one to {object.use}, because {f:his|her} own voice was shaking too.',
          friend: true,
        },
        {
          text: 'And {hero} noticed something: {h:his|her} knees were still shaking, and {h:his|her} tummy was still turning somersaults, and {h:he|she} stepped out beside the {creature.nom} anyway. That, it turned out, was how courage worked {place.there}: you did not wait for the scared feeling to go, you took it with you, like {other.object.indef} in your pocket.',
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
        actions: { hero: 'carry', creature: 'wave' },
        framing: 'wide',
      },
      text: [
        {
          alts: [
            '{hero} stepped out, took a big breath, lifted {h:his|her} chin, and {object.used}: {object.noise}!',
            'So {hero} stepped out from behind the {creature.nom}, breathed in right down to {h:his|her} toes, and {object.used}: {object.noise}!',
          ],
        },
        {
          alts: [
            '“LET THE FESTIVAL BEGIN!” {h:he|she} shouted, loud enough to reach the very back of {place.def}.',
            'And then, in a voice that rang out across {place.def}, {hero} shouted: “LET THE FESTIVAL BEGIN!”',
          ],
        },
        { text: '{^object.noise}, hooray for {hero} and the {creature.nom}!', bands: ['2-4'] },
        {
          text: 'For one second there was silence {place.in}; then {place.def} exploded with cheering, and the music started, and the {creature.nom} flapped and clapped and croaked “{creature.sound}!” louder than anybody.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'The music started up, the fiddles and the whistles and somebody banging an old tin bath like a drum, and {hero} found {h:himself|herself} dancing in the middle of everything, right where everybody could see, and not minding one bit.',
          bands: ['8-10'],
        },
        {
          text: 'Later, the {creature.nom} told {hero} a secret: every single year, {c:he|she} had been just as frightened. “My knees knock like {other.object.indef} every time,” {c:he|she} croaked. “I just never let them stop me.” {hero} stared at the {creature.nom}; {h:he|she} had always thought the {creature.nom} was the bravest creature, and now {h:he|she} understood that {c:he|she} was, exactly because of the knocking knees.',
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
        actions: { hero: 'run', creature: 'wave' },
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'All evening there was dancing and music and cake {place.in}.',
            'The festival went on until the sun went down over {place.def}, with music and dancing and honey cakes.',
          ],
        },
        {
          alts: [
            '“Next year,” croaked the {creature.nom}, “will you help me {object.use} again?” And {hero} said yes.',
            '“Same again next year?” croaked the {creature.nom}, and {hero} grinned and said, “Yes, please.”',
          ],
        },
        {
          text: '“Being brave,” said {hero} to the {creature.nom}, “is just doing it with wobbly knees.”',
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
            'That night, {hero} whispered “Let the festival begin” into {h:his|her} pillow, just to hear how brave it sounded.',
            'At bedtime, {hero} could still hear the {object.noise} of the festival {place.in}, far away and fading.',
          ],
        },
        {
          alts: [
            'And the sleepy {creature.nom}, with {c:his|her} sore throat wrapped up warm, was smiling in {c:his|her} {creature.bed}.',
            'And somewhere, a hoarse old {creature.nom} was falling asleep, very proud of {hero}.',
          ],
        },
      ],
    },
  ],
  questions: [
    {
      question: 'Who usually opened the festival?',
      right: 'The old {creature.nom}',
      wrong: ['The {other.creature.nom}', 'The baker'],
    },
    {
      question: 'Why couldn’t the {creature.nom} do it this year?',
      right: '{c:He|She} had a sore throat',
      wrong: ['{c:He|She} had lost the {object.nom}', '{c:He|She} was asleep'],
    },
    { question: 'What came out the first time {hero} tried?', right: 'A tiny squeak', wrong: ['A big roar', 'A song'] },
    {
      question: 'What made {hero} brave enough to try again?',
      right: 'Seeing the {creature.nom} try with no voice',
      wrong: ['A big slice of cake', 'The crowd going home'],
    },
  ],
};

const bigHill: Plot = {
  id: 'courage-the-big-hill',
  moral: 'courage',
  titles: ['The Biggest Hill', '{hero} and the Runaway {^object}', 'Whoosh!'],
  places: ['snowfield', 'mountain', 'park'],
  creatures: ['mouse', 'rabbit', 'hedgehog', 'robin', 'squirrel'],
  objects: ['scarf', 'ball', 'bell'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'snow',
        mood: 'happy',
        cast: ['hero', 'friend'],
        object: null,
        actions: { hero: 'stand', friend: 'sit' },
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Snow had fallen all night, and the big hill {place.in} was white and shiny.',
            'In the night, snow had covered {place.def}, and the big hill was as white as a wedding cake.',
          ],
        },
        {
          alts: [
            'Everyone was sledging down it, whoosh, whoosh, and shouting with joy.',
            'Whoosh went the sledges down the hill, one after another, and everybody {place.there} was laughing.',
          ],
          bands: ['5-7', '8-10'],
        },
        { text: 'Whoosh, whoosh went the sledges {place.in}.', bands: ['2-4'] },
        {
          alts: [
            'Everyone except {hero}, who stood at the top with {h:his|her} sledge, and did not move.',
            'But {hero} stood right at the top with {h:his|her} red sledge, holding the rope, and did not move an inch.',
          ],
        },
        { text: 'Big, big hill {place.there}, and small, small {hero}.', bands: ['2-4'] },
        {
          text: 'The hill {place.in} was so steep and the bottom so far away, and the sledges went so fast that their riders’ hats flew off and landed on passing {other.creature.pl}.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{friend} had already been down the hill {place.there} four times and was now lying in the snow making an angel with extra-long wings.',
          friend: true,
        },
        {
          text: 'Last winter, far from {place.def}, {hero} had gone down a much smaller slope and tipped over at the bottom, and got snow up {h:his|her} nose and down {h:his|her} collar and, somehow, in {h:his|her} ears. {h:He|She} had not forgotten it, and {h:his|her} legs had not forgotten it either, and now they were telling {h:him|her} so, very loudly, at the top of the biggest hill {place.in}.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'snow',
        mood: 'worried',
        cast: ['hero', 'creature'],
        object: 'world',
        actions: { hero: 'point', creature: 'look-for' },
        objectAt: 'ground',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'A little {creature.nom} {creature.went} up beside {hero}, holding {c:his|her} new {object.nom}.',
            'Up {creature.went} a little {creature.nom} with a shiny new {object.nom}, to stand next to {hero}.',
          ],
        },
        {
          alts: [
            'But then, whoops! The {creature.nom} slipped, and the {object.nom} rolled away down the hill.',
            'Then, whoops, the {creature.nom} slipped, and the {object.nom} went bouncing and rolling down the hill.',
          ],
        },
        { text: 'Roll, roll, roll went the {object.nom}, all the way down!', bands: ['2-4'] },
        {
          alts: [
            'Down, down, down went the {object.nom}, all the way to the bottom, where it stopped in the snow.',
            'It rolled all the way to the very bottom of {place.def} and stuck in a snowdrift.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: '“My {object.nom}!” cried the {creature.nom}. “It was a present from my granny, and {creature.indef} as small as me can’t go down that hill!”',
          bands: ['5-7', '8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'day',
        weather: 'snow',
        mood: 'worried',
        cast: ['hero', 'friend', 'creature'],
        object: null,
        actions: { hero: 'sit', friend: 'run', creature: 'stand' },
        framing: 'medium',
        prop: 'fence',
      },
      text: [
        {
          alts: [
            '{hero} sat on {h:his|her} sledge. “Go,” {h:he|she} told it. But the sledge did not move, because {hero} was holding on to the fence.',
            '{hero} sat down on the sledge and said, “Ready, steady, go!” But nothing happened, because {h:he|she} was still holding on to the fence {place.in}.',
          ],
        },
        { text: 'Go, sledge, go, down {place.def}! But the sledge said no.', bands: ['2-4'] },
        {
          text: '{friend} laughed so much at this that {f:he|she} rolled halfway down the hill {place.there} without a sledge at all.',
          friend: true,
        },
        {
          text: '“I’ll let go on three,” said {hero}, “one, two, two and a half, two and three quarters…” The {creature.nom} waited politely, and it was a very long time until three.',
          bands: ['5-7', '8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'day',
        weather: 'snow',
        mood: 'worried',
        cast: ['hero', 'creature'],
        object: null,
        actions: { hero: 'climb', creature: 'stand' },
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Next {hero} tried sliding down on {h:his|her} bottom, very, very slowly, a little bit at a time.',
            'Next {hero} tried shuffling down on {h:his|her} bottom, one tiny scoot at a time.',
          ],
        },
        {
          alts: [
            'But halfway down, {h:he|she} got stuck in a snowdrift, with only {h:his|her} hat poking out!',
            'But halfway down, whumpf, {hero} sank into a snowdrift {place.in}, until only {h:his|her} bobble hat showed.',
          ],
        },
        { text: 'Whumpf, where is {hero}? Only a hat in the snow {place.there}!', bands: ['2-4'] },
        {
          text: '{hero} climbed out, covered in snow from top to toe, looking exactly like a snowman {place.in} who had changed his mind. Even the {creature.nom} could not help laughing.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} thought about going home. Nobody would blame {h:him|her}: {h:he|she} was cold, and {h:his|her} mittens were soaked, and there was hot chocolate waiting. But the {creature.nom} had not asked anyone else for help. {c:He|She} had just stood there, small and brave, looking down the hill at {c:his|her} {object.nom}, and {hero} could not stop seeing that.',
          bands: ['8-10'],
        },
        {
          text: 'Back at the top again, cold and cross, {hero} looked at the {object.nom}, a tiny dot at the bottom of {place.def}, and then at the {creature.nom}, whose {creature.nose} was turning pink with cold. Somebody had to go and get the {object.nom}, {hero} thought, and the somebody, it seemed, was going to be {h:him|her}, whether {h:his|her} legs liked it or not.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'day',
        weather: 'snow',
        mood: 'calm',
        cast: ['hero', 'friend', 'creature'],
        object: 'world',
        actions: { hero: 'sit', friend: 'run', creature: 'hug' },
        objectAt: 'ground',
        framing: 'close',
      },
      text: [
        {
          alts: [
            'Then {hero} saw the little {creature.nom}, looking down at the {object.nom} with big sad eyes.',
            'Then {hero} looked at the little {creature.nom}, peering down the hill at {c:his|her} lost {object.nom}, with a tear freezing on {c:his|her} cheek.',
          ],
        },
        {
          alts: [
            '“I’ll get it for you,” said {hero}. “Hold on tight to me.”',
            '“Climb on,” said {hero}. “We’ll go down together.”',
          ],
        },
        {
          text: '{friend} gave the sledge a push, because someone had to, and {hero} steered towards the {object.nom}, because someone had to do that too.',
          friend: true,
        },
        { text: 'Heart going boom, boom, boom! Hold on tight, little {creature.nom}!', bands: ['2-4'] },
        {
          text: '{hero} was still scared of the hill {place.in}, and {h:his|her} hands were still shaking. But this time, {h:he|she} was thinking about the {creature.nom} instead of the hill, and somehow that made all the difference.',
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
        actions: { hero: 'sit', creature: 'hug' },
        objectAt: 'ground',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'WHOOOOSH! Down the hill they flew, faster and faster, with the snow spraying up like sugar.',
            'And WHOOOOSH, off they went, down, down, down the hill {place.in}, snow flying everywhere.',
          ],
        },
        {
          text: 'Halfway down, a bump threw them into the air, and for one long, floating moment {hero} saw all of {place.def} spread out below, white and sparkling, with tiny {other.creature.pl} waving from the bottom. Then they landed with a soft thump, and kept on going.',
          bands: ['8-10'],
        },
        {
          alts: [
            '{hero} shouted. The {creature.nom} squeaked. And they landed, bump, right next to the {object.nom}!',
            '{hero} yelled, the {creature.nom} squealed, and bump, they stopped right beside the {object.nom}!',
          ],
        },
        { text: 'Whoosh, bump, hooray for the {object.nom}!', bands: ['2-4'] },
        {
          text: 'And here was the surprise, the very last thing {hero} expected {place.there}: {h:he|she} had been shouting with joy. “Again!” said the {creature.nom}, and {hero}, to {h:his|her} own astonishment, heard {h:himself|herself} say, “Again!”',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'They went down the hill {place.in} eleven more times before lunch. On the twelfth, {hero} went down backwards, on purpose, which nobody {place.there} had ever dared to do before.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'evening',
        weather: 'clear',
        mood: 'happy',
        cast: ['hero', 'creature'],
        object: 'world',
        actions: { hero: 'carry', creature: 'sit' },
        objectAt: 'creature',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'When the sun went down, {hero} pulled the sledge home, with the {creature.nom} and the {object.nom} riding on top.',
            'As the sky turned pink over {place.def}, {hero} pulled the sledge home, and the {creature.nom} rode on top, holding the {object.nom}.',
          ],
        },
        {
          text: 'At the bottom of the hill, the {creature.nom}’s granny was waiting with a flask of hot blackcurrant, and when she heard the story she gave {hero} the first cup, even before the {creature.nom}. “For the bravest sledger {place.in},” she said. {hero} did not feel like the bravest anything. {h:He|She} felt like someone who had been very frightened and gone anyway, which, the granny said, was exactly the same thing.',
          bands: ['8-10'],
        },
        {
          text: '“Being brave is a bit like sledging,” said {hero} to the {creature.nom}, “because the scary bit is the top, and the rest is whoosh.”',
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
            'That night, {hero} dreamed of hills {place.in}, each one bigger than the last, and {h:he|she} whooshed down every one.',
            'In bed that night, {hero} could still feel the whoosh of the big hill {place.there}, all the way to {h:his|her} toes.',
          ],
        },
        {
          alts: [
            'And the little {creature.nom} slept with {c:his|her} {object.nom} tucked safely beside {c:him|her}.',
            'And the little {creature.nom}, snug in {c:his|her} {creature.bed}, dreamed of sledges too.',
          ],
        },
      ],
    },
  ],
  questions: [
    {
      question: 'What rolled down the hill?',
      right: 'The {creature.nom}’s {object.nom}',
      wrong: ['The {creature.nom}’s {other.object.nom}', '{hero}’s sledge'],
    },
    { question: 'Where did {hero} get stuck?', right: 'In a snowdrift', wrong: ['In a tree', 'In a puddle'] },
    {
      question: 'Who went down the hill with {hero}?',
      right: 'The little {creature.nom}',
      wrong: ['{^other.creature.indef}', '{^other2.creature.indef}'],
    },
    {
      question: 'What helped {hero} to be brave?',
      right: 'Thinking about the {creature.nom} instead of the hill',
      wrong: ['Closing {h:his|her} eyes all the way', 'A bigger sledge'],
    },
  ],
};

export const couragePlots: Plot[] = [darkGarden, festival, bigHill];
