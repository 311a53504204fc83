#!/usr/bin/env bash
# README command 2: install and run every test — units, server on PGlite and on a throwaway
# PostgreSQL 15, production builds, Debian's nginx in front of them, and the browser suites in
# Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
require_node20
export CI="${CI:-}" NODE_OPTIONS="${NODE_OPTIONS:-} --max-old-space-size=4096"
results=.tmp/results
rm -rf "$results" && mkdir -p "$results"

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

step "install"
pnpm install --frozen-lockfile
ensure_chromium

step "typecheck and lint"
pnpm typecheck
pnpm lint

step "unit tests (front end, bus, API client)"
npx jest --ci --json --outputFile="$results/unit.json"

step "server tests on PGlite"
(cd server && npx jest -c jest.config.cjs --ci --json --outputFile="../$results/server-pglite.json")

step "server tests on PostgreSQL 15"
# Two workers, as on PGlite: each test file works in a database of its own (db/test-db.ts), the
# outage test on a server of its own. A race test runs two API processes (a pool of 10 each) beside
# its own pool: two files at once held up to 58 connections, measured; room above the default 100.
PG_SERVER_OPTS="-c max_connections=200" bash scripts/with-postgres.sh bash -c "cd server && npx jest -c jest.config.cjs --ci --json --outputFile=../$results/server-postgres.json"

step "production builds"
pnpm build

step "the render service against the builds (a release of mf-catalogue rendered, released, rolled back)"
SUUQ_BUILT=1 npx jest --ci --json --outputFile="$results/render-built.json" '\.build\.test\.'

step "nginx in front of the builds (headers, CSP, /api proxy)"
ensure_nginx
PATH="$PATH:/usr/sbin" node scripts/nginx-check.mjs

step "the pages through nginx's cache and the render service: HIT, a copy per language, a price refreshed, the frame without the service (PostgreSQL 15)"
PATH="$PATH:/usr/sbin" bash scripts/with-postgres.sh node scripts/nginx-pages-check.mjs

step "the API rolled one process at a time behind nginx, under load (PostgreSQL 15)"
bash scripts/with-postgres.sh node scripts/api-restart-check.mjs

step "browser tests (Chromium)"
pnpm test:e2e

node scripts/summary.mjs "$results"
