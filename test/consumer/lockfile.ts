// A package-lock.json for a scratch project, cut from this repository's lock: the packages the
// project names (and everything they need, at the versions and places the repository installs
// them) plus packed tarballs. `npm ci --offline` then installs it from the npm cache that the
// repository's own `npm ci` filled, with no registry request and no version drift.
import { readFileSync } from 'node:fs';

/** One entry of a lockfile's `packages`. */
type Entry = Record<string, unknown> & {
  version?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  link?: boolean;
};

/** A packed package: its name, version, tarball (relative to the project) and manifest. */
export interface Tarball {
  name: string;
  version: string;
  file: string;
  manifest: Entry;
}

/** The folder that holds a lock location's own node_modules (`''` for the project's). */
function parentOf(location: string): string | undefined {
  if (location === '') return undefined;
  const at = location.lastIndexOf('node_modules/');
  return location.slice(0, at).replace(/\/$/, '');
}

/** Where Node would find `name` from `location`, in the lock's tree. */
function resolveIn(packages: Record<string, Entry>, location: string, name: string) {
  for (let base: string | undefined = location; base !== undefined; base = parentOf(base)) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (packages[candidate] && !packages[candidate].link) return candidate;
  }
  return undefined;
}

/** The edges a lock entry needs installed: dependencies, optional ones, required peers. */
function needs(entry: Entry): string[] {
  const peers = Object.keys(entry.peerDependencies ?? {}).filter(
    (p) => !entry.peerDependenciesMeta?.[p]?.optional,
  );
  return [
    ...Object.keys(entry.dependencies ?? {}),
    ...Object.keys(entry.optionalDependencies ?? {}),
    ...peers,
  ];
}

/**
 * The lockfile of a project whose package.json has `dependencies` and `devDependencies` taken
 * from the repository's versions, and the given tarballs.
 */
export function scratchLock(
  repoLock: string,
  registry: string,
  project: {
    name: string;
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  },
  tarballs: readonly Tarball[],
): object {
  const repo = (JSON.parse(readFileSync(repoLock, 'utf8')) as { packages: Record<string, Entry> })
    .packages;
  const packed = new Map(tarballs.map((t) => [t.name, t]));
  const out: Record<string, Entry> = {
    '': {
      name: project.name,
      dependencies: project.dependencies,
      devDependencies: project.devDependencies,
    },
  };
  const queue: [from: string, name: string][] = [
    ...Object.keys(project.dependencies).map((n) => ['', n] as [string, string]),
    ...Object.keys(project.devDependencies).map((n) => ['', n] as [string, string]),
  ];
  while (queue.length > 0) {
    const [from, name] = queue.shift()!;
    const tarball = packed.get(name);
    if (tarball) {
      const location = `node_modules/${name}`;
      if (out[location]) continue;
      const { dependencies, optionalDependencies, peerDependencies, peerDependenciesMeta, bin } =
        tarball.manifest;
      out[location] = {
        version: tarball.version,
        resolved: `file:${tarball.file}`,
        ...(dependencies && { dependencies }),
        ...(optionalDependencies && { optionalDependencies }),
        ...(peerDependencies && { peerDependencies }),
        ...(peerDependenciesMeta && { peerDependenciesMeta }),
        ...(bin !== undefined && { bin }),
      };
      for (const dep of needs(out[location])) queue.push([location, dep]);
      continue;
    }
    const location = resolveIn(repo, from, name) ?? resolveIn(repo, '', name);
    if (location === undefined) {
      // An optional dependency of another platform, or an optional peer the repository lacks.
      continue;
    }
    if (out[location]) continue;
    const entry = { ...repo[location]! };
    // npm recomputes who needs what (dev, optional, peer) from the project's package.json.
    for (const flag of ['dev', 'optional', 'devOptional', 'peer']) delete entry[flag];
    // The repository's lock omits registry URLs (.npmrc); without one npm would ask the registry
    // for the package's metadata. The tarball's URL is the registry's fixed pattern.
    const installed = location.slice(
      location.lastIndexOf('node_modules/') + 'node_modules/'.length,
    );
    entry.resolved ??= `${registry.replace(/\/?$/, '/')}${installed}/-/${installed.split('/').pop()}-${entry.version}.tgz`;
    out[location] = entry;
    for (const dep of needs(entry)) queue.push([location, dep]);
  }
  return { name: project.name, lockfileVersion: 3, requires: true, packages: out };
}
