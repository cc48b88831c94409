import type { Db } from '../db.js';
import { insertReview } from '../engagement/reviews.js';
import { customerIdByEmail } from '../engagement/shared.js';
import { seedEngagementExtras } from './engagementExtras.js';
import { REVIEW_TEXTS, SHOP_REVIEWS } from './reviewTexts.js';

const DAY = 86_400_000;

/** A small deterministic generator, so the demo data is the same on every reset. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const REVIEWERS = [
  ['Olivia', 'Martin'],
  ['Noah', 'Bennett'],
  ['Mia', 'Okafor'],
  ['Lucas', 'Fischer'],
  ['Sofia', 'Rossi'],
  ['Ethan', 'Walsh'],
  ['Amara', 'Nwosu'],
  ['Leo', 'Dubois'],
  ['Chloe', 'Nakamura'],
  ['Mateo', 'García'],
  ['Hannah', 'Kowalski'],
  ['Arjun', 'Mehta'],
  ['Zoë', 'Lindqvist'],
  ['Samuel', 'Adeyemi'],
  ['Isla', 'MacLeod'],
  ['Yuki', 'Tanaka'],
  ['Grace', 'Oduya'],
  ['Felix', 'Schneider'],
  ['Nora', 'Haddad'],
  ['Diego', 'Alvarez'],
] as const;

const GUESTS = ['Priya S', 'Tom Becker', 'Lena', 'Marco Bianchi', 'Aisha Khan', 'Jonas'] as const;

/** Star ratings with the usual skew of a healthy store: mostly 4 and 5 stars. */
function pickRate(rand: () => number): number {
  const r = rand();
  if (r < 0.52) return 5;
  if (r < 0.8) return 4;
  if (r < 0.9) return 3;
  if (r < 0.95) return 2;
  return 1;
}

/** Inserts the reviewer customers (e-mails reviewerN@demo.test); answers their ids. */
function seedReviewers(db: Db, now: number): number[] {
  const insert = db.prepare(
    'INSERT INTO customers (email, first_name, last_name, created_at) VALUES (?, ?, ?, ?)',
  );
  return REVIEWERS.map(([first, last], i) => {
    const email = `reviewer${i + 1}@demo.test`;
    const existing = customerIdByEmail(db, email);
    return (
      existing ?? Number(insert.run(email, first, last, now - (400 - i) * DAY).lastInsertRowid)
    );
  });
}

/** A platform order for a verified reviewer (so E21 and verified-only settings agree). */
function recordPurchase(db: Db, customerId: number, productId: number, at: number): void {
  const variant = db
    .prepare('SELECT id, price FROM variants WHERE product_id = ? ORDER BY position, id LIMIT 1')
    .get(productId) as { id: number; price: number } | undefined;
  if (!variant) return;
  const orderId = Number(
    db
      .prepare('INSERT INTO orders (customer_id, total, created_at) VALUES (?, ?, ?)')
      .run(customerId, variant.price, at).lastInsertRowid,
  );
  db.prepare(
    'INSERT INTO order_lines (order_id, product_id, variant_id, quantity, price) VALUES (?, ?, ?, 1, ?)',
  ).run(orderId, productId, variant.id, variant.price);
}

/**
 * The engagement side of the demo store: 100+ reviews over the 24 core products (mostly 4-5
 * stars, photos, store replies, pinned and unpublished ones, guest reviews), shop reviews,
 * questions with answers, wishlists, a wedding registry and two shoppable galleries.
 */
export function seedEngagement(db: Db, now: number): void {
  const rand = prng(20261161);
  const reviewers = seedReviewers(db, now);
  const products = db.prepare('SELECT id, title FROM products ORDER BY id LIMIT 24').all() as {
    id: number;
    title: string;
  }[];
  const reply = db.prepare(
    "INSERT INTO review_replies (review_id, body, status, created_at) VALUES (?, ?, 'public', ?)",
  );
  let photo = 0;
  let count = 0;
  products.forEach((product, index) => {
    const n = 3 + Math.floor(rand() * 4) + (index < 4 ? 2 : 0);
    const authors = [...reviewers].sort(() => rand() - 0.5).slice(0, n);
    authors.forEach((customerId, k) => {
      const rate = pickRate(rand);
      const texts = REVIEW_TEXTS[rate] ?? [];
      const text = texts[Math.floor(rand() * texts.length)] ?? { title: 'Good', body: 'Good.' };
      const createdAt = now - Math.floor(rand() * 300 + 1) * DAY - k * 3_600_000;
      const guest = rand() < 0.15 ? GUESTS[count % GUESTS.length] : undefined;
      const verified = !guest && rand() < 0.7;
      if (verified) recordPurchase(db, customerId, product.id, createdAt - 7 * DAY);
      const images =
        rand() < 0.22
          ? Array.from(
              { length: 1 + Math.floor(rand() * 3) },
              () => `/assets/media/review-${++photo}.svg`,
            )
          : [];
      // Low ratings were published after moderation, except a few still waiting.
      const published = rate >= 3 || count % 3 !== 0;
      const id = insertReview(db, {
        productId: product.id,
        customerId: guest ? null : customerId,
        guestName: guest ?? null,
        guestEmail: guest ? `${guest.toLowerCase().replace(/\W+/g, '.')}@example.com` : null,
        rate,
        title: text.title,
        body: text.body.replace('{product}', product.title.toLowerCase()),
        imageUrls: images,
        isVerifiedBuyer: verified,
        isPublished: published,
        isPinned: k === 0 && rate === 5 && index % 4 === 0,
        votes: Math.floor(rand() * rand() * 14),
        createdAt,
      });
      count += 1;
      if (rate <= 3 || rand() < 0.1) {
        reply.run(
          id,
          rate <= 3
            ? "Thank you for the honest feedback. We're sorry this fell short: our team will e-mail you to make it right."
            : 'Thank you so much! We are glad it made your day.',
          createdAt + DAY,
        );
      }
    });
  });

  const shopReviewers = reviewers.slice(0, SHOP_REVIEWS.length);
  SHOP_REVIEWS.forEach((r, i) => {
    insertReview(db, {
      productId: null,
      customerId: shopReviewers[i] ?? null,
      rate: r.rate,
      title: r.title,
      body: r.body,
      isVerifiedBuyer: true,
      isPublished: true,
      votes: i,
      createdAt: now - (20 + i * 11) * DAY,
    });
  });

  seedEngagementExtras(db, now, { reviewers, products, rand });
}
