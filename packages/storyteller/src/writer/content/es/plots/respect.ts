/** Respect: a shy creature who needs its space, a newcomer who dances another way, asking before taking. */
import type { Plot } from '../../format.js';
import { BIG, OLDER } from '../bands.js';

const shyOne: Plot = {
  id: 'respect-little-by-little',
  moral: 'respect',
  titles: ['Poco a poco', '{hero} aprende a esperar', 'Un amigo a su ritmo'],
  places: ['garden', 'meadow', 'park', 'forest'],
  creatures: ['hedgehog', 'turtle', 'cat', 'fawn', 'rabbit'],
  objects: ['apple', 'flower', 'feather'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
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
            'Una mañana, {place.in}, apareció {creature.indef} nuev{c:o|a}.',
            'Aquella mañana, {hero} vio {creature.indef} que nunca había estado.',
          ],
        },
        {
          alts: [
            '{c:Era pequeñito|Era pequeñita}, suave y con unos ojos enormes.',
            'Tenía los ojos brillantes y se movía por {place.def} muy, muy despacio.',
          ],
        },
        '«¡Qué bonit{c:o|a}! ¡Quiero abrazar{c:lo|la}!», gritó {hero}, y echó a correr hacia {creature.def}.',
        {
          text: '{friend} corrió detrás, dando saltos: «¡Espérame, que yo también {c:lo|la} quiero abrazar!»',
          friend: true,
        },
        { text: 'Alrededor, {place.calma}, y todo parecía tranquilo… hasta que {hero} echó a correr.', bands: OLDER },
        {
          text: '{hero} ya se imaginaba paseando por {place.def} con {creature.def} en brazos, como un peluche de verdad.',
          bands: OLDER,
        },
        {
          text: '{hero} llevaba días deseando tener {creature.indef} de amig{c:o|a}. Se había imaginado cómo sería: {c:lo|la} llevaría en brazos por {p:todo|toda} {place.def}, {c:lo|la} acariciaría sin parar y le daría {object.indef} cada mañana. En su cabeza, {creature.def} ya era su mejor amig{c:o|a}. Lo que {hero} no se había preguntado era qué pensaría {creature.def} de todo eso.',
          bands: BIG,
        },
      ],
    },
    {
      scene: {
        creatureAt: 'under-bush',
        place: 'world',
        time: 'morning',
        weather: 'clear',
        mood: 'worried',
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'reach-up', friend: 'fall', creature: 'hide' },
        object: null,
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Pero {creature.def} se asustó y, ¡fiuuu!, se escondió debajo de un arbusto.',
            'Pero, al ver a {hero} corriendo, {creature.def} dio un respingo y se metió debajo de un arbusto.',
          ],
        },
        {
          alts: [
            '{hero} se lanzó a abrazar{c:lo|la} y, ¡zas!, abrazó el arbusto, que pinchaba más que un cactus.',
            '{hero} estiró los brazos… y solo atrapó un puñado de hojas.',
          ],
        },
        { text: '{friend} tropezó con una raíz y acabó sentad{f:o|a} en un charco, ¡chof!', friend: true },
        { text: 'Desde debajo del arbusto, {creature.def} temblaba como una hoja.', bands: OLDER },
        {
          text: '{hero} se sacudió las hojas del pelo, sin entender por qué {creature.def} huía de {h:él|ella}.',
          friend: false,
          bands: OLDER,
        },
        {
          text: '{hero} se quedó de rodillas junto al arbusto, con hojas en el pelo y un arañazo pequeñito en la mano. No entendía nada: solo quería ser cariños{h:o|a}, ¿por qué {creature.def} salía corriendo? A lo mejor {creature.al} no le gustaban los niños, o no le gustaba {hero}, y esa idea le hizo sentir un pellizco en la tripa.',
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
        actions: { hero: 'wave', friend: 'reach-up', creature: 'hide' },
        object: 'world',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Entonces {hero} cogió {object.indef} y {o:lo|la} movió delante del arbusto: «¡Ven, ven, mira lo que tengo!»',
            '{hero} probó otra cosa: agitó {object.indef} delante del arbusto y llamó muy fuerte: «¡Sal, sal!»',
          ],
        },
        {
          alts: [
            'Pero cuanto más fuerte llamaba {hero}, más se escondía {creature.def}.',
            'Pero {creature.def} se hizo todavía más pequeñ{c:o|a} entre las ramas.',
          ],
        },
        { text: '«¡Yo {c:lo|la} saco de ahí!», dijo {friend}, y se metió entre las ramas.', friend: true },
        {
          text: '«¡No, así {creature.def} se asusta más!», dijo {hero} de pronto, y detuvo a {friend}.',
          friend: true,
          bands: OLDER,
        },
        { text: '{^creature.def} soltó un {creature.sonido} muy bajito, casi un quejido.', bands: OLDER },
        { text: '{hero} bajó {object.def} despacio y se quedó pensando, con la frente arrugada.', bands: OLDER },
        {
          text: '{hero} se quedó mirando entre las ramas. Allí dentro, {creature.def} tenía el corazón latiendo deprisa, se le notaba en todo el cuerpo. Y {hero} pensó: «Si un gigante viniera corriendo hacia mí, gritando y moviendo {object.indef}, yo también me escondería.» Porque para {creature.def}, {hero} era un gigante: un gigante simpático, pero gigante.',
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
        actions: { hero: 'sit', friend: 'sit', creature: 'hide' },
        object: 'world',
        objectAt: 'ground',
        framing: 'wide',
      },
      text: [
        '{hero} dejó {object.def} en el suelo, se apartó unos pasos y se sentó en la hierba.',
        {
          text: 'Se sentó lejos, pero no demasiado: lo justo para que {creature.def} pudiera ver a {hero} sin sentir miedo.',
          bands: OLDER,
        },
        {
          alts: [
            '«No te voy a tocar si tú no quieres, {creature.nom}; aquí te espero», dijo bajito.',
            '«Tranquil{c:o|a}», susurró {hero}. «No te voy a coger. Te espero aquí, sin moverme.»',
          ],
        },
        {
          alts: [
            '{friend} se sentó a su lado, aunque le costaba estarse quiet{f:o|a}: le picaba la nariz, le picaba la espalda, le picaba todo.',
            '{friend} se sentó también en la hierba, muy ties{f:o|a}, como una estatua con hipo.',
          ],
          friend: true,
        },
        { text: 'Alrededor, {place.calma}.', friend: false, bands: OLDER },
        {
          text: '{hero} se puso a mirar las nubes que pasaban sobre {place.def}, para que {creature.def} no se sintiera vigilad{c:o|a}.',
          bands: OLDER,
        },
        {
          text: 'Esperar era difícil: {hero} tenía ganas de mirar hacia {creature.def} cada dos segundos, de llamar otra vez, de acercarse solo un poquito, pero no lo hizo. Se acordó de cuando tía Julia le pellizcaba las mejillas sin preguntar, y de lo poco que le gustaba. Querer a alguien no da permiso para cogerle, porque eso lo decide cada uno, y {creature.def} también tenía derecho a decidir.',
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
        actions: { hero: 'sit', friend: 'sit', creature: 'walk' },
        object: 'world',
        objectAt: 'ground',
        framing: 'medium',
      },
      text: [
        'Poco a poco, {creature.def} asomó la nariz entre las hojas.',
        'Poco a poco, dio un pasito hacia {object.def}, y luego otro.',
        {
          alts: [
            'Poco a poco, se acercó {object.al}, {o:lo|la} olió y miró a {hero}.',
            'Poco a poco, llegó hasta {object.def} y {o:lo|la} olisqueó con cuidado.',
          ],
        },
        {
          alts: [
            '{friend} contenía la respiración, con las mejillas hinchadas como un globo.',
            '{friend} no se atrevía ni a parpadear, por si asustaba {creature.al}.',
          ],
          friend: true,
        },
        { text: '{hero} no se movió ni un pelo: solo sonrió {creature.al}, muy despacito.', bands: OLDER },
        {
          text: 'Una mariposa se posó en la rodilla de {hero}, como si también quisiera ver qué pasaba {place.in}.',
          friend: false,
          bands: OLDER,
        },
        {
          text: 'A {hero} le pareció que el tiempo iba más lento, como cuando miras caer la nieve. Cada pasito {creature.del} era pequeño, pero valía muchísimo: era un pasito que {creature.def} había decidido dar, sin que nadie tirara de {c:él|ella}. {hero} comprendió que eso era mucho mejor que cualquier abrazo robado.',
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
        objectAt: 'ground',
        framing: 'close',
      },
      text: [
        {
          alts: [
            'Y entonces, {creature.def} se acercó a {hero} y se sentó a su lado, tan tranquil{c:o|a}.',
            'Y al final, {creature.def} vino solit{c:o|a} y se acurrucó junto al zapato de {hero}.',
          ],
        },
        {
          alts: [
            '{hero} le ofreció la mano, abierta, quieta, y esperó.',
            '{hero} puso la mano en la hierba, con la palma hacia arriba, y esperó.',
          ],
        },
        '{^creature.def} la olió y apoyó la cabeza en ella, {creature.sonido}, suave como {object.indef}.',
        { text: '{friend} susurró, con los ojos muy abiertos: «¡Ha venido porque ha querido!»', friend: true },
        {
          text: '«{^creature.sonido}», dijo {creature.def}, que en su idioma quería decir «gracias por esperarme».',
          bands: OLDER,
        },
        {
          text: 'Se quedaron así mucho rato, mientras el sol se iba poniendo detrás. No hacía falta abrazar {creature.al}, ni cogerl{c:o|a}, ni llevarl{c:o|a} en brazos por {place.def}: bastaba con estar cerca, cada uno en su sitio, como dos amigos que se entienden sin hablar. {hero} pensó que nunca había tenido la mano tan quieta, ni el corazón tan contento, ni {object.def} tan cerca de otra nariz.',
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
        actions: { hero: 'stand', friend: 'stand', creature: 'carry' },
        object: 'world',
        objectAt: 'creature',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Cuando se hizo tarde, {creature.def} se llevó {object.def} y volvió a su arbusto.',
            'Al caer la tarde, {creature.def} cogió {object.def} con mucho cuidado y se despidió.',
          ],
        },
        {
          alts: [
            'Pero antes se giró y miró a {hero}, como diciendo: «Mañana vuelvo».',
            'Y desde el arbusto, {creature.def} miró a {hero} una vez más, como prometiendo volver.',
          ],
        },
        {
          text: '«Cada uno tiene su ritmo», dijo {friend}, mirando el arbusto, «y si esperas, los amigos vienen solos.»',
          friend: true,
        },
        {
          text: '«Cada uno tiene su ritmo», pensó {hero}, mirando el arbusto, «y si esperas, los amigos vienen solos.»',
          friend: false,
        },
        { text: 'Y {hero} volvió a casa por {place.def}, dando saltitos de alegría.', bands: OLDER },
        {
          text: 'Por el camino, {hero} iba pensando que había aprendido algo importante, aunque no sabía muy bien cómo decirlo. Algo así como que el cariño no se coge, se ofrece; y que la otra persona, o {creature.def}, o quien sea, decide si lo quiere. Y que cuando {creature.def}, o quien sea, decide que sí, es el mejor regalo del mundo.',
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
            'Esa noche, en la cama, {hero} pensaba en {creature.def}.',
            'Ya en la cama, {hero} se acordó {creature.del} y sonrió.',
          ],
        },
        {
          alts: [
            'Poco a poco se le cerraron los ojos.',
            'Poco a poco, poquito a poco, llegó el sueño, con olor a {object.nom}.',
          ],
        },
        {
          alts: [
            'Y soñó con {creature.def}, sentad{c:o|a} a su lado, sin prisa ninguna.',
            'Y {hero} se durmió, tan tranquil{h:o|a} como {creature.def} en {creature.cama}.',
          ],
        },
        { text: 'Mañana volvería {place.to}, a sentarse en la hierba y esperar.', bands: OLDER },
      ],
    },
  ],
  questions: [
    {
      question: '¿Qué animal apareció {place.in}?',
      right: '{^creature.indef}',
      wrong: ['{^other.creature.indef}', '{^other2.creature.indef}'],
    },
    {
      question: '¿Qué hizo {creature.def} cuando {hero} corrió hacia {c:él|ella}?',
      right: 'Se escondió debajo de un arbusto',
      wrong: ['Se subió a un árbol', 'Corrió a saludar a {hero}'],
    },
    {
      question: '¿Qué dejó {hero} en el suelo?',
      right: '{^object.indef}',
      wrong: ['{^other.object.indef}', 'Una galleta'],
    },
    {
      question: '¿Por qué al final se acercó {creature.def}?',
      right: 'Porque {hero} esperó sin tocar{c:lo|la}',
      wrong: ['Porque {hero} gritó más fuerte', 'Porque tenía frío'],
    },
  ],
};

const newDance: Plot = {
  id: 'respect-another-dance',
  moral: 'respect',
  titles: ['Otra manera de bailar', 'La fiesta del verano', '{hero} y el baile nuevo'],
  places: ['village', 'park', 'meadow', 'island'],
  creatures: ['duck', 'frog', 'bear', 'squirrel', 'puppy'],
  objects: ['drum', 'bell'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'evening',
        weather: 'clear',
        mood: 'happy',
        cast: ['hero', 'friend'],
        actions: { hero: 'wave', friend: 'wave' },
        object: 'world',
        objectAt: 'ground',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Aquella tarde había fiesta {place.in}: ¡la fiesta del verano!',
            'Era el día de la fiesta del verano, y {p:todo|toda} {place.def} estaba adornado.',
          ],
        },
        {
          alts: [
            'Había guirnaldas, limonada y la música {object.del}: ¡pom, pom, tilín!',
            'Sonaba {object.def}, colgaban guirnaldas de colores y olía a churros.',
          ],
        },
        {
          alts: [
            'Y todos bailaban el baile de siempre: un paso, dos pasos, vuelta y palmada.',
            'Y {p:todo|toda} {place.def} bailaba el baile de siempre: un paso, dos pasos, vuelta y palmada.',
          ],
        },
        {
          alts: [
            '{friend} se sabía el baile de memoria y lo bailaba con los ojos cerrados.',
            '{friend} bailaba al lado de {hero}, al ritmo {object.del}, sin equivocarse nunca.',
          ],
          friend: true,
        },
        {
          text: '{hero} bailaba en primera fila, muy cerca {object.del}, sin equivocarse nunca.',
          friend: false,
          bands: OLDER,
        },
        {
          text: 'Un paso, dos pasos, vuelta y palmada: era el baile desde que las abuelas eran pequeñas.',
          bands: OLDER,
        },
        {
          text: 'A {hero} le encantaba la fiesta del verano. Era la única noche del año en la que nadie te mandaba a la cama pronto, en la que los mayores también bailaban y en la que {object.def} sonaba hasta que salían las estrellas. {hero} se sabía el baile desde que tenía memoria, y lo bailaba con una sonrisa enorme, dando la palmada más fuerte que nadie.',
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
        cast: ['hero', 'creature'],
        actions: { hero: 'stand', creature: 'wave' },
        object: 'world',
        objectAt: 'ground',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Entonces llegó {creature.indef} que acababa de mudarse {place.to}.',
            'En medio de la fiesta apareció {creature.indef} nuev{c:o|a}, recién llegad{c:o|a} {place.to}.',
          ],
        },
        '{^creature.def} escuchó la música un momento y se puso a bailar a su manera.',
        {
          alts: [
            'Daba saltitos, giraba sobre una pata y movía los brazos como olas.',
            'Saltaba, se agachaba, daba tres vueltas seguidas y movía la cabeza como una flor al viento.',
          ],
        },
        { text: '{^creature.def} bailaba con los ojos brillantes, feliz como nadie.', bands: OLDER },
        {
          text: 'Era un baile rarísimo, distinto a todo lo que se había visto nunca. No tenía «un paso, dos pasos», ni vuelta, ni palmada, pero tenía otra cosa: {creature.def} lo bailaba con tantas ganas que parecía que la música saliera de sus propios pies. Se notaba que era el baile de la tierra {creature.del}, de su familia, de su casa de antes.',
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
        objectAt: 'ground',
        framing: 'close',
      },
      text: [
        {
          alts: [
            'Algunos se pararon a mirar, y alguien dijo: «¡Así no se baila!»',
            '{^other.creature.pl} se rieron por lo bajo: «¡Qué baile más raro!»',
          ],
        },
        {
          alts: [
            '{^creature.def} dejó de bailar y se quedó muy quiet{c:o|a}, mirando al suelo.',
            '{^creature.al} se le apagó la sonrisa, y se fue a un rincón {place.del}.',
          ],
        },
        {
          alts: [
            '{friend} también se rio un poquito, sin pensar, y luego se tapó la boca.',
            'A {friend} se le escapó una risita, y enseguida puso cara de arrepentimiento mirando {creature.al}.',
          ],
          friend: true,
        },
        { text: '{hero} sintió algo raro en la tripa al ver {creature.al} tan solit{c:o|a}.', bands: OLDER },
        {
          text: '{hero} miró {creature.al}, solit{c:o|a} en el rincón {place.del}, con las orejas caídas. Se acordó del primer día en el cole nuevo, cuando no conocía a nadie y todos sabían cosas que {h:él|ella} no sabía: dónde estaba el baño, cómo se jugaba a la comba, qué canción se cantaba al salir. Qué frío hacía aquel día, aunque fuera verano como ahora; nadie se había reído de {h:él|ella}, pero aun así había tenido ganas de esconderse, igual que {creature.def}.',
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
        actions: { hero: 'wave', friend: 'sit', creature: 'sit' },
        object: 'world',
        objectAt: 'ground',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            '{hero} quiso animar{c:lo|la} y le enseñó el baile de siempre: «¡Mira, es fácil!»',
            '{hero} fue hasta {creature.def} y le propuso: «¿Te enseño nuestro baile?»',
          ],
        },
        {
          alts: [
            'Pero {creature.def} se hizo un lío: dio la palmada en la vuelta y la vuelta en la palmada… ¡y se cayó de culete!',
            'Pero {creature.def} se equivocó en todo: dio la vuelta al revés, la palmada a destiempo… ¡y acabó sentad{c:o|a} en el suelo!',
          ],
        },
        {
          text: '{friend} intentó ayudar y se enredó también, y acabaron en el suelo, hechos un ovillo.',
          friend: true,
          bands: OLDER,
        },
        { text: '{^creature.def} suspiró: «Es que yo no sé bailar como vosotros.»', bands: OLDER },
        {
          text: '{hero} se rascó la cabeza: aquello no estaba saliendo como esperaba {place.in}.',
          friend: false,
          bands: OLDER,
        },
        {
          text: '{hero} se dio cuenta de que se había equivocado, aunque con buena intención. Querer que {creature.def} bailara como todos era como pedirle a un pez que cantara, o a la luna que saliera por la mañana. {^creature.def} no necesitaba aprender a ser como los demás. Necesitaba que los demás le dejaran ser como era.',
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
        actions: { hero: 'wave', friend: 'wave', creature: 'wave' },
        object: 'world',
        objectAt: 'ground',
        framing: 'medium',
      },
      text: [
        'Entonces {hero} tuvo una idea mejor: «¿Y si tú me enseñas tu baile a mí?»',
        {
          alts: [
            '{^creature.al} se le iluminó la cara: «¿De verdad? ¡Es el baile de mi casa!»',
            '{^creature.def} levantó la cabeza, sorprendid{c:o|a}: «¿Quieres aprender mi baile?»',
          ],
        },
        {
          alts: [
            'Y {hero} bailó a saltitos, giró sobre un pie y movió los brazos como olas.',
            'Y {hero} saltó, se agachó y dio tres vueltas, como le enseñaba {creature.def}.',
          ],
        },
        {
          text: '{friend} se unió enseguida, y era tan mal{f:o|a} girando que todo el mundo se rio, ¡pero con {f:él|ella}, no de {f:él|ella}!',
          friend: true,
        },
        { text: '{hero} se equivocaba un montón, y {creature.al} le daba la risa, una risa buena.', bands: OLDER },
        {
          text: 'Aprender el baile {creature.del} era difícil. {hero} se mareaba en las tres vueltas y siempre movía el brazo que no era, y {creature.def} se tapaba la boca para no reírse. Pero cada vez que se equivocaba, {creature.def} se reía un poco más y le enseñaba otra vez, con paciencia, como un buen maestro. Y poco a poco, {hero} empezó a entender la música de aquel baile, que no era la misma música, pero se bailaba con {object.def} igual de bien.',
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
        actions: { hero: 'run', creature: 'wave' },
        object: 'world',
        objectAt: 'ground',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Los demás se acercaron a mirar, y esta vez nadie se rio: ¡querían aprender!',
            'Poco a poco, todos los vecinos se acercaron: «¿Nos enseñáis?»',
          ],
        },
        'Y esa noche, {place.in}, se bailaron los dos bailes: un paso, dos pasos, vuelta, palmada y tres saltitos.',
        {
          alts: [
            '{object.def} sonaba más alegre que nunca.',
            'Hasta {object.def} parecía sonar más fuerte, de tan content{o:o|a}.',
          ],
        },
        { text: '{^creature.def} bailaba en el centro del corro, feliz, con su baile y con el nuevo.', bands: OLDER },
        {
          text: '{hero} giraba y giraba hasta marearse, y {creature.def} sujetaba a {hero} para que no se cayera.',
          friend: false,
          bands: OLDER,
        },
        {
          text: 'Los abuelos dijeron que hacía años que no se divertían tanto en la fiesta. El más viejo dijo que el baile de siempre también había sido nuevo una vez, cuando lo trajo {place.al} alguien de lejos, hacía muchísimo tiempo; y que por eso los bailes están vivos, porque cada uno que llega les añade un paso, como había hecho {creature.def}.',
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
        actions: { hero: 'hug', friend: 'stand', creature: 'hug' },
        object: 'world',
        objectAt: 'ground',
        framing: 'close',
      },
      text: [
        {
          alts: [
            'Al final de la fiesta, {creature.def} le dio un abrazo a {hero}: «Gracias por querer mi baile.»',
            'Cuando la fiesta terminaba, {creature.def} le dio las gracias a {hero} con un {creature.sonido} alegre.',
          ],
        },
        {
          text: '«Lo distinto no está mal», dijo {friend}, con {object.def} todavía sonando, «solo es distinto, ¡y a veces es más divertido!»',
          friend: true,
        },
        {
          text: '«Lo distinto no está mal», pensó {hero}, con {object.def} todavía sonando, «solo es distinto, ¡y a veces es más divertido!»',
          friend: false,
        },
        {
          text: '{hero} y {creature.def} quedaron en verse al día siguiente {place.in}, para inventar un tercer baile.',
          bands: OLDER,
        },
        {
          text: 'Al volver a casa, {hero} se dio cuenta de que tarareaba dos canciones a la vez, la de siempre y la {creature.del}, mezcladas. Sonaba rarísimo, y sonaba precioso, como {object.def} y {other.object.def} a la vez. Pensó que {place.def} era un poco más bonito desde esa noche, porque tenía un vecino más y un baile más.',
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
            'Ya en la cama, a {hero} le bailaban todavía los pies debajo de la manta.',
            'En la cama, {hero} movía los dedos de los pies al ritmo {object.del}.',
          ],
        },
        {
          alts: [
            'Un paso, dos pasos, vuelta, palmada… y tres saltitos.',
            'Un saltito, dos saltitos… y un bostezo enorme.',
          ],
        },
        {
          alts: [
            'Y se quedó {h:dormido|dormida}, bailando en sueños con {creature.def}.',
            'Y {hero} se durmió, con la música sonando bajito en su cabeza.',
          ],
        },
        {
          text: 'Allá lejos, {creature.def} también dormía en {creature.cama}, con una sonrisa de fiesta.',
          bands: OLDER,
        },
      ],
    },
  ],
  questions: [
    {
      question: '¿Qué fiesta había {place.in}?',
      right: 'La fiesta del verano',
      wrong: ['Un cumpleaños', 'La fiesta de la nieve'],
    },
    {
      question: '¿Quién llegó nuevo a la fiesta?',
      right: '{^creature.def}',
      wrong: ['{^other.creature.def}', '{^other2.creature.def}'],
    },
    {
      question: '¿Qué hizo {hero} para animar {creature.al}?',
      right: 'Le pidió que le enseñara su baile',
      wrong: ['Se fue a casa', 'Le regaló {other.object.indef}'],
    },
    {
      question: '¿Qué aprendió {hero} aquella noche?',
      right: 'Que lo distinto no está mal',
      wrong: ['Que solo hay un baile bueno', 'Que bailar cansa mucho'],
    },
  ],
};

const askFirst: Plot = {
  id: 'respect-ask-before-taking',
  moral: 'respect',
  titles: ['Primero, preguntar', 'El jardín de doña Remedios', '{hero} llama a la puerta'],
  places: ['garden', 'village', 'farm'],
  creatures: ['cat', 'puppy', 'duck', 'hedgehog'],
  objects: ['apple', 'flower'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'clear',
        mood: 'happy',
        cast: ['hero', 'friend'],
        actions: { hero: 'look-for', friend: 'walk' },
        object: null,
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Era el cumpleaños de mamá, y {hero} quería darle algo especial.',
            'Aquel día cumplía años mamá, y {hero} buscaba un regalo precioso.',
            'Mamá cumplía años, y {hero} se levantó tempranísimo para buscarle un regalo.',
          ],
        },
        {
          alts: [
            '{hero} buscó y buscó {place.in}, pero no encontraba nada bonito de verdad.',
            'Recorrió {place.def} de arriba abajo, pero nada le parecía bastante bonito.',
          ],
        },
        {
          alts: [
            '{friend} le acompañaba, con una lista de ideas: «Una piedra, un caracol, un dibujo…»',
            '{friend} iba detrás con una lista: «Una piedra, una hoja, un caracol…»',
          ],
          friend: true,
        },
        { text: '{hero} quería algo que hiciera sonreír a mamá nada más verlo, algo.', bands: OLDER },
        {
          text: 'Miró entre las piedras, detrás de la fuente y debajo del banco, y solo encontró un botón y una chapa.',
          friend: false,
          bands: OLDER,
        },
        {
          text: '{hero} había ahorrado tres monedas en su hucha, pero {place.in} no había ninguna tienda abierta tan temprano. Además, quería regalar algo que no se comprara: algo vivo, algo que oliera bien, algo que mamá pudiera mirar pensando «esto lo ha encontrado {hero} para mí». Solo hacía falta encontrarlo antes de la merienda.',
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
        actions: { hero: 'stand', friend: 'stand' },
        object: 'world',
        objectAt: 'ground',
        framing: 'medium',
        prop: 'fence',
      },
      text: [
        'Y entonces lo vio: detrás de una valla, en el jardín de doña Remedios, había {object.indef} preciosísim{o:o|a}.',
        {
          alts: [
            'Era {object.def} más bonit{o:o|a} de {p:todo|toda} {place.def}.',
            'Brillaba al sol como ningun{o:o|a} otr{o:o|a}.',
          ],
        },
        {
          text: '«¡Cóge{o:lo|la}, que nadie mira!», dijo {friend}, de puntillas junto a la valla.',
          friend: true,
        },
        { text: '«Nadie mira», pensó {hero}. «Podría coger {object.def} en un momento.»', friend: false },
        { text: 'La valla era bajita, y {object.def} estaba muy cerca, casi al alcance de la mano.', bands: OLDER },
        {
          text: '{hero} estiró la mano por encima de la valla y se paró: {object.def} estaba allí, tan cerca, tan bonit{o:o|a}, pero no era suy{o:o|a}. Era de doña Remedios, que cuidaba su jardín todas las mañanas y les cantaba coplas a las plantas, y hasta {creature.def} de doña Remedios se sabía las coplas. Aunque nadie mirara, {hero} sabía que coger {object.def} no estaba bien: cuando algo es de otro, se pregunta.',
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
        cast: ['hero', 'friend'],
        actions: { hero: 'stand', friend: 'stand' },
        object: 'world',
        objectAt: 'ground',
        framing: 'medium',
        prop: 'hut',
      },
      text: [
        '{hero} bajó la mano: «No, {object.def} es de doña Remedios, y primero hay que preguntar.»',
        {
          alts: [
            'Así que fue a la puerta y llamó: toc, toc, toc.',
            'Fue hasta la puerta de la casa y llamó con los nudillos: toc, toc.',
            'Se acercó a la puerta verde de doña Remedios y llamó: toc, toc, toc.',
          ],
        },
        { alts: ['Pero nadie abrió.', 'Nada, ni un ruido.', 'Pero la puerta siguió cerrada.'] },
        {
          alts: [
            '{friend} resopló: «¡Pues ya está, hemos preguntado!», pero {hero} negó con la cabeza.',
            '«Bueno, pues no hay nadie, así que…», empezó {friend}, pero {hero} negó con la cabeza.',
          ],
          friend: true,
        },
        {
          text: '{hero} llamó otra vez, más fuerte, ¡toc, toc, TOC!, y solo contestó el eco.',
          bands: OLDER,
        },
        {
          text: 'Habría sido fácil decir «bueno, lo he intentado» y coger {object.def} igualmente. Pero {hero} sabía que no era lo mismo: preguntar no es limpiarse los pies en el felpudo, preguntar es dejar que el otro decida. Y si doña Remedios no contestaba, a lo mejor es que estaba en otro rincón {place.del}, y había que buscarla.',
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
        actions: { hero: 'walk', friend: 'hide', creature: 'walk' },
        object: 'world',
        objectAt: 'ground',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            '«¡Doña Remediooos!», llamó {hero}, y le contestó {creature.indef}: «{^creature.sonido}».',
            '{hero} gritó: «¿Hay alguien?», y desde la ventana le contestó {creature.indef}: «{^creature.sonido}».',
          ],
        },
        {
          alts: [
            'Era {creature.def} de doña Remedios, que {creature.anda} hasta la parte de atrás de la casa.',
            '{^creature.def} de doña Remedios {creature.anda} hacia el otro lado de la casa, como diciendo «por aquí».',
          ],
        },
        {
          alts: [
            '{hero} fue detrás {creature.del}, y allí estaba doña Remedios, regando sus tomates con un sombrero de paja.',
            'Siguiendo {creature.al}, {hero} encontró a doña Remedios en el huerto, con un sombrero de paja y una regadera.',
          ],
        },
        {
          text: '{friend} se escondió detrás de {hero}, un poco {f:avergonzado|avergonzada} por lo de «que nadie mira».',
          friend: true,
        },
        {
          text: 'Doña Remedios era un poco sorda y no había oído los golpes en la puerta, ni {creature.al}.',
          bands: OLDER,
        },
        {
          text: 'Doña Remedios era la vecina más vieja: tenía la cara llena de arrugas de tanto sonreír y las manos llenas de tierra de tanto plantar. {hero} le tenía un poco de respeto, del bueno, del que se tiene a quien sabe muchas cosas, y carraspeó, se puso derech{h:o|a} y habló despacio y alto, para que doña Remedios lo oyera todo bien, aunque {creature.def} no paraba de hacer {creature.sonido}.',
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
        actions: { hero: 'stand', creature: 'stand' },
        object: 'world',
        objectAt: 'ground',
        framing: 'close',
      },
      text: [
        '«Buenos días, doña Remedios: ¿me daría {object.indef} de su jardín para el cumpleaños de mi mamá?»',
        {
          alts: [
            'Doña Remedios se quitó el sombrero y miró a {hero} con los ojos muy abiertos.',
            'Doña Remedios dejó la regadera junto {creature.al} y se quedó mirando a {hero} un buen rato.',
          ],
        },
        {
          alts: [
            '«¡Qué bien hablado! ¡Cuánto tiempo hacía que nadie me preguntaba nada {place.in}!»',
            '«¡Ay, qué criatura más educada! ¿Sabes que nadie me lo había preguntado nunca?»',
          ],
        },
        {
          text: '{^creature.def} se frotó contra las piernas de {hero}, como si también estuviera de acuerdo.',
          bands: OLDER,
        },
        {
          text: 'Doña Remedios le contó que muchas veces desaparecían cosas de su jardín: unas veces {object.pl}, otras veces {other.object.pl}. Nunca decía nada, pero le daba pena, porque cada planta la había cuidado durante meses, como a un nieto, con {creature.def} de guardia. «Si me lo hubieran pedido, lo habría dado con gusto», dijo, «porque lo que duele no es dar {object.pl}, sino que te {o:los|las} quiten.»',
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
        actions: { hero: 'receive', friend: 'stand', creature: 'stand' },
        object: 'world',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Doña Remedios eligió {object.def} más bonit{o:o|a} de todo el jardín y se {o:lo|la} dio a {hero}.',
            'Doña Remedios buscó entre sus plantas y le dio a {hero} {object.def} mejor de todas.',
          ],
        },
        '¡Y además le regaló una semilla, para que plantara otr{o:o|a} en su casa!',
        {
          text: '{friend} pidió perdón por lo de «cóge{o:lo|la}, que nadie mira», muy {f:colorado|colorada}, y doña Remedios le dio un beso en la frente.',
          friend: true,
        },
        {
          text: '«Vuelve cuando quieras», dijo doña Remedios, «que las puertas que se llaman siempre se abren, y {creature.def} ya te conoce.»',
          bands: OLDER,
        },
        {
          text: '{hero} salió del jardín con {object.def} en una mano y la semilla en la otra, y con la sensación de llevar algo más, que no se veía: era como si doña Remedios le hubiera dado también un poco de confianza, de esa que se gana preguntando. {^creature.def} acompañó a {hero} hasta la valla, muy ties{c:o|a}, como la escolta más seria.',
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
        framing: 'close',
      },
      text: [
        {
          alts: [
            'Por la tarde, {hero} le dio a mamá {object.def} y la semilla.',
            'En la merienda de cumpleaños, {hero} le regaló a mamá {object.def} y la semilla.',
          ],
        },
        {
          alts: [
            '«¡Qué preciosidad! ¿De dónde sale {object.def}?», preguntó mamá.',
            'Mamá sonrió de oreja a oreja: «¿Y {object.def} tan bonit{o:o|a}, de dónde sale?»',
          ],
        },
        {
          alts: [
            '«Me {o:lo|la} ha dado doña Remedios», dijo {hero}, «porque se {o:lo|la} pedí por favor.»',
            '«Es del jardín de doña Remedios», explicó {hero}, «y se {o:lo|la} pedí por favor.»',
          ],
        },
        {
          text: '«Lo bonito se pide, no se coge», dijo {friend}, muy {f:serio|seria}, con la boca llena de tarta y mirando {object.def}.',
          friend: true,
        },
        {
          text: '«Lo bonito se pide, no se coge», pensó {hero}, con la boca llena de tarta y mirando {object.def}.',
          friend: false,
        },
        {
          text: 'Mamá puso {object.def} en el centro de la mesa, donde todo el mundo pudiera ver{o:lo|la}.',
          bands: OLDER,
        },
        {
          text: 'Al día siguiente, plantaron la semilla en una maceta junto a la ventana, y mamá invitó a doña Remedios a merendar, con {creature.def} y todo.',
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
            'Esa noche, {object.def} estaba en la mesa de la cocina, a la luz de la luna.',
            'Por la noche, {object.def} de doña Remedios descansaba junto a la ventana.',
          ],
        },
        {
          alts: [
            'Y la semilla dormía en su maceta, esperando a crecer.',
            'Y la semilla, en su maceta, soñaba con ser {object.indef} grande.',
          ],
        },
        {
          alts: [
            '{hero} bostezó, dio un beso a mamá y se quedó {h:dormido|dormida}.',
            'Mamá arropó a {hero}, que ya cerraba los ojos, muy content{h:o|a}.',
          ],
        },
        {
          text: 'Y en el jardín de doña Remedios, {creature.def} dormía en {creature.cama}, vigilando las plantas.',
          bands: OLDER,
        },
      ],
    },
  ],
  questions: [
    {
      question: '¿Para quién buscaba {hero} un regalo?',
      right: 'Para su mamá',
      wrong: ['Para doña Remedios', 'Para {other.creature.def}'],
    },
    {
      question: '¿Qué quería {hero} del jardín?',
      right: '{^object.indef}',
      wrong: ['{^other.object.indef}', '{^other2.object.indef}'],
    },
    {
      question: '¿Quién le enseñó dónde estaba doña Remedios?',
      right: '{^creature.def}',
      wrong: ['{^other.creature.def}', 'Mamá'],
    },
    {
      question: '¿Qué hizo {hero} antes de llevarse el regalo?',
      right: 'Preguntar a doña Remedios',
      wrong: ['Cogerlo sin decir nada', 'Esperar a que fuera de noche'],
    },
  ],
};

export const respectPlots: Plot[] = [shyOne, newDance, askFirst];
