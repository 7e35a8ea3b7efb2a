import { describePack } from './suite.js';

describePack('fr');
