/** Helping: a little one who lost its family, a harvest before the storm, a house that must move. */
import type { Plot } from '../../format.js';
import { BIG, OLDER } from '../bands.js';

export const helpingPlots: Plot[] = [
  {
    id: 'helping-lost-little-one',
    moral: 'helping',
    titles: ['{hero} et le petit perdu', 'Où est la maman {creature.du} ?', 'Le chemin de la maison'],
    places: ['forest', 'meadow', 'snowfield'],
    creatures: ['fawn', 'rabbit', 'duck', 'fox'],
    objects: ['lantern', 'map', 'feather'],
    pages: [
      {
        scene: {
          place: 'world',
          time: 'evening',
          weather: 'clear',
          mood: 'calm',
          cast: ['hero', 'friend', 'creature'],
          actions: { hero: 'sit', friend: 'sit', creature: 'hide' },
          object: 'world',
          framing: 'medium',
        },
        text: [
          'Un soir, {hero} se promenait {place.in}, avec {object.son}.',
          'Tout à coup, {h:il|elle} a entendu {place.in} un tout petit bruit : {creature.cri}, {creature.cri}.',
          'Sous une fougère, il y avait un bébé {creature.nom}, tout seul, qui tremblait.',
          {
            text: '{friend} s’est {f:accroupi|accroupie} tout doucement, pour ne pas lui faire peur. {f:Il|Elle} savait parler aux petits : {f:il|elle} avait trois petits cousins.',
            friend: true,
            bands: OLDER,
          },
          {
            text: '{hero} s’est {h:accroupi|accroupie} tout doucement, pour ne pas faire fuir le bébé {creature.nom}.',
            friend: false,
          },
          {
            text: 'Le bébé {creature.nom} avait de grands yeux mouillés, et il regardait partout, comme s’il cherchait quelqu’un.',
            bands: OLDER,
          },
          {
            text: '{hero} savait ce que c’était, de perdre quelqu’un de vue : une fois, au marché, {h:il|elle} avait lâché la main de sa maman pour regarder un manège, et quand {h:il|elle} s’était {h:retourné|retournée}, il n’y avait plus que des jambes inconnues. Ça n’avait duré qu’une minute, mais {hero} se souvenait encore du froid dans son ventre, et le bébé {creature.nom} avait exactement ce froid-là dans les yeux.',
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
          actions: { hero: 'hug', friend: 'stand', creature: 'hug' },
          object: 'world',
          framing: 'close',
        },
        text: [
          'Le bébé {creature.nom} a pleuré qu’il ne trouvait plus sa maman {place.in}.',
          '{hero} a promis au bébé {creature.nom} de l’aider à la retrouver.',
          { text: 'Le bébé {creature.nom} a séché ses larmes et s’est blotti contre {hero}.', bands: OLDER },
          {
            text: '{friend} a levé son pouce : « À nous deux, on est la meilleure équipe de recherche. »',
            friend: true,
            bands: OLDER,
          },
          {
            text: '{hero} a demandé comment était sa maman, et le bébé {creature.nom} a répondu qu’elle était grande et sentait bon : ce n’était pas beaucoup d’indices pour {p:tout|toute} {place.def}.',
            bands: OLDER,
          },
          {
            text: '{hero} a levé {object.def} et a regardé autour : le ciel devenait violet, les ombres s’allongeaient. Il fallait faire vite, mais pas trop, pour ne pas effrayer le bébé {creature.nom}. Aider, a pensé {hero}, c’est un peu comme porter {object.def} en courant : il faut avancer, mais sans rien faire tomber.',
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
          actions: { hero: 'stand', friend: 'stand', creature: 'stand' },
          object: 'world',
          framing: 'medium',
        },
        text: [
          'D’abord, {hero} a demandé {other.creature.au} si la maman {creature.du} était passée par là.',
          '{^other.creature.def} a répondu avoir vu beaucoup de mamans {place.in} : une maman hérisson, une maman limace…',
          { text: 'Mais pas la maman {creature.du} : ce n’était pas la bonne piste.', bands: OLDER },
          {
            text: '{friend} a remercié {other.creature.def} très poliment, puis a chuchoté qu’on avait surtout vu des limaces, {place.in}.',
            friend: true,
            bands: OLDER,
          },
          { text: '{hero} a remercié {other.creature.def} quand même : c’était gentil d’avoir essayé.', bands: OLDER },
          {
            text: '{hero} a réfléchi : demander à n’importe qui, c’était bien, mais il fallait une meilleure idée. Le bébé {creature.nom} bâillait, ses pattes traînaient dans l’herbe, et bientôt, il ferait nuit noire. {hero} a serré {object.def} un peu plus fort, comme si ça pouvait l’aider à penser.',
            bands: BIG,
          },
        ],
      },
      {
        scene: {
          place: 'world',
          time: 'night',
          weather: 'clear',
          mood: 'worried',
          cast: ['hero', 'friend', 'creature'],
          actions: { hero: 'look-for', friend: 'walk', creature: 'walk' },
          object: 'world',
          framing: 'wide',
        },
        text: [
          'Ensuite, {hero} a trouvé des traces par terre et a décidé de les suivre.',
          'Ils ont marché, marché {place.in}, et ils sont revenus au même endroit !',
          'C’étaient leurs propres traces : {hero} et le bébé {creature.nom} avaient tourné en rond comme des toupies.',
          {
            alts: [
              'Le bébé {creature.nom} a ri, pour la première fois.',
              'Même le bébé {creature.nom} a éclaté de rire.',
              'Le bébé {creature.nom} a pouffé, tout étonné.',
            ],
          },
          {
            text: '{friend} a ri aussi, en se tapant le front : des détectives, oui, mais très fatigués.',
            friend: true,
            bands: OLDER,
          },
          {
            text: 'C’était raté, mais au moins, le bébé {creature.nom} ne pleurait plus : rire, ça aide aussi.',
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
          actions: { hero: 'sit', friend: 'sit', creature: 'sit' },
          object: 'world',
          framing: 'close',
        },
        text: [
          'Alors {hero} s’est {h:assis|assise} avec le bébé {creature.nom} et lui a demandé ce que fait sa maman quand elle l’appelle.',
          'Le bébé {creature.nom} a réfléchi : elle chante une chanson à elle, comme ça, {creature.cri}, {creature.cri}.',
          'Alors tout le monde s’est tu {place.in}, pour écouter.',
          {
            text: '{friend} a même retenu sa respiration, à côté du bébé {creature.nom}, ce qui lui a fait les joues toutes rondes.',
            friend: true,
            bands: OLDER,
          },
          { text: '{hero} a baissé {object.def} et a fermé les yeux pour mieux entendre.', bands: OLDER },
          {
            text: 'Chercher avec les yeux, ça n’avait pas marché, avec les pieds non plus, mais il restait les oreilles. {hero} écoutait la nuit : le vent, une branche qui craque, un grillon, le cœur du bébé {creature.nom} qui battait tout près. Et puis, très loin, quelque chose d’autre.',
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
          cast: ['hero', 'creature'],
          actions: { hero: 'run', creature: 'run' },
          object: 'world',
          framing: 'wide',
        },
        text: [
          'Très loin {place.in}, une voix chantait : {creature.cri}, {creature.cri}, c’était la chanson !',
          'Le bébé {creature.nom} a crié « Maman », et {hero} a levé {object.def} pour montrer le chemin.',
          'Ils ont couru vers la voix, à travers {place.def}, et là, la maman {creature.du} était là !',
          {
            text: 'Le bébé {creature.nom} a sauté dans ses pattes, et ils se sont fait le plus grand câlin du monde.',
            bands: OLDER,
          },
          {
            text: 'La maman {creature.du} avait cherché partout, elle aussi, depuis des heures, et elle avait chanté jusqu’à en avoir la voix toute cassée. Quand elle a vu son bébé, elle a fermé les yeux très fort, et elle a poussé un soupir si long qu’on aurait dit qu’elle avait retenu son souffle tout l’après-midi.',
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
          actions: { hero: 'wave', friend: 'stand', creature: 'sleep' },
          object: 'world',
          framing: 'medium',
        },
        text: [
          'La maman {creature.du} a dit : « Merci d’avoir aidé mon petit, merci mille fois. »',
          {
            text: '{friend} a souri : « Aider, ce n’est pas tout savoir, c’est rester avec quelqu’un jusqu’à ce que ça aille mieux, comme avec le bébé {creature.nom}. »',
            friend: true,
          },
          {
            text: '{hero} a souri : aider, ce n’est pas tout savoir, c’est rester avec quelqu’un jusqu’à ce que ça aille mieux, comme avec le bébé {creature.nom}.',
            friend: false,
          },
          'Le bébé {creature.nom} a fait un petit signe à {hero}, avant de s’endormir contre sa maman.',
          {
            text: 'La maman {creature.du} a raccompagné {hero} jusqu’au bord {place.du}, pour qu’{h:il|elle} ne se perde pas à son tour.',
            bands: OLDER,
          },
          {
            text: 'Sur le chemin du retour, {hero} a pensé {other.creature.au}, aux traces en rond, à la chanson dans la nuit. {h:Il|Elle} n’avait pas trouvé la maman {creature.du} du premier coup, ni du deuxième, mais {h:il|elle} n’avait pas lâché la patte du petit. Et c’était peut-être ça, le plus important : pas d’être {h:le plus malin|la plus maligne}, mais d’être là.',
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
          framing: 'close',
          prop: 'bed',
        },
        text: [
          'À la maison, maman a serré {hero} très fort, et {hero} a posé {object.def} sur la table.',
          '{hero} s’est {h:blotti|blottie} contre elle, comme le bébé {creature.nom} contre la sienne.',
          {
            alts: [
              'Et dans sa tête, une petite chanson chantait encore : {creature.cri}…',
              'Et {hero} s’est {h:endormi|endormie} en fredonnant la chanson de la maman {creature.du}.',
              'Tout le monde était à la maison ce soir, même le bébé {creature.nom}, {place.in}.',
            ],
          },
          {
            text: 'Là-bas, le bébé {creature.nom} dormait, bien au chaud, avec sa maman tout près.',
            bands: OLDER,
          },
        ],
      },
    ],
    questions: [
      {
        question: 'Qui {hero} a-t-{h:il|elle} trouvé sous la fougère ?',
        right: 'Un bébé {creature.nom}',
        wrong: ['Un bébé {other.creature.nom}', 'Un bébé {other2.creature.nom}'],
      },
      {
        question: 'Qu’est-il arrivé quand ils ont suivi les traces ?',
        right: 'Ils ont tourné en rond',
        wrong: ['Ils sont arrivés à la mer', 'Ils ont trouvé un trésor'],
      },
      {
        question: 'Comment ont-ils retrouvé la maman ?',
        right: 'En écoutant sa chanson',
        wrong: ['En suivant la chouette', 'En criant très fort'],
      },
      {
        question: 'Qu’est-ce qu’aider, dans cette histoire ?',
        right: 'Rester avec quelqu’un jusqu’à ce que ça aille mieux',
        wrong: ['Tout savoir tout de suite', 'Courir le plus vite possible'],
      },
    ],
  },
  {
    id: 'helping-harvest-storm',
    moral: 'helping',
    titles: ['Les pommes avant l’orage', '{hero} donne un coup de main', 'La grande chaîne {place.du}'],
    places: ['farm', 'garden', 'village'],
    creatures: ['hedgehog', 'turtle', 'bear', 'squirrel'],
    objects: ['basket', 'umbrella'],
    pages: [
      {
        scene: {
          place: 'world',
          time: 'day',
          weather: 'wind',
          mood: 'worried',
          cast: ['hero', 'friend', 'creature'],
          actions: { hero: 'stand', friend: 'point', creature: 'walk' },
          object: null,
          framing: 'wide',
          prop: 'tall-tree',
        },
        text: [
          '{^place.in}, sous le grand pommier, vivait {creature.indef} très {c:âgé|âgée}, que tout le monde appelait {c:Papi|Mamie} {^creature.nom}.',
          {
            alts: [
              'Cet après-midi-là, de gros nuages noirs arrivaient : un orage se préparait !',
              'Mais cet après-midi-là, le ciel devenait tout noir : un gros orage arrivait !',
            ],
          },
          '{^creature.def} a soupiré : « Mes pommes, si l’orage les fait tomber, elles vont s’abîmer. »',
          {
            text: '{friend} a compté les pommes en hochant la tête : il y en avait au moins mille, ou cent, enfin beaucoup trop pour {creature.indef} {c:tout seul|toute seule} !',
            friend: true,
            bands: OLDER,
          },
          {
            text: '{hero} a levé les yeux : des pommes partout, rouges et brillantes, bien trop pour {creature.indef} {c:tout seul|toute seule}.',
            friend: false,
          },
          {
            text: '{^creature.def} avançait tout doucement, avec ses vieilles pattes, et son petit seau ne contenait que trois pommes.',
            bands: OLDER,
          },
          {
            text: 'Tous les hivers, {creature.def} vivait de ces pommes : des pommes au four, de la compote, des pommes séchées au grenier. Sans elles, l’hiver de {c:Papi|Mamie} {^creature.nom} serait long et maigre. Et {c:il|elle} le savait : on voyait l’inquiétude dans ses petits yeux fatigués, tournés vers les nuages, de plus en plus noirs, de plus en plus près.',
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
          actions: { hero: 'run', friend: 'stand', creature: 'stand' },
          object: 'world',
          framing: 'medium',
          prop: 'tall-tree',
        },
        text: [
          '« Je vais vous aider, {c:Papi|Mamie} {^creature.nom} ! » a dit {hero}, et {h:il|elle} a couru chercher {object.def}.',
          {
            text: '{^object.def} était {o:grand|grande}, assez {o:grand|grande} pour des tas de pommes.',
            bands: OLDER,
          },
          '{^creature.def} a fait un petit « {creature.cri} » de soulagement : ses vieilles pattes étaient bien contentes.',
          {
            text: '{friend} a retroussé ses manches, très {f:sérieux|sérieuse}, et {creature.def} a fait semblant de retrousser les siennes, {c:lui|elle} qui n’en avait pas.',
            friend: true,
            bands: OLDER,
          },
          {
            text: 'Le vent secouait les branches, les feuilles tourbillonnaient jusque dans {object.def} : il fallait faire vite.',
            bands: OLDER,
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
          actions: { hero: 'sit', friend: 'run', creature: 'stand' },
          object: 'world',
          objectAt: 'ground',
          framing: 'medium',
          prop: 'tall-tree',
        },
        text: [
          '{hero} a rempli {object.def} de pommes, jusqu’en haut, et encore plus haut !',
          'Mais {object.def} était bien trop {o:lourd|lourde} : {hero} a trébuché et, patatras, tout est tombé !',
          'Les pommes ont roulé partout, dans la pente, entre les pattes {creature.du}, jusqu’au ruisseau : plouf, plouf, plouf !',
          {
            text: '{friend} courait derrière les pommes en les suppliant de revenir, et même {other.creature.indef} du voisinage a couru l’aider, mais les pommes roulaient plus vite que tout le monde.',
            friend: true,
            bands: OLDER,
          },
          { text: '{^creature.def} a ri doucement : « Ah, les pommes, elles adorent se sauver. »', bands: OLDER },
          {
            text: '{hero} a ramassé les pommes une à une, les genoux dans l’herbe mouillée, pendant que {creature.def} les essuyait. {h:Il|Elle} avait voulu aller vite, tout faire d’un coup, pour épater {c:Papi|Mamie} {^creature.nom}. Mais {object.indef} trop {o:plein|pleine}, ça ne va pas plus vite : ça tombe.',
            bands: BIG,
          },
          {
            alts: [
              '{hero} s’est dit qu’aider, ce n’était peut-être pas seulement être {h:fort|forte}, c’était aussi être {h:malin|maligne}.',
              'Aider, a pensé {hero}, ce n’était peut-être pas seulement avoir des bras solides : il fallait aussi une tête qui réfléchit.',
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
          actions: { hero: 'climb', friend: 'stand', creature: 'carry' },
          object: 'world',
          objectAt: 'creature',
          framing: 'medium',
          prop: 'tall-tree',
        },
        text: [
          'Deuxième essai : {hero} a voulu grimper tout en haut du pommier, pendant que {creature.def} tenait {object.def} en bas.',
          'Mais la branche a bougé, et {hero} s’est {h:retrouvé accroché|retrouvée accrochée} la tête en bas, juste sous le nez de {c:Papi|Mamie} {^creature.nom} !',
          '{^creature.def} {h:l’a aidé|l’a aidée} à redescendre, tout doucement.',
          {
            text: '{friend} calait l’échelle de tout son poids, une échelle qui n’était pas vraiment une échelle mais une vieille caisse prêtée par {creature.def}, en tremblant un peu.',
            friend: true,
            bands: OLDER,
          },
          {
            alts: [
              'Heureusement, la branche était basse : {hero} est {h:retombé|retombée} dans un tas de feuilles, boum, sans une égratignure.',
              'Par chance, la branche n’était pas haute, et {hero} a atterri dans l’herbe molle, pouf, comme un sac de plumes.',
            ],
            bands: OLDER,
          },
          {
            text: '{h:Assis|Assise} dans les feuilles, {hero} a regardé le pommier, {creature.def}, les nuages : il restait encore tant de pommes ! Jamais {h:il|elle} ne sauverait la récolte de {c:Papi|Mamie} {^creature.nom} {h:tout seul|toute seule}, même {h:fort|forte}, même rapide : il fallait une autre idée, une idée à plusieurs.',
            bands: BIG,
          },
          {
            text: '{h:Il|Elle} a regardé autour {h:de lui|d’elle} : derrière les haies, il y avait des fenêtres allumées, des enfants qui jouaient, des voisins qui rentraient le linge avant l’orage, et {place.calme}. Tant de mains, tant de pattes, si près, et pourtant personne n’était venu aider {c:Papi|Mamie} {^creature.nom}, parce que personne ne les avait appelés.',
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
          actions: { hero: 'give', friend: 'carry', creature: 'give' },
          object: 'world',
          objectAt: 'ground',
          framing: 'wide',
        },
        text: [
          'Alors {hero} a couru partout {place.in} et a appelé tout le monde : « Venez vite aider {c:Papi|Mamie} {^creature.nom}, l’orage arrive ! »',
          'Les voisins sont venus, les enfants, et même les petits animaux, {other.creature.pl} en tête.',
          '{hero} a organisé une grande chaîne : une pomme passait de main en main, de patte en patte, jusqu’{object.au} !',
          {
            text: '{friend}, au bout de la chaîne, rangeait les pommes dans {object.def} en les comptant.',
            friend: true,
          },
          {
            text: 'Chacun faisait un petit peu, {creature.def} aussi, et ensemble, ça faisait beaucoup.',
            bands: OLDER,
          },
          {
            text: 'C’était magique : personne ne portait trop lourd, personne ne courait, et pourtant les pommes filaient de l’arbre jusqu’{object.au} à toute vitesse. Les petits cueillaient en bas, les grands en haut, et {creature.def} surveillait tout depuis un banc, en donnant des conseils : « Doucement avec celle-là, elle est fragile. »',
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
          actions: { hero: 'run', creature: 'run' },
          object: 'world',
          framing: 'wide',
          prop: 'hut',
        },
        text: [
          'La dernière pomme est entrée dans {object.def} juste quand la première goutte est tombée : ploc !',
          'Tout le monde a couru se mettre à l’abri dans la maison {creature.du}.',
          'Dehors, l’orage grondait sur {place.def}, boum, badaboum, mais les pommes étaient toutes à l’abri.',
          {
            text: '{^creature.def} avait les yeux qui brillaient : « Je n’avais jamais vu autant de monde chez moi. »',
            bands: OLDER,
          },
          {
            text: 'La petite maison {creature.du} était pleine comme un œuf : des voisins sur les chaises, des enfants par terre, des pommes partout, et ça sentait la pomme et la pluie. {c:Papi|Mamie} {^creature.nom} a sorti des gâteaux secs, gardés depuis longtemps dans une boîte en fer pour une grande occasion, et {c:il|elle} a dit que c’était la plus belle de toute sa vie.',
            bands: BIG,
          },
        ],
      },
      {
        scene: {
          place: 'world',
          time: 'night',
          weather: 'rain',
          mood: 'happy',
          cast: ['hero', 'friend', 'creature'],
          actions: { hero: 'hug', friend: 'sit', creature: 'hug' },
          object: 'world',
          objectAt: 'ground',
          framing: 'close',
          prop: 'table',
        },
        text: [
          '{^creature.def} a fait une grande tarte aux pommes pour tout le monde.',
          {
            text: '« Aider, a dit {friend} la bouche pleine, c’est comme une chaîne : ensemble, on sauve tout le pommier de {c:Papi|Mamie} {^creature.nom}. »',
            friend: true,
          },
          {
            text: '« Aider, a pensé {hero} en mangeant sa tarte, c’est comme une chaîne : ensemble, on sauve même le pommier de {c:Papi|Mamie} {^creature.nom}. »',
            friend: false,
          },
          '{^creature.def} a embrassé {hero} sur le front : « Merci, {h:mon petit|ma petite}, tu as eu la meilleure idée, appeler les autres. »',
          {
            text: 'Et tout le monde a promis de revenir l’année prochaine, pour la grande chaîne des pommes.',
            bands: OLDER,
          },
          {
            text: 'En rentrant sous la pluie, {hero} a pensé à sa première idée, {object.def} trop {o:plein|pleine}, et à la deuxième, la branche.',
            bands: BIG,
          },
          {
            alts: [
              '{h:Il|Elle} avait voulu tout faire {h:seul|seule}, mais le plus utile, finalement, ça avait été de demander de l’aide pour aider.',
              'Tout faire {h:seul|seule}, ça n’avait pas marché : le plus utile, finalement, ça avait été d’appeler les autres pour aider.',
            ],
            bands: BIG,
          },
          {
            alts: [
              'C’était un drôle de tour de magie : en partageant le travail, on l’avait presque fait disparaître.',
              'Partager le travail, c’était comme un tour de magie : on l’avait presque fait disparaître.',
            ],
            bands: BIG,
          },
        ],
      },
      {
        scene: {
          place: 'home',
          time: 'night',
          weather: 'rain',
          mood: 'sleepy',
          cast: ['hero'],
          actions: { hero: 'sleep' },
          object: null,
          framing: 'medium',
          prop: 'bed',
        },
        text: [
          'À la maison, {hero} sentait encore la pomme et la cannelle, comme la cuisine de {c:Papi|Mamie} {^creature.nom}.',
          'Dehors, la pluie tombait sur le pommier tout vide.',
          {
            alts: [
              'Et {hero} s’est {h:endormi|endormie}, le ventre plein de tarte et le cœur plein de joie, en pensant {creature.au}.',
              '{hero} a bâillé un grand bâillement qui sentait la tarte aux pommes, puis {h:il|elle} a fait un dernier « {creature.cri} », pour rire.',
              'Ploc, ploc, chantait la pluie, et {hero} dormait déjà, {h:roulé|roulée} en boule comme {creature.indef}.',
            ],
          },
          {
            text: 'Là-bas, {creature.def} dormait au chaud, avec son grenier plein de pommes pour tout l’hiver.',
            bands: OLDER,
          },
        ],
      },
    ],
    questions: [
      {
        question: 'Qui avait besoin d’aide pour ses pommes ?',
        right: '{^creature.def}',
        wrong: ['{^other.creature.def}', '{^other2.creature.def}'],
      },
      {
        question: 'Qu’est-il arrivé quand {hero} a trop rempli {object.def} ?',
        right: 'Les pommes ont roulé partout',
        wrong: ['Le vent a tout emporté', 'Les pommes se sont transformées en poires'],
      },
      {
        question: 'Quelle a été la meilleure idée ?',
        right: 'Appeler tout le monde pour faire une chaîne',
        wrong: ['Secouer l’arbre très fort', 'Attendre la fin de l’orage'],
      },
      {
        question: 'Qu’a préparé {creature.def} pour remercier tout le monde ?',
        right: 'Une tarte aux pommes',
        wrong: ['Une soupe aux carottes', 'Un gâteau au chocolat'],
      },
    ],
  },
  {
    id: 'helping-moving-day',
    moral: 'helping',
    titles: [
      'Le grand déménagement {creature.du}',
      '{hero} et la maison qui change de place',
      'Un voyage, puis un autre',
    ],
    places: ['river', 'island', 'park'],
    creatures: ['mouse', 'frog', 'hedgehog', 'duck'],
    objects: ['boat', 'basket'],
    pages: [
      {
        scene: {
          place: 'world',
          time: 'morning',
          weather: 'rain',
          mood: 'worried',
          cast: ['hero', 'friend', 'creature'],
          actions: { hero: 'look-for', friend: 'walk', creature: 'stand' },
          object: null,
          framing: 'wide',
          prop: 'hut',
        },
        text: [
          'Au printemps, l’eau montait {place.in}, un peu plus chaque jour.',
          'La petite maison {creature.du} était tout au bord de l’eau : bientôt, elle serait inondée !',
          '« Je dois déménager, a dit {creature.def}, {c:tout inquiet|toute inquiète}, mais j’ai tant de choses, et je suis si {c:petit|petite} ! »',
          {
            text: '{friend} a fait le tour de la petite maison en comptant tout bas : des lits de mousse, des bols de gland, des tableaux en écorce, une vraie montagne pour {creature.indef} !',
            friend: true,
            bands: OLDER,
          },
          {
            text: '{hero} a jeté un œil par la petite fenêtre : des lits, des bols, des tableaux, tout un trésor de {creature.nom} !',
            friend: false,
          },
          {
            text: 'La nouvelle maison {creature.du} était en haut, sur la colline, à l’abri de l’eau, mais le chemin était long.',
            bands: OLDER,
          },
          {
            text: '{^creature.def} avait vécu là, toute sa vie. Chaque objet avait une histoire : le bol fêlé de sa grand-mère {creature.nom}, le coussin brodé par un ami, le tableau de la première neige, et on ne pouvait pas en laisser un seul derrière. Et {creature.def} regardait l’eau monter, centimètre par centimètre, avec des yeux de plus en plus grands.',
            bands: BIG,
          },
        ],
      },
      {
        scene: {
          place: 'world',
          time: 'morning',
          weather: 'rain',
          mood: 'happy',
          cast: ['hero', 'friend', 'creature'],
          actions: { hero: 'build', friend: 'reach-up', creature: 'stand' },
          object: 'world',
          objectAt: 'ground',
          framing: 'medium',
          prop: 'hut',
        },
        text: [
          '« Je vais t’aider, {c:petit|petite} {creature.nom} ! » a dit {hero}, et {h:il|elle} a apporté {object.def}.',
          '« On va tout mettre dans {object.def} et tout emporter d’un coup ! »',
          '{hero} a empilé les lits, les bols, les tableaux, les chaises : une montagne qui cachait {p:tout|toute} {place.def} !',
          {
            text: '{friend} a posé le dernier bol tout en haut, avec précaution, comme une cerise sur un gâteau : {object.def} disparaissait sous les affaires.',
            friend: true,
            bands: OLDER,
          },
          {
            text: '{^creature.def} regardait la montagne d’affaires d’un air inquiet, en se grattant la tête.',
            bands: OLDER,
          },
          {
            text: '{hero} était très {h:fier|fière} de sa montagne : jamais {object.indef} n’avait porté un chargement pareil. Un seul voyage, pensait-{h:il|elle}, et {creature.def} dormirait au sec avant le goûter.',
            bands: BIG,
          },
          {
            alts: [
              'Il y avait juste un tout petit problème, que personne n’avait encore remarqué : la montagne penchait.',
              'Seulement voilà, personne n’avait remarqué un tout petit détail : la montagne penchait.',
            ],
            bands: BIG,
          },
        ],
      },
      {
        scene: {
          place: 'world',
          time: 'day',
          weather: 'rain',
          mood: 'worried',
          cast: ['hero', 'creature'],
          actions: { hero: 'stand', creature: 'hide' },
          object: 'world',
          objectAt: 'ground',
          framing: 'medium',
        },
        text: [
          '{hero} a poussé {object.def} : ça penchait à gauche, ça penchait à droite, et patatras !',
          {
            text: '{hero} a couru dans tous les sens pour rattraper les choses qui tombaient, mais {h:il|elle} n’avait que deux mains, et les bols {creature.du} avaient décidé de partir chacun de leur côté.',
            bands: OLDER,
            friend: false,
          },
          'Tout est tombé dans la boue : les bols, les lits, les tableaux !',
          '{^creature.def} a mis ses pattes sur ses yeux : « Oh non, le bol de ma grand-mère ! »',
          {
            text: 'Heureusement, le bol n’était pas cassé, juste plein de boue, comme le bout du nez {creature.du}.',
            bands: OLDER,
          },
          {
            text: '{hero} avait les joues rouges : {h:il|elle} voulait aider, et voilà qu’{h:il|elle} avait fait pire, devant tout le monde. {^creature.def} ramassait ses affaires en silence, une à une, en essuyant chaque chose avec sa patte.',
            bands: BIG,
          },
          {
            alts: [
              'Et {hero} a compris quelque chose : aider quelqu’un, ce n’est pas faire les choses à sa place et à sa façon, c’est les faire avec lui.',
              'Alors {hero} a compris : aider {creature.def}, ce n’était pas tout décider à sa place, c’était faire les choses avec {c:lui|elle}.',
            ],
            bands: BIG,
          },
        ],
      },
      {
        scene: {
          place: 'world',
          time: 'day',
          weather: 'rain',
          mood: 'calm',
          cast: ['hero', 'friend', 'creature'],
          actions: { hero: 'sit', friend: 'sit', creature: 'sit' },
          object: 'world',
          objectAt: 'ground',
          framing: 'close',
        },
        text: [
          'Alors {hero} s’est {h:accroupi|accroupie} près {creature.du} et a demandé : « Comment veux-tu qu’on fasse ? »',
          '{^creature.def} a réfléchi, puis {c:il|elle} a dit : « Un peu à chaque fois, et les choses fragiles d’abord. »',
          'Et {hero} a écouté : cette fois, c’était {creature.def} qui décidait.',
          {
            text: '{friend} a essuyé les bols {creature.du} un par un avec son mouchoir, qui n’a plus jamais été blanc.',
            friend: true,
          },
          {
            text: 'C’était sa maison à {c:lui|elle}, après tout, avec ses trésors de {creature.nom} : à {c:lui|elle} de dire ce qui comptait le plus.',
            bands: OLDER,
          },
          {
            text: '{hero} a sorti une feuille et {creature.def} a dicté la liste : d’abord le bol, puis les tableaux, puis les lits, et le coussin brodé tout à la fin, pour qu’il soit le dernier à partir et le premier à arriver dans le nouveau salon. {hero} ne comprenait pas bien cette logique de {creature.nom}, mais ce n’était pas grave : ce n’était pas sa logique à {h:lui|elle} qui comptait.',
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
          actions: { hero: 'walk', friend: 'walk', creature: 'point' },
          object: 'world',
          framing: 'wide',
        },
        text: [
          'Premier voyage : le bol de la grand-mère, tout seul dans {object.def}, bien calé dans la mousse.',
          'Deuxième voyage : les tableaux, troisième voyage : les lits, quatrième voyage : les petites chaises {creature.du}.',
          'Un voyage, puis un autre : {hero} poussait {object.def}, et {creature.def} montrait le chemin.',
          {
            text: '{friend} chantait une chanson de déménageurs : « Un bol, deux bols, {creature.cri}, la maison s’envole ! »',
            friend: true,
          },
          {
            text: 'Il y avait des allers et des retours, des montées et des descentes, mais plus rien ne tombait {object.du}.',
            bands: OLDER,
          },
          {
            text: 'C’était plus long, bien sûr, beaucoup plus long que la montagne d’un seul coup, mais chaque voyage était tranquille, et {place.calme}. Pendant les voyages, {creature.def} racontait l’histoire de chaque objet : ici, le coussin du premier hiver ; là, le tableau de la grande neige. {hero} écoutait en poussant {object.def}, et le chemin semblait de plus en plus court.',
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
          actions: { hero: 'stand', creature: 'stand' },
          object: 'world',
          objectAt: 'ground',
          framing: 'wide',
          prop: 'hut',
        },
        text: [
          'Au dernier voyage, le soleil se couchait sur la colline.',
          'Tout était dans la nouvelle maison {creature.du}, rangé comme avant : rien n’était perdu.',
          '{^creature.def} a posé le bol de sa grand-mère sur la table, juste au milieu.',
          {
            text: 'En bas, l’eau avait recouvert l’ancienne maison, mais plus personne n’avait peur, et {object.def} se reposait devant la porte.',
            bands: OLDER,
          },
          {
            text: '{^creature.def} a fait le tour de sa nouvelle maison, en touchant chaque chose, pour vérifier qu’elle était bien là. Puis {c:il|elle} {creature.file} jusqu’{h:au garçon|à la fille} qui avait tout renversé le matin, et tout porté l’après-midi. « Tu sais, a dit {creature.def}, ce matin, j’avais peur de tout perdre, et maintenant, j’ai tout, et {h:un ami|une amie} en plus. »',
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
          actions: { hero: 'sit', friend: 'sit', creature: 'sit' },
          object: 'world',
          objectAt: 'ground',
          framing: 'medium',
          prop: 'table',
        },
        text: [
          '{^creature.def} a préparé une soupe pour fêter la nouvelle maison.',
          {
            text: '« Aider, a dit {friend} en trinquant avec {creature.def}, c’est demander à l’autre ce dont il a besoin, et pas deviner à sa place. »',
            friend: true,
          },
          {
            text: '« Aider, a pensé {hero} en regardant {creature.def}, c’est demander à l’autre ce dont il a besoin, et pas deviner à sa place. »',
            friend: false,
          },
          {
            text: 'La soupe était aux orties et aux noisettes, un peu étrange, mais délicieuse. Ils l’ont mangée assis par terre, parce que les chaises étaient encore dans {object.def}, et c’était le meilleur repas de la journée. Par la fenêtre, on voyait l’eau briller en bas, sous la lune, sur l’ancienne maison {creature.du}. {^creature.def} l’a regardée un long moment, sans tristesse.',
            bands: BIG,
          },
          '{hero} a ri : « Et aussi, ne pas empiler des montagnes dans {object.indef} ! »',
          {
            text: '{^creature.def} a offert à {hero} le coussin brodé : « Pour que tu te souviennes du jour où tu as déménagé une maison de {creature.nom} tout entière. »',
            bands: OLDER,
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
          'Ce soir-là, {hero} avait les bras tout fatigués d’avoir poussé {object.def}, mais le cœur tout léger.',
          { text: '{h:Il|Elle} a posé la tête sur le petit coussin brodé {creature.du}.', bands: OLDER },
          {
            alts: [
              'Et là-haut, sur la colline, {creature.def} dormait dans sa nouvelle maison.',
              'Là-bas, {creature.def} dormait au sec, tout en haut de la colline.',
              'Bonne nuit, nouvelle maison, et bonne nuit, {creature.def}.',
            ],
          },
          {
            text: 'Et {hero} a rêvé de bols qui s’envolaient en chantant « {creature.cri} », un par un, tout doucement.',
            bands: OLDER,
          },
        ],
      },
    ],
    questions: [
      {
        question: 'Pourquoi {creature.def} devait-{c:il|elle} déménager ?',
        right: 'Parce que l’eau montait',
        wrong: ['Parce qu’il faisait trop chaud', 'Parce que sa maison était trop grande'],
      },
      {
        question: 'Qu’est-il arrivé à la montagne d’affaires ?',
        right: 'Elle est tombée dans la boue',
        wrong: ['Elle s’est envolée', 'Elle a flotté sur l’eau'],
      },
      {
        question: 'Qu’a demandé {hero} pour bien aider ?',
        right: 'Comment {creature.def} voulait faire',
        wrong: ['Un plus grand panier', 'Une pause goûter'],
      },
      {
        question: 'Avec quoi ont-ils transporté les affaires ?',
        right: 'Avec {object.def}',
        wrong: ['Avec {other.object.def}', 'Avec {other2.object.def}'],
      },
    ],
  },
];
