#!/usr/bin/env bash
# Throughput of the HTTPServer module: builds the bench server in release, runs wrk against a static
# route and a JSON route (JSONWriter vs JSONEncoder), prints requests/s.
# Usage: bench/http-server.sh [seconds=10] [connections=64] [server threads=2] [wrk threads=2]
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-10}
connections=${2:-64}
server_threads=${3:-2}
wrk_threads=${4:-2}
port=${PORT:-18181}

command -v wrk >/dev/null || { echo "wrk is not installed (apt-get install wrk)" >&2; exit 1; }
swift build -c release --product http-server-bench >/dev/null
binary="$(swift build -c release --show-bin-path)/http-server-bench"

LOG_LEVEL=warning "$binary" "$port" "$server_threads" &
server_pid=$!
trap 'kill -TERM $server_pid 2>/dev/null; wait $server_pid 2>/dev/null || true' EXIT
for _ in $(seq 50); do
    curl -fs "http://127.0.0.1:$port/static" >/dev/null 2>&1 && break
    sleep 0.1
done

printf "%-14s %12s %10s\n" route "requests/s" "bytes"
for route in static json/writer json/encoder; do
    url="http://127.0.0.1:$port/$route"
    bytes=$(curl -fs "$url" | wc -c)
    wrk -t1 -c"$connections" -d1s "$url" >/dev/null  # warm-up
    rate=$(wrk -t"$wrk_threads" -c"$connections" -d"${seconds}s" "$url" | awk '/Requests\/sec/ { print $2 }')
    printf "%-14s %12s %10s\n" "$route" "$rate" "$bytes"
done
