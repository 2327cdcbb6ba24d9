#!/usr/bin/env bash
# The HTTP server under abuse (issue 15). Starts til-server (release, SQLite) and, for each scenario,
# runs the attackers of bench/abuse/attackers.py from their own loopback addresses while wrk measures
# well-behaved clients on GET /hello from 127.0.0.1 (p50/p99, requests/s). The first line is the
# same measurement with no attacker, the baseline of this run.
#
# Scenarios: slowloris (1,100 connections from one address, a header line every 10 s), login flood
# (8 loops of bad logins), oversized chunked bodies (20 MB over a 1 MB limit), pre-auth uploads (200
# connections sending 1 MB each without a token, with the server's peak resident memory), and a
# rolling restart of two instances behind nginx (installed from Debian) on one PostgreSQL, with 32
# writers, counting failed requests.
#
# Usage: bench/abuse.sh [seconds per scenario=20]
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/packages.sh
source bench/lib/serving.sh
ensure_packages "${BUILD_PACKAGES[@]}" wrk curl python3 nginx-light

seconds=${1:-20}
port=${PORT:-18190}
work="$(mktemp -d)"
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
    wait 2>/dev/null || true
    [ -f "$work/nginx.pid" ] && kill -QUIT "$(cat "$work/nginx.pid")" 2>/dev/null || true
    [ -n "${PG_DIR:-}" ] && scripts/postgres-test-server stop "$PG_DIR" >/dev/null 2>&1 || true
    rm -rf "$work"
}
trap cleanup EXIT

echo "building til-server in release…" >&2
swift build -c release --product til-server >/dev/null
bin="$(swift build -c release --show-bin-path)"
echo "machine load before: $(cut -d' ' -f1-3 /proc/loadavg) (2 cores, shared with other builds)"

# Well-behaved clients: wrk with 4 connections on /hello for the scenario's length.
measure() {
    local name=$1 url=$2 out
    out=$(wrk -t1 -c4 -d"${seconds}s" --latency "$url/hello")
    printf "%-34s %10s %10s %12s\n" "$name" "$(awk '$1 == "50%" { print $2 }' <<<"$out")" \
        "$(awk '$1 == "99%" { print $2 }' <<<"$out")" "$(awk '/Requests\/sec/ { printf "%.0f", $2 }' <<<"$out")"
}

LOG_LEVEL=warning TIL_BCRYPT_COST=12 "$bin/til-server" --port "$port" --database "$work/til.sqlite" \
    >"$work/server.log" 2>&1 &
server=$!
pids+=("$server")
base="http://127.0.0.1:$port"
wait_serving "$server" "$base/hello" "$work/server.log"

echo
echo "well-behaved clients during each scenario: wrk -t1 -c4 GET /hello, ${seconds} s"
printf "%-34s %10s %10s %12s\n" "scenario" "p50" "p99" "requests/s"
TOKEN=$(curl -fs -u admin:password -X POST "$base/api/users/login" \
    | python3 -c 'import json, sys; print(json.load(sys.stdin)["value"])')
export TOKEN
measure "no attack (baseline)" "$base"
for scenario in slowloris login chunked preauth; do
    python3 bench/abuse/attackers.py "$scenario" "$port" "$((seconds + 5))" >"$work/attack.txt" &
    attacker=$!
    sleep 3  # let the attack build up
    measure "$scenario" "$base"
    wait "$attacker" || true
    cat "$work/attack.txt"
done
echo "peak resident memory of til-server: $(awk '/VmHWM/ { print $2 " " $3 }' "/proc/$server/status")"
kill -TERM "$server"; wait "$server" || true

bench/abuse/rolling-restart.sh "$bin" "$seconds" "$work"
echo "machine load after: $(cut -d' ' -f1-3 /proc/loadavg)"
