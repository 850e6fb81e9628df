# syntax=docker/dockerfile:1
# valve-site: the compiled server on Node 24 LTS (Debian 12 bookworm, both pinned). Three stages:
#   deps    production dependencies only (npm ci --omit=dev), native modules compiled here
#   build   every dependency, then `npm run build` (client, SSR bundle, staff console, server)
#   runtime node_modules of deps + the build's output; no compilers, no dev dependencies
# Build: docker build -t valve-site .   Run: docker run -p 3000:3000 -v valve-data:/data valve-site
# Checked statically here (tests/container.test.ts); docs/operations.md says how.

FROM node:24.21.0-bookworm-slim AS toolchain
# better-sqlite3 compiles from source when no prebuilt binary fits; sharp ships its own libvips.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./

FROM toolchain AS deps
RUN npm ci --omit=dev --no-audit --no-fund

FROM toolchain AS build
RUN npm ci --no-audit --no-fund
COPY . .
# The stamp tells scripts/build-if-stale.mjs (npm run staff / backup / uploads:to-bucket) that dist/ is current.
RUN npm run build && touch build/.built

FROM node:24.21.0-bookworm-slim AS runtime
# pg_dump/pg_restore for `npm run backup` / `npm run restore` on PostgreSQL (bookworm: 15, so
# the database server must be 15 or older; compose.yaml runs 15). Fonts: WenQuanYi Micro Hei for
# Chinese (the sizing data sheet through sizing/sheet/cjkFont.ts, the share cards' titles through
# fontconfig) and DejaVu for the cards' Latin titles.
RUN apt-get update \
 && apt-get install -y --no-install-recommends postgresql-client fonts-wqy-microhei fonts-dejavu-core fontconfig \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# MALLOC_*: glibc kept the large buffers libvips freed resident after a first start.
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=131072
COPY --from=deps /app/node_modules ./node_modules
COPY package.json package-lock.json ./
COPY --from=build /app/dist ./dist
COPY --from=build /app/build ./build
# The demo content files and videos the seed reads at run time (server/db/seed/content.ts, load.ts).
COPY server/db/seed/content ./server/db/seed/content
COPY server/db/seed/media ./server/db/seed/media
COPY scripts/build-if-stale.mjs scripts/start.mjs scripts/memory-env.mjs scripts/staff.mjs scripts/backup.mjs scripts/uploads-to-bucket.mjs ./scripts/
# The stamp must be newer than every file above, or `npm run staff` would try to build.
RUN touch build/.built \
 && mkdir -p /data/uploads \
 && chown -R node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM: /readyz turns 503, then the server drains and exits 0 (server/main.ts). Give it a grace
# period above SHUTDOWN_DRAIN_SECONDS + SHUTDOWN_TIMEOUT_SECONDS (docker stop -t 130).
STOPSIGNAL SIGTERM
# What `npm start` runs once built (scripts/start.mjs with NODE_ENV=production): never a build.
CMD ["node", "dist/server/main.js"]
