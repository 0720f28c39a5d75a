#!/usr/bin/env bash
# A real single-node Apache Kafka 4 broker (KRaft: broker and controller in one JVM) for local runs
# and CI, built from the Maven Central jars so it needs nothing but Java 17+ and Maven (no Docker,
# no tarball mirror). The jars are resolved once into a versioned cache dir; later starts do no
# download and do not even start Maven.
#
#   scripts/kafka.sh          start (idempotent: says so and exits 0 when already running)
#   scripts/kafka.sh stop     stop the broker this script started on KAFKA_DATA
#   scripts/kafka.sh status   exit 0 when it answers a metadata request
#
# Env: KAFKA_VERSION (default below), KAFKA_PORT (9092), KAFKA_CONTROLLER_PORT (KAFKA_PORT+1),
#      KAFKA_SASL_PORT (KAFKA_PORT+2), KAFKA_DATA (~/.cache/casona/kafka-data), KAFKA_HEAP (-Xmx512m),
#      KAFKA_START_TIMEOUT (180 s).
# Prints KAFKA_BROKERS=127.0.0.1:<port> and KAFKA_SASL_BROKERS (SASL/PLAIN listener, casona/casona-secret)
# on stdout (eval-able); progress goes to stderr.
set -euo pipefail

# Pinned so CI and laptops run the same broker; bump deliberately. 4.3.1 is the newest 4.x that
# resolves from Central: kafka_2.13:4.4.0 is published but its kafka-tools-api:4.4.0 dependency is not.
KAFKA_VERSION="${KAFKA_VERSION:-4.3.1}"
# Kafka 4 logs through slf4j 1.7 (see kafka_2.13's pom) and ships log4j2 in its distribution, but the
# Maven artifact declares no binding: without these jars the broker would log nothing at all.
LOG4J_VERSION=2.25.3
DEPENDENCY_PLUGIN=3.8.1

CACHE="${CASONA_CACHE:-$HOME/.cache/casona}"
KAFKA_HOME="$CACHE/kafka-$KAFKA_VERSION"
KAFKA_DATA="${KAFKA_DATA:-$CACHE/kafka-data}"
KAFKA_PORT="${KAFKA_PORT:-9092}"
KAFKA_CONTROLLER_PORT="${KAFKA_CONTROLLER_PORT:-$((KAFKA_PORT + 1))}"
# A second client listener that requires SASL/PLAIN (user casona, password casona-secret), so the
# kit's authenticated connection is tested against a real broker as managed clusters require it.
KAFKA_SASL_PORT="${KAFKA_SASL_PORT:-$((KAFKA_PORT + 2))}"
KAFKA_HEAP="${KAFKA_HEAP:--Xmx512m}"
# Generous: a busy 2-core CI machine can take a minute to start a JVM broker.
KAFKA_START_TIMEOUT="${KAFKA_START_TIMEOUT:-180}"
PID_FILE="$KAFKA_DATA/kafka.pid"

DAEMON_NAME=kafka.sh PROC_PATTERN='kafka\.Kafka' DATA_DIR_KEY="$KAFKA_DATA"
CDS_ARCHIVE="$KAFKA_HOME/kafka-cds.jsa"
# shellcheck source=lib/jvm-daemon.sh
. "$(dirname "${BASH_SOURCE[0]}")/lib/jvm-daemon.sh"

# --- liveness -------------------------------------------------------------------------------------

# Sends a Metadata v4 request (the oldest version Kafka 4 still accepts, KIP-896) over bash's
# /dev/tcp and checks that the answer lists at least one broker. A bare TCP connect is not enough:
# the listener accepts connections before the broker has caught up with the metadata log.
metadata_ok() {
  local port="$1" reply
  # Request: size=23 | api_key=3 (Metadata) | api_version=4 | correlation_id=1 | client_id="kafka.sh"
  #          | topics=-1 (null: all topics) | allow_auto_topic_creation=false
  reply=$(
    { exec 3<>"/dev/tcp/127.0.0.1/$port"; } 2>/dev/null || exit 1
    printf '\x00\x00\x00\x17\x00\x03\x00\x04\x00\x00\x00\x01\x00\x08kafka.sh\xff\xff\xff\xff\x00' >&3
    # Response: size(4) correlation_id(4) throttle_time_ms(4) brokers.length(4) ...
    timeout 3 head -c 16 <&3 | od -An -tx1 | tr -d ' \n'
  ) || return 1
  [ "${#reply}" -eq 32 ] || return 1
  [ "${reply:8:8}" = "00000001" ] || return 1 # our correlation id
  [ $((16#${reply:24:8})) -ge 1 ]             # at least one live broker
}

# --- jars -----------------------------------------------------------------------------------------

fetch_jars() {
  [ -f "$KAFKA_HOME/libs/.complete" ] && return 0
  command -v mvn >/dev/null || die "Maven (mvn) is needed once to fetch Kafka $KAFKA_VERSION"
  log "fetching Kafka $KAFKA_VERSION and its runtime dependencies from Maven Central (once)"
  mkdir -p "$KAFKA_HOME"
  cat >"$KAFKA_HOME/pom.xml" <<EOF
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>casona.local</groupId>
  <artifactId>kafka-runtime</artifactId>
  <version>$KAFKA_VERSION</version>
  <packaging>pom</packaging>
  <dependencies>
    <dependency><groupId>org.apache.kafka</groupId><artifactId>kafka_2.13</artifactId><version>$KAFKA_VERSION</version></dependency>
    <dependency><groupId>org.apache.logging.log4j</groupId><artifactId>log4j-api</artifactId><version>$LOG4J_VERSION</version></dependency>
    <dependency><groupId>org.apache.logging.log4j</groupId><artifactId>log4j-core</artifactId><version>$LOG4J_VERSION</version></dependency>
    <dependency><groupId>org.apache.logging.log4j</groupId><artifactId>log4j-slf4j-impl</artifactId><version>$LOG4J_VERSION</version></dependency>
  </dependencies>
  <build><plugins><plugin>
    <groupId>org.apache.maven.plugins</groupId><artifactId>maven-dependency-plugin</artifactId><version>$DEPENDENCY_PLUGIN</version>
  </plugin></plugins></build>
</project>
EOF
  rm -rf "$KAFKA_HOME/libs.tmp"
  mvn -q -B -Dstyle.color=never -f "$KAFKA_HOME/pom.xml" dependency:copy-dependencies \
    -DincludeScope=runtime -DoutputDirectory="$KAFKA_HOME/libs.tmp" >&2 ||
    die "Maven could not resolve Kafka $KAFKA_VERSION (is Maven Central reachable?)"
  # Swap in whole so an interrupted download never looks like a complete cache.
  rm -rf "$KAFKA_HOME/libs"
  mv "$KAFKA_HOME/libs.tmp" "$KAFKA_HOME/libs"
  touch "$KAFKA_HOME/libs/.complete"
}

# --- config ---------------------------------------------------------------------------------------

write_config() {
  mkdir -p "$KAFKA_DATA"
  cat >"$KAFKA_DATA/server.properties" <<EOF
# Written by scripts/kafka.sh on every start; edit the script, not this file.
process.roles=broker,controller
node.id=1
controller.quorum.bootstrap.servers=127.0.0.1:$KAFKA_CONTROLLER_PORT
controller.listener.names=CONTROLLER
listeners=PLAINTEXT://127.0.0.1:$KAFKA_PORT,CONTROLLER://127.0.0.1:$KAFKA_CONTROLLER_PORT,SASL_PLAINTEXT://127.0.0.1:$KAFKA_SASL_PORT
advertised.listeners=PLAINTEXT://127.0.0.1:$KAFKA_PORT,SASL_PLAINTEXT://127.0.0.1:$KAFKA_SASL_PORT
inter.broker.listener.name=PLAINTEXT
listener.security.protocol.map=PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT,SASL_PLAINTEXT:SASL_PLAINTEXT
sasl.enabled.mechanisms=PLAIN
listener.name.sasl_plaintext.plain.sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required user_casona="casona-secret";
log.dirs=$KAFKA_DATA/logs
# Topics are declared in services/kit/src/events/topics.ts and created by ensureTopics; a typo'd
# topic must fail loudly instead of silently appearing with broker defaults.
auto.create.topics.enable=false
num.partitions=3
# One node: every internal topic has a single replica.
offsets.topic.replication.factor=1
transaction.state.log.replication.factor=1
transaction.state.log.min.isr=1
share.coordinator.state.topic.replication.factor=1
share.coordinator.state.topic.min.isr=1
# The default 50 offset partitions make the first group join slow on a small machine.
offsets.topic.num.partitions=5
# Tests join and leave groups constantly; the default 3 s delay would dominate every test.
group.initial.rebalance.delay.ms=0
num.network.threads=2
num.io.threads=4
EOF
  cat >"$KAFKA_DATA/log4j2.properties" <<EOF
# Broker logs go to a file so the terminal and CI output stay readable.
status = warn
appender.file.type = RollingFile
appender.file.name = file
appender.file.fileName = $KAFKA_DATA/server.log
appender.file.filePattern = $KAFKA_DATA/server.log.%i
appender.file.layout.type = PatternLayout
appender.file.layout.pattern = [%d] %p %m (%c)%n
appender.file.policies.type = Policies
appender.file.policies.size.type = SizeBasedTriggeringPolicy
appender.file.policies.size.size = 20MB
appender.file.strategy.type = DefaultRolloverStrategy
appender.file.strategy.max = 3
rootLogger.level = info
rootLogger.appenderRef.file.ref = file
# Per-request and state-change chatter is useless here and large.
logger.request.name = kafka.request.logger
logger.request.level = warn
logger.controller.name = state.change.logger
logger.controller.level = warn
EOF
}

java_opts() {
  # G1 with a short pause target keeps request latency steady; the heap stays modest for laptops/CI.
  echo "$KAFKA_HEAP -Xms128m -XX:+UseG1GC -XX:MaxGCPauseMillis=20 -XX:+ExitOnOutOfMemoryError" \
    "-Djava.awt.headless=true -Dlog4j2.configurationFile=$KAFKA_DATA/log4j2.properties" \
    "-Dkafka.logs.dir=$KAFKA_DATA"
}

format_storage() {
  [ -f "$KAFKA_DATA/logs/meta.properties" ] && return 0
  # A cluster id is 16 random bytes in unpadded base64url; Kafka rejects one starting with '-'.
  local cluster_id
  while :; do
    cluster_id=$(head -c 16 /dev/urandom | base64 | tr '+/' '-_' | tr -d '=\n')
    [ "${cluster_id:0:1}" != "-" ] && break
  done
  log "formatting $KAFKA_DATA/logs (cluster $cluster_id)"
  # shellcheck disable=SC2046
  java $(java_opts) -cp "$KAFKA_HOME/libs/*" kafka.tools.StorageTool format --standalone \
    -t "$cluster_id" -c "$KAFKA_DATA/server.properties" >>"$KAFKA_DATA/kafka.out" 2>&1 ||
    die "storage format failed; see $KAFKA_DATA/kafka.out"
}

# --- commands -------------------------------------------------------------------------------------

start() {
  local pid
  if pid=$(running_pid); then
    log "already running (pid $pid)"
    echo "KAFKA_BROKERS=127.0.0.1:$KAFKA_PORT"
    echo "KAFKA_SASL_BROKERS=127.0.0.1:$KAFKA_SASL_PORT"
    return 0
  fi
  for port in "$KAFKA_PORT" "$KAFKA_CONTROLLER_PORT" "$KAFKA_SASL_PORT"; do
    port_in_use "$port" && die "port $port is taken by another process (not started by this script)"
  done
  command -v java >/dev/null || die "Java 17+ is needed"
  fetch_jars
  write_config
  format_storage

  log "starting Kafka $KAFKA_VERSION on 127.0.0.1:$KAFKA_PORT (logs: $KAFKA_DATA/server.log)"
  # setsid detaches the broker from this shell's process group so Ctrl-C or CI step teardown of the
  # caller does not kill it; 'stop' is the way to end it.
  # shellcheck disable=SC2046
  setsid java $(java_opts) $(cds_opts) -cp "$KAFKA_HOME/libs/*" kafka.Kafka "$KAFKA_DATA/server.properties" \
    >>"$KAFKA_DATA/kafka.out" 2>&1 </dev/null &
  pid=$!
  echo "$pid" >"$PID_FILE"

  local deadline=$((SECONDS + KAFKA_START_TIMEOUT))
  until metadata_ok "$KAFKA_PORT"; do
    if ! kill -0 "$pid" 2>/dev/null; then
      rm -f "$PID_FILE"
      tail -n 30 "$KAFKA_DATA/kafka.out" "$KAFKA_DATA/server.log" >&2 2>/dev/null || true
      die "broker exited during startup"
    fi
    if [ "$SECONDS" -ge "$deadline" ]; then
      tail -n 30 "$KAFKA_DATA/server.log" >&2 2>/dev/null || true
      die "broker did not answer a metadata request within ${KAFKA_START_TIMEOUT}s (pid $pid still running; 'scripts/kafka.sh stop' ends it)"
    fi
    sleep 0.2
  done
  log "ready (pid $pid)"
  echo "KAFKA_BROKERS=127.0.0.1:$KAFKA_PORT"
  echo "KAFKA_SASL_BROKERS=127.0.0.1:$KAFKA_SASL_PORT"
}

case "${1:-start}" in
  start) start ;;
  stop) stop ;;
  status) metadata_ok "$KAFKA_PORT" && log "up on 127.0.0.1:$KAFKA_PORT" || die "not answering on 127.0.0.1:$KAFKA_PORT" ;;
  *) die "usage: $0 [start|stop|status]" ;;
esac
