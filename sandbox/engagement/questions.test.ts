import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Answer, Question } from '../../src/api/index.js';
import { createTestSandbox, type TestSandbox } from '../testing.js';
import { QUIET_PRODUCT, expectProblem, newCustomer, topics } from './testkit.js';

let sb: TestSandbox;
beforeEach(() => {
  sb = createTestSandbox();
});
afterEach(() => sb.close());

const ask = (extra: Record<string, unknown>) =>
  sb.ok('createQuestion', { productId: QUIET_PRODUCT, body: 'Does it fit?', ...extra });

describe('E27 createQuestion and E28 createAnswer', () => {
  it('records a customer question, held for moderation, then published by the store', async () => {
    const a = newCustomer(sb, 'Iris', 'Novak');
    const q = await ask({ customerIdentifier: a.email });
    expect(q).toMatchObject({ isPublished: false, answers: [], product: { id: QUIET_PRODUCT } });
    expect(q.customer?.platformCustomerId).toBe(a.id);
    expect(topics(sb)).toContain('v1/question/created');
    const res = await sb.admin('POST', '/questions/moderate', {
      questionId: q.id,
      isPublished: true,
    });
    expect(((await res.json()) as { question: Question }).question.isPublished).toBe(true);
    expect(topics(sb).at(-1)).toBe('v1/question/updated');
    expect(
      (await sb.admin('POST', '/questions/moderate', { questionId: 999999, isPublished: true }))
        .status,
    ).toBe(404);
  });

  it('needs a guest name and e-mail without a customer, and the guest setting', async () => {
    const missing = await expectProblem(
      await sb.call('createQuestion', { productId: QUIET_PRODUCT, body: 'x' }),
      400,
    );
    expect(missing.errors?.map((e) => e.path).sort()).toEqual([
      'body.guestEmail',
      'body.guestName',
    ]);
    const q = await ask({ guestName: 'Ola Berg', guestEmail: 'ola@x.test' });
    expect(q.customer).toBeNull();
    await sb.admin('POST', '/settings', { guestReviews: false });
    await expectProblem(
      await sb.call('createQuestion', {
        productId: QUIET_PRODUCT,
        body: 'x',
        guestName: 'A',
        guestEmail: 'a@x.test',
      }),
      422,
    );
  });

  it('enforces the body limits and 404s an unknown product or customer', async () => {
    const a = newCustomer(sb);
    await expectProblem(
      await sb.call('createQuestion', {
        customerIdentifier: a.email,
        productId: QUIET_PRODUCT,
        body: '',
      }),
      400,
    );
    await expectProblem(
      await sb.call('createQuestion', {
        customerIdentifier: a.email,
        productId: QUIET_PRODUCT,
        body: 'x'.repeat(15001),
      }),
      400,
    );
    expect((await ask({ customerIdentifier: a.email, body: 'x'.repeat(15000) })).body).toHaveLength(
      15000,
    );
    await expectProblem(
      await sb.call('createQuestion', { customerIdentifier: a.email, productId: 9999, body: 'x' }),
      404,
    );
    await expectProblem(
      await sb.call('createQuestion', {
        customerIdentifier: 'no@x.test',
        productId: QUIET_PRODUCT,
        body: 'x',
      }),
      404,
    );
  });

  it('answers as the store or a customer, with moderation of answers', async () => {
    const q = await ask({ customerIdentifier: newCustomer(sb).email });
    const store = await sb.ok('createAnswer', {
      questionId: q.id,
      answer: { body: 'Yes, true to size.', isPublished: true },
    });
    expect(store.answer).toMatchObject({ questionId: q.id, customer: null, isPublished: true });
    const c = newCustomer(sb);
    const mine = await sb.ok('createAnswer', {
      customerIdentifier: c.email,
      questionId: q.id,
      answer: { body: 'Mine fits well', isPublished: false },
    });
    expect(mine.answer.customer?.email).toBe(c.email);
    expect(topics(sb).filter((t) => t === 'v1/answer/created')).toHaveLength(2);
    const res = await sb.admin('POST', '/answers/moderate', {
      answerId: mine.answer.id,
      isPublished: true,
    });
    expect(((await res.json()) as { answer: Answer }).answer.isPublished).toBe(true);
    expect(topics(sb).at(-1)).toBe('v1/answer/updated');
    const page = await sb.ok('getQuestions', { questionId: q.id });
    expect(page.items[0]?.answers.map((a) => a.id)).toEqual([store.answer.id, mine.answer.id]);
    await expectProblem(
      await sb.call('createAnswer', {
        questionId: 999999,
        answer: { body: 'x', isPublished: true },
      }),
      404,
    );
    await expectProblem(
      await sb.call('createAnswer', { questionId: q.id, answer: { body: 'x' } }),
      400,
    );
  });
});

describe('E26 getQuestions', () => {
  it('filters, sorts by id and date, and pages by offset', async () => {
    const a = newCustomer(sb, 'Pia', 'Lund');
    const made: Question[] = [];
    for (let i = 0; i < 4; i++) {
      made.push(await ask({ customerIdentifier: a.email, body: `Q${i}` }));
      sb.clock.advance(60);
    }
    // The last question gets an older date than the others, so date and id orders differ.
    sb.db
      .prepare('UPDATE questions SET created_at = created_at - 86400000 WHERE id = ?')
      .run(made[3]!.id);
    await sb.admin('POST', '/questions/moderate', { questionId: made[1]!.id, isPublished: true });
    const [q0, q1, q2, q3] = made.map((q) => q.id) as [number, number, number, number];
    const order = async (extra: Record<string, unknown>) =>
      (await sb.ok('getQuestions', { productId: QUIET_PRODUCT, ...extra })).items.map((q) => q.id);
    expect(await order({})).toEqual([q3, q2, q1, q0]);
    expect(await order({ sortingOption: 'idAsc' })).toEqual([q0, q1, q2, q3]);
    expect(await order({ sortingOption: 'idDesc' })).toEqual([q3, q2, q1, q0]);
    expect(await order({ sortingOption: 'dateAsc' })).toEqual([q3, q0, q1, q2]);
    expect(await order({ sortingOption: 'dateDesc' })).toEqual([q2, q1, q0, q3]);
    expect(await order({ onlyPublishedQuestions: true })).toEqual([q1]);
    expect(await order({ onlyUnpublishedQuestions: true })).toEqual([q3, q2, q0]);
    expect(await order({ customerIdentifier: 'nobody@x.test' })).toEqual([]);
    const page = await sb.ok('getQuestions', {
      productId: QUIET_PRODUCT,
      sortingOption: 'idAsc',
      offset: 1,
      perPage: 2,
      withCustomerDisplayName: true,
    });
    expect(page).toMatchObject({ totalCount: 4, currentOffset: 1, perPage: 2 });
    expect(page.items.map((q) => q.id)).toEqual([q1, q2]);
    expect(page.items[0]?.customerDisplayName).toBe('Pia L.');
    for (const bad of [
      { perPage: 51 },
      { perPage: 0 },
      { offset: -1 },
      { sortingOption: 'random' },
    ]) {
      await expectProblem(await sb.call('getQuestions', bad), 400);
    }
  });

  it('serves the demo questions with answers', async () => {
    const page = await sb.ok('getQuestions', { onlyPublishedQuestions: true, perPage: 50 });
    expect(page.totalCount).toBeGreaterThanOrEqual(10);
    expect(page.items.some((q) => q.answers.length > 0)).toBe(true);
  });
});
