import Fastify from 'fastify';
import { type LevelWithSilent, pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { RequestLines } from './request-lines.js';

const apps: Array<{ close(): Promise<unknown> }> = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** A Fastify app whose logs (its own and the request lines) are collected, parsed. */
async function appLogging(level: LevelWithSilent) {
  const lines: Array<Record<string, unknown>> = [];
  const stream = { write: (line: string) => void lines.push(JSON.parse(line)) };
  const app = Fastify({ loggerInstance: pino({ level }, stream), logController: new RequestLines(level, stream) });
  app.get('/ok', async () => ({ ok: true }));
  app.get('/broken', async () => {
    throw new Error('the disk is gone');
  });
  await app.ready();
  apps.push(app);
  return { app, lines };
}

describe('the request line', () => {
  it('is one line per answered request, as pino writes an info line, with status and time and no secret', async () => {
    const { app, lines } = await appLogging('info');
    await app.inject({ url: '/ok?token=abc123&page=2', headers: { 'x-forwarded-for': '10.0.0.1' } });
    expect(lines).toHaveLength(1);
    const [line] = lines;
    const written: Array<Record<string, unknown>> = [];
    pino({ level: 'info' }, { write: (text: string) => void written.push(JSON.parse(text)) }).info(
      { reqId: 'x', method: 'GET', url: '/', status: 200, ms: 1, ip: '' },
      'request',
    );
    expect(Object.keys(line!)).toEqual(Object.keys(written[0]!));
    expect(line).toMatchObject({
      level: 30,
      pid: process.pid,
      hostname: written[0]!.hostname,
      method: 'GET',
      url: '/ok?token=[redacted]&page=2',
      status: 200,
      ip: '127.0.0.1',
      msg: 'request',
    });
    expect(line!.reqId).toEqual(expect.any(String));
    expect(line!.ms).toEqual(expect.any(Number));
    expect(Math.abs((line!.time as number) - Date.now())).toBeLessThan(60_000);
  });

  it('follows the error line of a request that failed, and is not written at a level above info', async () => {
    const atInfo = await appLogging('info');
    await atInfo.app.inject({ url: '/broken' });
    expect(atInfo.lines.map(({ msg, status, level }) => ({ msg, status, level }))).toEqual([
      { msg: 'the disk is gone', status: undefined, level: 50 },
      { msg: 'request', status: 500, level: 30 },
    ]);
    for (const level of ['warn', 'silent'] as const) {
      const quiet = await appLogging(level);
      await quiet.app.inject({ url: '/ok' });
      expect(quiet.lines, level).toEqual([]);
    }
  });
});
