/** Respect: letting a neighbour sleep, leaving a treasure where it belongs, asking before helping. */
import type { Plot } from '../../format.js';

const letThemSleep: Plot = {
  id: 'respect-let-them-sleep',
  moral: 'respect',
  titles: ['Shh, the {^creature} Is Sleeping', '{hero}’s Noisy {^object}', 'The Quietest Game'],
  places: ['forest', 'garden', 'farm', 'village'],
  creatures: ['owl', 'bear', 'hedgehog', 'cat'],
  objects: ['drum', 'bell', 'ball'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        mood: 'happy',
        cast: ['hero', 'friend'],
        object: 'world',
        actions: { hero: 'wave', friend: 'wave' },
        framing: 'wide',
      },
      text: [
        {
          alts: [
            '{hero} had a new {object.nom}, and it was LOUD.',
            'For {h:his|her} birthday, {hero} got {object.indef}, and it was the loudest {object.nom} {place.in}.',
          ],
        },
        {
          alts: [
            'Every morning {h:he|she} played with it: bang, bong, boing, all day long!',
            'Bang, bong, boing went the {object.nom}, all morning long, all.',
          ],
        },
        { text: 'Bang, bong, boing, the {object.nom}!', bands: ['2-4'] },
        {
          text: '{friend} loved the noise too, and joined in by singing along with the {object.nom}, which made it louder, and also worse.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} loved the {object.nom} because it made {h:him|her} feel enormous. When {h:he|she} played it, everyone had to listen, and {hero} was not used to anything having to listen to {h:him|her}.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Noise, {hero} had discovered, was a kind of power: a small person with a loud {object.nom} could fill a whole morning. {h:He|She} had not yet discovered the other thing about noise, which is that it does not stay where you put it, but goes everywhere, into every ear, whether it asked for it or not, over fences, through windows and under doors, and sometimes into a bed where somebody small is trying to sleep.',
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
        actions: { hero: 'stand', creature: 'peek' },
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'One morning, a very tired {creature.nom} poked {c:his|her} head out of {c:his|her} {creature.bed}.',
            'One morning, out of a {creature.bed} {place.in} peeped a very sleepy, very grumpy {creature.nom}.',
          ],
        },
        {
          alts: [
            '“Please,” yawned the {creature.nom}, “I sleep in the daytime. Your {object.nom} keeps waking me up.”',
            '“Excuse me,” said the {creature.nom} with a huge yawn, “but I was up all night, and your {object.nom} is so noisy that I can’t sleep.”',
          ],
        },
        { text: 'Yawn, yawn, went the sleepy {creature.nom}.', bands: ['2-4'] },
        {
          text: 'The {creature.nom}’s eyes had dark rings under them, and {c:his|her} fur was sticking up on one side, the way yours does when you have turned over a hundred times in bed.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} felt a little prickle of crossness: it was {h:his|her} {object.nom}, and it was daytime, and daytime {place.there} was for playing, everybody knew that, so who sleeps in the day? But then {h:he|she} looked at the rings under the {creature.nom}’s eyes, and the crossness did not feel quite so sure of itself.',
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
        actions: { hero: 'walk', friend: 'stand', creature: 'sit' },
        framing: 'medium',
      },
      text: [
        {
          alts: [
            '“All right,” said {hero}. “I’ll play very quietly.” And {h:he|she} tiptoed about, playing the {object.nom} on tiptoe.',
            '“I’ll be quiet,” promised {hero}, and tried playing the {object.nom} on tiptoe, very, very softly.',
          ],
        },
        {
          alts: [
            'But {object.indef} on tiptoe is still {object.indef}. BANG! went the {object.nom}. “Oh!” went the {creature.nom}.',
            'But even a tiptoeing {object.nom} goes BONG, and the poor {creature.nom} jumped right out of {c:his|her} dreams.',
          ],
        },
        { text: 'Tiptoe, tiptoe, BANG went the {object.nom}, oh no, poor {creature.nom}!', bands: ['2-4'] },
        {
          text: '{friend} suggested putting a sock on the {object.nom}, so they tried it, and it went “bomf” instead of “bong”, which was quieter, but so funny that {hero} and {friend} laughed louder than the {object.nom} had ever been.',
          friend: true,
        },
        {
          text: 'Next {hero} tried playing the {object.nom} inside a big bucket, to keep the noise in. The noise came out anyway, and it echoed, and now it sounded like {object.indef} in a cave, which was worse.',
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
        actions: { hero: 'sit', creature: 'sit' },
        framing: 'close',
      },
      text: [
        {
          alts: [
            '{hero} sat down and thought. The {creature.nom} needed to sleep. {hero} needed to play. What could they do?',
            '{hero} sat down {place.in} and thought hard: the {creature.nom} needed quiet, and {h:he|she} needed to play. How could both be right?',
          ],
        },
        {
          alts: [
            'Then {h:he|she} did something new: {h:he|she} asked. “When can I play my {object.nom}, {creature.nom}? And where?”',
            'Then {hero} tried something {h:he|she} had not tried yet. {h:He|She} asked the {creature.nom}: “Where and when would it be all right for me to play?”',
          ],
        },
        { text: 'Ask the {creature.nom} what {c:he|she} would like!', bands: ['2-4'] },
        {
          text: 'The {creature.nom} blinked in surprise. Nobody {place.there} had ever asked the {creature.nom} before; they had only ever told {c:him|her} to stop being grumpy.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'It was such a simple thing, asking, and {hero} wondered why {h:he|she} had not thought of it first, instead of tiptoes and socks and buckets. Perhaps, {h:he|she} thought, because asking meant admitting that the {creature.nom}’s sleep was just as important as {h:his|her} {object.nom}, which was harder to admit than it sounded.',
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
        actions: { hero: 'carry', friend: 'wave', creature: 'sleep' },
        framing: 'wide',
      },
      text: [
        {
          alts: [
            '“Over by the old barn is far enough,” said the {creature.nom}. “And after tea, I’ll be awake anyway.”',
            '“Past the big hill, nobody sleeps,” said the {creature.nom}. “And when the sun goes down, I’ll be up, and you can play all you like.”',
          ],
        },
        {
          alts: [
            'So {hero} carried the {object.nom} far away, and played there, and the {creature.nom} slept and slept.',
            'So off went {hero} with the {object.nom}, far across {place.def}, and back in {c:his|her} {creature.bed} the {creature.nom} began to snore.',
          ],
        },
        {
          text: 'Far away went the {object.nom}, bang, bong, and the {creature.nom} went snore, snore.',
          bands: ['2-4'],
        },
        {
          text: 'The {other.creature.nom} who lived out there clapped along, and asked for the same tune again, and then again, and {hero} decided that an audience who asked for more was much better than an audience who asked for less.',
          bands: ['8-10'],
        },
        {
          text: '{hero} found that playing far away was different, not worse. Out there {place.in}, the {object.nom} sounded bigger, and the sky seemed to play along, and nobody frowned or sighed or put their {creature.paws} over their ears. {h:He|She} could be as loud as {h:he|she} liked without taking anything away from anybody. It felt, {hero} decided, even better than feeling enormous.',
          bands: ['8-10'],
        },
        {
          text: 'It was a good spot: there was an echo that sent every bang back twice, and {other.creature.indef} who liked to dance to it, and nobody at all trying to sleep.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{friend} said it was the best concert ever held, and awarded {hero} a medal made of a leaf.',
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
        object: 'world',
        actions: { hero: 'give', creature: 'receive' },
        framing: 'close',
      },
      text: [
        {
          alts: [
            'When the sun went down, the {creature.nom} woke up, stretched, and came to find {hero}.',
            'At sunset the {creature.nom} came out of {c:his|her} {creature.bed}, fresh and bright-eyed, and went to look for {hero}.',
          ],
        },
        {
          alts: [
            '“Thank you,” said the {creature.nom}. “I had the best sleep ever. Now, can I have a go on your {object.nom}?”',
            '“That was the best sleep I’ve had all year,” said the {creature.nom}. “Thank you. May I try your {object.nom}?”',
          ],
        },
        { text: 'Hello, wide-awake {creature.nom}, let’s play the {object.nom}!', bands: ['2-4'] },
        {
          text: 'And guess what? the {creature.nom} was brilliant at the {object.nom}, much better than {hero}, because {c:he|she} had been listening to it all summer long, lying awake, learning every beat. “I was cross,” the {creature.nom} admitted, “but I was also practising in my head.” So {hero} and the {creature.nom} played together in the evening, and it was the best music {place.def} had ever heard.',
          bands: ['8-10'],
        },
        {
          text: '“Being kind with {object.indef},” said {hero}, “is about remembering other people have ears too.”',
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
        actions: { hero: 'point', creature: 'sit' },
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'From then on, {hero} played loud in the day, far away, and soft in the evening, with the {creature.nom}.',
            'After that, they made a rule: loud and far in the daytime, together and cheerful at sunset, and never by the {creature.nom}’s {creature.bed}.',
          ],
        },
        { text: 'Everyone {place.in} was happy, even the {other.creature.pl}.', bands: ['2-4'] },
        {
          text: 'It was a good rule, {hero} thought, because it was a rule {h:he|she} and the {creature.nom} had made together, not one {h:he|she} had been told.',
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
            'That night, {hero} put the {object.nom} away and whispered goodnight to it.',
            'At bedtime, the {object.nom} sat quietly in the corner, having a rest of its own.',
          ],
        },
        {
          alts: [
            'And out {place.in}, the {creature.nom} was wide awake, keeping very quiet so that {hero} could sleep.',
            'And outside {place.there}, the {creature.nom} tiptoed past {hero}’s window, very softly, so as not to wake {h:him|her}.',
          ],
        },
      ],
    },
  ],
  questions: [
    {
      question: 'What was {hero}’s noisy present?',
      right: '{^object.indef}',
      wrong: ['{^other.object.indef}', 'A whistle'],
    },
    {
      question: 'Who was trying to sleep?',
      right: 'The {creature.nom}',
      wrong: ['The {other.creature.nom}', 'Grandma'],
    },
    {
      question: 'What did {hero} try first?',
      right: 'Playing on tiptoe',
      wrong: ['Playing on the roof', 'Singing instead'],
    },
    {
      question: 'What finally helped both of them?',
      right: '{hero} asked the {creature.nom} when and where to play',
      wrong: ['{hero} threw the {object.nom} away', 'The {creature.nom} moved house'],
    },
  ],
};

const leaveItBe: Plot = {
  id: 'respect-leave-it-where-it-belongs',
  moral: 'respect',
  titles: ['Where It Belongs', '{hero} and the Perfect {^object}', 'Look, but Leave It'],
  places: ['meadow', 'seaside', 'forest', 'garden', 'river'],
  creatures: ['robin', 'mouse', 'frog', 'duck', 'hedgehog'],
  objects: ['flower', 'shell', 'nest'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        mood: 'happy',
        cast: ['hero', 'friend'],
        object: 'world',
        actions: { hero: 'point', friend: 'point' },
        objectAt: 'ground',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'One bright morning {place.in}, {hero} found the most beautiful {object.nom} in the world.',
            'Walking {place.there} one morning, {hero} stopped and gasped: there was a perfect {object.nom}, the loveliest {h:he|she} had ever seen.',
          ],
        },
        {
          alts: [
            '“I’ll take it home,” said {hero}, “and put it on my shelf.”',
            '“It’s coming home with me,” decided {hero}. “It will look wonderful on my windowsill.”',
          ],
        },
        { text: 'A beautiful {object.nom}, mine, mine!', bands: ['2-4'] },
        {
          text: '{friend} agreed the {object.nom} was beautiful, and said it would look even better on {friend}’s shelf, which started a small argument.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: 'The {object.nom} really was perfect: the colours, the shape, the way the sun shone on it. {hero} could already see it on {h:his|her} shelf, next to the blue stone and the {other.object.nom}.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Some things make you want to keep them the moment you see them. {hero} felt the wanting as a tug, right in the middle of {h:his|her} chest, as if the {object.nom} had a string tied to {h:his|her} heart. It did not occur to {h:him|her}, just then, to wonder whether the {object.nom} might already belong to somebody, or to somewhere.',
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
        actions: { hero: 'reach-up', creature: 'point' },
        objectAt: 'ground',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'But just as {hero} reached out, a little {creature.nom} called, “Please don’t take it!”',
            'But as {hero} bent down, a small voice squeaked: “Oh, please, leave it there!” It was a little {creature.nom}.',
          ],
        },
        {
          alts: [
            '“That {object.nom} belongs here {place.in},” said the {creature.nom}. “Everybody needs it.”',
            '“That {object.nom} isn’t for taking,” said the {creature.nom}. “It’s part of {place.def}.”',
          ],
        },
        { text: '“Please leave it, please!” said the little {creature.nom}.', bands: ['2-4'] },
        {
          text: '{hero} looked at the little {creature.nom}, and then at the {object.nom}, and thought that the {creature.nom} was probably just being fussy. After all, there were lots of things {place.there}. Surely nobody would miss one.',
          bands: ['8-10'],
        },
        { text: '“But it’s only one {object.nom},” said {hero}, “and I found it.”', bands: ['5-7', '8-10'] },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'day',
        mood: 'worried',
        cast: ['hero', 'friend', 'creature'],
        object: 'world',
        actions: { hero: 'walk', friend: 'walk', creature: 'sit' },
        framing: 'medium',
      },
      text: [
        {
          alts: [
            '{hero} did not listen. {h:He|She} picked up the {object.nom}, put it in {h:his|her} pocket, and walked away quickly.',
            '{hero} pretended not to hear, slipped the {object.nom} into {h:his|her} pocket, and hurried off across {place.def}.',
          ],
        },
        {
          alts: [
            'But behind {h:him|her}, the {creature.nom} sat down and looked very sad.',
            'But when {h:he|she} looked back, the little {creature.nom} was sitting where the {object.nom} had been, looking lost.',
          ],
        },
        { text: 'Poor {creature.nom}. So sad {place.in}.', bands: ['2-4'] },
        {
          text: 'All the way home, the {object.nom} bumped in {hero}’s pocket. At home, {hero} put the {object.nom} on the shelf, and it did not look as beautiful as it had {place.there}. The {object.nom} looked small, and a bit dusty, and rather out of place next to the toothbrush mug.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{friend} said nothing all the way home from {place.def}, which was unusual for {friend}, and which {hero} noticed more than any words.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} looked at the {object.nom} for a long time: on the shelf, it was just a thing, but, it had been part of something: the light, the grass, the little {creature.nom}, the whole morning. {hero} had brought home the {object.nom}, and somehow left all the beauty behind.',
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
        actions: { hero: 'stand', creature: 'point' },
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'The next day, {hero} went back to see the {creature.nom}. “Why does the {object.nom} matter so much?” {h:he|she} asked.',
            'The next morning, {hero} went back {place.to} to find the {creature.nom}. “Why did you want the {object.nom} to stay?”',
          ],
        },
        {
          alts: [
            '“Come and see,” said the {creature.nom}, and showed {hero} a tiny family, who had been living in it, or under it, or feeding from it, and now had nowhere to go.',
            '“Look,” said the {creature.nom}, and pointed to a group of tiny creatures, beetles and bees and one very small snail, huddled where the {object.nom} used to be.',
          ],
        },
        { text: 'Look, said the {creature.nom}: tiny creatures, with no {object.nom}!', bands: ['2-4'] },
        {
          text: '“Everything {place.in} has a job,” said the {creature.nom}. “That {object.nom} was a home, and a shelter, and a snack for somebody small. When you take it away from {place.def}, somebody goes without.”',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} had never thought of it like that: to {h:him|her}, the {object.nom} had been a thing to look at, but to the tiny creatures, it had been a house. It was as if somebody enormous had walked past {hero}’s own house, thought it was pretty, and carried it off to put on a shelf.',
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
        actions: { hero: 'sit', friend: 'point', creature: 'wave' },
        objectAt: 'ground',
        framing: 'close',
      },
      text: [
        {
          alts: [
            '{hero} ran home, took the {object.nom} from the shelf, and carried it back very carefully.',
            'So {hero} hurried home, fetched the {object.nom} from the shelf, and carried it back across {place.def} in both hands.',
          ],
        },
        {
          alts: [
            '{h:He|She} put it back exactly where it had been. “I’m sorry,” {h:he|she} said to the tiny creatures.',
            'Gently, {h:he|she} put the {object.nom} back in its very own spot, and whispered, “Sorry,” to everyone who lived there.',
          ],
        },
        { text: 'Back goes the {object.nom}, and sorry, little ones!', bands: ['2-4'] },
        {
          text: '{friend} helped {hero} find the exact place for the {object.nom}, because {friend} had remembered the crooked stone beside it, and {hero} remembered which way it had faced; between them, they got it just right.',
          friend: true,
        },
        {
          text: 'Putting it back was strangely hard. {hero}’s fingers wanted to hold on, just for one more second, and {h:he|she} had to let the {object.nom} go the way you let go of a balloon, on purpose, and watch. But as soon as it was back, sitting in its own dent in the ground, it looked beautiful again, the way it had looked that first morning. It had been waiting for its place, {hero} thought, just as much as its place had been waiting for it.',
          bands: ['8-10'],
        },
        {
          text: 'One by one, the tiny creatures crept back in, and the {creature.nom} gave a happy “{creature.sound}”.',
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
        actions: { hero: 'sit', creature: 'stand' },
        objectAt: 'ground',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Then {hero} had an idea. {h:He|She} sat down with a pencil and paper and drew the {object.nom}, just as it was.',
            'Then {hero} took out {h:his|her} crayons and drew the {object.nom} right where it belonged, with all its tiny visitors.',
          ],
        },
        {
          alts: [
            '“Now I can keep it,” said {hero}, “and it can stay here too.”',
            '“This way,” said {hero}, “I get to keep it, and so does everybody else.”',
          ],
        },
        { text: 'A picture for {hero}, and the {object.nom} for the little ones.', bands: ['2-4'] },
        {
          text: 'But then something funny happened: the drawing was even better than the real {object.nom} on a shelf, because {hero} had drawn everything around it too, the grass and the light and the {creature.nom} peeping over the top, the whole beautiful morning. When {hero} pinned it up at home, {h:he|she} could look at it and remember all of {place.def}, not just the {object.nom}.',
          bands: ['8-10'],
        },
        {
          text: '“Some beautiful things are for looking at, not for taking,” said {hero} to the {creature.nom}.',
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
        actions: { hero: 'point', creature: 'sit' },
        objectAt: 'ground',
        framing: 'wide',
      },
      text: [
        {
          text: 'The {creature.nom} looked at the picture for a long time and said it was the first time anyone had drawn {c:him|her}, and could {c:he|she} please have a copy for {c:his|her} {creature.bed}.',
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            'After that, {hero} visited the {object.nom} every day, and said hello to everyone who lived there.',
            'Every day after that, {hero} came {place.to} to visit the {object.nom} and the {creature.nom}, and never took anything home but pictures.',
          ],
        },
        { text: 'Hello, {object.nom}! Hello, {creature.nom}!', bands: ['2-4'] },
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
            'That night, {hero}’s drawing hung above {h:his|her} bed, bright in the moonlight.',
            'At bedtime, {hero} looked at {h:his|her} picture of the {object.nom} and smiled.',
          ],
        },
        {
          alts: [
            'And {place.in}, the real {object.nom} was right where it belonged, with its tiny family fast asleep inside.',
            'And far away {place.there}, the {object.nom} sat in its very own spot, and everybody who lived there was safe and snug.',
          ],
        },
      ],
    },
  ],
  questions: [
    {
      question: 'What did {hero} find {place.in}?',
      right: 'A beautiful {object.nom}',
      wrong: ['A beautiful {other.object.nom}', 'A shiny coin'],
    },
    {
      question: 'Who asked {hero} to leave it?',
      right: 'A little {creature.nom}',
      wrong: ['{^other.creature.indef}', 'An old farmer'],
    },
    {
      question: 'Who needed the {object.nom}?',
      right: 'Tiny creatures who lived there',
      wrong: ['The {creature.nom}’s granny', 'Nobody at all'],
    },
    {
      question: 'How did {hero} keep the {object.nom} in the end?',
      right: '{h:He|She} drew a picture of it',
      wrong: ['{h:He|She} hid it in {h:his|her} pocket', '{h:He|She} bought a new one'],
    },
  ],
};

const askFirst: Plot = {
  id: 'respect-ask-before-helping',
  moral: 'respect',
  titles: ['{hero} Tidies Up', 'Ask First!', 'The {^creature}’s Way'],
  places: ['forest', 'meadow', 'river', 'garden'],
  creatures: ['hedgehog', 'mouse', 'rabbit', 'squirrel', 'fox'],
  objects: ['flower', 'basket', 'book'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        mood: 'happy',
        cast: ['hero', 'friend'],
        object: 'world',
        actions: { hero: 'peek', friend: 'stand' },
        framing: 'wide',
      },
      text: [
        {
          alts: [
            '{hero} was going to visit {h:his|her} friend the {creature.nom} {place.in}, and {h:he|she} brought {object.indef} as a present.',
            'One sunny morning, {hero} set off {place.to} with {object.indef} for {h:his|her} friend the {creature.nom}.',
          ],
        },
        {
          alts: [
            'But the {creature.nom} was out. {hero} peeped into the {creature.bed}. What a mess!',
            'The {creature.nom} was not at home, so {hero} peeped into {c:his|her} {creature.bed}, and gasped: what a muddle!',
          ],
        },
        { text: 'Peep, peep, into the {creature.bed}, what a mess!', bands: ['2-4'] },
        {
          text: 'There were nuts in little heaps all over the {creature.bed}, and leaves in funny piles, and stones in a crooked line, and twigs everywhere.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{friend} wrinkled {f:his|her} nose and said it looked like a storm had been living there instead of {creature.indef}.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} was a very tidy person: {h:his|her} socks lived in pairs, {h:his|her} books stood in order of size, and {h:his|her} crayons went back in the box in rainbow order. A muddle like this made {hero}’s fingers itch to fix it, and since the {creature.nom} was a friend, {hero} thought, fixing it would be a kindness, wouldn’t it?',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'morning',
        mood: 'happy',
        cast: ['hero', 'friend'],
        object: 'world',
        actions: { hero: 'build', friend: 'carry' },
        objectAt: 'ground',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            '“I’ll tidy it up,” said {hero}, “as a surprise for the {creature.nom}!”',
            '“I know,” said {hero}. “I’ll tidy everything, and the {creature.nom} will be so pleased!”',
          ],
        },
        {
          alts: [
            '{h:He|She} swept the leaves out. {h:He|She} put all the nuts in one big heap. {h:He|She} moved the stones into a neat square.',
            'So {hero} swept out all the leaves, piled every nut in one big heap, and lined the stones up in a perfectly straight row.',
          ],
        },
        { text: 'Sweep, sweep, tidy, tidy, {hero} in the {creature.bed}!', bands: ['2-4'] },
        {
          text: '{friend} helped, and even put the {object.nom} in the middle, with a bow on it.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: 'When {hero} had finished, the {creature.bed} looked beautiful: neat and clean and empty, like a picture in a magazine, and {hero} stood back and felt very proud of the tidiest {creature.bed} {place.in}.',
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
        actions: { hero: 'stand', friend: 'hide', creature: 'sit' },
        objectAt: 'ground',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Then the {creature.nom} came home. {c:He|She} looked inside, and {c:his|her} face fell.',
            'Just then the {creature.nom} {creature.went} home, looked into {c:his|her} {creature.bed}, and stopped very still.',
          ],
        },
        {
          alts: [
            '“Where are my things?” cried the {creature.nom}. “Everything was just where I wanted it!”',
            '“Oh no,” whispered the {creature.nom}. “Who moved everything? I had it all just right!”',
          ],
        },
        { text: 'Oh dear, oh dear, poor {creature.nom}!', bands: ['2-4'] },
        {
          text: '{hero}’s proud feeling popped like a bubble. “I tidied it for you, {creature.nom},” {h:he|she} said in a small voice, “as a surprise.”',
          bands: ['5-7', '8-10'],
        },
        { text: '{friend} quietly tucked the bow away again.', friend: true, bands: ['5-7', '8-10'] },
        {
          text: 'The {creature.nom} did not shout, but just sat down in the middle of all the neatness and looked so lost in {c:his|her} own home that {hero} wished {h:he|she} could roll time backwards like a ball of wool.',
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
        object: 'world',
        actions: { hero: 'stand', creature: 'point' },
        objectAt: 'ground',
        framing: 'close',
      },
      text: [
        {
          alts: [
            '“It wasn’t a mess,” said the {creature.nom} quietly. “The little heaps were for each day of winter. The leaves were my bed. The stones showed the way home in the dark.”',
            '“It wasn’t a muddle to me,” said the {creature.nom}. “Every heap of nuts was for a winter week. The leaf piles were my warmest corners. The stones were my path for dark nights.”',
          ],
        },
        {
          alts: [
            '{hero} looked at the neat, empty {creature.bed}. Now the {creature.nom} would not know which nuts were for which day.',
            '{hero} looked at the one big heap of nuts, and understood: now nobody could tell which week was which.',
          ],
        },
        { text: 'Oh dear, it was the {creature.nom}’s way, not a mess.', bands: ['2-4'] },
        {
          text: 'And this is what {hero} never forgot: the “mess” had been the cleverest, most careful arrangement {hero} had ever seen {place.in}; it was simply arranged for {creature.indef}, not for a child. {hero} had been so sure {h:his|her} way was the right way that {h:he|she} had never stopped to think there might be {creature.indef} way too.',
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
        actions: { hero: 'build', friend: 'build', creature: 'point' },
        objectAt: 'ground',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            '“I’m sorry,” said {hero}. “I should have asked you first. Will you show me how it was? I’ll help put it back.”',
            '“I’m sorry,” said {hero}. “It’s your home, and I didn’t ask. Can you tell me how you like it, and I’ll help?”',
          ],
        },
        {
          alts: [
            'So the {creature.nom} showed {hero}, and {hero} listened carefully, and they put everything back the {creature.nom}’s way.',
            'So the {creature.nom} explained, heap by heap and stone by stone, and {hero} did exactly what {c:he|she} said.',
          ],
        },
        { text: 'Ask first, then listen, then help the {creature.nom}’s way.', bands: ['2-4'] },
        {
          text: '{friend} counted the nuts into heaps, because {friend} was good at counting, and {hero} remembered where every stone had been, because {h:he|she} had moved them all; together they put the {creature.bed} back faster than one of them could have alone.',
          friend: true,
        },
        {
          text: 'Some of it could not be put back. The leaves {hero} had swept away had blown all over {place.def}, and the warmest ones were gone. So {hero} went out and gathered new ones, the driest and softest {h:he|she} could find, and brought them to the {creature.nom} one armful at a time, and asked each time, “Here? Or there?” By the fifth armful, the {creature.nom} was smiling again.',
          bands: ['8-10'],
        },
        {
          text: 'It took a long time, and {hero} learned more about {creature.pl} that afternoon than in {h:his|her} whole life before: how they count the winter, how they find their way in the dark, why the warmest leaves go at the back.',
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
        actions: { hero: 'give', creature: 'receive' },
        objectAt: 'creature',
        framing: 'close',
      },
      text: [
        {
          alts: [
            'When it was all done, the {creature.nom} smiled. “Now it’s home again,” {c:he|she} said. “Thank you for asking.”',
            'At last, the {creature.bed} was just as it had been, and the {creature.nom} sighed happily. “Home,” {c:he|she} said. “Thank you for listening.”',
          ],
        },
        {
          alts: [
            'Then {hero} gave the {creature.nom} the {object.nom}. “Where would you like it?” {h:he|she} asked. And the {creature.nom} laughed.',
            'Then {hero} held out the {object.nom}, and this time asked first: “Where would you like me to put it?” The {creature.nom} laughed and chose the perfect spot.',
          ],
        },
        { text: 'Good asking, {hero}! Happy {creature.nom}!', bands: ['2-4'] },
        {
          text: '“Everyone’s home is their own,” said {hero} to the {creature.nom}, “and the best help is the help they want.”',
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
        actions: { hero: 'walk', creature: 'walk' },
        objectAt: 'ground',
        framing: 'wide',
      },
      text: [
        {
          text: 'The {creature.nom} showed {hero} the stone path, and they walked it together with their eyes shut, counting stones, all the way from the door to the nut heaps, and {hero} did not bump into anything once.',
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            'They had tea together among the heaps and piles, and it felt cosy and just right.',
            'That evening, {hero} sat in the {creature.nom}’s cosy, muddly, perfect {creature.bed} and had tea.',
          ],
        },
        {
          text: 'They talked about everything: about winter, and counting, and whether a heap of nuts or a row of crayons was the better way to keep track of things. They did not agree. It did not matter. {hero} found that it was rather nice, having a friend who did things differently, like having a window that looked out on a different view.',
          bands: ['8-10'],
        },
        {
          text: 'Later, the {creature.nom} came to visit {hero}’s house, looked at the socks in pairs and the crayons in rainbow order, and said, “Oh, how strange,” and then, politely, “May I look at your books, if I promise not to move anything?” {hero} laughed until {h:he|she} had hiccups, and the {creature.nom} laughed too.',
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
            'That night, {hero} looked round {h:his|her} own tidy room and smiled. It was {h:his|her} way, and that was fine too.',
            'At bedtime, {hero} lined up {h:his|her} slippers neatly, the {hero} way, and thought of the {creature.nom}’s heaps, the {creature.nom} way.',
          ],
        },
        {
          alts: [
            'And {place.in}, the {creature.nom} was snug in {c:his|her} {creature.bed}, with everything just where {c:he|she} liked it.',
            'And far away {place.there}, the {creature.nom} slept soundly, with every nut and stone in its proper, muddly place.',
          ],
        },
      ],
    },
  ],
  questions: [
    {
      question: 'Whose home did {hero} tidy?',
      right: 'The {creature.nom}’s',
      wrong: ['The {other.creature.nom}’s', 'Grandma’s'],
    },
    {
      question: 'What were the little heaps of nuts for?',
      right: 'Counting the days of winter',
      wrong: ['A party', 'Building a tower'],
    },
    {
      question: 'What present did {hero} bring?',
      right: '{^object.indef}',
      wrong: ['{^other.object.indef}', '{^other2.object.indef}'],
    },
    {
      question: 'What did {hero} learn to do before helping?',
      right: 'Ask first and listen',
      wrong: ['Tidy faster', 'Move everything'],
    },
  ],
};

export const respectPlots: Plot[] = [letThemSleep, leaveItBe, askFirst];
