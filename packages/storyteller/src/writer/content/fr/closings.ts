/** French closings: every tale winds down to sleep, never twice the same way. */
import type { Slot } from '../format.js';

export const closings: Slot[] = [
  'Ce soir-là, {hero} s’est {h:endormi|endormie} avec un grand sourire. Et toi aussi, ferme les yeux… Bonne nuit !',
  'Et pendant que {place.calme}, {hero} a bâillé, s’est {h:blotti|blottie} sous sa couverture et a fait de beaux rêves.',
  'Là-haut, la lune a souri et a veillé sur {hero} toute la nuit. Cric, crac, le conte est fini.',
  'Écoute bien : tout là-bas, {creature.def} murmure bonne nuit, {creature.cri}… Dors bien, mon trésor.',
  'Les étoiles se sont allumées une à une. {hero} a fermé les yeux, bien au chaud. Fais comme {h:lui|elle} : bonne nuit.',
  'Le vent s’est tu, et la nuit est venue tout doucement. Bonne nuit, {hero}. Bonne nuit, {creature.def}. Et bonne nuit à toi aussi.',
  'Voilà, l’histoire est finie. {^creature.def} dort déjà dans {creature.lit}, et {hero} fait de doux rêves. Chut…',
  'Alors {hero} a fait un gros câlin, on a éteint la lumière, et toute la maison s’est endormie. Chut…',
  'Et depuis ce jour, chaque soir, {hero} repense à cette belle journée avant de s’endormir. Il est l’heure de dormir, toi aussi.',
  'La nuit a posé sa couverture d’étoiles sur {place.def}. {hero} dormait déjà, {h:blotti|blottie} comme un petit chat. Fin.',
];
