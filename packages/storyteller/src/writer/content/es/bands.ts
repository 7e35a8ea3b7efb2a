/** Band lists for slots: extra scenes for older listeners, simpler lines for the youngest. */
import type { AgeBand } from '../format.js';

export const OLDER: AgeBand[] = ['5-7', '8-10'];
export const BIG: AgeBand[] = ['8-10'];
export const SMALL: AgeBand[] = ['2-4'];
