-- Up Migration
-- Batch optimize: one batch run (a Temporal workflow) over many items; each item becomes an ordinary
-- run with its attempt and metering event, linked here by batch_run_id.
ALTER TABLE optimizer_runs ADD COLUMN kind text NOT NULL DEFAULT 'single';
ALTER TABLE optimizer_runs ADD COLUMN batch_run_id text REFERENCES optimizer_runs(id);
ALTER TABLE optimizer_runs ADD COLUMN item_index integer;
ALTER TABLE optimizer_runs ADD COLUMN item_count integer;
ALTER TABLE optimizer_runs ADD COLUMN input jsonb;
CREATE UNIQUE INDEX optimizer_runs_batch_item_idx ON optimizer_runs (batch_run_id, item_index) WHERE batch_run_id IS NOT NULL;

-- Down Migration
DROP INDEX optimizer_runs_batch_item_idx;
ALTER TABLE optimizer_runs DROP COLUMN input;
ALTER TABLE optimizer_runs DROP COLUMN item_count;
ALTER TABLE optimizer_runs DROP COLUMN item_index;
ALTER TABLE optimizer_runs DROP COLUMN batch_run_id;
ALTER TABLE optimizer_runs DROP COLUMN kind;
