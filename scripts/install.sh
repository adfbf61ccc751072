#!/usr/bin/env sh
# Installs everything Greenroom needs on a fresh Debian machine with Node 20, from nothing.
#   sh scripts/install.sh            pnpm + dependencies (enough to run the app)
#   sh scripts/install.sh --browser  also Debian Chromium for the end-to-end tests
set -eu
cd "$(dirname "$0")/.."

PNPM_VERSION=12.21.0
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
export CI=1

if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
  echo "Installing pnpm $PNPM_VERSION"
  npm install -g "pnpm@$PNPM_VERSION" --no-fund --no-audit --loglevel=error
fi

if [ "${1:-}" = "--browser" ] && [ ! -x /usr/bin/chromium ]; then
  echo "Installing Debian Chromium for the browser tests"
  SUDO=""
  [ "$(id -u)" = "0" ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

pnpm install --frozen-lockfile
