/** Gratitude: thanks forgotten and given back, a handmade gift understood late, the one who lights the lanterns. */
import type { Plot } from '../../format.js';
import { BIG, OLDER, SMALL } from '../bands.js';

export const gratitudePlots: Plot[] = [
  {
    id: 'gratitude-forgotten-thanks',
    moral: 'gratitude',
    titles: ['Le merci oublié', '{hero} retourne {place.in}', 'Trois mercis pour une journée'],
    places: ['forest', 'mountain', 'meadow'],
    creatures: ['fox', 'owl', 'bear', 'fawn'],
    objects: ['flower', 'cake', 'apple'],
    pages: [
      {
        scene: {
          place: 'world',
          time: 'day',
          weather: 'clear',
          mood: 'happy',
          cast: ['hero', 'friend'],
          actions: { hero: 'look-for', friend: 'look-for' },
          object: null,
          framing: 'wide',
        },
        text: [
          'Un après-midi, {hero} est {h:parti|partie} cueillir des mûres {place.in}.',
          '{h:Il|Elle} a marché, marché {place.in}, en suivant les papillons.',
          'Et tout à coup, {hero} ne savait plus du tout où {h:il|elle} était, !',
          {
            text: '{friend} tournait sur {f:lui-même|elle-même} comme une toupie au milieu {place.du}, sans savoir par où aller.',
            friend: true,
            bands: OLDER,
          },
          { text: '{place.in}, tous les arbres se ressemblaient, tous les chemins aussi.', friend: false },
          {
            text: '{hero} a appelé très fort, mais seul l’écho a répondu, d’une voix aussi perdue que la sienne.',
            bands: OLDER,
            friend: false,
          },
          {
            text: 'Le soleil commençait à baisser, et {place.calme}, mais ce calme-là n’avait rien de rassurant.',
            bands: OLDER,
          },
          {
            text: '{hero} avait le panier plein de mûres et les doigts tout violets, mais le cœur de plus en plus serré. {h:Il|Elle} a essayé de se souvenir du chemin : un gros rocher, un ruisseau, un arbre tordu. Mais, il y avait dix gros rochers, trois ruisseaux et une foule d’arbres tordus.',
            bands: BIG,
          },
        ],
      },
      {
        scene: {
          place: 'world',
          time: 'evening',
          weather: 'rain',
          mood: 'worried',
          cast: ['hero', 'creature'],
          actions: { hero: 'walk', creature: 'walk' },
          object: null,
          framing: 'wide',
        },
        text: [
          'Heureusement, {creature.indef} est {c:arrivé|arrivée} et a proposé à {hero} de {c:le|la} suivre.',
          {
            text: '{^creature.def} connaissait chaque racine, chaque pierre, chaque virage, et {c:il|elle} marchait sans hésiter, en se retournant souvent pour vérifier que {h:le petit promeneur|la petite promeneuse} suivait bien.',
            bands: OLDER,
          },
          '{^creature.def} {creature.file} devant, et {hero} a suivi.',
          'Puis une pluie fine s’est mise à tomber sur {place.def}, plic, ploc.',
          '{^other.creature.def} a prêté son grand parapluie à {hero}.',
          {
            text: 'Et plus loin, {other2.creature.def} a montré le raccourci par le pont de bois, en faisant de grands signes.',
            bands: OLDER,
          },
          {
            text: 'Chacun, à sa façon, avait donné un peu de son temps : {creature.def} avait quitté son dîner, {other.creature.def} avait prêté son seul parapluie et avait dû rentrer sous une feuille de chou, {other2.creature.def} avait fait un long détour. Mais {hero}, {h:pressé|pressée} de rentrer, ne remarquait rien de tout ça.',
            bands: BIG,
          },
        ],
      },
      {
        scene: {
          place: 'home',
          time: 'evening',
          weather: 'rain',
          mood: 'happy',
          cast: ['hero', 'friend', 'creature'],
          actions: { hero: 'run', friend: 'run', creature: 'stand' },
          object: null,
          framing: 'wide',
        },
        text: [
          'Enfin, la maison, au bout {place.du} ! {hero} a couru jusqu’à la porte.',
          '{h:Il|Elle} était si {h:content|contente} qu’{h:il|elle} est {h:entré|entrée} en courant, sans se retourner vers {creature.def}.',
          'Sans un mot {creature.au}, sans dire merci.',
          {
            text: '{friend} est {f:rentré|rentrée} aussi, en s’ébrouant, {f:tout trempé|toute trempée} de pluie.',
            friend: true,
            bands: OLDER,
          },
          {
            text: 'Le chocolat chaud l’attendait, et la couverture, et les câlins, loin de la pluie.',
            bands: OLDER,
          },
          {
            text: 'Dehors, sous la pluie, {creature.def} est {c:resté|restée} un moment devant la porte fermée. Puis {c:il|elle} est {c:reparti|repartie} dans la nuit, un peu plus lentement qu’à l’aller. {hero} ne l’a pas {c:vu|vue}. {h:Il|Elle} était déjà en train de raconter son aventure, et dans son récit, {h:il|elle} avait tout fait {h:tout seul|toute seule}.',
            bands: BIG,
          },
        ],
      },
      {
        scene: {
          place: 'home',
          time: 'night',
          weather: 'rain',
          mood: 'worried',
          cast: ['hero', 'friend'],
          actions: { hero: 'sit', friend: 'sit' },
          object: null,
          framing: 'close',
          prop: 'bed',
        },
        text: [
          'Dans son lit, {hero} n’arrivait pas à dormir, en pensant {place.au}.',
          'Il manquait quelque chose, quelque chose de tout petit, pour {creature.def}.',
          'Et soudain, {h:il|elle} a compris : « J’ai oublié de dire merci {creature.au} ! »',
          {
            text: '{friend} s’est {f:redressé|redressée} d’un coup dans son lit : « Moi aussi, j’ai oublié {creature.def} ! »',
            friend: true,
          },
          {
            text: 'Le parapluie {other.creature.du} était resté dans l’entrée, tout mouillé, comme un reproche.',
            bands: OLDER,
          },
          {
            text: '{hero} a revu {creature.def} qui marchait devant, sous la pluie, en se retournant pour vérifier qu’{h:il|elle} suivait bien, et {other.creature.def} sous sa feuille de chou. {h:Il|Elle} a senti ses joues devenir chaudes : un merci, c’est un tout petit mot, mais quand on l’oublie {place.in}, il prend beaucoup de place.',
            bands: BIG,
          },
          {
            text: '{h:Il|Elle} a remué dans son lit, en comptant les mercis oubliés : un, deux, trois. Trois mercis qui attendaient quelque part, sous la pluie, comme des chaussons oubliés devant une porte.',
            bands: BIG,
          },
        ],
      },
      {
        scene: {
          place: 'home',
          time: 'morning',
          weather: 'clear',
          mood: 'happy',
          cast: ['hero', 'friend'],
          actions: { hero: 'sit', friend: 'sit' },
          object: 'world',
          objectAt: 'on-prop',
          framing: 'medium',
          prop: 'table',
        },
        text: [
          'Le lendemain, {hero} s’est {h:levé|levée} très tôt, en pensant {creature.au}.',
          '{h:Il|Elle} a préparé {object.indef} pour {creature.def}.',
          'Et un dessin pour {other.creature.def} et {other2.creature.def}, avec un grand MERCI en couleurs.',
          {
            text: '{friend} a préparé des petits mots pour {creature.def}, avec des fautes d’orthographe, mais avec des cœurs partout.',
            friend: true,
            bands: OLDER,
          },
          {
            text: '{h:Il|Elle} a aussi essuyé le parapluie {other.creature.du} et l’a plié bien proprement.',
            bands: OLDER,
          },
          {
            text: '{hero} s’appliquait comme jamais : pour {creature.def}, {h:il|elle} voulait le plus beau cadeau. {h:Il|Elle} a recommencé le dessin {creature.du} trois fois, parce que le premier ressemblait à une pomme de terre, le deuxième à une chaussette, et le troisième, bon, à une pomme de terre très gentille.',
            bands: BIG,
          },
          {
            text: '{h:Il|Elle} a mis {object.def} dans un panier, avec une serviette à carreaux par-dessus, comme pour un vrai pique-nique de remerciements.',
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
          mood: 'happy',
          cast: ['hero', 'creature'],
          actions: { hero: 'give', creature: 'receive' },
          object: 'world',
          objectAt: 'creature',
          framing: 'close',
        },
        text: [
          '{hero} est {h:retourné|retournée} {place.in}, par le même chemin.',
          '{h:Il|Elle} a rendu le parapluie {other.creature.au} en disant merci.',
          '{h:Il|Elle} a donné le dessin {other2.creature.au} en disant merci.',
          'Et {h:il|elle} a offert {object.def} {creature.au} : « Merci de m’avoir {h:ramené|ramenée} à la maison ! »',
          {
            text: '{^creature.def} a eu les yeux qui brillaient, {creature.cri} : personne ne lui avait jamais dit merci avec {object.indef}.',
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
          cast: ['hero', 'friend', 'creature'],
          actions: { hero: 'wave', friend: 'stand', creature: 'wave' },
          object: 'world',
          objectAt: 'creature',
          framing: 'wide',
        },
        text: [
          'Chaque merci faisait fleurir un sourire {place.in}.',
          'Et chaque sourire {creature.du} faisait fleurir un peu plus le cœur de notre {h:petit héros|petite héroïne}.',
          {
            text: '{friend} a dit : « Un merci, c’est comme {object.indef} qu’on offre deux fois : à l’autre, et à soi. »',
            friend: true,
          },
          {
            text: '{hero} a pensé : un merci, c’est comme {object.indef} qu’on offre deux fois, à l’autre et à soi.',
            friend: false,
          },
          {
            text: '{^creature.def} a même proposé de lui montrer les meilleurs coins à mûres, pour qu’{h:il|elle} ne se perde plus jamais.',
            bands: OLDER,
          },
          {
            text: 'En repartant, {hero} a remarqué des choses {h:qu’il|qu’elle} n’avait jamais vues : le facteur qui apportait les lettres sous la pluie, la voisine qui arrosait les fleurs de tout le monde, la boulangère qui se levait avant le soleil. Il y avait des mercis à dire partout, comme {creature.au}, et {hero} a décidé de commencer tout de suite.',
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
          'Ce soir-là, {hero} a dit merci pour le dîner, merci pour l’histoire, merci pour le bisou, et un merci tout bas pour {creature.def}.',
          'Et {h:il|elle} s’est {h:endormi|endormie} tout de suite, en rêvant.',
          {
            alts: [
              'Il ne manquait plus rien, même pas un merci pour {creature.def}.',
              'Cette fois, il ne manquait rien, et {place.def} pouvait dormir aussi.',
              'Tous les mercis étaient dits, et la nuit pouvait venir sur {place.def}.',
            ],
          },
          {
            text: 'Et là-bas, {creature.def} dormait avec un beau dessin à côté de {creature.lit}.',
            bands: OLDER,
          },
        ],
      },
    ],
    questions: [
      {
        question: 'Qui a montré le chemin à {hero} ?',
        right: '{^creature.def}',
        wrong: ['{^other.creature.def}', '{^other2.creature.def}'],
      },
      {
        question: 'Qu’a prêté {other.creature.def} à {hero} ?',
        right: 'Un parapluie',
        wrong: ['Une lanterne', 'Un manteau'],
      },
      {
        question: 'Qu’a offert {hero} {creature.au} le lendemain ?',
        right: '{^object.indef}',
        wrong: ['{^other.object.indef}', '{^other2.object.indef}'],
      },
      {
        question: 'Pourquoi {hero} n’arrivait-{h:il|elle} pas à dormir ?',
        right: '{h:Il|Elle} avait oublié de dire merci',
        wrong: ['{h:Il|Elle} avait trop mangé de mûres', '{h:Il|Elle} avait peur de l’orage'],
      },
    ],
  },
  {
    id: 'gratitude-handmade-gift',
    moral: 'gratitude',
    titles: ['Le cadeau de Mamie', '{^object.def} fait main', '{hero} et le vrai merci'],
    places: ['snowfield', 'mountain', 'village'],
    creatures: ['squirrel', 'fawn', 'robin', 'rabbit'],
    objects: ['scarf', 'book'],
    pages: [
      {
        scene: {
          place: 'home',
          time: 'morning',
          weather: 'snow',
          mood: 'happy',
          cast: ['hero', 'friend'],
          actions: { hero: 'stand', friend: 'stand' },
          object: null,
          framing: 'wide',
        },
        text: [
          {
            alts: [
              'Ce matin-là, {hero} fêtait son anniversaire, et la neige tombait tout doucement sur {place.def}.',
              'C’était le jour de l’anniversaire de {hero}, et de gros flocons dansaient au-dessus {place.du}.',
              'Le jour de son anniversaire, {hero} s’est {h:réveillé|réveillée} sous la neige : {place.def} avait mis son manteau blanc.',
            ],
          },
          '{h:Il|Elle} rêvait d’une grande luge rouge, qui file plus vite que le vent.',
          '{o:Mamie est arrivée avec un paquet tout plat, tout carré, qui ne faisait aucun bruit.|Mamie est arrivée avec un paquet tout mou, tout léger, noué d’un ruban rouge.}',
          {
            text: '{friend} était là aussi, avec un chapeau pointu et une trompette en papier qui faisait pouet.',
            friend: true,
            bands: OLDER,
          },
          {
            text: '{friend} était là aussi, avec une trompette en papier qui faisait pouet.',
            friend: true,
            bands: SMALL,
          },
          { text: '{hero} avait déjà choisi la plus belle pente pour essayer sa luge.', friend: false },
          {
            text: 'Toute la semaine, {hero} avait dessiné des luges rouges partout, et même une luge géante qui dévalait une pente, avec {creature.indef} assis devant.',
            bands: OLDER,
          },
          {
            text: '{h:Il|Elle} imaginait déjà la première glissade, la neige qui vole, le vent dans les oreilles. Mais quand Mamie a posé le paquet sur la table, {hero} a tout de suite vu {o:qu’il était bien trop plat|qu’il était bien trop mou} pour cacher une luge. {o:Même une luge pliée en quatre n’aurait pas tenu dedans.|Et une luge, ça n’a jamais été mou, même une luge pour souris.} Un petit nuage gris est passé dans sa tête, plus gris que le ciel d’hiver.',
            bands: BIG,
          },
        ],
      },
      {
        scene: {
          place: 'home',
          time: 'morning',
          weather: 'snow',
          mood: 'worried',
          cast: ['hero', 'friend'],
          actions: { hero: 'stand', friend: 'stand' },
          object: 'world',
          objectAt: 'on-prop',
          framing: 'medium',
          prop: 'table',
        },
        text: [
          'Dans le paquet, il y avait {object.indef}. {o:Un livre que Mamie avait écrit et dessiné elle-même.|Une écharpe que Mamie avait tricotée elle-même.}',
          '« Ah, merci », a dit {hero} du bout des lèvres, sans même regarder {object.def}.',
          'Et {h:il|elle} {o:l’a posé|l’a posée} sur une chaise.',
          'Le sourire de Mamie a tremblé un tout petit peu, comme {o:une page qu’on tourne trop vite|une maille qui file}.',
          { text: '{friend} a toussoté pour prévenir {hero}, mais {hero} n’a rien entendu.', friend: true },
          {
            text: 'Sans rien dire, Mamie a lissé {o:la couverture du livre|la laine de l’écharpe} du bout des doigts, puis elle est allée faire du thé.',
            bands: OLDER,
          },
          {
            text: '{hero} jetait parfois un coup d’œil vers la chaise, et {h:il|elle} savait bien, quelque part au fond, qu’{h:il|elle} n’avait pas été très {h:gentil|gentille}. Mais la déception prenait toute la place, comme un gros chat qui s’installe sur le canapé, et {object.def} restait là, {o:tout seul|toute seule} sur sa chaise.',
            bands: BIG,
          },
        ],
      },
      {
        scene: {
          place: 'world',
          time: 'day',
          weather: 'snow',
          mood: 'calm',
          cast: ['hero', 'friend'],
          actions: { hero: 'walk', friend: 'walk' },
          object: 'world',
          framing: 'wide',
        },
        text: [
          'L’après-midi, {hero} est {h:sorti|sortie} jouer {place.in}.',
          '« Prends {object.def} de Mamie ! » a dit Maman, et {hero} {o:l’a pris|l’a prise} en soupirant.',
          {
            alts: [
              'Dehors, il faisait très froid, et le ciel devenait tout blanc.',
              'Dehors, le froid pinçait le nez, et de gros nuages blancs arrivaient.',
            ],
          },
          {
            text: '{friend} avait déjà le nez rouge comme une cerise, et {f:il|elle} regardait le ciel s’assombrir au-dessus des sapins.',
            friend: true,
            bands: OLDER,
          },
          {
            text: 'Le vent piquait les joues et mordait le bout des doigts, et {hero} regrettait un peu la maison.',
            bands: OLDER,
          },
        ],
      },
      {
        scene: {
          place: 'world',
          time: 'day',
          weather: 'snow',
          mood: 'worried',
          cast: ['hero', 'friend', 'creature'],
          actions: { hero: 'sit', friend: 'sit', creature: 'sit' },
          object: 'world',
          framing: 'medium',
          prop: 'tall-tree',
        },
        text: [
          'Sous un sapin, {hero} a trouvé {creature.indef}, {c:tout grelottant|toute grelottante}.',
          '« {^creature.cri}… J’ai froid, je m’ennuie, et la tempête m’empêche de rentrer », a dit {creature.def}.',
          'Alors {hero} a sorti {object.def}.',
          '{o:Ils se sont blottis sous le sapin, et {h:il|elle} a lu le livre à voix haute.|{h:Il|Elle} a enroulé l’écharpe autour {creature.du} et {h:de lui-même|d’elle-même}.}',
          { text: '{friend} s’est {f:serré|serrée} contre {creature.def} pour profiter aussi.', friend: true },
          {
            text: '{o:Et c’était merveilleux : dans le livre, il y avait des histoires de neige, de lutins et de renards farceurs, et des dessins si jolis qu’on aurait dit qu’ils bougeaient.|Et c’était merveilleux : l’écharpe était longue, longue, assez longue pour trois, et si chaude qu’on aurait dit qu’elle avait gardé la chaleur des mains de Mamie.}',
            bands: OLDER,
          },
          {
            text: '{h:Il|Elle} a remarqué des détails qu’{h:il|elle} n’avait pas vus le matin. {o:À la dernière page, Mamie avait dessiné un enfant qui lui ressemblait, avec son bonnet à pompon, en train de lire ce même livre.|Au bout de l’écharpe, Mamie avait tricoté un petit cœur rouge, tout caché, qu’on ne voyait qu’en cherchant bien.} {o:Elle avait dû dessiner des soirées entières|Elle avait dû tricoter des soirées entières}, avec ses lunettes sur le bout du nez, en pensant à {h:lui|elle} à chaque {o:trait de crayon|maille}.',
            bands: BIG,
          },
          {
            text: '{hero} se souvenait maintenant : tout l’automne, chez Mamie, {o:des crayons de couleur et des feuilles|des pelotes de laine rouge} disparaissaient sous un coussin dès qu’{h:il|elle} entrait. {h:Il|Elle} croyait que c’étaient {o:des mots croisés|des chaussettes pour le chat}. {^object.def}, c’était pour {h:lui|elle}, depuis des semaines.',
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
          cast: ['hero', 'creature'],
          actions: { hero: 'hug', creature: 'hug' },
          object: 'world',
          framing: 'close',
        },
        text: [
          'Quand la tempête s’est calmée sur {place.def}, {creature.def} a sauté de joie.',
          '« Merci, merci, merci ! {o:Avec ton livre, j’ai oublié le froid et l’ennui|Avec ton écharpe, je n’ai plus froid du tout} ! »',
          'Et {creature.def} a fait à {hero} un câlin si fort qu’{h:il|elle} en a eu le souffle coupé.',
          {
            text: '{hero} a senti quelque chose de très chaud au fond de la poitrine, {o:plus chaud qu’une histoire au coin du feu|plus chaud que toute la laine de Mamie}. C’était bon, un merci comme ça, un vrai.',
            bands: OLDER,
          },
          {
            text: 'Et tout à coup, {hero} a repensé à son « ah, merci » du matin, jeté sur une chaise à côté {object.du}. Un petit merci gris et tout mou, rien à voir avec celui {creature.du}, qui brillait comme une guirlande. {h:Il|Elle} a revu les doigts de Mamie qui lissaient {object.def}, et son sourire qui tremblait. Alors {h:il|elle} a eu envie de courir à travers {place.def}, plus vite qu’une luge.',
            bands: BIG,
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
          actions: { hero: 'carry', friend: 'wave' },
          object: 'world',
          framing: 'medium',
        },
        text: [
          '{hero} a couru jusqu’à la maison, {object.def} {o:serré|serrée} contre {h:lui|elle}.',
          '{h:Il|Elle} a sauté dans les bras de Mamie sans même enlever {o:son bonnet plein de neige|l’écharpe pleine de neige}.',
          '« Merci, Mamie, c’est le plus beau cadeau du monde ! »',
          {
            text: '{friend} a ajouté : « {o:Il|Elle} nous a sauvés de la tempête, et {creature.def} aussi ! » Puis {f:il|elle} a tout raconté en faisant de grands gestes, jusqu’à imiter {creature.def} : {creature.cri} !',
            friend: true,
            bands: OLDER,
          },
          { text: '{friend} a tout raconté en imitant {creature.def} : {creature.cri} !', friend: true, bands: SMALL },
          { text: 'Et {hero} a tout raconté : la tempête, le sapin, {creature.def}, le câlin.', friend: false },
          {
            text: 'Les yeux de Mamie brillaient, et cette fois, son sourire ne tremblait plus du tout : {o:elle a caressé la couverture du livre comme on caresse un chat|elle a remis l’écharpe bien droite autour du cou de {hero}}.',
            bands: OLDER,
          },
          {
            text: '{hero} a chuchoté qu’{h:il|elle} était {h:désolé|désolée} pour ce matin : {h:il|elle} pensait tellement à la luge qu’{h:il|elle} n’avait même pas regardé son cadeau. Mamie a ri doucement : {o:un livre, ça ne file pas comme une luge, mais ça emmène bien plus loin|une écharpe, ça ne file pas comme une luge, mais ça tient chaud bien plus longtemps}.',
            bands: BIG,
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
          actions: { hero: 'sit', friend: 'sit' },
          object: 'world',
          framing: 'medium',
          prop: 'table',
        },
        text: [
          'Ce soir-là, ils ont pris le thé tous ensemble près du feu, pendant que la nuit bleue tombait sur {place.def}.',
          {
            text: '« Un merci avec le cœur, a dit {friend}, c’est encore plus chaud que {o:le coin du feu|l’écharpe de Mamie} », et Mamie a ri.',
            friend: true,
          },
          {
            text: '« Un merci avec le cœur, c’est encore plus chaud que {o:le coin du feu|l’écharpe de Mamie} », a dit {hero}, et Mamie a ri.',
            friend: false,
          },
          '{hero} a ri aussi, en pensant {creature.au}, bien au chaud sous son sapin.',
          {
            text: '{o:{hero} a demandé à Mamie de lire le livre encore une fois, avec les voix.|{hero} a gardé l’écharpe autour du cou toute la soirée, même à table, même pour manger la soupe.}',
            bands: OLDER,
          },
          {
            text: 'La luge rouge, {hero} y pensait encore un peu, mais ce n’était plus pareil : {o:une luge, ça ne raconte pas d’histoires|une luge, ça ne tient pas chaud au cou}. Il y a des cadeaux qu’on achète, et des cadeaux qu’on fabrique avec des heures, des soirées et de l’amour, {o:page après page|maille après maille}. Ceux-là ne font pas de bruit quand on les ouvre : il faut du temps pour entendre ce qu’ils disent.',
            bands: BIG,
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
          object: 'world',
          objectAt: 'on-prop',
          framing: 'close',
          prop: 'bed',
        },
        text: [
          'Au lit, {hero} a gardé {object.def} tout près {h:de lui|d’elle}.',
          'Dehors, la neige tombait encore, tout doucement, sur {place.def}.',
          {
            alts: [
              '« Merci, Mamie », a chuchoté {hero} dans {o:les pages du livre|la laine de l’écharpe}, et {h:il|elle} s’est {h:endormi|endormie}.',
              '« Merci », a murmuré {hero} dans le noir, et le sommeil est venu.',
              'Un dernier merci, tout bas, et {hero} dormait déjà.',
            ],
          },
          {
            text: 'Et quelque part {place.in}, sous un sapin, {creature.def} rêvait {o:d’histoires|de laine} et de chaleur.',
            bands: OLDER,
          },
        ],
      },
    ],
    questions: [
      {
        question: 'De quoi {hero} rêvait-{h:il|elle} pour son anniversaire ?',
        right: 'D’une grande luge rouge',
        wrong: ['D’un vélo bleu', 'D’un train électrique'],
      },
      {
        question: 'Qu’a offert Mamie ?',
        right: '{^object.indef} {o:fait|faite} main',
        wrong: ['{^other.object.indef}', '{^other2.object.indef}'],
      },
      {
        question: 'Qui avait froid sous le sapin ?',
        right: '{^creature.indef}',
        wrong: ['{^other.creature.indef}', '{^other2.creature.indef}'],
      },
      {
        question: 'Qu’a compris {hero} grâce au câlin {creature.du} ?',
        right: 'Ce qu’est un vrai merci, avec le cœur',
        wrong: ['Qu’il fallait rester à la maison', 'Que la neige est froide'],
      },
    ],
  },
  {
    id: 'gratitude-evening-round',
    moral: 'gratitude',
    titles: ['Celui qui veillait sur le soir', 'Un grand merci {place.in}', '{hero} et la tournée du soir'],
    places: ['village', 'island', 'farm'],
    creatures: ['owl', 'turtle', 'hedgehog', 'bear'],
    objects: ['lantern', 'bell'],
    pages: [
      {
        scene: {
          place: 'world',
          time: 'evening',
          weather: 'clear',
          mood: 'calm',
          cast: ['hero', 'friend', 'creature'],
          actions: { hero: 'stand', friend: 'stand', creature: 'walk' },
          object: 'world',
          objectAt: 'creature',
          framing: 'wide',
        },
        text: [
          'Chaque soir, quand le ciel devenait rose, {creature.indef} faisait sa tournée {place.in}.',
          '{c:Il|Elle} marchait sur tous les chemins avec {object.son}.',
          'Comme ça, ceux qui rentraient tard n’avaient qu’à suivre {creature.def} pour retrouver leur porte.',
          {
            text: '{friend} disait que {creature.def} faisait ça depuis au moins mille ans, ce qui était un peu exagéré, mais pas tant que ça.',
            friend: true,
            bands: OLDER,
          },
          {
            text: '{hero} voyait passer {object.def} tous les soirs depuis sa fenêtre, depuis toujours.',
            friend: false,
          },
          {
            text: '{h:Il|Elle} aimait guetter {object.def} {creature.du} qui avançait dans le noir, tout lentement, de maison en maison.',
            bands: OLDER,
            friend: false,
          },
          {
            text: '{c:Il|Elle} passait devant chaque maison, chaque barrière, chaque pont, et {place.calme}.',
            bands: OLDER,
          },
          {
            text: 'Tout le monde connaissait {creature.def}, mais personne ne faisait vraiment attention à {c:lui|elle}. {^object.def} {creature.du}, c’était comme la lune, ou le chant des grillons : c’était là, tout simplement, chaque soir, et on ne se demandait jamais ce qui arriverait si un jour ça n’était plus là ; on rentrait, on fermait la porte, et on oubliait.',
            bands: BIG,
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
          actions: { hero: 'stand', friend: 'point', creature: 'walk' },
          object: 'world',
          objectAt: 'creature',
          framing: 'medium',
        },
        text: [
          'Mais ce soir-là, {hero} a remarqué que {object.def} avançait moins vite que d’habitude.',
          '{^creature.def} traînait les pattes, et {c:il|elle} soupirait.',
          'Personne ne regardait {creature.def}, personne ne lui disait rien, pas même merci.',
          {
            text: '« Tu crois que {creature.def} est {c:fatigué|fatiguée} ? » a demandé {friend} en regardant {object.def} s’éloigner. « Surtout triste, je crois », a répondu {hero}, qui avait entendu {creature.def} soupirer.',
            friend: true,
            bands: OLDER,
          },
          {
            text: '{hero} a pensé à toutes les fois où {h:il|elle} était {h:rentré|rentrée} tard, après le goûter chez les cousins, en suivant {object.def} sans même y penser.',
            bands: OLDER,
          },
          {
            text: 'Des centaines de soirs, sûrement, et pas une fois {hero} n’avait dit merci {creature.au}. {h:Il|Elle} s’est {h:senti|sentie} un peu {h:honteux|honteuse}, comme quand on découvre qu’on a traversé {p:tout|toute} {place.def} avec une étiquette dans le dos.',
            bands: BIG,
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
          actions: { hero: 'wave', friend: 'fall' },
          object: null,
          framing: 'medium',
          prop: 'window',
        },
        text: [
          '{hero} a ouvert la fenêtre et a crié vers {object.def}, très fort : « MERCI ! »',
          'Mais {creature.def} était déjà loin, tout au bout du chemin, et {c:il|elle} n’a rien entendu.',
          'Au lieu {creature.du}, c’est {other.creature.def} qui a répondu, depuis {other.creature.lit} : « {^other.creature.cri} ? »',
          {
            alts: [
              'Ce n’était pas tout à fait la réponse espérée.',
              'Ce merci-là n’était pas pour {other.creature.def}, pourtant.',
              'Raté : le merci était pour {creature.def}, pas pour {other.creature.def} !',
            ],
          },
          {
            text: '{hero} a réfléchi, le menton dans les mains, en regardant {object.def} disparaître au loin. Crier merci, c’était bien, mais un merci, pour qu’il arrive, il faut qu’il aille jusqu’{creature.au}. C’est comme une lettre : on ne la jette pas par la fenêtre en espérant qu’elle trouve toute seule le chemin de {creature.lit}.',
            bands: BIG,
          },
          {
            text: '{friend} riait tellement de la réponse {other.creature.du} qu’{f:il|elle} en est {f:tombé|tombée} à la renverse, patatras !',
            friend: true,
          },
          {
            text: '{hero} a refermé la fenêtre : un merci crié dans le vide, ce n’était pas assez pour {creature.def}.',
            bands: OLDER,
          },
        ],
      },
      {
        scene: {
          place: 'world',
          time: 'morning',
          weather: 'wind',
          mood: 'worried',
          cast: ['hero'],
          actions: { hero: 'stand' },
          object: null,
          framing: 'medium',
          prop: 'hut',
        },
        text: [
          'Le lendemain, {hero} a écrit une carte : « Merci pour {object.def} et pour chaque soir ! »',
          '{h:Il|Elle} l’a posée devant {creature.lit}.',
          'Mais le vent a soufflé, pfffou, et la carte est tombée dans une flaque !',
          {
            text: 'L’encre a coulé, les mots se sont mélangés, et il ne restait plus qu’une grosse tache bleue qui ressemblait vaguement à {other2.creature.indef}.',
            bands: OLDER,
          },
          {
            text: '{hero} a regardé la tache bleue : une carte, c’était bien, mais c’était bien petit pour tous les soirs où {object.def} était {o:passé|passée} sous sa fenêtre. Ce qu’il fallait, c’était un merci aussi grand que tous ces soirs, un merci que {creature.def} ne pourrait pas manquer, même avec le vent, même avec les flaques, même avec de vieilles oreilles un peu fatiguées.',
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
          cast: ['hero', 'friend'],
          actions: { hero: 'walk', friend: 'run' },
          object: null,
          framing: 'wide',
        },
        text: [
          'Alors {hero} a eu une grande idée : un merci aussi grand que {place.def} tout {p:entier|entière}.',
          '{h:Il|Elle} a frappé à toutes les portes : « Ce soir, apportez vos lumières, on dit merci {creature.au}, tous ensemble ! »',
          'Et tout le monde a dit oui : les enfants, les parents, les grands-parents, et même {other.creature.def}.',
          {
            text: '{friend} a couru porter le message jusqu’aux maisons du bout du chemin, si vite qu’{f:il|elle} en avait le souffle court.',
            friend: true,
          },
          {
            text: 'Certains, un peu gênés, ont avoué qu’ils n’avaient jamais dit merci {creature.au}, pas une seule fois.',
            bands: OLDER,
          },
          {
            text: 'La boulangère a promis une brioche toute chaude pour {creature.def}. Le vieux voisin a sorti sa lampe-tempête, et les petits ont fabriqué des lampions avec des pots de confiture, avec {creature.indef} dessiné sur chacun. {hero} courait partout, organisait, expliquait, et {h:il|elle} se rendait compte qu’un merci, quand on le partage, devient une fête.',
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
          cast: ['hero', 'creature'],
          actions: { hero: 'wave', creature: 'stand' },
          object: 'world',
          objectAt: 'creature',
          framing: 'wide',
        },
        text: [
          'Le soir venu, {creature.def} a commencé sa tournée, comme toujours.',
          'Mais au premier virage, surprise : {p:tout|toute} {place.def} était là, avec des lumières plein les mains !',
          'Et tous ensemble, ils ont crié un grand « MERCI » qui a fait trembler {object.def}.',
          {
            text: 'Le merci était si grand qu’il a fait s’envoler trois moineaux et réveillé {other.creature.def} en plein rêve.',
            bands: OLDER,
          },
          {
            text: '{^creature.def} s’est {c:arrêté|arrêtée} net, {object.def} à la main. {c:Il|Elle} a regardé toutes ces lumières, tous ces visages, et ses yeux sont devenus tout humides. « {^creature.cri}… je croyais que personne ne me voyait », a-t-{c:il|elle} murmuré. Et {hero} a compris que ce soir-là, pour une fois, c’était {creature.def} qu’on éclairait.',
            bands: BIG,
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
          actions: { hero: 'walk', friend: 'walk', creature: 'walk' },
          object: 'world',
          objectAt: 'creature',
          framing: 'medium',
        },
        text: [
          'Ce soir-là, tout le monde a fait la tournée avec {creature.def}.',
          'C’était la plus belle tournée que {place.def} ait jamais vue.',
          {
            text: '« Dire merci, a dit {friend}, c’est allumer une petite lumière dans le cœur de quelqu’un », et ce soir, c’était le cœur {creature.du} qui brillait.',
            friend: true,
          },
          {
            text: 'Dire merci, a pensé {hero}, c’est allumer une petite lumière dans le cœur de quelqu’un : ce soir, c’était le cœur {creature.du} qui brillait.',
            friend: false,
          },
          {
            text: 'Et on a décidé que désormais, chaque soir, un enfant différent accompagnerait {creature.def} dans sa tournée ; le premier tour, ce serait pour {h:notre héros|notre héroïne}.',
            bands: OLDER,
          },
          {
            text: '{^creature.def} marchait d’un pas léger, comme si on lui avait enlevé dix ans. {c:Il|Elle} racontait à {hero} des histoires sur chaque recoin : qui était né là, qui s’était marié sous ce tilleul, quelle nuit la grande neige était tombée. {hero} écoutait, {h:émerveillé|émerveillée}, en tenant {object.def} bien haut.',
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
          'Quand {hero} s’est {h:couché|couchée}, {h:il|elle} a vu passer {object.def} sous sa fenêtre.',
          '{h:Il|Elle} a fait un signe de la main, et {creature.def} a fait un signe aussi.',
          {
            alts: [
              'Merci, a chuchoté {hero}. Et la nuit est tombée, douce et tranquille.',
              'Bonne nuit, et merci, a soufflé {hero}, déjà à moitié {h:endormi|endormie}.',
              'Merci pour ce soir, a pensé {hero}. Et {h:il|elle} a fermé les yeux.',
            ],
          },
          { text: 'Et {place.in}, {object.def} continuait sa tournée, jusqu’à la dernière maison.', bands: OLDER },
        ],
      },
    ],
    questions: [
      {
        question: 'Qui faisait la tournée chaque soir ?',
        right: '{^creature.def}',
        wrong: ['{^other.creature.def}', '{^other2.creature.def}'],
      },
      {
        question: 'Avec quoi faisait-{c:il|elle} sa tournée ?',
        right: 'Avec {object.son}',
        wrong: ['Avec {other.object.son}', 'Avec {other2.object.son}'],
      },
      {
        question: 'Qu’est-il arrivé à la carte de remerciement ?',
        right: 'Elle est tombée dans une flaque',
        wrong: ['Un oiseau l’a emportée', 'Le chat l’a mangée'],
      },
      {
        question: 'Qu’a ressenti {creature.def} quand tout le monde a crié merci ?',
        right: '{c:Il|Elle} était {c:tout ému|tout émue}',
        wrong: ['{c:Il|Elle} a eu peur du bruit', '{c:Il|Elle} s’est {c:fâché|fâchée}'],
      },
    ],
  },
];
