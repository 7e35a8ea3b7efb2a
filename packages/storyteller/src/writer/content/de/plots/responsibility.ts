import type { Plot } from '../../format.js';

const petSitting: Plot = {
  id: 'responsibility-pet-sitting',
  moral: 'responsibility',
  titles: ['{hero} passt auf {creature.acc} auf', 'Ein Tag mit {creature.dat}', 'Versprochen ist versprochen'],
  places: ['village', 'farm', 'garden', 'park'],
  creatures: ['puppy', 'cat', 'rabbit', 'duck', 'turtle'],
  objects: ['ball', 'kite', 'book'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'clear',
        mood: 'happy',
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'stand', friend: 'stand', creature: 'sleep' },
        object: null,
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Frau Linde von nebenan musste für einen Tag in die Stadt.',
            'Eines Morgens klingelte Frau Linde, die Nachbarin, mit {creature.dat} auf dem Arm.',
          ],
        },
        {
          alts: [
            '„Kannst du heute auf {creature.acc} aufpassen?“, fragte sie {hero}.',
            '„Würdest du heute für mich auf {creature.acc} aufpassen?“, bat sie {hero}.',
          ],
        },
        {
          alts: [
            '„Mittags bekommt {c:er|sie|es} Futter, und das Gartentor muss immer zu sein.“',
            '„Um zwölf gibt es Futter“, sagte sie, „und das Tor {place.gen} bleibt immer zu.“',
          ],
        },
        { text: 'Versprochen: {hero} passt auf {creature.acc} auf!', bands: ['2-4'] },
        {
          alts: [
            '„Versprochen!“, sagte {hero} und war sehr stolz.',
            '„Ich passe gut auf“, versprach {hero} und stand dabei ganz gerade, so wichtig fühlte sich das an.',
          ],
        },
        {
          text: '{friend} durfte beim Aufpassen auf {creature.acc} helfen, aber versprochen hatte es {hero}.',
          friend: true,
        },
        {
          text: 'Frau Linde gab {hero} einen Zettel, auf dem alles stand: wann es Futter gibt, wie viel Wasser in die Schale kommt und dass {creature} gern in der Sonne döst. Dann winkte sie {creature.dat} zu und fuhr mit dem Bus davon.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} hielt den Zettel über {creature.acc} ganz fest. Noch nie hatte jemand {h:ihm|ihr} etwas so Wichtiges anvertraut, {c:einen ganzen|eine ganze|ein ganzes} {creature.obl}, einen ganzen Tag lang. {hero} schaute zu {creature.dat} hinunter, und {creature} schaute zurück, als wollte {c:er|sie|es} fragen: Na, und was machen wir zwei jetzt?',
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
        actions: { hero: 'run', friend: 'run', creature: 'sleep' },
        object: 'world',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Zuerst war alles ganz einfach. {^creature} döste in der Sonne, und {hero} holte {object.acc}.',
            'Am Anfang lag {creature} gemütlich in der Sonne, und {hero} spielte ein bisschen mit {object.dat}.',
          ],
        },
        {
          alts: [
            'Dann spielte {hero} mit {object.dat}, und es machte so viel Spaß.',
            'Das Spielen mit {object.dat} machte so viel Spaß, dass {hero} alles um sich herum vergaß.',
          ],
        },
        { text: 'Spielen, spielen, spielen mit {object.dat}!', bands: ['2-4'] },
        {
          alts: [
            'Die Uhr schlug zwölf, aber {hero} hörte es nicht.',
            'Die Kirchturmuhr schlug zwölf, doch {hero} hörte es gar nicht.',
          ],
        },
        {
          text: '{friend} spielte mit {object.dat} mit, und zusammen vergaßen sie die Zeit noch gründlicher.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Das Futter stand im Schrank, der Zettel lag auf der Bank, und {creature} schaute ab und zu hoffnungsvoll zur Tür. Aber {hero} war mit den Gedanken ganz bei {object.dat}.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Und das Gartentor? Das stand einen kleinen Spalt offen, seit {hero} vorhin {object.acc} von draußen geholt hatte, nur einen kleinen Spalt. Aber für {creature.acc} war ein kleiner Spalt so gut wie ein großes Tor.',
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
        actions: { hero: 'look-for', friend: 'stand' },
        object: 'world',
        framing: 'medium',
        prop: 'fence',
      },
      text: [
        {
          alts: [
            'Plötzlich knurrte {hero} selbst der Magen. Mittag!',
            'Erst als {hero} selbst Hunger bekam, fiel es {h:ihm|ihr} ein: das Futter!',
          ],
        },
        {
          alts: [
            '{hero} lief zum Sonnenplatz. Aber {creature} war weg!',
            '{hero} rannte zu dem Platz in der Sonne. Leer! {^creature} war verschwunden!',
          ],
        },
        {
          alts: [
            'Und das Gartentor stand offen, gerade breit genug für {creature.acc}.',
            'Und das Tor {place.gen} stand einen Spalt weit offen.',
          ],
        },
        { text: 'Oh nein, wo ist {creature}?', bands: ['2-4'] },
        {
          text: '„Wir haben ja gar nicht auf {creature.acc} aufgepasst“, flüsterte {friend} und wurde ganz blass.',
          friend: true,
        },
        {
          alts: [
            '{hero} klopfte das Herz ganz schnell. Was würde Frau Linde sagen?',
            '{hero} wurde ganz heiß und ganz kalt zugleich. Das Versprechen!',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} ließ {object.acc} fallen, {o:er|sie|es} war auf einmal völlig unwichtig. Vor ein paar Minuten war {object} das Wichtigste auf der Welt gewesen. Jetzt wusste {hero}, was wirklich wichtig war, und es war nicht da: {creature}.',
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
      },
      text: [
        {
          alts: [
            '{hero} rannte {place.through} und rief, so laut {h:er|sie} konnte.',
            'Laut rufend lief {hero} {place.through}: „Komm zurück!“',
          ],
        },
        {
          alts: [
            'Da kam etwas um die Ecke. Aber es war nur die Ziege vom Nachbarn, die sehr neugierig guckte.',
            'Es raschelte in der Hecke, und heraus kam eine dicke Henne, die empört gackerte.',
          ],
        },
        { text: 'Da, {creature}? Nein, nur eine Ziege, mäh!', bands: ['2-4'] },
        {
          text: '{friend} musste trotz allem kichern, obwohl {creature} immer noch verschwunden war.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            'Dann suchte {hero} {place.in} beim Teich, im Schuppen und unter allen Autos.',
            'Als Nächstes suchte {hero} hinter den Mülltonnen, unter der Bank und sogar im Briefkasten.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          alts: ['Nichts. {^creature} war nirgends.', 'Aber {creature} war nirgendwo zu finden.'],
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Die Sonne wanderte schon weiter über {place.acc}, und {hero} wurde immer stiller. Frau Linde würde am Abend zurückkommen und nach {creature.dat} fragen, und dann?',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Einen Moment lang dachte {hero} daran, sich zu verstecken, bis alles vorbei war, oder so zu tun, als wäre nichts gewesen. Aber das ging nicht, denn {creature} war irgendwo da draußen, vielleicht hungrig, vielleicht ängstlich. Und {hero} hatte es versprochen.',
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
        object: null,
        framing: 'close',
      },
      text: [
        {
          alts: [
            'Da blieb {hero} stehen und dachte ganz ruhig nach.',
            'Schließlich setzte sich {hero} auf die Bordsteinkante und dachte nach, ganz ruhig.',
          ],
        },
        {
          alts: [
            'Was mag {creature} am liebsten? Was stand auf dem Zettel?',
            'Wohin würde {creature} wohl gehen, wenn {c:er|sie|es} Hunger hat? Und was stand auf dem Zettel?',
          ],
        },
        { text: 'Denk nach: Was mag {creature} am liebsten?', bands: ['2-4'] },
        {
          text: '„Auf dem Zettel stand, dass {creature} die Sonne mag und den Duft von der Bäckerei“, sagte {friend}.',
          friend: true,
        },
        {
          text: 'Auf dem Zettel stand: {^creature} döst gern in der Sonne. Und {creature} liebt den Duft von der Bäckerei.',
          friend: false,
        },
        {
          alts: [
            'Die Bäckerei! Und davor die sonnige Bank!',
            'Die Bank vor der Bäckerei, wo den ganzen Nachmittag die Sonne scheint!',
          ],
        },
        {
          text: 'Manchmal hilft Rennen nicht, dachte {hero}, manchmal muss man sich in {creature.acc} hineindenken. Wenn ich {creature} wäre, hungrig und müde, wohin würde ich gehen? Dahin, wo es {place.in} warm ist und gut riecht.',
          bands: ['8-10'],
        },
        {
          text: 'Und da fiel {hero} noch etwas ein: Frau Linde hatte einmal erzählt, dass {creature} jeden Morgen mit ihr zum Bäcker geht und dort immer ein Krümelchen bekommt. Vielleicht wartete {creature} ja dort, ganz treu, so wie jeden Tag.',
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
        actions: { hero: 'hug', friend: 'hug', creature: 'sleep' },
        object: null,
        framing: 'close',
        prop: 'bench',
      },
      text: [
        {
          alts: [
            'Und wirklich: Auf der sonnigen Bank vor der Bäckerei lag {creature} und schlief.',
            'Da lag {creature}, zusammengerollt auf der warmen Bank vor der Bäckerei, und schnarchte leise.',
          ],
        },
        { text: '{creature.sound} Da ist {creature}!', bands: ['2-4'] },
        {
          alts: [
            '{hero} nahm {creature.acc} ganz vorsichtig in die Arme.',
            'Ganz behutsam hob {hero} {creature.acc} hoch und drückte {c:ihn|sie|es} an sich.',
          ],
        },
        {
          alts: [
            '„Da bist du ja, {c:lieber|liebe|liebes} {creature.bare}“, flüsterte {hero}, „es tut mir leid, ich hätte besser aufpassen müssen.“',
            '„Es tut mir leid“, flüsterte {hero}. „Ab jetzt passe ich richtig auf dich auf.“',
          ],
        },
        {
          text: 'Die Bäckerin lachte: „{^creature} sitzt schon seit Mittag hier und schaut sehnsüchtig durchs Fenster.“ Dann gab sie {hero} ein Stück Brotrinde für den Heimweg.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Auf dem Heimweg trug {hero} {creature.acc} und ging ganz langsam, damit {c:er|sie|es} nicht geschaukelt wurde. {hero} spürte das kleine Herz {creature.gen} klopfen, ruhig und gleichmäßig, und {h:sein|ihr} eigenes Herz wurde auch wieder ruhig.',
          bands: ['8-10'],
        },
        {
          text: '{friend} fiel {hero} um den Hals, und dann fielen sie beide {creature.dat} um den Hals, und {creature} gähnte.',
          friend: true,
          bands: ['5-7', '8-10'],
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
        actions: { hero: 'stand', creature: 'sit' },
        object: null,
        framing: 'medium',
        prop: 'fence',
      },
      text: [
        {
          alts: [
            'Zu Hause bekam {creature} sofort das Futter und frisches Wasser.',
            'Zurück {place.in} gab {hero} {creature.dat} sofort Futter und Wasser.',
          ],
        },
        {
          alts: [
            'Dann machte {hero} das Tor zu und kontrollierte es zweimal.',
            'Und diesmal schloss {hero} das Tor und rüttelte zweimal daran, ob es auch wirklich zu war.',
          ],
        },
        { text: 'Futter und Wasser für {creature.acc}, und das Tor ist zu!', bands: ['2-4'] },
        {
          alts: [
            '{object} blieb den ganzen Nachmittag liegen. {hero} saß bei {creature.dat} und streichelte {c:ihn|sie|es}.',
            'Den Rest des Tages spielte {hero} nicht mehr mit {object.dat}, sondern blieb bei {creature.dat}.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Als Frau Linde am Abend zurückkam, erzählte {hero} ihr alles, auch das mit dem offenen Tor und der Bank vor der Bäckerei. Die Wangen wurden dabei ganz heiß, aber {hero} erzählte es trotzdem, während {creature} ganz nah bei {h:ihm|ihr} saß.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Frau Linde hörte zu, streichelte {creature.acc} und nickte langsam. „Weißt du, was ich am besten finde?“, sagte sie. „Dass du {creature.acc} wiedergefunden hast und mir die Wahrheit sagst, denn dann kann ich dich wieder fragen.“',
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
        cast: ['hero', 'friend'],
        actions: { hero: 'sleep', friend: 'wave' },
        object: 'world',
        objectAt: 'on-prop',
        framing: 'medium',
        prop: 'bed',
      },
      text: [
        {
          alts: [
            '„Aufpassen heißt: auch dann, wenn man lieber spielen möchte“, sagte {friend} beim Abschied.',
            '„Auf {creature.acc} aufpassen heißt: auch dann, wenn man lieber spielt“, sagte {friend} beim Abschied.',
          ],
          friend: true,
        },
        {
          alts: [
            'Aufpassen heißt: auch dann, wenn man lieber spielen möchte, dachte {hero}.',
            'Auf {creature.acc} aufpassen heißt: auch dann, wenn man lieber spielt, dachte {hero}.',
          ],
          friend: false,
        },
        {
          alts: [
            'Im Bett dachte {hero} an {creature.acc}, {c:der|die|das} jetzt satt und sicher bei Frau Linde schlief.',
            'Vor dem Einschlafen stellte {hero} sich vor, wie {creature} satt und warm in {c:seinem|ihrem|seinem} Körbchen lag.',
          ],
        },
        { text: 'Gute Nacht und schlaf gut, {c:lieber|liebe|liebes} {creature.bare}.', bands: ['2-4'] },
        {
          text: 'Und {object} lag im Regal und wartete auf morgen, denn spielen konnte man schließlich immer noch, wenn alle versorgt waren.',
          bands: ['5-7', '8-10'],
        },
      ],
    },
  ],
  questions: [
    {
      question: 'Auf wen sollte {hero} aufpassen?',
      right: '{creature}',
      wrong: ['{other.creature}', '{other2.creature}'],
    },
    {
      question: 'Womit spielte {hero}, als {h:er|sie} die Zeit vergaß?',
      right: 'Mit {object.dat}',
      wrong: ['Mit {other.object.dat}', 'Mit {other2.object.dat}'],
    },
    { question: 'Was stand offen?', right: 'Das Gartentor', wrong: ['Das Küchenfenster', 'Die Tür der Bäckerei'] },
    {
      question: 'Wo fand {hero} {creature.acc} wieder?',
      right: 'Auf der Bank vor der Bäckerei',
      wrong: ['Im Schuppen', 'Beim Teich'],
    },
    {
      question: 'Was hat {hero} gelernt?',
      right: 'Dass man aufpasst, auch wenn man lieber spielen will',
      wrong: ['Dass Spielen wichtiger ist', 'Dass man Tore immer offen lässt'],
    },
  ],
};

const lanternKeeper: Plot = {
  id: 'responsibility-lantern-keeper',
  moral: 'responsibility',
  titles: ['{hero} und {object.nom} am Steg', 'Ein Licht für die Heimkehrer', 'Die wichtige Aufgabe'],
  places: ['seaside', 'island', 'river', 'village'],
  creatures: ['duck', 'owl', 'mouse', 'frog'],
  objects: ['lantern', 'bell'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'clear',
        mood: 'calm',
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'sit', friend: 'sit', creature: 'stand' },
        object: 'world',
        objectAt: 'on-prop',
        objectState: 'lit',
        framing: 'wide',
        prop: 'bridge',
      },
      text: [
        {
          alts: [
            'Am Steg {place.gen} hing {object.nom}.',
            'Ganz vorn am alten Holzsteg {place.gen} hing {o:ein alter|eine alte|ein altes} {object.bare}.',
          ],
        },
        {
          alts: [
            'Jeden Abend kümmerte sich Opa Hein um {object.acc}, damit die Boote und die Tiere nach Hause fanden.',
            'Jeden Abend sorgte Opa Hein dafür, dass {object} {o:leuchtete|leuchtete|klang}, als Zeichen für alle, die übers Wasser heimkehrten.',
          ],
        },
        { text: '{object} am Steg zeigt allen den Weg.', bands: ['2-4'] },
        {
          alts: [
            'Die Fischer verließen sich darauf, und auch {creature} mit {c:seiner|ihrer|seiner} Familie.',
            'Die Fischerboote kamen danach heim, und {creature} mit den Kleinen auch.',
          ],
        },
        {
          text: '{friend} und {hero} saßen oft bei Opa Hein auf dem Steg und ließen die Beine über dem Wasser baumeln.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Opa Hein war schon sehr alt, hatte einen Bart wie Zuckerwatte und kannte jede Welle beim Namen, behauptete er jedenfalls.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Er erzählte gern von früher, von Nächten mit dichtem Nebel, in denen nur {object} am Steg den Weg gezeigt hatte, und von Booten, die ohne dieses Zeichen bis zur anderen Seite getrieben wären. „Ein kleines Zeichen“, sagte er oft, „aber ohne {object.acc} wären viele nicht nach Hause gekommen.“',
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
        cast: ['hero'],
        actions: { hero: 'stand' },
        object: null,
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Doch eines Tages lag Opa Hein erkältet im Bett, und {object} hing ganz allein am Steg.',
            'Aber an diesem Tag hatte Opa Hein eine schlimme Erkältung und konnte nicht {place.to}.',
          ],
        },
        {
          alts: [
            '„Kannst du heute Abend {object.acc} übernehmen?“, krächzte er, „genau wenn die Sonne untergeht.“',
            '„Heute Abend musst du dich um {object.acc} kümmern“, flüsterte er heiser, „pünktlich, wenn die Sonne untergeht.“',
          ],
        },
        { text: 'Hatschi, Opa Hein ist krank!', bands: ['2-4'] },
        {
          alts: [
            '„Ich kümmere mich um {object.acc}“, sagte {hero}, „versprochen.“',
            '{hero} nickte ganz ernst: „Versprochen, {object} {o:leuchtet|leuchtet|klingt} pünktlich.“',
          ],
        },
        {
          text: 'Opa Hein zeigte {hero} genau, was mit {object.dat} zu tun war. Es war nicht schwer, man musste nur pünktlich sein und dranbleiben, bis das letzte Boot {place.in} angelegt hatte.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} ging nach Hause und fühlte sich größer als am Morgen, so, als wäre {h:er|sie} über Nacht ein Stück gewachsen, fast bis zu {object.dat} hinauf. Eine richtige Aufgabe, eine, auf die sich die Fischer und sogar {creature} verließen!',
          bands: ['8-10'],
        },
        {
          text: 'Den ganzen Nachmittag übte {hero} im Kopf: erst hinunter zum Steg, dann {object} bereit machen, dann warten, bis das letzte Boot da ist. Es klang ganz einfach, aber {hero} ahnte, dass einfache Dinge manchmal am schwersten sind, wenn sie jeden Abend pünktlich passieren müssen, auch an Abenden, an denen man lieber etwas ganz anderes täte.',
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
        actions: { hero: 'stand', friend: 'wave' },
        object: null,
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Doch am Nachmittag kam eine Einladung: Heute Abend gab es {place.in} ein Puppentheater!',
            'Am Nachmittag hing ein Plakat {place.in}: Puppentheater, heute Abend, wenn die Sonne untergeht!',
          ],
        },
        {
          alts: [
            'Ausgerechnet heute Abend, wenn {hero} bei {object.dat} sein musste!',
            'Genau dann, wenn {object} am Steg gebraucht wurde!',
          ],
        },
        { text: 'Oje: Puppentheater oder {object}?', bands: ['2-4'] },
        {
          text: '„Komm doch mit“, bettelte {friend}, „es gibt einen Drachen und einen Kasper und Zuckerwatte {place.in}!“',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            '{hero} wollte so gern ins Puppentheater, so gern, dass {h:ihm|ihr} {object} für einen Moment fast egal war.',
            '{hero} liebte Puppentheater mehr als fast alles andere, sogar mehr als die Abende mit Opa Hein und {object.dat}.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} stand lange vor dem Plakat, auf dem ein Kasper mit roter Mütze einen Drachen {place.through} jagte, und daneben stand in goldenen Buchstaben: EINMALIGE VORSTELLUNG. Einmalig hieß: nur heute, nur heute und nie wieder, und ausgerechnet dann, wenn {object} gebraucht wurde.',
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
        actions: { hero: 'reach-up', creature: 'stand' },
        object: 'world',
        objectAt: 'on-prop',
        objectState: 'lit',
        framing: 'medium',
        prop: 'bridge',
      },
      text: [
        {
          alts: [
            'Da hatte {hero} eine Idee: {h:Er|Sie} würde sich einfach jetzt schon um {object.acc} kümmern!',
            'Ich mache es einfach jetzt schon, dachte {hero}, und lief mitten am Nachmittag zu {object.dat}.',
          ],
        },
        {
          alts: [
            'Aber es war noch hell, und niemand bemerkte {object.acc}.',
            'Doch es war ja noch heller Tag, und bei Sonne achtet niemand auf {object.acc}.',
          ],
        },
        {
          alts: [
            'Nur {creature} kam herbei und fragte: „Ist schon Abend?“',
            'Nur {creature} kam verwirrt herbei: „Was ist denn los? Ist es schon Zeit?“',
          ],
        },
        { text: 'Nein, noch nicht Abend, {c:lieber|liebe|liebes} {creature.bare}! {creature.sound}', bands: ['2-4'] },
        {
          text: '„Nein, noch nicht“, seufzte {hero}, und {creature} schüttelte verwirrt den Kopf und verschwand wieder.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} verstand: Ein Zeichen zur falschen Zeit ist kein Zeichen, es bringt nur alle durcheinander, sogar {creature.acc}. Es kam nicht darauf an, dass {object} irgendwann {o:leuchtete|leuchtete|klang}, sondern dass es genau dann geschah, wenn jemand es brauchte.',
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
        actions: { hero: 'sit', friend: 'reach-up', creature: 'reach-up' },
        object: 'world',
        objectAt: 'on-prop',
        framing: 'medium',
        prop: 'bridge',
      },
      text: [
        {
          alts: [
            'Dann fragte {hero} {creature.acc}: „Kannst du heute Abend für mich aufpassen?“',
            'Da hatte {hero} noch eine Idee: „Machst du das heute Abend für mich, {c:lieber|liebe|liebes} {creature.bare}?“',
          ],
        },
        {
          alts: [
            '{^creature} streckte sich, so hoch {c:er|sie|es} konnte, aber {c:er|sie|es} reichte nicht einmal bis zur Hälfte.',
            '{^creature} versuchte es, reckte sich und hüpfte, aber {object} hing viel zu hoch.',
          ],
        },
        { text: 'Hops, hops, zu hoch für {creature.acc}!', bands: ['2-4'] },
        {
          text: '{friend} versuchte, {creature.acc} hochzuheben, aber {creature} zappelte und kicherte, weil es kitzelte.',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            '„Das ist deine Aufgabe“, sagte {creature} freundlich, „du hast es Opa Hein versprochen.“',
            '„Ich würde ja gern“, sagte {creature}, „aber Opa Hein hat ja dich gefragt.“',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} setzte sich auf den Steg, schaute {creature.dat} nach und sah, dass die Sonne schon tiefer stand. Drüben {place.in} bauten sie jetzt die Bühne auf, und bald würden alle Kinder auf den Bänken sitzen, alle, nur {hero} nicht.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'evening',
        weather: 'rain',
        mood: 'calm',
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'sit', friend: 'sit', creature: 'sit' },
        object: 'world',
        objectAt: 'on-prop',
        objectState: 'lit',
        framing: 'wide',
        prop: 'bridge',
      },
      text: [
        {
          alts: [
            'Die Sonne ging unter, {creature} rief die Kleinen nach Hause, und {hero} stand auf: Es war Zeit.',
            'Als die Sonne unterging, stand {hero} auf und lief zu {object.dat}.',
          ],
        },
        {
          alts: [
            'Und genau jetzt ließ {hero} {object.acc} {o:leuchten|leuchten|klingen}, hell und klar über das Wasser.',
            'Pünktlich wie Opa Hein brachte {hero} {object.acc} zum {o:Leuchten|Leuchten|Klingen}, weit über das Wasser hinaus.',
          ],
        },
        { text: '{object} am Steg: hier ist der Weg!', bands: ['2-4'] },
        {
          text: '{friend} ging nicht zum Puppentheater, sondern setzte sich zu {hero} unter {object.acc}: „Zu zweit ist es ein Abenteuer!“',
          friend: true,
        },
        {
          alts: [
            'Der Wind wurde stärker, und ein feiner Nieselregen fiel über {place.acc}, aber {hero} blieb.',
            'Es wurde kühl, und Wind kam auf, doch {hero} blieb am Steg und wartete, so wie {creature} auf die Kleinen wartete.',
          ],
        },
        {
          text: 'Die Hände wurden kalt, und die Nase lief ein bisschen, während aus der Ferne das Lachen vom Puppentheater {place.in} herüberwehte. {hero} zog die Jacke enger und blieb bei {object.dat}.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Irgendwann kam {creature} und setzte sich neben {hero}, um {h:ihm|ihr} Gesellschaft zu leisten, bis {c:seine|ihre|seine} Familie da war. So saßen sie zusammen unter {object.dat} und schauten in die Dunkelheit, wo das Wasser gluckste, und warteten.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'night',
        weather: 'wind',
        mood: 'happy',
        cast: ['hero', 'creature'],
        actions: { hero: 'wave', creature: 'walk' },
        object: 'world',
        objectAt: 'on-prop',
        framing: 'wide',
        prop: 'bridge',
      },
      text: [
        {
          alts: [
            'Da, ein Boot kam aus der Dunkelheit, dann noch eins, genau auf {object.acc} zu!',
            'Und dann tauchten sie auf: erst ein Fischerboot, dann noch eins, und dahinter die ganze Familie {creature.gen}!',
          ],
        },
        {
          alts: ['Alle fanden sicher zum Steg.', 'Eins nach dem anderen legten sie sicher am Steg an.'],
        },
        { text: 'Ein Boot, zwei Boote, und {creature}, alle sind da!', bands: ['2-4'] },
        {
          alts: [
            '„Danke!“, riefen die Fischer, „ohne {object.acc} hätten wir den Steg nie gefunden!“',
            '„Gut gemacht!“, rief der älteste Fischer, „im Nebel da draußen hatten wir nur {object.acc}!“',
          ],
        },
        {
          text: '{^creature} kam ganz nah heran und sagte: „Meine Kleinen hatten Angst. Aber dann haben sie {object.acc} bemerkt.“',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{^creature} hatte sogar ein Geschenk mitgebracht, eine glatte, glänzende Muschel vom Grund des Wassers, und sagte feierlich: „Für {h:den Steg-Wächter|die Steg-Wächterin}.“',
          bands: ['8-10'],
        },
        {
          text: 'Erst jetzt merkte {hero}, wie dunkel und neblig es draußen auf dem Wasser geworden war, dort, wo die Familie {creature.gen} unterwegs gewesen war, auch wenn es vom Steg aus gar nicht so schlimm ausgesehen hatte. Für die da draußen war {object} das Einzige gewesen, woran man sich halten konnte, und {hero} war der Grund, dass {o:er|sie|es} da war.',
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
        cast: ['hero', 'friend'],
        actions: { hero: 'sleep', friend: 'sit' },
        object: null,
        framing: 'medium',
        prop: 'bed',
      },
      text: [
        {
          alts: [
            'Später brachten die Kinder vom Puppentheater Zuckerwatte mit, für {hero} und {creature.acc}.',
            'Nach der Vorstellung liefen die Kinder zum Steg und brachten {hero} und {creature.dat} Zuckerwatte.',
          ],
        },
        {
          text: '„Die Boote und {creature} haben sich heute auf dich verlassen“, sagte {friend}, „und du warst da.“',
          friend: true,
        },
        {
          text: 'Die Boote und {creature} haben sich auf mich verlassen, dachte {hero}, und ich war da.',
          friend: false,
        },
        {
          alts: [
            'Opa Hein schickte ein Briefchen: „Danke, Steg-{h:Wächter|Wächterin}, du hast {object.acc} gut gehütet!“',
            'Opa Hein winkte vom Fenster, und {object} schaukelte im Wind, als winkte {o:er|sie|es} zurück.',
          ],
        },
        { text: 'Zuckerwatte, ein warmes Bett und gute Nacht, {o:lieber|liebe|liebes} {object.bare}!', bands: ['2-4'] },
        {
          text: '{hero} kuschelte sich ins Bett und dachte an {creature.acc} und die Kleinen, die jetzt sicher zu Hause schliefen. Das Puppentheater hatte {hero} verpasst, aber dafür hatte {h:er|sie} heute Abend {place.in} selbst in einer Geschichte mitgespielt, in einer echten.',
          bands: ['5-7', '8-10'],
        },
      ],
    },
  ],
  questions: [
    {
      question: 'Wer kümmerte sich sonst um {object.acc} am Steg?',
      right: 'Opa Hein',
      wrong: ['Der Fischer', '{creature}'],
    },
    {
      question: 'Was fand am selben Abend statt?',
      right: 'Ein Puppentheater',
      wrong: ['Ein Laternenfest', 'Ein Geburtstag'],
    },
    {
      question: 'Warum half es nicht, schon am Nachmittag anzufangen?',
      right: 'Weil es noch hell war und niemand es bemerkte',
      wrong: ['Weil es regnete', 'Weil Opa Hein es verboten hatte'],
    },
    {
      question: 'Wer kam am Abend sicher nach Hause?',
      right: 'Die Boote und {creature} mit der Familie',
      wrong: ['Nur der Kasper', '{other.creature} mit der Familie'],
    },
    {
      question: 'Wie fühlte sich {hero} am Ende?',
      right: 'Stolz, weil sich alle auf {h:ihn|sie} verlassen konnten',
      wrong: ['Traurig und wütend', 'Müde und gelangweilt'],
    },
  ],
};

const importantDelivery: Plot = {
  id: 'responsibility-important-delivery',
  moral: 'responsibility',
  titles: ['{hero} bringt {object.acc} zu Oma', 'Der Weg {place.through}', 'Erst die Aufgabe, dann das Spiel'],
  places: ['forest', 'meadow', 'village', 'mountain'],
  creatures: ['squirrel', 'fox', 'rabbit', 'fawn'],
  objects: ['cake', 'basket', 'flower', 'book'],
  pages: [
    {
      scene: {
        place: 'home',
        time: 'morning',
        weather: 'clear',
        mood: 'happy',
        cast: ['hero', 'friend'],
        actions: { hero: 'receive', friend: 'carry' },
        object: 'world',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Heute hatte Oma Geburtstag, und sie wohnte auf der anderen Seite {place.gen}.',
            'Oma hatte heute Geburtstag, und ihr Häuschen lag am anderen Ende {place.gen}.',
          ],
        },
        {
          alts: [
            'Mama gab {hero} {object.acc}: „Bring {o:ihn|sie|es} bis Mittag zu Oma, und bleib auf dem Weg!“',
            '„Du bist jetzt groß genug“, sagte Mama und reichte {hero} {object.acc}, „bring {o:ihn|sie|es} bis Mittag zu Oma und bleib auf dem Weg.“',
          ],
        },
        { text: '{^object} für Oma, bis Mittag!', bands: ['2-4'] },
        {
          alts: [
            '„Oma wartet schon“, sagte Mama noch, „also trödel nicht, auch wenn dir unterwegs {creature.ein} begegnet.“',
            '„Und nicht trödeln, auch nicht mit {creature.einem}“, rief Mama noch hinterher, „Oma wartet.“',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Mama winkte noch lange an der Tür, und {hero} winkte zurück, bis {h:er|sie} mit {object.dat} um die Ecke bog.',
          bands: ['5-7', '8-10'],
        },
        { text: '{friend} durfte mitgehen und trug die Wasserflasche, {hero} trug {object.acc}.', friend: true },
        {
          text: 'Der Weg war nicht gefährlich, {hero} kannte ihn gut, er führte {place.through}, an lauter bekannten Dingen vorbei: an der krummen Birke, an der Bank mit dem Herz und am Bach mit den flachen Steinen. Nur war {hero} ihn noch nie allein mit {object.dat} gegangen, mit einer so wichtigen Aufgabe.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} hielt {object.acc} so vorsichtig, als wäre {o:er|sie|es} ein schlafendes Vögelchen. Oma hatte immer gesagt, dass sie sich über nichts so sehr freut wie über {object.acc}, und heute, an ihrem Geburtstag, sollte {o:er|sie|es} pünktlich und heil bei ihr ankommen.',
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
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'run', friend: 'hide', creature: 'run' },
        object: 'world',
        objectAt: 'ground',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Kaum war {hero} {place.in}, sprang {creature} aus dem Gebüsch.',
            'Mitten {place.in} hüpfte plötzlich {creature} auf den Weg.',
          ],
        },
        {
          alts: [
            '„Spielst du mit mir Verstecken?“, fragte {creature}.',
            '„Komm, wir spielen Fangen!“, rief {creature} fröhlich.',
          ],
        },
        { text: 'Spielen mit {creature.dat}? {creature.sound}', bands: ['2-4'] },
        {
          alts: [
            '„Nur ganz kurz“, sagte {hero} und stellte {object.acc} ins Gras.',
            '„Na gut, nur ein bisschen“, sagte {hero} und legte {object.acc} auf einen Baumstumpf.',
          ],
        },
        {
          text: '{friend} versteckte sich {place.in} so gut, dass {f:er|sie} selbst vergaß, wo {f:er|sie} war.',
          friend: true,
        },
        {
          text: 'Sie spielten und lachten mit {creature.dat}, und aus einem bisschen wurde eine ganze Weile, während die Sonne immer höher über {place.acc} kletterte.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{^creature} kannte die besten Verstecke: hohle Baumstämme, dichte Farne und eine Mulde, in die genau ein Kind passte.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} hatte ein kleines schlechtes Gewissen, als {h:er|sie} {object.acc} abstellte, aber nur ein ganz kleines, so klein, dass man es leicht überhören konnte, wenn {creature} „Ich komme!“ rief und man sich schnell verstecken musste.',
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
        actions: { hero: 'wave', friend: 'stand', creature: 'stand' },
        object: 'world',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Als {hero} zurückkam, saß ein Eichelhäher auf {object.dat} und pickte daran herum!',
            'Doch als {hero} sich umdrehte, krabbelten schon drei Ameisen auf {object.dat} herum!',
          ],
        },
        {
          alts: [
            '„Husch!“, rief {hero} und rettete {object.acc} gerade noch rechtzeitig.',
            '„Weg da!“, rief {hero} und wedelte, bis {object} wieder frei war.',
          ],
        },
        { text: 'Husch, husch, weg da von {object.dat}!', bands: ['2-4'] },
        {
          text: '{object} hatte ein kleines bisschen gelitten, nur ganz wenig, aber {hero} erschrak trotzdem.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{friend} kam voller Blätter aus dem Versteck, sah {object.acc} und sagte nur: „Oh.“',
          friend: true,
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Wie spät war es eigentlich, fragte sich {hero} und schaute zur Sonne, die schon ziemlich hoch über {place.dat} stand. Oma wartete auf {object.acc}, und {hero} hatte versprochen, es zu schaffen. Was, wenn Oma schon am Fenster stand und sich fragte, wo {hero} blieb, während {h:er|sie} mit {creature.dat} Verstecken spielte?',
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
        actions: { hero: 'reach-up', friend: 'sit' },
        object: 'world',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            '„Jetzt aber schnell“, dachte {hero} und nahm eine Abkürzung {place.through}, aber die führte mitten in ein dorniges Gebüsch.',
            'Um die Zeit aufzuholen, nahm {hero} eine Abkürzung quer {place.through}, doch die endete in einem Brombeergestrüpp, dicht wie eine Mauer.',
          ],
        },
        { text: 'Au, pieks, Dornen, und {object} wackelt!', bands: ['2-4'] },
        {
          alts: [
            '{hero} blieb mit dem Ärmel hängen und musste {object.acc} ganz hoch halten, damit {o:er|sie|es} heil blieb.',
            'Mit hängendem Ärmel und {object.dat} hoch über dem Kopf kämpfte sich {hero} wieder heraus.',
          ],
        },
        {
          text: '{friend} half ziehen, und beide plumpsten rückwärts ins Gras, {object} sicher bei sich.',
          friend: true,
        },
        {
          text: 'Ein paar Kratzer an den Händen, ein Loch im Ärmel, und gewonnen hatte {hero} gar nichts {place.in}: Abkürzungen, dachte {hero}, sind nur dann kürzer, wenn man sie kennt.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Im dunklen, stacheligen Gebüsch, {object} hoch über dem Kopf, musste {hero} an Mamas Worte denken: Bleib auf dem Weg, nicht weil es gefährlich ist, sondern weil Oma wartet. Vielleicht, dachte {hero}, ist das bei Aufgaben so: Der sichere Weg ist meistens auch der schnellste.',
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
        actions: { hero: 'stand', friend: 'stand', creature: 'walk' },
        object: 'world',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Da kam {creature} wieder angelaufen: „Spielen wir weiter?“',
            'Schon wieder tauchte {creature} auf: „Noch eine Runde?“',
          ],
        },
        {
          alts: [
            '{hero} schüttelte den Kopf: „Jetzt nicht, ich muss {object.acc} zu Oma bringen.“',
            '„Erst bringe ich {object.acc} zu Oma“, sagte {hero} fest, „dann spielen wir.“',
          ],
        },
        {
          text: '{^creature} schaute ein bisschen enttäuscht, aber dann nickte {c:er|sie|es}.',
          bands: ['5-7', '8-10'],
        },
        { text: 'Erst {object} zu Oma, dann spielen!', bands: ['2-4'] },
        {
          alts: [
            '„Dann komme ich mit“, sagte {creature}, „ich kenne den schönsten Weg.“',
            '„Darf ich mitkommen?“, fragte {creature}, „ich weiß, wo der Weg {place.in} am glattesten ist.“',
          ],
        },
        { text: '„Erst die Aufgabe, dann das Spiel“, sagte {friend} zu {creature.dat}.', friend: true },
        {
          text: 'Es war gar nicht leicht, Nein zu sagen, denn {creature} war lustig, und Verstecken war {h:sein|ihr} Lieblingsspiel. Aber {hero} dachte an Oma, die heute Geburtstag hatte und sich auf {object.acc} freute. Oma zählte auf {h:ihn|sie}, und das war wichtiger als eine Runde Verstecken {place.in}, auch wenn die Runde noch so lustig gewesen wäre.',
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
        actions: { hero: 'carry', creature: 'walk' },
        object: 'world',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Jetzt gingen sie zusammen mit {creature.dat}, immer schön auf dem Weg.',
            'Zusammen liefen sie weiter, diesmal auf dem richtigen Weg {place.through}.',
          ],
        },
        {
          alts: [
            '{hero} trug {object.acc} vorsichtig mit beiden Händen.',
            'Mit beiden Händen hielt {hero} {object.acc}, ganz gerade und ganz ruhig.',
          ],
        },
        { text: 'Schritt für Schritt, mit {object.dat}.', bands: ['2-4'] },
        {
          alts: [
            '{^creature} zeigte, wo Wurzeln waren und wo der Boden rutschig war.',
            'An jeder Wurzel rief {creature}: „Achtung, Stolperfalle!“',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Einmal hätte {hero} fast eine Schnecke übersehen, aber {creature} rief rechtzeitig, und {hero} machte einen großen Schritt darüber.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Am Bach half {creature}, die flachen Steine zu finden, und {hero} balancierte hinüber, {object.acc} hoch über dem Wasser, und kein Tropfen kam daran. Und am anderen Ufer, schon am Ende {place.gen}, sah man den Schornstein von Omas Häuschen rauchen.',
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
        actions: { hero: 'give', friend: 'stand', creature: 'stand' },
        object: 'world',
        framing: 'close',
        prop: 'hut',
      },
      text: [
        {
          alts: [
            'Und dann standen sie vor Omas Tür, {object} heil in der Hand, genau als die Kirchturmuhr zwölf schlug.',
            '{^object} im Arm klopfte {hero} pünktlich zum Mittag an Omas Tür.',
          ],
        },
        {
          alts: [
            '„Alles Gute zum Geburtstag, Oma!“, rief {hero} und gab ihr {object.acc}.',
            '„Herzlichen Glückwunsch!“, rief {hero} und hielt Oma {object.acc} hin.',
          ],
        },
        { text: 'Alles Gute, Oma, hier ist {object}!', bands: ['2-4'] },
        {
          alts: [
            'Oma strahlte: „{^object}, wie schön, und ganz pünktlich!“',
            'Oma klatschte in die Hände: „{^object} kommt genau zur richtigen Zeit!“',
          ],
        },
        { text: '„Auf dich kann man sich verlassen“, sagte {friend}, und {creature} nickte.', friend: true },
        {
          text: 'Auf mich kann man sich verlassen, dachte {hero} stolz und zwinkerte {creature.dat} zu.',
          friend: false,
        },
        {
          text: 'Oma bemerkte, dass {object} ein bisschen gelitten hatte, und {hero} erzählte ihr alles, auch vom Verstecken und von der Abkürzung. Oma lachte: „Hauptsache, du bist da, und an {object.dat} sieht man es kaum.“',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Oma gab {creature.dat} ein Stück Geburtstagskuchen, und {creature} hatte danach Sahne auf der Nase.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Oma stellte {object.acc} mitten auf den Tisch, zwischen die Kerzen, und sagte, das sei das schönste Geschenk von allen. {hero} wusste nicht, ob das stimmte, denn neben {object.dat} lagen noch viele andere Geschenke, aber Oma sah so glücklich aus, dass es bestimmt ein bisschen stimmte.',
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
        framing: 'wide',
        prop: 'bed',
      },
      text: [
        {
          alts: [
            'Nach dem Kuchen durften {hero} und {creature} endlich spielen.',
            'Und am Nachmittag, als {object} längst auf Omas Tisch {o:stand|stand|lag}, wurde endlich gespielt.',
          ],
        },
        {
          alts: [
            'Sie spielten mit {creature.dat} Verstecken, bis die Sonne rot wurde.',
            'Verstecken, Fangen und noch einmal Verstecken, bis der Himmel über {place.dat} rosa wurde.',
          ],
        },
        { text: 'Jetzt wird gespielt, eins, zwei, drei, wo ist {creature}?', bands: ['2-4'] },
        {
          text: 'Und es machte sogar noch mehr Spaß als am Morgen, weil nichts mehr drückte und nirgends {place.in} jemand wartete.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Auf dem Heimweg, an Papas Hand, gähnte {hero} so breit, dass ein Schmetterling fast hineingeflogen wäre, und {creature} gähnte am Wegrand gleich mit. Es war ein langer Tag gewesen, voller Wege und Umwege, aber {object} war angekommen, heil und pünktlich, und Oma hatte gestrahlt, und mehr brauchte es nicht für einen guten Tag.',
          bands: ['8-10'],
        },
        'Zu Hause kuschelte sich {hero} ins Bett und schlief zufrieden ein.',
      ],
    },
  ],
  questions: [
    {
      question: 'Was sollte {hero} zu Oma bringen?',
      right: '{object.acc}',
      wrong: ['{other.object.acc}', '{other2.object.acc}'],
    },
    {
      question: 'Wer wollte unterwegs spielen?',
      right: '{creature}',
      wrong: ['{other.creature}', '{other2.creature}'],
    },
    {
      question: 'Was passierte bei der Abkürzung?',
      right: '{hero} landete in einem dornigen Gebüsch',
      wrong: ['{hero} fand einen Schatz', '{hero} war sofort bei Oma'],
    },
    {
      question: 'Was sagte {hero}, als {creature} wieder spielen wollte?',
      right: 'Erst zu Oma, dann spielen',
      wrong: ['Nur noch eine Runde', 'Ich gehe nach Hause'],
    },
    {
      question: 'Wie fühlte sich {hero}, als {h:er|sie} pünktlich bei Oma war?',
      right: 'Stolz, weil man sich auf {h:ihn|sie} verlassen kann',
      wrong: ['Traurig, weil {h:er|sie} nicht gespielt hatte', 'Ärgerlich auf Mama'],
    },
  ],
};

export const responsibilityPlots: Plot[] = [petSitting, lanternKeeper, importantDelivery];
