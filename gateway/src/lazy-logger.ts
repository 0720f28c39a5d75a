import type { Logger } from '@casona/kit/log/logger';

type Bindings = Record<string, unknown>;

type Method = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * A request's logger that becomes `parent.child(bindings)` only when first written to. Fastify
 * makes one child per request, and making a pino child (its bindings serialised) costs more than
 * the requests that never log anything of their own.
 */
class LazyChild {
  #parent: Logger;
  #bindings: Bindings;
  #child: Logger | undefined;

  constructor(parent: Logger, bindings: Bindings) {
    this.#parent = parent;
    this.#bindings = bindings;
  }

  get #real(): Logger {
    return (this.#child ??= this.#parent.child(this.#bindings));
  }

  get level(): string {
    return this.#parent.level;
  }

  set level(level: string) {
    this.#real.level = level;
  }

  fatal(...args: unknown[]) {
    this.#call('fatal', args);
  }
  error(...args: unknown[]) {
    this.#call('error', args);
  }
  warn(...args: unknown[]) {
    this.#call('warn', args);
  }
  info(...args: unknown[]) {
    this.#call('info', args);
  }
  debug(...args: unknown[]) {
    this.#call('debug', args);
  }
  trace(...args: unknown[]) {
    this.#call('trace', args);
  }
  silent() {}

  child(bindings: Bindings, options?: object): Logger {
    return this.#real.child(bindings, options);
  }

  #call(method: Method, args: unknown[]) {
    // Below the level nothing is written: no child either.
    if (!this.#parent.isLevelEnabled(method)) return;
    (this.#real[method] as (...a: unknown[]) => void)(...args);
  }
}

export const lazyChild = (parent: Logger, bindings: Bindings): Logger =>
  new LazyChild(parent, bindings) as unknown as Logger;
