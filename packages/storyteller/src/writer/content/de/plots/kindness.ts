import type { Plot } from '../../format.js';

const lostLittleOne: Plot = {
  id: 'kindness-lost-little-one',
  moral: 'kindness',
  titles: ['{hero} und {c:der kleine|die kleine|das kleine} {creature.bare}', 'Wo ist Mama?', 'Ein Zeichen {place.in}'],
  places: ['forest', 'meadow', 'park'],
  creatures: ['fawn', 'duck', 'rabbit', 'fox', 'owl'],
  objects: ['bell', 'drum', 'lantern'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'clear',
        mood: 'happy',
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'walk', friend: 'run', creature: 'sit' },
        object: 'world',
        framing: 'wide',
        prop: 'tall-tree',
      },
      text: [
        {
          alts: [
            'An einem hellen Morgen lief {hero} mit {object.dat} {place.to}.',
            'Eines Morgens machte sich {hero} mit {object.dat} auf den Weg {place.to}.',
          ],
        },
        {
          alts: [
            'Heute wollte {hero} {place.in} den allerschönsten Platz suchen, um dort mit {object.dat} zu spielen.',
            '{hero} hatte einen Plan: einen geheimen Spielplatz {place.in} finden, nur für sich und {object.acc}.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            '{friend} hüpfte nebenher. {f:Er|Sie} konnte die lustigsten Gesichter der Welt schneiden, und das wusste {f:er|sie} auch.',
            'Neben {hero} hüpfte {friend}, {f:der|die} lustigste Grimassenschneider weit und breit.',
          ],
          friend: true,
        },
        {
          alts: [
            'Da hörte {hero} ein leises Weinen.',
            'Plötzlich hörte {hero} etwas: ein leises, trauriges Schniefen.',
          ],
        },
        { text: 'Schnief, schnief, wer weint denn da?', bands: ['2-4'] },
        {
          alts: [
            'Unter einem Baum saß {c:ein kleiner|eine kleine|ein kleines} {creature.bare}, ganz allein.',
            'Unter einem großen Baum kauerte {c:ein kleiner|eine kleine|ein kleines} {creature.bare}, mutterseelenallein.',
          ],
        },
        {
          alts: [
            '„Ich finde meine Mama nicht“, schluchzte {c:der kleine|die kleine|das kleine} {creature.bare}.',
            '„Meine Mama ist weg“, schniefte {creature}. „Ich finde sie nicht mehr.“',
          ],
        },
        {
          text: '{c:Sein|Ihr|Sein} Köpfchen hing herunter, und dicke Tränen kullerten ins Gras.',
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            '{hero} schaute zu {object.dat} und dann zu {creature.dat}. Eigentlich hatte {h:er|sie} sich so auf diesen Tag gefreut, eigentlich. Aber wie soll man mit {object.dat} spielen, wenn nebenan jemand so traurig weint? Das ging einfach nicht, fand {hero}.',
            '{hero} sah erst {object.acc} an, dann {creature.acc}. Auf diesen Tag hatte {h:er|sie} sich so gefreut! Aber spielen, während nebenan jemand so bitterlich weint? Nein, das brachte {hero} nicht übers Herz.',
          ],
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
        actions: { hero: 'sit', friend: 'stand', creature: 'sit' },
        object: 'world',
        framing: 'close',
      },
      text: [
        {
          alts: [
            '„Keine Angst“, sagte {hero} und kniete sich neben {creature.acc}, „wir finden deine Mama.“',
            '„Nicht weinen“, sagte {hero} sanft. „Ich helfe dir, deine Mama zu finden.“',
          ],
        },
        {
          alts: [
            '{^creature} drückte sich ganz dicht an {hero}. „Findest du meine Mama bestimmt?“, flüsterte {c:er|sie|es}. „Ganz bestimmt“, sagte {hero}, auch wenn {h:er|sie} selbst noch nicht wusste, wie.',
            '{^creature} kuschelte sich eng an {hero}. „Und du findest meine Mama wirklich?“, piepste {c:er|sie|es}. „Versprochen“, sagte {hero}, obwohl {h:er|sie} noch keine Ahnung hatte, wie.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: '{friend} schnitt eine so komische Grimasse, dass {creature} mitten im Weinen kichern musste.',
          friend: true,
        },
        { text: 'Wo ist nur die Mama von {creature.dat}?', bands: ['2-4'] },
        {
          alts: [
            'Zuerst fragte {hero} einen Maulwurf, der gerade {place.in} aus der Erde guckte.',
            'Als Erstes klopfte {hero} an einen Maulwurfshügel {place.in}.',
          ],
        },
        {
          alts: [
            '„Eine Mama für {creature.acc}?“, brummte der Maulwurf und blinzelte, „hier unten gibt es nur Regenwürmer.“',
            '„Welche Mama?“, nuschelte der Maulwurf, „ich sehe doch gar nichts, ich bin ein Maulwurf!“',
          ],
        },
        {
          text: 'Und schwupps, war er wieder in seinem Loch verschwunden, und nur ein bisschen Erde rieselte noch nach.',
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            'Dann fragte {hero} eine Amsel, die behauptete, sie habe alle Mamas gesehen, und zwar genau dort drüben. Aber dort drüben stand nur ein alter Baumstumpf mit einem dicken Pilz darauf, der ganz entfernt wie eine Mama aussah, wenn man die Augen sehr fest zusammenkniff.',
            'Eine Amsel wollte alle Mamas der Welt gesehen haben, und zwar gleich da drüben. Doch da drüben war nur ein alter Baumstumpf mit einem dicken Pilz obendrauf, der nur dann ein bisschen wie eine Mama aussah, wenn man die Augen ganz fest zusammenkniff.',
          ],
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
        actions: { hero: 'sit', friend: 'walk', creature: 'walk' },
        object: 'world',
        framing: 'wide',
        prop: 'tall-tree',
      },
      text: [
        {
          alts: [
            'Dann entdeckte {hero} Spuren im weichen Boden.',
            'Da sah {hero} Fußspuren, die {place.through} führten.',
          ],
        },
        {
          alts: [
            '„Da lang!“, rief {hero}. Sie folgten den Spuren, rundherum und rundherum.',
            '„Wir folgen den Spuren!“, rief {hero}, und {creature} tapste hinterher.',
          ],
        },
        { text: 'Tapp, tapp, rundherum {place.through}.', bands: ['2-4'] },
        {
          alts: [
            'Aber die Spuren führten im Kreis, genau zurück zu dem großen Baum.',
            'Doch die Spuren machten einen großen Bogen und endeten genau dort, wo sie angefangen hatten.',
          ],
        },
        {
          alts: [
            'Es waren {h:seine|ihre} eigenen Spuren und die {creature.gen}!',
            'Es waren {h:seine|ihre} eigenen Fußspuren, ganz frisch!',
          ],
        },
        { text: '{friend} prustete los, und sogar {creature} kicherte ein bisschen.', friend: true },
        {
          text: '{hero} musste lachen, und sogar {c:der kleine|die kleine|das kleine} {creature.bare} kicherte ein bisschen.',
          friend: false,
        },
        {
          alts: [
            'Aber dann wurde {creature} wieder still. Die Sonne stand schon hoch, und Mama war immer noch nicht da.',
            'Doch bald hörte {creature} auf zu kichern. Mama war immer noch nicht da, und die Sonne stand schon hoch über {place.dat}.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            '{hero} setzte sich auf eine Wurzel und dachte nach: Suchen half nicht, denn die Gegend war viel zu groß, und die Mama konnte überall sein. Vielleicht suchte sie ja gerade selbst nach {creature.dat}, ganz in der Nähe, und lief im Kreis, genau wie sie. Wenn man einander nicht findet, überlegte {hero}, dann muss man dafür sorgen, dass man gefunden wird.',
            '{hero} hockte sich auf eine Wurzel und überlegte. So kamen sie nicht weiter: Die Gegend war riesig, und die Mama konnte überall sein. Vielleicht suchte sie selbst gerade nach {creature.dat}, ganz nah, und drehte sich im Kreis, genau wie sie beide. Wenn man sich nicht findet, dachte {hero}, muss man eben dafür sorgen, dass man gefunden wird.',
          ],
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
        actions: { hero: 'reach-up', friend: 'stand', creature: 'sit' },
        object: 'world',
        framing: 'medium',
      },
      text: [
        { alts: ['Da hatte {hero} eine Idee mit {object.dat}.', 'Und dann wusste {hero}, was zu tun war.'] },
        {
          alts: [
            '{h:Er|Sie} kletterte auf einen kleinen Hügel und hob {object.acc} hoch, so hoch {h:er|sie} nur konnte.',
            'Mit {object.dat} kletterte {hero} auf den kleinen Hügel und hielt {o:ihn|sie|es} hoch über den Kopf.',
          ],
        },
        {
          alts: [
            'Wenn Mama {object.acc} bemerkte, würde sie den Weg finden.',
            '{object} sollte Mama zeigen, wo ihr Kind wartete.',
          ],
        },
        {
          text: 'Ab und zu machte {creature} ganz leise: {creature.sound} Als wollte {c:er|sie|es} mitrufen.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Später erzählte {friend}, das Schwierigste sei gewesen, {creature.dat} so lange Witze zu erzählen, ohne dass einem die Witze ausgehen, und am Ende hatte {f:er|sie} sogar ein paar neue erfunden.',
          friend: true,
          bands: ['8-10'],
        },
        {
          text: '{friend} blieb unten bei {creature.dat} und erzählte {c:ihm|ihr|ihm} leise Witze, damit {c:er|sie|es} nicht mehr so traurig war.',
          friend: true,
        },
        { text: '{^creature} saß ganz dicht neben {hero} und schaute mit großen Augen nach oben.', friend: false },
        { text: 'Hier sind wir, hier bei {object.dat}!', bands: ['2-4'] },
        {
          alts: [
            'Lange passierte nichts {place.in}, und {hero} taten schon die Arme weh, aber {h:er|sie} hielt {object.acc} tapfer weiter hoch.',
            'Es dauerte und dauerte. {hero} wurden die Arme müde, aber {object} blieb oben.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            '„Du musst nicht bei mir bleiben“, flüsterte {creature}. „Doch“, sagte {hero}, „ich bleibe, bis deine Mama da ist.“',
            '„Du kannst ruhig nach Hause gehen“, murmelte {creature}. Aber {hero} schüttelte den Kopf: „Ich gehe erst, wenn deine Mama hier ist.“',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Die Sonne wanderte über den Himmel, die Schatten wurden länger, und {hero} dachte kurz an den schönen Platz zum Spielen. Ob den jetzt jemand anderes gefunden hatte? Egal, ein schöner Platz {place.in} läuft nicht weg. Aber {c:ein kleiner|eine kleine|ein kleines} {creature.bare}, {c:der|die|das} sich verlaufen hat, sollte keine Minute länger allein bleiben als nötig.',
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
        actions: { hero: 'stand', creature: 'run' },
        object: 'world',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Da raschelte es, und aus dem Gebüsch kam die Mama!',
            'Und dann, endlich, raschelte es, und die Mama {creature.gen} kam herbeigeeilt!',
          ],
        },
        {
          alts: [
            '„Mama!“, rief {c:der kleine|die kleine|das kleine} {creature.bare} und lief ihr entgegen. {creature.sound}',
            '{creature.sound} „Mama!“, rief {creature} und rannte los.',
          ],
        },
        { text: '„Mama!“, ruft {creature}, „da ist Mama!“', bands: ['2-4'] },
        {
          alts: [
            'Die Mama drückte {c:ihren kleinen|ihre kleine|ihr kleines} {creature.obl} ganz fest an sich.',
            'Die Mama kuschelte sich an {creature.acc} und ließ {c:ihn|sie|es} gar nicht mehr los.',
          ],
        },
        {
          alts: [
            '„Ich habe {object.acc} bemerkt und bin einfach hingelaufen“, sagte die Mama. „Danke, dass du bei meinem Kind geblieben bist.“',
            '„Danke“, sagte die Mama zu {hero}, „ohne {object.acc} hätte ich euch nie gefunden, und ohne dich auch nicht.“',
          ],
          bands: ['5-7', '8-10'],
        },
        { text: '{hero} wurde ein bisschen rot, aber nur vor Freude.', bands: ['5-7', '8-10'] },
        {
          text: 'Das Kleine erzählte der Mama alles auf einmal, so schnell, dass die Wörter durcheinanderpurzelten: vom Maulwurf, von den Spuren im Kreis und von {object.dat} auf dem Hügel.',
          bands: ['8-10'],
        },
        {
          alts: [
            'Die Mama erzählte, dass sie den ganzen Tag gesucht hatte, hinter jedem Busch und unter jedem Blatt, bis sie vom Rufen ganz heiser war. Und genau wie {hero} vermutet hatte, war auch sie im Kreis gelaufen, ohne es zu merken, und da mussten alle lachen, sogar die Mama.',
            'Den ganzen Tag hatte die Mama gesucht, erzählte sie, hinter jedem Busch, unter jedem Blatt, bis ihre Stimme vom Rufen ganz heiser war. Und sie war tatsächlich im Kreis gelaufen, genau wie {hero} gedacht hatte, ohne es zu merken. Da mussten alle lachen, die Mama am meisten.',
          ],
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
        actions: { hero: 'wave', friend: 'walk', creature: 'wave' },
        object: 'world',
        framing: 'close',
      },
      text: [
        {
          alts: [
            '{^creature} gab {hero} zum Abschied einen kleinen Stupser mit der Nase.',
            'Zum Abschied stupste {c:der kleine|die kleine|das kleine} {creature.bare} {hero} ganz sanft an die Hand.',
          ],
        },
        { text: 'Tschüss, {c:kleiner|kleine|kleines} {creature.bare}, tschüss!', bands: ['2-4'] },
        {
          alts: [
            'Dann verschwanden die beiden {place.through}, ganz dicht nebeneinander.',
            'Dann liefen Mama und Kind davon, so dicht nebeneinander, dass kein Blatt dazwischen passte.',
          ],
        },
        {
          alts: [
            '„Manchmal ist das Freundlichste, was man tun kann, einfach dazubleiben“, sagte {friend} auf dem Heimweg.',
            '„Du bist einfach bei {creature.dat} geblieben“, sagte {friend} auf dem Heimweg, „das war das Freundlichste überhaupt.“',
          ],
          friend: true,
        },
        {
          alts: [
            'Manchmal ist das Freundlichste, was man tun kann, einfach dazubleiben, dachte {hero} auf dem Heimweg.',
            'Einfach bei {creature.dat} bleiben, dachte {hero} auf dem Heimweg, das war wohl das Freundlichste überhaupt.',
          ],
          friend: false,
        },
        {
          alts: [
            'Gespielt hatte {hero} heute nicht. Und trotzdem war es einer der schönsten Tage überhaupt.',
            'Mit {object.dat} hatte {hero} heute kein bisschen gespielt. Und trotzdem war es ein wunderschöner Tag gewesen.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            'Auf dem Weg nach Hause kam {hero} an einem Platz vorbei, der genau richtig zum Spielen mit {object.dat} gewesen wäre: eine kleine Lichtung mit weichem Moos. {hero} lächelte, denn morgen ist auch noch ein Tag.',
            'Auf dem Heimweg entdeckte {hero} eine kleine Lichtung mit weichem Moos, wie gemacht zum Spielen mit {object.dat}. Egal, dachte {hero} und lächelte: Morgen ist auch noch ein Tag.',
          ],
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
            'Am Abend lag {hero} im Bett, und {object} stand auf dem Regal.',
            'Am Abend legte {hero} {object.acc} auf das Regal und kroch unter die Decke.',
          ],
        },
        {
          alts: [
            'Irgendwo {place.in} schlief jetzt {c:der kleine|die kleine|das kleine} {creature.bare}, ganz nah bei Mama.',
            'Und irgendwo {place.in} kuschelte sich jetzt {creature} an {c:seine|ihre|seine} Mama.',
          ],
        },
        { text: 'Ganz nah bei Mama und ganz warm schläft {creature}.', bands: ['2-4'] },
        {
          alts: [
            '{hero} dachte an den Maulwurf und an die Amsel und an den Pilz, der wie eine Mama aussah, und musste im Dunkeln kichern. Was für ein Tag {place.in}, nicht der, den {h:er|sie} geplant hatte, aber vielleicht ein besserer!',
            'Im Dunkeln musste {hero} noch einmal kichern: über den Maulwurf, die Amsel und den Pilz, der wie eine Mama aussah. Ein ganz anderer Tag als geplant, aber vielleicht ein besserer!',
          ],
          bands: ['8-10'],
        },
        {
          text: '{hero} stellte sich vor, wie {creature} und die Mama zusammengerollt in ihrem Nest aus Blättern lagen, und lächelte. So ein Gefühl, dachte {h:er|sie}, das müsste man in eine Schachtel packen können.',
          bands: ['5-7', '8-10'],
        },
      ],
    },
  ],
  questions: [
    {
      question: 'Wen fand {hero} unter dem Baum?',
      right: '{creature.einen}',
      wrong: ['{other.creature.einen}', '{other2.creature.einen}'],
    },
    {
      question: 'Wem gehörten die Spuren, denen {hero} folgte?',
      right: '{hero} selbst',
      wrong: ['Der Mama', 'Dem Maulwurf'],
    },
    {
      question: 'Was hielt {hero} auf dem Hügel hoch?',
      right: '{object.acc}',
      wrong: ['{other.object.acc}', '{other2.object.acc}'],
    },
    {
      question: 'Warum blieb {hero} so lange da?',
      right: 'Damit {creature} nicht allein war',
      wrong: ['Weil {h:er|sie} dort spielen wollte', 'Weil {h:er|sie} den Weg nicht fand'],
    },
    {
      question: 'Wie fühlte sich {creature} am Ende?',
      right: 'Froh und geborgen bei Mama',
      wrong: ['Immer noch traurig', 'Ärgerlich auf {hero}'],
    },
  ],
};

const grumpyBirthday: Plot = {
  id: 'kindness-grumpy-birthday',
  moral: 'kindness',
  titles: [
    'Der Geburtstag {creature.gen}',
    '{hero} und {c:der alte|die alte|das alte} {creature.bare}',
    'Hoch soll {c:er|sie|es} leben!',
  ],
  places: ['village', 'farm', 'garden', 'forest'],
  creatures: ['bear', 'turtle', 'hedgehog', 'owl'],
  objects: ['cake', 'flower', 'lantern'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'clear',
        mood: 'calm',
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'walk', friend: 'hide', creature: 'stand' },
        object: null,
        framing: 'wide',
        prop: 'hut',
      },
      text: [
        {
          alts: [
            'Am Ende {place.gen} wohnte {c:ein alter|eine alte|ein altes} {creature.bare}.',
            'Ganz am Rand {place.gen}, in einem Häuschen mit Moos auf dem Dach, wohnte {c:ein alter|eine alte|ein altes} {creature.bare}.',
          ],
        },
        {
          alts: [
            '{^creature} brummte und grummelte den ganzen Tag.',
            'Den ganzen Tag grummelte {creature} vor sich hin.',
          ],
        },
        { text: 'Brumm, grumm, grummel!', bands: ['2-4'] },
        {
          text: 'Vor der Tür {creature.gen} wuchsen Brennnesseln, und auf dem Briefkasten stand in krummen Buchstaben: BITTE NICHT STÖREN.',
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            'Liefen Kinder vorbei, rief {creature}: „Nicht so laut!“ Und flog ein Ball über den Zaun, bekam man ihn nur mit einem ganz finsteren Blick zurück.',
            'Lachten die Kinder {place.in} zu laut, klopfte {creature} ans Fenster. Flog ein Ball über den Zaun, kam er nur mit einem Brummen zurück, das bis {place.to} hallte.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            'Die meisten Kinder machten lieber einen großen Bogen um {creature.acc}.',
            'Fast alle liefen ganz schnell an {creature.dat} vorbei.',
          ],
        },
        { text: '{friend} auch, denn {f:er|sie} meinte, {creature} habe noch nie im Leben gelacht.', friend: true },
        {
          text: '{hero} hatte sich schon oft gefragt, warum {creature} so grummelig war. Niemand wird doch grummelig geboren, {c:auch kein|auch keine|auch kein} {creature.bare}. Irgendwo musste das Grummeln ja herkommen, so wie ein Bach irgendwo eine Quelle hat.',
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
        actions: { hero: 'stand', friend: 'stand', creature: 'stand' },
        object: null,
        framing: 'medium',
        prop: 'hut',
      },
      text: [
        {
          alts: [
            'Eines Morgens kam {hero} am Häuschen {creature.gen} vorbei.',
            'Eines Morgens ging {hero} {place.through}, am Häuschen mit dem Moosdach vorbei.',
          ],
        },
        {
          alts: [
            'Da hörte {h:er|sie}, wie {creature} leise seufzte.',
            'Durch das offene Fenster hörte {hero}, wie {creature} tief seufzte.',
          ],
        },
        {
          alts: [
            '„Heute ist mein Geburtstag, und niemand weiß es“, murmelte {creature}.',
            '„Heute habe ich Geburtstag“, murmelte {creature}, „und keiner denkt daran.“',
          ],
        },
        { text: '{c:Armer|Arme|Armes} {creature.bare}, Geburtstag ganz allein!', bands: ['2-4'] },
        {
          text: 'Dann putzte sich {creature} die Nase, so laut wie eine Trompete, und schlurfte ins Haus zurück.',
          bands: ['5-7', '8-10'],
        },
        { text: '„Das geht doch nicht!“, sagte {hero}.', bands: ['2-4'] },
        {
          alts: [
            'Wie angewurzelt blieb {hero} stehen, denn ein Geburtstag ganz allein, das durfte nicht sein, nicht einmal für {c:einen so grummeligen|eine so grummelige|ein so grummeliges} {creature.obl}.',
            'Geburtstag haben und keiner feiert mit, das ging doch nicht, fand {hero} und blieb vor dem Zaun stehen.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: '„Und jetzt?“, flüsterte {friend}, und {hero} sagte: „Jetzt machen wir {creature.dat} eine Freude.“',
          friend: true,
        },
        {
          text: '{hero} dachte an {h:seinen|ihren} eigenen letzten Geburtstag, an die Kerzen, an das Lied und an Oma, die so schief gesungen hatte, dass alle lachen mussten. Und dann stellte {h:er|sie} sich vor, wie {creature} jetzt ganz allein am Küchentisch saß, wo niemand klopfte. Der Gedanke daran fühlte sich an wie ein kalter Zeh im Winter.',
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
        cast: ['hero', 'friend'],
        actions: { hero: 'stand', friend: 'stand' },
        object: null,
        framing: 'medium',
        prop: 'hut',
      },
      text: [
        {
          alts: [
            'Also lief {hero} zur Tür {creature.gen} und klopfte: klopf, klopf!',
            '{hero} nahm allen Mut zusammen und klopfte an die Tür: klopf, klopf!',
          ],
        },
        {
          alts: [
            '„Alles Gute!“, rief {h:er|sie} so laut, dass die Vögel {place.in} aufflatterten.',
            '„Alles Gute, {c:lieber|liebe|liebes} {creature.bare}!“, rief {hero}, so laut {h:er|sie} konnte.',
          ],
        },
        {
          alts: [
            '„Eine alte Stute?“, brummte {creature} hinter der Tür. „Hier wohnt keine Stute, hier wohnt nur {creature.ein}!“',
            '„Eine alte Stute?“, brummte es hinter der Tür. „Ich bin doch kein Pferd, ich bin {creature.ein}!“',
          ],
        },
        { text: 'Und die Tür blieb zu, hmpf.', bands: ['2-4'] },
        {
          text: '{friend} hielt sich den Bauch vor Lachen und kicherte: „{^creature.ein} ist doch keine alte Stute!“',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} musste kichern: {creature.ein} als alte Stute, so hatte {h:er|sie} das nun wirklich nicht gemeint!',
          friend: false,
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            'Vielleicht hörte {creature} nicht mehr so gut, oder {c:er|sie|es} war einfach viel zu lange allein gewesen.',
            'Vielleicht hatte {creature} schlechte Ohren, oder {c:er|sie|es} hatte ganz vergessen, wie sich ein freundliches Klopfen anhört.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} klopfte noch einmal, ein bisschen leiser, aber im Häuschen war es jetzt still. Nur eine alte Uhr tickte dort drinnen, tick, tack, tick, tack, wie ein Herz, das auf etwas wartet.',
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
        cast: ['hero', 'creature'],
        actions: { hero: 'hide', creature: 'peek' },
        object: 'world',
        objectAt: 'ground',
        framing: 'wide',
        prop: 'hut',
      },
      text: [
        {
          alts: [
            'Dann lief {hero} nach Hause und holte {object.acc}.',
            'Zu Hause fand {hero} genau das richtige Geschenk: {object.acc}.',
          ],
        },
        {
          text: 'Eigentlich hatte {hero} {object.acc} für sich selbst aufheben wollen, aber heute brauchte {creature} {o:ihn|sie|es} dringender.',
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            '{h:Er|Sie} stellte {object.acc} vor die Tür, klingelte und versteckte sich hinter einem Busch.',
            'Leise stellte {hero} {object.acc} auf die Türschwelle, klingelte und sprang hinter einen Busch.',
          ],
        },
        { text: 'Ding, dong, schnell weg!', bands: ['2-4'] },
        {
          text: 'Hinter dem Busch kitzelte ein Grashalm {hero} an der Nase, und fast hätte ein lautes Hatschi {h:ihn|sie} verraten.',
          bands: ['8-10'],
        },
        {
          alts: [
            '{^creature} öffnete die Tür, aber da stand nur {object}.',
            'Die Tür ging auf, und {creature} spähte nach links und rechts: Nur {object} war da.',
          ],
        },
        {
          alts: [
            '„Pah, {object} vor meiner Tür? Bestimmt ein Streich!“, brummte {c:er|sie|es}.',
            '„Aha, ein Streich!“, grummelte {c:er|sie|es} und ließ {object.acc} einfach stehen.',
          ],
        },
        { text: 'Rums, Tür zu!', bands: ['2-4'] },
        {
          alts: [
            'Hinter dem Busch seufzte {hero}: {object} ohne jemanden, der {o:ihn|sie|es} schenkt, war irgendwie nur ein halbes Geschenk.',
            '{hero} kroch hinter dem Busch hervor und schaute auf {object.acc}: Ein Geschenk ohne Schenker, das war wohl nur ein halbes Geschenk.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Und noch etwas verstand {hero}: {^creature} konnte gar nicht glauben, dass {c:ihm|ihr|ihm} jemand einfach so etwas Schönes schenken wollte, denn wer lange allein ist, dem kommt ein Geschenk ohne Grund manchmal vor wie ein Trick.',
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
        actions: { hero: 'give', friend: 'stand', creature: 'stand' },
        object: 'world',
        framing: 'close',
      },
      text: [
        {
          alts: [
            'Da nahm {hero} {object.acc} in beide Hände und klopfte noch einmal.',
            'Diesmal versteckte sich {hero} nicht, sondern nahm {object.acc} und klopfte noch einmal.',
          ],
        },
        { text: '{friend} stand dicht neben {hero}, denn zu zweit ist man mutiger.', friend: true, bands: ['2-4'] },
        {
          text: '{friend} stand dicht neben {hero}: Allein hätte sich keiner von beiden an diese Tür getraut, aber zu zweit ging es.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            'Als die Tür aufging, hielt {hero} {object.acc} hoch: „Für dich, weil du Geburtstag hast!“',
            '„Das ist für dich, zum Geburtstag“, sagte {hero}, als {creature} in der Tür stand.',
          ],
        },
        {
          alts: [
            '{^creature} schaute {object.acc} an, dann {hero}, dann wieder {object.acc}.',
            '{^creature} blickte von {object.dat} zu {hero} und wieder zurück.',
          ],
        },
        {
          alts: [
            '„Für mich?“, fragte {c:er|sie|es} leise, und auf einmal war alles Grummelige weg.',
            '„Wirklich für mich?“, flüsterte {creature}, und plötzlich war alles Grummelige aus {c:seinem|ihrem|seinem} Gesicht verschwunden.',
          ],
        },
        {
          text: '{c:Seine|Ihre|Seine} Augen wurden feucht, und {creature} putzte sich wieder die Nase, aber diesmal ganz leise.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '„Das mit der alten Stute“, sagte {creature} und räusperte sich, „das war vorhin ein Missverständnis, oder?“ {hero} nickte, und zum ersten Mal sah {hero}, wie sich die Mundwinkel {creature.gen} nach oben bogen, ganz langsam, als hätten sie das lange nicht geübt.',
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
        objectAt: 'on-prop',
        framing: 'medium',
        prop: 'table',
      },
      text: [
        {
          alts: [
            '{^creature} ließ {hero} herein, und sie feierten zusammen.',
            'Und dann wurde gefeiert, mit {object.dat} mitten auf dem Tisch.',
          ],
        },
        {
          alts: [
            '„Hoch soll {c:er|sie|es} leben, dreimal hoch!“, sangen sie.',
            'Sie sangen: „Hoch soll {c:er|sie|es} leben!“, und {creature} klatschte mit.',
          ],
        },
        {
          alts: [
            'Es gab Kräutertee aus winzigen Tassen, und {creature} erzählte Geschichten von früher, als {place.in} noch alles anders war.',
            'Aus einem alten Schrank holte {creature} winzige Tassen für Kräutertee und erzählte Geschichten von früher.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: '{friend} merkte, dass {creature} sehr wohl lachen konnte, und zwar so laut, dass die Tassen klirrten.',
          friend: true,
        },
        {
          text: 'Aus der Speisekammer holte {creature} ein Glas Honig, das schon ganz lange auf einen besonderen Tag gewartet hatte, und alle bekamen einen Löffel voll.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Es stellte sich heraus, dass {creature} früher jedes Jahr das große Sommerfest vorbereitet hatte, mit Girlanden und Laternen und Kuchen für alle. Aber dann waren die alten Freunde weggezogen, einer nach dem anderen, und irgendwann hatte {creature} aufgehört, Feste zu feiern, und mit dem Feiern war auch das Lachen eingeschlafen.',
          bands: ['8-10'],
        },
        {
          text: '„Vielleicht“, sagte {hero} vorsichtig, „machen wir nächsten Sommer wieder ein Fest {place.in}, zusammen?“ {^creature} antwortete nicht gleich, aber dann nickte {c:er|sie|es}, ganz langsam und dann immer schneller.',
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
        actions: { hero: 'wave', friend: 'wave', creature: 'wave' },
        object: 'world',
        objectAt: 'creature',
        framing: 'wide',
        prop: 'hut',
      },
      text: [
        {
          alts: [
            'Als es dunkel wurde, winkte {creature} noch lange an der Tür.',
            'Als die Sterne kamen, stand {creature} noch lange in der Tür und winkte.',
          ],
        },
        {
          text: '„Ein bisschen Freundlichkeit, und schon brummt nicht einmal mehr {creature.ein}“, kicherte {friend}.',
          friend: true,
        },
        {
          text: 'Ein bisschen Freundlichkeit, und schon brummt nicht einmal mehr {creature.ein}, dachte {hero} und lächelte.',
          friend: false,
        },
        { text: 'Winke, winke, {c:lieber|liebe|liebes} {creature.bare}, bis morgen!', bands: ['2-4'] },
        {
          alts: [
            'Und morgen, das versprach {hero}, würde {h:er|sie} wieder bei {creature.dat} vorbeikommen, einfach so, auch ohne Geburtstag.',
            '{hero} nahm sich vor, bald wieder an die Tür {creature.gen} zu klopfen, auch wenn gar kein Geburtstag war.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: '„Komm bald wieder!“, rief {creature} noch, und es klang kein bisschen mehr wie ein Brummen.',
          bands: ['5-7', '8-10'],
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
            'Zu Hause kuschelte sich {hero} ins Bett und dachte an {creature.acc} und an das Geburtstagslied.',
            'Am Abend krabbelte {hero} müde und glücklich ins Bett und summte noch leise das Geburtstagslied für {creature.acc}.',
          ],
        },
        { text: 'Hoch soll {c:er|sie|es} leben, und jetzt wird geschlafen.', bands: ['2-4'] },
        {
          text: 'Morgen, nahm sich {hero} vor, würde {h:er|sie} den anderen Kindern erzählen, dass {creature} gar nicht böse war, nur ein bisschen einsam, und dass {c:er|sie|es} die lustigsten Geschichten von früher kannte.',
          bands: ['8-10'],
        },
        {
          text: 'Und irgendwo {place.in} stand jetzt {object} auf einem Fensterbrett, und {creature} schaute {o:ihn|sie|es} an und lächelte.',
          bands: ['5-7', '8-10'],
        },
      ],
    },
  ],
  questions: [
    {
      question: 'Wo wohnte {creature}?',
      right: 'Am Ende {place.gen}',
      wrong: ['Am Ende {other.place.gen}', 'Am Ende {other2.place.gen}'],
    },
    {
      question: 'Was hatte {creature} an diesem Tag?',
      right: 'Geburtstag',
      wrong: ['Schnupfen', 'Besuch von der Familie'],
    },
    {
      question: 'Was schenkte {hero} {creature.dat}?',
      right: '{object.acc}',
      wrong: ['{other.object.acc}', '{other2.object.acc}'],
    },
    {
      question: 'Was dachte {creature}, als das Geschenk allein vor der Tür stand?',
      right: 'Dass es ein Streich war',
      wrong: ['Dass der Wind es gebracht hatte', 'Dass es der Postbote war'],
    },
    {
      question: 'Wie fühlte sich {creature} am Ende?',
      right: 'Froh und gar nicht mehr allein',
      wrong: ['Noch grummeliger als vorher', 'Müde und gelangweilt'],
    },
  ],
};

const brookCrossing: Plot = {
  id: 'kindness-brook-crossing',
  moral: 'kindness',
  titles: [
    'Über den Bach',
    '{hero} und {c:der kleine|die kleine|das kleine} {creature.bare} am Bach',
    'Nasse Füße, warmes Herz',
  ],
  places: ['forest', 'meadow', 'park', 'farm'],
  creatures: ['mouse', 'hedgehog', 'rabbit', 'squirrel'],
  objects: ['basket', 'umbrella', 'boat'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'clear',
        mood: 'happy',
        cast: ['hero', 'friend'],
        actions: { hero: 'splash', friend: 'walk' },
        object: 'world',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Es hatte die ganze Nacht geregnet, und {place.in} glitzerte jeder Grashalm.',
            'Nach einer langen Regennacht tropfte und glitzerte es überall {place.in}.',
          ],
        },
        {
          alts: [
            '{hero} zog die Gummistiefel an und nahm {object.acc} mit.',
            'In Gummistiefeln und mit {object.dat} unter dem Arm zog {hero} los.',
          ],
        },
        { text: 'Platsch, platsch, Pfützen überall!', bands: ['2-4'] },
        {
          alts: [
            '{hero} sprang in jede Pfütze, die {h:er|sie} finden konnte, und zählte die Spritzer: eins, zwei, drei, ganz viele.',
            'Keine Pfütze war vor {hero} sicher. Platsch, machte es, und die Tropfen flogen bis zur Nasenspitze.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Neben {hero} stapfte {friend}, in viel zu großen Gummistiefeln, die bei jedem Schritt quietschten.',
          friend: true,
        },
        {
          alts: [
            'Mitten {place.in} rauschte ein Bach, viel breiter als sonst.',
            'Quer {place.through} rauschte der Bach, heute doppelt so breit wie sonst.',
          ],
        },
        {
          text: '{hero} hatte sich schon die ganze Woche auf diesen Tag gefreut, und {object} sollte überallhin mitkommen.',
          bands: ['8-10'],
        },
        {
          text: 'Normalerweise war der Bach so schmal, dass man einfach darüberhüpfen konnte; heute aber war er braun und schnell und gluckerte laut, als hätte er über Nacht eine Menge zu erzählen bekommen.',
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
        cast: ['hero', 'creature'],
        actions: { hero: 'stand', creature: 'sit' },
        object: 'world',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Am Ufer saß {creature} und schaute traurig auf das Wasser.',
            'Am Ufer hockte {c:ein kleiner|eine kleine|ein kleines} {creature.bare} und starrte traurig auf das Wasser.',
          ],
        },
        {
          alts: [
            '„Mein Zuhause ist da drüben“, sagte {creature}, „und ich komme nicht hinüber.“',
            '„Da drüben wohne ich“, piepste {creature}, „aber das Wasser ist zu wild.“',
          ],
        },
        {
          text: '„Meine Familie wartet auf mich. Heute Abend gibt es Nusssuppe, und wer zu spät kommt, bekommt nur noch den Rest.“',
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            '„Ich helfe dir“, sagte {hero}.',
            '„Keine Sorge, ich helfe dir“, sagte {hero} und krempelte die Ärmel hoch.',
          ],
        },
        {
          text: '{hero} schaute über das Wasser. Drüben, zwischen den Wurzeln einer alten Weide, entdeckte {h:er|sie} eine kleine Tür, gerade groß genug für {creature.einen}, und ein winziges Fenster, in dem schon eine Kerze brannte. Dort wartete also die Familie {creature.gen}. Und der Bach rauschte mittendurch, als wollte er sagen: Hier kommt {c:kein|keine|kein} {creature.bare} vorbei.',
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
        actions: { hero: 'build', friend: 'stand', creature: 'splash' },
        object: 'world',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Zuerst legte {hero} Steine ins Wasser, einen nach dem anderen.',
            'Zuerst legte {hero} flache Steine in den Bach, einen neben den anderen.',
          ],
        },
        {
          alts: [
            '{^creature} hüpfte auf den ersten Stein, hopp, und auf den zweiten, hopp!',
            'Vorsichtig sprang {creature} los: hopp, auf den ersten Stein, hopp, auf den zweiten!',
          ],
        },
        {
          alts: [
            'Aber der dritte Stein wackelte, und platsch, saß {creature} im Wasser.',
            'Doch der dritte Stein kippelte, und platsch, plumpste {creature} ins Wasser.',
          ],
        },
        {
          alts: [
            'Zum Glück nur am Rand, wo es ganz flach war.',
            'Zum Glück war es dort ganz flach, und {hero} zog {creature.acc} sofort heraus.',
          ],
        },
        {
          text: '{^creature} prustete und schüttelte sich, dass die Tropfen nur so flogen, mitten auf {hero}, und jetzt waren beide nass und mussten lachen.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{friend} hatte einen Spritzer auf die Nase bekommen und schielte so komisch darauf, dass {creature} kichern musste.',
          friend: true,
        },
        {
          text: 'Aber das Lachen hielt nicht lange, denn {creature} saß tropfnass am Ufer und schaute wieder zu der kleinen Tür hinüber. „Vielleicht schaffe ich es heute gar nicht mehr nach Hause“, flüsterte {c:er|sie|es}, und {c:seine|ihre|seine} Schnurrhaare zitterten.',
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
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'carry', friend: 'wave', creature: 'stand' },
        object: 'world',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Dann schleppte {hero} einen langen Ast heran und legte ihn über den Bach.',
            'Als Nächstes zog {hero} einen langen Ast {place.through} bis zum Bach.',
          ],
        },
        {
          alts: [
            'Aber der Ast war zu kurz: Er plumpste ins Wasser und schwamm {creature.dat} einfach davon.',
            'Doch der Ast war zu kurz: Platsch, fiel er ins Wasser, und {creature} machte große Augen.',
          ],
        },
        {
          text: '„Vielleicht kann ich ja fliegen?“, überlegte {creature} und wedelte mit den Vorderpfoten. Aber {c:er|sie|es} hob nicht einmal ein winziges bisschen ab.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '„Tschüss, Ast!“, rief {friend} und winkte ihm nach, und da mussten alle lachen, sogar {creature}.',
          friend: true,
        },
        { text: '„Gute Reise!“, rief {hero} dem Ast hinterher, und sogar {creature} musste kichern.', friend: false },
        {
          alts: [
            'Dann war es wieder still {place.in}, nur der Bach gluckerte, und die Sonne wanderte langsam weiter.',
            'Dann wurde es still, die Sonne rutschte langsam tiefer über {place.dat}, und der Bach gluckerte unbeirrt weiter.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} dachte nach, so fest {h:er|sie} konnte: Steine wackelten, Äste waren zu kurz, und über den Bach springen konnte {creature} nicht, dazu war {c:er|sie|es} viel zu klein. Was brauchte {c:ein so kleiner|eine so kleine|ein so kleines} {creature.bare}, um über Wasser zu kommen, ohne nass zu werden? Etwas, das schwimmt, etwas, in dem man sitzen kann. Und da entdeckte {hero} {object.acc}.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        creatureAt: 'in-object',
        place: 'world',
        time: 'day',
        weather: 'clear',
        mood: 'calm',
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'splash', friend: 'stand', creature: 'sit' },
        object: 'world',
        objectAt: 'water',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Da schaute {hero} auf {object.acc}.',
            'Plötzlich hatte {hero} eine Idee und schaute auf {object.acc}.',
          ],
        },
        {
          alts: [
            'Wenn man {object.acc} vorsichtig aufs Wasser setzte, würde {o:er|sie|es} schwimmen wie ein kleines Schiff.',
            '{object} konnte schwimmen, ganz bestimmt, wie ein kleines Schiff.',
          ],
        },
        {
          text: 'Eigentlich hatte {hero} {object.acc} heute noch für etwas anderes gebraucht. Aber {creature} war jetzt wichtiger.',
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            '„Spring hinein“, sagte {hero}, und {creature} kletterte vorsichtig in {object.acc}.',
            '„Steig ein“, sagte {hero} und hielt {object.acc} ganz still.',
          ],
        },
        {
          alts: [
            'Dann krempelte {hero} die Hose hoch, watete los und schob {object.acc} vor sich her.',
            'Dann zog {hero} die Gummistiefel aus und watete los, {object.acc} fest in beiden Händen.',
          ],
        },
        { text: '{friend} hüpfte weiter oben über den Bach und wartete drüben.', friend: true, bands: ['2-4'] },
        {
          text: '{friend} rannte zur schmalen Stelle weiter oben, hüpfte hinüber und wartete schon am anderen Ufer, um {object.acc} aufzufangen.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        { text: 'Schwapp, schwapp, ganz langsam, {c:kleiner|kleine|kleines} {creature.bare}!', bands: ['2-4'] },
        {
          alts: [
            'Das Wasser war kalt, so kalt, dass {hero} die Zehen kribbelten. Aber {h:er|sie} hielt {object.acc} ganz fest.',
            'Das Wasser war eiskalt und kitzelte {hero} an den Zehen. Aber {object} blieb ganz ruhig in {h:seinen|ihren} Händen.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Ein Fischlein flitzte vorbei und schaute verwundert nach oben, wo {creature} saß und sich mit beiden Pfoten festhielt. So etwas hatte man im Bach noch nie gesehen: {creature.ein} als Kapitän! Schritt für Schritt ging es voran, und {hero} sang leise, damit {creature} keine Angst bekam.',
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
        actions: { hero: 'stand', friend: 'stand', creature: 'run' },
        object: 'world',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Und dann waren sie drüben, und {object} war kein bisschen umgekippt!',
            'Und endlich, endlich stieß {object} sanft ans andere Ufer!',
          ],
        },
        {
          alts: [
            '{^creature} sprang ans Ufer, und da kam schon {c:seine|ihre|seine} ganze Familie angelaufen.',
            'Mit einem Satz sprang {creature} ans Ufer, und aus der kleinen Tür kam die ganze Familie gelaufen.',
          ],
        },
        { text: 'Juchhu, zu Hause!', bands: ['2-4'] },
        {
          alts: [
            '„Du bist ja ganz nass geworden, für mich“, sagte {creature}. „Macht nichts“, sagte {hero}. „Nasse Füße werden wieder trocken.“',
            '„Deine Füße sind ganz nass“, sagte {creature}. „Die trocknen wieder“, lachte {hero}.',
          ],
          bands: ['5-7', '8-10'],
        },
        { text: '„Danke!“, rief {creature}.', bands: ['2-4'] },
        {
          text: '„Freundlich sein ist manchmal ein bisschen nass“, kicherte {friend} und schüttelte die Tropfen von {object.dat}.',
          friend: true,
        },
        {
          text: 'Freundlich sein ist manchmal eben ein bisschen nass, dachte {hero} und schüttelte die Tropfen von {object.dat}.',
          friend: false,
        },
        {
          text: 'Die Familie {creature.gen} bedankte sich hundertmal und legte {hero} drei glänzende Haselnüsse in {object.acc}.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{^creature} erzählte allen, wie {hero} durch das kalte Wasser gewatet war, und bei jedem Erzählen wurde die Geschichte ein bisschen größer und der Bach ein bisschen breiter.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Die Großmutter {creature.gen}, ganz grau um die Nase, schaute {hero} lange an. „Weißt du“, sagte sie, „es gibt Leute, die haben viel und geben nichts, und es gibt Leute, die haben nur {object.acc} und machen daraus eine Brücke.“ {hero} wusste nicht genau, was {h:er|sie} sagen sollte. Aber {h:sein|ihr} Herz fühlte sich an, als hätte jemand ein kleines Feuer darin angezündet.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'evening',
        weather: 'clear',
        mood: 'calm',
        cast: ['hero'],
        actions: { hero: 'walk' },
        object: 'world',
        framing: 'wide',
        prop: 'bridge',
      },
      text: [
        {
          alts: [
            'Auf dem Heimweg ging {hero} über die Brücke weiter unten, mit nassen Socken und {object.dat} im Arm.',
            'Über die Brücke weiter unten lief {hero} heim, die nassen Socken in der einen Hand und {object.acc} in der anderen.',
          ],
          bands: ['5-7', '8-10'],
        },
        { text: 'Dann ging {hero} nach Hause, mit {object.dat} im Arm.', bands: ['2-4'] },
        { text: 'Quietsch, quatsch, machten die Stiefel den ganzen Weg {place.through}.', bands: ['2-4'] },
        {
          alts: [
            '{object} war ein bisschen nass und ein bisschen schmutzig. Aber {hero} fand, {o:er|sie|es} sah schöner aus als je zuvor.',
            'Ein paar Wassertropfen glänzten noch an {object.dat}, wie kleine Perlen in der Abendsonne.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Als {hero} sich noch einmal umdrehte, sah {h:er|sie} ein kleines Licht im Fenster unter der Weide, dort, wo jetzt die ganze Familie {creature.gen} beim Abendessen saß. Es gab Nusssuppe für alle, auch für {c:den kleinsten|die kleinste|das kleinste} {creature.obl}, {c:der|die|das} fast zu spät gekommen wäre.',
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
        objectAt: 'ground',
        framing: 'medium',
        prop: 'bed',
      },
      text: [
        {
          alts: [
            'Zu Hause gab es warme Socken und Milch mit Honig, und {object} durfte am Ofen trocknen.',
            'Zu Hause wartete ein warmes Bad, und {object} kam zum Trocknen an den Ofen.',
          ],
        },
        { text: 'Dann schlüpfte {hero} ins Bett.' },
        { text: 'Warme Füße, warmes Herz, gute Nacht, {c:kleiner|kleine|kleines} {creature.bare}!', bands: ['2-4'] },
        {
          text: '„Morgen“, murmelte {hero}, schon halb im Schlaf, „morgen bauen wir {creature.dat} eine richtige Brücke, eine, die nicht wackelt.“ Und dann träumte {h:er|sie} von Brücken aus Haselnüssen, die bis zum Himmel reichten.',
          bands: ['8-10'],
        },
        {
          text: '{hero} dachte an {creature.acc}, {c:der|die|das} jetzt satt und warm drüben hinter dem Bach schlief, und an die drei Haselnüsse, die morgen früh geknackt werden wollten.',
          bands: ['5-7', '8-10'],
        },
      ],
    },
  ],
  questions: [
    {
      question: 'Wer wollte über den Bach nach Hause?',
      right: '{creature}',
      wrong: ['{other.creature}', '{other2.creature}'],
    },
    {
      question: 'Was passierte mit dem langen Ast?',
      right: 'Er war zu kurz und schwamm davon',
      wrong: ['Er brach in der Mitte durch', 'Ein Fisch trug ihn weg'],
    },
    {
      question: 'Womit brachte {hero} {creature.acc} über das Wasser?',
      right: 'Mit {object.dat}',
      wrong: ['Mit {other.object.dat}', 'Auf einem wackligen Stein'],
    },
    {
      question: 'Was passierte beim dritten Stein?',
      right: 'Er wackelte, und {creature} fiel ins Wasser',
      wrong: ['{hero} rutschte darauf aus', 'Er schwamm einfach davon'],
    },
    {
      question: 'Warum wurde {hero} gern ein bisschen nass?',
      right: 'Weil {h:er|sie} {creature.dat} helfen wollte',
      wrong: ['Weil {h:er|sie} gern baden wollte', 'Weil {h:er|sie} Fische fangen wollte'],
    },
  ],
};

export const kindnessPlots: Plot[] = [lostLittleOne, grumpyBirthday, brookCrossing];
