-- The loyalty engine: points ledger, earning and spending rules, rewards, VIP tiers, boosts,
-- punch card, referrals (issue 3). Money amounts are in the store currency, times in ms.

-- One row per customer taking part in the program (created lazily, default tier first).
CREATE TABLE loyalty_accounts (
  customer_id INTEGER PRIMARY KEY REFERENCES customers(id) ON DELETE CASCADE,
  points_balance REAL NOT NULL DEFAULT 0,
  tier_id INTEGER REFERENCES tiers(id),
  tier_achieved_at INTEGER NOT NULL,
  birthday_day INTEGER,
  birthday_month INTEGER,
  birthday_year INTEGER,
  referral_code TEXT NOT NULL UNIQUE,
  last_activity_at INTEGER, -- last points movement; points expire a set time after it
  created_at INTEGER NOT NULL
);

CREATE TABLE earning_rules (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  type TEXT NOT NULL, -- create_account | purchase | birthday | custom_action
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  icon TEXT NOT NULL DEFAULT '',
  position INTEGER NOT NULL DEFAULT 0,
  points REAL NOT NULL DEFAULT 0, -- points paid (once, or once a year for birthday)
  points_per_currency_unit REAL, -- purchase rules
  discount_type TEXT, -- a rule may give a discount instead of points
  discount_value REAL NOT NULL DEFAULT 0,
  discount_expiration_days INTEGER,
  discount_minimum_order_amount REAL,
  is_self_reportable INTEGER NOT NULL DEFAULT 0,
  is_enabled INTEGER NOT NULL DEFAULT 1,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);

-- An earning rule a customer completed; `period` is '' for once-only rules, the year for birthdays.
CREATE TABLE earning_completions (
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  rule_id INTEGER NOT NULL REFERENCES earning_rules(id) ON DELETE CASCADE,
  period TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  PRIMARY KEY (customer_id, rule_id, period)
);

CREATE TABLE spending_rules (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  type TEXT NOT NULL, -- fixed_amount | percentage | free_shipping | free_product
  title TEXT NOT NULL,
  is_flexible INTEGER NOT NULL DEFAULT 0,
  discount_value REAL NOT NULL DEFAULT 0, -- flexible: the value of `points_price` points
  discount_expiration_days INTEGER NOT NULL DEFAULT 0, -- 0: never expires
  discount_minimum_order_amount REAL NOT NULL DEFAULT 0,
  points_price REAL NOT NULL,
  min_spendable_points REAL NOT NULL DEFAULT 0,
  max_spendable_points REAL NOT NULL DEFAULT 0,
  collection_ids TEXT NOT NULL DEFAULT '[]', -- JSON
  product_ids TEXT NOT NULL DEFAULT '[]', -- JSON
  tier_ids TEXT NOT NULL DEFAULT '[]', -- JSON; empty: every tier may use it
  position INTEGER NOT NULL DEFAULT 0,
  is_enabled INTEGER NOT NULL DEFAULT 1,
  created_at INTEGER NOT NULL
);

-- VIP tiers; a customer reaches the highest tier whose condition they meet.
CREATE TABLE tiers (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  perks TEXT NOT NULL DEFAULT '',
  points_multiplier REAL NOT NULL DEFAULT 1,
  condition TEXT NOT NULL, -- spent_amount | purchases_made
  condition_value REAL NOT NULL,
  tags_to_add TEXT NOT NULL DEFAULT '[]', -- JSON
  rewarding TEXT NOT NULL DEFAULT '[]', -- JSON array of {type, discountValue, expirationInDays, minimumOrderAmount, productId, variantId}
  is_default INTEGER NOT NULL DEFAULT 0,
  position INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);

-- A discount a customer holds: from a redeem, a tier, the punch card, or an earning rule.
CREATE TABLE rewards (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  source TEXT NOT NULL, -- redeem | tier | punch_card | earning_rule
  spending_rule_id INTEGER REFERENCES spending_rules(id) ON DELETE SET NULL,
  title TEXT NOT NULL,
  type TEXT NOT NULL DEFAULT 'discount',
  discount_type TEXT NOT NULL,
  discount_value REAL NOT NULL,
  discount_code TEXT NOT NULL UNIQUE COLLATE NOCASE,
  minimum_order_amount REAL NOT NULL DEFAULT 0,
  collection_ids TEXT NOT NULL DEFAULT '[]',
  product_id INTEGER,
  variant_id INTEGER,
  points_spent REAL NOT NULL DEFAULT 0,
  starts_at INTEGER NOT NULL,
  ends_at INTEGER, -- NULL: never expires
  used_at INTEGER,
  used_order_id INTEGER REFERENCES orders(id) ON DELETE SET NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX rewards_customer ON rewards(customer_id, used_at);

-- The ledger: every points movement and every reward issued (E16).
CREATE TABLE loyalty_activities (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  type TEXT NOT NULL, -- points | reward
  points REAL NOT NULL DEFAULT 0,
  note TEXT NOT NULL,
  order_id INTEGER REFERENCES orders(id) ON DELETE SET NULL,
  reward_id INTEGER REFERENCES rewards(id) ON DELETE SET NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX loyalty_activities_customer ON loyalty_activities(customer_id, id);

CREATE TABLE boost_campaigns (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  points_multiplier REAL NOT NULL,
  starts_at INTEGER NOT NULL,
  ends_at INTEGER NOT NULL
);

-- Program-wide settings of the punch card and referrals (one row, id 1).
CREATE TABLE loyalty_program (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  punch_card_orders INTEGER NOT NULL DEFAULT 5, -- 0: no punch card
  punch_card_title TEXT NOT NULL DEFAULT 'Punch card',
  punch_card_discount_type TEXT NOT NULL DEFAULT 'fixed_amount',
  punch_card_discount_value REAL NOT NULL DEFAULT 10,
  punch_card_expiration_days INTEGER NOT NULL DEFAULT 30,
  referrer_points REAL NOT NULL DEFAULT 500
);

CREATE TABLE referral_sessions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  referrer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  referred_id INTEGER NOT NULL UNIQUE REFERENCES customers(id) ON DELETE CASCADE,
  order_id INTEGER REFERENCES orders(id) ON DELETE SET NULL,
  status TEXT NOT NULL DEFAULT 'pending', -- pending | completed
  created_at INTEGER NOT NULL,
  completed_at INTEGER
);
CREATE INDEX referral_sessions_referrer ON referral_sessions(referrer_id);
