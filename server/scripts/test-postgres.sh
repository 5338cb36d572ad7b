#!/usr/bin/env bash
# Runs the server test suite against a throw-away PostgreSQL: initdb into a temp dir, start it on a
# free loopback port, create a database, run the suite with DATABASE_URL, stop and clean up, and
# exit with the suite's status. PostgreSQL refuses to run as root, so as root (CI) the server runs
# as the `postgres` OS user (created when missing).
set -euo pipefail
cd "$(dirname "$0")/.."

PG_BIN="${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}"
if [ -z "$PG_BIN" ] || [ ! -x "$PG_BIN/initdb" ]; then
  echo "test-postgres: no PostgreSQL found under /usr/lib/postgresql/*/bin (apt-get install postgresql)" >&2
  exit 1
fi

TMP="$(mktemp -d /tmp/sublease-pg.XXXXXX)"
AS=()
if [ "$(id -u)" = "0" ]; then
  id -u postgres >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin postgres
  chown postgres "$TMP"
  AS=(runuser -u postgres --)
fi

PORT="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"

cleanup() {
  "${AS[@]}" "$PG_BIN/pg_ctl" -D "$TMP/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$TMP"
}
trap cleanup EXIT

"${AS[@]}" "$PG_BIN/initdb" -D "$TMP/data" -U postgres -A trust --no-sync -E UTF8 >"$TMP/initdb.log" 2>&1 ||
  { cat "$TMP/initdb.log" >&2; exit 1; }
"${AS[@]}" "$PG_BIN/pg_ctl" -D "$TMP/data" -l "$TMP/data/server.log" -w -t 60 \
  -o "-p $PORT -k $TMP -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  start >/dev/null || { cat "$TMP/data/server.log" >&2; exit 1; }

psql -h 127.0.0.1 -p "$PORT" -U postgres -d postgres -qAt -c 'CREATE DATABASE sublease_test' >/dev/null
echo "test-postgres: PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT"

status=0
DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/sublease_test" \
  pnpm exec vitest run --root . --config vitest.config.ts "$@" || status=$?
exit "$status"
