// What a page loads and runs before its largest paint, in figures that barely depend on
// how busy the machine is (scripts and their gzipped bytes, API calls and how deep they
// chain), beside the timings (LCP, long tasks) taken with Lighthouse's mobile throttling
// applied by DevTools. Made to compare /story/demo with a signed-in /story/{id}.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { API, AUTH_COOKIE, DEFAULT_LOCALE } from '@skazka/contract';
import type { Browser } from 'playwright-core';
import { buildWeb, launchBrowser, startApp } from '../e2e/harness';
import { signedInTale } from './signed-in-tale';

const RUNS = Number(process.env.FIRST_RENDER_RUNS ?? 3);
/** The web build to serve and weigh: this one's, or another (a copy of an earlier build) to compare with. */
const dist = resolve(process.env.FIRST_RENDER_DIST ?? join(import.meta.dirname, '../dist'));
/** Lighthouse's mobile profile: slow 4G and a 4× slower CPU (applied by DevTools here, not simulated). */
const THROTTLING = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;
const PHONE = { width: 412, height: 823 };

interface Figures {
  textMs: number;
  pictureMs: number;
  lcpMs: number;
  lcpElement: string;
  longTaskMs: number;
  scripts: number;
  scriptKb: number;
  /** API calls started before the largest paint, each with its start in ms after navigation. */
  apiCalls: string[];
  requests: number;
}

type Seen = ReturnType<typeof observe>;

/** Runs in the page before its own scripts: keeps the largest paint and the long tasks. */
function observe() {
  const seen = { lcp: 0, element: '', textShown: 0, pictureShown: 0, longTasks: [] as Array<[number, number]> };
  // The tale's first page as a reader sees it: its text in the DOM, its picture decoded.
  // An inline callback, not a named function: tsx would name it with a helper the page does not have.
  const timer = setInterval(() => {
    const picture = document.querySelector<HTMLImageElement>('.tale-page img');
    // Prerendered markup the boot script marked stale is there but hidden until React renders the visitor's own.
    const text = document.querySelector('.tale-page__text');
    if (!seen.textShown && text?.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
      seen.textShown = performance.now();
    if (seen.textShown && !seen.pictureShown && picture?.complete && picture.naturalWidth > 0)
      seen.pictureShown = performance.now();
    if (seen.pictureShown) clearInterval(timer);
  }, 16);
  (window as unknown as { __firstRender: typeof seen }).__firstRender = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { element?: Element | null }>) {
      seen.lcp = entry.startTime;
      const el = entry.element;
      seen.element = el
        ? `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''}`
        : '?';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  return seen;
}

/** One first visit: a new context (no cache, no service worker), signed in by its cookie as Lighthouse's profile is. */
async function measure(browser: Browser, url: string, token: string): Promise<Figures> {
  const context = await browser.newContext();
  await context.addCookies([{ name: AUTH_COOKIE, value: token, url }]);
  const page = await context.newPage();
  await page.setViewportSize(PHONE);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...THROTTLING });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const started: Array<{ at: number; path: string; type: string }> = [];
  page.on('request', (request) =>
    started.push({ at: Date.now(), path: new URL(request.url()).pathname, type: request.resourceType() }),
  );
  await page.addInitScript(observe);
  const navigationStart = Date.now();
  await page.goto(url);
  await page.waitForFunction(
    () => (window as unknown as { __firstRender: Seen }).__firstRender.pictureShown > 0,
    null,
    {
      timeout: 60_000,
    },
  );
  const seen = await page.evaluate(() => (window as unknown as { __firstRender: Seen }).__firstRender);
  await context.close();
  if (process.env.FIRST_RENDER_VERBOSE)
    console.log(url, seen, started.map(({ at, path, type }) => `${at - navigationStart} ${type} ${path}`).join('\n'));
  // What was asked for before the tale's first page was whole on screen.
  const shown = Math.max(seen.textShown, seen.pictureShown);
  const before = started.filter(({ at }) => at - navigationStart <= shown);
  const scripts = before.filter(({ type }) => type === 'script');
  return {
    textMs: seen.textShown,
    pictureMs: seen.pictureShown,
    lcpMs: seen.lcp,
    lcpElement: seen.element,
    longTaskMs: seen.longTasks.filter(([at]) => at <= shown).reduce((sum, [, ms]) => sum + ms, 0),
    scripts: scripts.length,
    scriptKb: scripts.reduce((sum, { path }) => sum + gzipSync(readFileSync(join(dist, path))).length, 0) / 1024,
    apiCalls: before
      .filter(({ path }) => path.startsWith('/api/'))
      .map(({ at, path }) => `${path}@${at - navigationStart}`),
    requests: before.length,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

if (!process.env.FIRST_RENDER_NO_BUILD) buildWeb();
const app = await startApp({ REQUIRE_SUBSCRIPTION: 'false', WEB_DIST_DIR: dist });
const browser = await launchBrowser();
try {
  await fetch(`${app.url}${API.taleExample}`, { headers: { 'ark-language': DEFAULT_LOCALE } });
  const tale = await signedInTale(app.url);
  const pages = ['/story/demo', `/story/${tale.id}`];
  const results = new Map<string, Figures[]>(pages.map((path) => [path, []]));
  // Pages alternate, so that a busier moment of the machine falls on both.
  for (let run = 0; run < RUNS; run++)
    for (const path of pages) results.get(path)!.push(await measure(browser, `${app.url}${path}`, tale.token));
  for (const [path, runs] of results) {
    const of = (key: Exclude<keyof Figures, 'lcpElement' | 'apiCalls'>) => median(runs.map((run) => run[key]));
    const ms = (key: 'textMs' | 'pictureMs') =>
      `${Math.round(of(key))} ms (runs ${runs.map((r) => Math.round(r[key])).join(' / ')})`;
    console.log(
      `${path}: first page's text ${ms('textMs')}, its picture ${ms('pictureMs')}; before it: ` +
        `LCP ${Math.round(of('lcpMs'))} ms (runs ${runs.map((r) => Math.round(r.lcpMs)).join(' / ')}) on ${runs[0]!.lcpElement}, ` +
        `long tasks ${Math.round(of('longTaskMs'))} ms, ${of('scripts')} scripts ${of('scriptKb').toFixed(1)} KB gzipped, ` +
        `${of('requests')} requests; API calls (ms after navigation) ${runs.at(-1)!.apiCalls.join(', ') || 'none'}`,
    );
  }
} finally {
  await browser.close();
  await app.stop();
}
