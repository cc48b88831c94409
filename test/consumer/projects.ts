// The consumer test's scratch projects: the packages packed as npm would publish them, a store's
// Vite + React app and a store's Node server, each installed offline from the tarballs and the
// npm cache (lockfile.ts), in a temporary folder.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { scratchLock, type Tarball } from './lockfile.js';

export const REPO = fileURLToPath(new URL('../..', import.meta.url));
const TEMPLATES = fileURLToPath(new URL('.', import.meta.url));

/** Runs a command to its end; its output is returned, and printed when it fails. */
export function run(cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): string {
  try {
    return execFileSync(cmd, args, {
      cwd,
      env: { ...process.env, ...env },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${cmd} ${args.join(' ')} failed in ${cwd}:\n${stdout ?? ''}\n${stderr ?? ''}`);
  }
}

/** What `npm pack --json` says of one tarball. */
export interface Packed extends Tarball {
  /** Bytes of the tarball, and of its files unpacked. */
  size: number;
  unpackedSize: number;
}

const WORKSPACES = ['contract', 'sandbox', 'server-proxy'];

/** Builds what is missing and packs the four packages into `dir`, as `npm publish` would. */
export function packAll(dir: string): Map<string, Packed> {
  mkdirSync(dir, { recursive: true });
  // The library and its embed take a minute: CI has built them in its gates already.
  if (!existsSync(join(REPO, 'dist/index.js')) || !existsSync(join(REPO, 'dist/embed/embed.js'))) {
    run('npm', ['run', 'build'], REPO);
  }
  run('npm', ['run', 'build:packages'], REPO);
  const pack = (workspaces: string[]) =>
    JSON.parse(
      run(
        'npm',
        [
          'pack',
          '--json',
          '--ignore-scripts',
          '--pack-destination',
          dir,
          ...workspaces.map((w) => `--workspace=${w}`),
        ],
        REPO,
      ),
    ) as { name: string; version: string; filename: string; size: number; unpackedSize: number }[];
  const packed = new Map<string, Packed>();
  for (const info of [...pack([]), ...pack(WORKSPACES)]) {
    const file = join(dir, info.filename);
    const manifest = JSON.parse(
      run('tar', ['-xzOf', file, 'package/package.json'], dir),
    ) as Tarball['manifest'];
    packed.set(info.name, { ...info, file, manifest });
  }
  return packed;
}

/** The version this repository installs of a package (its lock), for a scratch project. */
export function repoVersion(name: string): string {
  const lock = JSON.parse(readFileSync(join(REPO, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version?: string }>;
  };
  const version = lock.packages[`node_modules/${name}`]?.version;
  if (!version) throw new Error(`${name} is not in the repository's lock`);
  return version;
}

/**
 * Writes a scratch project (package.json, lock, template files) and installs it offline: the
 * npm cache and the tarballs only, no registry.
 */
export function installProject(
  dir: string,
  project: {
    name: string;
    template: string;
    packages: string[];
    dependencies: string[];
    devDependencies: string[];
    extra?: Record<string, unknown>;
  },
  packed: Map<string, Packed>,
): void {
  cpSync(join(TEMPLATES, project.template), dir, { recursive: true });
  const tarballs = project.packages.map((name) => {
    const p = packed.get(name)!;
    return { ...p, file: `file:${p.file}` };
  });
  const fromRepo = (names: string[]) => Object.fromEntries(names.map((n) => [n, repoVersion(n)]));
  const manifest = {
    name: project.name,
    dependencies: {
      ...Object.fromEntries(tarballs.map((t) => [t.name, t.file])),
      ...fromRepo(project.dependencies),
    },
    devDependencies: fromRepo(project.devDependencies),
  };
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify(
      { ...manifest, version: '1.0.0', private: true, type: 'module', ...project.extra },
      null,
      2,
    ),
  );
  const lock = scratchLock(
    join(REPO, 'package-lock.json'),
    run('npm', ['config', 'get', 'registry'], dir).trim(),
    manifest,
    tarballs.map((t) => ({ ...t, file: t.file.slice('file:'.length) })),
  );
  writeFileSync(join(dir, 'package-lock.json'), JSON.stringify(lock, null, 2));
  run('npm', ['ci', '--offline', '--no-audit', '--no-fund'], dir);
}

/** Every package name in `npm ls --omit=dev --all` of a project. */
export function productionTree(dir: string): string[] {
  interface Node {
    dependencies?: Record<string, Node>;
  }
  const tree = JSON.parse(run('npm', ['ls', '--omit=dev', '--all', '--json'], dir)) as Node;
  const names = new Set<string>();
  const walk = (node: Node) => {
    for (const [name, child] of Object.entries(node.dependencies ?? {})) {
      names.add(name);
      walk(child);
    }
  };
  walk(tree);
  return [...names].sort();
}

/** Bytes of the files under a folder. */
function bytesOf(path: string): number {
  const info = statSync(path);
  if (!info.isDirectory()) return info.size;
  return readdirSync(path).reduce((sum, name) => sum + bytesOf(join(path, name)), 0);
}

/**
 * Bytes installed for a package: its own folder and every production dependency it brings,
 * found as Node finds them (its own node_modules, then each folder above).
 */
export function installedSize(project: string, name: string): { own: number; total: number } {
  const locate = (from: string, dep: string): string | undefined => {
    for (let dir = from; dir.startsWith(project); dir = dirname(dir)) {
      const candidate = join(dir, 'node_modules', dep);
      if (existsSync(join(candidate, 'package.json'))) return candidate;
    }
    return undefined;
  };
  const start = join(project, 'node_modules', name);
  const seen = new Set<string>([start]);
  const queue = [start];
  while (queue.length > 0) {
    const dir = queue.shift()!;
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
      optionalDependencies?: Record<string, string>;
    };
    for (const dep of Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies })) {
      const found = locate(dir, dep);
      if (found && !seen.has(found)) {
        seen.add(found);
        queue.push(found);
      }
    }
  }
  // A package's own folder holds its nested node_modules: count those once, as dependencies.
  const own =
    bytesOf(start) -
    (existsSync(join(start, 'node_modules')) ? bytesOf(join(start, 'node_modules')) : 0);
  const total = [...seen].reduce(
    (sum, dir) =>
      sum +
      bytesOf(dir) -
      (existsSync(join(dir, 'node_modules')) ? bytesOf(join(dir, 'node_modules')) : 0),
    0,
  );
  return { own, total };
}

/** A free loopback port. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A command started in the background, with what it printed. */
export interface Started {
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

/** Starts `npx <command>` in a project, as a store's operator would run the package's bin. */
export function startBin(dir: string, command: string, env: NodeJS.ProcessEnv): Started {
  const child = spawn('npx', ['--offline', '--no-install', command], {
    cwd: dir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return {
    child,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.pid === undefined) return resolve();
        child.once('exit', () => resolve());
        // npx runs the bin as its child: signal the group it leads.
        process.kill(-child.pid, 'SIGTERM');
      }),
  };
}

/** Polls a URL until it answers `status`, or fails with what the server printed. */
export async function waitFor(url: string, status: number, started: Started, ms = 30_000) {
  const deadline = Date.now() + ms;
  let last = '';
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) break;
    try {
      const res = await fetch(url);
      if (res.status === status) return res;
      last = `${res.status} ${await res.text()}`;
    } catch (error) {
      last = String(error);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer ${status} (last: ${last}); output:\n${started.output()}`);
}
