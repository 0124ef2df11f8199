#!/usr/bin/env bash
# The whole test suite: type-check, lint, format and unused-code checks, unit/integration/conformance
# tests, the migrations on a real PostgreSQL (Debian's postgresql package), production build, the
# security suite, a short fuzz of every action and a short kill -9 durability check on it, page-weight
# budget and browser tests (JavaScript on and off) in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each stage's title with the time since the start, so a slow stage shows in CI's log.
started=$SECONDS
stage() { echo "== [$(( (SECONDS - started) / 60 ))m$(printf '%02d' $(( (SECONDS - started) % 60 )))s] $*"; }
trap 'stage "finished, exit code $?"' EXIT

# The project's Node, not the machine's: npm puts node_modules/.bin (node 24 from the node-linux-*
# optional dependency) first on PATH, so every stage and every process they spawn runs on it (decision 026).
stage "node $(node --version)"
node scripts/check-node.mjs
stage "typecheck"
npm run typecheck
stage "lint (ESLint), format (Prettier) and unused code (knip)"
npm run lint
npm run format:check
npm run knip
stage "unit, integration and conformance tests"
npx vitest run
stage "migrations, seed and RLS on a real PostgreSQL with the hosted roles"
npm run test:postgres
stage "production build"
npm run build
stage "security suite (the production build attacked over HTTP, behind a TLS proxy, in Chromium)"
npm run test:security
stage "two app instances on one backend (production build)"
npm run test:instances
stage "fuzz: every action of the production build, short pass (npm run fuzz runs 10,000 per action)"
npm run fuzz -- --no-build --per-route 150 --concurrency 16 --seed 20261125 --hang-ms 15000 --rest-seconds 3
stage "durability: kill -9 during bursts of waitlist joins, short pass"
node scripts/durability.mjs --cycles 3
stage "page-weight budget"
node scripts/budget.mjs
stage "browser tests"
npx playwright test
stage "browser tests with SOCIAL_PROOF=real (its own server, decision 022)"
npx playwright test --config playwright.real-proof.config.ts
