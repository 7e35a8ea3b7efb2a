/**
 * The pipeline: writer → illustrator → narrator → typesetter, with one overall
 * progress figure and each stage's time. Every stage's output is plain data, so
 * a service can save it and resume: `tell` skips the stages whose outputs it is
 * given, and `runStage` runs one stage from saved outputs.
 *
 * This file is the one vocabulary of the pipeline: the stages' order (named as
 * the API's statuses), what each makes, and its share of a tale's time.
 */
import { PRINT_STAGE, TALE_STAGES } from '@skazka/contract';
import type {
  Artifact,
  Illustrations,
  Illustrator,
  NarrationResult,
  Narrator,
  StageContext,
  TaleRequest,
  Typesetter,
  Writer,
  WrittenTale,
} from './stages.js';

/** Every stage in the order it runs: a tale's own stages, then its print book. */
export const STAGE_NAMES = [...TALE_STAGES, PRINT_STAGE] as const;
export type StageName = (typeof STAGE_NAMES)[number];

/** What each stage makes, under the name the pipeline keeps it by. */
export interface TaleOutputs {
  tale: WrittenTale;
  pictures: Illustrations;
  narration: NarrationResult;
  print: Artifact;
}

const STAGE_OUTPUT: Record<StageName, keyof TaleOutputs> = {
  writing: 'tale',
  illustrating: 'pictures',
  narrating: 'narration',
  typesetting: 'print',
};

/**
 * Each stage's share of the embedded storyteller's time (its benchmark), so a percentage moves evenly:
 * illustrating draws the phone sizes (≈ a quarter of the pictures' work), narrating waits for the
 * print sizes drawn beside it.
 */
export const STAGE_WEIGHTS: Record<StageName, number> = {
  writing: 1,
  illustrating: 4,
  narrating: 69,
  typesetting: 26,
};

/**
 * The overall percentage (0-100) while `stage` is `fraction` done, over the
 * `stages` being run: all of them, or a tale's own without its book.
 */
export function overallProgress(
  stage: StageName,
  fraction: number,
  stages: readonly StageName[] = STAGE_NAMES,
): number {
  const sum = (names: readonly StageName[]) => names.reduce((total, name) => total + STAGE_WEIGHTS[name], 0);
  const before = sum(stages.slice(0, stages.indexOf(stage)));
  return Math.round(((before + STAGE_WEIGHTS[stage] * Math.min(Math.max(fraction, 0), 1)) / sum(stages)) * 100);
}

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
  /** Milliseconds each stage took in this run (≈ 0 for a stage resumed from saved output; narrating includes the print sizes drawn alongside). */
  timings: Record<StageName, number>;
}

export interface Storyteller {
  tell(request: TaleRequest, options?: TellOptions): Promise<TellResult>;
  /** Runs one stage from the outputs of the stages before it; returns the outputs with this stage's added. */
  runStage(
    stage: StageName,
    request: TaleRequest,
    saved: Partial<TaleOutputs>,
    context?: StageContext,
  ): Promise<Partial<TaleOutputs>>;
  /**
   * The saved pictures with their print sizes: drawn now when the illustrator left them for
   * later (`Illustrations.printLater`), else as saved. The book is typeset from these.
   */
  withPrintSizes(request: TaleRequest, saved: Partial<TaleOutputs>, context?: StageContext): Promise<Illustrations>;
}

function need<K extends keyof TaleOutputs>(saved: Partial<TaleOutputs>, key: K, stage: StageName): TaleOutputs[K] {
  const value = saved[key];
  if (value === undefined) throw new Error(`the ${stage} stage needs the ${key} output of an earlier stage`);
  return value;
}

export function createStoryteller(stages: StageSet): Storyteller {
  const run = async (stage: StageName, request: TaleRequest, saved: Partial<TaleOutputs>, context?: StageContext) => {
    switch (stage) {
      case 'writing':
        return stages.writer.write(request, context);
      case 'illustrating':
        return stages.illustrator.illustrate(need(saved, 'tale', stage), request, context);
      case 'narrating':
        return stages.narrator.narrate(need(saved, 'tale', stage), context);
      case 'typesetting':
        return stages.typesetter.typeset(
          need(saved, 'tale', stage),
          await withPrintSizes(request, saved, context),
          request,
          context,
        );
    }
  };

  const runStage: Storyteller['runStage'] = async (stage, request, saved, context) => {
    context?.signal?.throwIfAborted();
    return { ...saved, [STAGE_OUTPUT[stage]]: await run(stage, request, saved, context) };
  };

  const withPrintSizes: Storyteller['withPrintSizes'] = async (request, saved, context) => {
    const pictures = need(saved, 'pictures', 'typesetting');
    if (!pictures.printLater) return pictures;
    const { drawPrintSizes } = stages.illustrator;
    if (!drawPrintSizes) throw new Error('the illustrator left the print sizes for later but cannot draw them');
    const print = await drawPrintSizes(need(saved, 'tale', 'typesetting'), request, context);
    return { ...print, phone: { cover: pictures.cover, pages: pictures.pages } };
  };

  return {
    runStage,
    withPrintSizes,
    async tell(request, options = {}) {
      const timings = Object.fromEntries(STAGE_NAMES.map((stage) => [stage, 0])) as Record<StageName, number>;
      let outputs: Partial<TaleOutputs> = { ...options.saved };
      let printSizes: Promise<Illustrations> | undefined;
      for (const stage of STAGE_NAMES) {
        const report = (fraction: number) => options.onProgress?.(stage, overallProgress(stage, fraction));
        // As in the service: the print sizes are drawn while the narrator speaks (each mostly on its own core).
        if (stage === 'narrating' && outputs.pictures?.printLater) {
          printSizes = withPrintSizes(request, outputs, { signal: options.signal });
          printSizes.catch(() => undefined); // awaited below, where its failure is the tale's
        }
        const started = performance.now();
        if (outputs[STAGE_OUTPUT[stage]] === undefined) {
          report(0);
          outputs = await runStage(stage, request, outputs, { onProgress: report, signal: options.signal });
        }
        if (stage === 'narrating' && printSizes) outputs = { ...outputs, pictures: await printSizes };
        timings[stage] = Math.round(performance.now() - started);
        report(1);
      }
      return { ...(outputs as TaleOutputs), timings };
    },
  };
}
