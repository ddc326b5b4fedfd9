-- Up Migration
-- Events become their own resource: listed per account (GET /api/events), several of one type per batch
-- (each re-plan, each settled broker submission), and optimize runs have them too. `seq` orders them
-- (newest first in lists, oldest first per batch) and is the list cursor.
ALTER TABLE export_events RENAME TO events;
ALTER TABLE events DROP CONSTRAINT export_events_batch_id_type_key;
ALTER TABLE events ALTER COLUMN batch_id DROP NOT NULL;
ALTER TABLE events ADD COLUMN optimization_id text REFERENCES optimizer_runs(id);
ALTER TABLE events ADD COLUMN seq bigint GENERATED ALWAYS AS IDENTITY;
ALTER TABLE events ADD CONSTRAINT events_subject_check CHECK ((batch_id IS NULL) <> (optimization_id IS NULL));
CREATE INDEX events_account_seq_idx ON events (account_id, seq DESC);
CREATE INDEX events_batch_seq_idx ON events (batch_id, seq) WHERE batch_id IS NOT NULL;
CREATE INDEX events_optimization_idx ON events (optimization_id) WHERE optimization_id IS NOT NULL;

-- An event's ID is derived from what it records (its subject, type and occurrence: the plan revision,
-- the submission's attempt count), so a retried step inserts the same row again and ON CONFLICT keeps one.
CREATE FUNCTION event_id(subject text, type text, occurrence integer) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT 'evt_' || left(encode(sha256(convert_to(subject || '/' || type || '/' || occurrence::text, 'UTF8')), 'hex'), 24) $$;

-- Webhook endpoints: where an account wants its events POSTed. The signing secret is stored encrypted
-- (AES-256-GCM, activities/webhook-signing.ts): HMAC signing needs the secret itself, so it cannot be hashed.
CREATE TABLE webhook_endpoints (
  id                           text PRIMARY KEY,
  account_id                   text NOT NULL REFERENCES accounts(id),
  url                          text NOT NULL,
  event_types                  text[] NOT NULL,          -- {'*'} = every type, also those added later
  status                       text NOT NULL CHECK (status IN ('enabled', 'disabled')),
  disabled_reason              text,                     -- requested, gone (410), failing (days of failures)
  description                  text,
  secret                       text NOT NULL,            -- encrypted
  previous_secret              text,                     -- encrypted; still signs until previous_secret_expires_at
  previous_secret_expires_at   timestamptz,
  failing_since                timestamptz,              -- first failed attempt since the last success
  created_at                   timestamptz NOT NULL DEFAULT now(),
  updated_at                   timestamptz NOT NULL DEFAULT now(),
  deleted_at                   timestamptz               -- deleted endpoints keep their delivery log
);
CREATE INDEX webhook_endpoints_account_idx ON webhook_endpoints (account_id, created_at, id) WHERE deleted_at IS NULL;

-- One delivery = one event to one endpoint, tried until it succeeds or its attempts run out. The
-- delivery of an event as it happens has an ID derived from (endpoint, event); a redelivery a new one.
CREATE TABLE webhook_deliveries (
  id            text PRIMARY KEY,
  account_id    text NOT NULL REFERENCES accounts(id),
  endpoint_id   text NOT NULL REFERENCES webhook_endpoints(id),
  event_id      text NOT NULL REFERENCES events(id),
  status        text NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed')),
  attempts      integer NOT NULL DEFAULT 0,
  redelivery    boolean NOT NULL DEFAULT false,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_deliveries_event_idx ON webhook_deliveries (event_id, endpoint_id);

-- Every attempt, as the deliveries list shows it.
CREATE TABLE webhook_attempts (
  seq           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  delivery_id   text NOT NULL REFERENCES webhook_deliveries(id),
  account_id    text NOT NULL REFERENCES accounts(id),
  endpoint_id   text NOT NULL REFERENCES webhook_endpoints(id),
  event_id      text NOT NULL,
  event_type    text NOT NULL,
  attempt       integer NOT NULL,
  status        text NOT NULL CHECK (status IN ('succeeded', 'retrying', 'failed')),
  status_code   integer,
  error         text,
  duration_ms   integer NOT NULL,
  next_attempt_at timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (delivery_id, attempt)
);
CREATE INDEX webhook_attempts_endpoint_idx ON webhook_attempts (endpoint_id, seq DESC);

-- Down Migration
DROP TABLE webhook_attempts;
DROP TABLE webhook_deliveries;
DROP TABLE webhook_endpoints;
DROP FUNCTION event_id(text, text, integer);
DROP INDEX events_optimization_idx;
DROP INDEX events_batch_seq_idx;
DROP INDEX events_account_seq_idx;
ALTER TABLE events DROP CONSTRAINT events_subject_check;
ALTER TABLE events DROP COLUMN seq;
ALTER TABLE events DROP COLUMN optimization_id;
DELETE FROM events WHERE batch_id IS NULL;
DELETE FROM events WHERE id IN (SELECT id FROM (SELECT id, row_number() OVER (PARTITION BY batch_id, type ORDER BY created_at) AS n FROM events) d WHERE n > 1);
ALTER TABLE events ALTER COLUMN batch_id SET NOT NULL;
ALTER TABLE events ADD CONSTRAINT export_events_batch_id_type_key UNIQUE (batch_id, type);
ALTER TABLE events RENAME TO export_events;
