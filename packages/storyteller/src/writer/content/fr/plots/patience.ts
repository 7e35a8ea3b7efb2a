/** Patience: a seed that takes its time, eggs that hatch when they are ready, a tower built stone by stone. */
import type { Plot } from '../../format.js';
import { BIG, OLDER, SMALL } from '../bands.js';

export const patiencePlots: Plot[] = [
  {
    id: 'patience-sleepy-seed',
    moral: 'patience',
    titles: ['La graine qui dormait', '{hero} et la fleur géante', 'Pousse, petite graine !'],
    places: ['garden', 'farm', 'meadow'],
    creatures: ['rabbit', 'robin', 'mouse', 'hedgehog'],
    objects: ['seed', 'flower'],
    pages: [
      {
        scene: {
          place: 'world',
          time: 'morning',
          weather: 'clear',
          mood: 'happy',
          cast: ['hero', 'friend', 'creature'],
          actions: { hero: 'dig', friend: 'dig', creature: 'dig' },
          object: 'seed',
          objectAt: 'ground',
          framing: 'medium',
        },
        text: [
          'Un matin de printemps, {place.in}, {hero} a trouvé une graine, toute ronde et toute brune.',
          'Sur le sachet, il y avait le dessin d’une fleur géante, plus haute que tous les arbres !',
          '{hero} l’a plantée {place.in}, avec l’aide {creature.du}.',
          {
            text: '{friend} a creusé le trou avec une cuillère à soupe, très sérieusement, sous le regard {creature.du}.',
            friend: true,
            bands: OLDER,
          },
          {
            text: '{^creature.def} a tassé la terre avec ses pattes : {creature.cri}, voilà, c’est fait !',
            friend: false,
          },
          {
            text: '{hero} a dit {creature.au}, très {h:sûr|sûre} {h:de lui|d’elle} : « Demain, elle sera là. »',
            bands: OLDER,
          },
          {
            text: '{hero} imaginait déjà la fleur : jaune comme le soleil, avec des feuilles larges comme des parapluies, et une tige si haute qu’on pourrait y grimper pour voir {p:tout|toute} {place.def}. {h:Il|Elle} avait même prévu, avec {creature.def}, où mettre une échelle. Le seul problème, c’est que sur le sachet, en tout petit, il était écrit « floraison en été », et qu’on n’était qu’en avril.',
            bands: BIG,
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
          actions: { hero: 'dig', creature: 'fall' },
          object: 'seed',
          objectAt: 'ground',
          framing: 'medium',
        },
        text: [
          'Le lendemain, {hero} a couru voir {place.in}, mais il n’y avait rien, juste de la terre.',
          '{hero} a dit {creature.au} que la graine était peut-être coincée, et {h:il|elle} a creusé pour vérifier.',
          {
            text: 'La graine était là, toute ronde, toute tranquille : elle dormait sous la terre !',
            bands: OLDER,
          },
          {
            alts: [
              '{^creature.def} a éclaté de rire : « Laisse-la dormir ! »',
              '{^creature.def} a ri si fort qu’{c:il|elle} est {c:tombé|tombée} à la renverse.',
              '{^creature.def} a dit en riant : « Chut, elle fait la sieste ! »',
            ],
          },
          {
            text: '{hero} a remis la graine dans son trou, un peu {h:vexé|vexée}, et a rebouché avec soin.',
            bands: OLDER,
          },
          {
            text: '{^creature.def} a expliqué, très {c:savant|savante}, qu’une graine, c’est comme un bébé qui dort, et que si on la réveille tout le temps, elle ne grandit pas. {hero} a froncé les sourcils : dormir pour grandir, c’était exactement ce que les grands répétaient le soir, et même {creature.pl} étaient d’accord, décidément.',
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
          object: 'seed',
          objectAt: 'water',
          framing: 'medium',
        },
        text: [
          'Deuxième idée de {hero} : beaucoup d’eau, pour que ça pousse plus vite {place.in} !',
          {
            text: '{hero} a versé un arrosoir, deux arrosoirs, trois arrosoirs, sous les yeux inquiets {creature.du}.',
            bands: OLDER,
          },
          'Splash, il y avait une mare {place.in}, et la graine flottait dessus comme un petit bateau !',
          {
            text: '{friend} a crié qu’il fallait un canard pour cette mare, et {creature.def} a ri avec eux, les pattes dans la boue.',
            friend: true,
            bands: OLDER,
          },
          {
            text: '{hero} a dû repêcher la graine avec une feuille, et tout recommencer, les pieds dans la boue.',
            bands: OLDER,
          },
          {
            text: '{h:Assis|Assise} au bord de la mare qu’{h:il|elle} avait fabriquée, {hero} a réfléchi : {h:il|elle} avait voulu aider la graine, mais en vérité, {h:il|elle} l’avait dérangée deux fois et presque noyée une fois. Peut-être que la graine n’avait besoin que de temps, et de quelqu’un qui veille sans s’agiter, comme {creature.def}.',
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
          actions: { hero: 'sit', creature: 'sleep' },
          object: 'seed',
          objectAt: 'ground',
          framing: 'close',
        },
        text: [
          'Alors {hero} a décidé d’attendre, pour de vrai, avec {creature.def}.',
          'Chaque jour, un tout petit peu d’eau, et chaque soir, une petite chanson {place.in}.',
          '{hero} chantait : « Dors bien, petite graine, pousse quand tu seras prête. »',
          {
            text: '{hero} avait même fabriqué une petite pancarte pour {place.def} : « Ici dort une graine. Chut. »',
            bands: OLDER,
            friend: false,
          },
          {
            text: '{^creature.def} venait chanter aussi, et parfois, {c:il|elle} s’endormait à côté, la tête sur le caillou qui marquait l’endroit.',
            bands: OLDER,
          },
          {
            text: 'Ce n’était pas facile : les jours passaient, tous pareils, la terre, toujours la terre. Parfois {hero} avait envie de creuser, juste un peu, alors {h:il|elle} mettait ses mains dans ses poches et chantait un peu plus fort avec {creature.def}. C’était leur truc à tous les deux : des mains dans les poches, des pattes bien sages et une chanson, contre l’impatience.',
            bands: BIG,
          },
        ],
      },
      {
        scene: {
          place: 'world',
          time: 'morning',
          weather: 'rain',
          mood: 'calm',
          cast: ['hero', 'creature'],
          actions: { hero: 'point', creature: 'run' },
          object: 'seed',
          objectAt: 'ground',
          framing: 'medium',
        },
        text: [
          'Il a plu sur {place.def}, il a fait soleil, il a plu encore.',
          'Et un matin, un tout petit bout vert est sorti de la terre !',
          '{hero} a crié que la graine était réveillée, et {creature.def} a fait trois bonds de joie.',
          {
            text: 'La pousse était minuscule, plus petite qu’une patte {creature.du}, mais elle était là, bien droite, toute fière.',
            bands: OLDER,
          },
          {
            text: '{hero} s’est {h:allongé|allongée} dans l’herbe mouillée pour la regarder de tout près : deux petites feuilles, pliées comme des mains qui prient. {h:Il|Elle} a eu envie de la toucher, et puis non ; {h:il|elle} a juste soufflé dessus, avec {creature.def}, pour lui dire bonjour. Attendre avait été long, mais ce bonjour-là valait toutes les attentes du monde.',
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
          actions: { hero: 'reach-up', friend: 'reach-up', creature: 'stand' },
          object: 'flower',
          objectAt: 'ground',
          framing: 'wide',
          prop: 'fence',
        },
        text: [
          { text: 'Les semaines ont passé {place.in}, et la pousse a grandi, grandi, grandi.', bands: OLDER },
          'Plus haute que {creature.def}, plus haute que les enfants, plus haute que la barrière !',
          'Et un matin d’été, la fleur s’est ouverte au-dessus {place.du}, géante et jaune comme le soleil !',
          {
            text: '{friend} s’est {f:dressé|dressée} tout en haut pour mesurer la fleur, puis a abandonné : elle était plus grande que {creature.def}, {f:que lui|qu’elle} et que {hero} réunis.',
            friend: true,
            bands: OLDER,
          },
          {
            text: 'Tout le monde est venu la voir : les abeilles, les papillons, et même les amis {creature.du}.',
            bands: OLDER,
          },
          {
            text: 'Au cœur de la fleur, il y avait des centaines de graines, rangées en spirale comme un escargot, toutes rondes et toutes brunes, exactement comme la première. {hero} les a regardées avec {creature.def}, en souriant : chacune d’elles, un jour, allait faire attendre quelqu’un.',
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
          object: 'flower',
          objectAt: 'ground',
          framing: 'medium',
        },
        text: [
          'Le soir, {hero} et {creature.def} se sont assis à l’ombre de la grande fleur.',
          {
            text: '{friend} a dit : « Tu vois, les plus belles choses prennent leur temps. »',
            friend: true,
          },
          {
            text: '{hero} a dit tout doucement {creature.au} : « Les plus belles choses prennent leur temps. »',
            friend: false,
          },
          '{^creature.def} a mangé une graine, une seule, et a gardé les autres pour l’année prochaine.',
          {
            text: '{hero} a rempli une petite boîte de graines : pour ses amis, pour sa maîtresse, pour les voisins, et pour {creature.pl}.',
            bands: OLDER,
          },
          {
            text: 'Avec chaque graine, {hero} avait envie de donner un conseil, mais {h:il|elle} savait que personne ne comprend vraiment la patience avant de l’avoir vécue. Alors {h:il|elle} a simplement écrit sur chaque sachet « ne pas creuser pour vérifier », et en dessous, plus petit, avec le dessin {creature.du} : « chanter, ça aide ».',
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
          object: 'seed',
          objectAt: 'on-prop',
          framing: 'close',
          prop: 'bed',
        },
        text: [
          'Dans son lit, {hero} avait une graine sous son oreiller.',
          'La graine dormait, et {hero} aussi allait dormir, pour grandir un peu, comme {creature.def}.',
          {
            alts: [
              'Demain, on verrait {place.in}. Ou après-demain. Rien ne pressait.',
              'Pas besoin de se presser : la nuit avait tout son temps.',
              'Tout doucement, comme une graine, {hero} s’est {h:endormi|endormie}.',
            ],
          },
          {
            text: 'Dehors, {place.in}, la grande fleur jaune se balançait dans la nuit, en veillant sur toutes ses petites graines.',
            bands: OLDER,
          },
        ],
      },
    ],
    questions: [
      { question: 'Qu’a planté {hero} ?', right: 'Une graine', wrong: ['Un caillou', 'Une pomme'] },
      {
        question: 'Qui a aidé {hero} à planter ?',
        right: '{^creature.def}',
        wrong: ['{^other.creature.def}', '{^other2.creature.def}'],
      },
      {
        question: 'Que s’est-il passé quand {hero} a trop arrosé ?',
        right: 'La graine a flotté sur une mare',
        wrong: ['La graine s’est envolée', 'Une fleur a poussé tout de suite'],
      },
      {
        question: 'Qu’est-ce qui a aidé la graine à pousser ?',
        right: 'Du temps, un peu d’eau et de la patience',
        wrong: ['Beaucoup, beaucoup d’eau', 'La déterrer tous les jours'],
      },
    ],
  },
  {
    id: 'patience-warm-nest',
    moral: 'patience',
    titles: ['Les œufs du nid', '{hero} garde le nid', 'Toc, toc, qui est là ?'],
    places: ['river', 'farm', 'forest'],
    creatures: ['duck', 'robin', 'owl'],
    objects: ['nest', 'basket'],
    pages: [
      {
        scene: {
          objectHolds: 'eggs',
          place: 'world',
          time: 'morning',
          weather: 'clear',
          mood: 'calm',
          cast: ['hero', 'friend', 'creature'],
          actions: { hero: 'stand', friend: 'wave', creature: 'sit' },
          object: 'world',
          objectAt: 'ground',
          framing: 'medium',
        },
        text: [
          '{^place.in}, {creature.indef} couvait trois œufs tout ronds, bien au chaud dans {object.indef}.',
          '« Je dois aller chercher à manger, a dit {creature.def} : tu veux bien garder mes œufs ? »',
          { text: '{hero} a dit oui, {h:tout fier|toute fière} de garder {object.def}.', bands: SMALL },
          {
            text: '{hero} a dit oui, {h:tout fier|toute fière} : garder les œufs {creature.du}, quelle mission !',
            bands: OLDER,
          },
          {
            text: '{friend} a promis aussi, très {f:sérieux|sérieuse}, et {f:il|elle} a même fait une petite révérence.',
            friend: true,
          },
          { text: '{hero} a promis {creature.au}, la main sur le cœur.', friend: false },
          {
            text: '{h:Il|Elle} avait déjà gardé son petit cousin, une fois, pendant cinq minutes, et un poisson rouge pendant les vacances, mais des œufs de {creature.nom}, jamais.',
            bands: OLDER,
            friend: false,
          },
          {
            text: '« Surtout, ne les touche pas, a ajouté {creature.def}, tiens-leur juste compagnie : ils sortiront quand ils seront prêts. »',
            bands: OLDER,
          },
          {
            text: '{^creature.def} {creature.file} jusqu’au bout du chemin, puis {c:il|elle} a disparu. {hero} s’est {h:assis|assise} devant {object.def}, très {h:sérieux|sérieuse}, comme {h:un gardien|une gardienne} de musée devant un trésor : trois œufs, blancs avec des petites taches, qui ne bougeaient pas, pas encore. {h:Il|Elle} se demandait à quoi ressembleraient les petits {creature.du}, et surtout quand ils allaient sortir.',
            bands: BIG,
          },
        ],
      },
      {
        scene: {
          objectHolds: 'eggs',
          place: 'world',
          time: 'morning',
          weather: 'clear',
          mood: 'worried',
          cast: ['hero', 'friend'],
          actions: { hero: 'sit', friend: 'sit' },
          object: 'world',
          objectAt: 'ground',
          framing: 'close',
        },
        text: [
          '{hero} a regardé les œufs : une minute, deux minutes, trois minutes…',
          'Autour, {place.calme}, mais dans {object.def}, rien ne bougeait.',
          '{hero} a chuchoté : « Allez, sortez, on vous attend {place.in} ! »',
          {
            alts: [
              'Les œufs n’ont pas répondu : les œufs ne répondent jamais.',
              'Pas de réponse : un œuf, ça ne répond jamais, même quand on demande gentiment.',
            ],
          },
          {
            text: '{friend} a collé son oreille contre {object.def}, mais {f:il|elle} n’a entendu que son ventre qui gargouillait.',
            friend: true,
            bands: SMALL,
          },
          {
            text: '{friend} a collé son oreille contre {object.def} et a annoncé, très {f:sérieux|sérieuse} : « J’entends quelque chose ! » Ce n’était que son ventre qui gargouillait.',
            friend: true,
            bands: OLDER,
          },
          {
            text: '{hero} a compté jusqu’à cent, puis jusqu’à deux cents, puis {h:il|elle} s’est {h:trompé|trompée} et a dû tout recommencer, en comptant cette fois les œufs {creature.du} : un, deux, trois, ça, c’était facile.',
            bands: OLDER,
          },
          {
            text: 'Le temps passait lentement, si lentement qu’on aurait dit que les nuages s’étaient arrêtés au-dessus {object.du} pour faire la sieste. {hero} avait des fourmis dans les jambes et des questions plein la tête : est-ce que ça fait mal, de sortir d’un œuf, est-ce que les bébés savent qu’on les attend, est-ce qu’ils auront peur du dehors ?',
            bands: BIG,
          },
          {
            text: 'Une libellule est passée, bleue et brillante, et {hero} a eu envie de la suivre, juste un peu, juste jusqu’au prochain buisson. Mais {h:il|elle} avait promis {creature.au} : alors {h:il|elle} l’a regardée s’éloigner, et {h:il|elle} est {h:resté|restée} là.',
            bands: OLDER,
          },
        ],
      },
      {
        scene: {
          objectHolds: 'eggs',
          place: 'world',
          time: 'day',
          weather: 'clear',
          mood: 'worried',
          cast: ['hero', 'friend'],
          actions: { hero: 'point', friend: 'stand' },
          object: 'world',
          objectAt: 'ground',
          framing: 'close',
        },
        text: [
          {
            alts: [
              '{hero} a eu une idée : « Et si je frappais, toc, toc, pour aider les bébés {creature.du} ? »',
              '{hero} s’est {h:penché|penchée} sur {object.def} : « Et si je frappais, toc, toc, pour les aider ? »',
            ],
          },
          '{h:Il|Elle} a levé le doigt au-dessus {object.du}, et {h:il|elle} s’est {h:arrêté|arrêtée} juste à temps.',
          '« Ne les touche pas », avait dit {creature.def}.',
          { text: '{friend} a crié juste à temps : « Pas toucher, on a promis {creature.au} ! »', friend: true },
          {
            text: '{hero} a mis ses mains derrière son dos, bien serrées l’une contre l’autre, bien loin {object.du}.',
            friend: false,
          },
          {
            text: 'Un œuf, c’est fragile, et un bébé {creature.nom} qui sort trop tôt, c’est comme une fleur qu’on ouvre avec les doigts : ça l’abîme.',
            bands: OLDER,
          },
          {
            text: '{hero} a soupiré : garder des œufs, c’était beaucoup plus difficile que prévu. On ne pouvait rien faire pour accélérer les choses, ni tirer, ni pousser, ni appeler : juste rester là, et c’était peut-être ça, le plus difficile, ne rien faire, mais le faire bien.',
            bands: BIG,
          },
          {
            text: '{h:Il|Elle} a pensé {creature.au}, qui couvait ses œufs depuis des jours et des jours, sans bouger, par la pluie et par le vent. Et {h:il|elle} s’est dit que {creature.pl} étaient sûrement {c:les champions|les championnes} du monde de la patience, et qu’on devrait leur donner des médailles.',
            bands: BIG,
          },
        ],
      },
      {
        scene: {
          objectHolds: 'eggs',
          place: 'world',
          time: 'day',
          weather: 'wind',
          mood: 'calm',
          cast: ['hero'],
          actions: { hero: 'sit' },
          object: 'world',
          objectAt: 'ground',
          framing: 'medium',
        },
        text: [
          'Le vent s’est levé, fffou, et {creature.def} n’était toujours pas {c:revenu|revenue}.',
          '{hero} a enlevé son écharpe et l’a posée tout autour {object.du}, sans toucher les œufs : « Voilà, comme ça, vous aurez chaud. »',
          {
            text: 'Puis {h:il|elle} s’est {h:assis|assise} tout près et a chanté une berceuse, tout bas.',
            bands: SMALL,
          },
          {
            text: 'Puis {h:il|elle} s’est {h:assis|assise} tout près, et a commencé à chanter une berceuse, tout bas, comme {creature.def} devait le faire pour ses œufs.',
            bands: OLDER,
          },
          {
            text: 'Quelque chose avait changé : {hero} ne regardait plus les œufs pour qu’ils se dépêchent, mais pour qu’ils ne soient pas seuls. C’était une attente toute différente, plus douce, plus calme, comme quand on attend quelqu’un qu’on aime à la gare, sans regarder l’heure toutes les minutes.',
            bands: BIG,
          },
          {
            text: '{hero} chantait la chanson de sa maman, celle qu’elle chantait quand {h:il|elle} avait de la fièvre, et qui parlait d’une lune qui se berce toute seule dans le ciel. {h:Il|Elle} ne se souvenait pas de toutes les paroles, alors {h:il|elle} inventait les morceaux manquants, avec des « {creature.cri} » au refrain, et les œufs ne semblaient pas s’en plaindre.',
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
          actions: { hero: 'sit', friend: 'sit' },
          object: 'world',
          objectAt: 'ground',
          framing: 'close',
        },
        text: [
          'Le soleil descendait, et {hero} chantait toujours, tout bas, tout près {object.du}.',
          'Et soudain, crac, un petit bruit dans {object.def} !',
          'Puis crac, crac, un bec minuscule est apparu, un vrai bec de {creature.nom} !',
          { text: 'Son cœur battait si fort qu’on aurait pu l’entendre de l’autre côté {place.du}.', bands: OLDER },
          {
            text: '{friend} a ouvert la bouche toute grande : « Ça y est, c’est un bébé {creature.nom} ! »',
            friend: true,
            bands: SMALL,
          },
          {
            text: '{friend} a ouvert la bouche si grand qu’une mouche a failli y entrer, et {f:il|elle} a chuchoté « ça y est, ça y est », sans crier, pour ne pas faire peur aux petits.',
            friend: true,
            bands: OLDER,
          },
          {
            text: '{hero} a mis les mains sur sa bouche, pour ne pas crier de joie et faire peur {c:au petit|à la petite} {creature.nom}.',
            friend: false,
          },
          {
            text: '{c:Le petit|La petite} {creature.nom} travaillait dur : {c:il|elle} poussait, se reposait, poussait encore. Et {hero} a compris qu’on ne pouvait pas l’aider : {c:il|elle} devait le faire {c:tout seul|toute seule}, à son rythme, et la seule chose qu’on pouvait faire, c’était l’encourager en silence.',
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
          actions: { hero: 'sit', creature: 'stand' },
          object: 'world',
          objectAt: 'ground',
          framing: 'medium',
        },
        text: [
          '{^creature.def} est {c:revenu|revenue} juste à ce moment-là.',
          'Crac, crac, crac : trois bébés tout mouillés, tout ébouriffés, dans {object.def} !',
          '« Piou, piou, piou ! » ont-ils dit à leur maman {creature.nom}.',
          {
            text: '{^creature.def} a regardé l’écharpe, les coquilles, les bébés, puis {hero} : « Tu as été {h:un gardien parfait|une gardienne parfaite}. »',
            bands: OLDER,
          },
          {
            text: '« J’ai failli frapper, a avoué {hero} {creature.au}, ce n’était pas facile du tout. » {^creature.def} a ri doucement : « Moi aussi, la première fois, j’ai failli frapper ; tout le monde a envie de frapper, et ce qui compte, c’est de ne pas le faire. »',
            bands: BIG,
          },
          {
            text: 'Les trois petits se sont serrés les uns contre les autres en piaillant, puis se sont tus d’un coup, tout étonnés d’être au monde.',
            bands: OLDER,
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
          actions: { hero: 'sit', friend: 'sit', creature: 'sit' },
          object: 'world',
          objectAt: 'ground',
          framing: 'close',
        },
        text: [
          'Les trois bébés se sont blottis dans l’écharpe toute douce, au creux {object.du}.',
          {
            text: '« Les bonnes choses arrivent à leur heure, a dit {friend} {creature.au}, même les bébés. »',
            friend: true,
          },
          {
            text: '« Les bonnes choses arrivent à leur heure », a pensé {hero} en souriant {creature.au}.',
            friend: false,
          },
          '« Laisse-leur un peu ton écharpe et ta chanson, a dit {creature.def} : ils les aiment déjà. »',
          {
            text: '{hero} a laissé son écharpe dans {object.def}, en cadeau : demain, {h:il|elle} reviendrait voir les petits {place.in}, et après-demain, et tous les jours.',
            bands: OLDER,
          },
          {
            text: '{hero} a pensé, en rentrant chez {h:lui|elle}, à toutes les choses qu’on attend : les anniversaires, les vacances, la neige, les dents qui poussent. Et {h:il|elle} s’est dit que l’attente, peut-être, faisait partie du cadeau : sans elle, le premier « piou » des petits {creature.du} n’aurait pas été aussi merveilleux.',
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
              'Ce soir-là, {hero} s’est {h:couché|couchée} sans écharpe, mais avec le cœur bien chaud.',
              'Ce soir-là, l’écharpe dormait dans {object.def}, et {hero} dans son lit, le cœur bien chaud.',
            ],
          },
          '{h:Il|Elle} a fredonné la berceuse, la même que pour les bébés {creature.du}.',
          {
            alts: [
              'Et {h:il|elle} s’est {h:endormi|endormie}, tout doucement, sans se presser.',
              'Piou, piou, et {hero} dormait déjà.',
              'Et le sommeil est venu, à son heure, comme les petits oiseaux.',
            ],
          },
          {
            text: 'Là-bas, {place.in}, trois petits becs dormaient au chaud, serrés les uns contre les autres.',
            bands: OLDER,
          },
        ],
      },
    ],
    questions: [
      {
        question: 'Qui a demandé à {hero} de garder les œufs ?',
        right: '{^creature.def}',
        wrong: ['{^other.creature.def}', '{^other2.creature.def}'],
      },
      { question: 'Combien y avait-il d’œufs ?', right: 'Trois', wrong: ['Deux', 'Cinq'] },
      {
        question: 'Qu’a fait {hero} quand le vent s’est levé ?',
        right: '{h:Il|Elle} a mis son écharpe autour {object.du}',
        wrong: ['{h:Il|Elle} a emporté les œufs', '{h:Il|Elle} est {h:rentré|rentrée} à la maison'],
      },
      {
        question: 'Pourquoi fallait-il attendre sans toucher les œufs ?',
        right: 'Parce que les bébés sortent quand ils sont prêts',
        wrong: ['Parce que les œufs étaient chauds', 'Parce que {creature.def} dormait dedans'],
      },
    ],
  },
  {
    id: 'patience-pebble-tower',
    moral: 'patience',
    titles: ['La tour de cailloux', '{hero} construit tout doucement', '{^object.def} tout en haut'],
    places: ['seaside', 'river', 'island'],
    creatures: ['turtle', 'frog', 'hedgehog', 'duck'],
    objects: ['shell', 'feather', 'star'],
    pages: [
      {
        scene: {
          creatureAt: 'on-rock',
          place: 'world',
          time: 'morning',
          weather: 'clear',
          mood: 'happy',
          cast: ['hero', 'friend', 'creature'],
          actions: { hero: 'stand', friend: 'point', creature: 'sit' },
          object: 'world',
          framing: 'wide',
        },
        text: [
          '{^place.in}, il y avait des milliers de cailloux ronds et lisses.',
          '{hero} a eu une idée : construire la plus haute tour du monde, et tout en haut, poser {object.indef}, comme une couronne !',
          {
            text: '{friend} a déclaré qu’{f:il|elle} serait l’architecte : personne ne savait ce que c’était, pas même {f:lui|elle}, mais ça sonnait bien.',
            friend: true,
          },
          { text: '{^creature.def}, qui prenait le soleil sur un rocher, a ouvert un œil curieux.', friend: false },
          {
            text: '{^object.def}, {hero} {o:l’avait trouvé|l’avait trouvée} le matin même, et {h:il|elle} voulait {o:le|la} mettre à l’honneur, là-haut, où tout le monde pourrait {o:le|la} voir.',
            bands: OLDER,
          },
          {
            text: '{hero} avait déjà vu des tours de cailloux, au bord des chemins de montagne, et elles avaient l’air si simples : un caillou, puis un autre, puis un autre. Les grands disaient qu’elles montraient la route aux promeneurs ; {hero} voulait que la sienne montre la route aux nuages, et il suffisait, pensait-{h:il|elle}, d’aller vite et de ne pas s’arrêter : {object.def} serait là-haut avant midi.',
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
          actions: { hero: 'build', friend: 'point', creature: 'sit' },
          object: 'world',
          framing: 'medium',
        },
        text: [
          'Vite, vite, {hero} empilait les cailloux à toute allure !',
          'Un, deux, trois, quatre, cinq : la tour montait !',
          'Et patatras, tout est tombé dans un grand cliquetis, et {creature.def} a sursauté sur son rocher !',
          {
            alts: [
              'Clac, clac, cloc, un caillou a même roulé sur son pied, aïe !',
              'Clic, clac, cloc, un caillou a roulé jusque dans l’eau, plouf, et {creature.def} a été {c:éclaboussé|éclaboussée} !',
              'Clac, cloc, boum, les cailloux ont roulé partout {place.in} !',
            ],
          },
          {
            text: '{friend}, l’architecte, a expliqué {creature.au} d’un air savant qu’il manquait des fondations.',
            friend: true,
            bands: SMALL,
          },
          {
            text: '{friend}, l’architecte, a déclaré d’un air savant qu’il manquait des fondations, mais {f:il|elle} ne savait pas non plus ce que c’était, et {creature.def} non plus.',
            friend: true,
            bands: OLDER,
          },
          {
            text: '{hero} a tapé du pied en serrant {object.def} dans sa main : ce n’était pas juste, {h:il|elle} avait fait exactement comme il fallait, mais en plus vite !',
            bands: OLDER,
          },
          {
            text: 'Une deuxième fois, {hero} a recommencé, encore plus vite, parce qu’{h:il|elle} était en colère contre les cailloux, contre le vent, et même un peu contre {object.def}, et la colère, ça donne de l’énergie. Six cailloux, sept cailloux, et patatras, jusqu’aux pattes {creature.du} ! La colère, ça donne de l’énergie, mais pas d’équilibre : ça, {hero} ne le savait pas encore.',
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
          actions: { hero: 'sit', creature: 'walk' },
          object: 'world',
          objectAt: 'ground',
          framing: 'medium',
        },
        text: [
          '{hero} a essayé de poser {object.def} tout de suite, sur trois cailloux.',
          'Mais la tour a tremblé, et {object.def} a glissé entre les cailloux !',
          '{hero} s’est {h:assis|assise}, les bras croisés, et a dit {creature.au} : « Cette tour ne veut pas de moi ! »',
          {
            text: '{^creature.def} s’est {c:approché|approchée}, tout doucement, comme {c:il|elle} faisait tout. {^creature.cri}.',
            bands: OLDER,
          },
          {
            text: '{hero} boudait, le menton sur les genoux, et écoutait : {place.calme}. {h:Il|Elle} regardait l’eau passer sur les cailloux, sans jamais se presser, sans jamais se fâcher, et pourtant, c’était elle qui avait poli ces milliers de cailloux si ronds, si doux, un petit coup après l’autre, pendant des années.',
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
          actions: { hero: 'sit', creature: 'build' },
          object: 'world',
          objectAt: 'ground',
          framing: 'close',
        },
        text: [
          '{^creature.def} a pris un caillou, l’a regardé, l’a tourné, l’a retourné.',
          'Puis {c:il|elle} l’a posé tout doucement, {creature.cri}, et il tenait.',
          '{^creature.def} a dit : « Tu vois, chaque caillou a sa bonne place, il faut la chercher. »',
          {
            text: '{hero} a soupiré : « Mais ça va prendre des heures ! » {^creature.def} a haussé les épaules : « Oui, et alors ? »',
            bands: OLDER,
          },
          {
            text: '{hero} a réfléchi à cette question : et alors, rien. Il n’y avait pas de train à prendre, pas d’école, pas de bain, juste {place.def}, le soleil, et tout le temps du monde. La seule chose qui était pressée, c’était {hero}, et {h:il|elle} s’est demandé pourquoi, pendant que {creature.def} attendait, {c:tranquille|tranquille}.',
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
          actions: { hero: 'build', friend: 'carry', creature: 'give' },
          object: 'world',
          objectAt: 'ground',
          framing: 'medium',
        },
        text: [
          'Alors {hero} a recommencé, mais tout doucement cette fois, comme {creature.def}.',
          'Un caillou : {h:il|elle} le tournait, le cherchait, le posait, et il tenait.',
          {
            alts: [
              'Un autre caillou : respirer, tourner, poser, et il tenait aussi !',
              'Encore un : on respire, on tourne, on pose, et hop, il tenait aussi !',
            ],
          },
          {
            text: '{friend} tendait les cailloux les plus plats, et {f:il|elle} annonçait {creature.au} : « Caillou numéro — euh — beaucoup ! »',
            friend: true,
          },
          { text: '{^creature.def} tendait les cailloux un par un, en choisissant les plus plats.', friend: false },
          {
            text: 'C’était un peu comme une chanson très lente, et {place.calme}, comme pour battre la mesure ; {hero} avait arrêté de compter.',
            bands: OLDER,
          },
          {
            text: 'Ses mains ne tremblaient plus : {h:il|elle} sentait le poids de chaque caillou, son petit creux, sa bosse, l’endroit où il voulait se poser. C’était étrange : en allant lentement, {h:il|elle} avançait plus vite que tout à l’heure, parce qu’on ne recommençait plus, parce que chaque caillou posé restait posé, et {creature.def} approuvait d’un petit « {creature.cri} » à chaque étage.',
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
          actions: { hero: 'reach-up', creature: 'stand' },
          object: 'world',
          objectState: 'lit',
          framing: 'medium',
        },
        text: [
          'Le soleil commençait à descendre, et la tour était plus haute que {creature.def}, presque aussi haute que {hero} !',
          'Le moment était venu : {hero} a pris {object.def} et a retenu son souffle.',
          '{h:Il|Elle} {o:l’a posé|l’a posée} tout en haut, et {object.def} tenait, hourra !',
          {
            text: '{hero} a dansé autour de la tour avec {creature.def}, mais pas trop près, et pas trop fort, pour ne rien faire tomber.',
            bands: OLDER,
          },
          {
            text: '{^object.def} brillait dans la lumière du soir, tout là-haut, comme une couronne sur la tête d’un roi très calme. {hero} a regardé sa tour longtemps, sans rien dire, pendant que le ciel devenait tout rose. Ce n’était pas la plus haute tour du monde, mais c’était la plus patiente, et même {creature.def} le disait : c’était encore mieux.',
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
          objectAt: 'ground',
          framing: 'wide',
        },
        text: [
          '{hero} s’est {h:assis|assise} près {creature.du} pour admirer la tour dans le soleil couchant.',
          {
            text: '« Tout doucement, on va plus loin », a dit {friend}, très {f:fier|fière} de son rôle d’architecte.',
            friend: true,
          },
          { text: '« Tout doucement, on va plus loin », a dit {hero}, en souriant {creature.au}.', friend: false },
          '{^creature.def} a hoché la tête, tout doucement, bien sûr.',
          {
            text: 'Et quand l’eau est montée un peu, elle est venue lécher le pied de la tour, mais la tour a tenu bon.',
            bands: OLDER,
          },
          {
            text: '{hero} a pensé que demain, peut-être, le vent ou l’eau feraient tomber la tour et {object.def}, et ça ne {h:le|la} rendait pas triste. Parce que ce qu’{h:il|elle} avait construit aujourd’hui, ce n’était pas seulement une tour : c’était quelque chose de nouveau dans ses mains, une façon de faire les choses, et ça, aucune vague ne pourrait l’emporter.',
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
          'Le soir, dans son lit, {hero} empilait encore des cailloux dans sa tête, avec {object.indef} tout en haut.',
          'Un, tout doucement, deux, tout doucement, trois, comme {creature.def}…',
          {
            alts: [
              'Et {hero} s’est {h:endormi|endormie} avant le quatrième.',
              'Au quatrième, {hero} dormait déjà.',
              'Quatre, et le sommeil s’est posé tout en haut, comme une couronne.',
            ],
          },
          {
            text: 'Dehors, sous la lune, la tour de cailloux veillait sur {place.def}, toute seule et pas pressée du tout.',
            bands: OLDER,
          },
        ],
      },
    ],
    questions: [
      {
        question: 'Qu’a construit {hero} {place.in} ?',
        right: 'Une tour de cailloux',
        wrong: ['Un château de sable', 'Une cabane de bois'],
      },
      {
        question: 'Qu’a-t-{h:il|elle} posé tout en haut ?',
        right: '{^object.indef}',
        wrong: ['{^other.object.indef}', '{^other2.object.indef}'],
      },
      {
        question: 'Qui a montré comment poser les cailloux ?',
        right: '{^creature.def}',
        wrong: ['{^other.creature.def}', '{^other2.creature.def}'],
      },
      {
        question: 'Pourquoi la tour tenait-elle à la fin ?',
        right: 'Parce qu’on l’avait construite tout doucement',
        wrong: ['Parce qu’il n’y avait plus de vent', 'Parce qu’on avait utilisé de la colle'],
      },
    ],
  },
];
