import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findCycles } from './importCycles.js';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function project(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'cycles-'));
  made.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

describe('import circles', () => {
  it('are none in src, server-proxy and sandbox', () => {
    expect(findCycles(process.cwd())).toEqual([]);
  });

  it('are found through type-only imports and re-exports, each circle once', () => {
    const dir = project({
      'src/a.ts': "import type { B } from './b.js';\nexport type A = B;\n",
      'src/b.ts': "export * from './c.js';\nexport type B = string;\n",
      'src/c.tsx': "import { a } from './d/index.js';\nexport const c = a;\n",
      'src/d/index.ts': "import type { A } from '../a.js';\nexport const a: A = '';\n",
      'src/e.ts': "import { c } from './c.js';\nexport const e = c;\n",
    });
    expect(findCycles(dir, ['src'])).toEqual([
      ['src/a.ts', 'src/b.ts', 'src/c.tsx', 'src/d/index.ts'],
    ]);
  });
});
