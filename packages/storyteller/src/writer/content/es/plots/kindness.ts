/** Kindness: a grumpy neighbour, a singer everyone laughed at, a lost little one on the way to grandma's. */
import type { Plot } from '../../format.js';
import { BIG, OLDER, SMALL } from '../bands.js';

const grumpyNeighbour: Plot = {
  id: 'kindness-grumpy-neighbour',
  moral: 'kindness',
  titles: ['{^creature.def} {c:gruñón|gruñona}', 'El vecino que siempre gruñía', '{hero} y el huerto {creature.del}'],
  places: ['village', 'farm', 'garden'],
  creatures: ['owl', 'turtle', 'hedgehog', 'bear'],
  objects: ['ball', 'kite', 'umbrella'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
        weather: 'wind',
        mood: 'happy',
        cast: ['hero', 'friend'],
        actions: { hero: 'run', friend: 'run' },
        object: 'world',
        objectAt: 'ground',
        framing: 'wide',
        prop: 'fence',
      },
      text: [
        {
          alts: [
            'Una mañana de viento, {hero} jugaba con {object.indef} {place.in}.',
            'Aquella mañana, {hero} había salido a jugar con {object.def}.',
            'Hacía viento, y {hero} corría de un lado a otro con {object.def}.',
          ],
        },
        {
          text: '{friend} corría detrás, riendo, con las mejillas coloradas de frío.',
          friend: true,
          bands: OLDER,
        },
        {
          text: '{hero} reía tan fuerte que {place.calma} un poco más bajito, como para escucharle.',
          friend: false,
          bands: OLDER,
        },
        'De pronto, ¡fiuuu!, una ráfaga se llevó {object.def} por encima de la valla.',
        '{^object.def} cayó justo en el huerto {creature.del} {c:gruñón|gruñona}.',
        {
          text: 'Todos sabían que {creature.def} gruñía por todo: por el sol, por la lluvia y por los niños que hacían ruido.',
          bands: OLDER,
        },
        {
          text: 'Nadie se acordaba de haber visto sonreír nunca {creature.al}. Decían que tenía el huerto más bonito, con calabazas como balones y tomates como farolillos, pero que nadie podía acercarse a menos de diez pasos sin oír un gruñido. {hero} tragó saliva mirando la valla: {object.def} estaba al otro lado, entre dos calabazas.',
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
        actions: { hero: 'receive', friend: 'hide', creature: 'give' },
        object: 'world',
        objectAt: 'creature',
        framing: 'medium',
        prop: 'fence',
      },
      text: [
        '{hero} llamó a la puerta del huerto: toc, toc.',
        '{^creature.def} asomó la cabeza, con el ceño muy fruncido: —¡Grrr! ¿Quién hace tanto ruido {place.in}?',
        '{hero} dijo bajito: —Perdone, se me ha caído {object.def} en su huerto.',
        {
          alts: [
            '{^creature.def} le devolvió {object.def} refunfuñando: —Toma, y no me pises las lechugas.',
            '{^creature.def} le dio {object.def} de mala gana: —Toma, y a jugar lejos de mis lechugas.',
          ],
        },
        {
          text: '{friend} se escondió detrás de {hero}, {f:asustadito|asustadita}: —¡Qué gruñón es {creature.def}!',
          friend: true,
          bands: OLDER,
        },
        {
          text: '{hero} dio un paso atrás: {creature.def} era todavía más {c:gruñón|gruñona} de lo que decían.',
          friend: false,
          bands: OLDER,
        },
        {
          text: 'Pero antes de que la puerta se cerrara, {hero} vio algo: {creature.def} cojeaba un poco, y en el huerto había un montón de calabazas sin recoger, y una regadera volcada en el suelo. Parecía que hacía días que nadie regaba aquel huerto. {hero} se quedó pensando en eso todo el camino de vuelta, con {object.def} bajo el brazo.',
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
        actions: { hero: 'give', friend: 'stand', creature: 'stand' },
        object: null,
        framing: 'medium',
      },
      text: [
        'Al día siguiente, {hero} quiso hacer algo bonito por {creature.def} {c:gruñón|gruñona}.',
        'Le llevó un ramo de flores, muy {h:contento|contenta}.',
        'Pero {creature.def} olió las flores y soltó un estornudo tan fuerte, ¡aaachís!, que se le voló el sombrero.',
        {
          alts: [
            '{^creature.def} gruñó entre estornudos: —¡Me dan alergia, llévatelas!',
            '{^creature.def} gruñó, achís, achís: —¡Llévate eso de mi huerto!',
          ],
          bands: OLDER,
        },
        {
          text: '{friend} recogió el sombrero del suelo, aguantándose la risa.',
          friend: true,
          bands: OLDER,
        },
        {
          text: '{hero} recogió el sombrero del suelo, aguantándose la risa.',
          friend: false,
          bands: OLDER,
        },
        { text: 'Un pajarito que lo vio todo se rió desde la valla: pío, pío.', bands: OLDER },
        {
          text: '{hero} volvió a casa con las flores en la mano y un poco de pena. Aquello era más difícil de lo que parecía: no bastaba con querer hacer algo bonito, había que hacer algo bonito para {creature.def}, y no para cualquiera. ¿Y qué necesitaría de verdad alguien tan gruñón como {creature.def}?',
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
        actions: { hero: 'stand', friend: 'stand', creature: 'stand' },
        object: null,
        framing: 'medium',
        prop: 'window',
      },
      text: [
        'Al otro día, {hero} probó otra cosa: cantar una canción bajo la ventana {creature.del}.',
        {
          alts: [
            '«La, la, laaa», cantó {hero} con su voz más dulce {place.in}.',
            '{hero} cantó {place.in} lo más bonito que sabía: «La, la, laaa».',
          ],
          bands: OLDER,
        },
        'Pero la ventana {creature.del} se abrió de golpe: —¡Grrr, qué escándalo, que estoy descansando la pata!',
        {
          text: '{friend}, que cantaba fatal, se puso {f:rojo|roja} como un tomate.',
          friend: true,
          bands: OLDER,
        },
        { text: '{hero} se puso {h:rojo|roja} como un tomate.', friend: false, bands: OLDER },
        { text: '«¿La pata?», pensó {hero}, y entonces se acordó de cómo cojeaba {creature.def}.', bands: OLDER },
        {
          text: 'Y ahí, bajo la ventana cerrada {place.in}, {hero} entendió el porqué de tantos gruñidos. {^creature.def} tenía la pata mala. No podía regar, ni agacharse, ni recoger las calabazas, y veía cómo su huerto, el más bonito, se iba secando poco a poco. A lo mejor, cuando a uno le duele algo y nadie se da cuenta, los gruñidos salen solos, como el humo de las chimeneas.',
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
        actions: { hero: 'carry', friend: 'dig' },
        object: null,
        framing: 'medium',
      },
      text: [
        'A la mañana siguiente, muy tempranito, {hero} entró en el huerto {creature.del} sin hacer ruido.',
        '{hero} cogió la regadera y regó las lechugas, los tomates y las calabazas: chof, chof, chof.',
        {
          text: '{friend} arrancaba las malas hierbas y las metía en un cubo, con cuidado de no pisar nada.',
          friend: true,
          bands: OLDER,
        },
        {
          text: '{hero} arrancó las malas hierbas, una a una, con cuidado de no pisar nada.',
          friend: false,
          bands: OLDER,
        },
        'Y no pidió nada a cambio: ni un gracias, ni una sonrisa.',
        {
          text: 'Cuando terminó, dejó la regadera llena junto a la puerta, para que {creature.def} no tuviera que ir al pozo.',
          bands: OLDER,
        },
        {
          text: '{hero} volvió al huerto {creature.del} al día siguiente, y al otro, y al otro. Nadie le había mandado ir, y nadie lo sabía, aparte del pajarito de la valla. Pero cada mañana, al salir del huerto {creature.del}, {hero} sentía algo calentito por dentro, como cuando uno se bebe un vaso de leche con miel.',
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
        actions: { hero: 'stand', friend: 'peek', creature: 'sit' },
        object: null,
        framing: 'close',
      },
      text: [
        'Un día, {creature.def} salió a la puerta antes de tiempo y pilló a {hero} con la regadera en la mano.',
        '{^creature.def} abrió la boca para gruñir, pero no gruñó.',
        {
          alts: [
            '{^creature.def} se quitó el sombrero: —Así que eras tú quien cuidaba mi huerto.',
            '{^creature.def} miró el huerto, tan verde, y luego a {hero}: —¿Eras tú? ¿Todos estos días?',
          ],
        },
        {
          text: '{friend} asomó detrás de una calabaza, con una hoja de lechuga en la cabeza.',
          friend: true,
          bands: OLDER,
        },
        '{hero} se encogió de hombros: —Es que le dolía la pata, y su huerto, tan bonito, tenía sed.',
        {
          text: 'Los ojos {creature.del} se pusieron brillantes, como cuando a uno le pica la nariz de emoción.',
          bands: OLDER,
        },
        {
          text: '{^creature.def} se sentó despacio en un banco y suspiró: desde que se hizo daño en la pata estaba de muy mal humor, y que cuanto más gruñía, menos gente se acercaba, y cuanto menos gente se acercaba, más gruñía. «Como {object.indef} que rueda cuesta abajo», dijo {creature.def}, «y tú {o:lo|la} has parado».',
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
        prop: 'fence',
      },
      text: [
        'Aquella tarde, {creature.def} invitó a {hero} a merendar en su huerto.',
        {
          text: 'Había tomates dulces recién cogidos, pan calentito y una calabaza con una sonrisa tallada.',
          bands: OLDER,
        },
        {
          alts: [
            'Y {creature.def} colgó un cartel en la valla: «Aquí se puede jugar con {object.indef}».',
            'Y en la valla del huerto, {creature.def} escribió: «Prohibido gruñir. Permitido jugar con {object.indef}».',
          ],
        },
        {
          text: '{friend} le dijo a {hero}, con la boca llena de tomate: —Ser amable es mirar bien, hasta ver qué le pasa al otro.',
          friend: true,
        },
        {
          text: '{hero} pensó, con la boca llena: ser amable es mirar bien, hasta ver qué le pasa al otro.',
          friend: false,
        },
        {
          text: '{^creature.def} se rió por primera vez en mucho tiempo: una risa ronca, como una puerta vieja que se abre.',
          bands: OLDER,
        },
        {
          text: '{hero} miró a su alrededor: el huerto verde, la merienda, {creature.def} riéndose {place.in}. Hacía unos días, nadie se atrevía a pasar por allí, y ahora {hero} no se imaginaba un sitio mejor que el huerto {creature.del}. Qué cosa tan rara, pensó: a veces, detrás de un gruñido solo hay alguien que necesita una regadera, como {creature.def}.',
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
        'Esa noche, {hero} dejó {object.def} a los pies de la cama.',
        'Mañana volvería a jugar {place.in}, junto al huerto {creature.del}.',
        { text: 'Y si {object.def} se caía otra vez al otro lado de la valla, no pasaría nada.', bands: OLDER },
        { text: 'Ahora, en el huerto vivía un amigo.', bands: SMALL },
      ],
    },
  ],
  questions: [
    {
      question: '¿Dónde cayó {object.def} de {hero}?',
      right: 'En el huerto {creature.del}',
      wrong: ['En el río', 'En el tejado'],
    },
    {
      question: '¿Qué le pasó {creature.al} con las flores?',
      right: 'Le hicieron estornudar',
      wrong: ['Se las comió', 'Las plantó en el huerto'],
    },
    {
      question: '¿Por qué gruñía tanto {creature.def}?',
      right: 'Porque le dolía la pata y no podía cuidar su huerto',
      wrong: ['Porque no le gustaban las calabazas', 'Porque tenía sueño'],
    },
    {
      question: '¿Qué hizo {hero} cada mañana en el huerto?',
      right: 'Regar y quitar las malas hierbas',
      wrong: ['Recoger flores', 'Jugar con {other.object.indef}'],
    },
    {
      question: '¿Cómo se sintió {creature.def} cuando descubrió quién cuidaba su huerto?',
      right: 'Emocionad{c:o|a} y feliz',
      wrong: ['Enfadad{c:o|a}', 'Aburrid{c:o|a}'],
    },
  ],
};

const offKeySinger: Plot = {
  id: 'kindness-off-key-singer',
  moral: 'kindness',
  titles: ['El concierto {place.del}', 'La canción {creature.del}', '{hero} y la voz desafinada'],
  places: ['meadow', 'river', 'farm', 'seaside'],
  creatures: ['frog', 'duck', 'robin', 'puppy'],
  objects: ['drum', 'bell', 'shell'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'day',
        weather: 'clear',
        mood: 'happy',
        cast: ['hero', 'friend'],
        actions: { hero: 'stand', friend: 'wave' },
        object: 'world',
        framing: 'wide',
      },
      text: [
        {
          alts: [
            'Aquella tarde iba a haber un gran concierto {place.in}.',
            '{place.in} se preparaba el concierto más bonito del verano.',
            'Todos los animales {place.del} ensayaban para el concierto de esa tarde.',
          ],
        },
        'Cada uno iba a cantar su canción, y {hero} iba a tocar {object.def}.',
        {
          text: '{friend} había venido {place.to} con un pañuelo de colores, porque iba a presentar el concierto.',
          friend: true,
          bands: OLDER,
        },
        { text: '{hero} llevaba toda la semana practicando con {object.def}, y le salía de maravilla.', friend: false },
        { text: 'Desde muy temprano, {place.calma}, y el aire olía a fiesta.', bands: OLDER },
        {
          text: 'Habían puesto un escenario de cajas de fruta en el sitio más bonito, y unas guirnaldas de flores que se movían con la brisa. Los grillos afinaban, las abejas zumbaban por lo bajo y {hero} repasaba su parte una y otra vez, {h:nervioso|nerviosa} y feliz a la vez.',
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
        actions: { hero: 'stand', friend: 'stand', creature: 'hide' },
        object: 'world',
        framing: 'medium',
      },
      text: [
        'Llegó el turno {creature.del} más {c:pequeño|pequeña}.',
        '{^creature.def} subió al escenario, abrió la boca y cantó: «{creature.sonido}, ¡cuic!».',
        'Le salió un «¡cuic!» desafinado, como una puerta vieja.',
        {
          text: '{^creature.def} miró al público con los ojos muy abiertos, y se le encogió la garganta.',
          bands: OLDER,
        },
        {
          alts: [
            'Algunos animales se rieron {place.in}: ja, ja, ja.',
            'Desde las filas de atrás se oyeron risitas: ji, ji, ji.',
          ],
        },
        '{^creature.def} se puso {c:colorado|colorada} y se escondió detrás de una piedra.',
        {
          text: '{friend} dejó de sonreír: —Reírse de alguien {place.in} no ha estado bien, ¿verdad?',
          friend: true,
          bands: OLDER,
        },
        { text: '{hero} oyó las risas, y no le hicieron ninguna gracia.', friend: false, bands: OLDER },
        {
          text: '{hero} conocía esa sensación, igual que {creature.def}: una vez, en el colegio, se le había olvidado la poesía delante de todos, y alguien se rió. Todavía se acordaba del calor en las orejas y de las ganas de hacerse tan chiquitit{h:o|a} como {creature.indef}. Miró hacia la piedra, y vio asomar una patita temblorosa.',
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
        actions: { hero: 'sit', friend: 'stand', creature: 'sit' },
        object: 'world',
        objectAt: 'ground',
        framing: 'close',
      },
      text: [
        '{hero} dejó {object.def} en el suelo y fue hasta la piedra.',
        '{^creature.def} lloraba bajito: —Nunca más voy a cantar.',
        {
          alts: [
            '{hero} se sentó a su lado en la piedra, sin decir nada, solo para hacerle compañía.',
            '{hero} se sentó junto {creature.al}, muy cerquita, sin prisa.',
          ],
        },
        {
          text: '{friend} le ofreció su pañuelo de colores {creature.al} para secarse las lágrimas.',
          friend: true,
          bands: OLDER,
        },
        { text: '{hero} le secó una lágrima {creature.al} con la punta de la manga.', friend: false, bands: OLDER },
        {
          text: 'Desde el escenario llamaban «¡siguiente!», pero {hero} no se movió del lado {creature.del}.',
          bands: OLDER,
        },
        {
          text: '{hero} sabía que decir «no pasa nada» no iba a servir: sí que pasaba, y {creature.def} lo sabía. Lo que hacía falta no eran palabras bonitas, sino alguien que se quedara al lado {creature.del} el tiempo necesario. Así que {hero} se quedó, mirando el cielo con {creature.def}, hasta que los sollozos se fueron haciendo más pequeños.',
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
        framing: 'medium',
      },
      text: [
        'Luego {hero} tuvo una idea: —¿Y si ensayamos juntos, aquí detrás de la piedra?',
        '{hero} intentó cantar la canción {creature.del}: «{creature.sonido}, cuac, croc, cric».',
        '¡Le salió todavía peor, y {creature.def} soltó una risita sin querer!',
        {
          text: '{friend} lo intentó también, y le salió un ruido tan raro que los tres se partieron de risa {place.in}.',
          friend: true,
          bands: OLDER,
        },
        {
          text: '{hero} lo intentó otra vez, y le salió un ruido tan raro que {hero} y {creature.def} se partieron de risa.',
          friend: false,
          bands: OLDER,
        },
        { text: 'Reírse juntos con {creature.def}, pensó {hero}, no es lo mismo que reírse de alguien.', bands: OLDER },
        {
          text: 'Y era verdad: aquella risa no dolía, era una risa redonda y calentita, de esas que se comparten. {^creature.def} se secó los ojos, se estiró y dijo que, en realidad, lo que le pasaba era que se ponía muy {c:nervioso|nerviosa} cuando le miraba todo el mundo, y entonces se le escapaba el «¡cuic!».',
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
        actions: { hero: 'stand', friend: 'wave', creature: 'stand' },
        object: 'world',
        framing: 'medium',
      },
      text: [
        'Entonces {hero} cogió {object.def}: —Yo toco, tú cantas, y así no estás {c:solo|sola}.',
        '{hero} tocó {object.def} despacito, muy despacito, y {creature.def} cantó bajito.',
        {
          text: 'Con cada nota, {creature.def} cantaba un poco más {c:seguro|segura} de sí {c:mismo|misma}.',
          bands: OLDER,
        },
        {
          alts: [
            'Esta vez, la canción {creature.del} salió entera, sin un solo «¡cuic!».',
            'Y la canción salió redonda, suave como la brisa.',
          ],
        },
        { text: '{friend} dio un salto de alegría: —¡Así, {creature.nom}, así, qué bonito!', friend: true },
        { text: '{hero} sonrió sin dejar de tocar: ¡así, así, qué bonito!', friend: false, bands: OLDER },
        { text: 'Ensayaron hasta que el sol se puso naranja sobre {place.def}.', bands: OLDER },
        {
          text: 'Con cada vuelta, {creature.def} se atrevía un poco más: subía la voz, levantaba la cabeza, cerraba los ojos como hacen los cantantes de verdad. Y {hero} se dio cuenta de algo: {object.def} sonaba mejor acompañando a alguien que sonando {o:solo|sola}.',
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
        actions: { hero: 'stand', friend: 'wave', creature: 'stand' },
        object: 'world',
        framing: 'wide',
      },
      text: [
        'Al final del concierto, {hero} y {creature.def} subieron juntos al escenario.',
        {
          text: '{friend} los presentó con su voz más solemne: —¡Y ahora, el dúo más valiente!',
          friend: true,
        },
        'Sonó {object.def}, y {creature.def} cantó su canción, de principio a fin.',
        'Esta vez nadie se rió {place.in}: todos aplaudieron, ¡plas, plas, plas!',
        { text: 'Desde la primera fila, {other.creature.def} movía la cabeza al ritmo {object.del}.', bands: OLDER },
        { text: 'Y los que antes se habían reído {creature.del} fueron los que aplaudieron más fuerte.', bands: OLDER },
        {
          text: 'Al bajar del escenario, uno de los que se habían reído se acercó {creature.al} y le pidió perdón, con las orejas gachas. {^creature.def} le perdonó enseguida, porque sabía lo que era pasarlo mal. {hero} lo vio todo y pensó que aquello era como una piedrecita en el agua: hace un círculo, y luego otro, y otro más.',
          bands: BIG,
        },
        {
          text: 'Luego {hero} pensó que el concierto había tenido muchas canciones bonitas, pero que la que iba a recordar siempre era la {creature.del}: la que casi no se cantó.',
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
        actions: { hero: 'stand', friend: 'stand', creature: 'stand' },
        object: 'world',
        framing: 'close',
      },
      text: [
        '{^creature.def} le dijo a {hero}: —Gracias por no reírte de mí, y por quedarte a mi lado.',
        {
          text: '{friend} le guiñó un ojo a {hero} bajo las estrellas: —Ser amable es eso: quedarse al lado cuando alguien lo pasa mal.',
          friend: true,
        },
        { text: '{hero} pensó: ser amable es eso, quedarse al lado cuando alguien lo pasa mal.', friend: false },
        {
          alts: [
            'Las estrellas salieron una a una sobre {place.def}, como si también quisieran escuchar.',
            'La luna subió sobre {place.def}, redonda como {object.indef} de plata.',
          ],
        },
        { text: '{^creature.def} {creature.anda} hasta {creature.cama}, tarareando bajito su canción.', bands: OLDER },
        {
          text: 'Antes de irse, {creature.def} prometió que en el próximo concierto sería {c:él|ella} quien se sentara al lado de cualquiera que tuviera miedo de cantar.',
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
        '{hero} guardó {object.def} y se metió en la cama.',
        {
          alts: [
            'A lo lejos, {place.in}, alguien cantaba muy bajito: {creature.sonido}.',
            'Desde {place.def} llegaba una canción suave: {creature.sonido}, {creature.sonido}.',
          ],
        },
        { text: '{^creature.def} ya no desafinaba nada de nada.', bands: OLDER },
        {
          text: '{hero} se tapó hasta la nariz y escuchó la canción {creature.del} hasta que se apagó del todo.',
          bands: OLDER,
        },
      ],
    },
  ],
  questions: [
    {
      question: '¿Qué iba a tocar {hero} en el concierto?',
      right: '{^object.indef}',
      wrong: ['{^other.object.indef}', '{^other2.object.indef}'],
    },
    {
      question: '¿Quién se escondió detrás de una piedra?',
      right: '{^creature.def}',
      wrong: ['{^other.creature.def}', '{^other2.creature.def}'],
    },
    {
      question: '¿Por qué se le escapaba el «¡cuic!» {creature.al}?',
      right: 'Porque se ponía {c:nervioso|nerviosa}',
      wrong: ['Porque tenía catarro', 'Porque no se sabía la canción'],
      bands: ['8-10'],
    },
    {
      question: '¿Qué hizo {hero} cuando los demás se rieron?',
      right: 'Se sentó al lado {creature.del} y le acompañó',
      wrong: ['Se rió también', 'Se fue a su casa'],
    },
  ],
};

const lostLittleOne: Plot = {
  id: 'kindness-lost-little-one',
  moral: 'kindness',
  titles: ['Camino de casa de la abuela', '{hero} y {creature.def} perdid{c:o|a}', 'Un rodeo muy largo'],
  places: ['forest', 'meadow', 'park', 'mountain'],
  creatures: ['fawn', 'rabbit', 'duck', 'squirrel', 'mouse'],
  objects: ['cake', 'basket', 'apple', 'flower'],
  pages: [
    {
      scene: {
        place: 'world',
        time: 'morning',
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
            'Era el cumpleaños de la abuela, y {hero} cruzaba {place.def} para ir a su casa.',
            'Aquella mañana, {hero} tenía que atravesar {place.def} para llegar a casa de la abuela.',
            'La abuela cumplía años, y su casa estaba al otro lado {place.del}.',
          ],
        },
        '{hero} llevaba {object.indef} para regalarle, con un lazo rojo.',
        {
          text: '{friend} iba a su lado, contando los pasos por {place.def} en voz alta, porque no quería llegar tarde.',
          friend: true,
          bands: OLDER,
        },
        { text: '{hero} iba deprisa, porque la fiesta empezaba a mediodía.', friend: false, bands: OLDER },
        { text: 'Por el camino, {place.calma}, y todo parecía tranquilo.', bands: OLDER },
        {
          text: '{hero} había escogido {object.def} con muchísimo cuidado: lo había pensado toda la semana, había mirado mil cosas y al final había decidido que era el regalo perfecto. Se imaginaba la cara de la abuela al ver {object.def}, con sus gafas en la punta de la nariz, diciendo «¡ay, qué maravilla!».',
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
        actions: { hero: 'stand', friend: 'stand', creature: 'sit' },
        object: 'world',
        framing: 'medium',
      },
      text: [
        'De pronto, {hero} oyó un ruidito detrás de un arbusto: {creature.sonido}, {creature.sonido}.',
        'Era {creature.indef} muy {c:pequeñito|pequeñita}, temblando y con los ojos llenos de lágrimas.',
        '{^creature.def} sollozó: —Me he perdido, y no encuentro a mi mamá.',
        {
          text: '{^creature.def} tenía las patitas llenas de barro, de tanto dar vueltas buscando.',
          bands: OLDER,
        },
        {
          text: '{friend} miró el sol sobre {place.def}: —Si nos paramos, llegaremos tarde a la fiesta.',
          friend: true,
          bands: OLDER,
        },
        { text: '{hero} miró el camino: si se paraba, llegaría tarde a la fiesta.', friend: false, bands: OLDER },
        {
          text: '{hero} se quedó un momento quiet{h:o|a}, con {object.def} en las manos. La abuela estaría esperando, con la mesa puesta y todos los primos alrededor, mientras {hero} seguía. Pero {creature.def} era tan {c:pequeñito|pequeñita}, y estaba tan {c:asustado|asustada}… {hero} pensó en cómo se sentiría si fuera {h:él|ella} quien se hubiera perdido.',
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
        object: 'world',
        framing: 'close',
      },
      text: [
        '{hero} se agachó y le habló muy suave {creature.al}: —No llores, que te ayudo a buscarla.',
        {
          alts: [
            '{hero} le limpió las lágrimas {creature.al} y le dio la mano, o la patita, que es lo mismo.',
            '{hero} le acarició la cabeza {creature.al} hasta que dejó de temblar.',
          ],
        },
        {
          text: '{friend} se puso muy {f:serio|seria}: —La fiesta puede esperar, ¡vamos a buscar a la mamá {creature.del}!',
          friend: true,
          bands: OLDER,
        },
        { text: 'La fiesta podía esperar un poquito, decidió {hero}.', friend: false, bands: OLDER },
        { text: '{^creature.def} se agarró a {hero} muy fuerte, y dejó de llorar.', bands: OLDER },
        {
          text: 'Era raro: en cuanto {hero} decidió quedarse con {creature.def}, dejó de sentir prisa. Era como si la prisa se hubiera quedado en el camino, y ahora solo importara una cosa, encontrar a la mamá {creature.del}. {hero} respiró hondo y miró alrededor, por {place.def}, como miran los exploradores.',
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
        actions: { hero: 'wave', friend: 'sit', creature: 'stand' },
        object: 'world',
        framing: 'wide',
      },
      text: [
        'Primero, {hero} gritó muy fuerte: —¿Dónde está la mamá {creature.del}?',
        'Y desde muy lejos, por {place.def}, contestó alguien: «¡Muuu!».',
        '¡Era una vaca, que no era la mamá de nadie por allí!',
        { text: 'El grito de {hero} rebotó por {place.def}, pero la mamá {creature.del} no contestó.', bands: OLDER },
        { text: '{friend} se rió tanto que tuvo que sentarse en una piedra.', friend: true, bands: OLDER },
        { text: '{^creature.def} soltó una risita, por primera vez en toda la mañana.', bands: OLDER },
        {
          text: 'La vaca los miraba masticando, muy tranquila, como si le hubieran preguntado la hora. {hero} le dio las gracias de todas formas, por si acaso, y la vaca contestó con otro «muuu» que se oyó.',
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
        actions: { hero: 'look-for', creature: 'sit' },
        object: 'world',
        framing: 'medium',
      },
      text: [
        'Luego buscaron debajo de un montón de hojas, pero allí solo había un erizo dormido, que abrió un ojo y dijo: «¿Ya es primavera?».',
        {
          alts: [
            '{^creature.def} volvió a ponerse triste, y se le llenaron los ojos de lágrimas otra vez.',
            '{^creature.al} le empezó a temblar la barbilla otra vez.',
          ],
        },
        { text: 'Entonces {hero} sacó su merienda y le dio la mitad {creature.al}, para animarle.', bands: OLDER },
        {
          text: '{hero} miró el sol, que ya estaba alto sobre {place.def}, y luego miró {object.def} con su lazo rojo. La abuela estaría preguntándose dónde andaba {hero} con {object.def}. Pero {creature.def} tenía hambre, y miedo, y estaba muy lejos de {creature.cama}. La abuela, pensó {hero}, habría hecho lo mismo por {creature.indef} perdid{c:o|a}.',
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
        actions: { hero: 'stand', friend: 'run', creature: 'run' },
        object: 'world',
        framing: 'wide',
      },
      text: [
        'Entonces {hero} tuvo una idea: —Canta tu canción, la que tu mamá conoce, ¡y que se oiga en {p:todo|toda} {place.def}!',
        '{^creature.def} cantó con todas sus fuerzas: {creature.sonido}, {creature.sonido}.',
        'Y desde el fondo {place.del} llegó la respuesta: ¡{creature.sonido}!',
        '¡Era la mamá {creature.del}, que venía corriendo!',
        { text: '{^creature.def} corrió hacia su mamá dando brincos de alegría.', bands: OLDER },
        { text: '{friend} dio un salto de alegría: —¡La hemos encontrado!', friend: true },
        {
          text: 'La mamá {creature.del} abrazó a su pequeñ{c:o|a} tan fuerte que casi l{c:o|a} levanta del suelo.',
          bands: OLDER,
        },
        {
          text: 'La mamá {creature.del} le dio las gracias a {hero} mil veces. Llevaba toda la mañana buscando por {place.def}, llamando y llamando, y no sabía cómo agradecerle que hubiera cuidado de su pequeñ{c:o|a}. Le regaló a {hero} una flor, «para tu abuela», le dijo, «de parte de una mamá muy contenta».',
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
        objectAt: 'on-prop',
        framing: 'close',
        prop: 'table',
      },
      text: [
        '{hero} salió por fin y llegó a casa de la abuela cuando ya se ponía el sol.',
        '{hero} le contó a la abuela lo que le había pasado con {creature.def}, un poco preocupad{h:o|a}.',
        '¡Pero la abuela dejó {object.def} en la mesa y le dio el abrazo más grande del mundo!',
        {
          text: '{friend} dijo: —Ser amable a veces es llegar tarde, como hoy por {creature.def}, pero llegar con el corazón contento.',
          friend: true,
        },
        {
          text: 'La abuela le dijo: —El mejor regalo de hoy no ha sido {object.def}, sino lo que has hecho.',
          friend: false,
        },
        {
          text: 'Y {object.def} con su lazo rojo le encantó a la abuela, aunque llegara con tanto retraso.',
          bands: OLDER,
        },
        {
          text: 'Los primos querían saberlo todo: la vaca, el erizo dormido, la canción {creature.del}. {hero} lo contó tres veces, y cada vez la abuela se reía más fuerte en la parte del erizo. Con {object.def} en las manos, la abuela dijo que había sido el cumpleaños más raro de todos, y también el más bonito.',
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
        'Esa noche, {hero} pensó en {creature.def}, dormidit{c:o|a} en {creature.cama}, junto a su mamá.',
        { text: 'En casa de la abuela, {object.def} descansaba junto a la ventana, donde daba la luna.', bands: OLDER },
        {
          text: '{hero} pensó que a veces los caminos más largos son los que llevan a los sitios más bonitos, y que el rodeo por {place.def} con {creature.def} había valido la pena, aunque la fiesta empezara sin {h:él|ella}.',
          bands: BIG,
        },
        {
          alts: [
            'Y se quedó {h:dormido|dormida} pensando en el abrazo de {creature.def} con su mamá.',
            'Y se durmió con una sonrisa, soñando con {place.def} y con {creature.def}.',
          ],
        },
      ],
    },
  ],
  questions: [
    {
      question: '¿Adónde iba {hero} al principio del cuento?',
      right: 'A casa de la abuela',
      wrong: ['Al colegio', 'A la playa'],
    },
    {
      question: '¿Qué llevaba {hero} de regalo?',
      right: '{^object.indef}',
      wrong: ['{^other.object.indef}', '{^other2.object.indef}'],
    },
    { question: '¿Quién contestó «¡muuu!»?', right: 'Una vaca', wrong: ['La mamá {creature.del}', 'Un erizo'] },
    {
      question: '¿Cómo encontraron a la mamá {creature.del}?',
      right: 'Cantando su canción',
      wrong: ['Mirando un mapa', 'Preguntando a la vaca'],
    },
    {
      question: '¿Por qué llegó tarde {hero} a la fiesta?',
      right: 'Porque ayudó a {creature.indef} que se había perdido',
      wrong: ['Porque se quedó {h:dormido|dormida}', 'Porque se perdió {h:él|ella}'],
    },
  ],
};

export const kindnessPlots: Plot[] = [grumpyNeighbour, offKeySinger, lostLittleOne];
