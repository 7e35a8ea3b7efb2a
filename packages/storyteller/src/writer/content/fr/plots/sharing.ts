/** Sharing: a picnic that grows when it is shared, a new toy that needs two, a small hut in a big storm. */
import type { Plot } from '../../format.js';
import { BIG, OLDER, SMALL } from '../bands.js';

export const sharingPlots: Plot[] = [
  {
    id: 'sharing-growing-picnic',
    moral: 'sharing',
    titles: ['Le pique-nique qui grandissait', '{hero} et {object.def} à partager', 'Un goûter pour tout le monde'],
    places: ['meadow', 'garden', 'village'],
    creatures: ['squirrel', 'mouse', 'hedgehog', 'bear'],
    objects: ['cake', 'apple'],
    pages: [
      {
        scene: {
          place: 'world',
          time: 'day',
          weather: 'clear',
          mood: 'happy',
          cast: ['hero', 'friend'],
          actions: { hero: 'sit', friend: 'walk' },
          object: 'world',
          objectAt: 'ground',
          framing: 'wide',
        },
        text: [
          'Ce jour-là, {hero} avait un goûter magnifique : {object.indef} rien que pour {h:lui|elle} !',
          '{h:Il|Elle} s’est {h:installé|installée} {place.in}, sur une nappe à carreaux.',
          'Miam, miam, {object.def} avait l’air {o:délicieux|délicieuse}, et {hero} se léchait déjà les babines.',
          {
            text: '{friend} était {f:parti|partie} chercher de l’eau à la fontaine, en criant de ne pas commencer sans {f:lui|elle}.',
            friend: true,
            bands: OLDER,
          },
          { text: '{hero} avait attendu {object.def} toute la matinée, le ventre qui gargouillait.', friend: false },
          {
            text: 'Le soleil chauffait la nappe, les abeilles bourdonnaient, et {place.calme} : le moment parfait pour {object.indef} {o:parfait|parfaite}.',
            bands: OLDER,
          },
          {
            text: '{object.def}, c’était sa grand-mère qui {o:l’avait préparé|l’avait préparée}, avec tout son savoir-faire, en disant que ce serait pour son goûter. Elle n’avait pas dit « rien que pour toi », mais {hero} avait décidé que c’était la même chose : c’était {object.son} à {h:lui|elle}, non ? {h:Il|Elle} a ouvert grand la bouche au-dessus {object.du}.',
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
          actions: { hero: 'hide', creature: 'peek' },
          object: 'world',
          framing: 'medium',
        },
        text: [
          'Mais derrière une touffe d’herbe, deux petits yeux regardaient {object.def}.',
          'C’était {creature.indef}, et son ventre faisait : grrr, grrr !',
          '{hero} a vite caché {object.def} derrière son dos.',
          {
            alts: [
              '{hero} a dit {creature.au} : « C’est à moi. »',
              '{hero} a dit {creature.au} : « C’est mon goûter. »',
              '{hero} a prévenu {creature.def} : « Il est à moi, ce goûter. »',
            ],
          },
          {
            text: '{^creature.def} a baissé les yeux sans rien répondre et s’est {c:assis|assise} un peu plus loin {place.in}, sans faire de bruit.',
            bands: OLDER,
          },
          {
            text: '{hero} savait bien que ce n’était pas très gentil pour {creature.def}. Mais {h:il|elle} se disait que, {h:s’il|si elle} partageait {object.def}, il lui en resterait moins, et que moins, c’est moins : une question de calcul, et les calculs, on ne peut rien contre eux. Pourtant, les deux petits yeux {creature.du}, derrière l’herbe, ne faisaient aucun calcul : ils avaient juste faim.',
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
          cast: ['hero'],
          actions: { hero: 'hide' },
          object: 'world',
          framing: 'close',
          prop: 'tall-tree',
        },
        text: [
          '{hero} s’est {h:caché|cachée} derrière un arbre pour manger {object.def} tranquille.',
          '{h:Il|Elle} a pris une grosse bouchée {object.du}, et ça lui est resté en travers de la gorge : kof, kof !',
          'Bizarrement, {object.def} n’était pas aussi {o:bon|bonne} que prévu.',
          {
            text: 'Ça collait au palais, ça restait coincé dans la gorge, et chaque bouchée {object.du} avait un petit goût de « pas gentil ».',
            bands: OLDER,
          },
          {
            text: '{hero} a regardé autour {h:de lui|d’elle} : derrière l’arbre, il n’y avait personne pour rire avec {h:lui|elle}, personne pour dire « miam », personne pour partager le « c’est trop bon ». Manger {object.def} {h:tout seul|toute seule} en cachette, c’était un peu comme chanter sous l’eau : on fait les gestes, mais il ne se passe rien.',
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
          actions: { hero: 'give', friend: 'stand', creature: 'receive' },
          object: 'world',
          objectAt: 'ground',
          framing: 'close',
        },
        text: [
          'Alors {hero} est {h:revenu|revenue} et a donné une miette {creature.au}.',
          'Une toute petite miette {object.du}, grande comme une coccinelle.',
          '« Merci », a dit {creature.def} poliment, mais son ventre faisait encore grrr.',
          {
            text: '{friend} est {f:revenu|revenue} avec la gourde, a regardé la miette, puis {hero}, puis {creature.def}, et a levé un sourcil, un seul : {f:il|elle} savait faire ça, et c’était très efficace.',
            friend: true,
          },
          {
            text: '{hero} a regardé la miette, puis {object.def}, puis la miette, puis {creature.def} : quelque chose n’allait pas dans ce calcul-là.',
            friend: false,
          },
          {
            text: 'Et voilà que d’autres petits ventres se sont mis à gargouiller dans l’herbe : un moineau, deux fourmis, un escargot pressé.',
            bands: OLDER,
          },
          {
            text: '{hero} a senti ses joues devenir chaudes : la miette avait l’air ridicule, toute seule au milieu de la nappe, à côté {object.du} entier. {h:Il|Elle} a pensé à sa grand-mère, qui partageait toujours tout, son jardin, ses confitures, ses histoires, et qui avait pourtant toujours l’air d’avoir beaucoup, beaucoup de tout, même {place.in}.',
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
          actions: { hero: 'sit', friend: 'wave', creature: 'sit' },
          object: 'world',
          objectAt: 'ground',
          framing: 'medium',
        },
        text: [
          'Alors {hero} a pris un grand couteau à beurre et s’est {h:penché|penchée} sur {object.def}.',
          '{h:Il|Elle} a partagé {object.def} en parts égales : une pour chacun !',
          '{hero} a dit {creature.au}, avec un grand sourire : « Servez-vous ! »',
          {
            text: '{friend} a sauté de joie et a apporté trois biscuits un peu écrasés, pour les partager avec {creature.def}.',
            friend: true,
          },
          { text: '{^creature.def} a ouvert de grands yeux ronds : « Pour moi ? Une vraie part ? »', friend: false },
          {
            text: 'Les parts {object.du} n’étaient pas très grosses, c’est vrai, mais tout le monde souriait {place.in}, et les sourires, eux, étaient énormes.',
            bands: OLDER,
          },
          {
            text: 'En coupant {object.def}, {hero} a découvert un drôle de plaisir : voir les yeux {creature.du} briller au moment où l’on tend la main, un plaisir qui ne se mangeait pas, mais qui remplissait quand même, quelque part entre le cœur et le ventre.',
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
          actions: { hero: 'sit', creature: 'carry' },
          object: 'world',
          objectAt: 'ground',
          framing: 'wide',
        },
        text: [
          'Et là, surprise : {creature.def} a couru chercher des noisettes !',
          'Le moineau a apporté des graines, les fourmis une fraise des bois.',
          'Bientôt, la nappe était couverte de bonnes choses, tout autour {object.du} !',
          {
            text: 'Il y avait des mûres, du miel, des noix, et même une framboise que l’escargot avait mis trois heures à apporter à travers {place.def}.',
            bands: OLDER,
          },
          {
            text: '{hero} n’en revenait pas : tout à l’heure, {h:il|elle} avait {object.indef} et personne avec qui {o:le|la} manger, et maintenant, {h:il|elle} avait un festin entier et une nappe pleine d’amis. Le calcul ne marchait plus du tout : en partageant {object.def}, tout avait grandi au lieu de rapetisser, et c’était de la magie, ou de la gentillesse, ce qui revient un peu au même.',
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
          actions: { hero: 'hug', friend: 'sit', creature: 'hug' },
          object: null,
          framing: 'close',
        },
        text: [
          'Ils ont mangé, ri et chanté {place.in} jusqu’au coucher du soleil.',
          {
            text: '{friend} a dit, la bouche pleine : « Un goûter partagé, c’est un goûter qui grandit, comme {object.def} ! »',
            friend: true,
          },
          {
            text: '{hero} a dit, la bouche pleine : « Un goûter partagé, c’est un goûter qui grandit, comme {object.def} ! »',
            friend: false,
          },
          '{^creature.def} a fait un câlin tout rond à {hero}. {creature.cri} !',
          {
            text: 'C’était le meilleur goûter de toute sa vie, et pourtant, {hero} avait mangé beaucoup moins {object.du} que prévu.',
            bands: OLDER,
          },
          {
            text: 'Quand les étoiles ont commencé à s’allumer au-dessus {place.du}, chacun est reparti chez soi avec le ventre plein et le cœur chaud. {^creature.def} a promis de revenir le lendemain avec des champignons, le moineau avec une chanson, et l’escargot a promis de partir tout de suite, pour être sûr d’arriver à l’heure.',
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
          'Le soir, {hero} a raconté à sa grand-mère l’histoire {object.du} et {creature.du}.',
          'Elle a souri et lui a fait un bisou sur le front, en disant qu’elle ferait {object.indef} plus {o:gros|grosse} la prochaine fois.',
          {
            alts: [
              'Puis {hero} s’est {h:endormi|endormie}, le ventre plein et le cœur encore plus plein.',
              'Et {hero} a rêvé d’une nappe immense, avec une place pour tout le monde.',
              'Et {hero} s’est {h:endormi|endormie} en rêvant de goûters qui grandissent.',
            ],
          },
          { text: 'Dehors, {place.in}, les miettes du festin faisaient le bonheur des fourmis de nuit.', bands: OLDER },
        ],
      },
    ],
    questions: [
      {
        question: 'Qu’avait {hero} pour son goûter ?',
        right: '{^object.indef}',
        wrong: ['{^other.object.indef}', '{^other2.object.indef}'],
      },
      {
        question: 'Qui regardait derrière la touffe d’herbe ?',
        right: '{^creature.indef}',
        wrong: ['{^other.creature.indef}', '{^other2.creature.indef}'],
      },
      {
        question: 'Que s’est-il passé quand {hero} a partagé ?',
        right: 'Tout le monde a apporté quelque chose',
        wrong: ['Tout le monde est parti', 'Il s’est mis à pleuvoir'],
      },
      {
        question: 'Pourquoi le goûter caché n’était-il pas bon ?',
        right: 'Parce que manger seul en cachette, ce n’est pas joyeux',
        wrong: ['Parce qu’il était trop salé', 'Parce qu’il était tombé par terre'],
      },
    ],
  },
  {
    id: 'sharing-new-toy',
    moral: 'sharing',
    titles: ['{^object.def} {o:tout neuf|toute neuve}', '{hero} ne voulait pas prêter', 'Un jeu qui se joue à deux'],
    places: ['seaside', 'park', 'meadow'],
    creatures: ['puppy', 'rabbit', 'fox', 'duck'],
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
          '{hero} avait {object.indef} {o:tout neuf|toute neuve}, bleu et jaune, qui sentait encore le magasin.',
          '{h:Il|Elle} a couru l’essayer {place.to}, sans même lacer ses chaussures.',
          'Le vent soufflait juste comme il faut, fffou, fffou !',
          {
            text: '{friend} trottinait derrière et demandait toutes les deux minutes : « Dis, je pourrai essayer {object.ce}, après ? »',
            friend: true,
          },
          {
            text: '{hero} serrait {object.def} contre {h:lui|elle}, comme un trésor qu’on a peur de perdre.',
            friend: false,
          },
          {
            text: 'C’était un cadeau d’anniversaire, et {hero} {o:l’avait tant attendu|l’avait tant attendue} qu’{h:il|elle} avait presque usé la page du catalogue à force de la regarder.',
            bands: OLDER,
          },
          {
            text: '{h:Il|Elle} ne voulait même pas poser {object.def} par terre, de peur qu’une fourmi lui marche dessus.',
            bands: OLDER,
            friend: false,
          },
          {
            text: 'En chemin, {hero} avait vérifié cent fois que son cadeau n’avait pas une égratignure. Personne d’autre ne toucherait jamais à {object.son}, avait-{h:il|elle} décidé très sérieusement : les autres ont des doigts collants, des pattes mouillées, et ils ne font pas attention. Du moins, c’est ce que pensait {hero}, sans l’avoir jamais vérifié : on ne prête pas un jouet tout neuf juste pour voir.',
            bands: BIG,
          },
        ],
      },
      {
        scene: {
          place: 'world',
          time: 'morning',
          weather: 'wind',
          mood: 'calm',
          cast: ['hero', 'friend', 'creature'],
          actions: { hero: 'hide', friend: 'stand', creature: 'stand' },
          object: 'world',
          framing: 'medium',
        },
        text: [
          'Là-bas, {creature.indef} jouait avec un vieux bâton.',
          'Quand {c:il|elle} a vu {object.def}, ses yeux se sont mis à briller.',
          {
            alts: [
              '« Dis, je peux jouer avec {object.ce}, moi aussi ? » a demandé {creature.def}.',
              '« Oh, {object.indef} ! Je peux jouer avec toi ? » a demandé {creature.def}, {creature.cri}.',
              '{^creature.def} s’est {c:approché|approchée} : « Dis, on pourrait jouer ensemble avec {object.ce} ? »',
            ],
          },
          '« Non, a répondu {hero} en cachant son trésor derrière son dos : {o:il est tout neuf|elle est toute neuve}. »',
          {
            text: '{friend} a fait une petite grimace vers {creature.def}, mais {f:il|elle} n’a rien dit : c’était {f:un ami|une amie} qui savait attendre.',
            friend: true,
          },
          {
            text: '{^creature.def} a baissé la tête et est {c:reparti|repartie} vers son bâton, tout doucement.',
            bands: OLDER,
          },
          {
            text: '{hero} a senti un petit pincement en regardant {creature.def} s’éloigner : pas un gros, juste un tout petit, comme un grain de sable dans une chaussure. {h:Il|Elle} a décidé de ne pas y faire attention : quand on a {object.indef} {o:tout neuf|toute neuve}, on a bien le droit d’en profiter {h:tout seul|toute seule}, non ? Le grain de sable, lui, n’avait pas l’air d’accord, et il piquait un peu plus fort chaque fois que {hero} regardait du côté {creature.du}.',
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
          cast: ['hero'],
          actions: { hero: 'reach-up' },
          object: 'world',
          objectAt: 'ground',
          framing: 'wide',
        },
        text: [
          '{hero} est {h:allé|allée} jouer {h:tout seul|toute seule}, loin {creature.du}.',
          '{h:Il|Elle} a lancé {object.def} très haut, et plaf, {o:il|elle} est {o:retombé|retombée} sur sa tête !',
          '{h:Il|Elle} a recommencé : plaf, dans une flaque !',
          {
            alts: [
              'Et une troisième fois : plaf, dans un buisson, juste devant {creature.def} !',
              'Encore une fois : plaf, dans les orties, sous les yeux {creature.du} !',
              'Au troisième essai, plaf, {object.def} a roulé dans les orties !',
            ],
          },
          {
            text: 'Pour jouer avec {object.def}, il fallait quelqu’un qui tienne, quelqu’un qui coure, quelqu’un qui rattrape, et {hero} n’avait que deux mains et deux jambes.',
            bands: OLDER,
          },
          {
            text: 'Au bout d’un moment, {hero} était {h:tout essoufflé|toute essoufflée}, les genoux pleins de terre, et son beau jouet était couvert de brindilles. Ce n’était pas du tout comme sur la photo du catalogue, où un enfant riait aux éclats avec {object.indef} {o:tout pareil|toute pareille}. Tiens, pensait {hero}, sur la photo, il y avait quelqu’un d’autre à côté de l’enfant, quelqu’un qu’{h:il|elle} n’avait jamais remarqué, un peu comme {creature.def}, là-bas, avec son bâton.',
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
          actions: { hero: 'sit', creature: 'run' },
          object: 'world',
          framing: 'medium',
        },
        text: [
          'Pendant ce temps, {creature.def} s’amusait {c:comme un fou|comme une folle} avec son vieux bâton !',
          '{c:Il|Elle} riait, sautait, faisait des cabrioles en criant : « {^creature.cri} ! »',
          '{hero} s’est {h:assis|assise} par terre, {object.def} sur les genoux : tout ce qui était neuf était triste.',
          {
            text: 'Un vieux bâton et un grand rire, c’était bien mieux qu’{object.indef} {o:tout neuf|toute neuve} et pas de rire du tout.',
            bands: OLDER,
          },
          {
            text: 'Autour {h:de lui|d’elle}, {place.calme}, et on aurait dit que {p:tout|toute} {place.def} s’ennuyait avec {h:lui|elle}.',
            bands: OLDER,
            friend: false,
          },
          {
            text: '{hero} regardait {creature.def} et comprenait une chose un peu vexante : ce n’était pas {object.def} qui rendait le jeu amusant, c’était d’être deux. Avec un bâton, une pomme de pin ou même rien du tout, on peut rire quand on est deux ; avec le plus beau jouet du monde et personne, on s’ennuie. Et {h:il|elle} avait dit non {creature.au}, {c:le seul|la seule} qui voulait jouer avec {h:lui|elle}.',
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
          actions: { hero: 'walk', friend: 'run', creature: 'wave' },
          object: 'world',
          framing: 'medium',
        },
        text: [
          'Alors {hero} s’est {h:levé|levée} et s’est {h:approché|approchée} {creature.du}.',
          {
            alts: [
              '« Tu veux bien jouer avec moi, et avec {object.def} ? »',
              '« On joue ensemble avec {object.def} ? Tu veux bien ? »',
              '« Tu viens ? {^object.def}, ça se joue à deux ! »',
            ],
          },
          '{^creature.def} a fait un bond de joie si haut qu’{c:il|elle} a failli s’envoler !',
          {
            text: '{friend} a couru vers {creature.def} et {hero}, en sautillant : « Moi aussi, moi aussi ! »',
            friend: true,
          },
          {
            text: '« Je suis {h:désolé|désolée} pour tout à l’heure, a dit {hero} {creature.au}, je n’aurais pas dû dire non. »',
            bands: OLDER,
          },
          {
            text: '« Pas grave, a dit {creature.def}. Moi aussi, un jour, j’ai eu un bâton tout neuf, et je ne voulais le prêter à personne. » Et {c:il|elle} a avoué l’avoir caché une semaine entière dans {creature.lit}, ce qui a fait rire {hero} aux éclats, parce qu’un bâton tout neuf, quand on y pense, c’est vraiment très drôle.',
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
          actions: { hero: 'reach-up', friend: 'point', creature: 'run' },
          object: 'world',
          objectAt: 'sky',
          framing: 'wide',
        },
        text: [
          'À deux, tout devenait facile : un qui lance, un qui attrape !',
          '{^object.def} volait, roulait, dansait dans le vent.',
          {
            alts: [
              '{hero} et {creature.def} ont joué chacun leur tour, et personne ne comptait les tours.',
              'Chacun son tour, {creature.def}, puis {hero}, et personne ne comptait les tours.',
            ],
          },
          {
            text: '{friend} avait inventé des règles compliquées que personne ne comprenait, pas même {f:lui|elle}, et c’était encore plus drôle.',
            friend: true,
          },
          {
            text: '{^creature.def} a même inventé un nouveau jeu, avec {object.def} et le vieux bâton ensemble.',
            bands: OLDER,
          },
          {
            text: '{^object.def} s’est un peu {o:sali|salie}, c’est vrai : {o:il|elle} avait maintenant une trace de patte {creature.du} sur le côté, et une tache toute verte. {hero} a regardé les taches et a souri : ce n’étaient pas des dégâts, c’étaient des souvenirs. Et {object.indef} sans souvenirs, c’est juste {object.indef} de magasin.',
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
          framing: 'close',
        },
        text: [
          'Le soleil se couchait, tout rose, sur {place.def}.',
          'Tout le monde était fatigué, sale et très, très content, {creature.def} {c:le premier|la première}.',
          {
            text: '« {^object.indef} qu’on prête, a dit {friend}, c’est {object.indef} qui rit deux fois plus. »',
            friend: true,
          },
          {
            text: '« {^object.indef} qu’on prête, a dit {hero}, c’est {object.indef} qui rit deux fois plus. »',
            friend: false,
          },
          {
            text: '« On rejoue demain, avec {object.def} ? » a demandé {creature.def}, et {hero} a dit oui, à condition qu’{c:il|elle} apporte son vieux bâton.',
            bands: OLDER,
          },
          {
            text: 'Sur le chemin du retour, {hero} tenait {object.def} d’une main, sans {o:le|la} serrer : {h:il|elle} n’avait plus peur qu’on {o:le|la} lui prenne. On ne peut pas vraiment perdre ce qu’on partage, a-t-{h:il|elle} pensé en faisant un dernier signe {creature.au} : ça revient toujours, avec un ami en plus.',
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
          objectAt: 'ground',
          framing: 'medium',
          prop: 'bed',
        },
        text: [
          'Le soir, {object.def} dormait dans un coin de la chambre, un peu sale et très {o:heureux|heureuse}.',
          {
            alts: [
              '{hero} a bâillé un grand bâillement, en pensant {creature.au} et à son vieux bâton.',
              '{hero} a bâillé un bâillement grand comme {place.def}.',
            ],
          },
          {
            alts: [
              'Demain, on jouerait encore, parce qu’à deux, c’est toujours mieux.',
              'Demain, {object.def} aurait sûrement de nouvelles taches, et c’était très bien comme ça.',
            ],
          },
          {
            text: 'Et {hero} s’est {h:endormi|endormie} en entendant encore, au loin, le vent qui jouait tout seul avec les nuages, un peu jaloux.',
            bands: OLDER,
          },
        ],
      },
    ],
    questions: [
      {
        question: 'Quel jouet neuf avait {hero} ?',
        right: '{^object.indef}',
        wrong: ['{^other.object.indef}', '{^other2.object.indef}'],
      },
      {
        question: 'Avec quoi jouait {creature.def} au début ?',
        right: 'Avec un vieux bâton',
        wrong: ['Avec un seau', 'Avec un chapeau'],
      },
      {
        question: 'Qui voulait jouer avec {hero} ?',
        right: '{^creature.def}',
        wrong: ['{^other.creature.def}', '{^other2.creature.def}'],
      },
      {
        question: 'Pourquoi le jeu était-il plus drôle à la fin ?',
        right: 'Parce qu’ils jouaient à deux',
        wrong: ['Parce que le vent s’était arrêté', 'Parce qu’il y avait plus de vent'],
      },
    ],
  },
  {
    id: 'sharing-storm-hut',
    moral: 'sharing',
    titles: ['La cabane sous l’orage', '{hero} et la toute petite cabane', 'Toujours une place de plus'],
    places: ['forest', 'island', 'park'],
    creatures: ['rabbit', 'squirrel', 'hedgehog', 'frog'],
    objects: ['lantern', 'book'],
    pages: [
      {
        scene: {
          place: 'world',
          time: 'day',
          weather: 'clear',
          mood: 'happy',
          cast: ['hero', 'friend'],
          actions: { hero: 'build', friend: 'carry' },
          object: 'world',
          objectAt: 'on-prop',
          framing: 'wide',
          prop: 'hut',
        },
        text: [
          '{^place.in}, {hero} avait construit une cabane, une vraie, avec des branches, des feuilles et une vieille couverture à fleurs.',
          'Dedans, {h:il|elle} avait mis {object.son} et un coussin.',
          {
            text: '{friend} avait aidé à porter les branches, en se plaignant beaucoup, mais en portant les plus grosses.',
            friend: true,
          },
          {
            text: '{h:Il|Elle} y avait travaillé toute la matinée, et {h:il|elle} en était plus {h:fier|fière} que {h:s’il|si elle} avait bâti un château.',
            friend: false,
          },
          {
            text: 'La cabane était petite, juste assez grande pour un enfant et ses rêves, mais c’était la plus belle cabane.',
            bands: OLDER,
          },
          {
            text: '{hero} avait tout prévu : une fenêtre faite avec un trou entre deux branches, d’où l’on voyait passer les nuages, un tapis de mousse bien moelleux, et même une pancarte sur la porte, écrite avec un bâton dans la boue : « Privé ». {h:Il|Elle} ne savait pas encore que ce mot allait lui poser un petit problème.',
            bands: BIG,
          },
        ],
      },
      {
        scene: {
          place: 'world',
          time: 'evening',
          weather: 'storm',
          mood: 'worried',
          cast: ['hero', 'friend'],
          actions: { hero: 'sit', friend: 'sit' },
          object: 'world',
          framing: 'medium',
          prop: 'hut',
        },
        text: [
          'Tout à coup, le ciel est devenu tout noir au-dessus {place.du}, et boum, le tonnerre !',
          {
            alts: [
              'La pluie s’est mise à tomber, très fort : plic, ploc, plic, ploc !',
              'Et la pluie est arrivée, plic, ploc, de plus en plus fort !',
            ],
          },
          '{hero} s’est {h:blotti|blottie} dans sa cabane, avec {object.son}.',
          {
            text: '{friend} s’est {f:collé|collée} contre {hero}, en claquant un peu des dents.',
            friend: true,
            bands: SMALL,
          },
          {
            text: '{friend} s’est {f:collé|collée} contre {hero}, tout près {object.du} : {f:il|elle} faisait semblant de ne pas avoir peur, mais {f:il|elle} claquait un peu des dents.',
            friend: true,
            bands: OLDER,
          },
          {
            text: 'Au-dessus, la couverture à fleurs faisait un bruit de tambour sous la pluie, mais dedans, tout restait bien sec.',
            bands: OLDER,
          },
          {
            text: 'Les murs de branches tenaient bon, et le toit ne laissait passer qu’une seule goutte, qui tombait, plic, plic, dans une feuille roulée en cornet. {hero} pensait, très {h:content|contente} {h:de lui|d’elle}, qu’il n’y avait pas de meilleur endroit au monde pour attendre la fin d’un orage, pendant que dehors, {place.calme} sous la pluie.',
            bands: BIG,
          },
          {
            text: '{h:Il|Elle} a pris {object.son} et s’est {h:installé|installée} sur le coussin, les genoux sous le menton, à écouter la pluie.',
            bands: OLDER,
            friend: false,
          },
        ],
      },
      {
        scene: {
          place: 'world',
          time: 'evening',
          weather: 'storm',
          mood: 'worried',
          cast: ['hero', 'creature'],
          actions: { hero: 'stand', creature: 'stand' },
          object: 'world',
          framing: 'medium',
          prop: 'hut',
        },
        text: [
          'Toc, toc, quelqu’un frappait à la porte de feuilles !',
          'C’était {creature.indef}, {c:trempé|trempée} comme une soupe.',
          '« Je peux entrer ? » a-t-{c:il|elle} demandé, car {creature.lit} était loin.',
          '{hero} a regardé sa toute petite cabane et a serré {object.son} contre {h:lui|elle} : « Il n’y a pas de place. »',
          {
            text: 'Et {h:il|elle} a montré la pancarte « Privé » : {creature.def} ne savait pas lire, mais {c:il|elle} a compris quand même.',
            bands: OLDER,
          },
          {
            text: '{^creature.def} s’est {c:recroquevillé|recroquevillée} sous une grosse feuille de fougère, juste à côté, et les gouttes lui tombaient sur la tête, une par une : plic, plic, plic. {hero} entendait {c:le pauvre|la pauvre} {creature.nom} éternuer à travers les branches : un petit éternuement, puis un autre, puis un troisième, qui ressemblait beaucoup à un sanglot.',
            bands: BIG,
          },
          {
            text: '{hero} a essayé de ne pas écouter : {h:il|elle} s’est bouché les oreilles, a fredonné une chanson, a compté les feuilles du toit. Mais les éternuements {creature.du} passaient à travers tout. Et une petite question tournait dans sa tête : à quoi sert une cabane, si c’est pour laisser {creature.indef} sous la pluie, juste à côté ?',
            bands: BIG,
          },
        ],
      },
      {
        scene: {
          place: 'world',
          time: 'evening',
          weather: 'storm',
          mood: 'calm',
          cast: ['hero', 'friend', 'creature'],
          actions: { hero: 'wave', friend: 'sit', creature: 'walk' },
          object: 'world',
          framing: 'medium',
          prop: 'hut',
        },
        text: [
          'Même avec {object.son}, {hero} n’arrivait plus à être {h:content|contente}.',
          'Chaque atchoum {creature.du} lui pinçait le cœur.',
          'Alors {h:il|elle} a ouvert la porte de feuilles et a dit {creature.au} : « Viens, on va se serrer ! »',
          {
            text: '{friend} s’est {f:poussé|poussée} tout au fond : « Entre, {c:petit|petite} {creature.nom}, il y a de la place ! »',
            friend: true,
            bands: SMALL,
          },
          {
            text: '{friend} s’est {f:poussé|poussée} tout au fond, contre le mur de branches, et a crié {creature.au} : « Il y a de la place ! » Il n’y en avait pas beaucoup, mais {f:il|elle} l’a dit quand même.',
            friend: true,
            bands: OLDER,
          },
          {
            text: '{^creature.def} est {c:entré|entrée} en dégoulinant, et splatch : tout le monde a été un peu mouillé !',
            bands: OLDER,
          },
          {
            text: '{hero} a pris la pancarte « Privé » et l’a retournée : de l’autre côté, il n’y avait rien d’écrit. Alors, du bout du doigt, {h:il|elle} a écrit « Bienvenue » dans la boue, et même si le « v » ressemblait à un « u », {creature.def} a trouvé que c’était le plus beau mot du monde.',
            bands: BIG,
          },
        ],
      },
      {
        scene: {
          place: 'world',
          time: 'evening',
          weather: 'storm',
          mood: 'happy',
          cast: ['hero', 'creature'],
          actions: { hero: 'sit', creature: 'sit' },
          object: 'world',
          objectAt: 'ground',
          framing: 'wide',
          prop: 'hut',
        },
        text: [
          'Toc, toc, encore quelqu’un, puis encore quelqu’un : tous les petits habitants cherchaient un abri !',
          'Un oiseau mouillé, deux souris, une famille d’escargots, et même un cousin {creature.du} !',
          'La cabane était pleine comme un œuf : une oreille dans un nez, une patte sur {object.def} !',
          {
            alts: [
              'Ça faisait « aïe », « pardon », « atchoum » et « {creature.cri} » dans tous les coins !',
              'On entendait « ouille », « oups », « {creature.cri} » et « atchoum » de tous les côtés !',
            ],
          },
          {
            text: '{^creature.def} riait, tout le monde riait, serrés comme des sardines, et la cabane tremblait de rire.',
            bands: OLDER,
          },
          {
            text: '{hero} a eu une idée : « Asseyons-nous en rond, tous tournés vers le milieu ! » Et c’était magique : en rond, tout le monde tenait, les grands derrière, les petits devant, {creature.def} tout contre {hero} et les escargots au plafond. Il suffisait de bien s’organiser, et surtout d’avoir envie de se faire de la place.',
            bands: BIG,
          },
          {
            text: 'Un grand-père escargot, très poli, a demandé s’il pouvait s’installer sur le coussin, mais une souris a répondu qu’elle était déjà dessus. Alors {creature.def} a eu une idée : on partagerait le coussin, la souris en haut, l’escargot en bas, et tout le monde a trouvé que c’était la meilleure solution.',
            bands: BIG,
          },
        ],
      },
      {
        scene: {
          place: 'world',
          time: 'night',
          weather: 'storm',
          mood: 'calm',
          cast: ['hero', 'friend', 'creature'],
          actions: { hero: 'sit', friend: 'sit', creature: 'sleep' },
          object: 'world',
          objectAt: 'ground',
          framing: 'close',
          prop: 'hut',
        },
        text: [
          'Au milieu du cercle, {hero} a posé {object.son}.',
          '{^object.def} était pour tout le monde, maintenant.',
          '{o:Et {hero} a lu une histoire, à voix haute, pour tous.|La lumière dorée brillait sur tous les visages.}',
          {
            text: '{friend} {o:faisait toutes les voix|faisait des ombres sur le mur}, et {creature.def} riait tout bas.',
            friend: true,
            bands: SMALL,
          },
          {
            text: '{friend} {o:faisait les voix des personnages, la grosse voix du loup, la petite voix de la souris|faisait des ombres sur la couverture, un loup qui ouvrait la gueule, une souris qui trottinait}, et {creature.def} frissonnait et riait en même temps.',
            friend: true,
            bands: OLDER,
          },
          {
            text: '{^creature.def} s’est {c:endormi|endormie} contre l’épaule {h:du maître|de la maîtresse} de la cabane, bien au chaud.',
            bands: OLDER,
          },
          {
            text: 'Dehors, l’orage grondait toujours, mais plus personne ne l’écoutait : tout le monde {o:écoutait l’histoire du livre|regardait danser la flamme de la lanterne}. Dans la cabane, il faisait chaud, ça sentait la mousse, la pluie et {creature.def} {c:mouillé|mouillée}, et {hero} pensait que, finalement, une cabane pleine était bien plus douce qu’une cabane vide : {h:seul|seule}, on a de la place, mais à plusieurs, on a chaud.',
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
          actions: { hero: 'stand', friend: 'stand', creature: 'walk' },
          object: 'world',
          framing: 'wide',
          prop: 'hut',
        },
        text: [
          'Enfin, la pluie s’est arrêtée : le ciel était plein d’étoiles, et {place.calme} de nouveau.',
          'Chacun est sorti en s’étirant, {creature.def} {c:le dernier|la dernière}, et a dit merci à {hero}.',
          {
            text: '« Une cabane, a dit {friend}, c’est comme un cœur : plus on y met de monde, plus c’est chaud. »',
            friend: true,
          },
          {
            text: '« Une cabane, a dit {hero}, c’est comme un cœur : plus on y met de monde, plus c’est chaud. »',
            friend: false,
          },
          {
            text: '{^creature.def} a promis de revenir le lendemain pour agrandir la cabane, avec une deuxième pièce pour les escargots.',
            bands: OLDER,
          },
          {
            text: '{hero} a regardé tous ces petits amis partir dans la nuit, {creature.def} vers {creature.lit}, les escargots vers leur feuille, chacun en se retournant pour faire un signe. Le matin, {h:il|elle} avait une cabane ; ce soir, {h:il|elle} avait une cabane et une bande d’amis, et c’était comme si, en la partageant, {h:il|elle} l’avait rendue plus grande de l’intérieur.',
            bands: BIG,
          },
          {
            text: '{hero} a rangé {object.son} sous le bras et a repris le chemin de la maison, en sautant par-dessus les flaques.',
            bands: OLDER,
            friend: false,
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
              'À la maison, {hero} s’est {h:glissé|glissée} dans son lit tout chaud.',
              'De retour à la maison, {hero} s’est {h:glissé|glissée} sous sa couette.',
            ],
          },
          'Il y avait de la place pour {h:lui|elle}, pour son doudou, pour {object.son} et pour plein de rêves.',
          {
            alts: [
              'Et {h:il|elle} a rêvé d’une cabane grande comme {place.def}, avec une place pour chacun.',
              'Et {h:il|elle} s’est {h:endormi|endormie} en pensant {creature.au}, qui dormait bien au sec, {c:lui|elle} aussi.',
              'Plic, ploc, et {hero} dormait déjà.',
            ],
          },
          {
            text: 'Là-bas, {place.in}, la petite cabane dormait aussi, avec sa pancarte « Bienvenue » qui séchait sous la lune.',
            bands: OLDER,
          },
        ],
      },
    ],
    questions: [
      {
        question: 'Qu’avait construit {hero} {place.in} ?',
        right: 'Une cabane',
        wrong: ['Un bateau', 'Un bonhomme de neige'],
      },
      {
        question: 'Qui a frappé à la porte en premier ?',
        right: '{^creature.indef}',
        wrong: ['{^other.creature.indef}', '{^other2.creature.indef}'],
      },
      {
        question: 'Qu’a posé {hero} au milieu du cercle ?',
        right: '{^object.son}',
        wrong: ['{^other.object.son}', '{^other2.object.son}'],
      },
      {
        question: 'Qu’a écrit {hero} sur la pancarte, à la fin ?',
        right: '« Bienvenue »',
        wrong: ['« Privé »', '« Fermé »'],
      },
    ],
  },
];
