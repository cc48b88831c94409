// The library as React Server Components see it: built as `npm run build` builds it (entries and
// externals from vite.library.ts), then each chunk read. The client entry keeps its
// `'use client'`; everything `loyalkit/server` and `loyalkit/api` reach is server-safe: no
// directive, and from React only what React's server build has (no context, state or effects).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, parseAst, type Rolldown } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CLIENT_ENTRIES,
  isExternal,
  LIBRARY_ENTRIES,
  SERVER_SAFE_ENTRIES,
} from '../../vite.library.js';

const REPO = fileURLToPath(new URL('../..', import.meta.url));

/** What one chunk of the build holds, read from its code. */
interface ChunkFacts {
  directives: string[];
  /** Static and dynamic imports: specifier, and the names taken (`*` for a namespace). */
  imports: { from: string; names: string[] }[];
  /** Whether it re-exports a whole module (`export * from`), which Next refuses in a client boundary. */
  exportsStar: boolean;
}

type Node = { type: string; [key: string]: unknown };

function walk(node: unknown, visit: (n: Node) => void): void {
  if (Array.isArray(node)) return node.forEach((n) => walk(n, visit));
  if (!node || typeof node !== 'object') return;
  const n = node as Node;
  if (typeof n.type === 'string') visit(n);
  for (const value of Object.values(n)) if (value && typeof value === 'object') walk(value, visit);
}

function factsOf(code: string): ChunkFacts {
  const program = parseAst(code) as unknown as { body: Node[] };
  const directives: string[] = [];
  for (const statement of program.body) {
    if (typeof statement.directive !== 'string') break;
    directives.push(statement.directive);
  }
  const facts: ChunkFacts = { directives, imports: [], exportsStar: false };
  walk(program.body, (n) => {
    const source = (n.source as { value?: unknown } | undefined)?.value;
    if (n.type === 'ImportDeclaration' && typeof source === 'string') {
      const names = (n.specifiers as Node[]).map((s) =>
        s.type === 'ImportSpecifier'
          ? String((s.imported as { name?: string; value?: string }).name ?? '')
          : s.type === 'ImportDefaultSpecifier'
            ? 'default'
            : '*',
      );
      facts.imports.push({ from: source, names });
    } else if (n.type === 'ExportNamedDeclaration' && typeof source === 'string') {
      const names = (n.specifiers as Node[]).map((s) =>
        String((s.local as { name?: string }).name ?? ''),
      );
      facts.imports.push({ from: source, names });
    } else if (n.type === 'ExportAllDeclaration' && typeof source === 'string') {
      facts.exportsStar = true;
      facts.imports.push({ from: source, names: ['*'] });
    } else if (n.type === 'ImportExpression' && typeof source === 'string') {
      facts.imports.push({ from: source, names: ['*'] });
    }
  });
  return facts;
}

/** Export names of React (or one of its subpaths) as its `react-server` build has them. */
function serverExports(specifier: string): Set<string> {
  const out = execFileSync(
    process.execPath,
    [
      '--conditions=react-server',
      '-e',
      `process.stdout.write(JSON.stringify(Object.keys(require(${JSON.stringify(specifier)}))))`,
    ],
    { cwd: REPO, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } },
  );
  return new Set(JSON.parse(out) as string[]);
}

/**
 * react-query's exports that come from its own `'use client'` modules (providers, hooks): a
 * server component may import them only to render or pass on, never to call.
 */
function reactQueryClientExports(): Set<string> {
  const require = createRequire(join(REPO, 'package.json'));
  const index = require.resolve('@tanstack/react-query').replace(/\.cjs$/, '.js');
  const dir = dirname(index);
  const client = new Set<string>();
  for (const node of (parseAst(readFileSync(index, 'utf8')) as unknown as { body: Node[] }).body) {
    const source = (node.source as { value?: unknown } | undefined)?.value;
    if (node.type !== 'ExportNamedDeclaration' || typeof source !== 'string') continue;
    if (!source.startsWith('.')) continue;
    const file = join(dir, source);
    if (factsOf(readFileSync(file, 'utf8')).directives.includes('use client')) {
      for (const s of node.specifiers as Node[]) {
        client.add(String((s.exported as { name?: string }).name ?? ''));
      }
    }
  }
  return client;
}

const chunks = new Map<string, ChunkFacts>();
const entryFiles = new Map<string, string>();

beforeAll(async () => {
  // Vitest runs with NODE_ENV=test, which Vite would keep (React's development JSX runtime, and
  // other chunks): the package is built for production.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const output = (await build({
    configFile: false,
    root: REPO,
    logLevel: 'silent',
    build: {
      write: false,
      lib: { entry: LIBRARY_ENTRIES, formats: ['es'] },
      rollupOptions: { external: isExternal },
    },
  }).finally(() => {
    process.env.NODE_ENV = nodeEnv;
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  for (const out of [output].flat()) {
    for (const item of out.output) {
      if (item.type !== 'chunk') continue;
      chunks.set(item.fileName, factsOf(item.code));
      if (item.isEntry) entryFiles.set(item.name, item.fileName);
    }
  }
}, 120_000);

/** The chunks an entry reaches, itself first, through static and dynamic imports. */
function reachedFrom(entry: string): string[] {
  const start = entryFiles.get(entry);
  if (!start) throw new Error(`no entry chunk named ${entry}`);
  const seen = [start];
  for (let i = 0; i < seen.length; i++) {
    const base = dirname(seen[i]!);
    for (const { from } of chunks.get(seen[i]!)!.imports) {
      if (!from.startsWith('.')) continue;
      const file = join(base, from);
      if (!seen.includes(file)) seen.push(file);
    }
  }
  return seen;
}

describe('the library build for React Server Components', { timeout: 120_000 }, () => {
  it('keeps "use client" first in every client entry, with named exports only', () => {
    for (const entry of CLIENT_ENTRIES) {
      const facts = chunks.get(entryFiles.get(entry)!)!;
      expect(facts.directives, entry).toContain('use client');
      expect(facts.exportsStar, entry).toBe(false);
    }
  });

  it('gives loyalkit/server and loyalkit/api no "use client" anywhere in what they load', () => {
    for (const entry of SERVER_SAFE_ENTRIES) {
      const marked = reachedFrom(entry).filter((file) =>
        chunks.get(file)!.directives.includes('use client'),
      );
      expect(marked, entry).toEqual([]);
    }
  });

  it('lets loyalkit/server and loyalkit/api use only what React has on the server', () => {
    const allowed: Record<string, (name: string) => boolean> = {
      react: (
        (names) => (name) =>
          names.has(name)
      )(serverExports('react')),
      'react/jsx-runtime': (
        (names) => (name) =>
          names.has(name)
      )(serverExports('react/jsx-runtime')),
      '@tanstack/react-query': (
        (client) => (name) =>
          name !== '*' && !client.has(name)
      )(reactQueryClientExports()),
      zod: () => true,
    };
    const refused: string[] = [];
    for (const entry of SERVER_SAFE_ENTRIES) {
      for (const file of reachedFrom(entry)) {
        for (const { from, names } of chunks.get(file)!.imports) {
          if (from.startsWith('.')) continue;
          const ok = allowed[from];
          for (const name of names) {
            if (!ok?.(name)) refused.push(`${entry}: ${file} imports ${name} from ${from}`);
          }
        }
      }
    }
    expect(refused).toEqual([]);
  });

  it('would catch a server entry reaching React context (the check sees client APIs)', () => {
    // The client entry does use context and state: the same reading finds them there.
    const names = reachedFrom('index').flatMap((file) =>
      chunks
        .get(file)!
        .imports.filter((i) => i.from === 'react')
        .flatMap((i) => i.names),
    );
    expect(names).toEqual(expect.arrayContaining(['createContext', 'useState']));
    expect(serverExports('react').has('createContext')).toBe(false);
  });
});
