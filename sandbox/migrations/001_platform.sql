-- The commerce platform side the loyalty logic depends on (docs/architecture.md, The sandbox).

CREATE TABLE settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL -- JSON
);

CREATE TABLE access_tokens (
  token TEXT PRIMARY KEY,
  client_id TEXT NOT NULL,
  scopes TEXT NOT NULL, -- space separated
  expires_at INTEGER NOT NULL -- ms
);

CREATE TABLE customers (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  phone TEXT UNIQUE,
  first_name TEXT NOT NULL DEFAULT '',
  last_name TEXT NOT NULL DEFAULT '',
  accepts_email_marketing INTEGER NOT NULL DEFAULT 0,
  accepts_sms_marketing INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);

CREATE TABLE customer_addresses (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  address TEXT NOT NULL,
  city TEXT NOT NULL,
  state TEXT NOT NULL,
  country TEXT NOT NULL,
  country_code TEXT NOT NULL,
  postal_code TEXT NOT NULL
);

CREATE TABLE products (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  handle TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  image TEXT,
  price REAL NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE variants (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  price REAL NOT NULL,
  image TEXT,
  position INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX variants_product ON variants(product_id);

CREATE TABLE collections (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  handle TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL
);

CREATE TABLE product_collections (
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  collection_id INTEGER NOT NULL REFERENCES collections(id) ON DELETE CASCADE,
  PRIMARY KEY (product_id, collection_id)
);

CREATE TABLE orders (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_id INTEGER REFERENCES customers(id),
  total REAL NOT NULL,
  discount_total REAL NOT NULL DEFAULT 0,
  refunded_total REAL NOT NULL DEFAULT 0,
  points_earned REAL NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);
CREATE INDEX orders_customer ON orders(customer_id);

CREATE TABLE order_lines (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products(id),
  variant_id INTEGER REFERENCES variants(id),
  quantity INTEGER NOT NULL,
  price REAL NOT NULL
);
CREATE INDEX order_lines_order ON order_lines(order_id);
CREATE INDEX order_lines_product ON order_lines(product_id);

CREATE TABLE order_discount_codes (
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  code TEXT NOT NULL COLLATE NOCASE,
  PRIMARY KEY (order_id, code)
);

-- Durable event outbox (spec section 6; delivery in events.ts).
CREATE TABLE events (
  id TEXT PRIMARY KEY,
  topic TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  payload TEXT NOT NULL -- JSON envelope
);

CREATE TABLE subscriptions (
  id TEXT PRIMARY KEY,
  client_id TEXT NOT NULL,
  topic TEXT NOT NULL,
  address TEXT NOT NULL,
  secret TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

-- One row per event and subscription to deliver; retried with backoff on the sandbox clock.
CREATE TABLE deliveries (
  event_id TEXT NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  subscription_id TEXT NOT NULL REFERENCES subscriptions(id) ON DELETE CASCADE,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending', -- pending | delivered | failed
  last_status INTEGER,
  last_error TEXT,
  PRIMARY KEY (event_id, subscription_id)
);
CREATE INDEX deliveries_due ON deliveries(status, next_attempt_at);
