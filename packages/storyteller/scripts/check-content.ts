/**
 * The language authors' checker: tells every plot of a pack in every age band,
 * for a girl and a boy, with and without a friend, and lists what is off.
 *
 *   npm run check-content -w packages/storyteller -- --lang ru [--plot id] [--show] [--band 5-7] [--sex boy] [--friend none|boy|girl|animal]
 *
 * `--all-plots` adds the same-plot-other-world variety of every plot (the
 * default measure only reaches the plot seed 0 picks for each moral), per
 * band, sex and friend, and counts every share of a third or more as a problem.
 */
import { parseArgs } from 'node:util';
import { LOCALES, MORAL_SLUGS, type Locale } from '@skazka/contract';
import type { WrittenTale } from '../src/stages.js';
import { AGE_BANDS, WORDS_PER_BAND, type AgeBand, type LanguagePack, type Plot } from '../src/writer/content/format.js';
import {
  COMBINATIONS,
  castNames,
  hasFriend,
  heroName,
  tellCombination,
  type Combination,
} from '../src/writer/checks/combinations.js';
import { genderedFormProblems } from '../src/writer/checks/gendered-forms.js';
import { childOnlyFriendProblems, languageSlips } from '../src/writer/checks/language-slips.js';
import { naturalTextProblems } from '../src/writer/checks/natural-text.js';
import { loadExistingPacks } from '../src/writer/checks/load-packs.js';
import { CONTENT_DIR } from '../src/writer/content/read-content.js';
import { packProblems } from '../src/writer/checks/pack-check.js';
import { sceneProblems } from '../src/writer/checks/scene-check.js';
import { taleProblems, taleWords } from '../src/writer/checks/tale-check.js';
import { MAX_SHARED_SENTENCES, plotWorldVariety, varietyFor } from '../src/writer/checks/variety.js';
import { plotsForMoral } from '../src/writer/selection.js';

const SEEDS = [1, 2, 3, 4, 5];

const { values } = parseArgs({
  options: {
    lang: { type: 'string' },
    plot: { type: 'string' },
    show: { type: 'boolean', default: false },
    band: { type: 'string' },
    sex: { type: 'string' },
    friend: { type: 'string' },
    'all-plots': { type: 'boolean', default: false },
  },
});

function printTale(tale: WrittenTale) {
  console.log(`\n  ## ${tale.title}   (${tale.plot}, ${tale.ageBand}, ${taleWords(tale)} words)\n`);
  tale.pages.forEach((page, i) =>
    console.log(`  [${i + 1}] ${page.text}\n      scene: ${JSON.stringify(page.scene)}\n`),
  );
  tale.questions.forEach((q, i) =>
    console.log(
      `  Q${i + 1}. ${q.question}\n      ${q.options.map((o, j) => (j === q.answer ? `*${o}*` : o)).join('  |  ')}`,
    ),
  );
}

function label(c: Combination) {
  return `${c.band.padEnd(4)} ${c.sex === 'Девочка' ? 'girl' : 'boy '} ${c.friend === 'none' ? 'alone        ' : `+friend ${c.friend.padEnd(6)}`}`;
}

/** `--friend`: a kind, or yes (any kind) / no (none) as before kinds. */
function friendWanted(friend: Combination['friend'], asked: string): boolean {
  if (/^(yes|true|1)$/i.test(asked)) return friend !== 'none';
  if (/^(no|false|0)$/i.test(asked)) return friend === 'none';
  return friend === asked;
}

/** Tells the combination with several seeds (they change the world and the wording) and sums up. */
function checkCombination(pack: LanguagePack, plot: Plot, c: Combination): number {
  const problems = new Set<string>();
  const counts: number[] = [];
  let pages = 0;
  let questions = 0;
  for (const seed of SEEDS) {
    const { tale, world, problems: renderProblems } = tellCombination(pack, plot, c, seed);
    counts.push(taleWords(tale));
    pages = tale.pages.length;
    questions = tale.questions.length;
    const hero = heroName(pack, c.sex);
    const names = castNames(pack, c);
    for (const p of [
      ...renderProblems,
      ...taleProblems(tale, hero),
      ...genderedFormProblems(tale, hero, c.sex, hasFriend(c)),
      ...languageSlips(pack, world, tale, names),
      ...naturalTextProblems(pack, world, tale, plot.moral, names),
    ])
      problems.add(p.replace(/^\d+ words/, 'words').replace(/\d+\.\d times per 100/, 'N times per 100'));
  }
  const limits = WORDS_PER_BAND[c.band];
  const range = `${Math.min(...counts)}-${Math.max(...counts)}`;
  const status = problems.size === 0 ? 'ok' : `${problems.size} problem(s)`;
  console.log(
    `  ${label(c)}  words ${range.padEnd(9)} [${limits.min}-${limits.max}]  pages ${pages}  questions ${questions}  ${status}`,
  );
  for (const p of problems) console.log(`      - ${p}`);
  return problems.size;
}

function wanted(c: Combination): boolean {
  if (values.band && c.band !== values.band) return false;
  if (values.sex && (c.sex === 'Девочка') !== /^(girl|f|девочка)$/i.test(values.sex)) return false;
  if (values.friend && !friendWanted(c.friend, values.friend)) return false;
  return true;
}

function checkPack(pack: LanguagePack): number {
  let total = 0;
  const staticProblems = [
    ...packProblems(pack),
    ...sceneProblems(pack).map((p) => `scene: ${p}`),
    ...childOnlyFriendProblems(pack),
  ].filter(
    (p) =>
      !values.plot ||
      p.replace(/^scene: /, '').startsWith(`${values.plot}:`) ||
      !pack.plots.some((plot) => p.replace(/^scene: /, '').startsWith(`${plot.id}:`)),
  );
  console.log(`\n=== ${pack.language}: ${pack.plots.length} plots; ${staticProblems.length} content problem(s)`);
  for (const p of staticProblems) console.log(`  - ${p}`);
  total += staticProblems.length;
  for (const plot of pack.plots.filter((p) => !values.plot || p.id === values.plot)) {
    console.log(`\n${plot.id} (${plot.moral})`);
    for (const c of COMBINATIONS.filter(wanted)) total += checkCombination(pack, plot, c);
    if (values.show) {
      const band = (values.band ?? '5-7') as AgeBand;
      const shown: Combination = {
        band: AGE_BANDS.includes(band) ? band : '5-7',
        sex: /^(boy|m)$/i.test(values.sex ?? '') ? 'Мальчик' : 'Девочка',
        friend: COMBINATIONS.find((c) => friendWanted(c.friend, values.friend ?? 'yes'))?.friend ?? 'boy',
      };
      printTale(tellCombination(pack, plot, shown, 1).tale);
    }
  }
  return total + checkVariety(pack) + (values['all-plots'] ? checkPlotVariety(pack) : 0);
}

/** Per moral and band: how many sentences two seeds' tales share (under a third wanted). */
function checkVariety(pack: LanguagePack): number {
  if (values.plot) return 0;
  console.log(
    '\nvariety (share of sentences two seeds have in common; under 33% wanted): other plot / same plot, other world',
  );
  let problems = 0;
  for (const moral of MORAL_SLUGS.filter((m) => plotsForMoral(pack, m).length > 0)) {
    const cells = AGE_BANDS.map((band) => {
      const { otherPlot, otherWorld } = varietyFor(pack, moral, band);
      const bad = [otherPlot, otherWorld].filter((share) => share >= MAX_SHARED_SENTENCES).length;
      problems += bad;
      return `${band} ${Math.round(otherPlot * 100)}% / ${Math.round(otherWorld * 100)}%${bad ? ' !' : ''}`;
    });
    console.log(`  ${moral.padEnd(15)} ${cells.join('   ')}`);
  }
  return problems;
}

/** Per plot and combination: sentences shared by its first seed and the same plot in the most different world. */
function checkPlotVariety(pack: LanguagePack): number {
  console.log('\nvariety of every plot (same plot, other world; under 33% wanted), per combination:');
  let problems = 0;
  for (const plot of pack.plots.filter((p) => !values.plot || p.id === values.plot)) {
    const cells = COMBINATIONS.filter(wanted).map((c) => {
      const share = plotWorldVariety(pack, plot, c);
      const bad = share >= MAX_SHARED_SENTENCES;
      problems += Number(bad);
      return `${c.band} ${c.sex === 'Девочка' ? 'g' : 'b'}${c.friend === 'none' ? '-' : `+${c.friend[0]}`} ${String(Math.round(share * 100)).padStart(2)}%${bad ? '!' : ' '}`;
    });
    console.log(`  ${plot.id.padEnd(32)} ${cells.join(' ')}`);
  }
  return problems;
}

const languages = values.lang ? values.lang.split(',') : [...LOCALES];
const unknown = languages.filter((l) => !(LOCALES as readonly string[]).includes(l));
if (unknown.length) {
  console.error(`unknown language ${unknown.join(', ')}; one of ${LOCALES.join(', ')}`);
  process.exit(2);
}
const { packs, errors } = loadExistingPacks(languages as Locale[]);
for (const [language, error] of Object.entries(errors))
  console.log(`\n=== ${language}: the pack does not load: ${error}`);
let problems = Object.keys(errors).length;
for (const pack of Object.values(packs)) problems += checkPack(pack);
if (Object.keys(packs).length === 0) console.log(`no pack found under ${CONTENT_DIR}/<lang>/`);
console.log(`\n${problems === 0 ? 'all good' : `${problems} problem(s)`}`);
process.exit(problems === 0 ? 0 : 1);
