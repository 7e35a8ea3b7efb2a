import type { Plot } from '../../format.js';

const oneTreat: Plot = {
  id: 'sharing-one-treat',
  moral: 'sharing',
  titles: ['{hero} und {object.nom} für alle', 'Geteilt schmeckt es doppelt', 'Das Picknick {place.gen}'],
  places: ['farm', 'garden', 'meadow', 'forest'],
  creatures: ['squirrel', 'rabbit', 'mouse', 'hedgehog', 'robin'],
  objects: ['apple', 'cake'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'clear',
        mood: 'happy',
        cast: ['hero', 'friend'],
        actions: { hero: 'sit', friend: 'sit' },
        object: 'world',
        objectAt: 'ground',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Eines Morgens machte {hero} ein Picknick {place.in}.',
            'An einem sonnigen Morgen breitete {hero} {place.in} eine Picknickdecke aus.',
          ],
        },
        {
          alts: [
            'Oma hatte {h:ihm|ihr} {object.einen} eingepackt, groß und rund und duftend.',
            'In {h:seinem|ihrem} Rucksack steckte {object.ein}, den schönsten, den Oma finden konnte.',
          ],
        },
        { text: 'Mmmh, wie lecker {object} duftet!', bands: ['2-4'] },
        {
          alts: [
            '{^object} duftete so gut, dass {hero} das Wasser im Mund zusammenlief.',
            'Schon der Duft {object.gen} ließ {hero} den Magen laut knurren.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Die Sonne schien warm {place.in}, die Bienen summten, und auf der Decke lagen ein Becher, eine Serviette und {object}, sonst nichts.',
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            '{friend} saß mit auf der Decke und schaute {object.acc} sehr lange an.',
            'Neben {hero} auf der Decke saß {friend} und schnupperte an {object.dat}.',
          ],
          friend: true,
        },
        {
          alts: [
            '„{^object} ist nur für mich“, dachte {hero}. „Ganz allein für mich.“',
            '{^object} esse ich ganz allein, beschloss {hero}.',
          ],
        },
        {
          alts: [
            '{hero} hatte sich den ganzen Morgen darauf gefreut. {h:Er|Sie} hatte sogar extra wenig gefrühstückt, damit mehr Platz im Bauch war für {object.acc}. Und jetzt lag {o:er|sie|es} da, in der Sonne, und wartete nur darauf, gegessen zu werden.',
            'Schon seit dem Aufwachen freute sich {hero} darauf. Beim Frühstück hatte {h:er|sie} extra wenig gegessen, damit noch Platz im Bauch blieb. Nun lag {object} da in der Sonne und wartete bloß noch darauf, verspeist zu werden.',
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
        mood: 'calm',
        cast: ['hero', 'creature'],
        actions: { hero: 'sit', creature: 'walk' },
        object: 'world',
        objectAt: 'ground',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Da raschelte es, und {creature} kam angehüpft.',
            'Plötzlich raschelte es im Gras, und heraus kam {creature}.',
          ],
        },
        {
          alts: [
            'Und hinter {creature.dat} kamen noch {c:seine|ihre|seine} zwei kleinen Geschwister.',
            'Gleich hinter {c:ihm|ihr|ihm} tauchten zwei kleinere Geschwister {creature.gen} auf.',
          ],
        },
        {
          text: 'Das kleinste der beiden Geschwister versteckte sich hinter {creature.dat} und lugte nur mit einem Auge hervor.',
          bands: ['5-7', '8-10'],
        },
        { text: '{creature.sound} {^creature} hat so einen Hunger!', bands: ['2-4'] },
        {
          alts: [
            'Alle drei schauten {object.acc} an, mit großen, hungrigen Augen.',
            'Drei Paar hungrige Augen starrten auf {object.acc}.',
          ],
        },
        {
          alts: [
            '„Wir haben seit gestern nichts gefunden“, sagte {creature} leise.',
            '„Der Wind hat alle unsere Vorräte weggeweht“, seufzte {creature}.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            'Die beiden Kleinen sagten gar nichts. Sie hielten sich an den Pfoten und schluckten, und bei einem knurrte der Bauch so laut, dass es fast wie ein kleiner Donner klang. {hero} tat, als hätte {h:er|sie} nichts gehört, und schaute in den Himmel über {place.dat}.',
            'Kein Wort sagten die zwei Kleinen. Pfote in Pfote standen sie da und schluckten, und einem grummelte der Magen, dass es klang wie ferner Donner. {hero} tat so, als hätte {h:er|sie} nichts gehört, und guckte in den Himmel.',
          ],
          bands: ['8-10'],
        },
        {
          alts: [
            'Eigentlich, dachte {hero}, ist {object} ja gar nicht so groß. Für einen reicht {o:er|sie|es} gerade so. Wenn man {o:ihn|sie|es} durch fünf teilt, bleibt fast nichts übrig. Das war Rechnen, und Rechnen konnte {hero} gut. Aber irgendwie fühlte sich die Rechnung trotzdem falsch an.',
            'So groß ist {object} doch gar nicht, überlegte {hero}. Für einen reicht es gerade. Durch fünf geteilt, bleibt fast nichts. Rechnen konnte {hero} gut, und die Rechnung stimmte. Trotzdem fühlte sie sich irgendwie falsch an.',
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
        actions: { hero: 'sit', friend: 'run', creature: 'stand' },
        object: 'world',
        objectAt: 'ground',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Schnell versteckte {hero} {object.acc} unter {h:seiner|ihrer} Mütze.',
            'Blitzschnell stülpte {hero} die Mütze über {object.acc}.',
          ],
        },
        {
          alts: [
            'Aber dann kam ein Windstoß, und die Mütze flog {place.through} davon!',
            'Doch ein frecher Windstoß wehte die Mütze einfach weg.',
          ],
        },
        {
          alts: ['Da lag {object} wieder, mitten auf der Decke.', 'Und da lag {object} wieder, für alle gut zu sehen.'],
        },
        { text: 'Huiii, die Mütze fliegt, und {object} liegt wieder da!', bands: ['2-4'] },
        { text: '{friend} prustete los und jagte der Mütze hinterher, quer {place.through}.', friend: true },
        {
          alts: [
            '{^creature} kicherte, und die zwei Kleinen kicherten mit.',
            'Da mussten sogar die hungrigen Geschwister {creature.gen} kichern.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            '{hero} wurde ein bisschen rot. Eine Mütze ist kein gutes Versteck, wenn der Wind {place.in} mitspielt. Und eigentlich, dachte {hero}, fühlt sich Verstecken vor hungrigen Augen auch gar nicht gut an.',
            '{hero} bekam rote Ohren. Unter einer Mütze versteckt man nichts, wenn der Wind mitspielt. Und ehrlich gesagt, fand {hero}, macht Verstecken vor hungrigen Augen sowieso keinen Spaß.',
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
        actions: { hero: 'give', creature: 'receive' },
        object: 'world',
        framing: 'close',
      },
      text: [
        {
          alts: [
            'Dann brach {hero} ein winziges Krümelchen von {object.dat} ab.',
            'Also zupfte {hero} ein klitzekleines Stückchen von {object.dat}.',
          ],
        },
        {
          alts: [
            '„Hier“, sagte {hero} und gab es {creature.dat}.',
            '„Bitte schön“, sagte {hero} und hielt es {creature.dat} hin.',
          ],
        },
        {
          alts: [
            '{^creature} schaute das Krümelchen an. „Ist das für eine Ameise?“, fragte {c:er|sie|es}.',
            '{^creature} drehte das Krümelchen hin und her. „Das reicht ja nicht mal für einen Marienkäfer“, sagte {c:er|sie|es}.',
          ],
        },
        {
          text: '{^creature} steckte {c:seinen|ihren|seinen} Teil vom Krümelchen in den Mund und kaute ganz lange darauf herum, als wäre es ein riesiger Bissen.',
          bands: ['5-7', '8-10'],
        },
        { text: 'So ein kleines Krümelchen, viel zu klein für {creature.acc}!', bands: ['2-4'] },
        {
          alts: [
            'Und dann teilte {creature} das Krümelchen trotzdem in drei Teile, für sich und die Kleinen.',
            'Und trotzdem brach {creature} das Krümelchen in drei winzige Teile, damit die Kleinen auch etwas bekamen.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            '{hero} sah zu. {^creature} hatte fast nichts, und das Wenige teilte {c:er|sie|es} auch noch. Und {hero} hatte {object.acc}, {o:einen ganzen|eine ganze|ein ganzes}, und wollte nichts abgeben. Auf einmal kam sich {hero} ganz klein vor, kleiner als das Krümelchen.',
            '{hero} schaute zu. {^creature} besaß fast nichts und teilte das bisschen auch noch. Und {hero}, mit {object.dat}, {o:einem ganzen|einer ganzen|einem ganzen}, wollte nichts hergeben. Da fühlte sich {hero} plötzlich winzig, winziger als das Krümelchen.',
          ],
          bands: ['8-10'],
        },
        {
          alts: [
            '„Wir haben auch mal einen ganzen Winter lang alles geteilt“, erzählte {creature}. „Jede Nuss in drei Teile. Davon wird man nicht ganz satt, aber man ist auch nie allein hungrig.“',
            '„Einen ganzen Winter lang haben wir mal alles geteilt“, sagte {creature}. „Jede Nuss durch drei. Richtig satt wird man davon nicht, aber hungrig ist man nie allein.“',
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
        actions: { hero: 'sit', friend: 'sit', creature: 'sit' },
        object: 'world',
        objectAt: 'ground',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Da nahm {hero} {object.acc} und teilte {o:ihn|sie|es} in gleich große Stücke.',
            'Da holte {hero} tief Luft und schnitt {object.acc} in lauter gleiche Stücke.',
          ],
        },
        {
          text: '„Eins, zwei, drei, vier, fünf, und eins für mich“, zählte {friend}, {f:der|die} am besten rechnen konnte, und half beim Schneiden.',
          friend: true,
        },
        {
          alts: [
            '„Eins für dich, eins für dich, eins für dich, und eins für mich“, zählte {hero}.',
            '„Du eins, du eins, du eins, und ich eins“, zählte {hero}.',
          ],
          friend: false,
        },
        {
          alts: ['Jeder bekam ein gleich großes Stück.', 'Alle bekamen ein Stück, keins größer, keins kleiner.'],
        },
        {
          text: '{hero} legte die Stücke nebeneinander auf die Decke und prüfte ganz genau, dass keins größer war als das andere.',
          bands: ['5-7', '8-10'],
        },
        { text: 'Eins für dich und eins für mich, mampf, mampf, macht {creature}.', bands: ['2-4'] },
        {
          alts: [
            'Die zwei Kleinen strahlten, und {creature} machte einen Freudensprung.',
            '{^creature} jubelte, und die Kleinen tanzten um die Decke.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Und {hero} bekam auch ein Stück, genau so groß wie die anderen. Es war kleiner als {object.nom} ganz, das stimmte. Aber irgendwie schmeckte es trotzdem nach mehr.',
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
        actions: { hero: 'sit', creature: 'carry' },
        object: 'world',
        objectAt: 'ground',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Dann flitzte {creature} davon und kam mit Nüssen und Beeren zurück.',
            'Kurz darauf war {creature} verschwunden und kam mit einem Blatt voller Beeren und Nüsse wieder.',
          ],
        },
        {
          alts: [
            '„Die haben wir noch gefunden, für dich“, sagte {creature}.',
            '„Das Letzte aus unserem Versteck“, sagte {creature}. „Jetzt teilen wir auch.“',
          ],
        },
        { text: '{creature.sound} {^creature} bringt Beeren und Nüsse!', bands: ['2-4'] },
        {
          alts: [
            'So wurde aus {object.dat} ein richtiges Festessen.',
            'Und auf einmal lag auf der Decke ein richtiges Festmahl.',
          ],
        },
        {
          alts: [
            'Sie aßen und lachten, und die Kleinen hatten bald Beerensaft bis zu den Ohren.',
            'Es wurde gegessen und gelacht, und bald klebte den Kleinen der Beerensaft bis hinter den Ohren.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            '{hero} probierte zum ersten Mal eine wilde Beere. Sie war sauer und süß zugleich, und {hero} verzog das Gesicht und lachte.',
            'Zum ersten Mal kostete {hero} eine wilde Beere: sauer und süß auf einmal! {hero} schnitt eine Grimasse und musste lachen.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Eine Amsel kam dazu und bekam die Krümel, und ein Käfer bekam einen Tropfen Saft, und niemand {place.in} ging an diesem Mittag hungrig nach Hause. {hero} schaute in die Runde und dachte: Vorhin war hier ein Kind mit {object.dat}. Jetzt ist hier ein Fest.',
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
        actions: { hero: 'wave', friend: 'sit', creature: 'wave' },
        object: null,
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Als die Sonne tiefer sank, waren alle {place.in} satt und müde.',
            'Am Abend waren alle {place.in} satt und zufrieden.',
          ],
        },
        {
          text: '„Geteilt schmeckt es doppelt so gut“, sagte {friend} und schleckte die letzten Krümel auf.',
          friend: true,
        },
        {
          text: 'Geteilt schmeckt es doppelt so gut, dachte {hero} und leckte sich die letzten Krümel von den Fingern.',
          friend: false,
        },
        {
          alts: [
            '{^creature} winkte zum Abschied, und die zwei Kleinen winkten mit.',
            'Zum Abschied winkten {creature} und die Kleinen, bis {hero} nicht mehr zu sehen war.',
          ],
        },
        { text: 'Tschüss und bis morgen, {c:kleiner|kleine|kleines} {creature.bare}!', bands: ['2-4'] },
        {
          alts: [
            '„Morgen bringe ich wieder etwas mit“, rief {hero}. „Und wir bringen wieder etwas mit!“, rief {creature} zurück.',
            '„Morgen komme ich wieder, mit was Leckerem!“, rief {hero}. „Wir auch!“, rief {creature} zurück.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Die zwei Kleinen schliefen schon halb, eingekuschelt an {creature.acc}, die Bäuche kugelrund.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Auf dem Heimweg merkte {hero}, dass {h:er|sie} gar nicht mehr wusste, wie {object} geschmeckt hatte. Aber {h:er|sie} wusste noch genau, wie die Kleinen gekichert hatten, wie {creature} mit den Beeren angerannt kam und wie der Beerensaft an den Ohren klebte. Manche Dinge vergisst man schnell. Andere behält man für immer.',
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
        { alts: ['Zu Hause erzählte {hero} Oma alles.', 'Am Abend erzählte {hero} Oma von dem Picknick {place.in}.'] },
        {
          alts: [
            '„Dann war {object} ja genau richtig groß“, sagte Oma und lächelte.',
            'Oma lächelte und holte noch eine Kanne Kakao.',
          ],
        },
        { text: 'Satt und froh schläft {hero} ein, und {creature} auch.', bands: ['2-4'] },
        {
          text: 'Zum Nachtisch war noch ein kleines Stück übrig, und {hero} teilte es mit Oma.',
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            'Oma erzählte, dass sie als Kind einmal ihre Geburtstagsschokolade mit der ganzen Klasse geteilt hatte. „Jeder bekam nur ein Eckchen“, sagte sie, „aber das war die beste Schokolade meines Lebens.“',
            'Als Kind, erzählte Oma, hatte sie ihre Geburtstagsschokolade mit der ganzen Klasse geteilt. „Für jeden nur ein Eckchen“, sagte sie, „und nie wieder hat mir Schokolade so gut geschmeckt.“',
          ],
          bands: ['8-10'],
        },
        {
          text: '{hero} kuschelte sich ins Bett, den Bauch voll und das Herz noch voller, und irgendwo {place.in} schliefen drei kleine Tiere mit runden Bäuchen.',
          bands: ['5-7', '8-10'],
        },
      ],
    },
  ],
  questions: [
    {
      question: 'Was hatte Oma {hero} eingepackt?',
      right: '{object.einen}',
      wrong: ['{other.object.einen}', '{other2.object.einen}'],
    },
    {
      question: 'Wer kam mit zwei kleinen Geschwistern?',
      right: '{creature}',
      wrong: ['{other.creature}', '{other2.creature}'],
    },
    {
      question: 'Was passierte mit der Mütze?',
      right: 'Der Wind wehte sie weg',
      wrong: ['{creature} setzte sie auf', 'Sie fiel in eine Pfütze'],
    },
    {
      question: 'Was brachte {creature} am Ende mit?',
      right: 'Nüsse und Beeren',
      wrong: ['Einen Kuchen', 'Eine Flasche Saft'],
    },
    {
      question: 'Warum schmeckte es am Ende so gut?',
      right: 'Weil alle zusammen geteilt haben',
      wrong: ['Weil {hero} alles allein gegessen hat', 'Weil Oma Zucker darauf gestreut hat'],
    },
  ],
};

const newToy: Plot = {
  id: 'sharing-new-toy',
  moral: 'sharing',
  titles: [
    '{hero} und {o:der neue|die neue|das neue} {object.bare}',
    'Zusammen geht es besser',
    'Geteilte Freude {place.in}',
  ],
  places: ['park', 'meadow', 'seaside', 'village'],
  creatures: ['rabbit', 'fox', 'puppy', 'cat', 'squirrel'],
  objects: ['kite', 'ball'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'wind',
        mood: 'happy',
        cast: ['hero', 'friend'],
        actions: { hero: 'run', friend: 'walk' },
        object: 'world',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            '{hero} hatte {o:einen neuen|eine neue|ein neues} {object.bare} bekommen.',
            'Zum Geburtstag hatte {hero} {o:einen nagelneuen|eine nagelneue|ein nagelneues} {object.bare} bekommen.',
          ],
        },
        {
          alts: [
            '{o:Er|Sie|Es} war rot und gelb und glänzte in der Sonne.',
            '{object} war rot mit gelben Punkten, das Schönste, was {hero} je besessen hatte.',
          ],
        },
        { text: 'Neu, ganz neu, nur für mich!', bands: ['2-4'] },
        {
          alts: [
            'Sofort lief {hero} damit {place.to}.',
            'Gleich nach dem Frühstück rannte {hero} mit {object.dat} {place.to}.',
          ],
        },
        {
          text: 'Den ganzen Weg {place.to} trug {hero} {object.acc} vor sich her wie eine Krone.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{friend} kam hinterher, aber {hero} hielt {object.acc} ganz fest und rief: „Nicht anfassen!“',
          friend: true,
        },
        {
          alts: [
            '{hero} hatte sich {object.acc} so lange gewünscht, dass {h:er|sie} {o:ihn|sie|es} am liebsten gar nicht mehr loslassen wollte.',
            'So lange hatte {hero} sich {object.acc} gewünscht. Jetzt wollte {h:er|sie} {o:ihn|sie|es} ganz für sich allein.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: 'In der Nacht hatte {object} neben dem Bett gelegen, und {hero} hatte dreimal das Licht angemacht, nur um nachzusehen, ob {o:er|sie|es} noch da war. So ein Gefühl kennt jeder, der sich einmal etwas ganz, ganz doll gewünscht hat, {object.einen} oder einen Hund oder ein Fahrrad.',
          bands: ['8-10'],
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'wind',
        mood: 'calm',
        cast: ['hero', 'creature'],
        actions: { hero: 'carry', creature: 'sit' },
        object: 'world',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            '{place.in} saß {creature} und schaute neugierig zu.',
            'Am Rand {place.gen} saß {creature} und spitzte die Ohren.',
          ],
        },
        {
          alts: [
            '„Darf ich mitspielen?“, fragte {creature}.',
            '„Oh, {o:ist der|ist die|ist das} schön!“, rief {creature}, „darf ich mitspielen?“',
          ],
        },
        {
          alts: [
            '„Nein!“, sagte {hero} und drückte {object.acc} an sich, „das ist meins.“',
            '„Nein“, sagte {hero} schnell, „{object} gehört mir.“',
          ],
        },
        { text: 'Nein, meins, nur meins!', bands: ['2-4'] },
        {
          alts: [
            '{^creature} ließ die Ohren hängen und setzte sich wieder hin.',
            'Da setzte sich {creature} still hin und schaute nur noch zu.',
          ],
        },
        {
          text: '{hero} drehte sich weg, damit {creature} {object.acc} nicht so genau sehen konnte.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} hörte sich selbst „Nein“ sagen und erschrak ein bisschen, wie hart das klang. Aber jetzt war es gesagt, und {object} war nun mal neu. Neue Sachen, so dachte {hero}, muss man doch beschützen: vor Schmutz, vor Kratzern und vor den Pfoten {creature.gen}.',
          bands: ['8-10'],
        },
        {
          text: '{^creature} sagte nichts mehr, legte den Kopf auf die Pfoten und sah zu, mit Augen, die ein bisschen traurig und ein bisschen hoffnungsvoll waren, so wie man eben schaut, wenn man gern dabei wäre.',
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
        actions: { hero: 'look-for', friend: 'stand', creature: 'sit' },
        object: 'world',
        objectAt: 'ground',
        framing: 'medium',
      },
      text: [
        { alts: ['{hero} spielte allein mit {object.dat}.', 'Also spielte {hero} ganz allein mit {object.dat}.'] },
        {
          alts: [
            'Aber {object} flog in einen Busch, rums!',
            'Doch schon nach einem Augenblick landete {object} mitten in einem Dornbusch.',
          ],
        },
        { text: 'Oje, mitten im Busch!', bands: ['2-4'] },
        {
          alts: [
            '{hero} kroch hinein und kam mit Blättern in den Haaren wieder heraus.',
            'Als {hero} {object.acc} herausholte, hatte {h:er|sie} überall Blätter im Haar, sogar im Ohr.',
          ],
        },
        {
          text: '{^creature} kicherte ein kleines bisschen, hielt sich aber schnell die Pfote vor den Mund.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Ein paar Spatzen {place.in} schauten neugierig zu und tschilpten, als würden sie lachen.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} zupfte sich die Blätter aus den Haaren und sah dabei, dass {object} einen winzigen Kratzer bekommen hatte. Ausgerechnet beim Alleinspielen, dabei hatte {hero} {object.acc} doch gerade deswegen für sich behalten!',
          bands: ['8-10'],
        },
        {
          text: '{friend} stupste {hero} an: „Mit {creature.dat} zusammen geht das bestimmt besser.“ Aber {hero} tat, als hörte {h:er|sie} nichts.',
          friend: true,
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'day',
        weather: 'wind',
        mood: 'worried',
        cast: ['hero', 'creature'],
        actions: { hero: 'run', creature: 'sit' },
        object: 'world',
        objectAt: 'sky',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            '{hero} versuchte es noch einmal mit {object.dat}, ganz allein.',
            'Noch einmal warf {hero} {object.acc} in die Luft, wieder allein.',
          ],
        },
        {
          alts: [
            'Aber diesmal sauste {object} {place.through} davon, und {hero} musste hinterherrennen, bis {h:er|sie} ganz außer Atem war.',
            'Diesmal entwischte {object} {place.through}, und {hero} rannte und rannte, bis die Seiten stachen.',
          ],
        },
        { text: 'Renn, renn, renn, puh!', bands: ['2-4'] },
        {
          alts: [
            'Allein machte es einfach keinen Spaß.',
            'Allein war es gar nicht lustig, und {creature} schaute immer noch zu.',
          ],
        },
        {
          text: 'Da stand {creature} auf, holte {object.acc} aus dem Gebüsch und brachte {o:ihn|sie|es} {hero} zurück, ohne ein Wort zu sagen.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Keuchend ließ sich {hero} auf den Boden fallen und schaute {object.acc} an, {o:der|die|das} neben {h:ihm|ihr} lag.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} merkte etwas Komisches: Mit {object.dat} zu spielen war in {h:seinem|ihrem} Kopf immer wunderbar gewesen. Aber in {h:seinem|ihrem} Kopf hatte {h:er|sie} nie allein gespielt: Da war immer jemand, der mitlief, der lachte, der zurückrief. Und so ein Jemand saß jetzt da drüben und schaute zu: {creature}.',
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
        actions: { hero: 'give', friend: 'stand', creature: 'receive' },
        object: 'world',
        objectAt: 'creature',
        framing: 'close',
      },
      text: [
        {
          alts: [
            'Da ging {hero} zu {creature.dat} hinüber.',
            'Da stand {hero} auf und ging langsam zu {creature.dat}.',
          ],
        },
        {
          alts: [
            '„Willst du mitspielen?“, fragte {hero} und hielt {creature.dat} {object.acc} hin.',
            '„Möchtest du doch mit {object.dat} spielen?“, fragte {hero}, „zusammen mit mir?“',
          ],
        },
        { alts: ['{^creature} sprang auf: „Au ja!“', 'Mit einem Satz war {creature} auf den Beinen: „Au ja, au ja!“'] },
        { text: '{creature.sound}', bands: ['2-4'] },
        {
          text: '„Und ich?“, fragte {friend}, und {hero} lachte: „Du natürlich auch, ohne dich fliegt {object} nur halb so hoch!“',
          friend: true,
        },
        {
          text: '„Tut mir leid, dass ich vorhin nein gesagt habe“, murmelte {hero}. {^creature} strahlte nur: „Jetzt ist ja jetzt.“',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Als {hero} {object.acc} in die Pfoten {creature.gen} legte, war es ein komisches Gefühl, ein bisschen wie Loslassen und ein bisschen wie Geschenkbekommen zugleich. {^creature} hielt {object.acc} so vorsichtig, als wäre {o:er|sie|es} aus Zuckerwatte.',
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
        actions: { hero: 'run', friend: 'run', creature: 'run' },
        object: 'world',
        objectAt: 'sky',
        framing: 'wide',
      },
      text: [
        { alts: ['Und auf einmal klappte alles!', 'Und plötzlich ging mit {object.dat} alles wie von selbst!'] },
        {
          alts: [
            'Mal rannte {creature}, mal rannte {hero}, und {object} flog und flog {place.through}.',
            'Einer rannte hierhin, einer dorthin, und {object} sauste hoch und weit {place.through}.',
          ],
        },
        { text: 'Hui, hoch und weit, juchhu!', bands: ['2-4'] },
        {
          text: '{friend} rannte hinterher und rief die lustigsten Kommandos, die sich keiner merken konnte.',
          friend: true,
        },
        {
          alts: [
            'Bald kamen noch mehr Tiere dazu, und jedes wollte {object.acc} einmal haben.',
            'Nach und nach kamen immer mehr Tiere dazu, und jedes durfte einmal.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: '{^creature} kannte Tricks, von denen {hero} noch nie gehört hatte, und {hero} zeigte {creature.dat}, wie man ganz schnell um die Kurve rennt.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Es war, als wäre {object} mit jedem neuen Mitspieler ein bisschen größer geworden. Natürlich stimmte das nicht, aber die Freude war wirklich größer geworden, so groß, dass sie {place.in} kaum noch Platz hatte.',
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
        actions: { hero: 'stand', friend: 'point', creature: 'stand' },
        object: 'world',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Am Abend waren alle {place.in} müde und glücklich.',
            'Als die Sonne unterging, saßen alle müde und froh {place.in}.',
          ],
        },
        {
          text: '„Geteilte Freude ist doppelte Freude“, sagte {friend} und zeigte auf {object.acc}, „das weiß doch jeder.“',
          friend: true,
        },
        {
          text: 'Geteilte Freude ist doppelte Freude: Den Spruch kannte {hero} schon lange, und jetzt, mit {object.dat} im Arm, verstand {hero} es endlich.',
          friend: false,
        },
        {
          alts: [
            '{^creature} half {hero}, {object.acc} sorgfältig einzupacken.',
            'Zusammen mit {creature.dat} trug {hero} {object.acc} nach Hause.',
          ],
        },
        { text: 'Morgen wieder, {c:lieber|liebe|liebes} {creature.bare}, morgen wieder!', bands: ['2-4'] },
        {
          text: '„Morgen wieder?“, fragte {creature}, und {hero} nickte: „Morgen wieder, und dann darfst du anfangen.“',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Alle anderen Tiere bedankten sich und versprachen, morgen wiederzukommen.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Auf dem Heimweg merkte {hero}, dass {object} jetzt ein paar Kratzer mehr hatte und ein bisschen Sand in den Ritzen. Aber jeder Kratzer war eine Erinnerung: an die Sprünge {creature.gen}, an den Wind, an das Lachen aller. So sieht {object.ein} aus, {o:mit dem|mit der|mit dem} richtig gespielt worden ist.',
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
            'In der Nacht lag {object} neben {h:seinem|ihrem} Bett.',
            'Auch in dieser Nacht lag {object} neben dem Bett.',
          ],
        },
        {
          alts: [
            'Aber {hero} musste kein einziges Mal nachschauen und dachte nur an {creature.acc}.',
            'Diesmal knipste {hero} kein einziges Mal das Licht an und dachte lächelnd an {creature.acc}.',
          ],
        },
        { text: 'Schlaf schön, {hero}.', bands: ['2-4'] },
        {
          text: 'Morgen früh, beschloss {hero}, würde {h:er|sie} als Erstes nachsehen, ob {creature} schon {place.in} wartete.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Dann dachte {hero} an den Anfang des Tages, an das harte „Nein“, und war froh, dass ein Tag so lang ist, dass man ihn zwischendurch noch umdrehen kann.',
          bands: ['8-10'],
        },
        {
          text: '{hero} wusste ja, dass {object} da war, und morgen würde {o:er|sie|es} wieder fliegen und springen, mit {creature.dat} und allen anderen.',
          bands: ['5-7', '8-10'],
        },
      ],
    },
  ],
  questions: [
    {
      question: 'Was hatte {hero} Neues bekommen?',
      right: '{o:Einen neuen|Eine neue|Ein neues} {object.bare}',
      wrong: ['Eine neue Trommel', 'Ein neues Buch'],
    },
    { question: 'Wer wollte mitspielen?', right: '{creature}', wrong: ['{other.creature}', '{other2.creature}'] },
    {
      question: 'Was passierte, als {hero} allein spielte?',
      right: '{object} landete im Busch',
      wrong: ['{object} ging kaputt', 'Es fing an zu regnen'],
    },
    {
      question: 'Was sagte {hero} schließlich zu {creature.dat}?',
      right: '„Willst du mitspielen?“',
      wrong: ['„Geh weg!“', '„Das ist meins!“'],
    },
    {
      question: 'Warum machte das Spielen am Ende so viel Spaß?',
      right: 'Weil alle zusammen gespielt haben',
      wrong: ['Weil {hero} allein gespielt hat', 'Weil der Wind aufgehört hat'],
    },
  ],
};

const sharedLight: Plot = {
  id: 'sharing-shared-light',
  moral: 'sharing',
  titles: [
    'Ein Licht für alle',
    '{hero} und {o:der leuchtende|die leuchtende|das leuchtende} {object.bare}',
    'Der Heimweg {place.gen}',
  ],
  places: ['forest', 'snowfield', 'village', 'meadow'],
  creatures: ['mouse', 'hedgehog', 'rabbit', 'duck', 'frog'],
  objects: ['lantern', 'star'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'evening',
        weather: 'clear',
        mood: 'happy',
        cast: ['hero', 'friend'],
        actions: { hero: 'walk', friend: 'walk' },
        object: 'world',
        objectState: 'lit',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Heute war Laternenfest, und {hero} hatte {o:den schönsten|die schönste|das schönste} {object.bare} von allen.',
            'Beim Laternenfest trug {hero} {o:einen leuchtenden|eine leuchtende|ein leuchtendes} {object.bare}, {o:den|die|das} Oma gebastelt hatte.',
          ],
        },
        { alts: ['{^object} leuchtete warm und golden.', 'Ganz golden schimmerte {object} in der Dämmerung.'] },
        { text: 'Sankt Martin, Sankt Martin, leuchte, {o:lieber|liebe|liebes} {object.bare}!', bands: ['2-4'] },
        {
          alts: [
            'Alle Kinder sangen, und die Lichter zogen wie eine lange, glitzernde Schlange {place.through}.',
            'Die Kinder sangen Laternenlieder, und die vielen Lichter schlängelten sich {place.through}.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Es roch nach Punsch und gebrannten Mandeln, und überall {place.in} hörte man Lachen.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{friend} ging neben {hero} und sang so laut und so schief, dass {hero} vor Lachen fast {object.acc} fallen ließ.',
          friend: true,
        },
        {
          text: 'Oma hatte drei Abende lang an {object.dat} gebastelt, mit buntem Papier und viel Geduld, und {hero} war so stolz darauf, dass {h:er|sie} {o:ihn|sie|es} ganz hoch trug, damit alle {o:ihn|sie|es} sehen konnten.',
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
        cast: ['hero'],
        actions: { hero: 'walk' },
        object: 'world',
        objectState: 'lit',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Nach dem Fest machte {hero} sich auf den Heimweg {place.through}.',
            'Als das Fest vorbei war, ging {hero} mit {object.dat} nach Hause, {place.through}.',
          ],
        },
        {
          alts: [
            'Papa ging ein Stück hinter {h:ihm|ihr}, aber {hero} durfte vorangehen.',
            'Papa lief gemütlich hinterher, und {hero} durfte mit {object.dat} vorangehen.',
          ],
        },
        {
          alts: [
            'Es war schon dunkel, und {object} war das einzige Licht weit und breit.',
            'Rundherum war es dunkel {place.in}, nur {object} leuchtete.',
          ],
        },
        { text: 'Dunkel, dunkel, nur {object} leuchtet.', bands: ['2-4'] },
        {
          text: 'Ringsum waren nur schwarze Schatten, und der Weg vor {hero} war nur so weit zu sehen, wie das Licht {object.gen} reichte: ein kleiner, goldener Kreis, der mitwanderte.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Der Wind flüsterte leise, und irgendwo rief ein Käuzchen. {hero} war froh, dass {object} so schön hell war.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Komisch ist das mit dem Licht, dachte {hero}: Man sieht nur, was ganz nah ist, und alles andere wird ein Geheimnis. Den Weg nach Hause war {hero} schon hundertmal gegangen, aber im Dunkeln war er ganz neu.',
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
        cast: ['hero', 'creature'],
        actions: { hero: 'stand', creature: 'sit' },
        object: 'world',
        objectState: 'lit',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Da hörte {hero} am Wegrand ein leises, klägliches Geräusch: {creature.sound}',
            'Plötzlich piepste es am Wegrand, ganz leise und ganz kläglich.',
          ],
        },
        {
          alts: [
            'Da saß {creature} mit {c:seinen|ihren|seinen} drei kleinen Kindern.',
            'Am Wegrand hockte {creature}, und drei Kleine drängten sich an {c:ihn|sie|es}.',
          ],
        },
        {
          text: 'Die drei Kleinen zitterten und schauten mit großen Augen in das Licht {object.gen}, als wäre es das Wunderbarste, was sie je gesehen hatten.',
          bands: ['5-7', '8-10'],
        },
        {
          alts: [
            '„Wir finden den Weg nicht“, sagte {creature}, „es ist so dunkel.“',
            '„Es ist zu dunkel“, sagte {creature} leise, „wir sehen unser Zuhause nicht mehr.“',
          ],
        },
        { text: 'Wo ist nur das Zuhause {creature.gen}?', bands: ['2-4'] },
        {
          text: '„Wir wohnen hinter dem großen Stein“, erklärte {creature}, „bei der alten Eiche und dann links, oder doch rechts? Im Dunkeln sieht {place.nom} so anders aus.“',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} schaute den Weg entlang. Das eigene Zuhause war geradeaus, ganz nah schon, und ohne {creature.acc} wäre {hero} in fünf Minuten dort gewesen. Der große Stein aber lag in der anderen Richtung, ein ganzes Stück weit weg.',
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
        actions: { hero: 'reach-up', friend: 'reach-up', creature: 'stand' },
        object: 'world',
        objectState: 'lit',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Zuerst erklärte {hero} ihnen den Weg: „Beim großen Stein links, dann geradeaus!“',
            '„Ganz einfach“, sagte {hero} zu {creature.dat}, „beim großen Stein links und dann immer geradeaus.“',
          ],
        },
        {
          alts: [
            'Aber die Kleinen liefen in alle Richtungen und stießen mit den Köpfen zusammen, bonk!',
            'Doch im Dunkeln liefen die Kleinen {creature.gen} durcheinander, und zwei purzelten übereinander, bonk!',
          ],
        },
        { text: 'Aua, hihi!', bands: ['2-4'] },
        {
          alts: [
            'Dann hielt {hero} {object.acc} ganz hoch, damit sie von weitem sehen konnten.',
            'Als Nächstes streckte {hero} {object.acc} hoch in die Luft, so hoch es ging.',
          ],
        },
        {
          alts: [
            'Aber das Licht reichte nicht bis zum großen Stein, und {creature} seufzte.',
            'Doch das Licht {object.gen} reichte nicht bis zum großen Stein.',
          ],
        },
        {
          text: '{friend} reckte sich, so hoch {f:er|sie} konnte, damit {object} noch weiter leuchtete, aber das half auch nicht viel.',
          friend: true,
        },
        {
          text: '{^creature} schaute in die Dunkelheit und zog die Kleinen noch dichter an sich, und {hero} sah, wie müde alle waren und wie kalt.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Eine Möglichkeit gäbe es ja, dachte {hero}: {object.acc} einfach herschenken. Aber dann hätte {hero} selbst kein Licht mehr für den Heimweg, und Oma hatte so lange daran gebastelt. Nein, es musste einen anderen Weg geben, einen, bei dem das Licht für alle reichte, auch für {creature.acc} und die Kleinen.',
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
        actions: { hero: 'walk', friend: 'walk', creature: 'walk' },
        object: 'world',
        objectState: 'lit',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Da hatte {hero} eine Idee: „Ich komme mit und leuchte euch, {object} reicht für alle!“',
            '„Wisst ihr was?“, sagte {hero}, „ich bringe euch nach Hause, mit {object.dat}.“',
          ],
        },
        {
          alts: [
            'Papa nickte und kam mit, aber {hero} trug {object.acc} und ging voran.',
            '„Du führst“, sagte Papa, und {hero} ging mit {object.dat} voran.',
          ],
        },
        { text: 'Leuchte, leuchte, {o:lieber|liebe|liebes} {object.bare}, hier entlang!', bands: ['2-4'] },
        { text: '{friend} nahm die zwei kleinsten Kleinen in die Mitte, damit keins verloren ging.', friend: true },
        {
          alts: [
            'Im goldenen Licht {object.gen} gingen sie alle zusammen, einer hinter dem anderen.',
            'Wie eine kleine Laternenschlange wanderten sie {place.through}.',
          ],
        },
        {
          text: 'Unterwegs sangen sie leise das Laternenlied, und {creature} summte mit, auch wenn {c:er|sie|es} den Text nicht kannte.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Es war ein langer Umweg, {hero} wurden die Füße müde, und es war schon längst Schlafenszeit. Aber jedes Mal, wenn {h:er|sie} sich umdrehte, sah {h:er|sie} die Kleinen im Lichtkreis {object.gen} trippeln, und keins von ihnen stolperte mehr.',
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
        actions: { hero: 'wave', creature: 'wave' },
        object: 'world',
        objectState: 'lit',
        framing: 'medium',
        prop: 'hut',
      },
      text: [
        {
          alts: [
            'Und da war er, der große Stein, und dahinter das kleine Zuhause {creature.gen}!',
            'Endlich tauchte der große Stein auf, und dahinter das kleine runde Türchen {creature.gen}.',
          ],
        },
        {
          alts: [
            '„Danke, danke fürs Leuchten!“, riefen {creature} und die Kleinen.',
            '„Danke, dass du dein Licht mit uns geteilt hast!“, rief {creature}.',
          ],
        },
        { text: 'Zu Hause, endlich zu Hause! {creature.sound}', bands: ['2-4'] },
        { text: '{^creature} drückte sich zum Dank noch einmal ganz fest an {hero}.', bands: ['5-7', '8-10'] },
        {
          text: 'Dann verschwanden sie in ihrem Zuhause, und drinnen ging ein winziges Licht an.',
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Und dann geschah etwas Wunderbares: {creature} kam noch einmal heraus und pfiff leise. Rundherum stiegen kleine grüne Lichter auf, eins, zwei, zehn, zwanzig: Glühwürmchen! „Die leuchten dir jetzt nach Hause“, sagte {creature}. Und so ging {hero} den ganzen Weg zurück mit {object.dat} in der Hand und einem tanzenden Lichtervorhang um sich herum.',
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
        cast: ['hero', 'friend'],
        actions: { hero: 'walk', friend: 'walk' },
        object: 'world',
        objectState: 'lit',
        framing: 'close',
      },
      text: [
        {
          alts: [
            'Auf dem Heimweg leuchtete {object} immer noch, genauso hell wie vorher.',
            'Den ganzen Rückweg leuchtete {object}, kein bisschen schwächer als vorher.',
          ],
        },
        {
          text: '„Licht wird nicht weniger, wenn man es teilt“, sagte {friend} leise und schaute auf {object.acc}.',
          friend: true,
        },
        {
          text: 'Licht wird nicht weniger, wenn man es teilt, dachte {hero} und schaute auf {object.acc}.',
          friend: false,
        },
        { text: 'Noch genauso hell, wie schön!', bands: ['2-4'] },
        {
          alts: [
            'Papa legte {hero} den Arm um die Schultern. „Das war ein schöner Umweg“, sagte er.',
            '„Das war der schönste Umweg der Welt“, sagte Papa und gähnte.',
          ],
          bands: ['5-7', '8-10'],
        },
        {
          text: 'Ein paar Sterne blinkten über {place.dat}, als wollten sie sagen: Gut gemacht.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{hero} dachte an Oma, die drei Abende lang an {object.dat} gebastelt hatte, und nahm sich vor, ihr morgen alles zu erzählen: von den Kleinen, vom großen Stein und von den Glühwürmchen.',
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
        objectState: 'lit',
        framing: 'medium',
        prop: 'bed',
      },
      text: [
        {
          alts: [
            'Zu Hause stellte {hero} {object.acc} ans Fenster.',
            'Daheim bekam {object} einen Platz auf dem Fensterbrett.',
          ],
        },
        {
          alts: [
            'Vielleicht sah ja {creature} das Licht von drüben und wusste: Hier wohnt {h:ein Freund|eine Freundin}.',
            'Vielleicht, dachte {hero}, schaut {creature} gerade herüber und sieht das Licht.',
          ],
        },
        { text: 'Gute Nacht, {c:kleiner|kleine|kleines} {creature.bare}.', bands: ['2-4'] },
        {
          text: 'Oma schaute {object.acc} an und fragte: „Na, hat {o:er|sie|es} schön geleuchtet?“ „Für ganz viele“, sagte {hero}.',
          bands: ['5-7', '8-10'],
        },
        {
          text: '{^object} schimmerte noch ein Weilchen, bis die Kerze darin langsam ausging. Aber das machte nichts, denn draußen {place.in} blinkten noch ein paar Glühwürmchen, als würden sie Wache halten.',
          bands: ['8-10'],
        },
        {
          text: 'Dann fielen {hero} die Augen zu, und im Traum leuchteten tausend kleine Lichter {place.in}, und keins davon war allein.',
          bands: ['5-7', '8-10'],
        },
      ],
    },
  ],
  questions: [
    {
      question: 'Was trug {hero} beim Laternenfest?',
      right: '{object.acc}',
      wrong: ['{other.object.acc}', '{other2.object.acc}'],
    },
    {
      question: 'Wer fand den Weg nach Hause nicht?',
      right: '{creature} mit den Kleinen',
      wrong: ['{other.creature} mit den Kleinen', 'Papa'],
    },
    {
      question: 'Was passierte, als {hero} nur den Weg erklärte?',
      right: 'Die Kleinen stießen zusammen',
      wrong: ['Alle fanden sofort nach Hause', 'Die Kleinen schliefen ein'],
    },
    {
      question: 'Wohin brachte {hero} die Tiere?',
      right: 'Zum großen Stein',
      wrong: ['Zurück zum Laternenfest', 'Zum Haus von Oma'],
    },
    {
      question: 'Was merkte {hero} am Ende über das Licht?',
      right: 'Es wird nicht weniger, wenn man es teilt',
      wrong: ['Es geht aus, wenn man es teilt', 'Es leuchtet nur für einen'],
    },
  ],
};

export const sharingPlots: Plot[] = [oneTreat, newToy, sharedLight];
