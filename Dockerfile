# syntax=docker/dockerfile:1
# Production image: the same build as `npm start`, run in production mode.
# Needs LEGACY_BASE_URL, REDIS_URL and SESSION_SECRET at run time.
# Sizing: one worker process per core (WEB_CONCURRENCY). Node counts the host's cores, not a CPU
# quota: with a limit, set WEB_CONCURRENCY to it, and give about 512 MB of memory per worker (each has
# a 64 MB-semi-space young generation, decision 063) and 100 MB for the primary.
# SIGTERM (docker stop) lets the workers finish the requests in flight (SHUTDOWN_TIMEOUT_MS,
# 25 s) before the process exits: docker stop's default grace is 10 s, so use --time 30.

FROM node:22-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# The server's route matching is patched on install (patches/, decision 058).
COPY patches ./patches
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:22-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 INTERNAL_PORT=9091
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json ./package.json
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/build ./build
USER node
# 3000: the site (publish it). 9091: /metrics and /readyz for the scraper and readiness probes on
# the private network only; do not publish it.
EXPOSE 3000 9091
HEALTHCHECK --interval=30s --timeout=3s --start-period=10s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "build/server.js"]
