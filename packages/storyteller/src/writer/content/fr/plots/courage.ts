/** Courage: out into the dark garden, a song in front of everyone, a wobbly bridge. */
import type { Plot } from '../../format.js';
import { BIG, OLDER } from '../bands.js';

export const couragePlots: Plot[] = [
  {
    id: 'courage-dark-garden',
    moral: 'courage',
    titles: ['{hero} et les ombres du soir', 'Dehors, dans le noir', '{^object.def} {o:oublié|oubliée} dehors'],
    places: ['garden', 'farm', 'park'],
    creatures: ['hedgehog', 'mouse', 'rabbit', 'cat'],
    objects: ['book', 'ball', 'scarf'],
    pages: [
      {
        scene: {
          place: 'home',
          time: 'evening',
          weather: 'clear',
          mood: 'worried',
          cast: ['hero', 'friend'],
          actions: { hero: 'stand', friend: 'stand' },
          object: null,
          framing: 'medium',
          prop: 'window',
        },
        text: [
          'Le soir tombait sur {place.def}, et {hero} mettait son pyjama quand, d’un coup, une pensée lui est venue.',
          '{^object.son} ! {h:Il|Elle} {o:l’avait oublié|l’avait oubliée} dehors, {place.in} !',
          'Et la pluie allait tomber cette nuit sur {object.def}.',
          {
            text: '{friend}, qui dormait à la maison ce soir-là, a regardé par la fenêtre : « Il fait tout noir… »',
            friend: true,
            bands: OLDER,
          },
          { text: '{hero} a regardé par la fenêtre :, il faisait tout noir.', friend: false },
          {
            text: '{place.in}, les arbres ressemblaient à de grands bonshommes aux bras tordus, et on entendait des petits bruits qu’on n’entend jamais le jour.',
            bands: OLDER,
          },
          {
            text: '{hero} aurait pu demander à quelqu’un d’aller chercher {object.def}. Mais {object.def}, c’était le sien, et c’était {h:lui|elle} qui {o:l’avait oublié|l’avait oubliée}. Et puis, {h:il|elle} était {h:grand|grande}, maintenant, et les grands vont chercher leurs affaires, même dans le noir, surtout dans le noir, peut-être.',
            bands: BIG,
          },
          {
            text: '{hero} a enfilé ses bottes sur son pyjama, ce qui faisait une drôle d’allure pour sortir, et a posé la main sur la poignée de la porte, toute froide.',
            bands: OLDER,
          },
        ],
      },
      {
        scene: {
          place: 'world',
          time: 'night',
          weather: 'clear',
          mood: 'worried',
          cast: ['hero', 'friend'],
          actions: { hero: 'sit', friend: 'hide' },
          object: null,
          framing: 'medium',
        },
        text: [
          '{hero} a ouvert la porte, et le vent a soufflé : hou, hou !',
          '{h:Il|Elle} a fait un pas vers {object.def}, puis est {h:rentré|rentrée} en courant !',
          'La porte a claqué, et {hero} s’est {h:retrouvé assis|retrouvée assise} par terre, loin {object.du}.',
          {
            text: '{friend} s’était {f:caché|cachée} sous la couverture du canapé, et on ne voyait plus que le bout de son nez, tourné vers {place.def}.',
            friend: true,
            bands: OLDER,
          },
          {
            text: 'Son cœur faisait boum, boum, comme si {p:tout|toute} {place.def} pouvait l’entendre.',
            bands: OLDER,
          },
          {
            text: '{hero} s’est dit que ce n’était que le vent, mais c’est difficile de croire ce qu’on se dit à soi-même quand les genoux tremblent. {h:Il|Elle} est {h:resté|restée} un moment, le dos contre la porte, à penser {object.au} sous la pluie, en écoutant le vent qui faisait le tour de la maison en chantant des chansons pas très rassurantes.',
            bands: BIG,
          },
        ],
      },
      {
        scene: {
          place: 'world',
          time: 'night',
          weather: 'wind',
          mood: 'worried',
          cast: ['hero', 'friend'],
          actions: { hero: 'walk', friend: 'stand' },
          object: 'lantern',
          objectState: 'lit',
          framing: 'wide',
        },
        text: [
          'Pour son deuxième essai, {hero} a pris une lanterne et est {h:sorti|sortie} {place.in}.',
          'Mais la lanterne faisait de grandes ombres partout {place.in}.',
          '{hero} a vu un monstre avec des bras immenses et a crié si fort qu’on l’a {h:entendu|entendue} dans {p:tout|toute} {place.def}.',
          'Ce n’était qu’un manteau qui séchait sur le fil, près {object.du}.',
          { text: '{friend} a pouffé de rire derrière {hero}, puis {f:s’est vite tu|s’est vite tue}.', friend: true },
          {
            text: 'Un peu plus loin, un autre monstre, tout rond, avec un long cou : l’arrosoir. {hero} a ri, d’un petit rire encore tremblant, qui a résonné.',
            bands: OLDER,
          },
          {
            text: 'C’est drôle, pensait {hero} : le jour, ce manteau et cet arrosoir sont les choses les plus ennuyeuses, mais la nuit, ils se déguisent. Peut-être que le noir ne change rien, au fond, et qu’il met juste des costumes à tout ce qu’on connaît déjà.',
            bands: BIG,
          },
          {
            text: '{hero} a continué, un pas après l’autre, en nommant tout ce qu’{h:il|elle} voyait, le banc, le seau, le buisson de groseilles, et dire les noms à voix haute, ça enlevait les costumes, un par un.',
            bands: OLDER,
          },
        ],
      },
      {
        scene: {
          creatureAt: 'under-bush',
          place: 'world',
          time: 'night',
          weather: 'wind',
          mood: 'worried',
          cast: ['hero', 'creature'],
          actions: { hero: 'stand', creature: 'hide' },
          object: 'lantern',
          objectState: 'lit',
          framing: 'medium',
        },
        text: [
          'Et soudain, {hero} a entendu un petit bruit : {creature.cri}…',
          'Sous un buisson, il y avait {creature.indef}, {c:tout tremblant|toute tremblante}.',
          '{^creature.def} a dit qu’{c:il|elle} avait peur du noir et ne retrouvait plus sa maison {place.in}.',
          {
            text: '{hero} a eu envie de répondre {h:que lui|qu’elle} aussi avait peur, mais {creature.def} était si {c:petit|petite} et si {c:effrayé|effrayée}…',
            bands: OLDER,
          },
          {
            text: 'C’est une chose étrange, la peur : quand on voit {creature.indef} qui a encore plus peur que soi, la sienne se fait toute petite, comme si elle se poussait pour laisser de la place. {hero} a senti ses genoux arrêter de trembler : {creature.def} avait besoin d’{h:un grand|une grande}, et c’était {h:lui|elle}.',
            bands: BIG,
          },
          {
            text: '{^creature.def} expliquait, en reniflant, qu’{c:il|elle} était {c:sorti|sortie} chercher des graines avant la nuit, qu’{c:il|elle} avait traîné un peu, beaucoup, et que le noir {c:l’avait surpris|l’avait surprise} d’un coup, comme une couverture qu’on jette sur une cage. Depuis, {creature.def} n’osait plus bouger d’un centimètre.',
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
          cast: ['hero', 'friend', 'creature'],
          actions: { hero: 'sit', friend: 'carry', creature: 'hug' },
          object: 'lantern',
          objectState: 'lit',
          framing: 'close',
        },
        text: [
          '{hero} s’est {h:accroupi|accroupie} devant {creature.def} et a levé la lanterne.',
          '{hero} a dit tout doucement {creature.au} : « N’aie pas peur, viens avec moi. »',
          'Et {creature.def} s’est {c:blotti|blottie} tout contre {h:lui|elle}.',
          {
            text: '{friend} est {f:arrivé|arrivée} à pas de loup, et a dit {creature.au} qu’à trois, on aurait moins peur.',
            friend: true,
          },
          { text: '{hero} a tendu la main, et {creature.def} a posé sa petite patte dedans.', friend: false },
          {
            text: 'Pas à pas, ils ont traversé {place.def}, en chantant une chanson pour faire partir les ombres.',
            bands: OLDER,
          },
          {
            text: '{hero} a choisi pour {creature.def} la chanson que sa grand-mère chantait quand il y avait de l’orage, celle où les nuages dansent avec les moutons. {h:Il|Elle} chantait faux et trop fort, mais les ombres reculaient quand même, les unes après les autres, et {creature.def} a même fredonné le refrain.',
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
          actions: { hero: 'carry', creature: 'stand' },
          object: 'world',
          framing: 'medium',
        },
        text: [
          'Près de la haie, ils ont trouvé la maison {creature.du}.',
          'Et juste à côté, dans l’herbe, il y avait {object.def} !',
          '{hero} a ramassé {object.def}, {h:tout content|toute contente}.',
          {
            text: '{^creature.def} a dit merci avec un petit {creature.cri}, puis {c:il|elle} a disparu dans {creature.lit}.',
            bands: OLDER,
          },
          {
            text: 'Avant de rentrer, {hero} a levé les yeux : au-dessus {place.du}, le ciel n’était pas noir du tout, il était plein d’étoiles, comme du sucre renversé sur une nappe bleue. {h:Il|Elle} n’avait jamais pris le temps de les regarder, la nuit, {place.in}. Le noir, finalement, c’était aussi là qu’on rangeait les étoiles.',
            bands: BIG,
          },
          {
            text: '{^creature.def} a passé la tête hors de {creature.lit} : « Merci d’être {h:venu|venue} », et {hero}, qui avait eu si peur une minute plus tôt, s’est {h:senti|sentie} grandir de trois centimètres.',
            bands: BIG,
          },
        ],
      },
      {
        scene: {
          place: 'home',
          time: 'night',
          weather: 'clear',
          mood: 'happy',
          cast: ['hero', 'friend'],
          actions: { hero: 'carry', friend: 'wave' },
          object: 'world',
          framing: 'medium',
        },
        text: [
          '{hero} est {h:rentré|rentrée}, {object.def} dans les bras.',
          {
            text: '{friend} a sauté de joie autour de {hero} : « Bravo ! »',
            friend: true,
          },
          {
            text: '« J’avais peur, mais je suis {h:allé|allée} chercher {object.def} quand même », a dit {hero} tout bas, en souriant.',
            friend: false,
          },
          {
            alts: [
              'Le courage, ce n’est pas ne pas avoir peur. C’est y aller quand même.',
              'Avoir peur et y aller quand même : voilà le vrai courage.',
              'On peut trembler et être courageux en même temps.',
            ],
          },
          {
            text: 'Dehors, la pluie commençait à tomber, plic, ploc, sur les feuilles. Mais {object.def} était à l’abri.',
            bands: OLDER,
          },
          {
            text: '{hero} a regardé ses pieds tout mouillés de rosée et a pensé au manteau-monstre, à l’arrosoir à long cou, {creature.au} sous le buisson. Demain, {h:il|elle} raconterait toute l’aventure, sans oublier de dire qu’{h:il|elle} avait eu peur, parce que c’était ça, le plus important de l’histoire.',
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
          object: 'world',
          objectAt: 'on-prop',
          framing: 'close',
          prop: 'bed',
        },
        text: [
          'Au lit, {hero} a laissé la lumière éteinte, {object.def} tout près.',
          'Le noir n’était plus si noir : il était doux comme une couverture, comme le noir.',
          {
            alts: [
              'Et quelque part, {creature.def} dormait bien au chaud, sans peur.',
              'Dehors, {creature.def} dormait à l’abri, grâce à {hero}.',
              'Dans {creature.lit}, {creature.def} faisait de beaux rêves.',
            ],
          },
          {
            text: '{hero} a écouté la pluie chanter sur le toit et sur {place.def}, et {h:il|elle} s’est {h:endormi|endormie} avant la fin de la chanson.',
            bands: OLDER,
          },
        ],
      },
    ],
    questions: [
      {
        question: 'Qu’avait oublié {hero} dehors ?',
        right: '{^object.son}',
        wrong: ['{^other.object.son}', '{^other2.object.son}'],
      },
      {
        question: 'Quel était le grand monstre dans le noir ?',
        right: 'Un manteau sur le fil',
        wrong: ['Un vieux chapeau', 'Un arbre qui bougeait'],
      },
      {
        question: 'Qui avait peur sous le buisson ?',
        right: '{^creature.indef}',
        wrong: ['{^other.creature.indef}', '{^other2.creature.indef}'],
      },
      {
        question: 'Qu’est-ce que le courage, dans cette histoire ?',
        right: 'Avoir peur et y aller quand même',
        wrong: ['Ne jamais avoir peur', 'Courir très vite dans le noir'],
      },
    ],
  },
  {
    id: 'courage-festival-stage',
    moral: 'courage',
    titles: ['La grande fête {place.du}', '{hero} monte sur scène', 'La chanson à deux voix'],
    places: ['village', 'park', 'farm'],
    creatures: ['frog', 'robin', 'duck', 'mouse'],
    objects: ['drum', 'bell'],
    pages: [
      {
        scene: {
          place: 'world',
          time: 'morning',
          weather: 'clear',
          mood: 'happy',
          cast: ['hero', 'friend'],
          actions: { hero: 'stand', friend: 'wave' },
          object: 'world',
          framing: 'wide',
        },
        text: [
          'Aujourd’hui, c’était la grande fête {place.du} !',
          'Il y avait des guirlandes, des ballons et une petite scène en bois au milieu de la place.',
          '{hero} allait jouer {object.du} devant tout le monde.',
          { text: '{friend} allait faire un tour de magie qui ratait une fois sur deux.', friend: true },
          {
            text: '{h:Il|Elle} s’était {h:entraîné|entraînée} avec {object.def} tous les jours, dans sa chambre, devant ses peluches.',
            friend: false,
          },
          {
            alts: [
              'Les peluches avaient beaucoup applaudi. Enfin, elles n’avaient rien dit, mais {hero} était {h:sûr|sûre} qu’elles avaient aimé.',
              'Son public de peluches avait adoré, {hero} en était {h:sûr|sûre}, même si aucune n’avait applaudi.',
            ],
            bands: OLDER,
          },
          {
            text: 'Toute la semaine, {hero} avait répété son morceau : trois coups lents, deux coups rapides, une petite pause, et on recommence. {h:Il|Elle} le connaissait si bien qu’{h:il|elle} le jouait même en rêve. Devant les peluches, c’était facile, et devant le lavabo, en se brossant les dents, aussi. Mais devant {p:tout|toute} {place.def}, c’était une autre histoire.',
            bands: BIG,
          },
          {
            alts: [
              'Le matin de la fête, {hero} a mis sa plus belle chemise, celle avec les boutons en forme d’étoile. {h:Il|Elle} a répété une dernière fois devant le miroir, {object.def} à la main, puis une autre dernière fois, puis encore une toute dernière.',
              'Le grand jour, {hero} a enfilé sa chemise du dimanche, celle aux boutons en étoile, et {h:il|elle} a répété encore devant le miroir, {object.def} à la main : une dernière fois, puis une toute dernière, puis une vraiment dernière.',
            ],
            bands: OLDER,
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
          actions: { hero: 'stand', friend: 'stand' },
          object: 'world',
          framing: 'close',
        },
        text: [
          'Devant la scène, il y avait beaucoup de monde, {p:tout|toute} {place.def}, beaucoup, beaucoup !',
          'Ses mains se sont mises à trembler sur {object.def}.',
          {
            alts: [
              'Son ventre faisait des nœuds, comme une ficelle emmêlée.',
              'Son ventre faisait des nœuds, comme la ficelle {object.du}.',
              'Dans son ventre, il y avait des nœuds partout.',
            ],
          },
          {
            text: '{friend} était tout pâle aussi : « Et si mon lapin ne sort pas du chapeau devant {p:tout|toute} {place.def} ? » Il n’y avait pas de lapin, seulement une chaussette.',
            friend: true,
            bands: OLDER,
          },
          { text: '{hero} serrait {object.def} contre {h:lui|elle}, comme un doudou.', friend: false },
          {
            alts: [
              'Sur la scène, le facteur jonglait avec trois oranges ; il en a fait tomber une, et tout le monde a ri gentiment. {hero} s’est dit : et si on riait aussi de moi et de {o:mon|ma} {object.nom} ?',
              'Là-haut, le facteur jonglait avec trois oranges ; l’une a roulé par terre, et les gens ont ri, gentiment. Mais {hero} a pensé : et si c’était de moi qu’on riait, tout à l’heure ?',
            ],
            bands: OLDER,
          },
          {
            alts: [
              '{hero} regardait toutes ces têtes, ces yeux, ces bouches qui allaient se tourner vers {h:lui|elle}. Il y avait la boulangère, le facteur, la maîtresse, et même la vieille dame au chapeau violet qui ne sortait jamais de chez elle. Et plus {hero} les comptait, plus {h:il|elle} se sentait {h:petit|petite}, {object.def} à la main, comme un grain de sable devant la mer.',
              'Tant de têtes, tant d’yeux, qui allaient bientôt se tourner vers {h:lui|elle} ! La boulangère était là, le facteur, la maîtresse, et même la vieille dame au chapeau violet qui ne sortait jamais. À chaque visage compté, {hero} se sentait plus {h:petit|petite}, {object.def} à la main, comme un grain de sable devant la mer.',
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
          mood: 'worried',
          cast: ['hero'],
          actions: { hero: 'hide' },
          object: 'world',
          framing: 'medium',
        },
        text: [
          '« À toi, {hero} ! » a dit la maîtresse, et {hero} a serré {object.def}.',
          '{hero} est {h:monté|montée} sur la scène et a joué une note, une toute petite note, toute timide.',
          'Puis {h:il|elle} a filé se cacher derrière le rideau, {object.def} sous le bras !',
          {
            alts: [
              'Zou, plus personne sur la scène, juste {object.def} !',
              'Hop ! {h:Disparu|Disparue} derrière le rideau.',
              'Et hop, derrière le rideau, avec {object.def} !',
            ],
          },
          { text: 'Les gens attendaient, quelqu’un a toussé, et un bébé a dit : « Areuh ? »', bands: OLDER },
          {
            alts: [
              'Derrière le rideau, il faisait sombre et ça sentait la poussière, et {hero} avait les joues brûlantes. {h:Il|Elle} se disait {h:qu’il|qu’elle} ne sortirait jamais, jamais de là, qu’{h:il|elle} vivrait derrière ce rideau pour toujours avec {object.def}, et qu’on lui apporterait ses repas sur un plateau : pas un très bon plan, mais c’était le seul qu’{h:il|elle} avait.',
              'Derrière le rideau, dans la pénombre qui sentait la poussière, {hero} avait les joues en feu. {h:Il|Elle} a décidé de ne plus jamais sortir : {h:il|elle} habiterait là, avec {object.def}, et on lui passerait ses repas sur un plateau. Pas un plan génial, mais c’était tout ce qu’{h:il|elle} avait trouvé.',
            ],
            bands: BIG,
          },
          {
            text: 'Dehors, on entendait les gens qui chuchotaient en attendant la musique. Peut-être qu’ils se moquaient, peut-être qu’ils étaient déçus. Ou peut-être, simplement, qu’ils attendaient, gentiment, comme on attend quelqu’un qu’on aime bien.',
            bands: OLDER,
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
          actions: { hero: 'stand', friend: 'sit', creature: 'sit' },
          object: 'world',
          framing: 'medium',
        },
        text: [
          'Derrière le rideau, {hero} n’était pas {h:seul|seule} avec {object.def}.',
          'Il y avait {creature.indef} qui pleurait tout bas : {creature.cri}…',
          '« Je dois chanter après toi, a dit {creature.def}, mais j’ai trop peur de {p:tout|toute} {place.def}. »',
          {
            text: '{friend} était là aussi, près {creature.du}, {f:blotti|blottie} contre une caisse, sa chaussette magique tout contre {f:lui|elle}. « On est trois à avoir peur, a-t-{f:il|elle} dit {creature.au}. Ça fait beaucoup de peur pour un si petit rideau, {creature.cri} ! »',
            friend: true,
          },
          {
            text: '{hero} a regardé {creature.def}, {c:petit|petite}, encore plus {c:tremblant|tremblante}.',
            bands: OLDER,
          },
          {
            text: '{hero} a pensé à ses peluches, qui écoutaient toujours {object.def} sans rien dire. {h:Il|Elle} a pensé que {creature.def} n’avait peut-être pas de peluches, {c:lui|elle}, personne pour répéter, personne pour l’écouter. Et {h:il|elle} a senti, pour {creature.def}, quelque chose de nouveau pousser dans sa poitrine, quelque chose qui ressemblait à un tout petit soleil.',
            bands: BIG,
          },
          {
            alts: [
              '« Tu sais, a dit {hero}, moi aussi j’ai peur, très peur. Je viens de me sauver avec {object.def}. » {^creature.def} a levé la tête, {c:étonné|étonnée} : {c:il|elle} croyait que les grands n’avaient jamais peur. Savoir qu’ils étaient deux à trembler, {hero} et {c:lui|elle}, ça rendait la peur un peu moins lourde, comme un sac qu’on porte à deux.',
              '« Moi aussi, j’ai une peur bleue, a avoué {hero}. Je viens de me sauver, tu as vu ? » {^creature.def} a ouvert de grands yeux : {c:il|elle} pensait que les grands n’avaient jamais peur. Trembler à deux, ça pesait tout de suite moins lourd, comme un sac qu’on porte chacun par une anse.',
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
          cast: ['hero', 'friend', 'creature'],
          actions: { hero: 'stand', friend: 'wave', creature: 'stand' },
          object: 'world',
          framing: 'close',
        },
        text: [
          '{hero} a pris une grande inspiration et {object.def} dans ses mains.',
          '« Et si on y allait ensemble ? Je joue {object.du}, et toi, tu chantes. »',
          '« Ensemble ? » a demandé {creature.def}, {creature.cri}. « Ensemble », a dit {hero}.',
          {
            text: '« Et moi, je fais le rideau qui s’ouvre ! » a dit {friend}. Et {f:il|elle} a tiré le rideau sur {p:tout|toute} {place.def}, d’un grand geste, comme un vrai magicien.',
            friend: true,
          },
          { text: '{hero} a tendu la main, et {creature.def} l’a prise.', friend: false },
          {
            alts: [
              '« Ne regarde pas les gens, a chuchoté {hero}. Regarde-moi, et moi, je te regarde aussi. »',
              '« Oublie la salle, a soufflé {hero}. Regarde-moi, je ne te quitte pas des yeux. »',
            ],
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
          cast: ['hero', 'creature'],
          actions: { hero: 'stand', creature: 'stand' },
          object: 'world',
          framing: 'wide',
        },
        text: [
          'Sur la scène, {hero} a joué {object.du}. {o:Boum, boum, boum !|Ding, ding, ding !}',
          'Et {creature.def} a chanté, d’abord tout bas, puis de plus en plus fort.',
          'Les mains de {hero} ne tremblaient plus du tout sur {object.def}.',
          {
            text: '{p:Tout|Toute} {place.def} s’est {p:mis|mise} à taper dans les mains en rythme, même la vieille dame au chapeau violet.',
            bands: OLDER,
          },
          {
            alts: [
              '{hero} ne voyait plus la foule. {h:Il|Elle} voyait seulement les yeux {creature.du}, qui brillaient, et sa petite bouche grande ouverte pour chanter. C’était comme s’ils étaient seuls au monde, {hero} et {creature.def}, dans la chambre aux peluches. Le morceau est passé si vite qu’{h:il|elle} a été {h:surpris|surprise} quand la dernière note {object.du} s’est envolée.',
              'La salle avait disparu pour {hero} : il n’y avait plus que les yeux brillants {creature.du} et sa petite bouche ronde qui chantait. On aurait dit qu’ils étaient seuls dans la chambre aux peluches. Et la dernière note {object.du} s’est envolée si vite que {hero} en a été {h:surpris|surprise}.',
            ],
            bands: BIG,
          },
          {
            text: 'À un moment, {hero} s’est {h:trompé|trompée} de rythme sur {object.def}, mais {creature.def} a chanté un peu plus fort, pour couvrir l’erreur, et personne n’a rien remarqué : une vraie équipe.',
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
          actions: { hero: 'stand', friend: 'wave', creature: 'stand' },
          object: 'world',
          framing: 'medium',
        },
        text: [
          'À la fin, {p:tout|toute} {place.def} a applaudi très fort : bravo, bravo !',
          '{^creature.def} a fait une révérence, et {hero} aussi.',
          {
            text: '« Tu vois, a dit {friend}, le courage, c’est plus facile quand on le partage. » Puis {f:il|elle} a fait son tour de magie, et pour une fois, il a marché !',
            friend: true,
          },
          { text: '« Tu vois, a dit {hero}, le courage, c’est plus facile quand on le partage. »', friend: false },
          {
            text: '{^creature.def} a serré {hero} très fort : « Sans toi, je serais encore derrière le rideau. » « Et moi aussi, avec {o:mon|ma} {object.nom} », a ri {hero}.',
            bands: OLDER,
          },
          {
            alts: [
              'En descendant de la scène avec {creature.def}, {hero} a croisé la maîtresse, qui lui a fait un clin d’œil. {h:Il|Elle} a compris qu’elle avait tout vu : la petite note timide {object.du}, la fuite derrière le rideau, et le retour avec {creature.def}. Et dans ses yeux, {hero} a lu que le retour comptait bien plus que la fuite.',
              'Au pied de l’estrade, la maîtresse a fait un clin d’œil à {hero}. Elle avait tout vu, c’était sûr : la petite note timide, la fuite derrière le rideau, et le retour, main dans la main avec {creature.def}. Et c’est le retour, disait son sourire, qui comptait.',
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
          'Le soir, {hero} a rangé {object.def} près de son lit.',
          '{h:Il|Elle} a joué encore une petite note, tout doucement, pour les peluches.',
          {
            alts: [
              'Les peluches ont applaudi, en silence, comme toujours.',
              'Les peluches écoutaient {object.def}, comme toujours, sans rien dire.',
              'Les peluches, elles, dormaient déjà, comme {creature.def} dans {creature.lit}.',
            ],
          },
          {
            alts: [
              'Dans le noir, {hero} a repensé au rideau, à la petite note timide, {creature.au} tout contre {h:lui|elle}. {h:Il|Elle} a pensé que la prochaine fois, {h:il|elle} aurait peur encore, sûrement, devant {p:tout|toute} {place.def}. Mais {h:il|elle} saurait qu’on peut avoir peur et monter sur scène quand même, et cette pensée était plus douce qu’un doudou.',
              'Les yeux fermés, {hero} revoyait le rideau, la note timide, la patte {creature.du} dans sa main. La prochaine fois, {h:il|elle} aurait sans doute encore le trac. Mais {h:il|elle} savait maintenant ce qu’on fait du trac : on le prend par la main, et on y va. Et cette idée-là était plus douce qu’un doudou.',
            ],
            bands: BIG,
          },
          {
            text: 'Et {hero} s’est {h:endormi|endormie} en fredonnant la chanson de la fête, avec la voix {creature.du} dans la tête.',
            bands: OLDER,
          },
        ],
      },
    ],
    questions: [
      {
        question: 'De quoi {hero} devait-{h:il|elle} jouer à la fête ?',
        right: '{^object.du}',
        wrong: ['{^other.object.du}', '{^other2.object.du}'],
      },
      {
        question: 'Où {hero} s’est-{h:il|elle} {h:caché|cachée} ?',
        right: 'Derrière le rideau',
        wrong: ['Sous la scène', 'Dans un grand carton'],
      },
      {
        question: 'Qui devait chanter après {hero} ?',
        right: '{^creature.def}',
        wrong: ['{^other.creature.def}', '{^other2.creature.def}'],
      },
      {
        question: 'Qu’est-ce qui a aidé {hero} à ne plus avoir peur ?',
        right: 'Monter sur scène avec {creature.def}',
        wrong: ['Fermer les yeux très fort', 'Manger un gros gâteau'],
      },
    ],
  },
  {
    id: 'courage-wobbly-bridge',
    moral: 'courage',
    titles: ['Le pont qui tremblait', '{hero} et le petit pont de bois', 'De l’autre côté du pont'],
    places: ['river', 'mountain', 'forest'],
    creatures: ['fawn', 'turtle', 'rabbit', 'hedgehog'],
    objects: ['basket', 'umbrella', 'map'],
    pages: [
      {
        scene: {
          place: 'world',
          time: 'day',
          weather: 'clear',
          mood: 'happy',
          cast: ['hero', 'friend'],
          actions: { hero: 'walk', friend: 'stand' },
          object: null,
          framing: 'wide',
          prop: 'bridge',
        },
        text: [
          'Cet après-midi-là, {hero} se promenait {place.in}.',
          'Là, un vieux pont de bois passait au-dessus de l’eau.',
          'Un pont étroit, qui grinçait et qui tremblait, cric, crac, pendant que {place.calme}.',
          {
            text: '{friend} le regardait de loin : « Moi, ce pont, je ne le traverse jamais : il a l’air de vouloir danser au-dessus {place.du}. »',
            friend: true,
          },
          {
            text: '{hero} ne l’avait jamais traversé : rien que de le regarder, {h:il|elle} avait des fourmis dans les jambes.',
            friend: false,
          },
          {
            alts: [
              'En dessous, l’eau du ruisseau courait vite, en faisant des bulles et des petits tourbillons qui chantaient glouglou.',
              'Tout en bas, le ruisseau filait à toute allure, glouglou, avec des bulles et de petits tourbillons.',
            ],
            bands: OLDER,
          },
          {
            alts: [
              'Le pont n’était pas dangereux, tout le monde le savait : les grands le traversaient tous les jours, et il n’avait jamais cassé. Mais il bougeait, il se balançait un peu à chaque pas, comme un hamac, et {hero} n’aimait pas les choses qui bougent sous les pieds. Même les tapis du salon, parfois, lui semblaient suspects.',
              'Ce pont-là n’avait rien de dangereux : les grands passaient dessus tous les jours, et jamais une planche n’avait cédé. Seulement, il remuait. À chaque pas, il se balançait comme un hamac, et {hero} détestait sentir le sol bouger sous ses pieds. Même le tapis du salon lui paraissait louche, certains jours.',
            ],
            bands: BIG,
          },
          {
            alts: [
              '{hero} lançait des cailloux dans l’eau, plouf, plouf, en essayant de faire des ricochets. Aucun ne ricochait, mais chaque plouf faisait rire un petit poisson.',
              'Plouf, plouf : {hero} jetait des cailloux pour faire des ricochets. Pas un seul n’a rebondi, mais chaque plouf amusait beaucoup un petit poisson.',
            ],
            bands: OLDER,
            friend: false,
          },
        ],
      },
      {
        scene: {
          creatureAt: 'on-rock',
          place: 'world',
          time: 'evening',
          weather: 'wind',
          mood: 'worried',
          cast: ['hero', 'creature'],
          actions: { hero: 'stand', creature: 'sit' },
          object: 'world',
          objectAt: 'creature',
          framing: 'wide',
          prop: 'bridge',
        },
        text: [
          'Soudain, {hero} a entendu : « {^creature.cri}, au secours ! »',
          'De l’autre côté du pont, il y avait {creature.indef}, avec {object.son}.',
          '« J’ai traversé ce matin avec {object.def}, mais maintenant, le vent souffle et j’ai trop peur de revenir ! »',
          {
            text: 'Le ciel devenait gris : de gros nuages arrivaient en roulant, et le vent faisait trembler le pont encore plus fort.',
            bands: OLDER,
          },
          {
            text: '{^creature.def} était {c:assis|assise} sur une pierre, {object.def} {o:serré|serrée} contre {c:lui|elle}, les oreilles basses. La nuit allait tomber bientôt, et {hero} savait que {creature.def} ne pourrait pas dormir là-bas, {c:tout seul|toute seule}, sous l’orage, loin de {creature.lit}. Quelqu’un devait aller chercher {creature.def}.',
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
          actions: { hero: 'walk', friend: 'fall', creature: 'stand' },
          object: null,
          framing: 'medium',
          prop: 'bridge',
        },
        text: [
          '{hero} a posé un pied sur le pont, cric, sous les yeux {creature.du} !',
          'Le pont a bougé, et {hero} a sauté en arrière, hop, {place.in} !',
          {
            alts: [
              'Raté ! Retour à la case départ, loin {creature.du}.',
              'Et voilà {hero} de retour sur l’herbe, bien loin {creature.du}.',
              'Un pas en avant, un grand saut en arrière !',
            ],
          },
          {
            text: '{friend} a sauté en arrière aussi, par solidarité, et {f:il|elle} est {f:tombé|tombée} sur les fesses dans la mousse.',
            friend: true,
          },
          { text: '« Il est vivant, ce pont ! » a dit {hero} {creature.au}, le cœur battant.', bands: OLDER },
          {
            text: '{hero} a regardé ses pieds, puis le pont, puis {creature.def}. Ses pieds disaient non, le pont disait cric, et {creature.def} ne disait plus rien du tout, même pas {creature.cri}, ce qui était encore pire. {hero} a compris {h:qu’il|qu’elle} devait choisir qui {h:il|elle} allait écouter.',
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
          actions: { hero: 'walk', friend: 'stand', creature: 'hide' },
          object: null,
          framing: 'medium',
          prop: 'bridge',
        },
        text: [
          'Deuxième essai : {hero} est {h:parti|partie} à quatre pattes, comme un bébé.',
          'Une planche, deux planches, trois planches, vers {creature.def} !',
          {
            alts: [
              'Mais {h:il|elle} a regardé en bas, l’eau qui filait, et {h:il|elle} s’est {h:figé|figée}.',
              'Mais ses yeux sont tombés sur l’eau qui filait en dessous, et {hero} est {h:resté|restée} là, {h:figé|figée}.',
            ],
          },
          'Alors {h:il|elle} est {h:revenu|revenue} en arrière, à reculons, tout doucement, loin {object.du}.',
          {
            text: '« Tu étais presque au milieu ! » a dit {friend}, pour l’encourager, même si ce n’était pas tout à fait vrai.',
            friend: true,
            bands: OLDER,
          },
          {
            text: 'Ses genoux étaient pleins d’échardes, ses mains toutes froides, et sur l’autre rive, {creature.def} se cachait les yeux.',
            bands: OLDER,
          },
          {
            alts: [
              '{h:Assis|Assise} sur l’herbe, {hero} a réfléchi. Ce n’était pas le pont, le problème : c’était de regarder en bas. Quand on regarde l’eau qui file, on a l’impression que tout file avec elle, même les jambes. Il fallait regarder ailleurs, mais où ?',
              '{hero} s’est {h:assis|assise} dans l’herbe pour réfléchir. Le vrai problème, ce n’était pas le pont : c’était de regarder en bas. Quand on fixe l’eau qui court, on a l’impression que tout s’en va avec elle, même le cœur. Il fallait regarder ailleurs. Mais où ?',
            ],
            bands: BIG,
          },
        ],
      },
      {
        scene: {
          place: 'world',
          time: 'evening',
          weather: 'wind',
          mood: 'calm',
          cast: ['hero', 'friend', 'creature'],
          actions: { hero: 'walk', friend: 'wave', creature: 'stand' },
          object: null,
          framing: 'wide',
          prop: 'bridge',
        },
        text: [
          'Alors {hero} a eu une idée, et {h:il|elle} a crié {creature.au} : « Regarde-moi ! Et moi, je te regarde ! »',
          'Et {h:il|elle} a avancé, les yeux plantés dans les yeux {creature.du}.',
          'Un pas, une planche, un pas, une planche, en chantant au-dessus {place.du} : « Un petit pas, deux petits pas… »',
          {
            text: '{friend} chantait aussi depuis la rive, et {f:il|elle} battait la mesure à chaque pas vers {creature.def}.',
            friend: true,
          },
          { text: '{^creature.def} chantait aussi, de l’autre côté, d’une toute petite voix.', friend: false },
          {
            alts: [
              'Le pont tremblait toujours, mais {hero} ne le regardait plus. {h:Il|Elle} ne regardait que {creature.def}, qui grandissait à chaque pas.',
              'Le pont pouvait bien trembler : {hero} n’avait d’yeux que pour {creature.def}, qui grandissait à chaque pas.',
            ],
            bands: OLDER,
          },
          {
            alts: [
              '{hero} avait encore peur. La peur n’était pas partie, elle était même là, juste à côté, qui lui tenait la main. Mais {hero} avançait quand même vers {creature.def}, avec la peur d’un côté et la chanson de l’autre. Et la chanson, à chaque planche, devenait un peu plus forte que la peur.',
              'La peur était toujours là, bien sûr, tout près, qui lui tenait la main. Mais {hero} avançait quand même vers {creature.def}, la peur d’un côté, la chanson de l’autre. Et à chaque planche, la chanson chantait un peu plus fort que la peur.',
            ],
            bands: BIG,
          },
        ],
      },
      {
        scene: {
          place: 'world',
          time: 'evening',
          weather: 'wind',
          mood: 'happy',
          cast: ['hero', 'creature'],
          actions: { hero: 'hug', creature: 'hug' },
          object: 'world',
          framing: 'close',
          prop: 'bridge',
        },
        text: [
          'Et hop, {hero} est {h:arrivé|arrivée} de l’autre côté {place.du} !',
          '{^creature.def} lui a sauté dans les bras.',
          '« Maintenant, on rentre ensemble, avec {object.def} : tu me tiens, je te tiens. »',
          { text: '{hero} a pris {object.def} dans une main et la patte {creature.du} dans l’autre.', bands: OLDER },
          {
            text: 'Le retour, c’était une autre aventure : cette fois, c’est {hero} qui devait rassurer {creature.def}. Et en disant « N’aie pas peur, regarde-moi », {hero} s’est rendu compte d’une chose étonnante : rassurer quelqu’un, c’est aussi se rassurer soi-même. Chaque mot gentil qu’{h:il|elle} disait {creature.au}, {h:il|elle} l’entendait aussi.',
            bands: BIG,
          },
        ],
      },
      {
        scene: {
          place: 'world',
          time: 'evening',
          weather: 'rain',
          mood: 'happy',
          cast: ['hero', 'friend', 'creature'],
          actions: { hero: 'stand', friend: 'hug', creature: 'wave' },
          object: 'world',
          framing: 'medium',
          prop: 'bridge',
        },
        text: [
          'Une planche, deux planches, et {hero} et {creature.def} étaient de retour sur la rive !',
          'Juste à temps : plic, ploc, les premières gouttes de pluie tombaient sur {place.def} !',
          {
            text: '{friend} les a serrés tous les deux si fort qu’ils ont fait « ouf », même {creature.def}.',
            friend: true,
          },
          {
            text: '{hero} a ri {creature.au} : « J’avais peur, mais j’y suis {h:allé|allée} quand même. »',
            friend: false,
          },
          {
            alts: [
              'Le courage, c’est avancer même quand les jambes tremblent.',
              'Avoir peur et avancer quand même, c’est ça, le courage.',
              'Le courage, c’est un petit pas, puis un autre.',
            ],
          },
          {
            text: '{^creature.def} a couru jusqu’à {creature.lit}, et s’est {c:retourné|retournée} une dernière fois pour faire un signe de la patte.',
            bands: OLDER,
          },
          {
            alts: [
              '{hero} a regardé le vieux pont sous la pluie : il avait l’air beaucoup plus petit qu’avant. Le pont n’avait pas changé, bien sûr. C’était {hero} qui avait grandi un peu, de l’intérieur, là où ça ne se voit pas sur la toise.',
              'Sous la pluie, le vieux pont semblait avoir rapetissé. Il n’avait pas changé, évidemment. C’était {hero} qui avait grandi un peu, à l’intérieur, là où la toise ne mesure rien.',
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
          object: 'world',
          objectAt: 'on-prop',
          framing: 'medium',
          prop: 'bed',
        },
        text: [
          'Ce soir-là, la pluie chantait sur le toit et sur {place.def}.',
          '{hero} était bien au chaud sous sa couette, {object.def} {o:posé|posée} près du lit.',
          {
            alts: [
              'Dans sa tête, {h:il|elle} traversait encore le pont vers {creature.def} : un petit pas, deux petits pas…',
              'Un petit pas, deux petits pas, et {hero} s’est {h:endormi|endormie}.',
              'Un petit pas, deux petits pas, et le sommeil est arrivé, doux comme {creature.def}.',
            ],
          },
          {
            text: 'Et de l’autre côté {place.du}, bien à l’abri, {creature.def} dormait aussi, en rêvant de ponts qui ne tremblent plus.',
            bands: OLDER,
          },
        ],
      },
    ],
    questions: [
      {
        question: 'Qui était coincé de l’autre côté du pont ?',
        right: '{^creature.indef}',
        wrong: ['{^other.creature.indef}', '{^other2.creature.indef}'],
      },
      {
        question: 'Qu’avait {creature.def} avec {c:lui|elle} ?',
        right: '{^object.son}',
        wrong: ['{^other.object.son}', '{^other2.object.son}'],
      },
      {
        question: 'Qu’a fait {hero} pour ne plus regarder l’eau ?',
        right: '{h:Il|Elle} a regardé {creature.def} dans les yeux',
        wrong: ['{h:Il|Elle} a fermé les yeux', '{h:Il|Elle} a couru très vite'],
      },
      {
        question: 'Que ressentait {hero} en traversant le pont ?',
        right: 'De la peur, mais {h:il|elle} a avancé quand même',
        wrong: ['Rien du tout', 'De la colère contre le pont'],
      },
    ],
  },
];
