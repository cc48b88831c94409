// Writes dist/styles.css (`import 'loyalkit/styles.css'`): src/styles.css with its own
// `@import './…';` lines inlined, so consumers get one file with no further requests.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const IMPORT = /^@import\s+['"](\.[^'"]+)['"];\s*$/gm;

export function inlineCss(file: string, seen = new Set<string>()): string {
  if (seen.has(file)) throw new Error(`circular @import of ${file}`);
  seen.add(file);
  return readFileSync(file, 'utf8').replace(IMPORT, (_line, rel: string) =>
    inlineCss(join(dirname(file), rel), new Set(seen)),
  );
}

const root = fileURLToPath(new URL('..', import.meta.url));
const css = inlineCss(join(root, 'src/styles.css'));
mkdirSync(join(root, 'dist'), { recursive: true });
writeFileSync(join(root, 'dist/styles.css'), css);
console.log(`wrote dist/styles.css (${(css.length / 1024).toFixed(1)} KB)`);
