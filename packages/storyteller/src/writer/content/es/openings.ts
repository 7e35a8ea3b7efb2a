/** Spanish fairy-tale openings, varied so no two tales start alike; each fits any plot. */
import type { Slot } from '../format.js';

export const openings: Slot[] = [
  'Érase una vez {h:un niño|una niña} que se llamaba {hero}.',
  'Había una vez, en una casita de tejado rojo, {h:un niño llamado|una niña llamada} {hero}.',
  'Hace mucho, mucho tiempo, no muy lejos de aquí, vivía {hero}, {h:un niño curioso|una niña curiosa} de todo.',
  'Érase una vez, en un pueblito junto al agua, {h:un niño|una niña} con el corazón así de grande. Se llamaba {hero}.',
  'Hace mucho tiempo, o quizá ayer mismo, vivía {h:un niño|una niña} que se llamaba {hero}.',
  'Había una vez {place.indef} donde {place.calma}. Allí vivía {hero}.',
  'Érase una vez, en un país donde las nubes parecían ovejitas, {h:un niño|una niña} llamad{h:o|a} {hero}.',
  'Cuando sale la luna, se cuentan cuentos. El de esta noche empieza en casa de {hero}.',
  'Hace mucho, mucho tiempo, cuando los ríos todavía sabían cantar, vivía {h:un niño|una niña} de sonrisa traviesa: {hero}.',
  'Había una vez, {place.in}, donde {place.calma}, {h:un niño lleno|una niña llena} de ideas. Era {hero}.',
];
