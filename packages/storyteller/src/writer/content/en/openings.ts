/** English openings in the read-aloud voice, varied so no two tales begin alike; each fits any plot. */
import type { Slot } from '../format.js';

export const openings: Slot[] = [
  'Once upon a time, {place.in}, there lived a {h:boy|girl} called {hero}.',
  'Long ago, when the stars were still learning how to twinkle, there was a {h:boy|girl} named {hero}, who lived not far from {place.def}.',
  'In a little house at the edge of {place.def}, where {place.hush}, lived {hero}.',
  'There was once a {h:boy|girl} called {hero}, with bright eyes, busy hands and a head full of questions.',
  'Not so very long ago, and not so very far away, lived a {h:boy|girl} called {hero}.',
  'Once, in a place where {place.hush} and the days were long and golden, there lived {hero}.',
  'Listen closely, for this is the tale of {hero}, who lived near {place.def} and loved it with all {h:his|her} heart.',
  'Once upon a time (not very long ago, but long enough) there was a {h:boy|girl} named {hero}.',
  'Far away, where the road ends and {place.def} begins, lived a {h:boy|girl} called {hero}.',
  'Here is a story about {hero}. It begins {place.in}, on a day that seemed quite ordinary, and it does not stay ordinary for long.',
];
