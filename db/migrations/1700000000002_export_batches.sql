-- Up Migration
-- The inspect read model, written by the activities (each database step in one or two statements, see
-- activities/index.ts); GET /api/exports/{id} reads only here, so it answers without a worker.
CREATE TABLE export_batches (
  id                       text PRIMARY KEY,
  account_id               text NOT NULL REFERENCES accounts(id),
  workflow_id              text NOT NULL,
  warehouse_id             text NOT NULL REFERENCES warehouses(id),
  broker_id                text NOT NULL REFERENCES brokers(id),
  destination_country      char(2) NOT NULL,
  state                    text NOT NULL,            -- BATCHED, EXECUTING, COMPLETED, EXPIRED
  readiness_state          text NOT NULL,            -- READY, REVIEW_REQUIRED, BLOCKED
  compliance_score         integer NOT NULL,
  plan_hash                text NOT NULL,
  plan                     jsonb NOT NULL,           -- the Plan the rules produced
  snapshot                 jsonb NOT NULL,           -- what planning read; artifacts are made from it
  plan_revision            integer NOT NULL DEFAULT 1,
  created_at               timestamptz NOT NULL DEFAULT now(),
  updated_at               timestamptz NOT NULL DEFAULT now(),
  executed_at              timestamptz
);
CREATE INDEX export_batches_account_idx ON export_batches (account_id, created_at);

-- One customs package per batch: the unique batch_id is what makes a retried activity reuse it.
CREATE TABLE customs_packages (
  id              text PRIMARY KEY,
  batch_id        text NOT NULL UNIQUE REFERENCES export_batches(id),
  account_id      text NOT NULL REFERENCES accounts(id),
  package_number  text NOT NULL UNIQUE,
  state           text NOT NULL,                     -- created, sent_to_broker, submission_failed
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE export_artifacts (
  batch_id       text NOT NULL REFERENCES export_batches(id),
  filename       text NOT NULL,
  account_id     text NOT NULL REFERENCES accounts(id),
  artifact_type  text NOT NULL,
  content_type   text NOT NULL,
  content        bytea NOT NULL,
  generated_at   timestamptz NOT NULL,
  PRIMARY KEY (batch_id, filename)
);

CREATE TABLE broker_submissions (
  id               text PRIMARY KEY,
  batch_id         text NOT NULL UNIQUE REFERENCES export_batches(id),
  account_id       text NOT NULL REFERENCES accounts(id),
  submission_type  text NOT NULL,                    -- EMAIL
  status           text NOT NULL,                    -- sent, failed
  recipient_email  text NOT NULL,
  subject          text NOT NULL,
  message_id       text NOT NULL,
  sent_at          timestamptz,
  error_message    text,
  created_at       timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE notifications (
  id          text PRIMARY KEY,
  batch_id    text NOT NULL REFERENCES export_batches(id),
  account_id  text NOT NULL REFERENCES accounts(id),
  channel     text NOT NULL,                         -- EMAIL
  status      text NOT NULL,                         -- sent, failed
  recipient   text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (batch_id, channel, recipient)
);

CREATE TABLE export_events (
  id          text PRIMARY KEY,
  batch_id    text NOT NULL REFERENCES export_batches(id),
  account_id  text NOT NULL REFERENCES accounts(id),
  type        text NOT NULL,
  payload     jsonb NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (batch_id, type)
);

-- Down Migration
DROP TABLE export_events;
DROP TABLE notifications;
DROP TABLE broker_submissions;
DROP TABLE export_artifacts;
DROP TABLE customs_packages;
DROP TABLE export_batches;
