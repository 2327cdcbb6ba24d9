#!/usr/bin/env bash
# Transport benchmark (issue: "fast transport"). In one run, against the project's own server returning
# ~1 KB of JSON on loopback: wrk's ceiling (-c1, -c16), CurlTransport and URLSessionTransport sequentially
# and with 16 concurrent requests, end to end with validation + JSON decoding, and libcurl alone driven
# from plain code (a reference: what libcurl itself costs); then memory over 100,000 requests. Prints
# requests/s and each figure's ratio to the matching wrk ceiling.
#
# Usage: bench/transport.sh [seconds per figure=5] [memory requests=100000]
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/packages.sh
ensure_packages "${BUILD_PACKAGES[@]}" wrk curl

seconds=${1:-5}
memory_requests=${2:-100000}
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
bench_rate() { "$bin/courier-bench" rate "$url" "$@" "$seconds" | awk '{ print $2 }'; }

wrk -t1 -c16 -d1s "$url" >/dev/null  # warm-up
c1=$(wrk_rate 1 1)
c16=$(wrk_rate 2 16)
curl1=$(bench_rate curl 1)
curl16=$(bench_rate curl 16)
session1=$(bench_rate urlsession 1)
session16=$(bench_rate urlsession 16)
decode1=$(bench_rate curl 1 decode)
decode16=$(bench_rate curl 16 decode)
# The same 16 tasks with CurlTransport.taskExecutor as their executor, on one event loop (which then
# has all 16 connections): no thread switch between a task and its transfers.
loop16=$(COURIER_BENCH_ON_LOOP=1 COURIER_BENCH_LOOPS=1 bench_rate curl 16)
loopdecode16=$(COURIER_BENCH_ON_LOOP=1 COURIER_BENCH_LOOPS=1 bench_rate curl 16 decode)
floor1=$("$bin/courier-bench" floor "$url" libcurl 1 "$seconds" | awk '{ print $2 }')
floor16=$("$bin/courier-bench" floor "$url" libcurl 16 "$seconds" | awk '{ print $2 }')

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
echo
echo "GET $url ($bytes bytes of JSON), ${seconds} s per figure, server: HTTPServer with 2 threads"
printf "%-40s %12s %12s\n" "" "requests/s" "÷ ceiling"
printf "%-40s %12s %12s\n" "wrk -c1 (sequential ceiling)" "$c1" "1.00"
printf "%-40s %12s %12s\n" "wrk -c16 (concurrent ceiling)" "$c16" "1.00"
printf "%-40s %12s %12s\n" "CurlTransport, sequential" "$curl1" "$(ratio "$curl1" "$c1")"
printf "%-40s %12s %12s\n" "CurlTransport, 16 concurrent" "$curl16" "$(ratio "$curl16" "$c16")"
printf "%-40s %12s %12s\n" "  … tasks on its taskExecutor" "$loop16" "$(ratio "$loop16" "$c16")"
printf "%-40s %12s %12s\n" "URLSessionTransport, sequential" "$session1" "$(ratio "$session1" "$c1")"
printf "%-40s %12s %12s\n" "URLSessionTransport, 16 concurrent" "$session16" "$(ratio "$session16" "$c16")"
printf "%-40s %12s %12s\n" "Client + decoding (curl), sequential" "$decode1" "$(ratio "$decode1" "$c1")"
printf "%-40s %12s %12s\n" "Client + decoding (curl), 16 concurrent" "$decode16" "$(ratio "$decode16" "$c16")"
printf "%-40s %12s %12s\n" "  … tasks on its taskExecutor" "$loopdecode16" "$(ratio "$loopdecode16" "$c16")"
printf "%-40s %12s %12s\n" "libcurl alone (reference), sequential" "$floor1" "$(ratio "$floor1" "$c1")"
printf "%-40s %12s %12s\n" "libcurl alone (reference), 16 concurrent" "$floor16" "$(ratio "$floor16" "$c16")"
echo
echo "curl ÷ URLSession: sequential $(ratio "$curl1" "$session1")×, 16 concurrent $(ratio "$curl16" "$session16")×"
echo
echo "cancellation (ms from cancel() to the task's end, request to a server that never answers, 50 tries):"
echo "  CurlTransport        $("$bin/courier-bench" cancel - curl 50 | cut -d' ' -f2-)"
echo "  URLSessionTransport  $("$bin/courier-bench" cancel - urlsession 50 | cut -d' ' -f2-)"
echo
echo "memory (resident KiB) over $memory_requests sequential decoded requests with CurlTransport:"
"$bin/courier-bench" memory "$url" curl "$memory_requests" | sed 's/^rss_kib after /  after /'
