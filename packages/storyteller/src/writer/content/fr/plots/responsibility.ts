/** Responsibility: a pet left in your care, the evening light you promised to light, the mess you leave behind. */
import type { Plot } from '../../format.js';
import { BIG, OLDER, SMALL } from '../bands.js';

export const responsibilityPlots: Plot[] = [
  {
    id: 'responsibility-pet-sitter',
    moral: 'responsibility',
    titles: ['{hero} garde {creature.def}', 'Une journée avec {creature.def}', '{^object.def} {creature.du}'],
    places: ['farm', 'village', 'garden'],
    creatures: ['puppy', 'cat', 'rabbit', 'duck'],
    objects: ['basket', 'ball', 'bell'],
    pages: [
      {
        scene: {
          place: 'world',
          time: 'morning',
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
              'Ce matin-là, la voisine partait au marché, en ville.',
              'Ce matin-là, la voisine devait partir pour toute la journée.',
              'Un samedi matin, la voisine est venue {place.in}, son chapeau de voyage sur la tête.',
            ],
          },
          'Elle a demandé à {hero} de garder {creature.def}, qui s’appelait Noisette.',
          '{hero} a dit oui tout de suite : garder {creature.def}, c’était une mission importante.',
          'La voisine a donné {object.def} {creature.du} en disant : « Surtout, ne {c:le|la} quitte pas des yeux. »',
          {
            text: '{friend} a annoncé très {f:sérieux|sérieuse} qu’{f:il|elle} serait {f:le garde du corps|la garde du corps} {creature.du}.',
            friend: true,
            bands: OLDER,
          },
          {
            text: '{hero} a regardé {creature.def}, qui {c:le|la} regardait aussi, et {creature.def} a fait : « {creature.cri} ».',
            friend: false,
          },
          {
            text: 'Sur une feuille, la voisine avait tout écrit : le repas {creature.du} à midi, l’eau fraîche, la promenade {place.in}, et la sieste dans {creature.lit}.',
            bands: OLDER,
          },
          {
            text: '{hero} a plié la feuille en quatre et l’a mise dans sa poche, comme un ordre de mission secrète. C’était la première fois qu’on lui confiait quelqu’un : pas {object.indef}, pas une plante, mais {creature.indef} bien {c:vivant|vivante}, avec des yeux, un ventre qui a faim et un cœur qui peut avoir peur. {hero} se sentait {h:grandi|grandie} d’un coup, comme {h:s’il|si elle} avait pris trois anniversaires dans la nuit.',
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
          actions: { hero: 'run', creature: 'run' },
          object: 'world',
          objectAt: 'ground',
          framing: 'wide',
        },
        text: [
          'D’abord, tout allait bien : {hero} a donné à manger {creature.au}.',
          '{^creature.def} a tout mangé, miam, et {c:il|elle} a bu toute son eau.',
          'Puis ils ont joué avec {object.def} {place.in}.',
          {
            text: '{^creature.def} courait après {object.def}, tombait, se relevait, et recommençait, sans jamais se fatiguer.',
            bands: OLDER,
          },
          {
            text: '{hero} cochait la liste dans sa tête : repas {creature.du}, eau fraîche, jeu avec {object.def}. C’était facile, au fond, de s’occuper {creature.du} : il suffisait de suivre la liste. Du moins, c’est ce que pensait {hero}, avant que les copains arrivent.',
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
          actions: { hero: 'run', friend: 'run' },
          object: null,
          framing: 'wide',
        },
        text: [
          'Mais voilà que les copains sont passés {place.in} et ont appelé {hero} pour jouer au ballon.',
          '{hero} a couru, a marqué un but, puis deux, et c’était trop bien, loin {creature.du} !',
          {
            alts: [
              '{hero} a complètement oublié {creature.def}.',
              'Et {creature.def}, {hero} n’y pensait plus du tout.',
              '{^creature.def} ? {hero} l’avait {c:oublié|oubliée}.',
            ],
          },
          {
            text: '{friend} jouait aussi, et {f:il|elle} criait plus fort que tout le monde {place.in} pour avoir le ballon.',
            friend: true,
            bands: OLDER,
          },
          {
            text: 'Le soleil tournait au-dessus {place.du}, les buts s’enchaînaient, et personne ne regardait l’heure.',
            bands: OLDER,
          },
          {
            text: 'Une heure est passée, peut-être deux. Le match était serré, les équipes se disputaient pour savoir si le dernier but comptait, et {hero} était {h:le meilleur gardien|la meilleure gardienne} de l’après-midi. Dans sa poche, la feuille pliée en quatre attendait, toute seule, avec la ligne sur {creature.def} que personne ne lisait.',
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
          actions: { hero: 'look-for', friend: 'stand' },
          object: 'world',
          objectAt: 'ground',
          framing: 'medium',
        },
        text: [
          'Quand le match s’est arrêté, {hero} s’est {h:retourné|retournée} vers {object.def}.',
          '{object.def} était là, dans l’herbe, mais plus de {creature.nom} !',
          '{hero} a eu un grand froid dans le ventre : où était {creature.def} ?',
          {
            text: '{friend} est {f:devenu tout blanc|devenue toute blanche} : « On avait dit qu’on {c:le|la} gardait… »',
            friend: true,
            bands: OLDER,
          },
          { text: '{hero} a appelé Noisette, mais seul le vent a répondu.', bands: OLDER },
          {
            text: '{hero} a senti les larmes monter. Ce n’était pas la faute des copains, ni du ballon, ni du soleil : c’était sa mission à {h:lui|elle}, et {h:il|elle} avait oublié {creature.def} pour un match. {h:Il|Elle} aurait pu rentrer à la maison et attendre que quelqu’un d’autre cherche {creature.def}, mais {h:il|elle} a essuyé ses yeux d’un revers de manche : on ne pleure pas longtemps quand {creature.indef} a besoin de vous.',
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
          cast: ['hero', 'friend'],
          actions: { hero: 'look-for', friend: 'look-for' },
          object: 'world',
          framing: 'wide',
          prop: 'fence',
        },
        text: [
          '{hero} a pris {object.def} et a cherché partout {place.in}.',
          'Sous le banc, pas de {creature.nom}, et derrière la barrière, pas de {creature.nom} non plus.',
          'Dans la brouette, il n’y avait qu’une poule étonnée, qui a regardé {object.def} en faisant « cot ».',
          {
            text: '{friend} cherchait {creature.def} de l’autre côté, en appelant d’une voix de plus en plus petite.',
            friend: true,
            bands: OLDER,
          },
          {
            text: 'Alors {hero} a eu une idée : {object.def} ! {creature.def} adorait {o:le|la} suivre.',
            bands: OLDER,
          },
          {
            text: '{hero} a agité {object.def} en appelant, mais {creature.def} n’est pas {c:venu|venue}. Il fallait réfléchir comme {creature.indef} : où va {creature.indef} quand {c:il|elle} s’ennuie, que personne ne joue avec {c:lui|elle} et que le soleil commence à baisser {place.in} ? {hero} s’est {h:mis|mise} à la place {creature.du}, et la réponse est venue toute seule.',
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
          '{hero} a couru à travers {place.def} jusqu’à la maison de la voisine.',
          'Et là, devant la porte, {creature.def} attendait, {c:tout petit|toute petite}, en regardant le chemin.',
          '{hero} a serré {creature.def} dans ses bras : « Pardon, je t’ai {c:oublié|oubliée}. »',
          {
            text: '{^creature.def} a fait « {creature.cri} » et lui a léché le nez, ce qui, chez {creature.pl}, veut dire : je t’attendais.',
            bands: OLDER,
          },
          {
            text: '{^creature.def} s’ennuyait, voilà tout : tout le monde jouait {place.in}, sauf {c:lui|elle}. Alors {c:il|elle} était {c:rentré|rentrée} chez {c:lui|elle}, le seul endroit qu’{c:il|elle} connaissait, pour attendre quelqu’un qui ne l’oublierait pas. {hero} a promis tout bas {creature.au} que ce quelqu’un, ce serait {h:lui|elle}.',
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
          actions: { hero: 'stand', friend: 'stand', creature: 'sleep' },
          object: 'world',
          objectAt: 'creature',
          framing: 'medium',
        },
        text: [
          'Quand la voisine est rentrée, {hero} a tout raconté sur {creature.def}, même la partie où {h:il|elle} avait oublié.',
          'La voisine a souri : « Tu as cherché et retrouvé {creature.def}, et tu m’as tout raconté. Merci. »',
          {
            text: '{friend} a ajouté qu’être responsable, c’est se souvenir de ceux qui comptent sur nous, comme {creature.def}, et {f:il|elle} a rougi de l’avoir dit si bien.',
            friend: true,
          },
          {
            text: '{hero} a pensé : être responsable, c’est se souvenir de ceux qui comptent sur nous, comme {creature.def}.',
            friend: false,
          },
          {
            text: '{^creature.def} s’est {c:endormi|endormie} dans {creature.lit}, {object.def} tout contre {c:lui|elle}.',
            bands: OLDER,
          },
          {
            text: 'La voisine a dit qu’elle repartait au marché samedi prochain, et elle a demandé si {hero} voulait bien garder {creature.def} encore une fois. {hero} a sorti la feuille pliée en quatre et a ajouté en bas, au crayon, de ne pas jouer au ballon sans {creature.def}. Puis {h:il|elle} a dit oui, et {creature.def} a fait {creature.cri}.',
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
          'Ce soir-là, {hero} était {h:fatigué|fatiguée}, mais {h:content|contente} de sa journée {place.in}.',
          '{h:Il|Elle} pensait {creature.au}, qui dormait chez la voisine.',
          {
            alts: [
              'Demain, {h:il|elle} irait dire bonjour {creature.au}, la première chose du matin.',
              'Demain, {h:il|elle} passerait voir {creature.def}, c’était promis.',
              'Et {h:il|elle} s’est {h:endormi|endormie} en pensant {creature.au}.',
            ],
          },
          {
            text: 'Et là-bas, {creature.def} rêvait d’une longue partie de ballon, avec {hero} dans les buts.',
            bands: OLDER,
          },
        ],
      },
    ],
    questions: [
      {
        question: 'Qui {hero} devait-{h:il|elle} garder ?',
        right: '{^creature.def}',
        wrong: ['{^other.creature.def}', '{^other2.creature.def}'],
      },
      {
        question: 'Pourquoi {hero} a-t-{h:il|elle} oublié sa mission ?',
        right: '{h:Il|Elle} jouait au ballon avec les copains',
        wrong: ['{h:Il|Elle} dormait', '{h:Il|Elle} était {h:parti|partie} au marché'],
      },
      {
        question: 'Où {creature.def} attendait-{c:il|elle} ?',
        right: 'Devant la porte de la voisine',
        wrong: ['Sous le banc', 'Dans la brouette'],
      },
      {
        question: 'Qu’est-ce qu’être responsable, dans cette histoire ?',
        right: 'Se souvenir de ceux qui comptent sur nous',
        wrong: ['Gagner au ballon', 'Avoir une feuille dans sa poche'],
      },
    ],
  },
  {
    id: 'responsibility-evening-light',
    moral: 'responsibility',
    titles: ['La lumière du soir', '{hero} et {object.def} du ponton', 'Le petit gardien de la rive'],
    places: ['seaside', 'island', 'river'],
    creatures: ['duck', 'frog', 'turtle', 'robin'],
    objects: ['drum', 'lantern'],
    pages: [
      {
        scene: {
          place: 'world',
          time: 'evening',
          weather: 'clear',
          mood: 'calm',
          cast: ['hero', 'friend', 'creature'],
          actions: { hero: 'stand', friend: 'stand', creature: 'stand' },
          object: 'world',
          objectAt: 'on-prop',
          framing: 'wide',
          prop: 'bridge',
        },
        text: [
          '{place.in}, au bout du petit ponton, il y avait {object.indef}.',
          'Chaque soir, c’est {hero} qui devait {o:battre le tambour|allumer la lanterne}, quand le soleil touchait l’eau.',
          'Comme ça, la famille {creature.du}, partie pêcher au loin, retrouvait le chemin de la maison.',
          {
            text: '{friend} aidait parfois, en {o:tenant les baguettes|tenant l’échelle}, et en racontant des blagues que même {creature.def} ne comprenait pas.',
            friend: true,
            bands: OLDER,
          },
          {
            text: '{hero} était {h:très fier|très fière} de ce travail : {o:personne d’autre n’avait le droit de toucher au tambour|personne d’autre n’avait le droit de toucher à la lanterne}.',
            friend: false,
          },
          {
            text: '{^creature.def} le lui avait expliqué : sans {object.def}, la nuit, tout se ressemble sur l’eau, on tourne en rond et on ne retrouve plus {creature.lit}.',
            bands: OLDER,
          },
          {
            text: '{hero} avait reçu cette mission au début de l’été, et {h:il|elle} n’avait jamais manqué un seul soir. Même le soir où {h:il|elle} avait de la fièvre, {h:il|elle} avait demandé qu’on l’enveloppe dans une couverture pour aller {o:battre le tambour|allumer la lanterne}. Ce travail, c’était sa promesse {creature.au}, et une promesse, ça ne se range pas dans un tiroir quand on a autre chose à faire.',
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
          actions: { hero: 'build', friend: 'build' },
          object: null,
          framing: 'medium',
        },
        text: [
          {
            text: 'Un après-midi, {hero} a trouvé le plus bel endroit pour construire un château de sable, tout au bout {place.du}.',
            bands: OLDER,
          },
          { text: 'Un après-midi, {hero} a construit un château de sable, tout au bout {place.du}.', bands: SMALL },
          'Une tour, deux tours, un pont, des douves pleines d’eau, et même une petite maison pour {creature.def}…',
          'C’était le plus beau château du monde, et {hero} ne voyait plus le temps passer.',
          {
            text: '{friend} décorait les tours avec des coquillages et des plumes, et {f:il|elle} avait même sculpté {creature.indef} sur le pont-levis.',
            friend: true,
            bands: OLDER,
          },
          {
            text: '{friend} a décoré la petite maison {creature.du} avec des coquillages.',
            friend: true,
            bands: SMALL,
          },
          {
            text: '{hero} a même creusé un tunnel, si large qu’{creature.indef} aurait pu s’y promener.',
            bands: OLDER,
          },
          {
            text: 'Le soleil descendait doucement derrière {h:lui|elle}, vers le ponton, mais {hero} ne le regardait pas. {h:Il|Elle} sculptait un dragon sur le rempart, avec des écailles faites au bout d’un bâton, des narines, des griffes et un sourire en coin : le plus beau dragon jamais vu.',
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
          cast: ['hero', 'friend'],
          actions: { hero: 'stand', friend: 'stand' },
          object: null,
          framing: 'wide',
        },
        text: [
          {
            alts: [
              'Et soudain, {hero} a levé la tête : le ciel était tout orange !',
              'Tout à coup, {hero} a levé le nez : le ciel avait déjà la couleur des abricots !',
            ],
          },
          'Le soleil touchait l’eau : c’était l’heure {object.du} !',
          'Et au loin, dans le brouillard blanc qui montait sur l’eau, on entendait la famille {creature.du} : {creature.cri}…',
          { text: '« Vite, {o:le tambour|la lanterne} », a crié {friend} en lâchant sa pelle.', friend: true },
          {
            text: '{hero} a senti son cœur tomber dans ses chaussures : {creature.def} et ses petits étaient encore au large, et sans signal, ils ne retrouveraient jamais la rive.',
            bands: OLDER,
          },
          {
            text: '{h:Il|Elle} aurait pu se dire : quelqu’un d’autre {o:battra le tambour|allumera la lanterne}. Ou bien : {creature.def} trouvera le chemin {c:tout seul|toute seule}, et puis ce n’est qu’une fois. Mais {hero} savait que ces phrases-là étaient faites pour se consoler, pas pour être vraies. La vraie phrase, c’était celle-ci : c’était son travail, et {creature.def} comptait sur {h:lui|elle}.',
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
          cast: ['hero', 'friend'],
          actions: { hero: 'splash', friend: 'splash' },
          object: null,
          framing: 'wide',
        },
        text: [
          '{hero} a couru vers {object.def}, mais l’eau était montée, et le chemin de sable avait disparu !',
          {
            text: 'Plouf, {hero} a traversé quand même, de l’eau jusqu’aux genoux, et ses chaussures faisaient flic, floc, comme les pattes {creature.du}.',
            bands: OLDER,
          },
          {
            text: 'Plouf, {hero} a traversé quand même, de l’eau jusqu’aux genoux, en pensant {creature.au} : flic, floc !',
            bands: SMALL,
          },
          {
            text: '{friend} a traversé aussi, en faisant de grandes éclaboussures, sous les yeux étonnés {other.creature.du}.',
            friend: true,
            bands: OLDER,
          },
          {
            text: 'Un petit crabe, surpris, lui a pincé le bout de la chaussette et s’est sauvé de côté, mais personne n’a eu le temps de rire : le soleil, lui, n’attendait pas.',
            bands: OLDER,
          },
        ],
      },
      {
        scene: {
          place: 'world',
          time: 'evening',
          weather: 'wind',
          mood: 'worried',
          cast: ['hero', 'friend'],
          actions: { hero: 'stand', friend: 'stand' },
          object: 'world',
          objectAt: 'on-prop',
          framing: 'close',
          prop: 'bridge',
        },
        text: [
          'Enfin, {hero} est {h:arrivé|arrivée} au bout du ponton, {h:tout essoufflé|toute essoufflée}, {o:les baguettes à la main|la boîte d’allumettes à la main}.',
          '{o:Mais la peau du tambour était toute mouillée de brouillard. Elle ne faisait que ploc, ploc.|Mais les allumettes étaient mouillées. Fsss… rien ne s’allumait.}',
          'Pas de panique, a pensé {hero} en respirant un grand coup : {creature.def} a besoin de moi.',
          {
            text: '{o:Alors {hero} a essuyé la peau du tambour avec son écharpe, tout doucement, jusqu’à ce qu’elle soit bien sèche.|Alors {hero} s’est {h:souvenu|souvenue} de la boîte en fer, cachée sous la planche, avec les allumettes de secours.}',
            bands: OLDER,
          },
          {
            text: '{o:Alors {hero} a essuyé le tambour, frotte, frotte.|Alors {hero} a pris les allumettes de secours, sous la planche.}',
            bands: SMALL,
          },
          {
            text: '{friend} veillait sur {o:l’écharpe|la boîte} en répétant « vas-y, vas-y, tu vas y arriver » à toute vitesse.',
            friend: true,
            bands: OLDER,
          },
          {
            text: 'Le brouillard épaississait sur {place.def}, on n’y voyait plus à dix pas. Quelque part dans ce grand blanc, il y avait {creature.def}, ses petits et leur bateau de feuilles. {hero} sentait ses mains trembler sur {o:le tambour|la lanterne}, mais {h:il|elle} les a forcées à être lentes, parce qu’aller vite, c’est parfois la meilleure façon de tout rater.',
            bands: BIG,
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
          actions: { hero: 'point', creature: 'splash' },
          object: 'world',
          objectAt: 'on-prop',
          framing: 'wide',
          prop: 'bridge',
        },
        text: [
          '{o:Et enfin, boum, boum, boum ! {^object.def} résonnait au bout du ponton, fort et clair.|Et enfin, la flamme s’est allumée ! {^object.def} brillait, toute dorée, au bout du ponton.}',
          {
            text: '{hero} a attendu, les yeux fixés sur le brouillard, en guettant un {creature.cri} au loin.',
            bands: OLDER,
          },
          'Une minute, deux minutes, et puis une petite ombre, puis deux, puis trois, qui faisaient {creature.cri} !',
          {
            text: 'C’était la famille {creature.du}, qui revenait en suivant {object.def}, tout droit vers la rive.',
            bands: OLDER,
          },
          {
            text: '{hero} n’avait jamais été aussi {h:heureux|heureuse} de voir {creature.pl} arriver. {h:Il|Elle} a compté les petits à voix haute, pour ne pas se tromper, jusqu’au dernier, qui faisait encore {creature.cri} : tout le monde était là. Alors seulement, {hero} a senti que ses jambes tremblaient, et {h:il|elle} s’est {h:assis|assise} sur le ponton mouillé.',
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
          actions: { hero: 'stand', friend: 'stand', creature: 'stand' },
          object: 'world',
          objectAt: 'on-prop',
          framing: 'close',
          prop: 'bridge',
        },
        text: [
          '{^creature.def} a sauté sur le ponton : « Merci ! Sans {object.def}, on se serait perdus. »',
          {
            text: '{hero} a avoué qu’{h:il|elle} était en retard, qu’{h:il|elle} avait oublié {object.def} pour un château de sable, et {h:il|elle} a demandé pardon.',
            bands: OLDER,
          },
          { text: '« Pardon, j’avais oublié {object.def} », a dit {hero}.', bands: SMALL },
          '{^creature.def} a souri : « Mais tu es {h:venu|venue}, même les pieds mouillés. »',
          {
            text: '« Être responsable, a dit {friend}, ce n’est pas ne jamais se tromper, c’est réparer quand on se trompe », et {creature.def} a fait {creature.cri} pour dire oui.',
            friend: true,
          },
          {
            text: '{hero} a pensé qu’être responsable, ce n’est pas ne jamais se tromper, c’est réparer quand on se trompe, et {creature.def} a fait {creature.cri}, comme pour dire oui.',
            friend: false,
          },
          {
            text: 'Et le lendemain, {hero} a construit un nouveau château, mais tout près du ponton, cette fois, pour voir le soleil descendre.',
            bands: OLDER,
          },
          {
            text: '{h:Il|Elle} a aussi fabriqué un petit sablier avec deux bouteilles, du sable et du ruban adhésif. Quand le sable avait fini de couler, c’était l’heure {object.du}. Le sablier était un peu de travers et il fallait le retourner souvent, mais grâce à lui, la famille {creature.du} n’a plus jamais attendu dans le brouillard.',
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
          {
            alts: [
              'Ce soir-là, {hero} a mis ses chaussures mouillées près du radiateur.',
              'De retour à la maison, {hero} a posé ses chaussures trempées près du radiateur.',
              'Ce soir-là, les chaussures de {hero} ont séché près du radiateur, toutes raides.',
            ],
          },
          'Par la fenêtre, on voyait le ponton, et {object.def} qui veillait.',
          {
            alts: [
              'Tout le monde était rentré, jusqu’{c:au plus petit|à la plus petite} {creature.nom}, et {hero} pouvait dormir.',
              'Tout le monde était à la maison, {creature.def} et ses petits, et {hero} aussi.',
              'La famille {creature.du} dormait, et {hero} aussi, bientôt.',
            ],
          },
          {
            text: 'Et {hero} s’est {h:endormi|endormie} en écoutant l’eau qui clapotait contre le ponton : merci, merci, merci.',
            bands: OLDER,
          },
        ],
      },
    ],
    questions: [
      {
        question: 'Que devait faire {hero} chaque soir ?',
        right: 'S’occuper {object.du} au bout du ponton',
        wrong: ['Ramasser les coquillages', 'Nourrir les mouettes'],
      },
      {
        question: 'Pourquoi {hero} était-{h:il|elle} en retard ?',
        right: '{h:Il|Elle} construisait un château de sable',
        wrong: ['{h:Il|Elle} dormait', '{h:Il|Elle} lisait un livre'],
      },
      {
        question: 'Qui était encore sur l’eau dans le brouillard ?',
        right: 'La famille {creature.du}',
        wrong: ['La famille {other.creature.du}', 'La famille {other2.creature.du}'],
      },
      {
        question: 'Qu’est-ce qu’être responsable, d’après l’histoire ?',
        right: 'Réparer quand on se trompe',
        wrong: ['Ne jamais jouer', 'Ne jamais se tromper'],
      },
    ],
  },
  {
    id: 'responsibility-picnic-mess',
    moral: 'responsibility',
    titles: ['Après le pique-nique', '{hero} range {place.def}', 'La porte {creature.du}'],
    places: ['park', 'meadow', 'forest'],
    creatures: ['hedgehog', 'squirrel', 'mouse', 'rabbit'],
    objects: ['basket', 'umbrella'],
    pages: [
      {
        scene: {
          place: 'world',
          time: 'day',
          weather: 'clear',
          mood: 'happy',
          cast: ['hero', 'friend', 'creature'],
          actions: { hero: 'sit', friend: 'sit', creature: 'peek' },
          object: 'world',
          objectAt: 'ground',
          framing: 'wide',
        },
        text: [
          'Quel beau pique-nique {place.in}, avec des sandwichs, des gâteaux et du jus de pomme !',
          '{hero} avait apporté {object.indef}, et tout le monde a mangé, ri et chanté.',
          'Miam, miam, scrounch : les miettes volaient partout, et, du fond d’un buisson, {creature.indef} les regardait tomber.',
          {
            text: '{friend} a gagné le concours des plus grosses bulles dans son jus ; personne d’autre n’avait participé, mais {f:il|elle} a fait un tour d’honneur autour {object.du} quand même.',
            friend: true,
            bands: OLDER,
          },
          { text: '{friend} faisait des bulles dans son jus, blup, blup.', friend: true, bands: SMALL },
          {
            text: '{hero} a même fait un bonhomme en sandwich, le plus drôle, avec des yeux en olives et une moustache de fromage.',
            friend: false,
          },
          {
            text: 'Les nappes étaient étalées sur l’herbe, et il y avait des gobelets, des papiers, des pelures d’orange, partout, partout.',
            bands: OLDER,
          },
          {
            text: 'C’était une journée parfaite, de celles qu’on voudrait garder dans une boîte. On a joué au loup, on a fait la course jusqu’à la grosse pierre, et on a même vu passer {other.creature.indef}, qui a filé en voyant tout ce monde. Personne ne regardait le sol, et personne ne voyait ce qui s’y accumulait, tout doucement, juste devant la porte {creature.du}.',
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
          cast: ['hero', 'friend'],
          actions: { hero: 'stand', friend: 'stand' },
          object: 'world',
          framing: 'medium',
        },
        text: [
          'Le soir venu, quand {place.calme}, tout le monde a dit : « On rentre ! »',
          '{hero} a pris {object.def} pour partir, mais au dernier moment, {h:il|elle} s’est {h:retourné|retournée}.',
          'Derrière, {place.def} ressemblait à une poubelle géante.',
          {
            text: '{friend} a regardé {object.def}, puis le désordre, et s’est gratté la tête : on était vraiment si nombreux que ça ?',
            friend: true,
          },
          {
            text: 'Des papiers s’accrochaient aux buissons, un gobelet roulait dans le vent, et une serviette en papier avait atterri sur la tête {other.creature.du}, comme un chapeau.',
            bands: OLDER,
          },
          {
            text: '{hero} a pensé : ce n’est pas moi qui ai tout laissé, il y avait plein d’enfants, les grands vont ranger, ou le vent va tout emporter, ou les fourmis vont manger les miettes. Et pendant qu’{h:il|elle} pensait tout ça, un papier gras est venu se coller sur {object.def}, comme pour lui demander {h:s’il|si elle} en était bien {h:sûr|sûre}.',
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
          cast: ['hero', 'creature'],
          actions: { hero: 'stand', creature: 'sit' },
          object: 'world',
          framing: 'medium',
        },
        text: [
          'Et là, sous un buisson, {hero} a entendu une petite voix : « {^creature.cri}, oh non, oh non… »',
          'C’était {creature.indef}. Devant {creature.lit}, il y avait un gros gobelet, une pelure de banane et trois papiers.',
          '« Je ne peux plus rentrer chez moi », a dit {creature.def}, {c:tout triste|toute triste}.',
          {
            text: 'La porte {creature.du} était complètement bouchée, et ses petits attendaient à l’intérieur.',
            bands: OLDER,
          },
          {
            text: '{hero} a regardé le gobelet : c’était peut-être le sien, ou peut-être pas, et au fond, ça n’avait pas beaucoup d’importance. {^place.def}, c’était leur terrain de jeu à eux, les enfants, pour une journée. Mais pour {creature.def}, c’était sa maison, tous les jours, toutes les nuits. Et {hero} a compris qu’on ne laisse pas ses affaires chez quelqu’un sans s’en occuper.',
            bands: BIG,
          },
        ],
      },
      {
        scene: {
          place: 'world',
          time: 'evening',
          weather: 'wind',
          mood: 'worried',
          cast: ['hero', 'friend', 'creature'],
          actions: { hero: 'dig', friend: 'run', creature: 'stand' },
          object: 'world',
          framing: 'medium',
        },
        text: [
          '{hero} a d’abord essayé de cacher les papiers sous des feuilles, vite, vite, pendant que {creature.def} regardait.',
          'Mais pfffou, le vent s’est levé, et tous les papiers se sont envolés !',
          'Un papier s’est même collé sur le nez {creature.du} : a-a-atchoum !',
          {
            text: '{friend} a couru après les papiers avec {object.def}, en sautant comme une sauterelle, mais plus {f:il|elle} en attrapait, plus le vent en emportait.',
            friend: true,
            bands: OLDER,
          },
          {
            text: '{^creature.def} a ri un peu, malgré tout, en secouant la tête pour enlever le papier.',
            bands: OLDER,
          },
          {
            text: 'Cacher le problème, c’était comme mettre un tapis sur un trou : on ne le voit plus, mais on tombe dedans quand même. {hero} a regardé les papiers danser dans le vent, au-dessus {place.du}, et {h:il|elle} s’est dit qu’il n’y avait qu’une seule façon de faire : la bonne, la longue, celle qui salit un peu les mains.',
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
          actions: { hero: 'carry', friend: 'carry', creature: 'point' },
          object: 'world',
          objectAt: 'ground',
          framing: 'medium',
        },
        text: [
          'Alors {hero} a dit {creature.au} : « On range tout, papier par papier ! »',
          '{^object.def}, grand ouvert, est devenu une poubelle parfaite : un gobelet, hop, une pelure, hop, un papier, hop !',
          {
            text: '{friend} ramassait d’un côté, {hero} de l’autre, et {creature.def} comptait les papiers en chantant : et un, et deux, et trois !',
            friend: true,
          },
          {
            text: '{hero} ramassait, et {creature.def} comptait les papiers en chantant : et un, et deux, et trois !',
            friend: false,
          },
          { text: '{^creature.def} aidait aussi, en poussant les petits papiers avec son museau.', bands: OLDER },
          {
            text: 'Au début, {hero} trouvait ça long, puis, petit à petit, c’est devenu un jeu : qui trouverait le papier le mieux caché, qui attraperait le gobelet qui roule, qui ferait rire {creature.def} ? Il y avait même un papier coincé tout en haut d’une branche ; {hero} l’a décroché en tendant {object.def} à bout de bras. Et à chaque papier ramassé, {place.def} respirait un peu mieux.',
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
          actions: { hero: 'stand', creature: 'wave' },
          object: 'world',
          framing: 'wide',
        },
        text: [
          'Enfin, {place.def} était {p:tout propre|toute propre} : plus un papier, plus une miette !',
          'La porte {creature.du} était libre, et ses petits sont sortis en courant : {c:« Papa ! »|« Maman ! »}',
          '« Merci, a dit {creature.def}, tu as rangé même ce qui n’était pas à toi », et {c:il|elle} a fait {creature.cri} de bonheur.',
          {
            text: '{hero} a haussé les épaules : on avait joué tous ensemble {place.in}, alors on rangeait tous ensemble.',
            bands: OLDER,
          },
          {
            text: 'Les petits {creature.du} faisaient des galipettes dans l’herbe toute propre. Le plus petit a trouvé une dernière miette de gâteau, bien cachée, et l’a mangée d’un air très sérieux, comme un trésor. {hero} a ri : les miettes, ça, on pouvait bien les laisser pour {creature.pl}.',
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
          cast: ['hero', 'friend'],
          actions: { hero: 'walk', friend: 'walk' },
          object: 'world',
          framing: 'wide',
        },
        text: [
          'Les étoiles s’allumaient au-dessus {place.du}.',
          {
            text: '« Être responsable, a dit {friend}, c’est laisser {place.def} aussi {p:beau|belle} qu’on {p:l’a trouvé|l’a trouvée}. »',
            friend: true,
          },
          {
            text: '« Être responsable, a pensé {hero}, c’est laisser {place.def} aussi {p:beau|belle} qu’on {p:l’a trouvé|l’a trouvée}. »',
            friend: false,
          },
          '{hero} est {h:rentré|rentrée}, {object.def} plein de papiers, mais le cœur léger.',
          {
            text: 'En chemin, {h:il|elle} a tout jeté dans la grande poubelle du coin, et {h:il|elle} a rincé {object.def} sous la fontaine.',
            bands: OLDER,
          },
          {
            text: 'Le lendemain, {hero} a dessiné une affiche, avec {creature.indef} devant sa petite porte, et en dessous : « Ici, c’est chez quelqu’un. » On l’a accrochée à l’entrée. Et depuis, après chaque pique-nique, il y a toujours un enfant pour regarder derrière lui avant de partir.',
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
          {
            alts: [
              'Ce soir-là, {hero} s’est lavé les mains longtemps, avec beaucoup de savon.',
              'Ce soir-là, {hero} s’est frotté les mains sous l’eau, avec des montagnes de mousse.',
              'De retour à la maison, {hero} a savonné ses mains jusqu’aux coudes.',
            ],
          },
          'Puis {h:il|elle} s’est {h:glissé|glissée} dans son lit, aussi propre que {place.def}.',
          {
            alts: [
              'Et {place.in}, {creature.def} dormait dans une maison toute propre, {c:lui|elle} aussi.',
              'Dehors, {creature.def} et ses petits dormaient, la porte grande ouverte sur la nuit.',
              'Bonne nuit, {creature.def}. Bonne nuit, {place.def} {p:tout propre|toute propre}.',
            ],
          },
          {
            text: 'Et {hero} a rêvé d’un pique-nique où les papiers rentraient tout seuls dans {object.def}, en chantant.',
            bands: OLDER,
          },
        ],
      },
    ],
    questions: [
      {
        question: 'Où se passait le pique-nique ?',
        right: '{^place.in}',
        wrong: ['{^other.place.in}', '{^other2.place.in}'],
      },
      {
        question: 'Qui ne pouvait plus rentrer chez {c:lui|elle} ?',
        right: '{^creature.def}',
        wrong: ['{^other.creature.def}', '{^other2.creature.def}'],
      },
      {
        question: 'Avec quoi {hero} a-t-{h:il|elle} ramassé les papiers ?',
        right: 'Avec {object.def}',
        wrong: ['Avec {other.object.def}', 'Avec ses chaussures'],
      },
      {
        question: 'Pourquoi {hero} a-t-{h:il|elle} tout rangé ?',
        right: 'Parce qu’ici, c’est la maison de quelqu’un',
        wrong: ['Parce qu’on lui avait promis un bonbon', 'Parce qu’il allait pleuvoir'],
      },
    ],
  },
];
