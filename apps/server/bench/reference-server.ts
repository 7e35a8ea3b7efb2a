// The yardsticks of the server benchmark, each in its own process like the real server:
//   `reference <DATABASE_URL | PGlite folder> <port>`: the least a `GET /api/child/` can do
//     (hash the token, look it up with its user, read the children: two queries), with
//     Fastify and node-postgres or PGlite and no logging, headers, validation or framework of ours;
//   `bare <plans JSON> <port>`: Fastify answering `/api/plans/` with the real server's plans and
//     `/api/health/` with a fixed body.
import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';

const [mode, given] = process.argv.slice(2);
const port = Number(process.argv.at(-1));
const app = Fastify();

type Query = (text: string, values: unknown[]) => Promise<{ rows: any[] }>;

async function openDatabase(where: string): Promise<{ query: Query; close(): Promise<void> }> {
  if (/^postgres(ql)?:\/\//.test(where)) {
    const pool = new pg.Pool({ connectionString: where, max: 10 });
    return { query: (text, values) => pool.query(text, values), close: () => pool.end() };
  }
  const pglite = await PGlite.create(where);
  return { query: (text, values) => pglite.query(text, values), close: () => pglite.close() };
}

if (mode === 'reference') {
  const db = await openDatabase(given!);
  app.addHook('onClose', () => db.close());
  app.get('/api/child/', async (request, reply) => {
    const token = request.headers.authorization?.slice('Token '.length) ?? '';
    const hash = createHash('sha256').update(token).digest('hex');
    const {
      rows: [user],
    } = await db.query(
      'SELECT u.id, u.email, u.phone_number FROM auth_tokens t JOIN users u ON u.id = t.user_id WHERE t.token_hash = $1',
      [hash],
    );
    if (!user) return reply.code(401).send({ detail: 'not authenticated' });
    const { rows } = await db.query(
      'SELECT id, name, sex, date_of_birth::text AS date_of_birth, avatar_url AS url FROM children WHERE user_id = $1 ORDER BY id',
      [user.id],
    );
    return rows;
  });
} else if (mode === 'bare') {
  const plans = JSON.parse(given!);
  app.get('/api/plans/', async () => plans);
  app.get('/api/health/', async () => ({ status: 'ok', db: 'ok', queue: 'ok' }));
} else {
  throw new Error(`unknown mode ${mode}`);
}

await app.listen({ port, host: '127.0.0.1' });
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.once(signal, () => void app.close().then(() => process.exit(0)));
