import { composeStories } from '@storybook/react-vite';
import { render, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import type { HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as questionStories from '../components/reviews/QuestionsAndAnswers.stories.js';
import * as photoStories from '../components/reviews/PhotoPicker.stories.js';
import * as formStories from '../components/reviews/ReviewForm.stories.js';
import * as reviewsStories from '../components/reviews/Reviews.stories.js';
import * as summaryStories from '../components/reviews/ReviewSummary.stories.js';
import * as badgeStories from '../components/reviews/StarRatingBadge.stories.js';
import * as allReviewsStories from '../components/reviews/AllReviews.stories.js';
import * as carouselStories from '../components/reviews/ReviewsCarousel.stories.js';
import * as mediaStories from '../components/reviews/ReviewMediaGrid.stories.js';

// Every reviews story renders on its own handlers, settles, and has no axe violation that jsdom
// can detect (contrast needs a real browser: the Chromium run covers it).
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

// Composed one file at a time: composing a union of modules loses the stories' types.
const files = {
  StarRatingBadge: Object.entries(composeStories(badgeStories)),
  Reviews: Object.entries(composeStories(reviewsStories)),
  ReviewSummary: Object.entries(composeStories(summaryStories)),
  ReviewForm: Object.entries(composeStories(formStories)),
  PhotoPicker: Object.entries(composeStories(photoStories)),
  QuestionsAndAnswers: Object.entries(composeStories(questionStories)),
  AllReviews: Object.entries(composeStories(allReviewsStories)),
  ReviewsCarousel: Object.entries(composeStories(carouselStories)),
  ReviewMediaGrid: Object.entries(composeStories(mediaStories)),
};

describe.each(Object.entries(files))('%s stories', { timeout: 20_000 }, (_name, stories) => {
  it.each(stories)('%s renders and passes axe', async (storyName, Story) => {
    const handlers = (Story.parameters.msw as { handlers: HttpHandler[] }).handlers;
    server.resetHandlers(...handlers);
    await Story.load();
    const { container, unmount } = render(<Story />);
    if (/Loading|Checking/.test(storyName)) {
      await waitFor(() => expect(container.querySelector('.lk-skeleton')).not.toBeNull());
    } else {
      await waitFor(() => expect(container.querySelector('.lk-skeleton')).toBeNull(), {
        timeout: 5000,
      });
    }
    const results = await axe.run(container, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes[0]?.html}`)).toEqual([]);
    unmount();
  });
});
