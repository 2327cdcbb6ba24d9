#!/usr/bin/env bash
# The meal log's CSV import under Airtable's rate limit: builds in release, starts airtable-local
# (rate limits on: 5 requests/s per base), imports a generated CSV of ROWS distinct meals with
# `meallog -v import` (batches of 10), and prints the wall time, records/s against the ceiling the
# limit sets (5 requests/s × 10 records = 50 records/s) and the 429s seen on the wire.
# Target: ≥ 95 % of the ceiling, zero 429s.
# Usage: bench/meallog-import.sh [rows=1000]
set -euo pipefail
cd "$(dirname "$0")/.."
source bench/lib/serving.sh

rows=${1:-1000}
port=${PORT:-18281}
work=$(mktemp -d)
for product in meallog airtable-local; do
    swift build -c release --product "$product" >"$work/build.log" 2>&1 || { cat "$work/build.log" >&2; exit 1; }
done
bin="$(swift build -c release --show-bin-path)"
token="patMealLogBench.$(od -An -N16 -tx1 /dev/urandom | tr -d ' \n')"
"$bin/meallog" schema >"$work/meallog.base.json"
"$bin/airtable-local" --port "$port" --schema "$work/meallog.base.json" --data :memory: --token "$token" \
    >"$work/server.log" 2>&1 &
server_pid=$!
trap 'kill -TERM $server_pid 2>/dev/null; wait $server_pid 2>/dev/null || true; rm -rf "$work"' EXIT
wait_logged "$server_pid" "$work/server.log" "listening on" || exit 1

{
    echo "type,name,week,status,store,date"
    for i in $(seq 0 $((rows - 1))); do
        echo "肉,ベンチ定食$i,,空いてる,渋谷店,$(date -u -d "2026-12-01 - $i days" +%F)"
    done
} >"$work/bench.csv"

export AIRTABLE_ENDPOINT_URL="http://127.0.0.1:$port" AIRTABLE_TOKEN="$token" MEALLOG_TODAY=2026-12-01 LANG=C
start=$(date +%s.%N)
"$bin/meallog" -v import "$work/bench.csv" --json >"$work/report.json" 2>"$work/wire.log" ||
    { echo "the import failed:" >&2; tail -5 "$work/wire.log" >&2; exit 1; }
end=$(date +%s.%N)

writes=$(grep -c "PATCH .* → 200" "$work/wire.log" || true)
limited=$(grep -c "→ 429" "$work/wire.log" || true)
imported=$(grep -o '"imported" : [0-9]*' "$work/report.json" | grep -o '[0-9]*$')
awk -v rows="$rows" -v start="$start" -v end="$end" -v writes="$writes" -v limited="$limited" \
    -v imported="$imported" 'BEGIN {
    wall = end - start; rate = rows / wall; ceiling = 50
    printf "rows imported        %d (in %d write requests)\n", imported, writes
    printf "wall time            %.2f s (ceiling: %.2f s at %d records/s)\n", wall, rows / ceiling, ceiling
    printf "records/s            %.1f = %.1f %% of the ceiling (target >= 95 %%)\n", rate, 100 * rate / ceiling
    printf "429 responses        %d (target 0)\n", limited
}'
