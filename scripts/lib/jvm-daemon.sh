# Shared by scripts/kafka.sh and scripts/s3.sh: a JVM server started in the background, found again
# through its pid file, stopped with SIGTERM, with a class-data-sharing archive to start faster.
# The sourcing script sets, before it sources this file:
#   DAEMON_NAME   prefix of log lines, e.g. kafka.sh
#   PID_FILE      where the pid of the server this script started is kept
#   PROC_PATTERN  grep pattern its /proc/<pid>/cmdline must match (a recycled pid is not ours)
#   CDS_ARCHIVE   the class-data archive, beside the jars
#   DATA_DIR_KEY  the server's data dir: one server per data dir, and start and stop agree on it
# shellcheck shell=bash

log() { echo "$DAEMON_NAME: $*" >&2; }
die() { log "$*"; exit 1; }

running_pid() {
  [ -f "$PID_FILE" ] || return 1
  local pid
  pid=$(cat "$PID_FILE")
  # The pid must still be our JVM, not a recycled pid.
  if kill -0 "$pid" 2>/dev/null && grep -q "$PROC_PATTERN" "/proc/$pid/cmdline" 2>/dev/null; then
    echo "$pid"
  else
    return 1
  fi
}

port_in_use() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

# Class-data sharing: most of a JVM server's start is loading and verifying a few thousand classes,
# which is slow on a small or busy CI machine. The first run records them into an archive when the
# server stops ('stop' sends SIGTERM, a normal exit); later starts map it instead. A stale or foreign
# archive (another JDK) is ignored by the JVM with a warning, never fatal. The JVM writes to a
# per-server temporary name that 'stop' renames only after a clean exit, so servers sharing the jar
# cache never see half an archive.
CDS_PENDING="$CDS_ARCHIVE.pending-$(cksum <<<"$DATA_DIR_KEY" | cut -d" " -f1)"
cds_opts() {
  if [ -s "$CDS_ARCHIVE" ]; then
    echo "-XX:SharedArchiveFile=$CDS_ARCHIVE"
  else
    rm -f "$CDS_PENDING"
    echo "-XX:ArchiveClassesAtExit=$CDS_PENDING"
  fi
}

# SIGTERM lets the server shut down cleanly (Kafka's controlled shutdown closes its logs so the next
# start skips log recovery); SIGKILL after 60 s.
stop() {
  local pid
  if ! pid=$(running_pid); then
    rm -f "$PID_FILE"
    log "not running"
    return 0
  fi
  log "stopping pid $pid"
  kill -TERM "$pid"
  # Generous: the first stop also writes the class-data archive.
  local deadline=$((SECONDS + 60)) killed=
  while kill -0 "$pid" 2>/dev/null; do
    if [ "$SECONDS" -ge "$deadline" ]; then
      log "still running after 60 s; killing pid $pid"
      kill -KILL "$pid" 2>/dev/null || true
      killed=1
      break
    fi
    sleep 0.2
  done
  rm -f "$PID_FILE"
  if [ -s "$CDS_PENDING" ] && [ -z "$killed" ]; then
    mv -f "$CDS_PENDING" "$CDS_ARCHIVE"
    log "class-data archive saved; the next start is faster"
  fi
  rm -f "$CDS_PENDING"
  log "stopped"
}
