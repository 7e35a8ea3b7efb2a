// Temporary: screenshots for looking (not committed).
import { buildWeb, launchBrowser, startApp } from '../e2e/harness';

async function parentWithChild(app: { url: string }, email: string) {
  const json = { 'Content-Type': 'application/json' };
  const password = 'Lantern-by-the-river-42';
  await fetch(`${app.url}/api/user/`, { method: 'POST', headers: json, body: JSON.stringify({ email, password, privacy_accepted: true, personal_data_consent: true }) });
  const { auth_token } = (await (await fetch(`${app.url}/api/auth/token/login/`, { method: 'POST', headers: json, body: JSON.stringify({ email, password }) })).json()) as { auth_token: string };
  await fetch(`${app.url}/api/child/`, { method: 'POST', headers: { ...json, Authorization: `Token ${auth_token}` }, body: JSON.stringify({ name: 'Маша', sex: 'Девочка', date_of_birth: '2019-05-01' }) });
  await fetch(`${app.url}/api/character/`, { method: 'POST', headers: { ...json, Authorization: `Token ${auth_token}` }, body: JSON.stringify({ name: 'Ёжик', kind: 'hedgehog' }) });
  return auth_token;
}

buildWeb();
const app = await startApp();
const browser = await launchBrowser();
try {
  for (const l of ['ru', 'en', 'de']) await fetch(`${app.url}/api/tale/view_example/`, { headers: { 'ark-language': l } });
  const token = await parentWithChild(app, `look-${Date.now()}@example.com`);
  for (const [locale, width] of [['ru', 375], ['de', 375], ['en', 1440]] as const) {
    const context = await browser.newContext({ viewport: { width, height: width < 500 ? 812 : 900 } });
    await context.addInitScript((l) => { localStorage.setItem('skazka.locale', l); localStorage.setItem('skazka.theme', 'light'); localStorage.setItem('skazka.onboarding', JSON.stringify({ step: 4 })); }, locale);
    const page = await context.newPage();
    for (const step of ['benefits', 'questions', 'audio', 'print']) {
      await page.goto(`${app.url}/onboarding?step=${step}`);
      await page.locator('.demo-sample').waitFor();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `/tmp/x/shots/onb-${step}-${locale}-${width}.png`, fullPage: true });
    }
    await context.addCookies([{ name: '__wt-at', value: token, url: app.url }]);
    await page.goto(`${app.url}/new`);
    await page.locator('[role="radio"][aria-checked="true"]').first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `/tmp/x/shots/new-${locale}-${width}.png`, fullPage: true });
    await page.screenshot({ path: `/tmp/x/shots/new-view-${locale}-${width}.png` });
    await context.close();
  }
} finally {
  await browser.close();
  await app.stop();
}
