-- Up Migration
-- Accounts own everything; every other table carries account_id and every query filters by it.
CREATE TABLE accounts (
  id          text PRIMARY KEY,
  name        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

-- API keys are stored as SHA-256 of the secret: the secret is 256 random bits, so a fast hash is
-- enough and lets authentication be one indexed lookup. The prefix helps operators recognise a key.
CREATE TABLE api_keys (
  id          text PRIMARY KEY,
  account_id  text NOT NULL REFERENCES accounts(id),
  key_hash    text NOT NULL UNIQUE,
  key_prefix  text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  revoked_at  timestamptz
);
CREATE INDEX api_keys_account_idx ON api_keys (account_id);

CREATE TABLE warehouses (
  id             text PRIMARY KEY,
  account_id     text NOT NULL REFERENCES accounts(id),
  name           text NOT NULL,
  country        char(2) NOT NULL,
  address_line1  text,
  address_line2  text,
  city           text,
  region         text,
  postal_code    text,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX warehouses_account_idx ON warehouses (account_id);

CREATE TABLE brokers (
  id           text PRIMARY KEY,
  account_id   text NOT NULL REFERENCES accounts(id),
  name         text NOT NULL,
  email        text NOT NULL,
  broker_path  text NOT NULL CHECK (broker_path IN ('partner_integrated', 'byob_supported')),
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX brokers_account_idx ON brokers (account_id);

CREATE TABLE products (
  id                   text PRIMARY KEY,
  account_id           text NOT NULL REFERENCES accounts(id),
  external_id          text NOT NULL,
  sku                  text NOT NULL,
  name                 text NOT NULL,
  description          text,
  origin_country       text NOT NULL,
  declared_value_usd   numeric(14, 2) NOT NULL,
  materials            jsonb NOT NULL DEFAULT '[]',
  hs_code              text,
  weight_kg            numeric(12, 3),
  compliance_profile   jsonb NOT NULL,
  revision             integer NOT NULL DEFAULT 1,
  created_at           timestamptz NOT NULL DEFAULT now(),
  updated_at           timestamptz NOT NULL DEFAULT now(),
  UNIQUE (account_id, external_id)
);
-- Keyset pagination of GET /products walks (account_id, id).
CREATE INDEX products_account_id_idx ON products (account_id, id);

CREATE TABLE orders (
  id                       text PRIMARY KEY,
  account_id               text NOT NULL REFERENCES accounts(id),
  external_id              text NOT NULL,
  destination_country      char(2) NOT NULL,
  destination_region       text,
  destination_postal_code  text,
  total_value_usd          numeric(14, 2) NOT NULL,
  metadata                 jsonb,
  revision                 integer NOT NULL DEFAULT 1,
  created_at               timestamptz NOT NULL DEFAULT now(),
  updated_at               timestamptz NOT NULL DEFAULT now(),
  UNIQUE (account_id, external_id)
);

CREATE TABLE order_items (
  order_id        text NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  position        integer NOT NULL,
  product_id      text NOT NULL REFERENCES products(id),
  quantity        numeric(14, 3) NOT NULL CHECK (quantity > 0),
  unit_value_usd  numeric(14, 4) NOT NULL CHECK (unit_value_usd >= 0),
  PRIMARY KEY (order_id, position)
);

-- One row per (account, endpoint, key). The primary key is what makes simultaneous duplicates
-- impossible: the first INSERT wins, the others see its row.
CREATE TABLE idempotency_records (
  account_id       text NOT NULL REFERENCES accounts(id),
  endpoint         text NOT NULL,
  idempotency_key  text NOT NULL,
  fingerprint      text NOT NULL,
  state            text NOT NULL CHECK (state IN ('in_progress', 'completed')),
  response_status  integer,
  response_body    jsonb,
  locked_until     timestamptz NOT NULL,
  created_at       timestamptz NOT NULL DEFAULT now(),
  expires_at       timestamptz NOT NULL,
  PRIMARY KEY (account_id, endpoint, idempotency_key)
);
CREATE INDEX idempotency_records_expires_idx ON idempotency_records (expires_at);

-- Down Migration
DROP TABLE idempotency_records;
DROP TABLE order_items;
DROP TABLE orders;
DROP TABLE products;
DROP TABLE brokers;
DROP TABLE warehouses;
DROP TABLE api_keys;
DROP TABLE accounts;
