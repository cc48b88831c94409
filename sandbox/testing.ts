// Helpers for in-process sandbox tests (`app.request()`), shared by every sandbox test file.
import {
  encodeQuery,
  operations,
  SCOPES,
  type InputOf,
  type OperationName,
  type OutputOf,
} from '../src/api/index.js';
import { createSandbox, SANDBOX_DEFAULTS, type Sandbox, type SandboxOptions } from './app.js';
import { createManualClock } from './clock.js';
import { ADMIN_KEY_HEADER } from './control/index.js';

export interface TestSandbox extends Sandbox {
  /** An access token with these scopes (default: all). */
  token(scopes?: readonly string[]): Promise<string>;
  /** Calls an operation by name; answers the raw Response. */
  call(
    name: OperationName,
    input?: Record<string, unknown>,
    opts?: { token?: string | null; headers?: Record<string, string> },
  ): Promise<Response>;
  /** Calls an operation with a valid input and answers its JSON, failing the test on a non-200. */
  ok<K extends OperationName>(name: K, input?: InputOf<K>): Promise<OutputOf<K>>;
  /** Calls the control API as the store. */
  admin(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Response>;
}

/** A sandbox on `:memory:` with a manual clock (default) and the demo seed (default). */
export function createTestSandbox(options: SandboxOptions = {}): TestSandbox {
  const sandbox = createSandbox({
    db: ':memory:',
    clock: createManualClock(),
    rateLimit: false,
    ...options,
  });
  let cached: string | undefined;

  const token = async (scopes: readonly string[] = SCOPES): Promise<string> => {
    const res = await sandbox.app.request('/v2/oauth/getAccessToken', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        clientId: options.clientId ?? SANDBOX_DEFAULTS.clientId,
        clientSecret: options.clientSecret ?? SANDBOX_DEFAULTS.clientSecret,
        grantType: 'client_credentials',
        scope: scopes.join(' '),
      }),
    });
    if (res.status !== 200) throw new Error(`token: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { accessToken: string }).accessToken;
  };

  const call: TestSandbox['call'] = async (name, input = {}, opts = {}) => {
    const op = operations[name];
    const bearer = opts.token === undefined ? (cached ??= await token()) : opts.token;
    const headers: Record<string, string> = { ...opts.headers };
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    if (op.method === 'GET') {
      const qs = encodeQuery(op, input).toString();
      return sandbox.app.request(`${op.path}${qs ? `?${qs}` : ''}`, { headers });
    }
    headers['content-type'] ??= 'application/json';
    return sandbox.app.request(op.path, { method: 'POST', headers, body: JSON.stringify(input) });
  };

  return {
    ...sandbox,
    token,
    call,
    async ok<K extends OperationName>(name: K, input?: InputOf<K>) {
      const res = await call(name, (input ?? {}) as Record<string, unknown>);
      const text = await res.text();
      if (res.status !== 200) throw new Error(`${name}: ${res.status} ${text}`);
      return JSON.parse(text) as OutputOf<K>;
    },
    admin: async (method, path, body) =>
      sandbox.app.request(`/sandbox${path}`, {
        method,
        headers: {
          [ADMIN_KEY_HEADER]: options.adminKey ?? SANDBOX_DEFAULTS.adminKey,
          'content-type': 'application/json',
        },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      }),
  };
}
