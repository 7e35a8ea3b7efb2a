/** Courage: out into the dark for a forgotten toy, up a tree for a friend's kite, into the waves for a lost ball. */
import type { Plot } from '../../format.js';
import { BIG, OLDER, SMALL } from '../bands.js';

const darkGarden: Plot = {
  id: 'courage-dark-garden',
  moral: 'courage',
  titles: ['{hero} y las sombras {place.del}', '¿Quién teme a la oscuridad?', '{^object.def} olvidad{o:o|a}'],
  places: ['garden', 'farm', 'village'],
  creatures: ['hedgehog', 'cat', 'mouse', 'owl'],
  objects: ['scarf', 'ball', 'book', 'drum'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'evening',
        weather: 'clear',
        mood: 'happy',
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'run', friend: 'stand', creature: 'run' },
        object: 'world',
        objectAt: 'ground',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Aquella tarde, {hero} jugó {place.in} hasta que se puso el sol.',
            'Toda la tarde, {hero} estuvo jugando {place.in}, hasta que el cielo se puso naranja.',
            '{hero} jugaba {place.in} con {creature.def}, y no se dio cuenta de que se hacía de noche.',
          ],
        },
        'Jugó con {object.def}, con {creature.def} y con las hojas.',
        {
          text: '{friend} se reía tanto que se le escapaba un hipo {place.in}: ¡hip, hip!',
          friend: true,
          bands: OLDER,
        },
        {
          text: '{^creature.def} {creature.anda} detrás de {hero} por {place.def}, sin parar.',
          friend: false,
          bands: OLDER,
        },
        'Luego mamá llamó a cenar, y {hero} entró corriendo, sin {object.def}.',
        {
          text: 'Con las prisas, {object.def} se quedó entre la hierba, muy {o:quieto|quieta}.',
          bands: OLDER,
        },
        { text: 'Alrededor, {place.calma}, y las primeras estrellas se encendían sobre {place.def}.', bands: OLDER },
        {
          text: '{object.def} era lo que más quería {hero} en el mundo: {o:lo|la} llevaba a todas partes, y por las noches dormía con {o:él|ella} muy cerquita. Pero aquella tarde había tanto que hacer que se le olvidó por completo, tirad{o:o|a} entre la hierba.',
          bands: BIG,
        },
      ],
    },
    {
      scene: {
        place: 'home',
        time: 'night',
        weather: 'clear',
        mood: 'worried',
        cast: ['hero', 'friend'],
        actions: { hero: 'stand', friend: 'sit' },
        object: null,
        framing: 'medium',
        prop: 'window',
      },
      text: [
        'A la hora de dormir, {hero} buscó {object.def} por todas partes.',
        {
          text: 'Mamá ya había apagado la luz, y en toda la casa solo se oía el tic-tac del reloj y el viento.',
          bands: OLDER,
        },
        '¡{^object.def} no estaba: se había quedado fuera, {place.in}!',
        {
          alts: [
            '{hero} miró por la ventana: {place.def} estaba negr{p:o|a} como la tinta.',
            'Por la ventana, {place.def} se veía oscur{p:o|a}, muy oscur{p:o|a}.',
          ],
        },
        { text: '{friend} se tapó con la manta hasta la nariz: —¡Ni hablar de salir {place.to} ahora!', friend: true },
        { text: 'Sin {object.def}, la cama de {hero} parecía enorme y fría.', friend: false },
        { text: 'Y a {hero} le daba miedo la oscuridad: un poquito, o quizá bastante.', bands: OLDER },
        {
          text: '{hero} intentó dormirse sin {object.def}: contó ovejas, contó estrellas, contó los cuadraditos de la manta. Pero cada vez que cerraba los ojos, pensaba en {object.def}, {o:solo|sola} ahí fuera, con el rocío de la noche. ¿Y si llovía, o si se {o:lo|la} llevaba el viento?',
          bands: BIG,
        },
      ],
    },
    {
      scene: {
        place: 'home',
        time: 'night',
        weather: 'clear',
        mood: 'worried',
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'sit', friend: 'sit', creature: 'hide' },
        object: null,
        framing: 'close',
        prop: 'bed',
      },
      text: [
        'Entonces {creature.def} asomó por la ventana: {creature.sonido}.',
        {
          text: '{^creature.def} había salido a dar su paseo de la noche {place.in}, pero volvía con las patitas temblando.',
          bands: OLDER,
        },
        '{hero} le pidió {creature.al}: —¿Puedes traerme {object.def}? Está fuera, {place.in}.',
        {
          alts: [
            'Pero {creature.def} miró la oscuridad, tembló, ¡y se metió debajo de la manta con {hero}!',
            '{^creature.def} dijo que sí, dio un paso fuera, y ¡zas!, volvió de un salto debajo de la manta.',
          ],
        },
        { text: '{friend} se rió bajito: —¡Ahora somos tres con miedo!', friend: true, bands: OLDER },
        { text: 'Ahora había dos con miedo debajo de la manta: {hero} y {creature.def}.', friend: false, bands: OLDER },
        {
          text: 'Debajo de la manta se estaba calentito, pero {object.def} seguía fuera, y {hero} supo que nadie iba a ir a buscarl{o:o|a} por {h:él|ella}. Si quería {object.def}, tendría que ir {h:él mismo|ella misma}.',
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
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'stand', friend: 'hide', creature: 'hide' },
        object: null,
        framing: 'wide',
        prop: 'fence',
      },
      text: [
        '{hero} abrió la puerta, despacito, y miró hacia {place.def}.',
        'Allí, junto a la valla, había una sombra enorme, con brazos largos que se movían.',
        { text: 'Y la sombra se balanceaba, como si llamara a {hero} desde {place.def}.', bands: OLDER },
        {
          alts: [
            '¡Era un monstruo, y {hero} cerró la puerta de golpe: pum!',
            '{hero} dio un grito, ¡aaah!, y le cerró la puerta al monstruo.',
          ],
        },
        {
          text: '{friend} se escondió detrás de la cortina, con los ojos como platos.',
          friend: true,
          bands: OLDER,
        },
        {
          text: '{^creature.def} se escondió detrás de {hero}, temblando: {creature.sonido}.',
          friend: false,
          bands: OLDER,
        },
        {
          text: '{hero} se quedó con la espalda pegada a la puerta, respirando muy deprisa, con el corazón haciendo pum-pum como un tambor. Pero entonces pensó en {object.def}, y pensó también que de día nunca había visto ningún monstruo: ¿de dónde habría salido aquel?',
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
        actions: { hero: 'walk', friend: 'walk', creature: 'walk' },
        object: 'lantern',
        objectState: 'lit',
        framing: 'medium',
      },
      text: [
        '{hero} cogió el farolillo de la cocina y miró otra vez hacia {place.def}, respirando hondo.',
        '{hero} dijo bajito: —Tengo miedo, pero voy a ir a buscar {object.def}.',
        { text: '{friend} se pegó a su lado: —Yo voy contigo, aunque me tiemble todo.', friend: true },
        { text: '{^creature.def} se subió a su hombro: —Y yo también voy, {hero}.', friend: false },
        { text: 'Y abrió la puerta otra vez, con el farolillo bien alto sobre {place.def}.', bands: OLDER },
        {
          text: '{hero} dio un paso fuera, luego otro, y el farolillo iba dejando un redondel de luz sobre {place.def}.',
          bands: OLDER,
        },
        {
          text: 'Tener miedo y quedarse debajo de la manta era fácil; tener miedo y salir {place.to} de todas formas, eso era otra cosa. {hero} no se sentía valiente en absoluto: las piernas le temblaban y tenía la boca seca como la tierra. Pero dio el primer paso, y después el segundo, y la luz del farolillo iba abriendo un caminito en la oscuridad.',
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
        actions: { hero: 'point', friend: 'stand', creature: 'stand' },
        object: 'world',
        objectAt: 'ground',
        framing: 'medium',
        prop: 'fence',
      },
      text: [
        'La luz del farolillo alumbró la sombra de la valla, y {hero} se llevó una sorpresa.',
        {
          alts: [
            '¡El monstruo era un espantapájaros con un sombrero viejo {place.in}!',
            '¡El monstruo solo era la ropa tendida, bailando con el viento!',
          ],
        },
        'Y allí, en la hierba, estaba {object.def}, esperando.',
        { text: '{hero} tocó la sombra con la punta del dedo: ¡solo era tela vieja!', bands: OLDER },
        { text: '{friend} se echó a reír {place.in}: —¡Nos ha asustado un sombrero!', friend: true, bands: OLDER },
        { text: '{hero} se echó a reír, y {creature.def} también: {creature.sonido}.', friend: false, bands: OLDER },
        {
          text: '{hero} levantó el farolillo y miró alrededor {place.del}: el árbol de siempre, el banco de siempre, las flores de siempre, todas dormidas. De noche, {place.def} no era un sitio de monstruos. Era {place.def} de siempre, solo que con el pijama puesto.',
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
        actions: { hero: 'carry', friend: 'walk', creature: 'walk' },
        object: 'world',
        framing: 'wide',
      },
      text: [
        '{hero} abrazó {object.def}, que estaba un poco húmed{o:o|a} de rocío.',
        {
          text: '{hero} volvió a casa sin correr, alumbrando {place.def} con el farolillo, como quien enseña su casa.',
          bands: OLDER,
        },
        {
          alts: [
            'Y de vuelta a casa, {hero} saludó a la sombra: —¡Buenas noches, señor espantapájaros!',
            'Y al volver, {hero} le dijo adiós a la sombra con la mano.',
          ],
        },
        {
          text: '{friend} dijo, de vuelta por {place.def}: —Ser valiente no es no tener miedo: es ir aunque lo tengas.',
          friend: true,
        },
        { text: '{hero} pensó: ser valiente no es no tener miedo, es ir aunque lo tengas.', friend: false },
        { text: 'Por encima {place.del}, la luna brillaba como un farolillo más grande.', bands: OLDER },
        {
          text: '{^creature.def} caminaba muy {c:orgulloso|orgullosa} al lado de {hero}, como si hubiera sido idea suya desde el principio. Y {hero} se dio cuenta de que el miedo no se había ido del todo: seguía ahí, chiquitito, en un rincón, pero ya no mandaba él, sino {hero}.',
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
        cast: ['hero', 'creature'],
        actions: { hero: 'sleep', creature: 'sleep' },
        object: 'world',
        objectAt: 'on-prop',
        framing: 'medium',
        prop: 'bed',
      },
      text: [
        'Por fin, {hero} se metió en la cama con {object.def} muy cerquita.',
        '{^creature.def} se acurrucó a los pies de la cama: {creature.sonido}.',
        {
          text: 'El farolillo se quedó encendido un ratito en la mesilla, y luego {hero} lo apagó {h:él solito|ella solita}.',
          bands: OLDER,
        },
        {
          text: 'Antes de dormirse, {hero} pensó que mañana, cuando jugara {place.in}, saludaría a aquella sombra con la mano. Porque ahora {hero} sabía un secreto: que de noche, {place.def} sigue siendo {place.def}, con su árbol de siempre y su banco de siempre, esperando a que salga el sol.',
          bands: BIG,
        },
        {
          alts: [
            'Fuera, {place.def} dormía tranquil{p:o|a}, sin ningún monstruo.',
            'Fuera, en {place.def} oscur{p:o|a}, solo había sombras amigas.',
          ],
        },
      ],
    },
  ],
  questions: [
    {
      question: '¿Qué se le olvidó a {hero} fuera?',
      right: '{^object.def}',
      wrong: ['{^other.object.def}', '{^other2.object.def}'],
    },
    {
      question: '¿Qué hizo {creature.def} cuando vio la oscuridad?',
      right: 'Se escondió debajo de la manta',
      wrong: ['Salió corriendo a buscar {object.def}', 'Se quedó {c:dormido|dormida}'],
    },
    {
      question: '¿Qué era en realidad la sombra tan grande?',
      right: 'Algo de siempre, movido por el viento',
      wrong: ['Un oso de verdad', '{^other.creature.indef} gigante'],
    },
    { question: '¿Qué llevó {hero} para salir de noche?', right: 'Un farolillo', wrong: ['Un paraguas', 'Una manta'] },
    {
      question: '¿Por qué fue {hero} valiente?',
      right: 'Porque salió aunque tenía miedo',
      wrong: ['Porque nunca tiene miedo', 'Porque se lo mandó su mamá'],
    },
  ],
};

const treeKite: Plot = {
  id: 'courage-tall-tree',
  moral: 'courage',
  titles: ['El árbol más alto {place.del}', '{^object.def} en lo alto', '{hero} sube al árbol'],
  places: ['meadow', 'park', 'mountain'],
  creatures: ['fawn', 'rabbit', 'puppy', 'turtle'],
  objects: ['kite', 'scarf', 'umbrella'],
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
        objectAt: 'up-tree',
        framing: 'wide',
        prop: 'tall-tree',
      },
      text: [
        {
          alts: [
            'Soplaba un viento juguetón {place.in}, y {creature.def} estrenaba {object.indef} amarill{o:o|a}.',
            'Aquella mañana de viento, {creature.def} había traído {place.to} su {object.nom} amarill{o:o|a}.',
            'Hacía viento, y {creature.def} paseaba feliz con {object.indef} amarill{o:o|a}.',
          ],
        },
        '{hero} y {creature.def} jugaban y reían.',
        {
          text: '{hero} y {creature.def} corrían detrás {object.del}, con el pelo alborotado por el viento.',
          bands: OLDER,
        },
        {
          text: '{friend} corría detrás del viento, como si pudiera atraparlo.',
          friend: true,
          bands: OLDER,
        },
        'Pero de pronto, ¡fiuuu!, una ráfaga se llevó {object.def} por los aires.',
        {
          text: '{^object.def} dio tres vueltas sobre {place.def} y se quedó {o:enganchado|enganchada} en lo más alto de un árbol.',
          bands: OLDER,
        },
        {
          text: 'El árbol era el más alto: tan alto que las ramas de arriba parecían tocar las nubes, y tan viejo que tenía el tronco lleno de nudos, como escalones torcidos. Allí arriba, {object.def} se movía con el viento, como si saludara.',
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
        actions: { hero: 'point', friend: 'stand', creature: 'stand' },
        object: 'world',
        objectAt: 'up-tree',
        framing: 'medium',
        prop: 'tall-tree',
      },
      text: [
        '{^object.def} se quedó allí arriba, en el árbol más alto.',
        '{^creature.def} se puso a llorar: {creature.sonido}, {creature.sonido}.',
        {
          text: '{^creature.def} tiraba de la manga de {hero}: —¿Qué hacemos con {object.def}, qué hacemos?',
          bands: OLDER,
        },
        {
          alts: [
            '{^creature.def} dijo: —¡Es mi {object.nom} favorit{o:o|a}, y yo no sé trepar!',
            '{^creature.def} sollozó: —¡Mi {object.nom}! ¡Y yo con estas patas no sé subir a los árboles!',
          ],
        },
        {
          text: '{friend} miró hacia arriba y se mareó un poco: —Uf, qué alto está {object.def}.',
          friend: true,
          bands: OLDER,
        },
        {
          alts: [
            '{hero} miró hacia arriba, y sintió un cosquilleo en la barriga.',
            '{hero} echó la cabeza atrás para verle la copa, y se le encogió la barriga.',
          ],
          friend: false,
          bands: OLDER,
        },
        {
          text: 'A {hero} le daban miedo las alturas: no mucho en los columpios, pero sí en los sitios altos de verdad, donde el suelo se ve pequeñito y las piernas se vuelven de gelatina. Y el árbol era, sin duda, un sitio alto de verdad.',
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
        actions: { hero: 'sit', friend: 'fall', creature: 'stand' },
        object: 'world',
        objectAt: 'up-tree',
        framing: 'medium',
        prop: 'tall-tree',
      },
      text: [
        'Primero, {hero} saltó lo más alto que pudo {place.in}: ¡hop, hop, hop!',
        {
          alts: [
            '{hero} probó a saltar desde una piedra, ¡pero tampoco llegaba!',
            '{hero} se subió a una piedra y saltó con los brazos estirados: ¡nada, ni tocarlo!',
          ],
          bands: OLDER,
        },
        'Pero {object.def} estaba mucho más arriba, y {hero} acabó sentad{h:o|a} en la hierba: ¡plof!',
        { text: '{friend} saltó también, y se cayó encima de {hero}: ¡qué montón!', friend: true },
        { text: '{^creature.def} soltó una risita, con los ojos todavía mojados.', bands: OLDER },
        {
          text: '{hero} se quedó un momento tumbad{h:o|a} en la hierba, mirando {object.def} allá arriba. Saltar no servía para alcanzar {object.def}: hacía falta otra idea, una que no llevara a {hero} demasiado cerca de las nubes.',
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
        actions: { hero: 'reach-up', friend: 'stand', creature: 'stand' },
        object: 'world',
        objectAt: 'up-tree',
        framing: 'medium',
        prop: 'tall-tree',
      },
      text: [
        'Luego, {hero} lanzó una piña hacia {object.def}, para hacer{o:lo|la} caer.',
        {
          alts: [
            'Pero la piña se quedó también en el árbol, ¡al lado {object.del}!',
            'La piña subió, subió… ¡y se quedó {object.def} arriba, y la piña también!',
          ],
        },
        {
          alts: [
            '¡Ahora había dos cosas en el árbol más alto!',
            '¡Vaya, ahora eran dos las cosas atascadas allá arriba!',
          ],
        },
        {
          text: '{friend} se rascó la cabeza: —Como sigamos así, vamos a colgar en el árbol {p:todo|toda} {place.def}.',
          friend: true,
          bands: OLDER,
        },
        { text: '{^creature.def} suspiró, muy bajito: {creature.sonido}.', bands: OLDER },
        {
          text: '{hero} miró el tronco del árbol, con sus nudos como escalones. Miró {creature.al}, que no sabía trepar. Y supo, con un nudo en la garganta, que solo quedaba una manera de recuperar {object.def}, y que esa manera empezaba en el primer nudo del tronco.',
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
        actions: { hero: 'climb', friend: 'point', creature: 'point' },
        object: 'world',
        objectAt: 'up-tree',
        framing: 'wide',
        prop: 'tall-tree',
      },
      text: [
        {
          alts: [
            '{hero} puso las manos en el tronco del árbol y dijo: —Voy a subir.',
            '{hero} se frotó las manos, las apoyó en la corteza y susurró: —Allá voy.',
          ],
        },
        {
          alts: [
            'Pie en un nudo, mano en una rama, otro nudo, otra rama.',
            'Un pie aquí, una mano allá, y otro pie, y otra mano.',
          ],
        },
        {
          alts: [
            'La corteza del árbol olía a resina y a lluvia vieja.',
            'La corteza raspaba un poco y olía a bosque mojado.',
          ],
          bands: OLDER,
        },
        { text: 'Un nudo, una rama, despacito, despacito, sin mirar al suelo.', bands: SMALL },
        {
          text: '{friend} le guiaba desde abajo: —¡Ahora la rama gorda, la que está más cerca {object.del}!',
          friend: true,
        },
        {
          text: '{^creature.def} le guiaba desde abajo: —¡Ahora la rama gorda, la que está más cerca {object.del}!',
          friend: false,
        },
        {
          text: 'A mitad del árbol, a {hero} le temblaron las piernas, y se abrazó al tronco.',
          bands: OLDER,
        },
        {
          text: '«No mires abajo, mira la próxima rama», se dijo {hero}, y eso hizo: solo la próxima rama, y luego la próxima, sin pensar en lo alto que estaba. El miedo iba subiendo con {h:él|ella}, agarrado a su espalda como una mochila, pero {hero} seguía subiendo igual, rama a rama, por el árbol más alto.',
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
        actions: { hero: 'climb', friend: 'wave', creature: 'wave' },
        object: 'world',
        framing: 'medium',
        prop: 'tall-tree',
      },
      text: [
        '¡Por fin, {hero} llegó arriba y cogió {object.def}!',
        {
          text: '{^object.def} estaba {o:enredado|enredada} en una rama, y {hero} l{o:o|a} soltó con mucho cuidado.',
          bands: OLDER,
        },
        {
          alts: [
            'Desde allí se veía {p:todo|toda} {place.def}, pequeñit{p:o|a}, como un juguete.',
            'Desde lo alto, {place.def} parecía un mapa de colores.',
          ],
        },
        {
          text: 'Y de paso, {hero} cogió también la piña, que seguía allí, muy tranquila, mirando {place.def}.',
          bands: OLDER,
        },
        '{^creature.def} aplaudía desde abajo: {creature.sonido}, ¡bravo!',
        {
          text: '{friend} gritaba: —¡Eres {h:el más valiente|la más valiente} de todos!',
          friend: true,
          bands: OLDER,
        },
        {
          text: 'Durante un momento, {hero} se quedó quiet{h:o|a} allí arriba, con {object.def} en la mano y el viento en la cara. El miedo seguía ahí, pequeñito, pero ahora había algo más grande a su lado: una alegría enorme, tan grande como {place.def}, de esas que solo se sienten cuando haces algo que creías que no podías hacer.',
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
        actions: { hero: 'give', friend: 'stand', creature: 'hug' },
        object: 'world',
        objectAt: 'creature',
        framing: 'close',
        prop: 'tall-tree',
      },
      text: [
        {
          alts: [
            '{hero} bajó despacito, nudo a nudo, hasta la hierba.',
            'Y luego, despacito, {hero} bajó hasta poner los pies en el suelo.',
          ],
        },
        '{hero} le dio {object.def} {creature.al}, y {creature.def} {o:lo|la} abrazó fuerte.',
        {
          text: '{^creature.def} le dio a {hero} un abrazo tan grande que casi se caen los dos en la hierba.',
          bands: OLDER,
        },
        {
          text: '{friend} le preguntó si no tenía miedo a las alturas, y {hero} contestó, sin soltar {object.def}: —Sí, pero subí igual.',
          friend: true,
        },
        {
          text: '{^creature.def} le preguntó si no tenía miedo, y {hero} contestó, mirando el árbol: —Sí, pero subí igual.',
          friend: false,
        },
        {
          alts: [
            'Y se sentaron juntos a la sombra del árbol más alto, que ya no parecía tan alto.',
            'Luego descansaron los dos abajo, a la sombra, y desde allí el árbol ya no parecía un gigante.',
          ],
          bands: OLDER,
        },
        {
          text: '{hero} miró el árbol desde abajo, y le pareció distinto: ya no era un gigante que daba miedo, sino un árbol con nudos como escalones, que {hero} conocía de memoria. A lo mejor, pensó mirando {object.def}, las cosas que dan miedo se hacen más pequeñas cuando las subes.',
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
            'Esa noche, {hero} soñó con el árbol más alto.',
            'Aquella noche, en sueños, {hero} volvió a trepar, nudo a nudo, hasta las nubes.',
          ],
        },
        {
          text: '{^object.def} {creature.del} dormía también, bien {o:guardado|guardada}, lejos del viento.',
          bands: OLDER,
        },
        {
          text: 'Y mientras se dormía, {hero} pensó que a lo mejor un día volvería a subir al árbol, no para rescatar nada, sino solo para ver desde arriba cómo se despierta el sol sobre {place.def}.',
          bands: BIG,
        },
        {
          alts: [
            'En el sueño, {hero} subía por el árbol hasta las estrellas, nudo a nudo, sin nada de miedo.',
            'Y en el sueño, {object.def} volaba, y {hero} l{o:o|a} seguía hasta la luna.',
          ],
        },
      ],
    },
  ],
  questions: [
    {
      question: '¿Qué se llevó el viento?',
      right: '{^object.def} {creature.del}',
      wrong: ['{^other.object.def} {creature.del}', 'El sombrero de {hero}'],
    },
    {
      question: '¿Dónde se quedó {object.def}?',
      right: 'En lo alto de un árbol',
      wrong: ['En el tejado', 'En el río'],
    },
    {
      question: '¿Qué le daba miedo a {hero}?',
      right: 'Las alturas',
      wrong: ['La oscuridad', 'El agua'],
      bands: ['8-10'],
    },
    { question: '¿Qué lanzó {hero} hacia {object.def}?', right: 'Una piña', wrong: ['Una piedra', 'Un zapato'] },
    {
      question: '¿Por qué subió {hero} aunque tenía miedo?',
      right: 'Para ayudar {creature.al} a recuperar {object.def}',
      wrong: ['Para ver las nubes', 'Porque le gusta mucho trepar'],
    },
  ],
};

const intoTheWaves: Plot = {
  id: 'courage-into-the-waves',
  moral: 'courage',
  titles: ['{hero} y las olas', '{^object.def} en el agua', 'Un paso, y otro paso'],
  places: ['seaside', 'river', 'island'],
  creatures: ['duck', 'frog', 'turtle', 'puppy'],
  objects: ['ball', 'boat', 'shell'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'clear',
        mood: 'happy',
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'stand', friend: 'build', creature: 'walk' },
        object: 'world',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Una mañana de sol, {hero} jugaba {place.in} con {creature.def}.',
            'Hacía un sol precioso, y {hero} y {creature.def} jugaban en la orilla.',
            'Aquella mañana, {hero} bajó {place.to} a jugar con {creature.def}.',
          ],
        },
        'Jugaban con {object.indef} de colores, muy cerca del agua.',
        {
          text: '{friend} hacía castillos en la orilla {place.del}, y se le caían todos: ¡plof!',
          friend: true,
          bands: OLDER,
        },
        { text: '{^creature.def} {creature.anda} por la orilla {place.del}, salpicando.', friend: false, bands: OLDER },
        {
          alts: [
            'A {hero} le gustaba la orilla, pero el agua le daba un poco de miedo.',
            '{hero} se lo pasaba bien en la arena, pero meterse en el mar ya era otra cosa.',
          ],
        },
        {
          text: 'Las olitas venían y se iban: shhh, shhh, y a veces mojaban los pies de {hero}, que daba un saltito hacia atrás.',
          bands: OLDER,
        },
        {
          text: 'No era un miedo de gritar, sino un miedo pequeño y frío, como el agua cuando te toca de repente. {hero} siempre se quedaba en la orilla {place.del}, donde la arena estaba seca, mirando cómo los demás se mojaban los pies y se reían.',
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
        actions: { hero: 'stand', friend: 'stand', creature: 'stand' },
        object: 'world',
        objectAt: 'water',
        framing: 'medium',
      },
      text: [
        'De pronto, {object.def} se escapó rodando y se metió en el agua.',
        { text: '{^object.def} se alejaba balanceándose, como si se fuera de paseo por {place.def}.', bands: OLDER },
        {
          alts: [
            '¡Chof! Y el agua empezó a llevárse{o:lo|la}, despacito, despacito.',
            'El agua l{o:o|a} mecía y l{o:o|a} alejaba, poquito a poco.',
          ],
        },
        '{^creature.def} gritó: —¡Que se va {object.def}, que se va!',
        {
          text: '{friend} se quedó {f:paralizado|paralizada}, mirando {object.def}.',
          friend: true,
          bands: OLDER,
        },
        '{^creature.def} no podía ir a buscar{o:lo|la}: aquel día tenía una patita vendada.',
        {
          text: '{hero} miró {object.def}, flotando un poco más lejos cada vez. El agua no era profunda, la veía clarita, con piedrecitas en el fondo {place.del}. Pero eso no quería decir que no diera miedo, porque el miedo, pensó {hero}, no mira lo profunda que es el agua.',
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
        actions: { hero: 'fall', friend: 'stand', creature: 'sit' },
        object: 'world',
        objectAt: 'water',
        framing: 'medium',
      },
      text: [
        'Primero, {hero} cogió un palo largo para alcanzar {object.def}.',
        {
          alts: [
            'Luego probó con un palo más largo, pero pesaba tanto que {hero} se tambaleó como un flan.',
            'Después arrastró una rama enorme, tan pesada que {hero} se bamboleó como un flan.',
          ],
          bands: OLDER,
        },
        {
          alts: [
            'Se estiró, y se estiró, pero el palo era demasiado corto.',
            'Estiró el brazo todo lo que pudo, pero no, no llegaba.',
          ],
        },
        {
          alts: [
            'Y al estirarse tanto, {hero} se cayó sentad{h:o|a} en la arena mojada: ¡chof!',
            'Se estiró tanto que acabó de culo en la arena mojada: ¡plof!',
          ],
        },
        {
          alts: [
            '{friend} le ayudó a levantarse, y los dos tenían arena hasta en las orejas.',
            '{friend} le ayudó a levantarse, y se rieron: tenían arena hasta en las cejas.',
          ],
          friend: true,
        },
        { text: '{^creature.def} soltó una risita, {creature.sonido}, y {hero} también se rió.', bands: OLDER },
        {
          text: '{hero} se sacudió la arena y volvió a mirar {object.def}, que estaba un poquito más lejos: si seguía probando cosas desde la orilla, se {o:lo|la} llevaría el agua antes de que se le ocurriera algo mejor.',
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
        actions: { hero: 'stand', friend: 'stand', creature: 'sit' },
        object: 'world',
        objectAt: 'water',
        framing: 'wide',
      },
      text: [
        'Luego, {hero} le pidió al agua: —Agua, por favor, devuélveme {object.def}.',
        {
          text: 'El agua brillaba al sol, y {object.def} parecía decir adiós con cada olita.',
          bands: OLDER,
        },
        '¡Pero vino una ola, shhh, y se llevó {object.def} un poquito más lejos!',
        {
          alts: [
            '{friend} dijo: —Creo que el agua no entiende de «por favor».',
            '{friend} dijo: —Me parece que las olas no hacen caso a nadie.',
          ],
          friend: true,
          bands: OLDER,
        },
        { text: '{^creature.def} miraba {object.def} con los ojos muy tristes.', bands: OLDER },
        {
          text: '{hero} miró el agua, y el agua siguió a lo suyo, shhh, shhh, sin hacer ningún caso. Entonces {hero} entendió que nadie iba a traer {object.def} desde {place.def}: ni el palo, ni el agua, ni la suerte: si alguien tenía que ir, era {h:él|ella}.',
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
        actions: { hero: 'splash', friend: 'splash', creature: 'wave' },
        object: 'world',
        objectAt: 'water',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            '{hero} respiró hondo y dijo: —Tengo miedo, pero voy a entrar en el agua.',
            '{hero} tomó aire, mucho aire, y dijo: —Me da miedo, pero allá voy.',
          ],
        },
        {
          alts: [
            '{hero} contaba en voz alta para darse ánimo: uno, dos, tres pasos en el agua.',
            '{hero} contaba bajito, para ser valiente: uno, dos, tres pasitos.',
          ],
          bands: OLDER,
        },
        {
          alts: [
            'Metió un pie en el agua, uy, qué fría, y luego el otro pie.',
            'Primero un pie, uy, qué frío, y después el otro.',
          ],
        },
        { text: 'Un paso, y otro paso, y otro paso más, hacia {object.def}.', bands: SMALL },
        {
          text: '{friend} se puso a su lado, y entraron juntos en el agua, paso a paso: —Tú y yo, despacito.',
          friend: true,
        },
        { text: '{^creature.def} le animaba desde la orilla: —¡Paso a paso, {hero}!', friend: false },
        {
          alts: [
            'El agua solo le llegaba a las rodillas, y le hacía cosquillas.',
            'Las olitas le cubrían solo hasta las rodillas y le hacían cosquillas.',
          ],
          bands: OLDER,
        },
        {
          text: 'Cada paso hacia {object.def} era un poquito menos difícil que el anterior. El agua fría dejaba de estar fría; las piedrecitas del fondo eran redondas y suaves; y unos pececitos diminutos se acercaban a mirar los pies de {hero}, muy curiosos. El miedo iba haciéndose más y más pequeño, como una ola que se queda en la orilla {place.del}.',
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
        actions: { hero: 'splash', friend: 'wave', creature: 'run' },
        object: 'world',
        framing: 'wide',
      },
      text: [
        '{hero} estiró la mano, un poquito más, ¡y atrapó {object.def}!',
        {
          alts: [
            '{hero} levantó {object.def} bien alto sobre el agua: ¡lo había conseguido!',
            '¡{^object.def} estaba a salvo, y {hero} estaba en medio del agua, sonriendo!',
          ],
        },
        '{^creature.def} saltaba de alegría en la orilla: {creature.sonido}, {creature.sonido}.',
        { text: '{hero} volvió a la orilla muy despacito, con {object.def} bien {o:agarrado|agarrada}.', bands: OLDER },
        { text: '{friend} gritó desde el agua: —¡Lo has hecho, lo has hecho!', friend: true, bands: OLDER },
        {
          text: 'Y entonces pasó algo raro: a {hero} ya no le daba miedo el agua, ni un poquito.',
          bands: OLDER,
        },
        {
          text: '{hero} se quedó un momento allí, en medio del agua, con {object.def} en las manos. Sentía el sol en la cara y el agua en las rodillas, y pensó que era un sitio precioso para estar, y que se lo había estado perdiendo todo aquel tiempo, {h:quieto|quieta} en la arena seca.',
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
        '{hero} salió del agua y le dio {object.def} {creature.al}.',
        '{^creature.def} dijo: —¡Gracias, qué valiente has sido!',
        {
          text: '{friend} le guiñó un ojo en la orilla {place.del}: —Valiente es quien tiene miedo y da el paso igual.',
          friend: true,
        },
        { text: '{hero} pensó: valiente es quien tiene miedo y da el paso igual.', friend: false },
        {
          alts: [
            'Y aquella tarde, {hero} volvió a meter los pies en el agua, solo por gusto.',
            'Y antes de irse, {hero} chapoteó un ratito más en el agua, riendo.',
          ],
        },
        { text: 'El sol se fue poniendo naranja sobre {place.def}, y las olitas seguían: shhh, shhh.', bands: OLDER },
        {
          text: '{^creature.def} prometió que, en cuanto se le curara la patita, entrarían juntos al agua, y que le enseñaría a {hero} a hacer burbujas. Y {hero}, que por la mañana no se atrevía a mojarse los pies, dijo que sí sin pensarlo dos veces.',
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
            'Esa noche, en la cama, {hero} todavía sentía las cosquillas del agua en los pies.',
            'Ya en la cama, a {hero} todavía le hacían cosquillas los pies, como si el mar siguiera allí.',
          ],
        },
        { text: '{^object.def} descansaba en la silla, todavía con gotitas del agua.', bands: OLDER },
        {
          text: 'Antes de dormirse, {hero} pensó en las cosas que todavía le daban un poco de miedo: la oscuridad, los perros grandes, los truenos. Y pensó que a lo mejor, con cada una de ellas, bastaba con lo mismo que con el agua: un paso, y otro paso, y otro paso más.',
          bands: BIG,
        },
        {
          alts: [
            'Y se durmió oyendo, muy lejos, las olitas: shhh, shhh…',
            'A lo lejos, el agua cantaba bajito: shhh, shhh, a dormir.',
          ],
        },
      ],
    },
  ],
  questions: [
    {
      question: '¿Con qué jugaban {hero} y {creature.def}?',
      right: 'Con {object.indef} de colores',
      wrong: ['Con {other.object.indef}', 'Con una pala'],
    },
    {
      question: '¿Qué le daba miedo a {hero} al principio?',
      right: 'El agua',
      wrong: ['La oscuridad', 'Los árboles altos'],
    },
    {
      question: '¿Qué pasó cuando {hero} usó el palo?',
      right: 'Era demasiado corto y se cayó en la arena',
      wrong: ['Alcanzó {object.def} enseguida', 'Se rompió en dos'],
    },
    {
      question: '¿Cómo recuperó {hero} {object.def}?',
      right: 'Entrando en el agua paso a paso',
      wrong: ['Con una red', '{^other.creature.def} se {o:lo|la} trajo'],
    },
    {
      question: '¿Cómo se sintió {hero} al final, en medio del agua?',
      right: '{h:Contento y orgulloso|Contenta y orgullosa}',
      wrong: ['{h:Asustado|Asustada}', '{h:Enfadado|Enfadada}'],
    },
  ],
};

export const couragePlots: Plot[] = [darkGarden, treeKite, intoTheWaves];
