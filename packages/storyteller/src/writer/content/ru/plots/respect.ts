import type { Plot } from '../../format.js';

const sleepingNeighbour: Plot = {
  id: 'respect-sleeping-neighbour',
  moral: 'respect',
  titles: ['Тише, тут спят!', 'Сосед, который спит днём', 'Ночные чудеса'],
  places: ['forest', 'park', 'garden'],
  creatures: ['owl', 'hedgehog', 'mouse'],
  objects: ['drum', 'ball', 'bell'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'clear',
        mood: 'happy',
        cast: ['hero', 'friend'],
        object: 'world',
        actions: { hero: 'run', friend: 'run' },
        framing: 'wide',
        prop: 'tall-tree',
      },
      text: [
        'Каждое утро {hero} прибегал{h:|а} {place.to} играть с {object.ins}.',
        {
          bands: ['8-10'],
          text: '{hero} даже придумал{h:|а} игру: кто громче всех, тот и король {place.gen}, — и каждый день становил{h:ся|ась} королём, потому что больше никто в эту игру не играл.',
        },
        {
          bands: ['5-7', '8-10'],
          text: 'Утро {place.in} начиналось с птичьих песен, а потом к ним присоединял{o:ся|ась|ось} {object} — громко, весело и от души.',
        },
        'Лучше всего играть с {object.ins} было у старого дуба {place.in}: там просторно и тенисто.',
        { bands: ['2-4'], text: 'Играет {hero} с {object.ins} у дуба {place.in} — весело!' },
        {
          bands: ['5-7', '8-10'],
          text: '{^object} гремел{o:|а|о} на всю округу {place.gen}, эхо отвечало, и {hero.dat} казалось, что весь лес играет вместе с {h:ним|ней}.',
        },
        {
          friend: true,
          text: 'С {hero.ins} играл{f:|а} и {friend} — {f:самый громкий|самая громкая} {place.in}: {friend} даже шептать умел{f:|а} так, что слышали на соседней поляне.',
        },
        {
          friend: false,
          text: '{hero} так увлекал{h:ся|ась} игрой с {object.ins}, что не замечал{h:|а} ничего вокруг {place.gen}.',
        },
        {
          bands: ['5-7', '8-10'],
          text: 'Дуб {place.in} был огромный, с толстыми корнями и тёмным дуплом высоко над землёй, и {hero} считал{h:|а}, что этот дуб специально вырос для игр с {object.ins}.',
        },
        {
          bands: ['8-10'],
          text: 'Возле дуба {object} звучал{o:|а|о} громче всего, отражаясь от ствола, как от стенки, и {hero} считал{h:|а} это место {place.gen} своим — ведь днём здесь никого больше не бывало.',
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'clear',
        mood: 'worried',
        cast: ['hero', 'friend', 'creature'],
        object: 'world',
        actions: { hero: 'stand', friend: 'point', creature: 'sleep' },
        framing: 'medium',
        prop: 'tall-tree',
      },
      text: [
        'Но однажды из дупла дуба {place.in} высунул{c:ся|ась} {c:сонный|сонная} {creature}.',
        {
          bands: ['5-7', '8-10'],
          text: 'Мордочка у {creature.gen} была помятая, шёрстка взъерошена, а глаза слипались, как после очень длинной ночи.',
        },
        '«Нельзя ли потише с {object.ins}? — зевнул{c:|а} {creature}. — Я всю ночь не спал{c:|а}».',
        { bands: ['2-4'], text: '«Тише-тише!» — просит {creature} и зевает: «{creature.sound}…»' },
        {
          bands: ['5-7', '8-10'],
          text: '{^creature} жил{c:|а} в дупле {place.in} и был{c:|а} {c:ночным жителем|ночной жительницей}: ночью работал{c:|а}, а днём спал{c:|а}.',
        },
        {
          friend: true,
          text: '{friend} {f:удивился|удивилась}: «Как это — спать днём, когда над {place.ins} светло?»',
        },
        { friend: false, text: '{hero} удивил{h:ся|ась}: «Как это — спать днём, когда над {place.ins} солнце?»' },
        {
          bands: ['8-10'],
          text: '«Ну и что, что {creature} спит, — подумал{h:|а} {hero}, когда {creature} скрыл{c:ся|ась} в дупле, — я здесь играю каждый день, это моё место у дуба {place.in}», — и снова взял{h:|а} {object.acc}, правда, уже не так уверенно.',
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'day',
        weather: 'clear',
        mood: 'worried',
        cast: ['hero', 'friend', 'creature'],
        object: 'world',
        actions: { hero: 'carry', friend: 'stand', creature: 'hide' },
        framing: 'medium',
        prop: 'tall-tree',
      },
      text: [
        '{hero} продолжил{h:|а} играть с {object.ins} у дуба {place.in}, только чуть-чуть тише.',
        {
          bands: ['8-10'],
          text: '«Чуть-чуть тише — это ведь уже уважение», — убеждал{h:|а} себя {hero}, но внутри что-то подсказывало, что для {creature.gen} это «чуть-чуть» ничего не меняет.',
        },
        'Но {creature} снова выглянул{c:|а} из дупла — с грустными, красными от недосыпа глазами.',
        { bands: ['2-4'], text: 'Не спит {creature} — глазки красные у {creature.gen}!' },
        {
          bands: ['5-7', '8-10'],
          text: '{^creature} ничего не сказал{c:|а}, только вздохнул{c:|а}, закрыл{c:|а} уши лапками и спрятал{c:ся|ась} обратно в дупло.',
        },
        { friend: true, text: '{friend} почесал{f:|а} затылок: «Кажется, {creature} и правда очень устал{c:|а}».' },
        {
          bands: ['8-10'],
          text: '{hero} представил{h:|а}: ночью {h:он сам|она сама} лежит в кровати, а под окном кто-то гремит {other.object.ins} до утра — спать невозможно, утром голова тяжёлая. Наверное, {creature.dat} в дупле {place.in} сейчас точно так же.',
        },
        {
          bands: ['5-7', '8-10'],
          text: 'Даже {object} в руках будто притих{o:|ла|ло} и стал{o:|а|о} неловк{o:им|ой|им}, как будто {o:ему|ей|ему} тоже было неудобно перед {creature.ins}.',
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
        actions: { hero: 'sit', friend: 'stand', creature: 'sleep' },
        framing: 'medium',
        prop: 'tall-tree',
      },
      text: [
        'Тогда {hero} решил{h:|а} играть с {object.ins} на цыпочках, чтобы не будить {creature.acc}.',
        'Но как ни крадись, {object} всё равно звучал{o:|а|о} громко у дуба {place.in}.',
        { bands: ['2-4'], text: 'На цыпочках — а {object} всё равно громко!' },
        {
          alts: [
            '{hero} так старательно крал{h:ся|ась}, что потерял{h:|а} равновесие и сел{h:|а} прямо в муравейник у дуба {place.in} — ай!',
            '{hero} так старательно крал{h:ся|ась}, что зацепил{h:ся|ась} за корень дуба {place.in} и растянул{h:ся|ась} во весь рост — бух!',
          ],
        },
        {
          friend: true,
          text: '{friend} пытал{f:ся|ась} играть шёпотом, но {f:его|её} шёпот всё равно разносился по {p:всему|всей|всему} {place.dat}.',
        },
        {
          bands: ['5-7', '8-10'],
          text: 'Из дупла послышалось сонное «{creature.sound}», и {hero} понял{h:|а}: на цыпочках с {object.ins} — это не выход.',
        },
        {
          bands: ['8-10'],
          text: 'Дело было не в том, как громко играть, а где: место у дуба {place.in} было не только {hero.gen} — оно было и {creature.gen}, и даже больше {creature.gen}, ведь {creature} здесь жил{c:|а}, а {hero} только играл{h:|а}.',
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
        actions: { hero: 'carry', friend: 'build', creature: 'sleep' },
        framing: 'wide',
        prop: 'tall-tree',
      },
      text: [
        'И {hero} придумал{h:|а}: перенести игру с {object.ins} на дальнюю полянку {place.in}.',
        {
          bands: ['5-7', '8-10'],
          text: 'Дальняя полянка {place.in} была за ручьём, и идти туда было дольше, но {hero} решил{h:|а}, что сон {creature.gen} того стоит.',
        },
        'А у дуба {hero} повесил{h:|а} табличку для всех жителей {place.in}: «Тихо, здесь спят!»',
        { bands: ['2-4'], text: 'Тихо у дуба {place.in} — там спит {creature}!' },
        {
          bands: ['5-7', '8-10'],
          text: 'На дальней полянке {place.in} было тоже хорошо: солнце, трава и никого, кто спит днём.',
        },
        {
          friend: true,
          text: '{friend} нарисовал{f:|а} на табличке {c:спящего|спящую} {creature.acc} со звёздочками — получилось очень похоже.',
        },
        {
          friend: false,
          text: 'На табличке {hero} нарисовал{h:|а} {c:спящего|спящую} {creature.acc} и месяц, чтобы поняли даже малыши {place.in}.',
        },
        {
          bands: ['8-10'],
          text: 'Оказалось, что на дальней полянке {object} звучит ничуть не хуже, а ещё там живёт эхо, которого у дуба {place.in} не было слышно. {hero} даже удивил{h:ся|ась}: уступить место {creature.dat} — это не потерять, а найти новое.',
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
        actions: { hero: 'wave', friend: 'stand', creature: 'walk' },
        framing: 'medium',
      },
      text: [
        'Вечером {creature} выспал{c:ся|ась} и {c:сам пришёл|сама пришла} на дальнюю полянку {place.in}.',
        {
          bands: ['8-10'],
          text: '{^creature} {c:принёс|принесла} в подарок горсть лесных орешков {place.gen} — «за тишину», как {c:он|она} сказал{c:|а}, и {hero} подумал{h:|а}, что это самая необычная благодарность в жизни.',
        },
        '«Спасибо, что дал{h:|а} мне поспать, — {c:сказал|сказала} {creature}, — я видел{c:|а} табличку у дуба».',
        { bands: ['2-4'], text: '«Спасибо!» — говорит {creature}: выспал{c:ся|ась} {creature}!' },
        {
          bands: ['5-7', '8-10'],
          text: 'Глаза у {creature.gen} были ясные и весёлые, совсем не такие, как днём в дупле.',
        },
        {
          friend: true,
          text: '«А мы думали, ты сердишься», — смутил{f:ся|ась} {friend}, а {creature} {c:ответил|ответила}: «Я не сердил{c:ся|ась}, я просто очень хотел{c:|а} спать».',
        },
        {
          bands: ['8-10'],
          text: '«Мы ведь разные, — сказал{h:|а} {hero}, — ты спишь днём, а я ночью, но {place} у нас {p:общий|общая|общее}», — и {creature} кивнул{c:|а}: «Когда каждый уважает сон другого, места {place.in} хватает всем».',
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
        object: null,
        actions: { hero: 'walk', friend: 'walk', creature: 'point' },
        framing: 'wide',
      },
      text: [
        'А потом {creature} показал{c:|а} {hero.dat} ночные чудеса {place.gen}.',
        {
          bands: ['5-7', '8-10'],
          text: '{^creature} знал{c:|а} {place.acc} ночью лучше всех: где ухает филин, где шуршит ёжик, где распускаются ночные цветы.',
        },
        {
          bands: ['8-10'],
          text: 'Оказалось, у {creature.gen} тоже есть свои любимые места {place.gen} — только ночные, — и {creature} никогда не мешал{c:|а} там дневным жителям: днём эти места оставались для игр, а ночью становились тихим домом.',
        },
        'Светлячков в траве, звёзды в луже и луну, которая пряталась в ветках дуба {place.in}.',
        { bands: ['2-4'], text: 'Светлячки {place.in} — огоньки, луна — как фонарик!' },
        {
          bands: ['5-7', '8-10'],
          text: '{hero} никогда не видел{h:|а} {place.acc} ночью: {p:он совсем другой|она совсем другая|оно совсем другое} в ночном серебре.',
        },
        {
          friend: true,
          text: '{friend} шептал{f:|а} — по-настоящему, впервые в жизни, — потому что ночью {place.in} громко говорить не хотелось.',
        },
        {
          bands: ['8-10'],
          text: 'Днём {place} принадлежал{p:|а|о} тем, кто бегает и играет, а ночью — тем, кто тихо летает и смотрит, как {creature}. И {hero} подумал{h:|а}, что в мире столько разных жителей и привычек, что без уважения друг к другу никак не обойтись.',
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
        objectAt: 'ground',
        framing: 'close',
        prop: 'bed',
      },
      text: [
        'Дома {hero} тихо-тихо положил{h:|а} {object.acc} в угол и {h:лёг|легла} спать.',
        {
          bands: ['8-10'],
          text: 'Теперь {hero} знал{h:|а}, что {place.in} живут не только те, кого видно днём. И засыпая, {hero} прислушивал{h:ся|ась}: где-то за окном тихонько шуршал{c:|а} {creature}, {c:занятый|занятая} своими ночными делами.',
        },
        'А {creature} в это время отправил{c:ся|ась} гулять по ночному {place.dat}.',
        { bands: ['2-4'], text: '{hero} спит, а {creature} гуляет — спокойной ночи!' },
        {
          bands: ['5-7', '8-10'],
          text: '«Спокойной ночи, {creature}, — прошептал{h:|а} {hero}, — и доброго утра, когда ты ляжешь спать в своём дупле».',
        },
      ],
    },
  ],
  questions: [
    {
      question: 'Кто спал в дупле дуба днём?',
      right: '{^creature}',
      wrong: ['{^other.creature}', '{^other2.creature}'],
    },
    {
      question: 'С чем играл{h:|а} {hero} у дуба?',
      right: 'С {object.ins}',
      wrong: ['С {other.object.ins}', 'С {other2.object.ins}'],
    },
    {
      question: 'Что {hero} сделал{h:|а}, чтобы {creature} мог{c:|ла} выспаться?',
      right: '{h:Перенёс|Перенесла} игру на дальнюю полянку',
      wrong: ['Стал{h:|а} играть громче', 'Прогнал{h:|а} {creature.acc}'],
    },
    {
      question: 'Что показал{c:|а} {creature} {hero.dat} ночью?',
      right: 'Светлячков, звёзды в луже и луну',
      wrong: ['{^other.object.acc}', 'Свой тайный клад'],
    },
  ],
};

const leaveIt: Plot = {
  id: 'respect-leave-it',
  moral: 'respect',
  titles: ['Чей это дом?', 'Оставь на месте', 'Музей, который нельзя унести'],
  places: ['seaside', 'island', 'meadow', 'forest'],
  creatures: ['robin', 'mouse', 'frog', 'squirrel', 'hedgehog'],
  objects: ['shell', 'flower', 'nest', 'feather'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'clear',
        mood: 'happy',
        cast: ['hero', 'friend'],
        object: null,
        actions: { hero: 'look-for', friend: 'look-for' },
        framing: 'wide',
      },
      text: [
        '{hero} {h:пришёл|пришла} {place.to} с большим ведёрком собирать самые красивые находки {place.gen}.',
        {
          bands: ['8-10'],
          text: 'Ведёрко было новое, красное, с ручкой-дужкой, и {hero} нарочно взял{h:|а} самое большое, какое нашлось дома, — чтобы поместилась вся красота {place.gen} до последней шишечки.',
        },
        'В ведёрко уже попали камушки и шишки {place.gen}, а {hero} всё искал{h:|а} и искал{h:|а}.',
        {
          bands: ['5-7', '8-10'],
          text: 'Каждую находку {hero} рассматривал{h:|а}, вертел{h:|а} на солнце {place.in} и с довольным видом бросал{h:|а} в ведёрко: бряк!',
        },
        { bands: ['2-4'], text: 'Полное ведёрко у {hero.gen} — всё из {place.gen}!' },
        {
          bands: ['5-7', '8-10'],
          text: '«Соберу всё самое красивое, что есть {place.in}, — мечтал{h:|а} {hero}, — и дома устрою настоящий музей».',
        },
        {
          friend: true,
          text: '{friend} помогал{f:|а} собирать: {f:он|она} был{f:|а} {f:самым зорким|самой зоркой} {place.in} и замечал{f:|а} даже крошечные камушки.',
        },
        { friend: false, text: '{hero} шагал{h:|а} {place.by}, глядя под ноги, и ведёрко становилось всё тяжелее.' },
        {
          bands: ['8-10'],
          text: 'В голове у {hero.gen} уже висела табличка: «Музей {hero.gen}: всё самое красивое из {place.gen}», и туда должно было попасть всё, что понравится, — абсолютно всё.',
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'clear',
        mood: 'happy',
        cast: ['hero', 'friend', 'creature'],
        object: 'world',
        actions: { hero: 'reach-up', friend: 'stand', creature: 'wave' },
        objectAt: 'ground',
        framing: 'medium',
      },
      text: [
        'И вдруг {hero} увидел{h:|а} {object.acc} — {o:самый красивый|самую красивую|самое красивое} {place.in}!',
        {
          bands: ['5-7', '8-10'],
          text: '{^object} лежал{o:|а|о} в траве {place.in}, {o:такой красивый|такая красивая|такое красивое}, что {hero} даже присвистнул{h:|а}: вот он, главный экспонат!',
        },
        '{hero} уже протянул{h:|а} руку к {object.dat}, как вдруг рядом раздалось: «{creature.sound}, подожди!»',
        { bands: ['2-4'], text: '«Стой!» — кричит {creature} — не трогай {object.acc}!' },
        'Это был{c:|а} {creature}: «Не бери, пожалуйста, это не просто {object}».',
        { friend: true, text: '{friend} отдёрнул{f:|а} руку от {object.gen}, хотя ещё ничего не трогал{f:|а}.' },
        {
          bands: ['5-7', '8-10'],
          text: '{^creature} смотрел{c:|а} на {hero.acc} не сердито, а серьёзно, как смотрят, когда очень хотят что-то объяснить.',
        },
        {
          bands: ['8-10'],
          text: '{hero} растерял{h:ся|ась}: как это — не бери? {^object} просто лежит {place.in}, ничей. Кто может запретить взять то, что ничьё? Так думал{h:|а} {hero}, но руку всё-таки убрал{h:|а} — уж очень серьёзно смотрел{c:|а} {creature}.',
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
        actions: { hero: 'sit', friend: 'sit', creature: 'point' },
        objectAt: 'ground',
        framing: 'close',
      },
      text: [
        '«Для маленьких жителей {place.in} это дом или одеяло», — объяснил{c:|а} {creature}.',
        {
          bands: ['5-7', '8-10'],
          text: 'Жучок был чёрный, блестящий, с крошечными усиками, и сидел под {object.ins} так уютно, как {hero} сидит дома под одеялом.',
        },
        '{^creature} показал{c:|а}: под {object.ins} прятался крошечный жучок, а рядом суетились муравьи.',
        { bands: ['2-4'], text: 'Тут жучок живёт — под {object.ins} его домик!' },
        {
          bands: ['5-7', '8-10'],
          text: '«Если ты заберёшь {object.acc}, жучку негде будет спать, — {c:сказал|сказала} {creature}, — представь, что кто-то унёс бы твою кровать в свой музей».',
        },
        {
          friend: true,
          text: '{friend} представил{f:|а} и поёжил{f:ся|ась}: без кровати спать было бы очень неуютно, даже {place.in}.',
        },
        {
          bands: ['8-10'],
          text: '{hero} посмотрел{h:|а} в своё ведёрко: а вдруг и там кто-то жил? Может, под той шишкой {place.gen} прятался паучок, а в той ракушке — рачок? От этой мысли ведёрко стало тяжёлым совсем по-другому.',
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'day',
        weather: 'clear',
        mood: 'worried',
        cast: ['hero', 'friend', 'creature'],
        object: null,
        actions: { hero: 'run', friend: 'reach-up', creature: 'stand' },
        framing: 'medium',
      },
      text: [
        '«Но я хочу коллекцию!» — надул{h:|а} губы {hero} и взял{h:|а} хотя бы одну шишку {place.gen}.',
        {
          bands: ['8-10'],
          text: '«Одну-то шишку можно, {place} {p:большой|большая|большое}», — решил{h:|а} {hero}, даже не посмотрев на {creature.acc}, и в ту же секунду пожалел{h:|а} об этом.',
        },
        'А из шишки выбрался сердитый жук-рогач и зашевелил усами на {hero.acc}!',
        { bands: ['2-4'], text: 'Ой, жук — это его шишка {place.gen}!' },
        {
          alts: [
            '{hero} так испугал{h:ся|ась}, что уронил{h:|а} ведёрко, и находки рассыпались по траве {place.in}.',
            '{hero} отпрыгнул{h:|а} и опрокинул{h:|а} ведёрко — камушки и шишки раскатились по {place.dat}.',
          ],
        },
        {
          friend: true,
          text: '{friend} бросил{f:ся|ась} собирать, но {creature} остановил{c:|а}: «Подожди, давай сначала посмотрим, чьё это».',
        },
        {
          bands: ['5-7', '8-10'],
          text: 'И правда: из одной ракушки выглянул рачок, а из-под камушка {place.in} выполз червячок и поспешил прочь.',
        },
        {
          bands: ['8-10'],
          text: '{hero} сидел{h:|а} на траве {place.in} и смотрел{h:|а}, как разбегаются невольные «экспонаты» музея, — было стыдно и немножко смешно. «Я думал{h:|а}, что собираю красоту, а собирал{h:|а} чужие дома», — понял{h:|а} {hero}.',
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
        actions: { hero: 'sit', friend: 'point', creature: 'point' },
        objectAt: 'ground',
        framing: 'medium',
      },
      text: [
        'Тогда {hero} осторожно вернул{h:|а} на места {place.gen} каждую шишку и каждый камушек.',
        {
          bands: ['8-10'],
          text: 'Последней {hero} вернул{h:|а} шишку жука-рогача — осторожно, двумя пальцами, и жук, кажется, даже перестал сердиться и шевельнул усом на прощание, будто говорил: «Ладно уж, живи и ты {place.in}».',
        },
        {
          bands: ['5-7', '8-10'],
          text: 'Муравьи {place.in} сразу же утащили свою веточку обратно в муравейник, а жук-рогач забрался в шишку и, кажется, довольно вздохнул.',
        },
        '«Простите, — шептал{h:|а} {hero} жителям {place.in}, — я не знал{h:|а}, что это ваш дом».',
        { bands: ['2-4'], text: 'Вот твой домик, жучок, вот твой, рачок — простите {hero.acc}!' },
        {
          bands: ['5-7', '8-10'],
          text: '{^creature} подсказывал{c:|а}: этот камушек лежал под кустом {place.in}, а эта шишка — у самой тропинки.',
        },
        {
          friend: true,
          text: '{friend} помнил{f:|а} точно, где что лежало {place.in}, — пригодилась {f:его|её} зоркость: без {friend.gen} {hero} ни за что не {h:нашёл|нашла} бы все места.',
        },
        {
          bands: ['8-10'],
          text: 'Это оказалось даже интересно: у каждой вещи {place.gen} было своё место и свой хозяин, и когда последний камушек лёг на место, {hero.dat} показалось, что {place} тихонько вздохнул{p:|а|о} с облегчением.',
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
        actions: { hero: 'build', friend: 'build', creature: 'sit' },
        objectAt: 'ground',
        framing: 'close',
      },
      text: [
        '«А как же мой музей {place.gen}?» — вздохнул{h:|а} {hero}.',
        {
          bands: ['5-7', '8-10'],
          text: '{^creature} даже обрадовал{c:ся|ась}: «А меня нарисуешь? Я тоже житель {place.in}!» — и {hero} нарисовал{h:|а} и {creature.acc}.',
        },
        '«А ты нарисуй, — {c:предложил|предложила} {creature}, — рисунок можно унести, а {object} останется на месте».',
        { bands: ['2-4'], text: 'Рисуем {object.acc} — вот и музей у {hero.gen}!' },
        {
          bands: ['5-7', '8-10'],
          text: '{hero} достал{h:|а} блокнот и карандаш и нарисовал{h:|а} {object.acc} — очень старательно, со всеми чёрточками.',
        },
        {
          friend: true,
          text: '{friend} рисовал{f:|а} рядом, и рисунок вышел смешной, зато с жучком, который машет лапкой.',
        },
        {
          bands: ['8-10'],
          text: 'Оказалось, что, когда рисуешь, смотришь внимательнее, чем когда хватаешь: {hero} заметил{h:|а} у {object.gen} такие узоры и оттенки, которых раньше не видел{h:|а}, а {creature} сидел{c:|а} рядом и рассказывал{c:|а}, кто где живёт {place.in}.',
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
        actions: { hero: 'carry', friend: 'walk', creature: 'wave' },
        objectAt: 'ground',
        framing: 'wide',
      },
      text: [
        'К вечеру у {hero.gen} был целый альбом рисунков {place.gen}.',
        {
          bands: ['8-10'],
          text: 'В альбоме был {object} с жучком, и муравейник, и шишка с жуком-рогачом, и, конечно, {creature} — с подписью «Главный хранитель {place.gen}». {^creature} покраснел{c:|а} от удовольствия.',
        },
        '«Вот это музей, — восхитил{c:ся|ась} {creature}, — и никто {place.in} не остался без дома!»',
        { bands: ['2-4'], text: 'Полный альбом — и все домики {place.in} целы!' },
        {
          bands: ['5-7', '8-10'],
          text: 'А пустое ведёрко {hero} {h:нёс|несла} {place.from} легко и весело и ни капельки о нём не жалел{h:|а}.',
        },
        {
          friend: true,
          text: '{friend} предложил{f:|а} назвать альбом «Кто где живёт {place.in}», и {creature} {c:согласился первым|согласилась первой}.',
        },
        {
          bands: ['8-10'],
          text: '«Уважать — это, наверное, помнить, что мир не только твой», — сказал{h:|а} {hero}, и {creature} кивнул{c:|а}: «И что у каждого, даже у самого маленького жучка {place.gen}, есть свой дом, который нельзя унести в ведёрке».',
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
        'Дома {hero} положил{h:|а} альбом с рисунком {object.gen} под подушку.',
        {
          bands: ['8-10'],
          text: 'Мама полистала альбом и спросила, почему на каждом рисунке кто-то живёт. «Потому что {place.in} всё чьё-то, — объяснил{h:|а} {hero}, — даже самая маленькая шишка». Мама улыбнулась и сказала, что это лучший музей, какой она видела.',
        },
        {
          bands: ['5-7', '8-10'],
          text: 'Пустое ведёрко стояло у двери и больше не казалось {hero.dat} пустым — в нём будто лежало что-то лёгкое и хорошее, как ветер {place.in}.',
        },
        'А {place.in} в своих домиках засыпали жучки, рачки, муравьи и {creature}.',
        { bands: ['2-4'], text: 'Спят жучки {place.gen}, спит {creature}, спит {hero}.' },
        {
          bands: ['5-7', '8-10'],
          text: '«Спокойной ночи всем, кто живёт {place.in}», — прошептал{h:|а} {hero}, и {h:ему|ей} показалось, что где-то тихонько ответил маленький жучок из-под {object.gen}.',
        },
      ],
    },
  ],
  questions: [
    {
      question: 'Что {hero} собирал{h:|а} в ведёрко?',
      right: 'Находки для музея',
      wrong: ['Грибы для супа', 'Ягоды для варенья'],
    },
    {
      question: 'Кто попросил не брать {object.acc}?',
      right: '{^creature}',
      wrong: ['{^other.creature}', '{^other2.creature}'],
    },
    { question: 'Кто жил под {object.ins}?', right: 'Крошечный жучок', wrong: ['{^other.creature}', 'Никто'] },
    {
      question: 'Как {hero} собрал{h:|а} свой музей в конце?',
      right: 'Нарисовал{h:|а} альбом',
      wrong: ['{h:Унёс|Унесла} всё в ведёрке', 'Купил{h:|а} в магазине'],
    },
  ],
};

const sandCastle: Plot = {
  id: 'respect-sand-castle',
  moral: 'respect',
  titles: ['Замок из песка', 'Чужая работа', 'Осторожно, стройка!'],
  places: ['seaside', 'island', 'river'],
  creatures: ['turtle', 'frog', 'duck', 'mouse', 'hedgehog'],
  objects: ['ball', 'kite'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'clear',
        mood: 'happy',
        cast: ['hero', 'friend', 'creature'],
        object: 'world',
        actions: { hero: 'run', friend: 'walk', creature: 'build' },
        framing: 'wide',
      },
      text: [
        'Однажды утром {hero} прибежал{h:|а} {place.to} с новым {object.ins}.',
        {
          bands: ['8-10'],
          text: 'Берег {place.gen} в этот ранний час был почти пустой: только чайки, только шелест волн и только маленькая фигурка {creature.gen}, склонившаяся над чем-то очень важным.',
        },
        {
          bands: ['5-7', '8-10'],
          text: '{^object} подарил папа, и {hero} мечтал{h:|а} опробовать его на широком берегу {place.gen}, где столько места для игры.',
        },
        'А на песке {place.in} {creature} строил{c:|а} замок — с башенками, мостиками и рвом.',
        { bands: ['2-4'], text: 'Замок у {creature.gen} — с башенками!' },
        {
          bands: ['5-7', '8-10'],
          text: '{^creature} трудил{c:ся|ась} с самого рассвета: носил{c:|а} мокрый песок, лепил{c:|а} стены и украшал{c:|а} их ракушками {place.in}.',
        },
        {
          friend: true,
          text: 'С {hero.ins} был{f:|а} и {friend} — {f:неуклюжий, но очень добрый|неуклюжая, но очень добрая}: {friend} вечно всё ронял{f:|а} {place.in}, зато {f:первым|первой} бросал{f:ся|ась} помогать.',
        },
        {
          friend: false,
          text: '{hero} даже не взглянул{h:|а} на замок {creature.gen} — не терпелось поиграть с {object.ins}.',
        },
        {
          bands: ['8-10'],
          text: 'Замок {creature.gen} был удивительный: окошки из ракушек, флажок из пёрышка и крошечный колодец с настоящей водой {place.in}; {creature} то и дело отходил{c:|а} на шаг, прищуривал{c:ся|ась} и что-то поправлял{c:|а}, как настоящий архитектор.',
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'wind',
        mood: 'happy',
        cast: ['hero', 'friend', 'creature'],
        object: 'world',
        actions: { hero: 'run', friend: 'stand', creature: 'build' },
        objectAt: 'sky',
        framing: 'medium',
      },
      text: [
        '{hero} играл{h:|а} с {object.ins} на берегу {place.gen} — всё ближе и ближе к замку.',
        {
          bands: ['5-7', '8-10'],
          text: 'Ветер {place.in} подхватывал {object.acc} и уносил то влево, то вправо, и {hero} бегал{h:|а} следом, не глядя под ноги.',
        },
        '«Осторожнее с {object.ins}, пожалуйста, — попросил{c:|а} {creature}, — тут мой замок!»',
        { bands: ['2-4'], text: '«Осторожно!» — просит {creature}, а {hero} кричит: «Ладно!»' },
        {
          bands: ['5-7', '8-10'],
          text: '«Да-да», — отмахнул{h:ся|ась} {hero}, даже не обернувшись к {creature.dat}: игра была в самом разгаре.',
        },
        {
          friend: true,
          text: '{friend} заметил{f:|а} замок {creature.gen} и хотел{f:|а} сказать {hero.dat}, но как раз споткнул{f:ся|ась} о собственную ногу.',
        },
        {
          bands: ['8-10'],
          text: '«Это же просто песок, — думал{h:|а} {hero}, — песка на берегу {place.gen} сколько угодно, подумаешь, замок». Так думают те, кто ни разу не строил ничего сам с самого рассвета, как {creature}.',
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'day',
        weather: 'wind',
        mood: 'worried',
        cast: ['hero', 'friend', 'creature'],
        object: 'world',
        actions: { hero: 'stand', friend: 'hide', creature: 'sit' },
        objectAt: 'ground',
        framing: 'medium',
      },
      text: [
        'И тут {object} — бах! — упал прямо на замок {creature.gen}!',
        {
          bands: ['5-7', '8-10'],
          text: 'Песок брызнул во все стороны, ракушки-окошки разлетелись, а флажок из пёрышка унесло ветром {place.in}.',
        },
        'Башенка рухнула, мостик провалился, а ров засыпало песком {place.in}.',
        { bands: ['2-4'], text: 'Бах — упал {object} на замок {creature.gen}, ой-ой!' },
        '{^creature} заплакал{c:|а}: «Я строил{c:|а} замок всё утро!»',
        { friend: true, text: '{friend} ахнул{f:|а} и закрыл{f:|а} рот ладошками, глядя на замок {creature.gen}.' },
        {
          bands: ['5-7', '8-10'],
          text: 'От замка осталась только кривая стенка с одним ракушечным окошком, которое одиноко смотрело на воду {place.in}.',
        },
        {
          bands: ['8-10'],
          text: '{hero} стоял{h:|а} с {object.ins} в руках и не знал{h:|а}, что сказать: ведь {creature} просил{c:|а} быть осторожнее, а {hero} только отмахнул{h:ся|ась}.',
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'day',
        weather: 'clear',
        mood: 'worried',
        cast: ['hero', 'friend', 'creature'],
        object: null,
        actions: { hero: 'stand', friend: 'stand', creature: 'sit' },
        framing: 'close',
      },
      text: [
        '«Да это же просто песок, {creature}, — сказал{h:|а} {hero}, — построишь ещё!»',
        {
          bands: ['8-10'],
          text: 'Слова вылетели сами собой, лёгкие и пустые, как пустые ракушки {place.in}, и {hero} сразу почувствовал{h:|а}, что сказал{h:|а} что-то не то: {creature} посмотрел{c:|а} так, будто {hero} наступил{h:|а} на замок второй раз.',
        },
        {
          bands: ['5-7', '8-10'],
          text: '{hero} сказал{h:|а} это быстро, чтобы поскорее закончить неприятный разговор и вернуться к {object.dat}.',
        },
        'Но {creature} заплакал{c:|а} ещё горше: «Это был не просто песок, это была моя работа».',
        { bands: ['2-4'], text: 'Плачет {creature} — жалко замок {creature.gen}!' },
        {
          bands: ['5-7', '8-10'],
          text: '{hero} вспомнил{h:|а}, как однажды целый вечер рисовал{h:|а} открытку для мамы, а братишка пролил на неё компот, — совсем как {object} на замок {creature.gen}.',
        },
        {
          friend: true,
          text: '{friend} тихо сказал{f:|а}: «Когда у меня сломали шалаш, мне тоже говорили, что это просто ветки», — и {creature} кивнул{c:|а}.',
        },
        {
          bands: ['8-10'],
          text: 'Тогда {hero.dat} тоже говорили: «Это просто бумажка», — а было обидно до слёз, потому что бумажка — это бумажка, а вечер, потраченный на неё, — уже совсем не просто. Вот и замок {creature.gen} был не песком, а целым утром.',
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'day',
        weather: 'clear',
        mood: 'worried',
        cast: ['hero', 'friend', 'creature'],
        object: null,
        actions: { hero: 'dig', friend: 'sit', creature: 'sit' },
        framing: 'medium',
      },
      text: [
        '«Я сейчас всё починю!» — решил{h:|а} {hero} и быстро-быстро стал{h:|а} сгребать песок {place.in}.',
        {
          bands: ['5-7', '8-10'],
          text: '{hero} сгребал{h:|а} песок {place.in} обеими руками, даже не спрашивая {creature.acc}, что и где стояло.',
        },
        'Но вместо замка {creature.gen} вышла просто куча — без башенок, без окошек, без мостика.',
        { bands: ['2-4'], text: 'Куча-мала вместо замка {creature.gen}!' },
        {
          alts: [
            '{hero} так торопил{h:ся|ась}, что засыпал{h:|а} и последнюю стенку {creature.gen} с ракушечным окошком.',
            '{hero} так торопил{h:ся|ась}, что смахнул{h:|а} в ров последние ракушки, которыми {creature} украшал{c:|а} стены.',
          ],
        },
        {
          friend: true,
          text: '{friend} бросил{f:ся|ась} помогать, но, конечно, споткнул{f:ся|ась} и сел{f:|а} прямо в кучу песка {place.in}.',
        },
        {
          bands: ['5-7', '8-10'],
          text: '{^creature} смотрел{c:|а} на это и плакал{c:|а} уже не громко, а растерянно.',
        },
        {
          bands: ['8-10'],
          text: 'И {hero} понял{h:|а}: починить — не значит сделать по-своему и побыстрее. Замок был {creature.gen}, и только {creature} знал{c:|а}, каким он должен быть, — значит, надо было не хватать, а спросить.',
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
        actions: { hero: 'carry', friend: 'carry', creature: 'build' },
        objectAt: 'ground',
        framing: 'medium',
      },
      text: [
        '{hero} сел{h:|а} рядом с {creature.ins}: «Прости, ты просил{c:|а} быть осторожнее, а я не послушал{h:|а}».',
        {
          bands: ['8-10'],
          text: '{^creature} долго молчал{c:|а}, глядя на остатки замка, а потом вздохнул{c:|а} и кивнул{c:|а}: видно было, что {c:ему|ей} ещё обидно, но и {c:одному|одной} строить всё заново {c:ему|ей} не хотелось.',
        },
        {
          bands: ['8-10'],
          text: 'Сказать «прости» оказалось легче, чем {hero} думал{h:|а}, а вот спросить «как ты хочешь» — труднее: ведь для этого надо было признать, что замок {creature.gen} — не {hero.gen} дело, а {creature.gen}.',
        },
        '«Можно я помогу строить замок {place.gen}? Только скажи, как ты хочешь».',
        { bands: ['2-4'], text: '«Прости!» — «Прощаю!» — говорит {creature}, — «давай вместе!»' },
        {
          bands: ['5-7', '8-10'],
          text: '{^creature} {c:вытер|вытерла} слёзы: «Можешь носить мокрый песок {place.in}, а башенки я {c:сам|сама}».',
        },
        {
          friend: true,
          text: '{friend} вызвал{f:ся|ась} собирать ракушки {place.in} для окошек и {f:нашёл|нашла} самые красивые, хотя по дороге трижды упал{f:|а}.',
        },
        {
          bands: ['8-10'],
          text: '{hero} носил{h:|а} песок туда, куда показывал{c:|а} {creature}, и ни разу не сказал{h:|а} «давай лучше по-моему». Это было непривычно, но интересно: {creature} строил{c:|а} совсем не так, как строил{h:|а} бы {hero}, и получалось по-своему красиво.',
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
        actions: { hero: 'point', friend: 'build', creature: 'build' },
        objectAt: 'ground',
        framing: 'wide',
      },
      text: [
        'К вечеру на берегу {place.gen} стоял новый замок {creature.gen} — ещё лучше прежнего!',
        {
          bands: ['5-7', '8-10'],
          text: 'У нового замка было три башенки, два мостика и даже маленькая пристань для лодочек из коры {place.gen}.',
        },
        {
          bands: ['8-10'],
          text: 'Прохожие {place.gen} останавливались полюбоваться, и {creature} каждому рассказывал{c:|а}: «Это мы строили вместе с {hero.ins}». Про {object} {creature} великодушно не вспоминал{c:|а}.',
        },
        'А рядом {hero} поставил{h:|а} табличку: «Осторожно, здесь строят!» — и нарисовал{h:|а} {object.acc}, перечёркнутый крест-накрест.',
        { bands: ['2-4'], text: 'Вот какой замок — ура, {creature}!' },
        {
          bands: ['5-7', '8-10'],
          text: 'А играть с {object.ins} {hero} теперь уходил{h:|а} на пустой кусочек берега {place.gen}, где никому не мешал{h:|а}.',
        },
        { friend: true, text: '{friend} украсил{f:|а} табличку ракушками {place.in}, чтобы её заметили даже малыши.' },
        {
          bands: ['8-10'],
          text: '«Ты ведь мог{h:|ла} просто уйти», — {c:сказал|сказала} {creature}, а {hero} покачал{h:|а} головой: «Не мог{h:|ла}: это была твоя работа, а чужую работу надо беречь, как свою».',
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
        objectAt: 'ground',
        framing: 'close',
        prop: 'bed',
      },
      text: [
        'Ночью {hero} лежал{h:|а} в кровати и думал{h:|а} о замке {creature.gen} на берегу {place.gen}.',
        {
          bands: ['8-10'],
          text: 'Мама, выслушав всю историю, сказала: «Извиниться — хорошо, а спросить, как помочь, — ещё лучше; ты сделал{h:|а} и то, и другое». И {hero} уснул{h:|а}, чувствуя себя немножко выросш{h:им|ей}.',
        },
        {
          bands: ['8-10'],
          text: 'Завтра {hero} решил{h:|а} прийти {place.to} пораньше — не играть с {object.ins}, а спросить {creature.acc}, не нужна ли помощь со второй башней.',
        },
        'Волны {place.in} тихонько шуршали, и замок стоял, освещённый луной.',
        { bands: ['2-4'], text: 'Спит замок {creature.gen}, спит {creature}, спит {hero}.' },
        {
          bands: ['5-7', '8-10'],
          text: 'А {object} лежал в уголке и, кажется, тоже понимал, что у каждой игры есть своё место — подальше от чужих замков.',
        },
      ],
    },
  ],
  questions: [
    {
      question: 'Что строил{c:|а} {creature} на берегу?',
      right: 'Замок из песка',
      wrong: ['Шалаш из веток', 'Лодку из коры'],
    },
    { question: 'Что упало на замок?', right: '{^object}', wrong: ['{^other.object}', 'Большая волна'] },
    {
      question: 'Почему у {hero.gen} не получилось починить замок {h:одному|одной}?',
      right: '{h:Он|Она} торопил{h:ся|ась} и не спросил{h:|а} {creature.acc}',
      wrong: ['Не было песка', 'Пошёл дождь'],
    },
    {
      question: 'Что {hero} понял{h:|а} в конце?',
      right: 'Чужую работу надо беречь, как свою',
      wrong: ['Песка на всех хватит', 'Замки строить скучно'],
    },
  ],
};

export const respectPlots: Plot[] = [sleepingNeighbour, leaveIt, sandCastle];
