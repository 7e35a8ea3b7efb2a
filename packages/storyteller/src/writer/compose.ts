/**
 * Writes one tale from a language pack: the plot and world the seed picks,
 * one opening and one closing, the slots of this age band and cast, the
 * questions and scenes. Returns what went wrong in the content alongside, so
 * the content checker and tests can list every gap instead of the first one.
 */
import type { MoralSlug, Sex } from '@skazka/contract';
import { isGirl } from '@skazka/contract';
import type { TaleHistory, WrittenPage, WrittenTale } from '../stages.js';
import { WORDS_PER_BAND, type AgeBand, type LanguagePack, type Plot, type Slot } from './content/format.js';
import { nameForms } from './declension.js';
import { guessGender } from './gender.js';
import { freshPick, NO_HISTORY } from './history.js';
import { questionsFor, renderQuestion } from './questions.js';
import { createRandom, type Random } from './random.js';
import { coverScene, resolveScene } from './scenes.js';
import { selectPlot, selectWorld, type World } from './selection.js';
import { slotApplies, slotTemplate, slotTemplates, wordingPicker } from './slots.js';
import { createTaleContext, type Cast } from './tale-context.js';
import { renderTemplate } from './template.js';
import { capitalizeStart, countWords, tidyText } from './tidy-text.js';

export interface ComposeOptions {
  pack: LanguagePack;
  moral: MoralSlug;
  band: AgeBand;
  seed: number;
  hero: { name: string; sex: Sex };
  friend: string | null;
  /** What the friend agrees as; guessed from the name when absent. */
  friendGender?: 'm' | 'f';
  /** Tell this plot instead of the one the seed picks (the content checker walks every plot). */
  plot?: Plot;
  /** The child's recent tales, whose titles, openings, closings and worlds this one avoids. */
  history?: TaleHistory;
}

export interface Composition {
  tale: WrittenTale;
  world: World;
  problems: string[];
}

function person(name: string, gender: 'm' | 'f', language: LanguagePack['language']) {
  return { gender, forms: nameForms(name, gender, language) };
}

export function castFor(options: Pick<ComposeOptions, 'pack' | 'hero' | 'friend' | 'friendGender'>): Cast {
  const language = options.pack.language;
  const { hero, friend } = options;
  return {
    hero: person(hero.name, isGirl(hero.sex) ? 'f' : 'm', language),
    friend: friend === null ? null : person(friend, options.friendGender ?? guessGender(friend, language), language),
  };
}

/**
 * One of the pack's shared openings or closings that fits the band and cast
 * (and `fits`, when any does), the freshest for the child, and of the fresh
 * ones one that `reads` well where it goes; `index` is its place in the pack.
 */
function pickShared(
  slots: Slot[],
  band: AgeBand,
  hasFriend: boolean,
  random: Random,
  recent: readonly number[],
  what: string,
  problems: string[],
  fits: (slot: Slot) => boolean = () => true,
  reads: (slot: Slot) => boolean = () => true,
): { templates: string[]; index?: number } {
  const usable = slots.flatMap((slot, index) => (slotApplies(slot, band, hasFriend) ? [index] : []));
  if (usable.length === 0) {
    problems.push(`no ${what} for band ${band} ${hasFriend ? 'with' : 'without'} a friend`);
    return { templates: [] };
  }
  const fitting = usable.filter((index) => fits(slots[index]!));
  const pool = fitting.length > 0 ? fitting : usable;
  // One not heard lately that also `reads` well here, when there is one; a fresh one matters more.
  const preferred = pool.filter((index) => reads(slots[index]!) && !recent.includes(index));
  const index = freshPick(preferred.length > 0 ? preferred : pool, random, recent, (at) => at);
  return { templates: [slotTemplate(slots[index]!, random)], index };
}

/** Whether the text has a word beginning as one of the pack's words for sleeping does. */
function saysAsleep(pack: LanguagePack, text: string): boolean {
  const words = text.toLocaleLowerCase(pack.language).match(/\p{L}+/gu) ?? [];
  return words.some((word) => pack.asleep.some((start) => word.startsWith(start)));
}

export function composeTale(options: ComposeOptions): Composition {
  const { pack, band, seed } = options;
  const history = options.history ?? NO_HISTORY;
  const plot = options.plot ?? selectPlot(pack, options.moral, seed);
  const world = selectWorld(pack, plot, seed, history.worlds[`embedded:${plot.id}`]);
  const hasFriend = options.friend !== null;
  const context = createTaleContext(pack, world, castFor(options));
  const problems: string[] = [];
  const render = (template: string, where: string) => {
    const rendered = renderTemplate(template, context);
    problems.push(...rendered.problems.map((problem) => `${plot.id} ${where}: ${problem}`));
    return rendered.text;
  };

  const wording = createRandom(seed, `wording:${plot.id}`);
  const opening = pickShared(
    pack.openings,
    band,
    hasFriend,
    createRandom(seed, 'opening'),
    history.openings,
    'opening',
    problems,
  );
  const sentences = (templates: string[], index: number) =>
    templates.map((template) => capitalizeStart(render(template, `page ${index + 1}`).trim()));
  // Each slot's wording, one entry per slot of the plot (see `WrittenTale.shared`); a plot told to this
  // child before takes, slot by slot, a wording it was not told with.
  const pickWording = wordingPicker(wording, history.wordings[`embedded:${plot.id}`] ?? []);
  const wordings: number[] = [];
  const bodies = plot.pages.map((page, index) => {
    const templates = page.text.flatMap((slot) => {
      const choice = slotApplies(slot, band, hasFriend) ? pickWording(slot, wordings.length) : null;
      wordings.push(choice ?? -1);
      return choice === null ? [] : [slotTemplates(slot)[Math.max(choice, 0)]!];
    });
    return sentences([...(index === 0 ? opening.templates : []), ...templates], index);
  });
  // A closing that keeps the tale within its band's length, when one does, and does not put the hero to
  // sleep a second time when the last page already did.
  const bodyWords = bodies.flat().reduce((sum, text) => sum + countWords(text), 0);
  const closingWords = (slot: Slot) =>
    slotTemplates(slot).map((template) => countWords(renderTemplate(template, context).text));
  const asleepAlready = saysAsleep(pack, bodies.at(-1)!.join(' '));
  const putsHeroToSleep = (slot: Slot) =>
    slotTemplates(slot).some((template) => template.includes('{hero') && saysAsleep(pack, template));
  const closing = pickShared(
    pack.closings,
    band,
    hasFriend,
    createRandom(seed, 'closing'),
    history.closings,
    'closing',
    problems,
    (slot) => {
      const words = closingWords(slot);
      const { min, max } = WORDS_PER_BAND[band];
      return bodyWords + Math.min(...words) >= min && bodyWords + Math.max(...words) <= max;
    },
    (slot) => !(asleepAlready && putsHeroToSleep(slot)),
  );
  const last = plot.pages.length - 1;
  const pages: WrittenPage[] = plot.pages.map((page, index) => {
    const text = [...bodies[index]!, ...(index === last ? sentences(closing.templates, index) : [])].join(' ');
    return { text: tidyText(text, pack.language), scene: resolveScene(page.scene, world, hasFriend) };
  });

  const questionRandom = createRandom(seed, `questions:${plot.id}`);
  const renderClean = (where: string) => (text: string) => tidyText(render(text, where), pack.language);
  // The plot's own titles first, then the pack's, made of the world; all rendered, so the checks see every one.
  const title = (templates: string[]) => templates.map(renderClean('title'));
  const titleRandom = createRandom(seed, `title:${plot.id}`);
  const questions = questionsFor(plot.questions, band, hasFriend).map((question, index) =>
    renderQuestion(question, renderClean(`question ${index + 1}`), questionRandom),
  );

  return {
    tale: {
      title: freshPick(title(plot.titles), titleRandom, history.titles, (text) => text, title(pack.titles)),
      language: pack.language,
      ageBand: band,
      plot: `embedded:${plot.id}`,
      pages,
      cover: coverScene(world, hasFriend),
      questions,
      shared: { opening: opening.index, closing: closing.index, wordings },
    },
    world,
    problems,
  };
}
