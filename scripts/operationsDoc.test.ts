import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';
import { operationList } from '../src/api/index.js';
import { renderOperationsDoc } from './operationsDoc.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const docPath = `${root}docs/operations.md`;
const doc = readFileSync(docPath, 'utf8');

/** The repository's text files as git tracks them (this test file aside: it names the patterns). */
function trackedText(): { path: string; text: string }[] {
  const binary = /\.(png|jpe?g|gif|webp|ico|woff2?|ttf|tgz|sqlite|db)$/;
  return execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((p) => p && !binary.test(p) && p !== 'package-lock.json')
    .filter((p) => p !== 'scripts/operationsDoc.test.ts' && p !== 'scripts/operationsDoc.ts')
    .flatMap((path) => {
      try {
        return [{ path, text: readFileSync(`${root}${path}`, 'utf8') }];
      } catch {
        return []; // deleted in the work tree, not yet committed
      }
    });
}

describe('docs/operations.md', () => {
  it('is what npm run openapi writes from the contract (run it after changing src/api)', async () => {
    const expected = await format(renderOperationsDoc(), {
      ...(await resolveConfig(docPath)),
      filepath: docPath,
    });
    expect(doc).toBe(expected);
  });

  it('has a section for every operation id that the repository cites', () => {
    const headings = new Set(operationList.map((op) => `### ${op.id} ${op.name}`));
    for (const heading of headings) expect(doc).toContain(heading);
    const ids = new Set(operationList.map((op) => op.id));
    const cited = new Map<string, string>();
    for (const { path, text } of trackedText()) {
      for (const [id] of text.matchAll(/(?<![%\w])E\d{1,2}[ab]?\b/g)) cited.set(id, path);
    }
    const unknown = [...cited]
      .filter(([id]) => !ids.has(id))
      .map(([id, path]) => `${id} (${path})`);
    expect(unknown).toEqual([]);
    expect(cited.size).toBeGreaterThan(40);
  });

  it('lists every section of the specification that a comment cites', () => {
    const sections = new Set(
      [...doc.matchAll(/^\| ([\d.]+) +\|/gm)].map(([, section]) => section!),
    );
    const missing = trackedText().flatMap(({ path, text }) =>
      [...text.matchAll(/\bspec(?: section)? (\d+(?:\.\d+)?)/g)]
        .filter(([, section]) => !sections.has(section!))
        .map(([cite]) => `${cite} (${path})`),
    );
    expect(missing).toEqual([]);
  });
});

describe('the repository', () => {
  it('refers to no document outside it', () => {
    const outside =
      /shared\/spec|shared\/DESIGN|shared\/STYLE|DESIGN\.md|STYLE\.md|loyalty-api-v2|spec\/operations|(?<![/(\]'])operations\.md/;
    const found = trackedText().flatMap(({ path, text }) =>
      text
        .split('\n')
        .map((line, i) => ({ line, i }))
        .filter(({ line }) => outside.test(line))
        .map(({ line, i }) => `${path}:${i + 1}: ${line.trim().slice(0, 100)}`),
    );
    expect(found).toEqual([]);
  });

  it('has every document its files point to', () => {
    const named = new Set(
      trackedText().flatMap(({ text }) =>
        [...text.matchAll(/\b(docs\/[\w/-]+\.md|CONTRIBUTING\.md)\b/g)].map(([path]) => path),
      ),
    );
    expect(named.size).toBeGreaterThan(2);
    expect([...named].filter((path) => !existsSync(`${root}${path}`))).toEqual([]);
  });
});
