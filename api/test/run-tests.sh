#!/usr/bin/env bash
# Runs the api tests with Node's test runner (jest cannot load the api's ESM-only dependencies
# on Node 20). TEST_DATABASE_URL set = the PostgreSQL pass; unset = PGlite. TAP_OUT, when set,
# also writes a TAP report there (npm test counts from it).
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(find test -name '*.test.ts' | sort)
reporters=(--test-reporter=spec --test-reporter-destination=stdout)
[ -n "${TAP_OUT:-}" ] && reporters+=(--test-reporter=tap "--test-reporter-destination=$TAP_OUT")
exec node --import tsx --test --test-concurrency="${TEST_CONCURRENCY:-2}" "${reporters[@]}" "${files[@]}"
