/** Curiosity: footprints that draw a picture, the house of the wind, the world under the water. */
import type { Plot } from '../../format.js';
import { BIG, OLDER } from '../bands.js';

const footprints: Plot = {
  id: 'curiosity-mystery-footprints',
  moral: 'curiosity',
  titles: ['Las huellas misteriosas', '¿De quién son estas huellas?', '{hero} y el dibujo {place.del}'],
  places: ['snowfield', 'seaside', 'island'],
  creatures: ['rabbit', 'fox', 'duck', 'hedgehog', 'squirrel', 'mouse'],
  objects: ['star', 'flower', 'shell', 'feather', 'kite'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'clear',
        mood: 'calm',
        cast: ['hero', 'friend'],
        actions: { hero: 'look-for', friend: 'sit' },
        object: null,
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Una mañana, {place.in}, {hero} encontró unas huellas en el suelo.',
            'Un buen día, paseando {place.in}, {hero} vio unas huellas en el suelo.',
            'Aquella mañana, {place.in}, había unas huellas que ayer no estaban.',
          ],
        },
        {
          alts: [
            'Eran pequeñitas y redondas, una detrás de otra: pat, pat, pat.',
            'Eran huellas diminutas, en fila, como botones cosidos al suelo.',
            'Eran chiquititas y se alejaban por {place.def}, una detrás de otra.',
          ],
        },
        {
          alts: [
            '«¿De quién serán?», se preguntó {hero}, con la nariz casi tocando el suelo.',
            '«¿Quién habrá pasado por aquí?», se preguntó {hero}, agachándose.',
          ],
        },
        {
          alts: [
            '{friend} se agachó a su lado: «¿Y si son de un monstruo chiquitito?», susurró, y le entró la risa.',
            '«¿Y si son de un monstruo muy pequeñito?», susurró {friend}, y se tapó la boca para no reírse.',
          ],
          friend: true,
        },
        {
          alts: [
            '{hero} las miró de cerca, sin moverse, como quien lee un mensaje secreto.',
            '{hero} se agachó a mirarlas sin respirar apenas, como si fueran una carta escrita en clave.',
          ],
          friend: false,
        },
        { text: 'Alrededor, {place.calma}, y nadie más parecía haber visto aquellas huellas.', bands: OLDER },
        {
          text: 'A {hero} le encantaba saber el porqué de las cosas: por qué el pan se pone duro, por qué {creature.pl} no llevan zapatos, por qué la luna a veces parece una uña. Casi siempre, las respuestas estaban lejos {place.del}, en los libros o en la cabeza de los mayores. Pero estas huellas eran una pregunta que estaba ahí mismo, escrita en el suelo, esperando a que alguien la siguiera.',
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
        actions: { hero: 'sit', friend: 'sit' },
        object: null,
        framing: 'wide',
      },
      text: [
        {
          alts: [
            '{hero} empezó a seguir las huellas por {place.def}: un paso, dos pasos, tres pasos…',
            'Paso a paso, {hero} siguió las huellas.',
            '«¡Voy a seguirlas!», decidió {hero}, y echó a andar.',
          ],
        },
        {
          alts: [
            'Las huellas giraban a la derecha, luego a la izquierda, luego otra vez a la derecha.',
            'Las huellas daban una vuelta, y otra vuelta, y otra vuelta más.',
            'Las huellas subían, bajaban y se enroscaban como un caracol.',
          ],
        },
        {
          alts: [
            'Al final, {hero} terminó tan {h:mareado|mareada} que se sentó en el suelo, ¡plof!',
            'Tantas vueltas dio {hero} que {p:todo|toda} {place.def} empezó a girar, ¡y plof, al suelo!',
          ],
        },
        {
          text: '{friend} venía detrás dando vueltas también, y acabó {f:sentado|sentada} encima de {hero} en medio {place.del}, ¡pum!',
          friend: true,
          bands: OLDER,
        },
        {
          text: '«Estas huellas van en redondo», dijo {hero}, sacudiéndose, «como un tiovivo.»',
          bands: OLDER,
        },
        {
          alts: [
            'Mientras el mareo se le pasaba, {hero} pensó que era la primera vez que unas huellas le gastaban una broma. Normalmente, las huellas van de un sitio a otro: de la puerta a la cocina, del agua a la madriguera {creature.del}. Estas, en cambio, parecían no tener ninguna prisa por salir. Y eso, en vez de quitarle las ganas, le daba todavía más curiosidad.',
            'Cuando se le pasó el mareo, {hero} se echó a reír: ¡unas huellas le habían tomado el pelo! Las huellas de siempre van de un sitio a otro: de la puerta a la cocina, del agua a la madriguera {creature.del}. Estas no querían ir a ninguna parte. Y eso, en lugar de desanimar{h:lo|la}, le picaba todavía más la curiosidad.',
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
        actions: { hero: 'sit', friend: 'stand' },
        object: null,
        framing: 'medium',
      },
      text: [
        '«¿Serán {other.creature.del}?», pensó {hero}, pero no: las huellas {other.creature.del} no eran así.',
        '«¿Y {other2.creature.del}?» Tampoco: {hero} conocía de memoria las huellas {other2.creature.del}.',
        {
          text: '«¡Ya sé, son de un elefante pequeñito que vive {place.in}!», dijo {friend}, y {hero} se rio tanto que le dio hipo.',
          friend: true,
          bands: OLDER,
        },
        {
          alts: [
            '{hero} puso la mano al lado de una huella: ¡su mano era mucho más grande!',
            '{hero} comparó una huella con su mano: ¡la mano ganaba de largo!',
          ],
          friend: false,
          bands: OLDER,
        },
        {
          alts: [
            'Le preguntó a una piedra, pero las piedras nunca contestan.',
            'Le preguntó al viento, pero el viento solo dijo «fiuuu».',
          ],
          bands: OLDER,
        },
        {
          alts: [
            'Entonces hizo lo que hacen los buenos exploradores: en vez de adivinar, se puso a observar.',
            'Así que {hero} hizo como los exploradores de verdad: dejó de adivinar y empezó a observar.',
          ],
          bands: OLDER,
        },
        {
          alts: [
            '{hero} se sentó en cuclillas y pensó despacio. ¿Por qué un animal daría tantas vueltas? ¿Se habría perdido? ¿Estaría buscando {other.object.indef}? Pero las vueltas no parecían de alguien con miedo: eran redondas, ordenadas y bonitas, como las letras de un cuaderno nuevo. Alguien las había hecho a propósito, y si alguien hace algo a propósito, es que quiere decir algo.',
            '{hero} se quedó en cuclillas, pensando sin prisa. ¿Para qué iba a dar tantas vueltas un animal? ¿Andaría perdido? ¿Buscaría {other.object.indef}? No: aquellas vueltas no eran de alguien asustado; eran redondas, ordenadas y bonitas, como la letra de un cuaderno nuevo. Estaban hechas a propósito, y lo que se hace a propósito siempre quiere decir algo.',
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
        cast: ['hero', 'friend'],
        actions: { hero: 'point', friend: 'stand' },
        object: 'world',
        objectAt: 'ground',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            '«Desde aquí abajo no se entiende nada», dijo {hero}. «¡Hay que mirar {place.def} desde arriba!»',
            '«¡Ya lo tengo!», exclamó {hero}. «¡Voy a mirar {place.def} desde arriba!»',
          ],
        },
        {
          alts: [
            '{hero} trepó a una roca alta que había {place.in}, uf, uf, ¡hasta arriba!',
            'Había una roca alta {place.in}, y {hero} subió agarrándose fuerte hasta la punta.',
          ],
        },
        'Y desde allí lo vio: ¡las huellas dibujaban {object.indef} gigante!',
        {
          text: '{friend} subía detrás, temblando un poco, y {hero} le esperó para que también viera {object.def}.',
          friend: true,
        },
        { text: 'Era {object.indef} perfect{o:o|a}, enorme, hech{o:o|a} solo con pasitos diminutos.', bands: OLDER },
        {
          alts: [
            'A {hero} le dio un saltito el corazón. Desde abajo, las huellas eran un lío, un ovillo sin pies ni cabeza. Desde arriba, eran {object.indef} precios{o:o|a}. Qué cosa tan rara: {place.def} {p:entero|entera} podía parecer un desorden o una maravilla, según desde dónde {p:lo|la} miraras. {hero} se guardó esa idea en el bolsillo, al lado {object.del} que había visto, para pensarla otro día con calma.',
            '¡Qué vuelco le dio el corazón a {hero}! Vistas desde abajo, las huellas eran un ovillo sin pies ni cabeza; vistas desde arriba, {object.indef} precios{o:o|a}. Así que un mismo sitio podía ser un lío o una maravilla, según desde dónde {p:lo|la} miraras. {hero} se guardó esa idea, como quien se guarda una piedra bonita, para pensarla otro día con calma.',
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
        cast: ['hero', 'creature'],
        actions: { hero: 'stand', creature: 'walk' },
        object: 'world',
        objectAt: 'ground',
        framing: 'medium',
      },
      text: [
        'En medio del dibujo había {creature.indef} muy {c:concentrado|concentrada}, contando pasitos.',
        '{hero} bajó de la roca y preguntó con cuidado: «Hola, ¿eres tú quien dibuja {object.def}?»',
        '{^creature.def} dio un respingo: «{^creature.sonido}… ¡Sí, pero es un secreto!»',
        {
          text: '«Es un regalo para la luna», explicó {creature.def}. «Cada noche cuida, y hoy quiero que tenga algo bonito que mirar.»',
          bands: OLDER,
        },
        {
          text: '{^creature.def} llevaba trabajando desde el amanecer. Había medido cada paso, había borrado los que salían torcidos, había empezado {object.def} tres veces. Le contó a {hero} que lo había aprendido de su abuela, que dibujaba con huellas {place.in} cuando era joven. «Pero ella tenía más paciencia que yo», suspiró {creature.def}, y se sacudió las patitas.',
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
        actions: { hero: 'point', friend: 'stand', creature: 'walk' },
        object: 'world',
        objectAt: 'ground',
        framing: 'wide',
      },
      text: [
        '«Desde aquí abajo no veo si me está quedando bien», suspiró {creature.def}.',
        {
          alts: [
            '{hero} volvió a subir a la roca y gritó: «¡Un poco más a la izquierda, {creature.nom}!»',
            '{hero} sabía cómo ayudar: subió a la roca y gritó: «¡A la derecha, {creature.nom}, ahora recto!»',
          ],
        },
        '{^creature.def} {creature.anda} siguiendo sus indicaciones, paso a paso, hasta cerrar {object.def}.',
        {
          text: '{friend} se quedó abajo, al lado {creature.del}, contando los pasos en voz alta: «¡Uno, dos, tres!»',
          friend: true,
        },
        { text: 'Arriba, la voz de {hero}; abajo, las patitas {creature.del}: ¡qué buen equipo!', friend: false },
        {
          text: 'Una punta {object.del} se había torcido un poco, pero {hero} la vio enseguida, y {creature.def} la arregló en un momento.',
          bands: OLDER,
        },
        {
          text: 'Era curioso: {creature.def} sabía dibujar, pero no podía ver su dibujo; y {hero} podía verlo, pero no sabía dibujarlo. Con la voz de uno y las patas del otro, {object.def} fue quedando cada vez más redond{o:o|a}, más bonit{o:o|a}, más de verdad. {hero} pensó que a lo mejor muchas cosas del mundo funcionaban así.',
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
        actions: { hero: 'stand', friend: 'stand', creature: 'run' },
        object: 'world',
        objectAt: 'ground',
        objectState: 'lit',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Entonces salió la luna, redonda y blanca, sobre {place.def}.',
            'Despacito, la luna asomó por encima {place.del}.',
          ],
        },
        'Su luz cayó sobre el dibujo, y {object.def} de huellas brilló como si fuera de plata.',
        '«¡{creature.sonido}, le gusta!», dijo {creature.def}, dando vueltas de alegría.',
        {
          text: '«Si no hubieras querido saber de quién eran las huellas», dijo {friend}, «nunca habríamos visto {object.def} de plata.»',
          friend: true,
        },
        {
          text: '«Qué bien que quise saber de quién eran las huellas», pensó {hero}. «Si no, me habría perdido {object.def} de plata.»',
          friend: false,
        },
        {
          text: '{^creature.def} prometió dibujar algo nuevo cada luna llena, y avisar a {hero} para que lo mirara desde la roca.',
          bands: OLDER,
        },
        {
          text: 'Se quedaron un buen rato mirando {object.def} sin decir nada, porque hay cosas tan bonitas que las palabras sobran. {hero} pensó en todos los que habían pasado por {place.def} ese día sin mirar al suelo, o que habían visto las huellas y habían seguido su camino. No era culpa de nadie. Pero {hero} se alegró muchísimo de haberse agachado, de haberse mareado y de haber subido a la roca.',
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
            'Esa noche, desde la ventana, {hero} miraba la luna.',
            'Ya en casa, {hero} apoyó la frente en el cristal para ver la luna.',
          ],
        },
        {
          alts: [
            'Allá lejos, {place.in}, {object.def} de huellas seguía brillando.',
            'Allá lejos, {creature.def} ya dormía en {creature.cama}.',
            'Allá lejos, {place.in}, la luna miraba su regalo.',
          ],
        },
        {
          alts: [
            'Y {hero} se durmió preguntándose qué dibujaría {creature.def} la próxima vez.',
            '¿Qué dibujaría mañana {creature.def}? {hero} ya soñaba con la respuesta.',
          ],
        },
        {
          text: 'En sueños, sus propios pasos dibujaban {other.object.indef} enorme que solo la luna podía ver.',
          bands: OLDER,
        },
      ],
    },
  ],
  questions: [
    {
      question: '¿Qué encontró {hero} {place.in}?',
      right: 'Unas huellas misteriosas',
      wrong: ['Un agujero muy profundo', 'Una carta escondida'],
    },
    {
      question: '¿De quién eran las huellas?',
      right: '{^creature.del}',
      wrong: ['{^other.creature.del}', '{^other2.creature.del}'],
    },
    {
      question: '¿Qué dibujaban las huellas vistas desde arriba?',
      right: '{^object.indef} gigante',
      wrong: ['{^other.object.indef} gigante', 'Un camino hasta el río'],
    },
    {
      question: '¿Cómo descubrió {hero} el secreto de las huellas?',
      right: 'Quiso saber y miró desde arriba',
      wrong: ['Se lo contó su papá', 'Se quedó en casa esperando'],
    },
  ],
};

const windHouse: Plot = {
  id: 'curiosity-where-wind-lives',
  moral: 'curiosity',
  titles: ['¿Dónde vive el viento?', '{hero} busca la casa del viento', 'El viento viajero'],
  places: ['meadow', 'mountain', 'seaside', 'island'],
  creatures: ['owl', 'robin', 'squirrel', 'rabbit', 'fox'],
  objects: ['kite', 'feather', 'scarf', 'umbrella'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'wind',
        mood: 'happy',
        cast: ['hero', 'friend'],
        actions: { hero: 'reach-up', friend: 'stand' },
        object: 'world',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Aquella mañana soplaba un viento juguetón {place.in}.',
            '{place.in} soplaba un viento travieso que lo despeinaba todo.',
            'Fiuuu, fiuuu: aquella mañana, el viento corría {place.in} como un chiquillo en el recreo.',
          ],
        },
        {
          alts: [
            'De pronto, ¡zas!, el viento le quitó {object.def} a {hero} y {o:lo|la} hizo bailar por el aire.',
            '¡Zas!, el viento le arrebató {object.def} a {hero}, {o:lo|la} subió bien alto y {o:lo|la} dejó caer, como quien juega.',
          ],
        },
        '{hero} atrapó {object.def} de un salto y se preguntó: «¿Dónde vive el viento?»',
        {
          text: '{friend}, con el viento en la cara, dijo: «¡A lo mejor vive en una casa muy grande!»',
          friend: true,
        },
        {
          text: 'La hierba se doblaba toda hacia el mismo lado, como si el viento la peinara.',
          bands: OLDER,
        },
        {
          text: '{hero} sabía dónde vivían casi todas las cosas: las cucharas, en el cajón; los peces, en el agua; {creature.pl}, en {creature.cama}. Pero el viento entraba por la ventana, movía las cortinas, se llevaba {object.pl} y desaparecía sin decir adiós. Tenía que vivir en algún rincón {place.del}, porque todo el mundo vive en algún sitio.',
          bands: BIG,
        },
      ],
    },
    {
      scene: {
        place: 'home',
        time: 'morning',
        weather: 'wind',
        mood: 'calm',
        cast: ['hero', 'friend'],
        actions: { hero: 'stand', friend: 'stand' },
        object: 'world',
        framing: 'medium',
        prop: 'window',
      },
      text: [
        {
          alts: [
            '{hero} fue a preguntarle al abuelo, que leía junto a la ventana: «Abuelo, ¿dónde vive el viento?»',
            'Con {object.def} bajo el brazo, {hero} corrió a ver al abuelo: «Abuelo, ¿dónde vive el viento?»',
          ],
        },
        {
          alts: [
            'El abuelo levantó las cejas: «Buena pregunta… ¿por qué no lo averiguas tú?»',
            'El abuelo se rascó la barba: «Mmm, pues no lo sé… ¿lo averiguas tú y me lo cuentas?»',
          ],
        },
        {
          alts: [
            'Así que {hero} cogió {object.def} y salió otra vez {place.to}.',
            '{hero} se puso el abrigo, cogió {object.def} y volvió {place.to}.',
          ],
        },
        {
          text: '{friend} se apuntó enseguida y llevó galletas, «por si la casa del viento está lejos».',
          friend: true,
          bands: OLDER,
        },
        {
          text: 'A {hero} le pareció que el abuelo tampoco lo sabía, y eso hacía la vuelta {place.to} todavía más emocionante.',
          bands: OLDER,
        },
        {
          alts: [
            'Antes de salir, {hero} hizo una lista: «Sitios donde podría vivir el viento: una cueva, una nube, la copa de un árbol, dentro de {other.object.indef}». Al lado de cada sitio dibujó una cajita para tacharla. Una lista así era un poco como un mapa: no sabías dónde estaba el tesoro, pero sabías por dónde empezar.',
            '{hero} no salió a lo loco: primero escribió en un papel los sitios donde podía esconderse el viento (una cueva, una nube, la copa de un árbol, dentro de {other.object.indef}) y puso un cuadrado delante de cada uno. Con una lista en el bolsillo, uno no sabe dónde está el tesoro, pero sí por dónde empezar.',
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
        mood: 'happy',
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'wave', friend: 'hide', creature: 'climb' },
        object: 'world',
        framing: 'wide',
        prop: 'tall-tree',
      },
      text: [
        '{place.in}, sobre una rama que se mecía, {creature.indef} se agarraba fuerte.',
        '«El viento vive en la cueva de allá arriba», dijo {creature.def}, muy {c:seguro|segura}.',
        {
          alts: [
            'Subieron a la cueva, y {hero} gritó: «¡Hola, viento!», pero solo contestó el eco: «¡ento, ento, entooo!»',
            'Fueron hasta la cueva, y {hero} gritó: «¡Viento, ¿estás en casa?!», pero solo contestó el eco: «¡asa, asa, asaaa!»',
          ],
        },
        {
          text: '{friend} se escondió detrás {creature.del} al oír el eco, y luego se rio de sí {f:mismo|misma}.',
          friend: true,
          bands: OLDER,
        },
        { text: '{^creature.def} se rascó la cabeza: «Pues yo estaba {c:segurísimo|segurísima}…»', bands: OLDER },
        {
          alts: [
            '{hero} tachó «cueva» de la lista sin enfadarse, porque cuando algo no es, ya sabes un poco más que antes. Y el eco había sido divertidísimo. Antes de irse, {creature.def} y {hero} gritaron unas cuantas palabras más a la cueva solo para oírlas repetidas: «¡Galleta!», y la cueva: «¡eta, eta!». «¡Abuelo!», y la cueva: «¡elo, elo!».',
            'En la cueva no vivía el viento, así que {hero} la tachó, tan tranquil{h:o|a}: cuando algo no es, ya sabes un poco más que antes. Eso sí, antes de marcharse, {creature.def} y {hero} le gritaron a la cueva un montón de palabras para oírlas dos veces: «¡Galleta!» «¡eta, eta!» «¡Abuelo!» «¡elo, elo!».',
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
        mood: 'happy',
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'carry', friend: 'look-for', creature: 'stand' },
        object: 'world',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            '«Voy a atrapar un poco de viento para el abuelo», dijo {hero}.',
            '—Le voy a llevar al abuelo una bolsa llena de viento —dijo {hero}.',
          ],
        },
        {
          alts: [
            'Abrió una bolsa de tela, la dejó llenarse de viento y, ¡zas!, la cerró rapidísimo.',
            'Sujetó una bolsa abierta frente al viento, y cuando se hinchó, ¡la cerró de golpe!',
          ],
        },
        'Pero al abrirla no había nada: ¡el viento se había escapado sin avisar {creature.al}!',
        {
          text: '{friend} metió la cabeza en la bolsa y dijo muy {f:serio|seria}: «Aquí solo hay migas de galleta y un poco de aire».',
          friend: true,
          bands: OLDER,
        },
        { text: '{^creature.def} soltó un {creature.sonido} que parecía una risa.', bands: OLDER },
        {
          alts: [
            'Aquello sí que era raro. La bolsa se había hinchado como un globo, llena de algo… y ese algo no se podía ver, ni tocar, ni guardar junto {object.al}. {hero} frunció el ceño. A lo mejor no había que buscar dónde estaba el viento, sino fijarse bien en lo que hacía.',
            '¡Qué cosa más rara! La bolsa estaba gorda como un globo, llena de algo que no se veía, ni se tocaba, ni se podía guardar junto {object.al}. {hero} se rascó la cabeza. Quizá el viento no estaba en ningún sitio, y lo que había que mirar era lo que hacía.',
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
        mood: 'calm',
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'walk', friend: 'walk', creature: 'walk' },
        object: 'world',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Entonces {hero} levantó {object.def} y vio que el viento siempre {o:lo|la} empujaba hacia el mismo lado.',
            'Entonces {hero} sostuvo {object.def} en alto: el viento {o:lo|la} empujaba siempre hacia el mismo lado.',
          ],
        },
        '«¡Vamos a caminar contra el viento, hasta donde empieza!», dijo {hero} {creature.al}.',
        {
          text: '{friend} se puso delante para abrir camino por {place.def}, con la cabeza agachada como un carnerito.',
          friend: true,
        },
        { text: '{^creature.def} {creature.anda} a su lado, con el viento en la cara.', bands: OLDER },
        {
          alts: [
            'Caminar contra el viento era como empujar una puerta que no se abre del todo. {hero} tenía las mejillas rojas, pero iba contando las pistas: la hierba doblada, las nubes corriendo, {object.def} tirando de su mano. Todo apuntaba al mismo sitio. Ya no buscaba al azar: ahora seguía al propio viento, que era el único que sabía de dónde venía.',
            'Andar de cara al viento costaba como empujar una puerta pesada. Con las mejillas coloradas, {hero} iba sumando pistas: la hierba tumbada, las nubes con prisa, {object.def}, que le tiraba de la mano. Las tres señalaban hacia el mismo lado. Ahora {hero} no buscaba a ciegas: seguía al viento, que él sí sabía de dónde venía.',
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
        mood: 'happy',
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'point', friend: 'wave', creature: 'stand' },
        object: 'world',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Llegaron a lo más alto, donde había una piedra grande, calentita de sol.',
            'Por fin llegaron al punto más alto: allí había una piedra grande, calentita de sol.',
          ],
        },
        '{hero} soltó encima una pelusa, y la pelusa no cayó: ¡subió y subió por encima {creature.del}!',
        {
          text: '«¡El aire caliente sube, y el aire fresco corre a ocupar su sitio: eso es el viento!», gritó {friend}, que era {f:muy listo|muy lista}.',
          friend: true,
        },
        {
          text: '«¡El aire caliente sube, y el aire fresco corre a ocupar su sitio: eso es el viento!», pensó {hero}.',
          friend: false,
        },
        {
          text: '{hero} lo comprendió de golpe, allí {place.in}: el viento no tenía casa, ¡era aire que se iba de viaje!',
          bands: OLDER,
        },
        {
          alts: [
            'El sol calentaba la tierra, la tierra calentaba el aire, el aire caliente subía como un globo, y el aire fresco de al lado venía corriendo a llenar el hueco. Y así por todo el mundo, sin parar. El viento no vivía en ninguna cueva: vivía en todas partes y en ninguna, siempre de paso, como un cartero que nunca se sienta. A {hero} le pareció lo más bonito que había descubierto nunca, más que {other.object.indef} o que {other2.object.indef}.',
            'Era así: el sol calienta el suelo, el suelo calienta el aire, ese aire calentito se va para arriba como un globo, y el aire fresquito de al lado corre a ocupar su sitio. Pasa en todas partes, a todas horas. O sea, que el viento no tenía casa: estaba siempre de viaje, como un cartero que nunca se sienta. A {hero} le pareció el descubrimiento más bonito del mundo, mejor que {other.object.indef} o que {other2.object.indef}.',
          ],
          bands: BIG,
        },
      ],
    },
    {
      scene: {
        place: 'home',
        time: 'evening',
        weather: 'wind',
        mood: 'happy',
        cast: ['hero', 'friend'],
        actions: { hero: 'stand', friend: 'stand' },
        object: 'world',
        framing: 'close',
      },
      text: [
        {
          alts: [
            'Al volver, {hero} se lo contó todo al abuelo, con {object.def} todavía en la mano.',
            'En casa, con {object.def} en la mano, {hero} se lo explicó todo al abuelo.',
          ],
        },
        {
          alts: [
            '«El viento no vive en ningún sitio, abuelo: ¡es aire que viaja!»',
            '«¡Abuelo, el viento no tiene casa: es aire que se va de viaje!»',
          ],
        },
        {
          text: 'El abuelo se quedó con la boca abierta: «¡Setenta años preguntándomelo, y me lo explicas tú!»',
          bands: OLDER,
        },
        {
          text: '«Menos mal que preguntaste», dijo {friend}, sacudiéndose las migas, «si no, todavía estaríamos gritándole a la cueva.»',
          friend: true,
        },
        {
          text: '«Menos mal que quise saberlo», pensó {hero}, {h:contentísimo|contentísima}, «si no, seguiría buscando cuevas {place.in}.»',
          friend: false,
        },
        {
          alts: [
            'El abuelo pidió que se lo explicara otra vez, despacio, con la piedra caliente y la pelusa. Luego sacó un libro viejo y buscaron una página que hablaba de vientos. Allí venían nombres preciosos: la brisa, el cierzo, el levante, la tramontana. «¿Lo ves?», dijo el abuelo. «Tiene muchos nombres porque viaja mucho, y seguro que también pasa.»',
            'El abuelo quiso oírlo otra vez, despacito, con la piedra caliente y la pelusa de ejemplo. Después bajaron de la estantería un libro gordo y encontraron una página entera de vientos, con nombres que sonaban a cuento: la brisa, el cierzo, el levante, la tramontana. «Fíjate», dijo el abuelo. «Tantos nombres tiene porque no para de viajar, y seguro que a veces se da una vuelta.»',
          ],
          bands: BIG,
        },
      ],
    },
    {
      scene: {
        place: 'home',
        time: 'night',
        weather: 'wind',
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
            'Esa noche, el viento sopló bajito contra la ventana: fiuuu, fiuuu.',
            'Por la noche, el viento rozó la ventana de {hero}: fiuuu, fiuuu.',
          ],
        },
        {
          alts: [
            '«Buenas noches, viento viajero», susurró {hero}, «saluda {creature.al} de mi parte.»',
            '{hero} sonrió bajo la manta: ese viento venía de lejos y solo estaba de paso.',
          ],
        },
        {
          alts: [
            'Y se durmió pensando en todos los sitios que el viento visitaría antes del amanecer.',
            'Fiuuu… el viento siguió su viaje, y {hero} empezó el suyo, el de los sueños.',
          ],
        },
        { text: 'A lo mejor, esa misma noche, el viento despeinaba {creature.al} en {creature.cama}.', bands: OLDER },
      ],
    },
  ],
  questions: [
    {
      question: '¿Qué le quitó el viento a {hero}?',
      right: '{^object.def}',
      wrong: ['{^other.object.def}', '{^other2.object.def}'],
    },
    {
      question: '¿Quién dijo que el viento vivía en una cueva?',
      right: '{^creature.def}',
      wrong: ['{^other.creature.def}', 'El abuelo'],
    },
    {
      question: '¿Qué encontraron en la bolsa al abrirla?',
      right: 'Nada: el viento se había escapado',
      wrong: ['Una nube pequeñita', '{^other.object.indef}'],
    },
    {
      question: '¿Cómo descubrió {hero} de dónde viene el viento?',
      right: 'Quiso saberlo y se puso a observar',
      wrong: ['Se lo leyeron en un libro', 'Se quedó esperando en la cueva'],
    },
  ],
};

const underWater: Plot = {
  id: 'curiosity-under-the-water',
  moral: 'curiosity',
  titles: ['Lo que hay debajo del agua', 'El mundo secreto {place.del}', '{hero} y la ventana del agua'],
  places: ['river', 'seaside', 'island'],
  creatures: ['frog', 'duck', 'turtle'],
  objects: ['shell', 'bell', 'boat', 'lantern'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'clear',
        mood: 'calm',
        cast: ['hero', 'friend'],
        actions: { hero: 'sit', friend: 'look-for' },
        object: null,
        framing: 'wide',
        prop: 'bridge',
      },
      text: [
        {
          alts: [
            '{hero} estaba en un muelle de madera {place.in}, con los pies colgando sobre el agua.',
            'Aquella mañana, {place.in}, {hero} se sentó en el viejo muelle con los pies colgando.',
          ],
        },
        {
          alts: [
            '«¿Qué habrá debajo del agua?», se preguntó.',
            'El agua hacía chap, chap, y {hero} se preguntó qué habría debajo.',
          ],
        },
        'Y justo entonces, en el fondo {place.del}, algo brilló: ¡tilín!',
        {
          text: '{friend} se asomó con cuidado, sin acercarse mucho al borde {place.del}: «¿Has visto eso?»',
          friend: true,
        },
        { text: 'Alrededor, {place.calma}, y nadie más parecía saber que allí abajo brillaba algo.', bands: OLDER },
        {
          text: '{hero} había mirado el agua mil veces, pero siempre por encima, como se mira una mesa. Nunca se le había ocurrido que el agua tenía un dentro, igual que una casa tiene habitaciones. ¿Quién vivía allí abajo, {creature.pl} o algo más pequeño? ¿Había calles, rincones, escondites para {creature.pl}? ¿Y qué era aquello que brillaba como una moneda al sol?',
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
        actions: { hero: 'look-for', friend: 'look-for' },
        object: null,
        framing: 'medium',
        prop: 'bridge',
      },
      text: [
        {
          alts: [
            'Primero, {hero} se tumbó en el muelle y miró el agua muy de cerca.',
            'Para ver mejor, {hero} se tumbó boca abajo y acercó la nariz al agua.',
          ],
        },
        {
          alts: [
            'Pero solo vio su propia cara, que le sacaba la lengua.',
            'Pero en el agua solo había una cosa: ¡su propia cara, con los ojos muy abiertos!',
          ],
        },
        {
          alts: [
            'Un pececillo pasó, plic, y la cara se deshizo en ondas.',
            'Una hoja cayó, plic, y la cara se rompió en mil ondas.',
          ],
        },
        {
          text: '{friend} hizo muecas en el agua y se rio: «¡Esto es un espejo, no una ventana!»',
          friend: true,
          bands: OLDER,
        },
        {
          text: 'El sol brillaba tanto encima del agua que todo el fondo {place.del} quedaba escondido.',
          bands: OLDER,
        },
        {
          text: '{hero} se quedó pensando, sentad{h:o|a} en el muelle. El agua era como una puerta con cortinas de luz: cuanto más sol hacía, más cerradas estaban. Los mayores decían que para ver el fondo había que bucear, pero {hero} todavía no sabía nadar tan hondo, y además el agua estaba fría. Tenía que haber otra forma de asomarse sin mojarse hasta las orejas, como {creature.pl}.',
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
        actions: { hero: 'carry', creature: 'splash' },
        object: null,
        framing: 'medium',
        prop: 'bridge',
      },
      text: [
        {
          alts: [
            'Luego llenó un cubo con agua y miró dentro: solo agua, y una ramita.',
            'Luego probó con un cubo: lo llenó en la orilla {place.del}, y dentro solo había agua y un poco de arena.',
          ],
        },
        {
          alts: [
            'Entonces, ¡plaf!, salió del agua {creature.indef} con los ojos muy abiertos.',
            'De repente, ¡plaf!, {creature.indef} asomó la cabeza junto al muelle.',
          ],
        },
        '«¿Qué haces con mi agua en un cubo?», preguntó {creature.def}, y {hero} le explicó que quería ver el fondo.',
        {
          text: '{^creature.def} sonrió: «Yo lo veo todos los días y es precioso, pero desde arriba, con tanto sol, no se ve nada.»',
          bands: OLDER,
        },
        {
          text: '{^creature.def} le contó que allí abajo había bosques de algas, piedras de todos los colores y una familia muy, muy pequeña que vivía en un sitio muy especial. «¿Qué familia?», preguntó {hero} {creature.al}. Pero {creature.def} solo se rio: «Tendrás que verlo con tus propios ojos.» Y eso a {hero} le dio todavía más ganas.',
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
        actions: { hero: 'look-for', friend: 'reach-up', creature: 'splash' },
        object: null,
        framing: 'close',
      },
      text: [
        {
          text: '{hero} pensó y pensó, mientras {creature.def} esperaba: tenía que quitar el brillo del sol…',
          bands: OLDER,
        },
        {
          alts: [
            '¡Ya lo tenía! Metió un tarro de cristal boca abajo en el agua, solo un poquito.',
            '¡Se le había ocurrido una idea: meter un tarro de cristal boca abajo en el agua, solo un poquito!',
          ],
        },
        {
          alts: [
            '¡Y el fondo del tarro se convirtió en una ventana, clarita como el aire!',
            '¡Y el tarro se convirtió en una ventanita, sin brillo y sin ondas!',
          ],
        },
        {
          text: '{friend} tuvo la otra mitad de la idea: «¡Y si nos ponemos a la sombra, se verá mejor!», y así fue.',
          friend: true,
        },
        { text: '«¡Qué buena idea!», dijo {creature.def}, y se metió en el agua para hacerles de guía.', bands: OLDER },
        {
          text: 'A {hero} le temblaban un poco las manos sobre el agua, y no era de frío. Era esa sensación de cuando vas a abrir un regalo y todavía no sabes si dentro hay {other.object.indef} o {other2.object.indef}. Acercó la cara al tarro despacito, muy despacito, para no asustar a nadie que viviera en el fondo {place.del}.',
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
        actions: { hero: 'look-for', friend: 'look-for', creature: 'splash' },
        object: 'world',
        objectAt: 'water',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Y allí estaba: ¡un mundo entero debajo del agua!',
            '¡Qué maravilla: debajo del agua había un mundo entero!',
          ],
        },
        {
          alts: [
            'Había algas que bailaban, caracoles despacito y pececillos de plata que saludaban {creature.al}.',
            'Había piedras de colores, algas que se mecían y pececillos que jugaban a pillar.',
          ],
        },
        'Y en medio, medio enterrad{o:o|a} en la arena, estaba lo que brillaba: ¡{object.indef}!',
        {
          text: '{friend} se olvidó del miedo al borde y se tumbó con la nariz pegada al tarro, al lado de {hero}.',
          friend: true,
          bands: OLDER,
        },
        { text: '{^creature.def} nadaba por allí abajo, saludando a {hero} a través del cristal.', bands: OLDER },
        {
          text: 'Era {object.indef} viej{o:o|a}, cubiert{o:o|a} de algas finitas, y parecía llevar allí muchísimo tiempo. Alguien, hacía años, {o:lo|la} habría perdido desde una barca {place.in}. {hero} pensó en lo bonit{o:o|a} que quedaría {object.def} en su estantería, limpi{o:o|a} y brillante. Casi se le escapa la mano para cogerl{o:o|a}.',
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
        actions: { hero: 'look-for', friend: 'stand', creature: 'splash' },
        object: 'world',
        objectAt: 'water',
        framing: 'close',
      },
      text: [
        'Pero entonces, de dentro {object.del}, salió un pececito diminuto, y otro, ¡y otro más!',
        '«Esa es la familia de la que te hablaba», dijo {creature.def}, «viven ahí dentro.»',
        {
          alts: [
            '{hero} miró un rato largo y dijo bajito: «Entonces {object.def} se queda donde está».',
            '{hero} sonrió: «Entonces {object.def} ya tiene dueños, y se queda donde está».',
          ],
        },
        {
          text: '«Mirar también es una manera de tener», dijo {friend} muy {f:serio|seria}, con los ojos puestos en {object.def}.',
          friend: true,
          bands: OLDER,
        },
        { text: '{hero} había venido a descubrir qué había en el fondo {place.del}, no a llevárselo.', bands: OLDER },
        {
          text: 'Era una decisión pequeña, allí junto {object.al}, pero a {hero} le pareció importante. Las ganas de saber le habían llevado hasta allí, y ahora sabía algo que casi nadie sabía: que dentro {object.del} hundid{o:o|a} vivía una familia de peces. Ese secreto valía mucho más que {object.indef} en una estantería, y {creature.def} lo sabía también.',
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
        actions: { hero: 'sit', friend: 'sit', creature: 'splash' },
        object: 'world',
        objectAt: 'water',
        framing: 'wide',
        prop: 'bridge',
      },
      text: [
        {
          alts: [
            'Se quedaron mirando hasta que el sol se puso {place.in}.',
            'Miraron y miraron, hasta que el sol se fue poniendo {place.in}.',
          ],
        },
        {
          text: 'Vieron un cangrejo que caminaba de lado junto {object.al} y una estrella de mar sin ninguna prisa.',
          bands: OLDER,
        },
        {
          text: '«Cuando quieres saber algo», dijo {friend}, «aunque falle el primer intento, siempre hay otra manera de mirar.»',
          friend: true,
        },
        {
          text: '«Cuando quieres saber algo», pensó {hero}, mirando {place.def}, «siempre hay otra manera de mirar.»',
          friend: false,
        },
        '{^creature.def} dijo adiós con un {creature.sonido} y se hundió despacito.',
        {
          text: 'Camino de casa, dejando atrás {place.def}, {hero} iba mirando todo con otros ojos: los charcos, la fuente de la plaza, el vaso de agua de la cena. Todo lo que parecía sencillo por fuera podía tener un dentro lleno de sorpresas, como el agua. Solo hacía falta querer saber, y buscar la manera de mirar, como {creature.def}.',
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
            'Esa noche, {hero} dejó el tarro de cristal en la mesilla, junto a la cama.',
            'Antes de dormir, {hero} puso en la mesilla el tarro mágico, que todavía olía {place.al}.',
          ],
        },
        {
          alts: [
            'Pensaba en los pececillos, dormidos dentro {object.del}.',
            'Allá lejos, dentro {object.del}, los pececillos también se iban a dormir.',
          ],
        },
        {
          alts: [
            'Y se quedó {h:dormido|dormida} oyendo, muy lejos, el chap, chap.',
            'Chap, chap… y {hero} soñó con las algas, que bailaban.',
          ],
        },
        {
          text: 'Y {creature.def}, en {creature.cama}, soñaba con una cara muy curiosa pegada a un tarro.',
          bands: OLDER,
        },
      ],
    },
  ],
  questions: [
    {
      question: '¿Dónde estaba {hero} al principio del cuento?',
      right: 'En un muelle de madera',
      wrong: ['En una barca', 'En un árbol'],
    },
    {
      question: '¿Qué vio {hero} al mirar el agua desde arriba?',
      right: 'Su propia cara',
      wrong: ['Un cangrejo', '{^other.object.indef}'],
    },
    {
      question: '¿Quién vivía dentro {object.del}?',
      right: 'Una familia de pececitos',
      wrong: ['{^other.creature.indef}', 'Un cangrejo gruñón'],
    },
    {
      question: '¿Qué usó {hero} para poder ver el fondo?',
      right: 'Un tarro de cristal',
      wrong: ['Un cubo', 'Una caña de pescar'],
    },
    {
      question: '¿Por qué dejó {hero} {object.def} en el agua?',
      right: 'Porque era la casa de los pececitos',
      wrong: ['Porque pesaba demasiado', 'Porque no le gustaba'],
    },
  ],
};

export const curiosityPlots: Plot[] = [footprints, windHouse, underWater];
