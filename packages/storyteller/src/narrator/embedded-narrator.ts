import { availableParallelism } from 'node:os';
import type { Narrator, NarrationResult, StageContext, WrittenTale } from '../stages.js';
import { joinNarration, planNarration } from './narration-plan.js';
import type { Mp3Kbps, SpeechJob, SpeechText, SpokenText } from './speech-job.js';
import { speakInProcess } from './speech-processes.js';
import { VOICES } from './voices.js';

export interface EmbeddedNarratorOptions {
  /**
   * eSpeak NG processes speaking one tale side by side, each its share of the
   * pages. They live on between tales, so a second one costs memory (≈ 100 MB),
   * not CPU; default: 2 at most.
   */
  processes?: number;
  /** MP3 bitrate; the default is chosen for eSpeak's voice (see MP3_KBPS). */
  kbps?: Mp3Kbps;
}

/**
 * Speech needs little: at 24 kbps LAME keeps eSpeak's band up to ≈ 6 kHz, where
 * all but ≈ 1 % of its voice's energy lies (measured in narrator.test.ts), and a
 * 6-minute tale takes ≈ 1 MB. Mono MPEG-2 Layer III at 22.05 kHz plays everywhere,
 * Safari on iOS included.
 */
export const MP3_KBPS: Mp3Kbps = 24;

/**
 * Reads the tale aloud offline: eSpeak NG (GPL-3.0, run only in its own
 * processes, see espeak-worker.ts) speaks the title and each page a sentence at a
 * time, LAME encodes them to MP3, and the chunks are joined with pauses between
 * pages; eSpeak's word events time every word of every page.
 */
export function createEmbeddedNarrator(options: EmbeddedNarratorOptions = {}): Narrator {
  const processes = Math.max(1, options.processes ?? Math.min(2, availableParallelism()));
  const kbps = options.kbps ?? MP3_KBPS;
  return {
    async narrate(tale: WrittenTale, context: StageContext = {}): Promise<NarrationResult> {
      const plan = planNarration(tale);
      const spoken = await speakAll(plan, { ...VOICES[tale.language], kbps }, processes, context);
      const { mp3, ...narration } = joinNarration(plan, spoken);
      return { audio: { name: 'narration.mp3', contentType: 'audio/mpeg', data: mp3 }, ...narration };
    },
  };
}

async function speakAll(
  plan: SpeechText[],
  voice: Omit<SpeechJob, 'texts'>,
  processes: number,
  { onProgress, signal }: StageContext,
): Promise<SpokenText[]> {
  const spoken: SpokenText[] = new Array(plan.length);
  let done = 0;
  const onSpoken = (chunk: SpokenText) => {
    spoken[chunk.index] = chunk;
    done += 1;
    onProgress?.(done / plan.length, chunk.index === 0 ? 'title' : `page ${chunk.index}`);
  };
  const jobs = shareOut(plan, processes).map((texts): SpeechJob => ({ ...voice, texts }));
  await Promise.all(jobs.map((job) => speakInProcess(job, onSpoken, signal)));
  return spoken;
}

/** Splits the texts between processes so each gets about as many characters to say. */
function shareOut(plan: SpeechText[], processes: number): SpeechText[][] {
  const shares = Array.from({ length: Math.min(processes, plan.length) }, () => ({
    chars: 0,
    texts: [] as SpeechText[],
  }));
  for (const text of [...plan].sort((a, b) => b.text.length - a.text.length)) {
    const lightest = shares.reduce((a, b) => (b.chars < a.chars ? b : a));
    lightest.texts.push(text);
    lightest.chars += text.text.length;
  }
  // Each process says its texts in story order, so early pages are reported first.
  return shares.map((share) => share.texts.sort((a, b) => a.index - b.index));
}
