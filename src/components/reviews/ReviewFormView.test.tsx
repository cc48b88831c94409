import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setupMockServer } from '../../../test/helpers/mockServer.js';
import { renderWithProvider } from '../../../test/helpers/renderReviews.js';
import { http } from 'msw';
import { ApiError } from '../../api/index.js';
import { MOCK_PROXY_URL } from '../../mocks/index.js';
import { ReviewFormView } from './ReviewFormView.js';
import { REVIEW_LIMITS } from './reviewFormModel.js';

// The photo picker uploads to the mock proxy.
const { server } = setupMockServer();

function setup(guest: boolean, submit = vi.fn().mockResolvedValue({ isPublished: true })) {
  const user = userEvent.setup();
  renderWithProvider(<ReviewFormView productId={1} guest={guest} submit={submit} />);
  return { user, submit };
}

const jpeg = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 7])], 'a.jpg', { type: 'image/jpeg' });

// userEvent journeys over a mock network are slow in jsdom, more so when files run in parallel.
describe('ReviewFormView', { timeout: 20_000 }, () => {
  it('takes the limits from the createReview schema', () => {
    expect(REVIEW_LIMITS).toEqual({ title: 250, body: 25000, images: 5 });
  });

  it('chooses stars with the arrow keys, as a radio group', async () => {
    const { user } = setup(false);
    const group = screen.getByRole('radiogroup', { name: 'Your rating' });
    await user.click(within(group).getByRole('radio', { name: '3 stars' }));
    await user.keyboard('{ArrowRight}');
    expect(within(group).getByRole('radio', { name: '4 stars' })).toBeChecked();
  });

  it('counts characters as the shopper types', async () => {
    const { user } = setup(false);
    await user.type(screen.getByRole('textbox', { name: 'Your review' }), 'Great');
    expect(screen.getByRole('textbox', { name: 'Your review' })).toHaveAccessibleDescription(
      '5 of 25,000 characters',
    );
  });

  it('ties each client-side error to its field and sends nothing', async () => {
    const { user, submit } = setup(true);
    await user.click(screen.getByRole('textbox', { name: 'Title (optional)' }));
    await user.paste('x'.repeat(251));
    await user.type(screen.getByRole('textbox', { name: 'Your e-mail' }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Submit review' }));

    expect(submit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Please fix 6 problems below.');
    expect(screen.getByRole('radiogroup', { name: 'Your rating' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription(
      'Choose a rating from 1 to 5 stars.',
    );
    const expectInvalid = (name: string, message: string) => {
      const field = screen.getByRole('textbox', { name });
      expect(field).toBeInvalid();
      expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    };
    expectInvalid('Title (optional)', 'Use at most 250 characters in the title.');
    expectInvalid('Your review', 'Write a few words about the product.');
    expectInvalid('Your name', 'Enter your name.');
    expectInvalid('Your e-mail', 'Enter a valid e-mail address');
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toHaveAccessibleDescription(
      'Agree to publication to send your review.',
    );
  });

  it('waits for photos still uploading before sending', async () => {
    const { user, submit } = setup(false);
    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await user.type(screen.getByRole('textbox', { name: 'Your review' }), 'Nice');
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(`${MOCK_PROXY_URL}/media`, async () => {
        await held;
        return undefined;
      }),
    );
    await user.upload(screen.getByLabelText('Add photos'), jpeg());
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(submit).not.toHaveBeenCalled();
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent('Please fix 1 problem below.');
    expect(
      screen.getAllByText(
        'Wait for the photos to finish uploading, or remove the ones that failed.',
      ),
    ).toHaveLength(2);
    release();
    await screen.findByRole('textbox', { name: 'Describe photo 1 (optional)' });
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0]?.[0].imageUrls).toEqual([
      expect.stringMatching(/\/media\/[a-f0-9]{64}\.webp$/),
    ]);
  });

  it('maps the server 400 errors[] back onto the fields', async () => {
    const submit = vi.fn().mockRejectedValue(
      ApiError.of('invalid_request', 'bad', {
        errors: [
          { path: 'body.body', message: 'Too small' },
          { path: 'body.imageUrls.0', message: 'Host not allowed' },
        ],
      }),
    );
    const { user } = setup(false, submit);
    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await user.type(screen.getByRole('textbox', { name: 'Your review' }), 'Nice');
    await user.upload(screen.getByLabelText('Add photos'), jpeg());
    await user.type(
      await screen.findByRole('textbox', { name: 'Describe photo 1 (optional)' }),
      'Red mug',
    );
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Submit review' }));

    expect(submit).toHaveBeenCalledWith({
      productId: 1,
      rate: 5,
      body: 'Nice',
      imageUrls: [expect.stringMatching(/\/media\/[a-f0-9]{64}\.webp#alt=Red%20mug$/)],
      consent: 'consented',
    });
    expect(await screen.findByText('Please fix 2 problems below.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your review' })).toBeInvalid();
    expect(screen.getAllByText('Photo 1 cannot be used: remove it and add it again.')).toHaveLength(
      2,
    );
  });

  it('says when a review awaits moderation', async () => {
    const { user } = setup(false, vi.fn().mockResolvedValue({ isPublished: false }));
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.type(screen.getByRole('textbox', { name: 'Your review' }), 'Good shirt');
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your review is awaiting moderation.',
    );
  });
});
