#!/usr/bin/env bash
# `npm test` N times in a row (default 3) while two busy loops occupy both cores (issue 19, decision 028).
# Writes busy-runs/run-<n>.log, busy-runs/load.log (load average every minute) and busy-runs/summary.txt
# (start, end, exit code and seconds of each run). Stops the loops however it ends.
#   bash scripts/test-busy.sh [runs]
set -u
cd "$(dirname "$0")/.."
runs=${1:-3}
out=busy-runs
mkdir -p "$out"
export PATH="$PWD/node_modules/.bin:$PATH" CI=true
pids=()
cleanup() { kill "${pids[@]}" 2>/dev/null; }
trap cleanup EXIT
for _ in 1 2; do
  bash -c 'while :; do :; done' &
  pids+=($!)
done
( while :; do echo "$(date -u +%T) $(cut -d' ' -f1-3 /proc/loadavg)"; sleep 60; done ) > "$out/load.log" &
pids+=($!)
echo "node $(node --version); two busy loops since $(date -u +%T)" > "$out/summary.txt"
# Let the load average see the loops before the suite reads it (decision 028: timeouts scale with it).
sleep 90
failed=0
for n in $(seq 1 "$runs"); do
  start=$(date +%s)
  echo "run $n start $(date -u +%T) load $(cut -d' ' -f1-3 /proc/loadavg)" >> "$out/summary.txt"
  npm test > "$out/run-$n.log" 2>&1
  rc=$?
  [ "$rc" -eq 0 ] || failed=1
  echo "run $n end $(date -u +%T) exit $rc after $(( $(date +%s) - start )) s load $(cut -d' ' -f1-3 /proc/loadavg)" >> "$out/summary.txt"
done
cat "$out/summary.txt"
exit "$failed"
