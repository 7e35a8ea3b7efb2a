import type { Locale, Sex } from '@skazka/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { fixtureTale } from '../narrator/testing/tale-fixture.js';
import type { TaleRequest, WrittenQuestion } from '../stages.js';
import { PAGE } from './book/theme.js';
import { createEmbeddedTypesetter } from './index.js';
import { fixturePictures } from './testing/pictures.js';
import { openPdf } from './testing/poppler.js';

const request = (name: string, sex: Sex, language: Locale): TaleRequest => ({
  hero: { name, sex, birthday: '2018-03-01' },
  friend: { name: 'Ёжик' },
  moral: 'friendship',
  language,
  seed: 7,
});

const QUESTIONS_RU: WrittenQuestion[] = [
  { question: 'Кто жил под крыльцом?', options: ['Ёжик', 'Белка', 'Пчела'], answer: 0 },
  { question: 'Что унёс ветер?', options: ['Шапку', 'Фонарик', 'Яблоко'], answer: 1 },
  { question: 'Кто помог Мише?', options: ['Сова', 'Лиса', 'Белка'], answer: 2 },
];

const PAGES_RU = [
  'Жил-был мальчик Миша. Каждое утро он здоровался с Ёжиком, который жил под крыльцом.',
  '«Ветер унёс мой фонарик!» — вздохнул Ёжик.\nМиша сказал: «Пойдём искать его вместе».',
  'Белка подала фонарик, и друзья пили чай с яблочным пирогом.',
];

const typesetter = createEmbeddedTypesetter();

describe('embedded typesetter', () => {
  it('makes an A5 picture book: cover, a spread per page, the questions; fonts embedded, text intact', async () => {
    const tale = fixtureTale('ru', 'Миша и потерянный фонарик', PAGES_RU, QUESTIONS_RU);
    const progress: number[] = [];
    const artifact = await typesetter.typeset(tale, await fixturePictures(3), request('Миша', 'Мальчик', 'ru'), {
      onProgress: (fraction) => progress.push(fraction),
    });
    expect(artifact).toMatchObject({ name: 'tale.pdf', contentType: 'application/pdf' });
    expect(progress.at(-1)).toBe(1);

    const pdf = await openPdf(artifact.data);
    try {
      const info = await pdf.info();
      expect(Number(info.Pages)).toBe(1 + 2 * 3 + 1);
      expect(info['Page size']).toMatch(/^419\.\d+ x 595\.\d+ pts/);
      expect(info.Title).toBe(tale.title);

      const fonts = await pdf.fonts();
      expect(fonts.length).toBeGreaterThan(0);
      for (const font of fonts) {
        expect(font.embedded, font.name).toBe(true);
        expect(font.name).toMatch(/Nunito/);
      }

      const cover = (await pdf.text(1)).replace(/\s+/g, ' ');
      expect(cover).toContain('Миша и потерянный фонарик');
      // The hero's name declined for the dedication (genitive, with the -ша spelling rule).
      expect(cover).toContain('Сказка для Миши');
      const text = (await pdf.text()).replace(/\s+/g, ' ');
      for (const page of PAGES_RU) for (const line of page.split('\n')) expect(text).toContain(line);
      expect(await pdf.text(7)).toContain('Конец');
      const questions = await pdf.text(8);
      expect(questions).toContain('Вопросы к сказке');
      expect(questions).toContain('1. Кто жил под крыльцом?');
      expect(questions).toContain('в) Белка');
      expect(questions).toMatch(/Ответы: 1 — а\)\s+2 — б\)\s+3 — в\)/);

      const rendered = await pdf.render(1, 40);
      const { channels } = await sharp(rendered).stats();
      // A blank page has no variation at all; the cover has a picture and a title.
      expect(Math.max(...channels.map((channel) => channel.stdev))).toBeGreaterThan(20);
      const { width } = await sharp(rendered).metadata();
      expect(Math.abs(width - (PAGE.width / 72) * 40)).toBeLessThan(1);
    } finally {
      await pdf.close();
    }
  });

  it.each([
    [
      'fr',
      'Léa et le garçon',
      'Léa',
      'Un conte pour Léa',
      'Le garçon Müller dit : « Érase une fois… » et Chloé sourit à Noël.',
    ],
    [
      'es',
      'Érase una vez Lucía',
      'Lucía',
      'Un cuento para Lucía',
      'Érase una vez una niña. ¿Dónde está el señor Müller? ¡Qué garçon tan risueño!',
    ],
    [
      'de',
      'Jürgen und der Igel',
      'Jürgen',
      'Ein Märchen für Jürgen',
      'Herr Müller sagte: „Grüß dich, Jürgen!“ Der garçon aß süße Äpfel.',
    ],
    [
      'en',
      'Zoë and the hedgehog',
      'Zoë',
      'A bedtime tale for Zoë',
      'Zoë met Mr Müller at the café; the garçon said “Érase” and smiled.',
    ],
  ] as const)('sets %s text with accents and no missing glyphs', async (language, title, hero, dedication, page) => {
    const tale = fixtureTale(language, title, [page]);
    const artifact = await typesetter.typeset(tale, await fixturePictures(1), request(hero, 'Девочка', language));
    const pdf = await openPdf(artifact.data);
    try {
      expect(Number((await pdf.info()).Pages)).toBe(3);
      for (const font of await pdf.fonts()) expect(font.embedded && /Nunito/.test(font.name), font.name).toBe(true);
      const text = (await pdf.text()).replace(/\s+/g, ' ');
      expect(text).toContain(title);
      expect(text).toContain(dedication);
      expect(text).toContain(page);
    } finally {
      await pdf.close();
    }
  });

  it('prints a name with an emoji or in another script from embedded fonts only, never a missing glyph', async () => {
    const page = 'Нино 😀 и Ани 🌸 нашли котёнка 🐱. Աննա и ნინო помахали им, а अनु улыбнулась.';
    const tale = fixtureTale('ru', 'Нино 😀 и котёнок', [page]);
    const artifact = await typesetter.typeset(tale, await fixturePictures(1), request('Нино 😀', 'Девочка', 'ru'));
    const pdf = await openPdf(artifact.data);
    try {
      const fonts = await pdf.fonts();
      for (const font of fonts) expect(font.embedded && /Nunito|DejaVu/.test(font.name), font.name).toBe(true);
      expect(fonts.some((font) => /DejaVu/.test(font.name))).toBe(true);
      const text = (await pdf.text()).replace(/\s+/g, ' ');
      expect(text).toContain('Нино 😀 и котёнок');
      // What a font draws is printed; the emoji no font has is left out; each letter of a script none has shows "�" (अनु: two).
      expect(text).toContain('Нино 😀 и Ани нашли котёнка 🐱. Աննա и ნინო помахали им, а �� улыбнулась.');
      // A glyph drawn from a font the layout did not measure (Helvetica standing in) runs into
      // the next word: on the cover and the page, no two word boxes may overlap.
      const words = await pdf.words();
      for (const page of [1, 3]) {
        const boxes = words.filter((word) => word.page === page);
        for (const box of boxes) expect(box.xMax - box.xMin, box.word).toBeGreaterThan(1);
        const overlapping = boxes.flatMap((a, i) =>
          boxes
            .slice(i + 1)
            .filter((b) => Math.min(a.xMax, b.xMax) - Math.max(a.xMin, b.xMin) > 0.5)
            .filter((b) => Math.min(a.yMax, b.yMax) - Math.max(a.yMin, b.yMin) > 0.5)
            .map((b) => `${a.word} / ${b.word}`),
        );
        expect(overlapping, `page ${page}`).toEqual([]);
        // The name is read back as typed, its emoji a word of its own right after it.
        const read = boxes.map((box) => box.word).join(' ');
        expect(read).toContain('Нино 😀 и');
      }
    } finally {
      await pdf.close();
    }
  });

  it('fits a long page for older children on its own page, above the page number', async () => {
    const long =
      'Ёжик долго шёл по лесной тропинке, заглядывал под каждый куст и спрашивал у каждой птицы, не видела ли она его маленький фонарик. ';
    const pages = [long.repeat(9).trim(), `${long.repeat(4)}\n${long.repeat(4)}`.trim()];
    const tale = { ...fixtureTale('ru', 'Ёжик и фонарик', pages, QUESTIONS_RU), ageBand: '8-10' as const };
    const artifact = await typesetter.typeset(tale, await fixturePictures(2), request('Маша', 'Девочка', 'ru'));
    const pdf = await openPdf(artifact.data);
    try {
      expect(Number((await pdf.info()).Pages)).toBe(1 + 2 * 2 + 1);
      const words = await pdf.words();
      const lowestText = Math.max(...words.filter((word) => !/^\d+$/.test(word.word)).map((word) => word.yMax));
      // Page numbers sit 26 pt from the bottom edge; the text must end above them.
      expect(lowestText).toBeLessThan(PAGE.height - 40);
      for (const [index, text] of pages.entries()) {
        const printed = (await pdf.text(3 + 2 * index)).replace(/\s+/g, ' ');
        expect(printed).toContain(text.replace(/\s+/g, ' '));
      }
    } finally {
      await pdf.close();
    }
  });

  it('fits five questions with long German words on the last page', async () => {
    const questions: WrittenQuestion[] = Array.from({ length: 5 }, (_, index) => ({
      question: `Warum wollte Jürgen das Boot teilen? (Frage ${index + 1})`,
      options: [
        'Weil das Spielen zu zweit mehr Freude macht',
        'Weil das Boot auf einmal zu schwer geworden war',
        'Weil der Frosch ihm eine Muschel geschenkt hatte',
      ],
      answer: index % 3,
    }));
    const tale = fixtureTale('de', 'Jürgen und der Frosch', ['Es war einmal ein Boot.'], questions);
    const artifact = await typesetter.typeset(tale, await fixturePictures(1), request('Jürgen', 'Мальчик', 'de'));
    const pdf = await openPdf(artifact.data);
    try {
      expect(Number((await pdf.info()).Pages)).toBe(4);
      const last = (await pdf.text(4)).replace(/\s+/g, ' ');
      expect(last).toContain('(Frage 5)');
      expect(last).toMatch(/Antworten: 1 — a\)\s+2 — b\)\s+3 — c\)\s+4 — a\)\s+5 — b\)/);
    } finally {
      await pdf.close();
    }
  });

  it('refuses pictures that do not match the pages', async () => {
    const tale = fixtureTale('en', 'Two pages', ['One.', 'Two.']);
    await expect(typesetter.typeset(tale, await fixturePictures(1), request('Sam', 'Мальчик', 'en'))).rejects.toThrow(
      /2 pages but 1 pictures/,
    );
  });
});
