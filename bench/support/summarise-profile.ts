// `npx tsx bench/support/summarise-profile.ts <file.cpuprofile> [top] [last seconds]`: where a V8 CPU profile's time
// went. Prints the top self-time frames, time spent under each package (inclusive: a sample counts
// for every package on its stack), the top frames by inclusive time, and the hot call paths.
import { readFileSync } from 'node:fs';

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
  startTime: number;
  endTime: number;
}

export interface ProfileSummary {
  totalMs: number;
  idleMs: number;
  self: { frame: string; ms: number }[];
  byPackage: { name: string; ms: number }[];
  inclusive: { frame: string; ms: number }[];
  hotPaths: string[];
}

/** The package a frame belongs to: a node_modules package, a Node built-in, the app, or V8 itself. */
export function packageOf(frame: CallFrame): string {
  const { url, functionName } = frame;
  const modules = url.lastIndexOf('node_modules/');
  if (modules !== -1) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[1] ?? url.slice(5)}`;
  if (url.includes('/server/main.js') || url.includes('/src/')) return 'app';
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  return url;
}

const frameName = (frame: CallFrame) => {
  const file = frame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\//, '');
  return `${frame.functionName || '(anonymous)'} ${file ? `${file}:${frame.lineNumber + 1}` : ''}`.trim();
};

/**
 * `lastMs`: only the samples of the profile's last `lastMs` milliseconds (the measured run, leaving
 * out start-up: migrations, seeding, module loading).
 */
export function summariseProfile(
  profile: CpuProfile,
  top = 15,
  lastMs = Number.POSITIVE_INFINITY,
): ProfileSummary {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

  const selfByNode = new Map<number, number>();
  const from = profile.endTime - lastMs * 1000;
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    if (at < from) return;
    selfByNode.set(id, (selfByNode.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  const totalMs = [...selfByNode.values()].reduce((a, b) => a + b, 0);
  let idleMs = 0;

  const self = new Map<string, number>();
  const byPackage = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const inclusiveByNode = new Map<number, number>();
  for (const [id, ms] of selfByNode) {
    const node = byId.get(id)!;
    if (node.callFrame.functionName === '(idle)') {
      idleMs += ms;
      continue;
    }
    self.set(frameName(node.callFrame), (self.get(frameName(node.callFrame)) ?? 0) + ms);
    // Each package and frame once per sample, however often it recurs on the stack.
    const packages = new Set<string>();
    const frames = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at)!.callFrame;
      if (frame.functionName === '(root)') continue;
      packages.add(packageOf(frame));
      frames.add(frameName(frame));
      inclusiveByNode.set(at, (inclusiveByNode.get(at) ?? 0) + ms);
    }
    for (const name of packages) byPackage.set(name, (byPackage.get(name) ?? 0) + ms);
    for (const name of frames) inclusive.set(name, (inclusive.get(name) ?? 0) + ms);
  }

  // Hot paths: from each heavy top-level node, follow the heaviest child while it holds >= 1% of the
  // busy time, printing the chain.
  const busy = totalMs - idleMs;
  const hotPaths: string[] = [];
  const pct = (ms: number) => `${((ms / busy) * 100).toFixed(1)}%`;
  const walk = (id: number, depth: number, prefix: string) => {
    const node = byId.get(id)!;
    const ms = inclusiveByNode.get(id) ?? 0;
    if (ms / busy < 0.03 || depth > 40) return;
    const children = (node.children ?? [])
      .map((child) => ({ child, ms: inclusiveByNode.get(child) ?? 0 }))
      .filter(({ ms: childMs }) => childMs / busy >= 0.03)
      .sort((a, b) => b.ms - a.ms);
    const label = `${pct(ms).padStart(6)} ${frameName(node.callFrame)}`;
    // Long single-child chains are folded onto one line so the branching points stand out.
    if (children.length === 1) {
      hotPaths.push(`${prefix}${label}`);
      walk(children[0]!.child, depth + 1, prefix);
      return;
    }
    hotPaths.push(`${prefix}${label}`);
    for (const { child } of children) walk(child, depth + 1, `${prefix}  `);
  };
  const root = profile.nodes[0]!;
  for (const child of root.children ?? []) walk(child, 0, '');

  const sorted = (map: Map<string, number>, n: number) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, ms]) => ({ name, ms }));
  return {
    totalMs,
    idleMs,
    self: sorted(self, top).map(({ name, ms }) => ({ frame: name, ms })),
    byPackage: sorted(byPackage, 25),
    inclusive: sorted(inclusive, 30).map(({ name, ms }) => ({ frame: name, ms })),
    hotPaths,
  };
}

export function printSummary(summary: ProfileSummary, title: string): void {
  const busy = summary.totalMs - summary.idleMs;
  const pct = (ms: number) => `${((ms / busy) * 100).toFixed(1).padStart(5)}%`;
  console.log(`\n== ${title}`);
  console.log(
    `profiled ${(summary.totalMs / 1000).toFixed(1)} s, idle ${((summary.idleMs / summary.totalMs) * 100).toFixed(0)}%; ` +
      'percentages below are of the busy (non-idle) time',
  );
  console.log('\ntop self time:');
  for (const { frame, ms } of summary.self) console.log(`  ${pct(ms)}  ${frame}`);
  console.log('\ntime under each package (inclusive, a sample counts once per package on its stack):');
  for (const { name, ms } of summary.byPackage) console.log(`  ${pct(ms)}  ${name}`);
  console.log('\ntop inclusive frames:');
  for (const { frame, ms } of summary.inclusive) console.log(`  ${pct(ms)}  ${frame}`);
  console.log(
    '\nhot call paths (nodes >= 3% of busy time; a single heavy child continues on the next line):',
  );
  for (const line of summary.hotPaths) console.log(`  ${line}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [file, top, lastSeconds] = process.argv.slice(2);
  if (!file) throw new Error('usage: summarise-profile.ts <file.cpuprofile> [top]');
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  printSummary(summariseProfile(profile, Number(top ?? 15), Number(lastSeconds ?? Infinity) * 1000), file);
}
