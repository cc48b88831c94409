import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { ApiError, operations, problemBody } from '../../api/index.js';
import { errorFor, loadingFor, MOCK_PROXY_URL } from '../../mocks/index.js';
import { ReviewForm } from './ReviewForm.js';
import {
  SETTLED,
  guestSeed,
  reviewsStory,
  withReviewsProvider,
} from '../../testing/reviewsStoryKit.js';

const meta = {
  title: 'Reviews/ReviewForm',
  component: ReviewForm,
  decorators: [withReviewsProvider],
  args: { productId: 1 },
} satisfies Meta<typeof ReviewForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A small JPEG drawn in the browser (stories run offline). */
async function photoBlob(): Promise<Blob> {
  const canvas = new OffscreenCanvas(320, 240);
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#3a6ea5';
  context.fillRect(0, 0, 320, 240);
  return canvas.convertToBlob({ type: 'image/jpeg' });
}

/** An eligible customer. */
export const Customer: Story = {
  ...reviewsStory(),
  tags: ['visual-matrix'],
  play: async ({ canvas }) => {
    await canvas.findByRole('radiogroup', {}, SETTLED);
  },
};

/** A guest gives a name and an e-mail too. */
export const Guest: Story = {
  ...reviewsStory(guestSeed),
  play: async ({ canvas }) => {
    await canvas.findByRole('radiogroup', {}, SETTLED);
  },
};

/** The store refuses this customer: the reason is shown instead of the form. */
export const NotEligible: Story = {
  ...reviewsStory({}, [
    http.get(`${MOCK_PROXY_URL}${operations.canCreateReview.path}`, () =>
      HttpResponse.json({
        canCreateReview: false,
        message: 'Only customers who bought this product can review it.',
      }),
    ),
  ]),
  play: async ({ canvas }) => {
    await canvas.findByText('You cannot review this product right now.', {}, SETTLED);
  },
};

/** Checking eligibility. */
export const CheckingEligibility: Story = {
  ...reviewsStory({}, [loadingFor('canCreateReview')]),
};

/** Eligibility could not be checked. */
export const EligibilityError: Story = {
  ...reviewsStory({}, [errorFor('canCreateReview', 503, 'upstream_unavailable')]),
  play: async ({ canvas }) => {
    await canvas.findByRole('alert', {}, SETTLED);
  },
};

/** Every submission comes back with field errors (fill the form and send it to see them). */
export const ServerFieldErrors: Story = {
  ...reviewsStory(guestSeed, [
    http.post(`${MOCK_PROXY_URL}${operations.createReview.path}`, () =>
      HttpResponse.json(
        problemBody(
          ApiError.of('invalid_request', 'Invalid review', {
            errors: [
              { path: 'body.guestEmail', message: 'Invalid email' },
              { path: 'body.imageUrls.0', message: 'Host not allowed' },
            ],
          }),
        ),
        { status: 400, headers: { 'Content-Type': 'application/problem+json' } },
      ),
    ),
  ]),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: '4 stars' }, SETTLED));
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Your review' }),
      'Soft and well cut.',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your name' }), 'Ada');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your e-mail' }), 'ada@example.com');
    await userEvent.upload(
      canvas.getByLabelText('Add photos'),
      new File([await photoBlob()], 'shirt.jpg', { type: 'image/jpeg' }),
    );
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull(), SETTLED);
    await userEvent.click(canvas.getByRole('checkbox', { name: /I agree/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit review' }));
    await canvas.findByText('Please fix 2 problems below.', {}, SETTLED);
  },
};

/** Reviews go to moderation in this store. */
export const AwaitsModeration: Story = {
  ...reviewsStory({}, [
    http.post(`${MOCK_PROXY_URL}${operations.createReview.path}`, async ({ request }) => {
      const body = (await request.json()) as { rate: number; body: string; productId: number };
      return HttpResponse.json({
        id: 9001,
        title: null,
        body: body.body,
        rate: body.rate,
        votes: 0,
        isPublished: false,
        isPinned: false,
        isVerifiedBuyer: true,
        createdAt: new Date().toISOString(),
        customer: { platformCustomerId: 7001 },
        product: { id: body.productId, handle: 'linen-shirt' },
        reply: null,
        images: [],
      });
    }),
  ]),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: '4 stars' }, SETTLED));
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Your review' }),
      'Soft and well cut.',
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: /I agree/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit review' }));
    await canvas.findByText('Thank you! Your review is awaiting moderation.', {}, SETTLED);
  },
};

/** French. */
export const French: Story = {
  ...reviewsStory(guestSeed, [], { locale: 'fr' }),
  play: async ({ canvas }) => {
    await canvas.findByRole('radiogroup', {}, SETTLED);
  },
};

/** Spanish. */
export const Spanish: Story = {
  ...reviewsStory(guestSeed, [], { locale: 'es' }),
  play: async ({ canvas }) => {
    await canvas.findByRole('radiogroup', {}, SETTLED);
  },
};

/** Arabic, right to left. */
export const Arabic: Story = {
  ...reviewsStory(guestSeed, [], { locale: 'ar' }),
  tags: ['visual-rtl'],
  play: async ({ canvas }) => {
    await canvas.findByRole('radiogroup', {}, SETTLED);
  },
};

/** Japanese. */
export const Japanese: Story = {
  ...reviewsStory(guestSeed, [], { locale: 'ja' }),
  play: async ({ canvas }) => {
    await canvas.findByRole('radiogroup', {}, SETTLED);
  },
};

/** Sent empty: every message is tied to its field and listed at the top. */
export const ValidationErrors: Story = {
  ...reviewsStory(guestSeed),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Submit review' }, SETTLED));
    await canvas.findByText(/Please fix/);
  },
};
