// Web performance budget, measured (not asserted): initial JavaScript of /welcome
// gzipped, and Lighthouse mobile performance and accessibility scores.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
  const profileDir = mkdtempSync(join(tmpdir(), 'skazka-lighthouse-'));
  try {
    // A visitor's pages are measured signed out, as a visitor sees them (signed in, the app loads more).
    await withChromium(port, profileDir, () => measurePages(port, ['/welcome', '/signin', '/story/demo']));
    // Lighthouse clears storage before each run but keeps cookies: the session cookie, written into the
    // profile before Chromium starts again, signs the story page in (the app reads it from document.cookie).
    const signIn = await chromium.launchPersistentContext(profileDir, {
      executablePath: '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    });
    const aYear = Math.round(Date.now() / 1000) + 365 * 24 * 3600;
    await signIn.addCookies([{ name: AUTH_COOKIE, value: tale.token, url: app.url, expires: aYear }]);
    await signIn.close();
    await withChromium(port, profileDir, () => measurePages(port, [`/story/${tale.id}`]));
  } finally {
    // Chromium's helpers may still be writing the profile as it exits: retry rather than fail the run at its end.
    rmSync(profileDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
} finally {
  await app.stop();
}

/** Runs `work` with Chromium listening for Lighthouse on `port`, with the given profile. */
async function withChromium(port: number, profileDir: string, work: () => Promise<void>) {
  const chrome = spawn(
    '/usr/bin/chromium',
    [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profileDir}`],
    { stdio: 'ignore' },
  );
  await new Promise((r) => setTimeout(r, 1500));
  try {
    await work();
  } finally {
    await new Promise((resolve) => {
      chrome.once('exit', resolve);
      chrome.kill();
    });
  }
}

/** Lighthouse, mobile, RUNS times a page; prints the median run's scores and metrics. */
async function measurePages(port: number, paths: string[]) {
  for (const path of paths) {
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
    // A signed-in page that lost its cookie would be measured as the sign-in page it redirects to.
    const landed = new URL(median.lhr.finalDisplayedUrl).pathname;
    const problem = median.lhr.runtimeError
      ? ` (${median.lhr.runtimeError.code}: ${median.lhr.runtimeError.message})`
      : landed === path
        ? ''
        : ` (ended on ${landed})`;
    const metrics = METRICS.map(([id, label]) => `${label} ${median.lhr.audits[id]?.displayValue ?? '?'}`).join(', ');
    const all = runs.map((run) => Math.round(scoreOf(run) * 100)).join(' / ');
    console.log(
      `lighthouse ${path}: performance ${Math.round(scoreOf(median) * 100)} (runs ${all}), accessibility ${Math.round((accessibility?.score ?? 0) * 100)} (${metrics})${problem}`,
    );
  }
}
