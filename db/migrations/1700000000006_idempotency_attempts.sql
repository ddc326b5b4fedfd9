-- Up Migration
-- A failed request no longer deletes its idempotency record: it is `released`, keeping
--   token   - random, fixed for the life of the record: what the resources a keyed request creates
--             derive their IDs from (a plan retried after a 503 or a crash lands on the same batch);
--   attempt - bumped each time a released record is claimed again: part of the Temporal update ID, so a
--             retry after a definite failure runs again instead of replaying the failed update, while a
--             retry after an ambiguous one (a crash, a timeout) joins the update already under way.
ALTER TABLE idempotency_records ADD COLUMN token text;
ALTER TABLE idempotency_records ADD COLUMN attempt integer NOT NULL DEFAULT 1;
UPDATE idempotency_records SET token = md5(account_id || E'\n' || endpoint || E'\n' || idempotency_key || E'\n' || created_at::text);
ALTER TABLE idempotency_records ALTER COLUMN token SET NOT NULL;
ALTER TABLE idempotency_records DROP CONSTRAINT idempotency_records_state_check;
ALTER TABLE idempotency_records ADD CONSTRAINT idempotency_records_state_check
  CHECK (state IN ('in_progress', 'completed', 'released'));

-- Down Migration
DELETE FROM idempotency_records WHERE state = 'released';
ALTER TABLE idempotency_records DROP CONSTRAINT idempotency_records_state_check;
ALTER TABLE idempotency_records ADD CONSTRAINT idempotency_records_state_check CHECK (state IN ('in_progress', 'completed'));
ALTER TABLE idempotency_records DROP COLUMN attempt;
ALTER TABLE idempotency_records DROP COLUMN token;
