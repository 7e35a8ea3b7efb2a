// Only the budgeted number of the benchmark (scripts/bench.ts), without its Lighthouse runs: builds, serves, measures.
import { buildWeb, startApp } from '../e2e/harness';
import { describeInitialJs, initialJs } from './initial-js';

buildWeb();
const app = await startApp();
try {
  console.log(describeInitialJs(await initialJs(app.url)));
} finally {
  await app.stop();
}
