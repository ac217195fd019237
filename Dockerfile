# The reference server in a container (docs/deploy.md). Three stages: the build (the
# bundle and the compiled catalogs, with every dependency), the production dependencies
# alone (better-sqlite3 compiles here, so the runtime carries no compiler), and the
# runtime, which runs as the unprivileged `node` user.

FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim AS dependencies
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4173 DATA_DIR=/data
WORKDIR /app
COPY --from=dependencies /app/node_modules ./node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/dist ./dist
COPY --from=build /app/core ./core
COPY --from=build /app/dictionaries ./dictionaries
COPY --from=build /app/demo/server ./demo/server
COPY --from=build /app/demo/site ./demo/site
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 4173
# ready: the process answers and its database does (GET /api/v1/health pings it)
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:' + process.env.PORT + '/api/v1/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# SIGTERM: new requests are refused, those under way finish, delivery jobs are let go
STOPSIGNAL SIGTERM
CMD ["node", "--import", "tsx", "demo/server/main.ts"]
