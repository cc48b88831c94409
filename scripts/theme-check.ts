// `npm run check:theme`: Shopify's Theme Check over the theme app extension (the
// theme-app-extension checks, picked from shopify.extension.toml); any offense fails. The
// built embed must be in assets/ first (`npm run build:theme`), as Theme Check verifies that
// every `asset_url` names a file that exists.
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { check, type Offense } from '@shopify/theme-check-node';

const root = fileURLToPath(new URL('../extensions/theme', import.meta.url));

if (!existsSync(join(root, 'assets/loyalkit-embed.js'))) {
  console.error('extensions/theme/assets/loyalkit-embed.js is missing: run npm run build:theme');
  process.exit(1);
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
