import type { StageName } from '@skazka/storyteller';

const STAGE_WORDS: Record<StageName, string> = {
  writing: 'Writing the story',
  illustrating: 'Drawing the pictures',
  narrating: 'Recording the narration',
  typesetting: 'Making the book',
};

/**
 * A short reason a parent can read, without internals (addresses, stacks, keys):
 * a timeout, a provider's HTTP status, or the first line of the error, trimmed.
 */
export function failureReason(stage: StageName, error: unknown): string {
  const what = STAGE_WORDS[stage];
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return `${what} took too long.`;
  const status =
    (error as { statusCode?: unknown; status?: unknown } | null)?.statusCode ??
    (error as { status?: unknown } | null)?.status;
  if (typeof status === 'number') return `${what} failed: the provider answered ${status}.`;
  const line = (error instanceof Error ? error.message : String(error))
    .split('\n')[0]!
    .replace(/https?:\/\/\S+/g, '[address]')
    .slice(0, 160);
  return `${what} failed: ${line}`;
}
