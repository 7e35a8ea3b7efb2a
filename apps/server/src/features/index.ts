import type { FastifyPluginAsync } from 'fastify';
import accounts from './accounts/routes.js';
import audiobook from './audiobook/routes.js';
import characters from './characters/routes.js';
import children from './children/routes.js';
import family from './family/routes.js';
import feedback from './feedback/routes.js';
import health from './health/routes.js';
import legal from './legal/routes.js';
import morals from './morals/routes.js';
import sharing from './sharing/routes.js';
import subscriptions from './subscriptions/routes.js';
import tales from './tales/routes.js';

/** Every feature's routes; a new feature adds its plugin here. */
export const features: FastifyPluginAsync[] = [
  health,
  accounts,
  children,
  characters,
  morals,
  feedback,
  subscriptions,
  tales,
  sharing,
  audiobook,
  family,
  legal,
];
