#!/usr/bin/env bash
# npm run bench: builds, starts the product on a private port and prints the figures the issues
# ask for. Never asserts: these are measurements, read them.
set -euo pipefail
source "$(dirname "$0")/lib/setup.sh"
install_deps
ensure_chromium
log "Building"
node scripts/deploy/buildAll.mjs
BENCH_TMP="$(mktemp -d /tmp/bench.XXXXXX)"
export BENCH_URL="http://127.0.0.1:${BENCH_PORT:-4390}"
(cd api && PORT="${BENCH_PORT:-4390}" DEPLOY_DIR="$ROOT/deploy" DATA_DIR="$BENCH_TMP/data" AUDIO_CACHE_DIR="$ROOT/.cache/audio" GATE_ENABLED=false SPEECH_DISABLED=true node --import tsx src/server.ts > "$BENCH_TMP/server.log" 2>&1) &
SERVER=$!
trap 'kill $SERVER 2>/dev/null; wait $SERVER 2>/dev/null; rm -rf "$BENCH_TMP"' EXIT
for _ in $(seq 1 120); do curl -sf "$BENCH_URL/wp-json/custom/v1/config" >/dev/null && break; sleep 0.5; done

log "Frontend: every chunk /home and each remote's first page load, the /home budget, React copies"
node scripts/bench/frontendBench.mjs
log "Frontend: Lighthouse 13 mobile (slow 4G, 4x CPU) on /home, /search, /leaderboard beside a static page"
node scripts/bench/lighthouseBench.mjs
log "Games at 4x CPU on a phone: long tasks while each of the 19 games starts and plays, beside a bare page"
node scripts/bench/gameLongTaskBench.mjs
log "mfe-games/bench/generators.bench.ts"
(cd mfe-games && npm run --silent bench)
for extra in scripts/bench/contestBurst.mjs scripts/bench/leaderboardBench.mjs scripts/bench/homeworkResultsBench.mjs; do
  log "$extra"
  node "$extra"
done

# Scores and leaderboards under a class-sized load (issue 13): 300 students save a score and read
# the leaderboard every 3 s for 30 s, on PGlite and PostgreSQL (error rate, p50, p99; about 2 min).
log "Scores and leaderboard under load"
node scripts/bench/scoreLoadBench.mjs

# Live PIN boards with a district's history (issue 28): 40 × 40, one game of 2,000 and one of
# 5,000, on PGlite and PostgreSQL, beside a bare node:http SSE relay in the same run (~10 min).
log "Live boards with a district's history"
node scripts/bench/liveBoardBench.mjs
