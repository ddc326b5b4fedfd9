-- Up Migration
-- The broker e-mail outlives execute: a submission is `pending` while Temporal retries it (for up to
-- BROKER_SUBMISSION_RETRY_HOURS), and the read model shows each attempt. Notifications follow it.
ALTER TABLE broker_submissions ADD COLUMN attempts integer NOT NULL DEFAULT 1;
ALTER TABLE broker_submissions ADD COLUMN last_error text;
ALTER TABLE broker_submissions ADD COLUMN next_attempt_at timestamptz;
ALTER TABLE broker_submissions ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE broker_submissions ALTER COLUMN attempts SET DEFAULT 0;
ALTER TABLE broker_submissions ADD CONSTRAINT broker_submissions_status_check CHECK (status IN ('pending', 'sent', 'failed'));
ALTER TABLE notifications ADD CONSTRAINT notifications_status_check CHECK (status IN ('pending', 'sent', 'failed'));

-- Down Migration
ALTER TABLE notifications DROP CONSTRAINT notifications_status_check;
ALTER TABLE broker_submissions DROP CONSTRAINT broker_submissions_status_check;
ALTER TABLE broker_submissions DROP COLUMN updated_at;
ALTER TABLE broker_submissions DROP COLUMN next_attempt_at;
ALTER TABLE broker_submissions DROP COLUMN last_error;
ALTER TABLE broker_submissions DROP COLUMN attempts;
