#!/usr/bin/env bash
# The README's two commands as a new user runs them, on this machine: a fresh clone of this
# checkout's HEAD, an empty HOME (no cached Node 24, pnpm or packages), and only /usr/bin:/bin on
# PATH (the system Node 18+ and npm; no pnpm). `npm test` runs first, while nothing is built (no
# web/dist, no server started), and must pass; then `npm start` must bring
# /api/health to green, and SIGTERM to its process group (what Ctrl-C does) must end it cleanly.
# Prints how long each took. .ci/run runs it; by hand: bash scripts/fresh-clone.sh
# FRESH_KEEP=1 keeps the temporary folder (clone, HOME, logs) for a look afterwards.
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

if [ ! -x /usr/bin/node ] || [ ! -x /usr/bin/npm ]; then
  echo "fresh-clone.sh: needs the system's /usr/bin/node (18 or later) and /usr/bin/npm" >&2
  exit 1
fi
echo "system Node $(/usr/bin/node --version), npm $(/usr/bin/npm --version 2>/dev/null)"
if PATH=/usr/bin:/bin command -v pnpm >/dev/null 2>&1; then
  echo "fresh-clone.sh: warning: $(PATH=/usr/bin:/bin command -v pnpm) is installed; a new user may not have it" >&2
fi

work="$(mktemp -d "${TMPDIR:-/tmp}/casona-fresh.XXXXXX")"
# Run as root, the embedded PostgreSQL runs as `postgres`, which must be able to enter the clone.
chmod 755 "$work"
pid=''
cleanup() {
  if [ -n "$pid" ] && kill -0 -- "-$pid" 2>/dev/null; then kill -KILL -- "-$pid" 2>/dev/null || true; fi
  if [ "${FRESH_KEEP:-}" = 1 ]; then echo "kept $work"; else rm -rf "$work"; fi
}
trap cleanup EXIT

git clone --quiet "$repo" "$work/casona"
mkdir -p "$work/home"
fresh() {
  (cd "$work/casona" && exec env -i HOME="$work/home" PATH=/usr/bin:/bin "$@")
}
free_port() {
  /usr/bin/node -e "const s = require('net').createServer().listen(0, '127.0.0.1', () => {
    console.log(s.address().port); s.close(); })"
}

echo "==> npm test (fresh clone, fresh HOME)"
started=$SECONDS
if ! fresh npm test; then
  echo "fresh-clone.sh: npm test failed in a fresh clone (after $((SECONDS - started))s)" >&2
  exit 1
fi
test_seconds=$((SECONDS - started))

echo "==> npm start (same clone: the runtime and packages are now installed; the SPA is built)"
port="$(free_port)"
pg_port="$(free_port)"
started=$SECONDS
# setsid: npm leads its own process group (pid = group id), signalled as a whole as the terminal
# does on Ctrl-C.
(cd "$work/casona" && exec env -i HOME="$work/home" PATH=/usr/bin:/bin PORT="$port" \
  EMBEDDED_PG_PORT="$pg_port" DATA_DIR="$work/data" setsid npm start) >"$work/start.log" 2>&1 &
pid=$!
healthy=''
while [ $((SECONDS - started)) -lt 600 ]; do
  if curl -fsS "http://127.0.0.1:$port/api/health" 2>/dev/null | grep -q '"status":"ok"'; then
    healthy=1
    break
  fi
  kill -0 "$pid" 2>/dev/null || break
  sleep 1
done
start_seconds=$((SECONDS - started))
if [ -z "$healthy" ]; then
  tail -n 60 "$work/start.log"
  echo "fresh-clone.sh: npm start did not report a green /api/health within ${start_seconds}s" >&2
  exit 1
fi
echo "npm start: /api/health green after ${start_seconds}s; stopping it with SIGTERM"

kill -TERM -- "-$pid"
for _ in $(seq 1 60); do
  kill -0 -- "-$pid" 2>/dev/null || break
  sleep 1
done
if kill -0 -- "-$pid" 2>/dev/null; then
  tail -n 60 "$work/start.log"
  echo "fresh-clone.sh: npm start was still running 60 s after SIGTERM" >&2
  exit 1
fi
pid=''
if ! grep -q '^\[casona\] stopped: exit code 0$' "$work/start.log"; then
  tail -n 60 "$work/start.log"
  echo "fresh-clone.sh: the platform did not exit cleanly after SIGTERM" >&2
  exit 1
fi
if curl -fsS -o /dev/null "http://127.0.0.1:$port/api/health" 2>/dev/null; then
  echo "fresh-clone.sh: something still answers on port $port after the stop" >&2
  exit 1
fi
echo "fresh clone: npm test ${test_seconds}s (installs Node 24, pnpm and the packages first), npm start ${start_seconds}s to a green /api/health (builds the SPA first); stopped cleanly"
