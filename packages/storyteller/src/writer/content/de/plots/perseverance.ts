import type { Plot } from '../../format.js';

const rebuildHome: Plot = {
  id: 'perseverance-rebuild-home',
  moral: 'perseverance',
  titles: ['Ein neues Zuhause für {creature.acc}', 'Aller guten Dinge sind drei', '{hero} baut und baut'],
  places: ['forest', 'garden', 'park', 'meadow'],
  creatures: ['robin', 'squirrel', 'mouse', 'hedgehog'],
  objects: ['basket', 'scarf', 'umbrella'],
  pages: [
    {
      scene: {
        creatureAt: 'under-bush',
        place: 'world',
        time: 'morning',
        weather: 'wind',
        mood: 'worried',
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'stand', friend: 'stand', creature: 'sit' },
        object: null,
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'In der Nacht hatte ein Sturm {place.in} getobt.',
            'Die ganze Nacht hatte der Sturm {place.in} geheult und gerüttelt.',
          ],
        },
        {
          alts: [
            'Am Morgen fand {hero} {creature.acc} ganz traurig unter einem Busch.',
            'Am Morgen saß {creature} ganz traurig unter einem Busch.',
          ],
        },
        {
          alts: [
            'Das kleine Zuhause {creature.gen} war weg, einfach weggeweht!',
            '„Mein Zuhause ist weg“, schniefte {creature}, „der Sturm hat es mitgenommen.“',
          ],
        },
        { text: 'Huuu, machte der Sturm, und weg war das Häuschen {creature.gen}!', bands: ['2-4'] },
        {
          text: '{friend} kam auch dazu, noch ganz verschlafen, und machte große Augen, als {f:er|sie} {creature.acc} sah.',
          friend: true,
        },
        {
          text: 'Überall {place.in} lagen abgerissene Zweige und Blätter, und die Luft roch nach nasser Erde. {^creature} zitterte ein bisschen, denn ohne Zuhause ist einem gleich doppelt so kalt.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} kniete sich neben {creature.acc} und sah, wo das Zuhause gestanden hatte: nur noch ein paar Halme und ein einsames Blatt. Es war ein gemütliches kleines Heim gewesen, das wusste {hero}, denn {h:er|sie} hatte oft davor gesessen und zugeschaut, wie {creature} ein- und ausging. Und jetzt war da nichts mehr, als hätte jemand die Seite in einem Buch umgeblättert.',
          bands: ['8-10'],
        },
        {
          alts: [
            '„Wir bauen dir ein neues“, sagte {hero}.',
            '„Keine Sorge“, sagte {hero}, „wir bauen dir ein neues Zuhause.“',
          ],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'wind',
        mood: 'worried',
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'build', friend: 'stand', creature: 'peek' },
        object: null,
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Zuerst sammelte {hero} Zweige und stapelte sie zu einem Häuschen für {creature.acc}.',
            'Als Erstes trug {hero} Stöcke zusammen und baute daraus ein Dach für {creature.acc}.',
          ],
        },
        {
          alts: [
            'Aber als {creature} hineinkroch, fiel alles um. Rumms, {hero} genau auf den Kopf!',
            'Doch kaum war es fertig, wackelte es und krachte zusammen, rumms, mitten auf {hero}!',
            'Kaum steht es, da wackelt es, und rumms, liegt alles auf {hero}!',
            'Fertig? Von wegen: Es kippt, und alles fällt auf {hero}!',
          ],
        },
        {
          text: 'Ein Käfer, der unter den Zweigen gewohnt hatte, krabbelte empört davon.',
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            'Rumms! Alle Zweige auf {hero}!',
            'Krach, die Zweige purzeln auf {hero}!',
            'Plumps, lauter Zweige auf {hero}!',
          ],
          bands: ['2-4'],
        },
        {
          text: '{friend} entdeckte den Zweig, der {hero} im Haar steckte, und musste kichern, und {creature} kicherte mit.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            '{^creature} lugte vorsichtig hervor: „Bist du noch da drin?“',
            '„Alles in Ordnung?“, fragte {creature} und schaute besorgt in den Zweighaufen.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} krabbelte aus dem Haufen, mit Moos im Ohr und einem Blatt auf der Nase, und musste selbst lachen. Ein Haus aus losen Zweigen, das hätte sich {hero} auch denken können, denn Zweige halten nicht von allein, sie brauchen etwas, das sie zusammenhält.',
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
        actions: { hero: 'sit', friend: 'sit', creature: 'stand' },
        object: null,
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Dann baute {hero} ein Haus aus großen Blättern für {creature.acc}.',
            'Als Nächstes legte {hero} große Blätter übereinander, wie Dachziegel.',
          ],
        },
        {
          alts: [
            'Aber ein Windstoß kam und blies alle Blätter davon.',
            'Doch dann kam ein Windstoß, und die Blätter flatterten {place.through} davon.',
          ],
        },
        {
          text: 'Ein Blatt landete sogar auf dem Kopf {creature.gen}, wie ein kleiner grüner Hut.',
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            'Wusch! Alle Blätter fliegen weg {place.through}!',
            'Huiii, der Wind pustet alle Blätter fort!',
            'Da fliegen die Blätter, eins, zwei, drei, alle weg!',
          ],
          bands: ['2-4'],
        },
        {
          alts: [
            '{hero} setzte sich hin und seufzte: „Ich schaffe das nicht.“',
            'Da ließ sich {hero} ins Gras plumpsen. „Es klappt einfach nicht“, murmelte {h:er|sie}.',
            '{hero} setzte sich hin und seufzte: „So wird das nie was.“',
          ],
        },
        {
          alts: [
            '{friend} setzte sich daneben und seufzte auch, nur um {hero} Gesellschaft zu leisten.',
            '{friend} plumpste gleich mit ins Gras und seufzte, damit {hero} nicht allein seufzen musste.',
          ],
          friend: true,
        },
        {
          text: '{^creature} schaute traurig zu den fliegenden Blättern hinauf und sagte gar nichts mehr.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} hätte am liebsten aufgegeben und wäre nach Hause gegangen, wo es warm war und wo niemand etwas bauen musste, denn zwei Mal war es schiefgegangen, zwei Mal! Aber dann schaute {hero} zu {creature.dat}, {c:der|die|das} so klein und so allein dasaß, und dachte: Für mich ist das nur ein Spiel, das nicht klappt. Für {creature.acc} ist es ein Zuhause.',
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
        framing: 'close',
      },
      text: [
        {
          text: '„Aller guten Dinge sind drei“, sagte {friend} und stand auf, „einmal versuchen wir es noch, für {creature.acc}!“',
          friend: true,
        },
        {
          text: '„Aller guten Dinge sind drei“, sagte {hero} leise und stand auf, „einmal versuche ich es noch, für {creature.acc}.“',
          friend: false,
        },
        {
          alts: [
            'Diesmal dachte {hero} zuerst nach: Was fehlte dem Haus?',
            'Aber diesmal fing {hero} nicht gleich an, sondern überlegte zuerst, was dem Häuschen {creature.gen} gefehlt hatte.',
          ],
        },
        {
          alts: [
            'Etwas Festes, das nicht umfällt und nicht wegfliegt!',
            'Es brauchte etwas Festes, etwas, das dem Wind standhält.',
          ],
        },
        { text: 'Nachdenken, nachdenken, was hilft {creature.dat}?', bands: ['2-4'] },
        { alts: ['Da entdeckte {hero} {object.acc}.', 'Und plötzlich wusste {hero} es: {object}!'] },
        {
          text: '{hero} hatte {object.acc} mitgebracht, ganz ohne an ein Haus zu denken. Jetzt lag {o:er|sie|es} da {place.in}, als hätte {o:er|sie|es} die ganze Zeit gewartet.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{^creature} schaute {hero} mit großen Augen zu, und {hero} spürte, wie {creature} wieder ein kleines bisschen Hoffnung bekam. Das war komisch: Man kann jemandem Mut machen, nur indem man selbst nicht aufgibt.',
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
        actions: { hero: 'build', friend: 'give', creature: 'carry' },
        object: 'world',
        objectAt: 'ground',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Mit {object.dat} fing {hero} noch einmal ganz von vorn an.',
            'Noch einmal begann {hero} zu bauen, und diesmal mit {object.dat}.',
          ],
        },
        {
          alts: [
            'Zweige, Blätter und Moos, und {object} hielt alles zusammen.',
            'Die Zweige kamen rundherum, das Moos nach innen, und {object} gab allem Halt.',
          ],
        },
        { text: 'Zweig und Blatt und Moos und {object}!', bands: ['2-4'] },
        {
          alts: [
            '{friend} reichte {hero} die Zweige an, einen nach dem anderen, wie bei einer Operation im Fernsehen: „Zweig!“ „Zweig!“ „Moos!“',
            '{friend} gab {hero} einen Zweig nach dem anderen, ganz ernst, wie ein Arzt im Fernsehen: „Zweig!“ „Zweig!“ „Moos!“',
          ],
          friend: true,
        },
        {
          alts: [
            '{^creature} half mit und trug winzige Halme herbei, so viele {c:er|sie|es} tragen konnte.',
            'Sogar {creature} half und schleppte Halme und Federchen heran.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} baute die Wände ganz dicht, damit kein Wind hereinpfeifen konnte, und ließ vorne nur eine kleine runde Tür frei, genau so groß wie {creature}.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Es dauerte lange, die Sonne wanderte über {place.acc}, und {hero} bekam Hunger und schmutzige Knie. Manchmal rutschte ein Zweig neben {object.dat} weg, und {hero} musste ihn zum fünften Mal zurechtlegen, aber {hero} hörte nicht auf, diesmal nicht. Bei jedem Zweig, der hielt, wurde das kleine Haus ein bisschen mehr zu einem Zuhause für {creature.acc}.',
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
        actions: { hero: 'stand', friend: 'wave', creature: 'sit' },
        object: 'world',
        objectAt: 'on-prop',
        framing: 'medium',
        prop: 'hut',
      },
      text: [
        {
          alts: [
            'Dann kam wieder ein Windstoß.',
            'Und wieder bläst der Wind.',
            'Schon kommt der nächste Windstoß.',
            'Da fegte noch einmal ein kräftiger Wind {place.through}.',
          ],
        },
        {
          alts: [
            'Alle hielten den Atem an. Aber das neue Zuhause blieb stehen!',
            'Ganz still warteten alle. Und das neue Zuhause wackelte nicht einmal!',
            '{hero} hielt die Luft an, doch diesmal wackelte nichts, und das Häuschen {creature.gen} stand fest!',
          ],
        },
        {
          alts: [
            'Wusch! Und das Haus bleibt stehen! Hurra!',
            'Der Wind pustet und pustet, doch das Haus hält, hurra!',
            'Pfff, macht der Wind. Aber das Haus steht fest. Juchhu!',
          ],
          bands: ['2-4'],
        },
        {
          alts: [
            '{^creature} kroch hinein und schaute mit strahlenden Augen heraus.',
            'Vorsichtig schlüpfte {creature} hinein, und dann schaute {c:er|sie|es} glücklich aus der kleinen Tür.',
          ],
        },
        { text: '„Es ist noch schöner und gemütlicher als mein altes“, sagte {creature}.', bands: ['5-7', '8-10'] },
        {
          text: 'Drinnen war es warm und trocken, und {object} hielt alles fest, als wäre {o:er|sie|es} genau dafür gemacht.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Ein paar andere Tiere kamen vorbei, um das neue Haus zu bestaunen: eine Amsel, zwei Käfer und eine sehr neugierige Schnecke, die dreimal um das Haus herumkroch, bevor sie zufrieden weiterzog. {hero} fühlte sich wie {h:ein echter Baumeister|eine echte Baumeisterin}.',
          bands: ['8-10'],
        },
        { text: '{friend} jubelte so laut, dass ein Specht {place.in} vor Schreck aufhörte zu klopfen.', friend: true },
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
        objectAt: 'on-prop',
        framing: 'wide',
        prop: 'hut',
      },
      text: [
        { text: '„Siehst du“, sagte {friend}, „wer nicht aufgibt, schafft es irgendwann.“', friend: true },
        {
          alts: [
            'Wer nicht aufgibt, schafft es irgendwann, dachte {hero} und lächelte.',
            '{hero} lächelte zufrieden: Diesmal hatte {h:er|sie} nicht aufgegeben.',
            '{hero} strahlte. Dreimal gebaut, und jetzt hielt es!',
          ],
          friend: false,
        },
        {
          alts: [
            '{object} durfte bei {creature.dat} bleiben, als Teil vom neuen Zuhause.',
            'Und {hero} ließ {object.acc} gern dort, denn jetzt gehörte {o:er|sie|es} zum Häuschen {creature.gen}.',
          ],
        },
        { text: 'Gute Nacht, {c:kleiner|kleine|kleines} {creature.bare}, in deinem neuen Haus!', bands: ['2-4'] },
        {
          text: 'Auf dem Heimweg waren {h:seine|ihre} Hände zerkratzt und die Knie voller Erde, aber {hero} ging so aufrecht, als wäre {h:er|sie} zwei Zentimeter gewachsen.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} dachte an die zwei Häuser für {creature.acc}, die nicht gehalten hatten: Ohne sie hätte {hero} nie gewusst, dass das dritte {object.acc} braucht. Vielleicht waren die ersten beiden gar keine Fehler gewesen, sondern nur Übung, so wie man beim Laufenlernen auch erst ein paarmal hinfällt.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'home',
        time: 'night',
        weather: 'wind',
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
            'In der Nacht kam noch einmal Wind auf {place.in}.',
            'Draußen {place.in} rauschte in der Nacht wieder der Wind.',
          ],
        },
        {
          alts: [
            'Aber {hero} lag ganz ruhig im Bett, denn {h:er|sie} wusste: Das Häuschen {creature.gen} hält.',
            'Doch {hero} hatte keine Angst um {creature.acc}, denn das neue Zuhause war fest gebaut.',
          ],
        },
        {
          text: '{hero} stellte sich vor, wie {creature} jetzt drinnen lag, auf dem weichen Moos, und von {object.dat} träumte.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Bevor {hero} einschlief, überlegte {h:er|sie}, was {h:er|sie} sonst noch alles nicht aufgegeben hatte: Schuhe binden, bis zwanzig zählen, Schwimmen mit Schwimmflügeln. Es war eine ganz schön lange Liste, fand {hero}, und heute war ein Haus für {creature.acc} dazugekommen.',
          bands: ['8-10'],
        },
        {
          alts: [
            'Schlaf gut, {c:kleiner|kleine|kleines} {creature.bare}. Dein Haus hält.',
            'Schlaf gut, {c:kleiner|kleine|kleines} {creature.bare}. Der Wind kann ruhig kommen.',
          ],
          bands: ['2-4'],
        },
        {
          text: 'Und irgendwo {place.in} lag {creature} jetzt warm und sicher in {c:seinem|ihrem|seinem} neuen Zuhause und hörte dem Wind zu, der draußen bleiben musste.',
          bands: ['5-7', '8-10'],
        },
      ],
    },
  ],
  questions: [
    {
      question: 'Was hatte der Sturm mit dem Zuhause {creature.gen} gemacht?',
      right: 'Er hatte es weggeweht',
      wrong: ['Er hatte es größer gemacht', 'Er hatte es rot angemalt'],
    },
    {
      question: 'Was passierte mit dem Haus aus Zweigen?',
      right: 'Es fiel {hero} auf den Kopf',
      wrong: ['Es flog davon', 'Es blieb stehen'],
    },
    {
      question: 'Was hielt beim dritten Mal alles zusammen?',
      right: '{object}',
      wrong: ['{other.object}', '{other2.object}'],
    },
    { question: 'Wer bekam ein neues Zuhause?', right: '{creature}', wrong: ['{other.creature}', '{other2.creature}'] },
    {
      question: 'Warum hat {hero} nicht aufgegeben?',
      right: 'Weil {creature} ein Zuhause brauchte',
      wrong: ['Weil es zu regnen anfing', 'Weil Mama es gesagt hat'],
    },
  ],
};

const sandCastle: Plot = {
  id: 'perseverance-sand-castle',
  moral: 'perseverance',
  titles: ['Die Sandburg {place.gen}', '{hero} und die Wellen', 'Noch einmal von vorn'],
  places: ['seaside', 'island', 'river'],
  creatures: ['turtle', 'duck', 'frog', 'mouse'],
  objects: ['shell', 'feather', 'flower', 'star'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'clear',
        mood: 'happy',
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'build', friend: 'carry', creature: 'sit' },
        object: null,
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'An einem sonnigen Morgen wollte {hero} {place.in} eine Sandburg bauen.',
            'Heute hatte {hero} einen großen Plan: die schönste Sandburg {place.gen}!',
          ],
        },
        {
          alts: [
            '{^creature} saß daneben und schaute zu. „Darf ich darin wohnen?“, fragte {c:er|sie|es}.',
            '„Eine Burg?“, fragte {creature} neugierig. „Für mich, mit einem Turm {place.in}?“',
          ],
        },
        { text: 'Eine Burg für {creature.acc}, mit einem Turm! {creature.sound}', bands: ['2-4'] },
        {
          alts: ['„Klar“, sagte {hero}. „Mit Turm und Tor und allem.“', '„Mit dem höchsten Turm“, versprach {hero}.'],
        },
        {
          text: 'Zuerst suchte {hero} die beste Stelle: nicht zu steinig, nicht zu matschig, mit Blick aufs Wasser.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{friend} hatte eine Schaufel {place.to} mitgebracht und einen Eimer mit einem Loch, aus dem der Sand immer wieder herausrieselte.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} hatte schon oft Burgen gebaut, kleine und schiefe, aber noch nie eine richtig große, eine, in der {creature} wohnen konnte. Heute, das spürte {hero}, war der Tag dafür, und {object} im Sand glitzerte, als wüsste {o:er|sie|es} es auch. Der Sand war warm, die Sonne lachte, und {creature} wartete schon auf {c:sein|ihr|sein} Schloss.',
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
        actions: { hero: 'build', friend: 'run', creature: 'sit' },
        object: null,
        framing: 'medium',
      },
      text: [
        {
          alts: [
            '{hero} baute ganz nah am Wasser, da war der Sand so schön nass.',
            'Ganz vorne am Wasser fing {hero} an, wo der Sand so schön feucht war.',
          ],
        },
        {
          alts: [
            'Die Mauern wurden hoch, der Turm wurde spitz, und {creature} klatschte.',
            'Bald stand die Burg da, mit Mauern und Turm, und {creature} staunte.',
          ],
        },
        {
          alts: [
            'Doch dann kam eine Welle, schwupp, und die Burg war weg, und {creature} schaute ganz verdutzt.',
            'Aber da rollte eine Welle heran, schwupp, und von der Burg war nur noch ein Häufchen übrig.',
          ],
        },
        { text: 'Schwupp, macht die Welle, und weg ist die Burg!', bands: ['2-4'] },
        {
          text: '{friend} rannte der Welle hinterher, als könnte {f:er|sie} die Burg noch zurückholen, und bekam nasse Füße, und {creature} rief: „{creature.sound}“',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: '{^creature} schaute auf das Häufchen Sand und dann auf {hero}. „War das mein Schloss {place.in}?“, fragte {c:er|sie|es} kleinlaut.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} schaute der Welle nach, die sich ganz unschuldig {place.in} zurückzog, als hätte sie nichts getan. Die Wellen meinten es ja nicht böse, dachte {hero}, sie taten nur, was Wellen eben tun. Man musste einfach schlauer bauen als sie, für {creature.acc}.',
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
        actions: { hero: 'build', friend: 'build', creature: 'sit' },
        object: null,
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Also baute {hero} die zweite Burg ganz weit oben, wo die Wellen nicht hinkommen.',
            'Diesmal lief {hero} ganz nach oben, weit weg vom Wasser.',
          ],
        },
        {
          alts: [
            'Aber dort war der Sand ganz trocken und rieselte durch die Finger.',
            'Doch da oben war der Sand so trocken, dass er einfach auseinanderrieselte.',
          ],
        },
        {
          alts: [
            'Jedes Mal, wenn der Turm für {creature.acc} fast fertig war, fiel er in sich zusammen, pfff!',
            'Der Turm sackte immer wieder zusammen, pfff, wie ein Kuchen, der nicht aufgeht.',
          ],
        },
        {
          text: '{^creature} versuchte, den Turm mit {c:seinem|ihrem|seinem} ganzen Körper festzuhalten, aber der Sand rieselte einfach an {c:ihm|ihr|ihm} vorbei.',
          bands: ['5-7', '8-10'],
        },
        { text: 'Pfff, macht der Turm, und {creature} seufzt.', bands: ['2-4'] },
        {
          text: '{friend} versuchte, den Sand mit Spucke festzumachen, aber so viel Spucke hat niemand.',
          friend: true,
        },
        {
          text: '{hero} warf die Schaufel hin. „Blöder Sand {place.in}!“, rief {h:er|sie}. „Unten ist er zu nass, oben ist er zu trocken, ich hör auf!“',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Eine Weile saß {hero} nur da und grub mit den Zehen Löcher in den Sand, und {creature} schwieg. Die Sonne brannte auf den Kopf, und irgendwo lachten andere Kinder {place.in}. Es ist schwer, wenn man sich so viel Mühe gibt und am Ende nur ein Haufen übrig bleibt, da möchte man am liebsten gar nichts mehr bauen, nie wieder, nicht einmal für {creature.acc}.',
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
        actions: { hero: 'sit', friend: 'point', creature: 'sit' },
        object: null,
        framing: 'close',
      },
      text: [
        {
          alts: [
            'Da kam {creature} und setzte sich neben {hero}.',
            'Langsam kam {creature} herbei und setzte sich ganz nah an {hero}.',
          ],
        },
        {
          alts: [
            '„Weißt du“, sagte {creature}, „ich finde, du hast schon ganz viel gelernt.“',
            '„Zweimal hast du schon etwas gelernt“, sagte {creature} leise.',
          ],
        },
        {
          alts: [
            '„Unten ist der Sand gut, aber das Wasser kommt. Oben ist kein Wasser, aber der Sand ist schlecht.“',
            '„Nass ist gut für die Mauern, und oben ist es sicher vor den Wellen“, überlegte {creature} laut.',
          ],
        },
        { text: 'Nass und oben, {creature} hat eine Idee!', bands: ['2-4'] },
        {
          text: '{friend} rief: „Ich hab’s! Wir holen nassen Sand vom Wasser nach oben, für {creature.acc}!“',
          friend: true,
        },
        {
          text: 'Da machte es bei {hero} klick: nassen Sand nach oben tragen und eine Mauer gegen die Wellen bauen!',
          friend: false,
        },
        {
          text: '{hero} sprang auf, und {creature} mit {c:ihm|ihr|ihm}. Manchmal, dachte {hero}, klappt etwas nicht, weil man es falsch macht, und nicht, weil es unmöglich ist. Und wenn man herausfindet, was falsch war, dann hat man nicht verloren, dann hat man etwas gelernt, so wie {creature} gesagt hatte.',
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
        actions: { hero: 'carry', friend: 'carry', creature: 'build' },
        object: null,
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Also schleppte {hero} Eimer um Eimer nassen Sand nach oben.',
            'Eimer für Eimer trug {hero} den nassen Sand vom Wasser bis ganz nach oben.',
          ],
        },
        {
          alts: [
            'Dann baute {h:er|sie} eine dicke Mauer und einen Graben rundherum.',
            'Rundherum grub {hero} einen tiefen Graben und baute eine dicke Mauer dahinter.',
          ],
        },
        {
          text: 'Der Graben wurde so tief, dass {creature} darin hätte baden können, und {c:er|sie|es} probierte es auch gleich aus.',
          bands: ['5-7', '8-10'],
        },
        { text: 'Eimer hoch, Eimer runter, Mauer bauen für {creature.acc}!', bands: ['2-4'] },
        {
          text: '{friend} trug auch, mit dem Eimer mit dem Loch, und kam jedes Mal mit halb so viel Sand an, aber {f:er|sie} gab auch nicht auf.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: '{^creature} klopfte die Mauern fest, tapp, tapp, tapp, mit {c:seinen|ihren|seinen} kleinen Füßen.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Es war viel mehr Arbeit als beim ersten Mal, und die Arme wurden schwer. Der Rücken tat weh, und der Weg zum Wasser und zurück war mindestens tausend Schritte lang, fand {hero}, auch wenn {creature} jeden Schritt mitzählte. Aber jeder Eimer machte die Burg ein bisschen stärker, und mit jedem Eimer wurde auch {hero} ein bisschen stärker, innen drin.',
          bands: ['8-10'],
        },
        {
          text: 'Unterwegs fand {hero} {object.acc} im Sand, halb vergraben, und legte {o:ihn|sie|es} beiseite. {^object}, dachte {hero}, kommt ganz zum Schluss obendrauf, wenn die Burg fertig ist, nicht vorher: erst die Mauer, dann der Schmuck.',
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
        actions: { hero: 'build', friend: 'stand', creature: 'wave' },
        object: 'world',
        objectAt: 'ground',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Am Nachmittag stand die Burg da, groß und fest, mit Turm und Tor.',
            'Und dann, am Nachmittag, war sie fertig: die schönste Burg.',
          ],
        },
        {
          alts: [
            'Ganz oben auf den Turm steckte {hero} {object.acc}.',
            'Als Krönung kam {object} ganz oben auf die Turmspitze.',
          ],
        },
        { text: '{object} oben auf dem Turm, fertig!', bands: ['2-4'] },
        {
          alts: [
            '{^creature} zog sofort ein und winkte aus dem Fenster.',
            'Stolz marschierte {creature} durch das Tor und schaute aus dem Turmfenster.',
          ],
        },
        {
          text: '{hero} baute noch eine kleine Brücke über den Graben, aus einem flachen Stück Treibholz, damit {creature} trockenen Fußes hineinkam.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Andere Kinder kamen herbei und staunten. „Wie hast du das gemacht?“, fragte ein Kind mit einer gelben Mütze und bestaunte {object.acc} oben auf dem Turm. {hero} zeigte ihm den Graben und die dicke Mauer und erklärte das mit dem nassen Sand, und das Kind rannte sofort los, um es selbst zu probieren.',
          bands: ['8-10'],
        },
        {
          text: '„Jetzt bin ich {c:ein König|eine Königin|ein König}“, rief {creature}, „und du bist {h:mein Baumeister|meine Baumeisterin}!“',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{friend} machte eine tiefe Verbeugung vor {creature.dat} und fiel dabei fast in den Graben.',
          friend: true,
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
        actions: { hero: 'sit', friend: 'stand', creature: 'sit' },
        object: 'world',
        objectAt: 'ground',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Am Abend kam das Wasser ganz nah an {creature.acc} heran.',
            'Als die Sonne tief stand, schwappte das Wasser bis an den Graben.',
          ],
        },
        {
          alts: [
            'Aber die Mauer hielt, und der Graben fing alles Wasser auf.',
            'Doch der Graben füllte sich wie ein kleiner Burggraben, und die Mauer hielt.',
          ],
        },
        { text: 'Platsch! Aber die Burg von {creature.dat} bleibt stehen!', bands: ['2-4'] },
        {
          alts: [
            '„Dreimal gebaut, und jetzt steht sie“, sagte {friend}. „Wer nicht aufgibt, gewinnt.“',
            '„Wer nicht aufgibt, baut die Burg, die hält“, sagte {friend} und zwinkerte {creature.dat} zu.',
          ],
          friend: true,
        },
        {
          alts: [
            'Dreimal gebaut, und jetzt steht sie, dachte {hero}. Wer nicht aufgibt, gewinnt.',
            'Wer nicht aufgibt, dachte {hero} und schaute {creature.acc} an, baut am Ende eine Burg, die hält.',
          ],
          friend: false,
        },
        {
          text: '„Und wenn das Wasser sie morgen doch holt?“, fragte {creature}. „Dann bauen wir eine neue {place.in}“, sagte {hero}, „jetzt wissen wir ja, wie es geht.“',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Sie saßen noch lange auf der Mauer und schauten zu, wie die Sonne im Wasser versank und die Burg einen langen, goldenen Schatten warf. {hero} dachte an die erste Burg, die die Welle geholt hatte, und an die zweite, die zerbröselt war: Ohne die beiden gäbe es diese hier nicht, und {object} hätte keinen Turm.',
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
            'Zu Hause hatte {hero} noch Sand zwischen den Zehen.',
            'Im Bett rieselte {hero} noch ein bisschen Sand aus den Haaren.',
          ],
        },
        {
          alts: [
            'Und im Traum baute {h:er|sie} Burgen, die bis zu den Wolken reichten.',
            'Und {hero} träumte von Burgen, so hoch wie Leuchttürme.',
          ],
        },
        {
          text: 'Ob die Burg {place.in} wohl noch stand? Bestimmt, dachte {hero}, und wenn nicht, dann wusste {h:er|sie} ja jetzt, wie man für {creature.acc} eine neue baut.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Und {hero} dachte, dass es mit vielen Dingen so sein müsste wie mit der Burg {place.in}: Beim ersten Mal lernt man, was nicht geht, beim zweiten Mal, was fehlt, und beim dritten Mal baut man etwas, das hält.',
          bands: ['8-10'],
        },
        {
          text: 'Gute Nacht, Burg mit {object.dat}. Gute Nacht, {c:kleiner|kleine|kleines} {creature.bare}.',
          bands: ['2-4'],
        },
        {
          text: 'Draußen rauschten leise die Wellen, und {object} glänzte oben auf dem Turm im Mondlicht, als würde {o:er|sie|es} Wache halten.',
          bands: ['5-7', '8-10'],
        },
      ],
    },
  ],
  questions: [
    {
      question: 'Für wen baute {hero} die Burg?',
      right: 'Für {creature.acc}',
      wrong: ['Für {other.creature.acc}', 'Für Papa'],
    },
    {
      question: 'Was passierte mit der ersten Burg?',
      right: 'Eine Welle nahm sie mit',
      wrong: ['Der Wind blies sie weg', '{creature} trat darauf'],
    },
    {
      question: 'Warum fiel die zweite Burg zusammen?',
      right: 'Der Sand oben war zu trocken',
      wrong: ['Es fing an zu regnen', 'Ein Hund buddelte darin'],
    },
    { question: 'Was kam ganz oben auf den Turm?', right: '{object}', wrong: ['{other.object}', '{other2.object}'] },
    {
      question: 'Wie fühlte sich {hero}, als die dritte Burg stand?',
      right: 'Stolz, weil {h:er|sie} nicht aufgegeben hatte',
      wrong: ['Traurig und müde', 'Ärgerlich auf die Wellen'],
    },
  ],
};

const learningToRide: Plot = {
  id: 'perseverance-learning-to-ride',
  moral: 'perseverance',
  titles: ['{hero} lernt Rad fahren', 'Hinfallen, aufstehen, weiterfahren', 'Das rote Fahrrad'],
  places: ['village', 'park', 'farm'],
  creatures: ['puppy', 'duck', 'cat', 'hedgehog'],
  objects: ['bell', 'basket', 'flower'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'clear',
        mood: 'happy',
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'stand', friend: 'stand', creature: 'walk' },
        object: 'world',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            '{hero} hatte ein rotes Fahrrad, und vorne am Lenker hing {object}.',
            'Im Schuppen stand {h:sein|ihr} rotes Fahrrad, mit {object.dat} vorne am Lenker.',
          ],
        },
        {
          alts: [
            'Aber die Stützräder waren ab, und {hero} konnte noch nicht allein fahren.',
            'Seit gestern hatte es keine Stützräder mehr, und ohne Stützräder war es {place.in} ganz schön wackelig.',
          ],
        },
        { text: 'Papa hatte das Fahrrad extra geputzt, und {object} glänzte in der Sonne.', bands: ['5-7', '8-10'] },
        { text: 'Ein rotes Fahrrad mit {object.dat}, aber ohne Stützräder!', bands: ['2-4'] },
        {
          alts: [
            '„Heute lerne ich es“, sagte {hero} {place.in}. „Ganz bestimmt.“',
            '„Heute fahre ich ganz allein {place.through}“, verkündete {hero}.',
          ],
        },
        { text: '{friend} konnte schon Rad fahren und wollte {hero} alles zeigen.', friend: true },
        {
          text: '{^creature} lief aufgeregt um das Fahrrad herum und schnupperte an den Reifen, als wollte {c:er|sie|es} prüfen, ob alles in Ordnung war.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Alle anderen Kinder konnten es schon. Sie sausten vorbei, klingelten und riefen „Platz da!“, und {hero} stand daneben, mit dem Fahrrad an der Hand wie mit einem Hund an der Leine, aber heute sollte das anders werden.',
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
        actions: { hero: 'sit', friend: 'stand', creature: 'run' },
        object: 'world',
        objectAt: 'ground',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            '{hero} stieg auf, trat in die Pedale, und dann: wackel, wackel, plumps!',
            'Auf, los, treten, und das Rad wackelte nach links, wackelte nach rechts, und plumps, lag es neben {creature.dat}!',
          ],
        },
        {
          alts: [
            '{hero} lag im Gras, und das Fahrrad mit {object.dat} lag obendrauf.',
            'Da lag {hero} im Gras, und das Fahrrad lag daneben und drehte noch ein Rad.',
          ],
        },
        { text: 'Wackel, wackel, plumps {place.in}! {creature.sound}', bands: ['2-4'] },
        {
          text: '{^creature} kam angelaufen und stupste {hero} an, als wollte {c:er|sie|es} fragen: Alles gut?',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Das Vorderrad drehte sich noch eine Weile im Leeren, und {object} am Lenker zitterte mit.',
          bands: ['5-7', '8-10'],
        },
        { text: '{friend} half {hero} hoch und sagte: „Das passiert am Anfang jedem {place.in}.“', friend: true },
        {
          text: '{hero} rieb sich das Knie, es tat nicht sehr weh. Aber es fühlte sich komisch an, so hinzufallen, vor allen Leuten. Doch niemand lachte, nur eine Amsel pickte weiter im Rasen, als wäre gar nichts gewesen, und {creature} schaute besorgt.',
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
        actions: { hero: 'sit', friend: 'sit', creature: 'run' },
        object: 'world',
        objectAt: 'ground',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Beim zweiten Mal fuhr {hero} schon drei Meter weit.',
            'Der zweite Versuch ging schon besser: Drei ganze Meter fuhr {hero} {place.through}.',
          ],
        },
        {
          alts: [
            'Dann lenkte {h:er|sie} genau in einen Heuhaufen, pflumpf!',
            'Doch dann kam eine Kurve, und {hero} landete mitten in einem Heuhaufen, pflumpf!',
          ],
        },
        { text: 'Pflumpf, ins Heu! {hero} ist voller Stroh, und {creature} lacht!', bands: ['2-4'] },
        {
          text: 'Mit Stroh in den Haaren sah {hero} aus wie eine Vogelscheuche, und {creature} sprang vor Freude ins Heu hinterher.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{friend} lachte so sehr, dass {f:er|sie} sich selbst neben {creature.acc} ins Heu fallen ließ.',
          friend: true,
        },
        {
          text: '{hero} zupfte sich das Stroh aus den Ohren und dachte: Drei Meter, und gestern waren es null Meter gewesen, und drei ist mehr als null, das war sicher. Aber bis zum Ende {place.gen} waren es bestimmt hundert Meter, und bei drei Metern pro Sturz würde das noch sehr viele Stürze dauern.',
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
        actions: { hero: 'splash', creature: 'sit' },
        object: 'world',
        objectAt: 'ground',
        framing: 'close',
      },
      text: [
        {
          alts: [
            'Beim dritten Mal fuhr {hero} in eine Pfütze, platsch!',
            'Und der dritte Versuch endete in der großen Pfütze, platsch!',
          ],
        },
        {
          alts: [
            'Jetzt war {hero} nass und schmutzig und hatte genug.',
            'Nass bis zu den Knien setzte sich {hero} neben das Fahrrad {place.in} und verschränkte die Arme.',
          ],
        },
        { text: 'Platsch, nass! Ich will nicht mehr, {c:lieber|liebe|liebes} {creature.bare}!', bands: ['2-4'] },
        {
          alts: [
            '„Ich kann das nicht“, rief {hero}. „Ich lerne das nie!“',
            '„Das klappt nie“, schimpfte {hero}, „nie, nie, nie!“, und {creature} machte ein trauriges Gesicht.',
          ],
        },
        {
          text: '{^creature} setzte sich ganz still neben {hero} in die Pfütze und wurde auch nass, nur damit {hero} nicht allein nass war.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} schaute auf das Fahrrad, das im Gras lag, und auf {object.acc} am Lenker. Eigentlich war es ein so schönes Fahrrad, und es wäre schade, es einfach im Schuppen stehen zu lassen, nur weil es am Anfang wackelt. Und hatte nicht jeder, der {place.in} so schnell vorbeisauste, auch einmal in einer Pfütze gesessen?',
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
        actions: { hero: 'walk', friend: 'walk', creature: 'stand' },
        object: 'world',
        framing: 'medium',
      },
      text: [
        { text: '„Komm, noch einmal“, sagte {friend}, „ich laufe neben dir her, und {creature} auch.“', friend: true },
        { text: '„Noch einmal“, sagte {hero} leise zu {creature.dat}. „Nur noch ein einziges Mal.“', friend: false },
        { alts: ['Papa kam und hielt hinten den Sattel fest.', 'Da kam Mama und fasste hinten den Gepäckträger an.'] },
        {
          alts: [
            '„Schau nicht nach unten, schau nach vorn, weit {place.through}!“',
            '„Nicht auf die Füße gucken“, hieß es, „sondern nach vorn, ganz weit {place.through}.“',
          ],
        },
        { text: 'Nach vorn schauen, treten, treten, treten!', bands: ['2-4'] },
        {
          text: '{hero} holte tief Luft, stieg wieder auf und trat in die Pedale, diesmal mit dem Blick nach vorn, dorthin, wo {creature} schon wartete.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '„Ich halte dich“, hieß es von hinten, und {hero} fühlte sich gleich sicherer.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} schaute nicht mehr auf die Füße und nicht mehr auf den Boden, sondern nur noch nach vorn, auf {creature.acc}, {c:der|die|das} am Ende des Weges saß und wartete. Komisch, dachte {hero}: Wenn man dahin schaut, wo man hinwill, dann will das Fahrrad auch dahin.',
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
        actions: { hero: 'run', friend: 'run', creature: 'run' },
        object: 'world',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            '{hero} trat und trat, und das Fahrrad fuhr und fuhr {place.through}.',
            'Treten, treten, und das Fahrrad rollte {place.through}, immer geradeaus.',
          ],
        },
        {
          alts: [
            '„Hältst du noch?“, rief {hero}, aber nur {creature} antwortete: „{creature.sound}“',
            '„Halt mich gut fest!“, rief {hero}. Doch hinten war es ganz still.',
          ],
        },
        {
          alts: [
            'Denn niemand hielt mehr fest. {hero} fuhr ganz allein!',
            'Der Sattel war längst losgelassen worden: {hero} fuhr schon eine ganze Weile allein!',
          ],
        },
        { text: '{hero} fährt allein! Ganz allein {place.through}!', bands: ['2-4'] },
        {
          text: '{^creature} rannte nebenher, so schnell {c:er|sie|es} konnte, und war außer sich vor Freude.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Vorbei an der Bank, vorbei am Brunnen, vorbei an {creature.dat}, {c:der|die|das} es kaum fassen konnte!',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{friend} fuhr neben {hero} her und jubelte: „Du fährst wirklich, ganz allein {place.through}!“',
          friend: true,
        },
        {
          text: 'Es war ein Gefühl, als hätte {hero} auf einmal Flügel. Der Wind strich über die Wangen, die Bäume flogen vorbei, und unter den Rädern knirschte der Weg. Wie leicht alles war, wenn es erst einmal lief, gar nicht mehr wackelig, sondern ganz ruhig, wie ein Boot auf stillem Wasser!',
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
        actions: { hero: 'wave', friend: 'stand', creature: 'run' },
        object: 'world',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Vor lauter Freude ließ {hero} {object.acc} am Lenker tanzen.',
            '{hero} fuhr eine große Runde {place.through}, und {object} am Lenker wippte fröhlich mit.',
          ],
        },
        { text: 'Klingeling, {object} tanzt mit!', bands: ['2-4'] },
        {
          alts: [
            '„Hinfallen und wieder aufstehen, so lernt man alles“, sagte {friend}.',
            '„Siehst du“, sagte {friend}, „wer immer wieder aufsteht, fährt am Ende {place.through}.“',
          ],
          friend: true,
        },
        {
          alts: [
            'Hinfallen und wieder aufstehen, dachte {hero}, so lernt man wohl alles.',
            'Wer immer wieder aufsteht, dachte {hero}, fährt am Ende ganz allein {place.through}.',
          ],
          friend: false,
        },
        {
          alts: [
            'Papa stand am Weg und klatschte, und {creature} hüpfte im Kreis.',
            'Mama winkte mit beiden Armen, und {creature} machte Luftsprünge.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Am Ende der Runde bremste {hero} neben {creature.dat}, ganz sauber, und stellte einen Fuß auf den Boden. Drei Mal hingefallen, einmal nass, einmal voller Stroh, und jetzt gefahren: {hero} fand, dass das eine ziemlich gute Rechnung war.',
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
            'Am Abend hatte {hero} ein Pflaster auf dem Knie, ein Andenken an {place.acc}.',
            'Im Bett betrachtete {hero} das Pflaster auf dem Knie, und {creature} schnarchte schon leise.',
          ],
        },
        {
          alts: [
            'Aber {hero} lächelte, denn morgen würde {h:er|sie} wieder fahren, ganz allein {place.through}.',
            'Und {hero} war ein kleines bisschen stolz darauf, denn es gehörte zum Radfahrenlernen dazu.',
          ],
        },
        { text: 'Morgen fährt {hero} wieder, mit {object.dat}. Gute Nacht!', bands: ['2-4'] },
        {
          text: 'Im Schuppen stand das rote Fahrrad mit {object.dat} am Lenker, und {creature} hatte sich daneben zusammengerollt, als wollte {c:er|sie|es} aufpassen, dass niemand es vor morgen früh ausleiht.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Mama klebte noch ein zweites Pflaster daneben, ein buntes mit Sternen, als Orden für {h:den tapfersten Radfahrer|die tapferste Radfahrerin}.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Und {hero} dachte an morgen: Morgen würde {h:er|sie} zum Bäcker fahren, ganz allein, und {object} würde vorne am Lenker wippen. Vielleicht würde {h:er|sie} unterwegs sogar ein Kind treffen, das noch wackelte, und dann würde {hero} sagen: Schau nach vorn.',
          bands: ['8-10'],
        },
      ],
    },
  ],
  questions: [
    { question: 'Was hing vorne am Fahrrad?', right: '{object}', wrong: ['{other.object}', '{other2.object}'] },
    {
      question: 'Wo landete {hero} beim zweiten Versuch?',
      right: 'In einem Heuhaufen',
      wrong: ['In einem Brunnen', 'Auf einem Baum'],
    },
    {
      question: 'Wer rannte die ganze Zeit mit?',
      right: '{creature}',
      wrong: ['{other.creature}', '{other2.creature}'],
    },
    {
      question: 'Was half {hero} am Ende?',
      right: 'Nach vorn schauen und weitertreten',
      wrong: ['Ganz fest nach unten schauen', 'Die Augen zumachen'],
    },
    {
      question: 'Wie fühlte sich {hero}, als {h:er|sie} allein fuhr?',
      right: 'Als hätte {h:er|sie} Flügel',
      wrong: ['Ängstlich und nass', 'Müde und ärgerlich'],
    },
  ],
};

export const perseverancePlots: Plot[] = [rebuildHome, sandCastle, learningToRide];
