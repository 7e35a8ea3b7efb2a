// Web performance budget, measured (not asserted): initial JavaScript of /welcome
// gzipped, and Lighthouse mobile performance and accessibility scores.
import { spawn } from 'node:child_process';
import { API, AUTH_COOKIE, DEFAULT_LOCALE } from '@skazka/contract';
import lighthouse, { type RunnerResult } from 'lighthouse';
import { chromium } from 'playwright-core';
import { buildWeb, CHROMIUM_ARGS, startApp } from '../e2e/harness';
import { describeInitialJs, initialJs } from './initial-js';
import { signedInTale } from './signed-in-tale';

/** Lighthouse runs per page; the median is reported, as Lighthouse's docs advise (one run varies by several points). */
const RUNS = 3;
/** The metrics the mobile performance score is made of, to see which one costs points. */
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
] as const;

buildWeb();
// The signed-in page needs a tale made without a subscription.
const app = await startApp({ REQUIRE_SUBSCRIPTION: 'false' });
try {
  console.log(describeInitialJs(await initialJs(app.url)));

  // A running server has made its demo tale long before; its first visitor's wait is not the page's speed.
  await fetch(`${app.url}${API.taleExample}`, { headers: { 'ark-language': DEFAULT_LOCALE } });
  const tale = await signedInTale(app.url);
  const port = Number(process.env.BENCH_CHROME_PORT ?? 9333);
  const chrome = spawn(
    '/usr/bin/chromium',
    [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`, '--user-data-dir=/tmp/skazka-lighthouse'],
    { stdio: 'ignore' },
  );
  await new Promise((r) => setTimeout(r, 1500));
  try {
    // Lighthouse clears storage before each run but keeps cookies: the session cookie signs the story page in.
    const profile = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
    await profile.contexts()[0]!.addCookies([{ name: AUTH_COOKIE, value: tale.token, url: app.url }]);
    await profile.close();
    for (const path of ['/welcome', '/signin', '/story/demo', `/story/${tale.id}`]) {
      const runs: RunnerResult[] = [];
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(`${app.url}${path}`, {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          formFactor: 'mobile',
        });
        runs.push(result!);
      }
      const scoreOf = (run: RunnerResult) => run.lhr.categories.performance?.score ?? 0;
      const median = [...runs].sort((a, b) => scoreOf(a) - scoreOf(b))[Math.floor(RUNS / 2)]!;
      const { accessibility } = median.lhr.categories;
      const problem = median.lhr.runtimeError
        ? ` (${median.lhr.runtimeError.code}: ${median.lhr.runtimeError.message})`
        : '';
      const metrics = METRICS.map(([id, label]) => `${label} ${median.lhr.audits[id]?.displayValue ?? '?'}`).join(', ');
      const all = runs.map((run) => Math.round(scoreOf(run) * 100)).join(' / ');
      console.log(
        `lighthouse ${path}: performance ${Math.round(scoreOf(median) * 100)} (runs ${all}), accessibility ${Math.round((accessibility?.score ?? 0) * 100)} (${metrics})${problem}`,
      );
    }
  } finally {
    chrome.kill();
  }
} finally {
  await app.stop();
}
