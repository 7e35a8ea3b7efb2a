import type { Plot } from '../../format.js';

const petSitting: Plot = {
  id: 'responsibility-pet-sitting',
  moral: 'responsibility',
  titles: ['Один день за старшего', 'Мне доверили', 'Кто присмотрит за малышом'],
  places: ['village', 'farm', 'garden', 'park'],
  creatures: ['puppy', 'cat', 'duck', 'rabbit'],
  objects: ['key', 'basket', 'ball'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'clear',
        mood: 'happy',
        cast: ['hero', 'friend', 'creature'],
        object: 'world',
        actions: { hero: 'receive', friend: 'stand', creature: 'sit' },
        framing: 'medium',
      },
      text: [
        'Соседка тётя Валя уезжала на целый день и попросила {hero.acc} присмотреть за {c:её маленьким|её маленькой} {creature.ins}.',
        {
          bands: ['5-7', '8-10'],
          text: 'Тётя Валя жила в соседнем домике {place.in}, пекла самые вкусные ватрушки и никогда раньше не доверяла {creature.acc} никому, кроме себя.',
        },
        '«Вот тебе {object}, — сказала она, — покорми {creature.acc} в обед, погуляй {place.in} и не оставляй {c:одного|одну}».',
        { bands: ['2-4'], text: 'Покормить {creature.acc}, погулять с {creature.ins} — запомнил{h:|а}, {hero}?' },
        {
          bands: ['5-7', '8-10'],
          text: '{hero} кивнул{h:|а} так серьёзно, как кивают только взрослые, и крепко взял{h:|а} {object.acc}.',
        },
        {
          bands: ['5-7', '8-10'],
          text: '{^creature} был{c:|а} совсем {c:маленький|маленькая}, с мягкими ушками, и смотрел{c:|а} на {hero.acc} доверчиво-доверчиво: «{creature.sound}?»',
        },
        {
          friend: true,
          text: '{friend}, {f:который|которая} стоял{f:|а} рядом, восхищённо прошептал{f:|а}: «Тебе доверили {creature.acc}, прямо как взрослому!»',
        },
        {
          friend: false,
          text: '{hero} даже выпрямил{h:ся|ась}: {h:ему|ей} доверили {creature.acc}, прямо как взрослому!',
        },
        {
          bands: ['8-10'],
          text: 'Тётя Валя уехала, и {hero} остал{h:ся|ась} с {creature.ins} посреди {place.gen}. {h:Быть старшим|Быть старшей} над {creature.ins} оказалось приятно: {hero} даже {h:пошёл|пошла} по {place.dat} важной походкой, заложив руки за спину, — ну точь-в-точь дедушка, когда тот проверяет огород.',
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'day',
        weather: 'clear',
        mood: 'happy',
        cast: ['hero', 'friend', 'creature'],
        object: null,
        actions: { hero: 'run', friend: 'wave', creature: 'run' },
        framing: 'wide',
      },
      text: [
        'Сначала {hero} играл{h:|а} с {creature.ins} {place.in}, и всё шло прекрасно.',
        {
          bands: ['5-7', '8-10'],
          text: '{^creature} гонял{c:ся|ась} за бабочками, кувыркал{c:ся|ась} в траве {place.in}, а {hero} бегал{h:|а} следом и смеял{h:ся|ась}.',
        },
        {
          bands: ['8-10'],
          text: '{hero} даже научил{h:|а} {creature.acc} новой игре — прятаться за лопухом и выскакивать с громким «{creature.sound}!», — и {creature} так старал{c:ся|ась}, что путал{c:|а} лопух с курицей.',
        },
        'Но потом за забором ребята {place.in} затеяли футбол и позвали {hero.acc}.',
        { bands: ['2-4'], text: '«Футбол, футбол!» — кричат ребята {place.in}.' },
        {
          bands: ['5-7', '8-10'],
          text: '«Ну только одну минуточку, — решил{h:|а} {hero}, — {creature} посидит тут, у крылечка, ничего {c:ему|ей} не сделается».',
        },
        {
          friend: true,
          text: '{friend} засомневал{f:ся|ась}: «А {creature}?» — «Да мы быстро!» — махнул{h:|а} рукой {hero}.',
        },
        {
          bands: ['8-10'],
          text: 'Одна минуточка без {creature.gen} превратилась в две, потом в десять, потом в двадцать; мяч летал, ребята кричали, и {hero} совсем-совсем забыл{h:|а} и про {object.acc}, и про обед, и про маленьк{c:ого|ую} {creature.acc} у крылечка {place.in}.',
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'day',
        weather: 'clear',
        mood: 'worried',
        cast: ['hero', 'friend'],
        object: 'world',
        actions: { hero: 'look-for', friend: 'stand' },
        objectAt: 'ground',
        framing: 'medium',
      },
      text: [
        'Когда {hero} вернул{h:ся|ась} к крылечку, {creature.gen} там не было!',
        {
          bands: ['5-7', '8-10'],
          text: '{hero} обежал{h:|а} крыльцо кругом, заглянул{h:|а} под ступеньки и даже в пустое ведро — но {creature.gen} нигде не было.',
        },
        'Только {object} лежал{o:|а|о} в траве {place.in}, а {creature} исчез{c:|ла}.',
        { bands: ['2-4'], text: 'Где {creature}? Нет {creature.gen} — ой-ой-ой!' },
        {
          bands: ['5-7', '8-10'],
          text: 'У {hero.gen} похолодело внутри: ведь тётя Валя сказала — не оставляй {creature.acc} {c:одного|одну}.',
        },
        {
          friend: true,
          text: '{friend} побледнел{f:|а}: «Это я виноват{f:|а}, я тоже звал{f:|а} тебя в футбол {place.gen}», — «Нет, — сказал{h:|а} {hero}, — {creature.acc} доверили мне».',
        },
        {
          bands: ['8-10'],
          text: 'Первой мыслью было: а может, никто не узнает, может, {creature} сам{c:|а} вернётся к вечеру? Но {hero} тут же отогнал{h:|а} эту мысль: {creature} маленьк{c:ий|ая}, {place} {p:большой|большая|большое}, а тётя Валя доверила {c:его|её} именно {hero.dat}. Значит, и искать {creature.acc} — тоже {hero.dat}.',
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'day',
        weather: 'clear',
        mood: 'worried',
        cast: ['hero', 'friend'],
        object: null,
        actions: { hero: 'look-for', friend: 'look-for' },
        framing: 'wide',
      },
      text: [
        '{hero} искал{h:|а} {creature.acc} везде {place.in}: под крыльцом, за сараем, в лопухах.',
        {
          bands: ['5-7', '8-10'],
          text: '{hero} спрашивал{h:|а} всех встречных {place.in}: «Вы не видели {creature.acc}?» — но все только качали головами.',
        },
        '«{^creature}! {^creature}!» — звал{h:|а} {hero}, но в ответ только куры кудахтали.',
        { bands: ['2-4'], text: 'Ау, {creature}! Где ты, {creature}?' },
        {
          alts: [
            'В лопухах {hero} {h:нашёл|нашла} только сердитого кота, который фыркнул и ушёл, задрав хвост.',
            'За сараем {hero} {h:нашёл|нашла} только старую калошу и удивлённую курицу, которая решила, что с ней играют в прятки.',
          ],
        },
        {
          friend: true,
          text: '{friend} заглянул{f:|а} за {creature.ins} даже в бочку с водой — и чуть в неё не свалил{f:ся|ась}.',
        },
        {
          bands: ['5-7', '8-10'],
          text: '{hero} обегал{h:|а} все уголки {place.gen}, охрип{h:|ла} от крика и устал{h:|а} так, что ноги подкашивались.',
        },
        {
          bands: ['8-10'],
          text: 'Можно было бы сесть посреди {place.gen} и заплакать или побежать домой и спрятаться под одеяло, но {hero} знал{h:|а}: пока {creature} не {c:нашёлся|нашлась}, отдыхать нельзя — так поступают те, кому доверили {creature.acc}.',
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'day',
        weather: 'clear',
        mood: 'calm',
        cast: ['hero', 'friend', 'creature'],
        object: 'world',
        actions: { hero: 'run', friend: 'wave', creature: 'sit' },
        framing: 'medium',
        prop: 'hut',
      },
      text: [
        'И тут {hero} вспомнил{h:|а} про обед: {creature}, наверное, проголодал{c:ся|ась} и {c:пошёл|пошла} искать еду.',
        '{hero} взял{h:|а} {object.acc} и побежал{h:|а} к домику тёти Вали.',
        {
          bands: ['5-7', '8-10'],
          text: 'Бежал{h:|а} {hero} по {place.dat} так быстро, как никогда раньше, даже быстрее, чем в футболе.',
        },
        { bands: ['2-4'], text: 'Бегом-бегом к домику — топ-топ-топ, {creature}!' },
        'А там, у самой двери, сидел{c:|а} {creature} и жалобно пищал{c:|а}: «{creature.sound}…»',
        {
          bands: ['5-7', '8-10'],
          text: '{^creature} был{c:|а} {c:весь|вся} в пыли и репьях, но цел{c:|а} и невредим{c:|а} — просто очень хотел{c:|а} есть и очень соскучил{c:ся|ась}.',
        },
        {
          friend: true,
          text: '{friend} от радости за {creature.acc} подпрыгнул{f:|а} так высоко, что чуть не достал{f:|а} до ветки.',
        },
        {
          bands: ['8-10'],
          text: '{hero} подхватил{h:|а} {creature.acc} на руки и прижал{h:|а} к себе. Сердце стучало быстро-быстро — и от бега, и от радости, и оттого, что теперь {hero} точно знал{h:|а}, каково это — отвечать за {creature.acc}.',
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'day',
        weather: 'clear',
        mood: 'happy',
        cast: ['hero', 'friend', 'creature'],
        object: 'world',
        actions: { hero: 'hug', friend: 'sit', creature: 'sleep' },
        framing: 'close',
      },
      text: [
        'Весь остаток дня {hero} не отходил{h:|а} от {creature.gen} ни на шаг.',
        {
          bands: ['8-10'],
          text: 'Теперь {hero} видел{h:|а} {creature.acc} совсем по-другому: не как игрушку, с которой можно поиграть и бросить, а как маленькое живое существо {place.gen}, которому нужен кто-то большой и надёжный.',
        },
        '{hero} накормил{h:|а} {creature.acc}, напоил{h:|а}, погулял{h:|а} с {c:ним|ней} {place.in} и даже почитал{h:|а} сказку.',
        { bands: ['2-4'], text: 'Ням-ням — покушал{c:|а} {creature}, спасибо, {hero}!' },
        {
          bands: ['5-7', '8-10'],
          text: 'А когда ребята снова позвали в футбол, {hero} покачал{h:|а} головой: «Не могу, я сегодня за {creature.acc} отвечаю».',
        },
        {
          friend: true,
          text: '{friend} тоже остал{f:ся|ась}: «Я с тобой, вдвоём отвечать за {creature.acc} легче», — и правда — один держал {creature.acc}, другой расчёсывал{f:|а} {c:ему|ей} шёрстку.',
        },
        {
          bands: ['8-10'],
          text: 'Удивительно, но и без футбола день {place.in} вышел замечательный: {creature} заснул{c:|а} у {hero.gen} на коленях, и {hero} сидел{h:|а} не шевелясь, чтобы не разбудить, — и это было совсем не скучно, а тепло и важно.',
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'evening',
        weather: 'clear',
        mood: 'calm',
        cast: ['hero', 'friend', 'creature'],
        object: 'world',
        actions: { hero: 'receive', friend: 'stand', creature: 'run' },
        framing: 'medium',
      },
      text: [
        'Вечером вернулась тётя Валя: «Ну, как вы тут с {creature.ins}?»',
        {
          bands: ['5-7', '8-10'],
          text: '{^creature} радостно бросил{c:ся|ась} к хозяйке, и у {hero.gen} на секундочку мелькнула мысль: а может, промолчать?',
        },
        {
          bands: ['8-10'],
          text: 'Но {hero} посмотрел{h:|а} на {creature.acc}, вспомнил{h:|а} пустое крылечко {place.gen} и понял{h:|а}: молчать нельзя — тётя Валя доверила {creature.acc}, значит, должна знать правду.',
        },
        '{hero} глубоко вздохнул{h:|а} и рассказал{h:|а} всё-всё — и про футбол, и про то, как {creature} потерял{c:ся|ась}.',
        { bands: ['2-4'], text: 'Правду про {creature.acc} сказал{h:|а} {hero} — молодец!' },
        {
          bands: ['5-7', '8-10'],
          text: '«Я {h:виноват|виновата}, — сказал{h:|а} {hero}, — но я {h:нашёл|нашла} {creature.acc} и весь день был{h:|а} рядом».',
        },
        {
          friend: true,
          text: '{friend} стоял{f:|а} рядом и держал{f:|а} {hero.acc} за руку, чтобы было не так страшно признаваться про {creature.acc}.',
        },
        'Тётя Валя погладила {creature.acc}, помолчала и улыбнулась: «Ошибиться может каждый, а вот исправить ошибку и честно о ней сказать — это и значит {h:быть ответственным|быть ответственной}».',
        {
          bands: ['8-10'],
          text: 'И она протянула {hero.dat} {object.acc}: «Оставь себе. В следующий раз, когда я уеду, присмотришь за {creature.ins} снова?» {hero} кивнул{h:|а}, и на этот раз {h:он|она} точно знал{h:|а}, что означает это «присмотришь».',
        },
      ],
    },
    {
      scene: {
        place: 'home',
        time: 'night',
        weather: 'clear',
        mood: 'sleepy',
        cast: ['hero'],
        object: 'world',
        actions: { hero: 'sleep' },
        objectAt: 'on-prop',
        framing: 'close',
        prop: 'bed',
      },
      text: [
        'Ночью {hero} лежал{h:|а} в кровати, а {object} лежал{o:|а|о} на тумбочке.',
        {
          bands: ['8-10'],
          text: 'Мама, узнав историю, сказала, что гордится {hero.ins} — не потому, что всё прошло гладко, а потому, что {hero} не испугал{h:ся|ась} исправить ошибку и рассказать о ней тёте Вале.',
        },
        'Где-то {place.in}, в соседнем домике, сладко спал{c:|а} {creature}.',
        { bands: ['2-4'], text: 'Спи, {creature}, спи, {hero} — всё хорошо {place.in}.' },
        {
          bands: ['5-7', '8-10'],
          text: '«Я отвечал{h:|а} за {creature.acc} целый день», — подумал{h:|а} {hero}, и от этой мысли стало гордо и спокойно, как будто {h:он|она} {h:вырос|выросла} на целую ладошку.',
        },
      ],
    },
  ],
  questions: [
    {
      question: 'За кем {hero} присматривал{h:|а}?',
      right: 'За {creature.ins}',
      wrong: ['За {other.creature.ins}', 'За {other2.creature.ins}'],
    },
    {
      question: 'Что дала тётя Валя {hero.dat}?',
      right: '{^object.acc}',
      wrong: ['{^other.object.acc}', '{^other2.object.acc}'],
    },
    {
      question: 'Где {c:нашёлся|нашлась} {creature}?',
      right: 'У двери домика тёти Вали',
      wrong: ['В бочке с водой', 'На футбольном поле'],
    },
    {
      question: 'Что значит быть ответственным, как сказала тётя Валя?',
      right: 'Исправить ошибку и честно о ней сказать',
      wrong: ['Никогда не играть в футбол', 'Никогда не ошибаться'],
    },
  ],
};

const seedlings: Plot = {
  id: 'responsibility-seedlings',
  moral: 'responsibility',
  titles: ['Грядка, за которую я отвечаю', 'Буря над грядкой', 'Двенадцать ростков'],
  places: ['garden', 'farm', 'village'],
  creatures: ['hedgehog', 'frog', 'robin', 'mouse'],
  objects: ['umbrella', 'basket'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'clear',
        mood: 'happy',
        cast: ['hero', 'friend', 'creature'],
        object: null,
        actions: { hero: 'dig', friend: 'stand', creature: 'sit' },
        framing: 'wide',
      },
      text: [
        'Бабушка дала {hero.dat} маленькую грядку {place.in}: «Она твоя, посади, что захочешь, и ухаживай».',
        '{hero} посадил{h:|а} на грядке {place.in} семечки подсолнуха и каждый день поливал{h:|а} их из маленькой лейки.',
        {
          bands: ['5-7', '8-10'],
          text: 'Семечки {hero} сажал{h:|а} аккуратно, по одному, в маленькие ямки, и каждое легонько прихлопывал{h:|а} землёй {place.in}, как одеялом.',
        },
        { bands: ['2-4'], text: 'Буль-буль из лейки — растите, семечки {place.gen}!' },
        {
          bands: ['5-7', '8-10'],
          text: 'Через неделю из земли {place.in} показались крошечные зелёные ростки — тоненькие, как ниточки, и нежные, как пёрышки.',
        },
        {
          bands: ['5-7', '8-10'],
          text: '{^creature}, живш{c:ий|ая} неподалёку, каждое утро приходил{c:|а} посмотреть на ростки и говорил{c:|а}: «{creature.sound}, подросли!»',
        },
        {
          friend: true,
          text: '{friend} помогал{f:|а} поливать, правда, больше поливал{f:|а} свои ботинки, чем грядку {place.in}, зато с большим удовольствием.',
        },
        {
          friend: false,
          text: '{hero} разговаривал{h:|а} с ростками {place.in} каждое утро: рассказывал{h:|а} им сны и пел{h:|а} песенки, чтобы росли веселее.',
        },
        {
          bands: ['8-10'],
          text: 'Это была первая собственная грядка {hero.gen} {place.in}, и {hero} очень ею гордил{h:ся|ась}: каждый вечер пересчитывал{h:|а} ростки — их было двенадцать — и каждому дал{h:|а} имя, а самый маленький росток назвал{h:|а} в честь {creature.gen}.',
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'day',
        weather: 'clear',
        mood: 'happy',
        cast: ['hero', 'friend'],
        object: null,
        actions: { hero: 'run', friend: 'run' },
        framing: 'wide',
      },
      text: [
        'Однажды бабушка уехала в город и сказала: «Ты теперь за грядку {place.in} {h:главный|главная}».',
        {
          bands: ['5-7', '8-10'],
          text: '«Поливай утром и вечером, — наказала бабушка, — и присматривай за небом: летом над {place.ins} бывают грозы».',
        },
        'А днём ребята {place.in} позвали {hero.acc} на речку купаться.',
        {
          bands: ['8-10'],
          text: '«Бабушка ведь сказала поливать утром и вечером, — рассудил{h:|а} {hero}, — а днём грядка {place.in} и без меня постоит». Рассуждение было правильное, только небо в нём никак не участвовало.',
        },
        { bands: ['2-4'], text: 'На речку из {place.gen} — бултых!' },
        {
          bands: ['5-7', '8-10'],
          text: 'Было жарко, небо над {place.ins} сияло, и {hero} побежал{h:|а} купаться, даже не взглянув на тучки вдали.',
        },
        {
          friend: true,
          text: '{friend} тоже побежал{f:|а} на речку, только по дороге споткнул{f:ся|ась} о лейку {place.gen} — бряк!',
        },
        {
          bands: ['8-10'],
          text: 'Только {creature} остал{c:ся|ась} у грядки и всё поглядывал{c:|а} на запад, где над {place.ins} собирались тёмные тучи, похожие на недовольных медведей: {creature.dat} эти тучи совсем не нравились.',
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'day',
        weather: 'storm',
        mood: 'worried',
        cast: ['hero', 'friend', 'creature'],
        object: null,
        actions: { hero: 'splash', friend: 'hide', creature: 'run' },
        framing: 'medium',
      },
      text: [
        'Вдруг небо потемнело, загремел гром, и на {place.acc} налетела буря с градом!',
        {
          bands: ['5-7', '8-10'],
          text: 'Деревья {place.in} закачались, полетели листья, и стало темно, как вечером, хотя был ещё день.',
        },
        '{^creature} прибежал{c:|а} к речке: «{^hero}, твоя грядка, град побьёт ростки!»',
        { bands: ['2-4'], text: 'Бум-бум — гром над {place.ins}, тук-тук — град!' },
        {
          bands: ['5-7', '8-10'],
          text: 'Градинки были маленькие, как горошины, но для нежных ростков {place.in} они были как камни.',
        },
        {
          friend: true,
          text: '{friend} испугал{f:ся|ась} грома и спрятал{f:ся|ась} под лодку, но только на секундочку — а потом побежал{f:|а} за {creature.ins}.',
        },
        {
          bands: ['8-10'],
          text: 'Ребята побежали по домам прятаться — ведь страшно: гремит, сверкает над {place.ins}. Но {hero} вспомнил{h:|а} бабушкины слова: «Ты теперь за грядку {h:главный|главная}», — а {h:главный|главная} значит, что кроме {hero.gen} и {creature.gen} спасать ростки некому.',
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'day',
        weather: 'storm',
        mood: 'worried',
        cast: ['hero', 'friend', 'creature'],
        object: null,
        actions: { hero: 'sit', friend: 'sit', creature: 'point' },
        framing: 'medium',
      },
      text: [
        '{hero} побежал{h:|а} к грядке {place.in} что есть сил.',
        {
          bands: ['5-7', '8-10'],
          text: 'Ветер толкал {hero.acc} в спину, дождь хлестал по лицу, а {creature} бежал{c:|а} рядом и показывал{c:|а} самую короткую дорогу.',
        },
        'Сначала {hero} закрыл{h:|а} ростки ладошками, но ладошек у {hero.gen} две, а ростков на грядке {place.in} — двенадцать!',
        {
          bands: ['8-10'],
          text: 'Холодные градинки били по пальцам, было больно и обидно, и {hero} впервые понял{h:|а}, что отвечать за что-то — это не только приятно, но иногда и очень трудно.',
        },
        { bands: ['2-4'], text: 'Две ладошки, двенадцать ростков — не хватает ладошек {hero.dat}!' },
        {
          alts: [
            'Тогда {hero} накрыл{h:|а} три ростка панамкой, но ветер {place.in} тут же сорвал панамку и унёс на крышу сарая.',
            'Тогда {hero} {h:лёг|легла} рядом с ростками, чтобы закрыть их собой, но град барабанил по спине, а ростки {place.in} всё равно выглядывали с боков.',
          ],
        },
        {
          friend: true,
          text: '{friend} прибежал{f:|а} следом и тоже растопырил{f:|а} ладошки над ростками {place.in} — но и четырёх ладошек было мало.',
        },
        {
          bands: ['5-7', '8-10'],
          text: '«Что же делать, {creature}? — чуть не плакал{h:|а} {hero}, — они же маленькие, они же мои!»',
        },
        {
          bands: ['8-10'],
          text: 'Градинки прыгали по земле {place.in}, как белые горошины, и один росток — тот самый, названный в честь {creature.gen}, — уже наклонился.',
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'day',
        weather: 'storm',
        mood: 'calm',
        cast: ['hero', 'friend', 'creature'],
        object: 'world',
        actions: { hero: 'reach-up', friend: 'carry', creature: 'point' },
        framing: 'close',
      },
      text: [
        'И тут {creature} крикнул{c:|а}: «{^object}, возьми {object.acc} с крыльца!»',
        {
          bands: ['8-10'],
          text: '{hero} даже хлопнул{h:|а} себя по лбу: ну конечно, {object} стоял{o:|а} у крыльца {place.in} всё это время, а {hero} со страху про {o:него|неё} и не вспомнил{h:|а}.',
        },
        '{hero} схватил{h:|а} {object.acc} и {o:раскрыл{h:|а} зонтик прямо над грядкой|перевернул{h:|а} корзинку и накрыл{h:|а} ею грядку}.',
        { bands: ['2-4'], text: 'Спрятались ростки под {object.ins} — тук-тук, не страшно!' },
        {
          bands: ['5-7', '8-10'],
          text: 'Град стучал по {object.dat}, а под {o:ним|ней} ростки {place.in} стояли целые и невредимые.',
        },
        {
          friend: true,
          text: '{friend} притащил{f:|а} старое ведро и тазик и накрыл{f:|а} ростки, что не поместились под {object.ins}, — вместе они спасли все двенадцать!',
        },
        {
          friend: false,
          text: '{^creature} притащил{c:|а} большой лопух и прикрыл{c:|а} им последние два ростка, что не поместились под {object.ins}.',
        },
        {
          bands: ['8-10'],
          text: '{hero} сидел{h:|а} у грядки {place.in}, {h:промокший|промокшая} до нитки, и держал{h:|а} {object.acc} обеими руками, чтобы ветер не унёс; руки замёрзли, по спине текло, но {hero} не уходил{h:|а}, пока не упала последняя градинка.',
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'evening',
        weather: 'clear',
        mood: 'happy',
        cast: ['hero', 'friend', 'creature'],
        object: 'world',
        actions: { hero: 'stand', friend: 'point', creature: 'sit' },
        framing: 'wide',
      },
      text: [
        'Наконец буря утихла, и над {place.ins} выглянуло солнце.',
        {
          bands: ['5-7', '8-10'],
          text: 'Капли блестели на листьях {place.in}, как бусинки, а в лужах отражалось голубое небо.',
        },
        '{hero} поднял{h:|а} {object.acc} — и все ростки стояли ровненько, зелёные и живые!',
        { bands: ['2-4'], text: 'Раз, два, три — все двенадцать ростков под {object.ins} целы!' },
        {
          bands: ['5-7', '8-10'],
          text: 'А на соседских грядках {place.in} многие растения полегли от града, и соседи только руками разводили.',
        },
        {
          friend: true,
          text: '{friend} пересчитал{f:|а} ростки {place.in} три раза — каждый раз выходило двенадцать, и каждый раз {friend} радовал{f:ся|ась}, будто в первый.',
        },
        {
          bands: ['8-10'],
          text: '«Спасибо тебе, {creature}, без тебя я бы не {h:догадался|догадалась} про {object.acc}», — сказал{h:|а} {hero}, а {creature} {c:ответил|ответила}: «А без тебя я бы не удержал{c:|а} {object.acc} на таком ветру». Оказалось, отвечать за что-то вдвоём тоже можно — если каждый делает свою часть.',
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
        actions: { hero: 'hug', creature: 'sit' },
        framing: 'medium',
      },
      text: [
        'Вечером вернулась бабушка и ахнула: «Ну и буря была над {place.ins}, как же твоя грядка?»',
        {
          bands: ['8-10'],
          text: 'Бабушка долго рассматривала ростки, трогала листики, качала головой и повторяла: «Ну надо же, все двенадцать, а у соседей ни одного целого огурчика не осталось».',
        },
        '{hero} гордо показал{h:|а} двенадцать целых ростков и рассказал{h:|а} про {object.acc} и про {creature.acc}.',
        { bands: ['2-4'], text: 'Бабушка рада, {hero} {h:рад|рада}, и {creature} {c:рад|рада}!' },
        'Бабушка обняла {hero.acc}: «Я знала, что на тебя можно положиться, как на {object.acc} в бурю».',
        {
          bands: ['5-7', '8-10'],
          text: '«Я чуть не {h:опоздал|опоздала}, — признал{h:ся|ась} {hero}, — {h:ушёл|ушла} на речку и забыл{h:|а} про небо над {place.ins}», — «Но ты вернул{h:ся|ась}, когда было нужно, и это главное», — сказала бабушка.',
        },
        {
          bands: ['8-10'],
          text: 'А {creature.dat} бабушка дала блюдечко молока и объявила, что теперь {creature} — почётный сторож грядки {place.in}; {creature} важно кивнул{c:|а} и, кажется, очень гордил{c:ся|ась} новой должностью.',
        },
      ],
    },
    {
      scene: {
        place: 'home',
        time: 'night',
        weather: 'clear',
        mood: 'sleepy',
        cast: ['hero'],
        object: null,
        actions: { hero: 'sleep' },
        framing: 'close',
        prop: 'bed',
      },
      text: [
        'Ночью {hero} выглянул{h:|а} в окно: грядка {place.in} мирно спала под звёздами.',
        {
          bands: ['5-7', '8-10'],
          text: 'Луна светила на грядку {place.in}, и ростки будто тянулись к ней своими маленькими листиками.',
        },
        'А рядом, свернувшись, дремал{c:|а} {creature} — сторожил{c:|а}.',
        { bands: ['2-4'], text: 'Спите, ростки {place.in}, спи, {creature}, спи, {hero}.' },
        {
          bands: ['5-7', '8-10'],
          text: '«Скоро подсолнухи {place.gen} вырастут выше меня, — подумал{h:|а} {hero}, засыпая, — и я буду знать, что они выросли потому, что я за них отвечал{h:|а}».',
        },
        {
          bands: ['8-10'],
          text: '{^object} сох{o:|ла} у двери, и {hero} улыбнул{h:ся|ась}: завтра надо будет поставить {o:его|её} на место — ведь теперь {object} тоже часть этой истории.',
        },
      ],
    },
  ],
  questions: [
    { question: 'Что {hero} посадил{h:|а} на грядке?', right: 'Семечки подсолнуха', wrong: ['Морковку', 'Яблоньку'] },
    { question: 'Что налетело на {place.acc}?', right: 'Буря с градом', wrong: ['Снегопад', 'Стая птиц'] },
    { question: 'Чем {hero} укрыл{h:|а} ростки?', right: '{^object.ins}', wrong: ['{^other.object.ins}', 'Панамкой'] },
    {
      question: 'Почему {hero} побежал{h:|а} к грядке в бурю?',
      right: '{h:Он был|Она была} за неё {h:главным|главной}',
      wrong: ['{h:Он|Она} боял{h:ся|ась} грома', 'Так велел{c:|а} {creature}'],
    },
  ],
};

const lightKeeper: Plot = {
  id: 'responsibility-light-keeper',
  moral: 'responsibility',
  titles: ['Огонёк на причале', 'Маленький смотритель', 'Обещание'],
  places: ['seaside', 'river', 'island'],
  creatures: ['duck', 'frog', 'turtle', 'bear', 'fox'],
  objects: ['lantern', 'bell'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'clear',
        mood: 'calm',
        cast: ['hero', 'friend', 'creature'],
        object: 'world',
        actions: { hero: 'wave', friend: 'stand', creature: 'point' },
        objectAt: 'on-prop',
        objectState: 'unlit',
        framing: 'wide',
        prop: 'bridge',
      },
      text: [
        '{^place.in} жил{c:|а} {creature} — {c:старый рыбак|старая рыбачка} с маленькой лодкой.',
        'Каждый вечер {creature} возвращал{c:ся|ась} с рыбалки и плыл{c:|а} к причалу {place.in} на {object.signal}.',
        {
          bands: ['5-7', '8-10'],
          text: 'Лодка у {creature.gen} была старенькая, с заплатками, но крепкая, и {creature} знал{c:|а} у {place.gen} каждую волну — кроме тех, что в тумане.',
        },
        { bands: ['2-4'], text: 'Плыви домой, {creature}, на {object.signal}!' },
        {
          bands: ['5-7', '8-10'],
          text: 'Раньше {object.acc} на причале {place.in} держал по вечерам дедушка {hero.gen}, но дедушка приболел, и {creature} попросил{c:|а}: «{^hero}, сможешь вместо дедушки?»',
        },
        '«Смогу! — пообещал{h:|а} {hero} {creature.dat}, — каждый вечер, когда солнце сядет, я буду у причала с {object.ins}».',
        {
          friend: true,
          text: '{friend} тоже захотел{f:|а} помогать {creature.dat}: {f:он|она} был{f:|а} {f:самый весёлый|самая весёлая} {place.in}, но немножко забывчив{f:ый|ая}.',
        },
        {
          friend: false,
          text: '{hero} даже записал{h:|а} обещание на листочке и повесил{h:|а} над кроватью: «{^object} — каждый вечер, для {creature.gen}».',
        },
        {
          bands: ['8-10'],
          text: 'Дедушка отдал {hero.dat} {object.acc} и сказал серьёзно, как говорят только о самом важном: «Это не игрушка: когда над {place.ins} туман или темно, {creature} находит дорогу только на {object.signal}». {hero} кивнул{h:|а} — тогда {h:ему|ей} казалось, что это очень просто.',
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'evening',
        weather: 'clear',
        mood: 'happy',
        cast: ['hero', 'friend', 'creature'],
        object: 'world',
        actions: { hero: 'reach-up', friend: 'sit', creature: 'splash' },
        objectState: 'lit',
        framing: 'wide',
        prop: 'bridge',
      },
      text: [
        'Первые три вечера {hero} приходил{h:|а} на причал {place.in} вовремя.',
        {
          bands: ['8-10'],
          text: '{hero} приходил{h:|а} даже раньше: садил{h:ся|ась} на край причала, болтал{h:|а} ногами над водой {place.in} и ждал{h:|а}, когда на горизонте покажется лодка {creature.gen}.',
        },
        '{^object} {object.signalled}, и {creature} благополучно приплывал{c:|а} домой.',
        { bands: ['2-4'], text: 'Плывёт {creature} на {object.signal} — ура!' },
        {
          bands: ['5-7', '8-10'],
          text: '«Спасибо, смотритель!» — махал{c:|а} лапой {creature} из лодки, и {hero} чувствовал{h:|а} себя очень {h:важным|важной}.',
        },
        {
          friend: true,
          text: '{friend} приходил{f:|а} тоже, и вдвоём они смотрели, как над {place.ins} загораются звёзды и как качается на волнах лодка {creature.gen}.',
        },
        {
          bands: ['5-7', '8-10'],
          text: 'Вечерами над {place.ins} было тихо, вода становилась розовой, потом синей, потом совсем тёмной, и только {object.signal} встречал лодку {creature.gen}.',
        },
        {
          bands: ['8-10'],
          text: 'Каждый вечер был похож на предыдущий: закат над {place.ins}, причал, {object}, лодка {creature.gen}. И {hero} начал{h:|а} думать, что это, пожалуй, не такое уж большое дело — ну, пропустишь разок, что с {creature.ins} случится?',
        },
      ],
    },
    {
      scene: {
        place: 'home',
        time: 'evening',
        weather: 'clear',
        mood: 'happy',
        cast: ['hero', 'friend'],
        object: null,
        actions: { hero: 'sit', friend: 'sit' },
        framing: 'medium',
        prop: 'table',
      },
      text: [
        'А на четвёртый вечер у соседа {place.in} был день рождения, и {hero.acc} позвали на праздник с тортом.',
        {
          bands: ['5-7', '8-10'],
          text: 'Пригласили всех ребят {place.in}, обещали торт с вишнями, воздушные шарики и настоящий фокус с исчезающей монеткой.',
        },
        '«Сбегаю на праздник, — решил{h:|а} {hero}, — а к причалу с {object.ins} успею потом».',
        { bands: ['2-4'], text: 'Праздник у соседа {place.in} — торт и шарики, ура!' },
        {
          bands: ['5-7', '8-10'],
          text: 'На празднике пели, плясали, играли в фанты, и {hero} совсем забыл{h:|а} про {object.acc} и про {creature.acc}.',
        },
        {
          friend: true,
          text: '{friend}, конечно, тоже был{f:|а} на празднике и, конечно, тоже забыл{f:|а} про {creature.acc}.',
        },
        {
          bands: ['8-10'],
          text: 'Солнце тем временем село, над {place.ins} стемнело, и с воды медленно пополз туман — густой, белый, как молоко; но в доме соседа горел свет, гремела музыка, и никто не смотрел в окно на {place.acc}.',
        },
      ],
    },
    {
      scene: {
        place: 'home',
        time: 'night',
        weather: 'clear',
        mood: 'worried',
        cast: ['hero', 'friend'],
        object: null,
        actions: { hero: 'peek', friend: 'run' },
        framing: 'medium',
        prop: 'window',
      },
      text: [
        'Вдруг {hero} взглянул{h:|а} в окно: над {place.ins} совсем темно, а на причале — никакого {object.gen}!',
        {
          bands: ['8-10'],
          text: 'Туман за окном был такой густой, что даже ближний фонарь {place.gen} расплывался мутным пятнышком, а где-то там, в этой белой каше, плыл{c:|а} {creature} в своей маленькой лодке.',
        },
        {
          bands: ['5-7', '8-10'],
          text: 'В животе у {hero.gen} сделалось холодно-холодно, будто {h:он|она} проглотил{h:|а} сосульку, а не кусок торта.',
        },
        '«{^creature} не найдёт дорогу в тумане!» — ахнул{h:|а} {hero}.',
        { bands: ['2-4'], text: 'Ой, темно над {place.ins} — где же {creature}?' },
        {
          bands: ['5-7', '8-10'],
          text: '{hero} выскочил{h:|а} из-за стола, даже не доев торт, и побежал{h:|а} к причалу {place.in}.',
        },
        {
          friend: true,
          text: '{friend} выскочил{f:|а} следом: «Я с тобой, это и моя забывчивость тоже, я ведь обещал{f:|а} {creature.dat} помогать!»',
        },
        {
          bands: ['8-10'],
          text: 'Бежать было страшно и стыдно одновременно. «Я ведь обещал{h:|а} {creature.dat}, — стучало в голове у {hero.gen}, — обещал{h:|а} и забыл{h:|а} из-за торта». Но думать было некогда — туман над {place.ins} густел с каждой минутой.',
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
        object: 'world',
        actions: { hero: 'hide', friend: 'stand' },
        objectState: 'lit',
        framing: 'wide',
        prop: 'bridge',
      },
      text: [
        '{hero} прибежал{h:|а} на причал {place.in} и схватил{h:|а} {object.acc}.',
        {
          bands: ['5-7', '8-10'],
          text: 'Доски причала были мокрые и скользкие от тумана, и {hero} чуть не поскользнул{h:ся|ась}, но удержал{h:ся|ась} и не выронил{h:|а} {object.acc}.',
        },
        'Но ветер {place.in} налетел так сильно, что {object.signal} терялся в тумане!',
        { bands: ['2-4'], text: 'Ф-фух — дует ветер {place.in}, ой-ой!' },
        {
          alts: [
            'Тогда {hero} спрятал{h:ся|ась} с {object.ins} за бочку — но из-за бочки {creature} и вовсе ничего не заметит!',
            'Тогда {hero} прижал{h:|а} {object.acc} к себе, чтобы укрыть от ветра, — но так {creature} и вовсе ничего не заметит!',
          ],
        },
        {
          friend: true,
          text: '{friend} встал{f:|а} перед {hero.ins} и растопырил{f:|а} курточку, закрывая {object.acc} от ветра: «Я буду стеной!» — и за «стеной» {friend.gen} {object} снова {object.signalled} ровно и далеко.',
        },
        {
          friend: false,
          text: '{hero} встал{h:|а} спиной к ветру и закрыл{h:|а} {object.acc} собой, и {object} снова {object.signalled} ровно и далеко.',
        },
        {
          bands: ['8-10'],
          text: '{hero} встал{h:|а} на самый край причала, лицом туда, где должна была быть лодка {creature.gen}, и держал{h:|а} {object.acc} высоко-высоко, не опуская, хотя руки скоро заныли от холода и усталости.',
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'night',
        weather: 'clear',
        mood: 'calm',
        cast: ['hero', 'friend', 'creature'],
        object: 'world',
        actions: { hero: 'reach-up', friend: 'hug', creature: 'splash' },
        objectState: 'lit',
        framing: 'wide',
        prop: 'bridge',
      },
      text: [
        'Долго-долго {hero} стоял{h:|а} на причале {place.in} с {object.ins}, и руки замёрзли, но {hero} не уходил{h:|а}.',
        {
          bands: ['5-7', '8-10'],
          text: 'Сначала из тумана послышался плеск вёсел, потом скрип уключин, и только потом показался нос лодки {creature.gen}.',
        },
        {
          bands: ['8-10'],
          text: 'Каждая минута ожидания на холодном причале {place.in} казалась {hero.dat} часом, и {hero} шёпотом повторял{h:|а}: «Плыви, {creature}, плыви на {object.signal}, я здесь».',
        },
        'И вот из тумана показалась лодка: это {creature} плыл{c:|а} прямо на {object.signal}!',
        { bands: ['2-4'], text: 'Плывёт {creature}, {c:нашёл|нашла} дорогу на {object.signal} — ура!' },
        {
          bands: ['5-7', '8-10'],
          text: '{^creature} причалил{c:|а}, выпрыгнул{c:|а} на доски причала {place.in} и отряхнул{c:ся|ась}, как после купания.',
        },
        {
          friend: true,
          text: '{friend} так обрадовал{f:ся|ась}, что обнял{f:|а} {creature.acc} вместе с мокрой сетью.',
        },
        {
          bands: ['8-10'],
          text: '«Я долго кружил{c:|а} в тумане {place.gen}, — {c:сказал|сказала} {creature}, — и уже думал{c:|а}, что заночую в лодке, а потом заметил{c:|а} {object.signal} — и сразу понял{c:|а}, куда плыть».',
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'night',
        weather: 'clear',
        mood: 'calm',
        cast: ['hero', 'friend', 'creature'],
        object: 'world',
        actions: { hero: 'stand', friend: 'point', creature: 'hug' },
        objectState: 'lit',
        framing: 'close',
        prop: 'bridge',
      },
      text: [
        '«Прости меня, {creature}, — сказал{h:|а} {hero}, — я {h:опоздал|опоздала} с {object.ins}, забыл{h:|а} из-за праздника».',
        '{^creature} положил{c:|а} лапу {hero.dat} на плечо: «{h:Опоздал|Опоздала}, но ведь {h:пришёл|пришла} и стоял{h:|а} на ветру {place.in}, пока я не приплыл{c:|а}».',
        { bands: ['2-4'], text: '«Прости!» — «Прощаю!» — говорит {creature}.' },
        {
          bands: ['5-7', '8-10'],
          text: '«Обещание — как {object}, — добавил{c:|а} {creature}, — оно нужно не когда удобно, а когда темно над {place.ins}».',
        },
        {
          friend: true,
          text: '«Давай теперь вместе следить за {object.ins}, — предложил{f:|а} {friend}, — один забудет — другой напомнит», — и на том порешили.',
        },
        {
          bands: ['8-10'],
          text: '{hero} кивнул{h:|а} {creature.dat}: теперь {h:он|она} понимал{h:|а}, что значит отвечать за что-то — не когда всё легко и весело, а когда помнишь про {creature.acc} в тумане, даже если в соседнем доме торт и музыка.',
        },
      ],
    },
    {
      scene: {
        place: 'home',
        time: 'night',
        weather: 'clear',
        mood: 'sleepy',
        cast: ['hero'],
        object: 'world',
        actions: { hero: 'sleep' },
        objectAt: 'on-prop',
        objectState: 'lit',
        framing: 'close',
        prop: 'bed',
      },
      text: [
        'С тех пор {hero} ни разу не пропустил{h:|а} вечер на причале {place.in}.',
        {
          bands: ['5-7', '8-10'],
          text: 'Даже когда звали в гости, даже когда по телевизору показывали мультики, сначала {hero} {h:шёл|шла} на причал {place.in}, а уж потом — всё остальное.',
        },
        {
          bands: ['8-10'],
          text: 'А однажды {creature} {c:привёз|привезла} с рыбалки маленькую деревянную рыбку, вырезанную из коряги, и подарил{c:|а} {hero.dat}: «Смотрителю {place.gen} — {c:от благодарного рыбака|от благодарной рыбачки}». Рыбка до сих пор стоит у {hero.gen} на полке.',
        },
        'А в ту ночь {hero} уснул{h:|а} рядом с {object.ins}, и {h:ему|ей} снилась лодка {creature.gen}, плывущая на {object.signal}.',
        { bands: ['2-4'], text: 'Спит {creature}, спит {hero}, спит и {object}.' },
        {
          bands: ['5-7', '8-10'],
          text: 'А дедушка, узнав всю историю, сказал: «Вот теперь я спокоен — у причала {place.in} надёжный смотритель, и {creature} всегда вернётся домой».',
        },
      ],
    },
  ],
  questions: [
    {
      question: 'Что пообещал{h:|а} {hero} {creature.dat}?',
      right: 'Каждый вечер ждать на причале с {object.ins}',
      wrong: ['Ловить рыбу вместе', 'Построить новую лодку'],
    },
    {
      question: 'Почему {hero} забыл{h:|а} про причал?',
      right: '{h:Он был|Она была} на дне рождения',
      wrong: ['{h:Он|Она} заболел{h:|а}', '{h:Он|Она} потерял{h:|а} {object.acc}'],
    },
    {
      question: 'Кто закрыл {object.acc} от ветра?',
      right: '{friend}',
      wrong: ['{^creature}', 'Дедушка'],
      friend: true,
    },
    {
      question: 'Что помогло {creature.dat} найти дорогу в тумане?',
      right: '{^object.signal}',
      wrong: ['Звёзды', 'Музыка с праздника'],
    },
  ],
};

export const responsibilityPlots: Plot[] = [petSitting, seedlings, lightKeeper];
