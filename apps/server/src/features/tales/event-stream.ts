import type { TaleDetail } from '@skazka/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

// Comments keep proxies from closing a quiet stream.
const KEEPALIVE_MS = 15_000;

/**
 * Sends `events` as text/event-stream (`data: <json>` blocks) until they end or the
 * client goes away; the signal given to `events` aborts when the client leaves.
 */
export async function sendEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  closing: AbortSignal,
  events: (signal: AbortSignal) => AsyncIterable<TaleDetail>,
) {
  const left = new AbortController();
  const signal = AbortSignal.any([left.signal, closing]);
  reply.hijack();
  const out = reply.raw;
  // The response's close, not the request's: a request "closes" as soon as its (empty) body is read.
  out.once('close', () => left.abort());
  out.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-request-id': request.id,
  });
  const keepalive = setInterval(() => out.write(': keepalive\n\n'), KEEPALIVE_MS);
  try {
    for await (const event of events(signal)) out.write(`data: ${JSON.stringify(event)}\n\n`);
  } catch (error) {
    request.log.warn({ err: error }, 'tale event stream failed');
  } finally {
    clearInterval(keepalive);
    out.end();
  }
}

/**
 * At most `limit` live streams per user: each holds a database listener and polls, so
 * a user opening one more ends their oldest (a tab left open, a reconnect that raced).
 */
export function streamsPerUser(limit: number) {
  const open = new Map<number, Set<AbortController>>();
  return async function withinLimit(userId: number, stream: (ended: AbortSignal) => Promise<void>) {
    const mine = open.get(userId) ?? new Set<AbortController>();
    open.set(userId, mine);
    const controller = new AbortController();
    mine.add(controller);
    // A Set iterates in insertion order: the first is the oldest.
    if (mine.size > limit) {
      const [oldest] = mine;
      mine.delete(oldest!);
      oldest!.abort();
    }
    try {
      await stream(controller.signal);
    } finally {
      mine.delete(controller);
      if (mine.size === 0) open.delete(userId);
    }
  };
}
