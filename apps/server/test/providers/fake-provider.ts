import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
  /** The body parsed as JSON, when it is JSON. */
  json: any;
}

export interface FakeReply {
  status?: number;
  headers?: Record<string, string>;
  body?: string | Uint8Array | object;
  /** Answer this late (a hung provider: longer than the client's timeout). */
  delayMs?: number;
}

export type FakeHandler = (request: FakeRequest, count: number) => FakeReply | Promise<FakeReply>;

/**
 * An HTTP server on 127.0.0.1 standing in for an AI provider: each test says how it
 * answers (its real wire format, a malformed answer, a 429, a hang) and reads what it was sent.
 */
export async function startFakeProvider(handler: FakeHandler) {
  const requests: FakeRequest[] = [];
  let current = handler;
  const respond = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    let json: unknown;
    try {
      json = JSON.parse(body.toString('utf8'));
    } catch {
      json = undefined;
    }
    const request = { method: req.method!, path: req.url!, headers: req.headers, body, json };
    requests.push(request);
    const reply = await current(request, requests.length);
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    if (res.destroyed) return;
    const isBytes = reply.body instanceof Uint8Array || typeof reply.body === 'string';
    res.writeHead(reply.status ?? 200, {
      'content-type': isBytes ? 'application/octet-stream' : 'application/json',
      ...reply.headers,
    });
    res.end(isBytes ? reply.body : JSON.stringify(reply.body ?? {}));
  };
  // A handler that throws cuts the connection, as a provider that falls over would.
  const server = createServer((req, res) => void respond(req, res).catch((error: Error) => res.destroy(error)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer(next: FakeHandler) {
      current = next;
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeProvider = Awaited<ReturnType<typeof startFakeProvider>>;

/** A short MP3 of silent MPEG-1 Layer III frames (128 kbps, 44.1 kHz), as speech APIs send. */
export function silentMp3(frames: number): Uint8Array {
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x64]);
  return Buffer.concat(Array.from({ length: frames }, () => frame));
}
export const MP3_FRAME_S = 1152 / 44100;
