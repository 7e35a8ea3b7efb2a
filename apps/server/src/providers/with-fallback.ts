import type { Illustrator, Narrator, StageContext, Writer } from '@skazka/storyteller';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs `primary`, and on its failure `fallback` with a logged warning, unless the
 * stage itself was stopped (timeout, shutdown, lost lease): that is no provider's fault.
 */
async function orElse<T>(
  stage: string,
  log: FastifyBaseLogger,
  context: StageContext | undefined,
  primary: () => Promise<T>,
  fallback: () => Promise<T>,
) {
  try {
    return await primary();
  } catch (error) {
    if (context?.signal?.aborted) throw error;
    log.warn({ err: error, stage }, 'a provider failed; the embedded stage takes over');
    context?.onProgress?.(0, 'embedded');
    return fallback();
  }
}

export const writerWithFallback = (primary: Writer, fallback: Writer, log: FastifyBaseLogger): Writer => ({
  write: (request, context) =>
    orElse(
      'writing',
      log,
      context,
      () => primary.write(request, context),
      () => fallback.write(request, context),
    ),
});

export const illustratorWithFallback = (
  primary: Illustrator,
  fallback: Illustrator,
  log: FastifyBaseLogger,
): Illustrator => ({
  illustrate: (tale, request, context) =>
    orElse(
      'illustrating',
      log,
      context,
      () => primary.illustrate(tale, request, context),
      () => fallback.illustrate(tale, request, context),
    ),
  // Only a phone-first illustrator leaves print sizes for later: the one that drew the tale's pictures.
  drawPrintSizes: (tale, request, context) => {
    const drawer = primary.drawPrintSizes ? primary : fallback;
    if (!drawer.drawPrintSizes) throw new Error('neither illustrator draws print sizes later');
    return drawer.drawPrintSizes(tale, request, context);
  },
});

export const narratorWithFallback = (primary: Narrator, fallback: Narrator, log: FastifyBaseLogger): Narrator => ({
  narrate: (tale, context) =>
    orElse(
      'narrating',
      log,
      context,
      () => primary.narrate(tale, context),
      () => fallback.narrate(tale, context),
    ),
});
