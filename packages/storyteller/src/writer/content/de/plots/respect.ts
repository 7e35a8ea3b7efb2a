import type { Plot } from '../../format.js';

const quietSleeper: Plot = {
  id: 'respect-quiet-sleeper',
  moral: 'respect',
  titles: ['Psst, {creature} schläft!', '{hero} und die leisen Spiele', 'Mittagsruhe {place.in}'],
  places: ['forest', 'garden', 'park', 'meadow'],
  creatures: ['owl', 'hedgehog', 'bear', 'fox'],
  objects: ['drum', 'bell', 'ball'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'day',
        weather: 'clear',
        mood: 'happy',
        cast: ['hero', 'friend'],
        actions: { hero: 'run', friend: 'run' },
        object: 'world',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'An einem sonnigen Mittag spielte {hero} {place.in} mit {object.dat}.',
            'Mittags, wenn die Sonne am höchsten stand, spielte {hero} am liebsten {place.in} mit {object.dat}.',
          ],
        },
        {
          alts: [
            'Bumm, klingeling, plopp, es war herrlich laut {place.in}!',
            'Je lauter {object} war, desto schöner fand {hero} das Spiel.',
          ],
        },
        {
          text: 'Ein Eichhörnchen flüchtete in den Baum, und eine Amsel schimpfte laut, aber {hero} hörte es nicht, weil {object} so schön laut war.',
          bands: ['5-7', '8-10'],
        },
        { text: 'Laut, lauter, am lautesten mit {object.dat}!', bands: ['2-4'] },
        {
          alts: [
            '{friend} spielte mit und machte zu {object.dat} Geräusche wie ein Feuerwehrauto.',
            '{friend} tanzte dazu und sang so laut, dass die Spatzen davonflogen.',
          ],
          friend: true,
        },
        {
          text: '{hero} liebte es, wenn es rundherum schepperte und klang. Dann fühlte sich der ganze Tag wie ein Fest an, und {object} war die Musik dazu.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Was {hero} nicht wusste: Gleich nebenan, in einer Höhle unter den Wurzeln einer alten Eiche, wohnte {creature}, und für {creature.acc} lag der Mittag mitten in der Nacht. {^creature} war die ganze Nacht wach gewesen und brauchte jetzt, bei Tag, nichts so sehr wie Ruhe.',
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
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'stand', friend: 'stand', creature: 'yawn' },
        object: 'world',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Da streckte {creature} verschlafen den Kopf aus der Höhle.',
            'Plötzlich schaute {creature} ganz zerzaust aus einer Höhle unter der alten Eiche.',
          ],
        },
        {
          alts: [
            '„Bitte ein bisschen leiser“, gähnte {creature}, „ich war die ganze Nacht wach.“',
            '„Könntest du bitte leiser sein?“, murmelte {creature} und rieb sich die Augen. „Ich muss doch schlafen.“',
          ],
        },
        { text: 'Gääähn, macht {creature}. Bitte leiser!', bands: ['2-4'] },
        {
          alts: [
            '„Na gut“, sagte {hero}, aber so richtig leise klang {object} danach nicht.',
            '„Okay“, rief {hero}, aber immer noch ziemlich laut.',
          ],
        },
        {
          text: '{friend} flüsterte „Entschuldigung“ in Richtung {creature.gen}, so laut, dass es kein richtiges Flüstern war.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: '{^creature} sah wirklich müde aus: Die Augen waren ganz klein, und alles an {c:ihm|ihr|ihm} stand in alle Richtungen ab, als hätte {c:er|sie|es} mit dem Kopf im Kissen gewühlt.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} dachte: Es ist doch Mittag, wer schläft denn am Mittag? Am Mittag wird {place.in} gespielt, das weiß doch jeder. Und weil {hero} das so dachte, fand {h:er|sie} es gar nicht so schlimm, mit {object.dat} ein bisschen weiterzuspielen, nur ein bisschen leiser eben.',
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
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'walk', friend: 'stand', creature: 'sleep' },
        object: 'world',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Also spielte {hero} auf Zehenspitzen weiter, aber {object} blieb genauso laut.',
            'Von da an schlich {hero} auf Zehenspitzen {place.through}, aber mit {object.dat} war es trotzdem laut.',
          ],
        },
        {
          alts: [
            'Leise schleichen und laut spielen, das passt einfach nicht zusammen!',
            'Auf Zehenspitzen laut sein mit {object.dat}, das ist ungefähr so, als würde man leise niesen wollen.',
          ],
        },
        { text: 'Auf Zehenspitzen, aber {object} ist trotzdem laut!', bands: ['2-4'] },
        {
          alts: [
            '{^creature} drehte sich in der Höhle hin und her und seufzte.',
            'Aus der Höhle hörte man {creature.acc} seufzen und sich hin und her wälzen.',
          ],
        },
        {
          text: '{friend} versuchte, {object.acc} mit Moos leiser zu machen, aber das sah so komisch aus, dass beide lachen mussten, und das Lachen war noch lauter.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Dann ging {hero} ein paar Schritte weiter weg, hinter einen Busch. Aber der Wind trug jeden Ton zurück bis zur Höhle {creature.gen}.',
          bands: ['5-7', '8-10'],
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
        actions: { hero: 'sit', friend: 'stand', creature: 'yawn' },
        object: 'world',
        objectAt: 'ground',
        framing: 'close',
      },
      text: [
        {
          alts: [
            'Da hörte {hero} ein ganz leises Schniefen aus der Höhle {creature.gen}.',
            'Und dann hörte {hero} aus der Höhle {creature.gen} ein müdes, trauriges Brummen.',
          ],
        },
        {
          alts: [
            '„Ich bin so müde“, flüsterte {creature}. „Und heute Nacht muss ich doch wieder wach sein.“',
            '„Wenn ich jetzt nicht schlafe“, murmelte {creature}, „bin ich heute Nacht ganz schlapp.“',
          ],
        },
        { text: 'So müde ist {creature}. So müde!', bands: ['2-4'] },
        {
          text: '{hero} schaute {object.acc} an und dann die Höhle {creature.gen} und wurde ganz still.',
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            '{hero} legte {object.acc} ins Gras und wurde ganz still.',
            'Da stellte {hero} {object.acc} vorsichtig ab und hielt ganz still.',
          ],
        },
        {
          text: '„Für {creature.acc} ist jetzt Nacht“, flüsterte {friend}, „so wie für uns, wenn wir ins Bett gehen.“',
          friend: true,
        },
        {
          text: 'Für {creature.acc} ist jetzt Nacht, dachte {hero}, so wie für mich, wenn ich ins Bett gehe.',
          friend: false,
        },
        {
          text: '{hero} stellte sich vor, wie es wäre, wenn jemand abends unter dem eigenen Fenster trommeln und klingeln würde, genau dann, wenn man gerade einschlafen will, und dann noch einmal und noch einmal. Man würde ganz schön müde und traurig werden, dachte {hero}, so wie {creature} jetzt. Für {creature.acc} war es gerade genau so.',
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
        actions: { hero: 'hide', friend: 'hide' },
        object: 'world',
        objectAt: 'ground',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Da erfand {hero} ein ganz leises Spiel {place.in}: Flüster-Verstecken.',
            'Also dachte sich {hero} etwas Neues aus: ein Spiel, bei dem man nur flüstern darf.',
          ],
        },
        {
          alts: [
            'Man versteckte sich {place.in} und flüsterte: „Hier bin ich.“',
            'Wer gefunden wurde, durfte nur ganz leise kichern, so leise wie eine Maus {place.in}.',
          ],
        },
        { text: 'Psst, psst, hier bin ich, ganz leise!', bands: ['2-4'] },
        {
          text: '{friend} war {f:der allerbeste|die allerbeste} im Flüstern und kicherte so leise, dass es fast wie ein Windhauch klang.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            'Dann bauten sie aus Moos und Zweigen ein winziges Dorf für Käfer.',
            'Danach legten sie mit Steinchen und Blättern ein großes Bild auf den Boden.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Das Bild zeigte {creature.acc}, wie {c:er|sie|es} schläft, mit einem kleinen Mond darüber.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Einmal schlich {hero} ganz leise zur Höhle und schaute hinein. Da lag {creature}, zusammengerollt, und atmete ruhig und tief, und auf {c:seinem|ihrem|seinem} Gesicht lag ein kleines Lächeln. {hero} schlich genauso leise wieder zurück und fühlte sich so gut wie schon lange nicht mehr.',
          bands: ['8-10'],
        },
        {
          text: 'Es war erstaunlich: Die leisen Spiele machten fast genauso viel Spaß wie die lauten mit {object.dat}, nur auf eine andere Art. Beim Flüstern musste man ganz genau hinhören, und auf einmal hörte {hero} Dinge, die {h:er|sie} vorher nie bemerkt hatte: das Summen einer Hummel, das Knistern der Blätter, das Gluckern eines Baches in der Ferne.',
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
        actions: { hero: 'stand', friend: 'wave', creature: 'walk' },
        object: 'world',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Am Abend kam {creature} aus der Höhle, ausgeschlafen und fröhlich.',
            'Als die Sonne unterging, streckte sich {creature} vor der Höhle, ganz frisch und munter.',
          ],
        },
        {
          alts: [
            '„Danke, dass du so leise warst“, sagte {creature}. „Ich habe wunderbar geschlafen.“',
            '„Das war der beste Mittagsschlaf seit Langem“, sagte {creature} und lächelte. „Danke.“',
          ],
        },
        { text: 'Ausgeschlafen! {creature.sound}', bands: ['2-4'] },
        {
          alts: [
            '„Und jetzt“, sagte {creature}, „jetzt darf es laut werden!“',
            '„Jetzt bin ich wach“, rief {creature}, „jetzt machen wir Musik!“',
          ],
        },
        {
          text: '{friend} klatschte vor Freude und weckte damit beinahe eine Fledermaus, die gerade schlafen gehen wollte.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} holte {object.acc} wieder hervor und zeigte {creature.dat}, wie es geht. {^creature} war begeistert.',
          bands: ['5-7', '8-10'],
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
        actions: { hero: 'run', friend: 'walk', creature: 'run' },
        object: 'world',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Sie spielten und lachten, bis die ersten Sterne über {place.dat} kamen.',
            'Und dann spielten sie zusammen mit {object.dat}, so laut sie wollten, bis es dunkel wurde.',
          ],
        },
        {
          alts: [
            '„Leise sein ist manchmal auch eine Art, nett zu sein“, sagte {friend} auf dem Heimweg.',
            '„Für {creature.acc} leise sein, das war richtig nett von dir“, sagte {friend} auf dem Heimweg.',
          ],
          friend: true,
        },
        { text: 'Leise sein ist manchmal auch eine Art, nett zu sein, dachte {hero} auf dem Heimweg.', friend: false },
        { text: 'Bumm, klingeling, hurra, jetzt ist {creature} wach!', bands: ['2-4'] },
        {
          alts: [
            '{^creature} versprach, nachts ganz leise zu sein, wenn {hero} schläft.',
            '„Und heute Nacht bin ich ganz leise“, versprach {creature}, „damit du gut schlafen kannst.“',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: '{^creature} konnte übrigens wunderbar mit {object.dat} umgehen, viel besser, als {hero} gedacht hatte.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'So hatten sie es ausgemacht: Mittags gehört {place.nom} den Leisen, abends den Lauten, und nachts wieder den Leisen. {hero} fand, dass das eine sehr gerechte Abmachung mit {creature.dat} war, bei der jeder genug Platz hatte, zum Spielen und zum Schlafen.',
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
        framing: 'medium',
        prop: 'bed',
      },
      text: [
        {
          alts: [
            'In der Nacht lag {hero} im Bett, {object} lag still daneben.',
            'Am Abend kuschelte sich {hero} müde ins Bett.',
          ],
        },
        {
          alts: [
            'Draußen {place.in} war jetzt {creature} wach, aber ganz, ganz leise.',
            'Und {creature} hielt sich an {c:sein|ihr|sein} Versprechen: Draußen {place.in} war es ganz still.',
          ],
        },
        {
          text: '{hero} dachte daran, wie verschieden die Tage sein können: Für {hero} war der Mittag zum Toben da und die Nacht zum Schlafen, und für {creature.acc} genau andersherum. Keiner von beiden hatte recht und keiner unrecht. Man musste nur aufeinander aufpassen, dann passte die ganze Welt {place.in} gut zusammen.',
          bands: ['8-10'],
        },
        { text: 'Psst. Gute Nacht, {c:lieber|liebe|liebes} {creature.bare}.', bands: ['2-4'] },
        {
          text: 'Nur einmal, ganz leise, hörte {hero} ein winziges Geräusch von {object.dat} aus der Ferne, so leise wie ein Gutenachtgruß. Da lächelte {hero} und schlief ein, genau wie {creature} am Mittag.',
          bands: ['5-7', '8-10'],
        },
      ],
    },
  ],
  questions: [
    {
      question: 'Womit spielte {hero} so laut?',
      right: 'Mit {object.dat}',
      wrong: ['Mit {other.object.dat}', 'Mit {other2.object.dat}'],
    },
    { question: 'Wer wollte mittags schlafen?', right: '{creature}', wrong: ['{other.creature}', '{other2.creature}'] },
    {
      question: 'Warum war {creature} am Mittag so müde?',
      right: '{^c:Er|Sie|Es} war die ganze Nacht wach gewesen',
      wrong: ['{^c:Er|Sie|Es} war krank', '{^c:Er|Sie|Es} hatte zu viel gegessen'],
    },
    {
      question: 'Was für ein Spiel erfand {hero}?',
      right: 'Ein Flüsterspiel',
      wrong: ['Ein Trommelwettbewerb', 'Ein Wettrennen'],
    },
    {
      question: 'Warum hat {hero} leise gespielt?',
      right: 'Damit {creature} schlafen konnte',
      wrong: ['Weil Mama es verboten hatte', 'Weil {object} kaputt war'],
    },
  ],
};

const differentWays: Plot = {
  id: 'respect-different-ways',
  moral: 'respect',
  titles: [
    'Jeder auf {c:seine|ihre|seine} Art',
    '{hero} und {c:der langsame|die langsame|das langsame} {creature.bare}',
    'Lachen oder lernen?',
  ],
  places: ['farm', 'meadow', 'park'],
  creatures: ['duck', 'turtle', 'frog', 'hedgehog'],
  objects: ['ball', 'boat', 'kite'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'clear',
        mood: 'happy',
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'stand', friend: 'wave', creature: 'walk' },
        object: 'world',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Eines Morgens spielte {hero} {place.in} mit {object.dat}.',
            'An einem fröhlichen Morgen lief {hero} mit {object.dat} {place.through}.',
          ],
        },
        {
          alts: [
            'Da kam {creature} vorbei, auf {c:seine|ihre|seine} ganz eigene Art.',
            'Am Wegrand kam {creature} daher, ganz gemächlich und ein bisschen komisch.',
          ],
        },
        { text: '{creature.sound} Da kommt {creature}!', bands: ['2-4'] },
        {
          alts: [
            '{^creature} wackelte und schaukelte bei jedem Schritt.',
            'Bei jedem Schritt wackelte {creature} hin und her, wie ein Boot auf Wellen.',
          ],
        },
        { text: '{friend} war auch da und winkte {creature.dat} fröhlich zu.', friend: true, bands: ['5-7', '8-10'] },
        {
          text: '{^creature} hatte {c:seinen|ihren|seinen} ganz eigenen Gang: nicht schnell, nicht gerade, aber sehr gründlich, als würde {c:er|sie|es} jeden Grashalm einzeln begrüßen.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Für {creature.acc} war das ganz normal. So lief {c:er|sie|es} schon immer, so lief {c:seine|ihre|seine} Mama, und so liefen alle in {c:seiner|ihrer|seiner} Familie. Niemand {place.in} hatte je gesagt, dass das komisch sei, bis zu diesem Morgen.',
          bands: ['8-10'],
        },
        {
          text: '{hero} kannte {creature.acc} vom Sehen, aber gesprochen hatten sie noch nie richtig miteinander. {^creature} war eher still und blieb meistens für sich, am Rand {place.gen}, wo das Gras hoch war.',
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
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'walk', friend: 'stand', creature: 'walk' },
        object: 'world',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            '{hero} fing an zu lachen. „Du läufst ja komisch!“',
            '„Haha, wie du läufst!“, lachte {hero} und zeigte auf {creature.acc}.',
          ],
        },
        {
          alts: [
            'Und {hero} machte {creature.acc} nach, wackel, wackel, ganz übertrieben.',
            'Dann wackelte {hero} hinter {creature.dat} her und äffte {c:ihn|sie|es} nach.',
          ],
        },
        { text: 'Wackel, wackel, und {hero} lacht über {creature.acc}.', bands: ['2-4'] },
        {
          alts: [
            '{^creature} blieb stehen. Dann ging {c:er|sie|es} ganz still weg.',
            'Da senkte {creature} den Kopf und ging leise davon, ohne ein Wort.',
          ],
        },
        {
          text: '{friend} lachte nicht mit. {f:Er|Sie} schaute {creature.dat} nach und sah gar nicht froh aus.',
          friend: true,
        },
        {
          text: '{hero} lachte noch ein bisschen weiter, aber ohne {creature.acc} macht Lachen keinen Spaß, und irgendwann hörte es ganz von selbst auf. Zurück blieb ein komisches Gefühl im Bauch, mitten {place.in}.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Eigentlich hatte {hero} es gar nicht böse gemeint, es war einfach lustig gewesen, oder? Aber das Gesicht {creature.gen}, als {c:er|sie|es} wegging, das war gar nicht lustig gewesen. {^c:Er|Sie|Es} hatte ausgesehen wie jemand, der gerade etwas Schönes verloren hat.',
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
        cast: ['hero', 'friend'],
        actions: { hero: 'reach-up', friend: 'stand' },
        object: 'world',
        objectAt: 'water',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Dann spielte {hero} weiter mit {object.dat}, aber plötzlich kam ein Windstoß.',
            'Kurz darauf kam ein kräftiger Windstoß {place.through}.',
          ],
        },
        {
          alts: [
            '{^object} flog mitten in den Teich und trieb ganz weit hinaus.',
            'Und {object} landete im Teich, weit draußen, wo es tief war.',
          ],
        },
        { text: 'Platsch! {object} schwimmt weg!', bands: ['2-4'] },
        {
          alts: [
            '{hero} streckte sich, so weit {h:er|sie} konnte, aber {h:sein|ihr} Arm war viel zu kurz.',
            'Mit einem langen Stock versuchte {hero}, {object.acc} zu angeln, aber der Stock war zu kurz.',
          ],
        },
        {
          text: '{friend} zog {hero} vom Ufer zurück, damit {hero} nicht ins Wasser fiel, aber {object} trieb immer weiter weg.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Beinahe wäre {hero} selbst ins Wasser gerutscht, so weit beugte {h:er|sie} sich nach {object.dat} vor. Aber ins tiefe Wasser darf man nicht allein, das wusste {hero}.',
          bands: ['5-7', '8-10'],
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
        actions: { hero: 'sit', friend: 'sit' },
        object: 'world',
        objectAt: 'water',
        framing: 'close',
      },
      text: [
        {
          alts: ['{hero} setzte sich ans Ufer und wusste nicht weiter.', 'Traurig hockte sich {hero} ans Ufer.'],
        },
        {
          alts: [
            'Da dachte {hero} an {creature.acc}. {^creature} konnte doch schwimmen!',
            'Und plötzlich fiel {hero} ein: {^creature} konnte im Wasser ganz wunderbar zurechtkommen!',
          ],
        },
        { text: 'Aber {creature} ist weg, weil {hero} gelacht hat.', bands: ['2-4'] },
        {
          alts: [
            'Aber {hero} hatte {creature.acc} ausgelacht. Würde {c:er|sie|es} jetzt überhaupt helfen?',
            'Aber nach dem Auslachen, würde {creature} da überhaupt noch helfen wollen?',
          ],
        },
        {
          text: '„Du musst dich entschuldigen“, sagte {friend} leise. „Nicht wegen {object.gen}, sondern einfach so.“',
          friend: true,
        },
        {
          text: 'Da merkte {hero}: Entschuldigen darf man sich nicht nur, weil man etwas braucht, sondern weil es richtig ist.',
          friend: false,
        },
        {
          text: '{hero} dachte an das Wackeln {creature.gen}, über das {h:er|sie} gelacht hatte. Im Wasser, da wackelte {creature} bestimmt nicht. Im Wasser war {c:er|sie|es} bestimmt geschickter als alle anderen. Vielleicht, dachte {hero}, ist jeder irgendwo komisch und irgendwo großartig, und es kommt nur darauf an, wo man hinschaut, auch {place.in}.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        creatureAt: 'under-bush',
        place: 'world',
        time: 'day',
        weather: 'clear',
        mood: 'calm',
        cast: ['hero', 'creature'],
        actions: { hero: 'stand', creature: 'sit' },
        object: 'world',
        objectAt: 'water',
        framing: 'close',
      },
      text: [
        {
          alts: [
            '{hero} suchte {creature.acc} und fand {c:ihn|sie|es} unter einem Busch.',
            'Unter einem Busch am Rand {place.gen} entdeckte {hero} {creature.acc}.',
          ],
        },
        {
          alts: [
            '„Es tut mir leid, dass ich dich ausgelacht habe“, sagte {hero}. „Das war gemein.“',
            '„Entschuldigung“, sagte {hero} leise. „Ich hätte nicht über dich lachen dürfen.“',
          ],
        },
        { text: 'Es tut mir leid, {c:lieber|liebe|liebes} {creature.bare}.', bands: ['2-4'] },
        {
          text: '{^creature} schaute auf {object.acc} im Teich, dann auf {hero}, und überlegte.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Es ist gar nicht leicht, jemandem zu verzeihen, der einen {place.in} ausgelacht hat. {^creature} brauchte ein bisschen, man sah es an {c:seinen|ihren|seinen} Augen. Aber {hero} wartete, ohne zu drängeln, und sagte auch nichts von {object.dat}. Das war wichtig, fand {hero}: Eine Entschuldigung ist kein Tauschgeschäft.',
          bands: ['8-10'],
        },
        {
          alts: [
            '{^creature} schaute lange. Dann nickte {c:er|sie|es}. „Schon gut.“',
            '{^creature} schwieg eine Weile. Dann lächelte {c:er|sie|es} ein kleines bisschen.',
          ],
        },
        {
          text: 'Erst danach erzählte {hero} von {object.dat} im Teich. „Du musst nicht helfen“, sagte {hero}, „ich wollte mich trotzdem entschuldigen.“',
          bands: ['5-7', '8-10'],
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
        actions: { hero: 'stand', friend: 'stand', creature: 'splash' },
        object: 'world',
        objectAt: 'creature',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Da ging {creature} zum Teich und glitt ins Wasser.',
            '{^creature} ging ans Ufer, und dann war {c:er|sie|es} mit einem leisen Platsch im Wasser.',
          ],
        },
        {
          alts: [
            'Im Wasser war {creature} schnell und elegant, ganz anders als an Land.',
            'Und im Wasser wackelte {creature} kein bisschen, sondern glitt dahin wie ein Blatt auf dem Wasser.',
          ],
        },
        { text: 'Schwimm, schwimm, {creature} holt {object.acc}!', bands: ['2-4'] },
        {
          alts: [
            'Ruck, zuck brachte {c:er|sie|es} {object.acc} zurück ans Ufer.',
            'Im Nu war {creature} bei {object.dat} und schob {o:ihn|sie|es} sanft zurück ans Ufer.',
          ],
        },
        {
          text: 'Dann schüttelte sich {creature} am Ufer, dass die Tropfen nur so flogen, genau auf {hero}, und beide mussten lachen.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} sah zu und spürte, wie das komische Gefühl im Bauch langsam verschwand und etwas Warmes an seine Stelle trat: Staunen über {creature.acc}. {hero} hatte {creature.acc} heute Morgen nur von außen gesehen, nur das Wackeln. Jetzt sah {hero} auch, was in {creature.dat} steckte.',
          bands: ['8-10'],
        },
        {
          text: '{friend} staunte mit offenem Mund. „So schnell! Das kann ich nicht mal mit Schwimmflügeln!“ {creature.sound}',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} traute {h:seinen|ihren} Augen kaum: Was an Land so komisch ausgesehen hatte, war im Wasser das Geschickteste, was {hero} je gesehen hatte. {^creature} drehte sogar noch eine kleine Extrarunde, einfach weil es so schön war.',
          bands: ['5-7', '8-10'],
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
        actions: { hero: 'run', friend: 'stand', creature: 'splash' },
        object: 'world',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            '„Danke“, sagte {hero}. „Du bist toll, so wie du bist.“',
            '„Danke“, sagte {hero} und meinte es ganz ehrlich. „Du kannst Sachen, die ich nie können werde.“',
          ],
        },
        {
          alts: [
            'Dann erfanden sie ein Spiel, bei dem jeder das machen durfte, was er am besten kann.',
            'Und dann spielten sie ein neues Spiel: Jeder zeigt, was er am besten kann.',
          ],
        },
        { text: '{hero} rennt, {creature} schwimmt, alle sind gut!', bands: ['2-4'] },
        {
          alts: [
            '„Jeder ist anders, und das ist gut so“, sagte {friend}.',
            '„Jeder ist anders, und das ist gut so“, sagte {friend} und winkte {creature.dat}.',
          ],
          friend: true,
        },
        {
          alts: [
            'Jeder ist anders, und das ist gut so, dachte {hero}.',
            'Jeder ist anders, dachte {hero} und schaute {creature.dat} nach, und das ist gut so.',
          ],
          friend: false,
        },
        {
          text: '{hero} konnte am schnellsten rennen, {creature} am schönsten schwimmen, und {hero} versuchte sogar einmal, so zu laufen wie {creature}, aber nicht zum Auslachen, sondern zum Lernen, und es war gar nicht so einfach!',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Am Ende lachten sie doch noch, alle zusammen, aber diesmal war es ein ganz anderes Lachen: eins, bei dem niemand traurig wird, auch nicht {creature}. {hero} merkte den Unterschied ganz genau: Das eine Lachen macht einsam, das andere macht Freunde.',
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
        framing: 'medium',
        prop: 'bed',
      },
      text: [
        {
          alts: [
            'Am Abend lag {object} wieder trocken neben {h:seinem|ihrem} Bett.',
            'Zu Hause trocknete {object} auf der Heizung, und {hero} lag schon im Bett.',
          ],
        },
        {
          alts: [
            'Und {hero} dachte an {creature.acc}, {c:der|die|das} jetzt bestimmt {place.in} schlief.',
            '{hero} dachte an {creature.acc} {place.in} und lächelte.',
          ],
        },
        { text: 'Gute Nacht, {c:lieber|liebe|liebes} {creature.bare}, so wie du bist.', bands: ['2-4'] },
        {
          text: 'Morgen, nahm sich {hero} vor, würde {h:er|sie} {creature.acc} fragen, ob {c:er|sie|es} {h:ihm|ihr} das Schwimmen beibringen kann. Ganz ohne Wackeln, oder vielleicht doch mit ein bisschen, wie {creature} eben.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Und {hero} nahm sich vor, beim nächsten Mal, wenn jemand {place.in} anders läuft oder spricht oder aussieht, erst einmal zu fragen, was dieser Jemand besonders gut kann. Bestimmt gab es bei jedem etwas zu entdecken, genau wie bei {creature.dat}.',
          bands: ['8-10'],
        },
      ],
    },
  ],
  questions: [
    { question: 'Über wen hat {hero} gelacht?', right: '{creature}', wrong: ['{other.creature}', '{other2.creature}'] },
    { question: 'Was landete im Teich?', right: '{object}', wrong: ['{other.object}', '{other2.object}'] },
    {
      question: 'Was machte {hero}, bevor {creature} half?',
      right: '{h:Er|Sie} entschuldigte sich',
      wrong: ['{h:Er|Sie} lachte noch mehr', '{h:Er|Sie} ging nach Hause'],
    },
    {
      question: 'Wie war {creature} im Wasser?',
      right: 'Schnell und geschickt',
      wrong: ['Langsam und ängstlich', 'Ganz wackelig'],
    },
    {
      question: 'Was hat {hero} gelernt?',
      right: 'Jeder ist anders, und das ist gut so',
      wrong: ['Über andere lachen ist lustig', 'Alle sollen gleich laufen'],
    },
  ],
};

const listeningToElder: Plot = {
  id: 'respect-listening-to-elder',
  moral: 'respect',
  titles: ['Der Rat {creature.gen}', '{hero} hört zu', 'Wer zuhört, findet mehr'],
  places: ['forest', 'mountain', 'island', 'village'],
  creatures: ['owl', 'turtle', 'bear'],
  objects: ['key', 'map', 'shell', 'star'],
  pages: [
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
      },
      text: [
        {
          alts: [
            '{hero} hatte etwas sehr Wichtiges verloren: {object.acc} von Opa.',
            'Ausgerechnet {object.acc} war weg, Opas {object.bare}, {o:den|die|das} sich {hero} nur ausgeliehen hatte!',
          ],
        },
        {
          alts: [
            'Irgendwo {place.in} musste {o:er|sie|es} sein.',
            '{^o:Er|Sie|Es} lag irgendwo {place.in}, aber wo nur?',
          ],
        },
        { text: 'Wo ist {object}? Irgendwo {place.in}!', bands: ['2-4'] },
        {
          text: '{friend} half beim Suchen und schaute sogar unter jedem Stein nach.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Opa hatte {object.acc} schon seit vielen Jahren, und er hatte {hero} erzählt, dass {o:er|sie|es} ihm einmal das Leben leichter gemacht hatte, damals, als er selbst noch klein war. Und jetzt hatte {hero} {o:ihn|sie|es} verloren, an einem einzigen Vormittag.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} hatte schon überall gesucht: unter der Bank, im Gebüsch, in allen Hosentaschen, sogar im Brotkorb. Das Verlieren, dachte {hero}, geht immer ganz schnell, das Finden dauert dafür umso länger, besonders bei {object.dat}.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'clear',
        mood: 'calm',
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'run', friend: 'run', creature: 'sit' },
        object: null,
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Da saß {creature}, {c:der|die|das} älteste und klügste Tier.',
            'Auf einem alten Stein saß {creature}, sehr alt und sehr weise.',
          ],
        },
        {
          alts: [
            '„Ich weiß, wo {object} ist“, sagte {creature} langsam. „Hör gut zu. Zuerst musst du …“',
            '„{^object}?“, sagte {creature} bedächtig. „Das habe ich gesehen. Pass gut auf. Zuerst gehst du …“',
          ],
        },
        { text: '{^creature} weiß es! Hör gut zu!', bands: ['2-4'] },
        {
          alts: [
            'Aber {hero} hörte gar nicht zu Ende zu. „Danke!“, rief {h:er|sie} und rannte los.',
            'Doch {hero} wartete nicht, bis {creature} fertig war. „Schon klar!“, rief {h:er|sie} und sauste davon.',
          ],
        },
        {
          text: '{friend} rannte hinterher, drehte sich aber noch einmal zu {creature.dat} um und zuckte entschuldigend mit den Schultern.',
          friend: true,
        },
        {
          text: '{^creature} sprach nämlich sehr langsam, Wort für Wort, mit langen Pausen dazwischen, und {hero} hatte keine Zeit für lange Pausen, {hero} wollte {object.acc} finden, und zwar sofort.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Das Reden {creature.gen} war wie ein Bach, der ganz gemächlich fließt: Man muss ihm folgen bis zum Ende, sonst weiß man nicht, wohin er führt. Aber das wusste {hero} an diesem Morgen {place.in} noch nicht.',
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
        actions: { hero: 'run', friend: 'stand' },
        object: null,
        framing: 'wide',
        prop: 'bridge',
      },
      text: [
        {
          alts: [
            '{hero} rannte zum großen Baum, dann zum Bach, dann zur Brücke.',
            'Kreuz und quer rannte {hero} {place.through}, zum Baum, zum Bach und zurück.',
          ],
        },
        {
          alts: [
            'Aber {object} war nirgends. Nur ein Frosch quakte {hero} frech an.',
            'Doch {object} war nicht da. Stattdessen trat {hero} in einen Ameisenhaufen.',
          ],
        },
        {
          text: 'Die Sonne stieg höher über {place.acc}, und {hero} wurde immer verzweifelter. Opa würde heute Abend nach {object.dat} fragen, und was sollte {hero} dann sagen? Dass {h:er|sie} überall gesucht hatte, nur nicht dort, wo {creature} es gesagt hätte, wenn {hero} nur zugehört hätte?',
          bands: ['8-10'],
        },
        { text: 'Hierhin, dahin, und {object} ist nicht da!', bands: ['2-4'] },
        {
          text: '{friend} hatte Seitenstechen und hielt sich den Bauch. „Hat {creature} nicht noch etwas sagen wollen?“, keuchte {f:er|sie}.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} war ganz außer Atem. Erst „zuerst“ und dann was? Den Rest hatte {hero} ja gar nicht mehr gehört, so schnell war {h:er|sie} {creature.dat} davongelaufen.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} blieb stehen und schaute sich um: Bäume, Steine, Büsche, alles sah gleich aus, und {object} war nirgends. Wenn man nicht weiß, wo man suchen soll, dann ist {place.nom} riesig, dachte {hero}, viel zu riesig für etwas so Kleines wie {object.acc}.',
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
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'run', friend: 'sit', creature: 'sit' },
        object: null,
        framing: 'medium',
        prop: 'tall-tree',
      },
      text: [
        {
          alts: [
            'Also lief {hero} zurück zu {creature.dat}.',
            'Schnaufend kam {hero} zurück zu dem alten Stein, wo {creature} noch saß.',
          ],
        },
        {
          alts: [
            '„Zuerst zum großen Baum“, begann {creature} wieder, „und dann …“',
            '„Also“, sagte {creature} geduldig, „zuerst zum großen Baum, und dann …“',
          ],
        },
        { text: 'Zuerst zum Baum, und dann, {c:lieber|liebe|liebes} {creature.bare}?', bands: ['2-4'] },
        {
          alts: [
            '„Weiß ich schon!“, rief {hero} und rannte wieder los, {place.through}.',
            '„Ja, ja!“, unterbrach {hero} und war schon wieder weg.',
          ],
        },
        {
          alts: [
            'Aber beim großen Baum war wieder nichts, {o:kein|keine|kein} {object.bare}, nur Blätter und ein schnarchender Dachs.',
            'Doch beim großen Baum lag wieder nichts, nur ein Haufen Eicheln.',
          ],
        },
        {
          text: '{friend} ließ sich ins Gras fallen. „Ich glaube“, sagte {f:er|sie}, „wir müssen {creature.dat} einmal ganz zu Ende zuhören.“',
          friend: true,
        },
        {
          text: 'Diesmal war {hero} nicht nur außer Atem, sondern auch ein bisschen beschämt. Zweimal hatte {h:er|sie} {creature.acc} unterbrochen, zweimal war {h:er|sie} {place.through} gerannt, ohne zu wissen, wohin. Dabei hatte {creature} nur helfen wollen, ganz geduldig, ohne ein böses Wort.',
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
        actions: { hero: 'sit', creature: 'sit' },
        object: null,
        framing: 'close',
      },
      text: [
        {
          alts: [
            'Da ging {hero} ganz langsam zurück und setzte sich vor {creature.acc}.',
            'Diesmal ging {hero} ganz ruhig zurück und setzte sich neben {creature.acc} auf den Boden.',
          ],
        },
        {
          alts: [
            '„Entschuldige, dass ich dich unterbrochen habe“, sagte {hero}. „Jetzt höre ich zu, bis zum Ende, {c:lieber|liebe|liebes} {creature.bare}.“',
            '„Es tut mir leid“, sagte {hero} zu {creature.dat}. „Diesmal höre ich dir richtig zu.“',
          ],
        },
        { text: 'Ganz still sitzen und {creature.dat} zuhören.', bands: ['2-4'] },
        {
          text: '{^creature} räusperte sich, schaute in den Himmel über {place.dat} und begann ganz von vorn.',
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            'Und {creature} erzählte, langsam und genau, Wort für Wort.',
            '{^creature} nickte zufrieden und erklärte alles, ganz in Ruhe.',
          ],
        },
        {
          alts: [
            '„Zuerst zum großen Baum, dann drei Schritte nach links, wo die rote Blume wächst. Und dann schau unter das große Farnblatt.“',
            '„Vom großen Baum drei Schritte nach links, bis zur roten Blume. Und dort, unter dem größten Farnblatt, liegt {o:er|sie|es}.“',
          ],
        },
        {
          text: '{hero} hörte zu, ohne ein einziges Mal dazwischenzureden, auch wenn es schwerfiel. {^creature} machte lange Pausen, und in den Pausen wollte {hero} jedes Mal „Ja, ja!“ sagen. Aber {hero} biss sich auf die Lippe und wartete, und in der letzten Pause kam das Wichtigste: das mit dem Farnblatt und {object.dat}.',
          bands: ['5-7', '8-10'],
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
        actions: { hero: 'point', friend: 'wave' },
        object: 'world',
        objectAt: 'ground',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Zum Baum, drei Schritte nach links, die rote Blume, das Farnblatt, genau wie {creature} gesagt hatte …',
            'Baum, drei Schritte, rote Blume, Farnblatt: {hero} machte alles genau so.',
          ],
        },
        {
          alts: [
            'Und da lag {object}! Genau unter dem Farnblatt!',
            'Und wirklich: Unter dem Farnblatt lag {object}, ganz sicher und trocken!',
          ],
        },
        { text: 'Da ist {object}! Hurra!', bands: ['2-4'] },
        {
          text: '{friend} jubelte so laut, dass alle Vögel aufflogen.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} drückte {object.acc} an sich und lachte: So einfach, wenn man nur bis zum Ende zuhört!',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Später erfuhr {hero}, wie {object} dorthin gekommen war: Ein Eichhörnchen hatte {o:ihn|sie|es} weggetragen und unter dem Farn versteckt, und {creature} hatte alles von {c:seinem|ihrem|seinem} Stein aus beobachtet. Wer lange still sitzt und schaut, sieht eben eine Menge {place.in}.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        creatureAt: 'on-rock',
        place: 'world',
        time: 'evening',
        weather: 'clear',
        mood: 'happy',
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'stand', friend: 'stand', creature: 'sit' },
        object: 'world',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            '{hero} lief zurück zu {creature.dat}, diesmal langsam.',
            'Langsam ging {hero} zurück zum Stein {creature.gen}.',
          ],
        },
        {
          text: '{^creature} saß immer noch auf dem Stein, als hätte {c:er|sie|es} gewusst, dass {hero} wiederkommt.',
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            '„Danke“, sagte {hero}. „Und danke, dass du so geduldig mit mir warst.“',
            '„Danke für deine Hilfe“, sagte {hero}. „Und fürs Geduldig-Sein.“',
          ],
        },
        {
          alts: [
            '„Wer zuhört, findet mehr“, sagte {friend} und zwinkerte {creature.dat} zu.',
            '„Zuhören ist schneller als rennen“, sagte {friend}, und {creature} nickte langsam.',
          ],
          friend: true,
        },
        {
          alts: [
            'Wer zuhört, findet mehr, dachte {hero} und lächelte {creature.dat} zu.',
            'Zuhören ist schneller als rennen, dachte {hero}, und {creature} nickte langsam, als hätte {c:er|sie|es} es gehört.',
          ],
          friend: false,
        },
        { text: 'Danke, {c:lieber alter|liebe alte|liebes altes} {creature.bare}!', bands: ['2-4'] },
        {
          text: 'Und dann blieb {hero} noch ein Weilchen sitzen, denn {creature} wusste noch viele andere Geschichten, lange und langsame, und diesmal hörte {hero} jede einzelne bis zum Ende, {object.acc} fest in der Hand.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Es waren Geschichten von früher, als {place.nom} noch ganz anders aussah, von Wintern mit Schnee bis zu den Fensterbänken und von Sommern, in denen der Bach ausgetrocknet war. Je länger {hero} zuhörte, desto mehr merkte {h:er|sie}, dass langsame Geschichten oft die schönsten sind, man muss ihnen nur Zeit lassen, so wie {creature} es tat.',
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
        { alts: ['Zu Hause gab {hero} Opa {object.acc} zurück.', 'Am Abend lag {object} wieder sicher bei Opa.'] },
        {
          alts: [
            'Und dann erzählte {hero} Opa alles, und Opa hörte zu, bis zum Ende.',
            'Beim Zubettgehen erzählte {hero} die ganze Geschichte, und Opa hörte zu, ohne ein einziges Mal zu unterbrechen.',
          ],
        },
        { text: 'Opa hört zu, bis zum Ende. Und dann: Gute Nacht, {object}.', bands: ['2-4'] },
        {
          text: '„Von wem hast du denn so gut zuhören gelernt?“, fragte Opa. „Von {creature.dat}“, sagte {hero} und gähnte, „von {creature.dat}.“',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Opa lachte leise, legte {object.acc} in die Schublade und strich {hero} über den Kopf. Dann erzählte er noch eine Geschichte, eine lange, langsame, und {hero} hörte zu, bis {h:ihm|ihr} die Augen zufielen, ganz am Ende, beim allerletzten Wort.',
          bands: ['8-10'],
        },
      ],
    },
  ],
  questions: [
    {
      question: 'Was hatte {hero} verloren?',
      right: '{object.acc}',
      wrong: ['{other.object.acc}', '{other2.object.acc}'],
    },
    { question: 'Wer wusste, wo {object} war?', right: '{creature}', wrong: ['{other.creature}', 'Opa'] },
    {
      question: 'Warum fand {hero} {object.acc} zuerst nicht?',
      right: '{h:Er|Sie} hörte nicht bis zum Ende zu',
      wrong: ['{h:Er|Sie} hatte keine Taschenlampe', '{h:Er|Sie} suchte im falschen Dorf'],
    },
    { question: 'Wo lag {object} am Ende?', right: 'Unter einem Farnblatt', wrong: ['Im Bach', 'Im Vogelnest'] },
    {
      question: 'Was hat {hero} gelernt?',
      right: 'Wer bis zum Ende zuhört, findet mehr',
      wrong: ['Wer schnell rennt, findet alles', 'Ältere wissen nie etwas'],
    },
  ],
};

export const respectPlots: Plot[] = [quietSleeper, differentWays, listeningToElder];
