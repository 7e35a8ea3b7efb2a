import type { CreatureId } from '../../scene/vocabulary.js';
import { drawBear } from './bear.js';
import { drawCat } from './cat.js';
import type { DrawCreature } from './creature-art.js';
import { drawDuck } from './duck.js';
import { drawFawn } from './fawn.js';
import { drawFox } from './fox.js';
import { drawFrog } from './frog.js';
import { drawHedgehog } from './hedgehog.js';
import { drawMouse } from './mouse.js';
import { drawOwl } from './owl.js';
import { drawPuppy } from './puppy.js';
import { drawRabbit } from './rabbit.js';
import { drawRobin } from './robin.js';
import { drawSquirrel } from './squirrel.js';
import { drawTurtle } from './turtle.js';

/** Every creature of the vocabulary; the Record type makes a missing one a compile error. */
export const CREATURE_ART: Record<CreatureId, DrawCreature> = {
  rabbit: drawRabbit,
  fox: drawFox,
  bear: drawBear,
  owl: drawOwl,
  squirrel: drawSquirrel,
  duck: drawDuck,
  cat: drawCat,
  puppy: drawPuppy,
  mouse: drawMouse,
  frog: drawFrog,
  turtle: drawTurtle,
  hedgehog: drawHedgehog,
  fawn: drawFawn,
  robin: drawRobin,
};
