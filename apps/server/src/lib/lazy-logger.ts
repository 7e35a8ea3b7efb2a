import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, LevelWithSilentOrString } from 'pino';

/**
 * A request's logger, made on its first use. Most requests log nothing but their one
 * request line (written apart, see RequestLines in app.ts), yet Fastify makes a pino
 * child for each, and that child, its bindings passed through the redaction paths,
 * cost as much as the rest of a small request.
 */
export class LazyLogger implements FastifyBaseLogger {
  #made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options?: ChildLoggerOptions,
  ) {}

  get #logger(): FastifyBaseLogger {
    this.#made ??= this.parent.child(this.bindings, this.options);
    return this.#made;
  }

  get level(): LevelWithSilentOrString {
    return this.#made?.level ?? this.options?.level ?? this.parent.level;
  }

  set level(level: LevelWithSilentOrString) {
    this.#logger.level = level;
  }

  fatal(obj: unknown, msg?: string, ...args: unknown[]) {
    this.#logger.fatal(obj, msg, ...args);
  }

  error(obj: unknown, msg?: string, ...args: unknown[]) {
    this.#logger.error(obj, msg, ...args);
  }

  warn(obj: unknown, msg?: string, ...args: unknown[]) {
    this.#logger.warn(obj, msg, ...args);
  }

  info(obj: unknown, msg?: string, ...args: unknown[]) {
    this.#logger.info(obj, msg, ...args);
  }

  debug(obj: unknown, msg?: string, ...args: unknown[]) {
    this.#logger.debug(obj, msg, ...args);
  }

  trace(obj: unknown, msg?: string, ...args: unknown[]) {
    this.#logger.trace(obj, msg, ...args);
  }

  silent() {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#logger.child(bindings, options);
  }
}
