// `npm run docs:api`: builds the app on a throwaway database and writes docs/API.md from its OpenAPI document.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { API_REFERENCE_PATH, type OpenApiDocument, renderApiReference } from '../src/docs/api-reference.js';

const dataDir = mkdtempSync(join(tmpdir(), 'skazka-api-docs-'));
try {
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST_DIR: join(dataDir, 'no-web') });
  const app = await buildApp(config);
  await app.ready();
  writeFileSync(API_REFERENCE_PATH, renderApiReference(app.swagger() as OpenApiDocument));
  await app.close();
  console.log(`wrote ${API_REFERENCE_PATH}`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
