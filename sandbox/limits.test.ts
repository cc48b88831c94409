// Bodies the sandbox refuses before reading them into memory or recursing into them.
import { afterEach, describe, expect, it } from 'vitest';
import { Problem } from '../src/api/index.js';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './http.js';
import { createTestSandbox, type TestSandbox } from './testing.js';

let sb: TestSandbox;
afterEach(() => sb?.close());

async function post(body: string, path = '/v2/wishlists/createWishlist'): Promise<Response> {
  return sb.app.request(path, {
    method: 'POST',
    headers: { authorization: `Bearer ${await sb.token()}`, 'content-type': 'application/json' },
    body,
  });
}

describe('the sandbox’s body limits', () => {
  it('refuses a 10 MB body with 413 problem+json and closes the connection', async () => {
    sb = createTestSandbox();
    const res = await post(JSON.stringify({ customerIdentifier: '1', title: 'x'.repeat(10e6) }));
    expect(res.status).toBe(413);
    expect(res.headers.get('connection')).toBe('close');
    expect(Problem.parse(await res.json()).code).toBe('payload_too_large');
    // The control API too.
    const admin = await sb.admin('POST', '/customers', { email: `${'x'.repeat(2e6)}@a.test` });
    expect(admin.status).toBe(413);
  });

  it('refuses JSON nested a million deep with 400, and any body past the depth limit', async () => {
    sb = createTestSandbox({ maxBodyBytes: 4e6 });
    const million = `{"customerIdentifier":"1","title":${'['.repeat(1e6)}${']'.repeat(1e6)}}`;
    const deep = await post(million);
    expect(deep.status).toBe(400);
    expect(Problem.parse(await deep.json()).detail).toContain(`${MAX_JSON_DEPTH} levels`);
    const justOver = `{"a":${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}}`;
    expect((await post(justOver)).status).toBe(400);
  });

  it('counts only real nesting: brackets inside strings, escaped quotes and siblings do not add', () => {
    expect(nestsDeeperThan('{"a":[1,[2]],"b":{"c":[]}}', 3)).toBe(false);
    expect(nestsDeeperThan('{"a":[1,[2,[3]]]}', 3)).toBe(true);
    expect(nestsDeeperThan(JSON.stringify({ s: '[[[[[[{{{{' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ s: 'quote \\" [[[[' }), 1)).toBe(false);
    expect(nestsDeeperThan('[]'.repeat(1000), 1)).toBe(false);
  });
});
