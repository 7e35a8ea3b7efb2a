/** Helping: the postman with a cold, a door buried in snow, the storyteller who lost her glasses. */
import type { Plot } from '../../format.js';
import { BIG, OLDER } from '../bands.js';

const postman: Plot = {
  id: 'helping-sick-postman',
  moral: 'helping',
  titles: ['Cartas para todos', 'Hoy reparte {hero}', 'El correo {place.del}'],
  places: ['village', 'forest', 'farm', 'island'],
  creatures: ['owl', 'robin', 'duck', 'hedgehog', 'squirrel'],
  objects: ['basket', 'umbrella', 'map'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'clear',
        mood: 'calm',
        cast: ['hero', 'friend'],
        actions: { hero: 'stand', friend: 'look-for' },
        object: null,
        framing: 'wide',
        prop: 'fence',
      },
      text: [
        {
          alts: [
            'Todas las mañanas, {place.in}, {creature.def} repartía el correo.',
            '{place.in}, el correo lo repartía {creature.def}, cada mañana, sin faltar ni una.',
          ],
        },
        '«¡{creature.sonido}, correo!», cantaba {creature.def} de puerta en puerta.',
        {
          alts: [
            'Pero aquella mañana, {place.in}, nadie cantó, y no llegó ni una carta.',
            'Pero aquella mañana, el correo no llegó, y {place.def} se quedó en silencio.',
          ],
        },
        {
          text: '{friend} esperaba una carta de su abuela, y miraba el camino con la nariz pegada a la valla.',
          friend: true,
          bands: OLDER,
        },
        { text: '«¿Qué le habrá pasado {creature.al}?», se preguntó {hero}.', friend: false },
        {
          text: 'Los vecinos se asomaban a las ventanas, extrañados: sin correo, la mañana parecía coja.',
          bands: OLDER,
        },
        {
          text: 'En {place.def}, el correo era algo importante. Las cartas traían noticias de los primos lejanos, invitaciones a cumpleaños y recetas de mermelada para todos {creature.pl} y sus vecinos. {hero} no recordaba ni un solo día sin la voz {creature.del} cantando por el camino. Algo le pasaba {creature.al}, seguro, y {hero} decidió ir a averiguarlo antes de que la mañana se hiciera más vieja.',
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
        actions: { hero: 'receive', friend: 'stand', creature: 'give' },
        object: 'world',
        objectAt: 'creature',
        framing: 'close',
        prop: 'bed',
      },
      text: [
        {
          alts: [
            '{hero} fue a casa {creature.del}, que vivía en {creature.cama}.',
            '{hero} corrió a ver {creature.al}, que vivía en {creature.cama}.',
          ],
        },
        'Allí estaba {creature.def}, con la nariz roja y tapad{c:o|a} con una manta: «¡Achís!»',
        '«Tengo un catarro enorme», dijo {creature.def}, «y hoy nadie tendrá sus cartas.»',
        {
          alts: [
            '«¡Yo las reparto!», dijo {hero}, y {creature.def} le dio la bolsa del correo y {object.def}.',
            '«¿Y si las reparto yo?», preguntó {hero}, y {creature.def}, agradecid{c:o|a}, le dio la bolsa y {object.def}.',
          ],
        },
        {
          text: '{friend} se ofreció también, muy {f:decidido|decidida}: «¡Yo llevo las cartas grandes!»',
          friend: true,
          bands: OLDER,
        },
        {
          text: '«Llévate {object.def}», dijo {creature.def} entre estornudos. «Siempre me acompaña en el reparto y da buena suerte.»',
          bands: OLDER,
        },
        {
          text: '{hero} se dio cuenta de que {creature.def} estaba más triste que enferm{c:o|a}. No le preocupaba el catarro, sino los vecinos que esperaban sus cartas. Por eso, cuando {hero} se ofreció, {creature.al} le brillaron los ojos, aunque también le brillaba la nariz. «Es un trabajo serio», le advirtió con voz de pito, «y cada carta tiene que llegar a su dueño, aunque tengas que cruzar {p:todo|toda} {place.def}.»',
          bands: BIG,
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'wind',
        mood: 'happy',
        cast: ['hero', 'friend'],
        actions: { hero: 'sit', friend: 'reach-up' },
        object: 'world',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Nada más salir, {hero} abrió la bolsa {place.in} y, ¡fiuuu!, el viento se llevó las cartas.',
            'En cuanto {hero} abrió la bolsa, un golpe de viento hizo ¡fiuuu!, y las cartas salieron volando.',
          ],
        },
        {
          alts: [
            'Las cartas volaban como mariposas de papel.',
            'Por {p:todo|toda} {place.def} volaban cartas, como mariposas de papel.',
          ],
        },
        {
          alts: [
            '¡Y una aterrizó justo en la nariz {other.creature.del}!',
            'Y una se quedó enganchada en la cola {other.creature.del}.',
          ],
        },
        {
          text: '{friend} saltaba para atrapar las cartas y siempre llegaba tarde, ¡plaf, al suelo!',
          friend: true,
        },
        {
          text: 'Corriendo de aquí para allá, {hero} las recogió una a una y las guardó bien, con {object.def} encima.',
          bands: OLDER,
        },
        {
          text: 'Cuando por fin tuvo todas las cartas en la bolsa, {hero} se sentó a recuperar el aliento en un banco. Tenía hojas en el pelo, las rodillas llenas de barro y {object.def} torcid{o:o|a}. Repartir el correo parecía más fácil cuando lo hacía {creature.def}, cantando, como si fuera un paseo. {hero} pensó que muchas cosas parecen fáciles solo porque alguien las hace bien todos los días.',
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
        actions: { hero: 'stand', friend: 'stand' },
        object: 'world',
        framing: 'medium',
        prop: 'hut',
      },
      text: [
        '{hero} llamó a la primera puerta y le dio una carta {other2.creature.al}.',
        '{^other2.creature.def} la abrió, leyó y puso cara rara: «¡Esta carta no es para mí!»',
        {
          alts: [
            'Las cartas no tenían nombres, ¡solo dibujitos!, y {hero} se había equivocado de dibujo.',
            '¡Claro! Las cartas no llevaban nombres, sino dibujitos, y {hero} los había confundido.',
          ],
        },
        {
          text: '{friend} puso la carta al revés, y luego del derecho, y luego al revés otra vez: «Pues así parece un sombrero.»',
          friend: true,
          bands: OLDER,
        },
        {
          text: 'Es que en {place.def} casi nadie sabía leer letras, pero todo el mundo sabía leer dibujos.',
          bands: OLDER,
        },
        {
          text: 'A {hero} se le pusieron las orejas coloradas delante {other2.creature.del}. Quería ayudar {creature.al}, y de momento solo había conseguido despeinarse y equivocarse de puerta. Por un momento pensó en devolverle la bolsa {creature.al} y decir que era demasiado difícil. Pero se acordó de la nariz roja {creature.del}, de la manta y de los ojos brillantes: si se había equivocado, tenía que fijarse mejor, no rendirse.',
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
        actions: { hero: 'sit', friend: 'point' },
        object: 'world',
        framing: 'close',
      },
      text: [
        {
          alts: [
            'Entonces {hero} se sentó y miró los dibujos despacio, uno por uno.',
            'Esta vez, {hero} se sentó en una piedra y estudió los dibujos con calma.',
          ],
        },
        {
          alts: [
            'Una carta llevaba el dibujo {other.object.del}; otra, una zanahoria; otra, una ola.',
            'En una había {other.object.indef}; en otra, una bellota; en otra, un charco.',
          ],
        },
        '«¡Ya lo entiendo: cada dibujo dice quién vive en cada casa!», dijo {hero}.',
        {
          text: '{friend}, que se sabía de memoria todas las casas, iba diciendo: «¡La de la bellota es la del roble grande!»',
          friend: true,
        },
        { text: 'Y así, carta a carta, cada una llegó a su dueño.', bands: OLDER },
        {
          text: 'Fue entonces cuando repartir se volvió divertido, y {object.def} pareció pesar menos. En cada puerta había una sorpresa: una vecina que bailaba de alegría con la foto de su nieto, un abuelo que se emocionaba con una postal del mar, unos gemelos que gritaban porque estaban invitados a una fiesta. {hero} empezó a entender por qué {creature.def} cantaba siempre: llevar alegrías de puerta en puerta era el mejor trabajo del mundo.',
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
        cast: ['hero', 'friend'],
        actions: { hero: 'carry', friend: 'carry' },
        object: 'world',
        framing: 'medium',
      },
      text: [
        'Al final, en el fondo de la bolsa, quedaba una sola carta, con el dibujo {creature.del}.',
        {
          alts: [
            '«¡Es para {creature.def}!», dijo {hero}.',
            '«¡Esta es para quien nos trae siempre las cartas!», exclamó {hero}, mirando el dibujo {creature.del}.',
          ],
        },
        {
          alts: [
            'Cuando los vecinos supieron que {creature.def} estaba {c:malito|malita}, llenaron {object.def} de regalos: sopa, miel y una flor.',
            'Al saber que {creature.def} tenía catarro, los vecinos trajeron sopa, miel y una flor.',
          ],
        },
        {
          text: '{friend} llevaba el tarro de miel para {creature.def} con muchísimo cuidado, con la lengua fuera de tanto concentrarse.',
          friend: true,
          bands: OLDER,
        },
        {
          text: 'Hasta {other.creature.def}, que casi nunca salía de casa, trajo una bufanda tejida a mano.',
          bands: OLDER,
        },
        {
          text: 'Por el camino de vuelta, {hero} iba pensando en lo curioso del día, con {object.def} llen{o:o|a} de regalos. Había salido a ayudar {creature.al}, y resulta que había ayudado a {p:todo|toda} {place.def}. Y ahora {p:todo|toda} {place.def} quería ayudar {creature.al}. Era como una cadena que daba la vuelta {place.al}: una ayuda traía otra, y otra, y nadie sabía dónde terminaba.',
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
        '{hero} le dio {creature.al} la última carta y todos los regalos.',
        {
          alts: [
            '{^creature.def} abrió la carta: decía «¡Gracias por traernos siempre las cartas!», con la firma de todos los vecinos.',
            'Dentro de la carta había un dibujo {p:entero|entera}, y todos los vecinos decían: «¡Gracias por el correo!»',
          ],
        },
        {
          alts: [
            '«¡Achís, ay, qué alegría!», dijo {creature.def}, con los ojos brillantes.',
            '{^creature.def} estornudó de emoción: «¡Achís, qué alegría más grande!»',
          ],
        },
        {
          text: '«Ayudar es hacer tú lo que otro no puede hacer hoy», dijo {friend}, {f:orgulloso|orgullosa}, mirando {creature.al}.',
          friend: true,
        },
        {
          text: '«Hoy he repartido yo el correo», pensó {hero}, muy {h:contento|contenta}, «y ha sido el mejor día.»',
          friend: false,
        },
        {
          text: '{^creature.def} se tomó la sopa y dijo que ya se sentía mucho mejor, y no era por la sopa.',
          bands: OLDER,
        },
        {
          text: '«Mañana ya podré repartir yo», dijo {creature.def}, «pero ¿me acompañarías algún día por {place.def}, a cantar de puerta en puerta?» {hero} dijo que sí antes de que {creature.def} terminara la pregunta.',
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
            'Esa noche, en su almohada, {hero} encontró un sobre pequeñito que olía {place.al}.',
            'Al irse a la cama, {hero} vio un sobre pequeñito encima de la almohada.',
          ],
        },
        {
          alts: [
            'Dentro había un dibujo {creature.del}, con una sonrisa enorme y un «gracias».',
            'Era {creature.del}: un dibujo con un corazón y la palabra «gracias».',
          ],
        },
        {
          alts: [
            '{hero} lo abrazó fuerte y se quedó {h:dormido|dormida} enseguida.',
            'Con la carta {creature.del} bajo la almohada, {hero} cerró los ojos, muy {h:contento|contenta}.',
          ],
        },
        { text: 'Y soñó con cartas de papel que volaban como mariposas.', bands: OLDER },
      ],
    },
  ],
  questions: [
    {
      question: '¿Quién repartía el correo {place.in}?',
      right: '{^creature.def}',
      wrong: ['{^other.creature.def}', '{^other2.creature.def}'],
    },
    {
      question: '¿Por qué no llegaron las cartas aquella mañana?',
      right: 'Porque {creature.def} tenía catarro',
      wrong: ['Porque llovía mucho', 'Porque era domingo'],
    },
    {
      question: '¿Qué tenían las cartas en lugar de nombres?',
      right: 'Dibujitos',
      wrong: ['Números', 'Sellos de colores'],
    },
    {
      question: '¿Cómo se sintió {creature.def} al recibir su carta?',
      right: 'Muy feliz y agradecid{c:o|a}',
      wrong: ['Enfadad{c:o|a}', 'Con mucho sueño'],
    },
  ],
};

const snowPath: Plot = {
  id: 'helping-snow-path',
  moral: 'helping',
  titles: ['Un camino en la nieve', '{hero} y la puerta tapada', 'Rueda que rueda'],
  places: ['snowfield', 'village', 'forest', 'mountain'],
  creatures: ['hedgehog', 'turtle', 'bear', 'owl', 'rabbit'],
  objects: ['scarf', 'lantern', 'basket'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'snow',
        mood: 'happy',
        cast: ['hero', 'friend'],
        actions: { hero: 'run', friend: 'walk' },
        object: null,
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Aquella noche nevó y nevó {place.in}, sin parar.',
            'Durante toda la noche, {place.in}, cayeron copos grandes como plumas.',
          ],
        },
        {
          alts: [
            'Por la mañana, {p:todo|toda} {place.def} estaba blanco y blandito, como una tarta de nata.',
            'Al despertar, {place.def} parecía un pastel de nata enorme.',
          ],
        },
        {
          alts: [
            '{hero} salió corriendo y se hundió hasta las rodillas: ¡cruch, cruch!',
            '{hero} dio un salto fuera de casa y, ¡cruch!, la nieve le llegó a las rodillas.',
          ],
        },
        { text: '{friend} llegó dando saltos por la nieve: «¡A jugar!»', friend: true },
        {
          text: '{hero} hizo una bola, la lanzó al aire y la nieve le cayó en la cara, ¡qué frío tan divertido!',
          friend: false,
          bands: OLDER,
        },
        { text: 'El aire olía a frío limpio, y {place.calma}.', bands: OLDER },
        {
          text: 'A {hero} le encantaba la primera mañana de nieve, cuando nadie ha pisado todavía {place.def} y el mundo parece recién estrenado. Pensaba hacer un muñeco con {object.indef}, una guerra de bolas y un ángel en el suelo, por este orden. Pero mientras cruzaba {place.def} hacia la colina, oyó algo que no era el viento ni la nieve.',
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
        actions: { hero: 'stand', friend: 'wave', creature: 'stand' },
        object: null,
        framing: 'medium',
        prop: 'window',
      },
      text: [
        {
          alts: [
            'Tac, tac, tac: alguien golpeaba una ventana {place.in}.',
            'Desde una casita llegaba un tac, tac, tac en el cristal.',
          ],
        },
        'Era la casa {creature.del}, ¡con la nieve hasta la ventana!',
        '«¡No puedo abrir la puerta!», decía {creature.def} detrás del cristal. «¡Estoy {c:encerrado|encerrada}!»',
        {
          text: '{friend} pegó la nariz al cristal y saludó, para que {creature.def} no se sintiera {c:solo|sola}.',
          friend: true,
          bands: OLDER,
        },
        { text: '{^creature.def} ya era mayor, y la nieve pesaba demasiado para sus patitas.', bands: OLDER },
        {
          text: '{hero} miró la puerta de la casa {creature.del}, tapada por un muro blanco más alto que {h:él|ella}. Pensó en el muñeco de nieve y en la colina, que podían esperar. {^creature.def} no podía esperar: dentro se le estaba acabando la leña, y sin poder salir no podía ir a buscar más. «Tranquil{c:o|a}, {creature.nom}, te vamos a sacar de ahí», dijo {hero} con voz firme.',
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
        actions: { hero: 'sit', friend: 'fall', creature: 'stand' },
        object: null,
        framing: 'medium',
        prop: 'window',
      },
      text: [
        {
          alts: [
            '{hero} trajo la pala grande de papá, pero pesaba tanto que se cayó de espaldas en la nieve: ¡plof!',
            'Primero, {hero} probó con la pala de papá, que era enorme: dio un tirón y, ¡plof!, acabó de espaldas en la nieve!',
          ],
        },
        {
          alts: [
            'Se quedó allí tumbad{h:o|a}, con la pala encima, como un escarabajo panza arriba en medio {place.del}.',
            'Agitó brazos y piernas para levantarse y, sin querer, ¡le salió un ángel de nieve!',
          ],
        },
        {
          text: '{^creature.def} se rio detrás del cristal: «{^creature.sonido}, ¡qué aterrizaje tan bonito!»',
          bands: OLDER,
        },
        { text: '{friend} se rio tanto que se cayó de espaldas en la nieve.', friend: true },
        {
          text: 'Desde la ventana, {creature.def} intentaba no reírse, pero se le escapaba un {creature.sonido}.',
          friend: false,
          bands: OLDER,
        },
        {
          text: 'La pala era de mayores, y hasta {creature.def} lo veía claro. {hero} se sacudió la nieve del cuello y pensó en otra cosa: podía ir a buscar a papá por {place.def}, claro. Pero papá estaba quitando nieve del tejado de la abuela, y además, {hero} tenía la sensación de que esto podía arreglarlo {h:él mismo|ella misma}.',
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
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'dig', friend: 'dig', creature: 'stand' },
        object: null,
        framing: 'medium',
        prop: 'window',
      },
      text: [
        {
          alts: [
            'Luego probó a quitar la nieve con las manos, puñado a puñado.',
            'Luego {hero} se puso a apartar la nieve con un cubito de playa.',
          ],
        },
        'Pero volvía a nevar, y el montón delante de la puerta {creature.del} no se hacía más pequeño.',
        {
          alts: [
            '{friend} lanzaba nieve hacia atrás con todas sus fuerzas, ¡y le caía a {hero} en la cabeza!',
            '{friend} echaba nieve hacia atrás, ¡plof!, justo sobre la cabeza de {hero}.',
          ],
          friend: true,
        },
        {
          text: '{hero} quitaba un puñado, y el viento traía dos más. ¡Qué nieve tan terca!',
          friend: false,
          bands: OLDER,
        },
        {
          text: '«Así no acabaremos nunca, {creature.nom}», suspiró {hero}, con las manos rojas de frío.',
          bands: OLDER,
        },
        {
          text: 'Se sentó un momento sobre el montón de nieve, con las mejillas coloradas. Delante de la puerta {creature.del} había demasiada nieve para quitarla a puñados, así que tenía que haber un truco. Sin pensar, {hero} hizo una bola con la nieve, la dejó en el suelo y le dio un empujoncito: la bola rodó y, al rodar, se hizo más grande.',
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
        actions: { hero: 'dig', friend: 'dig', creature: 'stand' },
        object: null,
        framing: 'wide',
        prop: 'window',
      },
      text: [
        'Entonces {hero} tuvo una idea: hizo una bola de nieve pequeñita y la empujó hacia la puerta {creature.del}.',
        {
          alts: [
            'Rueda que rueda, la bola crecía, y detrás de ella quedaba un camino limpio.',
            'Rueda que rueda, la bola se comía la nieve, y detrás quedaba un camino limpio por {place.def}.',
          ],
        },
        {
          text: '{friend} empujaba por el otro lado, y a coro gritaban: «¡Rueda que rueda, bola de nieve!»',
          friend: true,
        },
        { text: '«¡Rueda que rueda, bola de nieve!», cantaba {hero}, empujando con todas sus fuerzas.', friend: false },
        { text: '{^creature.def} lo miraba todo desde la ventana, {c:muy contento|muy contenta}.', bands: OLDER },
        {
          text: 'Era un trabajo duro, pero ahora tenía sentido: cada vuelta de la bola era un trocito de camino hacia {creature.def}. Cuando una bola se hacía demasiado grande, empezaban otra en la nieve. {hero} sudaba dentro del abrigo, a pesar del frío, y se reía sin saber muy bien de qué, quizá de lo bien que sienta encontrar la manera de ayudar {creature.al}.',
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
        objectAt: 'creature',
        framing: 'close',
        prop: 'hut',
      },
      text: [
        'Con las bolas más grandes hicieron un muñeco de nieve junto a la puerta {creature.del}.',
        {
          alts: [
            'Y por fin la puerta {creature.del} se abrió: ¡clac!',
            'Clac, clac, ¡y la puerta se abrió de par en par!',
          ],
        },
        '{^creature.def} salió despacito y le dio a {hero} un abrazo enorme: «¡Gracias!»',
        {
          alts: [
            '{hero} le había traído {object.indef}, y {creature.def} {o:lo|la} miró como si fuera un tesoro.',
            'De regalo, {hero} le dio {object.indef}, y {creature.al} se le iluminó la cara.',
          ],
        },
        {
          text: '{friend} le puso al muñeco una zanahoria de nariz, torcida, y {creature.al} le pareció perfecta.',
          friend: true,
          bands: OLDER,
        },
        {
          text: '{^creature.def} les contó que, cuando era joven, corría por la nieve como un rayo. «Ahora la nieve me gana», dijo {creature.def} sin pena, «pero hoy alguien le ha ganado por mí.» Luego sacó unas galletas un poco duras, y nadie dijo nada de las galletas {creature.del}, porque estaban riquísimas igual.',
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
        framing: 'medium',
        prop: 'table',
      },
      text: [
        {
          alts: [
            'Bebieron chocolate caliente en casa {creature.del}, bien a gustito.',
            'Dentro de la casa {creature.del}, el chocolate humeaba en las tazas.',
          ],
        },
        {
          text: '«Ayudar es mejor que cualquier juego de nieve», dijo {friend}, con un bigote de chocolate y {object.def} en el regazo.',
          friend: true,
        },
        {
          text: '«Ayudar es mejor que cualquier juego de nieve», pensó {hero}, con un bigote de chocolate y {object.def} en el regazo.',
          friend: false,
        },
        {
          text: '{^creature.def} le contó a {hero} historias de otras nevadas, de cuando {place.def} se quedaba blanco durante semanas enteras.',
          friend: false,
          bands: OLDER,
        },
        {
          alts: ['Por la ventana, el muñeco de nieve les sonreía.', 'Fuera, el muñeco de nieve vigilaba el camino.'],
        },
        { text: 'Al despedirse, {creature.def} les prometió una tarta para la próxima nevada.', bands: OLDER },
        {
          text: 'Cuando {hero} volvió a casa, ya había estrellas. La colina y la guerra de bolas se habían quedado sin hacer, y no importaba nada. {hero} miró atrás y vio el camino limpio hasta la puerta {creature.del}, con un muñeco de guardia. Era lo más bonito que había hecho con la nieve en toda su vida.',
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
        object: null,
        framing: 'medium',
        prop: 'bed',
      },
      text: [
        {
          alts: [
            'Esa noche volvió a nevar, bajito, muy bajito.',
            'Por la noche, los copos volvieron a caer sobre {place.def}, sin hacer ruido.',
          ],
        },
        {
          alts: [
            'Pero {hero} no estaba preocupad{h:o|a}: mañana haría otra bola, y otra, y otra.',
            '{hero} sonrió bajo la manta: si hacía falta, mañana rodaría otra bola hasta {creature.def}.',
          ],
        },
        {
          alts: [
            'Rueda que rueda, rueda que rueda, y {hero} se quedó {h:dormido|dormida}.',
            'Rueda que rueda, rueda que rueda… y el sueño llegó rodando también.',
          ],
        },
        {
          text: 'Y en su casa, {creature.def} dormía en {creature.cama}, calentit{c:o|a} y tranquil{c:o|a}.',
          bands: OLDER,
        },
      ],
    },
  ],
  questions: [
    {
      question: '¿Por qué no podía salir {creature.def}?',
      right: 'La nieve tapaba su puerta',
      wrong: ['Había perdido la llave', 'Estaba {c:dormido|dormida}'],
    },
    {
      question: '¿Qué pasó cuando {hero} usó la pala de papá?',
      right: 'Se cayó de espaldas en la nieve',
      wrong: ['Se rompió la pala', 'La pala salió volando'],
    },
    {
      question: '¿Cómo abrió {hero} el camino?',
      right: 'Haciendo rodar bolas de nieve',
      wrong: ['Con un secador de pelo', 'Esperando al sol'],
    },
    {
      question: '¿Qué le regaló {hero} {creature.al}?',
      right: '{^object.indef}',
      wrong: ['{^other.object.indef}', '{^other2.object.indef}'],
    },
    {
      question: '¿Cómo se sintió {hero} después de ayudar?',
      right: 'Muy feliz',
      wrong: ['Aburrid{h:o|a}', 'Enfadad{h:o|a}'],
    },
  ],
};

const lostGlasses: Plot = {
  id: 'helping-lost-glasses',
  moral: 'helping',
  titles: ['Las gafas perdidas', 'El cuento a dos voces', '{hero} presta sus ojos'],
  places: ['village', 'park', 'garden', 'forest'],
  creatures: ['owl', 'turtle', 'hedgehog'],
  objects: ['ball', 'umbrella', 'key', 'feather'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'evening',
        weather: 'clear',
        mood: 'calm',
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'sit', friend: 'sit', creature: 'look-for' },
        object: null,
        framing: 'wide',
        prop: 'tall-tree',
      },
      text: [
        {
          alts: [
            'Cada tarde, {place.in}, {c:el abuelo|la abuela} {creature.nom} contaba cuentos bajo el árbol grande.',
            'Todas las tardes, bajo el árbol grande {place.del}, {c:el abuelo|la abuela} {creature.nom} leía un cuento.',
          ],
        },
        'Los pequeñines se sentaban en corro, con las orejas bien abiertas.',
        {
          alts: [
            'Pero aquella tarde, {c:el abuelo|la abuela} {creature.nom} buscaba y rebuscaba: «¡Ay, mis gafas! ¿Dónde están mis gafas?»',
            'Pero aquella tarde, {c:el abuelo|la abuela} {creature.nom} se palpaba los bolsillos: «¿Dónde habré puesto mis gafas?»',
          ],
        },
        { text: '{friend} se sentó en primera fila, como siempre, con su cojín de rayas.', friend: true },
        {
          text: '{hero} estaba en primera fila, como siempre, con las piernas cruzadas y las manos en las rodillas.',
          friend: false,
          bands: OLDER,
        },
        { text: 'Sin gafas, las letras del libro bailaban como hormigas.', bands: OLDER },
        {
          text: '{hero} conocía bien aquella hora: el sol se ponía detrás de los tejados, la luz se volvía de miel, y {c:el abuelo|la abuela} {creature.nom} abría el libro gordo de tapas verdes. Era el mejor momento del día: nadie hablaba, nadie se peleaba, y hasta {other.creature.pl} parecían escuchar. Por eso, cuando vio la cara de apuro {creature.del}, supo que había que hacer algo.',
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
        actions: { hero: 'look-for', friend: 'look-for', creature: 'stand' },
        object: 'world',
        framing: 'medium',
        prop: 'bench',
      },
      text: [
        '«¡Yo te ayudo a buscarlas!», dijo {hero}, y se metió debajo del banco.',
        {
          alts: [
            'Allí no estaban las gafas, pero encontró {object.indef} y un caracol dormido.',
            'No encontró las gafas: encontró {object.indef}, un calcetín y un caracol dormido.',
          ],
        },
        {
          alts: [
            '«Perdona, caracol», susurró {hero}, y salió de espaldas.',
            'El caracol abrió un ojo, muy ofendido, y {hero} salió de espaldas.',
          ],
        },
        {
          text: '{friend} buscó dentro de su propio cojín, por si acaso, y solo encontró miguitas y una pluma {other2.creature.del}.',
          friend: true,
          bands: OLDER,
        },
        {
          text: '{hero} buscó también entre las hojas, pero allí solo había hojas, y más hojas.',
          friend: false,
          bands: OLDER,
        },
        {
          text: 'Los pequeñines empezaban a moverse, impacientes: «¿Y el cuento, {c:abuelo|abuela}?»',
          bands: OLDER,
        },
        {
          text: '{hero} le enseñó {object.def} {c:al abuelo|a la abuela} {creature.nom}, por si servía de algo. «Muy bonit{o:o|a}», dijo {creature.def}, entornando los ojos, «pero con esto no se lee.» Todos se rieron un poquito, y {hero} también: al menos el banco estaba más ordenado.',
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
        actions: { hero: 'look-for', friend: 'stand', creature: 'sit' },
        object: 'world',
        framing: 'medium',
        prop: 'tall-tree',
      },
      text: [
        {
          alts: [
            'Luego {hero} buscó en el hueco del árbol: ¡solo había {other.object.indef} y tres bellotas!',
            'Después miró en el hueco del árbol grande, y solo encontró {other.object.indef} y unas bellotas.',
          ],
        },
        '{^creature.def} suspiró: «Sin gafas no hay cuento, pequeñines, lo siento mucho.»',
        {
          alts: [
            'Los pequeñines bajaron las orejas, tristes, como {other.creature.pl} bajo la lluvia.',
            'Se hizo un silencio triste bajo el árbol.',
          ],
        },
        {
          text: '{friend} miró a {hero} con cara de «¿y ahora qué?», dándole vueltas {object.al}.',
          friend: true,
        },
        { text: 'El sol se escondía, y las gafas seguían sin aparecer {place.in}.', bands: OLDER },
        {
          text: '{hero} miró a los pequeñines, que ya se levantaban sin ganas, y luego miró el libro gordo de tapas verdes, cerrado sobre las rodillas {creature.del}. Las gafas podían aparecer mañana, o pasado, en cualquier rincón {place.del}; pero el cuento era hoy. Y entonces {hero} pensó algo distinto: a lo mejor no hacía falta encontrar las gafas {creature.del}, sino encontrar otros ojos.',
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
        actions: { hero: 'sit', friend: 'sit', creature: 'sit' },
        object: null,
        framing: 'close',
      },
      text: [
        '{hero} se sentó al lado {creature.del} y abrió el libro: «¡Yo seré tus ojos!»',
        '{hero} no sabía leer aquellas letras tan antiguas y enredadas, pero sí sabía mirar dibujos.',
        {
          alts: [
            '«Aquí hay un barco rojo y un mar muy azul», dijo {hero}.',
            '«En este dibujo hay un barco rojo en un mar azul», explicó {hero}.',
          ],
        },
        '¡Y {creature.def} se acordó enseguida del cuento: «¡Ah, sí, érase una vez un barquito rojo…!»',
        {
          text: '{friend} hacía el ruido de las olas, shhh, shhh, para que {creature.def} se sintiera en alta mar.',
          friend: true,
        },
        {
          text: '{hero} hacía también el ruido de las olas, shhh, shhh, y los pequeñines lo imitaban.',
          friend: false,
          bands: OLDER,
        },
        { text: 'Así, página a página: {hero} contaba el dibujo, y {creature.def} ponía las palabras.', bands: OLDER },
        {
          text: 'Era como tocar una canción a cuatro manos con {creature.def}. {hero} describía cada detalle del libro: la gaviota con el pico abierto, la nube con forma de oveja, el capitán dormido en su hamaca. Y cada detalle despertaba en la memoria {creature.del} un trozo del cuento, que llevaba años contando y que, sin darse cuenta, se sabía casi de memoria. A veces {hero} se inventaba un poquito, y {creature.def} se reía: «¡Eso no pasaba, pero me gusta más!»',
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
        actions: { hero: 'sit', creature: 'sit' },
        object: null,
        framing: 'wide',
        prop: 'tall-tree',
      },
      text: [
        {
          alts: ['Los pequeñines escuchaban con la boca abierta.', 'Bajo el árbol, nadie se movía: todos escuchaban.'],
        },
        {
          alts: [
            'El barquito cruzó el mar, encontró una isla y volvió a casa, feliz.',
            'El barquito rojo navegó, navegó, y al final volvió a su puerto.',
            'El barquito rojo encontró una isla con {other.creature.pl} y volvió a casa cargado de cuentos.',
          ],
        },
        {
          alts: [
            '«Y colorín colorado…», dijo {hero}. «¡Este cuento se ha acabado!», dijo {creature.def}.',
            '«Y fueron felices…», empezó {hero}. «¡Y comieron perdices!», terminó {creature.def}.',
          ],
        },
        {
          text: 'Los pequeñines aplaudieron tanto que se despertó el caracol de debajo del banco.',
          bands: OLDER,
        },
        {
          text: '{hero} estaba {h:acalorado|acalorada} y feliz: nunca había contado un cuento delante de {p:todo|toda} {place.def}, y le habían temblado un poco las piernas al empezar. Pero con {creature.def} al lado, poniendo las palabras justas cuando a {hero} le faltaban, había sido fácil. Casi como si el cuento se hubiera contado solo, bajo el árbol.',
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
        actions: { hero: 'sit', friend: 'fall', creature: 'sit' },
        object: null,
        framing: 'medium',
      },
      text: [
        'Entonces {c:el abuelo|la abuela} {creature.nom} se rascó la cabeza y, ¡clinc!, tocó algo.',
        {
          alts: [
            '¡Las gafas estaban encima de su cabeza, y habían estado ahí todo el rato!',
            '¿Y qué era? ¡Las gafas, en lo alto de la cabeza, donde habían estado toda la tarde!',
          ],
        },
        {
          alts: [
            'Todos se rieron, y {creature.def} el que más.',
            'Bajo el árbol hubo tantas risas que se movieron las hojas.',
          ],
        },
        {
          text: '{friend} se rio tanto que se cayó del cojín de rayas, encima {object.del}.',
          friend: true,
          bands: OLDER,
        },
        {
          text: '«Pues menos mal que no las encontramos antes», dijo {creature.def}, guiñando un ojo, «porque así el cuento ha sido el mejor de todos.»',
          bands: OLDER,
        },
        {
          text: '{hero} pensó que era verdad. Si las gafas hubieran aparecido enseguida, habría sido una tarde normal {place.in}, con un cuento normal. Pero como no aparecieron, había pasado algo nuevo: un cuento a dos voces, con olas que hacían shhh y algún detalle inventado. A veces, cuando algo sale mal, ayudar {creature.al} lo convierte en algo todavía mejor.',
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
        actions: { hero: 'walk', friend: 'stand', creature: 'wave' },
        object: null,
        framing: 'wide',
      },
      text: [
        '«¿Mañana me ayudas otra vez?», preguntó {c:el abuelo|la abuela} {creature.nom}. «¡Aunque lleve las gafas puestas!»',
        { text: '«Ayudar es prestar lo que tienes», dijo {friend}, «aunque solo sean unos ojos.»', friend: true },
        { text: '«Ayudar es prestar lo que tienes», pensó {hero}, «aunque solo sean unos ojos.»', friend: false },
        {
          alts: [
            '{hero} dijo que sí, y volvió a casa dando saltitos por {place.def}.',
            '{hero} dijo que sí con la cabeza, y echó a andar por {place.def}, bajo las primeras estrellas.',
          ],
        },
        { text: 'Desde entonces, cada tarde, el cuento se contaba a dos voces.', bands: OLDER },
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
            'En la cama, {hero} abrió su libro favorito y miró los dibujos, como había hecho {place.in}.',
            'Antes de dormir, {hero} hojeó un libro de dibujos, despacito.',
          ],
        },
        {
          alts: [
            '«Érase una vez…», susurró, contándose el cuento a sí mism{h:o|a}.',
            'Y se contó el cuento a sí mism{h:o|a}, en voz muy bajita.',
          ],
        },
        {
          alts: [
            'Pero antes de llegar al final, {hero} ya se había quedado {h:dormido|dormida}, soñando con {creature.def}.',
            'No llegó ni a la tercera página: {hero} se durmió con el libro abierto.',
          ],
        },
        {
          text: 'Y allá lejos, {creature.def} dormía en {creature.cama}, con las gafas puestas, por si acaso.',
          bands: OLDER,
        },
      ],
    },
  ],
  questions: [
    {
      question: '¿Quién contaba cuentos bajo el árbol {place.del}?',
      right: '{c:El abuelo|La abuela} {creature.nom}',
      wrong: ['{^other.creature.def}', 'La maestra'],
    },
    {
      question: '¿Qué encontró {hero} debajo del banco?',
      right: '{^object.indef} y un caracol',
      wrong: ['Las gafas', '{^other2.object.indef} y una rana'],
    },
    {
      question: '¿Dónde estaban las gafas?',
      right: 'Encima de su cabeza',
      wrong: ['En el hueco del árbol', 'Debajo del banco'],
    },
    {
      question: '¿Cómo ayudó {hero} a contar el cuento?',
      right: 'Miró los dibujos y los contó',
      wrong: ['Leyó todas las letras', 'Trajo otras gafas'],
    },
  ],
};

export const helpingPlots: Plot[] = [postman, snowPath, lostGlasses];
