import type { Meta, StoryObj } from '@storybook/react-vite';
import { FIXED_NOW, errorFor, loadingFor } from '../../mocks/index.js';
import { QuestionsAndAnswers } from './QuestionsAndAnswers.js';
import {
  SETTLED,
  guestSeed,
  manyQuestions,
  reviewsStory,
  withReviewsProvider,
} from '../../testing/reviewsStoryKit.js';

const meta = {
  title: 'Reviews/QuestionsAndAnswers',
  component: QuestionsAndAnswers,
  decorators: [withReviewsProvider],
  args: { productId: 1, now: Date.parse(FIXED_NOW), signInUrl: '/account/login', perPage: 5 },
} satisfies Meta<typeof QuestionsAndAnswers>;

export default meta;
type Story = StoryObj<typeof meta>;

const many = { questions: manyQuestions() };

/** A customer can ask and answer (answers go to moderation). */
export const Customer: Story = {
  ...reviewsStory(),
  play: async ({ canvas, userEvent }) => {
    const [answer] = await canvas.findAllByRole(
      'button',
      { name: 'Answer this question' },
      SETTLED,
    );
    await userEvent.click(answer!);
  },
};

/** A guest asks with a name and an e-mail, and is asked to sign in to answer. */
export const Guest: Story = {
  ...reviewsStory(guestSeed),
  play: async ({ canvas, userEvent }) => {
    await canvas.findAllByRole('article', {}, SETTLED);
    // The button comes once the session is known (a guest may ask).
    await userEvent.click(await canvas.findByRole('button', { name: 'Ask a question' }, SETTLED));
    await canvas.findByRole('textbox', { name: 'Your name' }, SETTLED);
  },
};

/** Many questions: sort and "Load more". */
export const ManyQuestions: Story = {
  ...reviewsStory(many),
  tags: ['visual-matrix'],
  play: async ({ canvas }) => {
    await canvas.findAllByRole('article', {}, SETTLED);
  },
};

/** No questions yet. */
export const Empty: Story = {
  ...reviewsStory({ questions: [] }),
  play: async ({ canvas }) => {
    await canvas.findByText('No questions yet. Ask the first one.', {}, SETTLED);
  },
};

/** Loading. */
export const Loading: Story = { ...reviewsStory({}, [loadingFor('getQuestions')]) };

/** Failed, with a retry. */
export const Error: Story = {
  ...reviewsStory({}, [errorFor('getQuestions', 503, 'upstream_unavailable')]),
  play: async ({ canvas }) => {
    await canvas.findByRole('alert', {}, SETTLED);
  },
};

/** French. */
export const French: Story = {
  ...reviewsStory(many, [], { locale: 'fr' }),
  play: async ({ canvas }) => {
    await canvas.findAllByRole('article', {}, SETTLED);
  },
};

/** Spanish. */
export const Spanish: Story = {
  ...reviewsStory(many, [], { locale: 'es' }),
  play: async ({ canvas }) => {
    await canvas.findAllByRole('article', {}, SETTLED);
  },
};

/** Arabic, right to left. */
export const Arabic: Story = {
  ...reviewsStory(many, [], { locale: 'ar' }),
  tags: ['visual-rtl'],
  play: async ({ canvas }) => {
    await canvas.findAllByRole('article', {}, SETTLED);
  },
};

/** Japanese. */
export const Japanese: Story = {
  ...reviewsStory(many, [], { locale: 'ja' }),
  play: async ({ canvas }) => {
    await canvas.findAllByRole('article', {}, SETTLED);
  },
};
