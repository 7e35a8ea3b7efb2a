import type { Plot } from '../../format.js';

const brokenBorrowed: Plot = {
  id: 'honesty-broken-borrowed',
  moral: 'honesty',
  titles: ['{hero} und {object.nom} {creature.gen}', 'Knacks!', 'Ein Stein im Bauch'],
  places: ['village', 'garden', 'farm'],
  creatures: ['bear', 'owl', 'turtle', 'cat'],
  objects: ['drum', 'kite', 'umbrella', 'lantern'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'clear',
        mood: 'happy',
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'receive', friend: 'run', creature: 'give' },
        object: 'world',
        objectAt: 'creature',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Nebenan wohnte {creature}, und {creature} hatte etwas ganz Besonderes: {object.acc}.',
            'Im Haus nebenan wohnte {creature}. {^creature} besaß den schönsten Schatz {place.gen}: {object.acc}.',
          ],
        },
        {
          alts: [
            '{o:Er|Sie|Es} war alt und bunt und wunderschön.',
            'Schon der Opa {creature.gen} hatte {object.acc} gehabt, so alt war {o:er|sie|es}.',
          ],
        },
        {
          text: '{hero} schaute {object.acc} jedes Mal an, wenn {h:er|sie} vorbeikam, und wünschte sich, nur ein einziges Mal damit spielen zu dürfen.',
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            'Eines Morgens sagte {creature}: „Du darfst heute mit {object.dat} spielen. Aber pass gut darauf auf!“',
            'Eines Morgens kam {creature} mit {object.dat} herüber. „Heute darfst du damit spielen“, sagte {c:er|sie|es}. „Aber sei vorsichtig!“',
          ],
        },
        { alts: ['„Ich passe ganz doll auf!“, versprach {hero}.', '„Versprochen!“, rief {hero} und strahlte.'] },
        {
          text: '{^creature} zeigte {hero} noch genau, wie man {object.acc} richtig hält: „Nicht zu fest und nicht zu locker, so wie einen kleinen Vogel.“',
          bands: ['5-7', '8-10'],
        },
        { text: 'Juchhu, {hero} darf mit {object.dat} spielen!', bands: ['2-4'] },
        {
          text: '{friend} kam sofort angerannt: „Darf ich auch mal mit {object.dat}, nur ganz kurz?“',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} trug {object.acc} so vorsichtig, als wäre {o:er|sie|es} aus Glas, und jeder Schritt {place.through} war langsam und feierlich. Aber nach einer Weile wurde das Vorsichtigsein ein bisschen langweilig, und die Schritte wurden schneller, und schneller, und noch ein bisschen schneller.',
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
        actions: { hero: 'run', friend: 'stand' },
        object: 'world',
        objectState: 'broken',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            '{hero} spielte und tobte mit {object.dat} {place.through}.',
            'Wild tobte {hero} mit {object.dat} {place.through}, hin und her und rundherum.',
          ],
        },
        { text: 'Hui, immer schneller {place.through}!', bands: ['2-4'] },
        {
          text: 'Der Wind pfiff {place.through}, die Blätter wirbelten, und {hero} lachte laut vor lauter Übermut.',
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            'Da stolperte {hero} über einen Stein, und es machte knacks!',
            'Doch dann blieb {hero} an einer Wurzel hängen, und es machte knacks!',
          ],
        },
        { alts: ['An {object.dat} war etwas kaputtgegangen.', '{object} hatte einen langen Riss.'] },
        { text: 'Oh nein, oh nein, {object}!', bands: ['2-4'] },
        { text: '{friend} sah {object.acc} an und erstarrte.', friend: true },
        {
          alts: [
            '{hero} wurde ganz heiß im Gesicht. Was würde {creature} sagen?',
            '{hero} klopfte das Herz wie wild. Was würde {creature} nur sagen?',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} kniete sich hin und betrachtete den Schaden an {object.dat}: nicht riesig, aber man sah es. Und {creature} würde es sehen, sofort. {^creature} kannte {object.acc} ja schon so lange, jede Schramme und jede Farbe. Ein ganz kalter Gedanke kroch {hero} den Rücken hinauf: Vielleicht merkt es ja niemand, wenn ich es nur gut genug verstecke.',
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
        actions: { hero: 'sit', friend: 'stand' },
        object: 'world',
        objectState: 'broken',
        framing: 'close',
        prop: 'table',
      },
      text: [
        {
          alts: [
            'Schnell lief {hero} nach Hause und holte den Kleber für {object.acc}.',
            'Zu Hause holte {hero} heimlich den Klebestift aus der Schublade.',
          ],
        },
        {
          alts: [
            '{h:Er|Sie} klebte und klebte und klebte.',
            'Mit ganz viel Kleber machte {hero} sich an {object.acc}.',
          ],
        },
        {
          text: '„Niemand darf es merken“, murmelte {hero} und schielte zum Häuschen {creature.gen} hinüber.',
          bands: ['5-7', '8-10'],
        },
        { text: 'Kleb, kleb, kleb an {object.dat}!', bands: ['2-4'] },
        {
          alts: [
            'Aber {object} blieb kaputt, nur {hero} klebten jetzt die Finger aneinander.',
            'Doch am Ende klebte nicht {object}, sondern nur {h:seine|ihre} Finger, ganz fest zusammen.',
          ],
        },
        {
          text: '{friend} musste so über die Klebefinger kichern, dass {f:er|sie} Schluckauf bekam, hick!',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            'Mit zusammengeklebten Fingern ist es gar nicht so leicht, eine Nase zu putzen, das merkte {hero} bald.',
            '{hero} wedelte mit den klebrigen Fingern und sah aus wie ein Pinguin, der winkt.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Als die Finger endlich wieder frei waren, hatten sie überall kleine weiße Krümel. {object} sah noch schlimmer aus als vorher, mit Kleberflecken obendrauf, und {hero} seufzte: Das hatte nicht geklappt.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'home',
        time: 'evening',
        weather: 'clear',
        mood: 'worried',
        cast: ['hero'],
        actions: { hero: 'hide' },
        object: 'world',
        objectAt: 'on-prop',
        objectState: 'broken',
        framing: 'medium',
        prop: 'bed',
      },
      text: [
        {
          alts: [
            'Dann versteckte {hero} {object.acc} ganz hinten unter dem Bett.',
            'Da schob {hero} {object.acc} ganz weit nach hinten unter das Bett.',
          ],
        },
        {
          alts: [
            'Niemand würde es merken, auch {creature} nicht. Oder?',
            '„Vielleicht merkt {creature} es ja nicht“, flüsterte {hero}.',
          ],
        },
        {
          alts: [
            'Aber jetzt lag {hero} ein schwerer Stein im Bauch.',
            'Aber jetzt fühlte sich {h:sein|ihr} Bauch an, als läge ein dicker Stein darin.',
          ],
        },
        { text: 'Schwer wie ein Stein war das Geheimnis um {object.acc}.', bands: ['2-4'] },
        {
          alts: [
            'Beim Abendessen schmeckte nicht einmal der Pudding. Und Pudding schmeckt sonst immer!',
            'Beim Abendessen schob {hero} den Pudding hin und her. Sogar der Pudding schmeckte nach Stein.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Durch das Fenster konnte {hero} das Häuschen {creature.gen} sehen. Dort brannte Licht, und {creature} saß am Fenster und schaute herüber, freundlich wie immer. {^creature} wusste noch nichts. {^creature} dachte bestimmt, dass {object} gut aufgehoben war. Der Stein in {h:seinem|ihrem} Bauch wurde noch ein bisschen schwerer, so schwer wie ein ganzer Sack Kartoffeln.',
          bands: ['8-10'],
        },
        {
          text: 'Verstecken hilft nicht, dachte {hero}: Ein Geheimnis wird nicht kleiner, wenn man es unter das Bett schiebt, es wird nur dunkler.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'evening',
        weather: 'clear',
        mood: 'worried',
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'stand', friend: 'stand', creature: 'stand' },
        object: 'world',
        objectState: 'broken',
        framing: 'close',
        prop: 'hut',
      },
      text: [
        {
          alts: [
            'Da holte {hero} {object.acc} wieder hervor.',
            'Schließlich kroch {hero} unter das Bett und holte {object.acc} heraus.',
          ],
        },
        {
          alts: [
            '{h:Er|Sie} ging hinüber zu {creature.dat} und klopfte an die Tür.',
            'Mit {object.dat} im Arm ging {hero} zum Häuschen {creature.gen} und klopfte.',
          ],
        },
        {
          text: '{friend} kam mit zum Häuschen {creature.gen} und blieb dicht neben {hero}: „Ich bin bei dir.“ Reden aber würde {hero} selbst.',
          friend: true,
        },
        { text: 'Klopf, klopf, an die Tür {creature.gen}.', bands: ['2-4'] },
        {
          alts: [
            '„Ich habe {object.acc} kaputt gemacht“, sagte {hero} leise. „Es tut mir leid.“',
            '„Es tut mir leid“, sagte {hero} mit ganz kleiner Stimme. „{^object} ist kaputt. Das war ich.“',
          ],
        },
        {
          text: '{^creature} sagte erst gar nichts, und es war die längste Stille der Welt. Eine Fliege summte, und irgendwo {place.in} tickte eine Uhr.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Auf dem Weg hinüber hatte {hero} sich hundert Sätze überlegt, lange und kurze, schlaue und komische. Aber vor der Tür waren alle Sätze verschwunden, bis auf einen ganz einfachen, und der war genau der richtige für {creature.acc}.',
          bands: ['8-10'],
        },
        {
          text: '„Ich wollte {object.acc} verstecken, aber das war nicht richtig“, fügte {hero} hinzu und schaute auf {h:seine|ihre} Schuhspitzen.',
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            'Und plötzlich war der Stein im Bauch weg, einfach weg.',
            'Und schwupps, war der schwere Stein im Bauch verschwunden.',
          ],
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
        actions: { hero: 'sit', friend: 'stand', creature: 'point' },
        object: 'world',
        objectState: 'mended',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            '{^creature} schaute {object.acc} lange an. Dann lächelte {c:er|sie|es}.',
            '{^creature} drehte {object.acc} hin und her. Dann lächelte {c:er|sie|es} sanft.',
          ],
        },
        {
          alts: [
            '„Danke, dass du es mir gesagt hast“, sagte {creature}. „Das war mutig.“',
            '„Das war mutig von dir, es mir zu sagen“, sagte {creature}. „Danke.“',
          ],
        },
        {
          alts: [
            '„Komm, wir reparieren {object.acc} zusammen.“',
            '„Und jetzt machen wir {object.acc} zusammen wieder heil.“',
          ],
        },
        {
          text: '{^creature} holte Faden, Leim und eine kleine Zange. {hero} durfte alles selbst machen, und {creature} zeigte nur, wie es ging.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Während sie arbeiteten, erzählte {creature}, dass {object} schon oft kaputt gewesen war. Einmal hatte der Opa {creature.gen} sich daraufgesetzt, aus Versehen, und einmal war {o:er|sie|es} in einen Teich gefallen. „Darum ist {o:er|sie|es} ja so schön“, sagte {creature}. „Jede Reparatur ist eine Geschichte, und deine ist jetzt auch dabei.“',
          bands: ['8-10'],
        },
        { text: '{friend} hielt die Lampe über {object.acc}, damit alle gut sehen konnten.', friend: true },
        {
          text: '{hero} wickelte, klebte und hielt fest, und {creature} nickte jedes Mal zufrieden: „Genau so, sehr gut.“',
          bands: ['5-7', '8-10'],
        },
        {
          text: '„Hast du denn nicht geschimpft, als dein Opa sich daraufgesetzt hat?“, fragte {hero}. „Oh doch“, lachte {creature}. „Aber er hat es mir sofort gesagt, und über etwas, das einem sofort gesagt wird, kann man nicht lange schimpfen.“',
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
        actions: { hero: 'stand', friend: 'stand', creature: 'stand' },
        object: 'world',
        objectAt: 'creature',
        objectState: 'mended',
        framing: 'close',
      },
      text: [
        {
          alts: [
            'Bald war {object} wieder heil, fast wie neu.',
            'Und bald war {object} repariert, nur eine kleine Narbe war noch zu sehen.',
          ],
        },
        { text: '{^object} ist wieder heil!', bands: ['2-4'] },
        {
          alts: [
            '„Mit der Wahrheit ist der Bauch wieder leicht“, sagte {friend} und rieb sich den eigenen Bauch.',
            '„Siehst du, mit der Wahrheit ist der Bauch wieder leicht“, sagte {friend} auf dem Heimweg {place.through}.',
          ],
          friend: true,
        },
        {
          alts: [
            'Mit der Wahrheit ist der Bauch wieder leicht, dachte {hero} und rieb sich den Bauch.',
            'Mit der Wahrheit ist der Bauch wieder leicht, dachte {hero} auf dem Heimweg {place.through}.',
          ],
          friend: false,
        },
        {
          alts: [
            '„Morgen darfst du wieder mit {object.dat} spielen“, sagte {creature}.',
            '„Du darfst {object.acc} bald wieder ausleihen“, sagte {creature} zum Abschied.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: '„Wirklich, obwohl ich {o:ihn|sie|es} kaputt gemacht habe?“, fragte {hero}. „Gerade deshalb“, sagte {creature}. „Jetzt weiß ich, dass ich dir vertrauen kann.“',
          bands: ['8-10'],
        },
        {
          text: 'Als {hero} nach Hause ging, schaute {h:er|sie} sich noch einmal um. {^creature} stand am Fenster und hielt {object.acc} ins Licht, als wollte {c:er|sie|es} die neue Narbe bewundern.',
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
            'Zu Hause gab es noch ein bisschen Pudding, und diesmal schmeckte er herrlich.',
            'Zu Hause aß {hero} doch noch den Pudding. Und er schmeckte nach Vanille und gar nicht mehr nach Stein.',
          ],
        },
        {
          alts: [
            'Dann schlüpfte {hero} ins Bett, mit einem Bauch so leicht wie eine Feder.',
            'Danach kuschelte sich {hero} ins Bett, leicht und froh.',
          ],
        },
        { text: 'Leicht wie eine Feder schläft {hero} ein.', bands: ['2-4'] },
        {
          text: '{hero} dachte an {creature.acc} und an {object.acc} mit der kleinen Narbe, die {h:er|sie} eigentlich sogar mochte.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Unter dem Bett war jetzt nichts mehr versteckt, nur ein Staubmäuschen und eine alte Socke, und die durften dort ruhig bleiben.',
          bands: ['5-7', '8-10'],
        },
      ],
    },
  ],
  questions: [
    {
      question: 'Was durfte {hero} von {creature.dat} ausleihen?',
      right: '{object.acc}',
      wrong: ['{other.object.acc}', '{other2.object.acc}'],
    },
    {
      question: 'Was passierte, als {hero} alles festkleben wollte?',
      right: 'Die Finger klebten zusammen',
      wrong: ['Alles war sofort wieder heil', 'Der Kleber war leer'],
    },
    {
      question: 'Wo versteckte {hero} {object.acc}?',
      right: 'Unter dem Bett',
      wrong: ['Im Schrank', '{other.place.in}'],
    },
    {
      question: 'Was sagte {creature}, als {hero} die Wahrheit sagte?',
      right: '„Danke, dass du es mir gesagt hast.“',
      wrong: ['„Geh sofort nach Hause!“', '„Das ist mir egal.“'],
    },
    {
      question: 'Wie fühlte sich {h:sein|ihr} Bauch an, als {hero} die Wahrheit gesagt hatte?',
      right: 'Leicht wie eine Feder',
      wrong: ['Schwer wie ein Stein', 'Voller Pudding'],
    },
  ],
};

const foundTreasure: Plot = {
  id: 'honesty-found-treasure',
  moral: 'honesty',
  titles: ['Der Schatz {place.gen}', '{hero} und {object.nom} im Gras', 'Wem gehört {object.nom}?'],
  places: ['seaside', 'forest', 'meadow', 'island'],
  creatures: ['squirrel', 'robin', 'mouse', 'duck'],
  objects: ['shell', 'feather', 'key', 'bell', 'star'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'clear',
        mood: 'happy',
        cast: ['hero', 'friend'],
        actions: { hero: 'walk', friend: 'look-for' },
        object: 'world',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Eines Morgens ging {hero} {place.through} spazieren.',
            'An einem glitzernden Morgen spazierte {hero} {place.through}.',
          ],
        },
        { text: '{friend} war auch dabei und sammelte wie immer alles, was {place.in} glänzte.', friend: true },
        {
          alts: [
            'Da blitzte etwas zwischen den Gräsern.',
            'Plötzlich funkelte etwas am Boden, ganz hell in der Sonne.',
          ],
        },
        {
          text: '{hero} schaute sich um, aber niemand war zu sehen. Nur eine Libelle surrte vorbei, und weit weg rief {creature.ein}.',
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            'Es war {o:ein kleiner|eine kleine|ein kleines} {object.bare}, so schön, wie {hero} noch nie {o:einen|eine|eins} gesehen hatte.',
            'Dort lag {o:ein winziger|eine winzige|ein winziges} {object.bare}, glänzend und wunderschön.',
          ],
        },
        { text: 'Oh, {o:ein|eine|ein} {object.bare}! Wie schön!', bands: ['2-4'] },
        {
          alts: [
            '{o:Er|Sie|Es} schimmerte silbern und golden zugleich, und wenn man {o:ihn|sie|es} ins Licht hielt, tanzten kleine Regenbogen darauf.',
            'Im Licht schimmerte {object} in allen Farben, als hätte jemand einen Regenbogen hineingezaubert.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            'Schnell steckte {hero} {object.acc} in die Tasche.',
            '{hero} schaute sich um. Dann steckte {h:er|sie} {object.acc} schnell in die Tasche.',
          ],
        },
        {
          text: 'Meins, dachte {hero}: Wer {object.acc} findet, dem gehört {o:er|sie|es}, so ist das doch mit Schätzen, oder nicht? Aber eine ganz leise Stimme in {h:seinem|ihrem} Kopf fragte: Und wenn {o:ihn|sie|es} jemand vermisst?',
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
        actions: { hero: 'stand', friend: 'stand', creature: 'sit' },
        object: null,
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Ein Stück weiter saß {creature} und weinte.',
            'Gleich hinter dem nächsten Busch saß {creature} und schluchzte.',
          ],
        },
        {
          alts: [
            '„Ich habe meinen Schatz verloren“, schluchzte {c:er|sie|es}. „{^object}! Hast du {o:ihn|sie|es} gesehen?“',
            '„Mein Schatz ist weg“, weinte {creature}. „{^object}. Hast du {o:ihn|sie|es} vielleicht gesehen?“',
          ],
        },
        { text: 'Schnief, schnief, {c:der arme|die arme|das arme} {creature.bare}.', bands: ['2-4'] },
        {
          alts: [
            '{hero} spürte {object.acc} in der Tasche. Und dann sagte {h:er|sie}: „Nein.“',
            '{h:Seine|Ihre} Hand lag auf der Tasche mit {object.dat}. „Nein“, sagte {h:er|sie} schnell, „hab ich nicht.“',
          ],
        },
        { text: '{friend} schaute {hero} mit großen Augen an, sagte aber nichts.', friend: true },
        {
          text: '{^creature} suchte unter jedem Blatt und hinter jedem Stein und rief immer wieder: „Wo bist du nur?“',
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            '„{^object} ist von meiner Oma“, schniefte {creature}. „Sie hat {o:ihn|sie|es} mir geschenkt, bevor sie weit weggezogen ist.“',
            '„Meine Oma hat mir {object.acc} geschenkt“, erzählte {creature} leise. „Jeden Abend schaue ich {o:ihn|sie|es} an und denke an sie.“',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} ging schnell weiter. Aber mit jedem Schritt wurde {object} in der Tasche schwerer, obwohl {o:er|sie|es} doch so klein war. Und das Schluchzen {creature.gen} ging {hero} nicht mehr aus den Ohren.',
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
        actions: { hero: 'run' },
        object: 'world',
        objectAt: 'sky',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Da hatte {hero} eine Idee: {h:Er|Sie} würde {object.acc} heimlich zurücklegen.',
            'Ich lege {object.acc} einfach heimlich wieder hin, dachte {hero}.',
          ],
        },
        {
          alts: [
            'Dann findet {creature} {o:ihn|sie|es} von allein, und niemand muss etwas sagen.',
            'Dann findet {creature} {o:ihn|sie|es} wieder, und keiner merkt etwas.',
          ],
        },
        {
          text: 'Eigentlich war der Plan gut, dachte {hero}: Keiner muss sich schämen, und {creature} hat {object.acc} wieder. Aber tief drinnen wusste {hero} schon, dass der Plan ein Loch hatte, so groß wie ein Scheunentor. Denn das „Nein“ von vorhin blieb ja trotzdem {place.in}, wie ein Stein im Schuh.',
          bands: ['8-10'],
        },
        {
          alts: [
            'Leise legte {hero} {object.acc} auf einen Stein, wo {creature} bestimmt vorbeikommen würde.',
            'Auf Zehenspitzen schlich {hero} zu einem flachen Stein {place.in} und legte {object.acc} darauf.',
          ],
        },
        {
          text: 'Dann versteckte sich {hero} hinter einem Baum und wartete, dass {creature} vorbeikam.',
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            'Aber da kam eine Elster angeflogen, schnappte {object.acc} und flog davon!',
            'Doch kaum war {hero} zwei Schritte weg, sauste eine Elster herab und schnappte sich {object.acc}!',
          ],
        },
        { text: 'Schnapp, {object} ist weg!', bands: ['2-4'] },
        {
          alts: [
            '„He, gib {object.acc} zurück!“, rief {hero} und rannte hinterher.',
            '„Halt! Das gehört dir nicht!“, rief {hero} und rannte los.',
          ],
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
        actions: { hero: 'sit', friend: 'reach-up' },
        object: 'world',
        objectAt: 'water',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            '{hero} rannte {place.through}, über Stock und Stein.',
            'Über Stock und Stein jagte {hero} der Elster nach, {place.through}.',
          ],
        },
        {
          text: 'Die Elster flog {place.in} von Ast zu Ast und keckerte frech, als wäre das alles ein lustiges Spiel.',
          bands: ['5-7', '8-10'],
        },
        { text: 'Renn, renn, renn {place.through}!', bands: ['2-4'] },
        {
          text: '{friend} rannte mit und rief: „Da! Auf dem Ast!“ {f:Er|Sie} hatte die schärfsten Augen von allen.',
          friend: true,
        },
        {
          alts: [
            'Endlich ließ die Elster {object.acc} fallen, mitten in eine Pfütze. Platsch!',
            'Auf einem Ast ließ die Elster {object.acc} endlich los. Platsch, landete {o:er|sie|es} in einer Pfütze.',
          ],
        },
        {
          alts: [
            '{hero} fischte {object.acc} heraus und schnaufte.',
            'Mit nassen Händen holte {hero} {object.acc} aus der Pfütze.',
          ],
        },
        {
          alts: [
            '„Das war knapp“, keuchte {hero} und hielt {object.acc} fest. Und dann wurde {h:er|sie} ganz still.',
            '{hero} setzte sich auf einen Baumstumpf und schnaufte. Dann wurde {h:er|sie} ganz nachdenklich.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Die Elster hatte {object.acc} einfach genommen, weil {o:er|sie|es} so schön glänzte, ohne zu fragen, wem {o:er|sie|es} gehörte. Da wurde {hero} ganz heiß im Gesicht, denn genau das hatte {h:er|sie} heute Morgen ja auch getan. Ein kleines bisschen, dachte {hero}, war ich selbst wie die Elster.',
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
        actions: { hero: 'stand', friend: 'stand' },
        object: 'world',
        objectState: 'lit',
        framing: 'close',
      },
      text: [
        {
          alts: [
            'Heimlich zurücklegen war nicht gut gegangen, nicht mit {object.dat}.',
            'Das mit dem heimlichen Zurücklegen hatte nicht geklappt.',
          ],
        },
        {
          alts: [
            'Und außerdem stimmte ja etwas anderes nicht: {hero} hatte zu {creature.dat} „Nein“ gesagt, und das war geschwindelt.',
            'Und da war noch etwas, das nicht stimmte: das kleine „Nein“ zu {creature.dat}, das war geschwindelt gewesen.',
          ],
        },
        { text: 'Geschwindelt. Das fühlt sich nicht gut an.', bands: ['2-4'] },
        {
          text: '„Ich glaube, du musst es {creature.dat} sagen“, meinte {friend} leise. „Ich komme mit.“',
          friend: true,
        },
        {
          text: 'Ich muss es {creature.dat} sagen, dachte {hero}, auch das mit dem Schwindeln und mit {object.dat}.',
          friend: false,
        },
        {
          alts: [
            '{hero} putzte {object.acc} an {h:seinem|ihrem} Pullover blank, bis {o:er|sie|es} wieder glänzte.',
            'Sorgfältig rieb {hero} {object.acc} am Ärmel trocken, bis {o:er|sie|es} wieder funkelte.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Es ist komisch, dachte {hero} auf dem Weg zurück {place.through}: Wenn man etwas Schönes findet, möchte man es behalten. Aber wenn man weiß, dass jemand anderes deswegen weint, dann ist es plötzlich gar nicht mehr so schön, dann ist {o:er|sie|es} nur noch schwer, {o:der|die|das} {object.bare}.',
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
        cast: ['hero', 'creature'],
        actions: { hero: 'give', creature: 'receive' },
        object: 'world',
        objectAt: 'creature',
        framing: 'close',
      },
      text: [
        {
          alts: [
            '{^creature} saß immer noch am selben Platz.',
            'Da saß {creature}, noch genau da, wo {hero} {c:ihn|sie|es} zurückgelassen hatte.',
          ],
        },
        {
          alts: [
            '„Hier“, sagte {hero} und hielt {object.acc} hin. „Ich hatte {o:ihn|sie|es} gefunden, und ich habe geschwindelt, es tut mir leid.“',
            '{hero} öffnete die Hand. Darin lag {object}. „Ich hab {o:ihn|sie|es} gefunden“, sagte {hero}. „Und vorhin habe ich geschwindelt. Entschuldigung.“',
          ],
        },
        { text: 'Da, {object} für dich!', bands: ['2-4'] },
        {
          alts: [
            '{^creature} machte große Augen. Dann drückte {c:er|sie|es} {object.acc} ganz fest an sich.',
            '{^creature} strahlte über das ganze Gesicht und hielt {object.acc} ganz fest.',
          ],
        },
        {
          text: '{^creature} erzählte, dass {c:er|sie|es} den ganzen Morgen gesucht hatte, {place.through} und zurück, bis die Füße wehtaten.',
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            '„Danke, dass du es mir gesagt hast“, sagte {creature}. „Die Wahrheit sagen ist schwer, und du hast es trotzdem gemacht.“',
            '„Du hast die Wahrheit gesagt, obwohl es schwer war“, sagte {creature}. „Danke.“',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Und dann erzählte {hero} von der Elster und der Pfütze und der wilden Jagd, und {creature} lachte so sehr, dass {c:er|sie|es} fast vom Stein gekullert wäre. „Eine Elster!“, rief {c:er|sie|es}. „Die klaut {place.in} alles, was glänzt, sogar einmal den Brillenbügel vom alten Dachs!“',
          bands: ['8-10'],
        },
        {
          text: '„Weißt du“, sagte {creature} dann, „vielleicht hätte ich {object.acc} nie wiedergefunden. Aber noch trauriger wäre ich gewesen, wenn ich später erfahren hätte, dass du {o:ihn|sie|es} hattest und nichts gesagt hast.“ {hero} nickte, das verstand {h:er|sie} gut.',
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
        actions: { hero: 'look-for', friend: 'walk', creature: 'point' },
        object: 'world',
        objectAt: 'creature',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Zum Abschied zeigte {creature} {c:sein|ihr|sein} geheimes Versteck mit vielen kleinen Schätzen.',
            'Bevor es dunkel wurde, durfte {hero} die ganze Schatzsammlung {creature.gen} anschauen.',
          ],
        },
        {
          text: 'Die Sammlung {creature.gen} war erstaunlich: ein blauer Knopf, ein rundes Glasstück, ein Stückchen rotes Band und ein Kieselstein mit einem Loch in der Mitte. Und ganz in der Mitte, auf einem Bett aus Moos, lag jetzt wieder {object}, an {o:seinem|ihrem|seinem} Ehrenplatz.',
          bands: ['8-10'],
        },
        {
          text: '„Komm mich besuchen, wann immer du willst“, sagte {creature}. „Dann schauen wir die Schätze zusammen an.“',
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            '„Ehrlich sein ist manchmal schwer“, sagte {friend} auf dem Heimweg. „Aber danach fühlt man sich ganz hell.“',
            '„Die Wahrheit war schwerer als {object}“, sagte {friend} auf dem Heimweg, „aber jetzt ist alles ganz leicht.“',
          ],
          friend: true,
        },
        {
          alts: [
            'Ehrlich sein ist manchmal schwer, dachte {hero} auf dem Heimweg. Aber danach fühlt man sich ganz hell.',
            'Die Wahrheit war schwerer als {object}, dachte {hero} auf dem Heimweg, aber jetzt ist alles ganz leicht.',
          ],
          friend: false,
        },
        { text: 'Ganz hell. Ganz leicht.', bands: ['2-4'] },
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
            'Am Abend hatte {hero} keine Schätze in der Tasche.',
            'Als {hero} am Abend die Taschen ausleerte, war kein Schatz darin.',
          ],
        },
        {
          alts: [
            'Aber im Herzen war es warm, und das war viel schöner.',
            'Nur ein warmes Gefühl im Herzen, und das war der schönste Schatz von allen.',
          ],
        },
        {
          text: 'Morgen, beschloss {hero}, würde {h:er|sie} {creature.acc} besuchen und sich die Schätze noch einmal in Ruhe anschauen.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Und dann dachte {hero} an die Elster {place.in} und musste lächeln: Vielleicht sollte man ihr auch mal erzählen, wie gut sich die Wahrheit anfühlt.',
          bands: ['8-10'],
        },
        {
          text: 'Irgendwo {place.in} lag jetzt {creature} im Nest oder in der Höhle, {object.acc} ganz nah bei sich, und dachte an die Oma, und vielleicht, ein kleines bisschen, auch an {hero}.',
          bands: ['5-7', '8-10'],
        },
      ],
    },
  ],
  questions: [
    {
      question: 'Was fand {hero} {place.in}?',
      right: '{object.acc}',
      wrong: ['{other.object.acc}', '{other2.object.acc}'],
    },
    {
      question: 'Wer hatte den Schatz verloren?',
      right: '{creature}',
      wrong: ['{other.creature}', '{other2.creature}'],
    },
    { question: 'Wer schnappte sich den Schatz vom Stein?', right: 'Eine Elster', wrong: ['Ein Fuchs', 'Der Wind'] },
    {
      question: 'Was sagte {hero} zuerst, als {creature} nach dem Schatz fragte?',
      right: '„Nein“, obwohl {object} in der Tasche war',
      wrong: ['„Ja, hier ist {o:er|sie|es}!“', '„Die Elster hat {o:ihn|sie|es}!“'],
    },
    {
      question: 'Wie fühlte sich {hero} nach der Wahrheit?',
      right: 'Ganz hell und leicht',
      wrong: ['Schwer und traurig', 'Wütend auf die Elster'],
    },
  ],
};

const theRace: Plot = {
  id: 'honesty-the-race',
  moral: 'honesty',
  titles: ['Das große Wettrennen', 'Wer war zuerst da?', '{hero} und der Preis {place.gen}'],
  places: ['meadow', 'park', 'farm', 'snowfield'],
  creatures: ['rabbit', 'frog', 'squirrel', 'duck', 'hedgehog'],
  objects: ['star', 'flower', 'cake', 'bell'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'clear',
        mood: 'happy',
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'stand', friend: 'wave', creature: 'stand' },
        object: 'world',
        objectAt: 'on-prop',
        framing: 'wide',
        prop: 'table',
      },
      text: [
        {
          alts: [
            'Heute war ein großer Tag {place.in}: das Wettrennen!',
            'Alle {place.in} waren aufgeregt, denn heute war das große Wettrennen.',
          ],
        },
        {
          text: 'Überall {place.in} hingen bunte Fähnchen, und es duftete nach frischen Waffeln.',
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            'Der Preis für den Sieger war {object.ein} mit einer roten Schleife.',
            'Für den Sieger gab es {object.einen} mit einer großen roten Schleife.',
          ],
        },
        { text: 'Ein Preis! {^object.nom} mit Schleife!', bands: ['2-4'] },
        {
          alts: [
            '{hero} wollte {object.acc} unbedingt gewinnen.',
            '{hero} hatte nur einen Gedanken: {^object.acc} wollte {h:er|sie} gewinnen!',
          ],
        },
        {
          text: '{friend} feuerte schon vorher an, so laut, dass die Vögel aufflogen. „Du schaffst das!“',
          friend: true,
        },
        {
          alts: [
            'Am Start stand auch {creature}, flink und fröhlich.',
            'Neben {hero} an der Startlinie hüpfte {creature} von einem Bein aufs andere.',
          ],
        },
        {
          text: 'Der Schiedsrichter war der alte Dachs, mit einer riesigen Brille auf der Nase und einem Hut auf dem Kopf, und er nahm seine Aufgabe sehr ernst, fast so ernst wie {object.acc}.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} hatte die ganze Woche geübt: jeden Morgen {place.through} und zurück, bis die Beine ganz müde waren. {h:Er|Sie} wusste, dass {creature} schnell war. Aber vielleicht, nur vielleicht, war {hero} dieses Jahr schneller als {creature}.',
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
        cast: ['hero', 'creature'],
        actions: { hero: 'run', creature: 'run' },
        object: null,
        framing: 'wide',
      },
      text: [
        { alts: ['„Achtung, fertig, los!“, rief der Dachs.', '„Auf die Plätze, fertig, los!“, rief der alte Dachs.'] },
        {
          alts: [
            '{hero} rannte, so schnell {h:er|sie} konnte. {^creature} rannte auch.',
            'Los ging es! {hero} und {creature} flitzten {place.through}.',
          ],
        },
        { text: 'Renn, renn, renn {place.through}! Schneller, {creature}!', bands: ['2-4'] },
        {
          alts: ['Mal war {hero} vorne, mal {creature}.', 'Erst lag {hero} vorn, dann {creature}, dann wieder {hero}.'],
        },
        {
          text: 'Der Wind rauschte in den Ohren, und {hero} klopfte das Herz wie eine Trommel.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Die anderen Tiere jubelten am Rand, und die Sonne glitzerte auf {object.dat} am Ziel.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Kurz vor dem Ziel stolperte {hero} über eine Wurzel. {^creature} hätte einfach weiterrennen können. Aber {c:er|sie|es} drehte sich um und fragte: „Alles in Ordnung?“ Erst als {hero} nickte, rannte {c:er|sie|es} weiter.',
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
        actions: { hero: 'receive', friend: 'wave', creature: 'stand' },
        object: 'world',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Ganz knapp vor dem Ziel war {creature} eine Nasenspitze vorne.',
            'Am Ende war es ganz knapp, aber {creature} war eine Nasenspitze schneller.',
          ],
        },
        { alts: ['{hero} hatte es genau gesehen: {creature} zuerst.', 'Das sah {hero} ganz genau.'] },
        {
          alts: [
            'Aber der alte Dachs rückte seine Brille zurecht und rief: „{hero} hat gewonnen!“',
            'Doch der alte Dachs blinzelte durch seine Brille und rief: „{h:Sieger|Siegerin} ist {hero}!“',
          ],
        },
        { text: 'Hurra, {object} für {hero}!', bands: ['2-4'] },
        {
          alts: [
            'Alle klatschten. Und {hero} bekam {object.acc} mit der roten Schleife.',
            'Alle jubelten, und der Dachs überreichte {hero} {object.acc} mit der roten Schleife.',
          ],
        },
        { text: '{friend} hüpfte vor Freude auf und ab.', friend: true },
        {
          text: '{hero} öffnete den Mund, um etwas über {creature.acc} zu sagen. Aber dann klatschten alle, jemand setzte {h:ihm|ihr} einen Kranz auf den Kopf, und der Moment war vorbei: Der Mund ging wieder zu, ganz von allein.',
          bands: ['8-10'],
        },
        {
          alts: [
            '{^creature} lächelte ein bisschen schief und klatschte auch.',
            '{^creature} klatschte mit, aber {c:er|sie|es} sah ein kleines bisschen traurig aus.',
          ],
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
        cast: ['hero'],
        actions: { hero: 'stand' },
        object: 'world',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            '{hero} hielt {object.acc} fest. Der Dachs hat es doch gesagt, dachte {h:er|sie}.',
            'Der Dachs ist der Schiedsrichter, dachte {hero} und drückte {object.acc} an sich. Also stimmt es doch.',
          ],
        },
        {
          alts: [
            'Aber irgendwie fühlte sich {object} gar nicht schön an.',
            'Aber {object} fühlte sich auf einmal gar nicht mehr schön an.',
          ],
        },
        { text: 'Gar nicht schön, {o:der|die|das} {object.bare}.', bands: ['2-4'] },
        {
          text: 'Alle gratulierten {hero}. „Toll gemacht!“, sagten sie, und „Was für ein Rennen {place.in}!“ Aber jedes Lob piekste ein bisschen, wie ein kleiner Dorn.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Von weitem sah {hero}, wie {creature} allein am Rand {place.gen} saß und an einem Zweig knabberte. {^creature} war nicht wütend, das sah man. {^creature} war nur ein bisschen still, und das war fast noch schlimmer.',
          bands: ['8-10'],
        },
        {
          alts: [
            '{^object} war so schwer, als wäre {o:er|sie|es} aus Stein.',
            '{^object} schien mit jeder Minute schwerer zu werden.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} stellte {object.acc} auf den Tisch mit den Preisen und schaute {o:ihn|sie|es} an. Eigentlich hatte {h:er|sie} sich genau {o:ihn|sie|es} gewünscht, und eigentlich müsste {h:er|sie} jetzt vor Freude platzen. Aber es war, als würde {object} zu {hero} hinaufschauen und fragen: Bin ich wirklich deins?',
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
        actions: { hero: 'give', friend: 'stand', creature: 'stand' },
        object: 'world',
        framing: 'close',
      },
      text: [
        {
          alts: [
            'Da ging {hero} zu {creature.dat} und wollte {c:ihm|ihr|ihm} heimlich {object.acc} geben.',
            'Also schlich {hero} zu {creature.dat}, um {c:ihm|ihr|ihm} heimlich etwas vom Preis abzugeben.',
          ],
        },
        {
          alts: [
            '„Hier, {object} ist für dich“, flüsterte {hero}.',
            '„Psst, das ist für dich, {c:lieber|liebe|liebes} {creature.bare}“, flüsterte {hero}.',
          ],
        },
        {
          alts: [
            '{^creature} guckte verwirrt. „Warum denn? Du hast doch gewonnen.“',
            '„Für mich, wieso?“, fragte {creature} verwundert. „Du bist doch {h:der Sieger|die Siegerin}.“',
          ],
        },
        { text: 'Hm, hm, was nun mit {object.dat}?', bands: ['2-4'] },
        {
          alts: [
            '{hero} wusste nicht, was {h:er|sie} sagen sollte. Heimlich ging es also auch nicht.',
            'Da merkte {hero}: Heimlich teilen macht es nicht richtig.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: '{friend} zupfte {hero} am Ärmel. „Du weißt es doch“, flüsterte {f:er|sie}. „Sag es einfach.“',
          friend: true,
        },
        {
          text: 'Denn das, was nicht stimmte, war ja nicht {object}. Das, was nicht stimmte, war der Satz des Dachses, und nur einer konnte ihn richtigstellen, nämlich {hero}, denn nur {hero} hatte genau gesehen, dass {creature} zuerst da gewesen war. Das war ein großer, unbequemer Gedanke, und {hero} schluckte zweimal, bevor {h:er|sie} {object.acc} wieder in die Hand nahm.',
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
        cast: ['hero', 'creature'],
        actions: { hero: 'wave', creature: 'stand' },
        object: 'world',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Da stellte sich {hero} auf einen Baumstumpf und rief: „Hört mal alle her!“',
            'Also kletterte {hero} auf eine Kiste und rief, so laut {h:er|sie} konnte: „Alle mal herhören!“',
          ],
        },
        {
          text: '{hero} hatte ganz weiche Knie: So viele Augen {place.in} schauten {h:ihn|sie} an!',
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            '„Nicht ich habe gewonnen. {^creature} war zuerst im Ziel!“',
            '„{^creature} war schneller als ich. Eine Nasenspitze. Ich habe es gesehen.“',
          ],
        },
        { text: 'Ganz still war es {place.in}. Dann klatschte {creature}, und dann alle!', bands: ['2-4'] },
        {
          alts: [
            'Es wurde ganz still. Dann putzte der Dachs seine Brille und sagte: „Donnerwetter. Dann habe ich mich wohl geirrt.“',
            'Einen Moment lang sagte niemand etwas. Dann nahm der Dachs die Brille ab, putzte sie und murmelte: „Da habe ich mich wohl geirrt.“',
          ],
        },
        {
          alts: [
            'Und dann klatschten alle, noch lauter als vorher.',
            'Und dann gab es Applaus, viel lauter als beim ersten Mal.',
          ],
        },
        {
          text: 'Und dieses Mal klatschten sie nicht nur für {creature.acc}, sondern auch für {hero}.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Es war, als würde ein Knoten aufgehen, ganz tief drinnen, und {object} war auf einmal ganz leicht. Die Worte waren heraus, sie ließen sich nicht mehr zurückholen, und {hero} wollte sie auch gar nicht zurückhaben.',
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
        actions: { hero: 'give', friend: 'stand', creature: 'receive' },
        object: 'world',
        objectAt: 'creature',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            '{hero} gab {creature.dat} {object.acc}.',
            'Feierlich überreichte {hero} {object.acc} an {creature.acc}.',
          ],
        },
        { text: 'Vor lauter Freude machte {creature} einen Luftsprung.', bands: ['5-7', '8-10'] },
        {
          alts: [
            '„Weißt du was?“, sagte {creature}. „Du hast mir vorhin gezeigt, wie schnell du bist, und nächstes Jahr rennen wir wieder {place.through}. Und jetzt teilen wir {object.acc}!“',
            '„Dann teilen wir ihn uns eben, den Preis“, sagte {creature} und lachte. „Du warst ja fast genauso schnell.“',
          ],
        },
        {
          alts: [
            '„Die Wahrheit war das Mutigste am ganzen Rennen“, sagte {friend}.',
            '„Das Mutigste {place.in} war heute nicht das Rennen, sondern die Wahrheit“, sagte {friend}.',
          ],
          friend: true,
        },
        {
          alts: [
            'Die Wahrheit war das Mutigste am ganzen Rennen, fand {hero}.',
            'Das Mutigste war heute nicht das Rennen, dachte {hero}, sondern die Wahrheit.',
          ],
          friend: false,
        },
        {
          text: 'Der Dachs versprach {creature.dat}, sich für nächstes Jahr eine neue Brille zu kaufen, eine mit extra dicken Gläsern, „damit ich auch Nasenspitzen sehe“, sagte er, und alle lachten.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} und {creature} saßen noch lange zusammen auf dem Zaun und teilten sich alles, was es zu teilen gab: den Preis, die Geschichte vom Stolpern und die Pläne für das nächste Rennen. Komisch, dachte {hero}: Ich habe {object.acc} nicht gewonnen, und trotzdem fühle ich mich wie {h:ein Sieger|eine Siegerin}.',
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
            'Am Abend hatte {hero} müde Beine vom vielen Rennen.',
            'Am Abend lag {hero} im Bett, die Beine schwer vom Rennen {place.in}.',
          ],
        },
        {
          alts: [
            'Aber das Herz war ganz leicht, leichter als {object}.',
            'Doch das Herz war leicht wie ein Luftballon.',
          ],
        },
        { text: 'Müde Beine, leichtes Herz. {creature.sound}', bands: ['2-4'] },
        {
          text: 'Im Regal stand kein Preis, aber {hero} vermisste {object.acc} kein bisschen.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} dachte an die Wurzel und an {creature.acc}, {c:der|die|das} sich umgedreht hatte, um zu fragen, ob alles in Ordnung sei. Vielleicht, dachte {hero}, hat {creature} heute sogar zweimal gewonnen.',
          bands: ['8-10'],
        },
        {
          text: 'Im Traum rannte {hero} wieder {place.through}, und neben {h:ihm|ihr} rannte {creature}, und keiner von beiden wollte gewinnen, sie wollten nur zusammen rennen.',
          bands: ['5-7', '8-10'],
        },
      ],
    },
  ],
  questions: [
    {
      question: 'Was war der Preis beim Wettrennen?',
      right: '{object.nom} mit der roten Schleife',
      wrong: ['{other.object.nom} mit der roten Schleife', '{other2.object.nom} mit der roten Schleife'],
    },
    { question: 'Wer war wirklich zuerst im Ziel?', right: '{creature}', wrong: ['{hero}', 'Der alte Dachs'] },
    {
      question: 'Warum dachte der Dachs, {hero} hätte gewonnen?',
      right: 'Er hatte sich geirrt',
      wrong: ['{hero} hatte geschummelt', '{creature} war gar nicht mitgelaufen'],
    },
    {
      question: 'Was rief {hero} allen zu?',
      right: 'Dass {creature} schneller war',
      wrong: ['Dass {h:er|sie} Hunger hatte', 'Dass das Rennen neu starten sollte'],
    },
    {
      question: 'Wie fühlte sich {hero} nach der Wahrheit?',
      right: '{h:Wie ein Sieger|Wie eine Siegerin}, obwohl {h:er|sie} nicht gewonnen hatte',
      wrong: ['Traurig und wütend', 'Müde und beleidigt'],
    },
  ],
};

export const honestyPlots: Plot[] = [brokenBorrowed, foundTreasure, theRace];
