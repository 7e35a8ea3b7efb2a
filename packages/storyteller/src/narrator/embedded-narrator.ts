import { availableParallelism } from 'node:os';
import type { Narrator, NarrationResult, StageContext, WrittenTale } from '../stages.js';
import { joinNarration, planNarration } from './narration-plan.js';
import { speakInChild } from './speak-in-child.js';
import type { SpeechJob, SpeechText } from './speech-job.js';
import { VOICES } from './voices.js';

export interface EmbeddedNarratorOptions {
  /**
   * eSpeak NG processes run side by side, each speaking and encoding its share
   * of the pages. Each costs ≈ 0.7 s of CPU to start (Node, tsx, the 18 MB WASM
   * module), so two beat one only when a second core is free; default: 2 at most.
   */
  processes?: number;
}

// Speech needs little bandwidth: 48 kbps mono keeps a 5-minute tale under 2 MB.
const MP3_KBPS = 48 as const;

/**
 * Reads the tale aloud offline: eSpeak NG (GPL-3.0-or-later, run only in child
 * processes, see espeak-worker.ts) speaks the title and each page, LAME encodes
 * them to MP3, and the chunks are joined with pauses between pages.
 */
export function createEmbeddedNarrator(options: EmbeddedNarratorOptions = {}): Narrator {
  const processes = Math.max(1, options.processes ?? Math.min(2, availableParallelism()));
  return {
    async narrate(tale: WrittenTale, context: StageContext = {}): Promise<NarrationResult> {
      const plan = planNarration(tale);
      const chunks = await speakAll(plan, tale.language, processes, context);
      const narration = joinNarration(plan, chunks);
      return {
        audio: { name: 'narration.mp3', contentType: 'audio/mpeg', data: narration.mp3 },
        duration_s: narration.duration_s,
        marks: narration.marks,
      };
    },
  };
}

async function speakAll(
  plan: SpeechText[],
  language: WrittenTale['language'],
  processes: number,
  { onProgress, signal }: StageContext,
): Promise<Uint8Array[]> {
  const chunks: Uint8Array[] = new Array(plan.length);
  let done = 0;
  const onSpoken = (index: number, mp3: Uint8Array) => {
    chunks[index] = mp3;
    done += 1;
    onProgress?.(done / plan.length, index === 0 ? 'title' : `page ${index}`);
  };
  const jobs = shareOut(plan, processes).map((texts): SpeechJob => ({ ...VOICES[language], kbps: MP3_KBPS, texts }));
  await Promise.all(jobs.map((job) => speakInChild(job, onSpoken, signal)));
  return chunks;
}

/** Splits the texts between processes so each gets about as many characters to say. */
function shareOut(plan: SpeechText[], processes: number): SpeechText[][] {
  const shares = Array.from({ length: Math.min(processes, plan.length) }, () => ({ chars: 0, texts: [] as SpeechText[] }));
  for (const text of [...plan].sort((a, b) => b.text.length - a.text.length)) {
    const lightest = shares.reduce((a, b) => (b.chars < a.chars ? b : a));
    lightest.texts.push(text);
    lightest.chars += text.text.length;
  }
  // Each process says its texts in story order, so early pages are reported first.
  return shares.map((share) => share.texts.sort((a, b) => a.index - b.index));
}
