import type { ObjectId } from '../../scene/vocabulary.js';
import { drawApple } from './apple.js';
import { drawBall } from './ball.js';
import { drawBasket } from './basket.js';
import { drawBell } from './bell.js';
import { drawBoat } from './boat.js';
import { drawBook } from './book.js';
import { drawCake } from './cake.js';
import { drawDrum } from './drum.js';
import { drawFeather } from './feather.js';
import { drawFlower } from './flower.js';
import { drawKey } from './key.js';
import { drawKite } from './kite.js';
import { drawLantern } from './lantern.js';
import { drawMap } from './map.js';
import { drawNest } from './nest.js';
import type { DrawObject } from './object-art.js';
import { drawScarf } from './scarf.js';
import { drawSeed } from './seed.js';
import { drawShell } from './shell.js';
import { drawStar } from './star.js';
import { drawUmbrella } from './umbrella.js';

/** Every key object of the vocabulary; the Record type makes a missing one a compile error. */
export const OBJECT_ART: Record<ObjectId, DrawObject> = {
  lantern: drawLantern,
  kite: drawKite,
  ball: drawBall,
  basket: drawBasket,
  apple: drawApple,
  book: drawBook,
  boat: drawBoat,
  key: drawKey,
  star: drawStar,
  flower: drawFlower,
  cake: drawCake,
  scarf: drawScarf,
  map: drawMap,
  shell: drawShell,
  drum: drawDrum,
  umbrella: drawUmbrella,
  seed: drawSeed,
  bell: drawBell,
  feather: drawFeather,
  nest: drawNest,
};
