/** A stretch of a text and when it is heard. Offsets are UTF-16, as JavaScript strings count them. */
export interface TimedSpan {
  from: number;
  to: number;
  start_s: number;
  end_s: number;
}

/**
 * The words of a text as a reader sees them: runs between spaces, without the
 * punctuation around them ("«Какой" → "Какой"); "Жил-был" and "it's" stay whole.
 */
export function wordTokens(text: string): Array<{ from: number; to: number }> {
  const tokens: Array<{ from: number; to: number }> = [];
  for (const match of text.matchAll(/\S+/gu)) {
    const inner = /^\p{P}*(.*?)\p{P}*$/u.exec(match[0])!;
    if (!inner[1]) continue;
    const from = match.index + match[0].indexOf(inner[1]);
    tokens.push({ from, to: from + inner[1].length });
  }
  return tokens;
}

/** UTF-16 offset of every code point of `text`, and one past the end (eSpeak counts code points). */
export function codePointOffsets(text: string): number[] {
  const offsets: number[] = [];
  let offset = 0;
  for (const char of text) {
    offsets.push(offset);
    offset += char.length;
  }
  offsets.push(offset);
  return offsets;
}

/**
 * Puts spoken spans (an engine's word events) onto the text's words: a word
 * heard in several spans ("Жил-был") takes the first start and the last end; a
 * span touching no word (a pause on a dash) is dropped. Words the engine said
 * together with the one before ("there was", "out of") share its time by length.
 */
export function snapToWords(text: string, spans: TimedSpan[]): TimedSpan[] {
  const tokens = wordTokens(text);
  const heard: Array<{ start_s: number; end_s: number } | undefined> = new Array(tokens.length);
  let next = 0;
  for (const span of [...spans].sort((a, b) => a.start_s - b.start_s)) {
    while (next < tokens.length && tokens[next]!.to <= span.from) next += 1;
    if (next >= tokens.length || tokens[next]!.from >= Math.max(span.to, span.from + 1)) continue;
    const time = heard[next];
    if (time) time.end_s = Math.max(time.end_s, span.end_s);
    else heard[next] = { start_s: span.start_s, end_s: span.end_s };
  }
  const words: TimedSpan[] = [];
  for (let i = 0; i < tokens.length;) {
    // A heard word and the unheard ones after it (or, at the start, before the first heard one).
    const first = heard.findIndex((time, j) => j >= i && time);
    if (first < 0) break;
    const owner = i === 0 ? first : i;
    let end = owner + 1;
    while (end < tokens.length && !heard[end]) end += 1;
    const group = tokens.slice(i, end);
    words.push(...shareTime(group, heard[owner]!));
    i = end;
  }
  return words.filter((word) => word.end_s > word.start_s);
}

function shareTime(
  group: Array<{ from: number; to: number }>,
  { start_s, end_s }: { start_s: number; end_s: number },
): TimedSpan[] {
  const length = group.reduce((sum, token) => sum + token.to - token.from, 0);
  let at = start_s;
  return group.map((token) => {
    const start = at;
    at += ((end_s - start_s) * (token.to - token.from)) / length;
    return { ...token, start_s: start, end_s: at };
  });
}
