// The embed's light mutation layer (src/embed/queryClient.ts) behaves as react-query's does for
// what the heart's toggle uses: these tests run in the `embed` project, where
// src/hooks/queryClient.ts resolves to it as in the embed's build (vite.lightQuery.ts). Each
// sequence is compared with react-query's own `useMutation` on the same options.
import {
  QueryClient,
  QueryClientProvider,
  useMutation as useReactQueryMutation,
} from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/index.js';
import * as hooksQueryClient from '../hooks/queryClient.js';
import type { EmbedConfig } from './elements.js';
import { pageQueryClient } from './full.js';
import { pageRuntime } from './page.js';
import { freshConfig, mountIn as mount } from './testRoots.js';
import * as embedQueryClient from './queryClient.js';

type Mutation = {
  mutateAsync: (variables: string) => Promise<unknown>;
  isPending: boolean;
};

/** Options that log each step; the call waits for `held` and then answers or fails as told. */
function logged(log: string[], fail: boolean, held: Promise<void>) {
  return {
    mutationFn: async (variables: string) => {
      log.push(`call ${variables}`);
      await held;
      if (fail) throw new ApiError(409, 'conflict');
      return `done ${variables}`;
    },
    onMutate: async (variables: string) => {
      log.push(`onMutate ${variables}`);
      return 'context';
    },
    onSuccess: async (data: unknown, variables: string, context: unknown) => {
      log.push(`onSuccess ${String(data)} ${variables} ${String(context)}`);
    },
    onError: async (error: unknown, variables: string, context: unknown) => {
      log.push(`onError ${(error as ApiError).code} ${variables} ${String(context)}`);
    },
    onSettled: async (data: unknown, error: unknown, variables: string, context: unknown) => {
      await Promise.resolve();
      log.push(
        `onSettled ${String(data)} ${error ? (error as ApiError).code : 'null'} ${variables} ${String(context)}`,
      );
    },
  };
}

/**
 * Runs one mutation with a hook: the steps it logged, its outcome, and `isPending` as the widget
 * rendered it while the call was out and once it had settled.
 */
async function run(
  useHook: (options: ReturnType<typeof logged>) => Mutation,
  fail: boolean,
  wrap: (node: ReactNode) => Promise<unknown>,
) {
  const log: string[] = [];
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const seen: { current?: Mutation } = {};
  function Probe() {
    seen.current = useHook(logged(log, fail, held));
    return null;
  }
  await wrap(<Probe />);
  await vi.waitFor(() => expect(seen.current).toBeDefined());
  let outcome = '';
  const call = seen.current!.mutateAsync('heart').then(
    (data) => (outcome = `resolved ${String(data)}`),
    (error: ApiError) => (outcome = `rejected ${error.code}`),
  );
  await vi.waitFor(() => expect(seen.current!.isPending).toBe(true));
  expect(log).toEqual(['onMutate heart', 'call heart']);
  release();
  await act(() => call);
  await vi.waitFor(() => expect(seen.current!.isPending).toBe(false));
  return { log, outcome };
}

const inReactQuery = async (node: ReactNode) =>
  render(<QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the embed’s light mutation', () => {
  it('is what the toggle imports in the embed', () => {
    expect(hooksQueryClient.useMutation).toBe(embedQueryClient.useMutation);
    expect(hooksQueryClient.useQueryClient).toBe(embedQueryClient.useQueryClient);
  });

  it.each([
    ['answers', false],
    ['fails', true],
  ] as const)(
    'runs its steps in react-query’s order when the call %s, pending until they have all run',
    async (_, fail) => {
      const config = freshConfig();
      const ours = await run(embedQueryClient.useMutation as never, fail, (node) =>
        mount(config, node),
      );
      const theirs = await run(useReactQueryMutation as never, fail, inReactQuery);
      expect(ours).toEqual(theirs);
      expect(ours.log.at(-1)).toMatch(/^onSettled/);
    },
  );
});

describe('the embed’s light query client', () => {
  /** The client a widget gets, in a light root or the full runtime's. */
  async function clientOf(config: EmbedConfig, root: 'light' | 'full' = 'light') {
    const seen: { current?: QueryClient } = {};
    function Probe() {
      seen.current = embedQueryClient.useQueryClient();
      return null;
    }
    await mount(config, <Probe />, root);
    await vi.waitFor(() => expect(seen.current).toBeDefined());
    return seen.current!;
  }

  it('reads, writes and invalidates the page cache before the full runtime is on the page', async () => {
    const config = freshConfig();
    const { cache } = pageRuntime(config);
    let answer = 'saved';
    const queryFn = vi.fn(async () => answer);
    const query = { queryKey: ['t', 'hearts', 1], queryFn, staleTime: 60_000 };
    cache.ensure(query);
    await vi.waitFor(() => expect(cache.get(query.queryKey).status).toBe('success'));
    const client = await clientOf(config);
    expect(client.getQueryData(query.queryKey)).toBe('saved');
    await client.cancelQueries({ queryKey: ['t'] });
    client.setQueryData(query.queryKey, (before: unknown) => `${String(before)}, then changed`);
    expect(cache.get(query.queryKey).data).toBe('saved, then changed');
    client.setQueryData(query.queryKey, 'put back');
    expect(cache.get(query.queryKey).data).toBe('put back');
    // Shown by no widget here: marked stale, fetched again by the next read.
    answer = 'fetched again';
    void client.invalidateQueries({ queryKey: ['t', 'hearts'] });
    cache.ensure(query);
    await vi.waitFor(() => expect(cache.get(query.queryKey).data).toBe('fetched again'));
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('is the page’s QueryClient once the full runtime has come, in light widgets too', async () => {
    const config = freshConfig();
    await mount(config, <p>heavy</p>, 'full');
    const queryClient = pageQueryClient(pageRuntime(config));
    expect(await clientOf(config)).toBe(queryClient);
    expect(await clientOf(config, 'full')).toBe(queryClient);
  });
});
