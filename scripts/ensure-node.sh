#!/usr/bin/env bash
# Puts the project's Node (package.json "casona.node") and pnpm ("packageManager") first on PATH,
# installing them from the npm registry into ~/.cache/casona the first time (scripts/bootstrap.js).
# Needs a system Node 18 or later and npm. Usage: source scripts/ensure-node.sh
if ! command -v node >/dev/null 2>&1; then
  echo "ensure-node.sh: Casona needs a system Node (18 or later) and npm to bootstrap its own Node 24" >&2
  return 1 2>/dev/null || exit 1
fi
if _casona_path="$(node "$(dirname "${BASH_SOURCE[0]}")/bootstrap.js" path)" && [ -n "$_casona_path" ]; then
  export PATH="$_casona_path"
  unset _casona_path
else
  unset _casona_path
  echo "ensure-node.sh: could not install Node 24 and pnpm (see above)" >&2
  return 1 2>/dev/null || exit 1
fi
