import type { Plot } from '../../format.js';

const darkGarden: Plot = {
  id: 'courage-dark-garden',
  moral: 'courage',
  titles: ['{hero} und die Dunkelheit', 'Schritt für Schritt durch die Nacht', '{object.nom} im Dunkeln'],
  places: ['garden', 'farm', 'park', 'meadow'],
  creatures: ['puppy', 'cat', 'rabbit', 'duck'],
  objects: ['ball', 'scarf', 'book', 'drum', 'basket'],
  pages: [
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
            'Den ganzen Nachmittag hatten {hero} und {creature} {place.in} gespielt.',
            'Bis zum Abend tobten {hero} und {creature} {place.in} herum.',
          ],
        },
        {
          alts: [
            'Sie hatten mit {object.dat} gespielt, bis die Sonne unterging.',
            'Immer wieder holten sie {object.acc}, bis der Himmel rot wurde.',
          ],
        },
        { text: '{friend} war auch dabei gewesen und hatte {place.in} am lautesten gelacht.', friend: true },
        {
          alts: [
            'Dann rief Mama: „Hereinkommen, es wird dunkel!“',
            '„Abendessen!“, rief Papa von der Tür aus. „Es wird schon dunkel!“',
          ],
        },
        { text: '{creature.sound} Schnell nach Hause, {c:kleiner|kleine|kleines} {creature.bare}!', bands: ['2-4'] },
        {
          alts: [
            'Es gab Suppe mit Sternchennudeln, und {creature} bekam auch eine Schüssel.',
            'Drinnen roch es nach Suppe, und {creature} rollte sich schon auf dem Teppich zusammen.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            '{hero} mochte den Abend eigentlich gern: die warme Lampe, das Geklapper der Teller, das Gähnen {creature.gen}. Nur eines mochte {hero} gar nicht: die Dunkelheit draußen. Wenn es dunkel war, sah alles so anders aus, so fremd, als hätte jemand die Welt umgeräumt.',
            'Abende hatte {hero} eigentlich gern: das warme Lampenlicht, das Klappern der Teller, das Gähnen {creature.gen}. Nur vor einem grauste es {h:ihm|ihr}: vor der Dunkelheit vor dem Fenster. Im Dunkeln war alles so fremd, als hätte heimlich jemand die ganze Welt umgestellt.',
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
        mood: 'worried',
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'stand', friend: 'stand', creature: 'stand' },
        object: null,
        framing: 'medium',
        prop: 'window',
      },
      text: [
        {
          alts: [
            'Doch dann fing {creature} an zu jammern. {creature.sound}',
            'Plötzlich jammerte {creature} an der Tür. {creature.sound}',
          ],
        },
        {
          alts: [
            '{object} lag noch draußen, ganz hinten {place.in}, beim alten Baum.',
            'Draußen, ganz hinten beim alten Baum, lag noch {object}.',
          ],
        },
        {
          alts: [
            'Ohne {object.acc} konnte {creature} nicht schlafen.',
            'Und ohne {object.acc} wollte {creature} einfach nicht einschlafen.',
          ],
        },
        { text: 'Und in der Nacht sollte es {place.in} regnen.', bands: ['5-7', '8-10'] },
        {
          alts: [
            '{hero} schaute aus dem Fenster. Draußen war es dunkel. Sehr dunkel.',
            '{hero} drückte die Nase an die Scheibe. {^place.in} war alles schwarz.',
          ],
        },
        { text: 'So dunkel war es, so schwarz!', bands: ['2-4'] },
        {
          text: '{friend}, {f:der|die} bei {hero} übernachten durfte, hatte auch ein bisschen Angst vor der Dunkelheit, aber dafür eine gute Taschenlampe.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            'Im Dunkeln waren die Büsche schwarze Buckel, und der alte Baum sah aus wie ein Riese mit langen Armen. {hero} wusste natürlich, dass es nur der alte Baum war. Aber wissen und fühlen, das sind zwei ganz verschiedene Sachen, besonders bei Nacht.',
            'Nachts wurden die Büsche zu schwarzen Buckeln, und der alte Baum streckte lange Arme aus wie ein Riese. Dass es nur der Baum war, wusste {hero} genau. Nur, etwas wissen und etwas fühlen, das ist zweierlei, vor allem bei Nacht.',
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
        mood: 'worried',
        cast: ['hero', 'creature'],
        actions: { hero: 'reach-up', creature: 'stand' },
        object: null,
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Zuerst stellte sich {hero} in die Tür und rief: „{^object}! Komm her!“',
            '{hero} öffnete die Tür einen Spalt und rief hinaus: „{^object}, komm bitte her!“',
          ],
        },
        { alts: ['Aber {object} kam natürlich nicht.', 'Doch {object} rührte sich kein bisschen. Natürlich nicht.'] },
        { text: '{creature.sound} Wo bist du, {o:lieber|liebe|liebes} {object.bare}?', bands: ['2-4'] },
        {
          alts: [
            '{^creature} legte den Kopf schief, als wollte {c:er|sie|es} sagen: So geht das aber nicht.',
            '{^creature} schaute {hero} an, als wollte {c:er|sie|es} fragen: Seit wann kann {object} laufen?',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            'Dann holte {hero} den langen Rechen und angelte von der Tür aus.',
            'Als Nächstes nahm {hero} den Besenstiel und stocherte von der Türschwelle aus in die Dunkelheit.',
          ],
        },
        {
          alts: [
            'Aber er war viel zu kurz. Klirr, fiel ein Blumentopf um.',
            'Doch er reichte nicht weit genug. Rumpel, kippte ein Eimer um.',
          ],
        },
        {
          alts: [
            '{hero} erschrak so, dass {h:er|sie} fast selbst umgefallen wäre.',
            'Vor Schreck sprang {hero} rückwärts, mitten auf den Schwanz {creature.gen}.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Dann stand {hero} eine ganze Weile in der Tür und schaute {place.to} hinaus. Der Weg bis zum Baum war nicht lang, vielleicht zwanzig Schritte {place.through}. Am Tag rannte {hero} ihn in fünf Sekunden, mit {creature.dat} um die Wette. Aber jetzt kam er {h:ihm|ihr} so lang vor wie der Weg bis zum Mond, und {object} lag ganz am Ende.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'night',
        weather: 'clear',
        mood: 'worried',
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'walk', friend: 'walk', creature: 'walk' },
        object: null,
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Da holte {hero} tief Luft.',
            'Schließlich holte {hero} ganz tief Luft, so tief, dass der Bauch ganz rund wurde.',
          ],
        },
        {
          text: '„Wir gehen zusammen“, sagte {friend} und knipste die Taschenlampe an. „Du gehst vorne, ich leuchte dir {place.through}.“',
          friend: true,
        },
        { text: '{hero} nahm die kleine Taschenlampe vom Haken und leuchtete {place.to} hinaus.', friend: false },
        {
          alts: [
            'Papa blieb in der Tür stehen. „Ich bin hier“, sagte er. „Du schaffst das.“',
            'Mama lehnte sich in den Türrahmen und nickte. „Ich schaue von hier zu.“',
          ],
        },
        {
          alts: [
            'Und dann machte {hero} den ersten Schritt {place.through}. Und den zweiten.',
            'Dann setzte {hero} einen Fuß vor den anderen, hinaus {place.through}.',
          ],
        },
        { text: 'Eins, zwei, drei, Schritt für Schritt {place.through}.', bands: ['2-4'] },
        {
          alts: [
            '{hero} zählte laut: „Eins, zwei, drei …“, und dann sang {h:er|sie} ein Lied, ganz leise.',
            'Gegen das Zittern sang {hero} leise das Lied von der Ente im Teich.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: '{^creature} lief dicht neben {hero} her und drückte sich an {h:sein|ihr} Bein.',
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            'Der Kies knirschte unter den Füßen, und jeder Schritt klang dreimal so laut wie am Tag. Irgendwo raschelte etwas im Gebüsch. {hero} blieb stehen, und {creature} blieb auch stehen. Dann raschelte es nicht mehr. „Bestimmt nur ein Igel“, flüsterte {hero}, und das half {h:ihm|ihr} selbst ein bisschen.',
            'Knirsch, knirsch, machte der Kies, und jeder Schritt klang dreimal so laut wie tagsüber. Da! Ein Rascheln im Gebüsch. {hero} erstarrte, {creature} ebenso. Dann war es wieder still. „Das war bestimmt bloß ein Igel“, wisperte {hero}, und davon wurde {h:ihm|ihr} selbst ein bisschen mutiger zumute.',
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
        cast: ['hero', 'creature'],
        actions: { hero: 'stand', creature: 'stand' },
        object: null,
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Da! Ein großes Ungeheuer mit einem langen Hals!',
            'Da stand etwas! Groß und krumm, mit einer langen Nase!',
          ],
        },
        {
          alts: [
            'Aber im Licht der Lampe war es nur die Gießkanne.',
            'Doch als das Licht darauf fiel, war es nur die alte Gießkanne.',
          ],
        },
        {
          alts: ['Nur die Gießkanne, hihi!', 'Hihi, das war ja bloß die Gießkanne!', 'Eine Gießkanne! Wie lustig!'],
          bands: ['2-4'],
        },
        {
          alts: [
            'Und da! Ein Gespenst, das mit den Armen winkte!',
            'Und dort flatterte etwas Weißes, wie ein winkendes Gespenst!',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            'Aber es war nur die Wäsche auf der Leine.',
            'Doch es war nur das Bettlaken, das auf der Leine im Wind tanzte.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} musste so kichern, dass {creature} verwundert den Kopf schief legte. Wie komisch die Dinge {place.in} aussehen, wenn man sie nicht anleuchtet!',
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            'Und dann leuchteten zwischen den Blättern zwei kleine grüne Punkte. {hero} hielt den Atem an, und {creature} auch. Aber die Punkte blinkten und flogen davon: Glühwürmchen, die {place.through} tanzten! Mit jedem Schritt wurde die Dunkelheit ein bisschen weniger unheimlich und ein bisschen mehr wie ein Geheimnis, das nur {hero} kannte.',
            'Plötzlich blinkten zwischen den Blättern zwei grüne Punkte. {hero} hielt die Luft an, {creature} auch. Doch die Punkte flackerten und schwebten davon: Glühwürmchen, die {place.through} tanzten! Schritt für Schritt war die Nacht weniger gruselig, und immer mehr wie ein Geheimnis, das nur {hero} kannte.',
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
        mood: 'happy',
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'carry', friend: 'wave', creature: 'run' },
        object: 'world',
        framing: 'medium',
        prop: 'tall-tree',
      },
      text: [
        { alts: ['Und dann war {hero} beim alten Baum.', 'Und dann, auf einmal, stand {hero} unter dem alten Baum.'] },
        {
          alts: [
            'Da lag {object}, ganz still im Gras.',
            'Im Gras lag {object}, als hätte {o:er|sie|es} die ganze Zeit auf {hero} gewartet.',
          ],
        },
        {
          alts: [
            '{hero} hob {object.acc} auf und drückte {o:ihn|sie|es} ganz fest.',
            'Schnell hob {hero} {object.acc} auf und hielt {o:ihn|sie|es} ganz fest.',
          ],
        },
        { text: 'Hurra, {object} ist gerettet!', bands: ['2-4'] },
        { text: '{friend} jubelte so laut über {object.acc}, dass oben im Haus ein Fenster aufging.', friend: true },
        {
          alts: [
            '{^creature} hüpfte vor Freude im Kreis.',
            '{^creature} sprang an {hero} hoch und wollte gar nicht mehr aufhören.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            'Zurück ging es viel schneller. {hero} hüpfte sogar über die Pfütze, {object.acc} fest an die Brust gedrückt.',
            'Der Rückweg ging ganz schnell. {hero} sprang sogar über die Pfütze, {object.acc} fest an sich gedrückt.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Auf dem Rückweg ging {hero} nicht mehr so langsam, {object.acc} fest im Arm. {h:Er|Sie} schaute sich sogar um: der Himmel voller Sterne, die Grillen, die zirpten, die Luft, die {place.in} nach nassem Gras roch. Die Nacht {place.in} war gar nicht nur dunkel, sie war auch schön.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'home',
        time: 'night',
        weather: 'clear',
        mood: 'happy',
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'stand', friend: 'stand', creature: 'sleep' },
        object: 'world',
        objectAt: 'creature',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'An der Tür nahm Papa {hero} in den Arm. „Ich bin stolz auf dich“, sagte er.',
            'Mama wartete an der Tür. „Du warst sehr mutig“, sagte sie und gab {hero} einen Kuss.',
          ],
        },
        {
          alts: [
            '„Mut heißt nicht, keine Angst zu haben“, sagte {friend}, „sondern trotzdem zu gehen.“',
            '„Du hattest Angst und bist trotzdem gegangen“, sagte {friend} leise. „Das nennt man Mut.“',
          ],
          friend: true,
        },
        {
          alts: [
            'Ich hatte Angst und bin trotzdem gegangen, dachte {hero}. Vielleicht ist das Mut.',
            'Mut heißt nicht, keine Angst zu haben, dachte {hero}, sondern trotzdem zu gehen.',
          ],
          friend: false,
        },
        {
          alts: [
            '{^creature} nahm {object.acc} und rollte sich damit in {c:seinem|ihrem|seinem} Körbchen zusammen.',
            'Zufrieden kuschelte sich {creature} mit {object.dat} ins Körbchen.',
          ],
        },
        { text: 'Alles gut, {object} ist wieder da.', bands: ['2-4'] },
        {
          text: 'Kurz darauf fing es {place.in} an zu regnen. Pitsch, patsch, machten die Tropfen auf dem Dach, aber {object} war im Trockenen.',
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            'Beim Zähneputzen schaute {hero} in den Spiegel. Sah so jemand aus, der mutig war? Eigentlich sah {hero} aus wie immer, mit Zahnpasta am Kinn. Vielleicht, dachte {h:er|sie}, sieht man es gar nicht von außen. Vielleicht sitzt es innen drin, gleich neben der Angst, und die beiden wechseln sich ab.',
            'Beim Zähneputzen betrachtete sich {hero} im Spiegel. Derselbe Schopf, dieselbe Nase, Zahnpasta am Kinn, wie jeden Abend. Und trotzdem war heute etwas anders, irgendwo innen drin, wo man es nicht sieht.',
          ],
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
        cast: ['hero', 'creature'],
        actions: { hero: 'sleep', creature: 'sleep' },
        object: 'world',
        objectAt: 'creature',
        framing: 'medium',
        prop: 'bed',
      },
      text: [
        {
          alts: [
            'Im Bett schaute {hero} noch einmal zum Fenster.',
            'Bevor {hero} einschlief, schaute {h:er|sie} noch einmal hinaus.',
          ],
        },
        {
          alts: [
            'Draußen war es dunkel. Aber jetzt war das nicht mehr so schlimm.',
            'Die Dunkelheit war noch da. Aber sie war jetzt eine bekannte Dunkelheit.',
          ],
        },
        {
          text: 'Gute Nacht, {c:kleiner|kleine|kleines} {creature.bare}, und gute Nacht, du Dunkelheit {place.in}.',
          bands: ['2-4'],
        },
        {
          text: 'Am Fußende schnarchte {creature} leise, {object.acc} fest im Arm, und {hero} zählte die Regentropfen, bis {h:ihm|ihr} die Augen zufielen.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Und wenn morgen Abend wieder etwas draußen liegen bleibt, dachte {hero}, dann weiß ich ja jetzt, wie es geht: Schritt für Schritt {place.through}.',
          bands: ['5-7', '8-10'],
        },
      ],
    },
  ],
  questions: [
    {
      question: 'Was lag noch draußen beim alten Baum?',
      right: '{object}',
      wrong: ['{other.object}', '{other2.object}'],
    },
    {
      question: 'Wer konnte ohne {object.acc} nicht schlafen?',
      right: '{creature}',
      wrong: ['{other.creature}', 'Papa'],
    },
    {
      question: 'Was war das Ungeheuer mit dem langen Hals in Wirklichkeit?',
      right: 'Die Gießkanne',
      wrong: ['Der alte Baum', 'Die Wäsche auf der Leine'],
    },
    {
      question: 'Was half {hero}, mutig zu sein?',
      right: 'Schritt für Schritt gehen und leise singen',
      wrong: ['Ganz laut schreien', 'Die Augen fest zumachen'],
    },
    {
      question: 'Wie fühlte sich {hero}, als {object} wieder drinnen war?',
      right: 'Stolz und froh',
      wrong: ['Noch ängstlicher als vorher', 'Ärgerlich auf {creature.acc}'],
    },
  ],
};

const bigStage: Plot = {
  id: 'courage-big-stage',
  moral: 'courage',
  titles: ['{hero} auf der großen Bühne', 'Das große Sommerfest', 'Weiche Knie'],
  places: ['village', 'park', 'farm'],
  creatures: ['mouse', 'hedgehog', 'rabbit', 'frog', 'squirrel'],
  objects: ['drum', 'bell'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'clear',
        mood: 'happy',
        cast: ['hero', 'friend'],
        actions: { hero: 'stand', friend: 'wave' },
        object: 'world',
        framing: 'wide',
      },
      text: [
        {
          alts: ['Heute war {place.in} das große Sommerfest.', 'Endlich war er da, der Tag des großen Sommerfests.'],
        },
        {
          alts: [
            'Und {hero} durfte das Fest eröffnen, mit {object.dat}!',
            '{hero} hatte eine wichtige Aufgabe: Mit {object.dat} sollte {h:er|sie} das Fest eröffnen.',
          ],
        },
        { text: 'Mit {object.dat} auf die große Bühne!', bands: ['2-4'] },
        {
          alts: [
            'Die ganze Woche hatte {hero} geübt, morgens, mittags und abends.',
            'Jeden Tag hatte {hero} mit {object.dat} geübt, sogar in der Badewanne.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            'Auf dem Platz wurde schon eine Bühne aufgebaut, mit Girlanden und einem großen roten Vorhang.',
            'Mitten auf dem Platz stand schon die Bühne, mit bunten Girlanden und einem roten Vorhang, so groß wie ein Segel.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: '{friend} half beim Üben und jubelte jedes Mal, auch wenn es mit {object.dat} noch nicht ganz klappte.',
          friend: true,
        },
        {
          text: 'Zu Hause vor dem Spiegel klappte alles wunderbar mit {object.dat}. Da war {hero} mutig und laut und strahlte wie die Sonne über {place.dat}. Aber zu Hause schauten ja auch nur der Spiegel, der Teddy und manchmal {creature} zu, und die waren alle sehr freundlich.',
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
        actions: { hero: 'stand', friend: 'stand' },
        object: 'world',
        framing: 'close',
      },
      text: [
        {
          alts: [
            'Doch dann sah {hero} die Bühne. Und die vielen, vielen Leute davor.',
            'Doch vor der Bühne saßen so viele Leute, dass {hero} sie gar nicht zählen konnte.',
          ],
        },
        {
          alts: [
            'Hinter der Bühne roch es nach Zuckerwatte und Bratwurst, und überall {place.in} liefen Leute mit Stühlen und Kabeln herum. Niemand achtete auf {hero}, und trotzdem fühlte es sich an, als würden schon alle schauen.',
            'Hinter der Bühne duftete es nach Zuckerwatte und Bratwurst, und ringsum eilten Leute mit Stühlen und Kabeln vorbei. Keiner sah zu {hero} hin, und doch kam es {h:ihm|ihr} vor, als starrten schon alle.',
          ],
          bands: ['8-10'],
        },
        {
          alts: ['{hero} wurden die Knie weich wie Pudding.', 'Auf einmal hatte {hero} Beine wie Wackelpudding.'],
        },
        { text: 'Wackel, wackel, machten die Knie, und {object} zitterte mit.', bands: ['2-4'] },
        {
          alts: [
            'Und {object} fühlte sich plötzlich ganz schwer an.',
            'Sogar {object} schien auf einmal doppelt so schwer zu sein.',
          ],
        },
        {
          text: '{friend} kuschelte sich an {hero}, aber {f:er|sie} zitterte selbst vor lauter Leuten.',
          friend: true,
        },
        {
          alts: [
            'In {h:seinem|ihrem} Bauch flatterten tausend Schmetterlinge, und keiner von ihnen wollte stillhalten.',
            '{hero} kribbelte es im Bauch, als hätte {h:er|sie} eine ganze Tüte Brausepulver verschluckt.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            'Was, wenn ich alles vergesse?, dachte {hero} und umklammerte {object.acc}. Was, wenn {object} mir herunterfällt? Was, wenn alle lachen, und zwar nicht auf die nette Art? Die Gedanken kamen schneller und schneller, wie Murmeln, die eine Treppe hinunterhüpfen.',
            'Und wenn ich alles vergesse?, dachte {hero} und hielt {object.acc} ganz fest. Und wenn {object} herunterfällt? Und wenn alle lachen, aber nicht nett? Die Gedanken purzelten immer schneller, wie Murmeln, die eine Treppe hinunterhüpfen.',
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
        cast: ['hero'],
        actions: { hero: 'hide' },
        object: 'world',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Da versteckte sich {hero} schnell hinter dem Vorhang.',
            'Schnell schlüpfte {hero} mit {object.dat} hinter den großen roten Vorhang.',
          ],
        },
        {
          alts: [
            'Aber unter dem Vorhang schauten {h:seine|ihre} Schuhe hervor.',
            'Nur {h:seine|ihre} Schuhspitzen guckten unten heraus.',
            'Unten schauten nur zwei Schuhspitzen heraus.',
          ],
        },
        { alts: ['Da, die Schuhe! Hihi!', 'Hihi, der Vorhang hat Schuhe!'], bands: ['2-4'] },
        {
          alts: [
            'Ein paar Kinder in der ersten Reihe kicherten.',
            'In der ersten Reihe kicherte jemand: „Der Vorhang hat Schuhe!“',
          ],
        },
        {
          text: '{hero} zog die Füße ein und stand auf einem Bein, wie ein Storch, {object.acc} unter dem Arm. Das ging genau drei Sekunden gut, dann wackelte der ganze Vorhang, und alle {place.in} schauten hin.',
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            'Hinter dem Vorhang war es dunkel und staubig und roch nach alten Kostümen. Es war ein gutes Versteck, das stimmte. Aber mit {object.dat} hinter einem Vorhang kann man kein Fest eröffnen. Das war das Problem mit Verstecken: Sie sind sicher, aber es passiert nichts in ihnen.',
            'Hinterm Vorhang war es finster und staubig, und es roch nach alten Kostümen. Als Versteck taugte er prima. Nur: Mit {object.dat} hinterm Vorhang eröffnet man kein Fest. So ist das mit Verstecken, sie sind sicher, aber drinnen passiert nie etwas.',
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
        cast: ['hero'],
        actions: { hero: 'stand' },
        object: 'world',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Dann trat {hero} doch auf die Bühne. Aber nur ganz am Rand.',
            'Ein kleiner Schritt nach vorn, dann noch einer. Aber nur bis an den Rand.',
            'Schließlich schob sich {hero} auf die Bühne, ganz vorsichtig, ganz am Rand.',
          ],
        },
        {
          alts: [
            '{h:Er|Sie} fing so leise an, dass man fast nichts hörte.',
            'Mit {object.dat} fing {hero} an, aber so leise wie eine Maus im Kissen.',
          ],
        },
        {
          text: 'Psst, ganz leise, viel zu leise für {p:den ganzen|die ganze|das ganze} {place.bare}!',
          bands: ['2-4'],
        },
        {
          alts: [
            '„Lauter!“, rief jemand von hinten.',
            '„Wir hören nichts!“, rief der alte Bäcker aus der letzten Reihe.',
          ],
        },
        {
          alts: [
            '{hero} hörte sofort wieder auf. Die Wangen wurden ganz heiß.',
            'Sofort hörte {hero} auf und wurde rot bis zu den Ohren.',
          ],
        },
        {
          text: 'Ein paar Kinder {place.in} tuschelten, und {hero} schaute auf {object.acc}, als könnte {o:er|sie|es} {h:ihm|ihr} sagen, was jetzt zu tun war.',
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            'Ganz hinten sah {hero} Oma sitzen. Sie lächelte und nickte, aber Oma lächelte ja immer, das zählte nicht richtig. Das war ja gerade das Schwierige: Vor Leuten, die einen lieb haben, ist man mutig. Aber was ist mit all den anderen?',
            'In der letzten Reihe entdeckte {hero} Oma. Sie nickte und lächelte, aber Oma lächelte ja immer, das galt nicht. Vor Leuten, die einen lieb haben, ist es leicht. Und die vielen anderen?',
          ],
          bands: ['8-10'],
        },
        {
          alts: [
            'Der Bürgermeister räusperte sich und schaute auf seine Uhr. Die Leute auf den Bänken rutschten hin und her. Und {hero} stand da mit {object.dat} und wünschte sich, ganz klein zu werden, so klein wie ein Marienkäfer, und einfach davonzufliegen.',
            'Der Bürgermeister hüstelte und warf einen Blick auf die Uhr. Auf den Bänken wurde schon gerutscht. Und {hero} stand da, mit {object.dat} in der Hand, und wäre am liebsten so klein geworden wie ein Marienkäfer, um einfach davonzufliegen.',
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
        actions: { hero: 'stand', friend: 'point', creature: 'reach-up' },
        object: 'world',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Da sah {hero} {creature.acc} in der ersten Reihe.',
            'Genau in diesem Moment entdeckte {hero} {creature.acc}, ganz vorne in der ersten Reihe.',
          ],
        },
        {
          alts: [
            '{^creature} war das kleinste Tier, und {c:er|sie|es} war auch schüchtern.',
            '{^creature} war noch kleiner als alle anderen und traute sich sonst nie, etwas zu sagen.',
          ],
        },
        {
          alts: [
            'Aber jetzt hielt {c:er|sie|es} ein Schild hoch. Darauf stand, in krummen Buchstaben: DU SCHAFFST DAS!',
            'Jetzt aber hielt {creature} ein Schild in die Höhe, mit ganz krummen Buchstaben: DU SCHAFFST DAS!',
          ],
        },
        { text: '{creature.sound} Du schaffst das!', bands: ['2-4'] },
        {
          text: '{friend} hüpfte am Rand der Bühne auf und ab und zeigte immer wieder auf {creature.acc}.',
          friend: true,
        },
        {
          text: 'Da musste {hero} lächeln, denn {creature} hatte bestimmt den ganzen Morgen an diesem Schild gemalt.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '„Du schaffst das!“, flüsterte {creature} noch einmal, ganz leise, aber {hero} hörte es trotzdem.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Und da dachte {hero}: Ich mache das nicht für {p:den ganzen|die ganze|das ganze} {place.bare}. Ich mache es nur für {creature.acc}, für {c:den kleinen|die kleine|das kleine} {creature.obl}, {c:der|die|das} sich nie etwas traut und heute trotzdem ein Schild hochhält. Auf einmal waren die vielen Leute {place.in} keine Menge mehr, sondern nur noch ein einziges, freundliches Gesicht.',
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
        actions: { hero: 'stand', creature: 'sit' },
        object: 'world',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            '{hero} holte tief Luft und stellte sich in die Mitte der Bühne.',
            'Tief einatmen, und dann: ab in die Mitte!',
            'Da holte {hero} ganz tief Luft und ging in die Mitte der Bühne.',
          ],
        },
        {
          alts: [
            'Und dann legte {h:er|sie} los, mit {object.dat}, laut und deutlich.',
            'Und dann fing {hero} noch einmal an, mit {object.dat}, diesmal laut und klar.',
          ],
        },
        { text: 'Ganz laut mit {object.dat}, und gar nicht mehr wackelig!', bands: ['2-4'] },
        {
          alts: [
            'Die Knie wackelten noch ein bisschen. Aber {hero} hörte nicht auf.',
            'Ein bisschen zitterten die Hände noch. Aber {hero} machte einfach weiter, bis zum Schluss.',
          ],
        },
        {
          text: 'Die Leute {place.in} wurden ganz still, und sogar der alte Bäcker hörte auf zu kauen.',
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            'In der ersten Reihe wippte {creature} mit dem Kopf und bewegte die Lippen, als würde {c:er|sie|es} mitmachen. Und das machte {hero} so froh, dass {h:er|sie} am Ende sogar ein kleines bisschen länger weitermachte als geplant, einfach weil es so schön war.',
            'Vorne in der ersten Reihe nickte {creature} im Takt und bewegte die Lippen, als machte {c:er|sie|es} mit. Darüber freute sich {hero} so sehr, dass {h:er|sie} zum Schluss sogar noch ein bisschen länger spielte, einfach weil es so schön war.',
          ],
          bands: ['8-10'],
        },
        {
          text: 'Mit jedem Moment wurde es leichter, als würde {object} mithelfen und {hero} zuflüstern: Siehst du, das können wir doch, wir zwei. Am Ende vergaß {hero} sogar, dass {place.in} überhaupt jemand zuschaute.',
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
        actions: { hero: 'stand', friend: 'stand', creature: 'wave' },
        object: 'world',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Und dann klatschten alle, so laut, dass die Vögel aufflogen.',
            'Dann brach ein Jubel los, so laut, dass die Tauben vom Dach flatterten.',
          ],
        },
        {
          alts: [
            '{^creature} klatschte am lautesten von allen.',
            'Am wildesten klatschte {creature} in der ersten Reihe.',
          ],
        },
        { text: 'Klatsch, klatsch, klatsch, machte {p:der ganze|die ganze|das ganze} {place.bare}!', bands: ['2-4'] },
        {
          alts: [
            '„Du hattest doch Angst“, sagte {friend} später, „und hast es trotzdem gemacht. Das ist der echte Mut.“',
            '„Angst haben und es trotzdem tun, das ist echter Mut“, sagte {friend} später.',
          ],
          friend: true,
        },
        {
          alts: [
            'Ich hatte Angst und habe es trotzdem gemacht, dachte {hero} später. Das ist wohl der echte Mut.',
            'Angst haben und es trotzdem tun, dachte {hero} später, das ist wohl echter Mut.',
          ],
          friend: false,
        },
        {
          alts: [
            'Nach dem Fest kam {creature} zu {hero}. „Nächstes Jahr“, flüsterte {c:er|sie|es}, „will ich auch auf die Bühne.“',
            '„Nächstes Jahr traue ich mich auch“, flüsterte {creature} und zupfte {hero} am Ärmel.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Der Bürgermeister schüttelte {hero} die Hand, und der alte Bäcker schenkte {creature.dat} und {hero} je eine Brezel, so groß wie ein Lenkrad.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '„Dann halte ich dir ein Schild hoch“, versprach {hero} {creature.dat}. „Mit krummen Buchstaben, die sind sowieso die schönsten.“',
          bands: ['8-10'],
        },
        {
          alts: [
            'Als die Laternen {place.in} angezündet wurden, saßen {hero} und {creature} noch lange auf dem Bühnenrand und ließen die Beine baumeln. „Hattest du Angst?“, fragte {creature}. „Riesige“, sagte {hero}. „Echt?“ „Echt. Und weißt du was? Das war gar nicht schlimm.“',
            'Später, als die Laternen brannten, saßen {hero} und {creature} noch lange auf dem Bühnenrand und baumelten mit den Beinen. „Hattest du Angst?“, wollte {creature} wissen. „Und wie!“, sagte {hero}. „Wirklich?“ „Wirklich. Und weißt du was? Das war gar nicht schlimm.“',
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
            'Am Abend lag {hero} müde im Bett.',
            'Nach dem langen Fest kuschelte sich {hero} müde ins Bett.',
            'Abends fielen {hero} sofort die Augen zu.',
          ],
        },
        {
          alts: [
            '{object} lag auf dem Stuhl, und das Schild {creature.gen} hing an der Wand.',
            'Das Schild mit den krummen Buchstaben hing jetzt über dem Bett, gleich neben {object.dat}.',
          ],
        },
        { text: 'Gute Nacht, {c:kleiner|kleine|kleines} {creature.bare}, du schaffst das auch.', bands: ['2-4'] },
        {
          text: 'Die Brezel lag halb aufgegessen auf dem Nachttisch, und {object} wartete schon auf das nächste Fest.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Im Traum stand {hero} noch einmal auf der Bühne, und diesmal waren die Knie ganz fest, und alle Leute hatten das Gesicht {creature.gen}.',
          bands: ['5-7', '8-10'],
        },
      ],
    },
  ],
  questions: [
    {
      question: 'Womit sollte {hero} das Fest eröffnen?',
      right: 'Mit {object.dat}',
      wrong: ['Mit {other.object.dat}', 'Mit {other2.object.dat}'],
    },
    {
      question: 'Wo versteckte sich {hero} zuerst?',
      right: 'Hinter dem Vorhang',
      wrong: ['Unter der Bank', 'Hinter dem alten Bäcker'],
    },
    {
      question: 'Was hielt {creature} hoch?',
      right: 'Ein Schild: DU SCHAFFST DAS!',
      wrong: ['Eine Fahne', 'Einen großen Luftballon'],
    },
    {
      question: 'An wen dachte {hero}, als {h:er|sie} noch einmal anfing?',
      right: 'An {creature.acc} in der ersten Reihe',
      wrong: ['An den Bürgermeister', 'An den alten Bäcker'],
    },
    {
      question: 'Wie fühlte sich {hero}, als alle klatschten?',
      right: 'Froh und ein bisschen stolz',
      wrong: ['Ängstlich und klein', 'Wütend und müde'],
    },
  ],
};

const rockRescue: Plot = {
  id: 'courage-rock-rescue',
  moral: 'courage',
  titles: ['{hero} und der Stein im Wasser', 'Über die glitschigen Steine', 'Mutig {place.in}'],
  places: ['seaside', 'river', 'island'],
  creatures: ['mouse', 'hedgehog', 'squirrel', 'rabbit', 'cat'],
  objects: ['scarf', 'basket'],
  pages: [
    {
      scene: {
        objectHolds: 'stones',
        place: 'world',
        time: 'morning',
        weather: 'wind',
        mood: 'happy',
        cast: ['hero', 'friend'],
        actions: { hero: 'look-for', friend: 'look-for' },
        object: 'world',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'An einem windigen Morgen war {hero} mit Opa {place.in}.',
            'Eines windigen Morgens ging {hero} mit Opa {place.to}.',
          ],
        },
        {
          alts: [
            '{hero} hatte {object.acc} dabei und sammelte glatte Steine.',
            'Mit {object.dat} lief {hero} am Wasser entlang und suchte die schönsten Steine.',
          ],
        },
        { text: '{friend} fand einen Stein wie eine Kartoffel mit Hut und legte ihn in {object.acc}.', friend: true },
        { text: 'Wusch, machte der Wind {place.in}, und platsch, machten die Wellen.', bands: ['2-4'] },
        {
          alts: [
            'Der Wind zerrte an den Haaren und an {object.dat}, und die Wellen klatschten laut gegen die Steine.',
            'Der Wind pfiff {place.through}, und die Wellen schwappten höher als sonst.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Opa erzählte von früher, als er so klein war wie {hero} und {place.in} einen Stein mit einem Loch gefunden hatte, durch den man die Sonne sehen konnte.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} mochte das Wasser gern, solange es ruhig war. Wenn es aber laut rauschte und schäumte, dann ging {hero} lieber ein paar Schritte zurück, {object.acc} fest im Arm, denn Wasser, das so laut ist, hat etwas Wildes, als würde es gleich etwas verschlucken wollen.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        creatureAt: 'on-rock',
        place: 'world',
        time: 'morning',
        weather: 'wind',
        mood: 'worried',
        cast: ['hero', 'creature'],
        actions: { hero: 'stand', creature: 'sit' },
        object: 'world',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Da hörte {hero} ein leises Rufen vom Wasser her: {creature.sound}',
            'Plötzlich hörte {hero} jemanden rufen: {creature.sound}',
          ],
        },
        {
          alts: [
            'Auf einem Stein im Wasser saß {creature}, ganz allein.',
            'Ein Stück vom Ufer entfernt hockte {creature} auf einem Stein mitten im Wasser.',
          ],
        },
        {
          alts: [
            'Das Wasser stieg langsam, und {creature} konnte nicht schwimmen.',
            '{^creature} konnte nicht schwimmen, und um den Stein herum wurde das Wasser langsam höher.',
          ],
        },
        { text: '„Hilfe, ich komme nicht zurück!“, rief {creature}.', bands: ['2-4'] },
        {
          text: '„Ich wollte nur die schöne Muschel da drüben holen“, rief {creature} kläglich. „Und dann kam das Wasser, und jetzt sitze ich hier fest.“ {^creature} schaute ängstlich auf die Wellen.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Opa kam herbei und schaute zu {creature.dat} hinüber. „Es ist nicht tief, nur bis zu den Knien“, sagte er, „aber die Steine {place.in} sind glitschig, und mit meinem schlimmen Knie komme ich da nicht hinüber.“ „Ich bleibe hier am Ufer und passe auf dich und {creature.acc} auf“, sagte er zu {hero}.',
          bands: ['5-7', '8-10'],
        },
      ],
    },
    {
      scene: {
        creatureAt: 'on-rock',
        place: 'world',
        time: 'day',
        weather: 'wind',
        mood: 'worried',
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'wave', friend: 'wave', creature: 'stand' },
        object: 'world',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            '„Spring!“, rief {hero} {creature.dat} zu, „spring zu mir!“',
            '„Spring einfach herüber, {c:kleiner|kleine|kleines} {creature.bare}!“, rief {hero} über das Wasser.',
          ],
        },
        {
          alts: [
            '{^creature} nahm Anlauf, aber dann traute {c:er|sie|es} sich nicht und bremste ganz knapp vor dem Rand.',
            '{^creature} machte sich bereit, wackelte und bremste in letzter Sekunde.',
          ],
        },
        {
          text: '„Versuch es noch einmal!“, rief {hero}, aber {creature} schüttelte nur ganz schnell den Kopf.',
          bands: ['5-7', '8-10'],
        },
        { text: '„Nein, nein, zu weit!“, rief {creature}.', bands: ['2-4'] },
        {
          text: 'Dabei rutschte {creature} fast auf {c:seinem|ihrem|seinem} Hinterteil aus und machte ein sehr erschrockenes Gesicht.',
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            'Dann warf {hero} einen langen Ast hinüber, wie eine Brücke zu {creature.dat}.',
            'Als Nächstes schob {hero} einen langen Ast zum Stein hinüber, als Brücke für {creature.acc}.',
          ],
        },
        {
          alts: [
            'Aber die Wellen trugen den Ast fort, an {creature.dat} vorbei.',
            'Doch eine Welle schnappte sich den Ast, direkt vor der Nase {creature.gen}.',
          ],
        },
        {
          text: '{friend} rief dem Ast hinterher: „Du solltest doch eine Brücke für {creature.acc} sein!“',
          friend: true,
        },
        {
          text: '{hero} stand am Ufer, {object.acc} im Arm, und wippte von einem Fuß auf den anderen: Es musste doch einen Weg geben, bei dem niemand nass wurde. Vielleicht ein Boot, aber hier gab es kein Boot, nur Steine, Wasser und Wind, und {creature}, {c:der|die|das} auf dem Stein immer kleiner aussah.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        creatureAt: 'on-rock',
        place: 'world',
        time: 'day',
        weather: 'wind',
        mood: 'worried',
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'stand', friend: 'point', creature: 'sit' },
        object: 'world',
        framing: 'close',
      },
      text: [
        {
          alts: [
            'Da wusste {hero}: Ich muss selbst hinüber zu {creature.dat}.',
            'Da wurde es {hero} klar: Jemand musste zu {creature.dat} hinübergehen, und dieser Jemand war {hero}.',
          ],
        },
        {
          alts: [
            'Das Herz klopfte, und {hero} drückte {object.acc} fest an sich.',
            '{hero} pochte das Herz so laut, dass es fast das Rauschen übertönte.',
          ],
          bands: ['5-7', '8-10'],
        },
        { text: 'Bumm, bumm, machte {h:sein|ihr} Herz, so laut wie die Wellen {place.in}.', bands: ['2-4'] },
        {
          text: '„Ich passe auf, dass du nicht aus Versehen in ein Loch trittst“, sagte {friend}, legte sich {place.in} auf den Bauch und zeigte auf die sicheren Steine. „Den großen, dann den flachen, dann den runden, bis zu {creature.dat}!“',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: '„Erst den großen Stein, dann den flachen!“, rief {friend} vom Ufer.',
          friend: true,
          bands: ['2-4'],
        },
        {
          alts: [
            'Opa nickte {hero} zu: „Langsam, ein Stein nach dem anderen, bis zu {creature.dat}.“',
            '„Schau nur auf den nächsten Stein und auf {creature.acc}“, rief Opa vom Ufer, „nicht aufs Wasser.“',
          ],
        },
        {
          text: '{hero} zog die Schuhe aus, nahm {object.acc} fest in die Hand und stieg ins kalte Wasser, und schon der erste Stein war so glitschig, als hätte ihn jemand mit Seife eingerieben. {hero} wollte umkehren, ganz kurz nur, aber dann schaute {h:er|sie} zu {creature.dat}, {c:der|die|das} auf dem Stein zitterte, und dachte: Wenn ich zurückgehe, bleibt {creature} allein.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        creatureAt: 'in-object',
        place: 'world',
        time: 'day',
        weather: 'wind',
        mood: 'calm',
        cast: ['hero', 'creature'],
        actions: { hero: 'carry', creature: 'hug' },
        object: 'world',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Schritt für Schritt ging {hero} über die Steine, {creature} immer im Blick.',
            'Stein für Stein balancierte {hero} durchs Wasser, {object} fest im Arm.',
          ],
        },
        { text: 'Ein Stein, noch ein Stein, und noch einer, bis zu {creature.dat}.', bands: ['2-4'] },
        {
          alts: [
            'Einmal rutschte der Fuß weg, {creature} kniff die Augen zu, doch {hero} fing sich.',
            'Einmal wackelte {hero} gefährlich, ruderte mit {object.dat} und stand dann doch wieder fest.',
          ],
        },
        {
          text: 'Das Wasser umspülte die Knöchel, kalt und kitzelig, und der Wind zerrte an {object.dat}.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'In der Mitte blieb {hero} kurz stehen, und von hier aus sah das Ufer plötzlich weit weg aus, und der Stein mit {creature.dat} auch. Genau in der Mitte ist es immer am schwersten, dachte {hero}, dann machte {h:er|sie} den nächsten Schritt auf {creature.acc} zu, und der war schon leichter.',
          bands: ['8-10'],
        },
        {
          alts: [
            'Und dann war {hero} bei {creature.dat}.',
            'Und endlich, endlich erreichte {hero} den Stein mit {creature.dat}.',
          ],
        },
        {
          alts: [
            '{hero} packte {creature.acc} vorsichtig in {object.acc}, ganz warm und sicher.',
            'Ganz vorsichtig hob {hero} {creature.acc} hoch und legte {c:ihn|sie|es} in {object.acc}.',
          ],
        },
        {
          text: '{^creature} zitterte noch ein bisschen, aber {c:er|sie|es} kuschelte sich ganz fest an {hero}.',
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
        actions: { hero: 'hug', friend: 'splash', creature: 'hug' },
        object: 'world',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Und zurück ging es, Stein für Stein, mit {creature.dat}.',
            'Den ganzen Weg zurück, Stein für Stein, hielt {hero} {object.acc} mit {creature.dat} fest.',
          ],
        },
        {
          alts: [
            'Am Ufer nahm Opa {hero} und {creature.acc} in den Arm.',
            'Am Ufer wartete Opa und drückte {hero} und {creature.acc} ganz fest.',
          ],
        },
        { text: '{^creature} ist gerettet, hurra!', bands: ['2-4'] },
        {
          text: '{friend} hüpfte vor Freude in eine Pfütze, platsch, und sogar {creature} musste lachen.',
          friend: true,
        },
        {
          text: '„Das hast du gut gemacht“, sagte Opa leise und strich {creature.dat} über den Kopf.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Die Sonne kam hinter den Wolken hervor, und der Wind {place.in} wurde ruhiger, als hätte er gesehen, was passiert war, und wollte sich jetzt auch ein bisschen ausruhen. {^creature} schüttelte sich und guckte aus {object.dat} hervor, und zum ersten Mal an diesem Morgen lächelte {c:er|sie|es}.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        creatureAt: 'in-object',
        place: 'world',
        time: 'evening',
        weather: 'clear',
        mood: 'happy',
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'sit', friend: 'sit', creature: 'sit' },
        object: 'world',
        objectAt: 'creature',
        framing: 'close',
      },
      text: [
        {
          alts: [
            '{^creature} durfte in {object.dat} bleiben, bis {c:er|sie|es} ganz trocken war.',
            'Den ganzen Heimweg blieb {creature} in {object.dat} und wurde langsam trocken und warm.',
          ],
        },
        {
          alts: [
            '„Mutig ist, wer Angst hat und trotzdem losgeht“, sagte {friend} und streichelte {creature.acc}, „so wie du.“',
            '„Du hattest Angst und bist trotzdem zu {creature.dat} gegangen“, sagte {friend}, „das ist mutig.“',
          ],
          friend: true,
        },
        {
          alts: [
            'Mutig ist, wer Angst hat und trotzdem losgeht, dachte {hero} und streichelte {creature.acc}, und ein bisschen wuchs {h:er|sie} dabei.',
            'Ich hatte Angst und bin trotzdem zu {creature.dat} gegangen, dachte {hero}, und fühlte sich ein kleines bisschen größer.',
          ],
          friend: false,
        },
        { text: '„Danke!“, flüsterte {creature} aus {object.dat} heraus.', bands: ['2-4'] },
        {
          alts: [
            'Zum Abschied bekam {hero} von {creature.dat} die schöne Muschel, die {c:er|sie|es} holen wollte, und Opa hatte sie vom Ufer aus aufgesammelt.',
            'Als Dank bekam {hero} die schöne Muschel, wegen der {creature} auf den Stein geklettert war.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Zu Hause kochte Opa Kakao für alle, und {creature} bekam ein Schälchen mit warmer Milch.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Am Abend erzählte {creature} die Geschichte allen, die sie hören wollten, und auch denen, die sie nicht hören wollten. Bei jedem Erzählen wurden die Wellen höher und die Steine glitschiger, bis {hero} am Ende beinahe durch einen ganzen Ozean gewatet war, mit {object.dat} über dem Kopf.',
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
            'Am Abend lag {hero} im Bett, und über der Stuhllehne trocknete {object}.',
            'Im Bett rauschte es {hero} noch leise in den Ohren, wie das Wasser {place.from}, und {object} trocknete an der Stuhllehne.',
          ],
        },
        { text: 'Ganz ruhig war es jetzt {place.in}, ganz still.', bands: ['2-4'] },
        {
          text: '{hero} dachte an den glitschigen Stein und das kalte Wasser und an {creature.acc} in {object.dat}, und {h:er|sie} lächelte.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Morgen, nahm sich {hero} vor, würde {h:er|sie} mit Opa wieder {place.to} gehen, bei ruhigem Wasser, und nachsehen, ob die Steine am Tag genauso glitschig sind wie bei Wind.',
          bands: ['8-10'],
        },
        {
          text: 'Draußen war der Wind eingeschlafen, und irgendwo schlief jetzt auch {creature}, trocken und sicher und satt.',
          bands: ['5-7', '8-10'],
        },
      ],
    },
  ],
  questions: [
    {
      question: 'Wer saß auf dem Stein im Wasser?',
      right: '{creature}',
      wrong: ['{other.creature}', '{other2.creature}'],
    },
    {
      question: 'Was passierte mit dem langen Ast?',
      right: 'Eine Welle trug ihn fort',
      wrong: ['Er brach in zwei Teile', '{creature} benutzte ihn als Brücke'],
    },
    {
      question: 'Worin brachte {hero} {creature.acc} ans Ufer?',
      right: 'In {object.dat}',
      wrong: ['In {other.object.dat}', 'In {other2.object.dat}'],
    },
    {
      question: 'Was machte Opa?',
      right: 'Er passte vom Ufer aus auf',
      wrong: ['Er holte {creature.acc} selbst', 'Er ging nach Hause'],
    },
    {
      question: 'Wie fühlte sich {hero} vor dem ersten Stein?',
      right: 'Ängstlich, aber {h:er|sie} ging trotzdem',
      wrong: ['Gar nicht ängstlich', 'So müde, dass {h:er|sie} nicht gehen wollte'],
    },
  ],
};

export const couragePlots: Plot[] = [darkGarden, bigStage, rockRescue];
