// After a full `npm run test:visual` (or its update): the approved pictures no story compared any
// more (a story renamed or deleted, a tag removed). `--check` lists them and fails (CI); without
// it they are deleted (`npm run test:visual:update`). Reads the names the run recorded
// (test-results/visual/seen.txt, vitest.visual.config.ts).
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const baselines = join(root, 'test/visual/__screenshots__');
const seenFile = join(root, 'test-results/visual/seen.txt');
const check = process.argv.includes('--check');

if (!existsSync(seenFile)) {
  console.error('test-results/visual/seen.txt is missing: run the whole visual suite first');
  process.exit(1);
}
const seen = new Set(
  readFileSync(seenFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((name) => `${name}.png`),
);
const files = readdirSync(baselines, { recursive: true, encoding: 'utf8' }).filter((f) =>
  f.endsWith('.png'),
);
const obsolete = files.filter((f) => !seen.has(f));
for (const f of obsolete) {
  console.log(`${check ? 'obsolete' : 'deleted'}  ${relative(root, join(baselines, f))}`);
  if (!check) rmSync(join(baselines, f));
}
console.log(
  `${files.length} approved pictures, ${seen.size} compared, ${obsolete.length} obsolete`,
);
if (check && obsolete.length > 0) {
  console.log('Delete them with npm run test:visual:update (or by hand).');
  process.exit(1);
}
