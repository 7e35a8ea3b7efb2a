// What the browser test files share in vitest (the harness itself also serves the scripts).
import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { buildWeb, launchBrowser, startApp, type RunningApp } from './harness';

/** The password of the parents the browser tests sign up. */
export const PASSWORD = 'Lantern-by-the-river-42';

/**
 * The web app built and served by the real server, and a browser, for the
 * test file that calls this (started before its tests, stopped after).
 */
export function appInBrowser(): { readonly app: RunningApp; readonly browser: Browser } {
  const running = {} as { app: RunningApp; browser: Browser };
  beforeAll(async () => {
    buildWeb();
    running.app = await startApp();
    running.browser = await launchBrowser();
  });
  afterAll(async () => {
    await running.browser?.close();
    await running.app?.stop();
  });
  return running;
}

/** A parent with one child (Masha), signed up through the API the web app uses; returns their token. */
export async function parentWithChild(app: RunningApp, email: string): Promise<string> {
  const json = { 'Content-Type': 'application/json' };
  await fetch(`${app.url}/api/user/`, { method: 'POST', headers: json, body: JSON.stringify({ email, password: PASSWORD, privacy_accepted: true, personal_data_consent: true }) });
  const login = await fetch(`${app.url}/api/auth/token/login/`, { method: 'POST', headers: json, body: JSON.stringify({ email, password: PASSWORD }) });
  const { auth_token } = (await login.json()) as { auth_token: string };
  await fetch(`${app.url}/api/child/`, { method: 'POST', headers: { ...json, Authorization: `Token ${auth_token}` }, body: JSON.stringify({ name: 'Masha', sex: 'Девочка', date_of_birth: '2019-05-01' }) });
  return auth_token;
}
