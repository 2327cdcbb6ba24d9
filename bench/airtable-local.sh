#!/usr/bin/env bash
# Throughput of airtable-local: walks of 10,000 records in pages of 100 (each connection follows the
# offsets, so every walk starts with a first page), without and with a filterByFormula that keeps every
# record, against the same pages served as static bytes by HTTPServer (the ceiling), as a ratio; then
# batch creates of 10 records into the SQLite file. Prints records/s. The three listings run in
# interleaved rounds (static, plain, formula, then again), and the medians of the rates and of the
# per-round ratios are printed, so load from other processes hits all of them alike.
#
# BASELINE=path/to/an/older/airtable-local-bench compares this build with that one in the same run:
# it serves the same records, its listings join each round right after this build's, and the medians
# of this build's per-round rates divided by the baseline's are printed too (with their range). Batch
# creates then alternate between the two in rounds of their own. The baseline is any earlier build of
# bench/AirtableLocalBench (it takes the same arguments).
# Usage: [BASELINE=binary] bench/airtable-local.sh [seconds=5] [connections=2] [records=10000] [rounds=5]
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-5}
connections=${2:-2}
records=${3:-10000}
rounds=${4:-5}
port=${PORT:-18281}
token="patBench000000000.$(od -An -tx1 -N32 /dev/urandom | tr -d ' \n')"

source scripts/lib/packages.sh
source bench/lib/serving.sh
ensure_packages "${BUILD_PACKAGES[@]}" wrk
swift build -c release --product airtable-local-bench >/dev/null
binary="$(swift build -c release --show-bin-path)/airtable-local-bench"

baseline=${BASELINE:-}
if [ -n "$baseline" ] && [ ! -x "$baseline" ]; then
    echo "BASELINE must be an executable airtable-local-bench: $baseline" >&2
    exit 2
fi
base_port=$((port + 10))

outs=() pids=()
trap 'kill -TERM "${pids[@]}" 2>/dev/null; wait "${pids[@]}" 2>/dev/null || true; rm -f "${outs[@]}"' EXIT
# start BINARY PORT: serves the records on PORT (and the static pages on PORT + 1) once it is ready.
start() {
    local out
    out="$(mktemp)"
    outs+=("$out")
    "$1" "$2" "$records" "$token" >"$out" 2>&1 &
    pids+=($!)
    wait_logged "${pids[-1]}" "$out" "^ready" || exit 1
}
start "$binary" "$port"
if [ -n "$baseline" ]; then start "$baseline" "$base_port"; fi

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
base_plain=() base_formula=()
for round in $(seq "$rounds"); do
    s=$(walk $((port + 1)) "$list")
    p=$(walk "$port" "$list")
    [ -z "$baseline" ] || bp=$(walk "$base_port" "$list")
    f=$(walk "$port" "$formula")
    [ -z "$baseline" ] || bf=$(walk "$base_port" "$formula")
    static_rates+=("$s") plain_rates+=("$p") formula_rates+=("$f")
    plain_ratios+=("$(awk "BEGIN { print $p / $s }")") formula_ratios+=("$(awk "BEGIN { print $f / $s }")")
    if [ -n "$baseline" ]; then
        base_plain+=("$(awk "BEGIN { print $p / $bp }")") base_formula+=("$(awk "BEGIN { print $f / $bf }")")
        echo "round $round: static $s, airtable-local $p (baseline $bp), with formula $f (baseline $bf) records/s" >&2
    else
        echo "round $round: static $s, airtable-local $p, with formula $f records/s" >&2
    fi
done
med() { printf "%s\n" "$@" | median; }
range() { printf "%s\n" "$@" | sort -g | awk 'NR == 1 { lo = $1 } { hi = $1 } END { printf "%.2f–%.2f", lo, hi }'; }

printf "%-34s %14s %10s\n" "listing $records records, pages of 100" "records/s" "of static"
printf "%-34s %14.0f %10s\n" "static JSON (HTTPServer)" "$(med "${static_rates[@]}")" "1.00"
printf "%-34s %14.0f %10.2f\n" "airtable-local" "$(med "${plain_rates[@]}")" "$(med "${plain_ratios[@]}")"
printf "%-34s %14.0f %10.2f\n" "airtable-local + filterByFormula" "$(med "${formula_rates[@]}")" "$(med "${formula_ratios[@]}")"
echo "(medians of $rounds interleaved rounds of ${seconds}s, $connections connections each walking the pages)"

if [ -n "$baseline" ]; then
    printf "%-34s %14.2f %10s\n" "this build ÷ baseline, listing" "$(med "${base_plain[@]}")" "($(range "${base_plain[@]}"))"
    printf "%-34s %14.2f %10s\n" "this build ÷ baseline, formula" "$(med "${base_formula[@]}")" "($(range "${base_formula[@]}"))"
    echo "(medians of the rounds' own ratios; range in brackets)"
fi

# batch PORT: records/s of batch creates of 10.
batch() {
    BATCH_PATH="/v0/appBench000000001/Items" TOKEN="$token" wrk -t1 -c"$connections" -d"${seconds}s" \
        -s bench/airtable-local-batch.lua "http://127.0.0.1:$1" | awk '/Requests\/sec/ { printf "%.0f", $2 * 10 }'
}
if [ -z "$baseline" ]; then
    printf "%-34s %14s\n" "batch creates of 10 (SQLite file)" "$(batch "$port")"
else
    # Each file grows as it takes records, which slows its creates: the two alternate, so they grow alike.
    ours=() theirs=()
    for round in $(seq "$rounds"); do
        ours+=("$(batch "$port")") theirs+=("$(batch "$base_port")")
        echo "batch round $round: this build ${ours[-1]}, baseline ${theirs[-1]} records/s" >&2
    done
    printf "%-34s %14s %10s\n" "batch creates of 10 (SQLite file)" "$(med "${ours[@]}")" "baseline $(med "${theirs[@]}")"
fi
