#!/usr/bin/env bash
# Throughput of airtable-local: walks of 10,000 records in pages of 100 (each connection follows the
# offsets, so every walk starts with a first page), without and with a filterByFormula that keeps every
# record, against the same pages served as static bytes by HTTPServer (the ceiling), as a ratio; then
# batch creates of 10 records into the SQLite file. Prints records/s. The three listings run in
# interleaved rounds (static, plain, formula, then again), and the medians of the rates and of the
# per-round ratios are printed, so load from other processes hits all of them alike.
# Usage: bench/airtable-local.sh [seconds=5] [connections=2] [records=10000] [rounds=5]
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-5}
connections=${2:-2}
records=${3:-10000}
rounds=${4:-5}
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
median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
static_rates=() plain_rates=() formula_rates=() plain_ratios=() formula_ratios=()
for round in $(seq "$rounds"); do
    s=$(walk $((port + 1)) "$list")
    p=$(walk "$port" "$list")
    f=$(walk "$port" "$formula")
    static_rates+=("$s") plain_rates+=("$p") formula_rates+=("$f")
    plain_ratios+=("$(awk "BEGIN { print $p / $s }")") formula_ratios+=("$(awk "BEGIN { print $f / $s }")")
    echo "round $round: static $s, airtable-local $p, with formula $f records/s" >&2
done
med() { printf "%s\n" "$@" | median; }

printf "%-34s %14s %10s\n" "listing $records records, pages of 100" "records/s" "of static"
printf "%-34s %14.0f %10s\n" "static JSON (HTTPServer)" "$(med "${static_rates[@]}")" "1.00"
printf "%-34s %14.0f %10.2f\n" "airtable-local" "$(med "${plain_rates[@]}")" "$(med "${plain_ratios[@]}")"
printf "%-34s %14.0f %10.2f\n" "airtable-local + filterByFormula" "$(med "${formula_rates[@]}")" "$(med "${formula_ratios[@]}")"
echo "(medians of $rounds interleaved rounds of ${seconds}s, $connections connections each walking the pages)"

batch_rate=$(BATCH_PATH="/v0/appBench000000001/Items" TOKEN="$token" wrk -t1 -c"$connections" -d"${seconds}s" \
    -s bench/airtable-local-batch.lua "http://127.0.0.1:$port" | awk '/Requests\/sec/ { printf "%.0f", $2 * 10 }')
printf "%-34s %14s\n" "batch creates of 10 (SQLite file)" "$batch_rate"
