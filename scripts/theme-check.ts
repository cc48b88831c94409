// `npm run check:theme`: Shopify's Theme Check over the theme app extension (the
// theme-app-extension checks, picked from shopify.extension.toml); any offense fails. Theme
// Check verifies that every `asset_url` names a file that exists, so the built embed must be in
// assets/: on a fresh clone this builds it first (`npm run build:theme`), saying so in one line.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { check, type Offense } from '@shopify/theme-check-node';

// LOYALKIT_THEME_DIR: another copy of the extension (the test's fresh one); the repo's by default.
const root =
  process.env.LOYALKIT_THEME_DIR ?? fileURLToPath(new URL('../extensions/theme', import.meta.url));

if (!existsSync(join(root, 'assets/loyalkit-embed.js'))) {
  console.log(
    `${relative(process.cwd(), root) || '.'}/assets has no built embed yet: running npm run build:theme first`,
  );
  const built = spawnSync(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./build-theme.ts', import.meta.url))],
    { stdio: 'inherit' },
  );
  if (built.status !== 0) {
    console.error('npm run build:theme failed: Theme Check needs the built embed in assets/');
    process.exit(1);
  }
}

const SEVERITY = ['error', 'warning', 'info'];
const offenses: Offense[] = await check(root);
for (const o of offenses) {
  const file = relative(root, fileURLToPath(o.uri));
  const where = `${file}:${o.start.line + 1}:${o.start.character + 1}`;
  console.log(`${where}  ${SEVERITY[o.severity] ?? o.severity}  ${o.check}  ${o.message}`);
}
console.log(`theme check: ${offenses.length} offenses in extensions/theme`);
process.exit(offenses.length === 0 ? 0 : 1);
