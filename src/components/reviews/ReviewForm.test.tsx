import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupMockServer } from '../../../test/helpers/mockServer.js';
import { renderWithProvider } from '../../../test/helpers/renderReviews.js';
import { ApiError, operations, problemBody } from '../../api/index.js';
import { MOCK_PROXY_URL } from '../../mocks/index.js';
import { ReviewForm } from './ReviewForm.js';

// Journeys wait on a mock network; under a full parallel run that can take over a second.
configure({ asyncUtilTimeout: 4000 });

const { api, server } = setupMockServer();
const createReviewUrl = `${MOCK_PROXY_URL}${operations.createReview.path}`;
const jpeg = (name: string) =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, name.length])], name, { type: 'image/jpeg' });

async function fillValidReview(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('radio', { name: '4 stars' }));
  await user.type(screen.getByRole('textbox', { name: 'Title (optional)' }), 'Good shirt');
  await user.type(screen.getByRole('textbox', { name: 'Your review' }), 'Soft and well cut.');
  await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
}

// userEvent journeys over a mock network are slow in jsdom, more so when files run in parallel.
describe('ReviewForm', { timeout: 20_000 }, () => {
  it('lets an eligible customer publish a review', async () => {
    const user = userEvent.setup();
    renderWithProvider(<ReviewForm productId={1} />);
    await fillValidReview(user);
    expect(screen.queryByRole('textbox', { name: 'Your name' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText('Thank you! Your review is published.')).toBeInTheDocument();
    expect(api.db.reviews[0]).toMatchObject({
      title: 'Good shirt',
      rate: 4,
      customer: { platformCustomerId: api.db.customer?.customerId },
    });
  });

  it('shows the reason when the customer may not review the product', async () => {
    server.use(
      http.get(`${MOCK_PROXY_URL}${operations.canCreateReview.path}`, () =>
        HttpResponse.json({ canCreateReview: false, message: 'Only verified buyers can review.' }),
      ),
    );
    renderWithProvider(<ReviewForm productId={1} />);
    expect(
      await screen.findByText('You cannot review this product right now.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Only verified buyers can review.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit review' })).not.toBeInTheDocument();
  });

  it('lets a guest review with a name and an e-mail, awaiting moderation', async () => {
    api.db.customer = null;
    let sent: unknown;
    const user = userEvent.setup();
    renderWithProvider(<ReviewForm productId={1} />);
    await fillValidReview(user);
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Your e-mail' }), 'ada@example.com');
    await user.upload(screen.getByLabelText('Add photos'), [jpeg('a.jpg'), jpeg('bb.jpg')]);
    await user.type(
      await screen.findByRole('textbox', { name: 'Describe photo 2 (optional)' }),
      'Blue shirt',
    );
    await screen.findByRole('textbox', { name: 'Describe photo 1 (optional)' });
    server.use(
      http.post(createReviewUrl, async ({ request }) => {
        sent = await request.json();
        const body = sent as Record<string, unknown>;
        return HttpResponse.json({
          ...api.db.reviews[0],
          id: 999,
          title: body.title,
          body: body.body,
          rate: body.rate,
          customer: null,
          isPublished: false,
        });
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(
      await screen.findByText('Thank you! Your review is awaiting moderation.'),
    ).toBeInTheDocument();
    expect(sent).toMatchObject({
      productId: 1,
      rate: 4,
      guestName: 'Ada',
      guestEmail: 'ada@example.com',
      imageUrls: [
        expect.stringMatching(/\/media\/[a-f0-9]{64}\.webp$/),
        expect.stringMatching(/\/media\/[a-f0-9]{64}\.webp#alt=Blue%20shirt$/),
      ],
      consent: 'consented',
    });
  });

  it('maps each field error of a 400 onto its field', async () => {
    const fields = ['rate', 'title', 'body', 'guestName', 'guestEmail', 'imageUrls.0'];
    server.use(
      http.post(createReviewUrl, () =>
        HttpResponse.json(
          problemBody(
            ApiError.of('invalid_request', 'bad', {
              errors: fields.map((f) => ({ path: `body.${f}`, message: 'invalid' })),
            }),
          ),
          { status: 400, headers: { 'Content-Type': 'application/problem+json' } },
        ),
      ),
    );
    api.db.customer = null;
    const user = userEvent.setup();
    renderWithProvider(<ReviewForm productId={1} />);
    await fillValidReview(user);
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Your e-mail' }), 'ada@example.com');
    await user.upload(screen.getByLabelText('Add photos'), jpeg('a.jpg'));
    await screen.findByRole('textbox', { name: 'Describe photo 1 (optional)' });
    await user.click(screen.getByRole('button', { name: 'Submit review' }));

    const summary = await screen.findByText('Please fix 6 problems below.');
    expect(summary).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Your rating' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getAllByText('Photo 1 cannot be used: remove it and add it again.')).toHaveLength(
      2,
    );
    for (const name of ['Title (optional)', 'Your review', 'Your name', 'Your e-mail']) {
      const field = screen.getByRole('textbox', { name });
      expect(field).toBeInvalid();
      expect(field.getAttribute('aria-describedby')).toBeTruthy();
    }
    const form = screen.getByRole('button', { name: 'Submit review' }).closest('form')!;
    expect(within(form).getAllByRole('alert')[0]).toHaveTextContent('Enter a valid e-mail address');
  });

  it('reports a failure that is not about a field', async () => {
    server.use(
      http.post(createReviewUrl, () =>
        HttpResponse.json(problemBody(ApiError.of('rate_limited')), { status: 429 }),
      ),
    );
    const user = userEvent.setup();
    renderWithProvider(<ReviewForm productId={1} />);
    await fillValidReview(user);
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The store is busy');
  });
});
