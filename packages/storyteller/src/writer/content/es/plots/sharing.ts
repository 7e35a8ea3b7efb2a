/** Sharing: a picnic for one that becomes a feast, a new toy that needs two, a sled big enough for everyone. */
import type { Plot } from '../../format.js';
import { BIG, OLDER, SMALL } from '../bands.js';

const picnic: Plot = {
  id: 'sharing-picnic-feast',
  moral: 'sharing',
  titles: ['La merienda {place.del}', '{hero} y {object.def} para uno', 'Un banquete para todos'],
  places: ['meadow', 'park', 'forest', 'garden'],
  creatures: ['squirrel', 'rabbit', 'mouse', 'hedgehog', 'bear'],
  objects: ['cake', 'apple'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'day',
        weather: 'clear',
        mood: 'happy',
        cast: ['hero', 'friend'],
        actions: { hero: 'sit', friend: 'stand' },
        object: 'world',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Una tarde de sol, {hero} se fue a merendar {place.in}.',
            'Aquella tarde, {hero} extendió su mantel de cuadros.',
            'Hacía un día precioso {place.in}, perfecto para merendar.',
          ],
        },
        '{hero} llevaba {object.indef} enorme, solo para {h:él|ella}.',
        { text: '{hero} había elegido el sitio con más sol, bajo un árbol grande.', bands: OLDER },
        {
          text: '{friend} se había traído un bocadillo chiquitito y miraba {object.def} con ojos golosos.',
          friend: true,
          bands: OLDER,
        },
        {
          text: '{hero} se sentó en el mantel, {h:contentísimo|contentísima}, y se relamió.',
          friend: false,
          bands: OLDER,
        },
        { text: 'Alrededor, {place.calma}, y olía a hierba recién cortada.', bands: OLDER },
        {
          text: 'La abuela había preparado {object.def} esa misma mañana, y {hero} llevaba todo el camino pensando en el primer bocado. Había elegido el mejor sitio, bajo un árbol, con sombra y vistas, y tenía intención de disfrutar de cada migaja sin prisa ninguna.',
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
        actions: { hero: 'hide', friend: 'stand', creature: 'peek' },
        object: 'world',
        framing: 'medium',
      },
      text: [
        'Pero entonces, {creature.indef} asomó la nariz entre la hierba: {creature.sonido}.',
        '{^creature.def} miró {object.def} y le sonaron las tripas: ¡grrrooo!',
        { text: '{^creature.def} se acercó un pasito, y luego otro, sin dejar de mirar {object.def}.', bands: OLDER },
        {
          alts: [
            '{hero} escondió {object.def} detrás de la espalda, muy deprisa.',
            '{hero} tapó {object.def} con el mantel, disimulando {place.in}.',
          ],
        },
        { text: '{friend} le susurró: —¿No le vas a dar un poquito {creature.al}?', friend: true, bands: OLDER },
        { text: '«Es mí{o:o|a}, solo mí{o:o|a}», pensó {hero}, sin soltar {object.def}.', friend: false, bands: OLDER },
        {
          text: '{hero} sabía que {creature.def} tenía hambre. Se le notaba en los ojos, en las orejas, en cómo olfateaba el aire. Pero {object.def} era tan bonit{o:o|a}, y {hero} lo había esperado tanto… Si le daba un trocito {creature.al}, y luego otro, al final no le quedaría nada.',
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
        actions: { hero: 'sit', friend: 'stand', creature: 'stand' },
        object: 'world',
        objectAt: 'ground',
        objectState: 'broken',
        framing: 'medium',
      },
      text: [
        'Entonces llegó {other.creature.indef}, y luego {other2.creature.indef}, olfateando.',
        {
          text: '{^other.creature.def} traía la nariz llena de polen, y {other2.creature.def} venía con las patas mojadas de rocío.',
          bands: OLDER,
        },
        {
          alts: ['Todos miraban {object.def} con la boca abierta.', 'Todos tenían los ojos clavados en {object.def}.'],
        },
        '{hero} se sentó encima {object.del} para esconder{o:lo|la}, y chof, ¡{object.def} se aplastó!',
        {
          text: '{friend} hizo lo posible por no reírse: {hero} tenía el pantalón pegajoso {object.del}.',
          friend: true,
        },
        {
          text: '{^creature.def} soltó una risita: ¡{hero} tenía el pantalón pegajoso {object.del}!',
          friend: false,
          bands: OLDER,
        },
        { text: 'Y los animales, en vez de irse, se quedaron mirando con mucha curiosidad.', bands: OLDER },
        {
          text: '{hero} se levantó despacio, {h:colorado|colorada} hasta las orejas, con {object.def} hech{o:o|a} una torta en el mantel. Vaya plan tan tonto, pensó, porque por no querer dar ni un trocito {place.in}, casi se queda sin nada.',
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
        actions: { hero: 'sit', friend: 'sit' },
        object: 'world',
        objectState: 'broken',
        framing: 'close',
      },
      text: [
        '{hero} intentó comerse {object.def} {h:solo|sola}, deprisa, deprisa.',
        { text: '{hero} masticaba tan deprisa {place.in} que le salían los mofletes como a un hámster.', bands: OLDER },
        'Pero {object.def} era demasiado para {hero}: un bocado, dos bocados, ¡y ya no le cabía más!',
        {
          alts: [
            'Le dolía un poquito la tripa, y todavía quedaba {object.def} casi {o:entero|entera}.',
            'Se quedó {h:sentado|sentada} con la tripa llena y {object.def} casi sin empezar.',
          ],
        },
        { text: '{friend} suspiró {place.in}: —Y yo con mi bocadillo chiquitito…', friend: true, bands: OLDER },
        { text: 'Y merendar {h:solo|sola} no era tan divertido como parecía.', bands: OLDER },
        {
          text: '{hero} miró a su alrededor {place.del}. Los animales seguían allí, sentaditos, educados, sin quitar ojo {object.del}. Y {hero} se sintió {h:raro|rara}, como cuando tienes un juguete nuevo y no hay nadie a quien enseñárselo. {^object.def} estaba buenísim{o:o|a}, pero comid{o:o|a} a solas sabía a poco.',
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
        actions: { hero: 'give', friend: 'receive', creature: 'receive' },
        object: 'world',
        objectAt: 'ground',
        framing: 'medium',
      },
      text: [
        'Entonces {hero} tuvo una idea, y sacó su cuchillito de merendar.',
        '{hero} partió {object.def} en trozos, uno para cada uno.',
        {
          text: '{^creature.def} cogió su trocito {object.del} con mucho cuidado, como si fuera un tesoro.',
          bands: OLDER,
        },
        '{hero} llamó a todos los animales: —¡Hay para todos, venid!',
        {
          text: '{friend} recibió el trozo más grande, y se puso {f:tan contento|tan contenta} que dio una voltereta en la hierba.',
          friend: true,
        },
        { text: '{^creature.def} recibió su trozo con las dos patas, y dio una voltereta.', friend: false },
        {
          text: 'Los trozos no eran muy grandes, pero cada uno tenía el suyo, y nadie se quedó mirando.',
          bands: OLDER,
        },
        {
          text: 'Al repartir, {hero} se dio cuenta de algo curioso: cuantos más trocitos hacía, más contentos estaban todos, y {hero} {h:el primero|la primera}. Era como si {object.def}, en vez de hacerse más pequeñ{o:o|a}, se fuera haciendo más grande, de tanta alegría como había alrededor del mantel.',
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
        actions: { hero: 'sit', friend: 'sit', creature: 'carry' },
        object: 'world',
        objectAt: 'ground',
        framing: 'wide',
      },
      text: [
        '¡Y entonces pasó algo maravilloso!',
        '{^creature.def} trajo unas moras, {other.creature.def} unas nueces y {other2.creature.def} un poco de miel.',
        {
          alts: [
            '¡El mantel de {hero} se llenó de cosas ricas, junto {object.al}, como un banquete de fiesta!',
            'En un momento, el mantel parecía la mesa de un cumpleaños.',
          ],
        },
        {
          text: '{friend} también compartió su bocadillo chiquitito con {creature.def}, partido en ocho trocitos.',
          friend: true,
          bands: OLDER,
        },
        { text: 'Comieron, rieron y se chuparon los dedos hasta que el sol se puso {place.in}.', bands: OLDER },
        {
          text: '{hero} probó las moras {creature.del}, que eran dulces como caramelos, y la miel {other2.creature.del}, que sabía a flores. Había llegado {place.to} con una sola cosa para merendar, y ahora tenía un banquete entero. Y, sobre todo, tenía compañía: un montón de caras llenas de migas que se reían con {h:él|ella}.',
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
        object: null,
        framing: 'close',
      },
      text: [
        {
          text: '{friend} se limpió las migas {object.del} y dijo: —Cuando compartes, la merienda se hace más grande.',
          friend: true,
        },
        {
          text: '{hero} pensó, con la boca llena {place.in}: cuando compartes, la merienda se hace más grande.',
          friend: false,
        },
        'Y todos decidieron merendar juntos {place.in} el domingo siguiente.',
        { text: 'Antes de irse, recogieron todas las migas para los pajaritos.', bands: OLDER },
        {
          alts: [
            '{^creature.def} se despidió de {hero} con un abrazo lleno de migas.',
            '{^creature.def} le dio a {hero} las gracias con un {creature.sonido} muy dulce.',
          ],
        },
        { text: 'Cada uno traería algo, y {hero} traería {object.indef} todavía más grande.', bands: OLDER },
        {
          text: 'De camino a casa, con el mantel doblado bajo el brazo, {hero} pensó que nunca había merendado tan poquito {object.del} y tan bien a la vez. Qué cosas: la tripa estaba medio vacía, pero el corazón estaba lleno hasta arriba, como la cesta de un picnic.',
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
        'Esa noche, en la cama, {hero} todavía olía un poquito a miel y a {object.nom}.',
        {
          text: '{hero} se acordó de la cara {creature.del} con su trocito {object.del}, y sonrió a oscuras.',
          bands: OLDER,
        },
        {
          text: 'Antes de dormirse, {hero} hizo una lista de lo que llevaría el domingo {place.to}: {object.indef}, un mantel más grande y, sobre todo, un cuchillito para repartir. Porque había aprendido que una merienda, como un secreto bonito, se disfruta más cuando se cuenta.',
          bands: BIG,
        },
        {
          alts: [
            'Y soñó con un mantel enorme {place.in}, con sitio para todos los animales del mundo.',
            'Y soñó con la merienda del domingo {place.in}, con muchos amigos alrededor del mantel.',
          ],
        },
      ],
    },
  ],
  questions: [
    {
      question: '¿Qué llevaba {hero} para merendar?',
      right: '{^object.indef} enorme',
      wrong: ['{^other.object.indef}', 'Un bocadillo de queso'],
    },
    {
      question: '¿Quién llegó primero a la merienda?',
      right: '{^creature.def}',
      wrong: ['{^other.creature.def} con la miel', 'Un pájaro'],
    },
    {
      question: '¿Qué pasó cuando {hero} se sentó encima {object.del}?',
      right: 'Que se aplastó',
      wrong: ['Que se {o:lo|la} comieron las hormigas', 'Que se cayó al río'],
    },
    {
      question: '¿Qué trajeron los animales después?',
      right: 'Moras, nueces y miel',
      wrong: ['Pan y queso', 'Caramelos y zumo'],
    },
    {
      question: '¿Por qué la merienda fue mejor al final?',
      right: 'Porque {hero} la compartió y todos merendaron juntos',
      wrong: ['Porque {hero} se la comió {h:solo|sola}', 'Porque llegó la abuela'],
    },
  ],
};

const newToy: Plot = {
  id: 'sharing-toy-for-two',
  moral: 'sharing',
  titles: ['{^object.def} nuev{o:o|a} de {hero}', 'Un juguete para dos', '{hero} y {creature.def} juegan juntos'],
  places: ['meadow', 'seaside', 'park', 'mountain'],
  creatures: ['fox', 'puppy', 'cat', 'fawn', 'rabbit'],
  objects: ['kite', 'ball'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'wind',
        mood: 'happy',
        cast: ['hero', 'friend'],
        actions: { hero: 'walk', friend: 'run' },
        object: 'world',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            '¡{hero} tenía {object.indef} nuev{o:o|a}, de todos los colores del arcoíris!',
            'Aquella mañana, {hero} estrenó {object.indef} de rayas de colores.',
            'El abuelo le había regalado a {hero} {object.indef} precios{o:o|a}, de colores.',
          ],
        },
        '{hero} {o:lo|la} llevó {place.to} para jugar, muy {h:orgulloso|orgullosa}.',
        {
          text: 'Por el camino, {hero} le enseñó {object.def} a todo el que pasaba por {place.def}, sin dejárselo a nadie.',
          bands: OLDER,
        },
        {
          text: '{friend} venía detrás dando saltitos: —¡Déjame ver {object.def}, déjame verl{o:o|a}!',
          friend: true,
          bands: OLDER,
        },
        {
          text: 'Por el camino, {hero} {o:lo|la} apretaba contra el pecho, para que no se escapara.',
          friend: false,
          bands: OLDER,
        },
        { text: 'Hacía un viento estupendo, y {place.calma}.', bands: OLDER },
        {
          text: '{hero} lo tenía todo pensado: iba a jugar toda la mañana, {h:él solito|ella solita}, sin que nadie le pidiera un turno. {^object.def} era nuev{o:o|a}, y las cosas nuevas, pensaba {hero}, hay que estrenarlas sin compartir, por lo menos el primer día.',
          bands: BIG,
        },
      ],
    },
    {
      scene: {
        creatureAt: 'on-rock',
        place: 'world',
        time: 'morning',
        weather: 'wind',
        mood: 'calm',
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'hide', friend: 'stand', creature: 'sit' },
        object: 'world',
        framing: 'medium',
      },
      text: [
        '{^place.in}, {creature.indef} miraba {object.def} con los ojos muy brillantes.',
        '{^creature.def} le preguntó: —¿Puedo jugar contigo?',
        { text: '{^creature.def} movía la cola de ilusión mirando {object.def}: {creature.sonido}.', bands: OLDER },
        {
          alts: [
            '{hero} escondió {object.def} detrás de la espalda: —¡No, es mí{o:o|a}!',
            '{hero} abrazó {object.def}: —No, que es nuev{o:o|a} y es mí{o:o|a}.',
          ],
        },
        {
          text: '{friend} abrió la boca para decir algo {object.del}, pero se la volvió a cerrar.',
          friend: true,
          bands: OLDER,
        },
        '{^creature.def} se sentó en una piedra, con las orejas gachas.',
        {
          text: '{hero} notó una cosa rara en la barriga al ver las orejas gachas {creature.del}, pero miró para otro lado {place.del} y se puso a jugar.',
          bands: OLDER,
        },
        {
          text: 'Desde su piedra, {creature.def} siguió mirando, sin decir nada más. No parecía enfadad{c:o|a}, solo un poco triste, como quien mira un escaparate de pasteles. Y esa mirada {creature.del} le pesaba a {hero} en la espalda, aunque no quisiera darse cuenta.',
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
        cast: ['hero', 'friend'],
        actions: { hero: 'reach-up', friend: 'stand' },
        object: 'world',
        objectAt: 'water',
        framing: 'medium',
      },
      text: [
        {
          alts: ['{hero} lanzó {object.def} al aire {place.in}, muy alto…', '{hero} echó a correr con {object.def}…'],
        },
        'Pero {object.def} volvió a caer sobre la cabeza de {hero}: ¡pom!',
        { text: '{friend} se mordió los labios para no reírse.', friend: true, bands: OLDER },
        'Lo intentó otra vez, y {object.def} se fue rodando hasta un charco: ¡chof!',
        {
          text: '{hero} sacó {object.def} del charco, y se le llenaron los zapatos de barro.',
          bands: OLDER,
        },
        {
          text: 'Con {object.def} hacía falta alguien que lanzara y alguien que recogiera, alguien que corriera y alguien que sujetara.',
          bands: OLDER,
        },
        {
          text: '{hero} fue a buscar {object.def} al charco, con los zapatos llenos de barro, y pensó que aquello no estaba saliendo como lo había imaginado. Jugar {h:solo|sola} con {object.def} era como cantar una canción a dos voces con una sola boca: siempre faltaba la mitad.',
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
        actions: { hero: 'reach-up', friend: 'reach-up', creature: 'walk' },
        object: 'world',
        objectAt: 'up-tree',
        framing: 'medium',
      },
      text: [
        '{hero} lo intentó una tercera vez, y {object.def} se enganchó en un arbusto.',
        '¡Y {hero} no llegaba a sacar {object.def}, por mucho que se estirara!',
        {
          text: '{friend} tampoco llegaba {object.al}: era todavía más bajit{f:o|a} que {hero}.',
          friend: true,
          bands: OLDER,
        },
        '{^creature.def}, desde su piedra, se levantó y {creature.anda} hasta el arbusto.',
        { text: '{^creature.def} sacó {object.def} del arbusto con mucho cuidado, sin romper nada.', bands: OLDER },
        {
          text: '{hero} se quedó mirando {creature.al}. Le había dicho que no, que {object.def} era suy{o:o|a}, y aun así {creature.def} había venido a ayudar. {hero} sintió que se le ponían rojas las orejas, y no era por el viento.',
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
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'receive', friend: 'run', creature: 'give' },
        object: 'world',
        objectAt: 'creature',
        framing: 'close',
      },
      text: [
        '{^creature.def} le devolvió {object.def} a {hero}, sin pedir nada.',
        {
          text: '{^creature.def} se dio la vuelta para volver a su piedra, sin esperar nada.',
          bands: OLDER,
        },
        '{hero} miró {object.def}, y luego miró {creature.al}.',
        '{hero} le dijo bajito {creature.al}: —¿Quieres jugar conmigo? {^object.def} es de los dos esta tarde.',
        { text: '{friend} dio un salto de alegría {place.in}: —¡Y de los tres!', friend: true },
        { text: '{^creature.al} se le levantaron las orejas de golpe: {creature.sonido}.', bands: OLDER },
        {
          text: 'Decirle eso {creature.al} le costó un poquito, como cuesta abrir un tarro que está muy apretado. Pero en cuanto lo dijo, {hero} se sintió {h:ligero|ligera}, como {object.def} cuando el viento {o:lo|la} levanta.',
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
        actions: { hero: 'run', friend: 'point', creature: 'run' },
        object: 'world',
        objectAt: 'sky',
        framing: 'wide',
      },
      text: [
        '¡Qué bien jugaban ahora {place.in}!',
        {
          alts: [
            'Uno lanzaba, el otro corría; uno sujetaba, el otro soltaba.',
            'Ahora {object.def} iba y venía, de {hero} {creature.al}, {creature.del} a {hero}.',
          ],
        },
        'Y {object.def} volaba, rodaba y saltaba como nunca.',
        { text: '{^creature.def} corría tan deprisa por {place.def} que parecía que volaba también.', bands: OLDER },
        {
          text: '{friend} hacía de árbitro, y se inventaba reglas nuevas para {object.def} que hacían reír a todos.',
          friend: true,
          bands: OLDER,
        },
        { text: 'Por turnos, por turnos, ¡qué divertido!', bands: SMALL },
        { text: 'Se turnaban sin discutir: un rato {hero}, un rato {creature.def}, y luego otra vez.', bands: OLDER },
        {
          text: '{^creature.def} sabía trucos que {hero} no conocía: cómo aprovechar el viento, cómo dar un golpe suave para que {object.def} girara. Y {hero} le enseñó {creature.al} su truco favorito. Compartiendo {object.def}, pensó {hero}, no solo compartes un juguete: también te regalan trucos.',
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
        actions: { hero: 'stand', friend: 'stand', creature: 'wave' },
        object: 'world',
        framing: 'medium',
      },
      text: [
        'Cuando el sol se puso {place.in}, {hero} y {creature.def} estaban rendidos y felices.',
        { text: '{friend} dijo, abrazando {object.def}: —Un juguete compartido se juega el doble.', friend: true },
        { text: '{hero} pensó: un juguete compartido se juega el doble.', friend: false },
        {
          alts: [
            '{^creature.def} le dio las gracias, {creature.sonido}, y prometió volver mañana {place.to}.',
            '{^creature.def} preguntó si jugarían mañana otra vez, y {hero} dijo que sí, ¡mañana otra vez!',
          ],
        },
        {
          text: '{hero} volvió a casa con {object.def} bajo el brazo, y ya no {o:lo|la} apretaba tan fuerte.',
          bands: OLDER,
        },
        {
          text: 'Por el camino, {hero} pensó que por la mañana tenía {object.indef} nuev{o:o|a} y ahora tenía {object.indef} y un amigo. Y que, de las dos cosas, {creature.def} era lo que más ganas tenía de volver a ver al día siguiente.',
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
        'Esa noche, {object.def} descansaba junto a la cama de {hero}.',
        {
          text: '{hero} le dio las buenas noches {object.del} y, bajito, también {creature.al}, aunque estuviera lejos.',
          bands: OLDER,
        },
        {
          text: 'Y antes de quedarse {h:dormido|dormida}, {hero} pensó que mañana llevaría {object.def} otra vez {place.to}, y que esta vez no {o:lo|la} escondería detrás de la espalda, sino que {o:lo|la} levantaría bien alto, para que todo el que quisiera jugar supiera que había sitio.',
          bands: BIG,
        },
        {
          alts: [
            'Y {hero} soñó que jugaba con {creature.def}, por turnos, por turnos.',
            'Y en sueños, {object.def} volaba sobre {place.def}, de {hero} {creature.al}.',
          ],
        },
      ],
    },
  ],
  questions: [
    {
      question: '¿Qué juguete nuevo tenía {hero}?',
      right: '{^object.indef} de colores',
      wrong: ['{^other.object.indef}', 'Un tren de madera'],
    },
    {
      question: '¿Quién quería jugar con {hero}?',
      right: '{^creature.def}',
      wrong: ['{^other.creature.def}', '{^other2.creature.def}'],
    },
    { question: '¿Dónde se enganchó {object.def}?', right: 'En un arbusto', wrong: ['En un tejado', 'En una farola'] },
    {
      question: '¿Por qué era mejor jugar juntos?',
      right: 'Porque con {object.def} hacía falta alguien más',
      wrong: ['Porque {creature.def} tenía otro juguete', 'Porque empezó a llover'],
    },
  ],
};

const bigSled: Plot = {
  id: 'sharing-big-sled',
  moral: 'sharing',
  titles: ['El trineo de {hero}', 'Un trineo para todos', '{hero} y la cuesta {place.del}'],
  places: ['snowfield', 'mountain', 'village'],
  creatures: ['rabbit', 'bear', 'fox', 'hedgehog', 'squirrel'],
  objects: ['bell', 'scarf', 'lantern'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'snow',
        mood: 'happy',
        cast: ['hero', 'friend'],
        actions: { hero: 'walk', friend: 'walk' },
        object: 'world',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Había nevado toda la noche {place.in}, y {hero} tenía un trineo nuevo.',
            'Aquella mañana, {place.def} amaneció blanc{p:o|a}, y {hero} sacó su trineo nuevo.',
            '{p:Todo|Toda} {place.def} estaba cubiert{p:o|a} de nieve, y {hero} estrenaba trineo.',
          ],
        },
        'Era un trineo rojo y largo, con {object.indef} atad{o:o|a} delante.',
        {
          text: '{^object.def} se movía al tirar de la cuerda, como si también tuviera ganas de bajar la cuesta {place.del}.',
          bands: OLDER,
        },
        {
          text: '{friend} llegó con las mejillas rojas de frío: —¡Qué trineo tan largo!',
          friend: true,
          bands: OLDER,
        },
        { text: '{hero} arrastró el trineo por la nieve: cruch, cruch.', friend: false, bands: OLDER },
        { text: 'La nieve brillaba tanto que había que guiñar los ojos.', bands: OLDER },
        {
          text: 'En lo alto estaba la mejor cuesta de todas, larga y suave, y {hero} llevaba todo el otoño esperando para bajarla con su trineo. Iba a ser {h:el primero|la primera}, y {h:el único|la única}, porque nadie más tenía un trineo así de bonito.',
          bands: BIG,
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'snow',
        mood: 'calm',
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'walk', friend: 'stand', creature: 'stand' },
        object: 'world',
        framing: 'medium',
      },
      text: [
        'Al pie de la cuesta {place.del} esperaban {creature.indef} y sus hermanitos.',
        {
          text: 'Los hermanitos {creature.del} eran tan pequeñitos que se escondían en la nieve.',
          bands: OLDER,
        },
        '{^creature.def} le preguntó: —¿Nos dejas subir, que no tenemos trineo para la cuesta {place.del}?',
        {
          alts: [
            '{hero} dijo muy deprisa: —No, que el trineo es mío y lo vais a rayar.',
            '{hero} agarró bien la cuerda, junto {object.al}: —No, este trineo es solo para mí.',
          ],
        },
        {
          text: '{friend} miró el trineo, tan largo, y luego miró {creature.al}, sin decir nada.',
          friend: true,
          bands: OLDER,
        },
        'Y {hero} empezó a subir la cuesta {place.del} {h:solo|sola}, tirando de la cuerda.',
        {
          text: '{^creature.def} y sus hermanitos se quedaron abajo, haciendo bolitas de nieve.',
          bands: OLDER,
        },
        {
          text: 'Mientras subía, {hero} se dijo que era normal: el trineo era suyo, se lo habían regalado a {h:él|ella}, no {creature.al}. Pero cada vez que miraba atrás, veía a los hermanitos {creature.del} al pie de la cuesta, muy quietos, mirando el trineo rojo como quien mira pasar un tren.',
          bands: BIG,
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'day',
        weather: 'snow',
        mood: 'worried',
        cast: ['hero', 'friend'],
        actions: { hero: 'sit', friend: 'run' },
        object: 'world',
        objectAt: 'ground',
        framing: 'wide',
      },
      text: [
        'Pero la cuesta {place.del} era larga, y el trineo pesaba mucho.',
        { text: 'Cada paso que daba {hero}, la nieve le llegaba más arriba de las botas.', bands: OLDER },
        {
          alts: [
            '{hero} tiraba y tiraba del trineo por la nieve: ¡uf, uf, uf!',
            '{hero} subía resoplando como una locomotora: chu, chu, ¡uf!',
          ],
        },
        'Y a mitad de la cuesta, {hero} resbaló, ¡y el trineo bajó solo hasta abajo, con {object.def} bamboleándose!',
        {
          text: '{friend} bajó corriendo detrás del trineo, y rodó por la nieve como una bola.',
          friend: true,
          bands: OLDER,
        },
        {
          text: '{hero} tuvo que bajar a buscarlo, y volver a empezar, con nieve hasta en las orejas.',
          bands: OLDER,
        },
        {
          text: '{hero} se sentó en la nieve, sin aliento: el trineo era tan largo que hacían falta varias manos para subirlo, y tan largo que, bajando {h:solo|sola}, la mitad de los asientos iban vacíos. Era un trineo para muchos, pensó {hero} mirando {object.def}, y lo estaba usando como si fuera para uno.',
          bands: BIG,
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'day',
        weather: 'snow',
        mood: 'calm',
        cast: ['hero', 'creature'],
        actions: { hero: 'stand', creature: 'stand' },
        object: 'world',
        framing: 'close',
      },
      text: [
        'Al pie de la cuesta, {creature.def} se acercó a {hero}.',
        '{^creature.def} dijo: —Si quieres, te ayudamos a subirlo.',
        { text: 'Detrás {creature.del}, los hermanitos asintieron muy serios, con nieve en la nariz.', bands: OLDER },
        {
          alts: [
            '{hero} miró {creature.al}, y luego el trineo, y luego la cuesta {place.del}.',
            '{hero} se quedó callad{h:o|a}, mirando el trineo y la cuesta {place.del}.',
          ],
        },
        { text: 'A {hero} se le pusieron rojas las mejillas, y no era por el frío.', bands: OLDER },
        {
          text: '{^creature.def} no le había dicho nada del «no» de antes: solo quería ayudar. Y {hero} entendió que el trineo no sería menos suyo por compartirlo: seguiría siendo rojo, y largo, y con {object.def} delante. Solo que iría lleno {place.in}.',
          bands: BIG,
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'day',
        weather: 'snow',
        mood: 'happy',
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'walk', friend: 'carry', creature: 'carry' },
        object: 'world',
        framing: 'medium',
      },
      text: [
        '{hero} le dijo {creature.al}: —Perdona por lo de antes, ¡subid todos, que hay sitio!',
        'Entre todos subieron el trineo a lo alto en un santiamén.',
        { text: 'Con tantas manos {place.in}, el trineo parecía ligero como una pluma.', bands: OLDER },
        { text: '{friend} empujaba por detrás, cantando por {place.def}: —¡Aúpa, aúpa, trineo!', friend: true },
        { text: 'Los hermanitos {creature.del} empujaban por detrás, cantando: —¡Aúpa, aúpa, trineo!', friend: false },
        {
          text: 'Arriba, todos se sentaron en fila: {hero} delante, {h:agarrado|agarrada} {object.al}, y los demás detrás.',
          bands: OLDER,
        },
        {
          text: 'Resultó que {creature.def} sabía un montón de trineos: que hay que echarse hacia un lado en las curvas, que si todos se inclinan a la vez el trineo gira solo. {hero} nunca había montado con nadie, y escuchaba con mucha atención, como quien aprende un juego nuevo.',
          bands: BIG,
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'day',
        weather: 'snow',
        mood: 'happy',
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'sit', friend: 'sit', creature: 'sit' },
        object: 'world',
        framing: 'wide',
      },
      text: [
        'Y allá fueron, cuesta abajo por {place.def}: ¡zuuum!',
        {
          alts: [
            '{^object.def} se movía delante, y todos gritaban de alegría.',
            'Con tanto peso, el trineo iba más rápido que nunca por la nieve.',
          ],
        },
        '{^creature.def} se reía, {creature.sonido}, con las orejas al viento.',
        { text: '{friend} gritaba más que nadie {place.in}: —¡Más rápido, más rápido!', friend: true, bands: OLDER },
        { text: '¡Zuuum, zuuum, todos juntos por {place.def}!', bands: SMALL },
        {
          text: 'Al final de la cuesta {place.del} volcaron todos en un montón de nieve blandita, ¡plof!, y se rieron hasta que les dolió la tripa.',
          bands: OLDER,
        },
        {
          text: 'Subieron y bajaron la cuesta {place.del} diez veces, o quizá veinte, nadie las contó. Cada vez, uno distinto se sentaba delante y agarraba {object.def}. A {hero} le tocó ir detrás alguna vez, y descubrió que desde atrás también se veía muy bien {place.def}, y que además se iba abrazado a alguien, que es la mejor manera de ir en trineo.',
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
        actions: { hero: 'wave', friend: 'stand', creature: 'wave' },
        object: 'world',
        framing: 'medium',
      },
      text: [
        'Cuando empezó a anochecer {place.in}, todos estaban cansados y muy felices.',
        {
          text: '{friend} dijo, sacudiéndose la nieve: —Un trineo compartido corre más, porque va lleno de risas.',
          friend: true,
        },
        { text: '{hero} pensó: un trineo compartido corre más, porque va lleno de risas.', friend: false },
        {
          alts: [
            '{^creature.def} y sus hermanitos dijeron adiós con la patita: {creature.sonido}.',
            '{^creature.def} le dio las gracias a {hero}, y prometió traer galletas mañana.',
          ],
        },
        { text: 'Y {hero} arrastró el trineo hasta casa, con {object.def} delante, como siempre.', bands: OLDER },
        {
          text: 'De vuelta a casa, el trineo con {object.def} pesaba igual que por la mañana, pero a {hero} le parecía más ligero. A lo mejor era porque ya no estaba vacío: llevaba dentro todas las risas de la tarde {place.in}, bien guardadas, para el día siguiente.',
          bands: BIG,
        },
      ],
    },
    {
      scene: {
        place: 'home',
        time: 'night',
        weather: 'snow',
        mood: 'sleepy',
        cast: ['hero'],
        actions: { hero: 'sleep' },
        object: 'world',
        objectAt: 'ground',
        framing: 'medium',
        prop: 'bed',
      },
      text: [
        'Esa noche, el trineo rojo descansaba junto a la puerta, con {object.def} delante.',
        {
          text: '{hero} pensó en los hermanitos {creature.del}, que esa noche dormirían soñando con la cuesta {place.del}.',
          bands: OLDER,
        },
        {
          text: 'Y se quedó {h:dormido|dormida} pensando que mañana le pondría al trineo un cartel, escrito con letras grandes: «Trineo de {hero}, y de todo el que quiera subir». Porque un trineo tan largo {place.in}, lo había aprendido aquella tarde, no estaba hecho para ir medio vacío.',
          bands: BIG,
        },
        {
          alts: [
            'Y {hero} soñó con una cuesta {place.del} muy larga, y un trineo lleno de amigos.',
            'Fuera, la nieve caía sobre {place.def}, despacito, y {hero} se durmió sonriendo.',
          ],
        },
      ],
    },
  ],
  questions: [
    { question: '¿Qué tenía {hero} de nuevo?', right: 'Un trineo rojo', wrong: ['Unos patines', 'Una bicicleta'] },
    {
      question: '¿Qué llevaba atado el trineo delante?',
      right: '{^object.indef}',
      wrong: ['{^other.object.indef}', '{^other2.object.indef}'],
    },
    {
      question: '¿Quién esperaba al pie de la cuesta?',
      right: '{^creature.def} y sus hermanitos',
      wrong: ['{^other.creature.def}', 'El abuelo'],
    },
    {
      question: '¿Qué le pasó a {hero} subiendo la cuesta {h:solo|sola}?',
      right: 'Resbaló y el trineo bajó solo',
      wrong: ['Se le rompió el trineo', 'Se quedó {h:dormido|dormida}'],
    },
    {
      question: '¿Por qué fue más divertido bajar con todos?',
      right: 'Porque compartieron el trineo y se rieron juntos',
      wrong: ['Porque el trineo era nuevo', 'Porque había más nieve'],
    },
  ],
};

export const sharingPlots: Plot[] = [picnic, newToy, bigSled];
