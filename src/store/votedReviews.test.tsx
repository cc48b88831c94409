import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  VotedReviewsContext,
  consentVotedReviews,
  useVotedReviews,
  type VotedReviewsStore,
} from './votedReviews.js';

afterEach(() => localStorage.clear());

const KEY = 'loyalkit:votes:42';

function withStore(votes: VotedReviewsStore) {
  return ({ children }: { children: ReactNode }) => (
    <VotedReviewsContext value={votes}>{children}</VotedReviewsContext>
  );
}

describe('helpful votes remembered per customer', () => {
  it('writes nothing to localStorage without consent, and keeps the votes for the page', () => {
    const votes = consentVotedReviews(false);
    const wrapper = withStore(votes);
    const first = renderHook(() => useVotedReviews('42'), { wrapper });
    act(() => first.result.current.set(7, true));
    expect(first.result.current.has(7)).toBe(true);
    expect(localStorage.length).toBe(0);
    // Another widget on the same page sees the vote.
    const second = renderHook(() => useVotedReviews('42'), { wrapper });
    expect(second.result.current.has(7)).toBe(true);
  });

  it('does not read votes another consent left in localStorage while consent is off', () => {
    localStorage.setItem(KEY, '[3]');
    const { result } = renderHook(() => useVotedReviews('42'), {
      wrapper: withStore(consentVotedReviews(false)),
    });
    expect(result.current.has(3)).toBe(false);
  });

  it('keeps the votes in localStorage with consent, for the next page', () => {
    const { result } = renderHook(() => useVotedReviews('42'), {
      wrapper: withStore(consentVotedReviews(true)),
    });
    act(() => result.current.set(7, true));
    act(() => result.current.set(9, true));
    act(() => result.current.set(7, false));
    expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toEqual([9]);
    const next = renderHook(() => useVotedReviews('42'), {
      wrapper: withStore(consentVotedReviews(true)),
    });
    expect(next.result.current.has(9)).toBe(true);
    expect(next.result.current.has(7)).toBe(false);
  });

  it('copies the votes when consent is given, and removes them when it is withdrawn', () => {
    const votes = consentVotedReviews(false);
    const { result } = renderHook(() => useVotedReviews('42'), { wrapper: withStore(votes) });
    act(() => result.current.set(7, true));
    act(() => votes.setPersist(true));
    expect(localStorage.getItem(KEY)).toBe('[7]');
    act(() => votes.setPersist(false));
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(result.current.has(7)).toBe(true);
  });

  it('gives a guest no votes and remembers none for them', () => {
    const votes = consentVotedReviews(true);
    const { result } = renderHook(() => useVotedReviews(null), { wrapper: withStore(votes) });
    act(() => result.current.set(7, true));
    expect(result.current.has(7)).toBe(false);
    expect(localStorage.length).toBe(0);
  });

  it('follows a vote made in another tab while persisted', () => {
    const { result } = renderHook(() => useVotedReviews('42'), {
      wrapper: withStore(consentVotedReviews(true)),
    });
    act(() => {
      localStorage.setItem(KEY, '[11]');
      window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: '[11]' }));
    });
    expect(result.current.has(11)).toBe(true);
  });

  it('outside a provider, remembers for the page only', () => {
    const { result } = renderHook(() => useVotedReviews('42'));
    act(() => result.current.set(7, true));
    expect(result.current.has(7)).toBe(true);
    expect(localStorage.length).toBe(0);
  });
});
