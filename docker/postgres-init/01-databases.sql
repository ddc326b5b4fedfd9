-- Runs once, when the postgres container initialises an empty data volume (docker-entrypoint-initdb.d),
-- as the superuser from POSTGRES_USER. To re-run it: docker compose down -v (this deletes all data).
--
-- Local-development credentials: they must match docker-compose.yml (DATABASE_URL of api/worker and
-- POSTGRES_USER/POSTGRES_PWD of temporal). Change both places for anything shared.

-- Export Protocol's own database. The app only needs to own it: migrations (db/migrations) create its
-- tables in the public schema, which the database owner may do on PostgreSQL 15+.
CREATE ROLE export_protocol LOGIN PASSWORD 'export_protocol';
CREATE DATABASE export_protocol OWNER export_protocol;

-- Temporal's persistence and visibility databases. temporalio/auto-setup creates the schema in them at
-- every start; it also issues CREATE DATABASE (ignoring "already exists"), for which PostgreSQL checks the
-- CREATEDB privilege first, hence CREATEDB.
CREATE ROLE temporal LOGIN CREATEDB PASSWORD 'temporal';
CREATE DATABASE temporal OWNER temporal;
CREATE DATABASE temporal_visibility OWNER temporal;
