-- Up Migration
-- Per-API-key rate limits (issue 33; api/rate-limit.ts): the window counters every API process shares.
-- One row per (policy, API key): key "reads:<API key ID>" or "writes:<API key ID>" (the key's ID, never
-- its secret), points = requests counted in the window, expire = when the window ends (ms since the epoch).
-- The layout is rate-limiter-flexible's RateLimiterPostgres (which inserts by column position, so the
-- order matters); the service tells it the table exists, so the schema is ours and versioned here.
-- UNLOGGED: a counter is rewritten on every request and needs no WAL or fsync. A crash empties the table,
-- which only resets the limits (every key starts a fresh window); standbys do not have it either, so a
-- failover does the same. Windows that ended are deleted by the service's 15-minute sweep.
CREATE UNLOGGED TABLE rate_limits (
  key    varchar(255) PRIMARY KEY,
  points integer NOT NULL DEFAULT 0,
  expire bigint
);

-- Down Migration
DROP TABLE rate_limits;
