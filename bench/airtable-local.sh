#!/usr/bin/env bash
# Throughput of airtable-local: walks of 10,000 records in pages of 100 (each connection follows the
# offsets, so every walk starts with a first page), without and with a filterByFormula that keeps every
# record, against the same pages served as static bytes by HTTPServer (the ceiling), as a ratio; then
# batch creates of 10 records into the SQLite file. Prints records/s.
# Usage: bench/airtable-local.sh [seconds=10] [connections=2] [records=10000]
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-10}
connections=${2:-2}
records=${3:-10000}
port=${PORT:-18281}
token="patBench000000000.$(od -An -tx1 -N32 /dev/urandom | tr -d ' \n')"

source scripts/lib/packages.sh
ensure_packages "${BUILD_PACKAGES[@]}" wrk
swift build -c release --product airtable-local-bench >/dev/null
binary="$(swift build -c release --show-bin-path)/airtable-local-bench"

out="$(mktemp)"
"$binary" "$port" "$records" "$token" >"$out" 2>&1 &
server_pid=$!
trap 'kill -TERM $server_pid 2>/dev/null; wait $server_pid 2>/dev/null || true; rm -f "$out"' EXIT
for _ in $(seq 600); do
    grep -q "^ready" "$out" && break
    kill -0 "$server_pid" 2>/dev/null || { cat "$out" >&2; exit 1; }
    sleep 0.1
done

# walk PORT PATH: records/s of page walks (each page holds 100 records).
walk() {
    PAGE_PATH="$2" TOKEN="$token" wrk -t1 -c1 -d1s -s bench/airtable-local-walk.lua "http://127.0.0.1:$1" >/dev/null
    PAGE_PATH="$2" TOKEN="$token" wrk -t"$connections" -c"$connections" -d"${seconds}s" \
        -s bench/airtable-local-walk.lua "http://127.0.0.1:$1" | awk '/Requests\/sec/ { printf "%.0f", $2 * 100 }'
}
list="/v0/appBench000000001/Items?pageSize=100"
formula="$list&filterByFormula=%7BValue%7D%3E%3D0"
static_rate=$(walk $((port + 1)) "$list")
plain_rate=$(walk "$port" "$list")
formula_rate=$(walk "$port" "$formula")

printf "%-34s %14s %10s\n" "listing $records records, pages of 100" "records/s" "of static"
printf "%-34s %14s %10s\n" "static JSON (HTTPServer)" "$static_rate" "1.00"
printf "%-34s %14s %10s\n" "airtable-local" "$plain_rate" "$(awk "BEGIN { printf \"%.2f\", $plain_rate / $static_rate }")"
printf "%-34s %14s %10s\n" "airtable-local + filterByFormula" "$formula_rate" "$(awk "BEGIN { printf \"%.2f\", $formula_rate / $static_rate }")"

batch_rate=$(BATCH_PATH="/v0/appBench000000001/Items" TOKEN="$token" wrk -t1 -c"$connections" -d"${seconds}s" \
    -s bench/airtable-local-batch.lua "http://127.0.0.1:$port" | awk '/Requests\/sec/ { printf "%.0f", $2 * 10 }')
printf "%-34s %14s\n" "batch creates of 10 (SQLite file)" "$batch_rate"
