import {
  ACTIONS,
  CREATURE_SPOTS,
  FRAMINGS,
  OBJECT_CONTENTS,
  OBJECT_SPOTS,
  OBJECT_STATES,
  PROPS,
  SCENE_DEFAULTS,
  castActions,
  type CastActions,
  type Scene,
} from '../scene/vocabulary.js';

/** A stored value if the vocabulary knows it, else what the scene says when it does not say. */
const known = <T extends string>(ids: readonly T[], value: unknown, fallback: T): T =>
  ids.includes(value as T) ? (value as T) : fallback;

/**
 * A scene as stored may predate actions, the object's spot, state and contents,
 * the creature's spot, framing and props (tales kept from before them): what it does not say, or says in
 * words the vocabulary no longer has, is drawn as the defaults, so an old tale
 * still draws as it did and never fails to draw.
 */
export function completeScene(scene: Scene): Scene {
  const stored = scene as Partial<Scene> & Omit<Scene, keyof typeof SCENE_DEFAULTS | 'actions'>;
  const given: Partial<CastActions> = stored.actions ?? {};
  const action = (value: unknown) => (ACTIONS.includes(value as never) ? (value as CastActions['hero']) : undefined);
  return {
    ...scene,
    actions: castActions(scene.cast, {
      hero: action(given.hero),
      friend: action(given.friend),
      creature: action(given.creature),
    }),
    objectAt: known(OBJECT_SPOTS, stored.objectAt, SCENE_DEFAULTS.objectAt),
    objectState: known(OBJECT_STATES, stored.objectState, SCENE_DEFAULTS.objectState),
    objectHolds: OBJECT_CONTENTS.includes(stored.objectHolds as never)
      ? (stored.objectHolds as Scene['objectHolds'])
      : SCENE_DEFAULTS.objectHolds,
    creatureAt: known(CREATURE_SPOTS, stored.creatureAt, SCENE_DEFAULTS.creatureAt),
    framing: known(FRAMINGS, stored.framing, SCENE_DEFAULTS.framing),
    prop: PROPS.includes(stored.prop as never) ? (stored.prop as Scene['prop']) : SCENE_DEFAULTS.prop,
  };
}
