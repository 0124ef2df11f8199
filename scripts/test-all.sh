#!/usr/bin/env bash
# The whole test suite: type-check, unit/integration/conformance tests, the migrations on a real
# PostgreSQL (Debian's postgresql package), production build, security suite, page-weight
# budget and browser tests (JavaScript on and off) in Debian's Chromium.
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
echo "== page-weight budget"
node scripts/budget.mjs
echo "== browser tests"
npx playwright test
