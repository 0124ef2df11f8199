#!/usr/bin/env bash
# The Dockerfile's steps without a Docker engine: in a clean copy of the tracked files (the image's
# build context), `npm ci`, build, `npm prune --omit=dev`, then start the server as the image does and
# check that pages render and a waitlist join works on the pruned dependencies.
set -euo pipefail
cd "$(dirname "$0")/.."

work=$(mktemp -d)
port=${DOCKER_STEPS_PORT:-3197}
server_pid=
cleanup() {
  [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

# The image's Node: the repository's own node_modules/.bin/node (decision 026) stands in for the base
# image's, and check-node.mjs fails unless it has the Dockerfile's major. npm runs on it too, as in the image.
export PATH="$PWD/node_modules/.bin:$PATH"
node scripts/check-node.mjs

repo=$PWD
git ls-files -z | xargs -0 cp --parents -t "$work"
cd "$work"
npm ci --no-audit --no-fund --loglevel=error --ignore-scripts
npm run build >/dev/null
npm prune --omit=dev --no-audit --no-fund --loglevel=error
rm -rf node_modules/node-linux-* node_modules/.bin/node  # as the Dockerfile does
echo "docker-steps: production node_modules $(du -sm node_modules | cut -f1) MB"

# The runtime stage: exactly the paths the Dockerfile's runtime stage copies, nothing else, so a file the
# server reads at runtime but the image leaves out fails here.
runtime="$work/runtime"
mkdir -p "$runtime/.data"
mapfile -t copied < <(grep -E '^COPY --from=build' "$repo/Dockerfile" | grep -oE '/app/[^ ]+' | sed 's|^/app/||')
[ "${#copied[@]}" -ge 5 ] || { echo "docker-steps: could not read the runtime stage's COPY lines"; exit 1; }
cp -a "${copied[@]}" "$runtime/"
cd "$runtime"
NODE_ENV=production PORT=$port TRUST_PROXY=0 SUPABASE_LOCAL_DATA_DIR="$runtime/.data/supabase" SITE_URL="http://127.0.0.1:$port" \
  node server/index.mjs ./build/server/index.js >"$work/server.log" 2>&1 &
server_pid=$!

for _ in $(seq 1 60); do
  curl -fsS -o /dev/null "http://127.0.0.1:$port/" 2>/dev/null && break
  sleep 1
done

fail() { echo "docker-steps: $1"; cat "$work/server.log"; exit 1; }
for path in / /signup /auth /terms; do
  code=$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port$path")
  [ "$code" = 200 ] || fail "GET $path answered $code"
done
code=$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/no-such-page")
[ "$code" = 404 ] || fail "GET /no-such-page answered $code"
code=$(curl -s -o /dev/null -w '%{http_code}' -X POST "http://127.0.0.1:$port/signup" \
  --data-urlencode 'fullName=Ada Obi' --data-urlencode 'email=ada.docker-steps@example.com' \
  --data-urlencode 'interest=investing' --data-urlencode 'terms=on')
[ "$code" = 302 ] || fail "POST /signup answered $code (expected a redirect to the thank-you panel)"
echo "docker-steps: npm ci, build, prune --omit=dev and start work; pages render and a join is stored"
