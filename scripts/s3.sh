#!/usr/bin/env bash
# A real S3-speaking server for CI and local runs: S3Proxy (Maven Central, org.gaul:s3proxy) with the
# jclouds filesystem backend, path-style, signed requests (AWS v2 or v4). The self-contained
# jar-with-dependencies is fetched once through Maven into a versioned cache dir.
#
#   scripts/s3.sh          start (idempotent: says so and exits 0 when already running)
#   scripts/s3.sh stop     stop the server this script started on S3_DATA
#   scripts/s3.sh status   exit 0 when it answers S3 requests
#
# Env: S3PROXY_VERSION (default below), S3_PORT (9000), S3_ACCESS_KEY (casona),
#      S3_SECRET_KEY (casona-secret), S3_DATA (~/.cache/casona/s3-data), S3_START_TIMEOUT (60 s).
# Prints S3_ENDPOINT, S3_ACCESS_KEY and S3_SECRET_KEY lines on stdout (eval-able); progress goes
# to stderr.
set -euo pipefail

# Pinned so CI and laptops run the same server; it was the latest release on Central. Needs Java 17.
S3PROXY_VERSION="${S3PROXY_VERSION:-4.1.0}"
DEPENDENCY_PLUGIN=3.8.1

CACHE="${CASONA_CACHE:-$HOME/.cache/casona}"
S3PROXY_HOME="$CACHE/s3proxy-$S3PROXY_VERSION"
S3PROXY_JAR="$S3PROXY_HOME/s3proxy-$S3PROXY_VERSION-jar-with-dependencies.jar"
S3_DATA="${S3_DATA:-$CACHE/s3-data}"
S3_PORT="${S3_PORT:-9000}"
S3_ACCESS_KEY="${S3_ACCESS_KEY:-casona}"
S3_SECRET_KEY="${S3_SECRET_KEY:-casona-secret}"
S3_START_TIMEOUT="${S3_START_TIMEOUT:-60}"
PID_FILE="$S3_DATA/s3proxy.pid"
ENDPOINT="http://127.0.0.1:$S3_PORT"

DAEMON_NAME=s3.sh PROC_PATTERN=s3proxy DATA_DIR_KEY="$S3_DATA"
CDS_ARCHIVE="$S3PROXY_HOME/s3proxy-cds.jsa"
# shellcheck source=lib/jvm-daemon.sh
. "$(dirname "${BASH_SOURCE[0]}")/lib/jvm-daemon.sh"

print_env() {
  echo "S3_ENDPOINT=$ENDPOINT"
  echo "S3_ACCESS_KEY=$S3_ACCESS_KEY"
  echo "S3_SECRET_KEY=$S3_SECRET_KEY"
}

# An anonymous GET / is refused with 403 by an S3 server that enforces signatures: that answer
# proves the S3 front end is up without needing a signing client in bash.
s3_answers() {
  local code
  code=$(curl -s -o /dev/null -m 2 -w '%{http_code}' "$ENDPOINT/") || return 1
  [ "$code" = 403 ] || [ "$code" = 200 ]
}

fetch_jar() {
  [ -f "$S3PROXY_JAR" ] && return 0
  command -v mvn >/dev/null || die "Maven (mvn) is needed once to fetch S3Proxy $S3PROXY_VERSION"
  log "fetching S3Proxy $S3PROXY_VERSION from Maven Central (once)"
  mkdir -p "$S3PROXY_HOME"
  # The published jar-with-dependencies is self-contained, so no dependency resolution is needed;
  # Maven copies it into place (-DoutputDirectory) only after a complete, checksummed download.
  mvn -q -B -Dstyle.color=never "org.apache.maven.plugins:maven-dependency-plugin:$DEPENDENCY_PLUGIN:copy" \
    -Dartifact="org.gaul:s3proxy:$S3PROXY_VERSION:jar:jar-with-dependencies" \
    -DoutputDirectory="$S3PROXY_HOME" >&2 ||
    die "Maven could not fetch S3Proxy $S3PROXY_VERSION (is Maven Central reachable?)"
  [ -f "$S3PROXY_JAR" ] || die "expected $S3PROXY_JAR after the download"
}

write_config() {
  mkdir -p "$S3_DATA/blobs"
  # The credentials live in this file, so keep it private.
  (
    umask 077
    cat >"$S3_DATA/s3proxy.conf" <<EOF
# Written by scripts/s3.sh on every start; edit the script, not this file.
s3proxy.endpoint=$ENDPOINT
# Clients sign with v4 (minio, the AWS SDKs); v2 stays accepted for older tools.
s3proxy.authorization=aws-v2-or-v4
s3proxy.identity=$S3_ACCESS_KEY
s3proxy.credential=$S3_SECRET_KEY
# The SPA uploads straight to the bucket with pre-signed URLs from another origin.
s3proxy.cors-allow-all=true
jclouds.provider=filesystem
jclouds.filesystem.basedir=$S3_DATA/blobs
EOF
  )
}

start() {
  local pid
  if pid=$(running_pid); then
    log "already running (pid $pid)"
    print_env
    return 0
  fi
  port_in_use "$S3_PORT" && die "port $S3_PORT is taken by another process (not started by this script)"
  command -v java >/dev/null || die "Java 17+ is needed"
  command -v curl >/dev/null || die "curl is needed for the readiness check"
  fetch_jar
  write_config

  log "starting S3Proxy $S3PROXY_VERSION on $ENDPOINT (data: $S3_DATA/blobs, log: $S3_DATA/s3proxy.log)"
  # setsid: the server outlives the calling shell's process group; 'stop' is the way to end it.
  # shellcheck disable=SC2046
  setsid java -Xmx256m -XX:+ExitOnOutOfMemoryError $(cds_opts) -DLOG_LEVEL=info \
    -jar "$S3PROXY_JAR" --properties "$S3_DATA/s3proxy.conf" \
    >>"$S3_DATA/s3proxy.log" 2>&1 </dev/null &
  pid=$!
  echo "$pid" >"$PID_FILE"

  local deadline=$((SECONDS + S3_START_TIMEOUT))
  until s3_answers; do
    if ! kill -0 "$pid" 2>/dev/null; then
      rm -f "$PID_FILE"
      tail -n 30 "$S3_DATA/s3proxy.log" >&2 || true
      die "S3Proxy exited during startup"
    fi
    if [ "$SECONDS" -ge "$deadline" ]; then
      tail -n 30 "$S3_DATA/s3proxy.log" >&2 || true
      die "S3Proxy did not answer within ${S3_START_TIMEOUT}s (pid $pid still running; 'scripts/s3.sh stop' ends it)"
    fi
    sleep 0.2
  done
  log "ready (pid $pid)"
  print_env
}

case "${1:-start}" in
  start) start ;;
  stop) stop ;;
  status) s3_answers && log "up on $ENDPOINT" || die "not answering on $ENDPOINT" ;;
  *) die "usage: $0 [start|stop|status]" ;;
esac
