import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorFor, networkErrorFor } from '../mocks/index.js';
import { setupMockServer } from '../../test/helpers/mockServer.js';
import { renderLoyaltyHook } from '../../test/helpers/renderLoyaltyHook.js';
import { useRedeem } from './rewardMutations.js';
import { useCustomer } from './rewards.js';

const { server } = setupMockServer();

/** The Idempotency-Key of every redeem sent from now on. */
function redeemKeys(): (string | null)[] {
  const keys: (string | null)[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith('/v2/rewards/redeem'))
      keys.push(request.headers.get('idempotency-key'));
  });
  return keys;
}

function renderRedeem() {
  return renderLoyaltyHook(() => ({ customer: useCustomer(), redeem: useRedeem() }));
}

beforeEach(() => sessionStorage.clear());

describe('one redeem intent, one Idempotency-Key', () => {
  it('sends the same key again after a 503, and a new one for the next redeem', async () => {
    const keys = redeemKeys();
    server.use(errorFor('redeem', 503, 'upstream_unavailable', { once: true }));
    const { result } = renderRedeem();
    await waitFor(() => expect(result.current.customer.isSuccess).toBe(true));

    await act(() => result.current.redeem.mutateAsync({ ruleId: 21 }).catch(() => undefined));
    expect(result.current.redeem.error).toMatchObject({ status: 503 });
    await act(() => result.current.redeem.mutateAsync({ ruleId: 21 }));
    expect(result.current.redeem.data?.reward.reward.discountCode).toBeTruthy();
    await act(() => result.current.redeem.mutateAsync({ ruleId: 21 }));

    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('keeps the key across a network error and a reload of the widget', async () => {
    const keys = redeemKeys();
    server.use(networkErrorFor('redeem', { once: true }));
    const first = renderRedeem();
    await waitFor(() => expect(first.result.current.customer.isSuccess).toBe(true));
    await act(() => first.result.current.redeem.mutateAsync({ ruleId: 21 }).catch(() => undefined));
    expect(first.result.current.redeem.error).toMatchObject({ status: 0 });
    first.unmount();

    // A new provider and client, as after reloading the page: the key waited in sessionStorage.
    const again = renderRedeem();
    await waitFor(() => expect(again.result.current.customer.isSuccess).toBe(true));
    await act(() => again.result.current.redeem.mutateAsync({ ruleId: 21 }));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('forgets the intent on a definite refusal: the next redeem is a new one', async () => {
    const keys = redeemKeys();
    server.use(errorFor('redeem', 422, 'insufficient_points', { once: true }));
    const { result } = renderRedeem();
    await waitFor(() => expect(result.current.customer.isSuccess).toBe(true));
    await act(() => result.current.redeem.mutateAsync({ ruleId: 21 }).catch(() => undefined));
    // The observer's error reaches the hook's result on its own notify tick.
    await waitFor(() => expect(result.current.redeem.error).toMatchObject({ status: 422 }));
    await act(() => result.current.redeem.mutateAsync({ ruleId: 21 }));
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('keeps one intent per rule', async () => {
    const keys = redeemKeys();
    server.use(errorFor('redeem', 503, 'upstream_unavailable', { once: true }));
    const { result } = renderRedeem();
    await waitFor(() => expect(result.current.customer.isSuccess).toBe(true));
    await act(() => result.current.redeem.mutateAsync({ ruleId: 21 }).catch(() => undefined));
    // Another rule meanwhile is another intent; the first rule's retry keeps its key.
    await act(() => result.current.redeem.mutateAsync({ ruleId: 22 }).catch(() => undefined));
    await act(() => result.current.redeem.mutateAsync({ ruleId: 21 }).catch(() => undefined));
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBe(keys[0]);
  });

  it('keeps the key after a 408, a 409 request_in_progress and a 429, and drops it after a 409 conflict', async () => {
    const keys = redeemKeys();
    const { result } = renderRedeem();
    await waitFor(() => expect(result.current.customer.isSuccess).toBe(true));
    const tryOnce = () =>
      act(() => result.current.redeem.mutateAsync({ ruleId: 21 }).catch(() => undefined));
    server.use(errorFor('redeem', 408, 'request_timeout', { once: true }));
    await tryOnce();
    server.use(errorFor('redeem', 409, 'request_in_progress', { once: true }));
    await tryOnce();
    server.use(errorFor('redeem', 429, 'rate_limited', { once: true }));
    await tryOnce();
    server.use(errorFor('redeem', 409, 'conflict', { once: true }));
    await tryOnce();
    await tryOnce();
    expect(keys).toHaveLength(5);
    expect(keys.slice(1, 4)).toEqual([keys[0], keys[0], keys[0]]);
    expect(keys[4]).not.toBe(keys[0]);
  });
});
