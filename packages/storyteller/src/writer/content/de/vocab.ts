/**
 * German words for every drawable id. Keys: `nom` `acc` `dat` `gen` carry the
 * definite article by case; `bare` is the noun alone (nominative) so templates
 * can put their own adjective in front: «{c:der kleine|die kleine|das kleine}
 * {creature.bare}». Weak nouns (Hase, Bär) change in the other cases, so
 * creatures also have `obl`, the bare noun for accusative and dative.
 * `ein` `einen` `einem` are the indefinite forms by case (keys are lower case:
 * the template syntax allows no capitals in keys).
 */
import type { CreatureId, ObjectId, PlaceId } from '../../../scene/vocabulary.js';
import type { Gender, Word } from '../format.js';

/** Places: `in` where something happens, `to` where one goes, `from` out of it, `of` about it, `through` across it. */
function place(
  gender: Gender,
  bare: string,
  cases: [string, string, string, string],
  ways: [string, string, string, string, string],
): Word {
  const [nom, acc, dat, gen] = cases;
  const [inside, to, from, of, through] = ways;
  return { gender, forms: { nom, acc, dat, gen, bare, in: inside, to, from, of, through } };
}

export const places: Record<PlaceId, Word> = {
  home: place(
    'n',
    'Haus',
    ['das Haus', 'das Haus', 'dem Haus', 'des Hauses'],
    ['zu Hause', 'nach Hause', 'von zu Hause', 'vom Haus', 'durch das Haus'],
  ),
  garden: place(
    'm',
    'Garten',
    ['der Garten', 'den Garten', 'dem Garten', 'des Gartens'],
    ['im Garten', 'in den Garten', 'aus dem Garten', 'vom Garten', 'durch den Garten'],
  ),
  forest: place(
    'm',
    'Wald',
    ['der Wald', 'den Wald', 'dem Wald', 'des Waldes'],
    ['im Wald', 'in den Wald', 'aus dem Wald', 'vom Wald', 'durch den Wald'],
  ),
  meadow: place(
    'f',
    'Wiese',
    ['die Wiese', 'die Wiese', 'der Wiese', 'der Wiese'],
    ['auf der Wiese', 'auf die Wiese', 'von der Wiese', 'von der Wiese', 'über die Wiese'],
  ),
  river: place(
    'm',
    'Fluss',
    ['der Fluss', 'den Fluss', 'dem Fluss', 'des Flusses'],
    ['am Fluss', 'an den Fluss', 'vom Fluss', 'vom Fluss', 'am Fluss entlang'],
  ),
  seaside: place(
    'm',
    'Strand',
    ['der Strand', 'den Strand', 'dem Strand', 'des Strandes'],
    ['am Strand', 'an den Strand', 'vom Strand', 'vom Strand', 'am Strand entlang'],
  ),
  mountain: place(
    'm',
    'Berg',
    ['der Berg', 'den Berg', 'dem Berg', 'des Berges'],
    ['auf dem Berg', 'auf den Berg', 'vom Berg', 'vom Berg', 'den Berg hinauf'],
  ),
  village: place(
    'n',
    'Dorf',
    ['das Dorf', 'das Dorf', 'dem Dorf', 'des Dorfes'],
    ['im Dorf', 'ins Dorf', 'aus dem Dorf', 'vom Dorf', 'durch das Dorf'],
  ),
  snowfield: place(
    'n',
    'Schneefeld',
    ['das Schneefeld', 'das Schneefeld', 'dem Schneefeld', 'des Schneefeldes'],
    ['auf dem Schneefeld', 'auf das Schneefeld', 'vom Schneefeld', 'vom Schneefeld', 'über das Schneefeld'],
  ),
  park: place(
    'm',
    'Park',
    ['der Park', 'den Park', 'dem Park', 'des Parks'],
    ['im Park', 'in den Park', 'aus dem Park', 'vom Park', 'durch den Park'],
  ),
  farm: place(
    'm',
    'Bauernhof',
    ['der Bauernhof', 'den Bauernhof', 'dem Bauernhof', 'des Bauernhofs'],
    ['auf dem Bauernhof', 'auf den Bauernhof', 'vom Bauernhof', 'vom Bauernhof', 'über den Bauernhof'],
  ),
  island: place(
    'f',
    'Insel',
    ['die Insel', 'die Insel', 'der Insel', 'der Insel'],
    ['auf der Insel', 'auf die Insel', 'von der Insel', 'von der Insel', 'über die Insel'],
  ),
};

const ARTICLES = { m: ['der', 'den', 'dem', 'des'], f: ['die', 'die', 'der', 'der'], n: ['das', 'das', 'dem', 'des'] };
const INDEFINITE = { m: ['ein', 'einen', 'einem'], f: ['eine', 'eine', 'einer'], n: ['ein', 'ein', 'einem'] };

/** Article forms by case; `obl` differs from `bare` only for weak masculine nouns (den Bären). */
function declined(gender: Gender, bare: string, obl: string, gen: string): Word['forms'] {
  const def = ARTICLES[gender];
  const indef = INDEFINITE[gender];
  const acc = gender === 'm' ? obl : bare;
  return {
    nom: `${def[0]} ${bare}`,
    acc: `${def[1]} ${acc}`,
    dat: `${def[2]} ${obl}`,
    gen: `${def[3]} ${gen}`,
    bare,
    ein: `${indef[0]} ${bare}`,
    einen: `${indef[1]} ${acc}`,
    einem: `${indef[2]} ${obl}`,
  };
}

/** Creatures: `pl` the plural with article, `sound` a sound word for the little ones. */
function creature(gender: Gender, bare: string, obl: string, gen: string, pl: string, sound: string): Word {
  return { gender, forms: { ...declined(gender, bare, obl, gen), obl, pl, sound } };
}

export const creatures: Record<CreatureId, Word> = {
  rabbit: creature('m', 'Hase', 'Hasen', 'Hasen', 'die Hasen', 'Hoppel, hoppel!'),
  fox: creature('m', 'Fuchs', 'Fuchs', 'Fuchses', 'die Füchse', 'Schnüffel, schnüffel!'),
  bear: creature('m', 'Bär', 'Bären', 'Bären', 'die Bären', 'Brumm, brumm!'),
  owl: creature('f', 'Eule', 'Eule', 'Eule', 'die Eulen', 'Schuhu, schuhu!'),
  squirrel: creature('n', 'Eichhörnchen', 'Eichhörnchen', 'Eichhörnchens', 'die Eichhörnchen', 'Knack, knack!'),
  duck: creature('f', 'Ente', 'Ente', 'Ente', 'die Enten', 'Schnatter, schnatter!'),
  cat: creature('f', 'Katze', 'Katze', 'Katze', 'die Katzen', 'Miau, miau!'),
  puppy: creature('n', 'Hündchen', 'Hündchen', 'Hündchens', 'die Hündchen', 'Wuff, wuff!'),
  mouse: creature('f', 'Maus', 'Maus', 'Maus', 'die Mäuse', 'Piep, piep!'),
  frog: creature('m', 'Frosch', 'Frosch', 'Frosches', 'die Frösche', 'Quak, quak!'),
  turtle: creature('f', 'Schildkröte', 'Schildkröte', 'Schildkröte', 'die Schildkröten', 'Tapp, tapp!'),
  hedgehog: creature('m', 'Igel', 'Igel', 'Igels', 'die Igel', 'Raschel, raschel!'),
  fawn: creature('n', 'Rehkitz', 'Rehkitz', 'Rehkitzes', 'die Rehkitze', 'Tripp, trapp!'),
  robin: creature('n', 'Rotkehlchen', 'Rotkehlchen', 'Rotkehlchens', 'die Rotkehlchen', 'Tirili, tirili!'),
};

/** Objects: the same case keys, and `pl`. */
function thing(gender: Gender, bare: string, gen: string, pl: string): Word {
  return { gender, forms: { ...declined(gender, bare, bare, gen), pl } };
}

export const objects: Record<ObjectId, Word> = {
  lantern: thing('f', 'Laterne', 'Laterne', 'die Laternen'),
  kite: thing('m', 'Drachen', 'Drachens', 'die Drachen'),
  ball: thing('m', 'Ball', 'Balls', 'die Bälle'),
  basket: thing('m', 'Korb', 'Korbs', 'die Körbe'),
  apple: thing('m', 'Apfel', 'Apfels', 'die Äpfel'),
  book: thing('n', 'Buch', 'Buches', 'die Bücher'),
  boat: thing('n', 'Boot', 'Bootes', 'die Boote'),
  key: thing('m', 'Schlüssel', 'Schlüssels', 'die Schlüssel'),
  star: thing('m', 'Stern', 'Sterns', 'die Sterne'),
  flower: thing('f', 'Blume', 'Blume', 'die Blumen'),
  cake: thing('m', 'Kuchen', 'Kuchens', 'die Kuchen'),
  scarf: thing('m', 'Schal', 'Schals', 'die Schals'),
  map: thing('f', 'Landkarte', 'Landkarte', 'die Landkarten'),
  shell: thing('f', 'Muschel', 'Muschel', 'die Muscheln'),
  drum: thing('f', 'Trommel', 'Trommel', 'die Trommeln'),
  umbrella: thing('m', 'Regenschirm', 'Regenschirms', 'die Regenschirme'),
  seed: thing('n', 'Samenkorn', 'Samenkorns', 'die Samenkörner'),
  bell: thing('n', 'Glöckchen', 'Glöckchens', 'die Glöckchen'),
  feather: thing('f', 'Feder', 'Feder', 'die Federn'),
  nest: thing('n', 'Nest', 'Nestes', 'die Nester'),
};
