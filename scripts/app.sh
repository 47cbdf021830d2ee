#!/usr/bin/env bash
# `npm run app`: set up, build when the sources changed, and start the app on the embedded defaults
# (embedded PostgreSQL in ./data, embedded backend in-process) at http://localhost:${PORT:-3000}.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
# `next start` runs with NODE_ENV=production, where the backend refuses to keep mail in the dev outbox unless asked
# to (MAIL_OUTBOX=1). This script is the local, no-mail-server way to run the app, so without SMTP_URL it asks:
# sign-up codes then land in $DATA_DIR/outbox/*.eml (the log line names the file, not the code).
if [ -z "${SMTP_URL:-}" ]; then
  export MAIL_OUTBOX="${MAIL_OUTBOX:-1}"
fi
bash scripts/setup.sh app
if ! bash scripts/build-is-current.sh .next; then
  npx next build
fi
# exec all the way down (here, and `exec bash` in package.json): npm's SIGTERM then reaches the server itself, which
# hands its tasks back and stops the embedded PostgreSQL. Through npx and sh wrappers the signal stopped at a shell
# and left the server running.
exec node node_modules/next/dist/bin/next start -p "${PORT:-3000}"
