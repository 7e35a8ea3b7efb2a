/** Respect: someone’s sleep, someone’s home, someone’s turn to speak. */
import type { Plot } from '../../format.js';
import { BIG, OLDER } from '../bands.js';

export const respectPlots: Plot[] = [
  {
    id: 'respect-quiet-sleeper',
    moral: 'respect',
    titles: ['Chut, {creature.def} dort', '{hero} et le grand silence', 'Le sommeil {creature.du}'],
    places: ['forest', 'park', 'garden'],
    creatures: ['owl', 'hedgehog', 'bear'],
    objects: ['drum', 'bell'],
    pages: [
      {
        scene: {
          place: 'world',
          time: 'day',
          weather: 'clear',
          mood: 'happy',
          cast: ['hero', 'friend'],
          actions: { hero: 'stand', friend: 'wave' },
          object: 'world',
          framing: 'wide',
        },
        text: [
          'Ce jour-là, {hero} est {h:arrivé|arrivée} {place.in} avec {object.son}.',
          {
            alts: [
              '{h:Il|Elle} voulait jouer {object.du} très fort, tout l’après-midi.',
              '{hero} avait envie de faire du bruit avec {object.def}, beaucoup de bruit.',
              'Avec {object.def}, {hero} comptait bien réveiller {p:tout|toute} {place.def} de joie.',
            ],
          },
          '{^object.def} faisait {o:boum, boum, boum|ding, ding, ding}.',
          {
            text: '{friend} dansait autour {object.du} en criant « plus fort », car {f:il|elle} adorait le bruit, surtout le sien.',
            friend: true,
            bands: OLDER,
          },
          {
            text: '{hero} tournait sur {h:lui-même|elle-même} avec {object.def}, les joues toutes rouges de plaisir.',
            friend: false,
          },
          {
            text: 'Les feuilles tremblaient, les oiseaux s’envolaient, et le bruit {object.du} roulait partout, jusqu’au fond des buissons.',
            bands: OLDER,
          },
          {
            text: '{hero} avait attendu ce moment toute la semaine : à la maison, on disait toujours « moins fort », « pense aux voisins ». Mais, il n’y avait pas de voisins, pensait {hero}, seulement des arbres, et les arbres ne se plaignent jamais d’{object.indef}. Du moins, c’est ce {h:qu’il|qu’elle} croyait, avant d’entendre une petite voix ensommeillée.',
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
          actions: { hero: 'stand', friend: 'stand', creature: 'yawn' },
          object: 'world',
          framing: 'medium',
        },
        text: [
          'Une tête ébouriffée est sortie d’un trou, tout près : c’était {creature.indef}.',
          '« S’il te plaît, a bâillé {creature.def}, je dors le jour. {object.def} me réveille. »',
          '{^creature.def} avait les yeux tout rouges de fatigue, et {c:il|elle} bâillait à s’en décrocher la mâchoire.',
          {
            text: '{friend} a trouvé que {creature.def} avait une drôle de coiffure, mais {creature.def} n’a pas ri du tout.',
            friend: true,
            bands: OLDER,
          },
          {
            text: '{^creature.def} a expliqué qu’{c:il|elle} veillait toute la nuit {place.in}, et que le jour, c’était son heure pour dormir.',
            bands: OLDER,
          },
          {
            text: '{hero} n’y avait jamais pensé : pour {h:lui|elle}, la nuit était faite pour dormir et le jour pour jouer. Mais {creature.def}, {c:lui|elle}, vivait à l’envers : quand {hero} se couchait, {creature.def} se levait, et quand {hero} jouait, {creature.def} essayait de dormir. {place.in}, le monde n’était pas réglé sur une seule horloge.',
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
          actions: { hero: 'stand', friend: 'stand', creature: 'sleep' },
          object: 'world',
          framing: 'medium',
        },
        text: [
          '{hero} a promis {creature.au}, mais {object.def} était trop {o:tentant|tentante}.',
          'Au bout d’une minute, {hero} a recommencé, juste un petit peu : {o:boum|ding}.',
          '{^creature.def} a grogné « hmmmpf » sous sa couverture de feuilles.',
          {
            text: '{friend} a chuchoté que c’était un tout petit {o:boum|ding}, mais pour {creature.indef} qui dort, même un tout petit bruit, c’est un gros bruit.',
            friend: true,
            bands: OLDER,
          },
          {
            text: '{hero} a essayé de jouer {object.du} « en chuchotant », mais {object.indef} qui chuchote, ça n’existe pas.',
            bands: OLDER,
          },
          {
            text: '{hero} a trouvé une solution géniale : mettre une chaussette sur {object.def} pour étouffer le son, puis deux chaussettes, puis son bonnet. Au final, {object.def} ressemblait à un bonhomme de neige en laine, faisait « pouf » au lieu de « {o:boum|ding} », et ce n’était plus amusant du tout, ni pour {hero}, ni pour {creature.def}.',
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
          actions: { hero: 'walk', friend: 'walk', creature: 'sleep' },
          object: 'world',
          framing: 'wide',
        },
        text: [
          'Alors {hero} a regardé {creature.def}, qui se retournait dans son lit sans trouver le sommeil.',
          '{hero} a pris {object.def} sous le bras pour aller jouer plus loin, de l’autre côté {place.du}.',
          'Sur la pointe des pieds, {hero} s’est {h:éloigné|éloignée} de la maison {creature.du}.',
          {
            text: '{friend} a suivi en marchant comme un chat devant la maison {creature.du}, en exagérant beaucoup, ce qui était très drôle à voir.',
            friend: true,
            bands: OLDER,
          },
          {
            text: 'Ce n’était pas une punition, juste une façon de partager {place.def} : le coin calme pour {creature.def}, le coin bruyant pour {hero} et {object.def}.',
            bands: OLDER,
          },
          {
            text: 'Avant de partir, {hero} a planté un petit bâton près du trou {creature.du}, avec une feuille accrochée dessus, où {h:il|elle} avait dessiné un doigt devant une bouche. Comme ça, tous ceux qui passeraient sauraient qu’ici, {creature.indef} dormait, et que ce sommeil-là méritait qu’on le respecte.',
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
          actions: { hero: 'point', friend: 'stand' },
          object: 'world',
          framing: 'medium',
        },
        text: [
          'De l’autre côté {place.du}, {hero} a joué {object.du} autant qu’{h:il|elle} voulait.',
          '{o:Boum, badaboum|Ding, dreling}, faisait {object.def}, et là-bas, {creature.def} dormait enfin, tranquille.',
          'Quand des enfants bruyants sont passés {place.in}, {hero} leur a montré la pancarte {creature.du}.',
          {
            text: '{friend} faisait le gardien du silence {creature.du}, très {f:sérieux|sérieuse}, avec un air de policier.',
            friend: true,
            bands: OLDER,
          },
          {
            text: 'Et les enfants ont baissé la voix en passant devant la maison {creature.du}, sur la pointe des pieds.',
            bands: OLDER,
          },
          {
            text: 'C’était drôle : {hero} se sentait {h:fier|fière} du silence comme {h:il|elle} l’aurait été d’une chanson. Protéger le sommeil {creature.du}, c’était une chose qu’on ne voyait pas, qu’on n’applaudissait pas, mais {hero} savait qu’{h:il|elle} l’avait fait, et ça suffisait.',
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
          actions: { hero: 'stand', friend: 'stand', creature: 'carry' },
          object: 'world',
          objectAt: 'creature',
          framing: 'medium',
        },
        text: [
          'Le soir, {creature.def} s’est {c:réveillé|réveillée}, {c:frais|fraîche} comme une pâquerette.',
          '{^creature.def} a dit merci à {hero} d’avoir respecté son sommeil, et qu’à présent, c’était son heure de jouer.',
          'Et {creature.def} a pris {object.def} et a joué avec {hero} sous les premières étoiles.',
          {
            text: '{friend} a dit : « Respecter quelqu’un, c’est penser à ce dont il a besoin, comme {creature.def}, même quand on ne le voit pas. »',
            friend: true,
          },
          {
            text: '{hero} a pensé : respecter quelqu’un, c’est penser à ce dont il a besoin, comme {creature.def}, même quand on ne le voit pas.',
            friend: false,
          },
          {
            text: '{^creature.def} connaissait des jeux de nuit tout à fait inconnus : compter les étoiles filantes, écouter les grillons, deviner les ombres.',
            bands: OLDER,
          },
          {
            text: 'Ils ont joué {place.in} jusqu’à ce que les parents appellent. {hero} a appris que {creature.def} savait très bien jouer {object.du}, et même mieux {h:que lui|qu’elle}, à condition que ce soit la nuit. {^creature.def} a résumé : le jour pour {hero}, la nuit pour {creature.def}, et le soir pour tous les deux, un très bon partage.',
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
          actions: { hero: 'walk', creature: 'wave' },
          object: 'world',
          framing: 'wide',
        },
        text: [
          'Quand {hero} est {h:reparti|repartie}, {creature.def} a fait un signe de la patte.',
          '{^creature.def} a dit : « Demain, joue aussi fort que tu veux, mais de l’autre côté {place.du}. »',
          '{hero} a promis, et {h:il|elle} a tenu sa promesse {creature.au}.',
          {
            text: 'La pancarte « chut » est restée plantée près du trou {creature.du} pendant tout l’été.',
            bands: OLDER,
          },
          {
            text: '{hero} a remarqué, depuis ce jour-là, que le monde était plein de gens qui vivaient à d’autres heures, comme {creature.def} : le boulanger qui dort l’après-midi, le bébé des voisins qui fait la sieste, la grand-mère qui se repose après le déjeuner. Et {h:il|elle} a appris à jouer {object.du} un peu moins fort près de leurs fenêtres.',
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
          framing: 'close',
          prop: 'bed',
        },
        text: [
          'À la maison, c’était l’heure de dormir pour {hero}, {object.def} bien {o:rangé|rangée}.',
          'Et là-bas, {place.in}, {creature.def} jouait sans bruit, pour ne pas {h:le|la} réveiller.',
          {
            alts: [
              'Chut, {hero} dormait, et {object.def} aussi.',
              '{^object.def} {o:s’est tu|s’est tue}, et {hero} s’est {h:endormi|endormie}.',
              'Chut, même {object.def} faisait dodo.',
            ],
          },
          { text: 'Chacun son heure, chacun son sommeil, et tout le monde {place.in} était content.', bands: OLDER },
        ],
      },
    ],
    questions: [
      {
        question: 'Qui dormait pendant la journée ?',
        right: '{^creature.def}',
        wrong: ['{^other.creature.def}', '{^other2.creature.def}'],
      },
      {
        question: 'Avec quoi {hero} faisait-{h:il|elle} du bruit ?',
        right: 'Avec {object.def}',
        wrong: ['Avec {other.object.def}', 'Avec {other2.object.def}'],
      },
      {
        question: 'Qu’a fait {hero} pour laisser dormir {creature.def} ?',
        right: '{h:Il|Elle} est {h:allé|allée} jouer plus loin',
        wrong: ['{h:Il|Elle} a joué encore plus fort', '{h:Il|Elle} a réveillé {creature.def}'],
      },
      {
        question: 'Que veut dire respecter quelqu’un, dans cette histoire ?',
        right: 'Penser à ce dont il a besoin',
        wrong: ['Faire toujours ce qu’on veut', 'Ne jamais jouer'],
      },
    ],
  },
  {
    id: 'respect-treasures-stay',
    moral: 'respect',
    titles: ['Les trésors {place.du}', '{hero} et le panier trop plein', 'Ce qui reste à sa place'],
    places: ['seaside', 'island', 'river'],
    creatures: ['robin', 'squirrel', 'frog', 'mouse'],
    objects: ['shell', 'flower'],
    pages: [
      {
        scene: {
          place: 'world',
          time: 'morning',
          weather: 'clear',
          mood: 'happy',
          cast: ['hero', 'friend'],
          actions: { hero: 'carry', friend: 'look-for' },
          object: 'world',
          framing: 'wide',
        },
        text: [
          'Ce matin-là, {place.def} brillait de mille {o:coquillages|fleurs} !',
          '{hero} avait un grand panier : « Je vais ramasser {o:tous les coquillages|toutes les fleurs} pour ma chambre ! »',
          '{o:Un coquillage, deux coquillages, dix, vingt|Une fleur, deux fleurs, dix, vingt} : le panier se remplissait très vite.',
          {
            text: '{friend} ramassait aussi des {o:coquillages|fleurs}, des tas et des tas, et {f:il|elle} en cachait partout autour {f:de lui|d’elle}.',
            friend: true,
            bands: OLDER,
          },
          { text: '{hero} chantonnait en remplissant le panier, pendant que {place.calme}.', friend: false },
          {
            text: '{o:Il y avait des coquillages roses, des coquillages rayés, des coquillages en spirale comme des escargots.|Il y avait des fleurs jaunes, des fleurs bleues, des fleurs qui sentaient le miel.}',
            bands: OLDER,
          },
          {
            text: '{hero} imaginait déjà sa chambre transformée : {o:des coquillages sur l’étagère, sur le rebord de la fenêtre, dans un grand bocal|des fleurs dans tous les verres, sur l’étagère, sur le rebord de la fenêtre}. Ce serait la plus belle chambre de la ville, du pays, du monde, avec {o:un coquillage|une fleur} dans chaque coin. Plus {h:il|elle} en ramassait, plus {h:il|elle} en voulait : {o:le coquillage suivant|la fleur suivante} était toujours {o:le plus beau|la plus belle}.',
            bands: BIG,
          },
          {
            text: '{^creature.def} regardait la scène depuis le haut d’une pierre, en se demandant si {hero} allait s’arrêter un jour.',
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
          cast: ['hero', 'creature'],
          actions: { hero: 'stand', creature: 'run' },
          object: 'world',
          framing: 'medium',
        },
        text: [
          'Tout à coup, {creature.indef} {creature.file} jusqu’à {hero}, {c:tout affolé|toute affolée}.',
          '« Arrête, ce sont les {o:coquillages|fleurs} de tout le monde, ici ! » a crié {creature.def}.',
          '{hero} s’est {h:arrêté|arrêtée}, le panier à la main : « Mais {o:ils|elles} ne sont à personne… »',
          {
            text: '« Justement, a dit {creature.def}, {o:ils|elles} sont à tout le monde, et {o:les petits crabes|les abeilles} en ont besoin pour vivre. »',
            bands: OLDER,
          },
          {
            text: '{^creature.def} a expliqué, en s’agitant dans tous les sens : {o:dans les coquillages vides, les petits crabes viennent s’abriter quand ils ont grandi et que leur vieille maison est devenue trop petite. Sans coquillages, ils n’ont plus de maison.|les fleurs nourrissent les abeilles et les papillons, et sous leurs feuilles, les tout-petits se cachent du soleil et des grands oiseaux. Sans fleurs, ils n’ont plus rien à manger, ni d’endroit où se cacher.}',
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
          actions: { hero: 'stand', friend: 'stand', creature: 'stand' },
          object: 'world',
          framing: 'close',
        },
        text: [
          '{hero} a hoché la tête, mais {h:il|elle} a quand même caché {object.indef} dans sa poche, juste {o:un seul, le plus joli|une seule, la plus jolie}…',
          '{o:Puis un autre, et encore un autre|Puis une autre, et encore une autre} : ses poches étaient toutes gonflées.',
          '{o:Et soudain, aïe ! Quelque chose lui a pincé la cuisse : un minuscule crabe caché dans un coquillage !|Et soudain, bzzz ! Une abeille est venue tourner autour de sa poche, très fâchée !}',
          {
            text: '{friend} a éclaté de rire en voyant {hero} sautiller sur un pied, puis s’est {f:arrêté|arrêtée} net : {o:ça pinçait|ça bourdonnait} aussi dans son tas à {f:lui|elle} !',
            friend: true,
            bands: OLDER,
          },
          {
            text: '{hero} a vidé ses poches en vitesse, {h:tout gêné|toute gênée}, sous le regard {creature.du}.',
            bands: OLDER,
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
          actions: { hero: 'stand', creature: 'stand' },
          object: 'world',
          framing: 'wide',
        },
        text: [
          'Alors {hero} s’est {h:retourné|retournée} : derrière {h:lui|elle}, {place.def} avait l’air tout triste, tout vide.',
          '{o:Un petit crabe errait sur le sable, sans maison où se cacher.|Une abeille tournait au-dessus de l’herbe, sans rien trouver à butiner.}',
          '{hero} a regardé son panier plein {o:de coquillages|de fleurs}, et {h:il|elle} ne l’a plus trouvé joli du tout.',
          { text: '{^creature.def} ne disait rien : {c:il|elle} regardait {hero}, en attendant.', bands: OLDER },
          {
            text: '{hero} a senti quelque chose se serrer dans sa poitrine : {h:il|elle} n’avait pas voulu faire de mal, {h:il|elle} voulait juste quelque chose de beau pour {h:lui|elle}. Mais ce qui était beau {place.in}, c’était justement que ça vivait là, avec tout le monde autour. Dans une chambre, sur une étagère, {object.def} ne servirait à rien ni à personne : {o:il|elle} serait juste {o:joli|jolie}, et un peu {o:seul|seule}.',
            bands: BIG,
          },
          {
            text: '{hero} a posé le panier par terre, tout doucement, pour ne pas écraser {o:les coquillages|les fleurs} qui restaient. {h:Il|Elle} a regardé {creature.def}, puis {o:le petit crabe sans maison|l’abeille sans repas}, puis ses propres mains. Et {h:il|elle} a compris que ce n’était pas une question de « à qui c’est », mais de « qui en a besoin », et qu’ici, ce n’était pas {h:lui|elle}, mais {o:les petits crabes|les abeilles}.',
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
          actions: { hero: 'give', friend: 'carry', creature: 'point' },
          object: 'world',
          objectAt: 'ground',
          framing: 'medium',
        },
        text: [
          'Alors {hero} a décidé : « Je rends tout {place.au}. »',
          '{o:Un coquillage ici, un coquillage là, tout doucement, sur le sable.|Comme on ne peut pas replanter une fleur coupée, {hero} a mis les fleurs dans une flaque d’eau de pluie, pour que les abeilles viennent quand même, et {h:il|elle} a promis de ne plus en cueillir.}',
          '{^creature.def} aidait, et disait où chaque {o:coquillage|fleur} devait aller.',
          {
            text: '{friend} a vidé toutes ses cachettes : il en sortait {o:des coquillages|des fleurs} de partout, comme d’un chapeau de magicien.',
            friend: true,
          },
          {
            text: '{o:Et le petit crabe s’est glissé tout de suite dans un coquillage, avec un soupir de soulagement.|Et l’abeille s’est posée sur le bouquet dans l’eau, avec un petit bzzz de remerciement.}',
            bands: OLDER,
          },
          {
            text: 'C’était long, de tout remettre, {o:coquillage par coquillage|fleur par fleur}, beaucoup plus long que de tout prendre. {hero} s’est dit qu’il y avait peut-être une leçon cachée là-dedans, comme {o:un crabe sous un coquillage|une abeille dans une fleur} : les choses qu’on prend vite sont souvent longues à réparer. Mais à chaque {o:coquillage posé|fleur rendue}, {place.def} reprenait des couleurs, et {hero} se sentait un peu plus {h:léger|légère}.',
            bands: BIG,
          },
        ],
      },
      {
        scene: {
          creatureAt: 'on-rock',
          place: 'world',
          time: 'evening',
          weather: 'clear',
          mood: 'happy',
          cast: ['hero', 'friend', 'creature'],
          actions: { hero: 'sit', friend: 'sit', creature: 'sit' },
          object: 'world',
          objectAt: 'ground',
          framing: 'close',
        },
        text: [
          '{hero} a demandé tout bas : « Mais alors, ma chambre va rester vide, sans {o:un seul coquillage|une seule fleur} ? »',
          '{^creature.def} a souri : « Tu peux garder les {o:coquillages|fleurs} autrement : dessine-les ! »',
          'Alors {hero} a sorti son carnet et ses crayons, et a dessiné {object.pl}, {o:un par un|une par une}.',
          {
            text: '{friend} dessinait aussi, mais ses {o:coquillages|fleurs} ressemblaient surtout à des patates, de très belles patates.',
            friend: true,
          },
          {
            text: '{^creature.def} s’est même {c:posé|posée} sur une pierre pour servir de modèle, très {c:fier|fière}.',
            bands: OLDER,
          },
          {
            text: 'En dessinant, {hero} regardait {object.def} beaucoup mieux qu’en {o:le|la} ramassant : {h:il|elle} voyait les petites lignes, les couleurs cachées, les ombres. Ramasser, c’était rapide, on voyait à peine ce qu’on prenait ; dessiner, c’était lent, et c’était une façon de dire merci {place.au}.',
            bands: BIG,
          },
          {
            text: '{^creature.def} venait regarder par-dessus son épaule et donnait des conseils très précis : « Là, il y a une petite tache rose, et là, une ligne toute fine. » {hero} n’avait jamais remarqué tout ça : il fallait des yeux {creature.du} pour voir aussi bien {object.pl}.',
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
          actions: { hero: 'reach-up', friend: 'stand' },
          object: null,
          framing: 'medium',
        },
        text: [
          'Le soir, {hero} a accroché au mur de sa chambre tous ses dessins.',
          'C’était la plus belle chambre du monde, et là-bas, {place.def} était toujours aussi {p:beau|belle}.',
          {
            text: '« Respecter {place.def}, a dit {friend}, c’est {p:le|la} laisser {p:beau|belle} pour ceux qui y vivent. »',
            friend: true,
          },
          {
            text: '« Respecter {place.def}, a pensé {hero}, c’est {p:le|la} laisser {p:beau|belle} pour ceux qui y vivent. »',
            friend: false,
          },
          {
            text: 'Et sur chaque dessin, dans un coin, {hero} avait dessiné {creature.def}, {c:tout petit|toute petite}, qui faisait coucou.',
            bands: OLDER,
          },
          {
            text: 'Le lendemain, à l’école, {hero} a montré ses dessins {o:de coquillages|de fleurs}, et quelqu’un a demandé : « Tu les as rapportés, les vrais ? » Et {hero} a répondu, très {h:fier|fière} : « Non, {o:ils sont restés chez eux|elles sont restées chez elles},. » La maîtresse a souri, et ce sourire-là valait bien {o:tous les coquillages|toutes les fleurs} du monde.',
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
          'Dans le noir, {hero} regardait sur le mur ses dessins {o:de coquillages|de fleurs}.',
          'Et là-bas, {place.in}, {o:tous les coquillages étaient|toutes les fleurs étaient} à leur place, sous la lune.',
          {
            alts: [
              'Bonne nuit, {object.pl}. Bonne nuit, {creature.def}.',
              '« Bonne nuit, {place.def} », a chuchoté {hero}, les yeux déjà fermés.',
              'Et {hero} s’est {h:endormi|endormie}, le cœur aussi tranquille que {place.def} la nuit.',
            ],
          },
          {
            text: '{o:Dans un coquillage, un petit crabe dormait bien au chaud.|Sur une fleur, une abeille dormait, roulée en boule.}',
            bands: OLDER,
          },
        ],
      },
    ],
    questions: [
      {
        question: 'Que ramassait {hero} dans son panier ?',
        right: 'Des {o:coquillages|fleurs}',
        wrong: ['Des cailloux', 'Des pommes de pin'],
      },
      {
        question: 'Qui a demandé à {hero} de s’arrêter ?',
        right: '{^creature.def}',
        wrong: ['{^other.creature.def}', '{^other2.creature.def}'],
      },
      {
        question: 'Comment {hero} a-t-{h:il|elle} gardé les trésors à la fin ?',
        right: '{h:Il|Elle} les a dessinés',
        wrong: ['{h:Il|Elle} les a mis dans un bocal', '{h:Il|Elle} les a cachés sous son lit'],
      },
      {
        question: 'Pourquoi fallait-il laisser les trésors à leur place ?',
        right: 'Parce que d’autres en ont besoin pour vivre',
        wrong: ['Parce qu’ils étaient trop lourds', 'Parce qu’ils étaient sales'],
      },
    ],
  },
  {
    id: 'respect-listen-turn',
    moral: 'respect',
    titles: ['La chasse au trésor {place.du}', '{hero} apprend à écouter', 'La petite voix {creature.du}'],
    places: ['island', 'village', 'farm'],
    creatures: ['turtle', 'mouse', 'hedgehog', 'frog'],
    objects: ['book', 'map'],
    pages: [
      {
        scene: {
          place: 'world',
          time: 'morning',
          weather: 'clear',
          mood: 'happy',
          cast: ['hero', 'friend', 'creature'],
          actions: { hero: 'stand', friend: 'carry', creature: 'walk' },
          object: 'world',
          framing: 'wide',
        },
        text: [
          'Un matin, {hero} a trouvé {object.indef} {o:tout vieux|toute vieille} au grenier.',
          '{o:C’était un livre d’énigmes, qui parlait d’un trésor caché {place.in} !|C’était une carte au trésor !}',
          '{hero} a appelé {creature.def} : « Viens, on part à la chasse au trésor ! »',
          {
            text: '{friend} est {f:venu|venue} aussi, avec une pelle, un seau et une loupe, au cas où le trésor serait très petit.',
            friend: true,
            bands: OLDER,
          },
          {
            text: '{^creature.def} est {c:venu|venue} tout de suite, avec son air tranquille et ses yeux qui voyaient tout.',
            friend: false,
          },
          {
            text: 'C’était {creature.indef} calme et {c:silencieux|silencieuse}, qui parlait peu, mais qui regardait beaucoup.',
            bands: OLDER,
          },
          {
            text: '{hero}, au contraire, parlait pour quatre, et on l’entendait d’un bout à l’autre. {h:Il|Elle} avait toujours une idée, puis une autre, puis dix autres, et {h:il|elle} les disait toutes à voix haute, si bien que {creature.def} n’arrivait jamais à placer un mot. Les grands disaient en riant que {hero} avait « de la suite dans les idées », et {hero} prenait ça pour un compliment.',
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
          cast: ['hero', 'friend', 'creature'],
          actions: { hero: 'run', friend: 'run', creature: 'wave' },
          object: 'world',
          framing: 'wide',
        },
        text: [
          '« Par là, à gauche, tout droit ! » a dit {hero}, le doigt sur {object.def}.',
          '{^creature.def} a levé la patte : « Euh, je crois que {o:le livre|la carte}… »',
          'Mais {hero} filait déjà, {object.def} sous le bras.',
          {
            text: '{friend} a suivi en courant, en faisant tomber son seau tous les trois pas : bing, bong, bing, à chaque caillou.',
            friend: true,
            bands: OLDER,
          },
          { text: '{^creature.def} a baissé la patte et {creature.file} à sa suite, sans rien dire.', bands: OLDER },
          {
            text: '{hero} n’avait pas vraiment regardé {object.def} : {h:il|elle} avait vu un dessin, une flèche, un mot, et {h:il|elle} avait deviné le reste. Deviner, c’était plus rapide que lire, et {hero} aimait aller vite, plus vite que {creature.def}, plus vite que tout le monde. Dans sa tête, le trésor était déjà trouvé, ouvert, partagé.',
            bands: BIG,
          },
          {
            text: '{^creature.def} avançait à son rythme, en regardant {object.def} de loin, et en fronçant les sourcils comme quelqu’un qui a remarqué quelque chose d’important.',
            bands: OLDER,
            friend: false,
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
          actions: { hero: 'fall', friend: 'fall', creature: 'wave' },
          object: 'world',
          framing: 'medium',
        },
        text: [
          'À gauche, tout droit, et splatch : {hero} est {h:tombé|tombée} dans la grande mare de boue !',
          '{h:Il|Elle} avait de la boue jusqu’aux oreilles, et même {object.def} était {o:tout crotté|toute crottée}.',
          '{^creature.def} a levé la patte encore une fois, mais {hero} avait déjà une nouvelle idée.',
          {
            text: '{friend} a ri si fort qu’{f:il|elle} est {f:tombé|tombée} dans la boue aussi : splotch !',
            friend: true,
          },
          {
            text: '{hero} s’est {h:relevé|relevée} en essuyant {object.def} : « Pas grave, le trésor est sûrement en haut du grand rocher ! »',
            bands: OLDER,
          },
          {
            text: '{hero} n’a même pas remarqué la patte levée {creature.du}, ou plutôt si, du coin de l’œil, mais {h:il|elle} s’était dit « après ». Après, c’est un mot bien pratique : on le dit, et la personne en face attend encore un peu, et encore un peu, comme {creature.def} depuis le matin.',
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
          actions: { hero: 'sit', creature: 'stand' },
          object: 'world',
          framing: 'medium',
        },
        text: [
          '{hero} a grimpé tout en haut du grand rocher : pas de trésor, juste une mouette qui {h:l’a regardé|l’a regardée} d’un air étonné.',
          '{hero} s’est {h:assis|assise}, {h:tout découragé|toute découragée}, et a ouvert {object.def} sur ses genoux : « Je n’y comprends rien. »',
          { text: 'En bas, {creature.def} attendait, patiemment, la patte encore un peu levée.', bands: OLDER },
          {
            text: 'Du haut du rocher, {hero} voyait {p:tout|toute} {place.def}, et en bas, {c:tout petit|toute petite}, {creature.def} qui ne bougeait pas. Et soudain, {hero} s’est rendu compte de quelque chose : depuis le matin, {creature.def} avait essayé de parler trois fois. Trois fois, {hero} avait parlé par-dessus, et pas une seule fois {h:il|elle} n’avait demandé {creature.au} : « Et toi, tu en penses quoi ? »',
            bands: BIG,
          },
          {
            text: '{hero} s’est {h:senti|sentie} un peu {h:honteux|honteuse}, car ce n’était pas la première fois. À l’école aussi, {h:il|elle} levait la main avant la fin de la question, et {place.in}, tout le monde connaissait ses histoires par cœur, parce qu’{h:il|elle} les racontait sans jamais écouter celles des autres. Parler, c’était facile ; écouter, c’était un travail, un travail que {hero} n’avait jamais vraiment essayé, et que {creature.def}, {c:lui|elle}, faisait tous les jours.',
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
          actions: { hero: 'sit', friend: 'sit', creature: 'sit' },
          object: 'world',
          framing: 'close',
        },
        text: [
          '{hero} est {h:descendu|descendue} du rocher et s’est {h:assis|assise} à côté {creature.du}.',
          '« Tout à l’heure, tu voulais dire quelque chose sur {object.def} : vas-y, je t’écoute. »',
          'Et cette fois, {hero} a vraiment écouté.',
          { text: '{friend} s’est {f:installé|installée} aussi, sans un bruit, tout ouïe.', friend: true },
          {
            text: '{^creature.def} a pris une grande inspiration : personne ne l’avait jamais {c:écouté|écoutée} si attentivement.',
            bands: OLDER,
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
          actions: { hero: 'dig', friend: 'look-for', creature: 'point' },
          object: 'world',
          framing: 'medium',
        },
        text: [
          '{o:« Dans le livre, l’énigme dit : là où l’ombre du moulin est la plus longue. Il faut attendre le soir ! »|« La carte est à l’envers. Le trésor n’est pas à gauche, il est à droite, sous le vieux puits ! »}',
          '{hero} a regardé {object.def} de plus près : c’était vrai, et c’était écrit là depuis le début !',
          'Ils ont suivi l’idée {creature.du}, tous ensemble, et là, sous une pierre…',
          'Un coffre plein de billes, de médailles et de bonbons très, très anciens : le trésor !',
          {
            text: '{friend} a sorti sa loupe pour montrer les billes {creature.au} : « Je le savais, qu’il y aurait des petites choses ! »',
            friend: true,
            bands: OLDER,
          },
          {
            text: 'Au fond du coffre, il y avait un petit mot, écrit de la même main que {object.def} : « Pour ceux qui savent s’écouter. »',
            bands: OLDER,
          },
          {
            text: '{hero} a tendu la première bille {creature.au} : « C’est toi qui as trouvé. » {^creature.def} a rougi jusqu’aux oreilles, mais ce n’était pas la bille qui {c:le|la} rendait {c:heureux|heureuse} : c’était qu’on ait attendu sa réponse, pour une fois, jusqu’au bout.',
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
          framing: 'wide',
        },
        text: [
          {
            text: '« Respecter quelqu’un, a dit {friend}, c’est lui laisser la place de parler, même quand il parle tout bas, comme {creature.def}. »',
            friend: true,
          },
          {
            text: '« Respecter quelqu’un, a dit {hero}, c’est lui laisser la place de parler, même quand il parle tout bas, comme {creature.def}. »',
            friend: false,
          },
          '{^creature.def} a souri : « Et toi, tu as plein de bonnes idées aussi ; il faut juste les mélanger avec les miennes. »',
          'Ils ont partagé les bonbons très anciens, très durs mais très bons, pendant que {place.calme}.',
          {
            text: 'Sur le chemin du retour, {hero} a posé des questions {creature.au}, plein de questions, et {h:il|elle} a écouté toutes les réponses.',
            bands: OLDER,
          },
          {
            text: '{hero} a découvert que {creature.def} savait des tas de choses : le nom des étoiles, l’âge des arbres, la meilleure façon de traverser une mare sans se salir. Tout ça était là depuis le début, caché derrière une patte levée, et il suffisait de s’arrêter une seconde pour le trouver : c’était peut-être ça, le vrai trésor.',
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
          framing: 'close',
          prop: 'bed',
        },
        text: [
          'Le soir, {hero} a rangé {object.def} et une bille brillante près de son lit.',
          'Dans le silence de la nuit, {h:il|elle} écoutait : le vent, les grillons, son cœur qui battait doucement.',
          {
            alts: [
              'Écouter, c’était reposant, et {hero} s’est {h:endormi|endormie} en écoutant la nuit.',
              'Chut, la nuit parlait tout bas, et {hero} écoutait, comme {creature.def}.',
              'Et {hero} a fermé les yeux, les oreilles grandes ouvertes sur la nuit.',
            ],
          },
          {
            text: 'Là-bas, {place.in}, {creature.def} dormait aussi, {c:heureux|heureuse} d’avoir été {c:entendu|entendue}.',
            bands: OLDER,
          },
        ],
      },
    ],
    questions: [
      {
        question: 'Qu’a trouvé {hero} au grenier ?',
        right: '{^object.indef}',
        wrong: ['{^other.object.indef}', '{^other2.object.indef}'],
      },
      {
        question: 'Où {hero} est-{h:il|elle} {h:tombé|tombée} ?',
        right: 'Dans une mare de boue',
        wrong: ['Dans un puits', 'Dans la rivière'],
      },
      {
        question: 'Qui avait trouvé la bonne idée ?',
        right: '{^creature.def}',
        wrong: ['{^other.creature.def}', 'La mouette'],
      },
      {
        question: 'Qu’a appris {hero} ?',
        right: 'À laisser les autres parler et à les écouter',
        wrong: ['À courir plus vite', 'À lire les cartes {h:tout seul|toute seule}'],
      },
    ],
  },
];
