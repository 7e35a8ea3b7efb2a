import { describePack } from './suite.js';

describePack('ru');
