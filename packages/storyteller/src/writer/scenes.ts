/** Page scenes as the illustrator needs them: `'world'` resolved, an absent friend left out. */
import { castActions, SCENE_DEFAULTS, type Scene } from '../scene/vocabulary.js';
import type { PageScene } from './content/format.js';
import type { World } from './selection.js';

export function resolveScene(scene: PageScene, world: World, hasFriend: boolean): Scene {
  const cast = scene.cast.filter((member) => member !== 'friend' || hasFriend);
  return {
    place: scene.place === 'world' ? world.place : scene.place,
    time: scene.time,
    weather: scene.weather ?? 'clear',
    mood: scene.mood ?? 'calm',
    cast,
    object: scene.object === 'world' ? world.object : (scene.object ?? null),
    creature: cast.includes('creature')
      ? scene.creature === 'other'
        ? world.others.creature[0]!
        : world.creature
      : null,
    actions: castActions(cast, scene.actions),
    objectAt: scene.objectAt ?? SCENE_DEFAULTS.objectAt,
    objectState: scene.objectState ?? SCENE_DEFAULTS.objectState,
    objectHolds: scene.objectHolds ?? SCENE_DEFAULTS.objectHolds,
    creatureAt: (cast.includes('creature') ? scene.creatureAt : undefined) ?? SCENE_DEFAULTS.creatureAt,
    framing: scene.framing ?? SCENE_DEFAULTS.framing,
    prop: scene.prop ?? SCENE_DEFAULTS.prop,
  };
}

/** The cover: everyone in the tale's own place on a bright day, with the key object. */
export function coverScene(world: World, hasFriend: boolean): Scene {
  return resolveScene(
    {
      place: 'world',
      time: 'day',
      weather: 'clear',
      mood: 'happy',
      cast: ['hero', 'friend', 'creature'],
      object: 'world',
    },
    world,
    hasFriend,
  );
}
