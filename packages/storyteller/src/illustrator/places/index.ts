import type { PlaceId } from '../../scene/vocabulary.js';
import { drawFarm } from './farm.js';
import { drawForest } from './forest.js';
import { drawGarden } from './garden.js';
import { drawHome } from './home.js';
import { drawIsland } from './island.js';
import { drawMeadow } from './meadow.js';
import { drawMountain } from './mountain.js';
import { drawPark } from './park.js';
import type { DrawPlace } from './place-art.js';
import { drawRiver } from './river.js';
import { drawSeaside } from './seaside.js';
import { drawSnowfield } from './snowfield.js';
import { drawVillage } from './village.js';

/** Every place of the vocabulary; the Record type makes a missing one a compile error. */
export const PLACE_ART: Record<PlaceId, DrawPlace> = {
  home: drawHome,
  garden: drawGarden,
  forest: drawForest,
  meadow: drawMeadow,
  river: drawRiver,
  seaside: drawSeaside,
  mountain: drawMountain,
  village: drawVillage,
  snowfield: drawSnowfield,
  park: drawPark,
  farm: drawFarm,
  island: drawIsland,
};
