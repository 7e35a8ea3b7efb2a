/** Perseverance: learning to whistle, crossing the stepping stones, the third sponge cake. */
import type { Plot } from '../../format.js';
import { BIG, OLDER } from '../bands.js';

const whistle: Plot = {
  id: 'perseverance-learning-to-whistle',
  moral: 'perseverance',
  titles: ['Fiu, fiu', '{hero} aprende a silbar', 'El silbido {place.del}'],
  places: ['garden', 'meadow', 'forest', 'park'],
  creatures: ['robin', 'owl', 'duck', 'puppy'],
  objects: ['feather', 'flower', 'seed'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'evening',
        weather: 'clear',
        mood: 'calm',
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'stand', friend: 'wave', creature: 'run' },
        object: null,
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Cada tarde, {place.in}, el abuelo de {hero} silbaba: ¡fiu, fiuuu!',
            'Todas las tardes, el abuelo se asomaba {place.to} y silbaba: ¡fiu, fiuuu!',
          ],
        },
        {
          alts: [
            'Y al oírlo, {creature.def} venía corriendo a saludarle.',
            'Y {creature.def} aparecía enseguida entre las hojas, {creature.sonido}.',
          ],
        },
        '«¡Yo también quiero silbar así!», dijo {hero}, y {creature.al} le brillaron los ojos.',
        {
          alts: [
            '{friend} dio un salto: «¡Y yo! ¡Aprendemos a la vez!»',
            '{friend} dio un saltito: «¡Yo también quiero aprender!»',
          ],
          friend: true,
        },
        { text: 'El silbido del abuelo era limpio y alegre, como un pájaro contento.', bands: OLDER },
        {
          text: '{hero} se quedó mirando al abuelo con la boca abierta, como si acabara de ver un truco de magia.',
          friend: false,
          bands: OLDER,
        },
        {
          text: '{hero} llevaba mucho tiempo fijándose en aquel silbido: el abuelo juntaba los labios, soplaba, y salía una música que parecía venir de muy lejos, y {creature.def} la reconocía entre mil ruidos. Era como una llave invisible que abría la puerta de {creature.cama}. Y {hero} quería tener una llave así, suya, para llamar {creature.al} cuando quisiera.',
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
        object: null,
        framing: 'close',
      },
      text: [
        {
          alts: [
            '{hero} juntó los labios {place.in} y sopló fuerte.',
            '{hero} puso los labios como un pez y sopló con todas sus fuerzas.',
          ],
        },
        {
          alts: [
            'Pero solo salió aire: ffffff.',
            'Pero solo salió un soplido, ffff, como un globo que se desinfla delante {creature.del}.',
          ],
        },
        {
          alts: [
            '{^creature.def} miró hacia otro lado, muy {c:confundido|confundida}.',
            'Lo único que se movió fue una hoja, que salió volando.',
          ],
        },
        {
          alts: [
            '{friend} sopló también, y le salió un ruido de tetera: ¡piiii!',
            '{friend} probó también, y le salió un pitido que hizo saltar {creature.al}.',
          ],
          friend: true,
        },
        {
          text: '{hero} sopló otra vez, y otra, hasta que se le puso la cara roja como un tomate.',
          friend: false,
          bands: OLDER,
        },
        {
          text: 'El abuelo sonrió y no dijo nada, rascándose la barba, mientras {creature.def} se iba {place.to}.',
          bands: OLDER,
        },
        {
          text: '{hero} lo intentó diez veces seguidas, cada vez con más fuerza: los labios le hormigueaban y las mejillas se le ponían coloradas, pero del silbido, ni rastro. {^creature.def}, mientras tanto, se había sentado a mirar, con la cabeza ladeada, como quien ve un espectáculo muy raro. «Pues al abuelo le sale sin querer», pensó {hero}, con un poco de rabia, mirando {creature.al}.',
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
        actions: { hero: 'stand', friend: 'fall', creature: 'run' },
        object: null,
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Al día siguiente, {hero} infló los mofletes como globos y sopló: ¡pfrrrrr!',
            'Al día siguiente, {hero} probó soplando más fuerte {place.in}, ¡y le salió una pedorreta!',
          ],
        },
        {
          alts: [
            '¡Le salió una pedorreta tan grande que {creature.def} dio un brinco!',
            'Hasta {creature.def} se tapó la cara, {c:muerto|muerta} de risa.',
          ],
        },
        { text: '{friend} se rio tanto que se cayó sentad{f:o|a} en la hierba.', friend: true },
        {
          text: '{hero} se rio también, pero luego se quedó mirando {creature.al}: ¿y si nunca le salía?',
          bands: OLDER,
        },
        {
          text: 'Así pasaron varios días {place.in}: por la mañana, {hero} soplaba delante del espejo; por la tarde, soplaba; por la noche, soplaba bajo la manta, para que nadie lo oyera. Le salían soplidos, pedorretas, pitidos de tetera y hasta un ruido que parecía un pato resfriado. Pero un silbido de verdad, de los que hacen venir {creature.al}, ninguno.',
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
        object: null,
        framing: 'close',
      },
      text: [
        {
          alts: [
            '«Nunca aprenderé», dijo {hero}, y se sentó en una piedra, con los brazos cruzados.',
            '{hero} se dejó caer en la hierba: «No sé silbar, y no sabré nunca».',
          ],
        },
        {
          alts: [
            'El abuelo se sentó a su lado: «¿Sabes cuánto tardé yo en aprender? ¡Un verano entero!»',
            'El abuelo se sentó junto a {hero}, {place.in}, y le contó que él tardó un verano entero en aprender.',
          ],
        },
        {
          alts: [
            '«¿Un verano entero?», preguntó {hero}, con los ojos muy abiertos.',
            '«¿Tanto?», dijo {hero}, y se le pasó un poco el enfado.',
            'A {hero} se le escapó una sonrisa, y {creature.def} se acercó un poquito.',
          ],
        },
        {
          text: '{friend} se sentó al otro lado: «Pues entonces nos quedan muchos días para practicar.»',
          friend: true,
        },
        {
          text: '{hero} apoyó la cabeza en el hombro del abuelo, que olía a hierba.',
          friend: false,
          bands: OLDER,
        },
        {
          text: '«Y cada soplido que sale mal te enseña algo», dijo el abuelo, guiñándole un ojo {creature.al}.',
          bands: OLDER,
        },
        {
          text: '{hero} se imaginó al abuelo de pequeño, con pantalones cortos y las rodillas peladas, soplando y soplando sin que le saliera nada, igual que {h:él|ella}. Le hizo gracia, y también le dio ánimos: si el abuelo había podido, a lo mejor {hero} también podía llamar {creature.al} algún día, sin rendirse y soplando un poquito cada día.',
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
        actions: { hero: 'stand', friend: 'stand', creature: 'sit' },
        object: null,
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Desde entonces, {hero} practicaba un poquito cada día: {place.in}, en el baño, hasta lavándose los dientes.',
            'Y {hero} siguió practicando: por la mañana, por la tarde, y cada vez que pasaba {place.to}.',
          ],
        },
        {
          alts: [
            'Fffff, fffff: probó a poner la lengua más abajo y los labios más redondos.',
            'Probaba y probaba, con la lengua más abajo y los labios más redondos, mientras {creature.def} escuchaba.',
          ],
        },
        {
          alts: [
            'Y un día, algo cambió: ffffiu. ¡Un silbidito pequeñito!',
            'Un día, entre tanto soplido, se coló un ruidito nuevo: fiu, chiquitito como una hormiga.',
          ],
        },
        {
          text: '{friend} practicaba también {place.in}, y se animaban mutuamente, que para eso están los amigos.',
          friend: true,
          bands: OLDER,
        },
        { text: '{^creature.def} levantó la cabeza, como diciendo: «¿Eso ha sido un silbido?»', bands: OLDER },
        {
          text: 'Cada día salía un poquito mejor: primero, un fiu cada diez soplidos; luego, uno cada cinco; luego, casi siempre. {hero} descubrió que no hacía falta soplar fuerte, sino soplar bien, suave, con los labios redondos como una o y la lengua tranquila, como {creature.def} cuando duerme. Era justo lo contrario de lo que había hecho al principio, cuando soplaba como un huracán.',
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
        cast: ['hero', 'friend'],
        actions: { hero: 'stand', friend: 'stand' },
        object: null,
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Una tarde, el abuelo estaba afónico por un catarro, y no le salía ni un silbido.',
            'Pero una tarde, el abuelo tenía la garganta tan ronca que no pudo silbar {place.in}.',
          ],
        },
        {
          alts: [
            'Y {creature.def} no aparecía por {place.def}, y ya empezaba a oscurecer.',
            'Se acercaba la noche, y {creature.def} seguía sin volver {place.to}.',
          ],
        },
        '{hero} respiró hondo, juntó los labios redondos y sopló suave, suave, hacia {place.def}: ¡fiu, fiuuu!',
        {
          text: '{friend} no quitaba ojo, deseando con todas sus fuerzas que le saliera bien, por {creature.def}.',
          friend: true,
        },
        {
          text: '{hero} cerró los ojos para concentrarse, y el mundo entero pareció callarse para escuchar.',
          friend: false,
          bands: OLDER,
        },
        { text: 'El silbido voló por encima {place.del}, limpio y claro, como el del abuelo.', bands: OLDER },
        {
          text: 'Al principio no pasó nada, y {hero} pensó que a lo mejor el silbido había salido demasiado bajito. Pero no se rindió: volvió a silbar, más claro todavía, sin soplar fuerte, como había aprendido, y entonces, a lo lejos, entre las sombras, algo se movió.',
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
        {
          alts: [
            '¡Y {creature.def} vino corriendo, {creature.sonido}, directo a {hero}!',
            '¡{^creature.def} apareció entre las hojas y {creature.anda} hasta los pies de {hero}!',
          ],
        },
        'Traía {object.indef} de regalo, como si supiera que era un día especial.',
        {
          alts: [
            'El abuelo aplaudió, con los ojos brillantes, sin poder decir nada.',
            'El abuelo no podía hablar, pero le dio a {hero} el abrazo más fuerte.',
          ],
        },
        { text: '«¿Ves?», dijo {friend}, «las cosas difíciles salen a fuerza de intentarlo.»', friend: true },
        {
          text: '«Las cosas difíciles salen a fuerza de intentarlo», pensó {hero}, muy {h:orgulloso|orgullosa}.',
          friend: false,
        },
        { text: '{hero} guardó {object.def} en el bolsillo, como una medalla.', bands: OLDER },
        {
          text: 'Aquella noche, el silbido de {hero} fue la llave que abrió la puerta de vuelta a casa para {creature.def}. {hero} pensó en todas las pedorretas, en los pitidos de tetera, en los días sin que saliera nada {place.in}. No habían sido días perdidos, sino escalones, y ahora, desde arriba del todo, con {object.def} en la mano, la escalera parecía mucho más bonita.',
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
        {
          alts: [
            'Ya en la cama, {hero} silbó bajito, muy bajito, para {creature.def}: fiu, fiuuu.',
            'Antes de dormir, {hero} silbó flojito hacia la ventana: fiu, fiuuu.',
          ],
        },
        {
          alts: [
            'Y desde {place.def}, {creature.def} contestó: {creature.sonido}.',
            'Y a lo lejos, {creature.def} le dio las buenas noches: {creature.sonido}.',
          ],
        },
        {
          alts: [
            '{hero} sonrió y se quedó {h:dormido|dormida}, con {object.def} en la mesilla.',
            'Y con {object.def} junto a la almohada, {hero} se durmió.',
          ],
        },
        {
          text: 'En sueños, silbaba canciones enteras, y todos los pájaros se las aprendían.',
          bands: OLDER,
        },
      ],
    },
  ],
  questions: [
    {
      question: '¿Quién venía cuando silbaba el abuelo?',
      right: '{^creature.def}',
      wrong: ['{^other.creature.def}', '{^other2.creature.def}'],
    },
    {
      question: '¿Qué le salía a {hero} al principio?',
      right: 'Solo aire y pedorretas',
      wrong: ['Una canción entera', 'Un rugido'],
    },
    {
      question: '¿Cuánto tardó el abuelo en aprender a silbar?',
      right: 'Un verano entero',
      wrong: ['Un día', 'Diez años'],
    },
    {
      question: '¿Qué trajo {creature.def} al final?',
      right: '{^object.indef}',
      wrong: ['{^other.object.indef}', '{^other2.object.indef}'],
    },
    {
      question: '¿Por qué aprendió {hero} a silbar?',
      right: 'Porque siguió practicando cada día',
      wrong: ['Porque se lo regalaron', 'Porque sopló más fuerte que nadie'],
    },
  ],
};

const stones: Plot = {
  id: 'perseverance-stepping-stones',
  moral: 'perseverance',
  titles: ['Las piedras del arroyo', '{hero} cruza al otro lado', 'Uno, dos, tres… ¡salto!'],
  places: ['river', 'forest', 'meadow', 'mountain'],
  creatures: ['frog', 'duck', 'fox', 'rabbit', 'squirrel'],
  objects: ['apple', 'flower', 'nest'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'clear',
        mood: 'happy',
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'stand', friend: 'stand', creature: 'wave' },
        object: null,
        framing: 'wide',
      },
      text: [
        {
          alts: [
            '{place.in} corría un arroyo, y al otro lado vivía {creature.def}.',
            'En medio {place.del} pasaba un arroyo, y en la otra orilla vivía {creature.def}.',
          ],
        },
        '«¡Ven a ver {object.def} más bonit{o:o|a} del mundo!», gritó {creature.def} desde la otra orilla.',
        {
          alts: [
            'Para cruzar había cinco piedras, redondas y resbaladizas.',
            'Para llegar hasta {creature.def} había que saltar por cinco piedras que asomaban del agua.',
          ],
        },
        {
          text: '{friend} miró las piedras, tragó saliva y dijo: «Tú primero, que eres {h:el valiente|la valiente}; yo saludo {creature.al} desde aquí.»',
          friend: true,
        },
        { text: '{^creature.def} cruzaba las cinco piedras en un momento: ¡hop, hop, hop, hop, hop!', bands: OLDER },
        {
          text: 'Desde su orilla, {hero} había visto muchas veces {creature.al} ir y venir por las piedras como si nada. Al otro lado se veían cosas que desde aquí solo se adivinaban: árboles más altos, flores de colores raros y, según {creature.def}, {object.indef} que no tenía igual. {hero} tenía muchísimas ganas de ver {object.def}, pero había un problema: nunca había cruzado el arroyo sin que alguien le diera la mano.',
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
        actions: { hero: 'sit', friend: 'stand', creature: 'stand' },
        object: null,
        framing: 'medium',
      },
      text: [
        {
          alts: [
            '{hero} puso un pie en la primera piedra, ¡y la piedra se movió!',
            '{hero} pisó la primera piedra, que se bamboleó como un flan.',
          ],
        },
        {
          alts: [
            'Y, ¡chof!, un pie se le metió en el agua, y la bota se llenó hasta arriba.',
            'Y, ¡chof!, acabó con un pie en el arroyo, delante {creature.del}, y la bota llena de agua fría.',
          ],
        },
        {
          alts: [
            'De la bota salió un renacuajo, muy ofendido, y {creature.def} soltó una carcajada.',
            'Al vaciar la bota, salió un renacuajo que se fue nadando, muy digno.',
          ],
        },
        {
          text: '{friend} le ayudó a escurrir el calcetín, poniendo cara de asco de broma, y hasta {creature.def} se rio.',
          friend: true,
          bands: OLDER,
        },
        { text: '{^creature.def} gritó desde la otra orilla: «¡No pasa nada, prueba otra vez!»', bands: OLDER },
        {
          text: '{hero} se sentó en la hierba con un pie descalzo y el calcetín chorreando. Estaba un poco enfadad{h:o|a}, sobre todo con el arroyo, que le parecía de lo más antipático. «Qué fácil es para {creature.def}», refunfuñó. Luego se dio cuenta de que {creature.def} también habría tenido que aprender alguna vez.',
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
        actions: { hero: 'splash', friend: 'stand', creature: 'stand' },
        object: null,
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'La segunda vez, {hero} cogió carrerilla y saltó con todas sus fuerzas.',
            'Esta vez, {hero} tomó impulso desde lejos y saltó lo más fuerte que pudo.',
          ],
        },
        {
          alts: [
            '¡Pasó de largo la primera piedra, resbaló en la segunda… y plof, sentad{h:o|a} en el agua!',
            'Voló por encima de la primera piedra, patinó en la segunda y, ¡plof!, acabó sentad{h:o|a} en el arroyo.',
          ],
        },
        'El agua estaba fresquita y llegaba solo a la cintura, pero ¡qué chapuzón!',
        {
          alts: [
            '{friend} no sabía si reírse o preocuparse, así que hizo las dos cosas a la vez.',
            '{friend} corrió por la orilla con una toalla, gritando: «¡Al rescate!»',
          ],
          friend: true,
          bands: OLDER,
        },
        {
          text: '{hero} volvió a la orilla chorreando como un paraguas, con una hoja pegada en la frente.',
          bands: OLDER,
        },
        {
          text: 'Esta vez, {hero} tuvo ganas de volverse a casa y no pensar más en el arroyo. Hasta dio dos pasos hacia allí, pero luego se giró y miró las cinco piedras, tranquilas en el agua, como esperando: no eran malas, solo eran piedras. El problema no era el arroyo, sino que {hero} aún no sabía cruzarlo hasta {creature.def}; y las cosas que no se saben, se pueden aprender.',
          bands: BIG,
        },
      ],
    },
    {
      scene: {
        place: 'home',
        time: 'day',
        weather: 'clear',
        mood: 'calm',
        cast: ['hero', 'friend'],
        actions: { hero: 'run', friend: 'run' },
        object: null,
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'En casa, {hero} puso cinco cojines en el suelo, como si fueran las piedras.',
            'En el patio, {hero} dibujó con tiza cinco círculos, como las piedras del arroyo.',
          ],
        },
        {
          alts: [
            'Y practicó: «Uno, dos, tres, ¡salto!», una vez, y otra, y otra más.',
            'Y saltó y saltó, pensando en {object.def}: «Uno, dos, tres, ¡salto!»',
          ],
        },
        {
          alts: [
            'Al principio se caía de los cojines; luego, ya no.',
            'Se caía, se levantaba y volvía a empezar, como le había dicho {creature.def}.',
          ],
        },
        {
          text: '{friend} practicaba a su lado, y cuando uno se caía, el otro contaba más despacio, como hacía {creature.def}.',
          friend: true,
          bands: OLDER,
        },
        {
          text: 'Descubrió un truco: mirar la siguiente piedra, no el suelo, y abrir los brazos como un avión, igual que hacía {creature.def}.',
          bands: OLDER,
        },
        {
          text: 'Practicó toda la tarde, hasta la hora de cenar, mientras pensaba en {object.def} de la otra orilla y en la cara {creature.del} cuando viera llegar a {hero}. Mamá pasó por allí y no dijo nada, pero dejó un vaso de leche al lado de los cojines, como se deja agua a los corredores. A la décima vuelta, {hero} ya no se caía; a la vigésima, ya no le temblaban las piernas, y se imaginaba ya en la otra orilla {place.del}.',
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
        actions: { hero: 'run', friend: 'wave', creature: 'wave' },
        object: null,
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Al día siguiente, {hero} volvió al arroyo.',
            'A la mañana siguiente, {hero} volvió {place.to}, con las botas bien atadas.',
          ],
        },
        {
          alts: [
            'Miró la primera piedra, abrió los brazos como un avión, igual que {creature.def}, y dijo: «Uno, dos, tres, ¡salto!»',
            'Respiró hondo, miró la piedra, no el agua, y contó: «Uno, dos, tres, ¡salto!»',
          ],
        },
        {
          alts: [
            'Uno, dos, tres: las piedras se tambaleaban, pero {hero} no.',
            'Una piedra, dos piedras, tres piedras: {hero} avanzaba hacia {creature.def} sin mojarse.',
          ],
        },
        { text: '{friend} y {creature.def} contaban a gritos desde las dos orillas: «¡Cuatro!»', friend: true },
        { text: '{^creature.def}, al otro lado, contenía la respiración.', bands: OLDER },
        {
          text: 'La cuarta piedra era la más traicionera: estaba cubierta de musgo y se inclinaba hacia un lado. {hero} la pisó, se balanceó, movió los brazos como un molino… y se quedó quiet{h:o|a}, en equilibrio, sobre el agua. Ni un pie mojado, y el corazón le latía deprisa, pero ahora era de emoción, no de miedo, porque {creature.def} ya estaba muy cerca.',
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
        actions: { hero: 'stand', friend: 'walk', creature: 'run' },
        object: 'world',
        objectAt: 'ground',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            '¡Y cinco! ¡{hero} ya estaba al otro lado!',
            '¡Cinco! Con un último saltito, {hero} llegó al otro lado.',
          ],
        },
        '{^creature.def} daba brincos de alegría: «¡Lo has conseguido! ¡{creature.sonido}!»',
        {
          alts: [
            'Y allí estaba {object.def}, más bonit{o:o|a} todavía de lo que había imaginado.',
            'Y le enseñó {object.def}: ¡era precios{o:o|a} de verdad!',
          ],
        },
        {
          text: 'Luego {hero} volvió a cruzar para acompañar a {friend}, y cruzaron las piedras una detrás de otra, contando a coro hasta {object.def}.',
          friend: true,
        },
        {
          text: '{hero} se quedó un rato mirando {object.def}, sin decir nada, con la sonrisa más grande.',
          bands: OLDER,
        },
        {
          text: 'Desde la otra orilla, el arroyo parecía distinto: más estrecho, más amable, casi pequeño. {hero} pensó que eso pasa con las cosas difíciles: cuando por fin las haces, se encogen un poco, no porque cambien ellas, sino porque cambias tú. Ayer, el arroyo era una muralla entre {hero} y {creature.def}; hoy, era solo un camino con cinco escalones de agua.',
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
        actions: { hero: 'walk', friend: 'stand', creature: 'wave' },
        object: 'world',
        objectAt: 'ground',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Jugaron toda la tarde en la otra orilla.',
            'Pasaron la tarde al otro lado del arroyo, jugando con {creature.def}.',
          ],
        },
        {
          text: '«Si te caes, te levantas y pruebas otra vez», dijo {friend}, «y al final, ¡hop!, llegas, como {creature.def}.»',
          friend: true,
        },
        {
          text: '«Si te caes, te levantas y pruebas otra vez», pensó {hero}, «y al final, ¡hop!, llegas, como {creature.def}.»',
          friend: false,
        },
        {
          alts: [
            'Al volver, {hero} cruzó las cinco piedras sin mirar atrás.',
            'Cuando se hizo tarde, {hero} cruzó de vuelta: uno, dos, tres, cuatro, cinco.',
          ],
        },
        { text: 'Y {creature.def} le dijo adiós desde su orilla, dando saltitos sin parar.', bands: OLDER },
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
            'Esa noche, las botas de {hero} se secaban junto a la chimenea.',
            'Por la noche, {hero} dejó las botas junto a la puerta, todavía un poco mojadas.',
          ],
        },
        {
          alts: [
            'Uno, dos, tres, contaba {hero} bajito, pensando en {creature.def}.',
            'Uno, dos, tres, cuatro… {hero} contaba piedras en vez de ovejas.',
          ],
        },
        {
          alts: [
            'Y antes de llegar a cinco, ya estaba {h:dormido|dormida}.',
            'Y en la quinta piedra, soñando con {object.def}, se quedó {h:dormido|dormida}.',
          ],
        },
        { text: 'Allá lejos, el arroyo seguía cantando entre sus cinco piedras.', bands: OLDER },
      ],
    },
  ],
  questions: [
    {
      question: '¿Quién vivía al otro lado del arroyo?',
      right: '{^creature.def}',
      wrong: ['{^other.creature.def}', '{^other2.creature.def}'],
    },
    { question: '¿Cuántas piedras había que saltar?', right: 'Cinco', wrong: ['Dos', 'Diez'] },
    {
      question: '¿Qué salió de la bota mojada?',
      right: 'Un renacuajo',
      wrong: ['Un pez enorme', '{^other.object.indef}'],
    },
    {
      question: '¿Cómo practicó {hero} en casa?',
      right: 'Saltando de cojín en cojín',
      wrong: ['Mirando la tele', 'Nadando en la bañera'],
    },
    {
      question: '¿Por qué consiguió cruzar {hero}?',
      right: 'Porque practicó y no se rindió',
      wrong: ['Porque le llevaron en brazos', 'Porque el arroyo se secó'],
    },
  ],
};

const spongeCake: Plot = {
  id: 'perseverance-third-sponge-cake',
  moral: 'perseverance',
  titles: ['El tercer bizcocho', 'Un bizcocho para la abuela', '{hero}, {h:pastelero|pastelera}'],
  places: ['village', 'farm', 'forest', 'island'],
  creatures: ['cat', 'mouse', 'puppy', 'hedgehog'],
  objects: ['flower', 'apple', 'star'],
  pages: [
    {
      scene: {
        place: 'home',
        time: 'morning',
        weather: 'clear',
        mood: 'happy',
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'stand', friend: 'stand', creature: 'sit' },
        object: null,
        framing: 'medium',
        prop: 'table',
      },
      text: [
        {
          alts: [
            'Al día siguiente era el cumpleaños de la abuela, la más querida {place.del}.',
            'La abuela, que vivía {place.in}, cumplía años al día siguiente.',
          ],
        },
        {
          alts: [
            '«¡Le voy a hacer un bizcocho yo {h:solito|solita}!», decidió {hero}, y {creature.def} se puso a dar vueltas de alegría.',
            '«¡Este año, el bizcocho lo hago yo!», anunció {hero} delante {creature.del}.',
          ],
        },
        {
          alts: [
            'Mamá encendería el horno, pero todo lo demás lo haría {hero}.',
            'Mamá solo se encargaría del horno; el resto era cosa de {hero} y {creature.def}.',
          ],
        },
        {
          text: '{friend} se puso un delantal que le quedaba enorme: «¡Yo soy {f:el ayudante|la ayudante} de {hero}, y {creature.def}, {c:el catador|la catadora}!»',
          friend: true,
        },
        { text: 'Y {creature.def} se sentó junto a la mesa, por si caía alguna miga.', bands: OLDER },
        {
          text: '{hero} había visto a la abuela hacer bizcochos cientos de veces {place.in}, y parecía facilísimo: la abuela charlaba, canturreaba, echaba cosas en el bol sin mirar apenas, y al rato toda la casa olía a gloria. {hero} estaba convencid{h:o|a} de que le saldría igual, y se imaginaba ya la cara de la abuela al ver el bizcocho con {object.indef} encima, como una corona.',
          bands: BIG,
        },
      ],
    },
    {
      scene: {
        place: 'home',
        time: 'morning',
        weather: 'clear',
        mood: 'happy',
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'stand', friend: 'stand', creature: 'sit' },
        object: null,
        framing: 'close',
        prop: 'table',
      },
      text: [
        {
          alts: [
            '{hero} echó huevos, azúcar y harina, y removió muy deprisa mientras {creature.def} miraba.',
            'Huevos, azúcar, harina: {hero} lo echó todo en el bol y batió tan fuerte que {creature.def} se apartó.',
          ],
        },
        {
          alts: [
            'Pero se le olvidó la levadura, y salió el bizcocho más plano, ¡plano como una galleta!',
            'Pero, ¡ay!, no puso levadura, y del horno salió un bizcocho aplastado como una tortilla.',
          ],
        },
        {
          alts: [
            '«¡Es una galleta gigante!», se rio {hero}, y {creature.def} hizo {creature.sonido}.',
            '«Parece una tortilla», dijo {hero}, y {creature.def} lo olisqueó muy {c:interesado|interesada}.',
          ],
        },
        {
          text: '{friend} lo probó, y {creature.def} también: «Está rico, pero no sube ni un poquito.»',
          friend: true,
          bands: OLDER,
        },
        { text: '{^creature.def} olfateó la galleta gigante y le pareció estupenda.', bands: OLDER },
        {
          text: '{hero} miró el bizcocho, delgadito y triste en el molde, con {creature.def} al lado relamiéndose: le había salido bien de sabor, pero no era un bizcocho, era otra cosa. Mamá le preguntó si quería ayuda, y {hero} dijo que no, gracias, que lo iba a intentar otra vez, porque todavía quedaban huevos y quedaba toda la tarde {place.in}.',
          bands: BIG,
        },
      ],
    },
    {
      scene: {
        place: 'home',
        time: 'day',
        weather: 'clear',
        mood: 'worried',
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'stand', friend: 'stand', creature: 'sit' },
        object: null,
        framing: 'medium',
        prop: 'table',
      },
      text: [
        {
          alts: [
            'La segunda vez, {hero} echó levadura, ¡y muchísima harina!, por si acaso.',
            'En el segundo intento, {hero} no se olvidó de la levadura, pero echó el doble de harina.',
          ],
        },
        {
          alts: [
            '¡Puf!, una nube blanca llenó la cocina, y {creature.def} quedó blanc{c:o|a} como un fantasma.',
            '¡Puf!, la harina voló por todas partes, y hasta {creature.def} acabó con bigotes blancos.',
          ],
        },
        {
          alts: [
            'Y el bizcocho salió duro, duro como una piedra: ¡toc, toc!',
            'Y esta vez el bizcocho salió tan duro que sonaba como una puerta: ¡toc, toc!',
          ],
        },
        {
          text: '«Este lo podemos usar de taburete para {creature.def}», dijo {friend} muy {f:serio|seria}, con las cejas blancas de harina.',
          friend: true,
          bands: OLDER,
        },
        { text: '{^creature.def} llamó al bizcocho con la pata, toc, toc, por si había alguien dentro.', bands: OLDER },
        {
          text: 'Esta vez, {hero} no se rio: se sentó en el suelo de la cocina, con harina hasta en las orejas, al lado {creature.del}, y sintió un nudo en la garganta: dos bizcochos, dos desastres. A lo mejor era mejor comprar uno en la panadería y ya está, porque la abuela no se iba a enterar; pero {hero} sí se enteraría.',
          bands: BIG,
        },
      ],
    },
    {
      scene: {
        place: 'home',
        time: 'day',
        weather: 'clear',
        mood: 'calm',
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'receive', friend: 'sit', creature: 'give' },
        object: null,
        framing: 'close',
        prop: 'table',
      },
      text: [
        {
          alts: [
            '{hero} estuvo a punto de rendirse, pero {creature.def} le trajo el cuaderno de recetas de la abuela.',
            '«¿Y si leo la receta despacio?», pensó {hero}, mientras {creature.def} se le subía a las rodillas.',
          ],
        },
        {
          alts: [
            'La leyó despacito, con el dedo: tres huevos, un vaso de azúcar, un sobre de levadura.',
            'Leyó la receta de la abuela línea a línea, muy despacio, con {creature.def} mirando también.',
          ],
          bands: OLDER,
        },
        {
          alts: [
            '¡Ahí estaban los fallos: la primera vez faltó levadura, y la segunda sobró harina!',
            '«¡Claro!», le explicó {hero} {creature.al}: «primero faltaba levadura, y luego sobraba harina».',
          ],
        },
        {
          text: '{friend} fue apuntando en un papel, con un dibujito de {object.indef} en la esquina: «Fallo uno, levadura; fallo dos, harina; fallo tres, ¡ninguno, todavía!»',
          friend: true,
          bands: OLDER,
        },
        {
          text: 'Al final de la receta, justo donde {creature.def} tenía puesta la pata, la abuela había escrito: «Y no abras el horno antes de tiempo».',
          bands: OLDER,
        },
        {
          text: '{hero} se dio cuenta de que los bizcochos malos no habían sido inútiles, porque cada uno le había enseñado algo: el plano, que la levadura importa; el de piedra, que las medidas también. Era como si cada fallo fuera un profesor un poco gruñón, pero útil, igual que {creature.def} cuando se enfadaba. Y con dos profesores así, el tercer bizcocho tenía que salir mejor, tan bueno que merecería {object.indef} encima.',
          bands: BIG,
        },
      ],
    },
    {
      scene: {
        place: 'home',
        time: 'day',
        weather: 'clear',
        mood: 'calm',
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'sit', friend: 'look-for', creature: 'run' },
        object: null,
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'La tercera vez, {hero} lo hizo todo con calma: midió, contó y removió suavecito.',
            'Tercer intento: {hero} pesó la harina, contó los huevos y removió despacito, sin prisas, con {creature.def} vigilando.',
          ],
        },
        {
          alts: [
            'Mamá metió el molde en el horno, y {hero} esperó sin abrirlo ni una vez.',
            'El molde entró en el horno, y {hero} se sentó delante a esperar con {creature.def}, sin abrir la puerta.',
          ],
        },
        {
          alts: [
            'Y poco a poco, la casa se llenó de un olor riquísimo.',
            'Poco a poco, un olor dulce llegó hasta la nariz {creature.del}.',
          ],
        },
        {
          text: '{friend} tenía la cara pegada al cristal: «¡Está subiendo, está subiendo!»',
          friend: true,
        },
        {
          text: '{^creature.def} se puso a dar vueltas por la cocina, {creature.sonido}, loc{c:o|a} de contento.',
          bands: OLDER,
        },
        {
          text: 'Fue la espera más larga del mundo: {hero} miraba el reloj, miraba el horno, miraba {creature.al}, y volvía a mirar el reloj. Tenía ganas de abrir la puerta solo un poquito, para ver, pero se acordó de la nota de la abuela, así que se quedó quiet{h:o|a}, con las manos debajo de las piernas, por si se escapaban solas hacia {object.def} que esperaba en la mesa.',
          bands: BIG,
        },
      ],
    },
    {
      scene: {
        place: 'home',
        time: 'evening',
        weather: 'clear',
        mood: 'happy',
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'wave', friend: 'wave', creature: 'run' },
        object: 'world',
        objectAt: 'on-prop',
        framing: 'medium',
        prop: 'table',
      },
      text: [
        {
          alts: [
            '¡Ding!, sonó el horno, y el bizcocho salió alto, dorado y esponjoso.',
            '¡Ding!, mamá sacó el molde, y {creature.def} se asomó: el bizcocho estaba alto, dorado y perfecto.',
          ],
        },
        {
          alts: [
            '{hero} lo adornó con {object.indef} encima, como una corona.',
            'Y {hero} le puso {object.indef} encima, para que fuera el bizcocho más bonito del mundo.',
          ],
        },
        {
          alts: [
            '«¡Me ha salido!», gritó {hero}, bailando con {creature.def} por toda la cocina.',
            '«¡Me ha salido, me ha salido!», cantaba {hero}, y {creature.def} daba saltos a su lado.',
          ],
        },
        {
          text: '{friend} y {hero} saltaron de alegría, llenos de harina, ¡paf!, y se levantó otra nube blanca que hizo estornudar {creature.al}.',
          friend: true,
          bands: OLDER,
        },
        {
          text: 'Mamá dijo que no había olido un bizcocho tan bueno desde que era pequeña, y miró {object.def} con una sonrisa.',
          bands: OLDER,
        },
        {
          text: '{hero} miró los tres bizcochos en fila sobre la mesa: el plano, el de piedra y el bueno, con {object.def} en lo alto; parecían una escalera, y había tenido que subir los tres peldaños para llegar arriba: el de arriba era el mejor, claro, pero sin los otros dos no habría llegado. Decidió regalarle los dos primeros {creature.al}, que los miraba con muchísimo interés.',
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
        objectAt: 'on-prop',
        framing: 'wide',
        prop: 'table',
      },
      text: [
        {
          alts: [
            'En la fiesta de la abuela, {place.in}, todos probaron el bizcocho.',
            'Esa tarde, en casa de la abuela, {place.in}, el bizcocho fue la estrella.',
          ],
        },
        {
          alts: [
            '«¡Qué rico!», dijo la abuela, mirando {object.def}. «¿Lo has hecho tú?»',
            'La abuela probó un trocito y cerró los ojos: «¡Igualito que el mío!»',
          ],
        },
        {
          alts: [
            '{hero} le contó lo de la galleta gigante y el bizcocho de piedra, y la abuela se rio tanto que la oyeron.',
            '{hero} le habló del bizcocho plano y del bizcocho piedra, y la abuela casi se atraganta de risa.',
          ],
          bands: OLDER,
        },
        {
          text: '«Si sale mal, se prueba otra vez», dijo {friend}, con la boca llena y {creature.def} a sus pies, «¡y a la tercera va la vencida!»',
          friend: true,
        },
        {
          text: '«Si sale mal, se prueba otra vez», pensó {hero}, con la boca llena y {creature.def} a sus pies, «¡y a la tercera va la vencida!»',
          friend: false,
        },
        {
          text: '«Mi primer bizcocho parecía un ladrillo», confesó la abuela, guiñando un ojo {creature.al}.',
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
        cast: ['hero', 'creature'],
        actions: { hero: 'sleep', creature: 'sleep' },
        object: null,
        framing: 'medium',
        prop: 'bed',
      },
      text: [
        {
          alts: [
            'Esa noche, {hero} olía todavía un poquito a bizcocho, y fuera {place.calma}.',
            'Por la noche, a {hero} todavía le quedaba harina detrás de las orejas, y fuera {place.calma}.',
          ],
        },
        {
          alts: [
            '{^creature.def} dormía en {creature.cama}, con la tripa llena de galleta, y {hero} soñaba ya con el próximo bizcocho.',
            'Y {creature.def}, en {creature.cama}, soñaba con bizcochos de piedra, mientras {hero} bostezaba, sonreía y se quedaba {h:dormido|dormida}.',
          ],
        },
        { text: 'A lo mejor, el próximo sería de chocolate, con {other.object.indef} encima.', bands: OLDER },
      ],
    },
  ],
  questions: [
    { question: '¿Para quién era el bizcocho?', right: 'Para la abuela', wrong: ['Para mamá', 'Para {creature.def}'] },
    {
      question: '¿Cómo salió el primer bizcocho?',
      right: 'Plano como una galleta',
      wrong: ['Duro como una piedra', 'Quemado'],
    },
    {
      question: '¿Con qué adornó {hero} el bizcocho bueno?',
      right: '{^object.indef}',
      wrong: ['{^other.object.indef}', '{^other2.object.indef}'],
    },
    {
      question: '¿Qué hizo {hero} cuando le salió mal?',
      right: 'Leer la receta y probar otra vez',
      wrong: ['Comprar uno en la panadería', 'Irse a jugar'],
    },
  ],
};

export const perseverancePlots: Plot[] = [whistle, stones, spongeCake];
