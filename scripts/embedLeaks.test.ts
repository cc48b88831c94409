import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { operationList } from '../src/api/index.js';
import { findLeaks, serverOnlyMarkers } from './embedLeaks.js';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function built(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'embed-leaks-'));
  made.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

const markers = serverOnlyMarkers(operationList);
/** Each (file, text) found once, sorted: a shared pattern belongs to several operations. */
const leaked = (dir: string) =>
  [...new Set(findLeaks(dir, markers).map((l) => `${l.file}: ${l.text}`))].sort();

describe('server-only operations in the built embed', () => {
  it('are named from the operation table: every server-only operation, no storefront one', () => {
    const server = operationList.filter((op) => op.policy === 'server').map((op) => op.name);
    expect(new Set(markers.map((m) => m.operation))).toEqual(new Set(server));
    expect(markers.map((m) => m.text)).toContain('^whsec_[A-Za-z0-9+/=]{32,}$');
    expect(markers.map((m) => m.text)).not.toContain('getReviews');
  });

  it('are found by name, path, summary or schema pattern, in any file under the directory', () => {
    const dir = built({
      'widgets/a.js': 'const t={createSubscription:{method:"POST"}};',
      'chunks/b-1234.js': 'fetch("/v2/oauth/getAccessToken")',
      'chunks/c-5678.js': 'var s=e().regex(/^whsec_[A-Za-z0-9+\\/=]{32,}$/);',
      'i18n/d.en-1.js': 'export default {x:"Change the address of a subscription."};',
    });
    expect(leaked(dir)).toEqual([
      'chunks/b-1234.js: /v2/oauth/getAccessToken',
      'chunks/b-1234.js: getAccessToken',
      'chunks/c-5678.js: ^whsec_[A-Za-z0-9+/=]{32,}$',
      'i18n/d.en-1.js: Change the address of a subscription.',
      'widgets/a.js: createSubscription',
    ]);
  });

  it('are not seen in storefront code, nor in a longer name that contains one', () => {
    const dir = built({
      'widgets/reviews.js':
        'const r={getReviews:"/v2/reviews/getReviews"};const updateBalanceShown=1,x$getSubscriptions2=2;',
    });
    expect(leaked(dir)).toEqual([]);
  });
});
