/** Spanish closings: every tale winds down to sleep, never twice the same way. */
import type { Slot } from '../format.js';

export const closings: Slot[] = [
  'Esa noche, {hero} se quedó {h:dormido|dormida} con una gran sonrisa. Y tú también, cierra los ojitos… ¡Buenas noches!',
  'Y mientras {place.calma}, {hero} bostezó, se acurrucó bajo la manta y soñó cosas bonitas.',
  'Allá arriba, la luna sonrió y cuidó de {hero} toda la noche. Y colorín colorado, este cuento se ha acabado.',
  'Escucha bien: allá lejos, {creature.def} susurra buenas noches, {creature.sonido}… Que duermas bien, mi tesoro.',
  'Las estrellas se encendieron una a una. {hero} cerró los ojos, bien calentit{h:o|a}. Haz como {h:él|ella}: buenas noches.',
  'El viento se calló y la noche llegó despacito. Buenas noches, {hero}. Buenas noches, {creature.def}. Y buenas noches a ti también.',
  'Y así termina la historia. {^creature.def} ya duerme en {creature.cama}, y {hero} tiene dulces sueños. Chisss…',
  'Entonces {hero} dio un abrazo enorme, apagaron la luz y toda la casa se quedó dormida. Chisss…',
  'Y desde aquel día, cada noche, {hero} recuerda esta aventura antes de dormirse. Ya es hora de dormir, tú también.',
  'La noche extendió su manta de estrellas sobre {place.def}. {hero} ya dormía, acurrucad{h:o|a} como un gatito. Fin.',
];
