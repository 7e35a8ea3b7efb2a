/** Perseverance: a climb to the top, a tune learnt note by note, a little boat that finally floats. */
import type { Plot } from '../../format.js';
import { BIG, OLDER, SMALL } from '../bands.js';

export const perseverancePlots: Plot[] = [
  {
    id: 'perseverance-long-climb',
    moral: 'perseverance',
    titles: ['Tout en haut {place.du}', '{hero} et la longue montée', 'Encore un petit pas'],
    places: ['mountain', 'snowfield', 'forest'],
    creatures: ['fawn', 'bear', 'squirrel', 'owl'],
    objects: ['map', 'lantern', 'scarf'],
    pages: [
      {
        scene: {
          place: 'world',
          time: 'morning',
          weather: 'clear',
          mood: 'happy',
          cast: ['hero', 'friend', 'creature'],
          actions: { hero: 'walk', friend: 'stand', creature: 'run' },
          object: 'world',
          framing: 'wide',
        },
        text: [
          'Tout en haut {place.du}, il y avait un gros rocher qu’on appelait le Rocher du Ciel.',
          'On disait que de là-haut, on voyait {p:tout|toute} {place.def}, et {hero} voulait y monter avec {creature.def}.',
          '{hero} a pris {object.son}, et {creature.def} a pris son courage.',
          {
            text: '{friend} avait rempli son sac de gâteaux secs pour {creature.def} et {f:lui|elle}, et {f:il|elle} en avait déjà mangé trois avant le départ.',
            friend: true,
            bands: OLDER,
          },
          {
            text: '{^creature.def} sautillait d’impatience, {creature.cri}, {creature.cri}, en demandant si on partait.',
            friend: false,
          },
          {
            text: 'Le chemin montait, montait, en zigzag entre les pierres, et on ne voyait même pas le bout.',
            bands: OLDER,
          },
          {
            text: '{hero} avait souvent regardé le Rocher du Ciel depuis sa fenêtre, tout petit au loin, comme un chapeau posé sur {place.def}. Ce matin-là, {h:il|elle} s’était {h:réveillé|réveillée} en sachant que c’était le jour, et {creature.def} avait dit oui tout de suite, en battant des pattes. Ni {hero} ni {creature.def} ne savaient encore à quel point ce serait long.',
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
          actions: { hero: 'walk', creature: 'walk' },
          object: 'world',
          framing: 'wide',
        },
        text: [
          'Au début, c’était facile : {hero} et {creature.def} marchaient en chantant.',
          { text: 'Un pas, deux pas, trois pas {place.in}, la la la.', bands: OLDER },
          '{^creature.def} {creature.file} devant, et {hero} suivait avec {object.def}.',
          {
            text: 'Ils ont vu des fleurs, des papillons et une source qui faisait glouglou entre deux pierres.',
            bands: OLDER,
          },
          {
            text: '{hero} se disait que c’était une promenade de rien du tout, et que le Rocher du Ciel serait atteint avant le goûter, et {creature.def} était du même avis. Ils ont même parié : le premier en haut {place.du} aurait le droit de choisir la chanson du retour. Ils ne savaient pas que le chemin, lui, avait d’autres projets pour {creature.def} et {hero}.',
            bands: BIG,
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
          actions: { hero: 'stand', friend: 'sit', creature: 'sit' },
          object: 'world',
          framing: 'medium',
        },
        text: [
          'Mais bientôt, le chemin est devenu raide, très raide {place.in}.',
          'Les pattes {creature.du} étaient lourdes comme des bûches, et les jambes des enfants aussi.',
          '{^creature.def} a soufflé qu’{c:il|elle} n’en pouvait plus, en s’asseyant sur une pierre.',
          {
            text: '{friend} s’est {f:allongé|allongée} par terre comme une étoile de mer, à côté {creature.du}, en disant qu’{f:il|elle} allait vivre sur ce caillou.',
            friend: true,
            bands: OLDER,
          },
          {
            text: '{hero} a levé la tête. Le Rocher du Ciel semblait toujours aussi loin au-dessus {place.du}.',
            bands: OLDER,
          },
          {
            text: '{hero} aussi avait envie de s’arrêter : ses pieds chauffaient, son dos tirait sous {object.def}, et une petite voix répétait de rentrer, que ce n’était pas grave, qu’on reviendrait une autre fois. C’était une voix très convaincante, qui parlait comme un oreiller.',
            bands: BIG,
          },
        ],
      },
      {
        scene: {
          place: 'world',
          time: 'day',
          weather: 'wind',
          mood: 'calm',
          cast: ['hero', 'creature'],
          actions: { hero: 'sit', creature: 'sit' },
          object: 'world',
          framing: 'close',
        },
        text: [
          '{hero} s’est {h:assis|assise} à côté {creature.du}, et ils ont bu un peu d’eau {place.in}.',
          'Puis {hero} a eu une idée : ne plus regarder le sommet, juste le prochain arbre.',
          '{^creature.def} a demandé : « Seulement le prochain arbre ? » Et {hero} a dit oui.',
          {
            text: 'Et arrivés au prochain arbre, ils ont choisi le prochain caillou, puis la prochaine fleur.',
            bands: OLDER,
          },
          {
            text: 'C’était un drôle de truc, mais ça marchait : le sommet était trop loin pour les jambes, mais un arbre, les pattes {creature.du} pouvaient l’imaginer, et un caillou, ce n’était presque rien. {hero} a compris que les grandes choses se font peut-être comme ça : en petits morceaux, l’un après l’autre, sans regarder {place.def} {p:tout entier|tout entière}.',
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
          actions: { hero: 'walk', friend: 'walk', creature: 'hug' },
          object: 'world',
          framing: 'medium',
        },
        text: [
          'Mais plus haut, le vent soufflait fort {place.in}, et il a failli emporter {object.def} !',
          '{hero} {o:l’a rattrapé|l’a rattrapée} de justesse, et {creature.def} s’est {c:accroché|accrochée} à sa jambe.',
          { text: 'Ils ont glissé sur les cailloux, une fois, deux fois, aïe.', bands: OLDER },
          {
            text: '{friend} a crié dans le vent qu’on avait dit le prochain arbre, juste le prochain, et {f:il|elle} a continué à côté {creature.du}, les dents serrées.',
            friend: true,
            bands: OLDER,
          },
          {
            text: '{hero} s’est {h:relevé|relevée}, a secoué la poussière de ses genoux, et a tendu la main {creature.au}.',
            bands: OLDER,
          },
          {
            text: 'Deux fois, {hero} a failli faire demi-tour, et deux fois, {h:il|elle} a regardé {creature.def}, qui {h:le|la} regardait aussi : ni {hero} ni {creature.def} ne voulait être celui qui abandonne. Parfois, on continue pour soi, et parfois, on continue parce qu’il y a {creature.indef} à côté qui continue aussi.',
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
          actions: { hero: 'reach-up', creature: 'wave' },
          object: 'world',
          framing: 'wide',
        },
        text: [
          'Et tout à coup, plus de chemin : ils étaient sur le Rocher du Ciel, tout en haut {place.du} !',
          'Devant eux, {p:tout|toute} {place.def} brillait dans le soleil du soir.',
          '{^creature.def} a crié de joie, et {hero} a levé {object.def} très haut.',
          {
            text: 'On voyait les toits, les champs, la rivière qui brillait, et même leur maison, toute petite, au bord {place.du}.',
            bands: OLDER,
          },
          {
            text: 'Personne ne parlait, c’était trop beau pour les mots, et le vent s’était calmé, comme s’il respectait leur victoire. {hero} a pensé à la petite voix-oreiller, en bas : {h:s’il|si elle} l’avait écoutée, {h:il|elle} serait en train de goûter à la maison, et {h:il|elle} n’aurait jamais vu ça avec {creature.def}.',
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
          actions: { hero: 'sit', friend: 'sit', creature: 'hug' },
          object: 'world',
          framing: 'close',
        },
        text: [
          {
            text: '{friend} a partagé les derniers gâteaux secs avec {creature.def} : « Quand on continue, même fatigué, on finit par arriver. »',
            friend: true,
          },
          {
            text: '{hero} a souri {creature.au} : « Quand on continue, même fatigué, on finit par arriver. »',
            friend: false,
          },
          '{^creature.def} s’est {c:blotti|blottie} contre {hero}, et ils ont regardé le soleil se coucher {place.in}.',
          {
            alts: [
              'C’était le plus beau coucher de soleil.',
              'Jamais le ciel n’avait été aussi rose au-dessus {place.du}.',
              'Le ciel était rose, orange, puis violet, et {creature.def} n’en revenait pas.',
            ],
          },
          {
            text: 'Pour la descente, ils ont pris le petit sentier des moutons, et c’est {creature.def} qui a choisi la chanson, parce qu’{c:il|elle} était {c:arrivé|arrivée} en premier, d’un museau.',
            bands: OLDER,
          },
          {
            text: 'En descendant, {hero} a vu l’arbre, le caillou et la fleur qui les avaient aidés à monter, et {h:il|elle} leur a dit merci, un par un, tout bas. {^creature.def} a trouvé ça un peu bizarre, puis {c:il|elle} a dit merci aussi : on ne sait jamais, les arbres entendent peut-être.',
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
          'Ce soir-là, après la montée, ses jambes étaient toutes molles, comme de la guimauve.',
          'Mais dans sa tête, {h:il|elle} était encore tout en haut du Rocher du Ciel, avec {creature.def}.',
          {
            alts: [
              'Et {h:il|elle} s’est {h:endormi|endormie} avant même de finir son bâillement, {object.def} tout près.',
              'Un bâillement, un autre, et {hero} dormait, en rêvant.',
              '{hero} a fermé les yeux, et le sommeil est venu, un petit pas après l’autre, comme sur le chemin.',
            ],
          },
          {
            text: 'Là-bas, dans {creature.lit}, {creature.def} rêvait aussi d’arbres, de cailloux et de fleurs, un par un.',
            bands: OLDER,
          },
        ],
      },
    ],
    questions: [
      {
        question: 'Comment s’appelait le gros rocher tout en haut ?',
        right: 'Le Rocher du Ciel',
        wrong: ['Le Rocher des Nuages', 'Le Rocher du Vent'],
      },
      {
        question: 'Qui est {c:monté|montée} avec {hero} ?',
        right: '{^creature.def}',
        wrong: ['{^other.creature.def}', '{^other2.creature.def}'],
      },
      {
        question: 'Quelle était l’astuce pour ne pas abandonner ?',
        right: 'Regarder seulement le prochain arbre',
        wrong: ['Fermer les yeux en marchant', 'Courir le plus vite possible'],
      },
      {
        question: 'Qu’ont-ils gagné en continuant ?',
        right: 'Un coucher de soleil magnifique, tout en haut',
        wrong: ['Un gros gâteau', 'Une médaille en or'],
      },
    ],
  },
  {
    id: 'perseverance-parade-tune',
    moral: 'perseverance',
    titles: ['{hero} et la musique du défilé', 'Un peu chaque jour', 'La chanson {object.du}'],
    places: ['village', 'farm', 'park'],
    creatures: ['robin', 'frog', 'cat', 'puppy'],
    objects: ['drum', 'bell'],
    pages: [
      {
        scene: {
          place: 'world',
          time: 'morning',
          weather: 'clear',
          mood: 'happy',
          cast: ['hero', 'friend', 'creature'],
          actions: { hero: 'stand', friend: 'carry', creature: 'run' },
          object: 'world',
          framing: 'wide',
        },
        text: [
          'Dans une semaine, ce serait le grand défilé {place.du}.',
          '{hero} allait marcher devant tout le monde, avec {object.indef}.',
          {
            alts: [
              '{^creature.def} sautait de joie : {c:il|elle} adorait la musique.',
              '{^creature.def} en trépignait déjà : {c:il|elle} adorait la musique plus que tout.',
            ],
          },
          {
            text: '{friend} allait porter le drapeau, qui lui tombait sans arrêt sur la tête.',
            friend: true,
          },
          {
            text: '{hero} avait trouvé {object.def} dans le grenier de sa grand-mère, {o:tout poussiéreux|toute poussiéreuse}.',
            friend: false,
          },
          {
            text: 'Il fallait jouer la chanson du défilé, celle que {p:tout|toute} {place.def} connaissait par cœur : {o:tam, tam, tatam, tam|ding, ding, dreling, ding}.',
            bands: OLDER,
          },
          {
            text: '{hero} avait déjà imaginé la scène cent fois : les guirlandes, les gens sur le bord du chemin, et {h:lui|elle} devant, {object.def} qui {o:résonnait|tintait} fièrement, et {creature.def} qui dansait à côté. Il ne restait plus qu’un tout petit détail à régler : apprendre à jouer {object.du}, car {hero} n’en avait jamais joué de sa vie.',
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
          actions: { hero: 'stand', friend: 'stand', creature: 'hide' },
          object: 'world',
          framing: 'medium',
        },
        text: [
          'Premier essai : {hero} a joué {object.du}… {o:BOUM, BADABOUM, PATATRAS !|DING, DRELING, DRELANG !}',
          {
            alts: [
              'Ce n’était pas du tout la chanson du défilé, et {creature.def} s’est {c:caché|cachée} derrière un seau : {creature.cri} !',
              '{^creature.def} s’est bouché les oreilles : ce n’était pas du tout la chanson du défilé !',
            ],
          },
          { text: '{friend} a ri si fort que son drapeau lui est tombé sur la tête, encore une fois.', friend: true },
          {
            text: 'Au deuxième essai, c’était pire : même les pigeons se sont envolés d’un coup.',
            bands: OLDER,
          },
          {
            text: '{hero} a regardé {object.def} d’un œil noir, comme si c’était sa faute. Dans les mains des musiciens, {object.pl} chantent ; dans les siennes, {o:il|elle} faisait un bruit de casserole qu’on jette dans l’escalier. Pourquoi est-ce que ça semblait si facile quand les musiciens de la fanfare passaient sous les fenêtres ?',
            bands: BIG,
          },
        ],
      },
      {
        scene: {
          place: 'home',
          time: 'evening',
          weather: 'clear',
          mood: 'worried',
          cast: ['hero', 'friend'],
          actions: { hero: 'sit', friend: 'sit' },
          object: 'world',
          objectAt: 'on-prop',
          framing: 'close',
          prop: 'bed',
        },
        text: [
          'Le soir, {hero} a caché {object.def} sous son lit : « J’arrête, je n’y arriverai jamais ! »',
          'Sous le lit, {object.def} ne disait plus rien, et {hero} avait les yeux qui piquaient.',
          {
            alts: [
              'Une semaine pour apprendre {object.def}, c’était bien trop court, ou alors {hero} n’était pas assez {h:doué|douée}.',
              'Une semaine, c’était bien trop court, ou alors {hero} n’était pas {h:fait|faite} pour {object.def}.',
            ],
            bands: OLDER,
          },
          {
            text: '{friend} s’est {f:assis|assise} sur le lit : « Moi, je me suis {f:emmêlé|emmêlée} dans le drapeau trois fois, et {creature.def} a bien ri ! »',
            friend: true,
          },
          {
            text: '{hero} a regardé par la fenêtre : la lune se levait, {o:ronde comme un tambour neuf|brillante comme une clochette d’argent}, sans bruit, sans effort, comme tous les soirs.',
            bands: OLDER,
          },
          {
            text: '{hero} pensait aux autres enfants, qui savaient sûrement déjà jouer, marcher, chanter. {h:Il|Elle} pensait à la honte, le jour du défilé, si tout le monde se bouchait les oreilles comme {creature.def}. Tout laisser sous le lit, au moins, c’était sûr : on ne pouvait pas rater. Mais on ne pouvait pas réussir non plus, a murmuré une toute petite voix, quelque part sous le lit, du côté {object.du}.',
            bands: BIG,
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
          actions: { hero: 'stand', creature: 'stand' },
          object: 'world',
          framing: 'medium',
        },
        text: [
          {
            alts: [
              'Le lendemain matin, {creature.def} attendait devant la porte.',
              'Le lendemain, dès le matin, {creature.def} a frappé à la porte : toc, toc, {creature.cri}.',
            ],
          },
          '« Tu sais, a dit {creature.def}, au début, j’aimais bien le premier {o:boum|ding} : c’est après que ça se gâtait. Et si tu jouais juste le début, {o:tam, tam|ding, ding}, tout doucement, et demain un peu plus ? »',
          {
            text: '{hero} a hésité, puis {h:il|elle} est {h:allé|allée} chercher {object.def} sous le lit.',
            bands: OLDER,
          },
          {
            text: 'C’était une idée toute simple, et il avait fallu {creature.indef} pour y penser : pas toute la chanson, pas tout de suite, juste un morceau. Comme une tarte qu’on mange part après part, la chanson du défilé se jouerait morceau après morceau. {hero} a respiré un grand coup et a dit oui {creature.au}.',
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
          actions: { hero: 'stand', friend: 'walk', creature: 'sit' },
          object: 'world',
          framing: 'medium',
        },
        text: [
          'Alors chaque jour, {hero} s’est {h:entraîné|entraînée} un tout petit peu {place.in}, là où {place.calme}.',
          'Lundi : {o:tam, tam|ding, ding}. Mardi : {o:tam, tam, tatam|ding, ding, dreling}. Mercredi : {o:tam, tam, tatam, tam|ding, ding, dreling, ding} !',
          '{^creature.def} battait la mesure avec sa patte, sans se boucher les oreilles.',
          {
            text: '{friend} s’entraînait aussi à marcher au pas, le drapeau bien droit, au son {object.du}.',
            friend: true,
          },
          {
            text: 'Jeudi, {hero} s’est {h:trompé|trompée} et a eu envie de tout lâcher. Vendredi, {h:il|elle} a recommencé quand même, {o:tam|ding} après {o:tam|ding}.',
            bands: OLDER,
          },
          {
            text: 'Certains jours, ça avançait ; d’autres jours, on aurait dit que ça reculait, et {hero} retrouvait son vieux {o:BADABOUM|DRELANG} du premier jour. Mais {creature.def} disait toujours la même chose : « C’est mieux qu’hier. » Et c’était vrai, même les jours ratés : hier, {hero} ne savait pas qu’on pouvait rater une note et continuer quand même.',
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
          actions: { hero: 'walk', creature: 'wave' },
          object: 'world',
          framing: 'wide',
        },
        text: [
          'Et le jour du défilé est arrivé : {p:tout|toute} {place.def} était {p:décoré|décorée} de guirlandes !',
          '{hero} a levé {object.def}, et {h:il|elle} a joué devant tout le monde.',
          '{o:Tam, tam, tatam, tam|Ding, ding, dreling, ding} ! C’était la chanson du défilé, et {creature.def} a poussé un grand {creature.cri} de joie !',
          {
            text: 'Au milieu, {object.def} a fait une fausse note, mais {hero} a continué sans s’arrêter, et personne n’a rien remarqué, sauf {creature.def}, qui a fait un clin d’œil.',
            bands: OLDER,
          },
          {
            text: 'Derrière {h:lui|elle}, les gens se sont mis à marcher en rythme. Les enfants tapaient dans les mains, les grands-parents hochaient la tête, et {creature.def} dansait devant, en faisant des petits bonds de joie à chaque {o:tatam|dreling}. {hero} jouait, et {h:il|elle} sentait quelque chose de chaud monter dans sa poitrine : une fierté toute neuve, qui ne ressemblait à rien de connu.',
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
          actions: { hero: 'hug', friend: 'stand', creature: 'hug' },
          object: 'world',
          framing: 'close',
        },
        text: [
          'À la fin, tout le monde a applaudi : bravo à {hero}, et bravo {creature.au} !',
          {
            text: '« Tu vois, a dit {friend}, un peu chaque jour, et on arrive à tout, même à faire danser {creature.def} ! »',
            friend: true,
          },
          {
            text: '« Un peu chaque jour, a pensé {hero}, et on arrive à tout, même à faire danser {creature.def}. »',
            friend: false,
          },
          '{^creature.def} a fait un câlin à {hero} : « Le premier {o:boum|ding} était bien, mais le dernier était parfait, {creature.cri} ! »',
          {
            text: '{hero} a ri : le premier jour, {h:il|elle} avait caché {object.def} sous le lit, et aujourd’hui, {h:il|elle} {o:le|la} tenait bien haut.',
            bands: OLDER,
          },
          {
            text: 'Le soir, le chef de la fanfare a demandé à {hero} quel était son secret. {h:Il|Elle} a réfléchi, puis a répondu : « Je n’ai pas de secret : j’ai juste continué, {o:tam|ding} après {o:tam|ding}. » Et c’était le secret le plus simple du monde, et le plus difficile aussi.',
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
          'Ce soir-là, {object.def} dormait au pied du lit, pas dessous.',
          '{hero} a joué une dernière note, tout doucement : {o:boum|ding}.',
          {
            alts: [
              'Bonne nuit, {object.def}. Bonne nuit, {creature.def}.',
              'Et la dernière note s’est envolée au-dessus {place.du}, jusqu’aux étoiles.',
              'Puis {hero} s’est {h:endormi|endormie}, en battant encore la mesure {object.du} avec son pied.',
            ],
          },
          {
            text: 'Demain, {h:il|elle} apprendrait une nouvelle chanson pour {creature.def}, un tout petit peu, et après-demain, un peu plus.',
            bands: OLDER,
          },
        ],
      },
    ],
    questions: [
      {
        question: 'De quel instrument {hero} jouait-{h:il|elle} ?',
        right: '{^object.du}',
        wrong: ['{^other.object.du}', '{^other2.object.du}'],
      },
      {
        question: 'Qui s’est bouché les oreilles au premier essai ?',
        right: '{^creature.def}',
        wrong: ['{^other.creature.def}', '{^other2.creature.def}'],
      },
      {
        question: 'Où {hero} a-t-{h:il|elle} caché {object.def} ?',
        right: 'Sous son lit',
        wrong: ['Dans le grenier', 'Derrière la porte'],
      },
      {
        question: 'Quel était le secret pour réussir ?',
        right: 'S’entraîner un peu chaque jour',
        wrong: ['Jouer très fort', 'Avoir un instrument neuf'],
      },
    ],
  },
  {
    id: 'perseverance-little-boat',
    moral: 'perseverance',
    titles: ['Le petit bateau de {hero}', 'Un bateau pour {creature.def}', 'Le troisième bateau'],
    places: ['river', 'seaside', 'island'],
    creatures: ['duck', 'frog', 'turtle', 'mouse'],
    objects: ['shell', 'feather', 'flower'],
    pages: [
      {
        scene: {
          place: 'world',
          time: 'morning',
          weather: 'clear',
          mood: 'happy',
          cast: ['hero', 'friend'],
          actions: { hero: 'stand', friend: 'stand' },
          object: 'world',
          framing: 'wide',
        },
        text: [
          '{^place.in}, juste en face, il y avait un tout petit îlot de rochers.',
          'Sur l’îlot vivait {creature.indef}, et aujourd’hui, c’était son anniversaire.',
          '{hero} voulait lui envoyer un cadeau : {object.indef}, {o:le plus beau|la plus belle}.',
          {
            text: '{friend} avait préparé une carte d’anniversaire pour {creature.def}, avec tant de paillettes qu’il y en avait maintenant aussi sur son nez.',
            friend: true,
            bands: OLDER,
          },
          {
            text: 'Mais entre {hero} et l’îlot {creature.du}, il y avait de l’eau, beaucoup d’eau, et pas le moindre pont.',
            friend: false,
          },
          {
            text: '{^creature.def} ne pouvait pas venir : {c:il|elle} gardait son nid, et {c:il|elle} ne devait pas le quitter de la journée.',
            bands: OLDER,
          },
          {
            text: '{hero} avait cherché {object.def} toute la matinée, et {h:il|elle} {o:l’avait trouvé parfait|l’avait trouvée parfaite}. Maintenant, il restait le plus difficile : {o:le|la} faire traverser. {h:Il|Elle} a regardé l’eau qui brillait et l’îlot, qui semblait si proche, et {h:il|elle} a décidé de construire un bateau, rien que pour {creature.def}.',
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
          cast: ['hero', 'friend'],
          actions: { hero: 'splash', friend: 'stand' },
          object: 'world',
          framing: 'medium',
        },
        text: [
          'Premier bateau : un morceau d’écorce, avec {object.def} posé{o:|e} dessus.',
          '{h:Il|Elle} a poussé le bateau vers l’îlot {creature.du}, et glouglou !',
          'L’écorce a coulé comme une pierre, et {hero} a rattrapé {object.def} juste à temps.',
          {
            text: '{friend} a fait un salut très sérieux au bateau coulé : « Adieu, bateau numéro un, tu as été très courageux, et {creature.def} ne t’oubliera pas. »',
            friend: true,
            bands: OLDER,
          },
          {
            text: 'L’écorce était trop lourde et pleine de trous, et {hero} avait les manches trempées jusqu’aux coudes à force de repêcher {object.son}.',
            bands: OLDER,
          },
          {
            text: '{hero} a regardé les bulles remonter, plop, plop, et {h:il|elle} s’est dit que ce n’était pas grave : personne ne réussit un bateau du premier coup, même pas les pirates, et l’anniversaire {creature.du} durait jusqu’au soir. {h:Il|Elle} a essoré ses manches et a cherché autre chose, quelque chose de plus léger, quelque chose qui aimait flotter.',
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
          cast: ['hero', 'friend'],
          actions: { hero: 'splash', friend: 'stand' },
          object: 'world',
          objectAt: 'water',
          framing: 'medium',
        },
        text: [
          'Deuxième bateau : une grande feuille, et sur l’îlot, {creature.def} applaudissait déjà !',
          'Mais un petit coup de vent a soufflé {place.in}, fffou, et la feuille s’est retournée !',
          'Oh non, {object.def} est {o:tombé|tombée} à l’eau, et {hero} {o:l’a repêché|l’a repêchée} avec un bâton, tout juste !',
          { text: '{friend} a soupiré : « Bateau numéro deux, tu étais presque chez {creature.def}. »', friend: true },
          {
            text: '{hero} s’est {h:assis|assise} sur une pierre, {h:tout mouillé|toute mouillée}, et {h:il|elle} a eu envie de pleurer.',
            bands: OLDER,
          },
          {
            text: 'Deux bateaux, deux naufrages, et le soleil tournait déjà au-dessus {place.du}. Sur l’îlot, {creature.def} attendait peut-être, en regardant l’eau, en se demandant si quelqu’un avait pensé à son anniversaire. {hero} a pensé à abandonner, à rentrer, à offrir {object.def} demain, ou jamais. Mais demain, ce ne serait plus l’anniversaire {creature.du}.',
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
          actions: { hero: 'sit', friend: 'sit' },
          object: 'world',
          framing: 'close',
        },
        text: [
          'Alors {hero} a réfléchi, {object.def} sur les genoux.',
          { text: 'L’écorce : trop lourde ; la feuille : trop étroite.', bands: SMALL },
          { text: 'L’écorce avait coulé parce qu’elle était trop lourde, même pour {object.indef}.', bands: OLDER },
          {
            text: 'La feuille s’était retournée parce qu’elle était trop étroite, et le vent n’avait eu qu’à souffler pour faire tomber {object.def}.',
            bands: OLDER,
          },
          '« Il me faut un bateau léger et large », a crié {hero}, et sur l’îlot, {creature.def} a répondu : {creature.cri} !',
          {
            text: '{friend} a proposé de chanter une chanson de marin pour porter chance au cadeau : ça n’aidait pas à construire, mais ça aidait à sourire.',
            friend: true,
            bands: OLDER,
          },
          {
            text: 'Rater deux fois, ça servait au moins à une chose : maintenant, {hero} savait ce qui ne marchait pas.',
            bands: OLDER,
          },
          {
            text: 'C’est étrange, mais chaque bateau raté avait appris quelque chose à {hero}, et sur l’îlot, {creature.def} {creature.file} jusqu’au bord de l’eau pour voir la suite. Ce n’étaient pas des échecs, pensait {hero} en séchant {object.son} au soleil : c’étaient des leçons mouillées, prêtes pour le bateau numéro trois.',
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
          actions: { hero: 'build', friend: 'stand' },
          object: 'world',
          objectAt: 'water',
          framing: 'medium',
        },
        text: [
          'Avec trois bouts de bois flotté ramassés {place.in} et une herbe longue, {hero} a fabriqué un petit radeau.',
          '{h:Il|Elle} a planté une petite voile à l’avant, et {h:il|elle} a posé {object.def} bien au centre.',
          'Puis {h:il|elle} a poussé le radeau tout doucement, pendant que {place.calme}…',
          {
            text: '{friend} a retenu son souffle, rouge comme une tomate, et sur l’îlot, {creature.def} aussi.',
            friend: true,
          },
          { text: 'Le radeau a tangué un peu, à gauche, à droite, et il a tenu bon !', bands: OLDER },
          {
            text: 'Le vent, le même qui avait retourné la feuille, s’est glissé dans la voile, et cette fois, il a aidé. Le petit radeau filait vers l’îlot, droit comme une flèche, avec {object.def} bien {o:installé|installée} au milieu, comme un passager très important. {hero} courait sur la rive en criant des encouragements au bateau numéro trois.',
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
          actions: { hero: 'run', creature: 'receive' },
          object: 'world',
          objectAt: 'creature',
          framing: 'wide',
        },
        text: [
          'Et le radeau a accosté sur l’îlot, pile devant {creature.def} !',
          '{^creature.def} a pris {object.def} et a crié : « {^creature.cri}, merci, c’est pour moi ? »',
          'Sur la rive, {hero} sautait de joie, et {creature.def} {creature.file} tout autour de son cadeau.',
          {
            text: 'Puis {c:il|elle} a renvoyé le radeau, et à la place {object.du}, il y avait un cadeau pour {hero} : une jolie pierre blanche, toute ronde.',
            bands: OLDER,
          },
          {
            text: 'Tout l’après-midi, le radeau a fait l’aller-retour entre {hero} et {creature.def} : une pierre, un brin de menthe, un petit mot gribouillé sur une feuille. Ils ont inventé la première poste flottante de l’histoire. Et {hero} pensait que, {h:s’il|si elle} avait abandonné après le premier bateau, rien de tout ça n’existerait, ni la poste, ni le sourire {creature.du}.',
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
          actions: { hero: 'wave', friend: 'wave', creature: 'stand' },
          object: 'world',
          objectAt: 'creature',
          framing: 'medium',
        },
        text: [
          {
            text: '« Le troisième bateau est le meilleur, a dit {friend} en saluant {creature.def}, parce que les deux premiers lui ont tout appris. »',
            friend: true,
          },
          {
            text: '« Le troisième bateau est le meilleur, a pensé {hero} en saluant {creature.def}, parce que les deux premiers lui ont tout appris. »',
            friend: false,
          },
          {
            alts: [
              'Le soleil se couchait sur l’îlot {creature.du}, tout rose et tout doré.',
              'Le soleil se couchait {place.in}, et l’eau devenait toute rose et toute dorée.',
            ],
          },
          '{^creature.def} a chanté une chanson d’anniversaire pour {c:lui-même|elle-même}, et {hero} l’a chantée aussi, depuis la rive.',
          {
            text: 'Et la petite voile du radeau se balançait doucement dans le vent du soir, comme un drapeau de victoire.',
            bands: OLDER,
          },
          {
            text: 'Avant de partir, {hero} a tiré le radeau hors de l’eau et l’a caché sous un buisson : demain, il servirait encore. {h:Il|Elle} lui a même donné un nom, que {creature.def} a trouvé très beau : « Pas-du-premier-coup ». C’était un nom un peu long pour un bateau, mais c’était exactement le bon.',
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
          { text: 'Ce soir-là, {hero} a posé la pierre blanche {creature.du} sur sa table de nuit.', bands: OLDER },
          'Dans son lit, {hero} pensait aux trois bateaux : glouglou, patatras, et hourra !',
          {
            alts: [
              'Et {hero} s’est {h:endormi|endormie}, {h:bercé|bercée} comme un petit radeau sur l’eau.',
              'Le sommeil est venu doucement, comme un radeau qui arrive sur l’îlot {creature.du}.',
              'Et {hero} a navigué tout droit vers le pays des rêves, où {creature.def} l’attendait déjà.',
            ],
          },
          {
            text: 'Sur l’îlot, {creature.def} dormait près {object.du}, le plus beau cadeau de son anniversaire.',
            bands: OLDER,
          },
        ],
      },
    ],
    questions: [
      {
        question: 'Qui fêtait son anniversaire sur l’îlot ?',
        right: '{^creature.def}',
        wrong: ['{^other.creature.def}', '{^other2.creature.def}'],
      },
      {
        question: 'Quel cadeau {hero} voulait-{h:il|elle} envoyer ?',
        right: '{^object.indef}',
        wrong: ['{^other.object.indef}', '{^other2.object.indef}'],
      },
      { question: 'Combien de bateaux {hero} a-t-{h:il|elle} construits ?', right: 'Trois', wrong: ['Un', 'Cinq'] },
      {
        question: 'Pourquoi le troisième bateau a-t-il réussi ?',
        right: 'Parce qu’on avait appris des deux premiers',
        wrong: ['Parce qu’il était en fer', 'Parce qu’un poisson l’a poussé'],
      },
    ],
  },
];
