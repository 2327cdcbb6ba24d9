#!/usr/bin/env bash
# Transport benchmark (issue: "fast transport"). In one run, against the project's own server returning
# ~1 KB of JSON on loopback: wrk's ceiling (-c1, -c16), CurlTransport and URLSessionTransport (their
# `send` alone) sequentially and with 16 concurrent requests, end to end through `Client` with validation
# + JSON decoding, and libcurl alone driven from plain code (a reference: what libcurl itself costs);
# then cancellation latency, how long a new task waits for a cooperative-pool thread while each
# transport's requests run, and memory over 100,000 requests. Prints requests/s and each figure's ratio
# to the matching wrk ceiling.
#
# On a small VM single figures move by ±15 % from one minute to the next, so every figure is measured
# in ROUNDS rounds (default 3, the figures interleaved) and the summary shows medians; each ratio is
# taken within a round, against that round's ceiling.
#
# Usage: [ROUNDS=3] bench/transport.sh [seconds per figure=5] [memory requests=100000]
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/packages.sh
ensure_packages "${BUILD_PACKAGES[@]}" wrk curl

seconds=${1:-5}
memory_requests=${2:-100000}
rounds=${ROUNDS:-3}
port=${PORT:-18182}

echo "building release products…" >&2
swift build -c release --product http-server-bench >/dev/null
swift build -c release --product courier-bench >/dev/null
bin="$(swift build -c release --show-bin-path)"

LOG_LEVEL=warning "$bin/http-server-bench" "$port" 2 &
server=$!
trap 'kill -TERM $server 2>/dev/null; wait $server 2>/dev/null || true' EXIT
url="http://127.0.0.1:$port/json/writer"
for _ in $(seq 50); do curl -fs "$url" >/dev/null 2>&1 && break; sleep 0.1; done
bytes=$(curl -fs "$url" | wc -c)

wrk_rate() { wrk -t"$1" -c"$2" -d"${seconds}s" "$url" | awk '/Requests\/sec/ { printf "%.0f", $2 }'; }
# bench_rate TRANSPORT CONCURRENCY PIPELINE
bench_rate() { "$bin/courier-bench" rate "$url" "$1" "$2" "$seconds" "$3" | awk '{ print $2 }'; }
# The same 16 tasks with CurlTransport.taskExecutor as their executor, on one event loop (which then
# has all 16 connections): no thread switch between a task and its transfers.
loop_rate() { COURIER_BENCH_ON_LOOP=1 COURIER_BENCH_LOOPS=1 bench_rate "$@"; }
floor_rate() { "$bin/courier-bench" floor "$url" libcurl "$1" "$seconds" | awk '{ print $2 }'; }

# Each figure, measured once per round: its name, the ceiling it is divided by, and the command.
figures=(
    "c1|c1|wrk_rate 1 1"
    "c16|c16|wrk_rate 2 16"
    "curl1|c1|bench_rate curl 1 transport"
    "curl16|c16|bench_rate curl 16 transport"
    "loop16|c16|loop_rate curl 16 transport"
    "session1|c1|bench_rate urlsession 1 transport"
    "session16|c16|bench_rate urlsession 16 transport"
    "decode1|c1|bench_rate curl 1 decode"
    "decode16|c16|bench_rate curl 16 decode"
    "loopdecode16|c16|loop_rate curl 16 decode"
    "floor1|c1|floor_rate 1"
    "floor16|c16|floor_rate 16"
)
declare -A rates ratios
wrk -t1 -c16 -d1s "$url" >/dev/null  # warm-up
for round in $(seq "$rounds"); do
    echo "round $round of $rounds…" >&2
    declare -A now=()
    for figure in "${figures[@]}"; do
        IFS='|' read -r name ceiling command <<<"$figure"
        now[$name]=$($command)
        rates[$name]+="${now[$name]} "
        ratios[$name]+="$(awk -v a="${now[$name]}" -v b="${now[$ceiling]}" 'BEGIN { printf "%.3f", a / b }') "
    done
    unset now
done

sorted() { tr ' ' '\n' <<<"$1" | grep . | sort -g; }
median() { sorted "$1" | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
range() { sorted "$1" | awk 'NR == 1 { lo = $1 } { hi = $1 } END { printf "%.2f–%.2f", lo, hi }'; }
row() {
    local rate ratio
    rate=$(median "${rates[$2]}")
    ratio=$(awk -v r="$(median "${ratios[$2]}")" 'BEGIN { printf "%.2f", r }')
    printf "%-44s %10s %10s %12s   %s\n" "$1" "$rate" "$ratio" "$(range "${ratios[$2]}")" "${rates[$2]}"
}
echo
echo "GET $url ($bytes bytes of JSON), server: HTTPServer with 2 threads"
echo "$rounds rounds of ${seconds} s per figure. Each ratio is taken within its round (figure ÷ that round's"
echo "wrk ceiling); the table shows the medians, the range of the ratios, and each round's requests/s."
printf "%-44s %10s %10s %12s   %s\n" "" "requests/s" "÷ ceiling" "ratio range" "rounds"
row "wrk -c1 (sequential ceiling)" c1
row "wrk -c16 (concurrent ceiling)" c16
row "CurlTransport, sequential" curl1
row "CurlTransport, 16 concurrent" curl16
row "  - with the tasks on its taskExecutor" loop16
row "URLSessionTransport, sequential" session1
row "URLSessionTransport, 16 concurrent" session16
row "Client + decoding (curl), sequential" decode1
row "Client + decoding (curl), 16 concurrent" decode16
row "  - with the tasks on its taskExecutor" loopdecode16
row "libcurl alone (reference), sequential" floor1
row "libcurl alone (reference), 16 concurrent" floor16
times() { awk -v a="$(median "${rates[$1]}")" -v b="$(median "${rates[$2]}")" 'BEGIN { printf "%.2f", a / b }'; }
echo
echo "curl ÷ URLSession (medians): sequential $(times curl1 session1)×, 16 concurrent $(times curl16 session16)×"
echo "JSON decoding alone (JSONDecoder.courier(), into [Acronym], no I/O): $("$bin/courier-bench" decode "$url" curl 20000 | awk '{ print $2 }') µs per response"
echo
echo "cancellation (ms from cancel() to the task's end, request to a server that never answers, 50 tries):"
echo "  CurlTransport        $("$bin/courier-bench" cancel - curl 50 | cut -d' ' -f2-)"
echo "  URLSessionTransport  $("$bin/courier-bench" cancel - urlsession 50 | cut -d' ' -f2-)"
echo
echo "a new task's wait for a cooperative-pool thread while 16 requests run (ms, a probe every 2 ms, ${seconds} s):"
echo "  CurlTransport        $("$bin/courier-bench" hops "$url" curl 16 "$seconds" | cut -d' ' -f2-)"
echo "  URLSessionTransport  $("$bin/courier-bench" hops "$url" urlsession 16 "$seconds" | cut -d' ' -f2-)"
echo
echo "memory (resident KiB) over $memory_requests sequential decoded requests with CurlTransport:"
"$bin/courier-bench" memory "$url" curl "$memory_requests" | sed 's/^rss_kib after /  after /'
