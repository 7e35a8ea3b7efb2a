import type { Plot } from '../../format.js';

const whereTheBrookGoes: Plot = {
  id: 'curiosity-where-the-brook-goes',
  moral: 'curiosity',
  titles: ['Wohin fließt der Bach?', '{hero} und {object.nom} auf großer Reise', 'Immer dem Wasser nach'],
  places: ['river', 'forest', 'meadow'],
  creatures: ['duck', 'frog', 'turtle'],
  objects: ['boat', 'feather', 'flower'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'clear',
        mood: 'calm',
        cast: ['hero', 'friend'],
        actions: { hero: 'sit', friend: 'sit' },
        object: 'world',
        objectAt: 'water',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            '{hero} saß {place.in} am kleinen Bach und ließ die Füße ins Wasser baumeln.',
            'Jeden Morgen spielte {hero} {place.in} am Bach, der glucksend an {h:ihm|ihr} vorbeifloss.',
          ],
        },
        {
          alts: [
            '„Wohin fließt das Wasser eigentlich?“, fragte sich {hero} und setzte {object.acc} darauf.',
            'Eines Tages setzte {hero} {object.acc} aufs Wasser und fragte sich: „Wohin schwimmt {o:er|sie|es} wohl?“',
          ],
        },
        { text: 'Wohin fließt das Wasser? Wohin schwimmt {object}?', bands: ['2-4'] },
        {
          alts: [
            '{^object} tanzte um einen Stein und verschwand hinter der nächsten Biegung.',
            'Und schon trieb {object} davon, um die Biegung herum, und war weg.',
          ],
        },
        {
          text: '{friend} saß daneben und warf Steinchen ins Wasser, plopp, plopp, und zählte die Ringe um {object.acc} herum.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Der Bach glitzerte {place.in} in der Morgensonne, und an seinem Rand wuchsen Vergissmeinnicht, blau wie kleine Himmelsstücke. {hero} hatte sich schon oft gefragt, wo das Wasser herkommt, aber heute wollte {hero} zum ersten Mal wissen, wohin es {object.acc} trägt.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Es ist komisch mit Fragen, dachte {hero}: Manche Fragen sind da und gehen wieder weg, wie die Schmetterlinge, und manche setzen sich fest und lassen einen nicht mehr los, wie Kletten am Pullover. Die Frage nach {object.dat} war eine Klette.',
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
        actions: { hero: 'stand', friend: 'stand' },
        object: null,
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Zu Hause fragte {hero} Papa: „Wohin fließt der Bach?“',
            'Beim Mittagessen fragte {hero} alle: „Wo fließt der Bach eigentlich hin?“',
          ],
        },
        {
          alts: [
            '„Irgendwohin“, brummte Papa hinter der Zeitung.',
            'Papa überlegte lange und sagte dann: „Na, irgendwohin halt.“',
          ],
        },
        { text: 'Irgendwohin? Das ist doch keine Antwort!', bands: ['2-4'] },
        {
          alts: [
            'Oma meinte: „Zum Meer, glaube ich. Oder war es der See?“',
            'Und Oma sagte: „Zum großen See, oder vielleicht doch zum Meer, so genau weiß ich das nicht.“',
          ],
        },
        {
          text: 'Opa am Telefon meinte, der Bach fließe direkt in die Wolken, und lachte so laut, dass man es bis ins Wohnzimmer hörte.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{friend} schlug vor, den Nachbarn zu fragen, aber der sagte nur: „Das weiß doch jeder“, und dann wusste er es auch nicht.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} fand es erstaunlich, dass so viele Große etwas nicht wussten, das direkt vor ihrer Haustür {place.in} floss. Vielleicht, dachte {hero}, hören die Großen irgendwann auf zu fragen, weil sie glauben, sie wüssten schon alles, und dann wissen sie plötzlich gar nicht mehr so viel.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'home',
        time: 'day',
        weather: 'clear',
        mood: 'worried',
        cast: ['hero', 'friend'],
        actions: { hero: 'sit', friend: 'sit' },
        object: null,
        framing: 'close',
        prop: 'table',
      },
      text: [
        {
          alts: [
            'Dann holte {hero} den großen Atlas aus dem Regal, um den Bach zu suchen.',
            'Als Nächstes suchte {hero} den Bach auf der großen Landkarte im Flur.',
          ],
        },
        {
          alts: [
            'Aber der Bach war viel zu klein für die Karte. Nur die großen Flüsse waren darauf.',
            'Doch auf der Karte gab es nur dicke blaue Flüsse, und der kleine Bach war gar nicht eingezeichnet.',
          ],
        },
        { text: 'Der Bach ist zu klein für die Karte!', bands: ['2-4'] },
        {
          text: '{friend} suchte mit der Lupe den Bach und fand nur eine Fliege, die auf der Karte saß.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            '„Dann finde ich es eben selbst heraus“, beschloss {hero}.',
            '„Dann gehe ich dem Bach einfach nach“, sagte {hero}, „bis ich es weiß.“',
          ],
        },
        {
          text: 'Papa legte die Zeitung weg und schaute {hero} an: „Eine gute Idee, ich komme mit {place.to}, aber du führst, denn es ist deine Frage.“',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Auf der großen Karte sah die Welt ganz ordentlich aus, mit Linien und Farben und Namen. Aber {hero} wusste, dass die echte Welt {place.in} viel unordentlicher war, mit Pfützen und Steinen und kleinen Bächen, die sich um keine Karte scherten. Manche Dinge muss man wohl selbst ablaufen, um sie zu verstehen.',
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
        actions: { hero: 'walk', friend: 'walk', creature: 'splash' },
        object: null,
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Also gingen sie los, immer am Bach entlang, {place.through}.',
            'So machte sich {hero} auf den Weg, immer dem Wasser nach, {place.through}.',
          ],
        },
        {
          alts: [
            'Nach einer Weile paddelte {creature} nebenher. „Wohin geht’s?“',
            'Bald tauchte {creature} im Wasser auf. „Wohin des Weges?“, fragte {c:er|sie|es}.',
          ],
        },
        { text: '{creature.sound} {^creature} kommt mit!', bands: ['2-4'] },
        {
          alts: [
            '„Dahin, wo der Bach hinfließt“, sagte {hero}. „Kommst du mit?“',
            '„Wir wollen wissen, wohin der Bach fließt“, erklärte {hero}. „Weißt du es?“',
          ],
        },
        {
          text: '{^creature} kicherte. „Das finde ich selbst gerade heraus“, sagte {c:er|sie|es}. „Ich schwimme einfach immer weiter.“',
          bands: ['5-7', '8-10'],
        },
        {
          text: '„Biegung voraus!“, meldete {friend} vorneweg bei jeder Kurve, wie ein Kapitän.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Papa lief hinterher und sagte fast nichts, nur ab und zu zeigte er auf etwas {place.in}, einen Reiher im Schilf oder eine Wasserratte, aber die Fragen stellte {hero}. Und {hero} hatte eine Menge Fragen: warum das Wasser hier so klar ist, warum der Bach breiter wird und warum {creature} so gut schwimmen kann.',
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
        actions: { hero: 'point', creature: 'splash' },
        object: 'world',
        objectAt: 'water',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Unterwegs entdeckten sie so viel: einen kleinen Wasserfall, Fische und eine alte Mühle.',
            'Unterwegs gab es {place.in} lauter Neues: einen winzigen Wasserfall, silberne Fische und ein altes Mühlrad.',
          ],
        },
        {
          alts: [
            'Und dann, an einem Stein, hing {object}!',
            'Und plötzlich sah {hero} {object.acc}, festgeklemmt an einem Stein mitten im Bach!',
          ],
        },
        { text: 'Da ist {object}! Am Stein!', bands: ['2-4'] },
        {
          alts: [
            '{^creature} schwamm hin und stupste {object.acc} wieder frei.',
            'Flink schwamm {creature} hin und schob {object.acc} behutsam vom Stein weg.',
          ],
        },
        {
          text: '{^object} drehte sich einmal im Kreis, wie zum Dank, und trieb dann weiter, und sie folgten {o:ihm|ihr|ihm}.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Unter der Brücke schaute ein Fisch heraus, als wollte er fragen, wohin die Reise geht.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Das Mühlrad drehte sich langsam und knarrte, und das Wasser fiel in glitzernden Schnüren von den Schaufeln. „Warum dreht es sich?“, fragte {hero}, und Papa sagte: „Weil das Wasser es schiebt, früher hat man damit Mehl gemahlen.“ So viel Kraft in so einem kleinen Bach, dachte {hero}, der sogar {object.acc} trägt!',
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
        actions: { hero: 'point', friend: 'run', creature: 'splash' },
        object: 'world',
        objectAt: 'water',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Dann wurde der Bach breiter und traf einen anderen Bach.',
            'Bald floss {place.in} von der Seite ein zweiter Bach dazu, und das Wasser wurde breiter und tiefer.',
          ],
        },
        {
          alts: [
            '„Zwei Bäche zusammen werden ein Fluss“, staunte {hero}.',
            '„Aus zwei Bächen wird ein Fluss!“, rief {hero} {creature.dat} zu.',
          ],
        },
        { text: 'Zwei Bäche, und jetzt ist es ein Fluss!', bands: ['2-4'] },
        {
          text: '{friend} stellte sich mit einem Bein auf jede Seite, bis das Wasser zu breit wurde, und hüpfte dann lachend zu {creature.dat} ans Ufer.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: '{^creature} schwamm jetzt ganz vergnügt, denn hier war Platz genug für große Runden.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} dachte an die Karte im Flur mit den dicken blauen Linien: Vielleicht fangen alle großen Flüsse so an, als kleine Bäche, die keiner kennt und die auf keiner Karte stehen, und dann treffen sie andere kleine Bäche und werden zusammen groß.',
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
        actions: { hero: 'point', friend: 'stand', creature: 'wave' },
        object: 'world',
        objectAt: 'water',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Am Abend kamen sie an einen riesigen See, golden im Abendlicht, und {creature} jubelte.',
            'Und am Abend öffnete sich vor ihnen ein großer, glitzernder See.',
          ],
        },
        {
          alts: [
            'Und mitten auf dem See schaukelte {object}, ganz klein und ganz zufrieden.',
            'Weit draußen auf dem Wasser schwamm {object}, angekommen.',
          ],
        },
        { text: 'Ein großer See! Und da ist {object}!', bands: ['2-4'] },
        {
          alts: [
            '„Und von hier“, sagte {creature}, „fließt das Wasser weiter bis zum Meer.“',
            '„Am anderen Ende fließt es weiter“, erzählte {creature}, „bis ganz zum Meer.“',
          ],
        },
        {
          text: '„Wer fragt und nachschaut, der entdeckt die ganze Welt“, sagte {friend} und staunte über den See.',
          friend: true,
        },
        {
          text: 'Wer fragt und nachschaut, entdeckt die ganze Welt, dachte {hero} und staunte über den See.',
          friend: false,
        },
        {
          text: 'Papa legte {hero} die Hand auf die Schulter: „Jetzt weißt du mehr über den Bach als ich, erzählst du es mir auf dem Heimweg?“',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Lange standen sie am Ufer. Das Wasser des Sees war ganz ruhig, und in ihm spiegelte sich der Himmel so genau, dass man nicht wusste, wo oben und unten war. {hero} dachte an all die Tropfen, die heute Morgen noch {place.in} an {h:seinen|ihren} Füßen vorbeigeflossen waren und die jetzt hier waren, in diesem großen, stillen Wasser, zusammen mit {object.dat}.',
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
            'Im Bett war {hero} müde vom langen Weg.',
            'Am Abend lag {hero} im Bett, die Beine schwer vom Wandern.',
          ],
        },
        {
          alts: [
            'Aber im Kopf waren schon neue Fragen: Wie sieht das Meer aus? Und wohin fließt das Meer?',
            'Und schon kam eine neue Frage: Wo hört das Meer eigentlich auf?',
          ],
        },
        { text: 'Gute Nacht, Bach, und gute Reise, {o:kleiner|kleine|kleines} {object.bare}.', bands: ['2-4'] },
        {
          text: 'Irgendwo dort draußen schaukelte {object} jetzt auf dem dunklen See, und {creature} schlief im Schilf. Und {hero} träumte vom Meer, das {h:er|sie} eines Tages mit {creature.dat} ganz bestimmt suchen würde.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Papa hatte auf dem Heimweg zugehört, wie {hero} alles erklärte, und nur manchmal genickt.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Und kurz bevor {hero} einschlief, fiel {h:ihm|ihr} noch eine Frage ein, eine ganz große: Wenn alle Bäche ins Meer fließen, warum läuft das Meer dann nicht über? {hero} lächelte. Das, beschloss {hero}, würde {h:er|sie} morgen herausfinden.',
          bands: ['8-10'],
        },
      ],
    },
  ],
  questions: [
    {
      question: 'Was setzte {hero} aufs Wasser?',
      right: '{object.acc}',
      wrong: ['{other.object.acc}', '{other2.object.acc}'],
    },
    {
      question: 'Was sagte Papa zuerst, wohin der Bach fließt?',
      right: '„Irgendwohin“',
      wrong: ['„Zum Bahnhof“', '„In den Keller“'],
    },
    {
      question: 'Wer schwamm mit auf der Reise?',
      right: '{creature}',
      wrong: ['{other.creature}', '{other2.creature}'],
    },
    { question: 'Was wird aus zwei Bächen?', right: 'Ein Fluss', wrong: ['Ein Brunnen', 'Eine Pfütze'] },
    {
      question: 'Wo kam {object} am Abend an?',
      right: 'Auf einem großen See',
      wrong: ['In der Badewanne', 'Auf dem Dach'],
    },
  ],
};

const strangeSound: Plot = {
  id: 'curiosity-strange-sound',
  moral: 'curiosity',
  titles: ['Das Geräusch in der Nacht', '{hero} folgt dem Klang', 'Was klingt da {place.in}?'],
  places: ['forest', 'garden', 'farm', 'island'],
  creatures: ['owl', 'frog', 'hedgehog', 'mouse'],
  objects: ['bell', 'shell', 'drum'],
  pages: [
    {
      scene: {
        place: 'home',
        time: 'evening',
        weather: 'clear',
        mood: 'calm',
        cast: ['hero'],
        actions: { hero: 'sit' },
        object: null,
        framing: 'medium',
        prop: 'bed',
      },
      text: [
        {
          alts: [
            'Eines Abends, kurz vor dem Schlafen, hörte {hero} etwas {place.in}.',
            'Als {hero} schon im Schlafanzug war, drang ein seltsames Geräusch {place.of} herüber.',
          ],
        },
        {
          alts: [
            'Ping, pong, ping, ganz leise und ganz fein, irgendwo {place.in}.',
            'Es klang wie ping und pong, leise und hell, immer wieder.',
          ],
        },
        { text: 'Ping, pong, ping, was klingt da?', bands: ['2-4'] },
        {
          alts: [
            '{hero} setzte sich im Bett auf. Was war das nur, da draußen?',
            '{hero} spitzte die Ohren: Was konnte das sein?',
          ],
        },
        {
          alts: [
            'Draußen war es schon dunkel, und die ersten Sterne blinkten.',
            'Vor dem Fenster war es längst Nacht, und die ersten Sterne funkelten.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            'Es klang nicht unheimlich, eher wie eine Frage, die jemand in die Dunkelheit stellte, und {hero} liebte Fragen.',
            'Gruselig war das nicht. Es klang eher, als fragte jemand leise etwas in die Nacht hinein, und Fragen mochte {hero} besonders.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            '{hero} kannte alle Geräusche: das Knarren der alten Tür, das Rascheln der Blätter, das Klappern der Regentonne im Wind. Aber dieses Ping und Pong kannte {hero} nicht, und etwas, das man nicht kennt, das möchte man kennenlernen, fand {h:er|sie}.',
            'Jedes Geräusch im Haus kannte {hero}: die knarrende Tür, die raschelnden Blätter, die Regentonne, die im Wind klappert. Nur dieses Ping und Pong nicht. Und was man nicht kennt, fand {hero}, das will man kennenlernen.',
          ],
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'home',
        time: 'evening',
        weather: 'clear',
        mood: 'calm',
        cast: ['hero', 'friend'],
        actions: { hero: 'sit', friend: 'sit' },
        object: null,
        framing: 'close',
        prop: 'bed',
      },
      text: [
        { alts: ['„Papa, was ist das?“, fragte {hero}.', '{hero} tappte zu Papa: „Hörst du das auch?“'] },
        {
          alts: [
            '„Bestimmt nur der Wind“, sagte Papa und gähnte.',
            '„Das ist der Wind {place.in}“, sagte Papa, „schlaf jetzt.“',
          ],
        },
        { text: 'Nur der Wind {place.in}, hmm, ob das stimmt?', bands: ['2-4'] },
        {
          text: '{friend}, {f:der|die} heute übernachtete, flüsterte: „Vielleicht ist es eine Fee, die auf einem Grashalm spielt.“',
          friend: true,
        },
        {
          alts: [
            'Aber der Wind machte doch nicht ping und pong, oder?',
            'Aber seit wann macht der Wind ping und pong?',
          ],
        },
        {
          text: '{hero} lag noch lange wach und lauschte hinaus {place.to}: ping, pong, ping, manchmal schneller, manchmal langsamer, als würde jemand etwas üben.',
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            'Eine Fee, ein Zwerg mit einem Hämmerchen, eine Grille mit einer Glocke? {hero} stellte sich alles Mögliche vor, was nachts wohnen könnte. Aber Vorstellen, dachte {hero}, ist nicht dasselbe wie Wissen: Vorstellen ist schön, aber Wissen ist besser.',
            'War es eine Fee? Ein Zwerg mit einem Hämmerchen? Eine Grille mit Glöckchen? {hero} malte sich die tollsten Nachtbewohner aus. Doch ausdenken ist nicht dasselbe wie wissen, dachte {h:er|sie}, und wissen ist noch schöner.',
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
        mood: 'calm',
        cast: ['hero', 'friend'],
        actions: { hero: 'sleep', friend: 'stand' },
        object: null,
        framing: 'medium',
        prop: 'window',
      },
      text: [
        {
          alts: [
            '{hero} nahm das Fernglas und schaute aus dem Fenster {place.to}.',
            'Mit Opas altem Fernglas spähte {hero} aus dem Fenster, hinüber {place.to}.',
          ],
        },
        {
          alts: [
            'Aber es war viel zu dunkel. {hero} sah nur schwarz, und einmal den Mond.',
            'Doch draußen war es stockdunkel, und durchs Fernglas sah {hero} nur den eigenen Fensterrahmen.',
          ],
        },
        { text: 'Fernglas, aber alles ist dunkel {place.in}!', bands: ['2-4'] },
        {
          text: '{friend} hielt das Fernglas verkehrt herum und rief: „{^place.nom} ist ja ganz weit weg!“',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            '„Morgen Abend“, beschloss {hero}, „gehe ich {place.to} und finde es heraus.“',
            '„Morgen schaue ich nach“, flüsterte {hero} und schlief endlich ein.',
          ],
        },
        {
          text: 'Und im Traum hörte {hero} es weiter, ping, pong, ping, und im Traum war es ein Lied {place.from}, das {hero} fast verstehen konnte.',
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            'Manche Kinder hätten vielleicht Angst bekommen, allein im Dunkeln mit einem fremden Geräusch. Aber {hero} merkte, dass {h:er|sie} gar keine Angst hatte, sondern nur ein großes Kribbeln im Bauch, wie Brausepulver. Die Angst hätte die Augen zugemacht, dachte {hero}. Dieses Kribbeln machte sie weit auf.',
            'Allein im Dunkeln, mit einem fremden Geräusch, da hätte sich mancher gefürchtet. {hero} aber spürte keine Angst, nur ein Kribbeln, wie Brausepulver auf der Zunge.',
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
        mood: 'calm',
        cast: ['hero', 'friend'],
        actions: { hero: 'walk', friend: 'walk' },
        object: null,
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Am nächsten Abend war das Geräusch wieder da {place.in}.',
            'Und am nächsten Abend, genau zur selben Zeit, klang es wieder {place.of} herüber.',
          ],
        },
        {
          alts: [
            'Diesmal durfte {hero} mit Papa und einer Taschenlampe nachsehen.',
            'Diesmal nahm Papa die Taschenlampe, und {hero} durfte vorangehen.',
          ],
        },
        { text: 'Mit der Taschenlampe {place.through}, Schritt für Schritt!', bands: ['2-4'] },
        {
          text: '{friend} blieb dicht bei {hero} und flüsterte die ganze Zeit: „Ist es noch weit?“',
          friend: true,
        },
        {
          alts: [
            '{hero} blieb immer wieder stehen und lauschte: Von links? Von rechts? Näher?',
            'Bei jedem Schritt lauschte {hero} genau und ging dorthin, wo es lauter wurde.',
          ],
        },
        {
          alts: [
            'Die Taschenlampe malte einen hellen Kreis auf den Weg, und alles außerhalb des Kreises war ein Geheimnis.',
            'Der Lichtkegel der Taschenlampe malte einen hellen Fleck auf den Weg, und alles drumherum war Geheimnis.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            'Papa kannte den Weg {place.through} gut und hätte die Stelle vielleicht schneller gefunden. Aber er ließ {hero} suchen, und {hero} merkte, dass Suchen ganz anders ist als Gezeigt-Bekommen. Man muss selbst denken, selbst hinhören und selbst entscheiden, und jedes Mal, wenn man richtig liegt, kribbelt es ein bisschen im Bauch.',
            'Papa kannte den Weg genau und hätte die Stelle bestimmt schneller gefunden. Doch er ließ {hero} suchen. Und {hero} merkte: Selbst suchen ist etwas ganz anderes, als etwas gezeigt zu bekommen. Man lauscht, man überlegt, man entscheidet, und jedes Mal, wenn man richtig liegt, kribbelt der Bauch.',
          ],
          bands: ['8-10'],
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
        actions: { hero: 'look-for', friend: 'stand', creature: 'sit' },
        object: 'world',
        objectAt: 'creature',
        framing: 'medium',
        prop: 'tall-tree',
      },
      text: [
        {
          alts: ['Das Geräusch kam aus dem alten Baum.', 'Bei der alten Weide war es am lautesten.'],
        },
        {
          alts: [
            '{hero} leuchtete vorsichtig unter den Baum.',
            'Ganz vorsichtig ließ {hero} das Licht über die Wurzeln wandern.',
          ],
        },
        {
          alts: [
            'Da saß {creature}, mit {object.dat}, und machte ping und pong!',
            'Und da, zwischen den Wurzeln, saß {creature} und spielte mit {object.dat}: ping, pong, ping!',
          ],
        },
        { text: 'Da ist {creature}! Mit {object.dat}!', bands: ['2-4'] },
        {
          text: '{friend} atmete so erleichtert aus, dass es fast wie ein kleiner Windstoß klang und {creature} verwundert blinzelte.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: '{^creature} erschrak ein bisschen vor dem Licht und hielt {object.acc} ganz fest, als wollte {c:er|sie|es} {o:ihn|sie|es} verstecken.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Das Licht der Taschenlampe zitterte ein bisschen über den Boden {place.in}, weil {hero} vor Aufregung die Hand zitterte. Zuerst sah {hero} zwei glänzende Augen und dann {object.acc}, und dann verstand {hero} alles auf einmal, so wie wenn man das letzte Puzzleteil findet.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'night',
        weather: 'clear',
        mood: 'happy',
        cast: ['hero', 'creature'],
        actions: { hero: 'stand', creature: 'sit' },
        object: 'world',
        objectAt: 'creature',
        framing: 'close',
      },
      text: [
        {
          alts: [
            '„Keine Angst“, sagte {hero} und machte das Licht ein bisschen dunkler. „Was machst du da?“',
            '{hero} senkte die Lampe. „Was spielst du da?“, fragte {hero} leise.',
          ],
        },
        {
          alts: [
            '„Ich übe“, sagte {creature}. „Ich will meine Freunde rufen, aber ich bin so leise.“',
            '„Ich rufe meine Freunde“, erklärte {creature}, „aber allein höre ich mich kaum.“',
          ],
        },
        { text: 'Ping, pong! {creature.sound} Ich rufe meine Freunde!', bands: ['2-4'] },
        {
          text: '„Wo hast du {object.acc} her?“, fragte {hero}. „Gefunden“, sagte {creature} stolz, „nach dem großen Sturm, unter dem Baum.“',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{^creature} zeigte {hero}, wie man {object.acc} halten muss, damit {o:er|sie|es} am schönsten klingt.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '„Und warum spielst du immer abends?“, fragte {hero} {creature.acc} weiter, denn eine Frage zieht immer die nächste nach sich. „Weil meine Freunde abends aufwachen“, sagte {creature}. „Und weil es dann {place.in} so still ist, dass man auch leise Töne hört.“ {hero} nickte, das war eine sehr gute Antwort.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'night',
        weather: 'clear',
        mood: 'happy',
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'wave', friend: 'stand', creature: 'sit' },
        object: 'world',
        objectAt: 'creature',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Da hatte {hero} eine Idee und klatschte im Takt zu {object.dat}.',
            '{hero} klopfte mit einem Stöckchen den Takt auf einen Ast, und {creature} spielte weiter.',
          ],
        },
        {
          alts: [
            'Ping, pong, klatsch, das war viel lauter als vorher, {place.in} hörte man es jetzt überall!',
            'Ping, pong, tock, tock! Zusammen klang es wie ein richtiges Lied {place.in}.',
          ],
        },
        { text: 'Ping, pong, klatsch, {creature.sound}', bands: ['2-4'] },
        {
          alts: [
            'Und dann raschelte es überall: Die Freunde {creature.gen} kamen!',
            'Von überall her kamen kleine Tiere, um zuzuhören.',
          ],
        },
        {
          alts: [
            '„Neugier ist wie eine Taschenlampe“, sagte {friend}, „sie macht das Unbekannte hell.“',
            '„Ohne deine Neugier hätten wir {creature.acc} nie gefunden“, sagte {friend}.',
          ],
          friend: true,
        },
        {
          alts: [
            'Neugier ist wie eine Taschenlampe, dachte {hero}, sie macht das Unbekannte hell.',
            'Ohne Neugier, dachte {hero}, hätte ich {creature.acc} nie gefunden.',
          ],
          friend: false,
        },
        {
          text: 'Sogar Papa klopfte mit und summte dazu, ganz falsch, aber mit viel Freude, und {creature} kicherte.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Es war das seltsamste und schönste Konzert, das {hero} je gehört hatte: ein bisschen schief, ein bisschen zu laut und mit sehr vielen Pausen, weil {creature} immer wieder kichern musste. Aber niemand {place.in} hätte es um alles in der Welt verpassen wollen.',
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
            'Später im Bett lauschte {hero} noch einmal, ob {creature} noch spielte.',
            'Zurück im Bett hörte {hero} es wieder, ganz leise {place.in}.',
          ],
        },
        {
          alts: [
            'Ping, pong, ping, aber jetzt wusste {hero}, wer da {place.in} spielte.',
            'Ping, pong, ping, und jetzt klang es wie ein Gutenachtgruß von {creature.dat}.',
          ],
        },
        { text: 'Ping, pong, gute Nacht, {c:lieber|liebe|liebes} {creature.bare}.', bands: ['2-4'] },
        {
          text: 'Mama hatte gefragt, was sie gefunden hätten, und {hero} hatte alles erzählt, mit Ping und Pong und {creature.dat}.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Und {hero} dachte, dass es bestimmt noch viele Geräusche gab, die {h:er|sie} nicht kannte, und morgen, beschloss {hero} und gähnte, morgen lausche ich nach dem nächsten.',
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            'Und {hero} dachte: Wenn ich gestern einfach geschlafen hätte, wie Papa gesagt hat, dann würde ich jetzt immer noch glauben, dass es der Wind war. Und {creature} hätte immer noch allein gespielt, ganz leise, ohne dass es jemand hört.',
            'Was wäre, überlegte {hero}, wenn ich gestern brav geschlafen hätte, wie Papa wollte? Dann würde ich immer noch denken, es war der Wind. Und {creature} würde noch immer allein spielen, ganz leise, und niemand hörte zu.',
          ],
          bands: ['8-10'],
        },
      ],
    },
  ],
  questions: [
    {
      question: 'Was hörte {hero} am Abend?',
      right: 'Ein leises Ping und Pong',
      wrong: ['Ein lautes Brummen', 'Ein Hundebellen'],
    },
    {
      question: 'Was sagte Papa zuerst?',
      right: 'Dass es bestimmt nur der Wind ist',
      wrong: ['Dass es ein Gespenst ist', 'Dass es die Nachbarn sind'],
    },
    { question: 'Wer machte das Geräusch?', right: '{creature}', wrong: ['{other.creature}', '{other2.creature}'] },
    {
      question: 'Womit spielte {creature}?',
      right: 'Mit {object.dat}',
      wrong: ['Mit {other.object.dat}', 'Mit {other2.object.dat}'],
    },
    {
      question: 'Warum spielte {creature} jeden Abend?',
      right: 'Um {c:seine|ihre|seine} Freunde zu rufen',
      wrong: ['Um {hero} zu ärgern', 'Weil {c:er|sie|es} nicht schlafen konnte'],
    },
  ],
};

const smallestVillage: Plot = {
  id: 'curiosity-smallest-village',
  moral: 'curiosity',
  titles: ['Das kleinste Dorf der Welt', '{hero} auf Entdeckungsreise', 'Ganz genau hinschauen {place.in}'],
  places: ['garden', 'meadow', 'forest', 'park'],
  creatures: ['mouse', 'hedgehog', 'frog', 'robin'],
  objects: ['book', 'map', 'basket'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'clear',
        mood: 'happy',
        cast: ['hero', 'friend'],
        actions: { hero: 'receive', friend: 'walk' },
        object: 'world',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Opa hatte {hero} ein Geheimnis verraten: „{^place.in} gibt es das kleinste Dorf der Welt.“',
            '„Weißt du“, hatte Opa gesagt, „{place.in} liegt das kleinste Dorf der Welt. Man muss es nur finden.“',
          ],
        },
        {
          alts: [
            'Dann hatte er {hero} {object.acc} gegeben und gezwinkert.',
            'Und er hatte {hero} {object.acc} in die Hand gedrückt. „Das brauchst du dafür.“',
          ],
        },
        { text: 'Das kleinste Dorf der Welt, {place.in}!', bands: ['2-4'] },
        {
          text: '{friend} glaubte zuerst nicht daran, wollte aber trotzdem unbedingt mitsuchen.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            'Sofort machte sich {hero} mit {object.dat} auf die Suche.',
            'Mit {object.dat} unter dem Arm zog {hero} los.',
          ],
        },
        {
          alts: [
            'Ein Dorf? {hero} kannte dort jeden Winkel und hatte noch nie ein Dorf gesehen, nicht einmal ein ganz kleines Haus. Aber Opa schwindelte nie, also musste es irgendwo sein.',
            'Ein Dorf? Hier kannte {hero} doch jeden Stein, und nirgends stand ein Dorf, nicht mal ein winziges Haus. Aber Opa flunkerte nie. Es musste also irgendwo sein.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Opa hatte dabei so geheimnisvoll gelächelt wie jemand, der ein Rätsel kennt und die Lösung auch, aber nichts verrät, weil das Rätsel viel schöner ist als die Lösung. {hero} kannte dieses Lächeln, es hieß: Such selbst, es lohnt sich, und nimm {object.acc} mit.',
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
        object: 'world',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Zuerst suchte {hero} nach Häusern und Dächern {place.in}.',
            'Als Erstes hielt {hero} {place.in} Ausschau nach kleinen Häusern mit Schornsteinen.',
          ],
        },
        {
          alts: [
            'Aber da waren nur Büsche, Steine und Gras.',
            'Doch {hero} fand nur Blätter, Steine und eine alte Gießkanne.',
          ],
        },
        { text: 'Keine Häuser {place.in}! Wo ist das Dorf?', bands: ['2-4'] },
        {
          alts: [
            'Dann sah {hero} eine Schnecke mit ihrem Häuschen. „Bist du das Dorf?“, fragte {hero}.',
            'Eine Schnecke kroch vorbei, mit ihrem Haus auf dem Rücken. „Ist das hier das Dorf?“, fragte {hero} sie und hielt {object.acc} bereit.',
          ],
        },
        {
          alts: [
            'Die Schnecke zog nur die Fühler ein. Sie war ein Haus, aber kein Dorf.',
            'Aber die Schnecke verschwand in ihrem Häuschen. Ein Haus ist eben noch kein Dorf.',
          ],
        },
        {
          alts: [
            'Unter einer Bank fand {hero} nur ein verlorenes Bonbonpapier und einen Knopf.',
            'Unter der Bank lagen nur ein Bonbonpapier und ein verlorener Knopf.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            '{hero} schaute hinter den Zaun und in den hohlen Baumstamm, überallhin, wo ein Dorf sich verstecken könnte. Aber Dörfer verstecken sich ja eigentlich nicht, dachte {hero}, Dörfer sind einfach da, mit Kirchturm und Straßen. Wie konnte man ein ganzes Dorf übersehen?',
            'Hinter dem Zaun, im hohlen Baumstamm, überall suchte {hero}, wo ein Dorf sich verstecken könnte. Dabei verstecken Dörfer sich doch gar nicht, dachte {hero}, die stehen einfach da, mit Kirchturm und Straßen. Wie übersieht man ein ganzes Dorf?',
          ],
          bands: ['8-10'],
        },
        {
          text: '{friend} musste lachen und fragte noch einen Regenwurm, ob er der Bürgermeister sei, aber der hatte es eilig.',
          friend: true,
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
        actions: { hero: 'run', friend: 'run' },
        object: 'world',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Dann rannte {hero} kreuz und quer {place.through}, schneller und schneller.',
            'Als Nächstes lief {hero} im Zickzack {place.through}, um nur ja nichts zu verpassen.',
          ],
        },
        {
          alts: [
            'Aber je schneller {hero} lief, desto weniger sah {h:er|sie}.',
            'Doch beim Rennen sah {hero} {place.acc} nur als verwischte Farben, grün und braun.',
          ],
        },
        { text: 'Schnell, schnell {place.through}, und {hero} sieht gar nichts!', bands: ['2-4'] },
        {
          alts: [
            'Außer Atem ließ sich {hero} ins Gras plumpsen. „Vielleicht gibt es gar kein Dorf“, murmelte {h:er|sie} und legte {object.acc} neben sich.',
            'Keuchend plumpste {hero} ins Gras. „Vielleicht gibt es das Dorf ja gar nicht“, brummte {h:er|sie} und legte {object.acc} neben sich.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: '{friend} plumpste daneben und schaute in den Himmel. „Vielleicht ist es ein Wolkendorf hoch über {place.dat}“, schlug {f:er|sie} vor.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            'Vielleicht hatte Opa ja doch einen Witz gemacht, als er {object.acc} hergab. Aber dann dachte {hero} an sein Lächeln: Nein, das war kein Witz-Lächeln gewesen, das war ein Rätsel-Lächeln. Und bei Rätseln, das wusste {hero}, ist die Antwort oft ganz nah, nur an einer Stelle, an die man nicht gedacht hat.',
            'Hatte Opa sich etwa einen Spaß erlaubt, als er {object.acc} hergab? Nein, dachte {hero}, das war kein Spaß-Lächeln gewesen, sondern ein Rätsel-Lächeln. Und bei Rätseln liegt die Lösung oft ganz nah, genau da, wo man nicht hinschaut.',
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
        actions: { hero: 'look-for', friend: 'look-for', creature: 'look-for' },
        object: 'world',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Da kam {creature} vorbei. „Was suchst du denn?“',
            'Plötzlich saß {creature} neben {hero}. „Du rennst ja so!“, sagte {c:er|sie|es}.',
          ],
        },
        {
          alts: [
            '„Das kleinste Dorf der Welt“, sagte {hero}. „Aber ich finde es nicht.“',
            '„Ich suche das kleinste Dorf der Welt“, seufzte {hero}, „aber hier gibt es keins.“',
          ],
        },
        { text: '{creature.sound} {^c:Ich weiß|Ich weiß|Ich weiß}, wie man sucht!', bands: ['2-4'] },
        {
          alts: [
            '„Klein sucht man anders“, sagte {creature}. „Langsam. Und ganz nah.“',
            '„Wer Kleines finden will“, sagte {creature}, „muss klein werden und ganz genau hinschauen.“',
          ],
        },
        { text: '{friend} legte sich sofort auf den Bauch, ganz flach, und sagte: „So klein genug?“', friend: true },
        {
          text: '{^creature} legte sich auf den Bauch und schaute ganz nah auf den Boden, und {hero} machte es {c:ihm|ihr|ihm} nach.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{^creature} hatte Augen, die alles sahen: jeden Krümel, jedes Blättchen, jeden Schatten.',
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            'Und auf einmal war die Welt ganz anders: Die Grashalme waren wie ein Wald, die Kieselsteine wie Felsen, und ein Tautropfen auf einem Blatt glänzte wie ein kleiner See. {hero} hatte {place.acc} schon tausendmal gesehen, aber noch nie von hier unten.',
            'Von hier unten sah alles anders aus: Grashalme wurden zum Wald, Kiesel zu Felsen, und ein Tautropfen glitzerte wie ein kleiner See. Tausendmal war {hero} schon hier gewesen, aber noch nie so weit unten.',
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
        mood: 'happy',
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'dig', friend: 'look-for', creature: 'look-for' },
        object: 'world',
        framing: 'close',
      },
      text: [
        {
          alts: [
            'Vorsichtig hob {hero} einen flachen Stein an.',
            'Ganz behutsam drehte {hero} einen großen, flachen Stein um.',
          ],
        },
        {
          alts: [
            'Und darunter war es: ein Dorf mit Straßen und Gängen und Kammern, und überall liefen Ameisen!',
            'Darunter wimmelte es: Ameisen liefen durch winzige Straßen, trugen Krümel und Eier und grüßten sich mit den Fühlern!',
          ],
        },
        { text: 'Da ist das Dorf! Lauter kleine Ameisen {place.in}!', bands: ['2-4'] },
        {
          text: '{friend} hielt die Luft an und flüsterte: „Die haben ja sogar eine Hauptstraße, breiter als {object}!“',
          friend: true,
        },
        {
          alts: [
            '„Das kleinste Dorf der Welt“, flüsterte {hero}. „Opa hatte recht!“',
            '„Da ist es“, hauchte {hero}, „das kleinste Dorf der Welt!“',
          ],
        },
        {
          text: 'Es gab Ameisen, die Wache hielten, Ameisen, die Essen trugen, und ganz kleine, die herumwuselten wie Kinder auf einem Spielplatz. {hero} sah zu und vergaß die Zeit, und {creature} auch.',
          bands: ['5-7', '8-10'],
        },
        { text: 'Sogar {creature} staunte, obwohl {c:er|sie|es} das Dorf schon kannte.', bands: ['5-7', '8-10'] },
        {
          alts: [
            '{hero} sah eine Ameise, die einen Krümel trug, der dreimal so groß war wie sie selbst, quer über den Boden. Sie stolperte, ließ ihn fallen, hob ihn wieder auf und trug ihn weiter, ohne sich zu beschweren. Eine andere half ihr über einen Zweig, und {creature} nickte anerkennend. {hero} dachte, dass man von so einem kleinen Dorf eine Menge lernen konnte.',
            'Eine Ameise schleppte einen Krümel, dreimal so groß wie sie selbst. Sie stolperte, verlor ihn, hob ihn auf und trug ihn weiter, ohne zu murren. Eine zweite half ihr über einen Zweig, und {creature} nickte, als wollte {c:er|sie|es} sagen: Nicht schlecht! Von so einem kleinen Dorf, dachte {hero}, kann man eine Menge lernen.',
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
        cast: ['hero', 'creature'],
        actions: { hero: 'sit', creature: 'stand' },
        object: 'world',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Nach einer Weile legte {hero} den Stein ganz vorsichtig zurück.',
            'Dann legte {hero} den Stein behutsam wieder an seinen Platz.',
          ],
        },
        {
          alts: [
            '„Damit sie es {place.in} wieder gemütlich haben“, sagte {hero}.',
            '„Jetzt haben sie wieder ihr Dach“, sagte {hero} zu {creature.dat}.',
          ],
        },
        { text: 'Stein zurück. {creature.sound} Schlaft gut, Ameisen!', bands: ['2-4'] },
        {
          alts: [
            'Und dann malte {hero} das Dorf in {object.acc}, mit allen Straßen.',
            'Mit einem Stift zeichnete {hero} das Dorf mit allen Straßen und Kammern in {object.acc}, damit Opa es sehen konnte.',
          ],
        },
        {
          text: '{^creature} nickte zufrieden. „Wer genau hinschaut, darf auch wiederkommen“, sagte {c:er|sie|es}.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Und dann fanden sie noch mehr: einen Käfer, der schimmerte wie ein Edelstein, eine Spinne, die ein Netz wie aus Silberfäden gebaut hatte, und unter einem Blatt eine ganze Familie Asseln, die gerade Mittagsschlaf hielt, ganz nah bei {creature.dat}. {^place.nom} war voller Dörfer, Häuser und Nachbarn, man hatte sie nur nie gesehen.',
          bands: ['8-10'],
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
        actions: { hero: 'stand', friend: 'stand' },
        object: 'world',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Am Abend zeigte {hero} Opa {object.acc} mit der Zeichnung.',
            'Zu Hause lief {hero} sofort zu Opa und zeigte ihm {object.acc}.',
          ],
        },
        {
          alts: [
            'Opa lachte und nickte. „Du hast es gefunden“, sagte er. „Weil du genau hingeschaut hast.“',
            '„Ich wusste, dass du es {place.in} findest“, sagte Opa und strahlte.',
          ],
        },
        { text: 'Opa, ich hab es gefunden, {place.in}!', bands: ['2-4'] },
        {
          alts: [
            '„Wer neugierig ist und genau hinschaut, entdeckt überall etwas“, sagte {friend}.',
            '„Wer genau hinschaut, findet sogar {place.in} ein ganzes Dorf“, sagte {friend}.',
          ],
          friend: true,
        },
        {
          alts: [
            'Wer neugierig ist und genau hinschaut, entdeckt überall etwas, dachte {hero}.',
            'Wer genau hinschaut, dachte {hero}, findet sogar {place.in} ein ganzes Dorf.',
          ],
          friend: false,
        },
        {
          alts: [
            'Opa erzählte, dass er das Dorf schon als Kind gefunden hatte, unter genau so einem Stein, und dass er es seitdem jedes Jahr besucht.',
            'Schon als Kind, erzählte Opa, hatte er das Dorf entdeckt, unter genau so einem Stein, und seitdem schaute er jedes Jahr einmal vorbei.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            '„Warum hast du es mir nicht einfach gezeigt?“, fragte {hero}. Opa lächelte: „Weil es dann mein Dorf gewesen wäre. Jetzt ist es auch deins.“ {hero} verstand, was Opa meinte, und drückte {object.acc} an sich.',
            '„Und warum hast du es mir nicht gleich gezeigt?“, wollte {hero} wissen. Opa zwinkerte: „Dann wäre es mein Dorf geblieben. So ist es jetzt auch deins.“ {hero} nickte und drückte {object.acc} an sich.',
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
            'Im Bett dachte {hero} an das kleine Dorf unter dem Stein.',
            'Vor dem Einschlafen stellte {hero} sich vor, wie die Ameisen {place.in} jetzt schliefen.',
          ],
        },
        {
          alts: [
            'Ob die Ameisen jetzt auch schliefen, in ihren winzigen Betten?',
            'Ob {creature} den Ameisen wohl Gutenachtgeschichten erzählte?',
          ],
        },
        { text: 'Gute Nacht, kleines Dorf {place.in}.', bands: ['2-4'] },
        {
          alts: [
            '{object} lag neben dem Bett, mit der Zeichnung darin, und {hero} nahm sich vor, morgen weiterzusuchen. Denn wenn es ein kleinstes Dorf gab, dann gab es bestimmt auch einen kleinsten Wald und einen kleinsten See.',
            'Neben dem Bett lag {object}, mit der Zeichnung darin, und {hero} beschloss, morgen weiterzusuchen. Wenn es ein kleinstes Dorf gab, dann doch sicher auch einen kleinsten Wald und einen kleinsten See!',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            '{hero} kuschelte sich in die Decke, die Augen noch voller kleiner Straßen.',
            'Unter der Decke sah {hero} noch lange winzige Straßen vor sich.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Und {hero} dachte, dass die Welt, nicht nur {place.nom}, vielleicht voller kleiner Dörfer ist, unter Steinen, in Baumrinden, zwischen Grashalmen, und dass man nur langsam genug sein muss, um sie zu sehen.',
          bands: ['8-10'],
        },
      ],
    },
  ],
  questions: [
    {
      question: 'Was hatte Opa {hero} gegeben?',
      right: '{object.acc}',
      wrong: ['{other.object.acc}', '{other2.object.acc}'],
    },
    { question: 'Wen fragte {hero}, ob er das Dorf sei?', right: 'Eine Schnecke', wrong: ['Einen Fisch', 'Eine Kuh'] },
    {
      question: 'Wer zeigte {hero}, wie man nach Kleinem sucht?',
      right: '{creature}',
      wrong: ['{other.creature}', '{other2.creature}'],
    },
    {
      question: 'Wo war das kleinste Dorf der Welt?',
      right: 'Unter einem Stein',
      wrong: ['Auf einer Wolke', 'In einem Baum'],
    },
    {
      question: 'Was machte {hero}, bevor {h:er|sie} ging?',
      right: '{h:Er|Sie} legte den Stein vorsichtig zurück',
      wrong: ['{h:Er|Sie} nahm die Ameisen mit', '{h:Er|Sie} warf den Stein weg'],
    },
  ],
};

export const curiosityPlots: Plot[] = [whereTheBrookGoes, strangeSound, smallestVillage];
