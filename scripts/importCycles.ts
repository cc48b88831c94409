// Finds import circles between our own modules (type-only imports included: a circle of types
// still ties two modules into one unit). Run by `npm run check:cycles` and by its unit test, so a
// circle cannot come back unnoticed.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** The folders whose modules must form no circle. */
export const CYCLE_ROOTS = ['src', 'server-proxy', 'sandbox'] as const;

const SOURCE = /\.(ts|tsx)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return SOURCE.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Resolves a relative specifier as TypeScript does with NodeNext (`./x.js` is `./x.ts`). */
function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  const stem = base.replace(/\.(js|jsx|ts|tsx)$/, '');
  const candidates = [
    base,
    `${stem}.ts`,
    `${stem}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ];
  return candidates.find((c) => SOURCE.test(c) && existsSync(c) && statSync(c).isFile());
}

/** The module graph of `roots` (under `cwd`): each file and the files it imports. */
export function importGraph(cwd: string, roots: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const root of roots) {
    for (const file of sourceFiles(resolve(cwd, root))) {
      const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      const targets = info.importedFiles
        .map((i) => resolveImport(file, i.fileName))
        .filter((t): t is string => t !== undefined);
      graph.set(file, [...new Set(targets)]);
    }
  }
  return graph;
}

/** Every circle of the graph, once each, as the paths (relative to `cwd`) around it. */
export function findCycles(cwd: string, roots: readonly string[] = CYCLE_ROOTS): string[][] {
  const graph = importGraph(cwd, roots);
  // Tarjan's strongly connected components: a component of two or more modules, or one module
  // importing itself, is a circle.
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string): void => {
    indices.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, indices.get(next)!));
      }
    }
    if (low.get(node) !== indices.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) {
      cycles.push(component.map((file) => relative(cwd, file)).sort());
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return cycles;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const cycles = findCycles(process.cwd());
  for (const cycle of cycles) console.error(`import circle: ${cycle.join(' <-> ')}`);
  console.log(`${cycles.length} import circles in ${CYCLE_ROOTS.join(', ')}`);
  process.exitCode = cycles.length > 0 ? 1 : 0;
}
