// The real sandbox in-process behind a proxy: upstream calls and webhook deliveries never
// leave the process.
import {
  createSandbox,
  SANDBOX_DEFAULTS,
  type Sandbox,
  type SandboxOptions,
} from '../../sandbox/app.js';
import type { Proxy, ProxyOptions } from '../app.js';
import { testProxy } from './proxy.js';

export const ADMIN = {
  'x-sandbox-admin-key': SANDBOX_DEFAULTS.adminKey,
  'content-type': 'application/json',
};

export interface Stack {
  sandbox: Sandbox;
  proxy: Proxy;
  /** Calls the sandbox control API. */
  admin(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Response>;
  close(): void;
}

export function sandboxStack(
  proxyOptions: Partial<ProxyOptions> = {},
  sandboxOptions: SandboxOptions = {},
): Stack {
  const holder: { proxy?: Proxy } = {};
  const sandbox = createSandbox({
    db: ':memory:',
    seed: 'demo',
    rateLimit: false,
    fetch: async (input, init) => holder.proxy!.app.fetch(new Request(input, init)),
    ...sandboxOptions,
  });
  const proxy = testProxy((req) => sandbox.fetch(req), {
    sandboxMode: true,
    upstream: {
      baseUrl: 'http://sandbox.internal',
      clientId: SANDBOX_DEFAULTS.clientId,
      clientSecret: SANDBOX_DEFAULTS.clientSecret,
      fetch: (req) => sandbox.fetch(req),
      retryBaseMs: 1,
      timeoutMs: 5_000,
    },
    ...proxyOptions,
  });
  holder.proxy = proxy;
  return {
    sandbox,
    proxy,
    admin: (method, path, body) =>
      Promise.resolve(
        sandbox.app.request(`/sandbox${path}`, {
          method,
          headers: ADMIN,
          ...(body !== undefined && { body: JSON.stringify(body) }),
        }),
      ),
    close() {
      proxy.close();
      sandbox.close();
    },
  };
}
