# Sourced by start.sh, test.sh and bench.sh: brings a fresh machine (Node 20 + npm only) to a
# working checkout. Every step is skipped when already done, so warm runs cost seconds.
PNPM_VERSION=12.21.0
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"

log() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

ensure_pnpm() {
  if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
    log "Installing pnpm $PNPM_VERSION"
    npm install -g "pnpm@$PNPM_VERSION" --no-fund --no-audit >/dev/null
  fi
}

install_deps() {
  ensure_pnpm
  log "Installing dependencies"
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 pnpm install --frozen-lockfile --prefer-offline --reporter=append-only | tail -n 3
}

apt_install() {
  # apt-get update once per run, only when something is missing
  if [ -z "${APT_UPDATED:-}" ]; then apt-get update -qq >/dev/null; APT_UPDATED=1; fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

ensure_chromium() {
  if [ ! -x /usr/bin/chromium ]; then
    log "Installing Debian's chromium"
    apt_install chromium
  fi
  export CHROMIUM_PATH=/usr/bin/chromium
}

ensure_postgres_binaries() {
  if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
    log "Installing Debian's postgresql"
    apt_install postgresql
  fi
  PG_BIN="$(dirname "$(ls /usr/lib/postgresql/*/bin/initdb | sort -V | tail -n 1)")"
  export PG_BIN
}
