/** Every picture is drawn on one 4:3 canvas, wide enough for print (≥ 1600 px). */
export const WIDTH = 1600;
export const HEIGHT = 1200;
/** Where the land meets the sky in most places. */
export const HORIZON = 640;
/** Where the cast stands. */
export const GROUND = 1100;
