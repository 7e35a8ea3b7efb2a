/** Honesty: a borrowed toy broken in secret, a found treasure that belongs to someone, a shortcut in a race. */
import type { Plot } from '../../format.js';
import { BIG, OLDER, SMALL } from '../bands.js';

const brokenToy: Plot = {
  id: 'honesty-broken-toy',
  moral: 'honesty',
  titles: ['{^object.def} {o:roto|rota}', 'Una piedra en la barriga', '{hero} y {object.def} {creature.del}'],
  places: ['park', 'meadow', 'seaside', 'garden'],
  creatures: ['fox', 'rabbit', 'squirrel', 'puppy', 'hedgehog'],
  objects: ['kite', 'drum', 'umbrella', 'boat'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'clear',
        mood: 'happy',
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'stand', friend: 'stand', creature: 'walk' },
        object: 'world',
        objectAt: 'ground',
        framing: 'medium',
        prop: 'bench',
      },
      text: [
        {
          alts: [
            '{^creature.def} tenía {object.indef} nuev{o:o|a}, de color rojo, el más bonito {place.del}.',
            'Aquella mañana, {creature.def} estrenaba {object.indef} roj{o:o|a}, y {p:todo|toda} {place.def} lo miraba.',
            '{^creature.def} había traído {place.to} {object.indef} roj{o:o|a}, recién {o:estrenado|estrenada}.',
          ],
        },
        '{^creature.def} le dijo a {hero}: —Es mi tesoro, me {o:lo|la} regaló mi abuelo.',
        {
          text: '{friend} abrió mucho los ojos: —¡Qué suerte tienes, {creature.nom}!',
          friend: true,
          bands: OLDER,
        },
        {
          text: '{hero} abrió mucho los ojos: nunca había visto nada tan bonito.',
          friend: false,
          bands: OLDER,
        },
        'Luego {creature.def} se fue a merendar, y dejó {object.def} junto a un banco.',
        { text: 'Alrededor, {place.calma}, y {object.def} brillaba al sol.', bands: OLDER },
        {
          text: '{hero} se quedó mirando {object.def} {creature.del}. Tenía unas ganas enormes de {o:tocarlo|tocarla}, solo un momento, solo un poquito. «{^creature.def} no se va a enterar, y además no voy a romper {object.def}», pensó. Las dos frases sonaban muy bien en su cabeza, y sin embargo tenían algo raro, como un zapato en el pie equivocado.',
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
        cast: ['hero', 'friend'],
        actions: { hero: 'stand', friend: 'stand' },
        object: 'world',
        objectState: 'broken',
        framing: 'close',
      },
      text: [
        '{hero} cogió {object.def} {creature.del} sin pedir permiso.',
        {
          alts: [
            'Jugó un ratito {place.in}, y era tan divertido que se le olvidó tener cuidado.',
            'Jugó {place.in} un poquito, y luego un poquito más, cada vez más rápido.',
          ],
        },
        'Y de pronto, ¡crac!, {object.al} se le rompió un trozo.',
        { text: '{friend} se tapó la boca: —¡Ay, ay, ay, {object.def} {creature.del}!', friend: true },
        { text: '{hero} se quedó quiet{h:o|a}, con {object.def} {o:roto|rota} en las manos.', friend: false },
        { text: 'El corazón le hacía pum, pum, pum, más fuerte que el viento.', bands: OLDER },
        {
          text: '{hero} miró a un lado y a otro: nadie lo había visto. Podía dejar {object.def} donde estaba, bien {o:colocado|colocada}, con la parte rota hacia abajo, y volver a su sitio como si nada. Era tan fácil que daba un poco de miedo, como un tobogán demasiado resbaladizo.',
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
        actions: { hero: 'stand', friend: 'stand', creature: 'stand' },
        object: 'world',
        objectAt: 'ground',
        objectState: 'broken',
        framing: 'medium',
        prop: 'bench',
      },
      text: [
        '{hero} dejó {object.def} junto al banco, con la parte rota escondida.',
        'Cuando {creature.def} volvió y vio {object.def}, se le cayeron las orejas.',
        '{^creature.def} preguntó: —¿Quién ha roto mi tesoro {place.in}?',
        {
          alts: [
            'Y {hero} dijo muy deprisa: —Ha sido el viento, seguro.',
            '{hero} contestó muy deprisa: —Habrá sido el viento, que sopla muy fuerte.',
          ],
        },
        {
          text: '{friend} miró a {hero}, y luego miró al suelo, sin decir nada.',
          friend: true,
          bands: OLDER,
        },
        { text: 'En ese momento, no soplaba ni una brisa.', friend: false, bands: OLDER },
        {
          text: 'En cuanto lo dijo, {hero} notó algo raro en la barriga: como si se hubiera tragado una piedra, una piedra pesada y fría. {^creature.def} miraba al cielo buscando al viento culpable, con los ojos brillantes, y la piedra de la barriga se hacía cada vez más grande.',
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
        cast: ['hero', 'friend'],
        actions: { hero: 'sit', friend: 'stand' },
        object: 'world',
        objectState: 'broken',
        framing: 'medium',
        prop: 'table',
      },
      text: [
        'Esa tarde, {hero} quiso arreglar {object.def} {creature.del} a escondidas.',
        'Cogió pegamento, cinta y cuerda, y pegó, y ató, y volvió a pegar {object.def}.',
        {
          alts: [
            '¡Pero {object.def} quedó {o:torcido|torcida}, con cinta por todas partes, como un regalo mal envuelto!',
            'Al final, {object.def} parecía un puercoespín de cinta: ¡más {o:torcido|torcida} que antes!',
          ],
        },
        {
          text: '{friend} intentó ayudar y se quedó {f:pegado|pegada} {object.al}: ¡qué lío!',
          friend: true,
          bands: OLDER,
        },
        {
          text: '{hero} tenía pegamento hasta en la nariz, y {object.def} seguía {o:roto|rota}.',
          friend: false,
          bands: OLDER,
        },
        { text: 'Y la piedra de la barriga seguía allí, pesada como {object.indef} de hierro.', bands: OLDER },
        {
          text: '{hero} se sentó en el suelo, {h:rodeado|rodeada} de trocitos de cinta, y pensó que, aunque {object.def} quedara perfect{o:o|a}, la piedra no se iba a ir. Porque lo que pesaba no era {object.def} {o:roto|rota}: lo que pesaba era la mentira del viento, que seguía ahí, entre {creature.def} y {h:él|ella}, como una valla invisible.',
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
        actions: { hero: 'walk', friend: 'walk', creature: 'sit' },
        object: 'world',
        objectState: 'broken',
        framing: 'wide',
        prop: 'bench',
      },
      text: [
        'Al día siguiente, {hero} fue a buscar {creature.al} {place.in}.',
        '{^creature.def} estaba {c:sentado|sentada} en el banco, muy triste, sin jugar a nada.',
        { text: '{friend} se arrimó a {hero}: —Vamos, que yo estoy aquí, a tu lado.', friend: true },
        { text: '{hero} respiró hondo, muy hondo, como antes de saltar a un charco.', friend: false },
        {
          text: 'Las piernas le temblaban un poco, pero {hero} siguió andando hasta el banco.',
          bands: OLDER,
        },
        {
          text: 'Por el camino, {hero} pensó en todas las cosas que podían pasar: a lo mejor {creature.def} se enfadaba muchísimo, a lo mejor no quería volver a jugar con {h:él|ella}. Pero cada paso hacia el banco hacía la piedra de la barriga un poquito más pequeña, como si ya supiera lo que iba a pasar.',
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
        actions: { hero: 'give', creature: 'receive' },
        object: 'world',
        objectAt: 'creature',
        objectState: 'broken',
        framing: 'close',
        prop: 'bench',
      },
      text: [
        '{hero} le dio {object.def} {creature.al}: —No fue el viento, fui yo. {o:Lo|La} cogí sin permiso y se rompió, lo siento mucho.',
        '{^creature.def} se quedó callad{c:o|a} un momento, mirando {object.def}.',
        {
          alts: [
            'Luego {creature.def} dijo: —Me da pena {object.def}, pero me alegro de que me lo digas.',
            '{^creature.def} suspiró: —Estoy triste por {object.def}, pero gracias por decirme la verdad.',
          ],
        },
        {
          text: '¡Y la piedra de la barriga de {hero} desapareció, plof, como una pompa de jabón!',
          bands: SMALL,
        },
        {
          text: 'Y en ese mismo momento, la piedra de la barriga de {hero} se deshizo como un azucarillo, y {place.calma}.',
          bands: OLDER,
        },
        {
          text: '{^creature.def} le contó que había pasado la noche pensando que el viento le tenía manía, y que casi prefería que hubiera sido {hero}. «Al viento no le puedo perdonar», dijo, «pero a ti sí». Y {creature.def} le dio un golpecito en el hombro, de esos que quieren decir «amigos otra vez».',
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
        objectAt: 'on-prop',
        objectState: 'mended',
        framing: 'medium',
        prop: 'bench',
      },
      text: [
        'Entonces arreglaron {object.def} juntos, con calma, sobre el banco.',
        { text: '{^creature.def} sujetaba, y {hero} pegaba con cuidado, sin prisa.', bands: OLDER },
        {
          text: '{friend} esta vez no se quedó {f:pegado|pegada} {object.al}, y se sintió {f:muy orgulloso|muy orgullosa}.',
          friend: true,
          bands: OLDER,
        },
        {
          alts: [
            '{^object.def} no quedó {o:perfecto|perfecta}, pero quedó bonit{o:o|a}, con una cicatriz de amigos.',
            'Le quedó una marquita {object.al}, y {creature.def} dijo que era su marca favorita.',
          ],
        },
        {
          text: '{friend} le dijo a {hero}, junto {object.al}: —Decir la verdad da miedo antes, pero luego da alivio.',
          friend: true,
        },
        { text: '{hero} pensó: decir la verdad da miedo antes, pero luego da alivio.', friend: false },
        { text: 'Y jugaron con {object.def} hasta que el sol se escondió detrás.', bands: OLDER },
        {
          text: 'Esta vez, {creature.def} le dejó {object.def} a {hero} sin que lo pidiera, y {hero} {o:lo|la} cuidó como si fuera de cristal. Era curioso, pensó: jugar con {object.def} prestad{o:o|a}, con permiso, era muchísimo más divertido que jugar a escondidas. Sin piedras en la barriga, todo {place.in} parecía más ligero.',
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
        'Esa noche, {hero} volvió a casa y se metió en la cama con la barriga ligera, ligera.',
        {
          alts: [
            'Ya no había ninguna piedra: solo el recuerdo {object.del} y {creature.del} riendo {place.in}.',
            'Pensó en {object.def} con su marquita, y en {creature.def}, que ya dormía en {creature.cama}.',
          ],
        },
        { text: 'Y se durmió enseguida, sin ningún secreto pesado, igual que {creature.def}.', bands: OLDER },
      ],
    },
  ],
  questions: [
    {
      question: '¿De quién era {object.def} {o:rojo|roja}?',
      right: '{^creature.del}',
      wrong: ['{^other.creature.del}', 'De {hero}'],
    },
    {
      question: '¿Qué le pasó {object.al}?',
      right: 'Se le rompió un trozo',
      wrong: ['Se perdió en el agua', 'Se lo llevó el viento'],
    },
    {
      question: '¿A quién le echó la culpa {hero} al principio?',
      right: 'Al viento',
      wrong: ['{^other.creature.al}', 'A la lluvia'],
    },
    {
      question: '¿Qué sintió {hero} en la barriga mientras no decía la verdad?',
      right: 'Como una piedra pesada',
      wrong: ['Mucha hambre', 'Cosquillas'],
    },
    {
      question: '¿Cómo se sintió {hero} después de decir la verdad?',
      right: 'Más ligero y tranquilo',
      wrong: ['Más triste que antes', 'Con más miedo'],
    },
  ],
};

const foundTreasure: Plot = {
  id: 'honesty-found-treasure',
  moral: 'honesty',
  titles: ['El tesoro {place.del}', '{^object.def} de otro', '{hero} encuentra {object.indef}'],
  places: ['seaside', 'island', 'river'],
  creatures: ['duck', 'turtle', 'frog', 'owl', 'squirrel'],
  objects: ['shell', 'feather', 'bell', 'key'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'clear',
        mood: 'happy',
        cast: ['hero', 'friend'],
        actions: { hero: 'walk', friend: 'sit' },
        object: 'world',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Una mañana, paseando {place.in}, {hero} vio algo que brillaba entre las piedras.',
            'Aquella mañana, {place.in}, algo brillaba entre las piedras, y {hero} se acercó.',
            'Paseaba {hero} {place.in} cuando, de pronto, algo brilló entre las piedras.',
          ],
        },
        'Era {object.indef} {o:precioso|preciosa}, de color dorado, como si estuviera hech{o:o|a} de sol.',
        {
          text: '{^object.def} estaba medio {o:enterrado|enterrada}, y solo asomaba un pico brillante.',
          bands: OLDER,
        },
        { text: '{friend} se agachó a mirarl{o:o|a}: —¡Hala, parece {object.indef} de un cuento!', friend: true },
        {
          text: '{hero} {o:lo|la} cogió con cuidado: nunca había encontrado nada tan bonito.',
          friend: false,
        },
        { text: 'Alrededor, {place.calma}, y no se veía a nadie.', bands: OLDER },
        {
          text: '{hero} giró {object.def} despacio entre los dedos: tenía dibujos pequeñitos, como olas o como hojas, y al moverl{o:o|a} hacía un reflejo que bailaba sobre las piedras. Aquello no parecía {object.indef} cualquiera: parecía de alguien que {o:lo|la} hubiera cuidado mucho tiempo.',
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
        actions: { hero: 'walk', friend: 'stand' },
        object: 'world',
        framing: 'medium',
      },
      text: [
        '«Me {o:lo|la} quedo», pensó {hero}, y se guardó {object.def} dorad{o:o|a} en el bolsillo.',
        {
          alts: [
            'Era {o:el|la} más bonit{o:o|a} de {p:todo|toda} {place.def}, y ahora era suy{o:o|a}.',
            'Pensó en dónde {o:lo|la} pondría: en la estantería, junto a la cama, donde se viera bien.',
          ],
        },
        {
          text: '{friend} dijo: —Lo que se encuentra {place.in} es de quien lo encuentra, ¿no?',
          friend: true,
          bands: OLDER,
        },
        {
          text: '«Lo que se encuentra es de quien lo encuentra», se dijo {hero}, paseando.',
          friend: false,
          bands: OLDER,
        },
        {
          text: '{hero} siguió paseando con la mano en el bolsillo, tocando {object.def} a cada paso. Se sentía {h:rico|rica}, como un pirata con su cofre, pero, no sabía por qué, aquella frase de «lo que se encuentra es de quien lo encuentra» le sonaba un poco hueca, como una caja vacía.',
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
        actions: { hero: 'stand', friend: 'stand', creature: 'look-for' },
        object: 'world',
        framing: 'medium',
      },
      text: [
        'Un poco más allá, {creature.indef} buscaba algo, muy {c:preocupado|preocupada}.',
        '{^creature.def} miraba debajo de cada piedra, y suspiraba: {creature.sonido}.',
        { text: '{^creature.def} tenía las patas llenas de barro de tanto buscar {place.in}.', bands: OLDER },
        '{hero} le preguntó {creature.al}: —¿Qué buscas?',
        '{^creature.def} contestó: —Mi {object.nom} dorad{o:o|a}, era de mi abuela, y {o:lo|la} he perdido.',
        {
          text: '{friend} miró a {hero}, y {hero} miró al suelo.',
          friend: true,
          bands: OLDER,
        },
        { text: '{hero} notó {object.def} en el bolsillo, de repente muy pesad{o:o|a}.', friend: false, bands: OLDER },
        {
          text: 'Era curioso: hacía un momento, {object.def} no pesaba nada, y ahora parecía {o:un ladrillo|una piedra} dentro del bolsillo. {hero} pensó en la abuela {creature.del}, y en lo triste que se pondría {creature.al} si no {o:lo|la} encontraba nunca más.',
          bands: BIG,
        },
      ],
    },
    {
      scene: {
        creatureAt: 'on-rock',
        place: 'world',
        time: 'day',
        weather: 'clear',
        mood: 'worried',
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'stand', friend: 'stand', creature: 'sit' },
        object: 'world',
        framing: 'close',
      },
      text: [
        'Pero {hero} dijo muy bajito: —Yo no he visto {o:ningún|ninguna} {object.nom}.',
        {
          alts: [
            'Y en cuanto lo dijo, se le pusieron las orejas calientes como tostadas.',
            'Y al decirlo, notó que {object.def} le quemaba en el bolsillo.',
          ],
        },
        '{^creature.def} siguió buscando entre las piedras, cada vez más triste.',
        {
          text: 'Al final, {creature.def} se sentó en una piedra y se tapó la cara, muy {c:desanimado|desanimada}.',
          bands: OLDER,
        },
        {
          text: '{friend} le dio un codazo suave a {hero}: —Oye, {object.def} que llevas ahí…',
          friend: true,
          bands: OLDER,
        },
        {
          text: '{hero} sintió el bolsillo más pesado todavía, como si {object.def} tirara hacia abajo.',
          friend: false,
          bands: OLDER,
        },
        {
          text: '{hero} se alejó unos pasos por {place.def}, pensando a toda prisa. No quería quedarse {object.def}, ya no. Pero tampoco quería decirle {creature.al} «lo tenía yo», porque eso quería decir también «te he mentido», y entonces se le ocurrió un plan con {object.def} que le pareció muy listo.',
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
        actions: { hero: 'splash', friend: 'sit', creature: 'walk' },
        object: 'world',
        framing: 'wide',
      },
      text: [
        '{hero} dejó {object.def} a escondidas en una piedra, para que {creature.def} {o:lo|la} encontrara.',
        'Pero {creature.def} miró hacia el otro lado, ¡y pasó por delante tres veces sin ver{o:lo|la}!',
        {
          alts: [
            'Y luego vino una gaviota curiosa y casi se {o:lo|la} lleva en el pico: ¡fiuuu!',
            'Y luego una ola traviesa casi se {o:lo|la} lleva: ¡chof!',
          ],
        },
        '{hero} tuvo que salir corriendo a rescatar {object.def}, y acabó con los zapatos mojados.',
        { text: '{friend} se reía tanto que tuvo que sentarse en el suelo.', friend: true, bands: OLDER },
        {
          text: '{hero} se rió de sí {h:mismo|misma}, empapad{h:o|a} y con {object.def} en la mano.',
          friend: false,
          bands: OLDER,
        },
        {
          text: 'Allí, con los zapatos chorreando y {object.def} en la mano, {hero} comprendió que los planes listos a veces son más complicados que la verdad. Esconder la mentira debajo de una piedra no la hacía desaparecer: solo la cambiaba de sitio.',
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
        actions: { hero: 'give', friend: 'stand', creature: 'carry' },
        object: 'world',
        objectAt: 'creature',
        framing: 'close',
      },
      text: [
        'Así que {hero} fue hasta {creature.def} y abrió la mano: allí estaba {object.def}.',
        '{hero} dijo: —{o:Lo|La} encontré yo {place.in}, y quería {o:quedármelo|quedármela}, y te dije que no había visto nada; perdona.',
        {
          alts: [
            '{^creature.def} cogió {object.def} y {o:lo|la} abrazó muy fuerte: {creature.sonido}.',
            '{^creature.def} apretó {object.def} contra su pecho, y suspiró de alivio: {creature.sonido}.',
          ],
        },
        { text: '{friend} sonrió a {hero}: —Devolver {object.def} así ha sido valiente de verdad.', friend: true },
        { text: 'Y {hero} sintió que el bolsillo, y el corazón, volvían a pesar lo justo.', friend: false },
        { text: '{^creature.def} no se enfadó: solo le dio las gracias, una y otra vez.', bands: OLDER },
        {
          text: '{^creature.def} le contó que su abuela llevaba siempre {object.def} consigo, y que cuando {creature.def} era {c:pequeñito|pequeñita} le dejaba jugar con {o:él|ella} antes de dormir. Perder {object.def} había sido como perder un trocito de la abuela, «y tú me lo has devuelto», dijo {creature.def}, «aunque te costara».',
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
        actions: { hero: 'stand', friend: 'reach-up', creature: 'reach-up' },
        object: 'world',
        objectAt: 'creature',
        framing: 'wide',
      },
      text: [
        'Luego {creature.def} le enseñó a {hero} un secreto {object.del} de la abuela.',
        {
          text: '{^creature.def} {creature.anda} alrededor de {hero}, feliz, con {object.def} bien {o:agarrado|agarrada}.',
          bands: OLDER,
        },
        {
          alts: [
            'Si {o:lo|la} ponías al sol de la tarde, hacía un arcoíris pequeñito sobre {place.def}.',
            'Al ponerl{o:o|a} contra el sol de la tarde, dibujaba un arcoíris diminuto.',
          ],
        },
        {
          text: '{friend} intentó atrapar el arcoíris de un salto, y claro, no pudo: ¡era de luz!',
          friend: true,
          bands: OLDER,
        },
        {
          text: '{friend} le susurró a {hero}, mirando {object.def}: —Lo que es de otro se devuelve, y así todos duermen tranquilos.',
          friend: true,
        },
        { text: '{hero} pensó: lo que es de otro se devuelve, y así todos duermen tranquilos.', friend: false },
        {
          text: 'Y desde ese día, {creature.def} y {hero} se encontraban cada tarde {place.in} para ver el arcoíris.',
          bands: OLDER,
        },
        {
          text: '{hero} se dio cuenta de algo curioso: ahora podía ver {object.def} siempre que quisiera, y además tenía un amigo nuevo. Si se l{o:o|a} hubiera quedado, {object.def} estaría en una estantería, solo para {h:él|ella}, y {creature.def} seguiría buscando debajo de las piedras.',
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
        'Esa noche, {hero} no tenía {object.def} en el bolsillo, y no le importaba nada.',
        { text: '{^place.in}, {creature.def} dormía en {creature.cama}, con {object.def} al lado.', bands: OLDER },
        {
          text: '{hero} pensó que había sido un día raro: había encontrado un tesoro {place.in}, lo había devuelto, y al final había encontrado otro mejor, {creature.def}, que no cabía en ningún bolsillo.',
          bands: BIG,
        },
        {
          alts: [
            'Cerró los ojos y vio el arcoíris, pequeñito y dorado.',
            'En sueños, el arcoíris {object.del} bailaba.',
          ],
        },
      ],
    },
  ],
  questions: [
    {
      question: '¿Qué encontró {hero} {place.in}?',
      right: '{^object.indef} dorad{o:o|a}',
      wrong: ['{^other.object.indef}', 'Una moneda de plata'],
    },
    {
      question: '¿Quién estaba buscando {object.def}?',
      right: '{^creature.def}',
      wrong: ['{^other.creature.def}', '{^other2.creature.def}'],
    },
    {
      question: '¿De quién había sido {object.def} antes?',
      right: 'De la abuela {creature.del}',
      wrong: ['De un pirata', 'De una gaviota'],
    },
    {
      question: '¿Qué pasó cuando {hero} escondió {object.def} en una piedra?',
      right: '{^creature.def} no {o:lo|la} vio',
      wrong: ['{^creature.def} {o:lo|la} encontró enseguida', 'Se {o:lo|la} comió un pez'],
    },
    {
      question: '¿Por qué se sintió bien {hero} al final?',
      right: 'Porque dijo la verdad y devolvió {object.def}',
      wrong: ['Porque se quedó con {object.def}', 'Porque encontró otro tesoro'],
    },
  ],
};

const raceShortcut: Plot = {
  id: 'honesty-race-shortcut',
  moral: 'honesty',
  titles: ['La carrera {place.del}', 'El atajo', '{hero} y el premio'],
  places: ['meadow', 'park', 'farm', 'forest'],
  creatures: ['turtle', 'hedgehog', 'duck', 'mouse'],
  objects: ['apple', 'cake', 'basket'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'clear',
        mood: 'happy',
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'stand', friend: 'stand', creature: 'stand' },
        object: 'world',
        objectAt: 'on-prop',
        framing: 'wide',
        prop: 'table',
      },
      text: [
        {
          alts: [
            'Aquel domingo había una gran carrera {place.in}.',
            'Todos {place.in} estaban emocionados: ¡hoy era el día de la gran carrera!',
            'La carrera más famosa {place.del} empezaba a media mañana.',
          ],
        },
        'El premio era {object.indef} enorme, brillante, con un lazo azul.',
        {
          text: '{friend} se ató los cordones tres veces, por si acaso, y dijo: —¡Hoy {object.def} es para mí!',
          friend: true,
          bands: OLDER,
        },
        {
          text: '{hero} se ató los cordones bien fuerte y saltó en el sitio para calentar.',
          friend: false,
          bands: OLDER,
        },
        'En la salida estaban todos: {hero}, {creature.def} y muchos más.',
        {
          text: 'El camino daba una vuelta enorme alrededor {place.del}, pasando por el puente y por el árbol grande.',
          bands: OLDER,
        },
        {
          text: '{hero} tenía muchísimas ganas de ganar {object.def}. Llevaba toda la semana corriendo por {place.def}, subiendo cuestas, haciendo carreras contra su sombra. Se imaginaba en lo más alto del podio, con {object.def} en las manos y todo el mundo aplaudiendo.',
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
        actions: { hero: 'run', friend: 'run', creature: 'walk' },
        object: null,
        framing: 'wide',
      },
      text: [
        '«¡Preparados, listos, ya!», y todos salieron corriendo por {place.def}.',
        {
          alts: [
            '{hero} corría rápido, pero algunos corrían más rápido todavía por {place.def}.',
            '{hero} corría con todas sus fuerzas, pero iba de los últimos {place.in}.',
          ],
        },
        '{^creature.def}, despacito, despacito, iba a su ritmo, sin parar nunca.',
        {
          text: '{^creature.def} iba de {c:los últimos|las últimas}, pero no dejaba de sonreír.',
          bands: OLDER,
        },
        {
          text: '{friend} corría a su lado, resoplando como una tetera: —¡Uf, qué grande es {place.def}!',
          friend: true,
          bands: OLDER,
        },
        { text: 'A {hero} le faltaba el aire, y la meta parecía lejísimos.', friend: false, bands: OLDER },
        {
          text: 'A mitad de camino, a {hero} le dolía el costado y le ardían las mejillas. Los primeros ya habían desaparecido detrás de la curva, y {hero} pensó que así no iba a ganar nunca {object.def}. Entonces vio un hueco entre los arbustos.',
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
        actions: { hero: 'run', friend: 'stand' },
        object: null,
        framing: 'medium',
      },
      text: [
        'Entre los arbustos había un atajo secreto.',
        '{hero} lo pensó un segundo, y se metió por el atajo.',
        { text: '{friend} se paró: —¡Eh, que eso no vale, hay que dar la vuelta!', friend: true },
        { text: '{friend} se quedó en el camino, pero {hero} ya no le oía.', friend: true, bands: OLDER },
        {
          alts: [
            'El atajo estaba lleno de ramas, y {hero} salió con hojas en el pelo.',
            'Por el atajo había ramas que hacían cosquillas y charcos que salpicaban.',
          ],
        },
        { text: 'Pero salió justo delante de la meta, ¡antes que nadie!', bands: OLDER },
        {
          text: 'Mientras cruzaba los arbustos, {hero} se dijo que no pasaba nada, que el atajo estaba ahí para quien lo encontrara, que todos habrían hecho lo mismo por {object.def}. Pero cada rama que apartaba parecía decirle lo contrario, con su voz de rama: «¿seguro?, ¿seguro?».',
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
        actions: { hero: 'receive', friend: 'stand', creature: 'walk' },
        object: 'world',
        framing: 'medium',
      },
      text: [
        '¡{hero} llegó {h:el primero|la primera} a la meta!',
        'Todos aplaudieron, y le dieron {object.def} con el lazo azul.',
        {
          text: 'Alguien le colgó una cinta del cuello, y todos {place.in} gritaban el nombre de {hero}.',
          bands: OLDER,
        },
        'Un poco después llegó {creature.def}, {c:cansadísimo|cansadísima}, pero {c:contento|contenta}.',
        { text: '{^creature.def} había dado la vuelta entera {place.del}, sin saltarse ni un paso.', bands: OLDER },
        { text: '{friend} llegó detrás, miró {object.def} y no dijo nada.', friend: true, bands: OLDER },
        {
          text: 'Todo el mundo felicitaba a {hero}, le daban palmaditas y le decían «¡qué rápido!» por {p:todo|toda} {place.def}. Y {hero} sonreía, con {object.def} en las manos. Pero la sonrisa le salía torcida, como cuando te haces una foto sin ganas, y no se atrevía a mirar {creature.al}.',
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
        actions: { hero: 'stand', friend: 'stand', creature: 'stand' },
        object: 'world',
        framing: 'close',
      },
      text: [
        '{hero} miró {object.def}: era precios{o:o|a}, pero no le daba ninguna alegría.',
        {
          alts: [
            'Le daba un picor raro, como una etiqueta en la espalda {place.in}.',
            '{^object.def} le pesaba en las manos como si fuera de piedra.',
          ],
        },
        '{^creature.def} le dijo a {hero}: —¡Enhorabuena, {hero}! Yo he llegado {c:segundo|segunda} {place.in}, ¡mi mejor carrera!',
        { text: '{friend} miró a {hero} en silencio, y luego {creature.al}.', friend: true, bands: OLDER },
        {
          text: 'A {hero} se le hizo un nudo en la garganta al ver lo {c:contento|contenta} que estaba {creature.def}.',
          bands: OLDER,
        },
        {
          text: '{hero} pensó en {creature.def}, dando la vuelta entera {place.del}, despacito, paso a paso, sin saltarse nada, mientras {h:él|ella} se metía por los arbustos. {^creature.def} se merecía {object.def} mucho más. Y lo peor no era eso: lo peor era que {creature.def} estaba feliz por {h:él|ella}, y {hero} no se lo merecía.',
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
        framing: 'wide',
        prop: 'bench',
      },
      text: [
        'Entonces {hero} se subió al banco y dijo en voz alta:',
        '—¡Escuchad todos, yo no he ganado, porque me metí por un atajo! {^object.def} es para {creature.def}.',
        {
          alts: [
            'Todos {place.in} se quedaron callados, porque nadie se lo esperaba.',
            'Se hizo un silencio enorme {place.in}, tan grande que se oía a los grillos.',
          ],
        },
        {
          text: '{friend} fue {f:el primero|la primera} en gritar «¡bravo!», tan fuerte que se oyó en {p:todo|toda} {place.def}.',
          friend: true,
        },
        { text: 'Y luego alguien aplaudió, y luego otro, y al final aplaudía todo {place.def}.', friend: false },
        { text: 'A {hero} le temblaban las rodillas, pero la voz le salió clarita.', bands: OLDER },
        {
          text: 'Decirlo delante de todos fue lo más difícil que {hero} había hecho nunca, más difícil que la cuesta más empinada. Le ardían las orejas, y durante un segundo pensó que todo {place.def} se iba a reír. Pero nadie se rió de {hero}: los mayores asentían despacio, y {creature.def} le miraba como se mira a alguien muy valiente.',
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
        framing: 'medium',
      },
      text: [
        '{^creature.def} recibió {object.def} con el lazo azul, y no se lo podía creer: {creature.sonido}.',
        {
          text: '{^creature.def} no paraba de dar las gracias, {creature.sonido}, {c:tan contento|tan contenta} que le brillaban los ojos.',
          bands: OLDER,
        },
        '{^creature.def} le dijo a {hero}: —Gracias por decir la verdad, ¿compartimos {object.def}?',
        {
          alts: [
            'Y se sentaron juntos en la hierba, con {object.def} entre los dos.',
            'Y compartieron {object.def} sentados en la hierba, mientras bajaba el sol.',
          ],
        },
        {
          text: '{friend} dijo, sentad{f:o|a} junto {object.al}: —Ganar con trampas no sabe a nada, y decir la verdad sabe mucho mejor.',
          friend: true,
        },
        { text: '{hero} pensó: ganar con trampas no sabe a nada, y decir la verdad sabe mucho mejor.', friend: false },
        { text: 'La próxima carrera {place.in}, prometió {hero}, la correría entera, paso a paso.', bands: OLDER },
        {
          text: 'Era raro: hacía un rato, {hero} tenía {object.def} y se sentía fatal, y ahora no lo tenía y se sentía estupendamente. {^creature.def} hablaba sin parar de la curva del puente y del árbol grande, y {hero} escuchaba, y pensó que a lo mejor el año que viene entrenarían juntos, dando la vuelta entera {place.del}, sin atajos.',
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
        'Esa noche, {hero} no tenía {object.def} del premio en la estantería.',
        { text: '{hero} cerró los ojos y pensó en la vuelta entera {place.del}, paso a paso.', bands: OLDER },
        {
          text: 'Mañana se lo diría {creature.al}: el año que viene no habría atajos, solo dos corredores despacito, uno al lado del otro, riéndose en las cuestas.',
          bands: BIG,
        },
        {
          alts: [
            'Pero tenía el corazón tranquilo, y eso valía más que todos los premios.',
            'Pero se durmió tranquil{h:o|a}, soñando con la carrera de la próxima vez.',
          ],
        },
        { text: 'Y {creature.def}, en {creature.cama}, soñaba con un lazo azul.', bands: OLDER },
      ],
    },
  ],
  questions: [
    {
      question: '¿Cuál era el premio de la carrera?',
      right: '{^object.indef} con un lazo azul',
      wrong: ['{^other.object.indef} con un lazo rojo', 'Una medalla de oro'],
    },
    {
      question: '¿Por dónde se metió {hero} para llegar antes?',
      right: 'Por un atajo entre los arbustos',
      wrong: ['Por el puente', 'Por el río'],
    },
    {
      question: '¿Quién dio la vuelta entera sin saltarse nada?',
      right: '{^creature.def}',
      wrong: ['{^other.creature.def}', '{^other2.creature.def}'],
    },
    {
      question: '¿Qué hizo {hero} al final con el premio?',
      right: 'Se lo dio {creature.al} y dijo la verdad',
      wrong: ['Lo escondió en su casa', 'Lo tiró a la basura'],
    },
  ],
};

export const honestyPlots: Plot[] = [brokenToy, foundTreasure, raceShortcut];
