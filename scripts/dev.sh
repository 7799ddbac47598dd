#!/usr/bin/env bash
# npm run dev [-- <app>...]: install when needed, then the dev servers (scripts/dev.mjs).
set -euo pipefail
source "$(dirname "$0")/lib/setup.sh"
install_deps
# As pnpm's own bin scripts do for `webpack`: an app's webpack.config.cjs may require a build
# plugin that only @app/build depends on (the shell's workbox-webpack-plugin).
export NODE_PATH="$ROOT/node_modules/.pnpm/node_modules${NODE_PATH:+:$NODE_PATH}"
exec node scripts/dev.mjs "$@"
