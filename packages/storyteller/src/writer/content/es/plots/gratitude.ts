/** Gratitude: the journey of the bread, a jar of good things on a bad day, a party for the old tree. */
import type { Plot } from '../../format.js';
import { BIG, OLDER } from '../bands.js';

const breadJourney: Plot = {
  id: 'gratitude-journey-of-the-bread',
  moral: 'gratitude',
  titles: ['El viaje del pan', '¿Quién hace el pan?', '{hero} da las gracias'],
  places: ['village', 'island', 'mountain'],
  creatures: ['cat', 'puppy', 'mouse', 'robin'],
  objects: ['flower', 'basket', 'star'],
  pages: [
    {
      scene: {
        place: 'home',
        time: 'morning',
        weather: 'clear',
        mood: 'happy',
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'sit', friend: 'carry', creature: 'walk' },
        object: null,
        framing: 'medium',
        prop: 'table',
      },
      text: [
        {
          alts: [
            'Cada mañana, {place.in}, había pan calentito para desayunar.',
            'Aquella mañana, el pan del desayuno estaba crujiente y olía a gloria, como siempre.',
          ],
        },
        {
          alts: [
            '«¿Quién hace este pan tan rico?», preguntó {hero}, con la boca llena.',
            '{hero} mordió la corteza, crac, y preguntó: «¿Quién hace el pan?»',
          ],
        },
        {
          alts: [
            '«La panadera Rosa, la de la plaza», dijo mamá.',
            'Mamá sonrió: «Lo hace Rosa, la panadera, muy temprano».',
          ],
        },
        '«¡Pues voy a darle las gracias!», dijo {hero}, y {creature.def} fue detrás hasta la puerta.',
        {
          text: '{friend} se apuntó enseguida, con miguitas en la barbilla y {creature.def} muy cerca: «¡Y yo!»',
          friend: true,
        },
        {
          text: '{hero} nunca había pensado que el pan viniera de algún sitio: simplemente estaba ahí.',
          bands: OLDER,
        },
        {
          text: 'Era curioso: {hero} había comido pan todos los días de su vida, con chocolate, con aceite, mojado en leche, y nunca se había preguntado de dónde venía: aparecía en la mesa como aparece el sol por la ventana, sin hacer ruido. Pero alguien lo hacía, alguien {place.in} se levantaba temprano para que estuviera ahí, y a {hero} le pareció que ese alguien se merecía que le dijeran algo bonito.',
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
        actions: { hero: 'sit', friend: 'stand', creature: 'hide' },
        object: 'world',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'En la panadería, Rosa estaba blanca de harina de la cabeza a los pies.',
            'La panadería olía a horno, y Rosa tenía harina hasta en las cejas.',
          ],
        },
        {
          alts: [
            '«¡Gracias por el pan, Rosa!», dijo {hero}… y tropezó con un saco de harina. ¡Puf!',
            '{hero} entró corriendo, resbaló con un poco de harina y, ¡puf!, acabó blanc{h:o|a} como un fantasma.',
          ],
        },
        {
          alts: [
            'Rosa se rio mucho: «¡Nadie me había dado las gracias nunca!»',
            'Rosa se secó una lágrima de risa: «¡Qué alegría! Nadie viene a darme las gracias.»',
          ],
        },
        {
          alts: [
            '«Pero el pan no es solo mío», añadió Rosa, «la harina me la trae el molinero Anselmo, el del molino.»',
            'Rosa acarició {creature.al} y añadió: «Pero la harina me la trae Anselmo, el molinero».',
          ],
        },
        {
          text: '{friend} estornudó tres veces por la harina, ¡achís, achís, achís!, y {creature.def} se escondió detrás del mostrador.',
          friend: true,
          bands: OLDER,
        },
        { text: 'Rosa les regaló un panecillo a cada uno, y {creature.def} se comió las migas.', bands: OLDER },
        {
          text: 'Rosa les contó que se levantaba a las cuatro de la mañana, cuando {place.def} todavía dormía y solo las estrellas y {creature.pl} estaban despiertos. Amasaba con las manos, esperaba a que la masa creciera y encendía el horno, y mientras {place.def} soñaba, el pan se hacía solo, despacito. «Es un trabajo bonito», dijo, «pero a veces es un poco solitario», y {hero} pensó que un «gracias» a lo mejor le hacía compañía, como {creature.def} a {hero}.',
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
        actions: { hero: 'wave', friend: 'reach-up', creature: 'stand' },
        object: 'world',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Así que {hero} fue hasta el molino, a las afueras.',
            'Y {hero}, con {creature.def} detrás, caminó hasta el viejo molino.',
          ],
        },
        {
          alts: [
            'El molinero Anselmo tenía las aspas girando: ¡zum, zum, zum!',
            'Las aspas del molino daban vueltas, zum, zum, y el molinero Anselmo cantaba.',
          ],
        },
        {
          alts: [
            '«¡Gracias por la harina!», gritó {hero}, y el viento del molino le dejó el pelo de punta.',
            '«¡Gracias por la harina!», dijo {hero}, y una ráfaga le puso el pelo de punta.',
          ],
        },
        '«¡De nada!», dijo Anselmo, «pero el trigo me lo trae Carmen, la del campo.»',
        {
          text: '{friend} intentó atrapar el viento de las aspas con la gorra, y la gorra salió volando {place.in}.',
          friend: true,
          bands: OLDER,
        },
        { text: 'En el molino vivía una familia de ratones que saludó {creature.al} desde un saco.', bands: OLDER },
        {
          text: 'Anselmo les enseñó cómo las piedras grandes del molino giraban una sobre otra, moliendo el trigo hasta convertirlo en polvo blanco y suave, con un ruido enorme, como un gigante masticando, que hizo temblar {creature.al}. «Mi abuelo ya molía aquí», dijo, «y el abuelo de mi abuelo.» {hero} se dio cuenta de que el pan del desayuno llevaba dentro muchísimos años y muchísimas manos.',
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
        actions: { hero: 'walk', friend: 'carry', creature: 'stand' },
        object: 'world',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Después, {hero} cruzó el campo de trigo, dorado como el sol, hasta encontrar a Carmen.',
            'Al otro lado {place.del} estaba el campo de trigo de Carmen, dorado y alto.',
          ],
        },
        {
          alts: [
            '«¡Gracias por el trigo!», dijo {hero}, y el trigo hizo shhh, shhh con el viento.',
            '«¡Gracias por sembrar el trigo!», dijo {hero}, mientras {creature.def} se perdía entre las espigas.',
          ],
        },
        '«Gracias a ti», dijo Carmen, «pero el trigo lo hacen crecer la lluvia y el sol.»',
        {
          text: '{friend} se quedó pensando, con {creature.def} al lado: «¿Y cómo se le dan las gracias a la lluvia?»',
          friend: true,
        },
        { text: 'Carmen tenía las manos fuertes y la cara morena de tanto sol.', bands: OLDER },
        {
          text: 'Carmen les contó que sembraba en otoño, cuando la tierra está blanda, y que luego esperaba todo el invierno, mirando el cielo, pidiendo lluvia cuando no llovía y sol cuando llovía demasiado. «El campo te enseña a dar las gracias», dijo, acariciando {creature.al}, «porque casi nada depende de ti.» {hero} miró las espigas, que se movían como un mar amarillo, y sintió algo grande en el pecho.',
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
        actions: { hero: 'wave', friend: 'wave', creature: 'wave' },
        object: 'world',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            '{hero} miró al cielo y gritó: «¡Gracias, sol! ¡Gracias, lluvia!»',
            'Así que {hero} se subió a una piedra y gritó al cielo: «¡Gracias, sol! ¡Gracias, nubes!»',
          ],
        },
        {
          alts: [
            '{^creature.def} se unió con un {creature.sonido} muy fuerte.',
            'Y {creature.def} hizo {creature.sonido}, que seguro que en su idioma también quería decir gracias.',
          ],
        },
        {
          alts: [
            'El sol no contestó, pero brilló un poquito más.',
            'Una nube pequeña pasó por encima {place.del}, como si hubiera oído.',
          ],
          bands: OLDER,
        },
        {
          text: '{friend} gritó también, tan fuerte que unos pájaros salieron volando del trigo.',
          friend: true,
          bands: OLDER,
        },
        {
          text: 'Carmen se rio desde el tractor y gritó también: «¡Gracias, lluvia!», y {creature.def} hizo {creature.sonido}.',
          bands: OLDER,
        },
        {
          text: '{hero} se quedó pensando en todo lo que había descubierto {place.in}: el sol y la lluvia, Carmen, Anselmo, Rosa, el horno, el molino, el campo. Una cadena larguísima, como la de las cuentas de un collar, y en la punta de la cadena estaba su desayuno; y lo más raro era que ninguno de ellos sabía muy bien quiénes eran los demás, porque en {p:todo|toda} {place.def} Rosa no conocía a Carmen, y Carmen nunca había probado el pan de Rosa.',
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
            'Entonces {hero} tuvo una idea: ¡una merienda de las gracias {place.in}!',
            '«¡Ya sé!», dijo {hero}: «¡Haremos una merienda para darnos las gracias todos!»',
          ],
        },
        {
          alts: [
            'Invitó a Rosa, a Anselmo y a Carmen, y cada uno trajo algo rico.',
            'Llamó a la panadera, al molinero y a la agricultora, y todos vinieron.',
          ],
        },
        'En el centro de la mesa, {hero} puso {object.indef}, para que todo estuviera más bonito.',
        {
          text: '{friend} hizo carteles con letras torcidas y un dibujo {creature.del}: «GRASIAS», ponía, y nadie le corrigió.',
          friend: true,
          bands: OLDER,
        },
        { text: 'Rosa y Carmen se dieron la mano por primera vez junto {object.al}, y se rieron.', bands: OLDER },
        {
          text: 'Fue una merienda preciosa. Rosa probó el trigo de Carmen convertido en su propio pan y le dijo que era el mejor trigo; Carmen le dijo a Rosa que nunca había comido un pan tan bueno; Anselmo contaba historias del molino, y {creature.def} iba de regazo en regazo recogiendo caricias y migas. Todos se daban las gracias unos a otros, y nadie se cansaba.',
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
        actions: { hero: 'stand', friend: 'stand', creature: 'sleep' },
        object: 'world',
        objectAt: 'on-prop',
        framing: 'medium',
        prop: 'table',
      },
      text: [
        {
          alts: [
            '«Gracias a {hero}, nos hemos conocido», dijo Rosa, y todos aplaudieron.',
            'Carmen levantó su vaso: «¡Por {hero}, que nos ha juntado a todos!»',
          ],
        },
        {
          alts: [
            '{hero} se puso colorad{h:o|a}, pero por dentro brillaba como el horno de Rosa.',
            '{hero} sonrió tanto que le dolían las mejillas.',
          ],
          bands: OLDER,
        },
        {
          text: '«Dar las gracias es como el pan», dijo {friend}, mirando {object.def}, «si lo compartes, hay para todos.»',
          friend: true,
        },
        {
          text: '«Dar las gracias es como el pan», pensó {hero}, mirando {object.def}, «si lo compartes, hay para todos.»',
          friend: false,
        },
        {
          text: 'Y {creature.def} se quedó {c:dormido|dormida} en el regazo de Carmen, con la tripa llena de miguitas.',
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
            'Esa noche, {hero} pensó en Rosa, que pronto se levantaría a hacer el pan.',
            'Antes de dormir, {hero} pensó en el horno de Rosa, que se encendería de madrugada.',
          ],
        },
        {
          alts: [
            '«Gracias», susurró, a Rosa, a Anselmo, a Carmen, al sol y a la lluvia.',
            '«Gracias por el pan de mañana», dijo bajito, hacia la ventana.',
          ],
        },
        {
          alts: [
            'Y se quedó {h:dormido|dormida}, oliendo a pan calentito.',
            'Y {hero} se durmió, con una sonrisa de corteza crujiente.',
          ],
        },
        {
          text: 'Mientras tanto, en el campo, la lluvia empezaba a caer despacito sobre el trigo.',
          bands: OLDER,
        },
      ],
    },
  ],
  questions: [
    {
      question: '¿Quién hacía el pan?',
      right: 'Rosa, la panadera',
      wrong: ['Carmen, la del campo', 'Anselmo, el molinero'],
    },
    {
      question: '¿Quién le daba la harina a Rosa?',
      right: 'El molinero Anselmo',
      wrong: ['Mamá', '{^other.creature.def}'],
    },
    {
      question: '¿Qué puso {hero} en el centro de la mesa?',
      right: '{^object.indef}',
      wrong: ['{^other.object.indef}', '{^other2.object.indef}'],
    },
    {
      question: '¿Para qué organizó {hero} la merienda?',
      right: 'Para dar las gracias a todos',
      wrong: ['Para vender pan', 'Porque era su cumpleaños'],
    },
  ],
};

const goodThingsJar: Plot = {
  id: 'gratitude-jar-of-good-things',
  moral: 'gratitude',
  titles: ['El bote de las cosas buenas', 'Un día torcido', '{hero} y las tres cosas buenas'],
  places: ['park', 'garden', 'village', 'seaside'],
  creatures: ['cat', 'puppy', 'duck', 'squirrel', 'frog'],
  objects: ['shell', 'feather', 'flower'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'rain',
        mood: 'worried',
        cast: ['hero', 'friend'],
        actions: { hero: 'stand', friend: 'stand' },
        object: null,
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Aquel día, todo le salía mal a {hero}.',
            'Aquel día empezó torcido para {hero}, y se fue torciendo más.',
          ],
        },
        {
          alts: [
            'Llovió justo el día de la excursión {place.to}, se le rompió el cordón del zapato y se le cayó el helado.',
            'La excursión {place.to} se suspendió por la lluvia, el cordón se rompió, y el helado acabó en el suelo.',
          ],
        },
        '«¡Hoy es el peor día del mundo!», refunfuñó {hero}, con los brazos cruzados, mirando la lluvia.',
        {
          text: '{friend} intentó animar a {hero} con un chiste {other.creature.del}, pero {hero} ni sonrió.',
          friend: true,
        },
        { text: 'Hasta la lluvia parecía caer con mala intención, gorda y fría.', bands: OLDER },
        {
          text: '{hero} tenía la sensación de que una nube gris se le había metido dentro y no quería salir, porque cuando las cosas empiezan mal, parece que {other2.creature.pl} y todo lo demás se ponen de acuerdo para seguir saliendo mal. Hasta {other.object.def} de su mochila se había perdido, y {hero} lo había buscado por todo el camino sin encontrarlo. Aquel día, pensaba {hero}, no tenía arreglo ni {place.in} ni en ningún sitio.',
          bands: BIG,
        },
      ],
    },
    {
      scene: {
        place: 'home',
        time: 'morning',
        weather: 'rain',
        mood: 'calm',
        cast: ['hero', 'friend'],
        actions: { hero: 'stand', friend: 'stand' },
        object: null,
        framing: 'close',
      },
      text: [
        {
          alts: [
            'La abuela le dio a {hero} un bote de cristal vacío.',
            'Entonces la abuela sacó de la alacena un bote de cristal, limpio y vacío.',
          ],
        },
        {
          alts: [
            '«Busca tres cosas buenas de hoy y guárdalas aquí», dijo, «pequeñitas también valen.»',
            '«Hoy vas a buscar tres cosas buenas {place.in}», le dijo, «aunque sean muy pequeñitas, y las guardas aquí.»',
          ],
        },
        {
          alts: [
            '«No hay ninguna», gruñó {hero}. Pero cogió el bote.',
            '«Hoy no hay ni una», dijo {hero}, aunque se llevó el bote bajo el brazo.',
          ],
        },
        {
          text: '{friend} miró el bote con curiosidad: «¿Y si encontramos cuatro?»',
          friend: true,
          bands: OLDER,
        },
        {
          text: 'La abuela le guiñó un ojo y siguió tejiendo una bufanda con dibujos {other.creature.del}.',
          bands: OLDER,
        },
        {
          text: '{hero} miró el bote, vacío y transparente, y pensó que se iba a quedar así para siempre, porque ¿qué cosa buena podía haber en un día como aquel? Pero la abuela tenía un brillo en los ojos, de esos que pone cuando sabe algo que tú todavía no sabes. Así que {hero} se puso las botas de agua, cogió el paraguas y salió {place.to}, con el bote bien agarrado.',
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
        actions: { hero: 'sit', friend: 'stand', creature: 'hug' },
        object: null,
        framing: 'close',
        prop: 'hut',
      },
      text: [
        {
          alts: [
            '{place.in} seguía lloviendo, y {hero} se refugió bajo un tejadillo.',
            'Bajo la lluvia, {hero} buscó un sitio seco donde esconderse.',
          ],
        },
        {
          alts: [
            'Allí había {creature.indef}, mojad{c:o|a} y temblando.',
            'Y allí, hech{c:o|a} una bola, estaba {creature.indef} empapad{c:o|a}.',
          ],
        },
        {
          alts: [
            '{^creature.def} se acurrucó junto a {hero}, calentito, y dijo {creature.sonido}.',
            '{hero} compartió su paraguas, y {creature.def} se pegó a su pierna, {creature.sonido}.',
          ],
        },
        {
          text: '{friend} le secó la cabeza {creature.al} con su bufanda, con mucho cuidado.',
          friend: true,
          bands: OLDER,
        },
        { text: '{hero} notó algo calentito en el pecho, y no era solo {creature.def}.', bands: OLDER },
        {
          text: 'Se quedaron un rato así, {hero} y {creature.def}, escuchando la lluvia caer sobre el tejadillo: plic, plic, ploc. Y de pronto {hero} se dio cuenta de que aquel momento, tan pequeño, era bonito: no había excursión, ni helado, pero había {creature.def}, y el ruido de la lluvia era como una canción de cuna. {hero} sacó un papel del bolsillo y escribió: «Uno: {creature.def} me hizo compañía».',
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
        actions: { hero: 'point', friend: 'point', creature: 'stand' },
        object: null,
        framing: 'wide',
      },
      text: [
        {
          alts: [
            '«¡Una cosa buena!», dijo {hero}, y la apuntó en un papelito para el bote.',
            'En un papelito, {hero} escribió «{creature.nom}» y lo metió en el bote. ¡Una!',
          ],
        },
        {
          alts: [
            'Entonces dejó de llover, y en el cielo apareció un arcoíris enorme.',
            'Y justo entonces salió el sol, y un arcoíris se abrió sobre {place.def}.',
          ],
        },
        {
          alts: [
            '«¡Otra cosa buena, ya van dos!», gritó {hero}, y {creature.def} hizo {creature.sonido}.',
            '«¡Dos!», gritó {hero}, saltando en un charco.',
          ],
        },
        {
          text: '{friend} señaló el cielo: «¡Mira, tiene siete colores, bueno, seis y medio!»',
          friend: true,
          bands: OLDER,
        },
        { text: 'Los charcos brillaban como espejos de colores.', bands: OLDER },
        {
          text: '{hero} se quedó mirando el arcoíris con la boca abierta, pensando que, si no hubiera llovido, no habría arcoíris; era un pensamiento raro: la lluvia que le había estropeado la excursión era la misma que había pintado el cielo. {hero} escribió en otro papelito: «Dos: el arcoíris de después de la lluvia», y lo metió en el bote, junto al {creature.del}.',
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
        actions: { hero: 'stand', friend: 'look-for', creature: 'run' },
        object: 'world',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Por el camino, {hero} vio algo brillando en un charco: ¡{object.indef} precios{o:o|a}!',
            'Y junto a un charco, {hero} encontró {object.indef} bonit{o:o|a}, como un regalo.',
          ],
        },
        '«¡Tres!», dijo {hero}, y metió {object.def} en el bote.',
        {
          alts: [
            '{^creature.def} dio saltitos alrededor del bote, muy {c:contento|contenta}.',
            '{^creature.def} hizo {creature.sonido}, como aplaudiendo.',
          ],
        },
        {
          text: '{friend} se puso a buscar también, y encontró {other.object.indef} y una piedra con forma de corazón.',
          friend: true,
        },
        {
          text: '{hero} se dio cuenta de que ya no estaba enfadad{h:o|a}, ni con la lluvia ni con {place.def}.',
          bands: OLDER,
        },
        {
          text: '{hero} miró el bote: un papel, otro papel y {object.indef}. Ya tenía las tres cosas buenas que le había pedido la abuela, pero, no sabía por qué, no tenía ganas de parar de buscar. Era como cuando encuentras una mora en el camino y luego ves que hay otra, y otra, y de pronto el camino entero está lleno de moras que antes no veías.',
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
        actions: { hero: 'sit', friend: 'stand', creature: 'sit' },
        object: 'world',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Y {hero} siguió buscando: el olor a tierra mojada, el chocolate de la abuela, la risa de los vecinos…',
            'Y después vinieron más: el olor a tierra mojada, un caracol paseando, el pan de la merienda…',
          ],
        },
        {
          alts: [
            '¡El bote se llenó de papelitos hasta arriba!',
            'Al final de la tarde, ¡el bote estaba lleno a rebosar!',
          ],
        },
        {
          text: '{friend} metió a escondidas un papelito en el bote, junto {object.al}: «{hero} es mi {h:mejor amigo|mejor amiga}».',
          friend: true,
        },
        {
          text: '{hero} escribió uno más y lo puso junto {object.al}: «La abuela, que me dio el bote».',
          friend: false,
        },
        { text: 'Las cosas malas del día eran tres; las buenas, ya no se podían contar.', bands: OLDER },
        {
          text: '{hero} se sentó en un banco con el bote lleno en el regazo y {creature.def} a los pies. Las cosas malas seguían ahí, claro: el cordón roto, el helado en el suelo, la excursión suspendida; pero ahora ocupaban muy poquito sitio, como tres piedrecitas en el fondo de un bote lleno de cosas bonitas, debajo {object.del}. No habían desaparecido, solo que ya no eran lo único que {hero} veía {place.in}.',
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
        actions: { hero: 'stand', friend: 'stand' },
        object: 'world',
        objectAt: 'on-prop',
        framing: 'close',
        prop: 'table',
      },
      text: [
        {
          alts: [
            'En casa, {hero} le enseñó el bote lleno a la abuela.',
            'Al volver, {hero} vació el bote sobre la mesa, delante de la abuela.',
          ],
        },
        {
          alts: [
            '«¡Gracias, abuela, al final ha sido un día bueno!», dijo {hero}, y le dio un abrazo.',
            '{hero} abrazó a la abuela: «¡Gracias! ¡Mira cuántas cosas buenas había {place.in}!»',
          ],
        },
        {
          text: '«Las cosas buenas estaban ahí, como {object.def}», dijo {friend}, «solo había que mirarlas para dar las gracias.»',
          friend: true,
        },
        {
          text: '«Las cosas buenas estaban ahí, como {object.def}», pensó {hero}, «solo había que mirarlas para dar las gracias.»',
          friend: false,
        },
        {
          alts: [
            'La abuela sonrió y guardó {object.def} en la estantería, en un sitio especial.',
            'La abuela puso el bote en la ventana, con {object.def} encima de todo.',
          ],
        },
        {
          text: 'Y decidieron que, desde ese día, cada noche meterían una cosa buena en el bote, aunque fuera un pelito {creature.del}.',
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
        object: 'world',
        objectAt: 'on-prop',
        framing: 'medium',
        prop: 'bed',
      },
      text: [
        {
          alts: [
            'Esa noche, la luna brillaba sobre el bote, lleno de cosas buenas.',
            'En la ventana, el bote de las cosas buenas brillaba a la luz de la luna.',
          ],
        },
        {
          alts: [
            '{hero} pensó en {creature.def}, en el arcoíris y en {object.def}.',
            'Antes de dormir, {hero} repasó sus cosas buenas: {creature.def}, el arcoíris, {object.def}…',
          ],
        },
        {
          alts: [
            '«Gracias», susurró, y se quedó {h:dormido|dormida}.',
            '{hero} se durmió dando las gracias, bajito, muy bajito.',
          ],
        },
        {
          text: 'Y en algún rincón {place.del}, {creature.def} dormía en {creature.cama}, sequit{c:o|a} y calentit{c:o|a}.',
          bands: OLDER,
        },
      ],
    },
  ],
  questions: [
    {
      question: '¿Qué le dio la abuela a {hero}?',
      right: 'Un bote de cristal vacío',
      wrong: ['Un paraguas nuevo', 'Un helado'],
    },
    {
      question: '¿Quién le hizo compañía bajo la lluvia?',
      right: '{^creature.def}',
      wrong: ['{^other.creature.def}', '{^other2.creature.def}'],
    },
    {
      question: '¿Qué apareció en el cielo cuando dejó de llover?',
      right: 'Un arcoíris',
      wrong: ['Una estrella fugaz', 'Una cometa'],
    },
    {
      question: '¿Qué encontró {hero} junto al charco?',
      right: '{^object.indef}',
      wrong: ['{^other.object.indef}', '{^other2.object.indef}'],
    },
    {
      question: '¿Por qué al final fue un día bueno?',
      right: 'Porque {hero} aprendió a ver las cosas buenas',
      wrong: ['Porque se fue la abuela', 'Porque le compraron otro helado'],
    },
  ],
};

const treeParty: Plot = {
  id: 'gratitude-party-for-the-tree',
  moral: 'gratitude',
  titles: ['Una fiesta para el árbol', 'Gracias, árbol', '{hero} y el árbol viejo'],
  places: ['meadow', 'park', 'village', 'garden'],
  creatures: ['squirrel', 'owl', 'robin', 'hedgehog'],
  objects: ['lantern', 'bell', 'star'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'day',
        weather: 'clear',
        mood: 'happy',
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'sit', friend: 'stand', creature: 'sit' },
        object: null,
        framing: 'wide',
        prop: 'tall-tree',
      },
      text: [
        {
          alts: [
            'En medio {place.del} había un árbol viejo, enorme, con un columpio colgado de una rama.',
            '{place.in} vivía un árbol muy, muy viejo, el más grande de todos, con un columpio de cuerda.',
          ],
        },
        {
          alts: [
            'En verano daba sombra, en otoño daba castañas, y en su tronco vivía {creature.def}.',
            'El árbol daba sombra, castañas y una casa para {creature.def}, que vivía en un agujero del tronco.',
          ],
        },
        {
          alts: [
            '{hero} se columpiaba allí todas las tardes: ¡arriba, abajo, arriba!',
            'Cada tarde, {hero} se columpiaba bajo la mirada {creature.del}: ¡arriba, abajo!',
          ],
        },
        { text: '{friend} empujaba el columpio y gritaba: «¡Más alto, hasta las nubes!»', friend: true },
        { text: 'Desde el columpio, {place.def} se veía pequeñito y precioso.', bands: OLDER },
        {
          text: 'Aquel árbol llevaba más tiempo que nadie. Había visto crecer a los abuelos, a los padres y ahora a {hero}, y debajo de sus ramas se habían contado secretos, se habían hecho meriendas y se habían celebrado cumpleaños, con {creature.def} mirando desde arriba. Era como un abuelo de madera que no hablaba, pero que siempre estaba, con los brazos abiertos, para todos.',
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
        actions: { hero: 'sit', friend: 'stand', creature: 'stand' },
        object: null,
        framing: 'medium',
        prop: 'tall-tree',
      },
      text: [
        {
          alts: [
            'Un día de otoño, el árbol dejó caer sus hojas, una a una, sobre {place.def}.',
            'Llegó el otoño, y las hojas del árbol caían sobre {place.def} como lluvia dorada.',
          ],
        },
        {
          alts: [
            '«El árbol nos lo da todo», pensó {hero}, «y nunca le damos las gracias.»',
            '{hero} se quedó mirándolo: «Nos da sombra, castañas y columpio… ¿y nosotros qué le damos?»',
          ],
        },
        '«¿Cómo se le dan las gracias a un árbol?», le preguntó {hero} {creature.al}.',
        {
          text: '{friend} se rascó la cabeza: «¿Con una carta? Aunque los árboles no saben leer…»',
          friend: true,
        },
        { text: '{^creature.def} se encogió de hombros: nunca se lo había preguntado.', bands: OLDER },
        {
          text: 'Era una pregunta difícil, porque a la abuela se le daban las gracias con un beso, a la maestra con un dibujo y {creature.al} con una caricia, pero un árbol no tiene mejillas, ni nevera donde pegar dibujos. {hero} se sentó en una raíz, con la barbilla en las manos, decidid{h:o|a} a encontrar la respuesta antes de que cayera la última hoja.',
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
        actions: { hero: 'reach-up', friend: 'reach-up', creature: 'reach-up' },
        object: null,
        framing: 'medium',
        prop: 'tall-tree',
      },
      text: [
        {
          alts: [
            'Primero, {hero} gritó muy fuerte: «¡Gracias, árbol!»',
            'Primero, {hero} se puso delante del tronco y gritó: «¡GRACIAS, ÁRBOL!»',
          ],
        },
        {
          alts: [
            'El árbol no contestó. Solo movió las ramas, shhh, shhh.',
            'Las ramas hicieron shhh, y cayó una castaña justo en la cabeza de {hero}. ¡Toc!',
          ],
        },
        {
          alts: [
            'Luego intentó darle un abrazo… ¡pero el tronco era tan gordo que no le llegaban los brazos!',
            'Después quiso abrazarlo, pero el tronco era tan ancho que los brazos no llegaban ni a la mitad.',
          ],
        },
        { text: '{friend} se unió al abrazo, y {creature.def} también, ¡y aun así no daban la vuelta!', friend: true },
        { text: '{^creature.def} se unió al abrazo, pero seguían sin dar la vuelta al tronco.', friend: false },
        {
          text: 'Desde arriba, una hoja cayó sobre la nariz de {hero}, como un beso pequeño.',
          bands: OLDER,
        },
        {
          text: '{hero} se apartó y miró el tronco, lleno de arrugas, de musgo y de marcas antiguas, junto a la casa {creature.del}. Alguien, hacía tiempo, había grabado un corazón en la corteza, y el árbol se había quedado con la cicatriz; {hero} pasó el dedo por encima y pensó que al árbol aquello le habría dolido, y que a lo mejor dar las gracias no era decir algo, sino cuidar {place.in}.',
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
        actions: { hero: 'point', friend: 'stand', creature: 'stand' },
        object: null,
        framing: 'medium',
        prop: 'tall-tree',
      },
      text: [
        {
          alts: [
            'Entonces {hero} miró alrededor del árbol, y vio papeles, latas y una bolsa vieja.',
            'Al mirar bien, {hero} vio que alrededor del árbol había basura: latas, papeles, un zapato…',
          ],
        },
        '«¡Eso no le gusta!», dijo {creature.def}, «las raíces necesitan tierra limpia para respirar.»',
        { alts: ['¡Ya sabía cómo darle las gracias!', '¡Así se le daban las gracias a un árbol: cuidándolo!'] },
        {
          text: '{friend} encontró una caja vieja y se metió dentro, por si acaso, y {creature.def} se rio: le quedaba enorme.',
          friend: true,
          bands: OLDER,
        },
        { text: '{hero} cruzó {place.def} corriendo, a por guantes y una bolsa grande.', bands: OLDER },
        {
          text: 'La gente merendaba a la sombra del árbol, se columpiaba en su rama, recogía sus castañas… y luego dejaba allí sus papeles, como quien se va de una casa sin recoger la mesa. No lo hacían por malos, pensó {hero}: simplemente no se habían fijado, igual que {h:él|ella} hasta esa mañana.',
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
        actions: { hero: 'carry', friend: 'stand', creature: 'carry' },
        object: null,
        framing: 'wide',
        prop: 'tall-tree',
      },
      text: [
        {
          alts: [
            '{hero} recogió todos los papeles y todas las latas, uno a uno.',
            'Con sus guantes, {hero} limpió todo alrededor del árbol.',
          ],
        },
        {
          alts: [
            'Luego puso un círculo de piedras alrededor del tronco, para proteger las raíces.',
            'Después colocó piedras redondas alrededor de las raíces, como una corona.',
          ],
        },
        {
          alts: [
            'Y colgó un cartel: «Gracias, árbol. Cuídalo tú también».',
            'Y en el tronco, junto a la casa {creature.del}, colgó un cartel: «Gracias, árbol».',
          ],
        },
        {
          text: '{friend} ayudó a pintar en el cartel un árbol con cara sonriente, un columpio y {creature.indef}.',
          friend: true,
          bands: OLDER,
        },
        {
          text: '{^creature.def} le traía a {hero} las cosas que encontraba entre la hierba, muy servicial.',
          bands: OLDER,
        },
        {
          text: 'Los vecinos que pasaban se paraban a mirar. Primero con curiosidad, luego con un poco de vergüenza, y luego con ganas de ayudar: la señora del quiosco trajo una escoba, el señor del perro trajo una regadera y unos niños mayores colocaron más piedras alrededor de la casa {creature.del}. Y alguien propuso: «¿Y si le hacemos una fiesta al árbol, con {object.pl}?»',
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
        actions: { hero: 'reach-up', friend: 'stand', creature: 'sit' },
        object: 'world',
        objectAt: 'up-tree',
        objectState: 'lit',
        framing: 'wide',
        prop: 'tall-tree',
      },
      text: [
        {
          alts: [
            'Esa tarde, todos vinieron a la fiesta del árbol.',
            'Al atardecer, {p:medio|media} {place.def} se juntó debajo del árbol viejo.',
          ],
        },
        {
          alts: [
            'Colgaron {object.pl} de las ramas, y el árbol parecía vestido de fiesta.',
            'De cada rama colgaba {object.indef}, y el árbol brillaba como nunca.',
          ],
        },
        {
          alts: [
            'Cada uno contó algo que el árbol le había regalado: una sombra, un columpio, una tarde de cuentos…',
            'Los abuelos contaron que, de jóvenes, se habían conocido bajo esas ramas.',
          ],
        },
        {
          text: '{friend} contó que una vez se había quedado {f:dormido|dormida} en el columpio, y {creature.def} le había tapado con hojas.',
          friend: true,
          bands: OLDER,
        },
        { text: '{^creature.def} asomó la cabeza por su agujero y miró la fiesta, encantad{c:o|a}.', bands: OLDER },
        {
          text: '{hero} escuchaba las historias con los ojos muy abiertos, a la luz de {object.pl}: una señora contó que su hijo había aprendido a andar agarrándose al tronco, y un señor contó que, cuando estaba triste, venía a sentarse aquí, y el ruido de las hojas le consolaba. Cada historia era un «gracias» que había estado guardado muchos años, esperando una fiesta para salir.',
          bands: BIG,
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'night',
        weather: 'wind',
        mood: 'happy',
        cast: ['hero', 'friend'],
        actions: { hero: 'point', friend: 'stand' },
        object: 'world',
        objectAt: 'up-tree',
        objectState: 'lit',
        framing: 'medium',
        prop: 'tall-tree',
      },
      text: [
        {
          alts: [
            'Entonces sopló el viento, y las hojas del árbol hicieron shhh, shhh.',
            'Cuando salió la luna, una brisa movió las ramas: shhh, shhh.',
          ],
        },
        '«¡Está diciendo "de nada"!», dijo {hero}, y todos se quedaron en silencio, escuchando.',
        {
          text: '«Dar las gracias es cuidar lo que nos cuida», dijo {friend}, mirando {object.pl} en las ramas.',
          friend: true,
        },
        {
          text: '«Dar las gracias es cuidar lo que nos cuida», pensó {hero}, mirando {object.pl} en las ramas.',
          friend: false,
        },
        {
          alts: [
            '{object.def} se mecía en las ramas, como si el árbol bailara.',
            'Y {object.pl} brillaban en las ramas, como estrellas bajadas del cielo.',
          ],
        },
        {
          text: 'Desde entonces, el árbol tuvo siempre su círculo de piedras, y nadie dejó más basura a sus pies.',
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
            'Esa noche, desde la ventana, {hero} veía brillar el árbol a lo lejos.',
            'Ya en la cama, {hero} miraba por la ventana el árbol de la fiesta.',
          ],
        },
        {
          alts: [
            '«Buenas noches, árbol», susurró. «Gracias por todo.»',
            '«Gracias, árbol», dijo bajito, «mañana vuelvo a columpiarme.»',
          ],
        },
        {
          alts: [
            'Y se quedó {h:dormido|dormida}, meciéndose en sueños: arriba, abajo, arriba…',
            'Y {hero} se durmió, con el shhh de las hojas en la cabeza.',
          ],
        },
        { text: 'En el tronco, {creature.def} dormía en {creature.cama}, muy calentit{c:o|a}.', bands: OLDER },
      ],
    },
  ],
  questions: [
    {
      question: '¿Quién vivía en el tronco del árbol?',
      right: '{^creature.def}',
      wrong: ['{^other.creature.def}', '{^other2.creature.def}'],
    },
    {
      question: '¿Qué pasó cuando {hero} quiso abrazar el árbol?',
      right: 'No le llegaban los brazos',
      wrong: ['El árbol se movió', 'Se quedó dormid{h:o|a}'],
    },
    {
      question: '¿Qué colgaron de las ramas en la fiesta?',
      right: '{^object.pl}',
      wrong: ['{^other.object.pl}', '{^other2.object.pl}'],
    },
    {
      question: '¿Cómo le dio {hero} las gracias al árbol?',
      right: 'Cuidándolo y limpiando a su alrededor',
      wrong: ['Cortándole una rama', 'Escribiéndole una carta'],
    },
  ],
};

export const gratitudePlots: Plot[] = [breadJourney, goodThingsJar, treeParty];
