import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { API } from '@skazka/contract';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { type TestUser, createUser } from './app.js';
import { multipart } from './multipart.js';
import { parseEvents, taleInputs } from './tales.js';

/** Every file under a folder, as paths relative to it (what storage holds, seen from its disk). */
export function listFiles(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

export interface Family {
  user: TestUser;
  child: number;
  character: number;
  tale: number;
}

/** A parent with a child (and its photo), a friend, and one finished tale about them; the app runs tale workers. */
export async function makeFamily(app: FastifyInstance): Promise<Family> {
  const user = await createUser(app);
  const inputs = await taleInputs(app, user, { name: 'Zlata', date_of_birth: '2019-07-21' });
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c84' } })
    .jpeg()
    .toBuffer();
  const upload = await app.inject({
    method: 'POST',
    url: API.childUpload(inputs.child),
    ...withAuth(multipart(photo), user),
  });
  if (upload.statusCode !== 200) throw new Error(`upload failed: ${upload.body}`);
  const friend = await app.inject({
    method: 'POST',
    url: API.characters,
    headers: user.headers,
    payload: { name: 'Timofey' },
  });
  const created = await app.inject({
    method: 'POST',
    url: API.tales,
    headers: user.headers,
    payload: { ...inputs, language: 'en', character: friend.json().id },
  });
  const tale = created.json().id as number;
  const events = parseEvents((await app.inject({ url: API.taleEvents(tale), headers: user.headers })).body);
  if (events.at(-1)?.status !== 'ready') throw new Error(`tale not ready: ${JSON.stringify(events.at(-1))}`);
  return { user, child: inputs.child, character: friend.json().id, tale };
}

const withAuth = (body: ReturnType<typeof multipart>, user: TestUser) => ({
  payload: body.payload,
  headers: { ...body.headers, ...user.headers },
});
