# The gateway image: one Node process serving the built client, /api, /graphql, /auth/v1 and files.
# `npm run build` bundles the gateway to JavaScript too (gateway/scripts/build.ts, decision 045); dev dependencies
# stay installed, since `npm run serve` checks the bundle with tsx and esbuild before it runs it.
FROM node:20-bookworm-slim

WORKDIR /app

# Manifests first, so the dependency layer is rebuilt only when they change.
COPY package.json package-lock.json .npmrc ./
COPY prisma/package.json prisma/
COPY schema/package.json schema/
COPY gateway/package.json gateway/
COPY client/package.json client/
RUN npm ci --no-audit --no-fund

COPY . .
# Generates the Prisma client, the printed schema and typed documents, then builds the client bundle.
RUN npm run build

# NODE_ENV is set only now: npm ci above must still install dev dependencies (tsx, vite).
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000

HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]

CMD ["npm", "run", "serve"]
