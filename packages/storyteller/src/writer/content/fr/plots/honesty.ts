/** Honesty: a broken treasure owned up to, a found treasure given back, a game won by peeking. */
import type { Plot } from '../../format.js';
import { BIG, OLDER } from '../bands.js';

export const honestyPlots: Plot[] = [
  {
    id: 'honesty-broken-treasure',
    moral: 'honesty',
    titles: ['{^object.def} {creature.du}', 'Le caillou dans le ventre', '{hero} dit la vérité'],
    places: ['garden', 'park', 'farm'],
    creatures: ['fox', 'rabbit', 'squirrel', 'hedgehog'],
    objects: ['umbrella', 'drum', 'kite', 'lantern'],
    pages: [
      {
        scene: {
          place: 'world',
          time: 'morning',
          weather: 'clear',
          mood: 'happy',
          cast: ['hero', 'friend', 'creature'],
          actions: { hero: 'receive', friend: 'stand', creature: 'give' },
          object: 'world',
          framing: 'medium',
        },
        text: [
          '{^creature.def} avait {object.indef} magnifique, rouge comme une cerise.',
          'Tout le monde {place.in} l’admirait.',
          '{hero} a demandé {creature.au} : « Tu me prêtes {object.def} ? » {^creature.def} a dit oui, mais : « Fais bien attention {object.au}, surtout. »',
          {
            text: '{friend} a promis aussi, très {f:sérieux|sérieuse} : « On fera très attention {object.au}, {c:cher|chère} {creature.nom}. »',
            friend: true,
            bands: OLDER,
          },
          { text: '{hero} a promis : « Je ferai très, très attention {object.au}. »', friend: false },
          {
            text: '{^creature.def} est {c:parti|partie} faire sa sieste, et {hero} est {h:resté|restée} avec {object.def} entre les mains, comme avec un trésor.',
            bands: OLDER,
          },
          {
            text: 'C’était un cadeau de son grand-père, {creature.def} l’avait souvent raconté : {c:il|elle} {o:l’avait reçu|l’avait reçue} le jour de ses trois ans, et depuis, {c:il|elle} ne s’en séparait jamais. Que {creature.def} {o:le|la} prête, c’était une grande marque de confiance. {hero} se sentait à la fois très {h:fier|fière} et un tout petit peu {h:inquiet|inquiète}, avec {object.def} dans les mains.',
            bands: BIG,
          },
          {
            text: 'Toute la matinée, {hero} a joué {place.in} avec {object.def}, en chantonnant. {h:Il|Elle} tenait {object.def} bien haut, {o:le|la} faisait tourner, {o:le|la} montrait aux oiseaux, en se répétant la promesse faite {creature.au}, comme une petite chanson.',
            bands: BIG,
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
          objectState: 'broken',
          framing: 'close',
        },
        text: [
          '{hero} a joué avec {object.def} toute la matinée.',
          'Puis {h:il|elle} a voulu faire une pirouette avec {object.def}, et crac !',
          '{^object.def} {creature.du} avait un gros trou.',
          {
            alts: [
              'Son cœur battait très fort dans sa poitrine.',
              'Son cœur battait fort, boum, boum, boum.',
              'Son cœur s’est mis à battre comme un tambour.',
            ],
          },
          {
            text: '{friend} est {f:devenu tout pâle|devenue toute pâle} : « Qu’est-ce qu’on va dire {creature.au} ? »',
            friend: true,
            bands: OLDER,
          },
          {
            text: 'La pirouette était réussie, il faut le dire : la plus belle pirouette jamais vue {place.in}. Mais personne n’était là pour la voir, et maintenant, ce n’était plus du tout le moment d’être {h:fier|fière}.',
            bands: OLDER,
          },
          {
            text: '{hero} a regardé le trou dans {object.def}, pas énorme, mais bien visible, comme une bouche ouverte qui disait « regarde ce que tu as fait ». {h:Il|Elle} a senti ses joues devenir chaudes et ses mains devenir froides sur {object.def}, les deux à la fois, ce qui est très désagréable.',
            bands: BIG,
          },
          {
            text: 'Dans sa tête, les idées tournaient comme des toupies : et si {creature.def} se fâchait, et si {creature.def} ne voulait plus jamais rien lui prêter, et si {creature.def} ne voulait plus jouer avec {h:lui|elle} ? Chaque question sur {creature.def} en amenait une autre, encore plus lourde, et {hero} avait envie de disparaître sous la terre.',
            bands: BIG,
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
          actions: { hero: 'dig', friend: 'stand' },
          object: 'world',
          objectAt: 'ground',
          objectState: 'broken',
          framing: 'medium',
        },
        text: [
          'Vite, {hero} a caché {object.def} sous un tas de feuilles.',
          'Comme ça, personne {place.in} ne verrait rien.',
          'Mais dans son ventre, il y avait maintenant comme un gros caillou, lourd comme {object.def} {o:caché|cachée}.',
          {
            text: '{friend} ne tenait plus en place : « Cacher {object.def} {creature.du}, ce n’est pas une très bonne idée. »',
            friend: true,
            bands: OLDER,
          },
          {
            text: 'Un caillou lourd, lourd, qui ne voulait pas partir, même quand {hero} regardait ailleurs {place.in}.',
            friend: false,
          },
          {
            text: '{hero} a essayé de jouer à autre chose : à la balle, au loup, à la marelle, mais le caillou sautait avec {h:lui|elle} à chaque pas.',
            bands: OLDER,
          },
          {
            text: '{h:Il|Elle} se disait que ce n’était pas si grave, que peut-être {creature.def} ne remarquerait rien, que peut-être le trou dans {object.def} allait se refermer tout seul, comme une écorchure sur un genou. Mais {h:il|elle} savait bien, au fond, que les trous dans {object.def} ne guérissent pas comme les genoux.',
            bands: BIG,
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
          actions: { hero: 'sit', friend: 'stand' },
          object: 'world',
          objectState: 'broken',
          framing: 'close',
        },
        text: [
          '{hero} a eu une autre idée : réparer {object.def} en cachette.',
          '{h:Il|Elle} a mis de la colle sur {object.def}, beaucoup de colle.',
          'Mais la colle a collé partout sauf sur {object.def} : sur ses doigts, sur son nez, et même sur ses cheveux !',
          {
            alts: [
              '{^object.def}, {o:lui|elle}, avait toujours son trou.',
              'Et {object.def} avait toujours son gros trou.',
              'Le trou, lui, était toujours là.',
            ],
          },
          {
            text: '{friend} a voulu aider avec {object.def}, et {f:il|elle} s’est {f:retrouvé collé|retrouvée collée} à {hero} par le coude !',
            friend: true,
          },
          {
            text: '{hero} ressemblait maintenant à un hérisson de colle et de feuilles mortes, et si la situation n’avait pas été si triste pour {creature.def}, ç’aurait été très drôle.',
            bands: OLDER,
          },
          {
            text: '{h:Assis|Assise} par terre, les doigts collés, {hero} a enfin compris : on peut cacher {object.def}, on peut essayer de {o:le|la} boucher, mais on ne peut pas cacher le caillou dans son ventre, et pour celui-là, il n’existe qu’un seul remède.',
            bands: BIG,
          },
          {
            text: '{hero} a pensé {creature.au}, qui dormait tranquillement en croyant que {object.son} était en sécurité. {h:Il|Elle} a pensé à la confiance {creature.du}, cette chose invisible qui se casse aussi, et qui se répare beaucoup plus difficilement qu’un trou dans {object.def}.',
            bands: BIG,
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
          actions: { hero: 'point', friend: 'stand', creature: 'walk' },
          object: 'world',
          objectAt: 'ground',
          objectState: 'broken',
          framing: 'medium',
        },
        text: [
          'Quand {creature.def} est {c:revenu|revenue}, {hero} a pris une grande inspiration.',
          '{hero} a dit {creature.au} : « J’ai cassé {object.def} et je {o:l’avais caché|l’avais cachée} sous les feuilles, je suis {h:désolé|désolée}. »',
          'Et {h:il|elle} a montré le tas de feuilles.',
          {
            text: '{friend} s’est {f:serré|serrée} contre {h:lui|elle} devant {creature.def}, pour lui donner du courage.',
            friend: true,
          },
          {
            text: 'Sa voix tremblait un peu devant {creature.def}, mais les mots sont sortis, tous, dans le bon ordre.',
            bands: OLDER,
          },
          {
            text: '{^creature.def} s’est frotté les yeux, encore {c:tout endormi|toute endormie}. {^creature.def} a regardé le tas de feuilles, puis les doigts pleins de colle, puis le visage tout rouge de son visiteur.',
            bands: OLDER,
          },
          {
            text: '{hero} a attendu la réponse {creature.du} : des cris, des larmes, peut-être une porte qui claque. Le silence {place.in} a duré une seconde, puis deux, puis trois, et chaque seconde était longue comme une journée d’école.',
            bands: BIG,
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
          actions: { hero: 'stand', creature: 'stand' },
          object: 'world',
          objectAt: 'creature',
          objectState: 'broken',
          framing: 'close',
        },
        text: [
          '{^creature.def} a regardé le trou dans {object.def}, puis {hero}, {h:tout collé|toute collée} de partout.',
          'Et {creature.def} a éclaté de rire, {creature.cri}, {creature.cri} !',
          '{^creature.def} a dit : « Merci de me l’avoir dit, c’est très courageux. »',
          {
            text: 'Le caillou dans son ventre a disparu d’un coup, pouf, comme une bulle de savon au-dessus {place.du}.',
            bands: OLDER,
          },
          {
            text: '{^creature.def} a ajouté que {object.def} avait déjà eu des trous, et que son grand-père {o:l’avait réparé|l’avait réparée} trois fois : c’est pour ça que {object.def} était si {o:beau|belle}, parce que chaque réparation racontait une histoire.',
            bands: BIG,
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
          actions: { hero: 'sit', friend: 'stand', creature: 'sit' },
          object: 'world',
          objectAt: 'creature',
          objectState: 'mended',
          framing: 'medium',
        },
        text: [
          'Ensemble, ils ont réparé {object.def}, avec un joli morceau de tissu.',
          'Le trou dans {object.def} est devenu une petite étoile jaune.',
          {
            text: '{friend} a dit : « La vérité, ça pique un peu au début, mais après, on se sent tout léger, comme {object.def} {creature.du}. »',
            friend: true,
          },
          {
            text: '{hero} a pensé : la vérité, ça pique un peu au début, mais après, on se sent tout {h:léger|légère}, comme {object.def} {creature.du}.',
            friend: false,
          },
          {
            text: '{^creature.def} a trouvé que {object.def} était encore plus {o:joli|jolie} avec son étoile. Et {hero} a promis {creature.au} de faire attention, pour de vrai, cette fois.',
            bands: OLDER,
          },
          {
            text: 'Avant de se quitter, {creature.def} a fait un clin d’œil en disant que, chaque fois qu’{c:il|elle} verrait l’étoile sur {object.def}, {c:il|elle} penserait à {hero}. {hero} a rougi : c’était une drôle de façon de laisser un souvenir {place.in}, mais c’était un beau souvenir quand même.',
            bands: BIG,
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
          'Le soir, {hero} a pris un long bain pour enlever toute la colle et les feuilles.',
          'Puis {h:il|elle} s’est {h:glissé|glissée} dans son lit, {h:léger|légère} comme une plume, en pensant {creature.au}.',
          {
            alts: [
              'Plus de caillou dans le ventre. Juste un grand sourire.',
              'Dans son ventre, il n’y avait plus de caillou, seulement un petit soleil.',
              'Le caillou était parti, et le sommeil est venu tout de suite.',
            ],
          },
          {
            text: 'Et {place.in}, sous la lune, {object.def} à l’étoile jaune dormait près {creature.du}.',
            bands: OLDER,
          },
        ],
      },
    ],
    questions: [
      {
        question: 'À qui était {object.def} ?',
        right: '{^creature.au}',
        wrong: ['{^other.creature.au}', '{^other2.creature.au}'],
      },
      {
        question: 'Où {hero} a-t-{h:il|elle} caché {object.def} ?',
        right: 'Sous un tas de feuilles',
        wrong: ['Dans une boîte à chaussures', 'Au fond d’un puits'],
      },
      {
        question: 'Qu’a mis {hero} partout en voulant réparer ?',
        right: 'De la colle',
        wrong: ['De la peinture', 'De la confiture'],
      },
      {
        question: 'Comment {hero} s’est-{h:il|elle} {h:senti|sentie} après avoir dit la vérité ?',
        right: '{h:Léger|Légère} comme une plume',
        wrong: ['Encore plus triste', '{h:Fâché|Fâchée} contre tout le monde'],
      },
    ],
  },
  {
    id: 'honesty-found-treasure',
    moral: 'honesty',
    titles: ['{^object.def} dans la poche', 'Le trésor trouvé {place.in}', '{hero} et le petit mensonge'],
    places: ['seaside', 'river', 'island'],
    creatures: ['duck', 'frog', 'turtle', 'mouse'],
    objects: ['shell', 'bell', 'key'],
    pages: [
      {
        scene: {
          place: 'world',
          time: 'morning',
          weather: 'clear',
          mood: 'happy',
          cast: ['hero', 'friend'],
          actions: { hero: 'walk', friend: 'stand' },
          object: 'world',
          framing: 'wide',
        },
        text: [
          'Un matin, {hero} se promenait {place.in}.',
          'Dans le sable, quelque chose brillait : c’était {object.indef} {o:tout doré|toute dorée} !',
          '{h:Il|Elle} {o:l’a ramassé|l’a ramassée} et {o:l’a mis|l’a mise} dans sa poche : « {^object.def} est à moi ! »',
          {
            text: '{friend} a sifflé d’admiration : « Je n’en ai jamais vu {o:un aussi beau|une aussi belle} ! »',
            friend: true,
          },
          { text: '{hero} n’avait jamais vu {object.indef} aussi {o:beau|belle}.', friend: false },
          {
            text: '{^object.def} était si {o:brillant|brillante} qu’on aurait dit qu’un petit morceau de soleil était tombé par terre, juste pour {h:lui|elle}.',
            bands: OLDER,
          },
          {
            text: '{hero} {o:le|la} sortait de sa poche toutes les deux minutes pour {o:le|la} regarder encore. {h:Il|Elle} imaginait déjà la place qu’aurait {object.def} dans sa chambre : sur l’étagère, entre le dinosaure et la boîte à boutons. Tout le monde viendrait l’admirer, et {h:il|elle} raconterait comment {h:il|elle} {o:l’avait trouvé|l’avait trouvée}, {h:seul|seule},.',
            bands: BIG,
          },
          {
            text: '{h:Il|Elle} a couru montrer sa trouvaille aux mouettes, qui n’ont pas eu l’air très impressionnées, puis aux crabes, qui se sont enfuis de côté. Mais {hero} s’en moquait bien : {h:il|elle} avait {object.indef} en or.',
            bands: OLDER,
            friend: false,
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
          actions: { hero: 'stand', friend: 'stand', creature: 'look-for' },
          object: null,
          framing: 'medium',
        },
        text: [
          'Un peu plus loin {place.in}, {creature.indef} cherchait partout, le nez au ras du sol.',
          '{c:Il|Elle} pleurait tout bas, {creature.cri}, {c:parce qu’il|parce qu’elle} avait perdu {object.son}.',
          '« Tu ne {o:l’aurais pas vu|l’aurais pas vue} ? » a demandé {creature.def}.',
          '{hero} a mis la main sur {object.def}, dans sa poche, et a répondu très vite : « Non. »',
          {
            text: '{friend} a regardé {hero} avec de grands yeux, mais {f:il|elle} n’a rien dit {creature.au}.',
            friend: true,
          },
          {
            text: '« C’est ma maman qui me {o:l’avait donné|l’avait donnée}, a expliqué {creature.def}. Je {o:l’ai perdu|l’ai perdue} ce matin, en jouant {place.in}. »',
            bands: OLDER,
          },
          {
            text: 'Le petit « non » était sorti tout seul, sans demander la permission, comme un oiseau qui s’échappe d’une cage, et maintenant qu’il était dehors, {hero} ne savait plus du tout comment le faire rentrer.',
            bands: BIG,
          },
          {
            text: '{^creature.def} est {c:reparti|repartie} chercher plus loin, en regardant sous chaque caillou, derrière chaque touffe d’herbe. {hero} {c:le|la} regardait s’éloigner. Chaque fois que {creature.def} se penchait, {hero} sentait la poche de son pantalon devenir un peu plus chaude, comme si {object.def} voulait crier : « Je suis là ! »',
            bands: BIG,
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
          actions: { hero: 'sit', friend: 'sit' },
          object: 'world',
          framing: 'close',
        },
        text: [
          'Dans sa poche, {object.def} pesait lourd, si lourd !',
          'Plus lourd qu’un rocher, plus lourd qu’un éléphant.',
          {
            alts: [
              'Le soleil brillait, mais {hero} n’avait plus envie de jouer.',
              'Les vagues chantaient, mais {hero} n’avait plus envie de rire.',
              'Tout était joli autour, mais {hero} ne voyait plus rien de joli.',
            ],
          },
          {
            text: '« Tu sais, a chuchoté {friend}, moi aussi, une fois, j’ai gardé un secret qui piquait, et ce n’était pas agréable. Pense {creature.au}. »',
            friend: true,
          },
          {
            text: '{hero} entendait encore {creature.def} chercher, plus loin : {creature.cri}, {creature.cri}…',
            friend: false,
          },
          {
            text: '{h:Il|Elle} se répétait : « Je {o:l’ai trouvé|l’ai trouvée}, donc {o:il|elle} est à moi. » Mais ça sonnait faux, comme une chanson {creature.du} chantée avec de mauvaises paroles.',
            bands: OLDER,
          },
          {
            text: 'C’est drôle, pensait {hero} : tout à l’heure, {object.def} était la plus belle chose du monde. Maintenant, {h:il|elle} n’osait plus {o:le|la} regarder. Ce n’était pas {object.def} qui avait changé : c’était le petit « non » dit {creature.au} qui avait tout rendu lourd.',
            bands: BIG,
          },
          {
            text: '{h:Il|Elle} a pensé à la maman {creature.du}, qui avait choisi ce cadeau. Elle avait peut-être cherché longtemps {object.indef}, le plus beau de tous. Et maintenant, {object.def} dormait dans la poche de quelqu’un d’autre, loin de celui ou celle qui l’aimait.',
            bands: BIG,
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
          actions: { hero: 'splash', friend: 'splash' },
          object: 'world',
          framing: 'medium',
        },
        text: [
          '{hero} a eu une idée : poser {object.def} sur le chemin {creature.du}, sans rien dire.',
          'Mais {creature.def} est {c:passé|passée} juste à côté sans {o:le|la} voir !',
          'Et une vague est arrivée, chhh, prête à emporter {object.def} !',
          '{hero} a plongé pour {o:le|la} rattraper, plouf, et {h:il|elle} est {h:sorti|sortie} {h:trempé|trempée} de la tête aux pieds, {object.def} dans la main !',
          {
            text: '{friend} a rattrapé {hero} par le pull, et ils sont tombés tous les deux dans l’eau, plouf et replouf.',
            friend: true,
            bands: OLDER,
          },
          { text: '{^object.def} était {o:sauvé|sauvée}, mais {hero} ressemblait à une serpillière.', bands: OLDER },
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
          framing: 'close',
        },
        text: [
          '{hero} s’est {h:assis|assise}, {h:tout mouillé|toute mouillée}, à côté {creature.du}.',
          'Alors {h:il|elle} a ouvert la main, et {object.def} a brillé.',
          '« C’est moi qui {o:l’avais|l’avais}, j’ai dit non, mais ce n’était pas vrai. Pardon, {c:petit|petite} {creature.nom}. »',
          {
            text: 'Ce n’était plus le moment de faire semblant de {o:le|la} trouver par hasard. C’était le moment de dire la vérité {creature.au}, toute la vérité, même la partie qui faisait honte.',
            bands: OLDER,
          },
          {
            text: 'Les mots étaient difficiles à dire, beaucoup plus difficiles qu’un plongeon dans l’eau froide. {hero} avait l’impression de porter une montagne sur la langue, devant {creature.def}. Mais dès que la phrase est sortie, la montagne a roulé au loin, et {h:il|elle} a pu respirer de nouveau.',
            bands: BIG,
          },
          {
            text: '{^creature.def} a regardé {object.def}, puis {hero}, puis {object.def} encore, comme {c:s’il|si elle} n’arrivait pas à y croire. Ses petites pattes tremblaient : {creature.cri}.',
            bands: OLDER,
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
          actions: { hero: 'hug', creature: 'hug' },
          object: 'world',
          objectAt: 'creature',
          framing: 'close',
        },
        text: [
          '{^creature.def} a pris {object.def} et {o:l’a serré|l’a serrée} très fort.',
          '« Merci de m’avoir rendu {object.def}, et merci de m’avoir dit la vérité. »',
          'Puis {c:il|elle} a fait un gros câlin à {hero}, même {h:trempé|trempée} comme une éponge.',
          {
            text: '« Tu aurais pu {o:le|la} garder, a dit {creature.def}, et tu ne l’as pas fait. Ça veut dire que tu es {h:un vrai ami|une vraie amie}. »',
            bands: OLDER,
          },
          {
            text: '{hero} s’attendait à ce que {creature.def} soit {c:fâché|fâchée} à cause du mensonge. Mais {creature.def} a seulement dit : « Tout le monde dit parfois un petit « non » trop vite, et le plus important, c’est de revenir. » Et {hero} a senti que c’était vrai, et {h:qu’il|qu’elle} s’en souviendrait longtemps.',
            bands: BIG,
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
          actions: { hero: 'look-for', friend: 'look-for', creature: 'look-for' },
          object: 'world',
          objectAt: 'creature',
          framing: 'wide',
        },
        text: [
          'Ensuite, ils ont cherché ensemble d’autres trésors {place.in}.',
          '{hero} et {creature.def} ont trouvé des cailloux ronds, des coquilles et une plume blanche.',
          {
            text: '« Dire la vérité, a dit {friend} en riant, c’est comme poser un sac trop lourd, un sac gros comme {object.indef} ! »',
            friend: true,
          },
          {
            text: '« Dire la vérité, a dit {hero} {creature.au} en riant, c’est comme ôter un caillou de sa chaussure ! »',
            friend: false,
          },
          {
            text: 'Et {creature.def} a offert à {hero} le plus joli caillou de la journée, un caillou blanc avec une ligne dorée, comme un petit morceau de soleil qui aurait le droit d’être à {h:lui|elle}.',
            bands: OLDER,
          },
          {
            text: 'Le soleil se couchait sur {place.def}. {hero} tenait son caillou blanc dans la main : il brillait bien moins que {object.def} {o:doré|dorée}, mais il ne pesait rien du tout. Et {hero} a compris que c’était exactement pour ça qu’il était si précieux.',
            bands: BIG,
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
          'Ce soir-là, {hero} a posé son caillou blanc près de son oreiller, en pensant {creature.au}.',
          'Sa poche était vide, et son cœur était plein.',
          {
            alts: [
              'Et {h:il|elle} s’est {h:endormi|endormie} en écoutant l’eau dans sa tête.',
              'Et {h:il|elle} a rêvé de vagues douces et de trésors partagés.',
              'Le sommeil est arrivé sans bruit, comme une petite vague.',
            ],
          },
          {
            text: 'Quelque part {place.in}, {creature.def} dormait dans {creature.lit}, {object.def} bien au chaud contre {c:lui|elle}.',
            bands: OLDER,
          },
        ],
      },
    ],
    questions: [
      {
        question: 'Qu’a trouvé {hero} {place.in} ?',
        right: '{^object.indef}',
        wrong: ['{^other.object.indef}', '{^other2.object.indef}'],
      },
      {
        question: 'Qui avait perdu ce trésor ?',
        right: '{^creature.def}',
        wrong: ['{^other.creature.def}', '{^other2.creature.def}'],
      },
      {
        question: 'Qu’a répondu {hero} la première fois ?',
        right: '« Non »',
        wrong: ['« Le voilà »', '« Je ne sais pas nager »'],
      },
      {
        question: 'Pourquoi {creature.def} a-t-{c:il|elle} dit merci deux fois ?',
        right: 'Pour le trésor et pour la vérité',
        wrong: ['Pour le gâteau et pour la chanson', 'Pour le bain et pour la serviette'],
      },
    ],
  },
  {
    id: 'honesty-peeking-game',
    moral: 'honesty',
    titles: ['Cache-cache {place.in}', 'Les doigts un peu ouverts', '{hero} et la partie de cache-cache'],
    places: ['forest', 'park', 'farm'],
    creatures: ['fawn', 'squirrel', 'owl', 'cat'],
    objects: ['star', 'cake', 'book'],
    pages: [
      {
        scene: {
          place: 'world',
          time: 'morning',
          weather: 'clear',
          mood: 'happy',
          cast: ['hero', 'friend', 'creature'],
          actions: { hero: 'stand', friend: 'stand', creature: 'run' },
          object: 'world',
          objectAt: 'ground',
          framing: 'wide',
        },
        text: [
          'Ce jour-là, il y avait une grande partie de cache-cache {place.in}.',
          'Celui qui trouverait tout le monde le plus vite gagnerait {object.indef} !',
          '{hero} voulait gagner {o:ce|cette} {object.nom} plus que tout.',
          {
            text: '{friend} était le meilleur cacheur, en tout cas, c’est ce qu’{f:il|elle} disait à tout le monde {place.in}, en bombant le torse.',
            friend: true,
          },
          {
            text: '{^creature.def} sautillait déjà d’impatience : « Je connais une cachette que personne ne trouvera jamais ! »',
            friend: false,
          },
          {
            text: '{^object.def} attendait sur une souche, {o:posé|posée} sur un petit coussin, et tout le monde {o:le|la} regardait avec envie.',
            bands: OLDER,
          },
          {
            text: '{hero} n’avait jamais rien gagné, ni la course en sac, ni le concours de dessin, ni même le jeu des chaises musicales, où il ne restait jamais de chaise pour {h:lui|elle}. Cette fois, se disait {hero}, {object.def} serait pour {h:lui|elle}.',
            bands: BIG,
          },
          {
            text: '{h:Il|Elle} s’est {h:placé|placée} contre le grand arbre, le front sur l’écorce, les mains sur les yeux. Autour {h:de lui|d’elle}, on entendait des pas pressés, des chuchotements, des feuilles froissées, un petit {creature.cri}, et un petit rire qui s’étouffait derrière un buisson.',
            bands: OLDER,
            friend: false,
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
          actions: { hero: 'peek', creature: 'hide' },
          object: null,
          framing: 'medium',
          prop: 'tall-tree',
        },
        text: [
          'C’est {hero} qui devait compter, contre un arbre : « Un, deux, trois… »',
          'Mais {h:il|elle} a écarté un tout petit peu les doigts pour voir {creature.def}.',
          'Et {h:il|elle} a vu {creature.def} se cacher dans un vieil arbre creux !',
          {
            alts: [
              '« … dix ! J’arrive ! » a crié {hero}.',
              '« … neuf, dix ! Prêts ou pas, j’arrive ! » a lancé {hero}.',
              '« … dix ! Attention, j’arrive ! » a dit {hero}.',
            ],
          },
          {
            text: 'Ce n’était qu’un tout petit coup d’œil {creature.au}, de rien du tout, presque pas un coup d’œil.',
            bands: OLDER,
          },
          {
            text: '{hero} s’est dit qu’au fond, tout le monde le faisait peut-être, {place.in}, et que ce n’était pas vraiment tricher, juste regarder un peu. Mais {h:il|elle} a remarqué que sa main tremblait, et qu’{h:il|elle} avait très envie que personne ne l’ait {h:vu|vue}, surtout pas {creature.def}.',
            bands: BIG,
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
          actions: { hero: 'receive', friend: 'stand', creature: 'stand' },
          object: 'world',
          framing: 'medium',
        },
        text: [
          '{hero} a trouvé tout le monde en un éclair, partout {place.in}.',
          'Et {creature.def}, {h:il|elle} l’a {c:trouvé|trouvée} en premier, dans l’arbre creux.',
          '« Tu as gagné ! » ont crié les autres, et {hero} a reçu {object.def}.',
          {
            text: '{friend} a été {f:trouvé|trouvée} en dernier, sous un buisson, couvert{f:|e} de brindilles, un peu {f:vexé|vexée}.',
            friend: true,
            bands: OLDER,
          },
          {
            text: '« Comment tu as fait ? a demandé {creature.def}, très {c:étonné|étonnée}. Personne ne trouve jamais ma cachette {place.in} ! »',
            bands: OLDER,
          },
          {
            text: 'Tout le monde applaudissait, on lui tapait dans le dos, on lui faisait toucher {object.def}. Quelqu’un a même crié : « {h:Le champion|La championne} de cache-cache de toute l’histoire ! » {hero} souriait, {object.def} dans les mains, mais c’était un drôle de sourire, qui restait coincé sur les lèvres et ne montait pas jusqu’aux yeux.',
            bands: BIG,
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
          actions: { hero: 'sit', friend: 'stand' },
          object: 'world',
          framing: 'close',
        },
        text: [
          '{hero} a regardé {object.def}, mais la joie ne venait pas.',
          '{^object.def} ne brillait pas comme {h:il|elle} l’avait imaginé.',
          'Ça grattait à l’intérieur, comme une étiquette de pull, chaque fois qu’{h:il|elle} voyait {creature.def}.',
          {
            text: 'Les autres jouaient encore {place.in}, riaient, se poursuivaient. {hero} restait à l’écart, {object.def} sur les genoux, sans savoir quoi en faire.',
            bands: OLDER,
            friend: false,
          },
          {
            text: '{friend} a dit : « Tu as l’air tout chose. Tu n’es pas {h:content|contente} d’avoir {object.def} ? »',
            friend: true,
          },
          {
            text: '{h:Il|Elle} a essayé de se dire : « Bravo, c’est moi {h:le gagnant|la gagnante}. » Mais la phrase sonnait creux, comme l’arbre où s’était {c:caché|cachée} {creature.def}.',
            bands: OLDER,
          },
          {
            text: 'C’est étrange, une victoire qui n’est pas vraiment à soi : on tient {object.def} dans les mains, et pourtant {o:il|elle} pèse comme un secret. {hero} avait gagné {object.def}, oui, mais {h:il|elle} avait l’impression d’avoir perdu autre chose, sans bien savoir quoi.',
            bands: BIG,
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
          actions: { hero: 'give', creature: 'stand' },
          object: 'world',
          framing: 'close',
        },
        text: [
          'Alors {hero} a voulu donner {object.def} {creature.au}, en cachette.',
          '« Tiens, je ne veux pas de {o:ce|cette} {object.nom} », a dit {hero} très vite.',
          'Mais {creature.def} n’a pas compris : « Pourquoi ? C’est à toi, tu as gagné ! »',
          {
            text: 'Et {creature.def} a repoussé {object.def} avec un grand sourire gentil, ce qui était encore pire.',
            bands: OLDER,
          },
          {
            text: '{hero} est {h:resté|restée} les bras ballants devant {creature.def}. Même donner {object.def} ne faisait pas partir la démangeaison. Ce n’était pas {object.def} qui grattait, c’était le petit secret caché derrière, entre ses doigts un peu ouverts.',
            bands: BIG,
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
          framing: 'medium',
        },
        text: [
          '{hero} a respiré un grand coup et s’est {h:tourné|tournée} vers {creature.def}.',
          '« J’ai triché, a dit {hero}. J’ai regardé entre mes doigts, je t’ai {c:vu|vue} te cacher dans l’arbre. »',
          'Tout le monde s’est tu, même les oiseaux.',
          {
            text: '{friend} a ouvert la bouche, a regardé {creature.def}, puis {f:il|elle} a souri et a levé le pouce, tout doucement, pour l’encourager.',
            friend: true,
          },
          {
            text: 'Le silence était long {place.in}. {hero} regardait ses chaussures, une tache de boue, une fourmi qui passait devant {object.def}.',
            bands: OLDER,
          },
          {
            text: '{h:Il|Elle} a pensé : maintenant, ils vont tous être fâchés contre moi, même {creature.def}, et plus personne ne voudra jouer. Mais en même temps, pour la première fois depuis le début de la partie, la démangeaison s’était arrêtée. Comme si la vérité avait un pouvoir magique, plus fort que {object.def}.',
            bands: BIG,
          },
          {
            text: '{^creature.def} s’est {c:approché|approchée}, l’air très sérieux. Personne ne savait ce qu’{c:il|elle} allait dire, {hero} non plus. Le vent faisait doucement bouger les feuilles, comme si lui aussi attendait la réponse.',
            bands: BIG,
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
          actions: { hero: 'look-for', friend: 'wave', creature: 'hide' },
          object: 'world',
          objectAt: 'ground',
          framing: 'wide',
          prop: 'tall-tree',
        },
        text: [
          'Puis {creature.def} a ri : « Alors on rejoue ! Pour de vrai, cette fois ! »',
          '{hero} a compté contre l’arbre, les yeux bien fermés, les deux mains bien serrées.',
          '{h:Il|Elle} a cherché {creature.def} longtemps, très longtemps, et {h:il|elle} a perdu !',
          {
            text: 'C’est {friend} qui a gagné, et {f:il|elle} a dansé la danse de la victoire autour {object.du}, une danse qui ressemblait beaucoup à celle du poulet.',
            friend: true,
          },
          {
            text: 'C’est {creature.def} qui a gagné, et {c:il|elle} a fait trois tours sur {c:lui-même|elle-même} en criant {creature.cri} !',
            friend: false,
          },
          {
            text: 'Mais {hero} riait plus fort que tout le monde, plus fort que {creature.def}. Perdre pour de vrai, c’était mille fois mieux que gagner pour de faux.',
            bands: OLDER,
          },
          {
            text: 'Pendant la deuxième partie, {hero} a découvert des cachettes dont {h:il|elle} ne soupçonnait même pas l’existence : un creux sous une racine, un buisson en forme de chapeau, un tronc couché couvert de mousse. Chercher pour de vrai {place.in}, c’était une aventure ; tricher, c’était juste un raccourci qui ne menait nulle part.',
            bands: BIG,
          },
          {
            text: 'Ensuite, {hero} a posé {object.def} au milieu du cercle : « {o:Il|Elle} est à nous tous. » Et tout le monde a trouvé que c’était une très bonne idée, pour {o:ce|cette} {object.nom}. {^creature.def} a chuchoté à {hero} : « Ta cachette préférée, maintenant, c’est laquelle ? Je promets de ne pas regarder, {creature.cri}. »',
            bands: BIG,
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
          'Ce soir-là, {hero} a fermé les yeux tout de suite, {object.def} sur sa table de nuit.',
          'Sans tricher, cette fois : bien fermés, pour dormir.',
          {
            alts: [
              'Et {h:il|elle} s’est {h:endormi|endormie} avant même d’arriver à dix.',
              'Un, deux, trois, et {hero} dormait déjà, comme {creature.def}.',
              'Un, deux, trois, et le sommeil l’a {h:trouvé|trouvée} plus vite que {creature.def}.',
            ],
          },
          {
            text: '{place.in}, {creature.def} dormait aussi, dans sa meilleure cachette, le sourire aux lèvres.',
            bands: OLDER,
          },
        ],
      },
    ],
    questions: [
      { question: 'À quel jeu jouaient-ils {place.in} ?', right: 'À cache-cache', wrong: ['À la marelle', 'Au loup'] },
      {
        question: 'Où {creature.def} s’était-{c:il|elle} {c:caché|cachée} ?',
        right: 'Dans un vieil arbre creux',
        wrong: ['Sous un tas de feuilles', 'Derrière la grange'],
      },
      {
        question: 'Qu’a gagné {hero} la première fois ?',
        right: '{^object.indef}',
        wrong: ['{^other.object.indef}', '{^other2.object.indef}'],
      },
      {
        question: 'Pourquoi {hero} était-{h:il|elle} plus {h:heureux|heureuse} après avoir perdu ?',
        right: 'Parce qu’{h:il|elle} avait joué pour de vrai',
        wrong: ['Parce qu’{h:il|elle} avait gagné un autre prix', 'Parce que la partie était finie'],
      },
    ],
  },
];
