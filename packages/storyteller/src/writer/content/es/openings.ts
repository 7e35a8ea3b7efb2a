/** Spanish fairy-tale openings, varied so no two tales start alike; each fits any plot. */
import type { Slot } from '../format.js';

export const openings: Slot[] = [
  'Érase una vez {h:un niño|una niña} que se llamaba {hero}.',
  'Había una vez, {place.in}, {h:un niño|una niña} llamad{h:o|a} {hero}.',
  'Hace mucho, mucho tiempo, cerca {place.del}, vivía {hero}, {h:un niño curioso|una niña curiosa} de todo.',
  'Érase una vez, en un pueblito junto al agua, {h:un niño|una niña} con el corazón así de grande. Se llamaba {hero}.',
  'Hace mucho tiempo, o quizá ayer mismo, {hero} vivía muy cerca {place.del}.',
  'Había una vez {place.indef} donde {place.calma}. Allí vivía {hero}.',
  'Érase una vez, en un país donde las nubes parecían ovejitas, {h:un niño|una niña} llamad{h:o|a} {hero}.',
  'Cuando sale la luna, se cuentan cuentos. El de esta noche empieza {place.in}, en casa de {hero}.',
  'Hace mucho, mucho tiempo, cuando los ríos todavía sabían cantar, vivía {h:un niño|una niña} de sonrisa traviesa: {hero}.',
  'Había una vez, {place.in}, donde {place.calma}, {h:un niño lleno|una niña llena} de ideas. Era {hero}.',
];
