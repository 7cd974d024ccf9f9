#!/usr/bin/env bash
# npm run db:up: a local PostgreSQL for development, from Debian's `postgresql` package, kept in data/postgres.
# The first run makes the cluster (initdb) and the `shop` database; later runs start it again. PostgreSQL
# refuses to run as root: as root, the folder is handed to the `postgres` user and the server runs as it.
# It listens on 127.0.0.1 only, with trust authentication (a developer's machine; never a server's).
#
#   npm run db:up                 # start (PGPORT, default 5432); prints the DATABASE_URL to use
#   npm run db:down               # stop it (scripts/db-up.sh stop)
#   DB_DIR=/tmp/pg PGPORT=55432 bash scripts/db-up.sh   # a throwaway cluster elsewhere (CI does this)
set -euo pipefail
cd "$(dirname "$0")/.."

DIR="${DB_DIR:-$PWD/data/postgres}"
PORT="${PGPORT:-5432}"
DATABASE="${DB_NAME:-shop}"

BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
if [ -z "$BIN" ] || [ ! -x "$BIN/pg_ctl" ]; then
  echo "PostgreSQL is not installed: apt-get install -y postgresql (Debian's package)" >&2
  exit 1
fi

as_owner() {
  if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

if [ "${1:-start}" = "stop" ]; then
  if [ -f "$DIR/data/postmaster.pid" ]; then as_owner "$BIN/pg_ctl" -D "$DIR/data" -m fast stop; fi
  exit 0
fi

mkdir -p "$DIR"
if [ "$(id -u)" = "0" ]; then
  chown postgres "$DIR"
  if ! runuser -u postgres -- test -x "$DIR"; then
    echo "The postgres user cannot reach $DIR (a parent folder is private): set DB_DIR to a folder it can reach" >&2
    exit 1
  fi
fi
if [ ! -f "$DIR/data/PG_VERSION" ]; then
  as_owner "$BIN/initdb" -D "$DIR/data" -U postgres -A trust --encoding=UTF8 --locale=C.UTF-8 >/dev/null
fi
if ! as_owner "$BIN/pg_ctl" -D "$DIR/data" status >/dev/null 2>&1; then
  as_owner "$BIN/pg_ctl" -D "$DIR/data" -w -l "$DIR/server.log" \
    -o "-p $PORT -h 127.0.0.1 -k '$DIR' ${DB_SERVER_OPTIONS:-}" start >/dev/null
fi
if [[ ! "$DATABASE" =~ ^[a-z_][a-z0-9_]*$ ]]; then
  echo "DB_NAME must be a plain lower-case name (letters, digits, _): $DATABASE" >&2
  exit 1
fi
if ! "$BIN/psql" -h 127.0.0.1 -p "$PORT" -U postgres -tAc "SELECT 1 FROM pg_database WHERE datname = '$DATABASE'" |
  grep -q 1; then
  "$BIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres "$DATABASE"
fi
echo "DATABASE_URL=postgres://postgres@127.0.0.1:$PORT/$DATABASE"
