-- Up Migration
-- What a broker needs to file (issue 31): the parties and terms of each order, the exporter of record of
-- each account, the export controls of each product. All optional: NULL where the integrator did not send
-- them, and the documents then say "Not provided". The nested shapes (a party and its address, the
-- exporter with its tax IDs, the charges, the packages, the export controls) are validated by the API's
-- zod schemas (api/schemas.ts) and stored as sent, as jsonb: nothing queries inside them.
ALTER TABLE orders
  ADD COLUMN ship_to            jsonb,
  ADD COLUMN sold_to            jsonb,
  ADD COLUMN incoterm           text CHECK (incoterm IN ('EXW', 'FCA', 'FAS', 'FOB', 'CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP')),
  ADD COLUMN ordered_at         date,
  ADD COLUMN charges            jsonb,
  ADD COLUMN packages           jsonb,
  ADD COLUMN reason_for_export  text CHECK (reason_for_export IN ('sale', 'gift', 'sample', 'return', 'repair', 'personal_effects', 'other'));

ALTER TABLE accounts ADD COLUMN exporter jsonb;

ALTER TABLE products ADD COLUMN export_control jsonb;

-- Down Migration
ALTER TABLE products DROP COLUMN export_control;
ALTER TABLE accounts DROP COLUMN exporter;
ALTER TABLE orders
  DROP COLUMN reason_for_export,
  DROP COLUMN packages,
  DROP COLUMN charges,
  DROP COLUMN ordered_at,
  DROP COLUMN incoterm,
  DROP COLUMN sold_to,
  DROP COLUMN ship_to;
