/**
 * The pipeline: writer → illustrator → narrator → typesetter, with one overall
 * progress figure and each stage's time. Every stage's output is plain data, so
 * a service can save it and resume: `tell` skips the stages whose outputs it is
 * given, and `runStage` runs one stage from saved outputs.
 */
import type {
  Artifact, Illustrations, Illustrator, NarrationResult, Narrator, StageContext, TaleRequest, Typesetter, Writer, WrittenTale,
} from './stages.js';

export const STAGE_NAMES = ['write', 'illustrate', 'narrate', 'typeset'] as const;
export type StageName = (typeof STAGE_NAMES)[number];

/** What each stage makes, under the name the pipeline keeps it by. */
export interface TaleOutputs {
  tale: WrittenTale;
  pictures: Illustrations;
  narration: NarrationResult;
  print: Artifact;
}

const OUTPUT_OF: Record<StageName, keyof TaleOutputs> = { write: 'tale', illustrate: 'pictures', narrate: 'narration', typeset: 'print' };

/** Rough share of a whole tale's time, so the overall percentage moves evenly. */
const WEIGHT: Record<StageName, number> = { write: 5, illustrate: 40, narrate: 35, typeset: 20 };

export interface StageSet {
  writer: Writer;
  illustrator: Illustrator;
  narrator: Narrator;
  typesetter: Typesetter;
}

/** Overall progress: the stage now running and the whole tale's percentage (0-100). */
export type OverallProgress = (stage: StageName, percent: number) => void;

export interface TellOptions {
  onProgress?: OverallProgress;
  signal?: AbortSignal;
  /** Outputs saved from an earlier run; their stages are not run again. */
  saved?: Partial<TaleOutputs>;
}

export interface TellResult extends TaleOutputs {
  /** Milliseconds each stage took in this run (0 for a stage resumed from saved output). */
  timings: Record<StageName, number>;
}

export interface Storyteller {
  tell(request: TaleRequest, options?: TellOptions): Promise<TellResult>;
  /** Runs one stage from the outputs of the stages before it; returns the outputs with this stage's added. */
  runStage(stage: StageName, request: TaleRequest, saved: Partial<TaleOutputs>, context?: StageContext): Promise<Partial<TaleOutputs>>;
}

function need<K extends keyof TaleOutputs>(saved: Partial<TaleOutputs>, key: K, stage: StageName): TaleOutputs[K] {
  const value = saved[key];
  if (value === undefined) throw new Error(`the ${stage} stage needs the ${key} output of an earlier stage`);
  return value;
}

export function createStoryteller(stages: StageSet): Storyteller {
  const run = async (stage: StageName, request: TaleRequest, saved: Partial<TaleOutputs>, context?: StageContext) => {
    switch (stage) {
      case 'write':
        return stages.writer.write(request, context);
      case 'illustrate':
        return stages.illustrator.illustrate(need(saved, 'tale', stage), request, context);
      case 'narrate':
        return stages.narrator.narrate(need(saved, 'tale', stage), context);
      case 'typeset':
        return stages.typesetter.typeset(need(saved, 'tale', stage), need(saved, 'pictures', stage), request, context);
    }
  };

  const runStage: Storyteller['runStage'] = async (stage, request, saved, context) => {
    context?.signal?.throwIfAborted();
    return { ...saved, [OUTPUT_OF[stage]]: await run(stage, request, saved, context) };
  };

  return {
    runStage,
    async tell(request, options = {}) {
      const total = STAGE_NAMES.reduce((sum, stage) => sum + WEIGHT[stage], 0);
      const timings = Object.fromEntries(STAGE_NAMES.map((stage) => [stage, 0])) as Record<StageName, number>;
      let outputs: Partial<TaleOutputs> = { ...options.saved };
      let done = 0;
      for (const stage of STAGE_NAMES) {
        const report = (fraction: number) =>
          options.onProgress?.(stage, Math.round(((done + WEIGHT[stage] * Math.min(Math.max(fraction, 0), 1)) / total) * 100));
        if (outputs[OUTPUT_OF[stage]] === undefined) {
          report(0);
          const started = performance.now();
          outputs = await runStage(stage, request, outputs, { onProgress: report, signal: options.signal });
          timings[stage] = Math.round(performance.now() - started);
        }
        report(1);
        done += WEIGHT[stage];
      }
      return { ...(outputs as TaleOutputs), timings };
    },
  };
}
