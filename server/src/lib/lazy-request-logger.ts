import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { Bindings, ChildLoggerOptions, LevelWithSilentOrString, LogFn } from 'pino';

type LevelName = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
/** pino's loggers can say whether a level is written; a logger that cannot is taken to write them all. */
type AppLogger = FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };

/**
 * A request's logger (`request.log`) whose pino child is made the first time a line at an enabled level
 * is written through it. pino's `child()` serializes its bindings (the request id) through the
 * redaction paths on every call, ≈ 4 % of the CPU of a small request (decision 017), while most
 * requests write nothing through it: the line each answered request gets is written by the app's
 * logger (lib/request-log.ts). A line at a level the app's logger leaves out costs nothing.
 */
class LazyRequestLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: AppLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private get logger(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.bindings, this.options);
    return this.#child;
  }

  /** Writes through the child, made now if this line is written at all. */
  write(level: LevelName, args: Parameters<LogFn>): void {
    if (this.#child === undefined && !this.isLevelEnabled(level)) return;
    this.logger[level](...args);
  }

  get level(): LevelWithSilentOrString {
    return this.#child?.level ?? this.parent.level;
  }

  set level(level: LevelWithSilentOrString) {
    this.logger.level = level;
  }

  isLevelEnabled(level: string): boolean {
    const logger: AppLogger = this.#child ?? this.parent;
    return logger.isLevelEnabled?.(level) ?? true;
  }

  // On the prototype (below), not made per request.
  declare fatal: LogFn;
  declare error: LogFn;
  declare warn: LogFn;
  declare info: LogFn;
  declare debug: LogFn;
  declare trace: LogFn;
  declare silent: LogFn;

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }
}

const LEVELS: readonly LevelName[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'];
for (const level of LEVELS) {
  LazyRequestLogger.prototype[level] = function (this: LazyRequestLogger, ...args: Parameters<LogFn>) {
    this.write(level, args);
  } as LogFn;
}
LazyRequestLogger.prototype.silent = () => undefined;

/**
 * Fastify's `childLoggerFactory`. A route with its own log level or serializers gets its child at once,
 * since the app's logger cannot say what that child would write.
 */
export const lazyRequestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = function (
  logger,
  bindings,
  options,
) {
  if (options.level !== undefined || options.serializers !== undefined)
    return logger.child(bindings, options);
  return new LazyRequestLogger(logger, bindings, options);
};
