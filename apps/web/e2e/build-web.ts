import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildWeb, dataTemplate } from './harness';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The data folder each browser test file's server starts from a copy of (harness.ts dataTemplate). */
    dataTemplate: string | null;
  }
}

/** Once per browser run, before the first browser test file starts its server. */
export default async function setup(project: TestProject): Promise<() => void> {
  buildWeb();
  const template = await dataTemplate();
  project.provide('dataTemplate', template);
  return () => {
    if (template) rmSync(dirname(template), { recursive: true, force: true });
  };
}
