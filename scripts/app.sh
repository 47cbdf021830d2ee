#!/usr/bin/env bash
# `npm run app`: set up, build when the sources changed, and start the app on the embedded defaults
# (embedded PostgreSQL in ./data, embedded backend in-process) at http://localhost:${PORT:-3000}.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
bash scripts/setup.sh app
if [ ! -f .next/BUILD_ID ] || [ -n "$(find app pages components lib proxy.ts next.config.mjs package.json -newer .next/BUILD_ID -print -quit)" ]; then
  npx next build
fi
# exec all the way down (here, and `exec bash` in package.json): npm's SIGTERM then reaches the server itself, which
# hands its tasks back and stops the embedded PostgreSQL. Through npx and sh wrappers the signal stopped at a shell
# and left the server running.
exec node node_modules/next/dist/bin/next start -p "${PORT:-3000}"
