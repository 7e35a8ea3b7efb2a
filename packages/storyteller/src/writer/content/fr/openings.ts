/** French fairy-tale openings, varied so no two tales start alike; each fits any plot. */
import type { Slot } from '../format.js';

export const openings: Slot[] = [
  'Il était une fois {h:un petit garçon|une petite fille} qui s’appelait {hero}.',
  'Il y a bien longtemps, dans une petite maison aux volets bleus, vivait {h:un garçon|une fille} {h:nommé|nommée} {hero}.',
  'Dans un petit village au bord de l’eau vivait {hero}, {h:un enfant curieux|une enfant curieuse} de tout.',
  'Il était une fois, pas très loin d’ici, {h:un garçon|une fille} au cœur grand comme ça. {h:Il|Elle} s’appelait {hero}.',
  'Il y a très, très longtemps, ou peut-être seulement hier, vivait {h:un petit garçon|une petite fille} {h:nommé|nommée} {hero}.',
  'Il était une fois, {place.in}, là où {place.calme}, {h:un garçon|une fille} {h:plein|pleine} d’idées. C’était {hero}.',
  'Il y avait autrefois {place.indef} où {place.calme}. C’est là que vivait {hero}.',
  'Autrefois, dans un pays où les nuages ressemblaient à des moutons, vivait {h:un garçon|une fille} {h:nommé|nommée} {hero}.',
  'Quand la lune se lève, on raconte des histoires. Celle de ce soir commence chez {hero}.',
  'Il y a bien longtemps, quand les rivières savaient encore chanter, vivait {h:un enfant|une enfant} au sourire malicieux : {hero}.',
];
