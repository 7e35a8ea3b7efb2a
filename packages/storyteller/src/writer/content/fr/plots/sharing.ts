/** Sharing: a picnic that grows when it is shared, a new toy that needs two, a small hut in a big storm. */
import type { Plot } from '../../format.js';
import { BIG, OLDER } from '../bands.js';

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
        scene: { place: 'world', time: 'day', weather: 'clear', mood: 'happy', cast: ['hero', 'friend'], object: 'world' },
        text: [
          'Ce jour-là, {hero} avait un goûter magnifique : {object.indef} rien que pour {h:lui|elle} !',
          '{h:Il|Elle} s’est {h:installé|installée} {place.in}, sur une nappe à carreaux.',
          'Miam, miam ! {h:Il|Elle} se léchait déjà les babines.',
          { text: '{friend} était {f:parti|partie} chercher de l’eau à la fontaine. {f:Il|Elle} avait dit : « Ne commence pas sans moi ! »', friend: true },
          { text: '{hero} avait attendu ce goûter toute la matinée, le ventre qui gargouillait.', friend: false },
          { text: 'Le soleil chauffait la nappe, les abeilles bourdonnaient, et {place.calme}. C’était le moment parfait pour un goûter parfait.', bands: OLDER },
          { text: '{object.def}, c’était sa grand-mère qui {o:l’avait préparé|l’avait préparée}, avec tout son savoir-faire. Elle avait dit : « Ce sera pour ton goûter. » Elle n’avait pas dit : « Rien que pour toi. » Mais {hero} avait décidé que c’était la même chose. Après tout, c’était son goûter à {h:lui|elle}, non ? {h:Il|Elle} a ouvert grand la bouche.', bands: BIG },
        ],
      },
      {
        scene: { place: 'world', time: 'day', weather: 'clear', mood: 'calm', cast: ['hero', 'creature'], object: 'world' },
        text: [
          'Mais derrière une touffe d’herbe, deux petits yeux regardaient.',
          'C’était {creature.indef}. Son ventre faisait : grrr, grrr !',
          '{hero} a vite caché {object.def} derrière son dos.',
          { alts: ['« C’est à moi », a dit {hero}.', '« C’est mon goûter », a dit {hero}.', '« Il est à moi, ce goûter », a dit {hero}.'] },
          { text: '{^creature.def} a baissé les yeux et n’a rien répondu. {c:Il|Elle} s’est {c:assis|assise} un peu plus loin, sans faire de bruit.', bands: OLDER },
          { text: '{hero} savait bien que ce n’était pas très gentil. Mais {h:il|elle} se disait : si je partage, il m’en restera moins. Et moins, c’est moins. C’est une question de calcul, pensait {hero}, et les calculs, on ne peut rien contre eux. Pourtant, les deux petits yeux, derrière l’herbe, ne faisaient aucun calcul : ils avaient juste faim.', bands: BIG },
        ],
      },
      {
        scene: { place: 'world', time: 'day', weather: 'clear', mood: 'worried', cast: ['hero'], object: 'world' },
        text: [
          '{hero} s’est {h:caché|cachée} derrière un arbre pour manger tranquille.',
          '{h:Il|Elle} a pris une grosse bouchée… et ça lui est resté en travers de la gorge ! Kof, kof !',
          'Bizarrement, ce n’était pas aussi bon que prévu.',
          { text: 'Ça collait au palais, ça restait coincé dans la gorge, et chaque bouchée avait un petit goût de « pas gentil ».', bands: OLDER },
          { text: '{hero} a regardé autour de {h:lui|elle}. Derrière l’arbre, il n’y avait personne pour rire avec {h:lui|elle}, personne pour dire « Miam ! », personne pour partager le « c’est trop bon ». Manger {h:tout seul|toute seule} en cachette, c’était un peu comme chanter sous l’eau : on fait les gestes, mais il ne se passe rien.', bands: BIG },
        ],
      },
      {
        scene: { place: 'world', time: 'day', weather: 'clear', mood: 'calm', cast: ['hero', 'friend', 'creature'], object: 'world' },
        text: [
          'Alors {hero} est {h:revenu|revenue} et a donné une miette {creature.au}.',
          'Une toute petite miette, grande comme une coccinelle.',
          '« Merci », a dit {creature.def} poliment. Mais son ventre faisait encore : grrr !',
          { text: '{friend} est {f:revenu|revenue} avec la gourde, a regardé la miette, puis {hero}, et a levé un sourcil. Un seul. {f:Il|Elle} savait faire ça, et c’était très efficace.', friend: true },
          { text: '{hero} a regardé la miette, puis {object.def}, puis la miette. Il y avait quelque chose qui n’allait pas dans ce calcul-là.', friend: false },
          { text: 'Et voilà que d’autres petits ventres se sont mis à gargouiller dans l’herbe : un moineau, deux fourmis, un escargot pressé.', bands: OLDER },
          { text: '{hero} a senti ses joues devenir chaudes. La miette avait l’air ridicule, toute seule au milieu de la nappe, comme un caillou dans un désert. {h:Il|Elle} a pensé à sa grand-mère, qui partageait toujours tout : son jardin, ses confitures, ses histoires, son temps. Et sa grand-mère avait toujours l’air d’avoir beaucoup, beaucoup de tout.', bands: BIG },
        ],
      },
      {
        scene: { place: 'world', time: 'day', weather: 'clear', mood: 'happy', cast: ['hero', 'friend', 'creature'], object: 'world' },
        text: [
          'Alors {hero} a pris un grand couteau à beurre.',
          '{h:Il|Elle} a partagé {object.def} en parts égales : une pour chacun !',
          '« Servez-vous ! » a dit {hero}, avec un grand sourire.',
          { text: '{friend} a applaudi, et {f:il|elle} a sorti de sa poche trois biscuits un peu écrasés. « Moi aussi, je partage ! »', friend: true },
          { text: '{^creature.def} a ouvert de grands yeux ronds : « Pour moi ? Une vraie part ? »', friend: false },
          { text: 'Les parts n’étaient pas très grosses, c’est vrai. Mais tout le monde souriait, et les sourires, eux, étaient énormes.', bands: OLDER },
          { text: 'En coupant, {hero} a découvert un drôle de plaisir : voir les yeux des autres briller au moment où l’on tend la main. C’était un plaisir qui ne se mangeait pas, mais qui remplissait quand même, d’une autre façon. Quelque part entre le cœur et le ventre.', bands: BIG },
        ],
      },
      {
        scene: { place: 'world', time: 'evening', weather: 'clear', mood: 'happy', cast: ['hero', 'friend', 'creature'], object: 'world' },
        text: [
          'Et là, surprise ! {^creature.def} a couru chercher des noisettes.',
          'Le moineau a apporté des graines, les fourmis une fraise des bois.',
          'Bientôt, la nappe était couverte de bonnes choses !',
          { text: 'Il y avait des mûres, du miel, des noix, et même une framboise que l’escargot avait mis trois heures à apporter.', bands: OLDER },
          { text: '{hero} n’en revenait pas. Tout à l’heure, {h:il|elle} avait {object.indef} et personne avec qui {o:le|la} manger. Maintenant, {h:il|elle} avait un festin entier et une nappe pleine d’amis. Le calcul ne marchait plus du tout : en partageant, tout avait grandi au lieu de rapetisser. C’était de la magie, ou alors c’était de la gentillesse, ce qui revient un peu au même.', bands: BIG },
        ],
      },
      {
        scene: { place: 'world', time: 'evening', weather: 'clear', mood: 'happy', cast: ['hero', 'friend', 'creature'], object: null },
        text: [
          'Ils ont mangé, ri et chanté jusqu’au coucher du soleil.',
          { text: '« Tu vois, a dit {friend} la bouche pleine, un goûter partagé, c’est un goûter qui grandit ! »', friend: true },
          { text: '« Un goûter partagé, a dit {hero} la bouche pleine, c’est un goûter qui grandit ! »', friend: false },
          '{^creature.def} a fait un câlin tout rond à {hero}. {creature.cri} !',
          { text: 'C’était le meilleur goûter de toute sa vie. Et pourtant, {hero} avait mangé beaucoup moins que prévu.', bands: OLDER },
          { text: 'Quand les étoiles ont commencé à s’allumer, chacun est reparti chez soi avec le ventre plein et le cœur chaud. {^creature.def} a promis de revenir le lendemain avec des champignons. Le moineau a promis une chanson. Et l’escargot a promis de partir tout de suite, pour être sûr d’arriver à l’heure.', bands: BIG },
        ],
      },
      {
        scene: { place: 'home', time: 'night', weather: 'clear', mood: 'sleepy', cast: ['hero'], object: null },
        text: [
          'Le soir, {hero} a raconté tout à sa grand-mère.',
          'Elle a souri et lui a fait un bisou sur le front.',
          { alts: ['Puis {hero} s’est {h:endormi|endormie}, le ventre plein et le cœur encore plus plein.', 'Et {hero} a rêvé d’une nappe immense, avec une place pour tout le monde.', 'Et {hero} s’est {h:endormi|endormie} en rêvant de goûters qui grandissent.'] },
          { text: 'Dehors, {place.in}, les miettes du festin faisaient le bonheur des fourmis de nuit.', bands: OLDER },
        ],
      },
    ],
    questions: [
      { question: 'Qu’avait {hero} pour son goûter ?', right: '{^object.indef}', wrong: ['{^other.object.indef}', '{^other2.object.indef}'] },
      { question: 'Qui regardait derrière la touffe d’herbe ?', right: '{^creature.indef}', wrong: ['{^other.creature.indef}', '{^other2.creature.indef}'] },
      { question: 'Que s’est-il passé quand {hero} a partagé ?', right: 'Tout le monde a apporté quelque chose', wrong: ['Tout le monde est parti', 'Il s’est mis à pleuvoir'] },
      { question: 'Pourquoi le goûter caché n’était-il pas bon ?', right: 'Parce que manger seul en cachette, ce n’est pas joyeux', wrong: ['Parce qu’il était trop salé', 'Parce qu’il était tombé par terre'] },
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
        scene: { place: 'world', time: 'morning', weather: 'wind', mood: 'happy', cast: ['hero', 'friend'], object: 'world' },
        text: [
          '{hero} avait {object.indef} {o:tout neuf|toute neuve}, bleu et jaune, qui sentait encore le magasin.',
          '{h:Il|Elle} est {h:parti|partie} l’essayer {place.in}, en courant.',
          'Le vent soufflait juste comme il faut. Fffou, fffou !',
          { text: '{friend} trottinait derrière et demandait toutes les deux minutes : « Je pourrai {o:le|la}… Je pourrai l’essayer, après ? »', friend: true },
          { text: '{hero} serrait {object.def} contre {h:lui|elle}, comme un trésor qu’on a peur de perdre.', friend: false },
          { text: 'C’était un cadeau d’anniversaire. {hero} {o:l’avait attendu|l’avait attendue} si longtemps qu’{h:il|elle} avait presque usé la page du catalogue à force de la regarder.', bands: OLDER },
          { text: 'En chemin, {hero} a vérifié cent fois que {object.def} n’avait pas une égratignure. {h:Il|Elle} avait décidé, très sérieusement, que personne d’autre n’y toucherait jamais : les autres ont des doigts collants, des pattes mouillées, et ils ne font pas attention. Du moins, c’est ce que pensait {hero}, sans jamais l’avoir vraiment vérifié.', bands: BIG },
        ],
      },
      {
        scene: { place: 'world', time: 'morning', weather: 'wind', mood: 'calm', cast: ['hero', 'friend', 'creature'], object: 'world' },
        text: [
          '{place.in}, {creature.indef} jouait avec un vieux bâton.',
          'Quand {c:il|elle} a vu {object.def}, ses yeux se sont mis à briller.',
          '« Oh ! Je peux jouer avec toi ? » a demandé {creature.def}.',
          '« Non, a dit {hero}. {o:Il est tout neuf|Elle est toute neuve}. »',
          { text: '{friend} a fait une petite grimace, mais {f:il|elle} n’a rien dit. C’était {f:un ami|une amie} qui savait attendre.', friend: true },
          { text: '{^creature.def} a baissé les oreilles et est {c:reparti|repartie} vers son bâton, tout doucement.', bands: OLDER },
          { text: '{hero} a senti un petit pincement. Pas un gros, juste un tout petit, comme un grain de sable dans une chaussure. {h:Il|Elle} a décidé de ne pas y faire attention. Après tout, quand on a {object.indef} {o:tout neuf|toute neuve}, on a bien le droit d’en profiter {h:tout seul|toute seule}, non ? Le grain de sable, lui, n’avait pas l’air d’accord.', bands: BIG },
        ],
      },
      {
        scene: { place: 'world', time: 'day', weather: 'wind', mood: 'worried', cast: ['hero'], object: 'world' },
        text: [
          '{hero} a voulu jouer {h:tout seul|toute seule}.',
          '{h:Il|Elle} a lancé {object.def} très haut… et {o:il|elle} est {o:retombé|retombée}, plaf, sur sa tête !',
          '{h:Il|Elle} a recommencé. Plaf ! Dans une flaque, cette fois.',
          { alts: ['Et encore une fois : plaf, dans un buisson !', 'Une troisième fois : plaf, sur un banc !', 'Et encore : plaf, dans les orties !'] },
          { text: 'Pour jouer avec {object.def}, il fallait quelqu’un qui tienne, quelqu’un qui court, quelqu’un qui rattrape. Et {hero} n’avait que deux mains et deux jambes.', bands: OLDER },
          { text: 'Au bout d’un moment, {hero} était {h:tout essoufflé|toute essoufflée}, les genoux pleins de boue, et {object.def} était {o:couvert|couverte} de feuilles. Ce n’était pas du tout comme sur la photo du catalogue, où un enfant riait aux éclats. Tiens, pensait {hero}, sur la photo, il y avait quelqu’un d’autre à côté de l’enfant. {h:Il|Elle} ne l’avait jamais remarqué.', bands: BIG },
        ],
      },
      {
        scene: { place: 'world', time: 'day', weather: 'wind', mood: 'calm', cast: ['hero', 'creature'], object: 'world' },
        text: [
          'Pendant ce temps, {creature.def} s’amusait comme un fou… avec son bâton.',
          '{c:Il|Elle} riait, sautait, faisait des cabrioles. {creature.cri} !',
          '{hero} s’est {h:assis|assise} dans l’herbe, {object.def} sur les genoux. Tout ce qui était neuf était triste.',
          { text: 'Un vieux bâton et un grand rire valaient mieux qu’un jouet neuf et pas de rire du tout.', bands: OLDER },
          { text: '{hero} regardait {creature.def} et comprenait une chose un peu vexante : ce n’était pas le jouet qui rendait le jeu amusant. C’était d’être deux. Avec un bâton, une pomme de pin ou même rien du tout, on peut rire, quand on est deux. Et {h:il|elle} avait dit non à la seule personne qui voulait jouer avec {h:lui|elle}.', bands: BIG },
        ],
      },
      {
        scene: { place: 'world', time: 'day', weather: 'wind', mood: 'happy', cast: ['hero', 'friend', 'creature'], object: 'world' },
        text: [
          'Alors {hero} s’est {h:levé|levée} et s’est {h:approché|approchée} {creature.du}.',
          '« Tu veux jouer avec moi ? Avec {object.def} ? »',
          '{^creature.def} a fait un bond de joie si haut qu’{c:il|elle} a failli s’envoler !',
          { text: '{friend} a crié « Moi aussi ! » et a couru vers eux, les bras grands ouverts.', friend: true },
          { text: '« Je suis {h:désolé|désolée} pour tout à l’heure, a ajouté {hero}. Je n’aurais pas dû dire non. »', bands: OLDER },
          { text: '« Pas grave, a dit {creature.def}. Moi aussi, un jour, j’ai eu un bâton tout neuf, et je ne voulais le prêter à personne. » Et ils ont ri tous les deux, parce qu’un bâton tout neuf, c’est vraiment très drôle quand on y pense.', bands: BIG },
        ],
      },
      {
        scene: { place: 'world', time: 'day', weather: 'wind', mood: 'happy', cast: ['hero', 'friend', 'creature'], object: 'world' },
        text: [
          'À deux, tout était facile ! Un qui lance, un qui attrape.',
          '{^object.def} volait, roulait, dansait dans le vent.',
          'Ils ont joué chacun leur tour, et personne ne comptait les tours.',
          { text: '{friend} avait inventé des règles compliquées que personne ne comprenait, pas même {f:lui|elle}, et c’était encore plus drôle.', friend: true },
          { text: '{^creature.def} a même inventé un nouveau jeu, avec {object.def} et le vieux bâton ensemble.', bands: OLDER },
          { text: '{^object.def} s’est un peu {o:sali|salie}, c’est vrai. {o:Il|Elle} avait maintenant une petite trace de patte sur le côté, et une tache d’herbe toute verte. {hero} les a regardées et a souri. Ce n’étaient pas des dégâts, pensait {h:il|elle}. C’étaient des souvenirs. Et {object.indef} sans souvenirs, c’est juste {object.indef} de magasin.', bands: BIG },
        ],
      },
      {
        scene: { place: 'world', time: 'evening', weather: 'clear', mood: 'happy', cast: ['hero', 'friend', 'creature'], object: 'world' },
        text: [
          'Le soleil se couchait, tout rose, sur {place.def}.',
          'Ils étaient fatigués, sales et très, très contents.',
          { text: '« Un jouet qu’on prête, a dit {friend}, c’est un jouet qui rit deux fois plus. »', friend: true },
          { text: '« Un jouet qu’on prête, a dit {hero}, c’est un jouet qui rit deux fois plus. »', friend: false },
          { text: '« À demain ? » a demandé {creature.def}. « À demain ! » a répondu {hero}. Et {h:il|elle} a même ajouté : « Apporte ton bâton ! »', bands: OLDER },
          { text: 'Sur le chemin du retour, {hero} tenait {object.def} d’une main, sans {o:le|la} serrer. {h:Il|Elle} n’avait plus peur qu’on {o:le|la} lui prenne. On ne peut pas vraiment perdre quelque chose qu’on partage, a-t-{h:il|elle} pensé : ça revient toujours, avec un ami en plus.', bands: BIG },
        ],
      },
      {
        scene: { place: 'home', time: 'night', weather: 'clear', mood: 'sleepy', cast: ['hero'], object: 'world' },
        text: [
          'Le soir, {object.def} dormait dans un coin de la chambre, un peu sale et très {o:heureux|heureuse}.',
          '{hero} a bâillé un grand bâillement.',
          { alts: ['Demain, ils joueraient encore. À deux, c’est toujours mieux.', 'Demain, {creature.def} viendrait, avec son bâton.', 'Demain, il y aurait encore des rires {place.in}.'] },
          { text: 'Et {hero} s’est {h:endormi|endormie} en entendant encore, au loin, le vent qui jouait tout seul, un peu jaloux.', bands: OLDER },
        ],
      },
    ],
    questions: [
      { question: 'Quel jouet neuf avait {hero} ?', right: '{^object.indef}', wrong: ['{^other.object.indef}', '{^other2.object.indef}'] },
      { question: 'Avec quoi jouait {creature.def} au début ?', right: 'Avec un vieux bâton', wrong: ['Avec un seau', 'Avec un chapeau'] },
      { question: 'Qui voulait jouer avec {hero} ?', right: '{^creature.def}', wrong: ['{^other.creature.def}', '{^other2.creature.def}'] },
      { question: 'Pourquoi le jeu était-il plus drôle à la fin ?', right: 'Parce qu’ils jouaient à deux', wrong: ['Parce que le vent s’était arrêté', 'Parce qu’il y avait plus de vent'] },
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
        scene: { place: 'world', time: 'day', weather: 'clear', mood: 'happy', cast: ['hero', 'friend'], object: 'world' },
        text: [
          '{place.in}, {hero} avait construit une cabane. Une vraie !',
          'Avec des branches, des feuilles et une vieille couverture à fleurs.',
          'Dedans, {h:il|elle} avait mis {object.son} et un coussin.',
          { text: '{friend} avait aidé à porter les branches, en se plaignant beaucoup, mais en portant les plus grosses.', friend: true },
          { text: '{h:Il|Elle} y avait travaillé toute la matinée, et {h:il|elle} en était très {h:fier|fière}.', friend: false },
          { text: 'La cabane était petite, juste assez grande pour un enfant et ses rêves. Mais c’était la plus belle cabane {place.du}.', bands: OLDER },
          { text: '{hero} avait tout prévu : une fenêtre faite avec un trou entre deux branches, un tapis de mousse bien moelleux, et même une pancarte sur la porte, écrite avec un bâton dans la boue : « Privé ». {h:Il|Elle} ne savait pas encore que ce mot allait lui poser un petit problème.', bands: BIG },
        ],
      },
      {
        scene: { place: 'world', time: 'evening', weather: 'storm', mood: 'worried', cast: ['hero', 'friend'], object: 'world' },
        text: [
          'Tout à coup, le ciel est devenu tout noir. Boum ! Le tonnerre !',
          'La pluie s’est mise à tomber, très fort. Plic, ploc, plic, ploc !',
          '{hero} s’est {h:blotti|blottie} dans sa cabane, avec {object.def}.',
          { text: '{friend} s’est {f:collé|collée} contre {hero}. {f:Il|Elle} faisait semblant de ne pas avoir peur, mais {f:il|elle} claquait un peu des dents.', friend: true },
          { text: 'Au-dessus, la couverture à fleurs faisait un bruit de tambour sous la pluie, mais dedans, tout restait sec.', bands: OLDER },
          { text: '{hero} était {h:content|contente} de sa cabane. Les murs de branches tenaient bon, le toit ne laissait passer qu’une seule goutte, qui tombait régulièrement dans une feuille roulée en cornet. {h:Il|Elle} pensait : il n’y a pas de meilleur endroit au monde pour attendre la fin d’un orage.', bands: BIG },
        ],
      },
      {
        scene: { place: 'world', time: 'evening', weather: 'storm', mood: 'worried', cast: ['hero', 'friend', 'creature'], object: 'world' },
        text: [
          'Toc, toc ! Quelqu’un frappait à la porte de feuilles.',
          'C’était {creature.indef}, {c:trempé|trempée} comme une soupe.',
          '« Je peux entrer ? Ma maison est loin, et il pleut si fort ! »',
          '{hero} a regardé la cabane, toute petite. « Il n’y a pas de place », a dit {hero}.',
          { text: 'Et {h:il|elle} a montré la pancarte : « Privé ». {^creature.def} ne savait pas lire, mais {c:il|elle} a compris quand même.', bands: OLDER },
          { text: '{^creature.def} s’est {c:recroquevillé|recroquevillée} sous une grosse feuille de fougère, juste à côté. Les gouttes lui tombaient sur la tête, une par une : plic, plic, plic. {hero} l’entendait éternuer. Un petit éternuement, puis un autre, puis un troisième, qui ressemblait beaucoup à un sanglot.', bands: BIG },
        ],
      },
      {
        scene: { place: 'world', time: 'evening', weather: 'storm', mood: 'calm', cast: ['hero', 'friend', 'creature'], object: 'world' },
        text: [
          'Dans la cabane, {hero} n’arrivait plus à être {h:content|contente}.',
          'Chaque atchoum du dehors lui pinçait le cœur.',
          'Alors {h:il|elle} a ouvert la porte : « Viens ! On va se serrer ! »',
          { text: '{friend} s’est {f:poussé|poussée} tout au fond, contre le mur de branches. « Viens, il y a de la place ! » Il n’y en avait pas beaucoup, mais {f:il|elle} l’a dit quand même.', friend: true },
          { text: '{^creature.def} est {c:entré|entrée} en dégoulinant. Splatch ! Tout le monde a été un peu mouillé.', bands: OLDER },
          { text: '{hero} a pris la pancarte « Privé » et l’a retournée. De l’autre côté, il n’y avait rien d’écrit. Alors, du bout du doigt, dans la boue, {h:il|elle} a écrit : « Bienvenue ». Ce n’était pas très bien écrit, le « v » ressemblait à un « u », mais c’était bien mieux.', bands: BIG },
        ],
      },
      {
        scene: { place: 'world', time: 'evening', weather: 'storm', mood: 'happy', cast: ['hero', 'friend', 'creature'], object: 'world' },
        text: [
          'Toc, toc ! Encore quelqu’un ! Puis encore quelqu’un !',
          'Un oiseau mouillé, deux souris, une famille d’escargots…',
          'La cabane était pleine comme un œuf. Une oreille dans un nez, une patte sur un pied !',
          { alts: ['« Aïe ! » « Pardon ! » « Atchoum ! » « Oups ! »', '« Ouille ! » « Excuse-moi ! » « Atchoum ! »', '« Tu es sur ma queue ! » « Pardon ! » « Atchoum ! »'] },
          { text: 'Tout le monde riait, serré comme des sardines, et la cabane tremblait de rire.', bands: OLDER },
          { text: '{hero} a eu une idée. « Asseyons-nous en rond, tous tournés vers le milieu. » Et c’était magique : en rond, tout le monde tenait. Les grands derrière, les petits devant, les escargots au plafond. Il suffisait de bien s’organiser, et surtout d’avoir envie de se faire de la place.', bands: BIG },
        ],
      },
      {
        scene: { place: 'world', time: 'night', weather: 'storm', mood: 'calm', cast: ['hero', 'friend', 'creature'], object: 'world' },
        text: [
          'Au milieu du cercle, {hero} a posé {object.son}.',
          '{^object.def} était pour tout le monde, maintenant.',
          '{o:La lumière dorée brillait sur tous les visages.|Et {hero} a lu une histoire, à voix haute, pour tous.}',
          { text: '{friend} faisait les voix des personnages, la grosse voix du loup, la petite voix de la souris, et tout le monde frissonnait et riait en même temps.', friend: true },
          { text: '{^creature.def} s’est {c:endormi|endormie} contre l’épaule {h:du maître|de la maîtresse} de la cabane, bien au chaud.', bands: OLDER },
          { text: 'Dehors, l’orage grondait toujours, mais plus personne ne l’écoutait. Dans la cabane, il faisait chaud, ça sentait la mousse, la pluie et le pelage mouillé, et {hero} pensait que, finalement, une cabane pleine était bien plus douce qu’une cabane vide. {h:Seul|Seule}, on a de la place. À plusieurs, on a chaud.', bands: BIG },
        ],
      },
      {
        scene: { place: 'world', time: 'night', weather: 'clear', mood: 'happy', cast: ['hero', 'friend', 'creature'], object: 'world' },
        text: [
          'Enfin, la pluie s’est arrêtée. Le ciel était plein d’étoiles.',
          'Chacun est sorti en s’étirant et a dit merci à {hero}.',
          { text: '« Une cabane, a dit {friend}, c’est comme un cœur : plus on y met de monde, plus c’est chaud. »', friend: true },
          { text: '« Une cabane, a dit {hero}, c’est comme un cœur : plus on y met de monde, plus c’est chaud. »', friend: false },
          { text: '{^creature.def} a promis de revenir le lendemain pour agrandir la cabane. « Avec une deuxième pièce, pour les escargots ! »', bands: OLDER },
          { text: '{hero} a regardé tous ces petits amis partir dans la nuit, chacun vers sa maison, en se retournant pour faire un signe. Le matin, {h:il|elle} avait une cabane. Ce soir, {h:il|elle} avait une cabane et une bande d’amis. Partager la cabane, c’était un peu comme la rendre plus grande de l’intérieur.', bands: BIG },
        ],
      },
      {
        scene: { place: 'home', time: 'night', weather: 'clear', mood: 'sleepy', cast: ['hero'], object: null },
        text: [
          'À la maison, {hero} s’est {h:glissé|glissée} dans son lit tout chaud.',
          'Il y avait de la place pour {h:lui|elle}, pour son doudou, et pour plein de rêves.',
          { alts: ['Et {h:il|elle} a rêvé d’une cabane grande comme le ciel, avec une place pour chacun.', 'Et {h:il|elle} s’est {h:endormi|endormie} en écoutant les dernières gouttes.', 'Plic… ploc… et {hero} dormait déjà.'] },
          { text: 'Là-bas, {place.in}, la petite cabane dormait aussi, avec sa pancarte « Bienvenue » qui séchait sous la lune.', bands: OLDER },
        ],
      },
    ],
    questions: [
      { question: 'Qu’avait construit {hero} {place.in} ?', right: 'Une cabane', wrong: ['Un bateau', 'Un bonhomme de neige'] },
      { question: 'Qui a frappé à la porte en premier ?', right: '{^creature.indef}', wrong: ['{^other.creature.indef}', '{^other2.creature.indef}'] },
      { question: 'Qu’a posé {hero} au milieu du cercle ?', right: '{^object.son}', wrong: ['{^other.object.son}', '{^other2.object.son}'] },
      { question: 'Qu’a écrit {hero} sur la pancarte, à la fin ?', right: '« Bienvenue »', wrong: ['« Privé »', '« Fermé »'] },
    ],
  },
];
