import sharp from 'sharp';
import { type FakeReply, type FakeRequest, silentMp3, startFakeProvider } from './fake-provider.js';
import { chatCompletion, providerTale } from './provider-fixtures.js';

const png = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#7a9' } })
  .png()
  .toBuffer();

/** The hero's name from the writer's <data> block, so the fake's tale is about the asked-for child. */
function heroOf(request: FakeRequest): string {
  const user = request.json?.messages?.find((m: { role: string }) => m.role === 'user')?.content ?? '';
  return JSON.parse(/<data>\n([\s\S]*)\n<\/data>/.exec(user)?.[1] ?? '{"hero":{"name":"Emma"}}').hero.name;
}

/** Correct answers of each OpenAI-compatible endpoint a tale uses: chat (the tale), images, speech. */
export function aiAnswer(request: FakeRequest): FakeReply {
  if (request.path.endsWith('/chat/completions'))
    return { body: chatCompletion(JSON.stringify(providerTale(heroOf(request)))) };
  if (request.path.includes('/images/'))
    return { body: { created: 1_700_000_000, data: [{ b64_json: png.toString('base64') }] } };
  if (request.path.endsWith('/audio/speech')) return { headers: { 'content-type': 'audio/mpeg' }, body: silentMp3(40) };
  return { status: 404, body: { error: { message: 'no such endpoint' } } };
}

export type FakeAiRule = (request: FakeRequest) => FakeReply | null;

/**
 * One fake OpenAI-compatible service for every stage; `rule` may answer a request
 * differently (fail, hang, slow down), or return null to answer it correctly.
 */
export async function startFakeAi(rule: FakeAiRule = () => null) {
  let current = rule;
  const fake = await startFakeProvider((request) => current(request) ?? aiAnswer(request));
  return {
    ...fake,
    /** Environment that sends every stage but the book to this fake. */
    env: (extra: Record<string, string> = {}) => ({
      WRITER: 'openai-compatible',
      WRITER_BASE_URL: `${fake.url}/v1`,
      WRITER_MODEL: 'storyteller-test',
      ILLUSTRATOR: 'openai-compatible',
      ILLUSTRATOR_BASE_URL: `${fake.url}/v1`,
      NARRATOR: 'openai',
      NARRATOR_BASE_URL: `${fake.url}/v1`,
      NARRATOR_API_KEY: 'k',
      PROVIDER_RETRIES: '0',
      PROVIDER_TIMEOUT_S: '5',
      ...extra,
    }),
    rule(next: FakeAiRule) {
      current = next;
    },
    count: (part: string) => fake.requests.filter((r) => r.path.includes(part)).length,
  };
}
