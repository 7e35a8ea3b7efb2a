import type { Plot } from '../../format.js';

const seedGrows: Plot = {
  id: 'patience-seed-grows',
  moral: 'patience',
  titles: ['Wachs, {o:kleiner|kleine|kleines} {object.bare}!', '{hero} und die große Sonnenblume', 'Warten {place.in}'],
  places: ['garden', 'farm', 'meadow', 'park'],
  creatures: ['robin', 'hedgehog', 'rabbit', 'frog', 'mouse'],
  objects: ['seed', 'flower'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'clear',
        mood: 'happy',
        cast: ['hero', 'friend'],
        actions: { hero: 'sit', friend: 'dig' },
        object: 'world',
        objectAt: 'ground',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Eines Morgens pflanzte {hero} mit Opa {object.acc} {place.in}.',
            'An einem Frühlingsmorgen setzte {hero} zusammen mit Opa {object.acc} in die Erde {place.gen}.',
          ],
        },
        {
          alts: [
            '„Aus {object.dat} wird eine Sonnenblume, größer als du“, sagte Opa.',
            '„Wenn du gut aufpasst“, sagte Opa, „wird aus {object.dat} eine Sonnenblume, größer als du.“',
          ],
        },
        { text: 'Ein Loch, {object}, Erde drauf, fertig!', bands: ['2-4'] },
        {
          alts: [
            '{hero} klopfte die Erde über {object.dat} fest und goss einen Schluck Wasser darüber, ganz vorsichtig, wie Opa es zeigte.',
            'Mit der kleinen grünen Gießkanne goss {hero} Wasser über die Stelle, wo {object} jetzt schlief.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            '{friend} steckte ein Schild neben {object.acc}, auf dem etwas schief stand: HIER WÄCHST WAS.',
            'Neben {object.acc} steckte {friend} ein kleines Schild: HIER WÄCHST WAS.',
          ],
          friend: true,
        },
        {
          alts: ['Dann setzte sich {hero} davor und wartete.', 'Und dann hockte sich {hero} vor das Beet und wartete.'],
        },
        {
          text: '{hero} hatte schon viele Sonnenblumen gesehen, auf Bildern und {place.in} und einmal sogar auf einem riesigen Feld, wo sie alle in dieselbe Richtung schauten wie ein Chor. Aber eine eigene Sonnenblume, selbst gepflanzt aus {object.dat}, das war etwas ganz anderes.',
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
        actions: { hero: 'dig', creature: 'sit' },
        object: 'world',
        objectAt: 'ground',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Nach einer Stunde war noch immer nichts zu sehen.',
            'Eine ganze Stunde später war die Erde {place.in} noch genauso braun wie vorher.',
          ],
        },
        {
          alts: [
            '„Wann wächst {object} denn endlich?“, fragte {hero}.',
            '„Warum wächst {object} denn nicht?“, rief {hero} ungeduldig.',
          ],
        },
        { text: 'Wachs doch, {o:kleiner|kleine|kleines} {object.bare}, wachs!', bands: ['2-4'] },
        {
          alts: [
            '{^creature} schaute zu und legte den Kopf schief.',
            '{^creature} saß am Rand des Beetes und schaute sehr neugierig zu.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            'Da zog {hero} ein bisschen an der Erde, um {object.dat} zu helfen.',
            'Da grub {hero} mit dem Finger nach, um zu schauen, ob {object} schon wuchs.',
          ],
        },
        {
          alts: [
            'Aber da war nur Erde, und jetzt hatte {hero} Erde an der Nase.',
            'Doch {object} lag genauso da wie vorher, und {hero} hatte jetzt Erde bis zu den Ellbogen.',
          ],
        },
        {
          text: '{^creature} kam ganz nah und schnupperte an der Erde, als wollte {c:er|sie|es} auch nachsehen.',
          bands: ['5-7', '8-10'],
        },
        { text: '{^creature} musste so lachen, dass {c:er|sie|es} fast umfiel.', bands: ['5-7', '8-10'] },
        {
          text: 'Opa kam und grub {object.acc} behutsam wieder ein. „Wer ständig nachschaut, der stört {o:ihn|sie|es}“, sagte er, „denn {object} braucht Ruhe, genau wie du in der Nacht.“ {hero} nickte, aber so richtig verstand {h:er|sie} das noch nicht, und {creature} auch nicht.',
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
        actions: { hero: 'carry', friend: 'sit', creature: 'splash' },
        object: 'world',
        objectAt: 'water',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Am nächsten Tag hatte {hero} eine neue Idee: ganz viel Wasser für {object.acc}!',
            'Am nächsten Morgen dachte {hero}: Viel Wasser, viel Wachsen!',
          ],
        },
        {
          alts: [
            '{h:Er|Sie} schleppte Kanne um Kanne herbei und goss und goss, bis {creature} große Augen machte.',
            'Kanne um Kanne kippte {hero} auf das Beet.',
          ],
        },
        { text: 'Platsch, platsch, macht das Wasser {place.in}!', bands: ['2-4'] },
        {
          alts: [
            'Bald war das Beet ein kleiner See, und {creature} planschte mittendrin.',
            'Bald stand das ganze Beet unter Wasser, und {creature} machte darin eine Badepause.',
          ],
        },
        {
          text: '{friend} baute aus einem Blatt ein Schiffchen und ließ es über das Beet segeln, genau über {object.acc} hinweg.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            '„Oje“, sagte Opa. „Jetzt hat {object} einen Schnupfen.“',
            'Opa lachte: „Das ist jetzt eher ein Schwimmbad für {object.acc}.“',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Sie schöpften das Wasser mit Bechern wieder ab, bis das Beet nur noch feucht war und nicht mehr nass. Enttäuscht stellte {hero} die Kanne hin: Weder Ziehen noch Gießen machte {object.acc} schneller. „Was bleibt da noch übrig?“, fragte {hero} {creature.acc}. Nur das, was {hero} am allerwenigsten konnte: Warten.',
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
        actions: { hero: 'sit', friend: 'sit', creature: 'sit' },
        object: 'world',
        objectAt: 'ground',
        framing: 'close',
      },
      text: [
        {
          alts: [
            'Da beschloss {hero}, zu warten, aber richtig, zusammen mit {creature.dat}.',
            'Von da an wartete {hero} {place.in}, und diesmal richtig.',
          ],
        },
        {
          alts: [
            'Jeden Morgen goss {h:er|sie} einen kleinen Schluck Wasser, nicht mehr.',
            'Jeden Tag bekam {object} einen Schluck Wasser, genau einen.',
          ],
        },
        {
          alts: [
            'Jeden Abend zupfte {h:er|sie} das Unkraut rund um {object.acc} weg.',
            'Und jeden Nachmittag zupfte {hero} das Unkraut {place.in} aus dem Beet.',
          ],
          bands: ['5-7', '8-10'],
        },
        { text: '{creature.sound} Ein Schluck für {object.acc}, und jetzt warten.', bands: ['2-4'] },
        {
          text: '{friend} kam oft {place.to} und half, und manchmal saßen sie beide einfach nur still vor dem Beet und erzählten sich Witze, damit das Warten nicht so lang wurde.',
          friend: true,
        },
        {
          alts: [
            '{^creature} half auch: {c:Er|Sie|Es} passte auf, dass keine Schnecke an das Beet kam.',
            'Und {creature} hielt Wache, damit keine Schnecke zu nah an {object.acc} herankroch.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            'Es regnete, und die Sonne schien, und es regnete wieder. {hero} lernte, dass Warten gar nicht nur Nichtstun ist: Warten war Gießen und Zupfen und Aufpassen und Hoffen, zusammen mit {creature.dat}. Es war wie ein leises Gespräch mit {object.dat}, nur dass {object} nie antwortete, noch nicht.',
            'Mal Regen, mal Sonne, dann wieder Regen. Jeden Tag gossen {hero} und {creature} ein bisschen, zupften Unkraut, schauten nach und hofften. Fast wie ein leises Gespräch mit {object.dat}, nur dass {object} nie antwortete. Noch nicht.',
          ],
          bands: ['8-10'],
        },
        {
          alts: [
            'Einmal kam ein heftiger Sturm. {hero} lief mit einem umgedrehten Eimer hinaus und stülpte ihn über das Beet, damit {object} nicht weggespült wurde. Am nächsten Morgen war der Eimer umgefallen, aber das Beet war heil, und {creature} saß darauf, als hätte {c:er|sie|es} die ganze Nacht Wache gehalten.',
            'Eines Nachts tobte ein Sturm. {hero} rannte mit einem Eimer hinaus und stülpte ihn über das Beet, damit {object} nicht weggespült wurde. Morgens lag der Eimer umgekippt da, doch das Beet war heil, und obendrauf saß {creature}, als hätte {c:er|sie|es} die ganze Nacht Wache geschoben.',
          ],
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'rain',
        mood: 'happy',
        cast: ['hero', 'creature'],
        actions: { hero: 'point', creature: 'run' },
        object: 'world',
        objectAt: 'ground',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Und eines Morgens, nach vielen, vielen Tagen, war da etwas Grünes {place.in}!',
            'Dann, an einem Regenmorgen, entdeckte {hero} etwas: eine winzige grüne Spitze!',
          ],
        },
        {
          alts: ['Ein winziges Blättchen schaute aus der Erde.', 'Ganz zart streckte sich ein Blättchen aus der Erde.'],
        },
        { text: 'Hallo, kleines grünes Blättchen {place.in}!', bands: ['2-4'] },
        {
          alts: [
            '„Opa, Opa, {object} wächst!“, rief {hero}.',
            '{hero} rannte ins Haus: „Opa! Komm schnell! {^object} wächst!“',
          ],
        },
        {
          text: 'Opa kam mit seiner Brille und beugte sich über das Beet. „Tatsächlich“, sagte er und lächelte, „da ist {object} ja aufgewacht.“',
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            '{^creature} hüpfte vor Freude um das Beet herum.',
            'Vor lauter Freude machte {creature} drei Luftsprünge.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            '{hero} legte sich auf den Bauch und schaute das Blättchen ganz lange an, und {creature} schaute mit. Es war so klein und so grün und so mutig, wie es da aus der Erde kam, mitten im Regen. Und {hero} hatte es nicht schneller gemacht, sondern nur nicht gestört.',
            'Bäuchlings lag {hero} vor dem Beet und betrachtete das Blättchen, {creature} gleich daneben. Wie klein es war, wie grün und wie tapfer, so mitten im Regen aus der Erde zu kommen! Und {hero} hatte es nicht angetrieben, nur in Ruhe gelassen.',
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
        actions: { hero: 'stand', friend: 'stand', creature: 'stand' },
        object: 'world',
        objectAt: 'ground',
        framing: 'wide',
        prop: 'fence',
      },
      text: [
        {
          alts: [
            'Dann wuchs es und wuchs und wuchs, jeden Tag ein kleines Stück {place.in}.',
            'Von da an wurde es jeden Tag ein bisschen größer, erst so groß wie ein Daumen, dann wie eine Hand.',
          ],
        },
        {
          alts: [
            'Erst war es kleiner als {creature}, dann so groß wie {hero}.',
            'Bald war es größer als {creature}, dann so groß wie {hero} und dann noch größer.',
          ],
          bands: ['5-7', '8-10'],
        },
        { text: 'Groß, größer, am größten, viel größer als {creature}!', bands: ['2-4'] },
        {
          alts: [
            'Jede Woche stellte sich {hero} daneben, und Opa machte einen Strich am Zaun: einen für {hero} und einen für die Pflanze. Bald war der Strich der Pflanze höher, und {creature} staunte.',
            'Jeden Sonntag stellte sich {hero} neben die Pflanze, und Opa zog zwei Striche am Zaun, einen für {hero}, einen für die Pflanze. Bald lag der Strich der Pflanze höher, und {creature} staunte nicht schlecht.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            'Dann kamen die ersten Blätter, groß wie Hände, und oben drauf ein dicker grüner Knopf, die Knospe.',
            'Bald wuchsen Blätter, so groß wie Hände, und ganz oben saß ein dicker grüner Knopf: die Knospe.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: '{friend} behauptete, man könne die Pflanze {place.in} nachts wachsen hören, wenn man ganz still ist, und vielleicht stimmte das sogar.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            'Manchmal, wenn {hero} ungeduldig wurde, schaute {h:er|sie} auf die Striche am Zaun. Jeden Tag sah man fast nichts, aber wenn man eine Woche zurückschaute, war es ganz viel. So ist das wohl mit dem Wachsen, dachte {hero}: Man sieht es nicht, während es passiert, sondern erst hinterher.',
            'Wurde {hero} mal ungeduldig, ging {h:er|sie} zum Zaun und sah sich die Striche an. Von einem Tag zum nächsten war kaum etwas zu sehen, aber eine Woche zurück: ein ganzes Stück!',
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
        actions: { hero: 'point', friend: 'stand', creature: 'sit' },
        object: 'world',
        objectAt: 'ground',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Und an einem Sommerabend ging {place.in} die Blüte auf.',
            'An einem warmen Sommerabend öffnete sich endlich die Blüte.',
          ],
        },
        {
          alts: [
            'Aus {object.dat} war eine riesige Sonnenblume geworden, gelb wie die Sonne selbst.',
            'Eine riesige gelbe Sonnenblume leuchtete jetzt {place.in}, dort, wo {hero} {object.acc} gepflanzt hatte.',
          ],
        },
        { text: '„Oh, so groß und so gelb!“, rief {hero}, und {creature} staunte.', bands: ['2-4'] },
        {
          alts: [
            '„Manche Dinge brauchen einfach Zeit“, sagte {friend} und legte den Kopf in den Nacken, um bis nach oben zu schauen.',
            '„Gut, dass du gewartet hast“, sagte {friend}, „manche Dinge brauchen eben Zeit.“',
          ],
          friend: true,
        },
        {
          alts: [
            'Manche Dinge brauchen einfach Zeit, dachte {hero} und legte den Kopf in den Nacken, um bis nach oben zu schauen.',
            'Gut, dass ich gewartet habe, dachte {hero}, manche Dinge brauchen eben Zeit.',
          ],
          friend: false,
        },
        {
          alts: [
            '{^creature} setzte sich in den Schatten der Sonnenblume und seufzte zufrieden.',
            'Im Schatten der großen Blüte machte es sich {creature} gemütlich.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            'Die Bienen kamen als Erste zu Besuch, dann ein Schmetterling und noch einer. {hero} stellte sich vor, dass sie sich alle erzählten: Habt ihr schon gehört? Da ist eine neue Blume, und jemand hat sehr lange auf sie gewartet.',
            'Zuerst kamen die Bienen, dann ein Schmetterling, dann noch einer. Ob sie sich wohl weitererzählten: Wisst ihr schon? Da blüht eine Neue, und jemand hat ganz lange auf sie gewartet!',
          ],
          bands: ['8-10'],
        },
        {
          alts: [
            'Opa legte {hero} die Hand auf die Schulter und sagte: „Im Herbst hat die Blume hundert neue Samen, die kannst du aufheben oder an die Vögel verschenken.“ {hero} lächelte. Hundert Samen, das war eine Menge Warten! Aber {hero} wusste jetzt, wie das geht, und {creature} auch.',
            '„Im Herbst hat sie hundert Samen“, sagte Opa und legte {hero} die Hand auf die Schulter, „zum Aufheben oder für die Vögel.“ Hundert Samen, dachte {hero} und grinste, das ist eine Menge Warten! Aber wie das geht, wussten {hero} und {creature} jetzt.',
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
        object: null,
        framing: 'medium',
        prop: 'bed',
      },
      text: [
        {
          alts: [
            'Am Abend schaute {hero} aus dem Fenster zur Sonnenblume {place.in} hinüber.',
            'Vor dem Schlafengehen winkte {hero} der Sonnenblume noch einmal zu.',
          ],
        },
        {
          alts: [
            'Die Blüte hatte sich zur Ruhe geneigt, und darunter schlief {creature}.',
            'Die große Blüte nickte im Abendwind, ganz langsam, als wäre sie schon müde.',
          ],
        },
        { text: 'Gute Nacht, Sonnenblume, und gute Nacht, {c:lieber|liebe|liebes} {creature.bare}.', bands: ['2-4'] },
        {
          text: 'Und {hero} schlief ein und wuchs im Schlaf ein kleines bisschen, ganz von allein, so wie alles {place.in}, was man in Ruhe lässt.',
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            'Vorher dachte {hero} noch an den ersten Tag, an die Erde an der Nase und an das Beet, das ein See gewesen war, und musste im Dunkeln kichern.',
            'Im Dunkeln fiel {hero} noch der allererste Tag ein, die Erde an der Nase und das Beet, das ein See gewesen war, und {h:er|sie} musste kichern.',
          ],
          bands: ['5-7', '8-10'],
        },
      ],
    },
  ],
  questions: [
    {
      question: 'Was pflanzte {hero} mit Opa?',
      right: '{object.acc}',
      wrong: ['{other.object.acc}', '{other2.object.acc}'],
    },
    {
      question: 'Was passierte, als {hero} ganz viel Wasser goss?',
      right: 'Das Beet wurde ein kleiner See',
      wrong: ['{object} wuchs sofort', 'Opa wurde nass'],
    },
    {
      question: 'Wer schaute {hero} beim Warten zu?',
      right: '{creature}',
      wrong: ['{other.creature}', '{other2.creature}'],
    },
    {
      question: 'Was wurde am Ende aus {object.dat}?',
      right: 'Eine riesige Sonnenblume',
      wrong: ['Ein Apfelbaum', 'Ein kleiner Kaktus'],
    },
    {
      question: 'Was half {object.dat} wirklich beim Wachsen?',
      right: 'Jeden Tag ein bisschen pflegen und geduldig warten',
      wrong: ['Ganz fest daran ziehen', 'Ganz viel auf einmal gießen'],
    },
  ],
};

const waitingForWind: Plot = {
  id: 'patience-waiting-for-wind',
  moral: 'patience',
  titles: ['Warten auf den Wind', '{hero} und {object.nom}, {o:der|die|das} nicht wollte', 'Wann kommt der Wind?'],
  places: ['seaside', 'park', 'river', 'island'],
  creatures: ['duck', 'frog', 'robin', 'turtle'],
  objects: ['kite', 'boat'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'clear',
        mood: 'happy',
        cast: ['hero', 'friend'],
        actions: { hero: 'reach-up', friend: 'stand' },
        object: 'world',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            '{hero} hatte {object.acc} mitgebracht, {o:den|die|das} Papa gebaut hatte.',
            'Heute wollte {hero} {place.in} zum ersten Mal {object.acc} ausprobieren, {o:den|die|das} Papa gebaut hatte.',
          ],
        },
        {
          alts: [
            '{o:Er|Sie|Es} war rot und blau, mit bunten Bändern daran.',
            '{object} war blau und rot, mit einem Segel, so bunt wie ein Regenbogen.',
          ],
        },
        { text: 'Heute fliegt und segelt {object}!', bands: ['2-4'] },
        {
          text: '{friend} war auch {place.to} mitgekommen und hatte ein Butterbrot dabei, falls das Ausprobieren {object.gen} lange dauern sollte.',
          friend: true,
        },
        {
          alts: [
            '{hero} hielt {object.acc} hoch in die Luft. Aber {o:er|sie|es} hing nur schlaff herunter.',
            'Doch als {hero} {object.acc} losließ, passierte gar nichts.',
          ],
        },
        {
          alts: [
            'Es war kein bisschen Wind da, kein Hauch.',
            '{place.in} rührte sich kein Lüftchen, nicht einmal ein kleines.',
          ],
        },
        {
          text: 'Die Blätter hingen still, das Wasser lag glatt wie ein Spiegel, und sogar die Möwen saßen faul herum, weil das Fliegen ohne Wind so anstrengend ist. Es war einer dieser Tage, an denen {p:der ganze|die ganze|das ganze} {place.bare} den Atem anzuhalten scheint.',
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
        actions: { hero: 'run', friend: 'stand' },
        object: 'world',
        objectAt: 'ground',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            '„Dann mache ich eben selbst Wind!“, rief {hero} und rannte los.',
            'Da rannte {hero} los, so schnell {h:er|sie} konnte, um selbst Wind für {object.acc} zu machen.',
          ],
        },
        {
          alts: [
            '{h:Er|Sie} rannte {place.through}, hin und zurück, hin und zurück.',
            'Hin und her lief {hero} {place.through}, mit {object.dat} hinter sich.',
          ],
        },
        { text: 'Renn, renn, renn {place.through}, puh!', bands: ['2-4'] },
        {
          alts: [
            'Aber {object} hüpfte nur hinterher, und {hero} stolperte über {h:seine|ihre} eigenen Schnürsenkel.',
            'Doch {object} schleifte nur hinterher, und zum Schluss plumpste {hero} der Länge nach hin.',
          ],
        },
        {
          text: '{friend} lachte so sehr über {object.acc}, dass {f:er|sie} aus Versehen ins Butterbrot biss.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Keuchend lag {hero} auf dem Rücken und schaute in den Himmel über {place.dat}. Dort oben war es genauso still wie hier unten, und keine Wolke bewegte sich, als hätte jemand sie festgeklebt.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} hatte so viele Pläne mit {object.dat} gehabt. Im Kopf war {object} schon geflogen und gesegelt, höher und weiter als alles andere. Und jetzt lag {o:er|sie|es} einfach da und tat gar nichts. Es ist schwer, wenn nicht einmal der Wind mitspielt.',
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
        actions: { hero: 'stand', friend: 'sit' },
        object: 'world',
        objectAt: 'ground',
        framing: 'close',
      },
      text: [
        {
          alts: [
            'Dann holte {hero} tief Luft und pustete {object.acc} an, so fest {h:er|sie} konnte.',
            'Als Nächstes blies {hero} die Backen auf und pustete {object.acc} an, so doll es ging.',
          ],
        },
        { text: 'Puuuh, pustet {hero}, aber {object} bleibt liegen.', bands: ['2-4'] },
        {
          alts: [
            '{^object} wackelte ein winziges bisschen. Dann lag {o:er|sie|es} wieder still.',
            'Ein ganz kleines bisschen zitterte {object}. Mehr nicht.',
          ],
        },
        {
          alts: [
            'Und {hero} wurde vom Pusten so schwindelig, dass sich {place.nom} im Kreis drehte.',
            'Vom vielen Pusten war {hero} so schwindelig, dass {h:er|sie} sich hinsetzen musste.',
          ],
        },
        {
          text: 'Dann wedelte {hero} mit der Mütze über {object.dat}, bis der Arm lahm war. Aber eine Mütze ist nun einmal kein Sturm, nicht einmal {place.in}.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '„Vielleicht macht der Wind heute Urlaub, weit weg {place.of}“, überlegte {friend} mit vollem Mund.',
          friend: true,
        },
        {
          text: 'Am Ende setzte sich {hero} hin und verschränkte die Arme. „Blöder Wind“, murmelte {h:er|sie}. Aber der Wind war ja gar nicht da, um es zu hören, und so richtig böse sein kann man auf jemanden, der gar nicht da ist, auch nicht.',
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
        object: 'world',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Da kam {creature} gemächlich herbei.',
            'Ganz gemütlich kam {creature} herbei und setzte sich neben {hero}.',
          ],
        },
        {
          alts: [
            '„Der Wind kommt am Abend“, sagte {creature}. „Er kommt fast immer am Abend.“',
            '„Am Abend kommt der Wind“, sagte {creature} ruhig. „Man muss nur warten.“',
          ],
        },
        {
          alts: [
            '„Aber das dauert noch sooo lange!“, stöhnte {hero}.',
            '„Bis zum Abend?“, jammerte {hero}. „Das ist ja eine Ewigkeit!“',
          ],
        },
        { text: '„Ooch, so lange?“, stöhnte {hero}, und {creature} nickte nur.', bands: ['2-4'] },
        {
          alts: [
            '„Komm“, sagte {creature}, „ich zeige dir, wie man wartet.“',
            '„Warten kann man lernen“, sagte {creature}. „Setz dich zu mir.“',
          ],
        },
        {
          text: '{^creature} hatte ganz ruhige Augen und bewegte sich so langsam, als hätte {c:er|sie|es} alle Zeit der Welt.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '„Woher weißt du das mit dem Abend?“, fragte {hero}. „Ich habe schon viele Abende {place.in} erlebt“, sagte {creature}. „Wenn die Sonne tiefer sinkt, wird das Land kühler als das Wasser, und dann kommt der Wind, um nachzusehen, was los ist.“ {hero} verstand nicht alles, aber es klang gut.',
          bands: ['8-10'],
        },
        {
          text: '{^creature} wusste eine Menge über das Warten. {c:Er|Sie|Es} wartete jeden Tag: auf Regen, auf Sonne, auf Futter, auf den Frühling. Und {c:er|sie|es} sah dabei nie ungeduldig aus, sondern eher so, als würde {c:er|sie|es} sich auf etwas freuen.',
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
        actions: { hero: 'sit', friend: 'sit', creature: 'sit' },
        object: 'world',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Sie setzten sich hin und schauten {place.in} herum.',
            'So saßen {hero} und {creature} {place.in} und schauten einfach nur.',
          ],
        },
        {
          alts: [
            '{hero} sah Käfer und Muscheln und einen Fisch, der aus dem Wasser sprang.',
            'Auf einmal sah {hero} Dinge, die {h:er|sie} vorher nie bemerkt hatte: glitzernde Steinchen, kleine Krebse, ein Blatt, das auf dem Wasser schwamm.',
          ],
        },
        { text: 'Guck mal, ein Käfer und ein Fisch {place.in}!', bands: ['2-4'] },
        {
          text: '{friend} fand eine Feder und steckte sie sich hinters Ohr, wie ein echter Abenteurer.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            '{^creature} erzählte Geschichten vom Wind: wie er im Winter heult und im Sommer flüstert.',
            '{^creature} erzählte vom Wind, der im Herbst die Blätter tanzen lässt und im Frühling nach Blüten riecht.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Sie zählten die Wellen: Jede siebte war ein bisschen größer, behauptete {creature}, und es stimmte!',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Die Zeit verging, ohne dass {hero} es merkte. Wie ist das möglich?, wunderte sich {hero} später: Vorhin war eine Minute so lang wie ein Tag gewesen, und jetzt war ein ganzer Nachmittag mit {creature.dat} vergangen wie eine Minute. Vielleicht, dachte {hero}, ist Warten nur dann langweilig, wenn man die ganze Zeit auf die Uhr schaut.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'evening',
        weather: 'wind',
        mood: 'happy',
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'run', friend: 'wave', creature: 'stand' },
        object: 'world',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Und dann, als die Sonne tief stand, spürte {hero} etwas im Gesicht.',
            'Als der Himmel golden wurde, kitzelte plötzlich etwas {hero} an der Nase.',
          ],
        },
        {
          alts: [
            'Ein Lüftchen und noch eins, der Wind war da, endlich auch {place.in}!',
            'Ein Windhauch, und noch einer, und noch einer: Der Abendwind war zu {object.dat} gekommen!',
          ],
        },
        { text: 'Wusch, der Wind ist da, und {object} tanzt!', bands: ['2-4'] },
        {
          alts: [
            '{^object} zuckte, dann hob {o:er|sie|es} ab und flog und segelte, als hätte {o:er|sie|es} nur darauf gewartet.',
            'Und {object} erwachte, zupfte an der Schnur und sauste los, leicht und frei.',
          ],
        },
        {
          text: '{friend} sprang auf und jubelte, und das letzte Stück Butterbrot flog im hohen Bogen hinter {object.dat} her.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            '{hero} lachte und lachte. {object} war noch schöner, als {h:er|sie} es sich vorgestellt hatte.',
            '„Schau, {c:lieber|liebe|liebes} {creature.bare}!“, rief {hero}. „{^object} fliegt!“',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Im goldenen Abendlicht sah {object} aus wie ein kleiner Vogel, der endlich nach Hause darf. {hero} spürte {object.acc} an der Schnur zittern und ziehen, lebendig und stark, und dachte: Wenn ich heute Mittag aufgegeben hätte, hätte ich das hier nie erlebt.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'evening',
        weather: 'wind',
        mood: 'happy',
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'wave', friend: 'stand', creature: 'walk' },
        object: 'world',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Sie spielten, bis die Sonne im Wasser versank.',
            'Bis die Sonne ganz verschwunden war, tanzte {object} im Abendwind.',
          ],
        },
        {
          alts: [
            '„Warten lohnt sich“, sagte {friend}, „besonders mit Butterbrot.“',
            '„Das Warten hat sich gelohnt“, sagte {friend} und schaute {object.dat} nach.',
          ],
          friend: true,
        },
        {
          alts: [
            'Warten lohnt sich, dachte {hero}, besonders, wenn man dabei so viel entdeckt.',
            'Das Warten hat sich gelohnt, dachte {hero} und schaute {object.dat} nach.',
          ],
          friend: false,
        },
        {
          alts: [
            '{^creature} nickte zufrieden und machte sich auf den Heimweg.',
            'Zum Abschied nickte {creature} nur, als hätte {c:er|sie|es} es ja gleich gewusst.',
          ],
        },
        { text: 'Danke und bis bald, {c:lieber|liebe|liebes} {creature.bare}!', bands: ['2-4'] },
        {
          text: '{hero} bedankte sich bei {creature.dat} für den Nachmittag und versprach, bald wiederzukommen, mit oder ohne Wind.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Als {hero} {object.acc} schließlich einholte, war {o:er|sie|es} ganz kühl und roch nach Abendluft. {hero} drückte {o:ihn|sie|es} an sich und dachte, dass das der schönste Tag mit {object.dat} gewesen war, obwohl er mit gar nichts angefangen hatte.',
          bands: ['8-10'],
        },
        {
          text: 'Papa kam {place.to}, um {hero} abzuholen, und staunte, wie schön {object} im Abendrot aussah.',
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
        object: 'world',
        objectAt: 'on-prop',
        framing: 'medium',
        prop: 'bed',
      },
      text: [
        {
          alts: [
            'Zu Hause hängte {hero} {object.acc} an die Wand über dem Bett.',
            'Zu Hause bekam {object} einen Ehrenplatz über dem Bett.',
          ],
        },
        {
          alts: [
            'Draußen rauschte der Abendwind leise in den Bäumen.',
            'Durch das offene Fenster wehte der Abendwind herein, kühl und sanft.',
          ],
        },
        { text: 'Der Wind flüstert {object.dat} Gute Nacht.', bands: ['2-4'] },
        {
          text: '{hero} lauschte ihm und dachte an {creature.acc}, an die Käfer und die Muscheln und an das Warten, das gar nicht langweilig gewesen war. Und dann schlief {hero} ein, ganz ohne zu warten, während {object} über dem Bett leise schaukelte.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Beim nächsten windstillen Tag, nahm {hero} sich vor, würde {h:er|sie} nicht wieder rennen und pusten, sondern sich gleich zu {creature.dat} setzen und schauen, was die Welt so macht, wenn sie den Atem anhält.',
          bands: ['8-10'],
        },
      ],
    },
  ],
  questions: [
    {
      question: 'Was wollte {hero} ausprobieren?',
      right: '{object.acc}',
      wrong: ['{other.object.acc}', '{other2.object.acc}'],
    },
    {
      question: 'Warum ging es am Anfang nicht?',
      right: 'Es gab keinen Wind',
      wrong: ['Es regnete zu stark', '{object} war kaputt'],
    },
    {
      question: 'Was passierte, als {hero} ganz fest pustete?',
      right: '{h:Ihm|Ihr} wurde schwindelig',
      wrong: ['{object} flog sofort los', 'Eine Wolke kam'],
    },
    { question: 'Wer wusste, dass der Wind am Abend kommt?', right: '{creature}', wrong: ['{other.creature}', 'Papa'] },
    {
      question: 'Wie fühlte sich das Warten am Ende an?',
      right: 'Gar nicht langweilig, weil es so viel zu entdecken gab',
      wrong: ['Furchtbar langweilig', 'Traurig und kalt'],
    },
  ],
};

const eveningSurprise: Plot = {
  id: 'patience-evening-surprise',
  moral: 'patience',
  titles: ['Die Überraschung am Abend', '{hero} kann nicht warten', 'Was ist im Schuppen?'],
  places: ['village', 'farm', 'garden'],
  creatures: ['cat', 'puppy', 'mouse', 'owl'],
  objects: ['kite', 'lantern', 'book', 'drum', 'boat'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'clear',
        mood: 'happy',
        cast: ['hero', 'friend'],
        actions: { hero: 'sit', friend: 'sit' },
        object: null,
        framing: 'medium',
        prop: 'table',
      },
      text: [
        {
          alts: [
            'Beim Frühstück {place.in} zwinkerte Opa {hero} zu.',
            'Am Morgen, beim Frühstück, beugte sich Opa zu {hero} herüber, während {creature} unter dem Tisch döste.',
          ],
        },
        {
          alts: [
            '„Heute Abend gibt es {place.in} eine Überraschung für dich“, sagte er.',
            '„Im Schuppen wartet eine Überraschung“, flüsterte er, „aber erst heute Abend, und {creature} passt darauf auf.“',
          ],
        },
        { text: 'Eine Überraschung, aber erst heute Abend!', bands: ['2-4'] },
        {
          alts: [
            '„Erst heute Abend?“, rief {hero}, „das ist ja noch ewig!“',
            '„Jetzt gleich?“, fragte {hero}, aber Opa schüttelte nur den Kopf und zwinkerte {creature.dat} zu.',
          ],
        },
        {
          text: '{friend} war zum Spielen {place.to} gekommen und machte ganz große Augen, als {f:er|sie} von der Überraschung hörte.',
          friend: true,
        },
        {
          text: 'Opa lächelte geheimnisvoll und biss in sein Marmeladenbrot, und {creature} schaute so unschuldig, als wüsste {c:er|sie|es} von gar nichts. Opa sah aus wie jemand, der etwas ganz Wunderbares weiß und sich darauf freut, es endlich zu verraten, nur eben erst heute Abend.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} schaute auf die Küchenuhr, und {creature} schaute mit hinauf: Der kleine Zeiger stand erst auf der Acht. Bis zum Abend waren es noch so viele Stunden, dass {hero} sie gar nicht an beiden Händen abzählen konnte, und wie sollte man das nur so lange aushalten?',
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
        actions: { hero: 'peek', friend: 'peek', creature: 'sit' },
        object: null,
        framing: 'medium',
        prop: 'hut',
      },
      text: [
        {
          alts: [
            'Sofort schlich {hero} zum Schuppen {place.in} und schaute durchs Schlüsselloch.',
            'Kaum war Opa weg, schlich {hero} {place.through} zum Schuppen und spähte durchs Schlüsselloch.',
          ],
        },
        {
          alts: [
            'Aber alles, was {h:er|sie} sah, war der Schwanz {creature.gen}.',
            'Doch durch das Schlüsselloch sah man nur ein Stück vom Schwanz {creature.gen}.',
          ],
        },
        { text: 'Hihi, nur der Schwanz {creature.gen}!', bands: ['2-4'] },
        {
          alts: [
            '{^creature} saß genau vor dem Schlüsselloch, als würde {c:er|sie|es} die Überraschung bewachen.',
            '{^creature} hatte sich genau vor die Tür gesetzt und bewachte das Geheimnis.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Dann versuchte {hero}, durch das kleine Schuppenfenster zu spähen, aber Opa hatte ein Tuch davorgehängt, und nur {creature} saß drinnen auf der Fensterbank und schaute unter dem Tuch hervor.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} überlegte, was es wohl sein könnte, und {creature} legte den Kopf schief, als überlegte {c:er|sie|es} mit. Ein Fahrrad war zu groß für den Schuppen, da stand doch auch der Rasenmäher, und ein Pony hätte längst gewiehert, so laut, dass man es {place.through} gehört hätte. Vielleicht ein Zwerg, der Wünsche erfüllt, dachte {hero} und kicherte, denn Opa sah mit seinem Bart zwar selbst ein bisschen wie ein Zwerg aus, aber er wohnte ja im Haus, nicht im Schuppen bei {creature.dat}.',
          bands: ['8-10'],
        },
        {
          text: '{friend} versuchte es durch den Spalt unter der Tür, aber da sah {f:er|sie} nur Staub, eine Spinne und die Füße {creature.gen}.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Von drinnen sagte {creature} ganz eindeutig „Noch nicht!“, nur eben auf {c:seine|ihre|seine} Art: {creature.sound}',
          bands: ['5-7', '8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'home',
        time: 'day',
        weather: 'clear',
        mood: 'worried',
        cast: ['hero', 'creature'],
        actions: { hero: 'stand', creature: 'sleep' },
        object: null,
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Dann hatte {hero} eine schlaue Idee: {h:Er|Sie} drehte die Kuckucksuhr in der Küche einfach vor!',
            'Als Nächstes stellte sich {hero} auf einen Stuhl und drehte die Zeiger der Kuckucksuhr weiter.',
          ],
        },
        {
          alts: [
            'Kuckuck, kuckuck, kuckuck, rief die Uhr, und {creature} sprang vor Schreck vom Stuhl.',
            'Da rief der Kuckuck, und rief und rief, zwölfmal hintereinander, bis {creature} unter das Sofa flüchtete.',
          ],
        },
        { text: 'Kuckuck, kuckuck, ruft die Uhr, und {creature} erschrickt!', bands: ['2-4'] },
        {
          alts: [
            'Oma kam herein und lachte: „Die Uhr kannst du drehen, aber die Sonne {place.in} nicht.“',
            'Oma schaute aus dem Fenster, dann auf die Uhr, und lachte: „Draußen {place.in} ist aber noch Mittag.“',
          ],
        },
        {
          text: 'Und wirklich: Die Sonne stand immer noch hoch über {place.dat}, als hätte sie von der Uhr gar nichts gehört.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} versuchte es noch mit Schlafen, denn wenn man schläft, vergeht die Zeit doch am schnellsten, das wusste sogar {creature}! Also legte {h:er|sie} sich mitten am Tag ins Bett, {creature} am Fußende, und kniff die Augen zu. Aber die Augen wollten nicht zu bleiben und gingen immer wieder auf, um nachzusehen, ob es schon Abend war. {^creature} dagegen schlief sofort ein.',
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
        actions: { hero: 'sit', friend: 'sit', creature: 'hug' },
        object: null,
        framing: 'close',
      },
      text: [
        {
          alts: [
            'Da setzte sich {hero} auf die Treppe vor dem Haus und seufzte, und {creature} seufzte mit.',
            'Schließlich ließ sich {hero} {place.in} auf die Bank plumpsen und seufzte tief.',
          ],
        },
        {
          alts: [
            '{^creature} kam und kuschelte sich an {h:sein|ihr} Bein.',
            '{^creature} kam herüber und legte sich neben {hero} in die Sonne.',
          ],
        },
        { text: 'Kuschel, kuschel, {hero} und {creature}. {creature.sound}', bands: ['2-4'] },
        {
          text: '„Vielleicht ist Warten leichter, wenn man dabei etwas Schönes macht“, sagte {friend} und kraulte {creature.acc}.',
          friend: true,
        },
        {
          text: 'Vielleicht ist Warten leichter, wenn man dabei etwas Schönes macht, dachte {hero} und kraulte {creature.acc}.',
          friend: false,
        },
        {
          text: '{hero} zählte die Wolken über {place.dat}: eine, zwei, drei, dann hatte {h:er|sie} keine Lust mehr.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{^creature} schaute {hero} an, als wollte {c:er|sie|es} sagen: Ich warte jeden Tag, auf das Futter, auf die Sonne, aufs Streicheln, und ich bin trotzdem ganz zufrieden. Vielleicht, dachte {hero}, können Tiere wie {creature} das besser als Menschen: einfach da sein, während die Zeit vergeht.',
          bands: ['8-10'],
        },
        {
          alts: [
            'Und so beschloss {hero}, nicht mehr an die Überraschung im Schuppen zu denken, na ja, nur noch ein bisschen.',
            'Da beschloss {hero}: Jetzt wird nicht mehr gewartet, jetzt wird etwas gemacht!',
          ],
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
        actions: { hero: 'build', friend: 'stand', creature: 'sit' },
        object: null,
        framing: 'medium',
      },
      text: [
        {
          alts: [
            '{hero} half Oma beim Kuchenbacken, und {creature} schaute zu.',
            'Zuerst rührte {hero} mit Oma den Kuchenteig, {creature} immer dicht daneben.',
          ],
        },
        {
          alts: [
            'Dann baute {hero} für {creature.acc} eine Höhle aus Decken.',
            'Danach bauten {hero} und {creature} eine Höhle aus Kissen und Decken.',
          ],
        },
        {
          text: 'Der Kuchen kam in den Ofen, {hero} durfte die Schüssel auslecken, und {creature} bekam den Löffel, was fast das Beste am Backen ist.',
          bands: ['5-7', '8-10'],
        },
        { text: 'Rühren, bauen, spielen mit {creature.dat}, juchhu!', bands: ['2-4'] },
        {
          text: 'Für die Höhle {creature.gen} malte {friend} ein Schild: ZUTRITT NUR FÜR TIERE UND KINDER.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            'Dann sammelten sie Äpfel {place.in}, und {creature} jagte einem Schmetterling nach.',
            'Später pflückten sie Blumen {place.in}, und {creature} versuchte, einen Schmetterling zu fangen.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Und irgendwann, mitten beim Spielen mit {creature.dat}, merkte {hero}, dass {h:er|sie} eine ganze Stunde lang nicht an die Überraschung gedacht hatte. Das war erstaunlich: Die Zeit war gar nicht langsamer geworden, als {hero} nicht hinschaute, sondern sogar schneller, so schnell wie {creature} hinter einem Schmetterling. Die Zeit ist komisch, dachte {hero}: Wenn man sie anstarrt, bleibt sie stehen, und wenn man sie vergisst, rennt sie.',
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
        objectAt: 'on-prop',
        framing: 'medium',
        prop: 'table',
      },
      text: [
        {
          alts: [
            'Und dann, auf einmal, war es Abend {place.in}.',
            'Und plötzlich, ehe {hero} sich versah, färbte sich der Himmel über {place.dat} rosa.',
          ],
        },
        {
          alts: [
            '„Jetzt!“, rief Opa und öffnete die Tür vom Schuppen, und {creature} flitzte hinein.',
            'Opa kam mit einem großen Schlüssel und sagte zu {creature.dat}: „Jetzt ist es so weit, du musst nicht mehr aufpassen.“',
          ],
        },
        { text: 'Endlich geht der Schuppen auf, und {creature} flitzt voraus!', bands: ['2-4'] },
        {
          alts: [
            'Drinnen lag {object}, selbst gemacht, nur für {hero}.',
            'Im Schuppen, auf der Werkbank, lag {o:ein wunderschöner|eine wunderschöne|ein wunderschönes} {object.bare}.',
          ],
        },
        {
          alts: [
            '„Den ganzen Monat habe ich an {object.dat} gearbeitet“, sagte Opa, „jeden Abend ein bisschen.“',
            '„An {object.dat} habe ich jeden Abend gebastelt, einen ganzen Monat lang“, erzählte Opa.',
          ],
          bands: ['5-7', '8-10'],
        },
        { text: '„Für mich?“, flüsterte {hero}, und Opa und {creature} nickten.', bands: ['5-7', '8-10'] },
        {
          text: '{^creature} strich um die Werkbank herum, als wollte {c:er|sie|es} sagen: Ich wusste es die ganze Zeit.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} nahm {object.acc} ganz vorsichtig in die Hände. Man konnte sehen, wie viel Arbeit in {object.dat} steckte: jede kleine Kante war geschliffen, jede Farbe sorgfältig aufgetragen. Einen Monat lang hatte Opa gewartet, und dagegen war ein einziger Tag Warten für {hero} eigentlich gar nicht so viel, nicht für so {o:einen|eine|ein} {object.bare}.',
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
        actions: { hero: 'carry', friend: 'stand', creature: 'stand' },
        object: 'world',
        framing: 'close',
      },
      text: [
        {
          alts: [
            '{hero} fiel Opa um den Hals und drückte {object.acc} an sich.',
            '„Danke für {object.acc}!“, rief {hero} und umarmte Opa ganz fest.',
          ],
        },
        { text: '„Das Warten hat sich gelohnt“, sagte {friend} und strich über {object.acc}.', friend: true },
        { text: 'Das Warten hat sich gelohnt, dachte {hero} und strich über {object.acc}.', friend: false },
        { text: '{creature.sound} Danke, Opa, für {object.acc}!', bands: ['2-4'] },
        {
          alts: [
            'Dann probierten sie {object.acc} gleich aus, bis es dunkel wurde.',
            'Und dann spielten sie mit {object.dat}, bis die ersten Sterne {place.in} leuchteten.',
          ],
        },
        {
          text: 'Und Oma brachte den Kuchen, den sie mit {hero} gebacken hatte, und es stellte sich heraus, dass er auch eine Überraschung war: Er war nämlich ganz schief, aber er schmeckte wunderbar, und {creature} bekam die Krümel.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Opa erzählte, wie er jeden Abend, wenn {hero} schon schlief, im Schuppen gesessen und an {object.dat} gearbeitet hatte, beim Licht einer kleinen Lampe, mit {creature.dat} als einzigem Zuschauer. „Manchmal wollte ich dir {object.acc} schon viel früher zeigen“, gab er zu, „aber {o:er|sie|es} war noch nicht fertig, und manche Dinge muss man erst fertig werden lassen.“',
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
        cast: ['hero', 'creature'],
        actions: { hero: 'sleep', creature: 'sleep' },
        object: 'world',
        objectAt: 'on-prop',
        framing: 'medium',
        prop: 'bed',
      },
      text: [
        {
          alts: [
            'Am Abend lag {object} neben {h:seinem|ihrem} Bett.',
            'Im Bett hielt {hero} {object.acc} noch einmal fest.',
          ],
        },
        {
          alts: [
            '{^creature} schlief schon am Fußende und schnurrte oder schnarchte, das war nicht so genau zu hören.',
            'Am Fußende hatte sich {creature} zusammengerollt und schlief schon.',
          ],
        },
        { text: 'Gute Nacht, Opa, und gute Nacht, {o:lieber|liebe|liebes} {object.bare}.', bands: ['2-4'] },
        {
          text: '„Opa“, fragte {hero} noch, schon halb im Traum, „gibt es morgen wieder eine Überraschung?“ „Vielleicht“, brummte Opa, „aber erst morgen Abend.“ Und {hero} lächelte und schlief ein, {object} ganz nah.',
          bands: ['5-7', '8-10'],
        },
        { text: 'Draußen {place.in} war es still, und im Schuppen brannte kein Licht mehr.', bands: ['5-7', '8-10'] },
      ],
    },
  ],
  questions: [
    {
      question: 'Was versprach Opa beim Frühstück?',
      right: 'Eine Überraschung am Abend',
      wrong: ['Einen Ausflug {other.place.to}', 'Ein Eis zum Mittag'],
    },
    {
      question: 'Was sah {hero} durchs Schlüsselloch?',
      right: 'Den Schwanz {creature.gen}',
      wrong: ['Den Schwanz {other.creature.gen}', 'Opas Hut'],
    },
    {
      question: 'Was passierte, als {hero} die Uhr vordrehte?',
      right: 'Der Kuckuck rief, aber draußen war noch Mittag',
      wrong: ['Es wurde sofort Abend', 'Die Uhr blieb stehen'],
    },
    {
      question: 'Was war die Überraschung?',
      right: '{object}, von Opa selbst gemacht',
      wrong: ['{other.object}, aus dem Laden', '{other2.object}, von Oma'],
    },
    {
      question: 'Was machte das Warten leichter?',
      right: 'Etwas Schönes tun und nicht immer daran denken',
      wrong: ['Immer wieder durchs Schlüsselloch gucken', 'Die Uhr vordrehen'],
    },
  ],
};

export const patiencePlots: Plot[] = [seedGrows, waitingForWind, eveningSurprise];
