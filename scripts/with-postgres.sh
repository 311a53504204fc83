#!/usr/bin/env bash
# with-postgres.sh CMD...: runs CMD against a throwaway PostgreSQL 15 server.
# Starts the server in a temp dir on a free port (from PGPORT_BASE, default 25432), creates the
# database suuq_test, exports DATABASE_URL, runs CMD, then stops the server and removes the dir
# whatever CMD's exit code; exits with CMD's code. PG_SERVER_OPTS adds server settings after the
# defaults (`-c name=value ...`, the later one wins: bench/flash.mjs turns fsync back on and loads
# pg_stat_statements); PG_SERVER_LOG, when set, receives a copy of the server's log at the end.
set -uo pipefail

if [ $# -eq 0 ]; then
  echo "usage: $0 CMD [ARGS...]" >&2
  exit 2
fi

PGBIN=${PGBIN:-/usr/lib/postgresql/15/bin}
if [ ! -x "$PGBIN/initdb" ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "PostgreSQL 15 not found: installing postgresql-15" >&2
    apt-get install -y postgresql-15 >&2 || { apt-get update >&2 && apt-get install -y postgresql-15 >&2; } || exit 1
  else
    echo "PostgreSQL 15 binaries not found in $PGBIN. Install them (Debian: sudo apt-get install -y postgresql-15) or set PGBIN." >&2
    exit 1
  fi
fi

# PostgreSQL refuses to run as root: run it as the postgres user (or as ourselves when not root).
if [ "$(id -u)" = 0 ]; then
  if ! id postgres >/dev/null 2>&1; then
    echo "user postgres is missing (it comes with the postgresql-15 package)" >&2
    exit 1
  fi
  as_pg() { runuser -u postgres -- "$@"; }
else
  as_pg() { "$@"; }
fi

port_free() { ! (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
# Below the kernel's ephemeral range (ip_local_port_range, 32768-60999 here): a port in it can be
# taken by any outgoing connection between the check below and the server's bind, seconds later
# (initdb runs between): a CI run failed so, "could not bind ... Address already in use" on 55432.
PORT=${PGPORT_BASE:-25432}
while ! port_free "$PORT"; do PORT=$((PORT + 1)); done

DIR=$(mktemp -d /tmp/suuq-pg.XXXXXX)
chmod 755 "$DIR"
[ "$(id -u)" = 0 ] && chown postgres: "$DIR"

cleanup() {
  [ -n "${PG_SERVER_LOG:-}" ] && cp "$DIR/server.log" "$PG_SERVER_LOG" 2>/dev/null
  as_pg "$PGBIN/pg_ctl" -D "$DIR/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

as_pg "$PGBIN/initdb" -D "$DIR/data" --auth=trust -U postgres -E UTF8 --locale=C.UTF-8 >"$DIR/initdb.log" 2>&1 \
  || { cat "$DIR/initdb.log" >&2; exit 1; }
as_pg "$PGBIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w \
  -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off ${PG_SERVER_OPTS:-}" start >/dev/null \
  || { cat "$DIR/server.log" >&2; exit 1; }
"$PGBIN/psql" -h 127.0.0.1 -p "$PORT" -U postgres -q -c 'CREATE DATABASE suuq_test' postgres >/dev/null || exit 1

export DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/suuq_test"
echo "PostgreSQL 15 on port $PORT (DATABASE_URL=$DATABASE_URL)" >&2
"$@"
status=$?
exit $status
