import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { LazyLogger } from './lazy-logger.js';

function collected() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = { write: (line: string) => void lines.push(JSON.parse(line)) };
  return { lines, logger: pino({ level: 'info' }, stream) };
}

describe('a request logger made on first use', () => {
  it('makes no child logger for a request that logs nothing', () => {
    const { logger } = collected();
    const child = vi.spyOn(logger, 'child');
    const lazy = new LazyLogger(logger, { reqId: 'r-1' });
    expect(lazy.level).toBe('info');
    expect(child).not.toHaveBeenCalled();
  });

  it('writes each line with the request’s bindings, through one child made once', () => {
    const { logger, lines } = collected();
    const child = vi.spyOn(logger, 'child');
    const lazy = new LazyLogger(logger, { reqId: 'r-3' });
    lazy.warn({ status: 500 }, 'first');
    lazy.error('second');
    expect(child).toHaveBeenCalledTimes(1);
    lazy.child({ job: 'tale' }).info('third');
    expect(lines.map(({ reqId, msg, status, job }) => ({ reqId, msg, status, job }))).toEqual([
      { reqId: 'r-3', msg: 'first', status: 500, job: undefined },
      { reqId: 'r-3', msg: 'second', status: undefined, job: undefined },
      { reqId: 'r-3', msg: 'third', status: undefined, job: 'tale' },
    ]);
  });
});
