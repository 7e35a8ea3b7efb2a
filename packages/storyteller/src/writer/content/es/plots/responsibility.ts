/** Responsibility: the gate left open, the neighbour's plants, the borrowed toy. */
import type { Plot } from '../../format.js';
import { BIG, OLDER } from '../bands.js';

const openGate: Plot = {
  id: 'responsibility-open-gate',
  moral: 'responsibility',
  titles: ['La puerta del corral', '¡Se han escapado las gallinas!', '{hero} cierra la puerta'],
  places: ['farm', 'village', 'meadow', 'mountain'],
  creatures: ['puppy', 'duck', 'cat', 'hedgehog'],
  objects: ['bell', 'lantern', 'basket'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'evening',
        weather: 'clear',
        mood: 'calm',
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'stand', friend: 'point', creature: 'walk' },
        object: null,
        framing: 'wide',
        prop: 'fence',
      },
      text: [
        {
          alts: [
            '{place.in}, {hero} tenía un trabajo importante: cerrar cada tarde la puerta del corral.',
            'Cada tarde, {place.in}, le tocaba a {hero} cerrar la puerta del corral de las gallinas.',
          ],
        },
        {
          alts: [
            '«Si la puerta se queda abierta, las gallinas se escapan», decía siempre papá.',
            'Papá se lo había explicado bien: «Puerta abierta, gallinas fuera».',
          ],
        },
        {
          alts: [
            'Y {hero} nunca se olvidaba, y {creature.def} {h:le|la} acompañaba siempre.',
            'Cada tarde, {hero} y {creature.def} iban al corral, y clac, puerta cerrada.',
          ],
        },
        {
          text: '{friend} solía ayudarle a contar las gallinas: «Una, dos, tres… ¡y la pintada!»',
          friend: true,
        },
        {
          text: '{hero} contaba las gallinas {h:solito|solita}: una, dos, tres… y la pintada, que siempre llegaba la última.',
          friend: false,
          bands: OLDER,
        },
        {
          text: 'Era un trabajo pequeño, pero {hero} se sentía mayor cerrando el corral, con {creature.def} al lado.',
          bands: OLDER,
        },
        {
          text: 'A {hero} le gustaba aquel momento del día: el sol se ponía naranja, las gallinas se subían a sus palos cacareando bajito, y {creature.def} vigilaba desde la esquina como un guardia. Papá le había dado el trabajo en primavera, con mucha ceremonia, como quien entrega una medalla, y le había dicho: «Confío en ti», y {hero} se había sentido más alt{h:o|a} que el granero.',
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
        actions: { hero: 'run', friend: 'run', creature: 'stand' },
        object: null,
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Pero aquella tarde, {place.in}, había una carrera de caracoles.',
            'Pero aquella tarde, los primos montaron un partido de fútbol {place.in}.',
          ],
        },
        {
          alts: [
            '{hero} jugó y jugó hasta que se hizo de noche… y se olvidó de la puerta.',
            '{hero} se divirtió tanto que, cuando se dio cuenta, ya había salido la luna… y la puerta seguía abierta.',
          ],
        },
        {
          alts: [
            '{^creature.def} hizo {creature.sonido} muy fuerte para avisar, pero nadie le hizo caso.',
            '{^creature.def} intentó avisar con un {creature.sonido}, pero {hero} no lo oyó.',
          ],
        },
        {
          text: '{friend} también se olvidó, porque iba ganando y no quería dejar el partido.',
          friend: true,
          bands: OLDER,
        },
        {
          text: '{hero} iba ganando, y cada vez que pensaba en volver {place.to}, alguien le pasaba la pelota.',
          friend: false,
          bands: OLDER,
        },
        { text: 'Todo el mundo gritaba y reía, y la tarde pasó volando.', bands: OLDER },
        {
          text: 'Ni siquiera fue un olvido de los grandes: el juego estaba tan divertido que la hora de siempre pasó de largo, como un tren en el que no te subes. {hero} pensaba «ahora voy, al acabar esta», y luego «ahora, de verdad», y luego ya no pensaba nada, porque {creature.def} le había pasado la pelota. Mientras tanto, al otro lado {place.del}, la puerta del corral se mecía con el viento, abierta de par en par.',
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
        actions: { hero: 'stand', friend: 'hide', creature: 'hide' },
        object: null,
        framing: 'wide',
        prop: 'fence',
      },
      text: [
        {
          alts: [
            'A la mañana siguiente… ¡las gallinas estaban por {p:todo|toda} {place.def}!',
            'Por la mañana, ¡no quedaba ni una gallina en el corral!',
          ],
        },
        {
          alts: [
            'Una estaba en el tejado, otra dentro de {other.object.indef}, y otra encima de la bici del cartero.',
            'Había una en la fuente, otra en el tendedero y otra en la cabeza de un espantapájaros.',
          ],
        },
        {
          alts: [
            '«¡Cocorocó!», gritaban, muy contentas con su aventura {place.in}.',
            'Y cacareaban felices, como si {place.def} {p:entero|entera} fuera suyo.',
          ],
        },
        {
          text: '{friend} se quedó sin aliento: «¡Ay, ay, ay, la puerta!», y {creature.def} escondió la cabeza.',
          friend: true,
        },
        {
          text: '{hero} se puso roj{h:o|a} como un tomate: la puerta del corral era cosa suya.',
          bands: OLDER,
        },
        {
          text: 'A {hero} se le encogió el estómago: podía decir que había sido el viento, o que alguien había abierto la puerta por la noche, o que las gallinas sabían abrir cerrojos, y nadie podría demostrar lo contrario. Pero {hero} sabía la verdad, y {creature.def}, que miraba a {hero} con las orejas gachas, también la sabía. Respiró hondo y fue a buscar a papá, con {creature.def} pegad{c:o|a} a sus talones.',
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
        actions: { hero: 'walk', friend: 'walk', creature: 'walk' },
        object: null,
        framing: 'medium',
      },
      text: [
        {
          alts: [
            '«Papá, ayer me olvidé de cerrar la puerta», dijo {hero}. «Ha sido culpa mía, y lo voy a arreglar.»',
            '{hero} fue a ver a papá y le dijo la verdad: «Me olvidé de la puerta, pero yo las recojo».',
          ],
        },
        {
          alts: [
            'Papá asintió despacio: «Muy bien. Es tu trabajo: adelante.»',
            'Papá le puso la mano en el hombro: «Gracias por decírmelo. Adelante, son tuyas.»',
          ],
        },
        {
          alts: [
            'Y {hero} salió a buscar las gallinas por {p:todo|toda} {place.def}.',
            '{hero} se arremangó y salió {place.to} a por las gallinas.',
          ],
        },
        { text: '{friend} se arremangó también: «Yo también me olvidé, ¡vamos {place.to}!»', friend: true },
        { text: '{^creature.def} se puso a su lado, muy dispuest{c:o|a} a ayudar.', bands: OLDER },
        {
          text: 'Papá podría haberlas recogido en diez minutos, porque sabía cómo, pero no lo hizo, y {hero} lo entendió: si el trabajo era de {hero}, el arreglo también. Y aunque daba un poco de vergüenza, también era un alivio, porque ya no había que esconder nada: solo había que ponerse manos a la obra, con {creature.def} de ayudante.',
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
        actions: { hero: 'fall', friend: 'run', creature: 'stand' },
        object: null,
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Primero, {hero} corrió detrás de una gallina… ¡y la gallina corrió más!',
            '{hero} persiguió a la primera gallina por {place.def}, pero la gallina era más rápida.',
          ],
        },
        {
          alts: [
            'Dieron tres vueltas al pozo, y {hero} acabó sentad{h:o|a} en un charco.',
            'Dieron vueltas y más vueltas, hasta que {hero} se tropezó con un cubo. ¡Clonc!',
          ],
        },
        { alts: ['Así no se podía.', 'Corriendo, las gallinas se asustaban más.'] },
        {
          text: '{friend} intentó atrapar una con el sombrero, y la gallina se quedó con el sombrero y se lo llevó por {place.def}.',
          friend: true,
        },
        {
          text: 'Una gallina se le escapó entre las piernas, y otra le picoteó el cordón del zapato.',
          friend: false,
          bands: OLDER,
        },
        { text: '{^creature.def} miraba la escena con cara de «esto no va bien».', bands: OLDER },
        {
          text: '{hero} se sentó a recuperar el aliento junto {creature.al}, con plumas en el pelo y barro en las rodillas, y pensó en cómo lo hacía papá: nunca corría detrás de las gallinas, sino que las llamaba con calma, con un puñado de maíz en la mano y una voz tranquila, como quien invita a merendar. Corriendo, {hero} solo había conseguido convertir la mañana en una carrera que las gallinas ganaban siempre.',
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
        actions: { hero: 'stand', friend: 'point', creature: 'walk' },
        object: 'world',
        framing: 'medium',
        prop: 'fence',
      },
      text: [
        {
          alts: [
            'Entonces {hero} cogió maíz, se quedó quiet{h:o|a} y llamó bajito: «Pitas, pitas, pitas…»',
            'Esta vez, {hero} llenó la mano de maíz y llamó con calma: «Pitas, pitas…»',
          ],
        },
        {
          alts: [
            '¡Y las gallinas vinieron solas, una detrás de otra, hacia el corral!',
            'Y una a una, las gallinas fueron volviendo al corral, picoteando.',
          ],
        },
        {
          alts: [
            '{^creature.def} las guiaba por detrás, muy {c:serio|seria}, como un pastor.',
            'Y {creature.def} iba detrás, despacito, para que ninguna se despistara.',
          ],
        },
        {
          text: '{friend} las contaba en voz alta junto {creature.al}: «¡Doce, trece y la pintada, están todas!»',
          friend: true,
        },
        {
          text: '«¡Están todas!», dijo {hero}, contando las gallinas con el dedo, y {creature.def} hizo {creature.sonido}.',
          friend: false,
        },
        {
          text: 'La última, que se había subido al tejado, bajó dando un saltito muy digno delante {creature.del}.',
          bands: OLDER,
        },
        {
          text: 'Clac, la puerta del corral se cerró, y {hero} se apoyó en ella con un suspiro enorme que hizo reír {creature.al}. Tenía las piernas cansadas y la ropa hecha un desastre, pero por dentro se sentía limpi{h:o|a}, como recién bañad{h:o|a}: había metido la pata, lo había dicho y lo había arreglado, y eso, pensó mirando {place.def}, también era una manera de hacer bien su trabajo.',
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
        actions: { hero: 'reach-up', friend: 'stand', creature: 'stand' },
        object: 'world',
        objectAt: 'on-prop',
        framing: 'medium',
        prop: 'fence',
      },
      text: [
        {
          alts: [
            'Por la tarde, {hero} colgó {object.indef} en la puerta del corral.',
            'Aquella tarde, {hero} colgó {object.indef} junto al cerrojo del corral.',
          ],
        },
        {
          alts: [
            'Así, cada vez que pasara por allí y {o:lo|la} viera, se acordaría de la puerta.',
            'Era su recordatorio: al ver {object.def}, se acordaría de cerrar.',
          ],
        },
        {
          text: '«Cuando algo es tu trabajo, lo cuidas, y si fallas, lo arreglas», dijo {friend}, mirando {object.def}.',
          friend: true,
        },
        {
          text: '«Cuando algo es mi trabajo, lo cuido, y si fallo, lo arreglo», pensó {hero}, mirando {object.def}.',
          friend: false,
        },
        {
          alts: [
            'Y esa tarde, antes de jugar, {hero} cerró la puerta: clac.',
            'Y aquella tarde, antes de ir a jugar {place.in}, la puerta quedó bien cerrada.',
          ],
        },
        { text: 'Papá lo vio desde la ventana y sonrió {creature.al}, sin decir nada.', bands: OLDER },
        {
          text: 'Papá no volvió a hablar de las gallinas, pero a la semana siguiente le encargó a {hero} otro trabajo más: recoger los huevos cada mañana, con {object.def} colgad{o:o|a} del brazo. {hero} entendió que la confianza funciona así: no se rompe cuando te equivocas, sino cuando escondes el error, y cuando lo arreglas, a veces hasta crece, como las gallinas en primavera.',
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
            'Esa noche, las gallinas dormían en el corral, bien cerrado.',
            'Por la noche, en el corral cerrado, las gallinas cacareaban bajito.',
          ],
        },
        {
          alts: [
            'Y {creature.def} dormía en {creature.cama}, muy tranquil{c:o|a}.',
            '{^creature.def} se acurrucó en {creature.cama} y cerró los ojos.',
          ],
        },
        {
          alts: [
            '{hero} bostezó, se acurrucó y se quedó {h:dormido|dormida}.',
            'Y {hero}, cansad{h:o|a} y content{h:o|a}, se durmió enseguida.',
          ],
        },
        { text: 'En sueños, las gallinas jugaban al fútbol {place.in}, y ganaban.', bands: OLDER },
      ],
    },
  ],
  questions: [
    {
      question: '¿Qué trabajo tenía {hero} cada tarde?',
      right: 'Cerrar la puerta del corral',
      wrong: ['Dar de comer a los peces', 'Regar las flores'],
    },
    {
      question: '¿Qué pasó cuando se olvidó?',
      right: 'Se escaparon las gallinas',
      wrong: ['Se escapó {creature.def}', 'Se perdió {other.object.def}'],
    },
    {
      question: '¿Cómo consiguió {hero} que volvieran las gallinas?',
      right: 'Llamándolas con calma y maíz',
      wrong: ['Corriendo detrás', 'Gritando muy fuerte'],
    },
    {
      question: '¿Qué colgó {hero} en la puerta para acordarse?',
      right: '{^object.indef}',
      wrong: ['{^other.object.indef}', '{^other2.object.indef}'],
    },
    {
      question: '¿Qué hizo {hero} después de equivocarse?',
      right: 'Decir la verdad y arreglarlo',
      wrong: ['Echarle la culpa al viento', 'Esconderse en su cuarto'],
    },
  ],
};

const neighbourPlants: Plot = {
  id: 'responsibility-neighbour-plants',
  moral: 'responsibility',
  titles: ['Las plantas del señor Tomás', '{hero} y la regadera', 'Una semana de plantas'],
  places: ['village', 'garden', 'island', 'park'],
  creatures: ['cat', 'robin', 'squirrel', 'mouse'],
  objects: ['flower', 'seed', 'basket'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'clear',
        mood: 'happy',
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'receive', friend: 'stand', creature: 'sleep' },
        object: 'world',
        objectAt: 'ground',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'El señor Tomás, el vecino {place.del}, se iba de viaje una semana.',
            'Aquella mañana, el señor Tomás se iba una semana de viaje, lejos {place.del}.',
          ],
        },
        {
          alts: [
            '«¿Me regarías las plantas?», le preguntó a {hero}, «una vez al día, al atardecer.»',
            '«¿Podrías cuidarme las plantas del balcón?», pidió a {hero}, «solo hay que regarlas cada tarde.»',
          ],
        },
        {
          alts: [
            '«¡Sí! ¡Te lo prometo!», dijo {hero}, y el señor Tomás le dio la llave y la regadera.',
            '«¡Prometido!», dijo {hero}, y guardó la llave en el bolsillo como un tesoro.',
          ],
        },
        {
          text: '{friend} preguntó si las plantas hablaban, y el señor Tomás contestó: «Solo si les hablas tú primero».',
          friend: true,
        },
        {
          text: 'En el balcón del señor Tomás vivía también {creature.indef}, que dormía entre las macetas.',
          bands: OLDER,
        },
        {
          alts: [
            'El señor Tomás se despidió desde el autobús, agitando el sombrero, y {hero} le dijo adiós con la llave en la mano.',
            'Desde la ventanilla del autobús, el señor Tomás dijo adiós con el sombrero, y {hero} contestó levantando la llave.',
          ],
          bands: OLDER,
        },
        {
          text: 'El balcón del señor Tomás era el más bonito: geranios rojos, hierbabuena, un limonero pequeñito y, en medio, {object.indef} que el señor Tomás cuidaba como si fuera de cristal. La gente se paraba a mirarlo, y {hero} sintió un cosquilleo de orgullo: de todos los vecinos, el señor Tomás {h:le|la} había elegido a {h:él|ella}.',
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
        actions: { hero: 'carry', friend: 'stand', creature: 'walk' },
        object: 'world',
        objectAt: 'ground',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'El primer día, {hero} regó todas las plantas con muchísimo cuidado.',
            'La primera tarde, {hero} subió al balcón y regó maceta por maceta.',
          ],
        },
        {
          alts: [
            'El segundo día, también. ¡Chsss, chsss, hacía la regadera!',
            'Y la segunda tarde, igual: chsss, chsss, maceta a maceta.',
          ],
        },
        {
          alts: [
            '{^creature.def} {creature.anda} entre las macetas, contento de ver a {hero}.',
            '{^creature.def} salía a saludar cada tarde, {creature.sonido}.',
          ],
        },
        {
          text: '{friend} hablaba con los geranios, por si acaso: «Buenas tardes, señores geranios, y buenas tardes, {creature.nom}.»',
          friend: true,
          bands: OLDER,
        },
        {
          alts: [
            '{hero} les hablaba a los geranios mientras regaba, por si acaso: «Buenas tardes, señores geranios».',
            'Mientras regaba, {hero} saludaba a los geranios, por si acaso: «Buenas tardes, señores geranios».',
          ],
          friend: false,
          bands: OLDER,
        },
        { text: 'Las hojas brillaban, y la tierra olía a lluvia {place.in}.', bands: OLDER },
        {
          alts: [
            '{hero} comprobó con el dedo que la tierra estaba húmeda, como le había enseñado el señor Tomás.',
            'Luego metió un dedo en la tierra para ver si estaba húmeda, tal como le había enseñado el señor Tomás.',
          ],
          bands: OLDER,
        },
        {
          text: '{hero} se tomó el trabajo muy en serio: miraba si la tierra estaba seca, quitaba las hojas marchitas y le contaba {creature.al} cómo había ido el día. Al bajar, cerraba la puerta con dos vueltas de llave, como le había dicho el señor Tomás, y se guardaba la llave en el bolsillo de dentro, junto a {object.indef} pequeñit{o:o|a} que llevaba de amuleto.',
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
        cast: ['hero', 'friend'],
        actions: { hero: 'run', friend: 'run' },
        object: null,
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'El tercer día llovió {place.in}, y {hero} pensó: «Hoy no hace falta regar».',
            'El tercer día llovió a cántaros, y {hero} se quedó en casa: «La lluvia riega por mí».',
          ],
        },
        {
          alts: [
            'El cuarto día, los primos vinieron a jugar, y {hero} se olvidó.',
            'Y el cuarto día había cumpleaños, tarta y piñata… y {hero} se olvidó de las plantas.',
          ],
        },
        {
          text: '{friend} también se olvidó: la piñata tenía demasiados caramelos, y uno tenía forma {object.del}.',
          friend: true,
          bands: OLDER,
        },
        {
          alts: [
            '{hero} rompió la piñata de un golpe y llenó los bolsillos de caramelos, sin acordarse del balcón.',
            'De un solo golpe, {hero} rompió la piñata y se llenó los bolsillos de caramelos: del balcón, ni se acordó.',
          ],
          friend: false,
          bands: OLDER,
        },
        {
          text: 'La llave del señor Tomás se quedó en el bolsillo, quietecita, todo el día, y {creature.def} esperó en el balcón.',
          bands: OLDER,
        },
        {
          text: 'Lo que {hero} no sabía era que el balcón del señor Tomás tenía un tejadillo, y que la lluvia no había tocado ni una maceta; y el cuarto día salió un sol de verano, de esos que calientan las piedras hasta que queman. La tierra de las macetas se fue secando, secando, mientras {creature.def} buscaba sombra y en casa de {hero} se rompía una piñata entre gritos de alegría.',
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
        actions: { hero: 'stand', friend: 'sit', creature: 'sit' },
        object: 'world',
        objectAt: 'ground',
        objectState: 'broken',
        framing: 'close',
      },
      text: [
        {
          alts: [
            'El quinto día, {hero} subió al balcón… ¡y las plantas estaban mustias!',
            'El quinto día, al abrir la puerta del balcón, {hero} se quedó de piedra: ¡las plantas estaban tristes!',
          ],
        },
        {
          alts: [
            'Las hojas colgaban, y {object.def} se había doblado como si tuviera sueño.',
            'Los geranios tenían la cabeza gacha, y {object.def} parecía a punto de desmayarse.',
          ],
        },
        '{^creature.def} miró a {hero} con ojos tristes: {creature.sonido}.',
        {
          text: '{friend} se sentó en el suelo del balcón, al lado {creature.del}: «¿Y ahora qué hacemos?»',
          friend: true,
        },
        { text: 'A {hero} le dio un vuelco el corazón al ver {object.def}: había hecho una promesa.', bands: OLDER },
        {
          text: '{hero} se quedó mirando las macetas y sintió un nudo en la garganta, mientras {creature.def} miraba a {hero} muy quiet{c:o|a}. No había sido mala intención, primero la lluvia y luego la fiesta, pero una promesa es una promesa, y el señor Tomás confiaba en {h:él|ella}. Podía cerrar la puerta, irse y hacer como si nada pasara {place.in}, o podía hacer todo lo posible por arreglarlo. {hero} dejó la mochila en el suelo y se arremangó.',
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
        actions: { hero: 'carry', friend: 'stand', creature: 'stand' },
        object: 'world',
        objectAt: 'ground',
        objectState: 'broken',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Primero, {hero} echó muchísima agua, ¡glu, glu, glu!, y las macetas se desbordaron.',
            'Primero, {hero} vació tres regaderas de golpe: ¡el balcón parecía una piscina!',
          ],
        },
        {
          alts: [
            'El agua cayó a la calle, ¡justo encima del sombrero de un señor!',
            'El agua chorreó por el balcón y mojó a un perro que pasaba, que se sacudió muy ofendido.',
          ],
        },
        {
          alts: [
            '«¡Perdón!», gritó {hero}. Demasiada agua tampoco era buena.',
            '«¡Perdone!», dijo {hero}, muy {h:avergonzado|avergonzada}, y cerró la regadera.',
          ],
        },
        {
          text: '{friend} se asomó con una toalla y la tiró a la calle, por si el señor la necesitaba.',
          friend: true,
          bands: OLDER,
        },
        {
          text: '{hero} buscó en el libro de plantas del señor Tomás qué había que hacer con {object.def}.',
          bands: OLDER,
        },
        {
          text: 'En el libro, con letra de abuelo, ponía: «Planta con sed: agua poco a poco, sombra y paciencia». {hero} movió las macetas a la sombra, una a una, aunque pesaban muchísimo, y {creature.def} le seguía de maceta en maceta. Les dio agua despacito, a sorbitos, como se le da a alguien que ha corrido mucho por {place.def}. Y luego se sentó a esperar, con {creature.def} al lado, mientras el sol se escondía detrás de los tejados.',
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
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'carry', friend: 'stand', creature: 'sleep' },
        object: 'world',
        objectAt: 'ground',
        objectState: 'mended',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Cada mañana y cada tarde, {hero} volvió al balcón, sin faltar ni una vez.',
            'Desde ese día, {hero} subió al balcón dos veces al día, lloviera o hiciera sol.',
          ],
        },
        {
          alts: [
            'Poco a poco, las hojas se levantaron, y {object.def} volvió a mirar al sol.',
            'Y poco a poco, las plantas se enderezaron, y {object.def} recuperó su color.',
          ],
        },
        { alts: ['Solo un geranio pequeño se quedó seco del todo.', 'Todas se salvaron menos un geranio chiquitito.'] },
        {
          text: '{friend} le puso un nombre a cada planta, para no olvidarse de ninguna: Pepa, Lolo, Doña Hoja y, para {object.def}, «Su Majestad».',
          friend: true,
        },
        {
          alts: [
            '{hero} le puso nombre a cada planta, para no olvidarse de ninguna: Pepa, Lolo y Doña Hoja.',
            'Para no olvidarse de ninguna, {hero} bautizó a cada planta: Pepa, Lolo y Doña Hoja.',
          ],
          friend: false,
          bands: OLDER,
        },
        { text: '{^creature.def} volvió a dormir entre las macetas, {c:tranquilo|tranquila}.', bands: OLDER },
        {
          text: '{hero} apuntó en un papel, pegado en la nevera: «Regar las plantas del señor Tomás: mañana y tarde, aunque llueva, aunque haya fiesta», y cada vez que lo hacía, ponía una cruz y un dibujito {creature.del}. Las cruces se fueron juntando como una fila de hormigas, y cada una era una promesa cumplida {place.in}.',
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
        actions: { hero: 'stand', friend: 'stand' },
        object: 'world',
        objectAt: 'ground',
        objectState: 'mended',
        framing: 'close',
      },
      text: [
        {
          alts: [
            'Cuando el señor Tomás volvió, {hero} le contó la verdad: lo de la lluvia, la fiesta y el geranio.',
            'Al volver el señor Tomás, {hero} se lo contó todo, también lo del geranio seco.',
          ],
        },
        {
          alts: [
            '«Lo siento. Me olvidé dos días, pero luego las cuidé mucho.»',
            '«Se me olvidó, pero lo arreglé todo lo que pude», dijo {hero}, mirándole a los ojos.',
          ],
        },
        {
          alts: [
            'El señor Tomás sonrió: «Las plantas se recuperan. Y tú has hecho lo más difícil: decir la verdad y arreglarlo.»',
            'El señor Tomás le dio las gracias: «Cualquiera se equivoca. Lo importante es lo que hiciste después.»',
          ],
        },
        {
          text: '«Cuando prometes cuidar algo, lo cuidas hasta el final», dijo {friend}, mirando {object.def}.',
          friend: true,
        },
        {
          text: '«Cuando prometes cuidar algo, lo cuidas hasta el final», pensó {hero}, mirando {object.def}.',
          friend: false,
        },
        {
          text: 'Y le regaló a {hero} un esqueje de geranio, para que tuviera su propia planta, lejos {place.del}.',
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
        {
          alts: [
            'Esa noche, en la ventana de {hero}, había una maceta nueva.',
            'Por la noche, el geranio nuevo de {hero} dormía en la ventana.',
          ],
        },
        {
          alts: [
            '{hero} le dio un poquito de agua y le dijo: «Buenas noches, planta».',
            '«Mañana te riego», le prometió {hero}, y esta vez sabía que lo cumpliría.',
          ],
        },
        {
          alts: [
            'Y se quedó {h:dormido|dormida}, oliendo a tierra mojada.',
            'Y se durmió, muy content{h:o|a}, con olor a hierbabuena en las manos.',
          ],
        },
        {
          text: 'Allá en el balcón del señor Tomás, {creature.def} dormía entre las macetas, que ya estaban verdes.',
          bands: OLDER,
        },
      ],
    },
  ],
  questions: [
    {
      question: '¿Qué le pidió el señor Tomás a {hero}?',
      right: 'Que le regara las plantas',
      wrong: ['Que le cuidara el perro', 'Que le barriera la calle'],
    },
    {
      question: '¿Por qué no regó {hero} el tercer día?',
      right: 'Porque llovió y pensó que no hacía falta',
      wrong: ['Porque perdió la llave', 'Porque estaba {h:enfermo|enferma}'],
    },
    {
      question: '¿Quién vivía entre las macetas?',
      right: '{^creature.def}',
      wrong: ['{^other.creature.def}', '{^other2.creature.def}'],
    },
    {
      question: '¿Qué hizo {hero} cuando volvió el señor Tomás?',
      right: 'Le contó la verdad',
      wrong: ['Le escondió el geranio seco', 'Se fue de viaje también'],
    },
  ],
};

const borrowedToy: Plot = {
  id: 'responsibility-borrowed-toy',
  moral: 'responsibility',
  titles: ['Lo que se presta se cuida', '{^object.def} de la prima Marta', '{hero} y el préstamo'],
  places: ['river', 'meadow', 'park', 'seaside'],
  creatures: ['squirrel', 'duck', 'fox', 'robin', 'mouse'],
  objects: ['kite', 'ball', 'boat', 'umbrella'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'clear',
        mood: 'happy',
        cast: ['hero', 'friend'],
        actions: { hero: 'receive', friend: 'wave' },
        object: 'world',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'La prima Marta tenía {object.indef} precios{o:o|a}, de todos los colores.',
            'La prima Marta tenía {object.indef} maravillos{o:o|a}, su juguete favorito.',
          ],
        },
        {
          alts: [
            '«¿Me {o:lo|la} prestas?», le pidió {hero}, «te {o:lo|la} cuido muchísimo, te lo prometo.»',
            '«¿Me dejas {object.def} hoy?», preguntó {hero}, «te prometo que {o:lo|la} cuidaré.»',
          ],
        },
        {
          alts: [
            'Marta dudó un poquito, y luego dijo: «Vale. Pero devuélvemel{o:o|a} esta tarde, ¿eh?»',
            'Marta se {o:lo|la} dio con cuidado: «Es mi favorit{o:o|a}. Esta tarde me {o:lo|la} devuelves.»',
          ],
        },
        { text: '{friend} dio palmas: «¡Vamos {place.to} a estrenar{o:lo|la}!»', friend: true },
        { text: '{hero} se fue {place.to} abrazando {object.def} contra el pecho.', bands: OLDER },
        {
          text: '{hero} llevaba semanas mirando {object.def} de Marta cada vez que iba a su casa. Era tan bonit{o:o|a} que parecía de cuento, y cuando Marta se {o:lo|la} dejó, {hero} sintió algo raro: una alegría enorme y, a la vez, un poquito de peso en los hombros. Porque ahora {object.def} no era solo un juguete. Era la confianza de Marta, envuelta en colores, para llevarla {place.to}.',
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
        actions: { hero: 'run', friend: 'run' },
        object: 'world',
        objectAt: 'ground',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            '{place.in}, {hero} jugó con {object.def} toda la mañana. ¡Qué divertido!',
            'Toda la mañana, {hero} jugó y jugó con {object.def}.',
          ],
        },
        {
          alts: [
            'Entonces pasó una mariposa enorme, azul y amarilla.',
            'De pronto, pasó volando una mariposa de alas azules.',
          ],
        },
        {
          alts: [
            '{hero} dejó {object.def} en la hierba y corrió detrás de la mariposa.',
            '{hero} soltó {object.def} en el suelo, sin pensar, y salió corriendo tras ella.',
          ],
        },
        { text: '{friend} corrió también por {place.def}, gritando: «¡Mariposa, espera!»', friend: true },
        {
          text: '{hero} corría con los brazos abiertos, riendo, sin mirar atrás ni una vez.',
          friend: false,
          bands: OLDER,
        },
        { text: 'La mariposa subía y bajaba, como si jugara al pilla-pilla.', bands: OLDER },
        {
          text: 'Corrieron hasta la otra punta, saltando piedras y esquivando ramas. La mariposa se posaba en una flor, esperaba a que {hero} llegara y, justo cuando iba a tocarla, ¡zas!, se iba a otra, en un juego precioso que duró hasta el otro extremo. Tan precioso que {hero} se olvidó de todo lo demás, y {object.def} se quedó sol{o:o|a} en la hierba, mucho rato.',
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
        actions: { hero: 'sit', friend: 'stand' },
        object: null,
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Cuando volvió, ¡{object.def} ya no estaba!',
            'Al volver al sitio, {hero} se quedó helad{h:o|a}: ¡{object.def} había desaparecido!',
          ],
        },
        {
          alts: [
            '{hero} buscó detrás de un árbol, debajo de un arbusto, dentro de un agujero…',
            'Miró en la hierba, detrás de las piedras y hasta dentro de una papelera.',
          ],
        },
        { alts: ['Pero nada. {^object.def} de Marta se había perdido.', 'Nada de nada. Ni rastro {object.del}.'] },
        {
          text: '{friend} dijo bajito: «Podemos decirle que {o:se lo llevó|se la llevó} el viento.»',
          friend: true,
        },
        { text: '{hero} sintió frío en la tripa: {object.def} era de Marta, y lo había prometido.', bands: OLDER },
        {
          text: '{hero} se sentó en la hierba. Tenía ganas de llorar y ganas de esconderse a la vez, y pensó en la cara de Marta, y en inventarse algo: un ladrón, una tormenta, {other.creature.indef} gigante. Pero {object.def} se había perdido porque {hero} {o:lo|la} había dejado tirad{o:o|a} para perseguir una mariposa. Eso era lo que había pasado {place.in}, y lo que había que hacer no era inventar, sino buscar {object.def}.',
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
        actions: { hero: 'look-for', friend: 'look-for' },
        object: null,
        framing: 'medium',
      },
      text: [
        {
          alts: [
            '«No: {o:lo|la} he perdido yo, y {o:lo|la} voy a buscar hasta encontrar{o:lo|la}», dijo {hero}.',
            '{hero} se levantó: «Ha sido culpa mía. Voy a buscar{o:lo|la} por {p:todo|toda} {place.def}».',
          ],
        },
        {
          alts: [
            'Buscó despacio, por zonas, como hacen los detectives.',
            'Esta vez buscó con orden: primero aquí, luego allí, sin dejar ni un rincón.',
          ],
        },
        {
          alts: [
            'Y entonces vio unas huellas pequeñitas en el barro…',
            'Y en el suelo encontró una pista: unas huellas pequeñas que se iban hacia los árboles.',
          ],
        },
        {
          text: '{friend} se puso colorad{f:o|a}: «Tienes razón, nada de mentiras, ¡te ayudo a buscar {object.def}!»',
          friend: true,
        },
        {
          text: '{hero} se secó los ojos con la manga y miró a su alrededor con atención, como un detective.',
          friend: false,
          bands: OLDER,
        },
        { text: 'Las huellas llevaban a un árbol viejo.', bands: OLDER },
        {
          text: 'Buscar con orden era más lento, pero mucho mejor, así que {hero} dividió {place.def} en trozos, como una tarta, y fue mirando trozo a trozo. En el tercer trozo encontró una pluma; en el cuarto, una piña mordisqueada; y en el quinto, las huellas {creature.del}, pequeñitas, con dedos finos, junto a las marcas {object.del} arrastrad{o:o|a}.',
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
        actions: { hero: 'stand', creature: 'stand' },
        object: 'world',
        objectAt: 'creature',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Al final de las huellas estaba {creature.def}… ¡con {object.def}!',
            'Y allí, junto al árbol, estaba {creature.def}, ¡jugando con {object.def}!',
          ],
        },
        '«¿Es tuy{o:o|a}?», preguntó {creature.def}, «estaba sol{o:o|a} en la hierba y pensé que nadie {o:lo|la} quería.»',
        {
          alts: [
            '«No es mí{o:o|a}: es de mi prima, y yo {o:lo|la} dejé ahí, sin cuidar{o:lo|la}», explicó {hero}.',
            '«Es de mi prima Marta», dijo {hero}, «y fue culpa mía dejar{o:lo|la} sol{o:o|a}.»',
          ],
        },
        { text: '{^creature.def} se {o:lo|la} devolvió enseguida: «¡Pues a cuidar{o:lo|la} bien!»', bands: OLDER },
        {
          text: '{^creature.def} no había hecho nada malo: en el mundo {creature.del}, lo que se queda solo en la hierba es de quien lo encuentra. {hero} le dio las gracias por habérse{o:lo|la} guardado tan bien, y {creature.def}, {c:contento|contenta}, le enseñó cómo había jugado con {object.def} toda la mañana. {hero} se rio: por lo menos, alguien se había divertido con {object.def} {place.in}.',
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
        cast: ['hero', 'friend'],
        actions: { hero: 'splash', friend: 'stand' },
        object: 'world',
        framing: 'close',
      },
      text: [
        { alts: ['{^object.def} estaba llen{o:o|a} de barro.', '{^object.def} tenía barro por todas partes.'] },
        {
          alts: [
            'Así que {hero} {o:lo|la} lavó con agua y jabón, con mucho cuidado.',
            '{hero} {o:lo|la} limpió con un trapo, despacito, hasta que brilló otra vez.',
          ],
        },
        { text: '{friend} sopló para secar {object.def}, con los mofletes como globos.', friend: true },
        { text: '{hero} {o:lo|la} secó con su propia camiseta, con muchísimo cuidado.', friend: false, bands: OLDER },
        { text: '{^object.def} quedó casi como nuev{o:o|a}, salvo una manchita pequeña.', bands: OLDER },
        {
          text: 'Mientras limpiaba {object.def}, {hero} ensayó lo que iba a decirle a Marta, de muchas maneras, algunas muy largas y con muchas excusas sobre {creature.def}. Al final decidió decirlo corto y sencillo, como son las verdades: lo que pasó, que lo sentía, y que había hecho todo lo posible por arreglarlo.',
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
        cast: ['hero', 'friend'],
        actions: { hero: 'give', friend: 'stand' },
        object: 'world',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Por la tarde, {hero} le devolvió {object.def} a Marta y le contó toda la verdad.',
            'Al atardecer, {hero} fue a casa de Marta, le dio {object.def} y se lo contó todo.',
          ],
        },
        {
          alts: [
            '«Lo siento. No {o:lo|la} cuidé bien, pero {o:lo|la} busqué hasta encontrar{o:lo|la}.»',
            '«{o:Lo|La} dejé sol{o:o|a} por una mariposa. Lo siento mucho. Pero aquí está.»',
          ],
        },
        {
          alts: [
            'Marta miró {object.def}, luego a {hero}, y sonrió: «La próxima vez, te {o:lo|la} vuelvo a prestar.»',
            'Marta le dio un abrazo: «Me {o:lo|la} has devuelto, y me has dicho la verdad. ¡Eso vale mucho!»',
          ],
        },
        { text: '«Lo que te prestan se cuida más que lo tuyo», dijo {friend}, mirando {object.def}.', friend: true },
        { text: '«Lo que te prestan se cuida más que lo mío», pensó {hero}, mirando {object.def}.', friend: false },
        {
          text: 'Aquella noche, {hero} pensó que prestar algo es como prestar un trocito de tu corazón: por eso Marta había dudado un poquito antes de darle {object.def}. Y por eso, al devolvérse{o:lo|la} limpi{o:o|a} y con la verdad por delante, {hero} no solo le había devuelto un juguete: le había devuelto también la tranquilidad, y se había ganado que Marta volviera a confiar en {h:él|ella} la próxima vez que fueran {place.to}.',
          bands: BIG,
        },
        {
          text: 'Y la mancha pequeña se quedó en {object.def}, como un recuerdo de aquel día.',
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
        {
          alts: [
            'Esa noche, {hero} se sentía liger{h:o|a}, como una pluma.',
            'Esa noche, {hero} se metió en la cama con el corazón tranquilo.',
          ],
        },
        {
          alts: [
            'Y soñó con una mariposa azul que le guiñaba un ojo.',
            'Y en sueños, {creature.def} jugaba con {object.def} en la hierba.',
          ],
        },
        {
          alts: [
            'Buenas noches, {hero}. Todo estaba en su sitio.',
            'Y {hero} se quedó {h:dormido|dormida}, muy content{h:o|a}.',
          ],
        },
        {
          text: 'Allá {place.in}, {creature.def} dormía en {creature.cama}, soñando con juguetes de colores.',
          bands: OLDER,
        },
      ],
    },
  ],
  questions: [
    {
      question: '¿Qué le prestó Marta a {hero}?',
      right: '{^object.indef}',
      wrong: ['{^other.object.indef}', '{^other2.object.indef}'],
    },
    {
      question: '¿Por qué se perdió el juguete?',
      right: '{hero} lo dejó para perseguir una mariposa',
      wrong: ['Se lo llevó el viento', 'Marta lo escondió'],
    },
    { question: '¿Quién lo tenía?', right: '{^creature.def}', wrong: ['{^other.creature.def}', 'Un perro gigante'] },
    {
      question: '¿Qué hizo {hero} en vez de inventar una excusa?',
      right: 'Buscarlo y decir la verdad',
      wrong: ['Comprar otro igual', 'No volver a ver a Marta'],
    },
  ],
};

export const responsibilityPlots: Plot[] = [openGate, neighbourPlants, borrowedToy];
