/** Friendship: two builders and one hut, a friend who moves far away, a sick friend on the day of the party. */
import type { Plot } from '../../format.js';
import { BIG, OLDER, SMALL } from '../bands.js';

const twoBuilders: Plot = {
  id: 'friendship-two-builders',
  moral: 'friendship',
  titles: ['La cabaña de los dos', '{hero} y {creature.def} construyen una cabaña', 'Una torre y una puerta'],
  places: ['forest', 'meadow', 'garden', 'park'],
  creatures: ['squirrel', 'rabbit', 'hedgehog', 'mouse', 'bear'],
  objects: ['feather', 'flower', 'bell', 'lantern'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'clear',
        mood: 'happy',
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'carry', friend: 'carry', creature: 'carry' },
        object: null,
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Una mañana, {hero} y {creature.def} decidieron construir una cabaña {place.in}.',
            'Aquella mañana, {hero} y {creature.def} tuvieron una idea estupenda: ¡construir una cabaña!',
            '{hero} y {creature.def} eran amigos de toda la vida, y esa mañana querían hacer una cabaña.',
          ],
        },
        {
          alts: [
            'Una cabaña de ramas y hojas, con {object.indef} en lo más alto.',
            'Sería de ramas y de hojas, y en lo más alto pondrían {object.indef}.',
          ],
          bands: OLDER,
        },
        {
          text: '{friend} traía las ramas más largas, aunque casi no podía con ellas: ¡uf, uf!',
          friend: true,
        },
        { text: '{hero} juntó un montón de ramas, y {creature.def} juntó otro montón.', friend: false },
        {
          text: '{^creature.def} {creature.anda} de acá para allá, tan {c:contento|contenta} que no paraba de decir {creature.sonido}.',
          bands: OLDER,
        },
        { text: 'Alrededor, {place.calma}, como si {place.def} también esperara su cabaña.', bands: OLDER },
        {
          text: '{hero} y {creature.def} llevaban toda la semana soñando con aquella cabaña. {hero} la había dibujado mil veces en su cuaderno, y {creature.def} decía que la veía cada noche en sueños, desde {creature.cama}. Lo que ninguno sabía era que {creature.def} y {hero} se la imaginaban de dos maneras muy distintas.',
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
        actions: { hero: 'stand', friend: 'hide', creature: 'stand' },
        object: null,
        framing: 'medium',
      },
      text: [
        '{hero} dijo: —¡Tiene que tener una torre muy alta, para ver todo {place.def}!',
        '{^creature.def} negó con la cabeza: —¡No, tiene que tener una puerta redondita, como la de {creature.cama}!',
        {
          alts: [
            'Y así estuvieron un buen rato {place.in}: «¡Torre!», «¡Puerta!», «¡Torre!», «¡Puerta!».',
            'Y discutieron {place.in} un buen rato: «¡Torre!», «¡Puerta!», «¡Torre!», «¡Puerta!».',
          ],
        },
        {
          text: '{friend} se tapó las orejas: —¡Ay, que se van a ir volando todos los pájaros!',
          friend: true,
          bands: OLDER,
        },
        { text: 'Gritaban tanto que hasta los pájaros se fueron volando.', friend: false, bands: OLDER },
        'Al final, {hero} se cruzó de brazos junto a las ramas: —¡Pues cada uno hace su mitad!',
        {
          text: '{^creature.def} se llevó sus ramas al otro extremo, con el hocico muy serio.',
          bands: OLDER,
        },
        {
          text: '{hero} sentía un calorcito enfadado en las mejillas: ¡una cabaña sin torre no era una cabaña de verdad! Pero, muy en el fondo, una vocecita le decía que {creature.def} también llevaba toda la semana soñando, y que su puerta redondita le hacía tanta ilusión como a {h:él|ella} su torre. {hero} no quiso escuchar la vocecita, y se puso a trabajar con mucho ruido.',
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
        actions: { hero: 'sit', friend: 'stand' },
        object: 'world',
        objectAt: 'ground',
        framing: 'medium',
      },
      text: [
        '{hero} levantó una torre con las ramas.',
        {
          alts: [
            'Una rama, otra rama, otra más… ¡Más alta que las flores!',
            'Rama sobre rama, la torre crecía por encima de la hierba.',
            'Subía y subía, más alta que los arbustos.',
          ],
        },
        '{hero} puso {object.def} en la punta, {h:muy orgulloso|muy orgullosa}.',
        'Pero entonces sopló la brisa, y la torre empezó a bailar: ñic, ñac, ñic…',
        'Y las ramas rodaron por {place.def}, cataplof, y {object.def} cayó justo en la cabeza de {hero}.',
        {
          text: '{friend} no pudo aguantarse la risa, y a {hero}, con {object.def} en la cabeza, también se le escapó.',
          friend: true,
          bands: OLDER,
        },
        {
          text: '{hero} se quedó quiet{h:o|a}, con {object.def} en la cabeza como un sombrero.',
          friend: false,
          bands: OLDER,
        },
        { text: 'Desde el otro extremo, {creature.def} miró de reojo, pero no dijo nada.', bands: OLDER },
        {
          text: '{hero} se sacudió las hojas del pelo y miró el montón de ramas. Una torre alta, sí, pero sin paredes fuertes no había manera de que {object.def} se quedara arriba. Probó a apoyar la torre contra un tronco, y se cayó otra vez, ahora más despacito, como si estuviera cansada de intentarlo.',
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
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'stand', friend: 'stand', creature: 'sit' },
        object: null,
        framing: 'wide',
      },
      text: [
        'Al otro lado {place.del}, {creature.def} había hecho una puerta redondita preciosa.',
        'Pero {creature.def} era {c:bajito|bajita} y no llegaba a poner el techo.',
        {
          alts: [
            '{^creature.def} se subía a una piedra, se estiraba… ¡y plof, al suelo!',
            'Saltaba {creature.def}, se estiraba, y ¡plof!, otra vez al suelo.',
          ],
          bands: OLDER,
        },
        'Entonces empezaron a caer unas gotas {place.in}: plic, plic, plic.',
        'La torre de {hero} no tenía paredes, y la puerta {creature.del} no tenía techo.',
        {
          text: '{friend} miró las dos mitades y se rascó la cabeza: —Una torre sin paredes y una puerta sin techo… ¿no os falta algo?',
          friend: true,
          bands: OLDER,
        },
        {
          text: '{hero} miró una mitad, luego la otra, y se rascó la cabeza bajo las gotas.',
          friend: false,
          bands: OLDER,
        },
        {
          text: '{^creature.def} se sentó delante de su puerta, con las orejas caídas, mirando el cielo gris.',
          bands: OLDER,
        },
        {
          text: 'Desde su montón de ramas caídas, {hero} miró {creature.al}, que parecía {c:pequeñito|pequeñita} bajo la lluvia, y {c:solito|solita}, igual que {h:él|ella}. Y de pronto {hero} se dio cuenta de que construir sin {creature.def} no tenía ninguna gracia. Lo bonito de la cabaña nunca había sido la torre, ni la puerta: era hacerla con {creature.def}.',
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
        actions: { hero: 'stand', friend: 'splash', creature: 'stand' },
        object: 'world',
        framing: 'close',
      },
      text: [
        { text: '{hero} cogió {object.def} y cruzó {place.def} hasta la puerta redondita.', bands: OLDER },
        {
          alts: [
            '{hero} le dijo {creature.al}: —Perdona, tu puerta es la más bonita. ¿Hacemos una sola cabaña, con tu puerta y con mi torre?',
            '{hero} se acercó {creature.al}: —Perdóname, tu puerta es preciosa, y sin ella mi torre se cae. ¿Hacemos una cabaña {place.in} entre los dos?',
          ],
        },
        '{^creature.def} levantó las orejas: —¡{^creature.sonido}, sí, sí!',
        {
          text: '{^creature.def} bajó un poquito la cabeza: —Yo también me puse muy cabezota con mi puerta, perdona tú también.',
          bands: OLDER,
        },
        {
          text: '{friend} dio un salto en un charco: —¡Y yo sujeto las ramas, que para eso soy {f:buenísimo|buenísima}!',
          friend: true,
          bands: OLDER,
        },
        {
          text: 'Y {hero} y {creature.def} se pusieron manos a la obra, bajo las gotitas.',
          friend: false,
          bands: OLDER,
        },
        {
          text: 'Pedir perdón {creature.al} le dio a {hero} un poco de vergüenza, como cuando se te escapa un hipo en mitad de una canción. Pero en cuanto lo dijo, sintió las manos ligeras, como si hubiera soltado un montón de ramas pesadas. Y {creature.def} sonrió como {hero} no le había visto sonreír nunca: con toda la cara, desde la nariz hasta la punta de las orejas.',
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
        actions: { hero: 'build', friend: 'carry', creature: 'build' },
        object: 'world',
        objectAt: 'on-prop',
        framing: 'medium',
        prop: 'hut',
      },
      text: [
        '{^creature.def} hizo las paredes, bien apretadas, igual que {creature.cama}.',
        {
          text: '{hero} levantó la torre encima con las ramas más rectas, y esta vez no se movió ni un poquito.',
          bands: OLDER,
        },
        'Y juntos pusieron {object.def} en lo más alto, donde se veía desde {p:todo|toda} {place.def}.',
        { text: 'Rama a rama, hoja a hoja, ¡qué bonita la cabaña!', bands: SMALL },
        {
          text: '{friend} sujetaba las ramas con mucha fuerza y la lengua fuera, {f:concentradísimo|concentradísima}.',
          friend: true,
          bands: OLDER,
        },
        {
          text: '{hero} sujetaba las ramas, y {creature.def} las ataba con hierba larga.',
          friend: false,
          bands: OLDER,
        },
        { text: 'La lluvia paró, y un rayito de sol se coló {place.in} justo cuando terminaron.', bands: OLDER },
        {
          text: 'Resultó que la torre de {hero} y la puerta {creature.del} encajaban como dos piezas de un puzle. Las paredes {creature.del} sostenían la torre, y la torre protegía la puerta de la lluvia. Ninguna de las dos ideas era mejor que la otra, y {hero} pensó que a lo mejor con {creature.def} y con todos los amigos pasaba lo mismo.',
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
        framing: 'medium',
        prop: 'hut',
      },
      text: [
        'Por la tarde, {hero} y {creature.def} se sentaron dentro de su cabaña.',
        {
          alts: [
            'Por la puerta redondita se veía {place.def}, {p:dorado|dorada} de sol.',
            'Por la puerta redondita entraba la luz naranja de la tarde.',
          ],
          bands: OLDER,
        },
        'Arriba, en la torre, {object.def} se mecía con el viento de la tarde.',
        {
          text: '{friend} se acomodó entre {hero} y {creature.def}: —Una cabaña de amigos se hace con las ideas de los dos.',
          friend: true,
        },
        {
          text: '{hero} sonrió y le dijo {creature.al}: —Una cabaña de amigos se hace con las ideas de los dos.',
          friend: false,
        },
        {
          text: '{^creature.def} contestó bajito, {creature.sonido}, que en su idioma quería decir «sí».',
          bands: OLDER,
        },
        { text: 'Se quedaron allí hasta que las primeras estrellas salieron.', bands: OLDER },
        {
          text: '{hero} pensó en la torre que se había caído por la mañana, y le dio risa. Si no se hubiera caído, a lo mejor seguirían cada uno en su mitad, {h:él|ella} con su torre torcida y {creature.def} con su puerta sin techo, mojándose y sin hablarse. A veces, pensó mirando {object.def}, las cosas tienen que caerse para que uno se dé cuenta de lo que de verdad quiere.',
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
        'Esa noche, ya en su cama, {hero} pensó en la cabaña.',
        { text: 'Allí seguía, con su puerta redondita, su torre firme y {object.def} en lo más alto.', bands: OLDER },
        '{^creature.def} dormía ya en {creature.cama}, soñando con la cabaña de mañana.',
        {
          text: 'Mañana le pondrían una ventana a la cabaña, o dos: eso lo decidirían {creature.def} y {hero} juntos.',
          bands: OLDER,
        },
      ],
    },
  ],
  questions: [
    {
      question: '¿Qué querían construir {hero} y {creature.def}?',
      right: 'Una cabaña de ramas',
      wrong: ['Un puente de piedras', 'Un barco de hojas'],
    },
    {
      question: '¿Dónde construyeron la cabaña?',
      right: '{^place.in}',
      wrong: ['{^other.place.in}', '{^other2.place.in}'],
    },
    {
      question: '¿Qué pusieron en lo más alto de la torre?',
      right: '{^object.indef}',
      wrong: ['{^other.object.indef}', '{^other2.object.indef}'],
    },
    {
      question: '¿Por qué la cabaña quedó tan bonita al final?',
      right: 'Porque la hicieron juntos, con las ideas de los dos',
      wrong: ['Porque la torre era altísima', 'Porque {creature.def} la hizo {c:solo|sola}'],
    },
  ],
};

const farSignals: Plot = {
  id: 'friendship-far-signals',
  moral: 'friendship',
  titles: ['Amigos de lejos', 'Una señal al otro lado', '{hero} y la señal {object.del}'],
  places: ['mountain', 'island', 'river', 'forest'],
  creatures: ['fox', 'squirrel', 'rabbit', 'fawn', 'puppy'],
  objects: ['lantern', 'kite', 'scarf'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'clear',
        mood: 'happy',
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'run', friend: 'walk', creature: 'run' },
        object: 'world',
        framing: 'wide',
      },
      text: [
        '{hero} y {creature.def} jugaban juntos todos los días {place.in}.',
        {
          alts: [
            'Cada uno tenía {object.indef} {o:pintado|pintada} de azul, exactamente igual.',
            'Los dos tenían {object.indef} azul, {o:igualito|igualita}, que habían pintado juntos.',
          ],
        },
        {
          alts: ['«Tú y yo, yo y tú», cantaban corriendo.', 'Corrían por todas partes cantando: «Tú y yo, yo y tú».'],
        },
        {
          text: '{friend}, que era {f:un poco despistado|un poco despistada}, siempre llegaba tarde, pero siempre llegaba.',
          friend: true,
          bands: OLDER,
        },
        {
          text: '{^creature.def} {creature.anda} delante, y {hero} detrás, riendo sin parar.',
          friend: false,
          bands: OLDER,
        },
        {
          text: 'Conocían todos los rincones: la piedra que parecía un pan, el árbol torcido, el sitio donde {place.calma}.',
          bands: OLDER,
        },
        {
          text: '{hero} y {creature.def} se conocían desde que eran tan pequeños que ni se acordaban. {hero} sabía que {creature.al} le daban miedo los truenos y le encantaban las moras; {creature.def} sabía que {hero} silbaba cuando estaba {h:nervioso|nerviosa} y que siempre guardaba el mejor trozo de merienda para el final. Ser amigos así, pensaba {hero}, era como tener una casa más.',
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
        actions: { hero: 'sit', friend: 'sit', creature: 'stand' },
        object: null,
        framing: 'close',
      },
      text: [
        'Pero un día, {creature.def} llegó con las orejas caídas.',
        '{^creature.def} le dijo a {hero}: —Mi familia se muda al otro lado {place.del}, donde vive mi abuela.',
        {
          alts: [
            'El otro lado estaba lejos, muy lejos, donde todo se veía chiquitito.',
            'El otro lado quedaba tan lejos que no se podía ir y volver en un día.',
          ],
          bands: OLDER,
        },
        {
          alts: [
            '{hero} sintió un nudo en la garganta, y miró {object.def} azul sin decir nada.',
            'A {hero} se le hizo un nudo en la garganta, y apretó {object.def} azul muy fuerte.',
          ],
          bands: OLDER,
        },
        {
          text: '{friend} se sentó en el suelo y no dijo nada, cosa muy rara en {f:él|ella}.',
          friend: true,
          bands: OLDER,
        },
        {
          text: '{hero} se sentó en el suelo y no dijo nada durante un buen rato.',
          friend: false,
          bands: OLDER,
        },
        {
          text: '{^creature.def} explicó que la abuela ya era mayor, y que necesitaba a la familia cerca.',
          bands: OLDER,
        },
        {
          text: 'Esa noche, {hero} daba vueltas y vueltas en la cama, sin poder dormir, pensando en {creature.def}. ¿Con quién iba a buscar moras? ¿A quién le iba a guardar el mejor trozo de merienda, si {creature.def} no estaba? Se imaginaba {place.def} sin {creature.def}, y le parecía {p:un sitio enorme y vacío|una tierra enorme y vacía}, como una caja sin juguetes.',
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
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'dig', friend: 'stand', creature: 'look-for' },
        object: null,
        framing: 'medium',
      },
      text: [
        'Entonces {hero} tuvo una idea: ¡esconder el hatillo {creature.del}, y así no habría viaje!',
        '{hero} metió el hatillo debajo de unas hojas, muy {h:callado|callada}.',
        'Pero dentro del hatillo iba la merienda {creature.del}, ¡y olía a moras desde lejos!',
        {
          alts: [
            '{^creature.def} lo encontró en un momento, olfateando: {creature.sonido}.',
            'En un santiamén, {creature.def} siguió el olor y encontró el hatillo: {creature.sonido}.',
          ],
        },
        {
          text: '{friend} se tapó la boca para no reírse: —¡Esconder moras de {creature.indef} no lo consigue nadie!',
          friend: true,
          bands: OLDER,
        },
        {
          text: '{hero} se puso colorad{h:o|a} hasta las orejas, y {creature.def} también.',
          friend: false,
          bands: OLDER,
        },
        {
          text: '{^creature.def} abrazó el hatillo y le dijo a {hero}: —Yo tampoco quiero separarme de ti, pero mi abuela me necesita allí.',
          bands: OLDER,
        },
        {
          text: '{hero} miró {creature.al} a los ojos y vio que también estaban tristes. Entonces entendió que esconder hatillos no servía para nada: {creature.def} tenía que irse, y lo que {hero} necesitaba no era una manera de que {creature.def} se quedara, sino una manera de seguir siendo amigos aunque estuvieran lejos.',
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
        cast: ['hero', 'friend'],
        actions: { hero: 'sit', friend: 'wave' },
        object: null,
        framing: 'wide',
      },
      text: [
        'Al día siguiente, {creature.def} se fue al otro lado {place.del}.',
        {
          alts: [
            '{hero} se quedó mirando el camino hasta que {creature.def} fue un puntito.',
            '{hero} dijo adiós con la mano hasta que {creature.def} se perdió a lo lejos.',
          ],
          bands: OLDER,
        },
        'Luego {hero} gritó con todas sus fuerzas hacia el otro lado: —¡Holaaa, {creature.nom}!',
        'Y algo le contestó, «¡holaaa, holaaa!», pero no era {creature.def}: ¡era el eco!',
        {
          text: '{friend} gritó también: —¡Eco, que no te llamamos a ti! Y el eco, muy serio, repitió: «¡a ti, a ti!».',
          friend: true,
          bands: OLDER,
        },
        {
          text: '{hero} gritó otra vez, y el eco, muy serio, volvió a repetir lo mismo, como un loro.',
          friend: false,
          bands: OLDER,
        },
        {
          text: 'Aunque estaba triste, a {hero} se le escapó una sonrisa: el eco era un poco tonto.',
          bands: OLDER,
        },
        {
          text: 'Pero la sonrisa le duró poco: el otro lado estaba demasiado lejos para las voces, y demasiado lejos para las piernas. {hero} se sentó sobre una piedra, con {object.def} en las rodillas, pensando y pensando. Los amigos de verdad, se dijo, encuentran siempre una manera, y {creature.def} y {h:él|ella} eran amigos de verdad.',
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
        actions: { hero: 'reach-up', friend: 'walk' },
        object: 'world',
        framing: 'wide',
      },
      text: [
        'Entonces {hero} miró {object.def} azul y dio un salto.',
        {
          text: 'Las voces no llegaban tan lejos, ¡pero {object.def} se podía ver desde lejos!',
          bands: OLDER,
        },
        'Aquella tarde, {hero} subió a la colina más alta, desde donde se veía {p:todo|toda} {place.def}.',
        {
          text: '{friend} subió detrás, resoplando: —¿Por qué las colinas siempre están tan arriba?',
          friend: true,
          bands: OLDER,
        },
        {
          text: 'El camino era empinado, y el viento soplaba fuerte, pero {hero} no se paró.',
          friend: false,
          bands: OLDER,
        },
        '{hero} levantó {object.def} bien {o:alto|alta} y {o:lo|la} movió de un lado a otro: una vez, dos veces, tres veces.',
        {
          text: 'Hacía frío, y las piernas le temblaban del cansancio, pero {hero} siguió allí arriba con {object.def}, esperando.',
          bands: OLDER,
        },
        {
          text: 'Mientras esperaba, {hero} pensó que a lo mejor {creature.def} estaba {c:ocupado|ocupada} con la casa nueva, o con la abuela, o durmiendo ya en {creature.cama}. A lo mejor nadie miraba hacia {place.def}. Pero decidió seguir moviendo {object.def} un ratito más, por si acaso, porque si {creature.def} miraba y no veía nada, pensaría que {hero} se había olvidado.',
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
        actions: { hero: 'reach-up', friend: 'run' },
        object: 'world',
        framing: 'wide',
      },
      text: [
        { text: 'Al principio, al otro lado no pasó nada.', bands: OLDER },
        {
          alts: [
            'Pero luego, muy lejos, {object.indef} azul se movió: una vez, dos veces, tres veces.',
            'Y de pronto, muy a lo lejos, {object.indef} azul se movió también: una, dos y tres veces.',
          ],
        },
        '¡Era {object.def} {creature.del}, que también estaba mirando!',
        {
          text: '{friend} se puso a dar saltos en la colina: —¡{^creature.def} nos ha visto, nos ha visto!',
          friend: true,
          bands: OLDER,
        },
        {
          text: '{hero} se puso a dar saltos de alegría allí arriba, con {object.def} en la mano.',
          friend: false,
          bands: OLDER,
        },
        { text: '{hero} movió {object.def} otra vez, más despacio, como quien da un abrazo de lejos.', bands: OLDER },
        {
          text: 'Era una cosa pequeñita, una mancha azul a lo lejos, pero a {hero} le pareció lo más bonito que había visto nunca. {^creature.def} había subido, había esperado y había mirado, igual que {h:él|ella}. Y eso quería decir que, aunque hubiera todo {place.def} entre los dos, {creature.def} y {hero} seguían siendo los amigos de siempre.',
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
        actions: { hero: 'reach-up', friend: 'stand', creature: 'wave' },
        object: 'world',
        framing: 'medium',
      },
      text: [
        'Desde entonces, cada tarde, {hero} subía con {object.def} a la colina.',
        {
          alts: [
            'Con {object.def}, una vez quería decir «hola», dos veces «te echo de menos», y tres veces «buenas noches».',
            '{hero} y {creature.def} tenían un idioma secreto: una vez, «hola»; dos veces, «te echo de menos»; tres veces, «buenas noches».',
          ],
        },
        {
          text: '{friend} aprendió el idioma secreto {object.del} y dijo: —Los amigos de verdad se encuentran aunque estén lejos.',
          friend: true,
        },
        {
          text: '{hero} pensó, mirando {object.def}: «Los amigos de verdad se encuentran aunque estén lejos».',
          friend: false,
        },
        '¡Y en verano, {creature.def} vino de visita, con la abuela y con {object.def} azul!',
        { text: 'Aquel día buscaron moras hasta que se les pusieron moradas las manos.', bands: OLDER },
        {
          text: 'La abuela {creature.del} resultó ser muy simpática y sabía un montón de canciones antiguas. Se sentó a la sombra a mirarlos jugar, y contó que ella también, de pequeña, tenía una amiga al otro lado del agua, y que se escribían cartas con pájaros. {hero} pensó que su idioma de {object.nom} era casi igual de bueno.',
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
        'Esa noche, {hero} dejó {object.def} azul junto a la ventana.',
        'Muy lejos, {creature.def} se dormía en {creature.cama}.',
        {
          alts: [
            'Tres veces {object.def} quería decir «buenas noches», y {hero} lo susurró tres veces antes de dormirse.',
            '{hero} susurró hacia {place.def}: «Buenas noches, buenas noches, buenas noches».',
          ],
        },
      ],
    },
  ],
  questions: [
    {
      question: '¿Adónde se mudó {creature.def}?',
      right: 'Al otro lado {place.del}',
      wrong: ['{^other.place.to}', 'A una ciudad muy grande'],
    },
    {
      question: '¿Qué usaba {hero} para mandar su señal?',
      right: '{^object.indef} azul',
      wrong: ['{^other.object.indef}', 'Una linterna roja'],
    },
    {
      question: '¿Quién contestó cuando {hero} gritó «¡Holaaa!»?',
      right: 'El eco',
      wrong: ['{^creature.def}', 'La abuela'],
    },
    {
      question: '¿Qué quería decir mover {object.def} tres veces?',
      right: '«Buenas noches»',
      wrong: ['«Ven a jugar»', '«Tengo hambre»'],
    },
    {
      question: '¿Por qué {hero} subía cada tarde a la colina?',
      right: 'Para seguir siendo amigos aunque estuvieran lejos',
      wrong: ['Para ver llover', 'Para buscar moras'],
    },
  ],
};

const sickFriend: Plot = {
  id: 'friendship-sick-friend-show',
  moral: 'friendship',
  titles: ['El espectáculo de {hero}', 'Un catarro en día de fiesta', '{hero} y {creature.def} con catarro'],
  places: ['snowfield', 'village', 'forest'],
  creatures: ['bear', 'hedgehog', 'turtle', 'puppy', 'mouse'],
  objects: ['book', 'lantern', 'drum', 'bell'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'snow',
        mood: 'happy',
        cast: ['hero', 'friend'],
        actions: { hero: 'walk', friend: 'walk' },
        object: null,
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Aquella mañana era la fiesta de la nieve {place.in}.',
            'Por fin había llegado el gran día: ¡la fiesta de la nieve!',
            'Había nevado toda la noche, y {place.in} iban a celebrar la fiesta de la nieve.',
          ],
        },
        { text: 'Habría carreras de trineos, muñecos de nieve y chocolate calentito.', bands: OLDER },
        '{hero} y {creature.def} lo tenían todo planeado: iban a bajar juntos en trineo, ¡zuuum!',
        {
          text: '{friend} llegó {place.to} con tres bufandas puestas, una encima de otra: —¡Hoy no me congelo!',
          friend: true,
          bands: OLDER,
        },
        {
          text: '{hero} se puso las botas, el gorro y los guantes, y salió corriendo a buscar {creature.al}.',
          friend: false,
          bands: OLDER,
        },
        { text: 'La nieve crujía bajo los pies: cruch, cruch, cruch.', bands: OLDER },
        {
          text: '{hero} y {creature.def} llevaban días contando las noches que faltaban: siete, seis, cinco… {hero} había encerado el trineo hasta dejarlo brillante, y {creature.def} había practicado cómo agarrarse bien fuerte en las curvas. Este año, seguro, serían los más rápidos.',
          bands: BIG,
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'snow',
        mood: 'worried',
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'stand', friend: 'stand', creature: 'sit' },
        object: null,
        framing: 'medium',
        prop: 'bed',
      },
      text: [
        'Pero {creature.def} no estaba esperando en la puerta.',
        'Estaba en {creature.cama}, con la nariz roja y {c:tapado|tapada} hasta las orejas.',
        '{^creature.def} estornudó: —¡Achís! Tengo catarro, no puedo salir a la nieve.',
        {
          alts: [
            '{hero} se quedó mirando el trineo: ¡con lo que había esperado ese día {place.in}!',
            '{hero} miró hacia la fiesta, luego {creature.al}, y luego otra vez a la fiesta.',
          ],
          bands: OLDER,
        },
        {
          text: '{friend} le tocó la frente {creature.al}: —Uy, estás más {c:calentito|calentita} que el chocolate de la fiesta.',
          friend: true,
          bands: OLDER,
        },
        {
          text: '{^creature.def} se sonó la nariz, fuuuh, y sonó como una trompeta.',
          friend: false,
          bands: OLDER,
        },
        {
          text: '{^creature.def} le dijo bajito: —Vete tú a la fiesta, no pasa nada… ¡achís!',
          bands: OLDER,
        },
        {
          text: '{hero} notó que {creature.def} decía «no pasa nada» con la misma voz con la que se dice «sí que pasa». Pero la fiesta ya había empezado, se oían las risas y las campanillas, y a {hero} le cosquilleaban los pies de ganas de subirse al trineo.',
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
        cast: ['hero', 'friend'],
        actions: { hero: 'sit', friend: 'stand' },
        object: null,
        framing: 'wide',
      },
      text: [
        'Así que {hero} se fue a la fiesta.',
        'Subió la cuesta con el trineo, se sentó y… ¡zuuum, hacia abajo {place.in}!',
        {
          alts: [
            'Bajó rapidísimo, dio una vuelta y, ¡plof!, acabó de cabeza en un montón de nieve.',
            'Bajó como un rayo y, ¡plof!, terminó {h:metido|metida} en un montón de nieve, con las botas al aire.',
          ],
        },
        {
          text: '{friend} se rió tanto al verlo que se le cayeron dos de las tres bufandas en la nieve.',
          friend: true,
          bands: OLDER,
        },
        'Pero {hero} no se rió, porque sin {creature.def} el trineo no era lo mismo.',
        {
          text: 'Nadie le gritaba «¡agárrate!» en las curvas, y nadie se reía con {h:él|ella} al final.',
          bands: OLDER,
        },
        {
          text: '{hero} se quedó {h:sentado|sentada} en la nieve, con el gorro torcido, mirando a los demás, que bajaban de dos en dos y de tres en tres, abrazados y chillando. Y {hero} pensó en {creature.def}, {c:solito|solita} en {creature.cama}, oyendo las risas de la fiesta desde lejos. Una fiesta sin {creature.def}, pensó, era solo nieve.',
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
        actions: { hero: 'carry', friend: 'stand', creature: 'sit' },
        object: null,
        framing: 'medium',
        prop: 'window',
      },
      text: [
        '{hero} volvió corriendo a casa {creature.del}.',
        '{hero} llegó con una bola de nieve en las manos: —¡Si tú no puedes ir a la fiesta, la fiesta viene a ti!',
        'Abrió la ventana… ¡y entró un viento helado, fiuuu!',
        '{^creature.def} estornudó, achís, achís, achís, y la bola de nieve se derritió encima de la alfombra.',
        {
          text: '{friend} cerró la ventana a toda prisa: —Creo que la nieve no es buena medicina.',
          friend: true,
          bands: OLDER,
        },
        {
          text: '{hero} cerró la ventana a toda prisa: ¡la nieve no era buena medicina!',
          friend: false,
          bands: OLDER,
        },
        {
          text: 'Pero {creature.def}, entre estornudo y estornudo, se estaba riendo: {creature.sonido}.',
          bands: OLDER,
        },
        {
          text: 'Y fue al oír la risa {creature.del} cuando {hero} lo tuvo claro. No hacía falta traer la nieve, ni el trineo, ni las carreras. Lo que {creature.def} echaba de menos no era la fiesta, sino estar con {h:él|ella}, y eso sí que se podía llevar dentro de casa.',
          bands: BIG,
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'evening',
        weather: 'snow',
        mood: 'calm',
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'sit', friend: 'sit', creature: 'sit' },
        object: 'world',
        framing: 'medium',
        prop: 'bed',
      },
      text: [
        'Por la tarde, empezaba la gran carrera de trineos {place.in}.',
        'Pero {hero} no se fue: se quitó las botas y se sentó junto a {creature.cama}.',
        '{hero} cogió {object.indef} de la estantería: —Hoy te voy a hacer un espectáculo con {object.este}.',
        {
          text: '{friend} se colocó al lado de {creature.cama}: —¡Y yo soy {f:el ayudante|la ayudante}, y también {f:el del público|la del público}!',
          friend: true,
          bands: OLDER,
        },
        {
          text: '{^creature.def} se sentó en {creature.cama}, con los ojos muy abiertos.',
          friend: false,
          bands: OLDER,
        },
        { text: '{hero} sabía que estaba perdiéndose la carrera, pero no le importó nada.', bands: OLDER },
        {
          text: 'Por la ventana, {hero} vio pasar los trineos, uno detrás de otro, y durante un segundo le dio un pellizquito de pena. Pero entonces miró {creature.al}, con su nariz roja y su cara de esperar algo bonito, y el pellizquito se le pasó. Carreras {place.in} habría más, pero tardes en las que {creature.def} le necesitaba así, no tantas.',
          bands: BIG,
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'evening',
        weather: 'snow',
        mood: 'happy',
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'wave', friend: 'wave', creature: 'sit' },
        object: 'world',
        framing: 'close',
        prop: 'bed',
      },
      text: [
        '{hero} se inventó un cuento: el cuento de {object.indef} {o:mágico|mágica} que viajaba por el mundo.',
        {
          alts: [
            '{^object.def} volaba sobre los mares, saludaba a las ballenas y visitaba {other.place.def}.',
            '{^object.def} cruzaba las nubes, hacía cosquillas a la luna y aterrizaba en {other.place.def}.',
          ],
          bands: OLDER,
        },
        'Y al final, {object.def} volvía a casa {creature.del} para curarle el catarro.',
        {
          text: '{friend} hacía todos los ruidos {object.del}: el viento, las olas, ¡y hasta una ballena que eructaba!',
          friend: true,
          bands: OLDER,
        },
        {
          text: '{hero} hacía todos los ruidos {object.del}: el viento, las olas, ¡y hasta una ballena con hipo!',
          friend: false,
          bands: OLDER,
        },
        '{^creature.def} se reía tanto que se le olvidó estornudar: {creature.sonido}.',
        {
          text: 'Cuando {hero} terminó, {creature.def} aplaudió: —¡Otra vez el cuento {object.del}, desde el principio!',
          bands: OLDER,
        },
        {
          text: 'Así que {hero} lo contó otra vez, y otra, y cada vez {object.def} visitaba sitios nuevos: una montaña de helado, un bosque donde los árboles se echaban la siesta, un pueblo de caracoles con prisa. Cuanto más contaba, más se le ocurría, y {hero} descubrió que inventar cuentos para {creature.def} era casi tan divertido como bajar en trineo {place.in}, o más.',
          bands: BIG,
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'night',
        weather: 'clear',
        mood: 'sleepy',
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'sit', friend: 'yawn', creature: 'sleep' },
        object: 'world',
        objectAt: 'on-prop',
        framing: 'close',
        prop: 'bed',
      },
      text: [
        'Cuando salió la luna sobre {place.def}, la fiesta ya había terminado.',
        '{^creature.def} le dijo a {hero} bajito: —Ha sido la mejor fiesta.',
        {
          text: '{friend} bostezó junto a {creature.cama}: —Los amigos no solo están para los días bonitos, también para los días de catarro.',
          friend: true,
        },
        {
          text: '{hero} miró {creature.al} y pensó: los amigos no solo están para los días bonitos, también para los días de catarro.',
          friend: false,
        },
        {
          alts: [
            'Y {creature.def} se quedó {c:dormidito|dormidita}, con {object.def} a su lado.',
            '{^creature.def} cerró los ojos, con {object.def} en la almohada, y se quedó {c:dormidito|dormidita}.',
          ],
          bands: OLDER,
        },
        {
          text: 'Al día siguiente, ya sin catarro, {creature.def} y {hero} bajarían juntos en trineo: ¡zuuum!',
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
        framing: 'wide',
        prop: 'bed',
      },
      text: [
        '{hero} volvió a casa por la nieve, despacito, muy despacito.',
        {
          alts: [
            'No había ganado ninguna carrera {place.in}, pero le latía el corazón calentito.',
            'No había bajado en trineo por la tarde, pero el cuento {object.del} le había salido redondo.',
          ],
        },
        { text: 'La luna iluminaba la casa {creature.del}, donde todo estaba en silencio.', bands: OLDER },
        'Ya en su cama, bajo la manta, {hero} se quedó {h:dormido|dormida} con una sonrisa.',
      ],
    },
  ],
  questions: [
    {
      question: '¿Qué fiesta había {place.in}?',
      right: 'La fiesta de la nieve',
      wrong: ['La fiesta de las flores', 'La fiesta del mar'],
    },
    {
      question: '¿Por qué no pudo ir {creature.def} a la fiesta?',
      right: 'Porque tenía catarro',
      wrong: ['Porque se le rompió el trineo', 'Porque estaba {c:enfadado|enfadada}'],
    },
    {
      question: '¿Qué pasó cuando {hero} abrió la ventana?',
      right: 'Entró un viento helado',
      wrong: ['Entró {other.creature.indef}', 'Empezó a llover'],
    },
    {
      question: '¿De qué era el cuento que se inventó {hero}?',
      right: 'De {object.indef} {o:mágico|mágica}',
      wrong: ['De {other.object.indef}', 'De un trineo volador'],
    },
    {
      question: '¿Por qué se quedó {hero} con {creature.def} en vez de ir a la carrera?',
      right: 'Porque {creature.def} {c:era su amigo|era su amiga} y {c:lo|la} necesitaba',
      wrong: ['Porque tenía frío', 'Porque no le gustaban los trineos'],
    },
  ],
};

export const friendshipPlots: Plot[] = [twoBuilders, farSignals, sickFriend];
