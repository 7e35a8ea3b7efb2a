import type { TaleRequest } from '@skazka/storyteller';
import type { ProviderTale } from '../../src/providers/written-tale-schema.js';

export const heroRequest = (name = 'Emma', overrides: Partial<TaleRequest> = {}): TaleRequest => ({
  hero: { name, sex: 'Девочка', birthday: '2020-03-01' },
  friend: { name: 'Teddy', kind: 'bear' },
  moral: 'kindness',
  language: 'en',
  seed: 1,
  today: '2026-06-01',
  ...overrides,
});

const scene = {
  place: 'meadow',
  time: 'day',
  weather: 'clear',
  mood: 'happy',
  cast: ['hero', 'friend'],
  object: 'kite',
  creature: null,
  actions: { hero: 'run', friend: 'wave', creature: null },
  objectAt: 'sky',
  objectState: 'whole',
  objectHolds: null,
  creatureAt: 'ground',
  framing: 'wide',
  prop: null,
} as const;

/** A tale as a provider would return it, valid by the tale schema. */
export function providerTale(hero = 'Emma', extra = ''): ProviderTale {
  return {
    title: 'The Kite on the Hill',
    pages: Array.from({ length: 6 }, (_, i) => ({
      text: `${hero} and Teddy walked up the green hill on a bright day, page ${i + 1}. They shared the red kite and laughed.${extra}`,
      scene: { ...scene, cast: [...scene.cast] },
    })),
    cover: { ...scene, cast: ['hero'] },
    questions: [0, 1, 2].map((i) => ({
      question: `What did they share, question ${i + 1}?`,
      options: ['A kite', 'A cake', 'A boat'],
      answer: 0,
    })),
  };
}

/** OpenAI chat-completions wire format with `content` as the answer. */
export const chatCompletion = (content: string) => ({
  id: 'chatcmpl-1',
  object: 'chat.completion',
  created: 1_700_000_000,
  model: 'storyteller-test',
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
});

/** Anthropic messages wire format: the JSON tool call the AI SDK asks for, or plain text. */
export function anthropicMessage(request: any, answer: object | string) {
  const usesTool =
    Array.isArray(request?.tools) && request.tools.some((tool: { name: string }) => tool.name === 'json');
  const content =
    usesTool && typeof answer === 'object'
      ? [{ type: 'tool_use', id: 'toolu_1', name: 'json', input: answer }]
      : [{ type: 'text', text: typeof answer === 'string' ? answer : JSON.stringify(answer) }];
  return {
    id: 'msg_1',
    type: 'message',
    role: 'assistant',
    model: 'claude-test',
    content,
    stop_reason: usesTool ? 'tool_use' : 'end_turn',
    stop_sequence: null,
    usage: { input_tokens: 10, output_tokens: 10 },
  };
}

export const rateLimited = {
  status: 429,
  headers: { 'retry-after': '0' },
  body: { error: { message: 'Rate limit reached', type: 'rate_limit_error' } },
};

/**
 * ElevenLabs' with-timestamps wire format: the MP3 in base64 and when each
 * character of the text is heard, `charSeconds` apart.
 */
export function elevenLabsTimedSpeech(text: string, mp3: Uint8Array, charSeconds: number) {
  const characters = Array.from(text);
  return {
    body: {
      audio_base64: Buffer.from(mp3).toString('base64'),
      alignment: {
        characters,
        character_start_times_seconds: characters.map((_, i) => i * charSeconds),
        character_end_times_seconds: characters.map((_, i) => (i + 1) * charSeconds),
      },
    },
  };
}
