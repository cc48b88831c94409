import { setupServer } from 'msw/node';

type SetupServerApi = ReturnType<typeof setupServer>;
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createMockApi, type MockApi, type MockApiOptions } from '../../src/mocks/index.js';

/** Starts an MSW server with the mock proxy for a test file; state and overrides reset per test. */
export function setupMockServer(options: MockApiOptions = {}): {
  api: MockApi;
  server: SetupServerApi;
} {
  const api = createMockApi({ latency: false, ...options });
  const server = setupServer(...api.handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    api.reset();
  });
  afterAll(() => server.close());
  return { api, server };
}

/** Counts the requests whose path ends with `suffix` from now on (e.g. `/getProductAverageRatings`). */
export function countRequests(
  server: SetupServerApi,
  suffix: string,
): { readonly count: number; urls: URL[] } {
  const urls: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith(suffix)) urls.push(url);
  });
  return {
    get count() {
      return urls.length;
    },
    urls,
  };
}
