#!/usr/bin/env bash
# `npm run app`: set up, build when the sources changed, and start the app on the embedded defaults
# (embedded PostgreSQL in ./data, embedded backend in-process) at http://localhost:${PORT:-3000}.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
bash scripts/setup.sh app
if [ ! -f .next/BUILD_ID ] || [ -n "$(find app components lib proxy.ts next.config.mjs package.json -newer .next/BUILD_ID -print -quit)" ]; then
  npx next build
fi
exec npx next start -p "${PORT:-3000}"
