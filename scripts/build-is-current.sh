#!/usr/bin/env bash
# Usage: scripts/build-is-current.sh <build folder>. Succeeds (exit 0) only when the folder holds a complete build and
# no file `next build` reads is newer than it; any other answer, an error included, means "build again". `npm run app`
# and the benches ask it before building: a file left out of the list below is served stale after a `git pull` that
# changes it.
set -euo pipefail
cd "$(dirname "$0")/.."

[ $# -eq 1 ] || { echo "usage: scripts/build-is-current.sh <build folder>" >&2; exit 2; }
build_id="$1/BUILD_ID"
[ -f "$build_id" ] || exit 1
# The sources, the server's and the browser's start-up files, their configuration, and the installed packages
# (package-lock.json).
inputs=(app components lib types proxy.ts instrumentation.ts instrumentation-client.ts next.config.mjs tsconfig.json
  tailwind.config.ts postcss.config.mjs package.json package-lock.json)
newer=$(find "${inputs[@]}" -newer "$build_id" -print -quit)
[ -z "$newer" ]
