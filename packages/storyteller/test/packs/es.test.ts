import { describePack } from './suite.js';

describePack('es');
