-- Engagement: reviews and Q&A, wishlists, gift registries with draft orders, galleries (issue 4).

CREATE TABLE reviews (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  product_id INTEGER REFERENCES products(id) ON DELETE CASCADE, -- NULL: a shop review
  customer_id INTEGER REFERENCES customers(id) ON DELETE SET NULL, -- NULL: a guest
  guest_name TEXT,
  guest_email TEXT COLLATE NOCASE,
  rate INTEGER NOT NULL CHECK (rate BETWEEN 1 AND 5),
  title TEXT,
  body TEXT NOT NULL,
  votes INTEGER NOT NULL DEFAULT 0, -- seeded helpful count plus one per review_votes row
  is_published INTEGER NOT NULL DEFAULT 0,
  is_pinned INTEGER NOT NULL DEFAULT 0,
  is_verified_buyer INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);
CREATE INDEX reviews_product ON reviews(product_id, is_published);
CREATE INDEX reviews_customer ON reviews(customer_id);

CREATE TABLE review_images (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  review_id INTEGER NOT NULL REFERENCES reviews(id) ON DELETE CASCADE,
  url TEXT NOT NULL -- an absolute URL, or an /assets/... path answered under the base URL
);
CREATE INDEX review_images_review ON review_images(review_id);

-- One helpful vote per customer and review.
CREATE TABLE review_votes (
  review_id INTEGER NOT NULL REFERENCES reviews(id) ON DELETE CASCADE,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (review_id, customer_id)
);

CREATE TABLE review_replies (
  review_id INTEGER PRIMARY KEY REFERENCES reviews(id) ON DELETE CASCADE,
  body TEXT NOT NULL,
  status TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE questions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  customer_id INTEGER REFERENCES customers(id) ON DELETE SET NULL,
  guest_name TEXT,
  guest_email TEXT COLLATE NOCASE,
  body TEXT NOT NULL,
  is_published INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);
CREATE INDEX questions_product ON questions(product_id);

CREATE TABLE answers (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  question_id INTEGER NOT NULL REFERENCES questions(id) ON DELETE CASCADE,
  customer_id INTEGER REFERENCES customers(id) ON DELETE SET NULL, -- NULL: the store
  body TEXT NOT NULL,
  is_published INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);
CREATE INDEX answers_question ON answers(question_id);

-- A wishlist belongs to a customer or to a guest session (exactly one of the two).
CREATE TABLE wishlists (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_id INTEGER REFERENCES customers(id) ON DELETE CASCADE,
  session_token TEXT,
  title TEXT NOT NULL,
  is_default INTEGER NOT NULL DEFAULT 0,
  is_private INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  CHECK ((customer_id IS NULL) <> (session_token IS NULL))
);
CREATE INDEX wishlists_customer ON wishlists(customer_id);
CREATE INDEX wishlists_session ON wishlists(session_token);

CREATE TABLE wishlist_items (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  wishlist_id INTEGER NOT NULL REFERENCES wishlists(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  variant_id INTEGER NOT NULL REFERENCES variants(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  UNIQUE (wishlist_id, product_id, variant_id)
);
CREATE INDEX wishlist_items_product ON wishlist_items(product_id);

-- E3b: a guest session attached to the customer who logged in with it.
CREATE TABLE session_attachments (
  session_token TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  attached_at INTEGER NOT NULL
);

CREATE TABLE registrants (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  address TEXT NOT NULL,
  postal_code TEXT NOT NULL,
  city TEXT NOT NULL,
  state TEXT NOT NULL,
  country TEXT NOT NULL,
  country_code TEXT NOT NULL
);

CREATE TABLE co_registrants (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  registrant_id INTEGER NOT NULL REFERENCES registrants(id) ON DELETE CASCADE,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL
);
CREATE INDEX co_registrants_registrant ON co_registrants(registrant_id);

CREATE TABLE gift_registries (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  registrant_id INTEGER NOT NULL REFERENCES registrants(id),
  type_id INTEGER NOT NULL,
  title TEXT NOT NULL,
  date TEXT NOT NULL, -- YYYY/MM/DD
  orders_count INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX gift_registries_customer ON gift_registries(customer_id);

CREATE TABLE gift_registry_items (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  registry_id INTEGER NOT NULL REFERENCES gift_registries(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  variant_id INTEGER NOT NULL REFERENCES variants(id) ON DELETE CASCADE,
  quantity INTEGER NOT NULL,
  purchased_amount INTEGER NOT NULL DEFAULT 0,
  tag TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (registry_id, variant_id)
);

-- Draft orders keep the registry id as a plain number: the record outlives a deleted registry.
CREATE TABLE draft_orders (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  registry_id INTEGER NOT NULL,
  customer_id INTEGER REFERENCES customers(id) ON DELETE SET NULL,
  customer_email TEXT,
  customer_name TEXT,
  note TEXT,
  status TEXT NOT NULL DEFAULT 'open', -- open | completed
  order_id INTEGER REFERENCES orders(id),
  created_at INTEGER NOT NULL,
  completed_at INTEGER
);
CREATE INDEX draft_orders_registry ON draft_orders(registry_id, status);

CREATE TABLE draft_order_lines (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  draft_order_id INTEGER NOT NULL REFERENCES draft_orders(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL,
  variant_id INTEGER NOT NULL,
  quantity INTEGER NOT NULL
);

CREATE TABLE galleries (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  title TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE media (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  gallery_id INTEGER NOT NULL REFERENCES galleries(id) ON DELETE CASCADE,
  text TEXT NOT NULL,
  image TEXT NOT NULL,
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX media_gallery ON media(gallery_id);

CREATE TABLE media_products (
  media_id INTEGER NOT NULL REFERENCES media(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (media_id, product_id)
);
CREATE INDEX media_products_product ON media_products(product_id);
