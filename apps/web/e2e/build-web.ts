import { buildWeb } from './harness';

/** Once per browser run, before the first browser test file starts its server. */
export default function setup(): void {
  buildWeb();
}
