import { readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';

/** Linux /proc readings: CPU time and resident memory of the processes under test. */

// USER_HZ is 100 on every Linux architecture Node runs on; /proc reports CPU time in these ticks.
const TICKS_PER_SECOND = 100;

interface Stat {
  pid: number;
  comm: string;
  /** R, S, D, Z (zombie: exited, not yet reaped)… */
  state: string;
  ppid: number;
  cpuSeconds: number;
}

function readStat(pid: number): Stat | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT' || (err as NodeJS.ErrnoException).code === 'ESRCH')
      return undefined;
    throw err;
  }
  // comm may contain spaces and parentheses: the fields after it start after the last ')'.
  const close = text.lastIndexOf(')');
  const comm = text.slice(text.indexOf('(') + 1, close);
  const rest = text.slice(close + 2).split(' ');
  // rest[0] is field 3 (state): ppid is field 4, utime 14, stime 15.
  return {
    pid,
    comm,
    state: rest[0]!,
    ppid: Number(rest[1]),
    cpuSeconds: (Number(rest[11]) + Number(rest[12])) / TICKS_PER_SECOND,
  };
}

export function cpuSeconds(pid: number): number {
  return readStat(pid)?.cpuSeconds ?? Number.NaN;
}

/** Resident set size in MiB (VmRSS), or NaN when the process is gone. */
export function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : 0;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return Number.NaN;
    throw err;
  }
}

/**
 * Proportional set size in MiB: shared pages split between the processes that map them, so a sum
 * over PostgreSQL's processes counts shared_buffers once (a sum of RSS counts it per backend).
 */
export function pssMb(pid: number): number {
  try {
    const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    const kb = /^Pss:\s+(\d+) kB/m.exec(rollup)?.[1];
    return kb ? Number(kb) / 1024 : 0;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return Number.NaN;
    throw err;
  }
}

/** Every live process whose ancestry leads to `root` (not `root` itself). */
export function descendants(root: number): Stat[] {
  const all: Stat[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const s = readStat(Number(entry));
    if (s && s.state !== 'Z') all.push(s);
  }
  const out: Stat[] = [];
  const frontier = [root];
  while (frontier.length > 0) {
    const p = frontier.pop()!;
    for (const s of all) {
      if (s.ppid === p) {
        out.push(s);
        frontier.push(s.pid);
      }
    }
  }
  return out;
}

/** Processes whose command line contains `needle` (used to find a postgres started under a data dir). */
export function processesWithArg(needle: string): Stat[] {
  const out: Stat[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let cmdline: string;
    try {
      cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
    } catch (err) {
      // The process ended between readdir and read: it no longer matters.
      if ((err as NodeJS.ErrnoException).code === 'ENOENT' || (err as NodeJS.ErrnoException).code === 'ESRCH')
        continue;
      throw err;
    }
    if (cmdline.includes(needle)) {
      const s = readStat(Number(entry));
      if (s) out.push(s);
    }
  }
  return out;
}

/** Running (a zombie has exited and only waits for its parent to reap it). */
export const alive = (pid: number): boolean => {
  const s = readStat(pid);
  return s !== undefined && s.state !== 'Z';
};

/** A TCP port that was free on 127.0.0.1 a moment ago. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
