import type { StageSet } from '@skazka/storyteller';
import fp from 'fastify-plugin';
import { createStageSet } from '../providers/stage-set.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The storyteller's stages this process runs: the tale jobs, and the books made on request. */
    stages: StageSet;
  }
}

export interface StagesPluginOptions {
  /** Stages to use instead of the configured ones (tests). */
  stages?: StageSet;
}

export default fp<StagesPluginOptions>(
  async (app, options) => {
    app.decorate('stages', options.stages ?? createStageSet(app.config, app.log));
  },
  { name: 'stages', dependencies: ['config'] },
);
