#!/usr/bin/env bash
# The whole test suite: type-check, lint, format and unused-code checks, unit/integration/conformance
# tests, the migrations on a real PostgreSQL (Debian's postgresql package), production build, the
# security suite, a short fuzz of every action and a short kill -9 durability check on it, page-weight
# budget and browser tests (JavaScript on and off, and SOCIAL_PROOF=real on its own server) in Debian's
# Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each stage's title with the time since the start, and the machine's busy CPU seconds since the start
# (user + system of every process, from /proc/stat), so a slow stage shows in CI's log and whether it
# waited or computed.
busy_cpu() { awk '/^cpu /{print int(($2 + $3 + $4 + $7 + $8) / 100)}' /proc/stat; }
started=$SECONDS
cpu_started=$(busy_cpu)
stage() { echo "== [$(( (SECONDS - started) / 60 ))m$(printf '%02d' $(( (SECONDS - started) % 60 )))s, cpu $(( $(busy_cpu) - cpu_started ))s] $*"; }

# A stage that mostly waits, or needs one core, runs beside others (decision 028): its output is kept
# and printed when it is collected, and its failure fails the run. If the run stops first, it is stopped.
declare -A bg_pid=() bg_log=()
background() {
  local name=$1
  shift
  stage "$name (in the background)"
  bg_log[$name]=$(mktemp)
  setsid "$@" >"${bg_log[$name]}" 2>&1 &
  bg_pid[$name]=$!
}
collect() {
  local name=$1 status=0
  wait "${bg_pid[$name]}" || status=$?
  unset "bg_pid[$name]"
  stage "$name: ended with exit code $status; its output:"
  cat "${bg_log[$name]}"
  rm -f "${bg_log[$name]}"
  return "$status"
}
# A failing stage stops the run: the stages still running beside it are stopped too, and their output so
# far is printed, so the log shows what each of them had done (and any failure of theirs) before the stop.
finish() {
  local code=$?
  for name in "${!bg_pid[@]}"; do
    kill -- -"${bg_pid[$name]}" 2>/dev/null || true
    wait "${bg_pid[$name]}" 2>/dev/null || true
    stage "$name: stopped because the run ended (exit code $code); its output so far:"
    cat "${bg_log[$name]}"
    rm -f "${bg_log[$name]}"
  done
  stage "finished, exit code $code"
}
trap finish EXIT

# The project's Node, not the machine's: npm puts node_modules/.bin (node 24 from the node-linux-*
# optional dependency) first on PATH, so every stage and every process they spawn runs on it (decision 026).
stage "node $(node --version)"
node scripts/check-node.mjs

# PostgreSQL in its own processes, mostly one core, beside the type-check and Vitest.
background "migrations, seed and RLS on a real PostgreSQL with the hosted roles" npm run test:postgres
stage "typecheck"
npm run typecheck
# ESLint, Prettier and knip read files only: beside Vitest, which mostly waits on clocks and sockets.
background "lint (ESLint), format (Prettier) and unused code (knip)" bash -c 'npm run lint && npm run format:check && npm run knip'
stage "unit, integration and conformance tests"
npx vitest run
collect "lint (ESLint), format (Prettier) and unused code (knip)"
collect "migrations, seed and RLS on a real PostgreSQL with the hosted roles"
stage "production build"
npm run build
# The security suite mostly waits (fixed answer moments, restarts, slow clients): it runs beside the
# next three stages. The fuzz, which loads the machine, starts after it.
background "security suite (the production build attacked over HTTP, behind a TLS proxy, in Chromium)" npm run test:security
stage "two app instances on one backend (production build)"
npm run test:instances
stage "durability: kill -9 during bursts of waitlist joins, short pass"
node scripts/durability.mjs --cycles 3
stage "page-weight budget"
node scripts/budget.mjs
collect "security suite (the production build attacked over HTTP, behind a TLS proxy, in Chromium)"
stage "fuzz: every action of the production build, short pass (npm run fuzz runs 10,000 per action)"
npm run fuzz -- --no-build --per-route 150 --concurrency 16 --seed 20261125 --hang-ms 15000 --rest-seconds 3
stage "browser tests (JavaScript on and off; SOCIAL_PROOF=real on its own server, decision 022)"
npx playwright test
