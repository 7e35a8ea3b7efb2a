export type * from './stages.js';
export * from './scene/vocabulary.js';
export { AGE_BANDS, WORDS_PER_BAND, type AgeBand, type LanguagePack } from './writer/content/format.js';
export {
  createStoryteller,
  overallProgress,
  STAGE_NAMES,
  STAGE_WEIGHTS,
  type StageName,
  type StageSet,
  type Storyteller,
  type TaleOutputs,
  type TellOptions,
  type TellResult,
  type OverallProgress,
} from './storyteller.js';
export { createEmbeddedStoryteller } from './embedded-storyteller.js';
export { createEmbeddedWriter } from './writer/embedded-writer.js';
export {
  createEmbeddedIllustrator,
  PHONE_WIDTH,
  avatarSvg,
  renderAvatarPng,
  freshLook,
  lookFromPhoto,
} from './illustrator/index.js';
export { createEmbeddedNarrator, wordTokens } from './narrator/index.js';
export { createEmbeddedTypesetter } from './typesetter/index.js';
export { ageAt, ageBand } from './writer/age.js';
export { guessKind } from './writer/gender.js';
export { PACKS } from './writer/content/packs.js';
export { plotsPerMoral } from './writer/pack-info.js';
export { historyOf } from './writer/history.js';
export { taleJson, writeTaleFiles, type TaleJson } from './tale-files.js';
