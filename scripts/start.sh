#!/usr/bin/env bash
# npm start: install, build every app (skipping unchanged ones), start the api with the whole
# product on one origin (default http://127.0.0.1:8080, PORT to change).
set -euo pipefail
source "$(dirname "$0")/lib/setup.sh"
install_deps
log "Building the shell and the remotes"
node scripts/deploy/buildAll.mjs
log "Starting"
export DEPLOY_DIR="${DEPLOY_DIR:-$ROOT/deploy}" DATA_DIR="${DATA_DIR:-$ROOT/.data}"
cd api
exec node --import tsx src/server.ts
