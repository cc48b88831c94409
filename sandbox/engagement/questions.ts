import { ApiError, type Answer, type Question, type QUESTION_SORTS } from '../../src/api/index.js';
import { iso } from '../clock.js';
import type { Db } from '../db.js';
import { displayName } from '../platform.js';
import { guestDisplayName, stmt } from './shared.js';

interface AuthorColumns {
  customer_id: number | null;
  c_email: string | null;
  c_phone: string | null;
  c_first: string | null;
  c_last: string | null;
}

interface QuestionRow extends AuthorColumns {
  id: number;
  product_id: number;
  product_handle: string;
  guest_name: string | null;
  body: string;
  is_published: number;
  created_at: number;
}

interface AnswerRow extends AuthorColumns {
  id: number;
  question_id: number;
  body: string;
  is_published: number;
  created_at: number;
}

const AUTHOR = `c.email AS c_email, c.phone AS c_phone, c.first_name AS c_first, c.last_name AS c_last`;

const ORDER: Record<(typeof QUESTION_SORTS)[number], string> = {
  idAsc: 'q.id ASC',
  idDesc: 'q.id DESC',
  dateAsc: 'q.created_at ASC, q.id ASC',
  dateDesc: 'q.created_at DESC, q.id DESC',
};

export interface QuestionQuery {
  customerId?: number;
  questionId?: number;
  productId?: number;
  onlyPublishedQuestions?: boolean;
  onlyUnpublishedQuestions?: boolean;
  sortingOption: (typeof QUESTION_SORTS)[number];
  offset: number;
  perPage: number;
  withCustomerDisplayName?: boolean;
}

function author(row: AuthorColumns) {
  return row.customer_id !== null && row.c_email !== null
    ? { platformCustomerId: row.customer_id, email: row.c_email, phone: row.c_phone }
    : null;
}

function authorName(row: AuthorColumns, guestName: string | null): string {
  if (row.customer_id !== null && row.c_email !== null) {
    return displayName({
      first_name: row.c_first ?? '',
      last_name: row.c_last ?? '',
      email: row.c_email,
    });
  }
  return guestName === null ? 'Store' : guestDisplayName(guestName);
}

/** E26: questions with all their answers (the proxy drops unpublished answers). */
export function listQuestions(db: Db, q: QuestionQuery): { totalCount: number; items: Question[] } {
  const where: string[] = [];
  const args: unknown[] = [];
  const add = (sql: string, ...values: unknown[]) => {
    where.push(sql);
    args.push(...values);
  };
  if (q.customerId !== undefined) add('q.customer_id = ?', q.customerId);
  if (q.questionId !== undefined) add('q.id = ?', q.questionId);
  if (q.productId !== undefined) add('q.product_id = ?', q.productId);
  if (q.onlyPublishedQuestions) add('q.is_published = 1');
  if (q.onlyUnpublishedQuestions) add('q.is_published = 0');
  const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const { n } = stmt(db, `SELECT COUNT(*) AS n FROM questions q ${filter}`).get(...args) as {
    n: number;
  };
  const rows = stmt(
    db,
    `SELECT q.*, p.handle AS product_handle, ${AUTHOR}
       FROM questions q JOIN products p ON p.id = q.product_id
       LEFT JOIN customers c ON c.id = q.customer_id
       ${filter} ORDER BY ${ORDER[q.sortingOption]} LIMIT ? OFFSET ?`,
  ).all(...args, q.perPage, q.offset) as QuestionRow[];
  return { totalCount: n, items: toQuestions(db, rows, q.withCustomerDisplayName ?? false) };
}

/** One question by id with its answers, or a 404. */
export function requireQuestion(db: Db, id: number): Question {
  const row = stmt(
    db,
    `SELECT q.*, p.handle AS product_handle, ${AUTHOR}
       FROM questions q JOIN products p ON p.id = q.product_id
       LEFT JOIN customers c ON c.id = q.customer_id WHERE q.id = ?`,
  ).get(id) as QuestionRow | undefined;
  if (!row) throw ApiError.of('not_found', `no question ${id}`);
  return toQuestions(db, [row], false)[0] as Question;
}

/** One answer by id, or a 404. */
export function requireAnswer(db: Db, id: number): Answer {
  const row = stmt(
    db,
    `SELECT a.*, ${AUTHOR} FROM answers a LEFT JOIN customers c ON c.id = a.customer_id
       WHERE a.id = ?`,
  ).get(id) as AnswerRow | undefined;
  if (!row) throw ApiError.of('not_found', `no answer ${id}`);
  return toAnswer(row, false);
}

function toAnswer(a: AnswerRow, withName: boolean): Answer {
  return {
    id: a.id,
    questionId: a.question_id,
    customer: author(a),
    body: a.body,
    createdAt: iso(a.created_at),
    isPublished: a.is_published === 1,
    ...(withName && { customerDisplayName: authorName(a, null) }),
  };
}

function toQuestions(db: Db, rows: QuestionRow[], withName: boolean): Question[] {
  const ids = rows.map((r) => r.id);
  const answers = new Map<number, Answer[]>();
  if (ids.length > 0) {
    const all = stmt(
      db,
      `SELECT a.*, ${AUTHOR} FROM answers a LEFT JOIN customers c ON c.id = a.customer_id
         WHERE a.question_id IN (${ids.map(() => '?').join(',')}) ORDER BY a.id`,
    ).all(...ids) as AnswerRow[];
    for (const a of all) {
      answers.set(a.question_id, [...(answers.get(a.question_id) ?? []), toAnswer(a, withName)]);
    }
  }
  return rows.map((r) => ({
    id: r.id,
    body: r.body,
    customer: author(r),
    product: { id: r.product_id, handle: r.product_handle },
    createdAt: iso(r.created_at),
    isPublished: r.is_published === 1,
    answers: answers.get(r.id) ?? [],
    ...(withName && { customerDisplayName: authorName(r, r.guest_name ?? 'Guest') }),
  }));
}
