import type { Env } from '../art/env.js';

export interface Area {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A place's background; indoors, the weather only shows through `window`. */
export interface PlaceArt {
  back: string;
  window?: Area;
}

export type DrawPlace = (env: Env) => PlaceArt;
