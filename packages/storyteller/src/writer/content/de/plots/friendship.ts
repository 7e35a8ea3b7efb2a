import type { Plot } from '../../format.js';

const shyNewcomer: Plot = {
  id: 'friendship-shy-newcomer',
  moral: 'friendship',
  titles: [
    '{hero} und {c:der schüchterne|die schüchterne|das schüchterne} {creature.bare}',
    'Ganz still, ganz leise',
    'Ein neuer Freund {place.in}',
  ],
  places: ['meadow', 'park', 'garden'],
  creatures: ['hedgehog', 'squirrel', 'rabbit', 'fawn', 'mouse'],
  objects: ['ball', 'kite', 'drum', 'bell'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'clear',
        mood: 'happy',
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'walk', friend: 'walk', creature: 'hide' },
        object: 'world',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Eines Morgens lief {hero} mit {object.dat} {place.to}.',
            'An einem sonnigen Morgen hüpfte {hero} mit {object.dat} {place.to}.',
            'Gleich nach dem Frühstück nahm {hero} {object.acc} und lief {place.to}.',
          ],
        },
        {
          alts: [
            '{friend} kam auch mit. {f:Er|Sie} war ein bisschen schüchtern und lief am liebsten dicht hinter {hero}.',
            '{friend} trottete hinterher. {f:Er|Sie} war ein bisschen schüchtern, sagte nicht viel und hörte dafür umso besser zu.',
          ],
          friend: true,
        },
        {
          alts: [
            'Die Sonne kitzelte die Grashalme {place.in}, ein Käfer krabbelte über einen Stein, und {hero} summte ein Lied, das {h:er|sie} sich gerade selbst ausgedacht hatte.',
            'Es duftete nach Gras und Sonne {place.in}, die Bienen summten, und {hero} summte mit, ein Lied ganz ohne Worte.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            'Da sah {h:er|sie} unter einem Busch {c:einen kleinen|eine kleine|ein kleines} {creature.obl}.',
            'Plötzlich entdeckte {hero} unter einem Busch {c:einen kleinen|eine kleine|ein kleines} {creature.obl}.',
          ],
        },
        {
          alts: ['{^creature} war neu.', 'Gestern war {c:er|sie|es} noch nicht da gewesen: {creature} war ganz neu.'],
        },
        {
          alts: ['Ganz neu {place.in}, ganz allein, ganz still.', 'So klein und so allein saß {creature} da.'],
          bands: ['2-4'],
        },
        {
          text: '{hero} hatte {object.acc} erst gestern bekommen und wollte {o:ihn|sie|es} unbedingt jemandem zeigen. Aber war noch niemand, nur ein paar Schmetterlinge, und die interessierten sich mehr für die Blumen.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} kannte jeden Maulwurfshügel und jede Pfütze, aber {c:diesen|diese|dieses} {creature.obl} hatte {h:er|sie} noch nie gesehen. {^creature} saß ganz still da und schaute mit großen, runden Augen herüber, so als wollte {c:er|sie|es} sagen: Bitte nicht so schnell.',
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
        actions: { hero: 'run', friend: 'stand', creature: 'peek' },
        object: 'world',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            '„Hallo, spiel mit mir!“, rief {hero} und rannte auf {creature.acc} zu, so schnell {h:er|sie} konnte.',
            '„Hallo, du! Komm, wir spielen mit {object.dat}!“, rief {hero} und sauste los, mitten {place.through}.',
          ],
        },
        {
          alts: ['Trapp, trapp, trapp, machten {h:seine|ihre} Füße.', 'Tapp, tapp, tapp! Schneller, schneller!'],
          bands: ['2-4'],
        },
        {
          alts: [
            'Aber {creature} erschrak und huschte tief in den Busch hinein.',
            'Huch! {^creature} erschrak so sehr, dass {c:er|sie|es} blitzschnell in den Busch huschte.',
          ],
        },
        {
          alts: [
            'Nur {c:seine|ihre|seine} Nasenspitze schaute noch heraus.',
            'Von {creature.dat} war nur noch eine zitternde Nasenspitze zu sehen.',
          ],
        },
        {
          alts: [
            '{hero} blieb stehen und kratzte sich am Kopf: „Nanu, ich wollte doch nur mit {object.dat} spielen!“',
            '{hero} blieb so plötzlich stehen, dass {h:er|sie} fast über {object.acc} gestolpert wäre. „Ich wollte doch nur mit dir und {object.dat} spielen!“',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            '„Vielleicht warst du zu laut für {creature.acc}“, flüsterte {friend}.',
            '„Ich glaube, du warst zu schnell für {creature.acc}“, flüsterte {friend}.',
          ],
          friend: true,
        },
        {
          alts: [
            '„Vielleicht war ich zu laut für {creature.acc}“, überlegte {hero}.',
            '„Ich glaube, ich war zu schnell für {creature.acc}“, murmelte {hero}.',
          ],
          friend: false,
        },
        {
          text: 'Eine Amsel kicherte in den Zweigen, und sogar der Wind, der {place.through} strich, schien ein bisschen zu lachen. Im Busch aber raschelte es nicht mehr. Es war, als hielte {creature} die Luft an.',
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
        actions: { hero: 'sit', creature: 'hide' },
        object: 'world',
        framing: 'medium',
      },
      text: [
        { alts: ['Dann hatte {hero} eine neue Idee mit {object.dat}.', 'Da fiel {hero} etwas anderes ein.'] },
        {
          alts: [
            '{h:Er|Sie} hielt {object.acc} hoch und wedelte damit hin und her: „Schau mal, wie schön, komm heraus!“',
            '{h:Er|Sie} schwenkte {object.acc} hoch über dem Kopf. „Guck mal, was ich habe! Willst du nicht herauskommen?“',
          ],
        },
        { text: 'Wedel, wedel, wedel, macht {object}!', bands: ['2-4'] },
        {
          alts: [
            'Doch {creature} machte sich nur noch kleiner.',
            'Doch {creature} rührte sich nicht und machte sich nur noch kleiner.',
          ],
        },
        {
          text: '{hero} legte sich auf den Bauch und spähte in den Busch. Die dunklen Knopfaugen {creature.gen} schauten heraus, ganz rund vor Schreck.',
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            '{hero} seufzte und setzte sich ins Gras: Das mit dem Freundefinden war schwerer, als {h:er|sie} gedacht hatte.',
            '{hero} ließ {object.acc} sinken und setzte sich ins Gras. Freunde finden war schwerer, als {h:er|sie} gedacht hatte.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} dachte an {h:seinen|ihren} ersten Tag im Kindergarten, als {h:er|sie} sich hinter Papas Beinen versteckt hatte, weil alles so groß und so laut gewesen war, so wie jetzt für {creature.acc}. Ein Kind mit einer roten Mütze hatte {h:ihm|ihr} damals einfach still einen Bauklotz hingelegt, ungefähr so, wie man {object.acc} hinlegt, und erst am dritten Tag hatte {hero} sich getraut, damit zu spielen. Vielleicht, dachte {hero}, fühlt sich {creature} jetzt genauso, so neu {place.in}.',
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
        actions: { hero: 'sit', friend: 'sit' },
        object: 'world',
        objectAt: 'ground',
        framing: 'medium',
      },
      text: [
        {
          text: '{friend} zupfte {hero} am Ärmel und flüsterte: „Wenn ich irgendwo neu bin, so wie {creature} {place.in}, dann will ich erst einmal nur gucken, ganz in Ruhe.“',
          friend: true,
        },
        {
          text: '„Du bist doch auch manchmal schüchtern“, sagte {hero}, „dann weißt du das bestimmt am besten.“ {friend} wurde ein bisschen rot und schaute zu {creature.dat} hinüber.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Da fiel {hero} ein, wie es ist, wenn man irgendwo neu ist. Dann möchte man erst einmal nur gucken, ganz in Ruhe, so wie {creature} jetzt.',
          friend: false,
        },
        {
          alts: [
            'Also legte {hero} {object.acc} ins Gras, ein kleines Stück vor den Busch.',
            'Also legte {hero} {object.acc} vorsichtig ins Gras, nicht zu nah und nicht zu weit vom Busch.',
          ],
        },
        {
          alts: [
            'Dann setzte {h:er|sie} sich neben {object.acc} und wartete, ganz still.',
            'Dann setzte {h:er|sie} sich ins Gras, faltete die Hände und wartete.',
          ],
        },
        { text: 'Psst, ganz still, sonst erschrickt {creature}.', bands: ['2-4'] },
        {
          alts: [
            '{hero} summte ein leises Lied und schaute den Wolken zu, die langsam über {place.acc} zogen.',
            '{hero} zählte die Wolken, die langsam über {place.acc} zogen: eine wie ein Schaf, eine wie ein Schiff.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: '{friend} setzte sich dazu und summte mit, noch leiser als {hero}, damit {creature} nicht erschrak.',
          friend: true,
        },
        {
          text: 'Es ist gar nicht so leicht, still zu sitzen, wenn man eigentlich {place.through} hüpfen möchte. Einmal juckte {hero} die Nase, einmal krabbelte eine Ameise über {object.acc}, und einmal flog ein Schmetterling so dicht vorbei, dass {hero} ihm fast hinterhergerannt wäre. Aber {hero} blieb mittendrin sitzen, still wie ein Stein.',
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
        actions: { hero: 'sit', creature: 'walk' },
        object: 'world',
        objectAt: 'ground',
        framing: 'close',
      },
      text: [
        {
          alts: ['Nach einer Weile raschelte es im Busch.', 'Nach einer langen Weile zitterten die Blätter am Busch.'],
        },
        {
          alts: [
            'Erst kam ein Näschen heraus, dann ein Kopf, und dann {c:der ganze|die ganze|das ganze} {creature.bare}.',
            'Ein Näschen, zwei Augen, und schließlich kam {c:der ganze|die ganze|das ganze} {creature.bare} hervor.',
          ],
        },
        { text: '{creature.sound} Schnupper, schnupper an {object.dat}.', bands: ['2-4'] },
        {
          alts: [
            '{^creature} schlich vorsichtig näher und schnupperte an {object.dat}.',
            'Schritt für Schritt kam {creature} näher, bis {c:er|sie|es} an {object.dat} schnuppern konnte.',
          ],
        },
        {
          alts: [
            'Dann stupste {c:er|sie|es} {object.acc} ganz sanft an, genau zu {hero} hin.',
            'Und dann schubste {creature} {object.acc} ganz vorsichtig zu {hero} hinüber.',
          ],
        },
        {
          alts: [
            '{hero} hielt den Atem an und stupste {object.acc} dann genauso sanft zurück.',
            'Vor Freude hätte {hero} am liebsten laut gejubelt, aber {h:er|sie} schob {object.acc} nur ganz sanft zurück.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Hin und her, hin und her ging es, und bei jedem Mal kam {creature} ein kleines Stückchen näher, bis {c:er|sie|es} schließlich direkt neben {hero} saß und gar nicht mehr zitterte.',
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
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'run', friend: 'run', creature: 'run' },
        object: 'world',
        objectAt: 'ground',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Und dann spielten sie zusammen, den ganzen Nachmittag lang.',
            'So fing ein langer, fröhlicher Nachmittag {place.in} an.',
          ],
        },
        {
          alts: ['Hin und her. Her und hin. Was für ein Spaß!', 'Rauf und runter, hin und her. Juchhu!'],
          bands: ['2-4'],
        },
        {
          alts: [
            'Sie rannten und lachten, und {creature} zeigte {hero} das beste Versteck.',
            '{^creature} kannte schon das beste Versteck und zeigte es {hero} ganz stolz.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Bald merkte {hero}, dass {creature} gar nicht so ängstlich war, wie es am Morgen ausgesehen hatte. {c:Er|Sie|Es} konnte um jede Ecke flitzen und mit {object.dat} Kunststücke machen, über die alle lachen mussten.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Sogar {friend} traute sich, mit {creature.dat} zu spielen, und lachte so laut, dass {f:er|sie} sich selbst darüber wunderte.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Irgendwann lagen alle im Gras {place.in} und schauten in den Himmel. {^creature} erzählte von {c:seinem|ihrem|seinem} alten Zuhause, weit weg hinter dem großen Hügel, wo die Brombeeren wachsen. Und {hero} erzählte von Oma, die die besten Pfannkuchen der Welt backt, mit Apfelmus und ganz viel Zimt, und {creature} lief das Wasser im Mund zusammen.',
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
        actions: { hero: 'wave', friend: 'stand', creature: 'sit' },
        object: 'world',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Als die Sonne rot wurde, musste {hero} {place.of} nach Hause.',
            'Bald färbte sich der Himmel über {place.dat} rosa, und {hero} musste nach Hause.',
          ],
        },
        {
          alts: [
            '„Kommst du morgen wieder?“, fragte {creature} leise.',
            '„Bist du morgen wieder?“, fragte {creature} leise.',
          ],
        },
        {
          alts: [
            '„Ganz bestimmt“, sagte {hero}. „Und {object.acc} bringe ich auch mit.“',
            '„Versprochen, und mit {object.dat}“, sagte {hero}.',
          ],
        },
        {
          text: '„Du hast so lange auf mich gewartet“, sagte {creature} noch, „das hat noch nie jemand für mich getan.“',
          bands: ['8-10'],
        },
        {
          text: '„Manchmal braucht ein neuer Freund einfach ein bisschen Ruhe“, sagte {friend} und lächelte {creature.dat} zu.',
          friend: true,
        },
        {
          text: '„Manchmal braucht ein neuer Freund einfach ein bisschen Ruhe“, dachte {hero} und lächelte.',
          friend: false,
        },
        {
          alts: [
            'Auf dem Heimweg hüpfte {hero} über jeden Stein und winkte noch dreimal zurück.',
            'Auf dem Heimweg drehte {hero} sich noch dreimal um und winkte {creature.dat} zu.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: '{^creature} begleitete {hero} noch ein Stück, bis zum Rand {place.gen}, und blieb dort sitzen, bis {hero} nur noch ein kleiner Punkt in der Ferne war. {hero} wurde ganz warm im Bauch, so warm wie nach einem Becher Kakao.',
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
            'Zu Hause legte {hero} {object.acc} neben das Bett.',
            'Am Abend stand {object} neben {h:seinem|ihrem} Bett.',
          ],
        },
        {
          alts: [
            'Vor dem Einschlafen dachte {h:er|sie} an {c:den neuen|die neue|das neue} {creature.obl}.',
            '{hero} dachte an {creature.acc} und lächelte in {h:sein|ihr} Kissen.',
          ],
        },
        {
          text: 'Beim Zudecken fragte Papa, warum {hero} so lächle. „Ich habe einen Freund gefunden“, sagte {hero}, „{c:einen ganz leisen|eine ganz leise|ein ganz leises} {creature.obl}. Und morgen spielen wir wieder mit {object.dat}.“',
          bands: ['8-10'],
        },
        { alts: ['Ein neuer Freund. Was für ein schöner Tag.', 'Ein Freund {place.in}, wie schön!'], bands: ['2-4'] },
        {
          text: 'Draußen zirpte eine Grille, und irgendwo {place.in} saß jetzt {creature} in {c:seinem|ihrem|seinem} Versteck und freute sich bestimmt auch schon auf morgen.',
          bands: ['5-7', '8-10'],
        },
      ],
    },
  ],
  questions: [
    { question: 'Wer war neu {place.in}?', right: '{creature}', wrong: ['{other.creature}', '{other2.creature}'] },
    {
      question: 'Was hatte {hero} dabei?',
      right: '{object.acc}',
      wrong: ['{other.object.acc}', '{other2.object.acc}'],
    },
    {
      question: 'Warum versteckte sich {creature} zuerst?',
      right: 'Weil {hero} so schnell angerannt kam',
      wrong: ['Weil es anfing zu regnen', 'Weil {c:er|sie|es} Hunger hatte'],
    },
    {
      question: 'Was half am Ende, damit {creature} sich traute?',
      right: 'Still sitzen und warten',
      wrong: ['Laut rufen und rennen', '{object.acc} hin und her schwenken'],
    },
    {
      question: 'Wie fühlte sich {creature} wohl am Anfang, so neu {place.in}?',
      right: 'Schüchtern und ein bisschen ängstlich',
      wrong: ['Wütend und frech', 'Müde und gelangweilt'],
    },
  ],
};

const quarrel: Plot = {
  id: 'friendship-quarrel',
  moral: 'friendship',
  titles: ['Meins oder deins?', '{hero} und {creature} vertragen sich', 'Der Streit um {object.acc}'],
  places: ['seaside', 'river', 'island'],
  creatures: ['duck', 'frog', 'turtle'],
  objects: ['boat', 'shell', 'ball'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'clear',
        mood: 'happy',
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'point', friend: 'stand', creature: 'stand' },
        object: 'world',
        objectAt: 'ground',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            '{hero} und {creature} waren die allerbesten Freunde.',
            '{^creature} und {hero} waren Freunde, die besten, die man sich denken kann.',
          ],
        },
        { alts: ['Jeden Tag spielten sie zusammen {place.in}.', 'Jeden Tag trafen sie sich {place.in} zum Spielen.'] },
        {
          alts: [
            'Sie bauten Burgen aus Sand, sammelten glatte Steine und lachten über die Möwen, die so komisch schimpften.',
            '{place.in} bauten sie Burgen aus Sand, ließen Steine über das Wasser hüpfen und lachten über die Möwen, die so komisch schimpften.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            'Meistens war auch {friend} dabei, {f:der|die} immer die lustigsten Witze erzählte.',
            'Und meistens war auch {friend} dabei, {f:der|die} so komische Gesichter schneiden konnte, dass sogar {creature} kichern musste.',
          ],
          friend: true,
        },
        {
          text: '{hero} konnte sich gar nicht mehr erinnern, wann {h:er|sie} {creature.acc} zum ersten Mal getroffen hatte. Es kam {h:ihm|ihr} vor, als wären {hero} und {creature} schon immer Freunde gewesen, so wie das Wasser und der Sand.',
          bands: ['8-10'],
        },
        {
          alts: [
            'Eines Morgens lag {o:ein kleiner|eine kleine|ein kleines} {object.bare} im Sand.',
            'Eines Morgens, ganz nah am Wasser, entdeckten sie {o:einen kleinen|eine kleine|ein kleines} {object.bare}.',
          ],
        },
        {
          alts: [
            '{o:Er|Sie|Es} schimmerte in der Sonne wie ein Regenbogen.',
            '{object} glänzte in der Morgensonne, als wäre {o:er|sie|es} aus Zucker und Licht.',
          ],
        },
        {
          text: '{hero} hatte {object.acc} zuerst gesehen, da war {h:er|sie} ganz sicher. Aber {creature} war genauso sicher, {object.acc} zuerst gesehen zu haben, und das war der Anfang vom Streit.',
          bands: ['5-7', '8-10'],
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
        actions: { hero: 'stand', friend: 'stand', creature: 'walk' },
        object: 'world',
        objectAt: 'ground',
        framing: 'medium',
      },
      text: [
        '„{^object} ist meins!“, rief {hero}. „Nein, meins!“, rief {creature}.',
        { text: 'Meins! Meins! Meins!', bands: ['2-4'] },
        {
          alts: [
            'Beide zogen und zerrten an {object.dat}.',
            'Beide hielten {object.acc} fest und zogen, so doll sie konnten.',
          ],
        },
        {
          alts: [
            'Keiner wollte loslassen, und beide bekamen ganz heiße Köpfe vor lauter Zerren.',
            '{hero} zog nach links, {creature} zog nach rechts, und keiner von beiden wollte nachgeben.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            'Da rutschte {object} weg und fiel in den Sand, plumps!',
            'Plötzlich flutschte {object} weg und landete im Sand, plumps!',
          ],
        },
        {
          alts: [
            '„Dann spiel doch allein!“, rief {creature} beleidigt und ging davon.',
            '„Dann spiel doch allein!“, schimpfte {creature} und verschwand {place.through}.',
          ],
        },
        {
          alts: [
            '{friend} stand daneben und wusste gar nicht, wohin {f:er|sie} schauen sollte.',
            '{friend} stand da mit offenem Mund und wusste nicht, zu wem {f:er|sie} halten sollte.',
          ],
          friend: true,
        },
        {
          text: '{hero} sah {creature.dat} nach, verschränkte die Arme und brummte: „Soll {c:er|sie|es} doch gehen.“ Aber ganz tief drinnen, irgendwo unter dem Bauchnabel, fühlte es sich gar nicht gut an, {creature.acc} so davongehen zu sehen.',
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
        actions: { hero: 'fall', friend: 'stand' },
        object: 'world',
        framing: 'medium',
      },
      text: [
        { alts: ['Jetzt hatte {hero} {object.acc} ganz für sich allein.', 'Nun gehörte {object} ganz allein {hero}.'] },
        {
          alts: [
            '{h:Er|Sie} spielte mit {object.dat} hierhin und dorthin.',
            '{h:Er|Sie} trug {object.acc} einmal {place.through} und wieder zurück.',
          ],
        },
        {
          alts: [
            'Aber irgendwie war {object} allein langweilig.',
            'Aber ohne {creature.acc} war es irgendwie langweilig.',
          ],
        },
        { text: 'Langweilig, stinklangweilig!', bands: ['2-4'] },
        {
          alts: [
            '{h:Er|Sie} versuchte, gleichzeitig auf beiden Seiten zu spielen, rannte hin und her und stolperte dabei über {h:seine|ihre} eigenen Füße, und plumps, lag {h:er|sie} neben {object.dat} im Sand.',
            'Mit {object.dat} spielte {h:er|sie} für zwei: erst auf der einen Seite, dann schnell auf der anderen, bis {h:er|sie} über {h:seine|ihre} eigenen Füße stolperte und plumps, im Sand lag.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: '{friend} schaute immer wieder dorthin, wo {creature} verschwunden war.',
          friend: true,
          bands: ['2-4'],
        },
        {
          text: '{friend} schnitt die komischsten Grimassen, um {hero} aufzuheitern, aber {f:er|sie} selbst lachte nur ein kleines bisschen und schaute immer wieder dorthin, wo {creature} verschwunden war.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Eine Möwe landete neben {hero} und legte den Kopf schief. „Spielst du mit mir?“, fragte {hero}, aber die Möwe pickte nur einmal an {object.dat} und flog davon.',
          friend: false,
        },
        {
          text: '{hero} merkte, dass {h:er|sie} immer wieder zu der Stelle blickte, wo {creature} sonst saß. Die Stelle war leer, und das machte den ganzen Tag {place.in} ein bisschen grau, obwohl die Sonne schien. Sogar {object} sah auf einmal gar nicht mehr so schön aus.',
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
        cast: ['hero'],
        actions: { hero: 'sit' },
        object: 'world',
        objectAt: 'ground',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Da rief {hero} ganz laut über {place.acc}: „Ich bin gar nicht mehr sauer!“',
            'Schließlich stellte sich {hero} auf einen Stein {place.in} und rief: „Ich bin gar nicht mehr sauer!“',
          ],
        },
        { alts: ['Aber {creature} kam nicht.', 'Doch von {creature.dat} war nichts zu sehen.'] },
        { text: 'Plitsch, platsch, sonst nichts.', bands: ['2-4'] },
        {
          alts: [
            'Nur die Wellen plätscherten {place.in}, und der Wind wehte {hero} die Haare ins Gesicht.',
            'Nur der Wind pfiff {place.through}, und eine Welle schwappte {hero} über die Zehen.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Ein Käfer krabbelte über {object.acc} und schaute {hero} an, als wollte er sagen: Na, so wird das nichts.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} setzte sich neben {object.acc} und überlegte: „Ich bin nicht mehr sauer“, das stimmte ja. Aber {creature} war doch gar nicht gegangen, weil {hero} sauer war. {^creature} war gegangen, weil {hero} „Meins!“ gerufen hatte, ganz laut und ganz gierig, und dabei hatten sie {object.acc} doch zusammen gefunden.',
          bands: ['8-10'],
        },
        {
          alts: [
            'Da wusste {hero} plötzlich, was {creature} hören musste.',
            'Und auf einmal wusste {hero}, welches Wort {creature.dat} fehlte.',
          ],
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
        actions: { hero: 'look-for', friend: 'run', creature: 'sit' },
        object: 'world',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            '{hero} nahm {object.acc} und machte sich auf die Suche.',
            'Mit {object.dat} unter dem Arm lief {hero} los, um {creature.acc} zu suchen.',
          ],
        },
        { text: '„Ich weiß, wo {creature} ist!“, rief {friend} und lief voraus.', friend: true, bands: ['2-4'] },
        {
          text: '„Ich weiß, wo {creature} sich versteckt, wenn {c:er|sie|es} traurig ist“, sagte {friend}, „komm, ich zeig es dir!“ Und {f:er|sie} lief voraus, zu den großen Steinen am Wasser.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} suchte unter dem alten Steg, zwischen den Binsen und schließlich hinter den großen Steinen am Wasser.',
          friend: false,
        },
        {
          alts: [
            '{c:Lieber|Liebe|Liebes} {creature.bare}, wo bist du nur?',
            'Hallo, {c:lieber|liebe|liebes} {creature.bare}, wo bist du?',
          ],
          bands: ['2-4'],
        },
        {
          alts: [
            'Da saß {creature}, ganz allein, und malte mit einem Stöckchen Kreise in den Sand.',
            'Dort hockte {creature} ganz allein und malte mit einem Stöckchen traurige Kreise in den Sand.',
          ],
        },
        {
          text: '{^creature} sah genauso einsam aus, wie {hero} sich den ganzen Morgen gefühlt hatte.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Einen Moment lang stand {hero} nur da, {object.acc} in der Hand. Es ist nämlich gar nicht so leicht, den ersten Schritt zu machen, wenn man sich gestritten hat: Man fühlt sich dabei ganz klein, wie ein Sandkorn {place.in}. Aber {hero} machte den Schritt trotzdem, genau auf {creature.acc} zu.',
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
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'sit', friend: 'wave', creature: 'receive' },
        object: 'world',
        objectAt: 'creature',
        framing: 'close',
      },
      text: [
        {
          alts: [
            '{hero} setzte sich daneben und holte tief Luft.',
            '{hero} setzte sich neben {creature.acc} in den Sand und holte tief Luft.',
          ],
        },
        {
          alts: [
            '„Es tut mir leid“, sagte {h:er|sie}, „du darfst zuerst mit {object.dat} spielen.“',
            '„Es tut mir leid“, sagte {hero} und hielt {creature.dat} {object.acc} hin, „du zuerst.“',
          ],
        },
        {
          alts: [
            '{^creature} schaute hoch: „Mir tut es auch leid.“',
            '{^creature} blinzelte und flüsterte: „Mir tut es auch leid.“',
          ],
        },
        { alts: ['Und dann lachten beide.', 'Und dann lachten {hero} und {creature} zusammen.'], bands: ['2-4'] },
        {
          text: '„Weißt du was?“, sagte {creature}, „wir spielen einfach zusammen, dann gehört {object} uns beiden.“',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Sie erfanden ein ganz neues Spiel mit {object.dat}, das man nur zu zweit spielen konnte, und es war das beste Spiel, das es {place.in} je gegeben hatte.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{friend} hüpfte so doll vor Freude, dass {f:er|sie} fast umfiel, und alle drei lachten.',
          friend: true,
        },
        {
          text: '{^creature} erzählte, dass {c:er|sie|es} den ganzen Morgen hinter den Steinen gesessen und an {hero} gedacht hatte. Und {hero} erzählte von dem langweiligen Spiel mit {object.dat} für zwei, das man allein spielen muss, und vom Stolpern über die eigenen Füße. Da mussten beide so lachen, dass {creature} einen Schluckauf bekam.',
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
        actions: { hero: 'run', friend: 'stand', creature: 'run' },
        object: 'world',
        objectAt: 'ground',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Sie spielten mit {object.dat}, bis die Sonne golden über dem Wasser stand.',
            'Sie spielten, bis die Sonne tief über {place.dat} stand und das Wasser golden glitzerte.',
          ],
        },
        { text: '„Zusammen ist es doppelt so schön“, sagte {friend}, und {hero} nickte.', friend: true },
        { text: '„Zusammen ist es doppelt so schön“, sagte {hero}, und {creature} nickte.', friend: false },
        {
          text: 'Dann legten sie {object.acc} unter einen großen Stein, damit {o:er|sie|es} morgen noch da war, für beide.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Auf dem Weg nach Hause sammelten sie noch glatte Steine {place.in}, einen für jeden und einen ganz besonderen, den sie neben {object.acc} legten.',
          bands: ['5-7', '8-10'],
        },
        { text: 'Zum Abschied umarmten sich {hero} und {creature}, ein bisschen länger als sonst.', bands: ['2-4'] },
        {
          text: 'Auf dem Heimweg dachte {hero} daran, wie leer der Morgen gewesen war und wie voll der Nachmittag. Ein kleines Wort hatte den Unterschied gemacht, ein ganz kleines, und {creature} hatte es sofort verstanden.',
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
            'Später, im warmen Bett, dachte {hero} an {creature.acc} und an {object.acc}.',
          ],
        },
        {
          alts: [
            '{h:Sein|Ihr} Herz war warm und leicht wie eine Feder.',
            '{hero} wurde es warm und leicht ums Herz, wie ein Sonnenstrahl {place.in}.',
          ],
        },
        { text: 'Morgen wieder, zusammen!', bands: ['2-4'] },
        {
          text: 'Morgen, beschloss {hero}, würde {h:er|sie} als Erstes fragen: „Wer will anfangen?“ Und vielleicht würde {h:er|sie} dann sogar selbst sagen: „Du, {c:lieber|liebe|liebes} {creature.bare}.“',
          bands: ['8-10'],
        },
        {
          text: 'Draußen zog der Mond über {place.acc}, und irgendwo dort schlief jetzt auch {creature}, mit einem Lächeln im Gesicht.',
          bands: ['5-7', '8-10'],
        },
      ],
    },
  ],
  questions: [
    { question: 'Was lag eines Morgens im Sand?', right: '{object}', wrong: ['{other.object}', '{other2.object}'] },
    {
      question: 'Was rief {hero}, als beide {object.acc} haben wollten?',
      right: '„Meins!“',
      wrong: ['„Du zuerst!“', '„Hilfe!“'],
    },
    {
      question: 'Wo fand {hero} {creature.acc} wieder?',
      right: 'Hinter den großen Steinen am Wasser',
      wrong: ['Unter dem alten Steg', '{other.place.in}'],
    },
    {
      question: 'Was sagte {hero} zu {creature.dat}, damit alles wieder gut wurde?',
      right: '„Es tut mir leid.“',
      wrong: ['„Ich bin gar nicht mehr sauer!“', '„Dann spiel doch allein!“'],
    },
    {
      question: 'Wie fühlte sich {hero}, als {h:er|sie} allein spielte?',
      right: 'Einsam, und alles war langweilig',
      wrong: ['Fröhlich und stolz', 'Müde und hungrig'],
    },
  ],
};

const nightFriend: Plot = {
  id: 'friendship-night-friend',
  moral: 'friendship',
  titles: [
    'Der Freund für den Abend',
    '{hero} und {c:der kleine Nachtwandler|die kleine Nachtwandlerin|das kleine Nachttier}',
    'Wenn es dämmert {place.in}',
  ],
  places: ['forest', 'garden', 'meadow', 'mountain'],
  creatures: ['owl', 'hedgehog', 'fox'],
  objects: ['lantern', 'bell', 'star'],
  pages: [
    {
      scene: {
        place: 'home',
        time: 'evening',
        weather: 'clear',
        mood: 'calm',
        cast: ['hero', 'friend'],
        actions: { hero: 'stand', friend: 'stand' },
        object: null,
        framing: 'medium',
        prop: 'window',
      },
      text: [
        {
          alts: [
            'Jeden Abend, wenn {hero} ins Bett musste, schaute {h:er|sie} noch einmal aus dem Fenster.',
            'Jeden Abend, bevor das Licht ausging, drückte {hero} die Nase ans Fenster und schaute hinaus.',
          ],
        },
        {
          alts: [
            'Und jeden Abend sah {h:er|sie} {place.in} {creature.acc}, ganz allein.',
            'Und jeden Abend saß dort draußen {place.in} {creature}, ganz allein.',
          ],
        },
        {
          alts: [
            'Jeden Abend ganz allein, {c:der arme|die arme|das arme} {creature.bare}.',
            'Immer allein, {c:der kleine|die kleine|das kleine} {creature.bare}, jeden Abend.',
          ],
          bands: ['2-4'],
        },
        {
          alts: [
            'Wenn alle anderen Tiere schlafen gingen, wachte {creature} gerade erst auf, streckte sich und blinzelte in die Dämmerung.',
            'Wenn die anderen Tiere {place.in} schlafen gingen, fing für {creature.acc} der Tag erst an.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Einmal hatte {hero} sogar gesehen, wie {creature} zu den Häusern herüberschaute, wo nach und nach die Lichter ausgingen, eins nach dem anderen, bis nur noch die Sterne übrig waren.',
          bands: ['8-10'],
        },
        {
          text: '{hero} fragte sich, ob {creature} wohl manchmal traurig war. Wer spielte mit {c:ihm|ihr|ihm}, wenn alle schliefen? Wer sagte {creature.dat} guten Morgen, wenn der Morgen mitten in der Nacht war?',
          bands: ['8-10'],
        },
        {
          alts: [
            '{friend} wohnte gleich nebenan und wusste fast alles über Tiere, auch über {creature.pl}.',
            '{friend} von nebenan wusste so viel über Tiere, dass {f:er|sie} ein ganzes Heft damit vollgemalt hatte.',
          ],
          friend: true,
        },
        {
          alts: [
            '„Ich möchte {h:{c:sein|ihr|sein} Freund|{c:seine|ihre|seine} Freundin} sein“, flüsterte {hero}.',
            '„Ich möchte so gern mit {creature.dat} befreundet sein“, flüsterte {hero} in die Gardine.',
          ],
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
        actions: { hero: 'sit', friend: 'stand', creature: 'sleep' },
        object: null,
        framing: 'medium',
      },
      text: [
        { alts: ['Am nächsten Tag lief {hero} {place.to}.', 'Gleich nach dem Frühstück lief {hero} {place.to}.'] },
        {
          alts: [
            'Da lag {creature} und schlief tief und fest.',
            'Dort lag {creature}, zusammengekuschelt und tief im Schlaf.',
          ],
        },
        { text: 'Chrrr, chrrr!', bands: ['2-4'] },
        {
          alts: [
            '„Hallo!“, flüsterte {hero} {creature.dat} ins Ohr, „spielst du mit mir?“',
            '„Psst, {c:lieber|liebe|liebes} {creature.bare}“, flüsterte {hero}, „spielst du mit mir?“',
          ],
        },
        {
          alts: [
            'Aber {creature} schnarchte nur noch lauter.',
            'Doch {creature} schnarchte einfach weiter, noch lauter als vorher.',
          ],
        },
        {
          text: '{^creature} hatte sich ein gemütliches Plätzchen gesucht, wo die Sonne nicht hinkam, und sah im Schlaf so zufrieden aus, dass {hero} {c:ihn|sie|es} gar nicht richtig wecken wollte.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} kitzelte {creature.acc} vorsichtig mit einem Grashalm an der Nase. {^creature} nieste im Schlaf, drehte sich um und schlief einfach weiter.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '„Tagsüber schläft {creature}“, erklärte {friend}, „da kannst du flüstern, so viel du willst.“',
          friend: true,
        },
        {
          text: '{hero} setzte sich eine Weile daneben und hörte dem Schnarchen zu: Es klang wie eine kleine Säge, die ein Schlaflied sägt. Aber mit einem schlafenden Tier kann man nun einmal nicht spielen, und wenn es das netteste ist.',
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
        framing: 'close',
        prop: 'window',
      },
      text: [
        {
          alts: [
            'Dann bleibe ich eben nachts wach, wie {creature}, dachte {hero}.',
            '„Heute Nacht bleibe ich wach, genau wie {creature}“, beschloss {hero}.',
          ],
        },
        {
          alts: [
            '{h:Er|Sie} setzte sich ans Fenster und riss die Augen ganz weit auf.',
            'Mit einem Kissen im Rücken setzte sich {hero} ans Fenster und schaute {place.to} hinüber.',
          ],
        },
        {
          text: 'Draußen {place.in} war es stockdunkel. Ob {creature} gerade wach war? Ob {c:er|sie|es} vielleicht sogar herüberschaute?',
          bands: ['5-7', '8-10'],
        },
        { text: 'Augen auf, Augen auf, gääähn!', bands: ['2-4'] },
        {
          alts: [
            'Aber die Augen wurden schwer und schwerer. Und schwupps, schlief {hero} ein, mit der Nase an der Fensterscheibe.',
            'Doch {hero} wurden die Augen schwer wie Kieselsteine. Schwupps, war {h:er|sie} eingeschlafen, die Nase an der Scheibe.',
          ],
        },
        {
          text: 'Am Morgen fand Papa {hero} dort, mit einem roten Punkt auf der Nasenspitze, und musste sehr lachen.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '„Nachts wach bleiben ist gar nicht so einfach“, gab {hero} beim Frühstück zu und gähnte so laut, dass der Kakao in der Tasse zitterte, und {creature.acc} hatte {h:er|sie} die ganze Nacht nicht ein einziges Mal gesehen.',
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
        actions: { hero: 'carry', friend: 'point' },
        object: 'world',
        framing: 'medium',
      },
      text: [
        {
          text: '„Tagsüber schläft {creature}, nachts schläfst du“, sagte {friend} nachdenklich, „aber dazwischen gibt es doch den Abend, und wenn es dämmert, bist du noch wach und {c:er|sie|es} schon!“',
          friend: true,
        },
        { text: '„{friend}, du bist ein Genie!“, rief {hero}.', friend: true, bands: ['5-7', '8-10'] },
        {
          text: 'Da hatte {hero} eine Idee: Zwischen Tag und Nacht gibt es doch den Abend, und wenn es dämmerte, war {hero} noch wach und {creature} schon!',
          friend: false,
        },
        { alts: ['{hero} holte {object.acc} hervor.', 'Aus {h:seiner|ihrer} Spielkiste holte {hero} {object.acc}.'] },
        {
          alts: [
            'Das sollte das Zeichen sein: ein Gruß für {creature.acc}.',
            '{object} sollte das Zeichen sein, ein Gruß für {creature.acc}.',
          ],
        },
        {
          alts: [
            'Den ganzen Tag konnte {hero} es kaum erwarten, dass die Sonne unterging, und nie war ein Nachmittag {place.in} so lang gewesen.',
            'Den ganzen Nachmittag trug {hero} {object.acc} herum und schaute alle fünf Minuten nach der Sonne.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Was, wenn {creature} gar keinen Freund wollte, weil {c:er|sie|es} lieber allein war, so wie manche Leute lieber allein Puzzle machen? {hero} wusste es nicht, aber {h:er|sie} wollte es wenigstens versuchen.',
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
        cast: ['hero', 'friend'],
        actions: { hero: 'reach-up', friend: 'stand' },
        object: 'world',
        objectAt: 'up-tree',
        framing: 'wide',
        prop: 'tall-tree',
      },
      text: [
        {
          alts: [
            'Als der Himmel rosa wurde, lief {hero} mit {object.dat} bis an den Rand {place.gen}.',
            'Als die Sonne unterging, trug {hero} {object.acc} bis an den Rand {place.gen}.',
          ],
        },
        {
          text: 'Papa blieb ein Stück zurück, gerade so weit, dass er {hero} noch sehen konnte.',
          bands: ['5-7', '8-10'],
        },
        { text: '{friend} kam mit und blieb ganz dicht bei {hero}.', friend: true },
        {
          alts: [
            'Dort hängte {hero} {object.acc} an einen Ast, und dann hieß es: warten.',
            'An einen niedrigen Ast hängte {hero} {object.acc}, und dann hieß es warten.',
          ],
        },
        { text: 'Warten, warten, psst, kommt {creature}?', bands: ['2-4'] },
        {
          alts: [
            'Die Vögel sangen ihr letztes Lied, eine Amsel zankte sich noch ein bisschen mit einer anderen, und dann wurde es ganz still {place.in}.',
            'Die letzten Vögel {place.in} sangen ihr Gute-Nacht-Lied, und dann wurde es still.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} spürte {h:sein|ihr} Herz klopfen, und {object} schaukelte leise im Abendwind, hin und her, als wollte {o:er|sie|es} rufen: Hier, hier ist jemand, der dich kennenlernen möchte!',
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
        actions: { hero: 'stand', creature: 'walk' },
        object: 'world',
        objectAt: 'up-tree',
        framing: 'close',
        prop: 'tall-tree',
      },
      text: [
        { alts: ['Da raschelte es {place.in}. {creature.sound}', 'Plötzlich, ganz nah: {creature.sound}'] },
        {
          alts: [
            '{^creature} kam näher, noch ganz verschlafen, und schaute {object.acc} an.',
            'Ganz verschlafen kam {creature} näher und bestaunte {object.acc}.',
          ],
        },
        {
          text: '{^creature} betrachtete {object.acc} von allen Seiten und stupste {o:ihn|sie|es} ganz vorsichtig mit der Nase an.',
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            '„Ist das für mich?“, fragte {creature} verwundert.',
            '„Ist {object} etwa für mich?“, fragte {creature}.',
          ],
        },
        {
          alts: [
            '„Ja“, sagte {hero}, „ich möchte gern {h:dein Freund|deine Freundin} sein.“',
            '„Ja“, sagte {hero} leise, „ich wäre so gern {h:dein Freund|deine Freundin}, {c:lieber|liebe|liebes} {creature.bare}.“',
          ],
        },
        {
          text: '{^creature} blinzelte, und dann lächelte {c:er|sie|es} so breit, dass {c:seine|ihre|seine} Augen ganz klein wurden.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '„Ich dachte immer, Tagkinder und Nachttiere können keine Freunde sein“, sagte {creature}, „weil wir nie gleichzeitig wach sind.“ „Doch“, sagte {hero}, „wir haben ja den Abend {place.in}, und der gehört uns beiden.“',
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
        actions: { hero: 'run', friend: 'stand', creature: 'run' },
        object: 'world',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Sie spielten mit {object.dat}, bis die ersten Sterne kamen.',
            'Sie spielten zusammen, bis über {place.dat} die ersten Sterne blinkten.',
          ],
        },
        {
          alts: [
            '{^creature} zeigte {hero}, wie man im Dunkeln die Ohren spitzt, und {hero} zeigte {creature.dat}, wie man auf einem Grashalm pfeift.',
            '{hero} lernte von {creature.dat}, wie man im Dunkeln lauscht, und {creature} lernte von {hero}, wie man auf einem Grashalm pfeift.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: '{friend} war zuerst ganz aufgeregt, aber bald lachten alle drei, so leise, wie man in der Dämmerung eben lacht.',
          friend: true,
        },
        {
          text: 'Dann saßen sie nebeneinander und hörten zu, wie {place.in} die Nacht erwachte: Es knackte und wisperte, ein Käuzchen rief, und irgendwo sang eine Grille. „Das ist meine Lieblingsmusik“, flüsterte {creature}. {hero} hatte noch nie so genau hingehört. Die Nacht war gar nicht still und gar nicht leer, sondern voller kleiner Geräusche, wie ein Haus voller Leute, die leise miteinander reden.',
          bands: ['8-10'],
        },
        {
          alts: [
            '„Morgen Abend wieder?“, fragte {creature}, und {hero} versprach: „Jeden Abend!“',
            '„Kommst du morgen wieder?“, fragte {creature}, und {hero} versprach: „Jeden Abend, mit {object.dat}!“',
          ],
        },
        {
          text: '„Für einen Freund findet man immer eine Zeit“, sagte {friend} auf dem Heimweg, als die ersten Glühwürmchen aufleuchteten.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Für einen Freund findet man immer eine Zeit, dachte {hero} auf dem Heimweg, als die ersten Glühwürmchen aufleuchteten.',
          friend: false,
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Papa nahm {hero} an die Hand und fragte: „Na, hast du {creature.acc} endlich kennengelernt?“ {hero} nickte und drehte sich noch einmal um: Zwischen den Zweigen leuchteten zwei Augen, und {object} schaukelte im Wind.',
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
            'Zu Hause schaute {hero} noch einmal aus dem Fenster.',
            'Im Schlafanzug kletterte {hero} noch einmal ans Fenster.',
          ],
        },
        {
          alts: [
            'Dort {place.in} hing {object} am Ast, und daneben saß {creature}.',
            'Draußen am Ast hing {object}, und {creature} saß gleich daneben und schaute herüber.',
          ],
        },
        {
          alts: [
            '{hero} winkte, bis {creature} zurückzwinkerte, und kuschelte sich dann in die Decke.',
            '{hero} winkte {creature.dat} zu und kuschelte sich in die Decke.',
          ],
        },
        { text: 'Gute Nacht, {c:lieber|liebe|liebes} {creature.bare}.', bands: ['2-4'] },
        {
          text: 'Und ganz leise, so leise, dass nur {hero} es hören konnte, rief {creature} von draußen noch einmal: {creature.sound}',
          bands: ['5-7', '8-10'],
        },
      ],
    },
  ],
  questions: [
    { question: 'Wann ist {creature} wach?', right: 'In der Nacht', wrong: ['Am Mittag', 'Am frühen Morgen'] },
    {
      question: 'Was passierte, als {hero} nachts wach bleiben wollte?',
      right: '{h:Er|Sie} schlief am Fenster ein',
      wrong: ['{h:Er|Sie} lief {other.place.to}', '{h:Er|Sie} las ein Buch nach dem anderen'],
      friend: false,
    },
    { question: 'Wer hatte die Idee mit dem Abend?', right: '{friend}', wrong: ['Papa', '{creature}'], friend: true },
    {
      question: 'Was hängte {hero} als Zeichen an den Ast?',
      right: '{object.acc}',
      wrong: ['{other.object.acc}', '{other2.object.acc}'],
    },
    {
      question: 'Wann treffen sich {hero} und {creature} jetzt immer?',
      right: 'Am Abend, wenn es dämmert',
      wrong: ['Mittags nach dem Essen', 'Ganz früh am Morgen'],
    },
    {
      question: 'Wie fühlte sich {creature} wohl, bevor {hero} kam?',
      right: 'Ein bisschen einsam',
      wrong: ['Ganz wütend', 'Sehr stolz'],
    },
  ],
};

export const friendshipPlots: Plot[] = [shyNewcomer, quarrel, nightFriend];
