import {
  HUTS,
  type Action,
  type CreatureId,
  type Framing,
  type ObjectId,
  type ObjectSpot,
  type PropId,
  type Scene,
} from '../scene/vocabulary.js';
import { GROUND, HEIGHT, WIDTH } from './art/canvas.js';
import { buildWork, type BuildWork } from './art/build-work.js';
import { darken } from './art/color.js';
import { createEnv, type Env } from './art/env.js';
import { ink } from './art/ink.js';
import { drawSky } from './art/sky.js';
import { el, group, line, place, radialGradient, rect } from './art/svg.js';
import { drawWeatherFront, drawWeatherGround } from './art/weather.js';
import { cameraFor, type Camera } from './camera.js';
import { completeScene } from './complete-scene.js';
import { CREATURE_ART } from './creatures/index.js';
import { poseCreature } from './creatures/creature-pose.js';
import { drawAccessory, friendEnv, type FriendAnimal } from './creatures/friend-animal.js';
import { drawChild, type Bounds } from './figures/child.js';
import { actionMarks, coverInFront } from './figures/action-marks.js';
import type { CharacterLook } from './look/character-look.js';
import { layoutRow } from './layout-row.js';
import { OBJECT_BOX } from './objects/object-box.js';
import type { ObjectArt } from './objects/object-art.js';
import { drawObjectInState } from './objects/object-state.js';
import { PLACE_ART } from './places/index.js';
import { bushOver, rockInWater } from './props/creature-spots.js';
import { drawChair, drawRug } from './props/furniture.js';
import { isSceneryProp, ROW_PROPS, SCENERY_PROPS } from './props/index.js';
import type { PropArt } from './props/prop-art.js';
import { drawTallTree } from './props/tall-tree.js';
import { drawPond, hasWater, waterSpots } from './objects/pond.js';

export interface SceneCast {
  hero: CharacterLook;
  /** A child's look, or the animal the friend is. */
  friend: CharacterLook | FriendAnimal | null;
}

/** A figure's box on the canvas, for checking that nobody is cut off. */
export interface PlacedFigure {
  id: string;
  box: { left: number; right: number; top: number; bottom: number };
  /** Close-ups crop figures at the waist on purpose. */
  cropped: boolean;
}

/** Someone in the picture and what they do. */
interface Member {
  id: string;
  action: Action;
  child?: CharacterLook;
  creature?: { id: CreatureId; friend?: FriendAnimal };
}

/** What a member draws in its own units (feet at 0,0), facing set. */
interface Drawing {
  svg: string;
  bounds: Bounds;
  /** The holding hand, where a kite's string starts. */
  hand: { x: number; y: number };
}

/** One thing in the row: it knows its footprint and draws itself once placed. */
interface Actor {
  footprint: Bounds;
  /** Animals come up to the picture's edge in a close-up instead of sinking below it. */
  creature?: boolean;
  draw(x: number, ground: number, scale: number): { svg: string; figures: PlacedFigure[]; sky?: string };
}

interface Held {
  id: ObjectId;
  art: ObjectArt;
}

/** Held things are drawn larger than life and out to the side, so a phone screen still shows them. */
const HELD_SCALE = 1.25;
const FIGURE_SCALE: Record<Framing, number> = { wide: 0.56, medium: 1, close: 1.9 };
/** A close-up shows the place a little nearer too. */
const CLOSE_ZOOM = 1.3;
/** Actions a close-up would cut off: they need the whole body and the place round it. */
const WHOLE_BODY: readonly Action[] = [
  'sleep',
  'climb',
  'hide',
  'peek',
  'dig',
  'build',
  'splash',
  'sit',
  'fall',
  'run',
];

/** Where a close-up cannot show the object: below its bottom edge (on the ground) or away in the place. */
const SPOTS_IN_THE_PLACE: readonly ObjectSpot[] = [
  'ground',
  'up-tree',
  'sky',
  'nest',
  'water',
  'on-prop',
  'beside-prop',
];
/** Props the cast builds: builders stand round it and make nothing of their own beside them. */
const BUILT_PROPS: readonly PropId[] = ['hut', 'branch-hut'];
const NOTHING_BUILT: BuildWork = () => '';

/**
 * Builds a page's picture as SVG: sky, place, scenery props, then the cast in
 * a row, each in the pose of its action, with the prop they use (a bed, a
 * bench, a tree), the key object where the page has it, framed wide, medium
 * or close; then weather and the mood's light in front. `variant` (the page)
 * mirrors the row on odd pages; `repeat` (how many earlier pages drew the
 * same) changes the camera so no two pages are the same picture.
 */
export function planScene(
  stored: Scene,
  cast: SceneCast,
  variant = 0,
  repeat = 0,
): { svg: string; figures: PlacedFigure[] } {
  const { scene, seen } = indoors(completeScene(stored));
  const env = createEnv(scene);
  const placeArt = PLACE_ART[scene.place](env);
  const members = membersOf(scene, cast);
  const camera = cameraFor(scene, variant, repeat, closeable(scene, members));
  // A creature in the key object (a basket, a boat, a nest) sits in it, and the object is drawn round it.
  const nested = scene.object !== null && scene.creatureAt === 'in-object' && members.some(isCreature);
  const holds = nested && scene.objectHolds === null ? 'empty' : scene.objectHolds;
  const state = scene.object ? drawObjectInState(env, scene.object, scene.objectState, holds) : null;
  const drawn = state && scene.object ? { id: scene.object, art: state } : null;
  const container = nested ? drawn : null;
  // What hangs on a hut seen through the window is drawn out there with it.
  const onSeen = seen && scene.objectAt === 'on-prop' ? drawn : null;
  const object = nested || onSeen ? null : drawn;
  const holder = object ? members.find((m) => m.id === holderId(scene)) : undefined;
  const actors = buildActors(env, scene, members, object, holder, container);
  const scenery = scene.prop && isSceneryProp(scene.prop) ? SCENERY_PROPS[scene.prop](env) : null;
  const { figures, svg: cast_, sky } = placeRow(actors, camera);
  const loose = object && !holder ? looseObject(env, scene, object, scenery, placeArt.window, figures) : '';
  const weatherArea = placeArt.window ?? { x: 0, y: 0, width: WIDTH, height: HEIGHT };
  const zoom = camera.framing === 'close' ? CLOSE_ZOOM : 1;
  const backdrop = group(
    {
      transform:
        [
          camera.backMirrored ? `translate(${WIDTH} 0) scale(-1 1)` : '',
          zoom !== 1 ? `translate(${(WIDTH / 2) * (1 - zoom)} ${GROUND * (1 - zoom)}) scale(${zoom})` : '',
        ]
          .filter(Boolean)
          .join(' ') || undefined,
    },
    seen && placeArt.window ? farOff(env, seen, onSeen, placeArt.window) : '',
    group({ id: `place-${scene.place}` }, placeArt.back),
    drawWeatherGround(env),
    scenery ? group({ id: `prop-${scene.prop}` }, scenery.back) : '',
  );
  const svg = el(
    'svg',
    { xmlns: 'http://www.w3.org/2000/svg', width: WIDTH, height: HEIGHT, viewBox: `0 0 ${WIDTH} ${HEIGHT}` },
    [
      drawSky(env),
      backdrop,
      loose,
      sky,
      cast_,
      group({ id: `weather-${scene.weather}` }, drawWeatherFront(env, weatherArea)),
      moodLight(env),
    ].join(''),
  );
  return { svg, figures };
}

/**
 * At home a hut is seen through the window (`seen`), not in the room; a child asleep at home is
 * asleep in bed, the room's own bed making way for the one they lie in.
 */
function indoors(scene: Scene): { scene: Scene; seen: PropId | null } {
  if (scene.place !== 'home') return { scene, seen: null };
  const seen = scene.prop && HUTS.includes(scene.prop) ? scene.prop : null;
  const prop = seen ? null : scene.prop;
  const asleep = scene.actions.hero === 'sleep' || scene.actions.friend === 'sleep';
  return { scene: { ...scene, prop: asleep && !prop ? 'bed' : prop }, seen };
}

/** A hut far off, on a hill beyond the window, with what hangs on it: drawn behind the wall, so only the pane shows it. */
function farOff(
  env: Env,
  prop: PropId,
  onIt: Held | null,
  window: { x: number; y: number; width: number; height: number },
): string {
  const art = ROW_PROPS[prop as keyof typeof ROW_PROPS](env);
  // The room's light is indoors: outside, the hill is as dark as the sky over it.
  const hill = darken(env.land('#6f9f5a'), env.dusk ? 0.4 : 0);
  const bottom = window.y + window.height;
  const resting = onIt
    ? group(
        { id: `object-${onIt.id}` },
        place(
          art.surface.x,
          art.surface.y - (OBJECT_BOX[onIt.id][1] + OBJECT_BOX[onIt.id][3]) * 0.8,
          0.8,
          false,
          onIt.art.svg,
        ),
      )
    : '';
  return group(
    { id: `seen-${prop}` },
    el('path', {
      d: `M${window.x} ${bottom - window.height * 0.2}Q${window.x + window.width / 2} ${bottom - window.height * 0.34} ${window.x + window.width} ${bottom - window.height * 0.18}V${bottom}H${window.x}Z`,
      fill: hill,
    }),
    place(window.x + window.width * 0.64, bottom - window.height * 0.12, 0.3, false, art.back, resting, art.front),
  );
}

export function composeScene(scene: Scene, cast: SceneCast, variant = 0, repeat = 0): string {
  return planScene(scene, cast, variant, repeat).svg;
}

function membersOf(scene: Scene, cast: SceneCast): Member[] {
  const members: Member[] = [];
  if (scene.cast.includes('hero')) members.push({ id: 'hero', action: scene.actions.hero, child: cast.hero });
  const friend = scene.cast.includes('friend') ? cast.friend : null;
  const friendAction = scene.actions.friend ?? 'stand';
  if (friend && 'animal' in friend)
    members.push({ id: 'friend', action: friendAction, creature: { id: friend.animal, friend } });
  else if (friend) members.push({ id: 'friend', action: friendAction, child: friend });
  if (scene.cast.includes('creature') && scene.creature)
    members.push({
      id: `creature-${scene.creature}`,
      action: scene.actions.creature ?? 'stand',
      creature: { id: scene.creature },
    });
  return members;
}

/** A close-up needs faces to crop at the waist: not when the page is about a body in the place. */
function closeable(scene: Scene, members: Member[]): boolean {
  const spotNeedsPlace = scene.object && SPOTS_IN_THE_PLACE.includes(scene.objectAt);
  // An animal in a hug stands at the children's feet, below a close-up's edge.
  const animalHug = members.some((m) => m.action === 'hug') && members.some((m) => m.creature);
  return !spotNeedsPlace && !scene.prop && !animalHug && members.every((m) => !WHOLE_BODY.includes(m.action));
}

function holderId(scene: Scene): string | null {
  switch (scene.objectAt) {
    case 'hero':
    case 'friend':
      return scene.objectAt;
    case 'pocket':
      return 'hero';
    case 'creature':
      return scene.creature ? `creature-${scene.creature}` : null;
    default:
      return null;
  }
}

const isCreature = (m: Member) => m.id.startsWith('creature-');

function buildActors(
  env: Env,
  scene: Scene,
  members: Member[],
  object: Held | null,
  holder: Member | undefined,
  container: Held | null,
): Array<(facing: 1 | -1) => Actor> {
  const heldBy = (m: Member) => (object && holder === m ? object : null);
  const row: Array<(facing: 1 | -1) => Actor> = [];
  const used = new Set<Member>();
  const rowProp = scene.prop && !isSceneryProp(scene.prop) ? scene.prop : null;
  // Sleeping children lie in a bed (indoors, or where the page has one), else on a blanket.
  const sleepers = members.filter((m) => m.child && m.action === 'sleep');
  for (const sleeper of sleepers) {
    used.add(sleeper);
    const bed = rowProp === 'bed' || scene.place === 'home' ? ROW_PROPS.bed(env) : drawRug(env);
    const onBed = object && scene.objectAt === 'on-prop' && rowProp === 'bed' ? object : null;
    const byBed = object && scene.objectAt === 'beside-prop' ? object : null;
    row.push(() => lyingActor(env, scene, sleeper, bed, onBed, byBed));
  }
  // Climbers, and anything caught up high, need the tall tree (with its ladder if the page has one).
  const climbers = members.filter((m) => m.action === 'climb');
  const treeProp = rowProp === 'ladder' || rowProp === 'tall-tree';
  // Indoors nothing grows: what is "up high" there hangs from the window's curtain rod instead.
  const caughtHigh =
    (scene.place !== 'home' && (scene.objectAt === 'up-tree' || scene.objectAt === 'nest')) ||
    (treeProp && scene.objectAt === 'on-prop');
  if (climbers.length > 0 || treeProp || (object && caughtHigh)) {
    climbers.forEach((m) => used.add(m));
    const tree = drawTallTree(env, rowProp === 'ladder');
    const inTree = object && caughtHigh ? object : null;
    row.push((facing) => treeActor(env, scene, tree, climbers, inTree, scene.objectAt === 'nest', facing, heldBy));
  }
  const sitters =
    rowProp === 'bench' || rowProp === 'table' ? members.filter((m) => m.child && m.action === 'sit') : [];
  sitters.forEach((m) => used.add(m));
  // Indoors the window is the room's own; what rests on it sits on its sill.
  const ownWindow = rowProp === 'window' && scene.place === 'home';
  if (rowProp && !ownWindow && !['bed', 'ladder', 'tall-tree'].includes(rowProp)) {
    const prop = ROW_PROPS[rowProp](env);
    const onIt = object && scene.objectAt === 'on-prop' ? object : null;
    row.push((facing) => propActor(env, scene, prop, sitters, onIt, facing, heldBy));
  } else if (rowProp === 'bed' && sleepers.length === 0) {
    const onIt = object && scene.objectAt === 'on-prop' ? object : null;
    row.push((facing) => propActor(env, scene, ROW_PROPS.bed(env), [], onIt, facing, heldBy));
  }
  // What they build stands among its builders (see the end), so they come first, round it.
  const builds = rowProp !== null && BUILT_PROPS.includes(rowProp) && members.some((m) => m.action === 'build');
  const builder = (m: Member) => (builds && m.action === 'build' ? 0 : 1);
  // A hug pairs the hugger with a partner, drawn overlapping.
  const free = giverBesideTaker(
    members.filter((m) => !used.has(m)).sort((a, b) => builder(a) - builder(b)),
    holder,
  );
  // Only someone drawn who hugs back (or is hugged) is embraced: a hug meant for someone off the
  // page (mum, a friend not in the picture) is drawn as a plain, happy standing child instead.
  const hugger = free.find((m) => m.action === 'hug');
  const partner = hugger && free.find((m) => m !== hugger && (m.action === 'hug' || m.action === 'receive'));
  const solo: Array<(facing: 1 | -1) => Actor> = free
    .filter((m) => m !== partner)
    .map((m) =>
      m === hugger && partner
        ? (facing: 1 | -1) => hugActor(env, scene, m, partner, facing, heldBy)
        : (facing: 1 | -1) =>
            memberActor(
              env,
              scene,
              m.action === 'hug' ? { ...m, action: 'stand' } : m,
              facing,
              heldBy(m),
              isCreature(m) ? container : null,
            ),
    );
  // An object on the ground stands next to the first child, as if just put down; one in the
  // water of a place without any floats in a pond of its own there.
  const grounded = object && !holder && groundedSpot(scene, sleepers.length > 0) ? object : null;
  if (grounded) solo.splice(groundedIndex(scene, free, partner, row.length > 0), 0, () => groundObjectActor(grounded));
  const afloat = object && !holder && scene.objectAt === 'water' && !hasWater(scene.place) ? object : null;
  if (afloat) solo.splice(Math.min(1, solo.length), 0, () => pondActor(env, scene, afloat));
  if (builds && row.length === 1 && solo.length > 1) return [solo[0]!, ...row, ...solo.slice(1)];
  return [...solo, ...row];
}

/** Actions of someone reaching for a thing on the ground: it lies right in front of them. */
const REACHING: readonly Action[] = ['receive', 'reach-up', 'look-for', 'dig'];

/**
 * Where in the row a thing no one holds lies: beside the prop (at the end of the cast, where the
 * prop stands), in front of the one reaching for it, or else next to the first child, as if just put down.
 */
function groundedIndex(scene: Scene, free: Member[], partner: Member | undefined, hasProp: boolean): number {
  const drawn = free.filter((m) => m !== partner);
  if (scene.objectAt === 'beside-prop' && hasProp) return drawn.length;
  const reacher = drawn.findIndex((m) => REACHING.includes(m.action));
  if (reacher >= 0) return reacher === 0 ? 1 : reacher;
  return Math.min(1, drawn.length);
}

/** Whoever gives stands next to whoever takes (or now holds the gift), not across a bystander. */
function giverBesideTaker(free: Member[], holder: Member | undefined): Member[] {
  const giver = free.find((m) => m.action === 'give');
  const taker = giver && free.find((m) => m !== giver && (m.action === 'receive' || m === holder));
  if (!giver || !taker) return free;
  const rest = free.filter((m) => m !== giver && m !== taker);
  return free.indexOf(giver) < free.indexOf(taker) ? [giver, taker, ...rest] : [...rest, taker, giver];
}

/** Where an object no one holds goes into the row: on the ground, beside the prop unless that is a bed (its chair holds it). */
function groundedSpot(scene: Scene, bedside: boolean): boolean {
  switch (scene.objectAt) {
    case 'hero':
    case 'friend':
    case 'creature':
    case 'ground':
      return true;
    case 'on-prop':
      return !scene.prop;
    case 'beside-prop':
      return !bedside;
    default:
      return false;
  }
}

function placeRow(
  makers: Array<(facing: 1 | -1) => Actor>,
  camera: Camera,
): { svg: string; figures: PlacedFigure[]; sky: string } {
  const ordered = camera.mirrored ? [...makers].reverse() : makers;
  const mid = (ordered.length - 1) / 2;
  // Everyone turns toward the middle of the group; a lone figure turns by the page.
  const actors = ordered.map((make, i) =>
    make(i < mid ? 1 : i > mid ? -1 : ordered.length === 1 ? (camera.mirrored ? -1 : 1) : camera.mirrored ? -1 : 1),
  );
  const framing = camera.framing;
  const close = framing === 'close';
  const tallest = Math.max(1, ...actors.map((a) => a.footprint.top));
  const ground = close ? closeGround(FIGURE_SCALE.close) : GROUND;
  // Nobody's head leaves the picture: the tallest fits under the top edge.
  const fitTall = (ground - 30) / tallest;
  const { xs, scale } = layoutRow(
    actors.map((a) => a.footprint),
    Math.min(FIGURE_SCALE[framing], fitTall),
    close ? 20 : 60,
  );
  // A close-up with more in it than fits is drawn smaller: its ground rises with it, so the
  // children are still cut at the waist and not at the chin.
  const standAt = close ? Math.min(ground, closeGround(scale)) : ground;
  // The camera's sideways shift never pushes anyone out of the picture.
  const lefts = actors.map((a, i) => xs[i]! - a.footprint.left * scale);
  const rights = actors.map((a, i) => xs[i]! + a.footprint.right * scale);
  const pan = Math.max(-Math.min(...lefts), Math.min(WIDTH - Math.max(...rights), camera.pan));
  const shifted = xs.map((x) => x + pan);
  // A wide shot has room for depth: every other figure stands a little farther back, and is drawn first.
  const back = (i: number) => framing === 'wide' && i % 2 === 1;
  const parts = actors.map((actor, i) => {
    // In a close-up an animal comes up to the bottom edge, a little smaller than the children beside it.
    if (close && actor.creature)
      return actor.draw(shifted[i]!, HEIGHT - 10 - actor.footprint.bottom * scale * 0.75, scale * 0.75);
    return back(i) ? actor.draw(shifted[i]!, ground - 70, scale * 0.88) : actor.draw(shifted[i]!, standAt, scale);
  });
  const drawn = [...parts.filter((_, i) => back(i)), ...parts.filter((_, i) => !back(i))];
  return {
    svg: drawn.map((p) => p.svg).join(''),
    sky: parts.map((p) => p.sky ?? '').join(''),
    figures: parts.flatMap((p) => p.figures.map((f) => ({ ...f, cropped: close && !f.id.startsWith('creature') }))),
  };
}

/** Where a close-up's children stand at this size: below the picture, their waists at its bottom edge. */
const closeGround = (scale: number) => HEIGHT + 150 * scale - 60;

function placed(id: string, bounds: Bounds, x: number, ground: number, scale: number): PlacedFigure {
  return {
    id,
    box: {
      left: x - bounds.left * scale,
      right: x + bounds.right * scale,
      top: ground - bounds.top * scale,
      bottom: ground + bounds.bottom * scale,
    },
    cropped: false,
  };
}

/** A member drawn in its pose, with what it holds and what its action leaves round it. */
function drawMember(env: Env, scene: Scene, m: Member, facing: 1 | -1, held: Held | null, seated = false): Drawing {
  const work = scene.prop && BUILT_PROPS.includes(scene.prop) ? NOTHING_BUILT : buildWork(env);
  if (m.child) {
    const pocketed = held && scene.objectAt === 'pocket' ? held : null;
    const inHand = pocketed ? null : held;
    const overhead = inHand?.art.placement === 'overhead';
    const figure = drawChild(env, m.child, scene.mood, facing, m.action, { holdsUp: overhead, seated });
    const s = m.child.scale;
    const heldSvg = inHand
      ? heldByChild(inHand, figure.hand, figure.neck, figure.lean, figure.holdOut, facing)
      : pocketed
        ? inPocket(env, pocketed, figure.pocket, m.child.bottom)
        : '';
    const marks = actionMarks(env, m.action, figure.hands, facing, work);
    const cover = coverInFront(env, m.action, facing);
    return {
      svg: place(0, 0, s, false, marks.behind, figure.svg, heldSvg, marks.front, cover),
      bounds: scaleBounds(figure.bounds, s),
      hand: { x: figure.hand.x * s, y: figure.hand.y * s },
    };
  }
  const creature = m.creature!;
  const look = creature.friend ? friendEnv(env, creature.friend) : env;
  const mood = m.action === 'sleep' || m.action === 'yawn' ? 'sleepy' : scene.mood;
  const art = CREATURE_ART[creature.id](look, mood);
  const accessory = creature.friend ? drawAccessory(creature.friend, env) : '';
  // A kite flies from its string (memberActor draws it in the sky), not on the animal's back as well.
  const heldSvg =
    held && held.art.placement !== 'sky'
      ? group(
          { id: `object-${held.id}` },
          place(art.width * 0.46, -art.height * 0.42 - held.art.bottom * 0.7, 0.7, false, held.art.svg),
        )
      : '';
  const posed = poseCreature(m.action, { ...art, svg: art.svg + accessory + heldSvg }, work);
  const cover = coverInFront(env, m.action, 1, art.height);
  return {
    svg: group(facing < 0 ? { transform: 'scale(-1 1)' } : {}, posed.svg, cover),
    bounds: facing < 0 ? { ...posed.bounds, left: posed.bounds.right, right: posed.bounds.left } : posed.bounds,
    hand: { x: facing * art.width * 0.46, y: -art.height * 0.42 },
  };
}

const scaleBounds = (b: Bounds, s: number): Bounds => ({
  left: b.left * s,
  right: b.right * s,
  top: b.top * s,
  bottom: b.bottom * s,
});

function memberActor(
  env: Env,
  scene: Scene,
  m: Member,
  facing: 1 | -1,
  held: Held | null,
  container: Held | null = null,
): Actor {
  const own = drawMember(env, scene, m, facing, held);
  // A pocketed thing is drawn at the hip: it neither reaches out nor flies.
  const inHand = scene.objectAt === 'pocket' ? null : held;
  const drawing = isCreature(m) ? atSpot(env, scene, own, container) : own;
  const reach = inHand && m.child ? heldReach(inHand, Math.abs(drawing.hand.x)) : 0;
  const footprint = { ...drawing.bounds };
  if (drawing.hand.x > 0) footprint.right = Math.max(footprint.right, reach);
  else footprint.left = Math.max(footprint.left, reach);
  if (inHand?.art.placement === 'overhead') {
    footprint.left = Math.max(footprint.left, inHand.art.width / 2);
    footprint.right = Math.max(footprint.right, inHand.art.width / 2);
  }
  return {
    footprint,
    creature: !m.child,
    draw: (x, ground, scale) => {
      const kite =
        inHand?.art.placement === 'sky'
          ? kiteInSky(inHand, { x: x + drawing.hand.x * scale, y: ground + drawing.hand.y * scale }, facing)
          : '';
      return {
        svg: group({ id: m.id }, place(x, ground, scale, false, drawing.svg)),
        figures: [placed(m.id, drawing.bounds, x, ground, scale)],
        sky: kite,
      };
    },
  };
}

/** How much smaller a creature sits in the key object than it stands beside it. */
const IN_OBJECT = 0.8;

/**
 * The creature where the page puts it: in the key object (its front over the creature's
 * legs; a boat's deck under its feet), on a rock in a pool, or under a bush.
 */
function atSpot(env: Env, scene: Scene, drawing: Drawing, container: Held | null): Drawing {
  const { bounds } = drawing;
  const width = bounds.left + bounds.right;
  const height = bounds.top;
  const merged = (svg: string, spot: { halfWidth: number; top: number }, lift = 0): Drawing => ({
    svg,
    bounds: {
      left: Math.max(bounds.left, spot.halfWidth),
      right: Math.max(bounds.right, spot.halfWidth),
      top: Math.max(height + lift, spot.top),
      bottom: Math.max(bounds.bottom, 24),
    },
    hand: { x: drawing.hand.x, y: drawing.hand.y - lift },
  });
  if (container) {
    const [bx, by, bw, bh] = OBJECT_BOX[container.id];
    const size = Math.max(1, (width * IN_OBJECT * 1.1) / bw);
    const open = container.id === 'boat';
    // Sunk to below the rim in a basket or nest; standing on the deck of a boat.
    const lift = bh * size * (open ? 0.22 : 0.45);
    const creature = place(0, -lift, IN_OBJECT, false, drawing.svg);
    const thing = group(
      { id: `object-${container.id}` },
      place(-(bx + bw / 2) * size, -(by + bh) * size, size, false, container.art.svg),
    );
    return merged(open ? thing + creature : creature + thing, {
      halfWidth: (bw / 2) * size,
      top: Math.max(bh * size, height * IN_OBJECT + lift),
    });
  }
  if (scene.creatureAt === 'under-bush') {
    const bush = bushOver(env, width, height);
    return merged(group({ id: 'spot-under-bush' }, bush.back, drawing.svg, bush.front), bush);
  }
  // On a rock: in the water where the place has any (a river, the sea), else on dry ground.
  if (scene.creatureAt === 'on-rock') {
    const rock = rockInWater(env, width, hasWater(scene.place));
    const raised = place(0, -rock.lift, 1, false, drawing.svg);
    return merged(group({ id: 'spot-on-rock' }, rock.back, raised, rock.front), rock, rock.lift);
  }
  return drawing;
}

/** Two members in one embrace: the hugger's arm goes round the other, who faces back. */
function hugActor(
  env: Env,
  scene: Scene,
  a: Member,
  b: Member,
  facing: 1 | -1,
  heldBy: (m: Member) => Held | null,
): Actor {
  const first = drawMember(env, scene, a, facing, heldBy(a));
  const second = drawMember(env, scene, { ...b, action: b.child ? 'hug' : b.action }, -facing as 1 | -1, heldBy(b));
  // Close enough for the arm to reach round, far enough that both faces show.
  const gap = b.child ? 230 : 190;
  const offset = facing * gap;
  const left = Math.max(first.bounds.left, second.bounds.left - offset);
  const right = Math.max(first.bounds.right, second.bounds.right + offset);
  return {
    footprint: {
      left,
      right,
      top: Math.max(first.bounds.top, second.bounds.top),
      bottom: Math.max(first.bounds.bottom, second.bounds.bottom),
    },
    draw: (x, ground, scale) => ({
      svg:
        group({ id: b.id }, place(x + offset * scale, ground, scale, false, second.svg)) +
        group({ id: a.id }, place(x, ground, scale, false, first.svg)),
      figures: [
        placed(a.id, first.bounds, x, ground, scale),
        placed(b.id, second.bounds, x + offset * scale, ground, scale),
      ],
    }),
  };
}

/**
 * A sleeper lying in a bed (or on a blanket outdoors), eyes shut, the cover pulled up to the chin;
 * what is put by the bed rests on a chair at its head.
 */
function lyingActor(env: Env, scene: Scene, m: Member, bed: PropArt, held: Held | null, byBed: Held | null): Actor {
  const look = m.child!;
  const figure = drawChild(env, look, scene.mood, 1, 'sleep', { headTurn: 72 });
  const k = 0.8 * look.scale;
  const pillow = bed.pillow!;
  // Lying on its back: the standing figure turned a quarter round, head on the pillow.
  const lying = group(
    { transform: `translate(${pillow.x + 350 * k} ${pillow.y - 6}) rotate(-90) scale(${k})` },
    figure.svg,
  );
  const onBed = held ? place(bed.surface.x, bed.surface.y - held.art.bottom, 0.8, false, held.art.svg) : '';
  const chair = byBed ? drawChair(env) : null;
  const chairX = chair ? -bed.halfWidth - chair.halfWidth - 20 : 0;
  const onChair =
    chair && byBed
      ? place(chairX, 0, 1, false, chair.back) +
        group(
          { id: `object-${byBed.id}` },
          place(
            chairX + chair.surface.x,
            chair.surface.y - (OBJECT_BOX[byBed.id][1] + OBJECT_BOX[byBed.id][3]) * 0.7,
            0.7,
            false,
            byBed.art.svg,
          ),
        )
      : '';
  const bounds = {
    left: chair ? -chairX + chair.halfWidth : bed.halfWidth,
    right: bed.halfWidth,
    top: bed.height,
    bottom: 24,
  };
  return {
    footprint: bounds,
    draw: (x, ground, scale) => ({
      svg: group(
        { id: m.id },
        place(x, ground, scale, false, onChair, group({ id: 'sleeping' }, bed.back, lying, bed.front, onBed)),
      ),
      figures: [placed(m.id, bounds, x, ground, scale)],
    }),
  };
}

/** The tall tree, with anyone climbing it and anything caught in its crown or nest. */
function treeActor(
  env: Env,
  scene: Scene,
  tree: PropArt,
  climbers: Member[],
  caught: Held | null,
  inNest: boolean,
  facing: 1 | -1,
  heldBy: (m: Member) => Held | null,
): Actor {
  const perch = tree.perch!;
  // The first child climbs on the near side (or the ladder), a second on the far side a little lower;
  // an animal has gone up onto the low branch.
  let children = 0;
  const onTree = climbers.map((m) => {
    const side: 1 | -1 = m.child && children++ === 1 ? -1 : 1;
    const drawing = drawMember(env, scene, m, side, heldBy(m));
    const at = m.child ? (side > 0 ? perch : { x: 130, y: perch.y + 170 }) : { x: 120, y: -618 };
    return { m, drawing, at, side };
  });
  const crown = tree.crown!;
  const caughtSvg = caught
    ? inNest
      ? group({ id: `object-${caught.id}` }, place(crown.x + 120, crown.y + 160, 0.9, false, nestWith(env, caught)))
      : group(
          { id: `object-${caught.id}` },
          place(crown.x, crown.y - OBJECT_BOX[caught.id][1] * 0.3, 0.9, false, caught.art.svg),
        )
    : '';
  const bounds = { left: tree.halfWidth, right: tree.halfWidth, top: tree.height, bottom: 24 };
  return {
    footprint: bounds,
    draw: (x, ground, scale) => {
      const mirror = facing < 0;
      const flipX = (dx: number) => (mirror ? -dx : dx);
      return {
        svg:
          group({ id: `prop-${scene.prop ?? 'tall-tree'}` }, place(x, ground, scale, mirror, tree.back, caughtSvg)) +
          onTree
            .map(({ m, drawing, at }) =>
              group({ id: m.id }, place(x + flipX(at.x) * scale, ground + at.y * scale, scale, mirror, drawing.svg)),
            )
            .join(''),
        figures: onTree.map(({ m, drawing, at }) =>
          placed(
            m.id,
            mirror ? { ...drawing.bounds, left: drawing.bounds.right, right: drawing.bounds.left } : drawing.bounds,
            x + flipX(at.x) * scale,
            ground + at.y * scale,
            scale,
          ),
        ),
      };
    },
  };
}

/** A nest on a branch with the object in it (or the nest itself when that is the object). */
function nestWith(env: Env, object: Held): string {
  if (object.id === 'nest') return object.art.svg;
  const twig = env.figure('#a0703f');
  return (
    place(0, -30, 0.7, false, object.art.svg) +
    el('path', {
      d: 'M-110 -40Q-104 34 0 40Q104 34 110 -40Q50 -18 0 -20Q-50 -18 -110 -40Z',
      fill: twig,
      stroke: env.figure('#7a4f2a'),
      'stroke-width': 5,
    })
  );
}

/** A prop in the row (table, hut, window, bench, bed): sitters on it and the object resting on it. */
function propActor(
  env: Env,
  scene: Scene,
  prop: PropArt,
  sitters: Member[],
  onIt: Held | null,
  facing: 1 | -1,
  heldBy: (m: Member) => Held | null,
): Actor {
  // Two on a bench sit side by side turned to each other; at a table each sits on a stool at one end, facing it.
  const seat = prop.seat ?? { x: 0, y: -110 };
  const seated = sitters.map((m, i) => {
    const side = i === 0 ? -1 : 1;
    const turn = (prop.stools ? -side * facing : sitters.length > 1 && i === 1 ? -facing : facing) as 1 | -1;
    const drawing = drawMember(env, scene, { ...m, action: 'sit' }, turn, heldBy(m), true);
    const x = prop.stools ? side * facing * (prop.halfWidth + 70) : (i - (sitters.length - 1) / 2) * 210;
    return { m, drawing, at: { x, y: seat.y + 50 } };
  });
  const stools = prop.stools ? seated.map(({ at }) => drawStool(env, at.x, seat.y)).join('') : '';
  const resting = onIt
    ? group(
        { id: `object-${onIt.id}` },
        place(
          prop.surface.x,
          prop.surface.y - (OBJECT_BOX[onIt.id][1] + OBJECT_BOX[onIt.id][3]) * 0.8,
          0.8,
          false,
          onIt.art.svg,
        ),
      )
    : '';
  const bounds = {
    left: Math.max(prop.halfWidth, ...seated.map((s) => s.drawing.bounds.left - s.at.x)),
    right: Math.max(prop.halfWidth, ...seated.map((s) => s.drawing.bounds.right + s.at.x)),
    top: Math.max(prop.height, ...seated.map((s) => s.drawing.bounds.top - s.at.y)),
    bottom: 24,
  };
  return {
    footprint: bounds,
    draw: (x, ground, scale) => ({
      svg:
        place(x, ground, scale, false, stools) +
        group({ id: `prop-${scene.prop}` }, place(x, ground, scale, facing < 0, prop.back, resting)) +
        seated
          .map(({ m, drawing, at }) =>
            group({ id: m.id }, place(x + at.x * scale, ground + at.y * scale, scale, false, drawing.svg)),
          )
          .join('') +
        (prop.front ? place(x, ground, scale, facing < 0, prop.front) : ''),
      figures: seated.map(({ m, drawing, at }) =>
        placed(m.id, drawing.bounds, x + at.x * scale, ground + at.y * scale, scale),
      ),
    }),
  };
}

/** A wooden stool whose seat is at height `top`. */
function drawStool(env: Env, x: number, top: number): string {
  const wood = env.land('#b8834f');
  return group(
    {},
    el('path', { d: `M${x - 40} 0L${x - 30} ${top}M${x + 40} 0L${x + 30} ${top}`, stroke: wood, 'stroke-width': 14 }),
    rect(x - 56, top - 8, 112, 20, wood, { rx: 8 }),
  );
}

/** How far a held object reaches out from the feet. */
function heldReach(held: Held, handX: number): number {
  const shift = Math.max(0, (held.art.width / 2 - 50) * HELD_SCALE);
  // A tall thing leaning away from the face (heldByChild) reaches farther out by its lean.
  const [, , width, height] = OBJECT_BOX[held.id];
  const lean = height > width * 1.1 ? height * 0.41 * HELD_SCALE : 0;
  return held.art.placement === 'hand' ? handX + shift + (held.art.width / 2) * HELD_SCALE + lean + 10 : 0;
}

/** The object in the child's own units: in the hand, round the neck or over the head. */
function heldByChild(
  held: Held,
  hand: { x: number; y: number },
  neck: { x: number; y: number },
  lean: number,
  out: 1 | -1,
  facing: 1 | -1,
): string {
  const tag = (svg: string) => group({ id: `object-${held.id}` }, svg);
  const shift = Math.max(0, (held.art.width / 2 - 50) * HELD_SCALE);
  switch (held.art.placement) {
    case 'hand': {
      // Something tall on a stem (a flower, a feather) leans away from the face so the face stays seen.
      const [, top, width, height] = OBJECT_BOX[held.id];
      const reachesFace = height > width * 1.1 && hand.y + top * HELD_SCALE < -300;
      const x = hand.x + out * shift;
      const tilt = reachesFace ? ` rotate(${out * 24} ${x} ${hand.y})` : '';
      // Held up high, a thing that hangs from the hand (a lantern, a basket) is lifted above it, clear of the face.
      const lift = hand.y < -300 && top + height > 100 ? -(top + height) * HELD_SCALE : 0;
      return tag(
        group({ transform: tilt.trim() || undefined }, place(x, hand.y + lift, HELD_SCALE, out < 0, held.art.svg)),
      );
    }
    case 'overhead':
      return tag(group({ transform: `translate(${hand.x} ${hand.y}) rotate(${-facing * 6})` }, held.art.svg));
    case 'worn':
      // The scarf's loose end flies out behind the child.
      return tag(
        group(
          { transform: `translate(${neck.x} ${neck.y}) rotate(${lean})` },
          place(0, 0, 1, facing > 0, held.art.svg),
        ),
      );
    case 'ground':
      return tag(place(hand.x + facing * held.art.width * 0.3, hand.y + 40, 0.8, false, held.art.svg));
    default:
      return '';
  }
}

/** Tucked in the trouser pocket: a small part of the thing peeks out over the pocket's edge. */
function inPocket(env: Env, held: Held, pocket: { x: number; y: number }, cloth: string): string {
  const [bx, by, bw, bh] = OBJECT_BOX[held.id];
  const size = 0.42;
  const patch = env.figure(darken(cloth, 0.12));
  return group(
    { id: `object-${held.id}` },
    place(pocket.x - (bx + bw / 2) * size, pocket.y + 40 - (by + bh) * size, size, false, held.art.svg),
    rect(pocket.x - 36, pocket.y, 72, 58, patch, { rx: 10, ...ink(patch, 4) }),
  );
}

function kiteInSky(held: Held, hand: { x: number; y: number }, facing: 1 | -1): string {
  const kite = { x: Math.min(WIDTH - 150, Math.max(150, hand.x + facing * 260)), y: 270 };
  return group(
    { id: `object-${held.id}` },
    line(hand.x, hand.y, kite.x, kite.y + 117, '#6b4a3a', 3),
    place(kite.x, kite.y, 0.9, false, held.art.svg),
  );
}

/** A pond in the row with the object floating in it. */
function pondActor(env: Env, scene: Scene, held: Held): Actor {
  const footprint = { left: 240, right: 240, top: 200, bottom: 70 };
  return {
    footprint,
    draw: (x, ground, scale) => ({
      svg: group(
        { id: `object-${held.id}` },
        place(x, ground, scale, false, drawPond(env, scene.place, held, { x: 0, y: -10 })),
      ),
      figures: [],
    }),
  };
}

/** An object nobody holds stands on the ground, drawn larger if it is a small hand-held thing. */
function groundObjectActor(held: Held): Actor {
  const size = held.art.placement === 'ground' ? 1 : 1.3;
  const [bx, by, bw, bh] = OBJECT_BOX[held.id];
  const footprint = { left: -bx * size, right: (bx + bw) * size, top: -by * size, bottom: 20 };
  return {
    footprint,
    draw: (x, ground, scale) => ({
      svg: group(
        { id: `object-${held.id}` },
        place(x, ground + 10 * scale - (by + bh) * size * scale, size * scale, false, held.art.svg),
      ),
      figures: [],
    }),
  };
}

/** An object away from everyone: in the sky, in the water, on scenery or on the window sill indoors. */
function looseObject(
  env: Env,
  scene: Scene,
  held: Held,
  scenery: { spots: Array<{ x: number; y: number }> } | null,
  window: { x: number; y: number; width: number; height: number } | undefined,
  figures: PlacedFigure[],
): string {
  const [bx, by, bw, bh] = OBJECT_BOX[held.id];
  const tag = (svg: string) => group({ id: `object-${held.id}` }, svg);
  const restOn = (x: number, y: number, size: number) =>
    tag(place(x - (bx + bw / 2) * size, y - (by + bh) * size, size, false, held.art.svg));
  switch (scene.objectAt) {
    case 'sky':
      // Seen from a room, the sky is through the window.
      return window
        ? tag(
            place(
              window.x + window.width * 0.72,
              window.y + window.height * 0.3 - (by + bh / 2) * 0.5,
              0.5,
              false,
              held.art.svg,
            ),
          )
        : tag(place(WIDTH * 0.68, 300 - (by + bh / 2) * 0.8, 0.8, false, held.art.svg));
    case 'up-tree':
    case 'nest':
      return window ? hangFromRod(held, window) : '';
    case 'water':
      return hasWater(scene.place)
        ? tag(drawPond(env, scene.place, held, clearOf(waterSpots(scene.place), figures)))
        : '';
    case 'on-prop':
      if (scenery) {
        const spot = clearOf(scenery.spots, figures);
        return restOn(spot.x, spot.y, 0.7);
      }
      if (window && scene.prop === 'window')
        return restOn(window.x + window.width / 2, window.y + window.height + 10, 0.7);
      return '';
    default:
      return '';
  }
}

/** Hung on a ribbon from the curtain rod over the window: up high, indoors. */
function hangFromRod(held: Held, window: { x: number; y: number; width: number }): string {
  const [bx, by, bw] = OBJECT_BOX[held.id];
  const size = 0.6;
  const x = window.x + window.width + 40;
  const top = window.y - 48;
  const hangAt = top + 110;
  return group(
    { id: `object-${held.id}` },
    line(x, top, x, hangAt, '#c0504d', 4),
    place(x - (bx + bw / 2) * size, hangAt - by * size, size, false, held.art.svg),
  );
}

/** Of the places a thing may go, the one farthest from every figure, so nobody stands in front of it. */
function clearOf<T extends { x: number }>(spots: T[], figures: PlacedFigure[]): T {
  const gap = (x: number) =>
    Math.min(Infinity, ...figures.map(({ box }) => (x < box.left ? box.left - x : x > box.right ? x - box.right : 0)));
  return spots.reduce((best, spot) => (gap(spot.x) > gap(best.x) ? spot : best));
}

/** The mood's light over everything: a warm glow, a cool shade or a drowsy dusk at the edges. */
function moodLight(env: Env): string {
  const id = env.id('mood');
  const tint: Record<Env['mood'], [string, number] | null> = {
    calm: null,
    happy: ['#ffe7a8', 0.22],
    worried: ['#4a5a80', 0.3],
    sleepy: ['#3a2e6a', 0.38],
  };
  const chosen = tint[env.mood];
  const overlay = chosen
    ? el(
        'defs',
        {},
        radialGradient(id, [
          [0.45, chosen[0], 0],
          [1, chosen[0], chosen[1]],
        ]),
      ) + rect(0, 0, WIDTH, HEIGHT, `url(#${id})`)
    : '';
  return group({ id: `mood-${env.mood}` }, overlay);
}
