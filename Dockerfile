# syntax=docker/dockerfile:1
# The production image: the API, the background worker and the one-shot commands (migrations, renewals) share it;
# compose.yaml picks the command. Multi-stage: the build has every dependency, the runtime only the server's
# production ones, and runs as the unprivileged `node` user.

# node:24-bookworm-slim (Node 24.18.0) by digest: a rebuild gets the same base until the digest is bumped
# (docs/operations.md, "Pinned images").
FROM node:24-bookworm-slim@sha256:6f7b03f7c2c8e2e784dcf9295400527b9b1270fd37b7e9a7285cf83b6951452d AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
# Exactly the lock file's versions, as CI installs them.
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# The reverse proxy: Debian bookworm's Caddy package, the same one the deployment rehearsal runs (Debian keeps its
# security fixes coming). Its certificates and state live in /data and /config (compose's volumes).
FROM debian:bookworm-slim@sha256:3783cc01769c7b2b1b83a5c5ad96c815348e28ed7da68e2e3687004faa906251 AS proxy
RUN apt-get update \
  && apt-get install -y --no-install-recommends caddy ca-certificates \
  && rm -rf /var/lib/apt/lists/*
ENV XDG_DATA_HOME=/data XDG_CONFIG_HOME=/config
EXPOSE 80 443 443/udp
CMD ["caddy", "run", "--config", "/etc/caddy/Caddyfile", "--adapter", "caddyfile"]

# The backup and restore commands (deploy/backup.sh, deploy/restore.sh) with what they run: the PostgreSQL client of
# the database's own image, and Debian's age (encryption) and rclone (the copy off the host).
FROM postgres:15-bookworm@sha256:539ceaaae49b3a7c8a04467cf00cc6788d8e3f1675df41860d86eebc4c40524f AS backup
RUN apt-get update \
  && apt-get install -y --no-install-recommends age rclone ca-certificates \
  && rm -rf /var/lib/apt/lists/*
COPY deploy/backup.sh /usr/local/bin/cumplia-backup
COPY deploy/restore.sh /usr/local/bin/cumplia-restore

# A stand-in SMSC for the staging profile (the test SMPP server the test suite uses); never part of production.
FROM build AS smsc
ENV SMSC_PORT=2775
EXPOSE 2775
CMD ["node", "--conditions=source", "--import", "tsx", "apps/server/src/test-support/smpp-server-cli.ts"]

FROM node:24-bookworm-slim@sha256:6f7b03f7c2c8e2e784dcf9295400527b9b1270fd37b7e9a7285cf83b6951452d AS runtime
ENV NODE_ENV=production
WORKDIR /app
# Only the workspaces the server runs on, and only their production dependencies, less the embedded database
# (PGlite, 27 MB), which is for development: production refuses to start on it and never loads it (the
# deployment rehearsal runs every process without it).
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
RUN npm pkg set 'workspaces=["packages/domain","apps/server"]' --json \
  && npm install --omit=dev --no-audit --no-fund \
  && rm -rf node_modules/@electric-sql/pglite \
  && npm cache clean --force
COPY --from=build /app/packages/domain/dist packages/domain/dist
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
USER node
ENV DATA_DIR=/tmp/cumplia PORT=3000 METRICS_PORT=9464
EXPOSE 3000 9464
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/server/dist/server.js"]
