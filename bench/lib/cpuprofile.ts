import { readFileSync } from 'node:fs';
import path from 'node:path';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface CostRow {
  name: string;
  /** Share of the busy (non-idle) samples, in percent. */
  pct: number;
}

export interface ProfileSummary {
  busySamples: number;
  /** Busy share of all samples: how saturated the process was. */
  busyPct: number;
  /** Where the CPU was spent, by the package of the running function. */
  selfByPackage: CostRow[];
  /** Share of samples with the package anywhere on the stack (its own work plus what it called). */
  inclusiveByPackage: CostRow[];
  topFunctions: CostRow[];
  /** Share of samples with any package of a named stage on the stack (stages may overlap). */
  stages: CostRow[];
}

const IDLE = new Set(['(idle)', '(program)']);

/** `…/node_modules/.pnpm/x@1/node_modules/@fastify/jwt/jwt.js` → `@fastify/jwt`; repo files → `casona:<dir>`. */
export function packageOf(frame: CallFrame, repoRoot: string): string {
  const url = frame.url;
  if (!url) return frame.functionName.startsWith('(') ? frame.functionName : '(native)';
  if (url.startsWith('node:')) return url.startsWith('node:internal/') ? 'node:internal' : url;
  const file = url.startsWith('file://') ? new URL(url).pathname : url;
  const nm = file.lastIndexOf('/node_modules/');
  if (nm >= 0) {
    const parts = file.slice(nm + '/node_modules/'.length).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  if (file.startsWith(repoRoot)) return `casona:${path.relative(repoRoot, file).split('/')[0]}`;
  return file;
}

function top(map: Map<string, number>, total: number, n: number): CostRow[] {
  return [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, count]) => ({ name, pct: Math.round((count / total) * 1000) / 10 }));
}

export function summariseProfile(
  file: string,
  repoRoot: string,
  stages: Record<string, string[]> = {},
  n = 12,
): ProfileSummary {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map<number, ProfileNode>();
  const parent = new Map<number, number>();
  for (const node of profile.nodes) {
    byId.set(node.id, node);
    for (const c of node.children ?? []) parent.set(c, node.id);
  }
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const fns = new Map<string, number>();
  const stageHits = new Map<string, number>();
  let busy = 0;
  for (const id of profile.samples) {
    const leaf = byId.get(id)!;
    if (IDLE.has(leaf.callFrame.functionName)) continue;
    busy++;
    const pkg = packageOf(leaf.callFrame, repoRoot);
    self.set(pkg, (self.get(pkg) ?? 0) + 1);
    const { functionName, url, lineNumber } = leaf.callFrame;
    const fn = `${functionName || '(anonymous)'} (${pkg}${url ? `/${path.basename(url)}:${lineNumber + 1}` : ''})`;
    fns.set(fn, (fns.get(fn) ?? 0) + 1);
    const seen = new Set<string>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const frame = byId.get(cur)!.callFrame;
      if (frame.functionName === '(root)') continue;
      seen.add(packageOf(frame, repoRoot));
    }
    for (const p of seen) inclusive.set(p, (inclusive.get(p) ?? 0) + 1);
    for (const [stage, packages] of Object.entries(stages)) {
      if (packages.some((p) => seen.has(p))) stageHits.set(stage, (stageHits.get(stage) ?? 0) + 1);
    }
  }
  return {
    busySamples: busy,
    busyPct: Math.round((busy / Math.max(1, profile.samples.length)) * 1000) / 10,
    selfByPackage: top(self, busy, n),
    inclusiveByPackage: top(inclusive, busy, n),
    topFunctions: top(fns, busy, n + 3),
    stages: top(stageHits, busy, Object.keys(stages).length),
  };
}
