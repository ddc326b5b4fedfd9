-- Up Migration
-- Lists for reconciliation (issue 33): GET /api/exports, GET /api/orders, GET /api/orders/{id}.
-- Both lists are newest first and page by (created_at, id), so every filter below has an index that
-- ends in those two columns: PostgreSQL reads the page straight off the index, backwards, and a batch
-- planned during a walk sorts before the cursor instead of shifting the pages after it.

-- The submission status a list filters on, kept on the batch by a trigger on broker_submissions, so
-- no write path can forget it. NULL until execute opens the submission. A status change also moves
-- the batch's updated_at: `updatedSince` finds a batch whose e-mail was sent or failed.
ALTER TABLE export_batches ADD COLUMN broker_submission_status text
  CHECK (broker_submission_status IN ('pending', 'sent', 'failed'));

UPDATE export_batches b SET broker_submission_status = s.status FROM broker_submissions s WHERE s.batch_id = b.id;

CREATE FUNCTION export_batches_follow_submission() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE export_batches SET broker_submission_status = NEW.status, updated_at = now()
  WHERE id = NEW.batch_id AND broker_submission_status IS DISTINCT FROM NEW.status;
  RETURN NULL;
END $$;

CREATE TRIGGER broker_submissions_status_to_batch
  AFTER INSERT OR UPDATE OF status ON broker_submissions
  FOR EACH ROW EXECUTE FUNCTION export_batches_follow_submission();

-- The orders each batch's current plan includes, for "the batches that include this order". Written
-- with the plan (db/exports.ts savePlan); a re-plan replaces the set.
CREATE TABLE export_batch_orders (
  order_id  text NOT NULL REFERENCES orders(id),
  batch_id  text NOT NULL REFERENCES export_batches(id),
  PRIMARY KEY (order_id, batch_id)
);
CREATE INDEX export_batch_orders_batch_idx ON export_batch_orders (batch_id);

INSERT INTO export_batch_orders (order_id, batch_id)
SELECT DISTINCT o.id, b.id
FROM export_batches b, jsonb_array_elements_text(b.plan->'includedOrderIds') AS included(order_id)
JOIN orders o ON o.id = included.order_id;

DROP INDEX export_batches_account_idx;
CREATE INDEX export_batches_list_idx ON export_batches (account_id, created_at, id);
CREATE INDEX export_batches_state_list_idx ON export_batches (account_id, state, created_at, id);
CREATE INDEX export_batches_readiness_list_idx ON export_batches (account_id, readiness_state, created_at, id);
CREATE INDEX export_batches_destination_list_idx ON export_batches (account_id, destination_country, created_at, id);
CREATE INDEX export_batches_submission_list_idx ON export_batches (account_id, broker_submission_status, created_at, id);
CREATE INDEX export_batches_updated_idx ON export_batches (account_id, updated_at);

CREATE INDEX orders_list_idx ON orders (account_id, created_at, id);
CREATE INDEX orders_updated_idx ON orders (account_id, updated_at);

-- Down Migration
DROP INDEX orders_updated_idx;
DROP INDEX orders_list_idx;
DROP INDEX export_batches_updated_idx;
DROP INDEX export_batches_submission_list_idx;
DROP INDEX export_batches_destination_list_idx;
DROP INDEX export_batches_readiness_list_idx;
DROP INDEX export_batches_state_list_idx;
DROP INDEX export_batches_list_idx;
CREATE INDEX export_batches_account_idx ON export_batches (account_id, created_at);
DROP TABLE export_batch_orders;
DROP TRIGGER broker_submissions_status_to_batch ON broker_submissions;
DROP FUNCTION export_batches_follow_submission();
ALTER TABLE export_batches DROP COLUMN broker_submission_status;
