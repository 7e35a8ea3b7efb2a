/**
 * French words for the drawable vocabulary, each with the article forms the
 * templates use, elided before a vowel so no template has to care:
 * `def` 'le renard' / 'l’écureuil', `indef` 'un renard', `au` 'au renard' /
 * 'à l’écureuil', `du` 'du renard' / 'de l’écureuil', `ce` 'ce renard' /
 * 'cet écureuil', `son` 'son renard' / 'sa souris' / 'son écharpe'; creatures
 * and objects add `pl` 'les renards'.
 * Places add `in` (where: 'au bord de la rivière'), `to` (where to: 'à la
 * rivière') and `calme` (a quiet picture of the place). Creatures add `cri` (the
 * sound), `file` (how it moves, passé composé) and `lit` (where it sleeps).
 */
import type { CreatureId, ObjectId, PlaceId } from '../../../scene/vocabulary.js';
import type { Word } from '../format.js';

const VOWEL = /^[aeiouyéèêâîôûœh]/i;
// An 'h' here is always mute except in the words listed (le hérisson).
const ASPIRATED_H = new Set(['hérisson']);

function elides(nom: string): boolean {
  return VOWEL.test(nom) && !ASPIRATED_H.has(nom);
}

function articles(gender: 'm' | 'f', nom: string): Record<string, string> {
  const v = elides(nom);
  const def = v ? `l’${nom}` : `${gender === 'm' ? 'le' : 'la'} ${nom}`;
  return {
    nom,
    def,
    indef: `${gender === 'm' ? 'un' : 'une'} ${nom}`,
    au: v ? `à l’${nom}` : gender === 'm' ? `au ${nom}` : `à la ${nom}`,
    du: v ? `de l’${nom}` : gender === 'm' ? `du ${nom}` : `de la ${nom}`,
    ce: `${gender === 'f' ? 'cette' : v ? 'cet' : 'ce'} ${nom}`,
    son: `${gender === 'f' && !v ? 'sa' : 'son'} ${nom}`,
  };
}

function place(gender: 'm' | 'f', nom: string, inside: string, to: string, calme: string): Word {
  return { gender, forms: { ...articles(gender, nom), nom, in: inside, to, calme } };
}

export const places: Record<PlaceId, Word> = {
  home: place('f', 'maison', 'à la maison', 'à la maison', 'la bouilloire chantonnait doucement'),
  garden: place('m', 'jardin', 'dans le jardin', 'au jardin', 'les tournesols penchaient leurs grosses têtes'),
  forest: place('f', 'forêt', 'dans la forêt', 'dans la forêt', 'les grands arbres chuchotaient'),
  meadow: place('f', 'prairie', 'dans la prairie', 'dans la prairie', 'les hautes herbes se balançaient'),
  river: place('f', 'rivière', 'au bord de la rivière', 'à la rivière', 'l’eau riait sur les cailloux'),
  seaside: place('f', 'plage', 'sur la plage', 'à la plage', 'les vagues faisaient chhh, chhh'),
  mountain: place('f', 'montagne', 'sur la montagne', 'à la montagne', 'le vent chantait entre les rochers'),
  village: place('m', 'village', 'au village', 'au village', 'les cheminées soufflaient de petits nuages'),
  snowfield: place(
    'f',
    'plaine enneigée',
    'dans la plaine enneigée',
    'dans la plaine enneigée',
    'la neige brillait comme du sucre',
  ),
  park: place('m', 'parc', 'au parc', 'au parc', 'les vieilles balançoires grinçaient'),
  farm: place('f', 'ferme', 'à la ferme', 'à la ferme', 'les poules gloussaient tout bas'),
  island: place('f', 'île', 'sur l’île', 'sur l’île', 'les palmiers bruissaient'),
};

function creature(gender: 'm' | 'f', nom: string, pl: string, cri: string, file: string, lit: string): Word {
  return { gender, forms: { ...articles(gender, nom), nom, pl, cri, file, lit } };
}

export const creatures: Record<CreatureId, Word> = {
  rabbit: creature('m', 'lapin', 'les lapins', 'snif, snif', 'a sautillé', 'son terrier'),
  fox: creature('m', 'renard', 'les renards', 'wouf, wouf', 'a trotté', 'sa tanière'),
  bear: creature('m', 'ourson', 'les oursons', 'grrrou', 'a avancé à pas lourds', 'sa grotte douillette'),
  owl: creature('f', 'chouette', 'les chouettes', 'hou-hou', 'a volé', 'son arbre creux'),
  squirrel: creature('m', 'écureuil', 'les écureuils', 'tchic-tchic', 'a bondi', 'son nid de feuilles'),
  duck: creature('f', 'cane', 'les canes', 'coin-coin', 'a avancé en se dandinant', 'son nid dans les roseaux'),
  cat: creature('m', 'chaton', 'les chatons', 'miaou', 'a trottiné', 'son panier'),
  puppy: creature('m', 'chiot', 'les chiots', 'ouaf, ouaf', 'a gambadé', 'sa niche'),
  mouse: creature('f', 'souris', 'les souris', 'couic, couic', 'a trottiné', 'son petit trou'),
  frog: creature('f', 'grenouille', 'les grenouilles', 'croâ, croâ', 'a sauté', 'sa feuille de nénuphar'),
  turtle: creature('f', 'tortue', 'les tortues', 'hum, hum', 'a avancé tout doucement', 'sa pierre tiède'),
  hedgehog: creature('m', 'hérisson', 'les hérissons', 'fouit, fouit', 'a trottiné', 'son tas de feuilles'),
  fawn: creature('m', 'faon', 'les faons', 'mêê', 'a trotté', 'son lit de fougères'),
  robin: creature('m', 'rouge-gorge', 'les rouges-gorges', 'tuit-tuit', 'a voleté', 'son nid'),
};

function thing(gender: 'm' | 'f', nom: string, pl: string): Word {
  return { gender, forms: { ...articles(gender, nom), nom, pl } };
}

export const objects: Record<ObjectId, Word> = {
  lantern: thing('f', 'lanterne', 'les lanternes'),
  kite: thing('m', 'cerf-volant', 'les cerfs-volants'),
  ball: thing('m', 'ballon', 'les ballons'),
  basket: thing('m', 'panier', 'les paniers'),
  apple: thing('f', 'pomme', 'les pommes'),
  book: thing('m', 'livre', 'les livres'),
  boat: thing('m', 'bateau', 'les bateaux'),
  key: thing('f', 'clé', 'les clés'),
  star: thing('f', 'étoile', 'les étoiles'),
  flower: thing('f', 'fleur', 'les fleurs'),
  cake: thing('m', 'gâteau', 'les gâteaux'),
  scarf: thing('f', 'écharpe', 'les écharpes'),
  map: thing('f', 'carte', 'les cartes'),
  shell: thing('m', 'coquillage', 'les coquillages'),
  drum: thing('m', 'tambour', 'les tambours'),
  umbrella: thing('m', 'parapluie', 'les parapluies'),
  seed: thing('f', 'graine', 'les graines'),
  bell: thing('f', 'clochette', 'les clochettes'),
  feather: thing('f', 'plume', 'les plumes'),
  nest: thing('m', 'nid', 'les nids'),
};
