import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('config', () => {
  it('runs with no variables at all, keeping a generated media secret in DATA_DIR', () => {
    const dir = mkdtempSync(join(tmpdir(), 'skazka-config-'));
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      PORT: 3000,
      PUBLIC_URL: 'http://localhost:3000',
      DATA_DIR: dir,
      IN_PROCESS_WORKER: true,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.MEDIA_SIGNING_SECRET).toBe(readFileSync(join(dir, 'media-signing-secret'), 'utf8'));
    expect(loadConfig({ DATA_DIR: dir }).MEDIA_SIGNING_SECRET).toBe(config.MEDIA_SIGNING_SECRET);
  });

  it('points PUBLIC_URL at this server on PORT unless it is set', () => {
    const dir = mkdtempSync(join(tmpdir(), 'skazka-config-'));
    expect(loadConfig({ DATA_DIR: dir, PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
    expect(loadConfig({ DATA_DIR: dir, PORT: '8080', PUBLIC_URL: 'https://skazka.example/' }).PUBLIC_URL).toBe(
      'https://skazka.example',
    );
  });

  it('lists every bad variable at once', () => {
    expect(() =>
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        PUBLIC_URL: 'not a url',
        LOG_LEVEL: 'loud',
        MEDIA_SIGNING_SECRET: 'short',
      }),
    ).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*PUBLIC_URL[\s\S]*LOG_LEVEL[\s\S]*MEDIA_SIGNING_SECRET/);
  });

  it('treats empty variables as unset and resolves DATA_DIR from where npm was run', () => {
    const config = loadConfig({
      DATABASE_URL: '',
      INIT_CWD: '/srv/skazka',
      DATA_DIR: 'data',
      MEDIA_SIGNING_SECRET: 'x'.repeat(32),
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toBe('/srv/skazka/data');
  });
});
