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
  'Et voilà, l’histoire est terminée. La nuit est douce, l’oreiller est tout chaud : il est temps de fermer les yeux. Bonne nuit.',
  'Tout là-bas, {creature.def} a chuchoté « {creature.cri} » une dernière fois, puis s’est {c:endormi|endormie}. Chut, fais comme {c:lui|elle}.',
  'La lune a mis son bonnet de nuit, et le monde entier s’est mis à bâiller. Bâille avec lui, et laisse-toi glisser dans le sommeil.',
  'Une étoile, deux étoiles, trois étoiles… Compte-les tout doucement : tu dormiras avant d’arriver à dix.',
  'Et c’est ainsi que la journée s’est achevée. Demain, il y aura une nouvelle histoire. Mais ce soir, c’est l’heure des rêves.',
  'Le vent a chanté une berceuse tout bas, et tout ce qui avait couru toute la journée s’est enfin reposé. Repose-toi aussi.',
  'Avant de s’endormir, {hero} a murmuré : « Quelle belle journée ! » Puis ses yeux se sont fermés tout seuls. Fais de beaux rêves.',
  'Et la nuit a bordé tout le monde, les grands comme les petits. Bordés, câlinés, endormis. Bonne nuit, mon cœur.',
  'Dodo, l’enfant do, l’enfant dormira bien vite… {hero} dort déjà. Chut, le conte s’est envolé jusqu’à demain.',
  'Alors {hero}, {h:heureux|heureuse} et tout {h:fatigué|fatiguée}, s’est {h:endormi|endormie} aussi {h:léger|légère} qu’une plume. Bonne nuit.',
  'Couverture remontée, lumière éteinte, un dernier bisou sur le bout du nez. L’histoire est finie, et le sommeil arrive à petits pas.',
  'Quelque part, pas très loin, la nuit était douce et profonde, et {creature.def} rêvait déjà du lendemain. Rêvons, nous aussi. Fin.',
];
