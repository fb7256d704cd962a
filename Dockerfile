# syntax=docker/dockerfile:1
# Forkcast for self-hosters: a build stage (production dependencies + the web build) and a slim
# runtime stage that runs as the unprivileged `node` user. See README, "Run it with Docker".

FROM node:20.19-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# Vite is a runtime dependency, so the production install can build the web app.
RUN npm ci --omit=dev --no-audit --no-fund
COPY tsconfig.json vite.config.ts ./
COPY src ./src
COPY scripts ./scripts
RUN npm run build

FROM node:20.19-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    FORKCAST_SKIP_BUILD=1
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json /app/tsconfig.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/scripts ./scripts
COPY --from=build --chown=node:node /app/src/server ./src/server
COPY --from=build --chown=node:node /app/src/domain ./src/domain
COPY --from=build --chown=node:node /app/dist ./dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "scripts/start.mjs"]
