import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupMockServer } from '../../../test/helpers/mockServer.js';
import { renderWithProvider } from '../../../test/helpers/renderReviews.js';
import { FIXED_NOW, makeQuestion } from '../../mocks/index.js';
import { QuestionsAndAnswers } from './QuestionsAndAnswers.js';

// Journeys wait on a mock network; under a full parallel run that can take over a second.
configure({ asyncUtilTimeout: 4000 });

const { api } = setupMockServer();
const now = Date.parse(FIXED_NOW);

function questionTexts(): string[] {
  return screen
    .getAllByRole('article')
    .map((a) => within(a).getByRole('heading').textContent ?? '');
}

// userEvent journeys over a mock network are slow in jsdom, more so when files run in parallel.
describe('QuestionsAndAnswers', { timeout: 20_000 }, () => {
  it('lists questions with their answers', async () => {
    renderWithProvider(<QuestionsAndAnswers productId={1} now={now} />);
    const [question] = await screen.findAllByRole('article');
    expect(within(question!).getByRole('heading')).toHaveTextContent(
      'Can it go in the washing machine?',
    );
    expect(question).toHaveTextContent('Yes, it is machine washable at 30°C.');
    expect(question).toHaveTextContent('Answered by Store team');
    expect(question).toHaveTextContent('1 answer');
  });

  it('sorts and pages the questions', async () => {
    api.db.questions = Array.from({ length: 5 }, (_, i) =>
      makeQuestion({ id: 100 + i, body: `Question ${i + 1}?`, answers: [] }),
    );
    const user = userEvent.setup();
    renderWithProvider(<QuestionsAndAnswers productId={1} perPage={2} now={now} />);
    await screen.findAllByRole('article');
    expect(questionTexts()).toEqual(['Question 5?', 'Question 4?']);
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Sort questions' }),
      'Oldest first',
    );
    await waitFor(() => expect(questionTexts()).toEqual(['Question 1?', 'Question 2?']));
    await user.click(screen.getByRole('button', { name: 'Load more questions' }));
    await waitFor(() => expect(questionTexts()).toHaveLength(4));
    await user.click(screen.getByRole('button', { name: 'Load more questions' }));
    await waitFor(() => expect(questionTexts()).toHaveLength(5));
    expect(screen.queryByRole('button', { name: 'Load more questions' })).not.toBeInTheDocument();
  });

  it('lets a guest ask a question with a name and an e-mail', async () => {
    api.db.customer = null;
    const user = userEvent.setup();
    renderWithProvider(<QuestionsAndAnswers productId={1} now={now} />);
    await screen.findAllByRole('article');
    // The form (and its code) comes when the shopper asks for it, its box focused.
    expect(screen.queryByRole('textbox', { name: 'Your question' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ask a question' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Your question' })).toHaveFocus(),
    );
    await user.click(screen.getByRole('button', { name: 'Submit question' }));
    expect(screen.getByRole('textbox', { name: 'Your question' })).toHaveAccessibleDescription(
      expect.stringContaining('Write your question.'),
    );
    await user.type(screen.getByRole('textbox', { name: 'Your question' }), 'Does it shrink?');
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Your e-mail' }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit question' }));
    // Sent: the form closes (no active Submit left behind), the thanks takes focus, and the
    // shopper may ask another.
    const thanks = await screen.findByText('Thank you! Your question is published.');
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Submit question' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your question' })).not.toBeInTheDocument();
    expect(api.db.questions[0]).toMatchObject({ body: 'Does it shrink?', customer: null });
    await waitFor(() => expect(questionTexts()).toContain('Does it shrink?'));
    await user.click(screen.getByRole('button', { name: 'Ask a question' }));
    expect(await screen.findByRole('textbox', { name: 'Your question' })).toHaveValue('');
    expect(screen.queryByText('Thank you! Your question is published.')).not.toBeInTheDocument();
  });

  it('lets a customer answer, saying it goes to moderation', async () => {
    const user = userEvent.setup();
    renderWithProvider(<QuestionsAndAnswers productId={1} now={now} />);
    const [question] = await screen.findAllByRole('article');
    await user.click(within(question!).getByRole('button', { name: 'Answer this question' }));
    await within(question!).findByRole('textbox', { name: 'Your answer' });
    expect(question).toHaveTextContent('Answers are checked by the store before they appear.');
    await user.type(
      within(question!).getByRole('textbox', { name: 'Your answer' }),
      'Yes, at 30°C.',
    );
    await user.click(within(question!).getByRole('button', { name: 'Submit answer' }));
    expect(
      await within(question!).findByText('Thank you! Your answer was sent for moderation.'),
    ).toBeInTheDocument();
    expect(api.db.questions[0]?.answers.at(-1)).toMatchObject({
      body: 'Yes, at 30°C.',
      isPublished: false,
    });
  });

  it('asks a guest to sign in to answer', async () => {
    api.db.customer = null;
    renderWithProvider(<QuestionsAndAnswers productId={1} signInUrl="/account/login" now={now} />);
    const [question] = await screen.findAllByRole('article');
    expect(
      within(question!).getByRole('link', { name: 'Sign in to answer questions.' }),
    ).toHaveAttribute('href', '/account/login');
  });

  it('says when there are no questions yet, with no sort to float around, and leads to the ask box', async () => {
    api.db.questions = [];
    const user = userEvent.setup();
    renderWithProvider(<QuestionsAndAnswers productId={1} now={now} />);
    expect(await screen.findByText('No questions yet. Ask the first one.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Sort questions' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Ask a question' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Your question' })).toHaveFocus(),
    );
    expect(screen.queryByRole('button', { name: 'Ask a question' })).not.toBeInTheDocument();
  });
});
