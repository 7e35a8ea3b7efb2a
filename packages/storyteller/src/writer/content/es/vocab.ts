/**
 * Spanish words for the drawable vocabulary, with the article forms the
 * templates use: `def` ’el zorro’ / ’la ardilla’, `indef` ’un zorro’, `al` ’al
 * zorro’ / ’a la ardilla’, `del` ’del zorro’ / ’de la ardilla’, `este` ’este
 * zorro’ / ’esta ardilla’, `pl` ’los zorros’. Places add `in` (where: ’junto al
 * río’), `to` (where to: ’al río’) and `calma` (a quiet picture of the place).
 * Creatures add `sonido` (the sound), `anda` (how it moves, pretérito) and `cama`
 * (where it sleeps).
 */
import type { CreatureId, ObjectId, PlaceId } from '../../../scene/vocabulary.js';
import type { Word } from '../format.js';

function articles(gender: 'm' | 'f', nom: string, pl: string): Word['forms'] {
  const m = gender === 'm';
  return {
    nom,
    def: `${m ? 'el' : 'la'} ${nom}`,
    indef: `${m ? 'un' : 'una'} ${nom}`,
    al: `${m ? 'al' : 'a la'} ${nom}`,
    del: `${m ? 'del' : 'de la'} ${nom}`,
    este: `${m ? 'este' : 'esta'} ${nom}`,
    pl: `${m ? 'los' : 'las'} ${pl}`,
  };
}

function place(gender: 'm' | 'f', nom: string, pl: string, inside: string, to: string, calma: string): Word {
  return { gender, forms: { ...articles(gender, nom, pl), in: inside, to, calma } };
}

export const places: Record<PlaceId, Word> = {
  home: place('f', 'casa', 'casas', 'en casa', 'a casa', 'la tetera canturreaba bajito'),
  garden: place('m', 'jardín', 'jardines', 'en el jardín', 'al jardín', 'los girasoles cabeceaban'),
  forest: place('m', 'bosque', 'bosques', 'en el bosque', 'al bosque', 'los árboles altos susurraban'),
  meadow: place('m', 'prado', 'prados', 'en el prado', 'al prado', 'la hierba alta se mecía'),
  river: place('m', 'río', 'ríos', 'junto al río', 'al río', 'el agua reía entre las piedras'),
  seaside: place('f', 'playa', 'playas', 'en la playa', 'a la playa', 'las olas hacían shhh, shhh'),
  mountain: place('f', 'montaña', 'montañas', 'en la montaña', 'a la montaña', 'el viento cantaba entre las rocas'),
  village: place('m', 'pueblo', 'pueblos', 'en el pueblo', 'al pueblo', 'las chimeneas soplaban nubecitas'),
  snowfield: place(
    'm',
    'campo nevado',
    'campos nevados',
    'en el campo nevado',
    'al campo nevado',
    'la nieve brillaba como azúcar',
  ),
  park: place('m', 'parque', 'parques', 'en el parque', 'al parque', 'los viejos columpios chirriaban'),
  farm: place('f', 'granja', 'granjas', 'en la granja', 'a la granja', 'las gallinas cloqueaban bajito'),
  island: place('f', 'isla', 'islas', 'en la isla', 'a la isla', 'las palmeras susurraban'),
};

function creature(gender: 'm' | 'f', nom: string, pl: string, sonido: string, anda: string, cama: string): Word {
  return { gender, forms: { ...articles(gender, nom, pl), sonido, anda, cama } };
}

export const creatures: Record<CreatureId, Word> = {
  rabbit: creature('m', 'conejito', 'conejitos', 'snif, snif', 'dio saltitos', 'su madriguera'),
  fox: creature('m', 'zorro', 'zorros', 'yip, yip', 'trotó', 'su cueva'),
  bear: creature('m', 'osito', 'ositos', 'grrruuu', 'caminó despacito', 'su cueva calentita'),
  owl: creature('f', 'lechuza', 'lechuzas', 'uh-uh', 'voló', 'su árbol hueco'),
  squirrel: creature('f', 'ardilla', 'ardillas', 'chic-chic', 'dio brincos', 'su nido de hojas'),
  duck: creature('f', 'patita', 'patitas', 'cuac, cuac', 'caminó bamboleándose', 'su nido entre los juncos'),
  cat: creature('m', 'gatito', 'gatitos', 'miau', 'caminó de puntillas', 'su cesto'),
  puppy: creature('m', 'perrito', 'perritos', 'guau, guau', 'corrió dando brincos', 'su caseta'),
  mouse: creature('f', 'ratoncita', 'ratoncitas', 'ii, ii', 'correteó', 'su agujerito'),
  frog: creature('f', 'rana', 'ranas', 'croac, croac', 'saltó', 'su hoja de nenúfar'),
  turtle: creature('f', 'tortuga', 'tortugas', 'mmm, mmm', 'avanzó muy despacio', 'su piedra tibia'),
  hedgehog: creature('m', 'erizo', 'erizos', 'fu, fu', 'correteó', 'su montón de hojas'),
  fawn: creature('m', 'cervatillo', 'cervatillos', 'mee', 'trotó', 'su cama de helechos'),
  robin: creature('m', 'petirrojo', 'petirrojos', 'pío, pío', 'revoloteó', 'su nido'),
};

function thing(gender: 'm' | 'f', nom: string, pl: string): Word {
  return { gender, forms: articles(gender, nom, pl) };
}

export const objects: Record<ObjectId, Word> = {
  lantern: thing('m', 'farolillo', 'farolillos'),
  kite: thing('f', 'cometa', 'cometas'),
  ball: thing('f', 'pelota', 'pelotas'),
  basket: thing('f', 'cesta', 'cestas'),
  apple: thing('f', 'manzana', 'manzanas'),
  book: thing('m', 'libro', 'libros'),
  boat: thing('m', 'barquito', 'barquitos'),
  key: thing('f', 'llave', 'llaves'),
  star: thing('f', 'estrella', 'estrellas'),
  flower: thing('f', 'flor', 'flores'),
  cake: thing('m', 'pastel', 'pasteles'),
  scarf: thing('f', 'bufanda', 'bufandas'),
  map: thing('m', 'mapa', 'mapas'),
  shell: thing('f', 'concha', 'conchas'),
  drum: thing('m', 'tambor', 'tambores'),
  umbrella: thing('m', 'paraguas', 'paraguas'),
  seed: thing('f', 'semilla', 'semillas'),
  bell: thing('f', 'campanita', 'campanitas'),
  feather: thing('f', 'pluma', 'plumas'),
  nest: thing('m', 'nido', 'nidos'),
};
