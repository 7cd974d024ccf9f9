#!/usr/bin/env bash
# The API suite's process-spawning tests (the checkout crash, the crash writer, two nodes on PostgreSQL, the
# administrator's command line, the spawn helper itself) with two CPU-bound busy loops beside them, as on a CI
# machine shared with other jobs. The loops are stopped however the run ends. With
# TEST_DATABASE_URL set the PostgreSQL project runs them too (the two-node test runs only there).
set -euo pipefail
cd "$(dirname "$0")/.."

busy=()
stop_busy() { for pid in "${busy[@]}"; do kill "$pid" 2>/dev/null || true; done; }
trap stop_busy EXIT
for _ in 1 2; do
  node -e 'for (;;) {}' &
  busy+=("$!")
done
echo "busy loops: ${busy[*]} (on $(nproc) cores)"

projects=(--project api)
[ -n "${TEST_DATABASE_URL:-}" ] && projects+=(--project api-postgres)
started=$(date +%s)
npx vitest run "${projects[@]}" \
  src/test/server-process.test.ts \
  src/modules/checkout/crash.test.ts \
  src/security/crash-writes.test.ts \
  src/security/multi-node.test.ts \
  src/modules/admin/admin.test.ts
echo "process-spawning tests passed beside two busy loops in $(($(date +%s) - started)) s"
