/** Honesty: owning up to a broken toy, giving back a found treasure, admitting you do not know the way. */
import type { Plot } from '../../format.js';

const brokenThing: Plot = {
  id: 'honesty-broken-toy',
  moral: 'honesty',
  titles: ['The Heavy Tummy', '{hero} and the Broken {^object}', 'What Really Happened'],
  places: ['garden', 'park', 'village', 'meadow'],
  creatures: ['bear', 'owl', 'squirrel', 'rabbit', 'cat'],
  objects: ['kite', 'drum', 'lantern', 'umbrella'],
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
            'The {creature.nom} {place.in} had the most beautiful {object.nom} in the world.',
            'Everybody {place.there} knew about the {creature.nom}’s {object.nom}: it was the most beautiful one for miles.',
          ],
        },
        {
          alts: [
            'It was painted with stars and moons, and {hero} loved it.',
            'It was blue, with little silver stars, and {hero} thought about it at breakfast, lunch and tea.',
          ],
        },
        {
          text: '{friend} loved the {object.nom} too, though {friend} pretended not to, because {friend} liked to seem very grown-up about things.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: '“Look after my {object.nom}, please,” said the {creature.nom}. {hero} nodded, yes, yes, {creature.nom}.',
          bands: ['2-4'],
        },
        {
          text: 'One morning the {creature.nom} {creature.went} over and said, “I must go {other.place.to} for the day. Will you look after my {object.nom}? Just look after it, mind, and keep the {object.nom} safe.” {hero} nodded so hard that {h:his|her} hat fell off into the grass.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'It felt wonderful to be trusted with the {creature.nom}’s most precious thing, and {hero} stood up a little straighter, the way grown-ups do when they are handed something important. {h:He|She} set the {object.nom} on a flat stone and sat down beside it to guard it, very seriously, for almost four whole minutes.',
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
        actions: { hero: 'run', friend: 'point' },
        framing: 'medium',
      },
      text: [
        {
          alts: [
            '{hero} looked at the {object.nom}. Just one little try, {h:he|she} thought.',
            '{hero} looked at the {object.nom} for a long time, until {h:he|she} thought: surely one tiny try would not hurt?',
          ],
        },
        {
          alts: [
            '{h:He|She} picked it up and swung it round and round {place.in}.',
            'So {h:he|she} picked up the {object.nom} and danced with it, round and round {place.def}.',
          ],
        },
        { text: 'Whee, round and round went the {object.nom}!', bands: ['2-4'] },
        {
          text: 'Playing with the {object.nom} was even better than {h:he|she} had imagined: {h:he|she} spun it high and low {place.there}, made up a song about it, and forgot all about the {creature.nom}’s “just look after it, mind”.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{friend} said, “Maybe we should put the {object.nom} down now,” but not very loudly, and {hero} did not listen.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        { text: '“Careful with the {object.nom}!” said {friend}.', friend: true, bands: ['2-4'] },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'day',
        mood: 'worried',
        cast: ['hero', 'friend'],
        object: 'world',
        actions: { hero: 'sit', friend: 'stand' },
        objectState: 'broken',
        framing: 'close',
      },
      text: [
        {
          alts: [
            'Then, CRACK! The {object.nom} hit a branch, and a piece snapped right off.',
            'And then, CRACK, the {object.nom} bumped into a post, and a piece broke clean off.',
          ],
        },
        {
          alts: [
            '{hero} stood very still {place.in}. {h:His|Her} tummy went cold.',
            'All the happiness drained out of {hero} at once, and {h:his|her} tummy went cold and small.',
          ],
        },
        { text: 'Oh no, oh no, the {creature.nom}’s {object.nom}!', bands: ['2-4'] },
        {
          text: 'The broken piece of {object.nom} lay on the grass, with half a silver star on it. {hero} tried to stick it back on, and it fell off; {h:he|she} tried again, holding it tight and counting to ten, and it fell off again, into the grass {place.there}.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '“What will we tell the {creature.nom}?” whispered {friend}, looking as frightened as {hero} felt.',
          friend: true,
        },
        {
          text: 'A little voice inside {hero} began to talk very quickly: nobody saw, the {creature.nom} is away {other.place.in}, you could hide the {object.nom}, you could say it was broken already. {hero} did not like that voice much, but it was very good at talking, and {place.def} was very quiet, and nobody was there to talk back.',
          bands: ['8-10'],
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
        actions: { hero: 'hide' },
        objectAt: 'ground',
        objectState: 'broken',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Quickly, {hero} hid the broken {object.nom} under a pile of leaves.',
            'So {hero} pushed the broken {object.nom} under a heap of leaves, where nobody would see.',
          ],
        },
        {
          alts: [
            'But the leaves kept blowing away, and there it was again, poking out.',
            'But one corner of the {object.nom} kept poking out, no matter how many leaves {hero} piled on top.',
          ],
        },
        { text: 'Hide, hide, {object.nom}! But the {object.nom} would not hide.', bands: ['2-4'] },
        {
          text: 'In the end the pile was so big and so strange-looking that {other.creature.indef} stopped to ask if {hero} was building a house. {hero} said {h:he|she} was, which was another fib, and the heavy feeling in {h:his|her} tummy grew heavier, as heavy as {other.object.indef} full of stones.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Fibs, {hero} was discovering as {h:he|she} sat {place.in} beside the lumpy pile, are like puppies: one is never alone for long, and they all need feeding. {h:He|She} fed them anyway, and tried not to look at the corner of the {object.nom} sticking out.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'evening',
        mood: 'worried',
        cast: ['hero', 'creature'],
        object: null,
        actions: { hero: 'stand', creature: 'look-for' },
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'In the evening, the {creature.nom} came back. “Where is my {object.nom}?” {c:he|she} asked.',
            'When the sun was low, the {creature.nom} {creature.went} home and asked, “Where is my {object.nom}?”',
          ],
        },
        {
          alts: [
            '“Um,” said {hero}. “Maybe the wind took it.”',
            '“I think,” said {hero}, looking at {h:his|her} shoes, “the wind blew it away.”',
          ],
        },
        {
          alts: [
            'The {creature.nom} looked so sad. {c:He|She} began to search everywhere {place.in}.',
            'The {creature.nom}’s ears drooped, and {c:he|she} began to search {place.over}, under every bush and behind every stone.',
          ],
        },
        {
          text: 'Search, search, poor {creature.nom}! And {hero}’s tummy felt heavy, heavy, heavy, like {object.indef} full of stones.',
          bands: ['2-4'],
        },
        {
          text: 'Every time the {creature.nom} called “{object.nom}! {object.nom}!” into the dusk, {hero}’s tummy felt heavier, as if {h:he|she} had swallowed a stone.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} watched the {creature.nom} lift a bucket, peer into a hedge, even look up at the sky, as if the {object.nom} might be floating there among the first stars. And {hero} understood, watching the {creature.nom} search {place.over}, that a fib does not only hide a thing: it sends somebody you like out searching for {object.indef} that the wind never took.',
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
        actions: { hero: 'give', friend: 'hug', creature: 'receive' },
        objectState: 'broken',
        framing: 'close',
      },
      text: [
        {
          text: '{friend} pressed close to {hero} and whispered, “We’ll tell the {creature.nom} together.” {hero} needed that to be brave, and {friend} needed {hero} to speak first.',
          friend: true,
        },
        {
          alts: [
            '{hero} took a big breath. “{creature.nom},” {h:he|she} said. “The wind didn’t take it. I broke it. I’m sorry.”',
            '{hero} took the biggest breath of {h:his|her} life. “It wasn’t the wind,” {h:he|she} said. “I played with your {object.nom}, and I broke it, and I hid it. I’m sorry.”',
          ],
        },
        {
          alts: [
            'And {h:he|she} pulled the {object.nom} out from the leaves.',
            'Then {h:he|she} brushed the leaves away, and there was the broken {object.nom}.',
          ],
        },
        { text: 'The heavy stone in {h:his|her} tummy was gone, just like that, {place.there}!', bands: ['2-4'] },
        {
          text: 'The strangest thing happened as soon as the words were out: the heavy stone in {hero}’s tummy simply vanished, as if telling the {creature.nom} the truth had been a door and the stone had rolled straight out of it and away {place.over}.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'For a moment, the {creature.nom} said nothing at all, and that moment was very long. {hero} waited for shouting, or crying, or, worst of all, for the {creature.nom} never to trust {h:him|her} with anything again, not even {other.object.indef}.',
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
        actions: { hero: 'build', creature: 'build' },
        objectState: 'mended',
        framing: 'close',
      },
      text: [
        {
          alts: [
            'The {creature.nom} looked at the {object.nom}, and then at {hero}. “Thank you for telling me,” {c:he|she} said.',
            '“Thank you for telling me the truth,” said the {creature.nom}, and gave {hero} a hug.',
          ],
        },
        {
          alts: [
            'Then they mended the {object.nom} together, with glue and string and a lot of patience.',
            'Then the {creature.nom} fetched glue and string, and together they mended the {object.nom} {place.in}.',
          ],
        },
        { text: 'Glue, glue, string, string, and the {object.nom} was all better!', bands: ['2-4'] },
        {
          text: 'The mend showed a little, a wobbly line right through the half star on the {object.nom}. “I like it,” said the {creature.nom}, “because now my {object.nom} has a story.”',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'And then came a surprise. “I have something to tell you too,” said the {creature.nom}, looking at {c:his|her} {creature.paws}. “Last summer, I borrowed your {other.object.nom} and lost it in the pond, and I said I had never seen your {other.object.nom}, and that wasn’t true.” {hero} burst out laughing, and so did the {creature.nom}, and it turned out that two truths told together weigh nothing at all.',
          bands: ['8-10'],
        },
        {
          text: '“Telling the truth was scary,” said {hero} to the {creature.nom}, “but keeping the fib was much heavier.”',
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
            'That night, {hero}’s tummy felt light as a feather.',
            'That night, {hero} climbed into bed feeling as light as a bubble.',
          ],
        },
        {
          alts: [
            'And {place.in}, the mended {object.nom} hung by the {creature.nom}’s door, with its wobbly line shining in the moonlight.',
            'Far off {place.there}, the {creature.nom} hung the mended {object.nom} by {c:his|her} bed, wobbly line and all.',
          ],
        },
      ],
    },
  ],
  questions: [
    {
      question: 'Whose {object.nom} was it?',
      right: 'The {creature.nom}’s',
      wrong: ['The {other.creature.nom}’s', 'The {other2.creature.nom}’s'],
    },
    {
      question: 'Where did {hero} hide the broken {object.nom}?',
      right: 'Under a pile of leaves',
      wrong: ['In {h:his|her} bed', 'Up a tall tree'],
    },
    {
      question: 'What fib did {hero} tell first?',
      right: 'That the wind took it',
      wrong: ['That {other.creature.indef} broke it', 'That it was never there'],
    },
    {
      question: 'How did {hero} feel after telling the truth?',
      right: 'Light, as if a stone had rolled away',
      wrong: ['Even heavier', 'Cross with the {creature.nom}'],
    },
  ],
};

const foundTreasure: Plot = {
  id: 'honesty-found-treasure',
  moral: 'honesty',
  titles: ['Finders Keepers?', 'The Hidden Treasure', 'The Golden {^object}'],
  places: ['seaside', 'river', 'island', 'forest'],
  creatures: ['duck', 'turtle', 'frog', 'squirrel', 'mouse'],
  objects: ['shell', 'key', 'feather', 'bell'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        mood: 'happy',
        cast: ['hero', 'friend'],
        object: 'world',
        actions: { hero: 'point', friend: 'run' },
        objectAt: 'ground',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'One morning {place.in}, something glittered in the grass.',
            'Early one morning, {hero} saw something sparkle {place.there}.',
          ],
        },
        {
          alts: [
            '{hero} bent down. It was {object.indef}: a golden, shining, perfect {object.nom}!',
            '{hero} looked closer. There lay {object.indef}, gold and shining, the most perfect {object.nom} in the world.',
          ],
        },
        { text: 'Ooh, shiny, shiny {object.nom}!', bands: ['2-4'] },
        {
          text: '“Treasure!” gasped {friend}, and did a little dance, which involved a lot of elbows.',
          friend: true,
        },
        {
          text: 'The {object.nom} caught the sun and threw little golden spots all over {hero}’s hands. {hero} had never owned anything so beautiful; most of {h:his|her} treasures were pebbles and string and one {other.object.nom} with a crack in it.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} looked round {place.def}: it was empty, except for a cloud and a very busy beetle, and nobody had seen {h:him|her} pick up the {object.nom}.',
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
        actions: { hero: 'walk' },
        framing: 'medium',
      },
      text: [
        {
          alts: [
            '“Finders keepers!” said {hero}, and put the {object.nom} in {h:his|her} pocket.',
            '“Finders keepers,” whispered {hero}, and slipped the {object.nom} deep into {h:his|her} pocket.',
          ],
        },
        {
          alts: [
            'All morning {h:he|she} kept peeking at it. Peek, peek.',
            'All the way along {place.def}, {h:he|she} kept taking it out to look at it, and putting it back.',
          ],
        },
        { text: 'Peek, the {object.nom} was still there. Peek, still shiny {place.in}.', bands: ['2-4'] },
        {
          text: '{hero} planned where the {object.nom} would go: on the shelf above {h:his|her} bed, where the sun could find it in the morning. {h:He|She} would show everyone, and say, “I found it {place.there},” and everyone would say, “Ooh.”',
          bands: ['5-7', '8-10'],
        },
        {
          text: '“Finders keepers” sounded like a real rule, the sort grown-ups wrote in books, and {hero} said it to {h:himself|herself} a few more times as {h:he|she} walked, to make sure it stayed true. The {object.nom} bumped against {h:his|her} leg at every step, as if it were saying something too.',
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
        actions: { hero: 'stand', creature: 'look-for' },
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Then {hero} heard somebody crying {place.in}.',
            'Then, from behind the rocks {place.there}, came a small, sad sniffle.',
          ],
        },
        {
          alts: [
            'It was a little {creature.nom}, looking everywhere: under stones, behind sticks, in the grass.',
            'A little {creature.nom} was searching high and low, turning over leaves and peering under pebbles.',
          ],
        },
        {
          alts: [
            '“I’ve lost my {object.nom},” sniffed the {creature.nom}. “My golden {object.nom}. Grandpa gave it to me.”',
            '“My {object.nom}!” sniffed the {creature.nom}. “My golden {object.nom} from Grandpa! I’ve lost it!”',
          ],
        },
        { text: 'Sniff, sniff, went the little {creature.nom}.', bands: ['2-4'] },
        {
          text: '{hero} stood behind a bush {place.in} and watched. The {creature.nom} looked in the same places again and again, the way you do when you have lost something that matters, as if the {object.nom} might have crept back while nobody was looking. Once, {c:he|she} stopped and held {c:his|her} empty {creature.paws} together, just the shape {object.indef} would fit into.',
          bands: ['8-10'],
        },
        {
          text: '{hero}’s hand went to {h:his|her} pocket, where the {object.nom} felt suddenly very warm, and very heavy, much heavier than such a small thing ought to be.',
          bands: ['5-7', '8-10'],
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
        actions: { hero: 'sit', friend: 'run' },
        framing: 'wide',
      },
      text: [
        {
          alts: [
            '{hero} did not say anything. {h:He|She} just walked away, fast.',
            '{hero} kept {h:his|her} hand tight on {h:his|her} pocket and walked quickly away across {place.def}.',
          ],
        },
        {
          alts: [
            'But the sniffles followed {h:him|her}, all the way across {place.def}.',
            'But {h:he|she} could still hear the little {creature.nom} sniffling, even from far away.',
          ],
        },
        { text: 'Walk, walk, went {hero}; sniff, sniff, went the {creature.nom}, and {hero} stopped.', bands: ['2-4'] },
        {
          text: '{friend} caught up, puffing, and said quietly, “That was the {creature.nom}’s {object.nom}, wasn’t it?” {hero} did not answer, and that was an answer too.',
          friend: true,
        },
        {
          text: 'The {object.nom} was {h:his|hers} now, {hero} told {h:himself|herself}, finders keepers; but the words had gone thin, like a balloon the day after a party.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Here was the thing {hero} could not get round: {h:he|she} had not stolen the {object.nom}, {h:he|she} had found it, fair and square. And yet every step {h:he|she} took away from the {creature.nom} felt exactly like stealing. How could finding {object.indef} be fair and keeping it be wrong? {hero} sat down on a rock to think, and watched {other.creature.indef} carry a twig home to its nest, and the more {h:he|she} thought, the clearer it became: it had been fair to find the {object.nom}, but it would not be fair to keep it, now that {h:he|she} knew it belonged to the little {creature.nom}.',
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
        actions: { hero: 'give', friend: 'walk', creature: 'receive' },
        framing: 'close',
      },
      text: [
        {
          alts: [
            'So {hero} turned round and went all the way back to the {creature.nom}.',
            'So {hero} turned round, and walked all the way back across {place.def} to the little {creature.nom}.',
          ],
        },
        {
          text: '{friend} walked with {h:him|her} across {place.def}, close enough that their shoulders bumped. Alone, {hero} might have turned back again; with {friend} there, {h:he|she} kept walking towards the {creature.nom}.',
          friend: true,
        },
        {
          alts: [
            '{h:He|She} opened {h:his|her} hand. “I found your {object.nom},” {h:he|she} said. “I wanted to keep it. I’m sorry.”',
            '{h:He|She} held out the golden {object.nom}. “I found it this morning,” {h:he|she} said, “and I wanted to keep it. But it’s yours.”',
          ],
        },
        { text: 'There was the {object.nom}, golden and shiny.', bands: ['2-4'] },
        {
          text: 'It was hard to say the middle part, the “I wanted to keep the {object.nom}” part, and {hero} could easily have left it out. But {h:he|she} said it anyway, looking the {creature.nom} in the eye, because a truth with a piece missing is only half a truth.',
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
        actions: { hero: 'hug', creature: 'hug' },
        objectAt: 'creature',
        framing: 'close',
      },
      text: [
        {
          alts: [
            'The {creature.nom} squeaked with joy and hugged the {object.nom}, and then hugged {hero}.',
            'The {creature.nom}’s face lit up like the sun coming out, and {c:he|she} hugged the {object.nom}, and then {hero}, and then the {object.nom} again.',
          ],
        },
        {
          alts: [
            '“Thank you for bringing it back,” said the {creature.nom}.',
            '“You came back!” said the {creature.nom}. “Thank you.”',
          ],
        },
        { text: 'Hug, hug, hug, happy {creature.nom}!', bands: ['2-4'] },
        {
          text: 'The {creature.nom} told {hero} all about Grandpa, who lived {other.place.in} and sent a letter every week, and how the {object.nom} was the last thing he had given {c:him|her} before he moved away. {hero} felt very glad, all the way down to {h:his|her} toes, that the {object.nom} was back where it belonged.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '“And thank you for telling me you wanted to keep my {object.nom},” the {creature.nom} added, “because that’s the bravest part.”',
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
        actions: { hero: 'look-for', creature: 'point' },
        objectAt: 'creature',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Then the {creature.nom} took {hero} to a secret spot {place.in}.',
            'Then the {creature.nom} {creature.went} off and led {hero} to a hidden place {place.there}.',
          ],
        },
        {
          alts: [
            'There were lots of shiny treasures there: pebbles and buttons and a blue glass bead. “Choose one,” said the {creature.nom}.',
            'There, in a little hollow, was the {creature.nom}’s treasure box, full of pebbles and buttons and shining things. “Pick one for you,” said the {creature.nom}.',
          ],
        },
        { text: '{hero} chose a smooth blue pebble from {place.def}, and it was perfect.', bands: ['2-4'] },
        {
          text: '{hero} chose a smooth blue pebble from {place.def}, with a white stripe round it like a belt; it was not gold like the {object.nom}, but it was given, not found, and that made it shine in a different way.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'And here is what {hero} laughed about for weeks: the golden {object.nom} was not gold at all. “Grandpa painted my {object.nom} gold,” said the {creature.nom}, “so it would be easy to find if I ever lost it.” The {object.nom} had been easy to find, {hero} thought; it had just needed an honest finder.',
          bands: ['8-10'],
        },
        {
          text: '“Finders keepers isn’t a real rule,” said {hero} to the {creature.nom}, “but finders give-it-backers is.”',
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
            'That night, the blue pebble sat on the shelf above {hero}’s bed.',
            'At bedtime, {hero} put the blue pebble on the shelf by {h:his|her} bed, next to the moonlight.',
          ],
        },
        {
          alts: [
            'And {place.in}, a little {creature.nom} was asleep with {c:his|her} golden {object.nom} tucked safely under {c:his|her} chin.',
            'Far away {place.there}, a little {creature.nom} fell asleep holding {c:his|her} golden {object.nom} very tight.',
          ],
        },
      ],
    },
  ],
  questions: [
    {
      question: 'What did {hero} find {place.in}?',
      right: 'A golden {object.nom}',
      wrong: ['A golden {other.object.nom}', 'A golden {other2.object.nom}'],
    },
    {
      question: 'Who had lost it?',
      right: 'A little {creature.nom}',
      wrong: ['{^other.creature.indef}', '{^other2.creature.indef}'],
    },
    {
      question: 'What did the {creature.nom} give {hero}?',
      right: 'A smooth blue pebble',
      wrong: ['{^other.object.indef}', 'A big slice of cake'],
    },
    {
      question: 'Why did {hero} give the {object.nom} back?',
      right: 'Because it belonged to the {creature.nom}',
      wrong: ['Because it was broken', 'Because {h:he|she} did not like it'],
    },
  ],
};

const lostWay: Plot = {
  id: 'honesty-i-dont-know-the-way',
  moral: 'honesty',
  titles: ['“I Know the Way!”', 'Round and Round', '{hero} and the Birthday {^object}'],
  places: ['forest', 'mountain', 'island', 'meadow'],
  creatures: ['rabbit', 'hedgehog', 'fox', 'mouse'],
  objects: ['cake', 'basket', 'flower'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        mood: 'happy',
        cast: ['hero', 'friend', 'creature'],
        object: 'world',
        actions: { hero: 'point', friend: 'stand', creature: 'stand' },
        objectAt: 'creature',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'The little {creature.nom} had {object.indef} for Grandma {^creature}’s birthday.',
            'It was Grandma {^creature}’s birthday, and the little {creature.nom} had {object.indef} for her.',
          ],
        },
        {
          alts: [
            '“But I don’t know the way to Grandma’s house,” said the {creature.nom}. “It’s on the other side of {place.def}.”',
            '“Only, I don’t know the way,” said the {creature.nom}. “Grandma lives right across {place.def}.”',
          ],
        },
        {
          alts: [
            '“I know the way!” said {hero}. But {h:he|she} didn’t. Not really.',
            '“Easy! I know the way,” said {hero}, which was not true at all.',
          ],
        },
        { text: 'Oh, {hero}, do you really know the way?', bands: ['2-4'] },
        {
          text: '{hero} had been to Grandma {^creature}’s house exactly once, in the dark, asleep in a wheelbarrow. But the {creature.nom} was looking at {h:him|her} with such big, hopeful eyes, and it felt so nice to be the one who knew things.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{friend} gave {hero} a long, doubtful look, for {f:he|she} had heard the wheelbarrow story too; but {f:he|she} said nothing, and off they went.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: 'The words had come out before {hero} could stop them, the way a sneeze does, and once the {creature.nom} had heard them it seemed much too late to put them back. Besides, {hero} told {h:himself|herself}, how hard could it be to cross {place.def}, when you just kept walking until you arrived?',
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
        actions: { hero: 'point', creature: 'walk' },
        objectAt: 'creature',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Off they went {place.over}. {hero} walked in front, very sure.',
            'So off they set across {place.def}, {hero} marching in front, and the {creature.nom} {creature.went} behind with the {object.nom}.',
          ],
        },
        {
          alts: [
            '“This way!” said {hero}, pointing left. Then “This way!” pointing right.',
            '“Left!” said {hero}. Then, “No, right!” Then, “Straight on, obviously!”',
          ],
        },
        { text: 'Left, right, left, right, which way, {hero}, which way to Grandma {^creature}?', bands: ['2-4'] },
        {
          text: 'Every time the {creature.nom} looked up at {h:him|her} so trustingly, {hero} felt a small, uncomfortable pinch somewhere under {h:his|her} ribs. It was the pinch of somebody walking further and further into a fib, and it grew sharper with each wrong turn {place.in}. {hero} tried whistling to drown it out, but the pinch did not mind whistling at all, and neither did the {creature.nom}.',
          bands: ['8-10'],
        },
        {
          text: 'They crossed a stream three times, though {hero} said it was three different streams, and climbed over the same fallen log twice, though {hero} said it was a different log too.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'The {creature.nom} trotted after {h:him|her}, holding the {object.nom} very carefully, and asking every few minutes, “Are we nearly there?” And every few minutes {hero} said, “Nearly,” which was another fib, because {h:he|she} had no idea where they were.',
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
        actions: { hero: 'walk', friend: 'stand', creature: 'look-for' },
        objectAt: 'creature',
        framing: 'medium',
        prop: 'tall-tree',
      },
      text: [
        {
          alts: [
            'After a long walk, they came to a big old tree with a funny knot on it, like a nose.',
            'After a long while, they reached a tall tree with a knobbly knot on its trunk, just like a nose.',
          ],
        },
        {
          alts: [
            '“Hmm,” said the {creature.nom}. “I’m sure we passed this tree before.”',
            '“That tree,” said the {creature.nom} slowly, “has the same nose as the one we passed before.”',
          ],
        },
        {
          text: 'Round and round went {hero}, round and round went the {creature.nom}, round and round {place.def}.',
          bands: ['2-4'],
        },
        {
          text: '“Lots of trees {place.in} have noses,” said {hero} quickly, and marched off again; but an hour later, there was the nose tree again, looking rather smug, and the {creature.nom} was looking rather puzzled.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{friend} whispered, “We’re going round in circles, and the {creature.nom} knows it.” And {hero} whispered back, very quietly, so the {creature.nom} would not hear, “I know.”',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero}’s legs were tired and {h:his|her} face was hot, and {h:he|she} kept hoping that if {h:he|she} walked just a little further, the right path {place.there} would appear by magic and the {creature.nom} would never need to know. But paths, {hero} was learning, do not care how much you want them, and a fib does not turn into a map just because you keep walking on it.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        creatureAt: 'on-rock',
        place: 'world',
        time: 'day',
        mood: 'worried',
        cast: ['hero', 'creature'],
        object: 'world',
        actions: { hero: 'stand', creature: 'sit' },
        objectAt: 'creature',
        objectState: 'broken',
        framing: 'close',
      },
      text: [
        {
          alts: [
            'The {creature.nom} sat down. “My feet hurt,” {c:he|she} said. “And the birthday party will start soon.”',
            'The little {creature.nom} sat down on a stone. “My {creature.paws} are sore,” {c:he|she} said, “and Grandma’s party starts soon.”',
          ],
        },
        {
          alts: [
            '{hero} looked at the tired {creature.nom} and the squashed {object.nom}.',
            '{hero} looked at the {creature.nom}’s drooping whiskers, and at the {object.nom}, which was starting to look a little sad too.',
          ],
        },
        { text: 'Tired {creature.paws}, sad {creature.nom}, oh dear.', bands: ['2-4'] },
        {
          text: 'Now {hero} had to choose: {h:he|she} could keep pretending and march the poor {creature.nom} off again and hope, or {h:he|she} could say the three most difficult words in the world, which are not “I am sorry” at all, but “I don’t know.” {hero} thought of the party starting without the {creature.nom}, and of Grandma {^creature} looking out of her window, and the choice became easy, even though saying it was not.',
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
        objectAt: 'creature',
        objectState: 'broken',
        framing: 'close',
      },
      text: [
        {
          alts: [
            '{hero} sat down too. “I have to tell you something,” {h:he|she} said. “I don’t know the way. I never did. I’m sorry.”',
            '{hero} sat down next to the {creature.nom}. “I don’t really know the way,” {h:he|she} said in a small voice. “I just wanted to help. I’m sorry.”',
          ],
        },
        {
          alts: [
            'The {creature.nom} blinked. Then {c:he|she} smiled. “That’s all right,” {c:he|she} said. “Now we can work it out together.”',
            'The {creature.nom} looked surprised, and then relieved. “Oh good,” {c:he|she} said. “Then we can ask someone!”',
          ],
        },
        {
          text: '{friend} let out a huge breath. “Thank goodness,” {friend} said, “my legs were about to fall off somewhere {place.there}.” And the {creature.nom} laughed, and so did {hero}.',
          friend: true,
        },
        {
          text: 'It was the easiest hard thing {hero} had ever done, and the {creature.nom} was not cross at all; {c:he|she} just looked glad to be sitting down.',
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
        actions: { hero: 'walk', friend: 'walk', creature: 'walk' },
        objectAt: 'creature',
        framing: 'wide',
        prop: 'hut',
      },
      text: [
        {
          alts: [
            'So they asked {other.creature.indef} who was passing by. “Grandma {^creature}’s? Up the hill, past the pond,” it said.',
            'Just then, {other.creature.indef} came by. “Grandma {^creature}’s house? Past the pond and up the little hill,” it said.',
          ],
        },
        {
          alts: [
            'And off they went, the right way this time!',
            'And this time, they went the right way, straight across {place.def}.',
          ],
        },
        { text: 'Past the pond, up the hill, hooray for the {creature.nom}!', bands: ['2-4'] },
        {
          text: '{friend} remembered the pond and {hero} remembered the hill, and together they remembered the whole way to Grandma {^creature}’s, which was funny, because apart they had remembered nothing at all.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: 'And there, on top of the hill, was Grandma {^creature}’s little round door, with balloons tied to it and the smell of baking floating out over {place.def}.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'And guess what? the pond and the little hill were just behind the nose tree. {hero} and the {creature.nom} had walked round and round it all morning, never more than a few steps from Grandma {^creature}’s door, and if {hero} had said “I don’t know” at the start, the {object.nom} would have arrived in five minutes, not squashed at all.',
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
        actions: { hero: 'stand', creature: 'give' },
        objectAt: 'creature',
        framing: 'close',
      },
      text: [
        {
          alts: [
            'Grandma {^creature} loved her {object.nom}, even though it was a little squashed.',
            'Grandma {^creature} hugged them all, and said the squashed {object.nom} was the best present she had ever had.',
          ],
        },
        {
          alts: [
            '“Next time,” said {hero}, “I’ll just say I don’t know. It’s much quicker.”',
            '“Saying ‘I don’t know’ is better than walking in circles,” said {hero}, and everyone laughed.',
          ],
          bands: ['5-7', '8-10'],
        },
        { text: 'They ate birthday treats until the sun went down {place.in}.', bands: ['2-4'] },
        {
          text: 'They played games and ate honey buns, and Grandma {^creature} told a story about the time she got lost for a whole day because she was too proud to ask the way. Everybody laughed, and {hero} laughed loudest of all, with honey on {h:his|her} nose and the {creature.nom} giggling beside {h:him|her}.',
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
            'That night, {hero} went to bed with tired feet and a happy heart.',
            'That night, {hero} fell into bed, tired from all that walking in circles.',
          ],
        },
        {
          alts: [
            'And {h:he|she} dreamed of the nose tree {place.in}, winking at {h:him|her} in the moonlight.',
            'And in {h:his|her} dreams, the knobbly nose tree {place.there} gave {h:him|her} a wink.',
          ],
        },
      ],
    },
  ],
  questions: [
    {
      question: 'Whose birthday was it?',
      right: 'Grandma {^creature}’s',
      wrong: ['Grandma {^other.creature}’s', 'Grandma {^other2.creature}’s'],
    },
    {
      question: 'What was the birthday present?',
      right: '{^object.indef}',
      wrong: ['{^other.object.indef}', '{^other2.object.indef}'],
    },
    {
      question: 'Which tree did they keep passing?',
      right: 'A tree with a knot like a nose',
      wrong: ['A tree full of apples', 'A tree with a red door'],
    },
    {
      question: 'What did {hero} finally say that helped everyone?',
      right: '“I don’t know the way.”',
      wrong: ['“I know the way!”', '“We’re nearly there.”'],
    },
  ],
};

export const honestyPlots: Plot[] = [brokenThing, foundTreasure, lostWay];
