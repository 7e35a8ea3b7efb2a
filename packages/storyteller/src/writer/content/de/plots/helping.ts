import type { Plot } from '../../format.js';

const festivalHelper: Plot = {
  id: 'helping-festival-helper',
  moral: 'helping',
  titles: ['{hero} hilft beim Sommerfest', 'Zu klein zum Helfen?', 'Das große Fest'],
  places: ['village', 'park', 'farm'],
  creatures: ['mouse', 'rabbit', 'squirrel', 'hedgehog', 'duck'],
  objects: ['lantern', 'flower', 'bell', 'drum'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'clear',
        mood: 'happy',
        cast: ['hero', 'friend'],
        actions: { hero: 'wave', friend: 'stand' },
        object: null,
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Heute Abend sollte {place.in} das große Sommerfest sein.',
            'Alle {place.in} freuten sich auf das große Sommerfest am Abend.',
          ],
        },
        {
          alts: [
            'Überall wurde geschleppt, gehämmert und geschmückt {place.in}.',
            'Die Großen trugen Tische und Bänke {place.through} und hängten Girlanden auf.',
          ],
        },
        {
          alts: [
            'Es duftete schon nach Kuchen, und irgendwo übte jemand auf einer Trompete.',
            'Überall roch es nach Kuchen, und irgendwo tutete eine Trompete ihre Tonleiter.',
          ],
          bands: ['5-7', '8-10'],
        },
        { text: 'Heute ist Fest, und alle helfen mit!', bands: ['2-4'] },
        {
          alts: [
            '„Ich will auch beim Fest helfen!“, rief {hero}.',
            '{hero} lief zu den Großen und rief: „Ich helfe mit!“',
          ],
        },
        {
          text: '{friend} wollte auch helfen und hatte sich dafür extra ein Schild mit der Aufschrift CHEF umgehängt.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            'Der Platz sah aus wie ein Ameisenhaufen: Jeder wusste, was zu tun war, alle liefen hin und her, und mittendrin stand {hero} und wollte unbedingt dazugehören.',
            'Es wimmelte wie in einem Ameisenhaufen: Alle wussten, was sie zu tun hatten, alle rannten hin und her, und mitten im Gewimmel stand {hero} und wollte so gern mitmachen.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            '{hero} liebte das Sommerfest mehr als Weihnachten, fast jedenfalls: Es gab Musik und Kuchen und Lichter in den Bäumen, und alle tanzten, sogar die Alten. Und dieses Jahr wollte {hero} nicht nur mitfeiern, sondern mitmachen, so richtig, wie die Großen.',
            'Das Sommerfest war für {hero} fast so schön wie Weihnachten, vielleicht sogar schöner: Musik, Kuchen, Lichter in den Bäumen, und alle tanzten, selbst die Alten. Dieses Jahr wollte {hero} nicht bloß feiern, sondern richtig anpacken, wie die Großen.',
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
        cast: ['hero', 'friend'],
        actions: { hero: 'carry', friend: 'sit' },
        object: null,
        framing: 'medium',
      },
      text: [
        {
          alts: [
            '„Du bist noch zu klein“, sagte der Bäcker und trug eine Bank vorbei.',
            '„Dafür bist du noch zu klein“, brummte der Mann mit den Tischen.',
          ],
        },
        {
          alts: [
            'Aber {hero} wollte es trotzdem versuchen und nahm einen ganzen Stapel Stühle.',
            'Da schnappte sich {hero} einen riesigen Stapel Stühle, um es allen zu zeigen.',
          ],
        },
        {
          alts: [
            'Der Stapel wackelte, schwankte, und rumms, lag alles am Boden!',
            'Doch der Stapel schwankte hin und her, und rumpel, pumpel, purzelten alle Stühle durcheinander!',
          ],
        },
        {
          alts: [
            '„Vielleicht kannst du später helfen“, sagte der Bäcker freundlich, aber {hero} wollte jetzt helfen, nicht später.',
            '„Später vielleicht“, meinte der Bäcker freundlich. Aber {hero} wollte nicht später, {hero} wollte jetzt.',
          ],
          bands: ['5-7', '8-10'],
        },
        { text: 'Rumpel, pumpel, alle Stühle fallen um!', bands: ['2-4'] },
        {
          text: '{friend} half beim Aufheben und setzte sich dann erschöpft auf einen Stuhl, der falsch herum mitten im Weg stand.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            'Zum Glück war nichts kaputt, nur ein Stuhl hatte einen kleinen Kratzer, und der Bäcker seufzte und stellte alles wieder ordentlich hin.',
            'Kaputt war zum Glück nichts, bloß ein Stuhl hatte einen Kratzer abbekommen. Der Bäcker seufzte und räumte alles wieder auf.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            '{hero} stand daneben und wäre am liebsten im Boden versunken. Es ist nicht schön, wenn man helfen will und dabei nur noch mehr Arbeit macht, dann fühlt man sich noch kleiner, als man sowieso schon ist.',
            '{hero} wäre am liebsten im Erdboden verschwunden. Helfen wollen und dann nur noch mehr Arbeit machen, das fühlt sich scheußlich an, da kommt man sich gleich noch kleiner vor.',
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
        actions: { hero: 'reach-up', friend: 'stand', creature: 'stand' },
        object: null,
        framing: 'medium',
        prop: 'tall-tree',
      },
      text: [
        {
          alts: [
            'Dann wollte {hero} eine Girlande aufhängen, hoch oben zwischen zwei Bäumen.',
            'Als Nächstes kletterte {hero} auf eine Kiste, um eine bunte Girlande aufzuhängen.',
          ],
        },
        {
          alts: [
            'Aber {hero} reichte nicht hinauf, und die Girlande fiel herunter, genau auf {creature.acc}.',
            'Doch die Kiste wackelte, und die Girlande plumpste herunter, mitten auf {creature.acc}.',
          ],
        },
        { text: 'Plumps, die Girlande fällt auf {creature.acc}!', bands: ['2-4'] },
        {
          alts: [
            '{^creature} sah aus wie ein bunt geschmücktes Geschenk und nieste.',
            'Da saß {creature} nun, eingewickelt in bunte Fähnchen, und blinzelte verdutzt.',
          ],
        },
        {
          text: '{friend} musste so über {creature.acc} lachen, dass {f:er|sie} sich kugelte.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: '{^creature} schüttelte sich frei und kicherte. „Schön siehst du aus, {c:lieber|liebe|liebes} {creature.bare}“, sagte {hero} und musste trotz allem auch lachen.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Manche Leute {place.in} schmunzelten, als sie die Girlande sahen, und eine alte Frau klatschte sogar. Aber {hero} wusste nicht, ob sie über {creature.acc} lachte oder über die Girlande oder über {hero}. Es fühlte sich jedenfalls nicht nach Helfen an.',
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
        actions: { hero: 'sit', friend: 'stand', creature: 'sit' },
        object: null,
        framing: 'close',
      },
      text: [
        {
          alts: [
            '{hero} setzte sich auf die Treppe. „Ich bin wirklich zu klein“, seufzte {h:er|sie}.',
            'Traurig setzte sich {hero} auf die Bank. „Ich kann gar nichts“, murmelte {h:er|sie}.',
          ],
        },
        {
          alts: [
            '„Ich bin noch viel kleiner als du“, sagte {creature}. „Und ich helfe trotzdem.“',
            '„Ich bin ja noch kleiner“, sagte {creature}, „und trotzdem gibt es Sachen, die nur ich kann.“',
          ],
        },
        { text: 'Klein sein und trotzdem helfen, sagt {creature}!', bands: ['2-4'] },
        {
          alts: [
            '„Man muss nur herausfinden, was die Kleinen {place.in} besser können als die Großen.“',
            '„Du musst nur schauen, wo die Großen nicht hinkommen“, sagte {creature} und zwinkerte.',
          ],
        },
        {
          text: '{^creature} zeigte {hero} eine Nuss, die {c:er|sie|es} heute Morgen aus einer winzigen Ritze geholt hatte, wo kein Großer hinkam.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{friend} nickte eifrig, so dass das CHEF-Schild wackelte, und sagte: „Wir suchen einfach eine kleine Aufgabe, eine, die genau zu uns und {creature.dat} passt.“',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            '{hero} schaute {creature.acc} an: so winzig, und trotzdem so sicher. {^creature} hatte heute schon Nüsse sortiert, Krümel von den Tischen gesammelt und den Ameisen den Weg zum Zuckerstand gezeigt. Lauter kleine Dinge, aber ohne die kleinen Dinge, dachte {hero}, wird auch aus dem großen Fest nichts.',
            '{hero} betrachtete {creature.acc}: so klein und doch so sicher. Heute hatte {c:er|sie|es} schon Nüsse sortiert, Krümel von den Tischen gesammelt und den Ameisen den Weg zum Zuckerstand gezeigt. Lauter Kleinigkeiten, dachte {hero}, aber ohne sie gäbe es gar kein Fest.',
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
        cast: ['hero', 'creature'],
        actions: { hero: 'stand', creature: 'stand' },
        object: null,
        framing: 'wide',
        prop: 'hut',
      },
      text: [
        {
          alts: [
            'Da hörte {hero} die Großen rufen: „Wo ist denn {object}? Ohne {object.acc} können wir nicht anfangen!“',
            'Plötzlich gab es Aufregung {place.in}: „{^object} fehlt! Das Fest kann nicht ohne {object.acc} anfangen!“',
          ],
        },
        {
          alts: [
            '{^o:Er|Sie|Es} lag ganz hinten im kleinen Schuppen unter der Treppe.',
            'Der Bürgermeister erinnerte sich: {o:Er|Sie|Es} lag im winzigen Abstellraum unter der Treppe.',
          ],
        },
        {
          alts: [
            'Aber die Tür war so klein, dass kein Großer hindurchpasste.',
            'Doch die Tür dort war so niedrig, dass die Großen nur den Arm hineinstecken konnten, und der war zu kurz.',
          ],
        },
        { text: 'Die Tür zu {object.dat} ist so klein, kein Großer passt hinein!', bands: ['2-4'] },
        {
          text: 'Der Bäcker versuchte es, dann der Bürgermeister, dann die Frau vom Blumenladen, und alle steckten fest, mit dem Kopf drinnen und dem Rest draußen {place.in}.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Die Großen standen ratlos vor der kleinen Tür und kratzten sich am Kopf, denn ohne {object.acc} ging es nicht. Die Sonne stand schon tief über {place.dat}, und bald würden die ersten Gäste kommen. Und {hero} und {creature} schauten sich an und dachten genau dasselbe.',
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
        actions: { hero: 'walk', friend: 'stand', creature: 'point' },
        object: 'world',
        objectAt: 'ground',
        framing: 'medium',
        prop: 'hut',
      },
      text: [
        {
          alts: [
            '„Ich passe da hinein, und {creature} auch!“, rief {hero}.',
            '„Ich kann das!“, rief {hero} und lief zu der kleinen Tür.',
          ],
        },
        {
          alts: [
            '{hero} krabbelte hinein, und {creature} lief voraus und zeigte den Weg.',
            'Auf allen vieren kroch {hero} in den Abstellraum, {creature} vorneweg.',
          ],
        },
        { text: '{^creature} huschte voraus und zeigte {hero}, wo man sich ducken musste.', bands: ['5-7', '8-10'] },
        { text: 'Krabbel, krabbel, {hero} und {creature} hinein!', bands: ['2-4'] },
        {
          text: '{friend} wartete draußen und rief {creature.dat} Kommandos zu, aber meistens die falschen.',
          friend: true,
        },
        {
          alts: [
            'Und ganz hinten, hinter alten Kisten, lag {object}!',
            'Ganz hinten, zwischen Spinnweben und Kisten, fand {hero} {object.acc}.',
          ],
        },
        {
          text: 'Es war eng und staubig, und eine Spinne schaute {hero} vorwurfsvoll an, aber {hero} kroch weiter, bis {h:er|sie} {object.acc} fest in den Händen hielt.',
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            'Drinnen roch es nach altem Holz und nach Festen von früher. {^creature} zeigte {hero} jeden Balken, an dem man sich den Kopf stoßen konnte, und {hero} stieß sich kein einziges Mal. Zusammen, dachte {hero}, sind wir zwei die besten Abstellraum-Entdecker.',
            'Drinnen duftete es nach altem Holz und vergangenen Festen. {^creature} warnte {hero} vor jedem Balken, an dem man sich stoßen konnte, und {hero} stieß sich nicht ein einziges Mal. Wir zwei, dachte {hero}, sind die allerbesten Abstellraum-Entdecker.',
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
        actions: { hero: 'reach-up', friend: 'wave', creature: 'wave' },
        object: 'world',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Als {hero} mit {object.dat} herauskam, jubelten alle.',
            'Mit Staub in den Haaren und {object.dat} im Arm kam {hero} heraus, und alle klatschten.',
          ],
        },
        {
          alts: [
            '„Ohne dich hätten wir nicht anfangen können!“, sagte der Bäcker.',
            'Der Bürgermeister schüttelte {hero} die Hand: „Ohne dich gäbe es heute kein Fest {place.in}!“',
          ],
        },
        { text: 'Hurra, mit {object.dat} kann das Fest beginnen!', bands: ['2-4'] },
        {
          alts: [
            '„Siehst du“, sagte {friend}, „jeder kann helfen, auch die Kleinen.“',
            '„Du und {creature}, ihr habt das Fest gerettet“, sagte {friend}, „auch die Kleinen können helfen!“',
          ],
          friend: true,
        },
        {
          alts: [
            'Jeder kann helfen, dachte {hero}, auch die Kleinen.',
            'Ich und {creature}, wir haben das Fest gerettet, dachte {hero}, auch die Kleinen können helfen!',
          ],
          friend: false,
        },
        {
          alts: [
            'Und {hero} durfte das Fest mit {object.dat} eröffnen.',
            'Und weil {hero} {object.acc} gefunden hatte, durfte {h:er|sie} das Fest eröffnen.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: '{^creature} bekam einen Ehrenplatz auf dem Tisch, direkt neben dem Kuchen, was {c:er|sie|es} ganz besonders gut fand.',
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            'Und {hero} bekam das erste Stück Kuchen, noch bevor der Bürgermeister seins hatte.',
            'Das erste Stück Kuchen bekam {hero}, noch vor dem Bürgermeister!',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            'Als {object} an {o:seinem|ihrem|seinem} Platz war, fing das Fest an, mit Musik und Lachen und Kinderkreischen. Der Bäcker brachte {hero} ein Glas Limonade und sagte leise: „Entschuldige, dass ich gesagt habe, du bist zu klein. Du warst genau richtig.“',
            'Kaum war {object} an {o:seinem|ihrem|seinem} Platz, ging das Fest los, mit Musik, Gelächter und Kindergekreische. Der Bäcker brachte {hero} eine Limonade und sagte leise: „Tut mir leid, dass ich dich zu klein genannt habe. Du warst genau richtig.“',
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
            'Spät in der Nacht lag {hero} müde im Bett.',
            'Nach dem Fest fiel {hero} müde und glücklich ins Bett.',
          ],
        },
        {
          alts: [
            'Von draußen hörte man noch leise die Musik.',
            'Durchs Fenster wehte noch ein bisschen Musik vom Fest.',
          ],
        },
        { text: 'Musik und Lichter {place.in}, und {hero} schläft ein.', bands: ['2-4'] },
        {
          text: '{hero} dachte an {creature.acc} und an die kleine Tür: Klein sein ist manchmal genau richtig.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Und {hero} nahm sich vor, beim nächsten Fest gleich am Morgen zu fragen: „Gibt es hier irgendwo eine kleine Tür?“ Denn jetzt wusste {hero}: Es gibt immer etwas, wo gerade die Kleinen gebraucht werden, man muss es nur finden.',
          bands: ['8-10'],
        },
      ],
    },
  ],
  questions: [
    {
      question: 'Was sollte am Abend {place.in} stattfinden?',
      right: 'Ein großes Sommerfest',
      wrong: ['Ein Laternenumzug', 'Ein Wettrennen'],
    },
    {
      question: 'Was passierte mit dem Stapel Stühle?',
      right: 'Alle Stühle fielen um',
      wrong: ['Sie flogen weg', '{creature} setzte sich drauf'],
    },
    {
      question: 'Worauf fiel die Girlande?',
      right: 'Auf {creature.acc}',
      wrong: ['Auf {other.creature.acc}', 'Auf den Kuchen'],
    },
    { question: 'Was fehlte für das Fest?', right: '{object}', wrong: ['{other.object}', '{other2.object}'] },
    {
      question: 'Warum konnte gerade {hero} helfen?',
      right: 'Weil {h:er|sie} klein genug für die kleine Tür war',
      wrong: ['Weil {h:er|sie} am stärksten war', 'Weil {h:er|sie} am lautesten rufen konnte'],
    },
  ],
};

const snowedIn: Plot = {
  id: 'helping-snowed-in',
  moral: 'helping',
  titles: ['Eingeschneit!', '{hero} und die Schaufel', 'Ein Weg für {creature.acc}'],
  places: ['snowfield', 'village', 'mountain', 'forest'],
  creatures: ['rabbit', 'fox', 'bear', 'owl'],
  objects: ['basket', 'lantern', 'scarf'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'snow',
        mood: 'happy',
        cast: ['hero', 'friend'],
        actions: { hero: 'walk', friend: 'walk' },
        object: null,
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'In der Nacht hatte es geschneit, so viel wie noch nie {place.in}.',
            'Als {hero} aufwachte, lag {place.in} so viel Schnee wie seit Jahren nicht.',
          ],
        },
        {
          alts: [
            'Alles war weiß und still, und der Schnee reichte {hero} bis zu den Knien.',
            'Der Schnee war so hoch, dass {hero} bei jedem Schritt bis zu den Knien versank.',
          ],
        },
        { text: 'Schnee, Schnee, so viel Schnee {place.in}!', bands: ['2-4'] },
        {
          text: 'Die Dächer trugen dicke weiße Mützen, von den Ästen hingen Eiszapfen wie gläserne Finger, aber nirgends sah man die Spuren {creature.gen}, die doch sonst jeden Morgen als Erste im Schnee waren.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{friend} kam angestapft, bis zur Nase im Schnee.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} wollte eigentlich einen Schneemann bauen, den größten, mit Kohlenaugen und einer Mohrrübe als Nase.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Schnee ist etwas Wunderbares, fand {hero}: Er macht {place.acc} leise und weich, und alles, was gestern noch grau und matschig war, sieht heute aus wie frisch gebacken und mit Puderzucker bestäubt.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'snow',
        mood: 'worried',
        cast: ['hero'],
        actions: { hero: 'look-for' },
        object: null,
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Da hörte {hero} ein leises Klopfen unter dem Schnee.',
            'Plötzlich hörte {hero} ein dumpfes Klopfen, irgendwo unter dem Schnee.',
          ],
        },
        {
          alts: [
            '„Hallo? Ist da jemand?“, rief eine dünne Stimme. Es war {creature}!',
            '„Hilfe, ich komme nicht raus!“, rief jemand, und {hero} erkannte sofort die Stimme {creature.gen}.',
          ],
        },
        { text: 'Klopf, klopf, {creature} ist eingeschneit!', bands: ['2-4'] },
        {
          alts: [
            'Der Eingang zum Zuhause {creature.gen} war ganz zugeschneit.',
            'Vor der Höhle {creature.gen} lag ein riesiger Schneeberg, und die Tür war nicht mehr zu sehen.',
          ],
        },
        {
          text: 'Die Stimme {creature.gen} klang so dünn und leise, als käme sie aus einer Flasche.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '„Ich bin schon alt“, rief {creature} von drinnen, „und allein schaffe ich das nicht.“',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} schaute auf den Schneeberg und dann auf die eigenen Hände in den Handschuhen. Der Schneemann konnte warten, dachte {hero}, denn ein Schneemann friert nicht, aber {creature} hatte vielleicht schon Hunger und kalte Füße.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'day',
        weather: 'snow',
        mood: 'worried',
        cast: ['hero', 'friend'],
        actions: { hero: 'dig', friend: 'dig' },
        object: null,
        framing: 'medium',
      },
      text: [
        {
          alts: [
            '{hero} holte die kleine rote Schaufel und fing an zu graben.',
            'Schnell lief {hero} nach der kleinen Schaufel und schaufelte los.',
          ],
        },
        {
          alts: [
            'Aber jedes Mal, wenn {hero} Schnee wegschaufelte, rutschte neuer nach.',
            'Doch kaum war ein Loch {place.in} gegraben, rutschte der Schnee von oben wieder hinein.',
          ],
        },
        {
          text: 'Schipp, schipp, schaufeln, doch der Schnee rutscht nach, {c:armer|arme|armes} {creature.bare}!',
          bands: ['2-4'],
        },
        {
          alts: [
            '{friend} schaufelte für {creature.acc} mit, bis {f:ihm|ihr} eine ganze Ladung Schnee in den Kragen rutschte: „Huuu, kalt!“',
            'Auch {friend} grub mit, bis {f:ihm|ihr} ein Klumpen Schnee vom Dach {creature.gen} in den Nacken plumpste: „Huuu, kalt!“',
          ],
          friend: true,
        },
        {
          alts: [
            'Einmal rutschte sogar {hero} selbst hinein und steckte bis zum Bauch im Schnee vor der Tür {creature.gen}, wie eine Kerze in der Torte.',
            'Einmal plumpste sogar {hero} selbst in den Schneeberg {creature.gen} und steckte bis zum Bauch fest, wie eine Kerze in der Torte.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Nach einer Weile war {hero} außer Atem, aber vor der Tür {creature.gen} lag immer noch genauso viel Schnee.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Und da war noch etwas: Der Schnee {place.in} war schwer, nicht wie das Pulver, aus dem man Schneebälle macht, sondern dick und nass und klebrig, und jede Schaufel voll wog so viel wie ein kleiner Sack Kartoffeln. {hero} verstand jetzt, warum {creature} allein nicht hinauskam.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'day',
        weather: 'snow',
        mood: 'worried',
        cast: ['hero', 'friend'],
        actions: { hero: 'sit', friend: 'stand' },
        object: null,
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Dann versuchte {hero}, den Schnee zu einer Kugel zu rollen.',
            'Als Nächstes wollte {hero} den Schnee einfach wegrollen, wie beim Schneemannbauen.',
          ],
        },
        {
          alts: [
            'Aber die Kugel wurde immer größer und größer, bis sie festsaß wie ein Fels, und {creature} rief von drinnen: „Was rumpelt denn da?“',
            'Doch die Kugel wuchs und wuchs, bis sie größer war als {hero} und keinen Millimeter mehr rollte.',
          ],
        },
        { text: 'Rolle, rolle, so riesig groß, und {creature} kommt immer noch nicht raus!', bands: ['2-4'] },
        {
          alts: [
            'Jetzt lag eine riesige Schneekugel genau vor dem Eingang {creature.gen}, noch schlimmer als vorher!',
            'Und jetzt versperrte die Riesenkugel den Eingang {creature.gen} noch mehr als vorher.',
          ],
        },
        {
          text: '{friend} lehnte sich schnaufend an die Kugel und japste: „Jetzt hat {creature} einen Schneemann ohne Kopf vor der Tür!“',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} setzte sich in den Schnee und dachte nach: Die Arme taten weh, die Nase war rot, und {creature} wartete immer noch da drinnen, aber gegen so viel Schnee kam man mit schnell und wild nicht an. Vielleicht, dachte {hero}, muss man es langsam und ordentlich machen, Stück für Stück, wie beim Aufräumen.',
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
        actions: { hero: 'dig', friend: 'carry' },
        object: null,
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Diesmal machte {hero} es ganz anders: Schaufel für Schaufel, immer schön weg von der Tür {creature.gen}.',
            'Jetzt grub {hero} ganz ordentlich: eine Schaufel voll, weg damit zur Seite, und die nächste, und {creature} zählte von drinnen mit.',
          ],
        },
        {
          alts: [
            'Zuerst eine Rinne, dann einen Gang, ganz langsam und gründlich.',
            'Zuerst machte {hero} oben den Schnee weg, damit nichts mehr nachrutschte, dann grub {h:er|sie} den Gang.',
          ],
        },
        { text: 'Schaufel für Schaufel, Stück für Stück, gleich sind wir bei {creature.dat}!', bands: ['2-4'] },
        {
          alts: [
            '„Teamarbeit!“, rief {friend} und trug den Schnee eimerweise vom Eingang {creature.gen} weg, so ging es doppelt so schnell.',
            '{friend} schleppte den Schnee mit einem Eimer weg und rief bei jedem Eimer: „Teamarbeit, {c:lieber|liebe|liebes} {creature.bare}!“',
          ],
          friend: true,
        },
        {
          text: 'Die Sonne kam heraus, der Schnee glitzerte, und langsam, ganz langsam wurde der Gang zu {creature.dat} länger.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Von drinnen rief {creature} immer wieder: „Ich kann das Schaufeln schon hören, ganz nah!“ Und das machte {hero} Mut.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Zwischendurch machten sie eine Pause, und {hero} sprach durch den Schnee mit {creature.dat}. {^creature} erzählte von Wintern, in denen der Schnee bis zu den Baumwipfeln reichte, und {hero} erzählte, wie weit sie schon gekommen waren. So war {creature} nicht mehr allein, auch wenn die Tür noch zu war.',
          bands: ['8-10'],
        },
        {
          text: 'Das Schaufeln war anstrengend, aber auf eine gute Art, die man im Bauch spürt und in den Armen. {hero} merkte, dass helfen manchmal gar nicht heißt, schnell etwas Großes zu tun, sondern lange etwas Kleines: eine Schaufel für {creature.acc}, und noch eine, und noch eine.',
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
        actions: { hero: 'give', creature: 'receive' },
        object: 'world',
        objectAt: 'creature',
        framing: 'close',
        prop: 'hut',
      },
      text: [
        {
          alts: [
            'Und dann stieß die Schaufel auf die kleine Tür!',
            'Und endlich, endlich kam die Tür {creature.gen} zum Vorschein!',
          ],
        },
        {
          alts: [
            '{^creature} kam heraus, blinzelte in die Sonne und lachte.',
            'Heraus kam {creature}, ein bisschen zerzaust, aber überglücklich.',
          ],
        },
        { text: 'Die Tür ist frei, {creature} ist frei! {creature.sound}', bands: ['2-4'] },
        {
          alts: [
            '{hero} hatte {object.acc} extra von zu Hause geholt und gab {o:ihn|sie|es} jetzt {creature.dat}.',
            'Als Geschenk hatte {hero} {object.acc} mitgebracht, für die kalten Wintertage.',
          ],
        },
        {
          text: '„Danke“, sagte {creature} und hielt {object.acc} ganz fest. „So gut hat noch nie jemand für mich geschaufelt.“',
          bands: ['5-7', '8-10'],
        },
        { text: '{^creature} drückte {object.acc} an sich und seufzte zufrieden.', bands: ['5-7', '8-10'] },
        {
          text: '{^creature} erzählte, dass {c:er|sie|es} seit dem Morgen gewartet hatte, mit einer Tasse kaltem Tee und immer leiser werdendem Klopfen. „Ich dachte schon, ich muss bis zum Frühling da drinnen bleiben“, sagte {c:er|sie|es} und lachte, aber {hero} hörte, dass {c:er|sie|es} auch ein bisschen Angst gehabt hatte.',
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
        actions: { hero: 'dig', friend: 'dig', creature: 'dig' },
        object: 'world',
        objectAt: 'creature',
        framing: 'wide',
        prop: 'hut',
      },
      text: [
        {
          alts: [
            'Dann bauten sie zusammen einen Schneemann, direkt neben der Tür {creature.gen}.',
            'Und zum Schluss bauten alle zusammen doch noch einen Schneemann {place.in}.',
          ],
        },
        {
          text: '„Helfen ist wie Schneeschaufeln“, sagte {friend} zu {creature.dat}, „zusammen geht es viel leichter.“',
          friend: true,
        },
        {
          text: 'Helfen ist wie Schneeschaufeln, dachte {hero}: Stück für Stück schafft man sogar einen ganzen Schneeberg, und {creature} ist wieder frei.',
          friend: false,
        },
        { text: 'Ein Schneemann für {creature.acc}, hurra!', bands: ['2-4'] },
        {
          text: '{^creature} lieh dem Schneemann {object.acc}, nur für den Abend, und er sah damit sehr vornehm aus.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Als es dunkel wurde, leuchtete der Schnee im Mondlicht, und die Fenster glühten warm und gelb. {hero} schaute sich um und sah überall Leute, die Wege freischaufelten, nicht nur für sich, sondern auch für die Nachbarn, so wie {hero} für {creature.acc}. Lauter Helfer {place.in}, dachte {hero}, und ich bin {h:einer|eine} davon.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'home',
        time: 'night',
        weather: 'snow',
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
            'Zu Hause gab es heißen Kakao und warme Socken, und draußen fiel leise neuer Schnee {place.in}.',
            'Daheim wärmte {hero} sich die Hände an einem Becher Kakao, während draußen {place.in} wieder Schneeflocken tanzten.',
          ],
        },
        { text: 'Leise schneit es, gute Nacht, {c:lieber|liebe|liebes} {creature.bare}.', bands: ['2-4'] },
        {
          text: 'Aber {hero} machte sich keine Sorgen um {creature.acc}, denn morgen früh, das hatte {hero} versprochen, würde {h:er|sie} als Erstes nachschauen und schaufeln, falls nötig.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Im Traum schaufelte {hero} Wege durch den ganzen Winter, bis zu jeder Tür.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '„Helfen macht müde“, sagte Mama und deckte {hero} zu, „aber von der guten Sorte.“ {hero} nickte und dachte an {creature.acc} mit {object.dat} und an den Schneemann, der jetzt draußen {place.in} Wache hielt.',
          bands: ['8-10'],
        },
      ],
    },
  ],
  questions: [
    { question: 'Wer war eingeschneit?', right: '{creature}', wrong: ['{other.creature}', '{other2.creature}'] },
    {
      question: 'Was passierte mit der Schneekugel?',
      right: 'Sie wurde so groß, dass sie nicht mehr rollte',
      wrong: ['Sie schmolz sofort', 'Sie rollte den Berg hinunter'],
    },
    {
      question: 'Wie klappte das Schaufeln am Ende?',
      right: 'Langsam und ordentlich, Stück für Stück',
      wrong: ['Ganz schnell und wild', 'Mit einem großen Bagger'],
    },
    {
      question: 'Was schenkte {hero} {creature.dat}?',
      right: '{object.acc}',
      wrong: ['{other.object.acc}', '{other2.object.acc}'],
    },
    {
      question: 'Wie fühlte sich {hero} am Abend?',
      right: 'Müde und froh, weil {h:er|sie} geholfen hatte',
      wrong: ['Ärgerlich wegen des Schnees', 'Traurig, weil es keinen Schneemann gab'],
    },
  ],
};

const afterTheStorm: Plot = {
  id: 'helping-after-the-storm',
  moral: 'helping',
  titles: ['Nach dem Sturm', '{hero} packt mit an', 'Erst helfen, dann spielen {place.in}'],
  places: ['park', 'village', 'farm', 'garden'],
  creatures: ['hedgehog', 'mouse', 'squirrel', 'rabbit'],
  objects: ['kite', 'ball', 'basket'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'wind',
        mood: 'calm',
        cast: ['hero', 'friend'],
        actions: { hero: 'run', friend: 'stand' },
        object: 'world',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'In der Nacht hatte ein Sturm {place.in} getobt.',
            'Die ganze Nacht hatte der Sturm {place.in} gepfiffen und geheult.',
          ],
        },
        {
          alts: [
            'Am Morgen lagen überall Äste und Blätter, und der Wind pfiff noch ein bisschen um die Ecken.',
            'Jetzt lagen {place.in} Zweige, Blätter und sogar ein umgekippter Blumentopf herum.',
          ],
        },
        { text: 'Huuu, huuu, der Sturm, hoffentlich ist {object} noch heil!', bands: ['2-4'] },
        {
          alts: [
            '„Super Wind!“, dachte {hero} und holte {object.acc}. „Jetzt wird gespielt!“',
            '{hero} freute sich: „Genau das richtige Wetter für {object.acc}!“',
          ],
        },
        {
          text: 'Der Wind zerrte an den Jacken, und die Blätter wirbelten im Kreis, als wollten sie mit {object.dat} um die Wette fliegen.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{friend} wartete schon am Gartentor, ganz zerzaust vom Wind.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Die Luft roch frisch und nach nassem Laub, und am Himmel über {place.dat} jagten die Wolken, als hätten sie es sehr eilig. {hero} mochte diese Morgen nach einem Sturm: Alles sah ein bisschen wild aus, wie nach einer großen Party, bei der die Bäume getanzt hatten, und heute durfte {object} mittanzen.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'wind',
        mood: 'worried',
        cast: ['hero', 'creature'],
        actions: { hero: 'stand', creature: 'carry' },
        object: 'world',
        framing: 'medium',
        prop: 'hut',
      },
      text: [
        {
          alts: [
            'Da sah {hero} {creature.acc} mit {c:seiner|ihrer|seiner} Familie.',
            'Am Rand {place.gen} mühte sich {creature} mit {c:seiner|ihrer|seiner} ganzen Familie ab.',
          ],
        },
        {
          alts: [
            'Ein dicker Ast lag genau vor ihrem Zuhause, und {creature.pl} kamen nicht hinein.',
            'Quer vor dem Eingang ihres Zuhauses lag ein dicker Ast, viel zu schwer für {creature.pl}.',
          ],
        },
        { text: 'Oh nein, ein dicker Ast vor der Tür {creature.gen}!', bands: ['2-4'] },
        {
          alts: [
            'Sie schoben und zogen, {creature} und alle Kleinen, aber der Ast bewegte sich nicht.',
            'Alle zusammen drückten sie gegen den Ast, bis die Pfoten {creature.gen} zitterten, aber er rührte sich keinen Zentimeter.',
          ],
        },
        { text: 'Die Kleinen froren schon, und {creature} sah sehr müde aus.', bands: ['5-7', '8-10'] },
        {
          text: 'Eines der Kleinen zitterte so sehr, dass es sich an {creature.acc} kuscheln musste.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} blieb stehen, {object.acc} in der Hand. Eigentlich wollte {hero} doch spielen, gerade jetzt, wo der Wind so schön {place.through} fegte; so einen Wind gab es nicht alle Tage. Und {creature} war ja nicht {h:sein|ihr} Problem, oder?',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'wind',
        mood: 'worried',
        cast: ['hero', 'friend'],
        actions: { hero: 'reach-up', friend: 'climb' },
        object: 'world',
        objectAt: 'up-tree',
        framing: 'medium',
        prop: 'tall-tree',
      },
      text: [
        {
          alts: [
            'Zuerst spielte {hero} trotzdem mit {object.dat}.',
            '{hero} lief ein Stück weiter und fing an, mit {object.dat} zu spielen.',
          ],
        },
        {
          alts: [
            'Aber {hero} musste immer wieder zu {creature.dat} hinüberschauen.',
            'Doch immer wieder schaute {hero} zu der Familie {creature.gen} hinüber.',
          ],
        },
        { text: '{hero} spielt, aber {creature} friert.', bands: ['2-4'] },
        {
          alts: [
            'Und dann sauste {object} gegen einen Baum und blieb in den Ästen hängen!',
            'Plötzlich verfing sich {object} in einem Busch, ganz fest.',
          ],
        },
        {
          text: '{friend} kletterte hinterher, um {object.acc} zu holen, und blieb selbst im Gestrüpp hängen.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Irgendwie machte das Spielen mit {object.dat} keinen richtigen Spaß: Es ist schwer, fröhlich zu sein, wenn nebenan jemand friert.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Als {hero} {object.acc} aus dem Busch zerren wollte, rutschte {h:er|sie} aus und saß plötzlich im nassen Laub. Von dort unten sah {hero} die Familie {creature.gen}, wie sie immer noch gegen den Ast drückte, immer wieder, obwohl es nichts nützte, und da schämte sich {hero} ein kleines bisschen.',
          bands: ['8-10'],
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
        actions: { hero: 'carry', friend: 'carry', creature: 'carry' },
        object: 'world',
        objectAt: 'up-tree',
        framing: 'medium',
        prop: 'hut',
      },
      text: [
        {
          alts: [
            'Da ließ {hero} {object.acc} liegen, lief zu {creature.dat} und sagte: „Ich helfe euch.“',
            'Da legte {hero} {object.acc} ins Gras, ging zu {creature.dat} hinüber und rief: „Wartet, ich packe mit an!“',
          ],
        },
        { text: 'Helfen, helfen, {hero} hilft {creature.dat}!', bands: ['2-4'] },
        {
          text: '{friend} kam auch, noch voller Blätter, und packte sofort neben {creature.dat} mit an.',
          friend: true,
        },
        {
          alts: [
            '{hero} zog und zerrte am Ast vor dem Zuhause {creature.gen}, aber allein schaffte es auch {hero} nicht.',
            'Mit aller Kraft zog {hero} an dem dicksten Ast, aber er war zu schwer, sogar für {hero}.',
          ],
        },
        {
          text: '„Allein geht es nicht“, keuchte {hero}, „wir müssen es zusammen machen, mit {creature.dat}.“',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{^creature} schaute {hero} dankbar an, auch wenn der Ast noch nicht weg war, denn schon dass {hero} gekommen war, machte {c:ihm|ihr|ihm} Mut.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Es war seltsam: Als {hero} {object.acc} hingelegt hatte, war das komische Gefühl im Bauch sofort verschwunden. Dabei lag der Ast noch immer vor der Tür {creature.gen}, aber es fühlt sich eben anders an, ob man danebensteht oder mitmacht, dachte {hero}, ganz anders.',
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
        actions: { hero: 'carry', creature: 'carry' },
        object: 'world',
        objectAt: 'up-tree',
        framing: 'medium',
        prop: 'hut',
      },
      text: [
        {
          alts: [
            '„Wir rollen ihn, statt ihn zu heben!“, rief {hero} plötzlich, und {creature} machte große Augen.',
            '„Nicht heben, rollen!“, rief {hero} {creature.dat} zu, „wie einen Baumstamm!“',
          ],
        },
        {
          alts: [
            'Alle stellten sich auf eine Seite, {hero}, {creature} und die Kleinen, und drückten gleichzeitig: Eins, zwei, drei!',
            'Alle zusammen stemmten sich gegen den Ast, bis die Pfoten {creature.gen} zitterten: Und eins, und zwei, und drei!',
          ],
        },
        { text: 'Eins, zwei, drei, der Ast rollt weg, und {creature} jubelt!', bands: ['2-4'] },
        {
          alts: [
            'Und der Ast rollte, ganz langsam, zur Seite, und die Tür {creature.gen} war frei!',
            'Da rollte der Ast, knarzend und schwerfällig, vom Eingang {creature.gen} weg!',
          ],
        },
        {
          text: 'Die Kleinen jubelten und huschten sofort hinein, ins Warme, und {creature} gleich hinterher.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{^creature} umarmte {hero}, und die Kleinen umarmten {hero} auch, alle auf einmal, so dass {hero} fast umfiel.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Dann halfen {hero} und {creature} noch, die Blätter und Zweige vom Weg zu fegen, damit niemand stolperte. Ein Nachbar sah das und kam mit einem Besen dazu, dann noch einer und noch einer, und bald war {place.nom} schöner aufgeräumt als vor dem Sturm.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'day',
        weather: 'wind',
        mood: 'happy',
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'stand', friend: 'stand', creature: 'climb' },
        object: 'world',
        objectAt: 'up-tree',
        framing: 'medium',
        prop: 'tall-tree',
      },
      text: [
        {
          alts: [
            '„Danke“, sagte {creature}. „Und jetzt helfen wir dir!“',
            '„Jetzt bist du dran“, sagte {creature}, „jetzt helfen wir dir!“',
          ],
        },
        {
          alts: [
            'Die kleinen Tiere kletterten in den Busch und holten {object.acc} heraus.',
            'Flink kletterten {creature} und die Kleinen in den Busch und befreiten {object.acc}.',
          ],
        },
        { text: '{^creature} holt {object.acc} aus dem Busch, danke, danke!', bands: ['2-4'] },
        { text: '„Wer hilft, dem wird auch geholfen“, sagte {friend} und grinste {creature.dat} zu.', friend: true },
        { text: 'Wer hilft, dem wird auch geholfen, dachte {hero} und grinste {creature.dat} zu.', friend: false },
        {
          alts: [
            'Und dann spielten alle zusammen mit {object.dat}, bis der Wind schlafen ging.',
            'Und dann wurde gespielt, alle zusammen mit {object.dat}, bis zum Abend.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: '{object} flog und sprang höher als je zuvor, und die Kleinen jagten hinterher und quietschten vor Vergnügen.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Es war schon erstaunlich, dachte {hero}: Vorhin wollte {hero} allein spielen, und {object} war im Busch gelandet. Jetzt spielten alle zusammen, und {object} war mehr in der Luft als im Gebüsch, als hätte {o:er|sie|es} gewusst, dass zusammen spielen schöner ist.',
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
        actions: { hero: 'wave', creature: 'wave' },
        object: 'world',
        framing: 'wide',
        prop: 'hut',
      },
      text: [
        {
          alts: [
            'Am Abend winkte die ganze Familie {creature.gen} aus ihrem Zuhause.',
            'Als es dunkel wurde, schauten {creature} und die Kleinen noch einmal heraus und winkten.',
          ],
        },
        { text: 'Winke, winke, {c:lieber|liebe|liebes} {creature.bare}, bis morgen!', bands: ['2-4'] },
        {
          text: '{hero} trug {object.acc} nach Hause, ein bisschen zerzaust, aber heil, genauso zerzaust wie {hero} selbst.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Der Wind hatte sich gelegt, und {place.nom} sah so ordentlich aus wie lange nicht mehr.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Unterwegs dachte {hero} daran, wie der Tag angefangen hatte: mit dem Wunsch, mit {object.dat} zu spielen, nur zu spielen. Und jetzt hatte {hero} gespielt, und geholfen, und neue Freunde {place.in}, und das war mehr, als {h:er|sie} sich heute Morgen gewünscht hatte.',
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
        framing: 'medium',
        prop: 'bed',
      },
      text: [
        {
          alts: [
            'Im Bett taten {hero} die Arme ein bisschen weh vom Ast {creature.gen}, aber es war ein gutes Wehtun, ein Helfer-Wehtun.',
            'Müde kuschelte sich {hero} unter die Decke, {object} neben dem Bett, die Arme schwer vom Rollen, aber das Herz ganz leicht.',
          ],
        },
        { text: 'Müde Arme, leichtes Herz, gute Nacht, {c:kleiner|kleine|kleines} {creature.bare}.', bands: ['2-4'] },
        {
          text: 'Und irgendwo {place.in} schlief jetzt {creature} mit der ganzen Familie, warm und sicher, und kein Ast lag mehr im Weg.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} dachte an das Gesicht {creature.gen}, als der Ast endlich zur Seite rollte, und lächelte im Dunkeln.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Morgen, nahm sich {hero} vor, würde {h:er|sie} nachsehen, ob {place.in} noch andere Äste herumlagen, vor anderen Türen, denn man konnte ja nie wissen, wer sonst noch Hilfe brauchte.',
          bands: ['8-10'],
        },
      ],
    },
  ],
  questions: [
    {
      question: 'Was lag vor dem Zuhause {creature.gen}?',
      right: 'Ein dicker Ast',
      wrong: ['Ein großer Stein', 'Ein Schneehaufen'],
    },
    {
      question: 'Womit wollte {hero} eigentlich spielen?',
      right: 'Mit {object.dat}',
      wrong: ['Mit {other.object.dat}', 'Mit {other2.object.dat}'],
    },
    {
      question: 'Wie bekamen sie den Ast weg?',
      right: 'Sie rollten ihn alle zusammen',
      wrong: ['Sie sägten ihn durch', 'Der Wind wehte ihn weg'],
    },
    {
      question: 'Wer holte {object.acc} aus dem Busch?',
      right: '{creature} und die Kleinen',
      wrong: ['Papa', '{other.creature}'],
    },
    {
      question: 'Wie fühlte sich {hero}, als {h:er|sie} half?',
      right: 'Viel besser als beim Alleinspielen',
      wrong: ['Gelangweilt', 'Ärgerlich auf den Sturm'],
    },
  ],
};

export const helpingPlots: Plot[] = [festivalHelper, snowedIn, afterTheStorm];
