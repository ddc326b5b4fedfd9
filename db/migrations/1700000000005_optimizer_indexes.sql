-- Up Migration
-- Optimizer read paths (db/optimizer.ts). A run's metering events are read by run
-- (`WHERE run_id = $1 ORDER BY created_at, id`) and a batch run's items join them by attempt
-- (`JOIN metering_events m ON m.attempt_id = a.id`): without these indexes each read scans the whole,
-- ever-growing, metering table. (optimizer_attempts is found by its UNIQUE (run_id, attempt_number)
-- and a batch's items by optimizer_runs_batch_item_idx, both from earlier migrations.)
CREATE INDEX metering_events_run_idx ON metering_events (run_id, created_at, id);
CREATE INDEX metering_events_attempt_idx ON metering_events (attempt_id);
-- Why a batch run ended `failed` (a short, classified reason: never a stack trace).
ALTER TABLE optimizer_runs ADD COLUMN failure_reason text;

-- Down Migration
ALTER TABLE optimizer_runs DROP COLUMN failure_reason;
DROP INDEX metering_events_attempt_idx;
DROP INDEX metering_events_run_idx;
