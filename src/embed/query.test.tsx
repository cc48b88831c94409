// The embed's light query layer behaves as react-query does for what the light widgets read:
// these tests run in the `embed` project, where src/hooks/query.ts resolves to src/embed/query.ts
// as in the embed's build (vite.lightQuery.ts).
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/index.js';
import * as hooksQuery from '../hooks/query.js';
import { isTransient } from '../hooks/shared.js';
import { pageQueryClient } from './full.js';
import { pageRuntime } from './page.js';
import { freshConfig, mountIn as mount } from './testRoots.js';
import * as embedQuery from './query.js';

const { useQuery } = hooksQuery;

interface TestQuery {
  queryKey: readonly unknown[];
  queryFn: () => Promise<string>;
  staleTime?: number;
  retry?: (failures: number, error: ApiError) => boolean;
  retryDelay?: () => number;
}

/** Shows what a widget reads of its query. */
function Reader({ query }: { query: TestQuery }) {
  const result = useQuery<string, ApiError>(query);
  return (
    <p>
      {result.status} {result.data ?? ''}
    </p>
  );
}

const shows = async (root: ShadowRoot, text: string) =>
  vi.waitFor(() => expect(root.querySelector('.lk-embed')?.textContent).toBe(text));

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('the embed query layer', () => {
  it('is what the hooks import in the embed', () => {
    expect(hooksQuery.useQuery).toBe(embedQuery.useQuery);
  });

  it('sends one request for a key that several widgets ask at once', async () => {
    const config = freshConfig();
    const queryFn = vi.fn(async () => 'four stars');
    const query = { queryKey: ['test', 'rating', 1], queryFn };
    const a = await mount(config, <Reader query={query} />);
    const b = await mount(config, <Reader query={query} />);
    await shows(a, 'success four stars');
    await shows(b, 'success four stars');
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('answers a fresh key from the cache and fetches a stale one again', async () => {
    const config = freshConfig();
    const fresh = vi.fn(async () => 'kept');
    const stale = vi.fn(async () => 'asked again');
    const keep = { queryKey: ['test', 'fresh'], queryFn: fresh, staleTime: 60_000 };
    const ask = { queryKey: ['test', 'stale'], queryFn: stale, staleTime: 0 };
    await shows(await mount(config, <Reader query={keep} />), 'success kept');
    await shows(await mount(config, <Reader query={ask} />), 'success asked again');
    await shows(await mount(config, <Reader query={keep} />), 'success kept');
    await shows(await mount(config, <Reader query={ask} />), 'success asked again');
    expect(fresh).toHaveBeenCalledTimes(1);
    expect(stale).toHaveBeenCalledTimes(2);
  });

  it('retries what may pass by the query retry policy, and not what will not', async () => {
    const config = freshConfig();
    const retry = (failures: number, error: ApiError) => failures < 2 && isTransient(error);
    const busy = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new ApiError(503, 'unavailable'))
      .mockResolvedValue('after a retry');
    const missing = vi.fn(async (): Promise<string> => {
      throw new ApiError(404, 'not_found');
    });
    const policy = { retry, retryDelay: () => 0 };
    const a = await mount(
      config,
      <Reader query={{ queryKey: ['t', 'busy'], queryFn: busy, ...policy }} />,
    );
    const b = await mount(
      config,
      <Reader query={{ queryKey: ['t', 'missing'], queryFn: missing, ...policy }} />,
    );
    await shows(a, 'success after a retry');
    await shows(b, 'error ');
    expect(busy).toHaveBeenCalledTimes(2);
    expect(missing).toHaveBeenCalledTimes(1);
  });

  it('refetches the keys a widget shows under an invalidated prefix, and only those', async () => {
    const config = freshConfig();
    let answer = 'before';
    const shown = vi.fn(async () => answer);
    const hidden = vi.fn(async () => answer);
    const root = await mount(
      config,
      <Reader query={{ queryKey: ['t', 'list', 1], queryFn: shown }} />,
    );
    await shows(root, 'success before');
    const { cache } = pageRuntime(config);
    cache.ensure({ queryKey: ['t', 'list', 2], queryFn: hidden });
    await vi.waitFor(() => expect(cache.get(['t', 'list', 2]).status).toBe('success'));
    answer = 'after';
    act(() => cache.invalidate(['t', 'list']));
    await shows(root, 'success after');
    expect(shown).toHaveBeenCalledTimes(2);
    expect(hidden).toHaveBeenCalledTimes(1);
  });

  it('hands its answers to the full runtime: a heavy widget reads them with no second request', async () => {
    const config = freshConfig();
    const queryFn = vi.fn(async () => 'one answer');
    const query = { queryKey: ['t', 'handed'], queryFn, staleTime: 60_000 };
    await shows(await mount(config, <Reader query={query} />), 'success one answer');
    await shows(await mount(config, <Reader query={query} />, 'full'), 'success one answer');
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('hands a request still in flight to the full runtime, which waits for it rather than sending it again', async () => {
    const config = freshConfig();
    let answer: (value: string) => void = () => undefined;
    const queryFn = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const query = { queryKey: ['t', 'in-flight'], queryFn, staleTime: 60_000 };
    const a = await mount(config, <Reader query={query} />);
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(1));
    const b = await mount(config, <Reader query={query} />, 'full');
    await act(async () => answer('awaited'));
    await shows(a, 'success awaited');
    await shows(b, 'success awaited');
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('reads and refetches through the QueryClient once the full runtime is on the page', async () => {
    const config = freshConfig();
    let answer = 'first';
    const queryFn = vi.fn(async () => answer);
    const query = { queryKey: ['t', 'shared'], queryFn, staleTime: 60_000 };
    const a = await mount(config, <Reader query={query} />);
    await shows(a, 'success first');
    await shows(await mount(config, <Reader query={query} />, 'full'), 'success first');
    answer = 'second';
    await act(() => pageQueryClient(pageRuntime(config)).invalidateQueries({ queryKey: ['t'] }));
    await shows(a, 'success second');
    expect(queryFn).toHaveBeenCalledTimes(2);
  });
});
