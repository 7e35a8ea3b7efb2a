import type { Plot } from '../../format.js';

const thankTheHelper: Plot = {
  id: 'gratitude-thank-the-helper',
  moral: 'gratitude',
  titles: ['Ein Danke für {creature.acc}', '{hero} sagt Danke', 'Ein Danke, das ankommt'],
  places: ['forest', 'mountain', 'snowfield', 'meadow'],
  creatures: ['fox', 'owl', 'fawn', 'bear'],
  objects: ['flower', 'cake', 'shell', 'feather'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'evening',
        weather: 'clear',
        mood: 'worried',
        cast: ['hero', 'creature'],
        actions: { hero: 'walk', creature: 'walk' },
        object: null,
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Gestern Abend hatte sich {hero} {place.in} verlaufen.',
            'Gestern war {hero} {place.in} vom Weg abgekommen, als der Nebel kam.',
          ],
        },
        {
          alts: [
            'Der Nebel war so dicht, dass {hero} nicht einmal {h:seine|ihre} eigenen Schuhe sah.',
            'Dichter, weißer Nebel lag {place.in}, so dick wie Zuckerwatte.',
          ],
        },
        { text: 'Alles weiß. Wo ist der Weg?', bands: ['2-4'] },
        {
          alts: [
            'Da war plötzlich {creature} aufgetaucht und hatte {hero} den Weg nach Hause gezeigt.',
            'Doch dann war aus dem Nebel {creature} gekommen und hatte {hero} sicher nach Hause gebracht.',
          ],
        },
        {
          text: 'Zu Hause hatte Mama {hero} in eine Decke gewickelt und heißen Tee gekocht, und {hero} war sofort eingeschlafen, den Nebel noch in den Haaren.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{^creature} war die ganze Zeit vorausgegangen, immer nur so weit, dass {hero} {c:ihn|sie|es} gerade noch sehen konnte. Und an jeder Kreuzung hatte {c:er|sie|es} gewartet.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Zu Hause war {hero} so müde und so froh gewesen, dass {h:er|sie} sich gar nicht umgedreht hatte. Erst im Bett fiel es {h:ihm|ihr} ein, mitten in der Nacht, mit einem kleinen Stich im Bauch: Ich habe {creature.dat} gar nicht Danke gesagt.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'home',
        time: 'morning',
        weather: 'clear',
        mood: 'calm',
        cast: ['hero', 'friend'],
        actions: { hero: 'sit', friend: 'sit' },
        object: null,
        framing: 'medium',
        prop: 'table',
      },
      text: [
        {
          alts: [
            'Am nächsten Morgen wusste {hero}: Ich muss {creature.dat} Danke sagen!',
            'Gleich beim Aufwachen dachte {hero} an {creature.acc}: Ich habe gar nicht Danke gesagt!',
          ],
        },
        { text: '{creature.sound} Heute sagt {hero} {creature.dat} Danke!', bands: ['2-4'] },
        {
          alts: [
            '{friend} kam zum Frühstück, und {hero} erzählte {f:ihm|ihr} alles.',
            'Beim Frühstück erzählte {hero} {friend} von {creature.dat} und vom Nebel.',
          ],
          friend: true,
        },
        {
          text: '„Dann gehen wir zusammen“, sagte {friend}. „Ich kenne den Weg {place.to}, wenn kein Nebel ist.“',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            'Mama packte {hero} ein Butterbrot ein und sagte: „Aber nur bis zur großen Eiche.“',
            '„Bis zur großen Eiche darfst du“, sagte Mama, „weiter nicht.“',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} dachte darüber nach, wie man so ein Danke am besten sagt. Es sollte ein großes Danke sein für {creature.acc}, eins, das so groß ist wie die Hilfe. Aber wie groß ist eigentlich ein Danke: Passt es in eine Hand, in einen Korb oder in ein ganzes Lied?',
          bands: ['8-10'],
        },
        {
          text: 'Und was schenkt man jemandem, der {place.in} wohnt und schon alles hat, was es dort gibt: Bäume, Moos, Wind und Sterne? Etwas Besonderes musste es sein, etwas, das man nicht einfach so findet.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'clear',
        mood: 'happy',
        cast: ['hero', 'friend'],
        actions: { hero: 'wave', friend: 'sit' },
        object: null,
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Am Rand {place.gen} legte {hero} die Hände an den Mund und rief: „Danke!“',
            '{hero} stellte sich an den Rand {place.gen} und rief, so laut {h:er|sie} konnte: „Danke!“',
          ],
        },
        {
          alts: ['„Danke, anke, anke“, antwortete das Echo.', 'Und das Echo rief zurück: „Anke … anke … anke!“'],
        },
        { text: 'Danke, anke, anke, ruft das Echo!', bands: ['2-4'] },
        { alts: ['Aber {creature} kam nicht.', 'Doch von {creature.dat} war nichts zu sehen.'] },
        {
          text: 'Nur ein Specht klopfte {place.in} an einen Baum, als wollte er fragen, wer hier so laut ruft.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{friend} rief auch, und das Echo antwortete: „Anke!“ Da mussten beide so lachen, dass sie sich ins Moos setzen mussten.',
          friend: true,
        },
        {
          text: '{hero} zuckte mit den Schultern und schaute sich nach {creature.dat} um. Vielleicht war das Echo ja auch ganz froh über ein Danke, bekam es ja sonst nur „Hallo“ und „Huhu“ zu hören.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Aber ein Danke, das nur das Echo hört, fühlte sich nicht richtig an. Ein Danke muss bei {creature.dat} ankommen, dachte {hero}, so wie ein Brief, sonst ist es wie ein Geschenk, das man im Schrank vergisst.',
          bands: ['8-10'],
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
        actions: { hero: 'sit', friend: 'stand' },
        object: null,
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Dann malte {hero} ein Bild und schrieb darunter in großen Buchstaben: DANKE.',
            'Als Nächstes malte {hero} einen Dankesbrief mit einem großen Herz und hängte ihn an einen Baum.',
          ],
        },
        {
          alts: [
            'Aber {creature} konnte ja gar nicht lesen!',
            'Doch dann fiel es {hero} ein: {^creature} konnte doch gar nicht lesen!',
          ],
        },
        { text: 'Oje, {creature} kann nicht lesen!', bands: ['2-4'] },
        {
          text: '{hero} stellte sich vor, wie {creature} den Brief verkehrt herum hielt und sich wunderte, was das für ein seltsames Blatt war. Vielleicht würde {c:er|sie|es} sogar hineinbeißen.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Der Brief flatterte im Wind, und eine Meise setzte sich darauf und pickte an dem großen Herz herum.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{friend} kicherte: „Vielleicht denkt {c:er|sie|es}, das ist ein sehr dünnes Butterbrot.“',
          friend: true,
        },
        {
          text: 'Da setzte sich {hero} auf einen Baumstumpf und dachte nach. Was versteht jeder, auch {c:einer|eine|eins}, {c:der|die|das} nicht lesen kann? Was versteht {creature} ganz bestimmt? Und dann wusste {hero} es: Man versteht es, wenn jemand selbst {place.to} kommt, mit etwas Schönem in der Hand und einem Lächeln im Gesicht.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'day',
        weather: 'clear',
        mood: 'calm',
        cast: ['hero', 'friend'],
        actions: { hero: 'look-for', friend: 'look-for' },
        object: 'world',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Da suchte {hero} ein Geschenk: {object.acc}, so schön wie nur möglich.',
            'Also holte {hero} ein kleines Geschenk: {object.acc}, das Schönste, was {h:er|sie} finden konnte.',
          ],
        },
        {
          alts: [
            'Und dann machte {hero} sich auf die Suche nach {creature.dat}, {place.through}.',
            'Dann ging {hero} {place.through}, um {creature.acc} selbst zu finden.',
          ],
        },
        { text: 'Wo bist du? Wo bist du, {c:lieber|liebe|liebes} {creature.bare}?', bands: ['2-4'] },
        {
          text: '{friend} ging mit und hielt Ausschau, denn {f:er|sie} hatte die schärfsten Augen und entdeckte Spuren {creature.gen} im Moos.',
          friend: true,
        },
        {
          alts: [
            'Sie suchten bei den hohen Farnen, am Bach und hinter den großen Felsen.',
            'Sie schauten unter Wurzeln und hinter Steinen und in jede Mulde.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Es war ein ganz anderer Weg als gestern mit {creature.dat}. Ohne Nebel sah {place.nom} freundlich aus, mit Sonnenflecken und Vogelgezwitscher. {hero} merkte, wie weit {creature} {h:ihn|sie} gestern geführt hatte. So weit war das, und {creature} hatte nichts dafür verlangt, nicht einmal ein Wort.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'day',
        weather: 'clear',
        mood: 'happy',
        cast: ['hero', 'creature'],
        actions: { hero: 'give', creature: 'receive' },
        object: 'world',
        objectAt: 'creature',
        framing: 'close',
        prop: 'tall-tree',
      },
      text: [
        {
          alts: [
            'Da, unter einem alten Baum, saß {creature}!',
            'Und dann, unter einer alten Tanne, entdeckte {hero} {creature.acc}.',
          ],
        },
        {
          alts: [
            '{hero} ging ganz nah heran und hielt {object.acc} hin.',
            '{hero} lief hin und streckte {creature.dat} {object.acc} entgegen.',
          ],
        },
        {
          alts: [
            '„Danke“, sagte {hero}. „Danke, dass du mich gestern nach Hause gebracht hast.“',
            '„Danke für gestern“, sagte {hero} leise. „Ohne dich hätte ich nie nach Hause gefunden.“',
          ],
        },
        { text: 'Danke, {c:lieber|liebe|liebes} {creature.bare}!', bands: ['2-4'] },
        {
          alts: [
            '{^creature} schaute {object.acc} an. Dann schaute {c:er|sie|es} lange zu {hero} hinüber.',
            '{^creature} blinzelte, als könnte {c:er|sie|es} es gar nicht glauben.',
          ],
        },
        { text: '„Mir hat noch nie jemand Danke gesagt“, sagte {creature} leise. „Noch nie.“', bands: ['5-7', '8-10'] },
        {
          text: '{hero} erzählte, wie dicht der Nebel gewesen war und wie froh {h:er|sie} gewesen war, {creature.acc} zu sehen.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} sah, wie {creature} {object.acc} immer wieder anschaute und dabei leise lächelte, und spürte, wie sich in {h:seiner|ihrer} Brust etwas Warmes ausbreitete, als hätte {h:er|sie} selbst ein Geschenk bekommen.',
          bands: ['8-10'],
        },
        {
          text: '{^creature} erzählte, dass {c:er|sie|es} schon viele Wanderer aus dem Nebel geführt hatte, große und kleine, müde und ängstliche. Aber alle waren immer schnell nach Hause gelaufen, und dann war {creature} wieder allein {place.in} gewesen. „Ich dachte, das ist eben so“, sagte {c:er|sie|es}. „Man hilft, und dann ist es vorbei.“',
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
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'sit', friend: 'sit', creature: 'sit' },
        object: 'world',
        objectAt: 'creature',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Dann saßen sie zusammen {place.in}, bis die Sonne rot wurde.',
            'Den ganzen Nachmittag saßen {hero} und {creature} zusammen.',
          ],
        },
        {
          alts: [
            '{^creature} hielt {object.acc} ganz vorsichtig, als wäre {o:er|sie|es} aus Gold.',
            '{object} lag ganz nah bei {creature.dat}, wie ein Schatz.',
          ],
        },
        { text: '„Danke ist ein kleines Wort“, sagte {friend}, „aber es macht ganz große Freude.“', friend: true },
        { text: 'Danke ist ein kleines Wort, dachte {hero}, aber es macht ganz große Freude.', friend: false },
        { text: 'Kleines Wort, große Freude für {creature.acc}.', bands: ['2-4'] },
        {
          alts: [
            'Von {creature.dat} lernte {hero} den kürzesten Weg nach Hause, damit {h:er|sie} sich nie wieder verläuft.',
            'Zum Abschied verriet {creature} einen geheimen Pfad, der immer nach Hause führt.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: '„Kommst du mal wieder?“, fragte {creature}, als {hero} ging. „Auch ohne Nebel?“ „Gerade ohne Nebel“, sagte {hero} und lachte. Und {creature} lachte auch, zum ersten Mal an diesem Tag so richtig laut.',
          bands: ['8-10'],
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
        actions: { hero: 'sleep' },
        object: null,
        framing: 'medium',
        prop: 'bed',
      },
      text: [
        {
          alts: [
            'Am Abend lag {hero} im Bett und dachte an {creature.acc}.',
            'Im Bett dachte {hero} noch lange an {creature.acc} {place.in}.',
          ],
        },
        {
          alts: [
            'Irgendwo da draußen hielt {creature} jetzt {object.acc} und lächelte.',
            'Und irgendwo {place.in} lag {object} jetzt neben {creature.dat}.',
          ],
        },
        { text: 'Danke für den Tag, und gute Nacht.', bands: ['2-4'] },
        {
          text: 'Draußen war kein Nebel, nur ein klarer Himmel voller Sterne über {place.dat}.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Morgen, beschloss {hero}, würde {h:er|sie} noch mehr Leuten Danke sagen: dem Busfahrer, der immer wartet, wenn {hero} zu spät kommt, und der Frau vom Bäcker, die immer ein Brötchen extra in die Tüte legt. Es gab so viele, denen man Danke sagen konnte, wenn man erst einmal darauf achtete.',
          bands: ['8-10'],
        },
        {
          text: 'Und bevor {hero} einschlief, sagte {h:er|sie} noch ganz leise Danke: für Mama und Papa, für das warme Bett, für {creature.acc} und für den Nebel. Denn ohne den Nebel hätte {hero} {creature.acc} ja nie kennengelernt.',
          bands: ['5-7', '8-10'],
        },
      ],
    },
  ],
  questions: [
    {
      question: 'Wer hatte {hero} im Nebel nach Hause gebracht?',
      right: '{creature}',
      wrong: ['{other.creature}', '{other2.creature}'],
    },
    { question: 'Wer antwortete, als {hero} laut Danke rief?', right: 'Das Echo', wrong: ['{creature}', 'Mama'] },
    {
      question: 'Warum half der Brief nicht?',
      right: '{^creature} konnte nicht lesen',
      wrong: ['Der Regen hat ihn nass gemacht', 'Der Wind hat ihn weggeweht'],
    },
    {
      question: 'Was brachte {hero} {creature.dat} mit?',
      right: '{object.acc}',
      wrong: ['{other.object.acc}', '{other2.object.acc}'],
    },
    {
      question: 'Wie fühlte sich {creature}, als {hero} Danke sagte?',
      right: 'Ganz froh, weil noch nie jemand Danke gesagt hatte',
      wrong: ['Ärgerlich und müde', 'Traurig über das Geschenk'],
    },
  ],
};

const rainyDay: Plot = {
  id: 'gratitude-rainy-day',
  moral: 'gratitude',
  titles: ['Der graue Regentag', '{hero} und die Danke-Dinge', 'Regen {place.in}'],
  places: ['village', 'farm', 'garden', 'park'],
  creatures: ['duck', 'frog', 'cat', 'puppy'],
  objects: ['umbrella', 'boat', 'ball'],
  pages: [
    {
      scene: {
        place: 'home',
        time: 'morning',
        weather: 'rain',
        mood: 'worried',
        cast: ['hero', 'friend'],
        actions: { hero: 'sit', friend: 'point' },
        object: null,
        framing: 'medium',
        prop: 'window',
      },
      text: [
        {
          alts: [
            'Es regnete. Es regnete schon den ganzen Morgen {place.in}.',
            'Draußen {place.in} regnete es, und es sah nicht so aus, als würde es je wieder aufhören.',
          ],
        },
        {
          alts: [
            '{hero} saß am Fenster, schaute hinaus {place.to} und zog ein langes Gesicht.',
            'Mit der Nase am Fenster seufzte {hero} so tief, dass die Scheibe beschlug.',
          ],
        },
        { text: 'Plitsch, platsch, Regen, so langweilig!', bands: ['2-4'] },
        {
          alts: [
            '„Heute ist alles doof“, brummte {hero}, „nicht mal {object} ist schön.“',
            '„Was für ein blöder Tag“, murrte {hero}. „Es gibt überhaupt nichts Gutes heute.“',
          ],
        },
        {
          text: '{friend} war zu Besuch und malte {object.acc} an die beschlagene Scheibe, aber {hero} wollte nicht mitmalen.',
          friend: true,
        },
        {
          alts: [
            'Eigentlich hätte {hero} heute mit {object.dat} spielen wollen. Und jetzt das!',
            'Dabei hatte {hero} sich so gefreut, heute draußen mit {object.dat} zu spielen.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: '{object} lag in der Ecke, und {hero} fand, dass {o:er|sie|es} genauso traurig aussah wie {h:er|sie} selbst.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Der Kakao war zu heiß, die Socken kratzten, und der Lieblingsstift war abgebrochen. Wenn ein Tag einmal doof anfängt, dachte {hero}, dann bleibt er auch doof, drinnen wie {place.in}. Das ist wie mit einem Pulli, den man falsch zuknöpft: Wenn der erste Knopf falsch ist, sind alle falsch.',
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
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'sit', friend: 'sit', creature: 'wave' },
        object: null,
        framing: 'close',
        prop: 'window',
      },
      text: [
        {
          alts: [
            'Also zählte {hero} die Regentropfen an der Scheibe.',
            'Um sich die Zeit zu vertreiben, zählte {hero} die Tropfen, die an der Scheibe herunterliefen.',
          ],
        },
        {
          alts: [
            'Eins, zwei, drei, siebenundvierzig … Das war noch langweiliger, als {object.acc} anzustarren.',
            'Bei dreiundzwanzig verzählte {hero} sich. Das war noch langweiliger als vorher.',
          ],
        },
        { text: 'Eins, zwei, drei, gähn, so viele Tropfen {place.in}!', bands: ['2-4'] },
        {
          text: '{friend} zählte mit und kam auf eine ganz andere Zahl. Sie stritten ein bisschen und mussten dann doch lachen, so laut, dass man es bestimmt {place.in} hörte.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            'Da klopfte es an die Scheibe. Draußen stand {creature}, klatschnass und strahlend.',
            'Plötzlich tauchte am Fenster {creature} auf, tropfnass und bester Laune.',
          ],
        },
        {
          text: 'Eigentlich mochte {hero} {creature.acc} ja. Aber heute mochte {hero} gar nichts, nicht einmal {object.acc}, aus Prinzip. Wenn man einmal beschlossen hat, dass ein Tag doof ist, dann will man auch recht behalten, selbst wenn einem plötzlich jemand Fröhliches ans Fenster klopft.',
          bands: ['8-10'],
        },
        { text: '{creature.sound} Komm raus {place.to}!', bands: ['2-4'] },
        {
          alts: [
            '„Komm raus!“, rief {creature}. „Es ist herrlich!“',
            '„Was machst du denn drinnen?“, rief {creature}. „Draußen ist es wunderbar!“',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} starrte {creature.acc} an. Herrlich, bei diesem Wetter? {^creature} musste sich verguckt haben, oder {c:er|sie|es} hatte zu viel Regen in die Ohren bekommen.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'day',
        weather: 'rain',
        mood: 'worried',
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'splash', friend: 'splash', creature: 'splash' },
        object: 'world',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Mürrisch zog {hero} die Gummistiefel an und nahm {object.acc} mit.',
            'Mit einem Brummen zog {hero} Regenjacke und Stiefel an und nahm {object.acc} mit nach draußen.',
          ],
        },
        {
          alts: [
            'Aber gleich beim ersten Schritt trat {hero} in eine tiefe Pfütze. Platsch!',
            'Und schon beim ersten Schritt {place.in} versank ein Stiefel in einer Pfütze. Platsch!',
          ],
        },
        {
          alts: [
            'Jetzt waren die Socken nass. „Siehst du“, brummte {hero} und schaute {object.acc} böse an, „alles doof.“',
            'Nasse Socken! „Hab ich doch gesagt“, grummelte {hero}. „Alles doof.“',
          ],
        },
        { text: 'Platsch! Nasse Socken {place.in}!', bands: ['2-4'] },
        {
          text: '{friend} hüpfte hinterher und landete in derselben Pfütze, und dann standen beide mit nassen Socken und schauten sich an.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Aber {creature} lachte nur und sprang mitten in die Pfütze, dass es nach allen Seiten spritzte.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} wollte gerade umdrehen und wieder hineingehen, als {h:er|sie} das Gesicht {creature.gen} sah. {^creature} war so glücklich, so vollkommen glücklich, mitten im Regen, mit Tropfen auf der Nase. Wie konnte man bei diesem Wetter so glücklich sein?',
          bands: ['8-10'],
        },
        {
          text: 'Die Regentropfen liefen {hero} in den Kragen, kalt und kitzelig, und tropften auf {object.acc}.',
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
        cast: ['hero', 'creature'],
        actions: { hero: 'stand', creature: 'stand' },
        object: 'world',
        framing: 'close',
      },
      text: [
        {
          alts: [
            '„Hör mal“, sagte {creature} und hob {c:seine|ihre|seine} nasse Nase.',
            '„Psst, hör doch mal“, flüsterte {creature}.',
          ],
        },
        {
          alts: [
            'Der Regen trommelte auf die Dächer, auf die Blätter und auf {object.acc}. Tock, tock, plitsch, tock.',
            'Überall {place.in} machte der Regen Musik: tock auf den Dächern, plitsch in den Pfützen, tack auf {object.dat}.',
          ],
        },
        { text: 'Tock, tock, plitsch! Regenmusik {place.in}!', bands: ['2-4'] },
        {
          alts: [
            'Es klang wie ein Lied, und {hero} hatte das noch nie bemerkt.',
            '{hero} lauschte. Es klang tatsächlich wie ein Lied, ein Lied nur für heute.',
          ],
        },
        {
          alts: [
            'Dann gingen {hero} und {creature} zu den Schnecken, die im Regen spazieren gingen.',
            'Und {creature} zeigte auf die Regenwürmer und Schnecken, die jetzt alle unterwegs waren.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Jede Pfütze klang anders, die große tief und dunkel, die kleine hell und fröhlich.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '„Die warten die ganze Woche auf so einen Tag“, erklärte {creature}. „Für die ist heute Feiertag.“ {hero} beugte sich über eine Schnecke, die ganz langsam über einen Stein kroch, und musste lächeln. Für die Schnecke war heute also der allerschönste Tag, genau wie für {creature.acc}.',
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
        actions: { hero: 'splash', friend: 'run', creature: 'splash' },
        object: 'world',
        objectAt: 'ground',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Dann spielten sie mit {object.dat} in den Pfützen.',
            'Und dann spielten {hero} und {creature} mit {object.dat}, mitten im Regen {place.in}.',
          ],
        },
        {
          alts: [
            'Es spritzte und platschte, und {hero} musste lachen, ganz laut, und {creature} lachte mit.',
            'Das Wasser spritzte hoch, und {hero} lachte, zum ersten Mal an diesem Tag.',
          ],
        },
        { text: 'Spritz, platsch, hihi! Mit {creature.dat} im Regen!', bands: ['2-4'] },
        {
          text: '{friend} erfand ein Pfützenspiel, bei dem man nur auf den trockenen Stellen stehen durfte, aber trockene Stellen gab es keine, und so verlor jeder jedes Mal.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            'Die nassen Socken waren ganz vergessen, wenn {object} durch die Pfützen flog.',
            'An die nassen Socken dachte {hero} gar nicht mehr.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: '{^creature} zeigte, wie man mit einem Sprung die größte Welle macht, und {hero} machte es nach.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Sie bauten einen kleinen Damm aus Ästen, damit das Wasser einen neuen Weg nehmen musste, und schauten zu, wie es gluckernd einen winzigen Wasserfall machte. {^creature} taufte ihn den größten Wasserfall, und {hero} fand, dass das ungefähr stimmte.',
          bands: ['8-10'],
        },
        {
          text: 'Und auf einmal merkte {hero}, dass der Tag {place.in} gar nicht doof war. Er war nur anders, als {h:er|sie} ihn sich vorgestellt hatte, und anders war manchmal sogar besser, fand auch {creature}.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'home',
        time: 'evening',
        weather: 'rain',
        mood: 'calm',
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'sit', friend: 'sit', creature: 'sit' },
        object: 'world',
        objectAt: 'ground',
        framing: 'medium',
        prop: 'table',
      },
      text: [
        {
          alts: [
            'Am Nachmittag gab es drinnen Kakao, genau richtig warm, und {object} durfte auch mit hinein.',
            'Später saßen alle in der Küche, und Mama machte Kakao, genau richtig warm.',
          ],
        },
        {
          alts: [
            '{^creature} durfte mit hereinkommen und bekam ein Handtuch. {creature.sound}',
            'Auch {creature} durfte hinein, wurde mit einem Handtuch trockengerubbelt und schüttelte sich.',
          ],
        },
        { text: 'Kakao und ein Handtuch für {creature.acc}!', bands: ['2-4'] },
        {
          alts: [
            '„Weißt du was?“, sagte {hero}. „Ich bin froh, dass du geklopft hast.“',
            '„Danke, dass du mich rausgeholt hast“, sagte {hero} zu {creature.dat}.',
          ],
        },
        {
          alts: [
            '„Danke sagen macht gute Laune“, sagte {friend}. „Das hat meine Oma erfunden.“',
            '„Wer Danke sagt, dem wird sogar ein Regentag schön“, sagte {friend} und kraulte {creature.acc}.',
          ],
          friend: true,
        },
        {
          alts: [
            'Danke sagen macht gute Laune, dachte {hero}.',
            'Wer Danke sagt, dachte {hero} und schaute {creature.acc} an, dem wird sogar ein Regentag schön.',
          ],
          friend: false,
        },
        {
          text: 'Die nassen Socken hingen über dem Ofen und dampften, und {object} tropfte in der Ecke vor sich hin.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Mama fragte, wie es draußen gewesen sei. „Nass“, sagte {hero} und grinste, „und schön, {place.in} ist Regen wie Musik.“',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Aus dem Fenster sah {hero} die Pfützen {place.in}, in denen jetzt der graue Himmel schwamm. Heute Morgen hatten dieselben Pfützen nur nass und kalt ausgesehen, jetzt sahen sie aus wie kleine Spiegel für {creature.acc}, in denen man den Himmel umdrehen konnte.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'home',
        time: 'evening',
        weather: 'rain',
        mood: 'happy',
        cast: ['hero', 'creature'],
        actions: { hero: 'sit', creature: 'sit' },
        object: null,
        framing: 'close',
        prop: 'bed',
      },
      text: [
        {
          alts: [
            'Vor dem Schlafen erfand {hero} ein neues Spiel: die Danke-Dinge vom Tag {place.in}.',
            'Am Abend dachte sich {hero} etwas Neues aus: Danke-Dinge zählen.',
          ],
        },
        {
          alts: [
            'Für jedes schöne Ding vom Tag einen Finger: die Regenmusik, die Pfützen, {creature}, der Kakao.',
            '{hero} zählte an den Fingern ab: Danke für die Regenmusik, Danke für die Pfützen, Danke für {creature.acc} und Danke für den Kakao.',
          ],
        },
        { text: 'Danke für den Regen {place.in}. Danke für {creature.acc}.', bands: ['2-4'] },
        {
          alts: [
            'Es wurden so viele, dass die Finger nicht reichten, und {object} war auch dabei.',
            'Bald reichten die zehn Finger nicht mehr, und {hero} musste die Zehen dazunehmen.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Komisch, dachte {hero}: Am Morgen hatte {h:er|sie} gedacht, es gäbe heute gar nichts Gutes, und jetzt waren es mehr Danke-Dinge als Finger. Vielleicht sind die guten Dinge immer da, dachte {hero}, man muss sie nur bemerken, so wie {creature}. Und das Danke ist wie eine Taschenlampe, mit der man sie findet.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'home',
        time: 'night',
        weather: 'rain',
        mood: 'sleepy',
        cast: ['hero'],
        actions: { hero: 'sleep' },
        object: null,
        framing: 'medium',
        prop: 'bed',
      },
      text: [
        { alts: ['Draußen regnete es immer noch {place.in}.', 'Der Regen trommelte immer noch leise {place.in}.'] },
        {
          alts: [
            'Aber jetzt klang es für {hero} wie ein Schlaflied, und {hero} dachte an {creature.acc}.',
            'Doch jetzt war es für {hero} das schönste Schlaflied der Welt.',
          ],
        },
        { text: 'Tock, tock, plitsch, schlaf gut, {c:kleiner|kleine|kleines} {creature.bare}.', bands: ['2-4'] },
        {
          text: '{object} trocknete am Ofen und war morgen bestimmt wieder bereit für neue Pfützen.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Dann dachte {hero} an morgen: Vielleicht würde es wieder regnen, vielleicht würde die Sonne scheinen, es war eigentlich egal: Irgendetwas zum Danke-Sagen würde sich schon finden, bei jedem Wetter.',
          bands: ['8-10'],
        },
        {
          text: 'Und irgendwo saß {creature} bestimmt mitten in einer Pfütze und war glücklich. {hero} lächelte und schlief ein, noch bevor der nächste Tropfen auf {object.acc} fiel.',
          bands: ['5-7', '8-10'],
        },
      ],
    },
  ],
  questions: [
    {
      question: 'Wie war das Wetter in der Geschichte?',
      right: 'Es regnete den ganzen Tag',
      wrong: ['Es schneite', 'Die Sonne schien'],
    },
    {
      question: 'Wer klopfte ans Fenster und holte {hero} nach draußen?',
      right: '{creature}',
      wrong: ['{other.creature}', '{other2.creature}'],
    },
    {
      question: 'Was passierte beim ersten Schritt nach draußen?',
      right: '{hero} trat in eine Pfütze',
      wrong: ['{object} ging kaputt', '{hero} rutschte aus'],
    },
    {
      question: 'Was waren die Danke-Dinge?',
      right: 'Alles Schöne vom Tag, an den Fingern gezählt',
      wrong: ['Geschenke von Oma', 'Bonbons in einer Dose'],
    },
    {
      question: 'Wie fühlte sich {hero} am Abend?',
      right: 'Froh und dankbar',
      wrong: ['Immer noch mürrisch', 'Traurig über den Regen'],
    },
  ],
};

const oldTreasure: Plot = {
  id: 'gratitude-old-treasure',
  moral: 'gratitude',
  titles: ['{o:Der alte|Die alte|Das alte} {object.bare}', '{hero} und das Geschenk von Oma', 'Wo ist {object.nom}?'],
  places: ['village', 'park', 'garden', 'farm'],
  creatures: ['cat', 'puppy', 'mouse', 'squirrel'],
  objects: ['scarf', 'book', 'ball', 'kite', 'drum'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'clear',
        mood: 'worried',
        cast: ['hero', 'friend'],
        actions: { hero: 'stand', friend: 'stand' },
        object: 'world',
        objectState: 'broken',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            '{hero} hatte {o:einen alten|eine alte|ein altes} {object.bare}. Oma hatte {o:ihn|sie|es} {h:ihm|ihr} vor langer Zeit geschenkt.',
            'Schon seit vielen Jahren besaß {hero} {object.acc}, ein Geschenk von Oma.',
          ],
        },
        {
          alts: [
            'Aber jetzt war {object} verblichen und hatte ein Loch.',
            'Inzwischen war {object} ganz abgenutzt, mit ausgeblichenen Farben und einer geflickten Stelle.',
          ],
        },
        { text: '{^object} ist so alt, menno!', bands: ['2-4'] },
        {
          alts: [
            '„Ich will {o:einen neuen|eine neue|ein neues}“, maulte {hero}. „Alle anderen {place.in} haben neue Sachen.“',
            '„Das ist ja uralt“, brummte {hero}. „Ich will endlich {o:einen neuen|eine neue|ein neues} {object.bare}.“',
          ],
        },
        {
          text: 'Manchmal versteckte {hero} {object.acc} sogar, wenn Besuch kam, weil {o:er|sie|es} so alt aussah.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{friend} hatte gerade {o:einen nagelneuen|eine nagelneue|ein nagelneues} {object.bare} bekommen, mit Glitzer, und zeigte {o:ihn|sie|es} überall herum.',
          friend: true,
        },
        {
          text: 'Im Laden an der Ecke lagen {object.pl} in allen Farben, blitzblank und glänzend. {hero} drückte sich jedes Mal die Nase am Schaufenster platt.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} wusste gar nicht mehr so genau, wann Oma {object.acc} geschenkt hatte. Es war so lange her, dass es sich anfühlte, als wäre {object} schon immer da gewesen, wie der Schrank oder das Fenster oder der Apfelbaum im Hof. Und Dinge, die schon immer da sind, sieht man irgendwann gar nicht mehr richtig an.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'day',
        weather: 'clear',
        mood: 'worried',
        cast: ['hero'],
        actions: { hero: 'walk' },
        object: 'world',
        objectAt: 'ground',
        objectState: 'broken',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Ärgerlich warf {hero} {object.acc} in die Ecke {place.gen}.',
            'Mit einem Schubs landete {object} draußen neben der Bank.',
          ],
        },
        {
          alts: [
            'Und dann ließ {hero} {o:ihn|sie|es} einfach liegen und ging hinein.',
            'Dort blieb {o:er|sie|es} liegen, und {hero} ging, ohne sich umzudrehen.',
          ],
        },
        { text: 'Tschüss, {o:alter|alte|altes} {object.bare}, hmpf!', bands: ['2-4'] },
        { text: 'In der Nacht regnete es, aber {hero} dachte gar nicht daran.', bands: ['5-7', '8-10'] },
        {
          text: 'Ein Spatz setzte sich auf {object.acc} und pickte daran herum, aber {hero} war schon im Haus.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Beim Abendessen redete {hero} nur von neuen Sachen: von {o:dem glänzenden|der glänzenden|dem glänzenden} {object.bare} im Laden, von dem, was die anderen Kinder hatten, und von allem, was es sonst noch Schönes gab. An das Alte dachte {h:er|sie} kein einziges Mal.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'clear',
        mood: 'worried',
        cast: ['hero', 'friend'],
        actions: { hero: 'look-for', friend: 'look-for' },
        object: null,
        framing: 'wide',
        prop: 'bench',
      },
      text: [
        {
          alts: [
            'Am nächsten Morgen war {object} weg!',
            'Als {hero} am nächsten Morgen nachschaute, war {object} verschwunden.',
          ],
        },
        {
          alts: [
            '{hero} suchte überall: unter der Bank, hinter dem Busch, im Blumenbeet.',
            'Unter der Bank, hinter der Hecke, neben der Regentonne: {object} war nirgends {place.in}.',
          ],
        },
        { text: 'Wo ist {object} nur?', bands: ['2-4'] },
        {
          alts: [
            'Und auf einmal fühlte sich {hero} ganz komisch, ein bisschen leer, so ohne {object.acc}.',
            'Und plötzlich hatte {hero} ein Ziehen im Bauch, als hätte {h:er|sie} etwas sehr Wichtiges verloren.',
          ],
        },
        { text: '{friend} half beim Suchen und fand nur einen Regenwurm und einen Knopf {place.in}.', friend: true },
        {
          text: 'Da fiel {hero} ein, wie {h:er|sie} mit {object.dat} zum ersten Mal gewesen war, mit Oma an der Hand. Wie Oma gelacht hatte. Wie {object} damals noch ganz neu gewesen war und geduftet hatte.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Und dann fielen {hero} noch mehr Sachen ein, eine nach der anderen, als hätte jemand eine Schachtel mit Erinnerungen geöffnet: der Tag, an dem {object} im Urlaub dabei war. Der Tag, als {hero} krank war und {object} den ganzen Tag neben dem Bett lag. Erst jetzt, wo {object} weg war, merkte {hero}, wie viel {o:er|sie|es} gewesen war.',
          bands: ['8-10'],
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
        actions: { hero: 'walk', friend: 'walk' },
        object: null,
        framing: 'wide',
        prop: 'fence',
      },
      text: [
        {
          alts: [
            'Dann entdeckte {hero} kleine Spuren im feuchten Boden.',
            'Da sah {hero} winzige Spuren im Matsch, die {place.through} führten.',
          ],
        },
        {
          alts: [
            '{hero} folgte ihnen, um eine Ecke, unter einem Zaun hindurch, bis zu einem alten Schuppen.',
            'Die Spuren führten um die Ecke, unter dem Zaun hindurch und bis zu einem alten Holzschuppen.',
          ],
        },
        { text: 'Tapp, tapp, Spuren {place.in}, wohin nur?', bands: ['2-4'] },
        {
          text: '{friend} krabbelte {f:als Erster|als Erste} unter dem Zaun durch und blieb hängen, und {hero} musste {f:ihn|sie} befreien.',
          friend: true,
        },
        {
          text: 'Unterwegs sah {hero} eine Schleifspur im Matsch, als hätte jemand {object.acc} ganz vorsichtig hinter sich hergezogen.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Während {hero} den Spuren folgte, dachte {h:er|sie} an {o:den glänzenden neuen|die glänzende neue|das glänzende neue} {object.bare} im Laden. Seltsam: Es war auf einmal gar nicht mehr so wichtig. {hero} wollte nur noch eins: {o:den alten|die alte|das alte} zurück.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'day',
        weather: 'clear',
        mood: 'calm',
        cast: ['hero', 'creature'],
        actions: { hero: 'stand', creature: 'sit' },
        object: 'world',
        objectAt: 'creature',
        objectState: 'broken',
        framing: 'medium',
        prop: 'hut',
      },
      text: [
        {
          alts: [
            'Im Schuppen saß {creature} und hatte {object.acc}.',
            'Im Schuppen, in einer gemütlichen Ecke, lag {creature} und hielt {object.acc} ganz fest.',
          ],
        },
        {
          alts: [
            '„Ist das nicht wunderschön?“, flüsterte {creature}. „Das habe ich gestern im Regen gefunden.“',
            '„Schau mal, was ich gefunden habe“, sagte {creature} glücklich. „Es lag ganz allein im Regen.“',
          ],
        },
        { text: '{creature.sound} So schön, {c:mein|meine|mein} {object.bare}!', bands: ['2-4'] },
        {
          alts: [
            '„Ich dachte, das will keiner mehr“, sagte {creature}. „Dabei ist es das Schönste, was ich je hatte.“',
            '„Das wollte bestimmt niemand mehr“, sagte {creature}. „Aber für mich ist {o:er|sie|es} ein Schatz.“',
          ],
        },
        {
          text: '{^creature} streichelte {object.acc}, als wäre {o:er|sie|es} ganz neu und kostbar.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'In der Ecke hatte {creature} aus Blättern und Moos ein Nest gebaut, und mittendrin lag {object} wie ein König auf seinem Thron.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} schaute {object.acc} an, mit den Augen {creature.gen}. Und plötzlich sah {hero} nicht mehr das Loch und die blassen Farben. {hero} sah die Stelle, die Oma so sorgfältig geflickt hatte. Die Farben, die einmal leuchtend gewesen waren, weil {hero} so viel damit gespielt hatte. {object} war nicht kaputt, dachte {hero}. {object} war geliebt.',
          bands: ['8-10'],
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
        actions: { hero: 'carry', friend: 'wave', creature: 'sit' },
        object: 'world',
        objectState: 'broken',
        framing: 'close',
        prop: 'hut',
      },
      text: [
        {
          alts: [
            '„Das ist {o:mein|meine|mein} {object.bare}“, sagte {hero} leise. „Von meiner Oma.“',
            '„{^object} gehört mir“, sagte {hero} leise. „Oma hat {o:ihn|sie|es} mir geschenkt.“',
          ],
        },
        {
          alts: [
            '„Oh“, sagte {creature} und machte ein trauriges Gesicht. „Dann musst du {o:ihn|sie|es} wiederhaben.“',
            '{^creature} senkte den Kopf. „Dann gehört {o:er|sie|es} dir“, flüsterte {c:er|sie|es}.',
          ],
        },
        { text: 'Oh. Dann nimm {o:ihn|sie|es} mit.', bands: ['2-4'] },
        {
          alts: [
            '{hero} nahm {object.acc} und drückte {o:ihn|sie|es} ganz fest.',
            '{hero} hob {object.acc} auf und hielt {o:ihn|sie|es} fest, als wollte {h:er|sie} {o:ihn|sie|es} nie wieder loslassen.',
          ],
        },
        {
          text: '{^creature} hatte {object.acc} ganz langsam zu {hero} hinübergeschoben, und man sah, dass es {c:ihm|ihr|ihm} schwerfiel.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Es wäre leicht gewesen, einfach {object.acc} zu nehmen und zu gehen. Aber {hero} erinnerte sich an das leere Gefühl von heute Morgen und wollte nicht, dass {creature} jetzt genau dasselbe fühlte.',
          bands: ['8-10'],
        },
        {
          alts: [
            '„Danke, dass du so gut darauf aufgepasst hast“, sagte {hero}. „Ich mache dir auch so einen Schatz.“',
            '„Danke fürs Aufpassen“, sagte {hero}. „Und du bekommst auch einen Schatz, versprochen.“',
          ],
        },
        { text: '{friend} hüpfte auf und ab: „Oma kann bestimmt helfen!“', friend: true },
      ],
    },
    {
      scene: {
        place: 'home',
        time: 'evening',
        weather: 'clear',
        mood: 'happy',
        cast: ['hero', 'friend'],
        actions: { hero: 'run', friend: 'stand' },
        object: 'world',
        objectState: 'mended',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Zu Hause lief {hero} zu Oma und umarmte sie.',
            'Am Nachmittag rannte {hero} mit {object.dat} zu Oma und fiel ihr um den Hals.',
          ],
        },
        {
          alts: [
            '„Danke, Oma“, sagte {hero}. „Danke für {object.acc}. {o:Er|Sie|Es} ist das Beste.“',
            '„Danke für {object.acc}“, sagte {hero}. „Ich habe vergessen, wie schön {o:er|sie|es} ist.“',
          ],
        },
        { text: 'Danke, Oma! Danke für {object.acc}!', bands: ['2-4'] },
        {
          text: '„Was man hat, merkt man oft erst, wenn es weg ist“, sagte {friend} weise. „Das hat mein Opa gesagt.“',
          friend: true,
        },
        { text: 'Was man hat, merkt man oft erst, wenn es weg ist, dachte {hero}.', friend: false },
        {
          alts: [
            'Oma lächelte, holte ihr Nähkästchen und zeigte {hero}, wie man ein Loch flickt.',
            'Oma freute sich so sehr, dass sie ganz rote Wangen bekam, und flickte {object.acc} mit {hero} zusammen.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Und aus den Resten machten sie zusammen etwas Kleines für {creature.acc}: ein weiches, buntes Kissen. Oma erzählte dabei, dass sie {object.acc} damals selbst ausgesucht hatte, nach langem Überlegen, weil {hero} als Baby genau diese Farbe am liebsten angeschaut hatte.',
          bands: ['8-10'],
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
        actions: { hero: 'sleep' },
        object: 'world',
        objectAt: 'on-prop',
        objectState: 'mended',
        framing: 'medium',
        prop: 'bed',
      },
      text: [
        {
          alts: [
            'Am Abend lag {object} wieder neben {h:seinem|ihrem} Bett.',
            'In dieser Nacht schlief {hero} mit {object.dat} ganz nah.',
          ],
        },
        {
          alts: [
            'Und im Schuppen schlief {creature} auf dem neuen bunten Kissen.',
            'Und {creature} schlief im Schuppen auf einem kleinen Kissen von Oma und {hero}.',
          ],
        },
        { text: 'Gute Nacht, {o:alter|alte|altes} {object.bare}, und danke.', bands: ['2-4'] },
        {
          text: 'Oma hatte {hero} zugedeckt und noch lange auf der Bettkante gesessen und von früher erzählt.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Und {hero} nahm sich vor, morgen ganz genau hinzuschauen, was es zu Hause noch alles gab, das schon immer da war und das man gar nicht mehr richtig ansah: den Apfelbaum, die knarrende Treppe, Omas Lachen.',
          bands: ['8-10'],
        },
        {
          text: '{hero} streichelte {object.acc} noch einmal. Alt war {o:er|sie|es}, das stimmte. Aber es gibt Dinge, die werden mit dem Alter nicht schlechter. Sie werden nur voller, voller mit Geschichten.',
          bands: ['5-7', '8-10'],
        },
      ],
    },
  ],
  questions: [
    {
      question: 'Von wem hatte {hero} {object.acc}?',
      right: 'Von Oma',
      wrong: ['Von {creature.dat}', 'Aus dem Laden'],
    },
    {
      question: 'Wo ließ {hero} {object.acc} liegen?',
      right: 'Draußen, einfach so',
      wrong: ['Unter dem Bett', 'Im Laden'],
    },
    {
      question: 'Wer hatte {object.acc} gefunden?',
      right: '{creature}',
      wrong: ['{other.creature}', '{other2.creature}'],
    },
    {
      question: 'Was sah {hero} plötzlich, als {creature} {object.acc} so schön fand?',
      right: 'Dass {object} geliebt war, nicht kaputt',
      wrong: ['Dass {object} ganz neu war', 'Dass {object} zu klein war'],
    },
    {
      question: 'Wie fühlte sich {hero} am Ende?',
      right: 'Dankbar für das, was {h:er|sie} hat',
      wrong: ['Neidisch auf alle anderen', 'Traurig und müde'],
    },
  ],
};

export const gratitudePlots: Plot[] = [thankTheHelper, rainyDay, oldTreasure];
