import { describePack } from './suite.js';

describePack('en');
