/**
 * Checks that every page's picture agrees with its text: the annotation is
 * complete (an action for everyone in the picture, a framing), the cast is who
 * the text speaks of, what the text says happens to the key object and to a
 * sleeper, a faller or a sitter the scene shows, and every tale's last picture is the hero asleep in
 * bed (a bedtime tale ends there). The words it listens
 * for are per language (scene-cues.ts); a page is read in every wording of
 * every slot, in all age bands, with and without a friend, since one scene
 * serves them all.
 */
import type { Locale } from '@skazka/contract';
import { CAST, HUTS, type Action, type CastMember, type ObjectId } from '../../scene/vocabulary.js';
import type { LanguagePack, Page, PageScene, Plot } from '../content/format.js';
import { slotTemplates } from '../slots.js';
import { parse } from '../template.js';
import { SCENE_CUES, type SceneCues } from './scene-cues.js';

type Nodes = ReturnType<typeof parse>;

const KEY_MARKERS: Record<string, string> = {
  hero: '@hero',
  friend: '@friend',
  creature: '@creature',
  object: '@object',
  place: '@place',
};

/** The template with the tale's words as markers and each choice as its first form plus `#selector`. */
export function markedText(template: string): string {
  const walk = (nodes: Nodes): string =>
    nodes
      .map((node) => {
        if (node.kind === 'text') return node.text;
        if (node.kind === 'key') {
          const head = node.key.split('.')[0]!;
          // {creature.sound} is the creature's voice, not a mention of who does what.
          if (head === 'creature' && node.key.endsWith('.sound')) return 'sound';
          // {other.creature…} is a creature a page may draw instead of the tale's own.
          if (head === 'other' && node.key.split('.')[1] === 'creature') return '@other-creature';
          return KEY_MARKERS[head] ?? '@other';
        }
        return `${walk(node.options[0] ?? [])}#${node.selector}`;
      })
      .join('');
  return walk(parse(template, []));
}

const SENTENCE_END = /(?<=[.!?…])\s+|\s+—\s+(?=\p{Lu})/u;

function sentences(page: Page): Array<{ text: string; friendOnly: boolean; everywhere: boolean }> {
  return page.text.flatMap((slot) => {
    const friendOnly = typeof slot !== 'string' && slot.friend === true;
    const everywhere = typeof slot === 'string' || (slot.bands === undefined && slot.friend === undefined);
    return slotTemplates(slot).flatMap((template) =>
      markedText(template)
        .split(SENTENCE_END)
        .map((text) => ({ text, friendOnly, everywhere })),
    );
  });
}

const MEMBER_MARK: Array<[CastMember, RegExp]> = [
  ['hero', /@hero|#h/g],
  ['friend', /@friend|#f/g],
  ['creature', /@creature|#c/g],
];
/** Someone or something else named right beside a sleep word is its sleeper, not a member of the cast. */
const OTHER_MARK = /@other(?:-creature)?|@object/g;
const AGREEMENT = { '#h': 'hero', '#f': 'friend', '#c': 'creature' } as const;
/** How far (in characters) from a sleep word its sleeper may be named: "Masha fell asleep", "спит Ёжик". */
const NEAR = 14;

/**
 * Who a sleep word speaks of: the verb's agreement right after it; everyone, when a word for
 * everyone stands beside it and nobody is named; or the nearest name, never one after a word
 * such as "only" ("everyone slept, only Masha sat up").
 */
function sleepersAt(sentence: string, start: number, end: number, cues: SceneCues): CastMember[] {
  const agreement = /^\p{L}*(#[hfc])/u.exec(sentence.slice(end));
  if (agreement) return [AGREEMENT[agreement[1] as keyof typeof AGREEMENT]];
  const named = MEMBER_MARK.some(([, mark]) => new RegExp(mark.source).test(sentence));
  if (!named && cues.all.test(sentence.slice(Math.max(0, start - NEAR), end + NEAR))) return CAST.slice();
  const exception = cues.except.exec(sentence);
  const excepted = exception ? exception.index : sentence.length;
  let best: { member: CastMember | null; distance: number } | null = null;
  for (const [member, mark] of [...MEMBER_MARK, [null, OTHER_MARK] as const]) {
    for (const found of sentence.matchAll(mark)) {
      const before = found.index < start;
      if (found.index > excepted) continue;
      // Where the subject comes first, only a name before the word, and not one after a preposition or with a 's.
      if (cues.subjectFirst && !before) continue;
      const after = sentence.slice(found.index + found[0].length);
      if (cues.subjectFirst && (cues.notSubject.test(sentence.slice(0, found.index)) || /^['’]s/.test(after))) continue;
      const distance = before ? start - (found.index + found[0].length) : found.index - end;
      if (distance <= (cues.subjectFirst ? 2 * NEAR : NEAR) && (!best || distance < best.distance))
        best = { member, distance };
    }
  }
  return best?.member ? [best.member] : [];
}

/** How far (in characters) from a cue about the object the object must be named, or agree with its verb. */
const OBJECT_NEAR = 40;

/**
 * Whether a handing-over is done by or to someone in the picture: the friend or the creature named
 * beside it or agreeing with its verb, or the hero named before it. "Grandma gave Lily the kite" is
 * the story of how the kite came, not a handing-over on this page.
 */
function handedByCast(text: string, index: number, end: number, near: string): boolean {
  return (
    /@friend|@creature/.test(near) ||
    /^\p{L}*#[hfc]/u.test(text.slice(end)) ||
    text.slice(Math.max(0, index - OBJECT_NEAR), index).includes('@hero')
  );
}

/** The first sentence where the cue is said of the object and not denied just before ("almost dropped"). */
function saidIn(texts: string[], cue: RegExp, cues: SceneCues): string | undefined {
  return texts.find((text) =>
    [...text.matchAll(new RegExp(cue.source, 'giu'))].some((found) => {
      const end = found.index + found[0].length;
      const near = text.slice(Math.max(0, found.index - OBJECT_NEAR), end + OBJECT_NEAR);
      if (cue === cues.give && !handedByCast(text, found.index, end, near)) return false;
      return namesObject(near) && !cues.negation.test(text.slice(0, found.index));
    }),
  );
}

/** Objects that can be lit: a lit cue about any other is a figure of speech ("its colours glowed"). */
const LIGHTS: readonly ObjectId[] = ['lantern', 'star'];

const namesObject = (sentence: string) => /@object|#o/.test(sentence);
/** Whether a sentence names the creature the scene draws: the tale's own, or the other one it picks. */
const namesCreature = (text: string, which: PageScene['creature']) =>
  which === 'other' ? /@other-creature/.test(text) : /@creature|#c/.test(text);

function completeness(scene: PageScene): string[] {
  const problems: string[] = [];
  for (const member of scene.cast) {
    if (!scene.actions?.[member]) problems.push(`says no action for the ${member}`);
  }
  for (const member of Object.keys(scene.actions ?? {}) as CastMember[]) {
    if (!scene.cast.includes(member)) problems.push(`gives the ${member} an action but not a place in the cast`);
  }
  if (!scene.framing) problems.push('says no framing');
  if (!scene.object && (scene.objectAt || scene.objectState)) problems.push('places an object it does not show');
  if (scene.objectAt === 'friend' || scene.objectAt === 'creature') {
    if (!scene.cast.includes(scene.objectAt))
      problems.push(`puts the object with the ${scene.objectAt}, who is not drawn`);
  }
  if (scene.objectAt === 'friend')
    problems.push('puts the object with the friend, who a tale without a friend has not');
  if ((scene.objectAt === 'on-prop' || scene.objectAt === 'beside-prop') && !scene.prop)
    problems.push('puts the object on or beside a prop it does not have');
  if (scene.objectAt === 'pocket' && !scene.cast.includes('hero'))
    problems.push("puts the object in the hero's pocket, but the hero is not drawn");
  return problems;
}

function castProblems(page: Page): string[] {
  const { scene } = page;
  const all = sentences(page);
  const problems: string[] = [];
  const friendSpoken = all.some((s) => s.friendOnly);
  if (scene.cast.includes('friend') && !friendSpoken) problems.push('draws the friend, whom no friend slot mentions');
  if (!scene.cast.includes('friend') && friendSpoken) problems.push('leaves out the friend its friend slots speak of');
  if (scene.cast.includes('creature') && !all.some((s) => namesCreature(s.text, scene.creature)))
    problems.push('draws the creature, whom the text never mentions');
  return problems;
}

function objectProblems(page: Page, plot: Plot, cues: SceneCues): string[] {
  const { scene } = page;
  if (!scene.object) return [];
  const at = scene.objectAt ?? 'hero';
  const state = scene.objectState ?? 'whole';
  const acts = new Set(Object.values(scene.actions ?? {}));
  /** Whether someone in the picture does one of these. */
  const anyDoes = (...actions: Action[]) => actions.some((action) => acts.has(action));
  const texts = sentences(page)
    .map((s) => s.text)
    .filter(namesObject);
  const said = (cue: RegExp) => saidIn(texts, cue, cues);
  const canLight =
    scene.object === 'world' ? plot.objects.some((o) => LIGHTS.includes(o)) : LIGHTS.includes(scene.object);
  const problems: string[] = [];
  const quote = (text: string) => `"${text.slice(0, 90)}"`;
  let hit: string | undefined;
  if ((hit = said(cues.give)) && at === 'hero' && !anyDoes('give', 'receive'))
    problems.push(`keeps the object in the hero's hand while the text hands it over: ${quote(hit)}`);
  if ((hit = said(cues.lose)) && at === 'hero' && !anyDoes('look-for', 'reach-up', 'give', 'receive'))
    problems.push(`keeps the object in the hero's hand while the text loses it: ${quote(hit)}`);
  // "At the top" is a tree's crown, or the top of the page's prop: the flower hung on the hut.
  if ((hit = said(cues.tree)) && at !== 'up-tree' && at !== 'on-prop' && !anyDoes('climb', 'reach-up'))
    problems.push(`does not show the object up the tree: ${quote(hit)}`);
  if ((hit = said(cues.water)) && at !== 'water' && !anyDoes('splash'))
    problems.push(`does not show the object in the water: ${quote(hit)}`);
  if ((hit = said(cues.mended)) && state !== 'mended') problems.push(`does not show the object mended: ${quote(hit)}`);
  else if ((hit = said(cues.broken)) && state !== 'broken' && state !== 'mended')
    problems.push(`does not show the object broken: ${quote(hit)}`);
  if (!canLight) return problems;
  if ((hit = said(cues.lit)) && state !== 'lit') problems.push(`does not show the object lit: ${quote(hit)}`);
  else if ((hit = said(cues.unlit)) && state !== 'unlit')
    problems.push(`does not show the object unlit: ${quote(hit)}`);
  return problems;
}

/** How far (in characters) from a cue of where the creature is the creature must be named. */
const SPOT_NEAR = 40;

/**
 * Whether the creature is who a spot is said of: the nearest one named on either side of it,
 * with nobody else named in between ("@hero sat on a stone … @creature" is the hero's stone).
 */
function creatureBeside(text: string, start: number, end: number): boolean {
  // Only the clause the spot is in: "@creature said: the pebble lay under the bush" is the pebble's bush.
  const clause = text
    .slice(Math.max(0, start - SPOT_NEAR), start)
    .split(/[:«»“”"]/)
    .at(-1)!;
  const marks = [...clause.matchAll(/@[a-z]+|#[hfco]/g)];
  const nearest = marks.at(-1)?.[0];
  if (nearest) return nearest === '@creature' || nearest === '#c';
  return /^(?:(?!@hero|@friend|@object|@other|#h|#f)[^])*?@creature/u.test(text.slice(end, end + SPOT_NEAR + 10));
}

/** Where the text puts the creature (under a bush, on a rock, in the object), the picture does. */
function creatureSpotProblems(page: Page, cues: SceneCues): string[] {
  const { scene } = page;
  if (!scene.cast.includes('creature')) return [];
  const spots: Array<[NonNullable<PageScene['creatureAt']>, RegExp]> = [
    ['under-bush', cues.underBush],
    ['on-rock', cues.onRock],
    ...(scene.object ? [['in-object', cues.inObject] as [NonNullable<PageScene['creatureAt']>, RegExp]] : []),
  ];
  const problems = new Set<string>();
  for (const { text } of sentences(page)) {
    for (const [spot, cue] of spots) {
      for (const found of text.matchAll(new RegExp(cue.source, 'giu'))) {
        const end = found.index + found[0].length;
        if (!creatureBeside(text, found.index, end) || cues.negation.test(text.slice(0, found.index))) continue;
        if ((scene.creatureAt ?? 'ground') !== spot)
          problems.add(`does not draw the creature ${spot} (creatureAt '${spot}'): "${text.slice(0, 90)}"`);
      }
    }
  }
  return [...problems];
}

/** Who the text says fell asleep, tripped and fell, or sat down is drawn so: which poses each cue allows. */
const POSE_CUES: Array<{ cue: keyof Pick<SceneCues, 'sleep' | 'fall' | 'sit'>; poses: Action[]; says: string }> = [
  { cue: 'sleep', poses: ['sleep'], says: 'is asleep in the text but not in the picture' },
  { cue: 'fall', poses: ['fall'], says: "falls down in the text but stands in the picture (action 'fall')" },
  { cue: 'sit', poses: ['sit', 'fall', 'sleep'], says: "sits down in the text but not in the picture (action 'sit')" },
];

function poseProblems(page: Page, cues: SceneCues): string[] {
  const { scene } = page;
  const problems = new Set<string>();
  for (const { text } of sentences(page)) {
    for (const { cue, poses, says } of POSE_CUES) {
      for (const found of text.matchAll(new RegExp(cues[cue].source, 'giu'))) {
        if (cues.negation.test(text.slice(0, found.index))) continue;
        // A verb agreeing with the object is said of the object: «@object était tombé#o».
        if (/^\p{L}*#o/u.test(text.slice(found.index + found[0].length))) continue;
        for (const member of sleepersAt(text, found.index, found.index + found[0].length, cues)) {
          if (scene.cast.includes(member) && !poses.includes(scene.actions?.[member] ?? 'stand'))
            problems.add(`the ${member} ${says}: "${text.slice(0, 90)}"`);
        }
      }
    }
  }
  return [...problems];
}

/** Every tale is a bedtime tale: its last picture is the hero asleep in bed, whatever the last words say. */
function bedProblems(page: Page, cues: SceneCues): string[] {
  const { scene } = page;
  // At home a hut is seen through the window: the sleeper is still drawn in the room's bed.
  const inBed = scene.prop === 'bed' || (scene.place === 'home' && !!scene.prop && HUTS.includes(scene.prop));
  if (scene.cast.includes('hero') && inBed && scene.actions?.hero === 'sleep') return [];
  const bed = sentences(page).find((s) => cues.bed.test(s.text));
  return [
    bed
      ? `ends at bedtime but is not drawn in bed (prop 'bed', hero 'sleep'): "${bed.text.slice(0, 90)}"`
      : "ends the tale away from bed: the last page draws the hero asleep in bed (prop 'bed', hero 'sleep'), and its text winds down there",
  ];
}

/** The scene as text with its keys in one order at every depth, so equal scenes give equal keys. */
function sceneKey(scene: PageScene): string {
  const sorted = (value: unknown): unknown =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.entries(value)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([k, v]) => [k, sorted(v)]),
        )
      : value;
  return JSON.stringify(sorted(scene));
}

export function plotSceneProblems(plot: Plot, language: Locale): string[] {
  const cues = SCENE_CUES[language];
  const problems = plot.pages.flatMap((page, i) => {
    const last = i === plot.pages.length - 1;
    return [
      ...completeness(page.scene),
      ...castProblems(page),
      ...objectProblems(page, plot, cues),
      ...poseProblems(page, cues),
      ...creatureSpotProblems(page, cues),
      ...(last ? bedProblems(page, cues) : []),
    ].map((problem) => `page ${i + 1}: ${problem}`);
  });
  const keys = plot.pages.map((page) => sceneKey(page.scene));
  keys.forEach((key, i) => {
    const first = keys.indexOf(key);
    if (first < i) problems.push(`page ${i + 1}: the same scene as page ${first + 1}, so the same picture`);
  });
  const framings = new Set(plot.pages.map((page) => page.scene.framing ?? 'medium'));
  if (framings.size < 2) problems.push(`every page is framed ${[...framings][0]}: vary wide, medium and close`);
  return problems.map((problem) => `${plot.id}: ${problem}`);
}

export function sceneProblems(pack: LanguagePack): string[] {
  return pack.plots.flatMap((plot) => plotSceneProblems(plot, pack.language));
}
