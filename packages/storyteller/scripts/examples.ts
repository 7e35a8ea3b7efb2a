/**
 * Writes packages/storyteller/examples/<lang>/: one tale per language as text
 * (tale.md, with the questions), the cover and first text page of its PDF as
 * PNG (pdftoppm, Debian poppler-utils) and a contact sheet of all its pictures;
 * and examples/sibling/: a tale for two children (text and contact sheet). No
 * narration: the folders stay small. Plots, names, seeds and today are fixed, so
 * a re-run changes only what the writer or illustrator changed (a seed alone
 * would pick another plot whenever a moral gains one).
 *
 *   npx tsx packages/storyteller/scripts/examples.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EYE_COLORS, HAIR_COLORS, LOCALES, SKIN_TONES, type Locale } from '@skazka/contract';
import {
  PACKS,
  createEmbeddedIllustrator,
  createEmbeddedTypesetter,
  createEmbeddedWriter,
  createStoryteller,
  guessKind,
  type Illustrations,
  type TaleRequest,
  type WrittenTale,
} from '../src/index.js';
import { SAMPLE_CAST } from '../src/writer/checks/sample-cast.js';
import { contactSheet } from './contact-sheet.js';

const EXAMPLES = new URL('../examples/', import.meta.url).pathname;
/** The plot each example tells; the sibling tale is Russian. */
const PLOTS: Record<Locale | 'sibling', string> = {
  ru: 'friendship-hut-quarrel',
  en: 'kindness-stopping-in-the-race',
  de: 'courage-rock-rescue',
  fr: 'sharing-growing-picnic',
  es: 'honesty-found-treasure',
  sibling: 'friendship-shy-newcomer',
};

/** A storyteller whose packs hold only the example's plot, so the seed picks the world alone. */
const storytellerFor = (language: Locale, plot: string) =>
  createStoryteller({
    writer: createEmbeddedWriter({
      [language]: { ...PACKS[language], plots: PACKS[language].plots.filter((p) => p.id === plot) },
    }),
    illustrator: createEmbeddedIllustrator(),
    // Narration is not part of the examples; the pipeline never reaches this stage here.
    narrator: { narrate: () => Promise.reject(new Error('no narration in examples')) },
    typesetter: createEmbeddedTypesetter(),
  });

function markdown(tale: WrittenTale, request: TaleRequest): string {
  const lines = [`# ${tale.title}`, '', `*${castLine(tale, request)}*`, ''];
  tale.pages.forEach((page, i) => lines.push(`**${i + 1}.** ${page.text}`, ''));
  lines.push('---', '');
  tale.questions.forEach((q, i) => {
    lines.push(`${i + 1}. ${q.question}`);
    q.options.forEach((option, j) => lines.push(`   - ${j === q.answer ? `**${option}** ✓` : option}`));
  });
  return `${lines.join('\n')}\n`;
}

function castLine(tale: WrittenTale, request: TaleRequest): string {
  const companion = request.sibling
    ? `, sibling ${request.sibling.name}`
    : request.friend
      ? `, friend ${request.friend.name}`
      : '';
  return `${tale.plot}, age band ${tale.ageBand}, hero ${request.hero.name}${companion}, seed ${request.seed}`;
}

/** Tells the tale and writes tale.md and contact-sheet.png into a fresh `dir`; returns the PDF bytes. */
async function writeExample(
  dir: string,
  plot: string,
  request: TaleRequest,
): Promise<{ tale: WrittenTale; pdf: Uint8Array }> {
  const storyteller = storytellerFor(request.language, plot);
  let outputs = {};
  for (const stage of ['writing', 'illustrating', 'typesetting'] as const)
    outputs = await storyteller.runStage(stage, request, outputs);
  const { tale, pictures, print } = outputs as {
    tale: WrittenTale;
    pictures: Illustrations;
    print: { data: Uint8Array };
  };
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'tale.md'), markdown(tale, request));
  await writeFile(
    join(dir, 'contact-sheet.png'),
    await contactSheet(tale, pictures, `${tale.title} — ${castLine(tale, request)}`),
  );
  return { tale, pdf: print.data };
}

/** The example's plot, as the pack has it now. */
function plotOf(language: Locale, id: string) {
  const plot = PACKS[language].plots.find((p) => p.id === id);
  if (!plot) throw new Error(`the ${language} pack has no plot ${id}`);
  return plot;
}

const scratch = await mkdtemp(join(tmpdir(), 'skazka-examples-'));
for (const [index, language] of LOCALES.entries()) {
  const { moral } = plotOf(language, PLOTS[language]);
  const cast = SAMPLE_CAST[language];
  const request: TaleRequest = {
    hero:
      index % 2 === 0
        ? { name: cast.girl, sex: 'Девочка', birthday: '2019-03-14' }
        : { name: cast.boy, sex: 'Мальчик', birthday: '2019-03-14' },
    // The kind the app stores for a friend made by name alone.
    friend: { name: cast.friend, kind: guessKind(cast.friend, language) },
    moral,
    language,
    seed: 7 + index,
    today: '2026-01-01',
  };
  const dir = join(EXAMPLES, language);
  const { tale, pdf: pdfData } = await writeExample(dir, PLOTS[language], request);
  const pdf = join(scratch, `${language}.pdf`);
  await writeFile(pdf, pdfData);
  // The cover and the first page of text, small enough to keep in git.
  for (const page of ['1', '3'])
    execFileSync('pdftoppm', ['-png', '-f', page, '-l', page, '-scale-to', '720', pdf, join(dir, 'page')]);
  console.log(`${language}: «${tale.title}» → examples/${language}/`);
}
await rm(scratch, { recursive: true, force: true });

const familyLook = {
  skin: SKIN_TONES[1],
  hair_color: HAIR_COLORS[2],
  eyes: EYE_COLORS[2],
  glasses: false,
  freckles: true,
} as const;

// Two children of one family: the younger hero and an older brother in the friend's place,
// each with the look a parent would pick in the avatar builder (one family, one skin tone).
const sibling = await writeExample(join(EXAMPLES, 'sibling'), PLOTS.sibling, {
  hero: {
    name: SAMPLE_CAST.ru.girl,
    sex: 'Девочка',
    birthday: '2020-06-10',
    look: { ...familyLook, hair_style: 'pigtails', outfit: 'dress', top: '#f28b6b', bottom: '#4a76a8' },
  },
  sibling: {
    name: 'Петя',
    sex: 'Мальчик',
    birthday: '2017-02-01',
    look: { ...familyLook, hair_style: 'tousled', outfit: 'trousers', top: '#5b9bd5', bottom: '#35507a' },
  },
  moral: plotOf('ru', PLOTS.sibling).moral,
  language: 'ru',
  seed: 12,
  today: '2026-01-01',
});
console.log(`sibling: «${sibling.tale.title}» → examples/sibling/`);
