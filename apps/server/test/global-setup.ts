import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import PgBoss from 'pg-boss';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_DIR, openPglite } from '../src/db/database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

const CACHE_DIR = join(import.meta.dirname, '../../../node_modules/.cache/skazka-server');

/** A fingerprint of everything that shapes the template: every migration and pg-boss's version. */
function templateKey(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(entry.name).update(readFileSync(path));
    }
  };
  walk(MIGRATIONS_DIR);
  hash.update(
    JSON.parse(readFileSync(join(import.meta.dirname, '../../../node_modules/pg-boss/package.json'), 'utf8')).version,
  );
  return hash.digest('hex').slice(0, 16);
}

/**
 * Creating a PGlite database costs seconds; loading a dump of a migrated one costs
 * a fraction. The dump is made once per schema change and reused by every test file.
 */
export default async function setup(project: TestProject) {
  const file = join(CACHE_DIR, `template-${templateKey()}.tar`);
  if (!existsSync(file)) {
    const pglite = await PGlite.create();
    const database = await openPglite({ instance: pglite });
    const boss = new PgBoss({ db: { executeSql: database.executeSql } });
    await boss.start();
    await boss.stop({ graceful: false, wait: true });
    const dump = await pglite.dumpDataDir('none');
    await pglite.close();
    mkdirSync(CACHE_DIR, { recursive: true });
    writeFileSync(`${file}.tmp`, Buffer.from(await dump.arrayBuffer()));
    renameSync(`${file}.tmp`, file);
  }
  project.provide('pgliteTemplate', file);
}
