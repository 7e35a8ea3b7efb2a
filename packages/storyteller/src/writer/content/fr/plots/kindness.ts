/** Kindness: to a grumpy neighbour, to a rival in a race, to the one left without a lantern. */
import type { Plot } from '../../format.js';
import { BIG, OLDER } from '../bands.js';

export const kindnessPlots: Plot[] = [
  {
    id: 'kindness-grumpy-birthday',
    moral: 'kindness',
    titles: [
      'L’anniversaire {creature.du}',
      '{hero} et {c:le voisin grognon|la voisine grognonne}',
      'Une chanson sous la fenêtre',
    ],
    places: ['village', 'forest', 'mountain'],
    creatures: ['bear', 'owl', 'hedgehog', 'turtle'],
    objects: ['cake', 'flower', 'apple'],
    pages: [
      {
        scene: {
          place: 'world',
          time: 'morning',
          weather: 'clear',
          mood: 'calm',
          cast: ['hero', 'friend'],
          actions: { hero: 'walk', friend: 'hide' },
          object: null,
          framing: 'wide',
          prop: 'hut',
        },
        text: [
          '{place.in}, au bout du chemin, vivait {creature.indef} très {c:grognon|grognonne}.',
          'Quand on saluait {creature.def}, {c:il|elle} répondait « Hmpf » et fermait sa porte.',
          {
            alts: [
              'Alors plus personne ne lui disait bonjour.',
              'Alors tout le monde passait vite devant sa porte.',
              'Alors on faisait un grand détour pour éviter sa maison.',
            ],
          },
          {
            text: '{friend} se cachait toujours derrière {hero} quand ils passaient devant la porte {creature.du}, à pas de loup.',
            friend: true,
            bands: OLDER,
          },
          { text: 'Même {hero} marchait un peu plus vite devant la porte {creature.du}.', friend: false },
          {
            text: 'La maison {creature.du} avait des volets fermés, une porte toute grise et, devant, un petit jardin où rien ne poussait, sauf des orties bien piquantes.',
            bands: OLDER,
          },
          {
            text: 'On racontait beaucoup de choses sur {creature.def} : qu’{c:il|elle} n’aimait pas les enfants, qu’{c:il|elle} n’aimait pas le soleil, qu’{c:il|elle} n’aimait même pas les crêpes. {hero} avait du mal à y croire : qui donc, {place.in}, n’aime pas les crêpes ?',
            bands: BIG,
          },
          {
            text: 'Parfois, le soir, {hero} voyait une petite lumière derrière les volets {creature.du}. Et {h:il|elle} se demandait ce que faisait {creature.def}, tout {c:seul|seule}, pendant que tout le monde dînait en famille.',
            bands: OLDER,
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
          actions: { hero: 'stand', friend: 'stand', creature: 'hide' },
          object: null,
          framing: 'medium',
          prop: 'hut',
        },
        text: [
          'Ce matin-là, {hero} a entendu un gros soupir derrière la porte grise {creature.du}.',
          '{^creature.def} disait : « Aujourd’hui, c’est mon anniversaire, et personne ne le sait {place.in}. »',
          '{hero} s’est {h:arrêté|arrêtée} net : un anniversaire {c:tout seul|toute seule}, pour {creature.def} ?',
          {
            text: '{friend} a ouvert de grands yeux : « Même {creature.pl} grognons ont des anniversaires ? »',
            friend: true,
            bands: OLDER,
          },
          { text: '{hero} a pensé : même {creature.pl} grognons ont des anniversaires.', friend: false },
          {
            text: 'Le soupir était si gros, si long, si triste, qu’il a fait trembler les feuilles.',
            bands: OLDER,
          },
          {
            text: '{hero} a eu un drôle de pincement au cœur en pensant {creature.au}. Ce n’était pas un soupir de {c:grognon|grognonne}, c’était le soupir {c:d’un|d’une} {creature.nom} qui se sent {c:seul|seule}. Et ça, {hero} savait bien ce que ça faisait, pour l’avoir déjà senti un soir de pluie.',
            bands: BIG,
          },
          {
            text: '{hero} a regardé la porte grise {creature.du} un long moment. {h:Il|Elle} aurait pu continuer son chemin {place.in}, comme tout le monde, et personne ne l’aurait {h:grondé|grondée}. Mais {h:il|elle} savait que, ce soir-là, {h:il|elle} penserait encore au soupir {creature.du} en se couchant, et {h:il|elle} n’avait pas envie de s’endormir avec ce soupir dans la tête.',
            bands: BIG,
          },
        ],
      },
      {
        scene: {
          place: 'home',
          time: 'day',
          weather: 'clear',
          mood: 'happy',
          cast: ['hero', 'friend'],
          actions: { hero: 'sit', friend: 'sit' },
          object: 'world',
          objectAt: 'on-prop',
          framing: 'close',
          prop: 'table',
        },
        text: [
          '{hero} a couru à la maison et a préparé un cadeau : {object.indef}.',
          '{h:Il|Elle} a emballé {object.def} dans un joli papier, avec un ruban bleu.',
          {
            alts: [
              'Le ruban faisait un nœud un peu de travers, mais c’était le plus beau du monde.',
              'Le nœud penchait un peu, mais il avait l’air joyeux.',
              'Le papier était froissé par endroits, mais on voyait qu’il avait été plié avec amour.',
            ],
          },
          {
            text: '{friend} a dessiné une carte avec {creature.indef}, des bougies et un énorme cœur tout rouge.',
            friend: true,
            bands: OLDER,
          },
          { text: '{hero} a aussi dessiné une carte avec {creature.indef} et un gros cœur tout rouge.', friend: false },
          {
            text: 'Sur la carte, en lettres un peu tordues, c’était écrit : « Joyeux anniversaire, {c:cher|chère} {creature.nom} ».',
            bands: OLDER,
          },
          {
            text: 'En refermant le paquet, {hero} s’est demandé si {creature.def} allait aimer {object.def}. Et si {creature.def} disait encore « Hmpf » ? Tant pis, a décidé {hero} : on n’offre pas {object.indef} pour qu’on nous dise merci, on {o:l’offre|l’offre} pour que l’autre se sente moins seul.',
            bands: BIG,
          },
          {
            text: '{h:Il|Elle} a ajouté, au dos de la carte, un petit dessin : {hero} et {creature.def} qui se tenaient la main devant une maison, et au-dessus, un soleil avec un grand sourire. Ça ne ressemblait pas beaucoup {creature.au}, mais l’idée était là.',
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
          cast: ['hero', 'friend', 'creature'],
          actions: { hero: 'stand', friend: 'stand', creature: 'peek' },
          object: 'world',
          framing: 'medium',
          prop: 'hut',
        },
        text: [
          '{hero} a frappé à la porte grise {creature.du} : toc, toc, toc.',
          'La porte {creature.du} s’est ouverte d’un tout petit peu.',
          '{^creature.def} a grogné : « Hmpf, allez-vous-en ! »',
          'Et vlan, la porte {creature.du} a claqué si fort qu’un chapeau s’est envolé : celui {h:du pauvre|de la pauvre} {hero} !',
          {
            text: 'Le chapeau a traversé {place.def} et a atterri sur la tête d’une chèvre, qui a eu l’air très contente de son nouveau look.',
            bands: OLDER,
          },
          {
            text: '{friend} riait et tremblait en même temps devant la porte {creature.du}, ce qui faisait un drôle de bruit, comme une casserole qui chante.',
            friend: true,
            bands: OLDER,
          },
          {
            text: '{hero} aurait pu repartir : après tout, {h:il|elle} avait essayé, avec {object.def} et tout. Mais le gros soupir résonnait encore dans sa tête, et {h:il|elle} est {h:resté|restée} devant la porte, {object.def} dans les bras.',
            bands: BIG,
          },
          {
            text: '{hero} a murmuré « Plan numéro deux » en serrant {object.def}, mais le problème, c’est qu’{h:il|elle} n’avait pas de plan numéro deux. {h:Il|Elle} en a inventé un en marchant autour du buisson, trois fois, les mains dans le dos, comme un général très sérieux.',
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
          cast: ['hero', 'friend'],
          actions: { hero: 'hide', friend: 'hide' },
          object: 'world',
          objectAt: 'ground',
          framing: 'wide',
          prop: 'hut',
        },
        text: [
          '{hero} a posé {object.def} et la carte devant la porte.',
          'Puis {h:il|elle} s’est {h:caché|cachée} derrière un buisson pour guetter {creature.def}.',
          'Mais la porte {creature.du} restait fermée, et rien ne bougeait {place.in}.',
          {
            alts: [
              'Une mouche est passée. Bzzz. Puis plus rien.',
              'Un papillon s’est posé sur le paquet. Puis plus rien.',
              'Une feuille est tombée sur le paquet. Puis plus rien.',
            ],
          },
          {
            text: '{friend} a chuchoté : « Peut-être que {creature.def} a peur d’ouvrir, comme moi quand je suis triste. »',
            friend: true,
          },
          {
            text: 'Peut-être que {creature.def} a peur d’ouvrir, a pensé {hero}, comme quand on est triste et qu’on ferme sa porte.',
            friend: false,
          },
          {
            text: '{hero} a regardé la porte grise, les volets fermés, les orties {creature.du}. Et {h:il|elle} a compris que la maison avait l’air triste parce que {creature.def} était triste, et pas le contraire.',
            bands: BIG,
          },
          {
            text: 'Alors {hero} a cherché ce qu’on offre {c:à un|à une} {creature.nom} qui n’ose pas ouvrir sa porte : pas {object.indef} de plus, mais quelque chose qui passe par la fenêtre, par les fentes des volets, par le trou de la serrure {creature.du}. Et {h:il|elle} a trouvé : une chanson !',
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
          actions: { hero: 'sit', friend: 'sit', creature: 'walk' },
          object: 'world',
          objectAt: 'ground',
          framing: 'medium',
          prop: 'window',
        },
        text: [
          'Alors {hero} s’est {h:assis|assise} sous la fenêtre {creature.du} et a chanté, tout doucement :',
          '« Joyeux anniversaire, {c:cher|chère} {creature.nom}, joyeux anniversaire… »',
          {
            text: '{friend} a chanté pour {creature.def}, d’abord tout bas, puis un peu plus fort, de sa petite voix qui tremblait.',
            friend: true,
          },
          'Un volet {creature.du} s’est ouvert, puis l’autre.',
          'Et {creature.def} est {c:sorti|sortie}, les yeux tout brillants.',
          {
            text: '{^creature.def} a ouvert le paquet, lentement, comme on ouvre un trésor, et quand {c:il|elle} a vu {object.def}, {c:il|elle} n’a pas dit « Hmpf », mais « Oh » avec de grands yeux.',
            bands: OLDER,
          },
          {
            text: '{hero} chantait faux, il faut bien le dire, et {h:il|elle} a oublié les paroles au milieu. Alors {h:il|elle} a inventé la suite, avec des crêpes, des bisous et {object.indef}, et ce n’était pas la vraie chanson {creature.du} : c’était mieux.',
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
          actions: { hero: 'sit', friend: 'sit', creature: 'sit' },
          object: 'world',
          objectAt: 'creature',
          framing: 'close',
          prop: 'hut',
        },
        text: [
          '« Personne ne m’avait chanté de chanson depuis si longtemps », a dit {creature.def}.',
          '{^creature.def} a souri, d’un vrai sourire tout neuf.',
          'Ils ont partagé {object.def} sur le pas de la porte, pendant que le ciel devenait rose.',
          {
            text: '{friend} a chuchoté : « Un sourire, ça se donne même {c:au|à la} {creature.nom} qui ne sourit pas. »',
            friend: true,
          },
          {
            text: '{hero} a pensé qu’un sourire, ça se donne même {c:au|à la} {creature.nom} qui ne sourit pas.',
            friend: false,
          },
          {
            text: 'Et {creature.def} a avoué, un peu {c:gêné|gênée} : {c:il|elle} adorait les crêpes. {^creature.def} n’avait simplement personne avec qui les manger {place.in}.',
            bands: OLDER,
          },
          {
            text: '{hero} a promis de revenir voir {creature.def}, avec des crêpes, la semaine suivante. Et en repartant, {h:il|elle} a remarqué quelque chose : dans le petit jardin aux orties, {creature.def} était déjà en train d’arracher les mauvaises herbes pour planter des fleurs.',
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
          'Le soir, {hero} s’est {h:couché|couchée} en pensant {creature.au}, le cœur tout chaud.',
          { text: 'Là-bas, au bout du chemin, une fenêtre restait allumée.', bands: OLDER },
          {
            alts: [
              'Et derrière, quelqu’un fredonnait une chanson d’anniversaire.',
              'Et derrière, on entendait quelqu’un fredonner.',
              'Et derrière, quelqu’un souriait encore.',
            ],
          },
          {
            text: 'Demain, peut-être, tout le monde {place.in} dirait de nouveau bonjour {creature.au}. Et {creature.def} répondrait bonjour, sans « Hmpf » du tout.',
            bands: OLDER,
          },
        ],
      },
    ],
    questions: [
      {
        question: 'Qui était grognon dans cette histoire ?',
        right: '{^creature.def}',
        wrong: ['{^other.creature.def}', '{^other2.creature.def}'],
      },
      {
        question: 'Quel cadeau {hero} a-t-{h:il|elle} préparé ?',
        right: '{^object.indef}',
        wrong: ['{^other.object.indef}', '{^other2.object.indef}'],
      },
      {
        question: 'Qu’a fait {hero} quand la porte est restée fermée ?',
        right: '{h:Il|Elle} a chanté sous la fenêtre',
        wrong: ['{h:Il|Elle} a frappé encore plus fort', '{h:Il|Elle} est {h:rentré|rentrée} chez {h:lui|elle}'],
      },
      {
        question: 'Pourquoi {creature.def} était-{c:il|elle} si {c:grognon|grognonne} ?',
        right: 'Parce qu’{c:il|elle} se sentait {c:seul|seule}',
        wrong: ['Parce qu’{c:il|elle} n’aimait pas les crêpes', 'Parce qu’{c:il|elle} avait mal aux pattes'],
      },
    ],
  },
  {
    id: 'kindness-great-race',
    moral: 'kindness',
    titles: ['La grande course', '{hero} et la course {place.du}', 'Le plus beau des arrivés'],
    places: ['park', 'meadow', 'village'],
    creatures: ['rabbit', 'frog', 'puppy', 'squirrel'],
    objects: ['basket', 'drum', 'ball'],
    pages: [
      {
        scene: {
          place: 'world',
          time: 'morning',
          weather: 'clear',
          mood: 'happy',
          cast: ['hero', 'friend'],
          actions: { hero: 'run', friend: 'wave' },
          object: 'bell',
          objectAt: 'on-prop',
          framing: 'wide',
          prop: 'table',
        },
        text: [
          'C’était le grand jour de la course {place.du} !',
          'Tout au bout du chemin, une clochette dorée attendait le gagnant.',
          '{hero} avait des baskets neuves et des jambes pleines de ressorts, prêtes à traverser {place.def}.',
          {
            text: '{friend} faisait des échauffements très sérieux : {f:il|elle} tournait sur {f:lui-même|elle-même} comme une toupie et finissait dans l’herbe.',
            friend: true,
          },
          { text: '{hero} sautillait pour s’échauffer, hop, hop, hop, !', friend: false },
          {
            text: 'Cette année, {h:il|elle} se l’était promis : c’est {h:lui|elle} qui ferait sonner la clochette au bout {place.du}.',
            bands: OLDER,
          },
          {
            text: '« Prêts ? » a demandé le vieux hérisson qui donnait le départ. Tout le monde a crié « Oui ! » sauf une petite grenouille qui avait le hoquet, et qui a dit « Hic ! ».',
            bands: OLDER,
          },
          {
            text: 'Toute la semaine, {hero} s’était {h:entraîné|entraînée} : autour de la maison, dans l’escalier, et même jusqu’à la boulangerie, où la boulangère l’avait {h:vu|vue} passer comme une fusée. {h:Il|Elle} connaissait le parcours par cœur : le pont, le grand chêne, la mare, puis la ligne droite.',
            bands: BIG,
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
          actions: { hero: 'run', creature: 'carry' },
          object: 'world',
          objectAt: 'creature',
          framing: 'wide',
        },
        text: [
          'Sur la ligne de départ, il y avait aussi {creature.indef}.',
          '{c:Il|Elle} portait {object.indef}, {o:serré|serrée} contre son cœur.',
          '« Je l’emporte partout, a dit {creature.def}, c’est mon porte-bonheur. »',
          'Un, deux, trois, et partez, tout le monde, à travers {place.def} !',
          {
            text: 'Et tout le monde s’est élancé dans un grand nuage de poussière et de rires, {creature.def} avec les autres.',
            bands: OLDER,
          },
          {
            text: '{hero} a pris un bon départ, loin devant {creature.def}. Les arbres défilaient, le vent sifflait dans ses oreilles, et la clochette, là-bas, semblait déjà l’attendre.',
            bands: BIG,
          },
          {
            text: 'Du coin de l’œil, {hero} a vu {creature.def} courir juste derrière, {object.def} {o:serré|serrée} dans ses bras. Ce n’était pas très pratique pour courir, {object.indef}. Mais {creature.def} n’aurait confié ce trésor à personne, pas même pour gagner.',
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
          cast: ['hero', 'creature'],
          actions: { hero: 'run', creature: 'sit' },
          object: 'world',
          objectAt: 'ground',
          framing: 'wide',
        },
        text: [
          '{hero} courait vite, très vite : {h:il|elle} était {h:le premier|la première} !',
          'Mais derrière, on a entendu « {creature.cri} ! » et « Aïe ! »',
          '{^creature.def} avait trébuché sur une racine.',
          '{^object.def} avait roulé tout au fond d’un fossé plein de ronces.',
          { text: '{^creature.def} était {c:assis|assise} dans l’herbe, les yeux pleins de larmes.', bands: OLDER },
          {
            text: 'Les autres coureurs passaient à toute allure, zoum, zoum, zoum, sans voir {creature.def} !',
            bands: OLDER,
          },
          {
            text: '{hero} a ralenti. Devant, sur le chemin, il n’y avait plus personne : la clochette était à {h:lui|elle}, {h:il|elle} n’avait qu’à tendre la main. Derrière, il y avait un petit {creature.cri} qui ressemblait à un sanglot. {hero} s’est {h:arrêté|arrêtée} au milieu du chemin, le cœur battant très fort, et pas seulement à cause de la course.',
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
          cast: ['hero', 'friend', 'creature'],
          actions: { hero: 'run', friend: 'stand', creature: 'sit' },
          object: 'world',
          objectAt: 'ground',
          framing: 'medium',
        },
        text: [
          '{hero} a regardé la clochette, là-bas, puis {h:il|elle} a regardé {creature.def}.',
          {
            alts: [
              'La clochette, ou {creature.def} ?',
              'Gagner, ou aider {creature.def} ?',
              'Continuer, ou s’arrêter pour {creature.def} ?',
            ],
          },
          'Alors {hero} a fait demi-tour vers {object.def} et {creature.def}.',
          {
            text: '{friend} arrivait en soufflant comme une locomotive, et quand {f:il|elle} a vu {hero} revenir, {f:il|elle} s’est {f:arrêté|arrêtée} aussi, sans hésiter.',
            friend: true,
          },
          {
            text: 'Dans sa tête, deux petites voix se disputaient : « Cours, cours, tu vas gagner ! » disait la première. « Regarde {creature.def}, {c:il|elle} a besoin de toi », disait la deuxième.',
            bands: OLDER,
          },
          {
            text: 'Ce n’était pas facile : {hero} s’était tellement {h:entraîné|entraînée}, toute la semaine, {place.in} ! Chaque soir, {h:il|elle} avait imaginé le moment où la clochette ferait ding, ding, sous sa main. Mais {h:il|elle} a imaginé aussi {creature.def} {c:tout seul|toute seule} au bord du fossé, et cette image-là pesait plus lourd.',
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
          actions: { hero: 'carry', friend: 'stand', creature: 'sit' },
          object: 'world',
          framing: 'medium',
        },
        text: [
          '{hero} a tendu un bâton vers {object.def}, trop court, et plouf, le bâton est tombé !',
          '{h:Il|Elle} a essayé d’attraper {object.def} avec son bras, mais aïe, les ronces piquaient !',
          {
            text: 'Alors {friend} a monté la garde au bord du fossé, et {hero} s’est {h:penché|penchée} tout au fond du fossé.',
            friend: true,
          },
          {
            text: 'Alors {hero} s’est {h:allongé|allongée} à plat ventre et a glissé doucement sa main sous les ronces, sans se presser.',
            friend: false,
          },
          'Et hop, {hero} a rattrapé {object.def} !',
          {
            text: '{h:Il|Elle} avait des feuilles dans les cheveux et de la terre sur le nez, {object.def} dans les bras, mais {h:il|elle} souriait jusqu’aux oreilles.',
            bands: OLDER,
          },
          {
            text: '« Tiens, {object.son} », a dit {hero}. {^creature.def} l’a {o:serré|serrée} si fort qu’on aurait dit qu’{c:il|elle} ne {o:le|la} lâcherait plus jamais. Puis {c:il|elle} a essayé de se relever, et a grimacé : sa patte lui faisait un peu mal.',
            bands: BIG,
          },
          {
            text: '{hero} a regardé la ligne droite, au loin, tout au bout {place.du}. On entendait déjà les cris des premiers arrivés et le ding, ding de la clochette qui sonnait pour quelqu’un d’autre. {hero} a eu un petit pincement, un tout petit, puis {h:il|elle} a regardé {creature.def}, et le pincement est parti.',
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
          actions: { hero: 'walk', friend: 'walk', creature: 'walk' },
          object: 'world',
          objectAt: 'creature',
          framing: 'wide',
        },
        text: [
          '{^creature.def} boitait un peu, alors {hero} lui a donné la main.',
          'Ils sont repartis ensemble à travers {place.def}, tout doucement, un pas après l’autre.',
          {
            alts: [
              'Ils sont arrivés les derniers, bien après tout le monde.',
              'Avec {object.def}, ils sont arrivés les tout derniers.',
              'Quand ils sont arrivés, la course était finie depuis longtemps.',
            ],
          },
          {
            text: '{friend} marchait de l’autre côté et racontait des blagues pour que {creature.def} oublie sa patte.',
            friend: true,
          },
          {
            text: 'En chemin, {creature.def} a raconté pourquoi {object.def} comptait tant : c’était un cadeau de sa grand-mère, qui vivait très loin. Avec {o:lui|elle}, {c:il|elle} avait l’impression qu’elle courait un peu à côté.',
            bands: OLDER,
          },
          {
            text: '{hero} a découvert une chose étonnante : marcher lentement {place.in}, main dans la main, ce n’était pas ennuyeux du tout. On voyait des choses qu’on ne voit pas en courant : une famille d’escargots, un nuage en forme de lapin, et le sourire {creature.du}, qui revenait petit à petit.',
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
          actions: { hero: 'receive', friend: 'wave', creature: 'stand' },
          object: 'bell',
          framing: 'medium',
        },
        text: [
          'Et là, surprise : {p:tout|toute} {place.def} les attendait sur la ligne d’arrivée !',
          'Tout le monde applaudissait {hero} et {creature.def}, clap, clap, clap !',
          'La vieille chouette qui tenait la clochette l’a donnée à {hero} : « Pour le plus grand cœur de la course. »',
          {
            text: '{friend} a fait un bond : « Être gentil, c’est gagner autrement ! » Et {creature.def} a crié : « {^creature.cri} ! »',
            friend: true,
          },
          { text: '{hero} a ri : « Être gentil, c’est gagner autrement. »', friend: false },
          {
            text: 'La clochette a fait ding, ding, et {hero} l’a fait sonner, puis {h:il|elle} l’a tendue {creature.au}, pour qu’{c:il|elle} la fasse sonner aussi.',
            bands: OLDER,
          },
          {
            text: 'Le vrai gagnant de la course, un petit renard très rapide, est venu lui serrer la main. « L’année prochaine, a-t-il dit, je m’arrêterai aussi pour {creature.indef}. » Et {p:tout|toute} {place.def} a ri.',
            bands: BIG,
          },
          {
            text: 'Plus tard, quand on lui a demandé {h:s’il|si elle} regrettait de ne pas avoir gagné, {hero} a réfléchi très sérieusement, en caressant {object.def} {creature.du}, puis {h:il|elle} a répondu que non : une course, on l’oublie vite ; mais on n’oublie jamais quelqu’un qui vous a tendu la main.',
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
          object: 'bell',
          objectAt: 'on-prop',
          framing: 'medium',
          prop: 'bed',
        },
        text: [
          'Ce soir-là, la clochette dorée brillait sur la table de nuit, à côté d’un dessin {object.du}.',
          '{hero} pensait {creature.au}, qui dormait dans {creature.lit} avec {object.def}.',
          {
            alts: [
              'Ding, a fait la clochette tout bas, comme pour dire bonne nuit {creature.au}.',
              'La clochette a fait un tout petit ding, comme un bâillement.',
              'Ding, a murmuré la clochette, et {p:tout|toute} {place.def} est devenu calme.',
            ],
          },
          {
            text: 'Et {hero} a fermé les yeux en souriant : {h:il|elle} n’avait pas couru le plus vite, mais {h:il|elle} était {h:arrivé|arrivée} au bon endroit, juste à côté {creature.du}.',
            bands: OLDER,
          },
        ],
      },
    ],
    questions: [
      {
        question: 'Qui est tombé pendant la course ?',
        right: '{^creature.def}',
        wrong: ['{^other.creature.def}', '{^other2.creature.def}'],
      },
      {
        question: 'Qu’est-ce qui a roulé dans le fossé ?',
        right: '{^object.def}',
        wrong: ['{^other.object.def}', '{^other2.object.def}'],
      },
      {
        question: 'Qu’est-ce que le gagnant devait faire sonner ?',
        right: 'Une clochette dorée',
        wrong: ['Un grand tambour', 'Une cloche d’église'],
      },
      {
        question: 'Pourquoi {hero} a-t-{h:il|elle} reçu la clochette ?',
        right: 'Pour son grand cœur',
        wrong: [
          'Parce qu’{h:il|elle} avait couru le plus vite',
          'Parce qu’{h:il|elle} avait gagné un concours de chant',
        ],
      },
    ],
  },
  {
    id: 'kindness-festival-light',
    moral: 'kindness',
    titles: ['La fête des lumières', '{hero} et la petite lumière', 'Une lumière pour {creature.def}'],
    places: ['village', 'island', 'seaside'],
    creatures: ['mouse', 'hedgehog', 'duck', 'frog'],
    objects: ['lantern', 'star'],
    pages: [
      {
        scene: {
          place: 'world',
          time: 'day',
          weather: 'clear',
          mood: 'happy',
          cast: ['hero', 'friend'],
          actions: { hero: 'carry', friend: 'carry' },
          object: 'world',
          objectState: 'unlit',
          framing: 'wide',
        },
        text: [
          'Ce soir, c’était la fête des lumières {place.in} !',
          'Chacun avait fabriqué {object.indef} en papier, avec une petite bougie dedans, pour éclairer {place.def}.',
          '{hero} avait fait {o:le plus beau de tous|la plus belle de toutes} : {o:il|elle} était jaune, orange et {o:violet|violette}.',
          {
            text: '{friend}, {f:lui|elle}, avait fabriqué {object.indef} un peu {o:tordu|tordue}, mais {f:il|elle} en était très {f:fier|fière}.',
            friend: true,
          },
          {
            text: '{h:Il|Elle} avait passé tout l’après-midi sur {o:ce|cette} {object.nom}, la langue tirée, avec de la colle jusqu’aux coudes.',
            friend: false,
          },
          {
            text: 'Quand la nuit tomberait, tout le monde marcherait ensemble jusqu’au bord de l’eau, et les lumières danseraient comme des lucioles.',
            bands: OLDER,
          },
          {
            text: '{hero} adorait cette fête plus que toutes les autres. Ce n’était pas seulement les lumières : c’était le moment où {p:tout|toute} {place.def} chantait doucement, où les grands prenaient les petits par la main, et où l’on avait le droit de se coucher tard.',
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
          actions: { hero: 'look-for', creature: 'sit' },
          object: 'world',
          objectAt: 'ground',
          objectState: 'broken',
          framing: 'medium',
          prop: 'bench',
        },
        text: [
          'Mais juste avant la fête, plic, ploc, plic, une petite averse est passée sur {place.def} !',
          'Sous un banc, {hero} a trouvé {creature.indef} qui pleurait.',
          '{^object.def} {creature.du} était {o:tombé|tombée} dans une flaque.',
          '{o:Il|Elle} était {o:tout mou, tout mouillé, tout triste|toute molle, toute mouillée, toute triste}, {creature.def} aussi.',
          {
            text: '« Je ne pourrai pas aller à la fête, a dit {creature.def}. Sans {object.nom}, on ne peut pas marcher avec les autres. »',
            bands: OLDER,
          },
          {
            text: '{hero} connaissait bien {creature.def} : {c:il|elle} était {c:arrivé|arrivée} le printemps dernier, et {c:il|elle} attendait cette fête depuis des semaines. {c:Il|Elle} avait même demandé, trois fois, à quelle heure on partait, {creature.cri}.',
            bands: BIG,
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
          objectState: 'broken',
          framing: 'medium',
          prop: 'bench',
        },
        text: [
          '« Je vais {o:le|la} réparer ! » a dit {hero}.',
          {
            text: '« On va {o:le|la} réparer », a répété {hero}, comme pour s’en convaincre {h:lui-même|elle-même}.',
            bands: OLDER,
          },
          '{h:Il|Elle} a mis du scotch sur {object.def}, encore du scotch, et beaucoup de scotch.',
          {
            alts: [
              'Mais {object.def} ressemblait maintenant à une pomme de terre toute froissée.',
              'Mais {object.def} avait l’air d’une vieille chaussette froissée.',
              'Mais {object.def} ressemblait à un chou écrasé.',
            ],
          },
          {
            text: '{friend} a penché la tête : « C’est… {o:original|originale}, {o:ce|cette} {object.nom}. » Et tout le monde a ri, même {creature.def}.',
            friend: true,
          },
          { text: '{^creature.def} a ri un tout petit peu, puis {c:il|elle} a soupiré de nouveau.', friend: false },
          {
            text: '« On pourrait sécher {object.def} ! » a proposé {hero}. Mais en {o:le|la} secouant, crrrac, le papier s’est déchiré sous les yeux {creature.du} !',
            bands: OLDER,
          },
          {
            text: 'Au loin, on entendait déjà les premières chansons, et les lumières s’allumaient une à une sur le chemin. Le temps pressait, et {object.def} {creature.du} n’était plus qu’un petit tas de papier mouillé.',
            bands: BIG,
          },
          {
            text: '{hero} a serré {object.son} contre {h:lui|elle}. {h:Il|Elle} avait une idée, mais c’était une idée qui faisait un peu mal. {h:Il|Elle} a essayé de l’oublier, de penser à autre chose qu’{creature.au}, à la chanson, au goûter, mais l’idée revenait, têtue, comme un petit chat qui gratte à la porte.',
            bands: BIG,
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
          objectState: 'lit',
          framing: 'close',
        },
        text: [
          '{hero} a regardé {object.son}, si {o:beau|belle}, si {o:brillant|brillante}.',
          'Puis {h:il|elle} a regardé {creature.def}, tout {c:petit|petite} sous le banc.',
          'Et {h:il|elle} a tendu {object.son} {creature.au} : « Tiens, prends {o:le mien|la mienne}, {o:il|elle} brillera pour toi {place.in}. »',
          {
            text: 'Ce n’était pas facile : dans {o:ce|cette} {object.nom}, {h:il|elle} avait mis tant de colle, tant de couleurs et tant d’amour !',
            bands: OLDER,
          },
          {
            text: 'Une petite voix dans sa tête disait : « Et toi, alors, tu vas marcher dans le noir {place.in} ? » {hero} a haussé les épaules : le noir, ce n’est pas si grave, quand on marche à côté de quelqu’un qui a une lumière. Et puis, voir {creature.def} sourire, ce serait une lumière aussi.',
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
          actions: { hero: 'stand', friend: 'carry', creature: 'receive' },
          object: 'world',
          objectAt: 'creature',
          objectState: 'lit',
          framing: 'medium',
        },
        text: [
          '{^creature.def} a ouvert de grands yeux : « Pour moi, {o:ce|cette} {object.nom} ? Vraiment ? »',
          '{c:Il|Elle} a pris {object.def} tout doucement, comme un oisillon.',
          'Et le visage {creature.du} s’est allumé, plus fort que la bougie.',
          {
            text: '« Et toi ? » a demandé {creature.def}. Alors {friend} a levé son drôle de bricolage tordu : « On a une lumière pour trois, c’est bien assez pour traverser {place.def} ! »',
            friend: true,
          },
          {
            text: '« Et toi ? » a demandé {creature.def}. « Je marcherai à côté de toi, a dit {hero}. Ta lumière suffira pour deux. »',
            friend: false,
          },
          {
            text: 'Ils sont partis tous ensemble à travers {place.def}, serrés les uns contre les autres, pour ne pas perdre une miette de lumière.',
            bands: OLDER,
          },
          {
            text: '{hero} marchait à côté, les mains vides, et {h:il|elle} découvrait une chose étrange : {h:il|elle} n’avait jamais été aussi {h:léger|légère}. C’était comme si, en donnant {object.son}, {h:il|elle} avait laissé partir aussi un petit poids qu’{h:il|elle} ne savait même pas porter. Sur le visage {creature.du}, la bougie dessinait des reflets dorés, et {c:il|elle} ne pouvait pas s’arrêter de sourire.',
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
          cast: ['hero'],
          actions: { hero: 'walk' },
          object: null,
          framing: 'wide',
        },
        text: [
          'Sur le chemin, les lumières dansaient comme des lucioles.',
          '{hero} n’avait plus {object.son} dans les mains, mais {h:il|elle} n’avait pas froid au cœur.',
          'Et là-haut, sans lumière à porter, {h:il|elle} voyait mieux les étoiles !',
          {
            text: 'C’était la surprise de la soirée : quand on n’a pas de lampe, les étoiles se montrent beaucoup plus, et il y en avait des milliers au-dessus {place.du}.',
            bands: OLDER,
          },
          {
            text: 'Quand les autres ont vu que {hero} n’avait plus {object.son}, ils ont compris. Une voisine lui a donné la main, et un vieux monsieur a levé sa lanterne un peu plus haut, pour l’éclairer. Et bientôt, toutes les lumières du chemin se sont penchées vers {hero}, comme des fleurs vers le soleil.',
            bands: BIG,
          },
          {
            text: 'Tout le monde s’est mis à chanter, et la chanson montait dans la nuit, avec les petites lumières, jusqu’aux étoiles.',
            bands: OLDER,
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
          actions: { hero: 'stand', friend: 'stand', creature: 'reach-up' },
          object: 'world',
          objectAt: 'creature',
          objectState: 'lit',
          framing: 'medium',
        },
        text: [
          'Au bord de l’eau, tout le monde a chanté la chanson des lumières, et {creature.def} chantait avec un petit {creature.cri}.',
          '{^creature.def} tenait {object.def} bien haut, {c:fier|fière} comme tout.',
          {
            text: '« Tu sais, a dit {friend} à {hero}, la gentillesse, c’est comme {object.indef} : quand on la donne, il y en a plus partout. »',
            friend: true,
          },
          {
            text: '« Tu sais, a dit {creature.def}, la gentillesse, c’est comme une lumière : quand on la donne, il y en a plus partout. »',
            friend: false,
          },
          {
            text: '{hero} a souri {creature.au}, les joues chaudes, comme {h:s’il|si elle} avait avalé un petit morceau de soleil.',
            bands: OLDER,
          },
          {
            text: 'En rentrant, {creature.def} a promis : « Demain, on fabriquera {object.indef} ensemble, {o:un|une} pour toi, avec toutes les couleurs. » Et {hero} a su qu’{o:il|elle} serait encore plus {o:beau|belle} que {o:le premier|la première}.',
            bands: BIG,
          },
          {
            text: 'Sur le chemin du retour, {place.def} dormait déjà à moitié, et les lumières s’éteignaient une à une derrière les fenêtres. Mais {hero} sentait encore la chaleur de la bougie au creux de sa poitrine, comme si elle ne s’était jamais éteinte.',
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
          'Ce soir-là, {hero} s’est {h:endormi|endormie} sans {object.nom}.',
          'Mais dehors, par la fenêtre, mille étoiles brillaient sur {place.def} rien que pour {h:lui|elle}.',
          {
            alts: [
              'Et quelque part, une petite lumière brillait près d’un petit lit.',
              'Et quelque part {place.in}, une petite lumière veillait.',
              'Et {place.in}, une petite lumière veillait encore.',
            ],
          },
        ],
      },
    ],
    questions: [
      {
        question: 'Quelle fête y avait-il ce soir-là ?',
        right: 'La fête des lumières',
        wrong: ['La fête des fleurs', 'La fête des cerfs-volants'],
      },
      {
        question: 'Qui avait fait tomber sa lumière dans une flaque ?',
        right: '{^creature.def}',
        wrong: ['{^other.creature.def}', '{^other2.creature.def}'],
      },
      {
        question: 'Qu’a fait {hero} pour aider ?',
        right: '{h:Il|Elle} a donné {object.son}',
        wrong: ['{h:Il|Elle} a acheté {other.object.indef}', '{h:Il|Elle} est {h:rentré|rentrée} à la maison'],
      },
      {
        question: 'Comment {hero} se sentait-{h:il|elle} sans lumière, sur le chemin ?',
        right: '{h:Heureux|Heureuse}, avec le cœur tout chaud',
        wrong: ['Triste et en colère', '{h:Perdu|Perdue} dans le noir'],
      },
    ],
  },
];
