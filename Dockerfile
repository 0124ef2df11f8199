# syntax=docker/dockerfile:1
# Production image: build with the dev dependencies, then ship the build and the production
# dependencies only, on the current Node LTS, as the unprivileged `node` user.

FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# --ignore-scripts: the only install script that runs here is our own postinstall, which compiles the
# messages (project.inlang, messages/) that are not copied yet; `npm run build` compiles them first.
RUN npm ci --no-audit --no-fund --ignore-scripts
COPY . .
# The image's own Node runs the app: drop the copy of Node 24 the project carries for machines that lack
# it (optionalDependencies node-linux-*, docs/decisions/026-node-24.md), which prune keeps.
RUN npm run build && npm prune --omit=dev && rm -rf node_modules/node-linux-* node_modules/.bin/node

FROM node:24-slim AS runtime
# TRUST_PROXY=0: the client is the socket's peer and X-Forwarded-* headers are ignored, which is right
# when the container is exposed directly. Behind a proxy or load balancer, set it to the number of
# proxy hops (usually 1) so client addresses, HTTPS and the host come from the headers they add.
ENV NODE_ENV=production \
    PORT=3000 \
    TRUST_PROXY=0
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json /app/package-lock.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/build ./build
COPY --from=build --chown=node:node /app/server ./server
# The embedded backend reads its migrations and local stack at runtime.
COPY --from=build --chown=node:node /app/supabase ./supabase
# The embedded backend's data (SUPABASE_LOCAL_DATA_DIR, default .data/supabase); mount a volume here
# to keep it, or set SUPABASE_URL and SUPABASE_ANON_KEY to use a hosted Supabase instead.
RUN mkdir -p .data && chown node:node .data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/').then((r) => process.exit(r.status < 500 ? 0 : 1), () => process.exit(1))"
# The app's own HTTP server (server/index.mjs): on SIGTERM it finishes requests in flight, closes the
# database and exits within 5 s.
CMD ["node", "server/index.mjs", "./build/server/index.js"]
