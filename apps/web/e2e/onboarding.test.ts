// @vitest-environment node
/**
 * The onboarding as a parent meets it on a phone in Russian and on a desktop in
 * English: the benefit steps show the real demo tale (its pages, a question, the
 * start of its narration), the browser's Back goes to the previous step rather
 * than out of the wizard, and the language step chooses the tales' language
 * without changing the interface's.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { QuestionPage, Tale } from '@skazka/contract';
import { uniqueEmail } from './harness';
import { appInBrowser, openApp, PASSWORD } from './suite';

const running = appInBrowser();

const TEXTS = {
  ru: {
    next: 'Далее',
    back: 'Назад',
    skip: 'Пропустить',
    step: (n: number) => `Шаг ${n} из 10`,
    childName: 'Имя ребёнка',
    girl: 'Девочка',
    birthday: 'Дата рождения',
    friendName: 'Имя друга',
    friendTitle: 'Кто будет другом?',
    childTitle: 'Кто главный герой?',
    moralTitle: 'Чему научит сказка?',
    listen: 'Послушать начало',
    pause: 'Пауза',
    nextPage: 'Следующая страница',
    other: 'Français',
    otherLocale: 'fr',
    email: 'Электронная почта',
    password: 'Пароль',
    repeat: 'Повторите пароль',
    signUp: 'Зарегистрироваться',
    taleLanguage: 'Язык сказки',
    moralGroup: 'Мораль',
  },
  en: {
    next: 'Next',
    back: 'Back',
    skip: 'Skip',
    step: (n: number) => `Step ${n} of 10`,
    childName: "Child's name",
    girl: 'Girl',
    birthday: 'Date of birth',
    friendName: "Friend's name",
    friendTitle: 'Who is the friend?',
    childTitle: 'Who is the hero?',
    moralTitle: 'What will the tale teach?',
    listen: 'Listen to the beginning',
    pause: 'Pause',
    nextPage: 'Next page',
    other: 'Deutsch',
    otherLocale: 'de',
    email: 'Email',
    password: 'Password',
    repeat: 'Repeat the password',
    signUp: 'Sign up',
    taleLanguage: 'Language of the tale',
    moralGroup: 'Moral',
  },
} as const;
type Locale = keyof typeof TEXTS;
const CASES = [
  ['ru', 375],
  ['en', 1440],
] as const;

async function openPage(locale: Locale, width: number): Promise<Page> {
  return openApp(running, { locale, viewport: { width, height: width < 500 ? 812 : 900 } });
}

/** The demo tale the server shows in that language (made on its first request), and its first question. */
async function demoTale(locale: Locale): Promise<{ tale: Tale; question: QuestionPage }> {
  const headers = { 'ark-language': locale };
  const tale = (await (await fetch(`${running.app.url}/api/tale/view_example/`, { headers })).json()) as Tale;
  const question = (await (
    await fetch(`${running.app.url}/api/tale/${tale.id}/question/?page=1`, { headers })
  ).json()) as QuestionPage;
  return { tale, question };
}

const heading = (page: Page) => page.locator('main h1').innerText();

/** From the first benefit step through the hero, the friend and the moral (the third), to the language step; the moral's name. */
async function walkToLanguage(page: Page, texts: (typeof TEXTS)[Locale]) {
  for (let i = 0; i < 4; i++) await page.getByRole('button', { name: texts.next, exact: true }).click();
  await page.getByLabel(texts.childName).fill('Masha');
  await page.getByLabel(texts.girl).check();
  await page.getByLabel(texts.birthday).fill('2019-05-01');
  await page.getByRole('button', { name: texts.next, exact: true }).click();
  await page.getByLabel(texts.friendName).fill('Hedgehog');
  await page.getByRole('button', { name: texts.next, exact: true }).click();
  const moral = page.getByRole('radiogroup').getByRole('radio').nth(2);
  await moral.click();
  const moralName = (await moral.locator('strong').innerText()).trim();
  await page.getByRole('button', { name: texts.next, exact: true }).click();
  await page.getByText(texts.step(8)).waitFor();
  return moralName;
}

describe('the onboarding', () => {
  it.each(CASES)(
    'shows the demo tale on its benefit steps and plays its narration (%s, %i px)',
    async (locale, width) => {
      const texts = TEXTS[locale];
      const { tale, question } = await demoTale(locale);
      const page = await openPage(locale, width);
      await page.goto(`${running.app.url}/onboarding`);

      // Its pages: the picture and the text of each, turned with the page buttons.
      const sample = page.locator('.demo-sample');
      await sample.locator('.tale-page img').waitFor();
      expect(await sample.locator('.tale-page img').getAttribute('src')).toBe(tale.pages[0]!.image_url);
      expect(await sample.locator('.page-text').innerText()).toBe(tale.pages[0]!.text.trim());
      // The picture loads after its tag appears; a broken one settles complete with no width.
      await expect
        .poll(() =>
          sample.locator('.tale-page img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
        )
        .toBeGreaterThan(0);
      await sample.getByRole('button', { name: texts.nextPage }).click();
      expect(await sample.locator('.page-text').innerText()).toBe(tale.pages[1]!.text.trim());
      expect(await sample.getByText(tale.title, { exact: false }).count()).toBeGreaterThan(0);

      // A question about it, as the tale asks it after reading.
      await page.getByRole('button', { name: texts.next, exact: true }).click();
      await sample.getByText(question.question).waitFor();
      for (const option of question.options) await sample.getByText(option, { exact: true }).waitFor();

      // A few seconds of its narration, played with the button.
      await page.getByRole('button', { name: texts.next, exact: true }).click();
      await sample.getByRole('button', { name: texts.listen }).click();
      await page.waitForFunction(
        () => {
          const played = document.querySelector<HTMLAudioElement>('.demo-sample audio')?.played;
          return !!played?.length && played.end(played.length - 1) > 0.5;
        },
        undefined,
        { timeout: 20_000 },
      );
      await sample.getByRole('button', { name: texts.pause }).click();
      await page.waitForFunction(() => document.querySelector<HTMLAudioElement>('.demo-sample audio')!.paused);
      expect(await page.evaluate(() => document.querySelector('.demo-sample audio')!.getAttribute('src'))).toMatch(
        /narration/,
      );
      await page.screenshot({ path: `/tmp/onboarding-audio-${locale}-${width}.png`, fullPage: true });
      await page.context().close();
    },
  );

  it.each(CASES)(
    "goes back a step with the browser's Back, never out of the wizard (%s, %i px)",
    async (locale, width) => {
      const texts = TEXTS[locale];
      const page = await openPage(locale, width);
      await page.goto(`${running.app.url}/welcome`);
      await page.goto(`${running.app.url}/onboarding`);
      for (let i = 0; i < 4; i++) await page.getByRole('button', { name: texts.next, exact: true }).click();
      await page.getByLabel(texts.childName).fill('Masha');
      await page.getByLabel(texts.girl).check();
      await page.getByLabel(texts.birthday).fill('2019-05-01');
      await page.getByRole('button', { name: texts.next, exact: true }).click();
      await page.getByLabel(texts.friendName).fill('Hedgehog');
      await page.getByRole('button', { name: texts.next, exact: true }).click();
      expect(await heading(page)).toBe(texts.moralTitle);

      await page.goBack();
      await page.getByRole('heading', { level: 1, name: texts.friendTitle }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/onboarding');
      expect(await page.getByLabel(texts.friendName).inputValue()).toBe('Hedgehog');
      await page.goBack();
      await page.getByRole('heading', { level: 1, name: texts.childTitle }).waitFor();
      expect(await page.getByLabel(texts.childName).inputValue()).toBe('Masha');
      // Forward again, and the page's own Back button walks the same history.
      await page.goForward();
      await page.getByRole('heading', { level: 1, name: texts.friendTitle }).waitFor();
      await page.getByRole('button', { name: texts.back }).click();
      await page.getByRole('heading', { level: 1, name: texts.childTitle }).waitFor();
      await page.goBack();
      await page.getByText(texts.step(4)).waitFor();
      expect(new URL(page.url()).pathname).toBe('/onboarding');
      // A reload stays on the step.
      await page.reload();
      await page.getByText(texts.step(4)).waitFor();
      await page.context().close();
    },
  );

  it.each(CASES)(
    "the language step sets the tales' language and leaves the interface's alone (%s, %i px)",
    async (locale, width) => {
      const texts = TEXTS[locale];
      const page = await openPage(locale, width);
      await page.goto(`${running.app.url}/onboarding`);
      const moral = await walkToLanguage(page, texts);
      const languageTitle = await heading(page);
      await page.getByRole('radio', { name: texts.other }).click();
      expect(await page.getByRole('radio', { name: texts.other }).getAttribute('aria-checked')).toBe('true');
      // Still the interface the parent reads: its language, its words.
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
      expect(await heading(page)).toBe(languageTitle);
      expect(await page.evaluate(() => localStorage.getItem('skazka.locale'))).toBe(locale);
      await page.getByRole('button', { name: texts.next, exact: true }).click();
      await page.getByText(texts.step(9)).waitFor();
      await page.getByRole('button', { name: texts.skip }).click();
      await page.getByLabel(texts.email).fill(uniqueEmail(`onboarding-${locale}`));
      await page.getByLabel(texts.password, { exact: true }).fill(PASSWORD);
      await page.getByLabel(texts.repeat).fill(PASSWORD);
      for (const box of await page.getByRole('checkbox').all()) await box.check();
      await page.getByRole('button', { name: texts.signUp }).click();
      await page.waitForURL('**/new');
      // The wizard offers the tale in the language chosen, in the interface's language.
      const languages = page.getByRole('radiogroup', { name: texts.taleLanguage });
      await languages.getByRole('radio', { name: texts.other }).waitFor();
      expect(await languages.getByRole('radio', { name: texts.other }).getAttribute('aria-checked')).toBe('true');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
      // And the moral chosen in the onboarding first and chosen, before any tale tells the server.
      const firstMoral = page.getByRole('radiogroup', { name: texts.moralGroup }).getByRole('radio').first();
      expect(await firstMoral.innerText()).toBe(moral);
      expect(await firstMoral.getAttribute('aria-checked')).toBe('true');
      await page.context().close();
    },
  );
});
