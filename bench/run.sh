#!/usr/bin/env bash
# README command: `npm run bench`. Installs what it needs (like `npm test`), then in one run:
#   1. API on PGlite: seeds BENCH_PRODUCTS (100 000) into a temp folder, search p50/p95 and
#      category throughput beside a Fastify hello-world (bench/api.mjs);
#   2. the same on a throwaway PostgreSQL 15 (scripts/with-postgres.sh);
#   3. production builds, then the first-load JavaScript of /home in Chromium (bench/first-load.mjs).
# Results: .tmp/bench/*.json and a table (bench/report.mjs). Traffic stays on 127.0.0.1; ports
# come from BENCH_API_PORT (4400) and BENCH_WEB_PORT (4440); everything started is stopped.
# BENCH_SKIP=api|web leaves one half out; BENCH_PRODUCTS (as --products), BENCH_SEARCH_ROUNDS,
# BENCH_LOAD_SECONDS, BENCH_CONNECTIONS change the load.
# Catalogue sizes: `npm run bench -- --products 100000,1000000` (PostgreSQL: each size in turn on
# one database, grown between them; PGlite: the first size only).
#   4. Lighthouse 12 (bench/lighthouse.mjs): five pages on mobile, median of 3, and Time to
#      Interactive of /home and a product page at 400 Kbps / 400 ms RTT / 4x CPU, first and
#      repeat visit; run at nice -5 when allowed (the machine is shared), the load average
#      beside each result. `npm run bench -- --only lighthouse` runs the builds and this part
#      alone (also `--only api`, `--only web`: the first-load bytes).
#   5. The main thread of the same five pages at 4x CPU from Chromium's trace (bench/trace.mjs):
#      paints, blocking time and the long tasks by source file, median of 5; steadier than
#      Lighthouse's simulated TBT on this machine. `npm run bench -- --only trace`.
#   6. The floor of the named stack (bench/floor.mjs): one heading and one paragraph with React,
#      react-router-dom, styled-components, single-spa, rxjs, federated and in one bundle, under
#      the same Lighthouse settings: what the stack costs before the shop's own code.
#      `npm run bench -- --only floor`.
#   7. A flash sale (bench/flash.mjs, issue 28): 500 shoppers buy the last 100 units of one product
#      within 10 s through nginx to two API processes on a throwaway PostgreSQL 15 (fsync on,
#      pg_stat_statements loaded); orders per second, p50/p95/p99 of order creation, units sold,
#      5xx, and where the time goes. `npm run bench -- --only flash`.
#   8. The render service behind nginx (bench/render.mjs, issue 30): 100k products on PostgreSQL 15,
#      200 product URLs from nginx's page cache against its static index.html (req/s, same run),
#      and uncached p50/p95 from the service; then its RSS across 20 releases of mf-catalogue
#      (render/measure.mjs). Needs the builds (`pnpm build`). `npm run bench -- --only render`.
set -euo pipefail
cd "$(dirname "$0")/.."
while [ $# -gt 0 ]; do
  case "$1" in
    --products) BENCH_PRODUCTS="$2"; shift 2 ;;
    --products=*) BENCH_PRODUCTS="${1#*=}"; shift ;;
    --only) BENCH_ONLY="$2"; shift 2 ;;
    --only=*) BENCH_ONLY="${1#*=}"; shift ;;
    *) echo "unknown option $1 (--products N[,N...], --only api|web|lighthouse|trace|floor|flash|render)" >&2; exit 2 ;;
  esac
done
BENCH_PRODUCTS="${BENCH_PRODUCTS:-100000}"
BENCH_ONLY="${BENCH_ONLY:-}"
[[ "$BENCH_ONLY" =~ ^(|api|web|lighthouse|trace|floor|flash|render)$ ]] || { echo "--only takes api, web, lighthouse, trace, floor, flash or render" >&2; exit 2; }
# Which parts run: all by default; BENCH_SKIP=api|web (as before) leaves one out.
part() { if [ -n "$BENCH_ONLY" ]; then [ "$BENCH_ONLY" = "$1" ]; else [ "${BENCH_SKIP:-}" != "$1" ]; fi; }
sizes=$(echo "$BENCH_PRODUCTS" | tr ',' '\n' | sort -n | tr '\n' ' ')
[[ "$BENCH_PRODUCTS" =~ ^[0-9]+(,[0-9]+)*$ ]] || { echo "--products takes whole numbers, comma separated" >&2; exit 2; }
source scripts/lib.sh
require_node20
export NODE_OPTIONS="${NODE_OPTIONS:-} --max-old-space-size=4096"
export PGPORT_BASE="${PGPORT_BASE:-28432}"  # below the ephemeral range: scripts/with-postgres.sh
out=.tmp/bench
mkdir -p "$out"
# A part run alone keeps the other parts' results of an earlier run.
if [ -n "$BENCH_ONLY" ]; then
  case "$BENCH_ONLY" in
    api) rm -f "$out"/api-*.json ;;
    web) rm -f "$out"/first-load.json ;;
    lighthouse) rm -rf "$out"/lighthouse.json "$out"/lighthouse ;;
    trace) rm -f "$out"/trace.json ;;
    floor) rm -f "$out"/floor.json ;;
    render) rm -f "$out"/render.json ;;
    flash) rm -f "$out"/flash.json ;;
  esac
else
  rm -rf "$out"/*.json "$out"/lighthouse
fi

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

step "install"
pnpm install --frozen-lockfile
ensure_chromium
if part flash || part render; then ensure_nginx; fi

node -e 'const os=require("os");const fs=require("fs");const cpu=(fs.readFileSync("/proc/cpuinfo","utf8").match(/model name\s*:\s*(.*)/)||[])[1]||os.cpus()[0]?.model;
fs.writeFileSync(process.argv[1], JSON.stringify({ node: process.version, loadAverage: os.loadavg()[0], nproc: os.availableParallelism(), memoryGiB: +(os.totalmem()/2**30).toFixed(1), cpu, at: new Date().toISOString() }, null, 2))' "$out/machine.json"

if part api; then
  pglite_dir=$(mktemp -d /tmp/suuq-bench-pglite.XXXXXX)
  trap 'rm -rf "$pglite_dir" "$pglite_dir.lock"' EXIT
  first=${sizes%% *}
  step "API on PGlite ($first products)"
  BENCH_PRODUCTS=$first BENCH_DATA_DIR="$pglite_dir/db" node bench/api.mjs pglite
  rm -rf "$pglite_dir"

  step "API on PostgreSQL 15 ($sizes products)"
  BENCH_SIZES="$sizes" bash scripts/with-postgres.sh bash -c 'for n in $BENCH_SIZES; do BENCH_PRODUCTS=$n node bench/api.mjs postgres || exit 1; done'
fi

if part web || part lighthouse || part trace; then
  # Built into .tmp/bench/dist/<app>, one at a time: the apps' own dist folders may be in use.
  step "production builds"
  for app in shell mf-catalogue mf-checkout mf-account mf-live; do
    # SUUQ_BUILD_DIR, not --output-path: the server target goes in its own server/ folder inside
    # (tooling/webpack/dist.cjs), not over the browser build.
    (cd "$app" && SUUQ_BUILD_DIR="../$out/dist/$app" npx webpack --mode production >"../$out/build-$app.log" 2>&1) \
      || { tail -30 "$out/build-$app.log"; exit 1; }
    echo "  $app built"
  done
fi

if part web; then
  step "first-load JavaScript of /home (Chromium)"
  BENCH_DIST="$out/dist" node bench/first-load.mjs
fi

# The machine is shared: the browser benches and the flash sale take a higher priority when this
# user may (root).
nice_cmd=()
if nice -n -5 true 2>/dev/null; then nice_cmd=(nice -n -5); fi

if part flash; then
  step "a flash sale: 500 shoppers, the last 100 units, nginx and two APIs on PostgreSQL 15"
  # Like the browser benches, at nice -5 when allowed: the figures are latencies on a shared machine.
  # A sale is commits: fsync back on (with-postgres.sh turns it off for tests); the statements'
  # times from pg_stat_statements; lock waits over deadlock_timeout (1 s) in the server's log.
  PG_SERVER_OPTS="-c fsync=on -c full_page_writes=on -c shared_preload_libraries=pg_stat_statements -c log_lock_waits=on" \
    PG_SERVER_LOG="$out/flash-postgres.log" "${nice_cmd[@]}" bash scripts/with-postgres.sh node bench/flash.mjs
fi

if part render; then
  step "the render service behind nginx's page cache: ${sizes%% *} products on PostgreSQL 15, 200 product URLs"
  BENCH_PRODUCTS=${sizes%% *} "${nice_cmd[@]}" bash scripts/with-postgres.sh node bench/render.mjs
  node render/measure.mjs --urls 200 --releases 20
fi

if part lighthouse; then
  step "Lighthouse: five pages on mobile, Time to Interactive on the slow network"
  BENCH_DIST="$out/dist" "${nice_cmd[@]}" node bench/lighthouse.mjs
fi

if part trace; then
  step "the main thread at 4x CPU: five pages, Chromium's trace"
  BENCH_DIST="$out/dist" "${nice_cmd[@]}" node bench/trace.mjs
fi

if part floor; then
  step "the floor of the named stack: Lighthouse on one heading"
  "${nice_cmd[@]}" node bench/floor.mjs
fi

step "results"
node bench/report.mjs
