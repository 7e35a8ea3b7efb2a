// What the browser test files share in vitest (the harness itself also serves the scripts).
import { afterAll, beforeAll, inject } from 'vitest';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { APP_LIVE_MARK } from '../src/app/prerendered';
import { launchBrowser, startApp, type RunningApp } from './harness';

/** The password of the parents the browser tests sign up. */
export const PASSWORD = 'Lantern-by-the-river-42';

/**
 * The web app (built once per run by build-web.ts) served by the real server, and a
 * browser, for the test file that calls this (started before its tests, stopped after).
 */
export function appInBrowser(): { readonly app: RunningApp; readonly browser: Browser } {
  const running = {} as { app: RunningApp; browser: Browser };
  beforeAll(async () => {
    running.app = await startApp({}, inject('dataTemplate'));
    running.browser = await launchBrowser();
  });
  afterAll(async () => {
    await running.browser?.close();
    await running.app?.stop();
  });
  return running;
}

/** A parent with one child (Masha), signed up through the API the web app uses; returns their token. */
export async function parentWithChild(app: Pick<RunningApp, 'url'>, email: string): Promise<string> {
  const json = { 'Content-Type': 'application/json' };
  const signup = await fetch(`${app.url}/api/user/`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password: PASSWORD, privacy_accepted: true, personal_data_consent: true }),
  });
  if (!signup.ok) throw new Error(`signup of ${email}: ${signup.status} ${await signup.text()}`);
  const login = await fetch(`${app.url}/api/auth/token/login/`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const { auth_token } = (await login.json()) as { auth_token: string };
  await fetch(`${app.url}/api/child/`, {
    method: 'POST',
    headers: { ...json, Authorization: `Token ${auth_token}` },
    body: JSON.stringify({ name: 'Masha', sex: 'Девочка', date_of_birth: '2019-05-01' }),
  });
  return auth_token;
}

/** Gives the parent story access through the sandbox checkout, as its confirm button would. */
export async function subscribe(app: Pick<RunningApp, 'url'>, token: string): Promise<void> {
  const headers = { 'Content-Type': 'application/json', Authorization: `Token ${token}` };
  const { payment_url } = (await (
    await fetch(`${app.url}/api/user/subscription/`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ plan: 'monthly' }),
    })
  ).json()) as { payment_url: string };
  const confirmed = await fetch(new URL(payment_url, app.url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'decision=confirm',
    redirect: 'manual',
  });
  if (confirmed.status !== 303) throw new Error(`sandbox checkout answered ${confirmed.status}`);
}

/** A finished English tale of the parent's first child; returns its id. */
export async function readyTale(app: RunningApp, token: string): Promise<number> {
  const headers = { 'Content-Type': 'application/json', Authorization: `Token ${token}` };
  const [child] = (await (await fetch(`${app.url}/api/child/`, { headers })).json()) as Array<{ id: number }>;
  const [moral] = (await (await fetch(`${app.url}/api/moral/`, { headers })).json()) as Array<{ id: number }>;
  const made = await fetch(`${app.url}/api/tale/`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ child: child!.id, moral: moral!.id, language: 'en' }),
  });
  const { id } = (await made.json()) as { id: number };
  for (const deadline = Date.now() + 120_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 500))) {
    const { status } = (await (await fetch(`${app.url}/api/tale/${id}/`, { headers })).json()) as { status: string };
    if (status === 'ready') return id;
    if (status === 'failed') throw new Error(`tale ${id} failed`);
  }
  throw new Error(`tale ${id} was not ready in 120 s`);
}

export interface AppPageOptions extends BrowserContextOptions {
  locale: string;
  /** Signs the page in as this parent (their login cookie). */
  token?: string;
  /** An uncaught error in the page fails the test (default); off where a test provokes one. */
  failOnPageError?: boolean;
}

/**
 * A page of the served app in `locale`, set on the first load only, so later loads keep whatever
 * language the parent picks; signed in when given a token. The service worker is blocked unless
 * asked for: once it controls a page, its fetches pass by `page.route`, so a routed answer would
 * reach the page or not depending on how fast the worker installed.
 */
export async function openApp(
  running: { readonly app: RunningApp; readonly browser: Browser },
  { locale, token, failOnPageError = true, serviceWorkers = 'block', ...options }: AppPageOptions,
): Promise<Page> {
  const context = await running.browser.newContext({ ...options, serviceWorkers });
  if (token) await context.addCookies([{ name: '__wt-at', value: token, url: running.app.url }]);
  await context.addInitScript(
    (l) => localStorage.getItem('skazka.locale') || localStorage.setItem('skazka.locale', l),
    locale,
  );
  const page = await context.newPage();
  if (failOnPageError)
    page.on('pageerror', (error) => {
      throw error;
    });
  return page;
}

/**
 * Waits until the app has drawn its first screen (its APP_LIVE_MARK): a page the server rendered
 * (a parent's tale, the public pages) looks whole before, and a tap on it then is lost.
 */
export const appLive = (page: Page) =>
  page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, APP_LIVE_MARK);
