/** Curiosity: a mysterious sound, an old key that opens something, a stream followed to the end. */
import type { Plot } from '../../format.js';
import { BIG, OLDER } from '../bands.js';

export const curiosityPlots: Plot[] = [
  {
    id: 'curiosity-mystery-sound',
    moral: 'curiosity',
    titles: ['Le bruit mystérieux', '{hero} mène l’enquête', 'Qui fait ce bruit {place.in} ?'],
    places: ['forest', 'mountain', 'island'],
    creatures: ['squirrel', 'owl', 'fox', 'rabbit'],
    objects: ['bell', 'drum', 'shell'],
    pages: [
      {
        scene: {
          place: 'world',
          time: 'morning',
          weather: 'wind',
          mood: 'calm',
          cast: ['hero', 'friend'],
          actions: { hero: 'stand', friend: 'stand' },
          object: null,
          framing: 'wide',
        },
        text: [
          'Un matin, {place.in}, {hero} a entendu un drôle de bruit.',
          '{o:Tou-dou-dou, tou-dou-dou|Tinn, tinn, tinn}, ça venait de loin, très loin, au fond {place.du}.',
          {
            alts: [
              '{hero} s’est demandé ce qui pouvait chanter ainsi, et {h:il|elle} voulait savoir.',
              'Qui pouvait bien chanter comme ça ? {hero} voulait le savoir, et tout de suite.',
            ],
          },
          {
            alts: [
              '{friend} a haussé les épaules en disant que c’était sûrement le vent, mais {f:il|elle} tendait l’oreille quand même, le nez en l’air.',
              '« C’est le vent, c’est tout », a dit {friend} en haussant les épaules. Mais {f:il|elle} écoutait quand même, le nez en l’air.',
            ],
            friend: true,
            bands: OLDER,
          },
          { text: '{hero} a tendu l’oreille, immobile comme une statue, au milieu {place.du}.', friend: false },
          {
            text: 'Même {place.def} semblait retenir son souffle pour mieux entendre, et {hero} a compté jusqu’à trois avant que le bruit revienne.',
            bands: OLDER,
            friend: false,
          },
          {
            alts: [
              'Le bruit s’arrêtait, puis recommençait, comme quelqu’un qui joue, se repose, puis rejoue.',
              'Le son s’interrompait, puis reprenait, comme un musicien qui fait une pause et recommence.',
            ],
            bands: OLDER,
          },
          {
            text: '{hero} avait toujours aimé les mystères : pourquoi le ciel est bleu, où vont les bulles de savon quand elles éclatent, ce que pensent {creature.pl}. Mais ce mystère-là était différent : il était tout près, il se promenait dans le vent, et il suffisait peut-être de marcher un peu pour le découvrir. Une question qu’on peut suivre à pied, c’est la meilleure des questions.',
            bands: BIG,
          },
        ],
      },
      {
        scene: {
          place: 'home',
          time: 'morning',
          weather: 'wind',
          mood: 'calm',
          cast: ['hero', 'friend'],
          actions: { hero: 'stand', friend: 'carry' },
          object: null,
          framing: 'medium',
        },
        text: [
          '{hero} a d’abord demandé à son papa ce que c’était, ce bruit.',
          'Papa lisait son journal et a répondu que ce n’était sûrement rien, sans lever les yeux vers {place.def}.',
          'Ce n’était pas une vraie réponse : {hero} a décidé de chercher {h:lui-même|elle-même} {place.in}.',
          {
            text: '{friend} a préparé un kit d’enquête pour {place.def} : une loupe, un carnet, un crayon et un biscuit, pour réfléchir.',
            friend: true,
            bands: OLDER,
          },
          {
            text: '{hero} a pris un carnet pour noter ses indices sur {place.def}, comme un vrai détective.',
            friend: false,
          },
          {
            text: '{h:Il|Elle} a aussi pris une loupe, qui ne servait pas vraiment pour les bruits, mais qui donnait l’air très sérieux.',
            bands: OLDER,
            friend: false,
          },
          {
            text: 'Dans le carnet, {hero} a écrit d’où venait le bruit, et qu’il aimait le vent.',
            bands: OLDER,
          },
          {
            alts: [
              '{hero} aimait beaucoup son papa, mais {h:il|elle} avait remarqué que les grands disaient souvent « rien » quand ils ne savaient pas. Ce n’était pas grave : ça voulait juste dire que la réponse était encore libre, qu’elle attendait quelqu’un pour la trouver, et ce quelqu’un, ce serait {hero}.',
              'Papa, c’était le meilleur papa du monde, mais {hero} savait une chose : quand les grands ne savent pas, ils disent souvent « rien ». Tant mieux, au fond : la réponse était encore à prendre, et c’est {hero} qui irait la chercher.',
            ],
            bands: BIG,
          },
        ],
      },
      {
        scene: {
          place: 'world',
          time: 'day',
          weather: 'wind',
          mood: 'happy',
          cast: ['hero', 'creature'],
          actions: { hero: 'walk', creature: 'stand' },
          object: null,
          framing: 'wide',
          prop: 'tall-tree',
        },
        text: [
          '{hero} a suivi le bruit jusqu’à un grand arbre {place.in}.',
          'Là, {h:il|elle} a trouvé {creature.indef} qui écoutait aussi, les oreilles dressées.',
          '{^creature.def} a proposé à {hero} de chercher le bruit ensemble.',
          { text: '{^creature.def} connaissait {place.def} par cœur, chaque racine et chaque caillou.', bands: OLDER },
          {
            alts: [
              '{^creature.def} a expliqué que le bruit durait depuis trois jours, et que tout le monde avait une idée : certains disaient que c’était un géant qui ronflait, d’autres un trésor qui chantait, et les plus vieux {creature.pl}, que c’était « les jeunes ». {hero} a noté toutes les idées dans le carnet : une enquête, ça commence par écouter tout le monde.',
              'D’après {creature.def}, ça faisait trois jours que le bruit durait, et chacun avait son idée : un géant qui ronfle, disaient les uns, un trésor qui chante, disaient les autres, et les plus vieux {creature.pl} accusaient « les jeunes ». {hero} a tout écrit dans le carnet : une enquête, ça commence par écouter tout le monde.',
            ],
            bands: BIG,
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
          actions: { hero: 'look-for', friend: 'look-for', creature: 'look-for' },
          object: null,
          framing: 'medium',
        },
        text: [
          'D’abord, {hero} et {creature.def} ont cherché dans un buisson : un hérisson y dormait, chut.',
          'Ensuite, sous une grosse pierre, ils n’ont trouvé que trois fourmis fâchées.',
          'Mais le bruit, lui, continuait : {o:tou-dou-dou|tinn, tinn} !',
          {
            text: '{friend} a examiné les fourmis à la loupe, très {f:sérieux|sérieuse}, et les a déclarées innocentes devant {creature.def}.',
            friend: true,
          },
          {
            text: '{hero} a barré deux lignes dans son carnet : les mauvaises pistes, c’est utile aussi, on sait où ne plus chercher.',
            bands: OLDER,
          },
          {
            alts: [
              '{hero} a fermé les yeux pour mieux écouter, comme {creature.def}. Sans les yeux, le bruit devenait plus clair : il ne venait pas d’en bas, mais d’en haut, et il montait et descendait avec le vent. Quand le vent soufflait, il chantait, et quand le vent se taisait, il se taisait aussi. {hero} a ouvert les yeux et a regardé vers le ciel, avec {creature.def}.',
              'Comme {creature.def}, {hero} a fermé les yeux pour écouter. Dans le noir des paupières, le bruit était plus net : il ne montait pas du sol, il venait d’en haut, et il suivait le vent. Le vent soufflait, il chantait ; le vent se taisait, lui aussi. Alors {hero} a rouvert les yeux et, avec {creature.def}, a levé la tête vers le ciel.',
            ],
            bands: BIG,
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
          actions: { hero: 'point', friend: 'wave', creature: 'stand' },
          object: 'world',
          objectAt: 'up-tree',
          framing: 'medium',
          prop: 'tall-tree',
        },
        text: [
          '{hero} a compris que le bruit venait d’en haut, et {creature.def} a levé la tête avec {h:lui|elle}.',
          'Tout en haut d’une branche, {object.indef} se balançait au bout d’un fil !',
          'Quand le vent soufflait, {object.def} faisait : {o:tou-dou-dou|tinn, tinn} !',
          {
            text: '{friend} a sauté de joie pour le mystère résolu, puis a demandé {creature.au} qui avait bien pu accrocher {object.def} là-haut.',
            friend: true,
          },
          {
            text: '{^creature.def} a grimpé voir de plus près, et a trouvé un petit mot attaché au fil {object.du}.',
            bands: OLDER,
          },
          {
            alts: [
              'C’était une nouvelle question, encore plus intéressante que la première. Avec {hero}, c’était souvent comme ça : une réponse ouvrait une porte {place.in}, et derrière la porte, trois nouvelles questions attendaient en se poussant du coude.',
              'Et voilà une nouvelle question, plus belle encore que la première ! Avec {hero}, c’était toujours pareil : chaque réponse ouvrait une porte, et derrière, trois questions attendaient en se bousculant.',
            ],
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
          actions: { hero: 'receive', creature: 'give' },
          object: 'world',
          objectAt: 'creature',
          framing: 'close',
        },
        text: [
          'Sur le petit mot, accroché {object.au}, c’était écrit : « Pour celui qui écoute le vent. »',
          '{^creature.def} a décroché {object.def} et {o:l’a donné|l’a donnée} à {hero}.',
          '{^creature.def} a dit que {object.def} était pour {hero}, parce que c’était {h:lui|elle} qui avait écouté le plus.',
          {
            text: 'Qui avait écrit le mot ? Personne {place.in} ne l’a jamais su, peut-être le vent lui-même.',
            bands: OLDER,
          },
          {
            alts: [
              '{hero} a retourné le petit mot dans tous les sens : l’écriture était ronde et ancienne. Peut-être un enfant d’autrefois, qui avait aimé {place.def} lui aussi, et qui avait voulu laisser {object.indef} aux curieux de l’avenir. {hero} a trouvé cette idée si belle qu’{h:il|elle} a décidé, un jour, de faire pareil.',
              '{hero} a tourné et retourné le petit mot : une écriture ronde, d’autrefois. Peut-être celle d’un enfant qui avait aimé {place.def}, lui aussi, et qui avait laissé {object.indef} pour les curieux de plus tard. Cette idée a tellement plu à {hero} qu’{h:il|elle} a décidé de faire pareil, un jour.',
            ],
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
          actions: { hero: 'stand', friend: 'stand', creature: 'stand' },
          object: 'world',
          framing: 'medium',
        },
        text: [
          {
            text: '{friend} a dit : « Quand on se pose une question et qu’on cherche, on trouve toujours quelque chose, même {object.indef}. »',
            friend: true,
          },
          {
            text: '{hero} a pensé : quand on se pose une question et qu’on cherche, on trouve toujours quelque chose, même {object.indef}.',
            friend: false,
          },
          '{hero} a remercié {creature.def}, son partenaire d’enquête.',
          'Ils ont promis de résoudre ensemble le prochain mystère.',
          { text: 'Et dans son carnet, {hero} a écrit en gros que le mystère était résolu.', bands: OLDER },
          {
            text: 'En rentrant, {hero} a regardé {place.def} autrement : chaque bruit, chaque ombre, chaque caillou bizarre pouvait cacher une histoire. Le monde n’était pas une chose qu’on connaît déjà : c’était une boîte pleine de surprises, comme {object.def} au bout de son fil, dont on soulève le couvercle, une question à la fois.',
            bands: BIG,
          },
        ],
      },
      {
        scene: {
          place: 'home',
          time: 'night',
          weather: 'wind',
          mood: 'sleepy',
          cast: ['hero'],
          actions: { hero: 'sleep' },
          object: 'world',
          objectAt: 'on-prop',
          framing: 'medium',
          prop: 'bed',
        },
        text: [
          'Ce soir-là, {hero} a accroché {object.def} à sa fenêtre.',
          'Le vent de la nuit soufflait doucement : {o:tou-dou-dou|tinn… tinn}.',
          {
            alts: [
              'C’était la plus douce des berceuses, et {hero} s’est {h:endormi|endormie} en pensant {creature.au}.',
              '{hero} a écouté {object.def}, écouté, et {h:il|elle} dormait.',
              'Et le vent a chanté, tout doucement, jusqu’au sommeil.',
            ],
          },
          {
            text: 'Dans son carnet, sur la table de nuit, une nouvelle page attendait déjà la prochaine question sur {place.def}.',
            bands: OLDER,
          },
        ],
      },
    ],
    questions: [
      {
        question: 'Qu’est-ce qui faisait le bruit mystérieux ?',
        right: '{^object.indef} au bout d’un fil',
        wrong: ['Un géant qui ronflait', '{^other.object.indef} dans un trou'],
      },
      {
        question: 'Qui a aidé {hero} à chercher ?',
        right: '{^creature.def}',
        wrong: ['{^other.creature.def}', '{^other2.creature.def}'],
      },
      {
        question: 'Qu’ont-ils trouvé sous la grosse pierre ?',
        right: 'Trois fourmis fâchées',
        wrong: ['Un trésor', 'Un hérisson qui dormait'],
      },
      {
        question: 'Pourquoi {hero} a-t-{h:il|elle} trouvé la réponse ?',
        right: 'Parce qu’{h:il|elle} a écouté et cherché',
        wrong: ['Parce que papa lui a dit', 'Parce qu’{h:il|elle} a attendu sans bouger'],
      },
    ],
  },
  {
    id: 'curiosity-old-key',
    moral: 'curiosity',
    titles: ['Le jardin oublié', '{hero} et la petite porte verte', 'Le secret du grenier'],
    places: ['village', 'park', 'farm'],
    creatures: ['cat', 'mouse', 'hedgehog', 'robin'],
    objects: ['key', 'map'],
    pages: [
      {
        scene: {
          place: 'home',
          time: 'morning',
          weather: 'rain',
          mood: 'calm',
          cast: ['hero', 'friend'],
          actions: { hero: 'look-for', friend: 'stand' },
          object: 'world',
          framing: 'medium',
        },
        text: [
          'Un jour de pluie, pendant que {place.calme} dehors, {hero} explorait le grenier de Mamie.',
          'Dans une vieille boîte, sous des chapeaux poussiéreux, {h:il|elle} a trouvé {object.indef} très {o:ancien|ancienne}.',
          'Sur {object.def}, une petite étiquette disait : « Pour le jardin de l’autre côté. »',
          {
            text: '{friend} a éternué trois fois dans la poussière, puis a tourné {object.def} dans tous les sens : quel jardin, quel côté ?',
            friend: true,
            bands: OLDER,
          },
          { text: '{hero} a tourné {object.def} dans tous les sens : quel jardin, quel côté ?', friend: false },
          {
            text: '{^object.def} était {o:tout petit, tout usé|toute petite, toute usée}, et {o:il|elle} sentait les vieilles histoires.',
            bands: OLDER,
          },
          {
            text: 'Quelqu’un avait rangé {object.def} là, un jour, avec soin, sous les chapeaux de Mamie : pour l’oublier, ou pour qu’un enfant {o:le|la} trouve plus tard ? {hero} a senti quelque chose frétiller dans son ventre : ce n’était pas la faim, c’était l’envie de savoir, qui est une sorte de faim aussi.',
            bands: BIG,
          },
        ],
      },
      {
        scene: {
          place: 'home',
          time: 'morning',
          weather: 'rain',
          mood: 'calm',
          cast: ['hero', 'friend'],
          actions: { hero: 'stand', friend: 'sit' },
          object: 'world',
          framing: 'close',
        },
        text: [
          '{hero} a couru voir sa grand-mère, {object.def} à la main.',
          '« Mamie, c’est quoi, {object.ce}, et c’est où, le jardin de l’autre côté ? »',
          'Mamie a plissé les yeux, comme {creature.indef} au soleil : « Oh, c’était il y a si longtemps, je ne me souviens plus… »',
          {
            text: '{friend} a noté « Mamie ne se souvient plus » dans un carnet, à côté d’un dessin {object.du}.',
            friend: true,
            bands: OLDER,
          },
          {
            text: 'Mais {hero} a vu un petit sourire passer sur son visage, et son regard filer par la fenêtre, vers {place.def}.',
            bands: OLDER,
          },
          {
            text: '{hero} a posé d’autres questions, plein de questions : quand, où, avec qui, et pourquoi {object.indef} dans une boîte à chapeaux ? Mamie répondait par petits bouts : un mur, du lierre, une balançoire peut-être, et {creature.indef} qui venait tous les jours.',
            bands: BIG,
          },
          {
            alts: [
              'Chaque réponse était une pièce de puzzle, et {hero} les rangeait dans sa tête, une à une, en attendant de voir l’image entière.',
              'Chaque petit bout était une pièce de puzzle : {hero} les gardait toutes dans sa tête, en attendant de voir l’image entière.',
            ],
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
          actions: { hero: 'look-for', friend: 'walk' },
          object: 'world',
          framing: 'wide',
        },
        text: [
          'Quand la pluie s’est arrêtée, {hero} est {h:parti|partie} mener l’enquête {place.in}.',
          '{h:Il|Elle} a ouvert une première porte : c’était le poulailler, et les poules se sont envolées, cot, cot, codec !',
          '{^object.def} à la main, {h:il|elle} a ouvert une autre porte : c’était la cave, pleine de pommes de terre.',
          {
            text: '{friend} a suivi {hero} partout avec une plume de poule sur la tête, sans le savoir !',
            friend: true,
          },
          {
            text: 'Ce n’était pas le bon jardin, mais {hero} n’a pas abandonné : une question, ça ne se range pas au premier échec, comme {object.indef} dans une boîte.',
            bands: OLDER,
          },
          {
            text: '{hero} s’est {h:assis|assise} sur un muret, {object.def} sur les genoux : ouvrir toutes les portes au hasard, ça ne marchait pas, il fallait observer, comme un vrai explorateur. Un mur, du lierre, l’autre côté : et soudain, {hero} a remarqué quelque chose qu’{h:il|elle} avait vu mille fois sans jamais le regarder.',
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
          actions: { hero: 'stand', creature: 'sit' },
          object: 'world',
          framing: 'medium',
          prop: 'fence',
        },
        text: [
          'Au bout {place.du}, il y avait un très vieux mur, couvert de lierre.',
          'Sur le mur, {creature.indef} était {c:assis|assise} et regardait {hero}.',
          '{^creature.def} a demandé : « Tu cherches la porte ? Je la connais, je passe par là tous les jours. »',
          {
            text: '{^creature.def} a écarté le lierre du bout de la patte, et derrière, il y avait une petite porte verte, toute petite !',
            bands: OLDER,
          },
          {
            text: '{hero} n’en revenait pas : cette porte était là depuis toujours, à deux pas de tout le monde, et personne ne l’avait vue. Il fallait juste quelqu’un qui regarde de plus près, et {creature.indef} pour montrer le chemin. Et {c:le petit|la petite} {creature.nom} souriait d’un air mystérieux, comme quelqu’un qui garde un secret depuis très longtemps et qui est content, enfin, de le partager.',
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
          actions: { hero: 'walk', friend: 'stand', creature: 'run' },
          object: 'world',
          framing: 'wide',
          prop: 'fence',
        },
        text: [
          '{hero} a sorti {object.def} et, comme par magie, la petite porte verte s’est ouverte : crrrriii !',
          'Et derrière, il y avait un jardin oublié, plein de fleurs sauvages, où {creature.def} {creature.file} tout de suite.',
          'Il y avait une vieille balançoire, des nénuphars, et des papillons jusque sur la tête {creature.du}.',
          {
            text: '{friend}, {f:le plus bavard|la plus bavarde}, est {f:resté|restée} la bouche ouverte, sans rien dire.',
            friend: true,
            bands: OLDER,
          },
          {
            text: '{^creature.def} a montré {creature.lit}, caché dans un coin : c’était là que vivait toute sa famille.',
            bands: OLDER,
          },
          {
            text: 'Le jardin avait poussé tout seul pendant des années, sans personne pour le tailler, à part {creature.pl} du coin.',
            bands: BIG,
          },
          {
            alts: [
              'Les rosiers grimpaient jusqu’aux branches des arbres, l’herbe était haute comme {hero}, et la balançoire grinçait doucement dans le vent.',
              'Les rosiers montaient jusqu’au ciel, l’herbe chatouillait le menton de {hero}, et la vieille balançoire se balançait toute seule dans le vent.',
            ],
            bands: BIG,
          },
          {
            text: 'Tout avait l’air endormi, comme dans un conte, et {hero} marchait sur la pointe des pieds derrière {creature.def}, de peur de réveiller quelque chose.',
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
          actions: { hero: 'stand', creature: 'sit' },
          object: 'world',
          objectAt: 'on-prop',
          framing: 'medium',
          prop: 'bench',
        },
        text: [
          'Le soir, {hero} a emmené Mamie devant la petite porte verte, au bout {place.du}.',
          'Mamie a serré {object.def} contre son cœur : « Mon jardin, le jardin de quand j’étais petite ! »',
          'Elle s’est assise sur la vieille balançoire, {creature.def} sur les genoux, et elle a ri comme une enfant.',
          {
            text: '« C’est moi qui avais caché {object.def}, a-t-elle avoué, pour que quelqu’un de curieux {o:le|la} trouve un jour. »',
            bands: OLDER,
          },
          {
            text: 'Mamie a raconté les après-midi d’autrefois : les goûters sous le cerisier, les cabanes dans le lierre, la balançoire qui montait jusqu’au ciel, et déjà, {creature.pl} qui venaient jouer. Puis un jour, la famille avait déménagé, le lierre avait poussé sur la porte, et le jardin s’était endormi, avec {object.def} dans sa boîte. « Il attendait quelqu’un, a dit Mamie, il t’attendait, peut-être. »',
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
          actions: { hero: 'stand', friend: 'stand', creature: 'sit' },
          object: 'world',
          framing: 'wide',
          prop: 'tall-tree',
        },
        text: [
          {
            text: '« Sans toutes tes questions, a dit {friend}, le jardin et {object.def} dormiraient encore ! »',
            friend: true,
          },
          {
            text: '« Sans toutes mes questions, a pensé {hero}, le jardin et {object.def} dormiraient encore. »',
            friend: false,
          },
          'Et {creature.def} a fait un grand {creature.cri} de joie, depuis la branche du cerisier.',
          'Désormais, le jardin avait des visiteurs tous les jours, venus de {p:tout|toute} {place.def}.',
          {
            text: '{hero} et Mamie ont décidé de le soigner ensemble, sans tout couper, pour que {creature.def} et sa famille restent chez eux.',
            bands: OLDER,
          },
          {
            text: 'En rentrant, {hero} a rangé {object.def} dans sa poche, bien au fond : un jour, peut-être, {h:il|elle} {o:le|la} cacherait à son tour, sous des chapeaux, avec une étiquette mystérieuse, pour un autre enfant curieux.',
            bands: BIG,
          },
          {
            alts: [
              'Parce que les meilleures choses du monde attendent souvent derrière une question.',
              'Parce que derrière chaque question, il y a souvent une petite porte qui ne demande qu’à s’ouvrir.',
            ],
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
          'Ce soir-là, {hero} a posé {object.def} sous son oreiller.',
          '{h:Il|Elle} pensait à la petite porte verte, à la balançoire, aux papillons, et {creature.au}.',
          {
            alts: [
              'Et {h:il|elle} s’est {h:endormi|endormie} en se demandant ce qu’il y avait derrière la lune, et si {object.def} y menait aussi.',
              '{hero} cherchait déjà sa prochaine question, et puis {h:il|elle} s’est {h:endormi|endormie}, {h:roulé|roulée} en boule comme {creature.indef}.',
              'Et {hero} a rêvé d’autres portes, d’autres jardins, d’autres secrets, et {creature.indef} qui montrait le chemin.',
            ],
          },
          {
            text: 'De l’autre côté du mur, {creature.def} dormait dans le jardin oublié, qui n’était plus oublié du tout.',
            bands: OLDER,
          },
        ],
      },
    ],
    questions: [
      {
        question: 'Qu’a trouvé {hero} dans le grenier ?',
        right: '{^object.indef} très {o:ancien|ancienne}',
        wrong: ['Un vieux chapeau rouge', 'Une boîte à musique'],
      },
      {
        question: 'Qu’y avait-il derrière la première porte ouverte ?',
        right: 'Des poules',
        wrong: ['Un jardin', 'Des pommes de terre'],
      },
      {
        question: 'Qui a montré la petite porte verte ?',
        right: '{^creature.def}',
        wrong: ['{^other.creature.def}', '{^other2.creature.def}'],
      },
      {
        question: 'À qui était le jardin oublié, autrefois ?',
        right: 'À la grand-mère de {h:notre héros|notre héroïne}',
        wrong: ['Au facteur', 'À la maîtresse'],
      },
    ],
  },
  {
    id: 'curiosity-where-stream-goes',
    moral: 'curiosity',
    titles: ['Où va le ruisseau ?', '{hero} suit l’eau', 'Le grand voyage {object.du}'],
    places: ['river', 'forest', 'meadow'],
    creatures: ['duck', 'frog', 'turtle', 'fox'],
    objects: ['boat', 'feather'],
    pages: [
      {
        scene: {
          place: 'world',
          time: 'morning',
          weather: 'clear',
          mood: 'happy',
          cast: ['hero', 'friend'],
          actions: { hero: 'walk', friend: 'carry' },
          object: 'world',
          objectAt: 'water',
          framing: 'wide',
        },
        text: [
          '{^place.in} coulait un petit ruisseau qui chantait : glou, glou, glou.',
          'Un matin, pendant que {place.calme}, {hero} s’est demandé : « Mais où il va, ce ruisseau ? »',
          '{h:Il|Elle} a posé {object.indef} sur l’eau : « Je vais {o:le|la} suivre, et je saurai ! »',
          {
            text: '{friend} a emporté un sandwich, deux sandwichs, trois sandwichs : pour suivre {object.indef} jusqu’au bout du monde, il faut des provisions.',
            friend: true,
            bands: OLDER,
          },
          { text: 'Vite, {hero} a mis ses bottes, pour ne pas perdre {object.def} de vue.', friend: false },
          {
            text: '{h:Il|Elle} a aussi pris un bâton de marche, un vrai bâton d’explorateur, trouvé au bord {place.du}.',
            bands: OLDER,
            friend: false,
          },
          {
            text: '{^object.def} est {o:parti|partie} en tournant sur {o:lui-même|elle-même}, {o:comme s’il|comme si elle} dansait.',
            bands: OLDER,
          },
          {
            text: 'Tous les jours, {hero} voyait ce ruisseau traverser {place.def}, et tous les jours, l’eau partait quelque part, mais où ? Personne ne lui avait jamais dit : les grands répondaient « là-bas », avec un geste vague de la main, comme si « là-bas » était un endroit. Aujourd’hui, {hero} voulait voir « là-bas » de ses propres yeux, avec {object.def} pour guide.',
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
          actions: { hero: 'point', creature: 'walk' },
          object: 'world',
          objectAt: 'water',
          framing: 'medium',
        },
        text: [
          'Au premier virage, {creature.indef} a demandé : « {^creature.cri}, où vas-tu comme ça ? »',
          '{hero} a montré {object.def} : « Je {o:le|la} suis jusqu’au bout, tu viens ? »',
          'Et {creature.def} {creature.file} à côté de {hero}, {c:tout content|toute contente}.',
          {
            text: '{^creature.def} connaissait le ruisseau jusqu’au grand saule, mais {c:il|elle} n’était jamais {c:allé|allée} plus loin.',
            bands: OLDER,
          },
          {
            text: 'Ils marchaient au bord de l’eau, en regardant {object.def} filer, ralentir, tourner, repartir. Parfois, {o:il|elle} s’arrêtait dans un petit remous, et ils attendaient, le nez {creature.du} tout près de l’eau. Puis le courant {o:le|la} reprenait à travers {place.def}, et ils couraient derrière en riant.',
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
          actions: { hero: 'splash', friend: 'stand', creature: 'splash' },
          object: 'world',
          objectAt: 'water',
          framing: 'medium',
        },
        text: [
          'Oh non, {object.def} s’est {o:coincé|coincée} dans les roseaux !',
          '{hero} s’est {h:penché|penchée} trop loin, et plouf, une botte pleine d’eau, devant {creature.def} !',
          '{c:Il|Elle} a poussé les roseaux avec sa patte, et {object.def} est {o:reparti|repartie}.',
          {
            text: '{friend} a aidé à vider la botte, et un petit têtard en est sorti, si étonné que {creature.def} a éclaté de rire.',
            friend: true,
            bands: OLDER,
          },
          {
            text: '{hero} a continué avec une botte qui faisait flic et une botte qui faisait floc, flic, floc, flic, floc, sur tout le chemin.',
            bands: OLDER,
          },
          {
            text: 'Ils ont fait une pause sur une grosse pierre chaude, et {creature.def} a raconté que, quand {c:il|elle} était {c:tout petit|toute petite}, {c:il|elle} croyait que le ruisseau s’arrêtait au grand saule, et qu’après, il n’y avait plus rien, juste le bord du monde. {hero} a ri, puis {h:il|elle} s’est demandé si ses propres idées sur le monde n’étaient pas, elles aussi, des grands saules.',
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
          actions: { hero: 'walk', creature: 'walk' },
          object: 'world',
          objectAt: 'water',
          framing: 'wide',
        },
        text: [
          'Plus loin, le ruisseau dégringolait en petite cascade, splash, et {object.def} a sauté avec l’eau, {o:tout content|toute contente}.',
          'Puis un vieux moulin faisait tourner sa grande roue, cric, crac, et {creature.def} faisait « {creature.cri} » en mesure.',
          {
            text: '{hero} voyait des choses qu’{h:il|elle} n’avait jamais vues, même {place.in} : un héron sur une patte, des poissons argentés, un pont de pierre tout moussu.',
            bands: OLDER,
          },
          {
            text: 'À chaque nouvelle chose, {hero} avait une nouvelle question : pourquoi le héron tient sur une patte, comment la roue du moulin sait tourner, où dorment les poissons, et pourquoi {object.def} ne coule jamais. {^creature.def} connaissait quelques réponses, pas toutes, et celles qu’ils ne connaissaient pas, ils les gardaient précieusement, comme des cailloux dans une poche, pour plus tard.',
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
          actions: { hero: 'point', friend: 'give', creature: 'yawn' },
          object: 'world',
          objectAt: 'water',
          framing: 'medium',
        },
        text: [
          'Mais le soleil baissait, et les pattes {creature.du} étaient toutes fatiguées.',
          '{^creature.def} a bâillé : « On rentre, on ne saura jamais où va l’eau… »',
          '{hero} a regardé {object.def}, qui continuait, {o:tout petit|toute petite}, au loin.',
          {
            text: '« Encore un peu, a dit {friend}, juste jusqu’au prochain virage », et {f:il|elle} a partagé son dernier sandwich avec {creature.def}.',
            friend: true,
          },
          { text: '« Encore un peu, a dit {hero} {creature.au}, juste jusqu’au prochain virage. »', friend: false },
          {
            text: '{hero} avait envie de rentrer, c’est vrai, mais {h:il|elle} avait encore plus envie de savoir où allait {object.def}.',
            bands: BIG,
          },
          {
            alts: [
              'Et cette envie-là était plus forte que la fatigue, comme une petite lumière qui tire en avant.',
              'Cette envie-là tirait plus fort que la fatigue, comme une petite lumière qui avance devant vous.',
            ],
            bands: BIG,
          },
          {
            text: 'Ils ont monté une dernière colline, en soufflant, {hero} tenant la patte {creature.du}.',
            bands: BIG,
          },
        ],
      },
      {
        scene: {
          place: 'seaside',
          time: 'evening',
          weather: 'clear',
          mood: 'happy',
          cast: ['hero', 'creature'],
          actions: { hero: 'stand', creature: 'stand' },
          object: 'world',
          objectAt: 'water',
          framing: 'wide',
        },
        text: [
          'Et du haut de la colline, ils ont vu la mer, immense, bleue, brillante, bien plus grande que {p:tout|toute} {place.def} !',
          'Le ruisseau devenait une rivière, et la rivière emportait {object.def} jusqu’à la mer.',
          '{hero} et {creature.def} {o:l’ont regardé|l’ont regardée} entrer dans les vagues, tout doucement, pour un très long voyage.',
          { text: '{^creature.def} avait les yeux tout ronds : {c:il|elle} n’avait jamais vu la mer.', bands: OLDER },
          {
            text: '{hero} a compris quelque chose de merveilleux : le petit ruisseau qui chantait {place.in} était un morceau de la mer. Chaque goutte qui passait devant sa fenêtre finissait ici, au milieu des vagues, et peut-être, un jour, de l’autre côté du monde : le monde entier était relié, comme les pièces d’une même maison.',
            bands: BIG,
          },
          {
            text: 'Ils sont restés un long moment assis dans l’herbe, {creature.def} tout contre {hero}, à regarder les vagues et à respirer le vent qui sentait le sel. Au loin, un bateau blanc passait, minuscule, et {hero} pensait à toutes les questions ramassées en chemin depuis {place.def}, rangées dans sa poche comme des cailloux. Il y en avait beaucoup, et c’était tant mieux : ça voulait dire beaucoup d’autres voyages.',
            bands: BIG,
          },
        ],
      },
      {
        scene: {
          place: 'seaside',
          time: 'evening',
          weather: 'clear',
          mood: 'happy',
          cast: ['hero', 'friend', 'creature'],
          actions: { hero: 'wave', friend: 'stand', creature: 'sleep' },
          object: 'world',
          objectAt: 'water',
          framing: 'medium',
        },
        text: [
          {
            text: '« Quand on est curieux, a dit {friend}, on trouve plus grand que ce qu’on cherchait : on suivait {object.def}, et on a trouvé la mer ! »',
            friend: true,
          },
          {
            text: '« Quand on est curieux, a pensé {hero}, on trouve plus grand que ce qu’on cherchait : je suivais {object.def}, et j’ai trouvé la mer ! »',
            friend: false,
          },
          '{hero} a fait un signe {object.au}, tout au loin sur la mer : « Bon voyage ! »',
          'Puis Papa est arrivé en voiture pour les ramener {place.to} : il avait suivi le ruisseau, lui aussi.',
          {
            text: 'Dans la voiture, {creature.def} s’est {c:endormi|endormie} sur ses genoux, et Papa {c:l’a déposé|l’a déposée} tout doucement près de {creature.lit}.',
            bands: OLDER,
          },
          {
            text: 'Papa a demandé : « Alors, {object.def}, où est-{o:il|elle} {o:allé|allée} ? » Et {hero} a répondu, très {h:sérieux|sérieuse} : « Partout. » Papa a ri, puis il a réfléchi, et il a dit que c’était sans doute la meilleure réponse qu’il ait jamais entendue.',
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
          'Ce soir-là, par la fenêtre ouverte, {hero} entendait chanter le ruisseau, là-bas {place.in} : glou, glou, glou.',
          'Maintenant, {h:il|elle} savait où allait toute cette eau, et {object.def} avec elle.',
          {
            alts: [
              'Et {hero} s’est {h:endormi|endormie} en pensant {object.au}, quelque part sur la mer.',
              'Glou, glou, et {hero} dormait déjà, {h:bercé|bercée} par l’eau qui voyage, comme {creature.def} dans {creature.lit}.',
              'Le ruisseau chantait une berceuse qui allait jusqu’à la mer.',
            ],
          },
          { text: 'Et là-bas, {creature.def} rêvait de vagues, de moulins et de hérons sur une patte.', bands: OLDER },
        ],
      },
    ],
    questions: [
      {
        question: 'Qu’a posé {hero} sur l’eau ?',
        right: '{^object.indef}',
        wrong: ['{^other.object.indef}', '{^other2.object.indef}'],
      },
      {
        question: 'Qui a suivi le ruisseau avec {hero} ?',
        right: '{^creature.def}',
        wrong: ['{^other.creature.def}', '{^other2.creature.def}'],
      },
      { question: 'Où allait le ruisseau ?', right: 'Jusqu’à la mer', wrong: ['Dans un trou', 'Jusqu’à la montagne'] },
      {
        question: 'Pourquoi {hero} a-t-{h:il|elle} continué malgré la fatigue ?',
        right: 'Parce qu’{h:il|elle} voulait savoir',
        wrong: ['Parce qu’il pleuvait', 'Parce qu’{h:il|elle} avait perdu ses bottes'],
      },
    ],
  },
];
