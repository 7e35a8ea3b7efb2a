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
  'Y aquí termina el cuento. Las estrellas brillan, la casa está en silencio y ya es hora de cerrar los ojitos. Buenas noches.',
  'Allá lejos, {creature.def} dijo «{creature.sonido}» una última vez y se quedó {c:dormido|dormida}. Haz como {c:él|ella}, mi cielo.',
  'La luna se puso su gorro de dormir y el mundo entero empezó a bostezar. Bosteza tú también y déjate llevar por el sueño.',
  'Una estrella, dos estrellas, tres estrellas… Cuéntalas despacito y, antes de llegar a diez, ya estarás dormid{h:o|a}.',
  'Así terminó el día. Mañana habrá un día nuevo y un cuento nuevo. Pero ahora es hora de soñar.',
  'El viento cantó bajito una nana, y todo lo que había corrido el día entero por fin descansó. Descansa tú también.',
  'Antes de dormirse, {hero} susurró: «¡Qué día tan bonito!». Luego se le cerraron los ojos solitos. Dulces sueños.',
  'Arriba la manta, abajo la luz, un besito en la nariz. El cuento se acabó y el sueño llega de puntillas.',
  'Duérmete, {h:niño|niña}, duérmete ya… {hero} ya se durmió. Ahora te toca a ti. Buenas noches.',
  'En algún lugar no muy lejos, la noche era suave y profunda, y {creature.def} ya soñaba con el día de mañana. Soñemos nosotros también. Fin.',
  'Y así, {h:contento|contenta} y cansadit{h:o|a}, {hero} se durmió, liger{h:o|a} como una pluma en el viento.',
  'La noche arropó a todos, a los grandes y a los pequeños. Arropados, abrazados, dormidos. Buenas noches, corazón.',
];
