import { castActions, SCENE_DEFAULTS, type Scene } from '../scene/vocabulary.js';

/**
 * A scene as stored may predate actions, the object's spot and state, framing
 * and props (tales kept from before them): what it does not say is drawn as
 * the vocabulary's defaults, so an old tale still draws as it did.
 */
export function completeScene(scene: Scene): Scene {
  const stored = scene as Partial<Scene> & Omit<Scene, keyof typeof SCENE_DEFAULTS | 'actions'>;
  return {
    ...scene,
    actions: castActions(scene.cast, stored.actions ?? {}),
    objectAt: stored.objectAt ?? SCENE_DEFAULTS.objectAt,
    objectState: stored.objectState ?? SCENE_DEFAULTS.objectState,
    framing: stored.framing ?? SCENE_DEFAULTS.framing,
    prop: stored.prop ?? SCENE_DEFAULTS.prop,
  };
}
