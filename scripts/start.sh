#!/usr/bin/env bash
# README command 1: install, build every app in production mode, start the whole shop.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
require_node20
pnpm install --frozen-lockfile
pnpm build
exec node deploy/src/shop.mjs
