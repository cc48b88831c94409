import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { MOCK_PROXY_URL, errorFor, loadingFor, makeReview } from '../mocks/index.js';
import { LoyaltyProvider } from '../provider/LoyaltyProvider.js';
import { countRequests, setupMockServer } from '../../test/helpers/mockServer.js';
import { renderLoyaltyHook, testQueryClient } from '../../test/helpers/renderLoyaltyHook.js';
import { useCreateAnswer, useCreateQuestion, useQuestions } from './questions.js';
import {
  useCreateReview,
  useProductRating,
  useProductRatingDetails,
  useReviewEligibility,
  useReviews,
  useVoteForReview,
} from './reviews.js';

const { api, server } = setupMockServer();

describe('reviews', () => {
  it('loads reviews page by page by offset', async () => {
    api.db.reviews = Array.from({ length: 5 }, (_, i) => makeReview({ id: 500 + i }));
    const { result } = renderLoyaltyHook(() => useReviews({ productId: 1, perPage: 2 }));
    await waitFor(() => expect(result.current.data?.pages[0]?.items).toHaveLength(2));
    expect(result.current.hasNextPage).toBe(true);
    // Ask for the next page only once the previous one is in: each call pages from what is loaded.
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(2));
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(3));
    const ids = result.current.data?.pages.flatMap((p) => p.items.map((r) => r.id));
    expect(ids).toHaveLength(5);
    expect(result.current.hasNextPage).toBe(false);
  });

  it('filters by rating', async () => {
    const { result } = renderLoyaltyHook(() => useReviews({ productId: 1, rate: 3 }));
    await waitFor(() =>
      expect(result.current.data?.pages[0]?.items.map((r) => r.rate)).toEqual([3]),
    );
  });

  it('asks for the ratings of 30 badges in one call', async () => {
    const calls = countRequests(server, '/getProductAverageRatings');
    const queryClient = testQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <LoyaltyProvider proxyUrl={MOCK_PROXY_URL}>{children}</LoyaltyProvider>
      </QueryClientProvider>
    );
    const { result } = renderHook(
      () => Array.from({ length: 30 }, (_, i) => useProductRating(i + 1)),
      { wrapper },
    );
    await waitFor(() => expect(result.current.every((r) => r.isSuccess)).toBe(true));
    expect(result.current[0]?.data).toMatchObject({ productId: 1, totalCount: 3, avgRate: 4 });
    expect(calls.count).toBe(1);
    expect(calls.urls[0]?.searchParams.getAll('productIds')).toHaveLength(30);
  });

  it('reads the star distribution of a product', async () => {
    const { result } = renderLoyaltyHook(() => useProductRatingDetails(1));
    await waitFor(() =>
      expect(result.current.data?.starsDistribution).toMatchObject({
        fiveStars: 1,
        fourStars: 1,
        threeStars: 1,
      }),
    );
  });

  it('tells a customer whether they may review, and stays idle for a guest', async () => {
    const customer = renderLoyaltyHook(() => useReviewEligibility(1));
    await waitFor(() => expect(customer.result.current.data?.canCreateReview).toBe(true));
    api.db.customer = null;
    const guest = renderLoyaltyHook(() => useReviewEligibility(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(guest.result.current.fetchStatus).toBe('idle');
  });

  it('shows a new review in that product’s list and rating', async () => {
    const { result } = renderLoyaltyHook(() => ({
      list: useReviews({ productId: 1 }),
      rating: useProductRating(1),
      create: useCreateReview(),
    }));
    await waitFor(() => expect(result.current.rating.data?.totalCount).toBe(3));
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    await act(() =>
      result.current.create.mutateAsync({ productId: 1, rate: 1, body: 'Tore at once.' }),
    );
    await waitFor(() => expect(result.current.rating.data?.totalCount).toBe(4));
    expect(result.current.list.data?.pages[0]?.items.map((r) => r.body)).toContain('Tore at once.');
  });

  it('reports a guest review without a name as invalid', async () => {
    api.db.customer = null;
    const { result } = renderLoyaltyHook(useCreateReview);
    await act(() =>
      result.current.mutateAsync({ productId: 1, rate: 5, body: 'Nice' }).catch(() => undefined),
    );
    expect(result.current.error?.code).toBe('invalid_request');
  });

  it('counts a helpful vote at once and keeps it', async () => {
    const { result } = renderLoyaltyHook(() => ({
      list: useReviews({ productId: 1, sortingOption: 'mostHelpful' }),
      vote: useVoteForReview(1),
    }));
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    const votes = () => result.current.list.data?.pages[0]?.items.find((r) => r.id === 52)?.votes;
    expect(votes()).toBe(3);
    await act(() => result.current.vote.mutateAsync({ reviewId: 52, vote: true }));
    expect(votes()).toBe(4);
    await act(() => result.current.vote.mutateAsync({ reviewId: 52, vote: false }));
    expect(votes()).toBe(3);
  });

  it('takes an optimistic vote back when the proxy refuses it', async () => {
    server.use(loadingFor('voteForReview', { ms: 50 }), errorFor('voteForReview', 409, 'conflict'));
    const { result } = renderLoyaltyHook(() => ({
      list: useReviews({ productId: 1 }),
      vote: useVoteForReview(1),
    }));
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    const votes = () => result.current.list.data?.pages[0]?.items.find((r) => r.id === 52)?.votes;
    act(() => result.current.vote.mutate({ reviewId: 52, vote: true }));
    await waitFor(() => expect(votes()).toBe(4));
    await waitFor(() => expect(result.current.vote.error?.code).toBe('conflict'));
    expect(votes()).toBe(3);
  });
});

describe('questions', () => {
  it('lists questions with their answers', async () => {
    const { result } = renderLoyaltyHook(() => useQuestions({ productId: 1 }));
    await waitFor(() => expect(result.current.data?.pages[0]?.items[0]?.answers).toHaveLength(1));
  });

  it('shows a new question in the product’s list', async () => {
    const { result } = renderLoyaltyHook(() => ({
      list: useQuestions({ productId: 1 }),
      ask: useCreateQuestion(),
    }));
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    await act(() => result.current.ask.mutateAsync({ productId: 1, body: 'Does it shrink?' }));
    await waitFor(() =>
      expect(result.current.list.data?.pages[0]?.items.map((q) => q.body)).toContain(
        'Does it shrink?',
      ),
    );
  });

  it('sends an answer for moderation', async () => {
    const { result } = renderLoyaltyHook(useCreateAnswer);
    const answer = await act(() =>
      result.current.mutateAsync({ questionId: 61, answer: { body: 'Yes', isPublished: false } }),
    );
    expect(answer.answer.isPublished).toBe(false);
  });

  it('reports an unknown question by code', async () => {
    const { result } = renderLoyaltyHook(useCreateAnswer);
    await act(() =>
      result.current
        .mutateAsync({ questionId: 999, answer: { body: 'Yes', isPublished: false } })
        .catch(() => undefined),
    );
    expect(result.current.error?.code).toBe('not_found');
  });
});
