/** Patience: a seed that takes its time, a shy animal that needs quiet, fireflies that come out when the night is ready. */
import type { Plot } from '../../format.js';
import { BIG, OLDER, SMALL } from '../bands.js';

const slowSeed: Plot = {
  id: 'patience-slow-seed',
  moral: 'patience',
  titles: ['La semilla de {hero}', '¿Cuándo crecerás, semillita?', 'Una semilla {place.del}'],
  places: ['garden', 'farm', 'village'],
  creatures: ['frog', 'robin', 'hedgehog', 'mouse', 'duck'],
  objects: ['flower', 'apple'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'clear',
        mood: 'happy',
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'dig', friend: 'dig', creature: 'sit' },
        object: 'seed',
        objectAt: 'ground',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Un día de primavera, {hero} plantó una semilla {place.in}.',
            'Aquella mañana, {hero} hizo un agujerito {place.in} y plantó una semilla.',
            'La abuela le dio a {hero} una semilla para plantarla.',
          ],
        },
        'Era una semilla de {object.nom}, pequeñita como una miga de pan.',
        { text: '{friend} la tapó con tierra, con mucho cuidado: pat, pat, pat.', friend: true },
        {
          alts: [
            '{hero} la tapó con tierra, con mucho cuidado: pat, pat, pat.',
            '{hero} la cubrió con un poco de tierra y le dio tres palmaditas: pat, pat, pat.',
          ],
          friend: false,
        },
        '{^creature.def} lo miraba todo desde muy cerca: {creature.sonido}.',
        {
          text: 'La abuela le había dicho que de aquella semilla saldría {object.indef}, pero no le había dicho cuándo.',
          bands: OLDER,
        },
        {
          text: '{hero} se imaginaba ya {object.def}: grande, {o:precioso|preciosa}, {o:el|la} más bonit{o:o|a} de {p:todo|toda} {place.def}, tan bien que casi podía olerl{o:o|a}. Lo único que faltaba, pensaba {hero}, era que la semilla de {object.nom} se diera un poco de prisa.',
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
        framing: 'medium',
      },
      text: [
        {
          alts: [
            'Por la tarde, {hero} fue a mirar la semilla.',
            'A media tarde, {hero} ya estaba otra vez allí, de rodillas, mirando.',
          ],
        },
        {
          text: '{hero} miró por la mañana, por la tarde y antes de cenar, pero la tierra seguía igual.',
          bands: OLDER,
        },
        'No había salido nada {place.in}: solo tierra, tierra y más tierra.',
        {
          alts: [
            '{hero} le preguntó a la tierra: —¿Ya? ¿Ya sale?',
            '{hero} se agachó junto a la semilla: —¿Ya estás? ¿Ya?',
          ],
        },
        {
          text: '{friend} pegó la oreja al suelo: —No se oye nada {place.in}, a lo mejor la semilla está dormida.',
          friend: true,
          bands: OLDER,
        },
        { text: '{^creature.def} se rió bajito: {creature.sonido}, como si supiera algo.', bands: OLDER },
        {
          text: '{hero} se sentó junto al agujerito a esperar: contó hasta diez, y luego hasta veinte, y luego se le olvidaron los números. Un minuto, para {hero}, era una cosa larguísima, sobre todo mirando un trozo de tierra que no hace nada.',
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
        object: 'seed',
        objectAt: 'ground',
        framing: 'close',
      },
      text: [
        {
          alts: [
            'Al día siguiente, {hero} no pudo más y escarbó para ver la semilla.',
            'A la mañana siguiente, {hero} ya no aguantó más y se puso a escarbar un poquito.',
          ],
        },
        { text: '{hero} tenía las manos llenas de tierra y la nariz también.', bands: OLDER },
        'Ahí estaba la semilla de {object.nom}, igual que ayer, pequeñita y callada.',
        {
          alts: [
            '{^creature.def} negó con la cabeza: —Si la sacas, no puede crecer.',
            '{^creature.def} le dijo bajito: —Las semillas crecen a oscuras, no mirando.',
          ],
        },
        { text: '{friend} volvió a taparla {place.in}: —Perdona, semillita, era para saludarte.', friend: true },
        { text: '{hero} volvió a taparla {place.in}, muy despacio: —Perdona, semillita.', friend: false },
        { text: '{^creature.def} {creature.anda} alrededor del agujero, como un guardián.', bands: OLDER },
        {
          text: '{hero} se quedó pensando en lo que había dicho {creature.def}. A lo mejor la semilla estaba haciendo cosas muy importantes ahí abajo, en la tierra: estirando una raicita, despertándose poco a poco. Cosas que no se ven, pero que pasan, y cada vez que {hero} escarbaba, la semilla de {object.nom} tenía que volver a empezar.',
          bands: BIG,
        },
      ],
    },
    {
      scene: {
        place: 'world',
        time: 'day',
        weather: 'rain',
        mood: 'happy',
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'carry', friend: 'splash', creature: 'splash' },
        object: null,
        framing: 'medium',
      },
      text: [
        'Luego {hero} pensó: «¡Si riego mucho la semilla de {object.nom}, crecerá más rápido!».',
        {
          alts: [
            '{hero} echó un cubo de agua, y otro, y otro más, sobre la tierra.',
            '{hero} trajo la regadera llena, y la vació, y fue a llenarla otra vez, y otra.',
          ],
        },
        '¡Y se formó un charco tan grande que {creature.def} se puso a nadar en él!',
        {
          text: '{friend} se metió también en el charco: ¡chof, chof!',
          friend: true,
          bands: OLDER,
        },
        {
          text: '{^creature.def} chapoteaba encantad{c:o|a}: {creature.sonido}, ¡qué piscina {place.in}!',
          bands: OLDER,
        },
        {
          text: '{hero} se rió, pero luego se preocupó: ¿y si la semilla de {object.nom} se había ahogado? La abuela vino a ver el charco, con las manos en la cintura, y le explicó que una semilla necesita agua, sí, pero un poquito cada día, como quien bebe un vaso de leche, no un cubo de golpe.',
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
        actions: { hero: 'sit', friend: 'stand', creature: 'sit' },
        object: null,
        framing: 'wide',
      },
      text: [
        'Así que {hero} decidió esperar, de verdad, {place.in}.',
        {
          text: '{^creature.def} se sentó a su lado, como si también esperara la hojita de {object.nom}.',
          bands: OLDER,
        },
        'Cada mañana, le echaba un vasito de agua a la semilla de {object.nom}, y nada más.',
        {
          alts: [
            'Un día, dos días, tres días, {hero} esperaba, y la tierra también.',
            'Pasó un día, y otro, y otro, y {hero} seguía cuidando su rincón {place.del}.',
          ],
        },
        { text: 'Agüita, solecito y esperar, esperar, esperar.', bands: SMALL },
        {
          text: '{friend} le hizo un cartel al rincón {place.del}: «Aquí crece {object.indef}: silencio, por favor».',
          friend: true,
          bands: OLDER,
        },
        {
          alts: [
            'Mientras esperaba, {hero} hacía otras cosas: jugaba, ayudaba a la abuela, contaba nubes.',
            'Y mientras tanto, {hero} se ocupaba de otras cosas: los cuentos, los columpios, las nubes con forma de oveja.',
          ],
          bands: OLDER,
        },
        {
          text: 'Y pasó algo curioso: cuanto menos miraba {hero} la tierra, menos se le hacía larga la espera, porque la semilla tenía su ritmo, y {hero} el suyo. {^creature.def} venía cada mañana a sentarse junto al rincón {place.del}, y juntos escuchaban a los pájaros sin preguntar nada.',
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
        actions: { hero: 'sit', friend: 'run', creature: 'stand' },
        object: null,
        framing: 'close',
      },
      text: [
        'Y una mañana, ¡sorpresa!, {creature.def} vino a buscar a {hero} a toda prisa.',
        {
          alts: [
            'De la tierra había salido una hojita verde, chiquitita, chiquitita.',
            'Allí, asomando entre los terrones, había una hojita verde, chiquitita, chiquitita.',
          ],
        },
        {
          alts: [
            '{hero} se agachó y le dijo bajito: —Hola, ya estás aquí.',
            '{hero} casi no respiraba, para no asustarla: —Hola, hojita.',
          ],
        },
        { text: '{friend} daba saltos alrededor {place.del}: —¡Ha salido, ha salido!', friend: true },
        {
          text: 'La hojita brillaba con el rocío, como si se hubiera lavado la cara para saludar.',
          bands: OLDER,
        },
        {
          text: '{hero} miró la hojita mucho rato: era tan pequeña y tan verde que parecía imposible que de ahí fuera a salir {object.indef}. Pero ahí estaba, empujando la tierra con todas sus fuerzas, sin prisa pero sin parar, y a {hero} le entraron ganas de aplaudirla.',
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
        objectAt: 'ground',
        framing: 'wide',
      },
      text: [
        'Pasaron muchos días de sol y de agüita {place.in}.',
        {
          alts: [
            'La hojita se hizo tallo, el tallo se hizo planta, ¡y un día apareció {object.indef}!',
            'Y poquito a poco, de la plantita salió {object.indef} {o:precioso|preciosa}.',
          ],
        },
        '{^creature.def} y {hero} {o:lo|la} miraron juntos, sin decir nada, muy felices.',
        {
          text: '{friend} le dijo a {hero}, mirando {object.def}: —Las cosas bonitas tardan, pero llegan.',
          friend: true,
        },
        { text: '{hero} pensó: las cosas bonitas tardan, pero llegan.', friend: false },
        {
          text: 'La abuela le dio un abrazo a {hero}: —Has sabido esperar {object.al}, y eso es lo más difícil.',
          bands: OLDER,
        },
        {
          text: '{hero} se acordó del primer día, cuando quería que la semilla creciera en una tarde, y ahora {object.def} estaba allí, y {hero} sabía cuántas mañanas de agüita, cuántas esperas y cuántos «¿ya?» llevaba dentro. Por eso {object.def} le parecía {o:el|la} más bonit{o:o|a} del mundo.',
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
        'Esa noche, {hero} se durmió pensando en {object.def}.',
        {
          text: 'Y antes de dormirse, {hero} pensó que a lo mejor las personas también son un poco como las semillas: cada una crece a su ritmo, y no sirve de nada tirarles de las hojas para que vayan más deprisa.',
          bands: BIG,
        },
        {
          alts: [
            'Mañana plantaría otra semilla {place.in}, y la esperaría con calma.',
            'Fuera, {object.def} también dormía, y crecía un poquito más, sin hacer ruido.',
          ],
        },
        { text: 'Y {creature.def}, en {creature.cama}, soñaba con hojitas verdes.', bands: OLDER },
      ],
    },
  ],
  questions: [
    {
      question: '¿Qué plantó {hero}?',
      right: 'Una semilla de {object.nom}',
      wrong: ['Una semilla de {other.object.nom}', 'Una piedra bonita'],
    },
    {
      question: '¿Qué pasó cuando {hero} echó muchos cubos de agua?',
      right: 'Se formó un charco enorme',
      wrong: ['La planta creció de golpe', 'Empezó a nevar'],
    },
    {
      question: '¿Quién se puso a nadar en el charco?',
      right: '{^creature.def}',
      wrong: ['{^other.creature.def}', 'La abuela'],
    },
    {
      question: '¿Qué salió primero de la tierra?',
      right: 'Una hojita verde',
      wrong: ['{^object.indef}', 'Un gusano'],
    },
    {
      question: '¿Qué aprendió {hero} esperando a su semilla?',
      right: 'Que las cosas bonitas tardan, pero llegan',
      wrong: ['Que hay que regar mucho', 'Que las semillas no crecen'],
    },
  ],
};

const shyAnimal: Plot = {
  id: 'patience-shy-animal',
  moral: 'patience',
  titles: [
    '{^creature.def} {c:tímido|tímida}',
    'Quietecit{h:o|a}, quietecit{h:o|a}',
    '{hero} y {creature.def} del bosque',
  ],
  places: ['forest', 'meadow', 'park'],
  creatures: ['fawn', 'squirrel', 'rabbit', 'fox'],
  objects: ['apple', 'seed', 'cake'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'clear',
        mood: 'happy',
        cast: ['hero', 'friend', 'creature'],
        actions: { hero: 'stand', friend: 'stand', creature: 'stand' },
        object: null,
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Una mañana, {hero} vio {creature.indef} {place.in}.',
            'Paseando, {hero} descubrió {creature.indef} entre los árboles.',
            'Aquella mañana, {creature.indef} asomó la cabeza detrás de un tronco.',
          ],
        },
        '{^creature.def} tenía los ojos brillantes y el pelo suave como una nube.',
        { text: '{^creature.def} mordisqueaba una hojita, muy tranquil{c:o|a}.', bands: OLDER },
        '«¡Quiero ser su amig{h:o|a}!», pensó {hero}.',
        { text: '{friend} susurró: —¿Crees que {creature.def} querrá jugar con nosotros?', friend: true, bands: OLDER },
        { text: 'Alrededor, {place.calma}, y {creature.def} olfateaba el aire, muy atent{c:o|a}.', bands: OLDER },
        {
          text: '{hero} había visto {creature.pl} en los libros de cuentos, pero nunca tan de cerca. Se le aceleró el corazón: ahí estaba, a unos pasos, de verdad. Ya se imaginaba jugando con {creature.def} todas las tardes, contándole sus secretos, llevándole merienda.',
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
        cast: ['hero', 'friend'],
        actions: { hero: 'fall', friend: 'run' },
        object: null,
        framing: 'wide',
      },
      text: [
        '{hero} echó a correr hacia {creature.def}: —¡Hola, hola, espérame!',
        '¡Pero {creature.def} se asustó y {creature.anda} lejos, muy lejos!',
        {
          alts: [
            'Y {hero} tropezó con una raíz, ¡y plof, de narices en las hojas!',
            'Y {hero}, de tanto correr, acabó sentad{h:o|a} en un montón de hojas: ¡plof!',
          ],
        },
        {
          text: '{friend} llegó resoplando: —Creo que lo de correr no le ha gustado mucho {creature.al}.',
          friend: true,
          bands: OLDER,
        },
        { text: '{hero} se quitó una hoja de la nariz, un poco {h:desanimado|desanimada}.', bands: OLDER },
        {
          text: '{hero} se quedó mirando el sitio por donde se había ido {creature.def}. No lo entendía, si solo quería ser amig{h:o|a} {creature.del}. Pero claro, pensó después, si alguien enorme viniera corriendo y gritando hacia {h:él|ella} por {place.def}, a lo mejor también saldría corriendo.',
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
        actions: { hero: 'sit', friend: 'stand', creature: 'hide' },
        object: null,
        framing: 'medium',
      },
      text: [
        'Al día siguiente, {hero} volvió {place.to} y llamó muy fuerte: —¡{^creature.nom}, ven aquí!',
        {
          text: '{hero} llevaba el pelo peinado y su mejor sonrisa, para causar buena impresión {creature.al}.',
          bands: OLDER,
        },
        'Pero la voz de {hero} retumbó tanto que {creature.def} se escondió otra vez.',
        {
          alts: ['¡Hasta los pájaros salieron volando del susto!', '¡Hasta una ardilla dejó caer su nuez del susto!'],
        },
        {
          text: '{friend} se tapó las orejas: —¡Así no, así asustas hasta a las nubes!',
          friend: true,
          bands: OLDER,
        },
        { text: '{hero} suspiró, y se sentó en una piedra.', bands: OLDER },
        {
          text: '{hero} empezaba a pensar que {creature.def} no quería saber nada de {h:él|ella}. Había corrido, había gritado, y las dos veces {creature.def} había desaparecido. ¿Cómo se hace amigo de alguien que se escapa? Entonces se acordó del abuelo, que decía que {creature.pl} {c:tímidos|tímidas} se acercan a quien sabe estar quieto.',
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
        actions: { hero: 'sit', friend: 'sit' },
        object: 'world',
        objectAt: 'ground',
        framing: 'wide',
      },
      text: [
        'Así que {hero} probó otra cosa: sentarse quietecit{h:o|a} {place.in}, sin hacer ruido.',
        '{hero} dejó {object.indef} en el suelo, un poquito lejos, y esperó.',
        {
          text: 'El sol se movía despacio por el cielo, y las sombras de los árboles se hacían largas.',
          bands: OLDER,
        },
        { text: 'Quietecit{h:o|a}, quietecit{h:o|a}, sin hacer ruido.', bands: SMALL },
        {
          text: '{friend} también se sentó en la hierba, aunque le picaba la nariz y le costaba muchísimo no moverse.',
          friend: true,
        },
        { text: 'A {hero} le picaba la nariz, y le costaba muchísimo no moverse.', friend: false },
        'Ese día, {creature.def} no vino.',
        { text: 'Pero {hero} volvió al día siguiente, y al otro, y al otro.', bands: OLDER },
        {
          text: 'Estar quiet{h:o|a} esperando {creature.al} era mucho más difícil de lo que parecía. Las piernas querían correr, la boca quería hablar, y las manos querían tocarlo todo. Pero {hero} descubrió que, cuando uno se queda quieto de verdad, empiezan a pasar cosas: una mariquita le subió por el zapato, y un pájaro se posó muy cerca, como si {hero} fuera un árbol más.',
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
        actions: { hero: 'sit', friend: 'sit', creature: 'peek' },
        object: 'world',
        objectAt: 'ground',
        framing: 'medium',
      },
      text: [
        'Al cuarto día, algo se movió entre los arbustos.',
        {
          text: 'Primero se vieron dos orejas, luego un hocico, y luego {creature.def} {c:entero|entera}.',
          bands: OLDER,
        },
        '{^creature.def} asomó la nariz, miró a {hero} y dio un pasito, solo uno.',
        '{hero} no se movió de su piedra, aunque el corazón le hacía pum, pum, pum.',
        {
          text: '{friend} contuvo la respiración, mirando {creature.al} con los ojos como platos.',
          friend: true,
          bands: OLDER,
        },
        { text: '{^creature.def} dio otro pasito, y otro, olfateando {object.def}.', bands: OLDER },
        {
          text: '{hero} tenía tantas ganas de levantarse y abrazar {creature.al} que le temblaban las manos. Pero se acordó de la carrera del primer día, y de los gritos del segundo, y se quedó quiet{h:o|a} como una piedra. Esta vez, decidió, mandaría {creature.al}: iría tan despacio como quisiera.',
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
        actions: { hero: 'sit', friend: 'sit', creature: 'sit' },
        object: 'world',
        objectAt: 'ground',
        framing: 'close',
      },
      text: [
        '{^creature.def} llegó hasta {object.def} y se puso a comer, ñam, ñam.',
        'Luego miró a {hero}, y se acercó un poquito más.',
        { text: '{hero} le habló muy bajito {creature.al}, casi sin voz, y {creature.def} no se fue.', bands: OLDER },
        {
          alts: [
            'Y al final, {creature.def} apoyó la cabeza en la mano de {hero}.',
            'Y por fin, {creature.def} se dejó acariciar, suave, suave.',
          ],
        },
        {
          text: '{friend} sonreía tanto que le dolían los mofletes, y {creature.def} no se asustó.',
          friend: true,
          bands: OLDER,
        },
        { text: 'Era suave, y calentit{c:o|a}, y olía a hierba.', bands: OLDER },
        {
          text: '{hero} no se había sentido tan feliz en mucho tiempo: no era la alegría ruidosa de ganar una carrera, sino una alegría quieta y calentita, que le llenaba el pecho como el sol de la tarde llena {place.def}. {^creature.def} había venido porque quiso, y eso lo hacía todavía más bonito.',
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
      },
      text: [
        'Desde aquel día, {creature.def} esperaba a {hero} cada tarde {place.in}.',
        {
          text: '{friend} dijo bajito, acariciando {creature.al}: —Hay amigos que llegan corriendo, y amigos que llegan despacito.',
          friend: true,
        },
        { text: '{hero} pensó: hay amigos que llegan corriendo, y amigos que llegan despacito.', friend: false },
        {
          alts: [
            'Y los amigos que llegan despacito se quedan mucho tiempo.',
            'Y {creature.def}, que había llegado despacito, ya no se iba nunca.',
          ],
        },
        {
          text: '{hero} le traía {object.indef} cada tarde, y {creature.def} le enseñaba sus rincones secretos.',
          bands: OLDER,
        },
        {
          text: 'A veces {hero} pensaba en aquel primer día, cuando salió corriendo detrás {creature.del} con tantas prisas. Ahora sabía que algunas cosas no se pueden coger, como {creature.def}: hay que esperar a que vengan. Y que la espera, cuando se hace bien, ya es un poquito parte del regalo.',
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
        'Esa noche, {hero} se acurrucó quietecit{h:o|a} en la cama, como {place.in}.',
        { text: '{hero} sonrió a oscuras, acordándose del primer pasito {creature.del}.', bands: OLDER },
        {
          text: 'Y se quedó {h:dormido|dormida} pensando que mañana, volvería a sentarse en su piedra, y que esta vez no le importaría esperar lo que hiciera falta: la espera ya no era un trozo de tiempo vacío, sino el principio de cada encuentro con {creature.def}.',
          bands: BIG,
        },
        {
          alts: [
            'Y soñó con {creature.def}, que {creature.anda} despacito hasta su ventana.',
            'Lejos, {creature.def} dormía en {creature.cama}, tranquil{c:o|a}.',
          ],
        },
      ],
    },
  ],
  questions: [
    {
      question: '¿De quién quería hacerse amig{h:o|a} {hero}?',
      right: '{^creature.del}',
      wrong: ['{^other.creature.del}', '{^other2.creature.del}'],
    },
    {
      question: '¿Qué pasó cuando {hero} echó a correr?',
      right: '{^creature.def} se asustó y se fue',
      wrong: ['{^creature.def} vino corriendo', 'Empezó a llover'],
    },
    {
      question: '¿Qué dejó {hero} en el suelo para esperar?',
      right: '{^object.indef}',
      wrong: ['{^other.object.indef}', 'Un juguete'],
    },
    { question: '¿Cuántos días tardó {creature.def} en acercarse?', right: 'Cuatro días', wrong: ['Un día', 'Un año'] },
    {
      question: '¿Por qué se acercó por fin {creature.def}?',
      right: 'Porque {hero} esperó con paciencia, sin asustarl{c:o|a}',
      wrong: ['Porque {hero} gritó muy fuerte', 'Porque tenía frío'],
    },
  ],
};

const fireflies: Plot = {
  id: 'patience-fireflies',
  moral: 'patience',
  titles: ['Las luciérnagas {place.del}', '¿Ya salen?', '{hero} espera a las luciérnagas'],
  places: ['meadow', 'river', 'garden', 'forest'],
  creatures: ['owl', 'frog', 'hedgehog', 'cat'],
  objects: ['lantern', 'book', 'scarf'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'evening',
        weather: 'clear',
        mood: 'happy',
        cast: ['hero', 'friend'],
        actions: { hero: 'walk', friend: 'walk' },
        object: 'world',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'El abuelo le había contado a {hero} un secreto: ¡{place.in} había luciérnagas!',
            'Aquella tarde de verano, {hero} se enteró de que {place.in} salían luciérnagas.',
            'Decían que, en las noches de verano, {place.in} se encendían luciérnagas.',
          ],
        },
        'Luces pequeñitas que vuelan, como estrellas que se han bajado a jugar {place.in}.',
        {
          alts: [
            'La abuela le había preparado un bocadillo y una manta, por si la espera era larga.',
            'En la mochila llevaban una manta y un bocadillo de la abuela, por si la noche se hacía larga.',
          ],
          bands: OLDER,
        },
        '{hero} cogió {object.def} y se fue a verlas, {h:emocionadísimo|emocionadísima}.',
        {
          alts: [
            'Por el camino, {hero} iba dando saltitos de impaciencia.',
            '{hero} no sabía andar despacio: iba a saltitos, de puro nervio.',
          ],
          bands: OLDER,
        },
        { text: '{friend} fue con {h:él|ella} {place.to}, bostezando y con los ojos pequeñitos.', friend: true },
        { text: 'El sol se estaba poniendo, y {place.calma}.', bands: OLDER },
        {
          text: '{hero} nunca había visto una luciérnaga, y se las imaginaba de mil maneras: como chispas, como bombillas diminutas, como caramelos de limón con alas. El abuelo solo le había dicho una cosa más, guiñando un ojo: «Las luciérnagas salen cuando la noche está lista, ni un minuto antes».',
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
        actions: { hero: 'sit', friend: 'yawn', creature: 'sit' },
        object: 'world',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            '{hero} se sentó en la hierba y miró a todas partes.',
            '{hero} se dejó caer sobre la manta y buscó con los ojos por todas partes.',
          ],
        },
        {
          alts: [
            'Miró arriba, abajo, a la izquierda y a la derecha, y otra vez arriba.',
            'Por aquí, por allá, detrás de aquel arbusto... y nada.',
          ],
          bands: OLDER,
        },
        '{hero} preguntó: «¿Ya?», pero no había ninguna luz {place.in}.',
        {
          alts: [
            'Esperó un poquito, y volvió a preguntar: —¿Y ahora? ¿Ya?',
            'Contó hasta cinco y preguntó otra vez: —¿Ya salen?',
          ],
        },
        {
          alts: [
            '{friend} bostezó: —A lo mejor hoy las luciérnagas están de vacaciones.',
            '{friend} dio un bostezo enorme: —Igual hoy se han quedado en casa.',
          ],
          friend: true,
          bands: OLDER,
        },
        'Entonces se oyó una voz tranquila: era {creature.def}, {creature.sonido}.',
        {
          text: '{hero} movía las piernas, daba vueltas {object.al} y se rascaba la cabeza: esperar le hacía cosquillas por todo el cuerpo.',
          bands: OLDER,
        },
        {
          text: 'El cielo seguía de color naranja, luego rosa, luego lila, pero a {hero} le parecía que no cambiaba nada. Cada «¿ya?» salía más impaciente que el anterior, y cuanto más miraba {hero}, más parecía que las luciérnagas se escondían {place.in} a propósito.',
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
        '{hero} tuvo una idea: ¡mover {object.def} como una bandera para llamarlas!',
        {
          alts: [
            '{hero} agitó {object.def} arriba y abajo {place.in}, y gritó: —¡Luciérnagas, salid!',
            '{hero} movió {object.def} de un lado a otro: —¡Eh, luciérnagas, aquí!',
          ],
        },
        'Pero {creature.def} dijo: —Chisss, si haces ruido, no saldrán nunca.',
        { text: '{^creature.def} lo dijo tan bajito que {hero} tuvo que acercarse para oírl{c:o|a}.', bands: OLDER },
        {
          text: '{friend} no dijo ni pío, muy {f:serio|seria}.',
          friend: true,
          bands: OLDER,
        },
        {
          text: '{^creature.def} se acomodó en {creature.cama}, con los ojos medio cerrados, como quien sabe esperar.',
          bands: OLDER,
        },
        {
          text: '{hero} se sentó otra vez junto {object.al}, un poco {h:avergonzado|avergonzada}. {^creature.def} no parecía tener ninguna prisa: estaba allí, tan tranquil{c:o|a}, como si esperar fuera lo más normal del mundo. Y a lo mejor, pensó {hero}, para {creature.def} lo era: llevaba toda la vida esperando a que se hiciera de noche.',
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
        actions: { hero: 'sit', friend: 'sit', creature: 'sit' },
        object: 'world',
        framing: 'close',
      },
      text: [
        '{^creature.def} le enseñó a {hero} un truco para esperar: escuchar {place.def}.',
        { text: '{^creature.def} cerró los ojos primero, para enseñarle cómo se hacía.', bands: OLDER },
        {
          alts: [
            '{hero} cerró los ojos y escuchó: cri-cri, hacían los grillos.',
            '{hero} cerró los ojos para escuchar mejor: cri-cri, cantaban los grillos.',
          ],
        },
        {
          alts: [
            'Croac, hacía una rana a lo lejos. Y el viento hacía fiuuu entre las hojas.',
            'Las hojas susurraban, shhh, y un grillo cantaba: cri-cri, cri-cri.',
          ],
        },
        { text: 'Cri-cri, shhh, fiuuu: así suena la noche.', bands: SMALL },
        {
          text: '{friend} escuchaba también, tan {f:quieto|quieta} que parecía {f:dormido|dormida} sobre la hierba.',
          friend: true,
        },
        { text: '{hero} abrazó {object.def} y escuchó sin moverse, muy {h:quieto|quieta}.', friend: false },
        {
          text: '{hero} nunca se había dado cuenta de cuántas cosas pasaban cuando se quedaba en silencio.',
          bands: OLDER,
        },
        {
          text: 'Era como si {place.def} tuviera una orquesta escondida, y solo tocara para quien supiera escuchar. {hero} descubrió que, escuchando {place.def}, se le olvidaba preguntar «¿ya?», y el tiempo seguía pasando, pero ya no le pesaba: se había vuelto suave y largo, como una manta de la abuela.',
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
        actions: { hero: 'point', friend: 'stand', creature: 'sit' },
        object: 'world',
        framing: 'wide',
      },
      text: [
        'Y entonces, cuando {hero} abrió los ojos, vio una lucecita {place.in}.',
        {
          alts: [
            'Al principio pensó que era una estrella caída en la hierba.',
            'Primero creyó que una estrella se había caído del cielo.',
          ],
          bands: OLDER,
        },
        'Y otra junto {object.al}, y otra más encima {creature.del}.',
        '¡{^place.in} se había llenado de luciérnagas!',
        {
          alts: [
            '{friend} susurró, con la boca abierta: —Parecen estrellas bajitas.',
            '{friend} susurró, sin aliento: —Son como estrellas diminutas que vuelan bajo.',
          ],
          friend: true,
        },
        {
          alts: [
            'Volaban despacio, se encendían y se apagaban, como si jugaran al escondite.',
            'Iban y venían sin prisa, encendiéndose y apagándose, como quien juega al escondite.',
          ],
          bands: OLDER,
        },
        {
          text: 'Una luciérnaga se posó en la mano de {hero}, tan ligera que casi no se notaba, y brillaba con una luz verde y dorada, tranquila, como un corazón pequeñito. {hero} no se atrevió ni a respirar, y pensó que si hubiera seguido gritando y moviendo {object.def}, nunca habría vivido aquel momento.',
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
        actions: { hero: 'sit', friend: 'sit', creature: 'sit' },
        object: 'world',
        framing: 'medium',
      },
      text: [
        {
          alts: [
            '{hero} miraba las luciérnagas sin decir ni una palabra.',
            '{hero} no dijo nada: solo miraba, con la boca abierta.',
          ],
        },
        { text: 'Las luciérnagas dibujaban caminos de luz sobre {place.def}, y luego los borraban.', bands: OLDER },
        {
          text: '{friend} le dijo a {hero}, abrazad{f:o|a} {object.al}: —Lo bonito llega cuando sabes esperar.',
          friend: true,
        },
        { text: '{hero} pensó: lo bonito llega cuando sabes esperar.', friend: false },
        {
          alts: [
            '{^creature.def} asintió, {creature.sonido}, como diciendo: «Ya te lo decía yo».',
            '{^creature.def} cerró los ojos, muy {c:contento|contenta}: {creature.sonido}.',
          ],
        },
        { text: 'Se quedaron mucho rato {place.in}, hasta que a {hero} se le cerraban los ojos.', bands: OLDER },
        {
          text: '{hero} pensó en todas las cosas que le costaba esperar, como las luciérnagas: el cumpleaños, la Navidad, que la sopa se enfriara. A lo mejor, pensó, todas eran un poco como las luciérnagas: llegaban cuando estaban listas, y mientras tanto, si escuchabas bien, pasaban muchas cosas bonitas.',
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
        'Al volver a casa, {hero} dejó {object.def} junto a la ventana.',
        {
          text: '{hero} se quedó un ratito mirando la noche, sin preguntar «¿ya?» ni una sola vez.',
          bands: OLDER,
        },
        {
          text: 'Y pensó que mañana le contaría al abuelo que él tenía razón: las luciérnagas salen cuando la noche está lista, ni un minuto antes. Pero que había descubierto algo más, algo que el abuelo quizá ya sabía: que mientras esperas, si escuchas bien, la noche también te cuenta cosas.',
          bands: BIG,
        },
        {
          alts: [
            'Por el cristal todavía se veía, muy lejos, alguna luciérnaga.',
            'Fuera, {place.in}, las luciérnagas seguían encendiéndose y apagándose, despacito.',
          ],
        },
        {
          text: '{hero} cerró los ojos sin prisa, junto {object.al}: el sueño también llega cuando está listo.',
          bands: OLDER,
        },
      ],
    },
  ],
  questions: [
    { question: '¿Qué quería ver {hero} {place.in}?', right: 'Luciérnagas', wrong: ['Mariposas', 'Estrellas fugaces'] },
    {
      question: '¿Qué se llevó {hero}?',
      right: '{^object.def}',
      wrong: ['{^other.object.def}', '{^other2.object.def}'],
    },
    {
      question: '¿Quién le enseñó a {hero} a esperar escuchando?',
      right: '{^creature.def}',
      wrong: ['{^other.creature.def}', 'El abuelo'],
    },
    {
      question: '¿Qué oyó {hero} con los ojos cerrados?',
      right: 'Los grillos y el viento',
      wrong: ['Un tren', 'Una canción de la radio'],
    },
    {
      question: '¿Por qué salieron por fin las luciérnagas?',
      right: 'Porque la noche estaba lista y {hero} esperó en silencio',
      wrong: ['Porque {hero} las llamó a gritos', 'Porque se encendió {object.def}'],
    },
  ],
};

export const patiencePlots: Plot[] = [slowSeed, shyAnimal, fireflies];
