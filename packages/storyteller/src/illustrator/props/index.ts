import type { PropId } from '../../scene/vocabulary.js';
import {
  drawBranchHeap,
  drawBranchHut,
  drawFence,
  drawBridge,
  drawHut,
  drawWindow,
  type Scenery,
} from './buildings.js';
import { drawBed, drawBench, drawTable } from './furniture.js';
import type { DrawProp } from './prop-art.js';
import { drawTallTree, drawTreeWithLadder } from './tall-tree.js';
import type { Env } from '../art/env.js';
import { GROUND } from '../art/canvas.js';

/** Props that stand in the row with the cast, who may use them (sleep in, sit on, climb). */
export const ROW_PROPS: Record<Exclude<PropId, 'fence' | 'bridge'>, DrawProp> = {
  ladder: drawTreeWithLadder,
  'tall-tree': (env) => drawTallTree(env),
  hut: drawHut,
  'branch-hut': drawBranchHut,
  'branch-heap': drawBranchHeap,
  bed: drawBed,
  table: drawTable,
  window: drawWindow,
  bench: drawBench,
};

/** Props drawn across the scenery behind the cast. */
export const SCENERY_PROPS: Record<'fence' | 'bridge', (env: Env) => Scenery> = {
  fence: (env) => drawFence(env, GROUND - 130),
  bridge: drawBridge,
};

export const isSceneryProp = (prop: PropId): prop is 'fence' | 'bridge' => prop === 'fence' || prop === 'bridge';
