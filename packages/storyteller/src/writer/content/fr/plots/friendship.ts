/** Friendship: a friend plays with you, not like you; a quarrel mended; a shy newcomer. */
import type { Plot } from '../../format.js';
import { BIG, OLDER } from '../bands.js';

export const friendshipPlots: Plot[] = [
  {
    id: 'friendship-treasure-game',
    moral: 'friendship',
    titles: ['Le jeu des petits trésors', '{hero} et {creature.def}', 'Un ami pour jouer'],
    places: ['meadow', 'park', 'garden'],
    creatures: ['turtle', 'hedgehog', 'mouse'],
    objects: ['feather', 'flower', 'seed'],
    pages: [
      {
        scene: {
          place: 'world',
          time: 'morning',
          weather: 'clear',
          mood: 'happy',
          cast: ['hero', 'friend'],
          actions: { hero: 'walk', friend: 'walk' },
          object: null,
          framing: 'wide',
        },
        text: [
          'Un matin, {hero} est {h:parti|partie} jouer {place.in}.',
          {
            alts: [
              '{h:Il|Elle} avait envie de courir partout, de sauter et de rire.',
              'Ce jour-là, {place.def} lui semblait parfait pour mille jeux.',
              '{h:Il|Elle} avait des jambes qui voulaient courir jusqu’au bout {place.du}.',
            ],
            bands: OLDER,
          },
          { text: 'Le soleil chatouillait les feuilles, et {place.calme}.', bands: OLDER },
          {
            text: '{friend} marchait à côté en bâillant : {f:il|elle} disait toujours que le matin arrive trop tôt.',
            friend: true,
          },
          {
            text: '{h:Il|Elle} était {h:venu|venue} {h:seul|seule}, et {h:il|elle} espérait bien trouver quelqu’un avec qui jouer.',
            friend: false,
          },
          {
            text: '{hero} connaissait tous les coins : le chemin des fourmis, la pierre qui ressemble à un fromage, le coin des pissenlits. Mais ce matin-là, {place.def} lui réservait une surprise.',
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
          cast: ['hero', 'friend', 'creature'],
          actions: { hero: 'wave', friend: 'stand', creature: 'sit' },
          object: null,
          framing: 'medium',
          prop: 'tall-tree',
        },
        text: [
          'Sous un grand arbre, {creature.indef} était {c:assis|assise}, {c:tout seul|toute seule}.',
          { text: '{^creature.def} regardait les autres jouer, sans un mot.', bands: OLDER },
          {
            alts: [
              '{hero} s’est {h:approché|approchée} : « Bonjour, {creature.nom}, tu veux jouer avec moi ? »',
              '{hero} a lancé {creature.au} : « Coucou, on joue ensemble ? »',
              '{hero} a demandé {creature.au} : « Salut, on joue ? »',
            ],
          },
          '{^creature.def} a répondu tout bas « {creature.cri} », ce qui, chez {creature.pl}, veut dire oui.',
          {
            text: '{friend} s’est {f:penché|penchée} vers {hero} et a chuchoté : « {^creature.def} a l’air un peu timide. »',
            friend: true,
            bands: OLDER,
          },
          {
            text: 'Ses yeux brillaient, mais {creature.def} n’osait pas bouger, comme {c:s’il|si elle} avait peur de déranger.',
            friend: false,
            bands: OLDER,
          },
          {
            text: '{hero} s’est demandé pourquoi personne ne jouait avec {creature.def}. Peut-être que les autres couraient trop vite. Peut-être que personne n’avait pensé à demander {creature.au} ce qu’{c:il|elle} aimait.',
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
          actions: { hero: 'run', friend: 'sit', creature: 'sit' },
          object: null,
          framing: 'wide',
        },
        text: [
          '{hero} a crié : « On fait la course jusqu’au bout {place.du} ! »',
          {
            alts: [
              'Au signal, {hero} a filé comme le vent à travers {place.def}.',
              'Et {hero} est {h:parti|partie} comme une flèche à travers {place.def}.',
              'Au top départ, {hero} a couru à toute vitesse {place.in}.',
            ],
          },
          'Mais {creature.def} n’avançait pas bien vite.',
          'Et patatras, {creature.def} s’est pris les pattes dans l’herbe et a roulé dans un tas de feuilles.',
          {
            text: '{hero} a ri, puis s’est vite {h:arrêté|arrêtée} : et si {creature.def} était {c:vexé|vexée} ?',
            bands: OLDER,
          },
          'Mais non : {creature.def} riait aussi, {creature.cri}, {creature.cri} !',
          {
            text: '{friend} riait si fort qu’{f:il|elle} a dû s’asseoir dans l’herbe, {f:tout rouge|toute rouge}.',
            friend: true,
            bands: OLDER,
          },
          {
            text: 'En aidant {creature.def} à se relever, {hero} a bien vu que la course, ce n’était pas son jeu. Arriver {h:premier|première} au bout {place.du}, quand {creature.def} est encore au début, ce n’est pas si drôle, a pensé {hero}.',
            bands: BIG,
          },
          {
            text: '{^creature.def}, {c:lui|elle}, secouait les feuilles de son dos avec un air si sérieux que {hero} a dû se mordre les joues pour ne pas rire encore. « {creature.cri} », a fait {creature.def}, comme pour dire : la prochaine fois, choisissons un jeu moins pressé.',
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
          actions: { hero: 'look-for', friend: 'stand', creature: 'hide' },
          object: null,
          framing: 'medium',
          prop: 'tall-tree',
        },
        text: [
          {
            alts: [
              '« Alors jouons à cache-cache ! » a proposé {hero}.',
              '« Et si on jouait à cache-cache ? » a dit {hero}.',
              '« Cache-cache, maintenant ! » a décidé {hero}.',
            ],
          },
          '{hero} a compté jusqu’à dix contre un arbre, les mains sur les yeux.',
          '{^creature.def} s’est {c:caché|cachée} derrière une fleur, une toute petite fleur.',
          '{^creature.def} dépassait de partout : on voyait ses pattes, son dos et le bout de son nez !',
          {
            text: '{hero} a fait semblant de chercher {creature.def} très longtemps, pour que le jeu dure un peu.',
            bands: OLDER,
          },
          'Mais {creature.def} a soupiré : ce jeu-là non plus, ce n’était pas le jeu {creature.du}.',
          {
            text: '{hero} s’est {h:assis|assise} sur une racine, à côté {creature.du}. {h:Il|Elle} avait proposé deux jeux {creature.au}, et les deux étaient ses jeux à {h:lui|elle}. Une drôle d’idée lui trottait dans la tête : et si l’on se faisait des amis en allant visiter leur monde, comme celui {creature.du} ?',
            bands: BIG,
          },
          {
            text: '{friend}, qui était {f:très malin|très maligne}, s’est gratté le menton : « Et si on demandait {creature.au} à quoi {c:il|elle} aime jouer ? »',
            friend: true,
          },
          {
            text: '{hero} s’est gratté le menton. Et si, pour une fois, {h:il|elle} demandait {creature.au} à quoi {c:il|elle} aimait jouer ?',
            friend: false,
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
          actions: { hero: 'look-for', creature: 'point' },
          object: null,
          framing: 'medium',
        },
        text: [
          {
            alts: [
              '{hero} a demandé {creature.au} : « Et toi, à quoi tu aimes jouer ? »',
              '{hero} s’est {h:tourné|tournée} vers {creature.def} : « Et toi, quel est ton jeu préféré ? »',
              '{hero} s’est {h:assis|assise} près {creature.du} : « Et toi, tu aimes jouer à quoi ? »',
            ],
          },
          '{^creature.def} a ouvert de grands yeux : jamais personne {place.in} ne lui avait demandé ça !',
          'Alors {creature.def} a montré son jeu préféré : le jeu des petits trésors.',
          'Il fallait chercher, tout doucement, les merveilles cachées.',
          {
            text: 'Pas besoin de courir : il fallait des yeux de loupe et des pieds de velours, et {creature.def} était {c:le champion|la championne} de ce jeu-là.',
            bands: OLDER,
          },
          {
            text: '{hero} s’est {h:allongé|allongée} dans l’herbe, le nez au ras du sol. Vu d’en bas, {place.def} devenait un pays immense : les brins d’herbe étaient des arbres, les cailloux des montagnes, et une coccinelle passait comme un petit train rouge.',
            bands: BIG,
          },
          {
            text: '{^creature.def} chuchotait des conseils en montrant les cachettes du bout de la patte. Et {hero}, qui d’habitude parlait fort et courait vite, découvrait avec {creature.def} le plaisir de se taire et d’attendre, les yeux grands ouverts.',
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
          actions: { hero: 'point', friend: 'point', creature: 'carry' },
          object: 'world',
          objectAt: 'creature',
          framing: 'medium',
        },
        text: [
          {
            alts: [
              'Ils ont trouvé une coccinelle, un caillou rond et une goutte de rosée.',
              'Ils ont trouvé un caillou tout lisse, une fourmi pressée et une goutte de rosée.',
              'Ils ont découvert un escargot, un caillou rond et une toile d’araignée pleine de rosée.',
            ],
            bands: OLDER,
          },
          'Et puis, tout au fond d’un buisson, il y avait {object.indef}.',
          {
            text: '{friend} avait {o:repéré|repérée} {object.def} {f:le premier|la première}, mais les branches étaient trop serrées pour {f:lui|elle}.',
            friend: true,
          },
          {
            text: '{hero} avait {o:repéré|repérée} {object.def}, mais sa main était trop grande pour passer entre les branches.',
            friend: false,
          },
          'Alors {creature.def} s’est {c:faufilé|faufilée} et a rapporté {object.def}.',
          '« C’est toi qui as les meilleurs yeux ! » a dit {hero}.',
          {
            text: '{^creature.def} a rougi jusqu’au bout des pattes, {creature.cri}, {c:tout fier et tout content|toute fière et toute contente}.',
            bands: OLDER,
          },
          {
            text: '{hero} a pensé que, {h:tout seul|toute seule}, {h:il|elle} ne l’aurait jamais {o:trouvé|trouvée}. Il fallait quelqu’un de petit et de patient comme {creature.def}, qui regarde {place.def} autrement.',
            bands: BIG,
          },
          {
            text: '{^object.def} n’était pas grand-chose, peut-être. Mais {hero} {o:le|la} tenait comme on tient un œuf tout chaud : c’était la première chose que {creature.def} et {h:lui|elle} avaient trouvée ensemble.',
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
          actions: { hero: 'receive', friend: 'stand', creature: 'give' },
          object: 'world',
          objectAt: 'creature',
          framing: 'close',
        },
        text: [
          'Le soleil se couchait déjà sur {place.def}.',
          '{^creature.def} a tendu {object.def} à {hero} : « C’est pour toi. »',
          {
            alts: [
              '{hero} a regardé {object.def} : « Mais c’est ton trésor ! »',
              '{hero} a serré {object.def} contre {h:lui|elle} : « Pour moi ? Vraiment ? »',
              '{hero} a murmuré, {object.def} dans la main : « Tu es {c:sûr|sûre} ? »',
            ],
            bands: OLDER,
          },
          '« Maintenant, c’est notre trésor », a répondu {creature.def}.',
          {
            text: '{friend} a souri : « Un ami, ce n’est pas quelqu’un qui joue comme toi. C’est quelqu’un qui joue avec toi, comme {creature.def}. »',
            friend: true,
          },
          {
            text: '{hero} a souri. Un ami, ce n’est pas quelqu’un qui joue comme toi, a-t-{h:il|elle} pensé. C’est quelqu’un qui joue avec toi, comme {creature.def}.',
            friend: false,
          },
          {
            text: 'Ils ont promis de se retrouver le lendemain, sous le grand arbre, pour une nouvelle chasse aux trésors.',
            bands: OLDER,
          },
          {
            text: 'Sur le chemin du retour, en traversant {place.def}, {hero} a compté : aucune course gagnée, personne de trouvé à cache-cache, et pourtant, c’était la plus belle journée de tout l’été.',
            bands: BIG,
          },
          {
            text: '{h:Il|Elle} s’est {h:retourné|retournée} une dernière fois vers le grand arbre. Sous le grand arbre, {creature.def} agitait la patte. Et {hero} s’est dit que demain, c’est {h:lui|elle} qui apprendrait son jeu préféré {creature.au} : pas la course, non, mais peut-être celui des nuages, qu’on regarde passer allongés dans l’herbe.',
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
          'Le soir, à la maison, {hero} a posé {object.def} près de son lit.',
          'Dehors, {place.in}, {creature.def} s’endormait dans {creature.lit}.',
          {
            alts: [
              'Demain, ils joueraient encore {place.in} : au jeu de l’un, puis au jeu de l’autre.',
              'Demain, il y aurait d’autres trésors à trouver, à deux.',
              'Demain, {creature.def} et {hero} chercheraient d’autres trésors, ensemble.',
            ],
          },
          {
            text: '{hero} a fermé les yeux en souriant, et {h:il|elle} a rêvé de petits trésors cachés sous chaque brin d’herbe.',
            bands: OLDER,
          },
          {
            text: 'Dans son rêve, {creature.def} était {c:aussi grand|aussi grande} qu’une maison, et c’était {hero} qui se cachait derrière une toute petite fleur. {hero} et {creature.def} riaient tous les deux, et le rire faisait trembler les étoiles.',
            bands: BIG,
          },
        ],
      },
    ],
    questions: [
      {
        question: 'Qui {hero} a-t-{h:il|elle} rencontré sous le grand arbre ?',
        right: '{^creature.indef}',
        wrong: ['{^other.creature.indef}', '{^other2.creature.indef}'],
      },
      {
        question: 'Où se passe cette histoire ?',
        right: '{^place.in}',
        wrong: ['{^other.place.in}', '{^other2.place.in}'],
      },
      {
        question: 'Quel trésor ont-ils trouvé dans le buisson ?',
        right: '{^object.indef}',
        wrong: ['{^other.object.indef}', '{^other2.object.indef}'],
      },
      {
        question: 'Pourquoi {creature.def} était-{c:il|elle} si {c:content|contente} à la fin ?',
        right: 'Parce qu’on lui a demandé à quoi {c:il|elle} aimait jouer',
        wrong: ['Parce qu’{c:il|elle} avait gagné la course', 'Parce qu’{c:il|elle} s’était bien {c:caché|cachée}'],
      },
    ],
  },
  {
    id: 'friendship-windy-quarrel',
    moral: 'friendship',
    titles: ['Le vent et les deux amis', '{^object.def} dans l’arbre', '{hero} et le grand vent'],
    places: ['meadow', 'mountain', 'seaside'],
    creatures: ['fox', 'rabbit', 'puppy', 'squirrel'],
    objects: ['kite', 'umbrella', 'ball'],
    pages: [
      {
        scene: {
          place: 'world',
          time: 'morning',
          weather: 'wind',
          mood: 'happy',
          cast: ['hero', 'friend', 'creature'],
          actions: { hero: 'run', friend: 'run', creature: 'run' },
          object: 'world',
          framing: 'wide',
        },
        text: [
          'Ce matin-là, fffou, fffou, le vent soufflait fort {place.in} !',
          '{hero} et {creature.def} étaient de grands amis.',
          'Ils avaient {object.indef} {o:tout neuf|toute neuve}, rouge et jaune, qui dansait dans le vent.',
          {
            text: '{friend} courait derrière {creature.def} en tenant son chapeau, qui voulait s’envoler aussi.',
            friend: true,
          },
          {
            text: 'Ils avaient passé toute la semaine à décorer {object.def}, avec des rubans et des petits points.',
            friend: false,
            bands: OLDER,
          },
          {
            text: '« Regarde comme {o:il|elle} danse ! » criait {hero}. « Regarde comme {o:il|elle} monte ! » répondait {creature.def}, {creature.cri}.',
            bands: OLDER,
          },
          {
            text: 'Quand le vent tirait, {object.def} tirait aussi, et {hero} sentait son cœur sauter dans sa poitrine.',
            bands: OLDER,
          },
          {
            text: '{hero} courait, {creature.def} {creature.file} derrière, et {object.def} montait, montait, au-dessus {place.du}, si haut qu’on aurait dit {o:un petit oiseau|une petite hirondelle} de couleur.',
            bands: BIG,
          },
          {
            text: 'Il y avait dans l’air une odeur d’herbe et d’aventure, et {place.calme}. C’était le genre de matin où l’on croit que tout est possible.',
            bands: BIG,
          },
        ],
      },
      {
        scene: {
          place: 'world',
          time: 'morning',
          weather: 'wind',
          mood: 'worried',
          cast: ['hero', 'friend', 'creature'],
          actions: { hero: 'carry', friend: 'hide', creature: 'carry' },
          object: 'world',
          framing: 'medium',
        },
        text: [
          '« C’est à moi de tenir {object.def} ! » a dit {hero}.',
          '« Non, c’est à moi ! » a grogné {creature.def}, {creature.cri}.',
          '{hero} tirait d’un côté, {creature.def} tirait de l’autre.',
          'Tire, tire, tire, et {object.def} s’est {o:mis|mise} à tourner comme une toupie.',
          { text: '{friend} se cachait les yeux : « Arrêtez, vous allez abîmer {object.def} ! »', friend: true },
          {
            text: 'Ni {hero} ni {creature.def} ne voulait lâcher : ils étaient têtus comme deux petites chèvres.',
            bands: OLDER,
          },
          {
            text: '{hero} savait bien que ce n’était pas très gentil pour {creature.def}. Mais dans sa tête, une petite voix grognon répétait : « C’est moi qui ai eu l’idée {object.du}, c’est moi ! »',
            bands: BIG,
          },
          {
            text: 'Et {creature.def}, en face, avait sûrement la même petite voix dans la tête, car {c:il|elle} fronçait les sourcils et plantait ses pattes dans le sol comme des racines.',
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
          cast: ['hero', 'creature'],
          actions: { hero: 'stand', creature: 'stand' },
          object: 'world',
          objectAt: 'up-tree',
          framing: 'wide',
          prop: 'tall-tree',
        },
        text: [
          'Et là, fffouuu, une grosse rafale a balayé {place.def} !',
          'Le vent a arraché {object.def}, et {o:il|elle} s’est {o:envolé|envolée} très haut.',
          '{^object.def} est {o:resté accroché|restée accrochée} tout en haut d’un vieil arbre.',
          { alts: ['Oh non !', 'Ça alors !', 'Oh là là !'] },
          '« C’est ta faute ! » a dit {hero} {creature.au}. « Non, c’est la tienne ! » a répondu {creature.def}.',
          'Et ils se sont tourné le dos, chacun de son côté {place.du}.',
          {
            text: 'Le vent, lui, faisait danser {object.def} là-haut, comme pour se moquer gentiment d’eux.',
            bands: OLDER,
          },
          {
            text: '{hero} avait les joues brûlantes. Ce n’était pas le vent, c’était la colère, une colère toute chaude qui gonflait comme un ballon. {h:Il|Elle} a croisé les bras et s’est {h:assis|assise} sur un caillou, loin {creature.du}, bien {h:décidé|décidée} à bouder jusqu’à la fin du monde, ou au moins jusqu’au goûter.',
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
          actions: { hero: 'reach-up', friend: 'reach-up' },
          object: 'world',
          objectAt: 'up-tree',
          framing: 'medium',
          prop: 'tall-tree',
        },
        text: [
          '{hero} a voulu récupérer {object.def} {h:tout seul|toute seule}.',
          '{h:Il|Elle} a sauté vers {object.def} : hop, trop bas !',
          '{h:Il|Elle} a sauté encore, hop, hop, encore trop bas pour {object.def}.',
          '{h:Il|Elle} est {h:retombé|retombée} sur les fesses, boum, dans l’herbe.',
          {
            text: '{friend} a voulu l’aider, mais {f:il|elle} était encore plus {f:petit|petite} : {f:il|elle} arrivait à peine au premier nœud de l’arbre, bien loin {object.du}.',
            friend: true,
            bands: OLDER,
          },
          {
            text: 'Un peu plus loin, {creature.def} essayait aussi. {c:Il|Elle} grimpait, glissait, grimpait encore, et retombait dans un tas de feuilles, {creature.cri}.',
            bands: OLDER,
          },
          {
            text: 'Les branches du bas étaient trop loin pour {hero}, et celles du haut trop fines pour {creature.def}. Chacun avait une moitié de solution, mais ni {hero} ni {creature.def} ne voulait parler le premier.',
            bands: BIG,
          },
          {
            text: '{hero} regardait {object.def} se balancer là-haut. Et plus {h:il|elle} {o:le|la} regardait, plus la colère dégonflait, pfff, comme un ballon qu’on oublie au soleil. Ce qui restait, c’était une petite tristesse : jouer sans {creature.def}, c’était comme manger une tartine sans confiture.',
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
          actions: { hero: 'walk', creature: 'sit' },
          object: 'world',
          objectAt: 'up-tree',
          framing: 'close',
          prop: 'tall-tree',
        },
        text: [
          '{hero} a regardé {creature.def}, {c:tout triste|toute triste} sous son arbre.',
          {
            alts: [
              'Sans {creature.def}, le jeu n’était plus drôle du tout.',
              'Sans {creature.def}, même le vent semblait moins joyeux.',
              'Sans {c:son ami|son amie} {creature.def}, {hero} se sentait {h:tout petit|toute petite}.',
            ],
          },
          'Alors {hero} a pris son courage à deux mains et s’est {h:approché|approchée} {creature.du}.',
          '« Pardon, a dit {hero}. Je voulais {object.def} rien que pour moi. »',
          '{^creature.def} a baissé les oreilles : « Moi aussi, pardon. {creature.cri}. »',
          {
            text: 'Ils se sont fait un câlin, un vrai, de ceux qui réchauffent même quand le vent souffle sur {place.def}.',
            bands: OLDER,
          },
          {
            text: 'C’est drôle, a pensé {hero} : dire pardon {creature.au} lui avait fait peur, et maintenant {h:il|elle} se sentait plus {h:léger|légère} qu’une plume.',
            bands: BIG,
          },
          {
            text: '« Tu sais, a dit {creature.def}, ce n’était pas vraiment {object.def} que je voulais. Je voulais juste qu’on {o:le|la} fasse voler ensemble. » {hero} a hoché la tête en regardant {creature.def} : {h:lui|elle} aussi, au fond, c’était exactement ce qu’{h:il|elle} voulait.',
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
          actions: { hero: 'sit', friend: 'point', creature: 'reach-up' },
          object: 'world',
          objectAt: 'up-tree',
          framing: 'medium',
          prop: 'tall-tree',
        },
        text: [
          {
            text: '« J’ai une idée ! » a dit {friend}, et {f:il|elle} a tout expliqué en montrant {object.def} là-haut.',
            friend: true,
          },
          { text: '« J’ai une idée ! » a dit {hero}.', friend: false },
          '{hero} s’est {h:accroupi|accroupie} au pied du grand arbre, bien solide.',
          '{^creature.def} est {c:monté|montée} sur ses épaules. Puis {c:il|elle} a tendu la patte vers {object.def}, tout doucement…',
          {
            text: '{friend} restait tout contre {hero} pour que personne ne tombe, ni {h:lui|elle} ni {creature.def}.',
            friend: true,
            bands: OLDER,
          },
          'Hop, {creature.def} a attrapé {object.def} !',
          {
            text: 'Ensemble, {hero} et {creature.def} étaient assez grands, et juste assez légers. C’était une drôle de tour à deux étages, mais la meilleure tour {place.du}.',
            bands: OLDER,
          },
          {
            text: '{hero} tremblait un peu sous le poids, et {creature.def} tremblait un peu tout là-haut. « Ne bouge pas ! » « Toi non plus ! » Ils riaient tellement qu’ils ont failli lâcher {object.def}, mais non : ils se tenaient bien, comme on se tient quand on a confiance.',
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
          actions: { hero: 'reach-up', friend: 'point', creature: 'reach-up' },
          object: 'world',
          objectAt: 'sky',
          framing: 'wide',
        },
        text: [
          'Le vent s’est calmé, tout doux, tout doux.',
          'Cette fois, {hero} et {creature.def} ont tenu {object.def} à deux.',
          'Une patte {creature.du} et une main de {hero}, ensemble.',
          { text: '« Tu vois, a dit {friend} en riant, à deux, {object.def} vole beaucoup mieux. »', friend: true },
          { text: '« Tu vois, a dit {hero}, à deux, {object.def} vole beaucoup mieux. »', friend: false },
          { text: '{^object.def} dansait dans le ciel rose, et on aurait dit qu’{o:il|elle} souriait.', bands: OLDER },
          {
            text: 'Quand le soleil s’est couché sur {place.def}, {hero} a compris que la dispute était déjà loin, emportée par le vent, bien plus loin que n’importe quel cerf-volant.',
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
          'Le soir, {object.def} dormait dans un coin de la chambre.',
          '{hero} a bâillé : demain, c’est {creature.def} qui {o:le|la} tiendrait en premier.',
          {
            alts: [
              'Et après, ce serait son tour à {h:lui|elle} : chacun son tour, c’est bien mieux.',
              'Et après, ce serait son tour de courir avec {object.def}. Chacun son tour, c’est plus joyeux.',
              'Puis viendrait son tour, et {creature.def} dirait : « Chacun son tour, tout le monde est content. »',
            ],
          },
          { text: 'Dehors, le vent chantait tout bas une berceuse pour les arbres.', bands: OLDER },
          {
            text: 'Avant de s’endormir, {hero} a pensé à la tour à deux étages, {creature.def} sur ses épaules, et a souri dans le noir. On peut se disputer avec un ami, a-t-{h:il|elle} pensé ; l’important, c’est de savoir revenir.',
            bands: BIG,
          },
        ],
      },
    ],
    questions: [
      {
        question: 'Avec qui {hero} se disputait-{h:il|elle} ?',
        right: 'Avec {creature.def}',
        wrong: ['Avec {other.creature.def}', 'Avec {other2.creature.def}'],
      },
      {
        question: 'Qu’est-ce que le vent a emporté dans l’arbre ?',
        right: '{^object.def}',
        wrong: ['{^other.object.def}', '{^other2.object.def}'],
      },
      {
        question: 'Comment ont-ils récupéré {object.def} ?',
        right: '{hero} a porté {creature.def} sur ses épaules',
        wrong: ['Ils ont attendu que le vent {o:le|la} rende', 'Ils ont secoué l’arbre très fort'],
      },
      {
        question: 'Qu’a fait {hero} pour que les amis se réconcilient ?',
        right: '{h:Il|Elle} a dit pardon en premier',
        wrong: ['{h:Il|Elle} est {h:rentré|rentrée} à la maison', '{h:Il|Elle} a acheté un autre jouet'],
      },
    ],
  },
  {
    id: 'friendship-shy-newcomer',
    moral: 'friendship',
    titles: [
      '{^creature.def} qui se cachait',
      '{c:Un nouveau voisin|Une nouvelle voisine} pour {hero}',
      'Tout doucement, un ami',
    ],
    places: ['farm', 'village', 'snowfield'],
    creatures: ['fawn', 'owl', 'cat', 'duck'],
    objects: ['lantern', 'apple', 'flower'],
    pages: [
      {
        scene: {
          place: 'world',
          time: 'morning',
          weather: 'clear',
          mood: 'happy',
          cast: ['hero', 'friend'],
          actions: { hero: 'run', friend: 'stand' },
          object: null,
          framing: 'wide',
        },
        text: [
          'Un matin, une grande nouvelle a fait le tour {place.du}.',
          '{^creature.indef} venait d’arriver, {c:un nouveau voisin|une nouvelle voisine} !',
          '{hero} a sauté de joie : un nouvel ami {place.in}, peut-être !',
          {
            text: '{friend}, {f:lui|elle}, n’a rien dit {creature.du} : {f:il|elle} était un peu timide, et les nouvelles choses lui serraient toujours le ventre.',
            friend: true,
            bands: OLDER,
          },
          {
            text: '{hero} a enfilé ses bottes à toute vitesse, le pied gauche dans la botte droite, pour courir voir {creature.def}.',
            friend: false,
            bands: OLDER,
          },
          {
            text: 'Tout le monde parlait {creature.du} : {c:il|elle} venait de très loin, de l’autre côté des collines, et personne ne l’avait encore vraiment {c:vu|vue}.',
            bands: OLDER,
          },
          {
            alts: [
              '{hero} imaginait déjà tout ce qu’ils feraient ensemble : des courses, des cabanes, des secrets chuchotés. Il ne restait plus qu’à rencontrer {creature.def}, facile, non ?',
              'Dans sa tête, {hero} voyait déjà tout : les courses, les cabanes, les secrets qu’on se dit à l’oreille. Restait juste à rencontrer {creature.def}. Rien de plus simple, non ?',
            ],
            bands: BIG,
          },
          {
            text: 'En chemin, {hero} a répété son plan à voix haute : d’abord dire bonjour, ensuite proposer un jeu, puis montrer sa cabane, et enfin partager {object.def}. Un plan parfait, en quatre étapes. Du moins, c’est ce qu’{h:il|elle} croyait.',
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
          cast: ['hero', 'friend', 'creature'],
          actions: { hero: 'run', friend: 'stand', creature: 'hide' },
          object: null,
          framing: 'wide',
        },
        text: [
          '{hero} a couru vers {creature.def} en criant : « BONJOUR ! »',
          'Un bonjour énorme, qui a résonné dans {p:tout|toute} {place.def}.',
          '{^creature.def} a sursauté et {creature.file} très vite, jusque derrière la grange.',
          {
            alts: [
              'Plus personne, plus de {creature.nom}.',
              'Plus un bruit, plus une patte, plus de {creature.nom}.',
              'Disparu{c:|e}, {creature.def}, en un clin d’œil.',
            ],
          },
          {
            text: '{friend} s’est bouché les oreilles en riant : « Même moi, j’ai eu peur, et {creature.def} encore plus ! »',
            friend: true,
            bands: OLDER,
          },
          {
            text: '{hero} est {h:resté|restée} là, la bouche ouverte, devant la grange vide : ce n’était pas du tout ce qu’{h:il|elle} avait prévu.',
            bands: OLDER,
          },
          {
            alts: [
              'Le plan en quatre étapes venait de s’arrêter à la première. {hero} s’est gratté la tête. Peut-être que {creature.def} n’avait pas bien entendu ? Peut-être qu’il fallait dire bonjour encore plus fort, à {p:tout|toute} {place.def} ? Heureusement, {h:il|elle} n’a pas essayé.',
              'Et voilà : le grand plan s’était arrêté net, dès la première étape. {hero} s’est {h:mis|mise} à réfléchir. {^creature.def} n’avait peut-être pas entendu ? Fallait-il crier bonjour encore plus fort, si fort qu’on l’entende partout ? Par chance, {h:il|elle} n’a pas tenté le coup.',
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
          cast: ['hero', 'creature'],
          actions: { hero: 'sit', creature: 'hide' },
          object: 'world',
          objectAt: 'ground',
          framing: 'medium',
        },
        text: [
          '« Je sais ! » a dit {hero}. « Je vais apporter un cadeau {creature.au}. »',
          '{h:Il|Elle} a préparé {object.indef}, un gâteau, trois cailloux brillants, un tambour et un chapeau à plumes.',
          'Les bras chargés, {hero} avançait en titubant {place.in}, et clic, clac, boum !',
          { text: 'Tout est tombé par terre, {object.def} en premier, dans un bruit de tonnerre.', bands: OLDER },
          'Et {creature.def}, qui regardait de loin, s’est {c:caché|cachée} encore plus loin.',
          {
            text: 'Le chapeau à plumes a atterri sur la tête d’une poule, qui a traversé {place.def} très fière, comme une reine.',
            bands: OLDER,
          },
          {
            text: '{hero} s’est {h:assis|assise} au milieu de tout ce désordre, {object.def} sur les genoux. Pourquoi est-ce que tout allait de travers avec {creature.def} ? {h:Il|Elle} voulait seulement être {h:gentil|gentille}… Peut-être que gentil, ce n’était pas la même chose que grand, fort et bruyant.',
            bands: BIG,
          },
          {
            alts: [
              '{h:Il|Elle} a ramassé les cailloux brillants un à un. Quand on est {c:un petit animal|une petite bête} {c:arrivé|arrivée} de loin, a-t-{h:il|elle} pensé, tout doit paraître immense et bruyant : les maisons, les voix, les gens qui courent. Et moi, j’ai couru et crié dans {p:tout|toute} {place.def} comme une tempête.',
              'Un par un, {h:il|elle} a remis les cailloux brillants en tas. Pour {c:un petit animal arrivé|une petite bête arrivée} de loin, s’est dit {hero}, tout doit sembler si grand, si bruyant : les maisons, les voix, tous ces gens pressés. Et moi, je suis {h:arrivé|arrivée} en courant et en criant, comme une tempête.',
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
          mood: 'calm',
          cast: ['hero', 'friend'],
          actions: { hero: 'sit', friend: 'sit' },
          object: 'world',
          objectAt: 'ground',
          framing: 'medium',
        },
        text: [
          {
            text: 'Alors {friend} a chuchoté : « Moi, quand j’ai peur, j’aime qu’on m’attende sans rien dire. {^creature.def} aussi, peut-être. »',
            friend: true,
          },
          {
            text: '{hero} a regardé {friend}. C’était vrai : {f:lui|elle} aussi, il fallait l’attendre un peu, et après, c’était {f:le meilleur ami|la meilleure amie} du monde.',
            friend: true,
            bands: OLDER,
          },
          {
            text: '{hero} s’est {h:souvenu|souvenue} de son premier jour à l’école : {h:lui|elle} aussi avait eu envie de se cacher.',
            friend: false,
          },
          {
            alts: [
              'Ce jour-là, quelqu’un s’était simplement assis à côté {h:de lui|d’elle}, sans rien dire. Et petit à petit, la peur était partie.',
              'Ce matin-là, quelqu’un s’était juste installé près {h:de lui|d’elle}, sans un mot, et la peur s’en était allée doucement, sur la pointe des pieds.',
            ],
            friend: false,
            bands: OLDER,
          },
          'Cette fois, {hero} a gardé seulement {object.def}.',
          '{h:Il|Elle} s’est {h:assis|assise} {place.in}, pas trop près de la grange, pas trop loin.',
          '{h:Il|Elle} a posé {object.def} à côté {h:de lui|d’elle}, et {h:il|elle} a attendu.',
          {
            alts: [
              'Attendre, ce n’est pas facile quand on a envie de tout, tout de suite. {hero} a compté les nuages au-dessus {place.du}, puis les battements de son cœur. {h:Il|Elle} a eu envie d’appeler {creature.def}, une fois, deux fois. Mais {h:il|elle} a gardé sa voix bien rangée, comme un trésor qu’on sortira plus tard.',
              'Qu’il est dur d’attendre quand on voudrait tout, tout de suite ! {hero} a compté les nuages, puis les battements de son cœur. {h:Il|Elle} aurait bien appelé {creature.def}, une fois, deux fois. Mais {h:il|elle} a gardé sa voix pour plus tard, bien au chaud, comme un trésor.',
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
          mood: 'calm',
          cast: ['hero', 'friend', 'creature'],
          actions: { hero: 'sit', friend: 'sit', creature: 'walk' },
          object: 'world',
          objectAt: 'ground',
          framing: 'close',
        },
        text: [
          'Le temps a passé {place.in}, un nuage, deux nuages.',
          'Puis la petite tête {creature.du} est apparue au coin de la grange.',
          '{^creature.def} s’est {c:approché|approchée}, un pas, puis un autre.',
          { text: '{c:Il|Elle} a regardé {object.def}, puis {c:il|elle} a regardé {hero}.', bands: OLDER },
          {
            alts: [
              '« Bonjour », a dit {hero}, tout doucement cette fois.',
              '« Coucou », a soufflé {hero}, tout bas.',
              '« Bonsoir », a murmuré {hero}, doux comme une plume.',
            ],
          },
          '« {^creature.cri} », a répondu {creature.def}, tout bas aussi.',
          {
            text: '{friend} retenait son souffle, sans bouger d’un cil, comme devant un oiseau posé sur une branche, pour ne pas effrayer {creature.def}.',
            friend: true,
          },
          {
            alts: [
              '{hero} ne bougeait pas plus qu’un caillou. {h:Il|Elle} avait envie de sauter de joie, mais {h:il|elle} savait maintenant qu’un ami qui arrive, c’est comme une bulle de savon : il ne faut pas l’attraper trop fort.',
              '{hero} restait immobile comme une statue. {h:Il|Elle} aurait voulu sauter de joie, mais {h:il|elle} avait compris qu’un nouvel ami, c’est comme une bulle de savon : si on serre trop, elle s’envole.',
            ],
            bands: BIG,
          },
          {
            text: '{^creature.def} a reniflé {object.def}, l’a {o:touché|touchée} du bout du nez, puis s’est {c:assis|assise} juste à côté, pas trop près, pas trop loin, exactement comme {hero}.',
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
          actions: { hero: 'receive', friend: 'point', creature: 'give' },
          object: 'world',
          objectAt: 'ground',
          framing: 'medium',
        },
        text: [
          'Et là, surprise ! {^creature.def} avait aussi quelque chose pour {hero}.',
          'C’était un petit portrait, fait avec de la terre, et sur ce portrait, on reconnaissait {hero} !',
          '« Je te regardais jouer depuis des jours, a dit {creature.def}, mais je n’osais pas venir. »',
          {
            text: '{hero} a ri : tout ce temps, {creature.def} l’avait {h:guetté|guettée}, {c:caché|cachée} derrière la grange !',
            bands: OLDER,
          },
          {
            text: '{friend} a montré sa propre cachette : « Moi aussi, je me cache là-bas, parfois, quand {place.def} est trop bruyant{p:|e}. » Et {creature.def} a ri pour la première fois.',
            friend: true,
            bands: OLDER,
          },
          {
            text: 'Ils ont parlé longtemps {place.in} : des collines lointaines, du ciel qui est plus grand ici, des choses qui font peur et de celles qui font rire.',
            bands: BIG,
          },
          {
            text: '{^creature.def} a raconté qu’avant, là-bas, {c:il|elle} avait une grande famille et un coin à {c:lui|elle} où le soleil se couchait. Ici, {place.in}, tout était nouveau, et même les bruits n’avaient pas la même couleur. {hero} a écouté {creature.def} sans l’interrompre. Pour une fois, {h:il|elle} n’avait pas de plan : {h:il|elle} avait juste des oreilles et un peu de temps.',
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
          actions: { hero: 'give', friend: 'stand', creature: 'receive' },
          object: 'world',
          objectAt: 'creature',
          framing: 'close',
        },
        text: [
          'Quand les premières étoiles se sont allumées sur {place.def}, {hero} et {creature.def} étaient déjà amis.',
          {
            text: '« Pour se faire un ami, a dit {friend}, il faut parfois parler moins fort et attendre un peu. »',
            friend: true,
          },
          {
            text: '« Pour se faire un ami, a pensé {hero}, il faut parfois parler moins fort et attendre un peu. »',
            friend: false,
          },
          '{hero} a offert {object.def} {creature.au}, et {creature.def} a dit merci avec un petit {creature.cri}.',
          {
            text: 'Demain, {creature.def} viendrait jouer, et {hero} avait promis de ne pas crier « bonjour » trop fort.',
            bands: OLDER,
          },
          {
            alts: [
              'En rentrant, {hero} a repensé à son plan en quatre étapes. Finalement, il n’en fallait qu’une : être là, tout simplement, et laisser l’autre venir quand {c:il|elle} est {c:prêt|prête}.',
              'Sur le chemin du retour, {hero} a repensé à son fameux plan. Au fond, une seule étape suffisait : être là, sans rien brusquer, et laisser l’autre venir à son heure.',
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
          object: null,
          framing: 'medium',
          prop: 'bed',
        },
        text: [
          'Ce soir-là, dans son lit, {hero} souriait en pensant {creature.au}.',
          '{h:Il|Elle} avait un nouvel ami {place.in}.',
          {
            alts: [
              'Un ami tout doux, qui arrive sans bruit, comme la nuit.',
              'Un ami qu’on apprivoise tout doucement, comme la nuit qui vient sur {place.def}.',
              'Un ami arrivé sans bruit, comme les étoiles au-dessus {place.du}.',
            ],
          },
          { text: 'Et là-bas, {creature.def} s’endormait aussi, pour la première fois sans avoir peur.', bands: OLDER },
          {
            text: 'Et {hero}, en fermant les yeux, a chuchoté un tout petit bonjour dans le noir. Un bonjour de rien du tout, juste pour {creature.def}, et il était parfait.',
            bands: BIG,
          },
        ],
      },
    ],
    questions: [
      {
        question: 'Qui est {c:arrivé|arrivée} {place.in} au début de l’histoire ?',
        right: '{^creature.indef}',
        wrong: ['{^other.creature.indef}', '{^other2.creature.indef}'],
      },
      {
        question: 'Où {creature.def} s’est-{c:il|elle} {c:caché|cachée} ?',
        right: 'Derrière la grange',
        wrong: ['Dans un arbre creux', 'Sous un grand chapeau'],
      },
      {
        question: 'Qu’a posé {hero} à côté {h:de lui|d’elle}, pour attendre ?',
        right: '{^object.indef}',
        wrong: ['{^other.object.indef}', '{^other2.object.indef}'],
      },
      {
        question: 'Pourquoi {creature.def} est-{c:il|elle} {c:venu|venue} à la fin ?',
        right: 'Parce que, cette fois, {hero} a attendu tout doucement',
        wrong: ['Parce que, cette fois, {hero} a crié plus fort', 'Parce que, cette fois, {hero} a apporté un tambour'],
      },
    ],
  },
];
