import { describePack } from './suite.js';

describePack('de');
