#!/usr/bin/env bash
# npm test, from a fresh clone: install what is missing, typecheck, jest for every package, the
# api tests on PGlite and on a private PostgreSQL cluster, the production build, the bundle
# secret scan, the check for libraries' development builds, and Playwright in Debian's Chromium
# against the build served as `npm start` does.
# Every step runs even if an earlier one failed (install aside); the last line counts the tests.
set -uo pipefail
source "$(dirname "$0")/lib/setup.sh"
RESULTS="$ROOT/.tmp-results"
rm -rf "$RESULTS" && mkdir -p "$RESULTS"
FAILED_STEPS=()
started=$(date +%s)

step() {
  local name="$1"; shift
  log "$name"
  local t0=$(date +%s)
  if "$@"; then echo "-- $name: ok ($(( $(date +%s) - t0 )) s)"; else echo "-- $name: FAILED ($(( $(date +%s) - t0 )) s)"; FAILED_STEPS+=("$name"); fi
}

install_deps || { echo "dependency install failed"; exit 1; }
ensure_chromium || { echo "could not install chromium"; exit 1; }
ensure_postgres_binaries || { echo "could not install postgresql"; exit 1; }

typecheck() {
  local ok=0
  for pkg in shared shell mfe-games mfe-contests mfe-boards mfe-account api e2e; do
    (cd "$pkg" && npx --no-install tsc --noEmit -p .) || { echo "typecheck failed in $pkg"; ok=1; }
  done
  return $ok
}

jest_all() {
  local ok=0
  for pkg in shared shell mfe-games mfe-contests mfe-boards mfe-account; do
    echo "[jest] $pkg"
    (cd "$pkg" && npx --no-install jest --ci --silent --json --outputFile="$RESULTS/jest-$pkg.json" 2> "$RESULTS/jest-$pkg.log") || { cat "$RESULTS/jest-$pkg.log"; ok=1; }
    tail -n 5 "$RESULTS/jest-$pkg.log"
  done
  return $ok
}

api_tests() {
  local label="$1"
  (cd api && TAP_OUT="$RESULTS/api-$label.tap" bash test/run-tests.sh)
}

PG_DIR=""
stop_postgres() {
  if [ -n "$PG_DIR" ] && [ -f "$PG_DIR/postmaster.pid" ]; then as_postgres "$PG_BIN/pg_ctl" -D "$PG_DIR" -m fast -w stop >/dev/null 2>&1 || true; fi
  [ -n "$PG_DIR" ] && rm -rf "$PG_DIR"
}
as_postgres() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
trap stop_postgres EXIT

api_tests_postgres() {
  # A private cluster on a free loopback port, started and stopped by this script.
  PG_DIR="$(mktemp -d /tmp/pgtest.XXXXXX)"
  [ "$(id -u)" = 0 ] && chown postgres "$PG_DIR"
  local port
  port=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
  as_postgres "$PG_BIN/initdb" -D "$PG_DIR" -A trust -U postgres >/dev/null || return 1
  as_postgres "$PG_BIN/pg_ctl" -D "$PG_DIR" -l "$PG_DIR/server.log" -o "-p $port -k $PG_DIR -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off" -w start >/dev/null || { cat "$PG_DIR/server.log"; return 1; }
  echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"
  local rc=0
  TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres" api_tests postgres || rc=1
  stop_postgres; PG_DIR=""
  return $rc
}

# The whole topic library against the content check (docs/content.md): prints what it refuses.
content_check() {
  local rc=0
  (cd api && node --import tsx src/content/check/runContentCheck.ts > "$RESULTS/content-check.txt") || rc=$?
  if [ $rc -ne 0 ]; then head -n 60 "$RESULTS/content-check.txt"; echo "(all findings: $RESULTS/content-check.txt)"; fi
  tail -n 20 "$RESULTS/content-check.txt" | sed -n '/^content check:/,$p'
  return $rc
}

# One lint configuration (eslint.config.mjs: typescript-eslint, react-hooks, the import boundaries
# between deployables, letters() as the only text splitter) and one format (.prettierrc.json).
lint() {
  local rc=0
  npx --no-install eslint . || rc=1
  npx --no-install prettier --check --log-level warn . || { echo "run: npx prettier --write ."; rc=1; }
  return $rc
}

build_all() { node scripts/deploy/buildAll.mjs; }
scan_bundles() { node scripts/checks/scanBundles.mjs "$ROOT/deploy"; }
production_builds() { node scripts/checks/productionBuilds.mjs "$ROOT/deploy"; }
e2e() { (cd e2e && CI="${CI:-}" npx --no-install playwright test); }

step "typecheck" typecheck
step "lint (eslint, prettier)" lint
step "content check of the topic library" content_check
step "jest (shared, shell, remotes)" jest_all
step "api tests on PGlite" api_tests pglite
step "api tests on PostgreSQL" api_tests_postgres
step "production build" build_all
step "no secret in any bundle" scan_bundles
step "no library's development build in the release" production_builds
step "Playwright e2e in Chromium" e2e

log "Summary ($(( $(date +%s) - started )) s)"
node scripts/lib/summarizeResults.mjs "$RESULTS" "${FAILED_STEPS[@]}"
[ ${#FAILED_STEPS[@]} -eq 0 ]
