// `tsx bench/cpu-profile.ts DIR_OR_FILE... [--top 30]`: where a `--cpu-prof` profile spent its
// time. Prints, per .cpuprofile, the total sampled time, the busy share (not idle), then the top
// functions by self time and the top files (or packages) by self time. `bench:proxy` writes such
// profiles with `BENCH_CPU_PROF=dir`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const args = process.argv.slice(2);
const topAt = args.indexOf('--top');
const TOP = topAt >= 0 ? Number(args[topAt + 1]) : 25;
const inputs = args.filter((a, i) => !a.startsWith('--') && (topAt < 0 || i !== topAt + 1));

/** A file's short name: the package for node_modules, the path under the repo otherwise. */
function fileOf(url: string): string {
  if (url === '') return '(native)';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return `npm:${rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]}`;
  }
  if (url.startsWith('node:')) return url;
  const repo = url.indexOf('/loyalkit/');
  return url.replace(/^file:\/\//, '').slice(repo >= 0 ? repo + 1 : 0);
}

function table(totals: Map<string, number>, all: number): void {
  const rows = [...totals].sort((a, b) => b[1] - a[1]).slice(0, TOP);
  for (const [name, us] of rows) {
    console.log(
      `  ${(us / 1000).toFixed(0).padStart(7)} ms ${((us / all) * 100).toFixed(1).padStart(5)}%  ${name}`,
    );
  }
}

function summarize(file: string): void {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + profile.timeDeltas[i]!));
  const byFunction = new Map<string, number>();
  const byFile = new Map<string, number>();
  let all = 0;
  let idle = 0;
  for (const [id, us] of self) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    all += us;
    if (functionName === '(idle)') idle += us;
    const name = `${functionName || '(anonymous)'} ${fileOf(url)}:${lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + us);
    byFile.set(fileOf(url), (byFile.get(fileOf(url)) ?? 0) + us);
  }
  console.log(
    `\n${file}: ${(all / 1e6).toFixed(1)} s sampled, busy ${(((all - idle) / all) * 100).toFixed(0)}%`,
  );
  console.log(' by function (self time):');
  table(byFunction, all);
  console.log(' by file or package (self time):');
  table(byFile, all);
}

for (const input of inputs) {
  const files = statSync(input).isDirectory()
    ? readdirSync(input)
        .filter((f) => f.endsWith('.cpuprofile'))
        .map((f) => join(input, f))
    : [input];
  for (const file of files) summarize(file);
}
