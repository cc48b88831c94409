import type { Db } from '../db.js';
import { hasBought, insertReview } from '../engagement/reviews.js';
import { saveRegistrant } from '../engagement/registries.js';
import { customerIdByEmail } from '../engagement/shared.js';
import { seedGalleries } from './galleries.js';
import type { SeedState } from './seedState.js';

const DAY = 86_400_000;

const QUESTIONS: [
  product: number,
  question: string,
  answer: string | null,
  byCustomer?: boolean,
][] = [
  [
    1,
    'Does the linen shirt shrink in the wash?',
    'Very little: it is pre-washed. We recommend a cool wash and line drying.',
  ],
  [
    1,
    'Is the fit relaxed or slim?',
    'It is a relaxed fit. If you are between sizes, take the smaller one.',
  ],
  [
    2,
    'Is the merino itchy?',
    'Not at all, it is 17.5 micron superfine merino. I wear it directly on skin.',
    true,
  ],
  [3, 'What weight is the cotton?', 'It is a 220 gsm heavyweight jersey.'],
  [
    4,
    'Will the denim bleed dye?',
    'Raw selvedge can transfer at first; wash it inside out in cold water.',
  ],
  [7, 'Is the mug dishwasher safe?', 'Yes, and microwave safe as well.'],
  [7, 'How tall is the mug?', 'It is 9.5 cm tall and 8.5 cm across.'],
  [8, 'Does the set include filters?', 'Yes, 100 paper filters are included.'],
  [
    9,
    'Can I use the skillet on induction?',
    'Yes, cast iron works on every hob, induction included.',
  ],
  [11, 'How long does the large candle burn?', 'About 60 hours.'],
  [
    14,
    'Is the face oil suitable for oily skin?',
    'Yes, jojoba is close to the skin’s own sebum. Start with two drops.',
  ],
  [
    16,
    'Does the sunscreen leave a white cast?',
    'It blends clear on most skin tones after a minute.',
    true,
  ],
  [19, 'Is the cap machine washable?', 'Yes, on a gentle cycle.'],
  [20, 'Does the bottle fit a car cup holder?', 'The 500 ml and 750 ml do; the 1 l does not.'],
  [21, 'Is the rain shell seam-sealed?', 'Fully taped seams, 20k waterproof rating.'],
  [23, 'Are the socks good for warm weather?', null],
  [24, 'How long does the headlamp charge last?', 'About 5 hours on medium, 40 on low.'],
  [24, 'Is it waterproof?', null],
];

function seedQuestions(db: Db, now: number, s: SeedState): void {
  const q = db.prepare(
    'INSERT INTO questions (product_id, customer_id, guest_name, guest_email, body, is_published, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const a = db.prepare(
    'INSERT INTO answers (question_id, customer_id, body, is_published, created_at) VALUES (?, ?, ?, 1, ?)',
  );
  QUESTIONS.forEach(([index, body, answer, byCustomer], i) => {
    const product = s.products[index - 1];
    if (!product) return;
    const at = now - (120 - i * 5) * DAY;
    const guest = i % 4 === 3;
    const id = Number(
      q.run(
        product.id,
        guest ? null : (s.reviewers[i % s.reviewers.length] ?? null),
        guest ? 'Sam P' : null,
        guest ? 'sam.p@example.com' : null,
        body,
        answer === null ? 0 : 1,
        at,
      ).lastInsertRowid,
    );
    if (answer === null) return;
    const by = byCustomer ? (s.reviewers[(i + 5) % s.reviewers.length] ?? null) : null;
    a.run(id, by, answer, at + DAY);
  });
}

function firstVariant(db: Db, productId: number): number | undefined {
  return (
    db
      .prepare('SELECT id FROM variants WHERE product_id = ? ORDER BY position, id LIMIT 1')
      .get(productId) as { id: number } | undefined
  )?.id;
}

function seedWishlist(
  db: Db,
  now: number,
  owner: { customerId: number | null; sessionToken: string | null },
  title: string,
  isDefault: boolean,
  productIds: number[],
): void {
  const id = Number(
    db
      .prepare(
        'INSERT INTO wishlists (customer_id, session_token, title, is_default, created_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(owner.customerId, owner.sessionToken, title, isDefault ? 1 : 0, now).lastInsertRowid,
  );
  const item = db.prepare(
    'INSERT INTO wishlist_items (wishlist_id, product_id, variant_id, created_at) VALUES (?, ?, ?, ?)',
  );
  for (const productId of productIds) {
    const variant = firstVariant(db, productId);
    if (variant !== undefined) item.run(id, productId, variant, now);
  }
}

/** The demo guest session with a wishlist, to show E3b merging it on login. */
export const DEMO_GUEST_SESSION = 'demo-guest-session-0001';

function seedWishlists(db: Db, now: number, s: SeedState, ana?: number, eve?: number): void {
  const p = (i: number) => s.products[i - 1]?.id ?? 0;
  if (ana !== undefined) {
    seedWishlist(db, now - 30 * DAY, { customerId: ana, sessionToken: null }, 'My wishlist', true, [
      p(2),
      p(8),
      p(14),
      p(20),
    ]);
    seedWishlist(
      db,
      now - 10 * DAY,
      { customerId: ana, sessionToken: null },
      'Birthday ideas',
      false,
      [p(5), p(11)],
    );
  }
  if (eve !== undefined) {
    seedWishlist(db, now - 12 * DAY, { customerId: eve, sessionToken: null }, 'My wishlist', true, [
      p(1),
      p(16),
      p(21),
    ]);
  }
  s.reviewers.slice(0, 3).forEach((customerId, i) => {
    seedWishlist(db, now - (5 + i) * DAY, { customerId, sessionToken: null }, 'My wishlist', true, [
      p(3 + i),
      p(9 + i),
    ]);
  });
  seedWishlist(
    db,
    now - DAY,
    { customerId: null, sessionToken: DEMO_GUEST_SESSION },
    'My wishlist',
    true,
    [p(7), p(12)],
  );
}

function seedRegistry(db: Db, now: number, s: SeedState, ana: number): void {
  const hasAddress = db.prepare('SELECT 1 FROM customer_addresses WHERE customer_id = ?').get(ana);
  const c = db.prepare('SELECT first_name, last_name FROM customers WHERE id = ?').get(ana) as {
    first_name: string;
    last_name: string;
  };
  if (!hasAddress) {
    db.prepare(
      `INSERT INTO customer_addresses (customer_id, first_name, last_name, address, city, state, country, country_code, postal_code)
       VALUES (?, ?, ?, '12 Harbour Street', 'Portland', 'Oregon', 'United States', 'US', '97201')`,
    ).run(ana, c.first_name || 'Ana', c.last_name || 'Lopez');
  }
  const registrantId = saveRegistrant(db, {
    firstName: c.first_name || 'Ana',
    lastName: c.last_name || 'Lopez',
    address: '12 Harbour Street',
    postalCode: '97201',
    city: 'Portland',
    state: 'Oregon',
    country: 'United States',
    countryCode: 'US',
    coRegistrants: [{ firstName: 'Sam', lastName: 'Rivera' }],
  });
  const created = now - 45 * DAY;
  const registryId = Number(
    db
      .prepare(
        `INSERT INTO gift_registries (customer_id, registrant_id, type_id, title, date, orders_count, created_at, updated_at)
         VALUES (?, ?, 1, ?, '2027/06/12', 1, ?, ?)`,
      )
      .run(ana, registrantId, `${c.first_name || 'Ana'} & Sam's Wedding`, created, now - 3 * DAY)
      .lastInsertRowid,
  );
  const item = db.prepare(
    `INSERT INTO gift_registry_items (registry_id, product_id, variant_id, quantity, purchased_amount, tag, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const wanted: [index: number, qty: number, bought: number, tag: string | null][] = [
    [9, 1, 0, 'Kitchen'],
    [8, 1, 1, 'Kitchen'],
    [7, 4, 2, 'Kitchen'],
    [10, 2, 0, 'Dining'],
    [12, 1, 0, 'Dining'],
    [13, 4, 0, 'Home'],
    [11, 3, 0, null],
  ];
  for (const [index, qty, bought, tag] of wanted) {
    const product = s.products[index - 1];
    const variant = product && firstVariant(db, product.id);
    if (product && variant !== undefined)
      item.run(registryId, product.id, variant, qty, bought, tag, created, created);
  }
}

/** Questions, the demo customers' reviews, wishlists and registry, and the galleries. */
export function seedEngagementExtras(db: Db, now: number, s: SeedState): void {
  seedQuestions(db, now, s);
  const ana = customerIdByEmail(db, 'ana@demo.test');
  const cara = customerIdByEmail(db, 'cara@demo.test');
  const eve = customerIdByEmail(db, 'eve@demo.test');
  const p = (i: number) => s.products[i - 1];
  const mine: [number | undefined, number, number, string, string, string[]][] = [
    [
      ana,
      1,
      5,
      'My go-to summer shirt',
      'Light, soft and it gets better with every wash. I bought a second colour.',
      ['/assets/media/review-ana-1.svg'],
    ],
    [
      ana,
      7,
      4,
      'Lovely mug',
      'Beautiful glaze and a nice weight. Slightly smaller than I expected.',
      [],
    ],
    [cara, 14, 5, 'Skin loves it', 'A few drops at night and my skin is calmer by morning.', []],
  ];
  for (const [customerId, index, rate, title, body, images] of mine) {
    const product = p(index);
    if (customerId === undefined || !product) continue;
    insertReview(db, {
      productId: product.id,
      customerId,
      rate,
      title,
      body,
      imageUrls: images,
      isVerifiedBuyer: hasBought(db, customerId, product.id),
      isPublished: true,
      votes: 3,
      createdAt: now - 14 * DAY,
    });
  }
  // Two recent low ratings still wait for moderation (below the auto-publish rating).
  const pending: [number, number, string, string][] = [
    [6, 2, 'Thinner than expected', 'The canvas is thinner than the photos suggest.'],
    [15, 1, 'Arrived broken', 'The bar was cracked in two when it arrived.'],
  ];
  pending.forEach(([index, rate, title, body], i) => {
    const product = p(index);
    if (!product) return;
    insertReview(db, {
      productId: product.id,
      customerId: null,
      guestName: i === 0 ? 'Rosa M' : 'Kai',
      guestEmail: i === 0 ? 'rosa.m@example.com' : 'kai@example.com',
      rate,
      title,
      body,
      isVerifiedBuyer: false,
      isPublished: false,
      createdAt: now - (i + 1) * 3_600_000,
    });
  });
  seedWishlists(db, now, s, ana, eve);
  if (ana !== undefined) seedRegistry(db, now, s, ana);
  seedGalleries(db, now, s);
}
