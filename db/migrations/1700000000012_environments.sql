-- Up Migration
-- Test and live environments (issue 33). A key is live or test; every resource a key makes belongs to
-- the key's environment, and a key neither sees nor changes the other environment's resources (404, as
-- across accounts). Everything before this migration was made by live keys. Warehouses, brokers and
-- the exporter belong to the account and serve both environments.
ALTER TABLE api_keys ADD COLUMN environment text NOT NULL DEFAULT 'live' CHECK (environment IN ('live', 'test'));

ALTER TABLE products ADD COLUMN environment text NOT NULL DEFAULT 'live' CHECK (environment IN ('live', 'test'));
ALTER TABLE orders ADD COLUMN environment text NOT NULL DEFAULT 'live' CHECK (environment IN ('live', 'test'));
ALTER TABLE export_batches ADD COLUMN environment text NOT NULL DEFAULT 'live' CHECK (environment IN ('live', 'test'));
ALTER TABLE optimizer_runs ADD COLUMN environment text NOT NULL DEFAULT 'live' CHECK (environment IN ('live', 'test'));
ALTER TABLE webhook_endpoints ADD COLUMN environment text NOT NULL DEFAULT 'live' CHECK (environment IN ('live', 'test'));
ALTER TABLE events ADD COLUMN environment text NOT NULL DEFAULT 'live' CHECK (environment IN ('live', 'test'));
ALTER TABLE idempotency_records ADD COLUMN environment text NOT NULL DEFAULT 'live' CHECK (environment IN ('live', 'test'));

-- An event is in its subject's environment, whichever statement records it (there are many: each step
-- writes its event with the read model in one statement), so PostgreSQL sets it rather than each of them.
CREATE FUNCTION events_take_subject_environment() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.environment := coalesce(
    (SELECT environment FROM export_batches WHERE id = NEW.batch_id),
    (SELECT environment FROM optimizer_runs WHERE id = NEW.optimization_id),
    'live');
  RETURN NEW;
END $$;
CREATE TRIGGER events_environment BEFORE INSERT ON events FOR EACH ROW EXECUTE FUNCTION events_take_subject_environment();

-- What the broker would have received from a test-mode execute: the whole message (RFC 822), kept
-- instead of sent (GET /api/exports/{id}/broker-email). A table of its own, so that the submission's
-- rows, read by every inspect, stay small.
CREATE TABLE kept_broker_emails (
  batch_id    text PRIMARY KEY REFERENCES export_batches(id),
  message     bytea NOT NULL,
  kept_at     timestamptz NOT NULL DEFAULT now()
);

-- An externalId and an Idempotency-Key name one thing per environment: the same ones in test and live
-- are two products, two orders, two requests.
ALTER TABLE products DROP CONSTRAINT products_account_id_external_id_key;
ALTER TABLE products ADD CONSTRAINT products_account_environment_external_id_key UNIQUE (account_id, environment, external_id);
ALTER TABLE orders DROP CONSTRAINT orders_account_id_external_id_key;
ALTER TABLE orders ADD CONSTRAINT orders_account_environment_external_id_key UNIQUE (account_id, environment, external_id);
ALTER TABLE idempotency_records DROP CONSTRAINT idempotency_records_pkey;
ALTER TABLE idempotency_records ADD PRIMARY KEY (account_id, environment, endpoint, idempotency_key);

-- The lists walk one environment of one account: the environment joins each index after account_id.
DROP INDEX products_account_id_idx;
CREATE INDEX products_list_idx ON products (account_id, environment, id);
DROP INDEX export_batches_list_idx, export_batches_state_list_idx, export_batches_readiness_list_idx,
  export_batches_destination_list_idx, export_batches_submission_list_idx, export_batches_updated_idx,
  orders_list_idx, orders_updated_idx, events_account_seq_idx, webhook_endpoints_account_idx;
CREATE INDEX export_batches_list_idx ON export_batches (account_id, environment, created_at, id);
CREATE INDEX export_batches_state_list_idx ON export_batches (account_id, environment, state, created_at, id);
CREATE INDEX export_batches_readiness_list_idx ON export_batches (account_id, environment, readiness_state, created_at, id);
CREATE INDEX export_batches_destination_list_idx ON export_batches (account_id, environment, destination_country, created_at, id);
CREATE INDEX export_batches_submission_list_idx ON export_batches (account_id, environment, broker_submission_status, created_at, id);
CREATE INDEX export_batches_updated_idx ON export_batches (account_id, environment, updated_at);
CREATE INDEX orders_list_idx ON orders (account_id, environment, created_at, id);
CREATE INDEX orders_updated_idx ON orders (account_id, environment, updated_at);
CREATE INDEX events_account_seq_idx ON events (account_id, environment, seq DESC);
CREATE INDEX webhook_endpoints_account_idx ON webhook_endpoints (account_id, environment, created_at, id) WHERE deleted_at IS NULL;

-- Down Migration
DROP INDEX webhook_endpoints_account_idx, events_account_seq_idx, orders_updated_idx, orders_list_idx,
  export_batches_updated_idx, export_batches_submission_list_idx, export_batches_destination_list_idx,
  export_batches_readiness_list_idx, export_batches_state_list_idx, export_batches_list_idx, products_list_idx;
CREATE INDEX webhook_endpoints_account_idx ON webhook_endpoints (account_id, created_at, id) WHERE deleted_at IS NULL;
CREATE INDEX events_account_seq_idx ON events (account_id, seq DESC);
CREATE INDEX orders_updated_idx ON orders (account_id, updated_at);
CREATE INDEX orders_list_idx ON orders (account_id, created_at, id);
CREATE INDEX export_batches_updated_idx ON export_batches (account_id, updated_at);
CREATE INDEX export_batches_submission_list_idx ON export_batches (account_id, broker_submission_status, created_at, id);
CREATE INDEX export_batches_destination_list_idx ON export_batches (account_id, destination_country, created_at, id);
CREATE INDEX export_batches_readiness_list_idx ON export_batches (account_id, readiness_state, created_at, id);
CREATE INDEX export_batches_state_list_idx ON export_batches (account_id, state, created_at, id);
CREATE INDEX export_batches_list_idx ON export_batches (account_id, created_at, id);
CREATE INDEX products_account_id_idx ON products (account_id, id);
-- Test-mode rows go with their environment.
DELETE FROM idempotency_records WHERE environment = 'test';
ALTER TABLE idempotency_records DROP CONSTRAINT idempotency_records_pkey;
ALTER TABLE idempotency_records ADD PRIMARY KEY (account_id, endpoint, idempotency_key);
ALTER TABLE orders DROP CONSTRAINT orders_account_environment_external_id_key;
ALTER TABLE orders ADD CONSTRAINT orders_account_id_external_id_key UNIQUE (account_id, external_id);
ALTER TABLE products DROP CONSTRAINT products_account_environment_external_id_key;
ALTER TABLE products ADD CONSTRAINT products_account_id_external_id_key UNIQUE (account_id, external_id);
DROP TABLE kept_broker_emails;
DROP TRIGGER events_environment ON events;
DROP FUNCTION events_take_subject_environment();
ALTER TABLE idempotency_records DROP COLUMN environment;
ALTER TABLE events DROP COLUMN environment;
ALTER TABLE webhook_endpoints DROP COLUMN environment;
ALTER TABLE optimizer_runs DROP COLUMN environment;
ALTER TABLE export_batches DROP COLUMN environment;
ALTER TABLE orders DROP COLUMN environment;
ALTER TABLE products DROP COLUMN environment;
ALTER TABLE api_keys DROP COLUMN environment;
