#!/usr/bin/env bash
# The whole test suite: type-check, unit/integration/conformance tests, the migrations on a real
# PostgreSQL (Debian's postgresql package), production build, the security suite, a short fuzz of
# every action and a short kill -9 durability check on it, page-weight budget and browser tests
# (JavaScript on and off) in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== typecheck"
npm run typecheck
echo "== unit, integration and conformance tests"
npx vitest run
echo "== migrations, seed and RLS on a real PostgreSQL with the hosted roles"
npm run test:postgres
echo "== production build"
npm run build
echo "== security suite (the production build attacked over HTTP, behind a TLS proxy, in Chromium)"
npm run test:security
echo "== two app instances on one backend (production build)"
npm run test:instances
echo "== fuzz: every action of the production build, short pass (npm run fuzz runs 10,000 per action)"
npm run fuzz -- --no-build --per-route 150 --concurrency 16 --seed 20261125 --hang-ms 15000 --rest-seconds 3
echo "== durability: kill -9 during bursts of waitlist joins, short pass"
node scripts/durability.mjs --cycles 3
echo "== page-weight budget"
node scripts/budget.mjs
echo "== browser tests"
npx playwright test
