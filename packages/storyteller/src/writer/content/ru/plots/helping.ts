import type { Plot } from '../../format.js';

const lostLittle: Plot = {
  id: 'helping-lost-little-one',
  moral: 'helping',
  titles: ['Где мой дом?', 'По приметам', 'Малыш потерялся'],
  places: ['forest', 'meadow', 'garden', 'park'],
  creatures: ['rabbit', 'duck', 'hedgehog', 'mouse', 'fawn', 'squirrel'],
  objects: ['map', 'lantern', 'bell'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'day',
        weather: 'clear',
        mood: 'happy',
        cast: ['hero', 'friend', 'creature'],
        object: 'world',
        actions: { hero: 'peek', friend: 'stand', creature: 'sit' },
        framing: 'wide',
      },
      text: [
        'Однажды {hero} гулял{h:|а} {place.in} с {object.ins} и напевал{h:|а} песенку.',
        {
          bands: ['5-7', '8-10'],
          text: 'День {place.in} был ясный и тёплый, бабочки порхали над цветами, и ничто не предвещало никаких приключений.',
        },
        'Вдруг под кустом {place.in} {hero} услышал{h:|а} тоненький плач: «{creature.sound}, {creature.sound}…»',
        { bands: ['2-4'], text: 'Кто плачет {place.in}? Это {creature}!' },
        {
          bands: ['5-7', '8-10'],
          text: '{hero} раздвинул{h:|а} ветки — там сидел{c:|а} {c:совсем маленький|совсем маленькая} {creature} и утирал{c:|а} слёзы лапкой.',
        },
        {
          friend: true,
          text: 'С {hero.ins} гулял{f:|а} {friend} — мастер всяких примет {place.gen}: {friend} по облакам угадывал{f:|а} погоду, а по следам — кто здесь пробегал.',
        },
        {
          friend: false,
          text: '{hero} присел{h:|а} рядом с {creature.ins} и положил{h:|а} {object.acc} на траву {place.in}.',
        },
        {
          bands: ['8-10'],
          text: '{^creature} был{c:|а} {c:такой крошечный|такая крошечная}, что мог{c:|ла} бы поместиться у {hero.gen} на ладошке, и дрожал{c:|а} так, что трясся даже листик у {creature.gen} над головой.',
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
        actions: { hero: 'sit', friend: 'stand', creature: 'sit' },
        framing: 'medium',
      },
      text: [
        '«Я потерял{c:ся|ась}, — всхлипнул{c:|а} {creature}, — побежал{c:|а} за бабочкой по {place.dat} и не знаю, где мой дом».',
        {
          bands: ['8-10'],
          text: '{hero} вспомнил{h:|а}, как однажды сам{h:|а} потерял{h:ся|ась} в большом магазине и как страшно было стоять среди чужих людей, пока не нашлась мама. Тогда {h:ему|ей} помогла добрая продавщица — а теперь помочь {creature.dat} мог{h:|ла} только {hero}.',
        },
        {
          bands: ['5-7', '8-10'],
          text: 'Бабочка была жёлтая, с голубыми точками, и так красиво летала над {place.ins}, что {creature} забыл{c:|а} обо всём на свете — и о маме тоже.',
        },
        '«Не плачь, {creature}, — сказал{h:|а} {hero}, — я помогу тебе найти дом!»',
        {
          bands: ['5-7', '8-10'],
          text: '{^creature} перестал{c:|а} плакать и посмотрел{c:|а} на {hero.acc} с такой надеждой, что отступать уже было нельзя.',
        },
        { bands: ['2-4'], text: '«Я помогу!» — говорит {hero}, и {creature} больше не плачет.' },
        {
          bands: ['5-7', '8-10'],
          text: '{hero} спросил{h:|а}, какой дом у {creature.gen}, и {creature} вспомнил{c:|а} три приметы: «Рядом шумит вода, растёт белая берёза и пахнет мёдом».',
        },
        {
          friend: true,
          text: '«Три приметы — это уже почти карта!» — обрадовал{f:ся|ась} {friend} и тут же начал{f:|а} оглядываться по сторонам {place.gen}.',
        },
        {
          bands: ['8-10'],
          text: '{hero} повторил{h:|а} приметы {creature.gen} про себя, чтобы не забыть: вода, берёза, мёд. Это было похоже на загадку, а загадки {hero} любил{h:|а} больше всего на свете — особенно такие, от которых зависит, вернётся ли {creature} домой.',
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
        actions: { hero: 'walk', friend: 'point', creature: 'walk' },
        framing: 'wide',
      },
      text: [
        'Сначала {hero} с {creature.ins} пошли туда, где шумело, — но это шумел не ручей, а ветер в камышах {place.in}!',
        {
          bands: ['5-7', '8-10'],
          text: 'Камыши {place.in} шелестели на ветру так громко, что издалека правда казалось, будто это течёт вода.',
        },
        {
          alts: [
            'А ещё там сидела большая лягушка, которая важно сказала «ква» и прыгнула прямо на ботинок {hero.gen}.',
            'А ещё оттуда вылетела стайка воробьёв и так зачирикала на {hero.acc}, что пришлось зажать уши.',
          ],
        },
        { bands: ['2-4'], text: 'Шу-шу — это камыши, а не дом {creature.gen}!' },
        {
          bands: ['5-7', '8-10'],
          text: '{^creature} покачал{c:|а} головой: «Нет, у нас шумит по-другому: журчит, как водичка из чайника».',
        },
        { friend: true, text: '{friend} почесал{f:|а} нос: «Значит, надо слушать не шум, а журчание {place.gen}».' },
        {
          bands: ['8-10'],
          text: 'Первая попытка не удалась, но {hero} не расстроил{h:ся|ась}: теперь было понятно, что искать {place.in} надо не просто шум, а ручеёк, — помогать {creature.dat} было как разгадывать загадку: ошибёшься — зато узнаешь, куда не надо идти.',
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
        actions: { hero: 'look-for', friend: 'carry', creature: 'sit' },
        framing: 'medium',
        prop: 'tall-tree',
      },
      text: [
        'Потом они нашли берёзу {place.in} — но она была не белая, а серая от пыли у дороги.',
        {
          bands: ['5-7', '8-10'],
          text: '{hero} {h:обошёл|обошла} берёзу кругом, на всякий случай заглянул{h:|а} за неё, но никакого домика {creature.gen} там не было — только муравейник.',
        },
        {
          bands: ['8-10'],
          text: 'Вторая неудача была обиднее первой: {creature} совсем приуныл{c:|а} и тихонько всхлипнул{c:|а}, и {hero} погладил{h:|а} малыша по голове: «Мы найдём твой дом {place.in}, обещаю».',
        },
        '«Не та, — вздохнул{c:|а} {creature}, — наша берёза белая-белая, как молоко».',
        { bands: ['2-4'], text: 'Серая берёза — не та, ищем белую берёзу {creature.gen}!' },
        {
          bands: ['5-7', '8-10'],
          text: '{^creature} начал{c:|а} уставать и всё чаще поглядывал{c:|а} на {hero.acc}: а вдруг {hero} тоже сдастся?',
        },
        {
          friend: true,
          text: '{friend} взял{f:|а} {creature.acc} на руки, чтобы {creature} {c:отдохнул|отдохнула}, и {f:понёс|понесла} бережно, как яичко.',
        },
        {
          friend: false,
          text: '{hero} посадил{h:|а} {creature.acc} к себе на плечо, чтобы {creature} {c:отдохнул|отдохнула}.',
        },
        {
          bands: ['8-10'],
          text: '{hero} тоже устал{h:|а}, и ноги гудели, но {h:он|она} ни за что не сказал{h:|а} бы этого {creature.dat}: когда помогаешь тому, кто меньше тебя, свою усталость прячешь в карман — чтобы не испугать.',
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
        actions: { hero: 'stand', friend: 'point', creature: 'stand' },
        framing: 'medium',
      },
      text: [
        'Солнце клонилось к закату, и {hero} остановил{h:ся|ась}: «Давай послушаем, что говорит {place}».',
        {
          bands: ['8-10'],
          text: 'Они стояли {place.in} тихо-тихо, закрыв глаза, и слушали: вот стрекочет кузнечик, вот шуршит листва, вот где-то далеко кукует кукушка — и вот оно, тоненькое журчание, которое раньше заглушали их собственные шаги.',
        },
        '{hero} и {creature} замерли, и вдруг откуда-то {place.gen} донеслось тихое журчание — буль-буль-буль!',
        { bands: ['2-4'], text: 'Буль-буль — ручеёк, туда, {creature}!' },
        {
          bands: ['5-7', '8-10'],
          text: 'И ещё почувствовал{h:|а} запах — сладкий-сладкий, медовый, — он тянулся из-за кустов {place.in}.',
        },
        {
          friend: true,
          text: '«Пчёлы, — догадал{f:ся|ась} {friend}, — а где пчёлы, там и мёд {creature.gen}!» — и {f:показал|показала} на жужжащий куст.',
        },
        {
          bands: ['8-10'],
          text: 'Оказалось, что приметы {creature.gen} прятались не там, где смотрели глаза, а там, где слушали уши и чуял нос. {hero} даже улыбнул{h:ся|ась}: иногда, чтобы помочь {creature.dat}, надо просто остановиться и прислушаться к {place.dat}.',
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
        actions: { hero: 'wave', friend: 'stand', creature: 'hug' },
        framing: 'wide',
        prop: 'hut',
      },
      text: [
        'За кустами журчал ручеёк, стояла белая-белая берёза, а под ней — маленький домик {creature.gen}!',
        {
          bands: ['5-7', '8-10'],
          text: 'Вокруг домика жужжали пчёлы, на окошке висела занавеска в горошек, а у крылечка {place.in} стояла маленькая лейка.',
        },
        '«Мама, я дома!» — закричал{c:|а} {creature}.',
        { bands: ['2-4'], text: 'Вот и дом {creature.gen}, вот и мама — ура!' },
        {
          bands: ['5-7', '8-10'],
          text: 'Из домика выбежала мама {creature.gen} и обняла малыша так крепко, что у того даже ушки сплющились.',
        },
        '«Спасибо, что помог{h:|ла} {creature.dat}», — сказала мама {hero.dat}.',
        {
          friend: true,
          text: '{friend} смахнул{f:|а} слезу и сделал{f:|а} вид, что это просто соринка {place.gen} попала в глаз.',
        },
        {
          bands: ['8-10'],
          text: 'Мама {creature.gen} рассказала, что весь день искала малыша по {p:всему|всей|всему} {place.dat} и уже не знала, что думать. А {hero} смотрел{h:|а}, как {creature} прижимается к маме, и чувствовал{h:|а}: ради этой минуты стоило и ошибаться, и уставать, и слушать камыши.',
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
        actions: { hero: 'receive', friend: 'sit', creature: 'wave' },
        framing: 'medium',
      },
      text: [
        'Мама {creature.gen} угостила {hero.acc} мёдом и дала в дорогу горшочек.',
        {
          bands: ['8-10'],
          text: '{^creature} уже совсем не боял{c:ся|ась}: {c:он|она} бегал{c:|а} вокруг домика, показывал{c:|а} {hero.dat} свою кроватку и игрушки и рассказывал{c:|а} маме, как они искали приметы {place.gen}, — путаясь и начиная сначала.',
        },
        {
          bands: ['5-7', '8-10'],
          text: 'Мёд был густой и душистый, пах летом и цветами {place.in}, и {hero} никогда не ел{h:|а} ничего вкуснее.',
        },
        {
          bands: ['8-10'],
          text: 'А ещё мама {creature.gen} нарисовала на листочке дорогу от белой берёзы до края {place.gen} — «чтобы ты заходил{h:|а} в гости и никогда не терял{h:ся|ась}», — и {hero} бережно спрятал{h:|а} рисунок рядом с {object.ins}.',
        },
        '{^creature} помахал{c:|а} лапкой: «Приходи ещё, теперь ты знаешь дорогу через {place.acc}!»',
        { bands: ['2-4'], text: 'Пока-пока, {creature}, приду ещё!' },
        {
          bands: ['5-7', '8-10'],
          text: '«Знаешь, — сказал{h:|а} {hero} по дороге {place.from}, — помогать совсем не трудно, когда видишь, как {creature.dat} становится легче»',
        },
        {
          friend: true,
          text: '{friend} кивнул{f:|а} с набитым мёдом {creature.gen} ртом и что-то промычал{f:|а} — кажется, «ага».',
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
        'Дома {hero} поставил{h:|а} горшочек с мёдом на полку и положил{h:|а} рядом {object.acc}.',
        {
          bands: ['8-10'],
          text: 'Засыпая, {hero} думал{h:|а}, как страшно было {creature.dat} {c:одному|одной} под кустом и как хорошо, что именно в тот день {hero} гулял{h:|а} {place.in} и услышал{h:|а} тоненький плач.',
        },
        'А где-то {place.in}, у белой берёзы, в тёплом домике спал{c:|а} {creature} — рядом с мамой.',
        { bands: ['2-4'], text: 'Спит {creature} у мамы, спит {hero}, а ручеёк {place.in} поёт: буль-буль.' },
        {
          bands: ['5-7', '8-10'],
          text: '{hero} засыпал{h:|а} и слышал{h:|а}, как где-то {place.in} журчит ручеёк {creature.gen} — будто говорит: «Спасибо, спасибо».',
        },
      ],
    },
  ],
  questions: [
    { question: 'Кто потерялся {place.in}?', right: '{^creature}', wrong: ['{^other.creature}', '{^other2.creature}'] },
    {
      question: 'Какие приметы были у дома {creature.gen}?',
      right: 'Ручеёк, белая берёза и запах мёда',
      wrong: ['Высокая гора и мельница', 'Большой камень и колодец'],
    },
    { question: 'Что шумело сначала вместо ручейка?', right: 'Ветер в камышах', wrong: ['Дождик', 'Пчёлы'] },
    {
      question: 'Что помогло найти дом?',
      right: 'Остановиться и прислушаться',
      wrong: ['Бежать быстрее', 'Громко кричать'],
    },
  ],
};

const stuckInTree: Plot = {
  id: 'helping-stuck-in-tree',
  moral: 'helping',
  titles: ['Застрял на дереве', 'Как достать с ветки', 'Высоко-высоко'],
  places: ['park', 'garden', 'village', 'meadow'],
  creatures: ['puppy', 'rabbit', 'bear', 'duck', 'hedgehog', 'cat'],
  objects: ['kite', 'ball', 'scarf'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'wind',
        mood: 'worried',
        cast: ['hero', 'friend', 'creature'],
        object: 'world',
        actions: { hero: 'point', friend: 'reach-up', creature: 'reach-up' },
        objectAt: 'up-tree',
        framing: 'wide',
        prop: 'tall-tree',
      },
      text: [
        'Однажды {hero} {h:шёл|шла} {place.by} и увидел{h:|а}, как под высоким деревом плачет {creature}.',
        {
          bands: ['8-10'],
          text: 'Мимо проходили другие — кто спешил по делам, кто просто не заметил, — и только {hero} остановил{h:ся|ась}: {h:ему|ей} всегда было трудно пройти мимо того, кто плачет, будь то малыш {place.gen} или большой медведь.',
        },
        '«Ветер {place.in} закинул мой {object} на самую верхнюю ветку!» — всхлипнул{c:|а} {creature}.',
        { bands: ['2-4'], text: 'Высоко-высоко {object} у {creature.gen} — не достать!' },
        {
          bands: ['5-7', '8-10'],
          text: 'И правда: на самой макушке дерева {place.in} висел {object} и покачивался на ветру, будто дразнил {creature.acc}.',
        },
        {
          bands: ['5-7', '8-10'],
          text: '{^creature} прыгал{c:|а} под деревом, тянул{c:ся|ась} изо всех сил, но до {object.gen} было ещё ой как далеко.',
        },
        {
          friend: true,
          text: 'Рядом с {hero.ins} был{f:|а} {friend} — {f:самый высокий|самая высокая} во дворе {place.in}, но и {f:ему|ей} до ветки было не дотянуться.',
        },
        {
          friend: false,
          text: '{hero} сразу {h:решил|решила}: надо помочь {creature.dat} достать {object.acc} с дерева {place.in}.',
        },
        {
          bands: ['8-10'],
          text: 'Этот {object} был у {creature.gen} самым любимым: {creature} рассказал{c:|а}, что {c:ему|ей} его подарил дедушка, и с тех пор {creature} с ним не расставал{c:ся|ась}. А теперь {object} висел на ветке {place.in}, такой близкий и такой недосягаемый.',
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
        actions: { hero: 'reach-up', friend: 'sit', creature: 'run' },
        objectAt: 'up-tree',
        framing: 'medium',
        prop: 'tall-tree',
      },
      text: [
        'Сначала {hero} попробовал{h:|а} подпрыгнуть, чтобы достать {object.acc}.',
        {
          bands: ['5-7', '8-10'],
          text: '{hero} разбегал{h:ся|ась}, отталкивал{h:ся|ась} изо всех сил и тянул{h:|а} руку к {object.dat} так высоко, что даже хрустело в плече.',
        },
        'Прыг — не достать, прыг-прыг — опять не достать, а {creature} прыгал{c:|а} рядом за компанию!',
        { bands: ['2-4'], text: 'Прыг-скок — не достать {object.acc}, прыг-скок — опять!' },
        {
          alts: [
            'На пятом прыжке {hero} приземлил{h:ся|ась} прямо в лужу {place.in}, и брызги окатили {creature.acc} с ног до головы.',
            'На пятом прыжке {hero} запутал{h:ся|ась} в собственных ногах и сел{h:|а} на траву {place.in} рядом с {creature.ins}.',
          ],
        },
        {
          friend: true,
          text: '{friend} тоже прыгал{f:|а} — высоко, но всё равно не до {object.gen}, и в конце концов {f:сел|села} рядом, тяжело дыша.',
        },
        {
          bands: ['5-7', '8-10'],
          text: '{^creature} засмеял{c:ся|ась} сквозь слёзы — так смешно прыгал{h:|а} {hero}.',
        },
        {
          bands: ['8-10'],
          text: '{hero} отряхнул{h:ся|ась} и задумал{h:ся|ась}: прыгать — это, конечно, весело, но до {object.gen} не меньше трёх ростов {hero.gen}, и никакие прыжки тут не помогут — нужно было что-то придумать для {creature.gen}.',
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'day',
        weather: 'wind',
        mood: 'calm',
        cast: ['hero', 'friend', 'creature'],
        object: 'world',
        actions: { hero: 'reach-up', friend: 'stand', creature: 'sit' },
        objectAt: 'up-tree',
        framing: 'medium',
        prop: 'tall-tree',
      },
      text: [
        'Тогда {hero} {h:нашёл|нашла} под деревом {place.in} длинную палку.',
        {
          bands: ['5-7', '8-10'],
          text: 'Палка была длинная, сучковатая и очень подходящая — по крайней мере, так казалось, пока {hero} не поднял{h:|а} её к {object.dat}.',
        },
        'Тык-тык палкой — но {object} только качался на ветке и цеплялся ещё сильнее.',
        { bands: ['2-4'], text: 'Тык-тык палкой — не падает {object}!' },
        {
          bands: ['5-7', '8-10'],
          text: 'А потом палка и вовсе застряла в ветках рядом с {object.ins}, и теперь на дереве {place.in} висели две потерянные вещи.',
        },
        {
          friend: true,
          text: '{friend} хихикнул{f:|а}: «Ещё немножко — и мы повесим на дерево {place.in} всё, что у нас есть».',
        },
        {
          bands: ['5-7', '8-10'],
          text: '{^creature} вздохнул{c:|а} и сел{c:|а} под деревом {place.in}: «Наверное, {object} так и останется там навсегда».',
        },
        {
          bands: ['8-10'],
          text: 'Но {hero} вовсе не собирал{h:ся|ась} сдаваться: когда видишь, как {creature} грустно смотрит на свой {object}, уйти и сказать «ну, не получилось» просто невозможно — помогать {creature.dat} значит не бросать на полпути.',
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
        actions: { hero: 'carry', friend: 'carry', creature: 'carry' },
        objectAt: 'up-tree',
        framing: 'wide',
        prop: 'ladder',
      },
      text: [
        '{hero} огляд{h:елся|елась}: у сарая {place.in} стояла старая лестница, но она была тяжёлая-претяжёлая.',
        {
          bands: ['5-7', '8-10'],
          text: 'Лестница была деревянная, с облезлой краской, и на ней когда-то собирали яблоки {place.gen}.',
        },
        '{hero} потянул{h:|а} лестницу — а она ни с места, будто приросла к сараю {place.in}.',
        { bands: ['2-4'], text: 'Тянем-потянем лестницу для {creature.gen} — ни с места!' },
        {
          friend: true,
          text: '«Давай вместе!» — {f:предложил|предложила} {friend} и взял{f:ся|ась} за другой конец: вдвоём лестница сразу стала в два раза легче, а {creature} подталкивал{c:|а} сзади.',
        },
        {
          friend: false,
          text: 'Тогда {hero} позвал{h:|а} на помощь {creature.acc}: {hero} тянул{h:|а} за один конец, а {creature} толкал{c:|а} другой — и лестница поехала!',
        },
        {
          bands: ['5-7', '8-10'],
          text: 'Они тащили лестницу через весь двор {place.in}, пыхтя и отдуваясь, и куры разбегались в разные стороны.',
        },
        {
          bands: ['8-10'],
          text: 'По дороге {hero} подумал{h:|а}, что помогать — это часто значит и самому просить о помощи: одному эту лестницу было не сдвинуть, а вместе с {creature.ins} — пожалуйста. Никто ведь {place.in} не обязан справляться со всем в одиночку.',
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
        actions: { hero: 'climb', friend: 'stand', creature: 'stand' },
        objectAt: 'up-tree',
        framing: 'medium',
        prop: 'ladder',
      },
      text: [
        'Лестницу поставили к дереву {place.in}, и {hero} осторожно полез{h:|ла} наверх.',
        {
          bands: ['8-10'],
          text: 'Каждая ступенька скрипела, будто рассказывала свою историю: сколько лет она стояла у сарая {place.in}, сколько яблок по ней собрали и сколько котят сняли с крыш.',
        },
        'Ступенька, ещё ступенька — а внизу {creature} держал{c:|а} лестницу обеими лапами.',
        { bands: ['2-4'], text: 'Ступенька, ступенька — выше к {object.dat}!' },
        {
          bands: ['5-7', '8-10'],
          text: 'Ветер {place.in} раскачивал ветки, и {hero} крепко держал{h:ся|ась}, не глядя вниз.',
        },
        {
          friend: true,
          text: '{friend} держал{f:|а} лестницу вместе с {creature.ins} и подсказывал{f:|а}: «Левее, ещё чуточку к {object.dat}!»',
        },
        {
          bands: ['8-10'],
          text: 'Наверху было немного страшно: земля {place.in} казалась далёкой, а ветки — тонкими. Но {hero} помнил{h:|а}, что внизу лестницу держат надёжные лапы {creature.gen}, и от этого становилось спокойнее.',
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
        actions: { hero: 'give', friend: 'run', creature: 'hug' },
        objectAt: 'creature',
        framing: 'close',
      },
      text: [
        'И вот {hero} дотянул{h:ся|ась} и снял{h:|а} {object.acc} с ветки {place.in} — а заодно и застрявшую палку!',
        {
          bands: ['8-10'],
          text: 'Держа {object.acc} одной рукой, а другой крепко цепляясь за лестницу, {hero} спускал{h:ся|ась} медленно-медленно, ступенька за ступенькой, а внизу {creature} считал{c:|а} вслух каждую, чтобы было не страшно.',
        },
        '«Ура!» — закричал{c:|а} {creature} так громко, что с дерева вспорхнули все птицы {place.in}.',
        { bands: ['2-4'], text: 'Ура, {object} у {creature.gen} снова!' },
        {
          bands: ['5-7', '8-10'],
          text: '{hero} спустил{h:ся|ась} и протянул{h:|а} {object.acc} {creature.dat}, и {creature} прижал{c:|а} его к себе, как самое дорогое сокровище.',
        },
        {
          friend: true,
          text: '{friend} так обрадовал{f:ся|ась}, что станцевал{f:|а} вокруг дерева {place.in} какой-то совершенно новый танец.',
        },
        {
          bands: ['8-10'],
          text: '«Спасибо тебе, — {c:сказал|сказала} {creature}, — ты не сдал{h:ся|ась}, даже когда палка застряла», — «Как же я мог{h:|ла} сдаться, если тебе было грустно», — ответил{h:|а} {hero}, и оба засмеялись, глядя на палку, которая тоже вернулась на землю {place.in}.',
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
        actions: { hero: 'run', friend: 'run', creature: 'run' },
        objectAt: 'ground',
        framing: 'wide',
      },
      text: [
        'Потом лестницу отнесли обратно к сараю {place.in} и весь вечер играли с {object.ins}.',
        {
          bands: ['8-10'],
          text: 'Они играли, пока не стемнело, и {object} ни разу больше не улетел на дерево — видно, тоже понял, что с дерева {place.in} его достают слишком долго.',
        },
        {
          bands: ['8-10'],
          text: 'А вечером, когда {creature} уже {c:ушёл|ушла} домой, {hero} ещё раз {h:подошёл|подошла} к тому дереву {place.in}, посмотрел{h:|а} на верхнюю ветку и подумал{h:|а}: «Высоко. Но вдвоём — не так уж и высоко».',
        },
        'Только теперь с {object.ins} играли подальше от высоких деревьев {place.in} — на всякий случай!',
        { bands: ['2-4'], text: 'Играем с {object.ins} — подальше от деревьев!' },
        {
          bands: ['5-7', '8-10'],
          text: '{^creature} то и дело поглядывал{c:|а} на {hero.acc} и улыбал{c:ся|ась}: хорошо, когда рядом есть тот, кто не пройдёт мимо.',
        },
        {
          friend: true,
          text: '{friend} предложил{f:|а} создать команду спасателей {place.gen} — «на случай, если что-нибудь ещё застрянет».',
        },
        {
          bands: ['8-10'],
          text: 'А {hero} подумал{h:|а}: как хорошо, что утром {h:он|она} не {h:прошёл|прошла} мимо {creature.gen} и не сказал{h:|а} себе «это не моё дело», — ведь помочь — это сначала заметить, что кому-то плохо, а потом не отступать, пока {place.in} снова не станет хорошо.',
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
        'Ночью {hero} спал{h:|а} крепко-крепко, а {creature} — в своём домике {place.in}, обняв {object.acc}.',
        'Ветер {place.in} тихонько шелестел в ветвях, но теперь на них не висело ничего чужого.',
        { bands: ['2-4'], text: 'Спи, {creature}, с {object.ins}, спи, {hero}.' },
        {
          bands: ['5-7', '8-10'],
          text: 'И снилось {hero.dat}, что {h:он|она} лезет по лестнице прямо к звёздам над {place.ins} — чтобы снять одну и подарить тому, кому грустно.',
        },
      ],
    },
  ],
  questions: [
    { question: 'Что застряло на дереве?', right: '{^object}', wrong: ['{^other.object}', '{^other2.object}'] },
    { question: 'Чей это был {object}?', right: '{^creature.gen}', wrong: ['{^other.creature.gen}', 'Дедушкин'] },
    {
      question: 'Что случилось с палкой?',
      right: 'Она тоже застряла в ветках',
      wrong: ['Она сломалась', 'Её унёс ветер'],
    },
    {
      question: 'Как удалось снять {object.acc}?',
      right: 'Принесли лестницу и помогли друг другу',
      wrong: ['{hero} высоко подпрыгнул{h:|а}', 'Ветер сам сдул {object.acc}'],
    },
  ],
};

const floodedHome: Plot = {
  id: 'helping-flooded-home',
  moral: 'helping',
  titles: ['После ливня', 'Новый дом на пригорке', 'Переезд под дождём'],
  places: ['meadow', 'forest', 'garden', 'river'],
  creatures: ['mouse', 'rabbit', 'hedgehog', 'frog', 'duck'],
  objects: ['basket', 'boat', 'umbrella'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'rain',
        mood: 'worried',
        cast: ['hero', 'friend', 'creature'],
        object: null,
        actions: { hero: 'stand', friend: 'stand', creature: 'sit' },
        framing: 'wide',
      },
      text: [
        'Всю ночь над {place.ins} лил дождь, а утром {hero} {h:вышел|вышла} посмотреть на огромные лужи {place.in}.',
        {
          bands: ['5-7', '8-10'],
          text: 'Тропинки {place.in} превратились в ручьи, трава блестела от воды, и даже лягушки удивлённо квакали: столько воды сразу!',
        },
        '{^place.in}, у старого пня, сидел{c:|а} {c:мокрый|мокрая} {creature} и грустно смотрел{c:|а} на свою норку, полную воды.',
        { bands: ['2-4'], text: 'Буль-буль — в норке {creature.gen} вода!' },
        {
          bands: ['5-7', '8-10'],
          text: 'Из норки {creature.gen} плыли одеяльце, чашечка и маленькая подушка, а вся семья {creature.gen} стояла рядом и не знала, что делать.',
        },
        {
          friend: true,
          text: 'С {hero.ins} был{f:|а} {friend} — {f:весёлый и очень сильный|весёлая и очень сильная}: {friend} однажды в одиночку дотащил{f:|а} до дома мешок картошки.',
        },
        {
          friend: false,
          text: '{hero} как раз {h:нёс|несла} {object.acc} и сразу остановил{h:ся|ась} возле {creature.gen}.',
        },
        {
          bands: ['8-10'],
          text: '{^creature} рассказал{c:|а}, что ночью вода пришла так быстро, что они едва успели выбраться; теперь надо было переезжать на сухой пригорок {place.in}, но как перенести всё добро, если лапки маленькие, а лужи — огромные?',
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'rain',
        mood: 'calm',
        cast: ['hero', 'friend', 'creature'],
        object: 'world',
        actions: { hero: 'point', friend: 'stand', creature: 'point' },
        framing: 'medium',
      },
      text: [
        '«Я помогу вам переехать, {creature}, — сказал{h:|а} {hero}, — у меня есть {object}!»',
        'Пригорок {place.in} был недалеко, но дорогу к нему перегородили лужи.',
        {
          bands: ['5-7', '8-10'],
          text: 'Лужи разлились по {p:всему|всей|всему} {place.dat}, как маленькие озёра, и в каждой отражалось серое небо.',
        },
        { bands: ['2-4'], text: '«Я помогу!» — говорит {hero}, и {creature} улыбается.' },
        {
          bands: ['5-7', '8-10'],
          text: '{^creature} показал{c:|а} лапкой: вон там, на пригорке {place.in}, под корнями берёзы, будет новый дом — сухой и тёплый.',
        },
        {
          friend: true,
          text: '{friend} закатал{f:|а} рукава: «Перетащим всё в два счёта!» — и подмигнул{f:|а} {creature.dat}.',
        },
        {
          bands: ['8-10'],
          text: '{hero} оглядел{h:|а} вещи {creature.gen}: кроватки, чашечки, мешочки с зёрнышками, коробочка с пуговицами — и понял{h:|а}, что «два счёта» будут очень длинными. Но раз уж пообещал{h:|а} {creature.dat} — надо делать.',
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
        actions: { hero: 'carry', friend: 'splash', creature: 'stand' },
        framing: 'medium',
      },
      text: [
        'Сначала {hero} решил{h:|а} перенести всё за один раз и нагрузил{h:|а} {object.acc} горой вещей {creature.gen}.',
        {
          bands: ['5-7', '8-10'],
          text: 'Гора вещей {creature.gen} получилась выше {h:самого|самой} {hero.gen}: кроватки, подушки, мешочки, а на самом верху — чашечка, как вишенка на торте.',
        },
        'Но на первой же кочке {place.in} гора зашаталась — и всё посыпалось прямо в лужу!',
        { bands: ['2-4'], text: 'Бух — в лужу вещи {creature.gen}, ой-ой!' },
        {
          alts: [
            'Подушка {creature.gen} поплыла, как кораблик, а чашечка села на неё сверху, как капитан.',
            'Одеяльце {creature.gen} накрыло {hero.acc} с головой, и {hero} стал{h:|а} похож{h:|а} на маленькое привидение {place.gen}.',
          ],
        },
        {
          friend: true,
          text: '{friend} бросил{f:ся|ась} ловить вещи по всей луже {place.in} и поймал{f:|а} всё, кроме своей собственной кепки.',
        },
        {
          bands: ['5-7', '8-10'],
          text: '{^creature} сначала ахнул{c:|а}, а потом рассмеял{c:ся|ась}: «Ничего, подушку просушим, а капитан-чашечка даже не промокла».',
        },
        {
          bands: ['8-10'],
          text: '{hero} выловил{h:|а} последнюю пуговицу из лужи {place.in} и понял{h:|а}: торопиться с помощью — почти так же плохо, как не помогать совсем. Надо было нести вещи {creature.gen} понемножку.',
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'day',
        weather: 'rain',
        mood: 'worried',
        cast: ['hero', 'friend'],
        object: 'world',
        actions: { hero: 'reach-up', friend: 'sit' },
        framing: 'medium',
      },
      text: [
        'Тогда {hero} стал{h:|а} носить вещи {creature.gen} понемножку, но бегом, чтобы быстрее.',
        {
          bands: ['8-10'],
          text: '«Если бежать, выйдет в два раза быстрее», — рассудил{h:|а} {hero}, но тропинка {place.in} после ливня была скользкой, как каток, и об этом {hero} как-то не подумал{h:|а}.',
        },
        'А на скользкой тропинке {place.in} {hero} шлёпнул{h:ся|ась} и поехал{h:|а} по грязи, как на санках.',
        { bands: ['2-4'], text: 'Шлёп — поехал{h:|а} {hero} по грязи {place.in}!' },
        {
          bands: ['5-7', '8-10'],
          text: '{^object.acc} {hero} удержал{h:|а} высоко над головой, и ни одна вещичка {creature.gen} не упала, но сам{h:|а} {hero} был{h:|а} в грязи с ног до ушей.',
        },
        {
          friend: true,
          text: '{friend} подал{f:|а} {hero.dat} руку и тоже съехал{f:|а} — и вдвоём они оказались в самой большой луже {place.in}.',
        },
        {
          bands: ['8-10'],
          text: 'Сидя в луже {place.in}, {hero} засмеял{h:ся|ась}: мокро, грязно и смешно, зато вещи {creature.gen} целы. «Медленно и аккуратно — так выйдет быстрее всего», — сказал{h:|а} себе {hero}, и это звучало странно, но было правдой.',
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
        actions: { hero: 'carry', friend: 'carry', creature: 'give' },
        framing: 'wide',
      },
      text: [
        'И они придумали цепочку: {creature} подавал{c:|а} вещи у старой норки, а {hero} переносил{h:|а} их с {object.ins} на пригорок {place.in}.',
        {
          bands: ['5-7', '8-10'],
          text: '{^creature} подсказывал{c:|а}, что брать сначала, а что потом, и {hero} слушал{h:|а}: ведь это был дом {creature.gen}, и {creature} лучше знал{c:|а}, где что должно стоять.',
        },
        'Шаг за шагом, понемножку, аккуратно — и переезд {creature.gen} пошёл на лад!',
        { bands: ['2-4'], text: 'Раз — кроватка, два — чашечка, три — подушка {creature.gen}!' },
        {
          bands: ['5-7', '8-10'],
          text: 'Вся семья {creature.gen} помогала: кто подавал, кто раскладывал, кто пел песенку для бодрости.',
        },
        {
          friend: true,
          text: '{friend} носил{f:|а} самые тяжёлые вещи, а {hero} — самые хрупкие: сильные руки {friend.gen} и аккуратные руки {hero.gen} вместе справлялись с любым грузом {creature.gen}.',
        },
        {
          bands: ['8-10'],
          text: 'Дождь над {place.ins} то стихал, то снова начинался, и {hero} промок{h:|ла} насквозь, но ни разу не подумал{h:|а} уйти домой. Каждый раз, ставя очередную вещичку в новый дом {creature.gen}, {hero} чувствовал{h:|а}, как внутри становится теплее — будто не {hero} помогал{h:|а}, а {h:ему|ей} помогали согреться.',
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
        actions: { hero: 'stand', friend: 'sit', creature: 'walk' },
        framing: 'medium',
        prop: 'hut',
      },
      text: [
        'К вечеру дождь кончился, и над {place.ins} засияло солнце.',
        {
          bands: ['8-10'],
          text: 'Над пригорком {place.in} повисла радуга, и малыши {creature.gen} прыгали от радости, пытаясь дотянуться до неё лапками.',
        },
        {
          bands: ['5-7', '8-10'],
          text: 'Лужи {place.in} заблестели, как зеркала, и в каждой отражался кусочек голубого неба.',
        },
        'Новый домик {creature.gen} на пригорке был готов — сухой, уютный, с кроваткой и чашечкой на полке.',
        { bands: ['2-4'], text: 'Новый домик {creature.gen} — сухо и тепло, ура!' },
        {
          bands: ['5-7', '8-10'],
          text: '{^creature} {c:обошёл|обошла} домик, потрогал{c:|а} стены и счастливо зажмурил{c:ся|ась}: «Ещё лучше старого!»',
        },
        {
          friend: true,
          text: '{friend} плюхнул{f:ся|ась} на траву {place.in} и заявил{f:|а}, что {f:он|она} {f:самый уставший и самый счастливый|самая уставшая и самая счастливая} на свете.',
        },
        {
          bands: ['8-10'],
          text: 'Мама {creature.gen} вынесла всем горячего травяного чаю в крошечных чашечках — тех самых, что {hero} переносил{h:|а} на пригорок. Чай {creature.gen} был ароматный, с мятой {place.in}, и {hero} пил{h:|а} его маленькими глоточками, потому что чашечки были очень маленькими.',
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
        actions: { hero: 'hug', friend: 'stand', creature: 'hug' },
        framing: 'close',
      },
      text: [
        '«Спасибо, — {c:сказал|сказала} {creature}, — без тебя мы бы переезжали неделю!»',
        {
          bands: ['8-10'],
          text: 'Мама {creature.gen} обняла {hero.acc} мокрыми лапками и сказала, что двери нового домика для {hero.gen} всегда открыты — даже если снова польёт дождь над {place.ins}.',
        },
        {
          bands: ['5-7', '8-10'],
          text: 'Малыши {creature.gen} обнимали {hero.acc} за ноги и не хотели отпускать, и {hero} смеял{h:ся|ась}, потому что было очень щекотно.',
        },
        '«Пустяки, {creature}, — улыбнул{h:ся|ась} {hero}, — вместе ведь легче».',
        { bands: ['2-4'], text: '«Спасибо!» — «Пожалуйста, {creature}!»' },
        {
          bands: ['5-7', '8-10'],
          text: '{^creature} подарил{c:|а} {hero.dat} на память пуговку с четырьмя дырочками — ту самую, что {hero} выловил{h:|а} из лужи {place.in}.',
        },
        {
          friend: true,
          text: '{friend} получил{f:|а} в подарок свою кепку — её нашли в луже {place.in}, когда вода ушла.',
        },
        {
          bands: ['8-10'],
          text: '«Знаешь, — сказал{h:|а} {hero}, шагая домой с {object.ins}, — помогать — это не один раз сделать что-то большое, а много раз сделать что-то маленькое. Как переносить чашечки {creature.gen} по одной», — и от этой мысли {hero} почувствовал{h:|а} себя очень взросл{h:ым|ой}.',
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
        'Дома {hero} долго отмывал{h:ся|ась} в тёплой ванне, а {object} {o:сох|сохла|сохло} у двери.',
        {
          bands: ['8-10'],
          text: 'Засыпая, {hero} думал{h:|а} о новом домике {creature.gen} на пригорке: как там сейчас сухо и тепло, как спят в своих кроватках малыши, и как чашечка-капитан стоит на полке, будто охраняет их сон.',
        },
        {
          bands: ['8-10'],
          text: 'Мама ахнула, увидев, сколько грязи {place.in} {hero} {h:принёс|принесла} домой, но, услышав про переезд {creature.gen}, только покачала головой и сказала: «Такую грязь я отстираю с удовольствием».',
        },
        'А {place.in}, на сухом пригорке, в новом домике сладко спал{c:|а} {creature}.',
        { bands: ['2-4'], text: 'Сухо {creature.dat}, тепло {hero.dat} — спокойной ночи {place.dat}!' },
        {
          bands: ['5-7', '8-10'],
          text: 'Пуговка лежала на тумбочке, и {hero} засыпал{h:|а}, глядя на неё и улыбаясь: завтра надо будет сходить {place.to} проведать соседей.',
        },
      ],
    },
  ],
  questions: [
    {
      question: 'Что случилось с норкой {creature.gen}?',
      right: 'Её залило водой после ливня',
      wrong: ['Её засыпало снегом', 'Её унёс ветер'],
    },
    {
      question: 'С чем {hero} переносил{h:|а} вещи?',
      right: 'С {object.ins}',
      wrong: ['С {other.object.ins}', 'С тачкой'],
    },
    {
      question: 'Что случилось, когда {hero} {h:понёс|понесла} всё сразу?',
      right: 'Вещи упали в лужу',
      wrong: ['{hero} {h:потерялся|потерялась}', 'Начался снег'],
    },
    {
      question: 'Что подарил{c:|а} {creature} {hero.dat} на память?',
      right: 'Пуговку из лужи',
      wrong: ['{^other.object.acc}', 'Чашечку'],
    },
  ],
};

export const helpingPlots: Plot[] = [lostLittle, stuckInTree, floodedHome];
