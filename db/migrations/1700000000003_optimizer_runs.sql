-- Up Migration
-- Customs optimize (draft preview): every call is an attempt of a run; each attempt is a billable
-- metering event. A retry (optimizer_run_id) adds an attempt to the same run, up to max_attempts.
CREATE TABLE optimizer_runs (
  id             text PRIMARY KEY,
  account_id     text NOT NULL REFERENCES accounts(id),
  status         text NOT NULL,                      -- completed
  attempt_count  integer NOT NULL DEFAULT 0,
  max_attempts   integer NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX optimizer_runs_account_idx ON optimizer_runs (account_id, created_at);

CREATE TABLE optimizer_attempts (
  id              text PRIMARY KEY,
  run_id          text NOT NULL REFERENCES optimizer_runs(id),
  account_id      text NOT NULL REFERENCES accounts(id),
  attempt_number  integer NOT NULL,
  input           jsonb NOT NULL,
  merge_report    jsonb NOT NULL,
  result          jsonb NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (run_id, attempt_number)
);

CREATE TABLE metering_events (
  id                   text PRIMARY KEY,
  account_id           text NOT NULL REFERENCES accounts(id),
  billable_event_type  text NOT NULL,
  run_id               text NOT NULL REFERENCES optimizer_runs(id),
  attempt_id           text NOT NULL REFERENCES optimizer_attempts(id),
  created_at           timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX metering_events_account_idx ON metering_events (account_id, created_at);

-- Down Migration
DROP TABLE metering_events;
DROP TABLE optimizer_attempts;
DROP TABLE optimizer_runs;
