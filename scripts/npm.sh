#!/usr/bin/env bash
# npm on the project's Node (docs/decisions/026-node-24.md), for installing on a machine whose own Node is
# older: npm checks every package's `engines` against the Node it runs on, so npm on Node 20 warns that the
# project and @supabase/* want a newer one. The Node is the one package.json pins for this platform
# (optionalDependencies node-<platform>-<arch>): node_modules/.bin/node once installed, before that the
# same package fetched by npx from the npm registry. Other platforms use the machine's Node.
# Usage: bash scripts/npm.sh install (or ci, or any npm command).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -x node_modules/.bin/node ]; then
  PATH="$PWD/node_modules/.bin:$PATH" exec npm "$@"
fi
node_package="node-$(node -p 'process.platform + "-" + process.arch')"
node_version=$(node -p "require('./package.json').optionalDependencies['$node_package'] ?? ''")
if [ -z "$node_version" ]; then
  exec npm "$@"
fi
exec npx --yes --package "$node_package@$node_version" -- npm "$@"
