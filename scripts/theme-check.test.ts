// `npm run check:theme` on a fresh clone: the extension has no built embed in assets/ yet (it is
// not committed), and the check builds it first instead of failing on every `asset_url`.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('..', import.meta.url));
const fresh = mkdtempSync(join(tmpdir(), 'loyalkit-theme-'));
afterAll(() => rmSync(fresh, { recursive: true, force: true }));

describe('npm run check:theme', () => {
  it('builds the embed it needs on a fresh clone, says so in one line, and passes', () => {
    // The extension as a clone has it: the committed files, no built scripts in assets/.
    cpSync(join(repo, 'extensions/theme'), fresh, {
      recursive: true,
      filter: (src) => !/[\\/]assets[\\/]loyalkit-(?!blocks\.css)/.test(src),
    });
    expect(existsSync(join(fresh, 'assets/loyalkit-embed.js'))).toBe(false);
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/theme-check.ts'], {
      cwd: repo,
      env: { ...process.env, LOYALKIT_THEME_DIR: fresh, NODE_ENV: 'production' },
      encoding: 'utf8',
    });
    expect(run.stdout.split('\n').filter((l) => /no built embed yet/.test(l))).toHaveLength(1);
    expect(run.stdout).toContain('theme check: 0 offenses');
    expect(run.status, run.stderr).toBe(0);
    expect(existsSync(join(fresh, 'assets/loyalkit-embed.js'))).toBe(true);
    expect(existsSync(join(fresh, 'assets/loyalkit-embed.css'))).toBe(true);
  }, 120_000);
});
