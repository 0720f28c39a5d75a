import { spawn, type ChildProcess } from 'node:child_process';

/**
 * Servers under test run in child processes that talk to the bench over IPC: they announce
 * `{ type: 'ready', info }`, obey `{ type: 'stop' }` (closing their servers cleanly), and exit by themselves when the bench goes away (the IPC channel closes).
 */
export interface Child<T> {
  pid: number;
  info: T;
  /** Sends a request and waits for the matching `{ type: 'result' }` message. */
  request<R>(message: Record<string, unknown>, timeoutMs: number): Promise<R>;
  stop(timeoutMs?: number): Promise<void>;
}

export async function startChild<T>(
  script: string,
  args: string[],
  options: { env?: Record<string, string>; execArgv?: string[]; readyTimeoutMs?: number } = {},
): Promise<Child<T>> {
  const proc: ChildProcess = spawn(process.execPath, [...(options.execArgv ?? []), script, ...args], {
    env: { ...process.env, ...options.env },
    // Server logs go nowhere (as they would go to a collector, not a terminal); errors stay visible.
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  const info = await new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      proc.kill('SIGKILL');
      reject(new Error(`${args.join(' ')} did not become ready`));
    }, options.readyTimeoutMs ?? 90_000);
    proc.on('message', function onReady(m: { type?: string; info?: T; error?: string }) {
      if (m.type === 'ready') {
        clearTimeout(timer);
        proc.off('message', onReady);
        resolve(m.info as T);
      } else if (m.type === 'error') {
        clearTimeout(timer);
        reject(new Error(m.error));
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`${args.join(' ')} exited with ${code} before it was ready`));
    });
  });
  return {
    pid: proc.pid!,
    info,
    request<R>(message: Record<string, unknown>, timeoutMs: number) {
      return new Promise<R>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no answer to ${String(message.type)}`)), timeoutMs);
        proc.on('message', function onResult(m: { type?: string; result?: R; error?: string }) {
          if (m.type !== 'result' && m.type !== 'error') return;
          clearTimeout(timer);
          proc.off('message', onResult);
          if (m.type === 'error') reject(new Error(m.error));
          else resolve(m.result as R);
        });
        proc.send(message);
      });
    },
    async stop(timeoutMs = 10_000) {
      if (proc.exitCode !== null || proc.signalCode !== null) return;
      proc.send({ type: 'stop' });
      const timer = setTimeout(() => proc.kill('SIGKILL'), timeoutMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** The child's side: announce readiness, serve requests, stop on demand or when the parent leaves. */
export function serveParent(
  info: unknown,
  stop: () => Promise<void>,
  onRequest?: (message: Record<string, unknown>) => Promise<unknown>,
): void {
  const send = (m: unknown) => process.send?.(m);
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    await stop();
    process.exit(0);
  };
  process.on('message', (m: Record<string, unknown>) => {
    if (m.type === 'stop') void shutdown();
    else if (onRequest) {
      onRequest(m).then(
        (result) => send({ type: 'result', result }),
        (err: unknown) => send({ type: 'error', error: err instanceof Error ? err.stack : String(err) }),
      );
    }
  });
  process.on('disconnect', () => void shutdown());
  send({ type: 'ready', info });
}
