#!/usr/bin/env bash
# Whether heavy formula listings starve cheap requests in airtable-local: the latency of a cheap GET
# (one record by id) with and without four heavy listings running at once, each a POST listRecords
# with a ~90 KB `LEN({Name} & 1&1&…)` filter over 1,000 records, sent again as soon as it is answered
# (each stops at the listing's 2 s budget with a 422, or finishes). Prints the GET's p50 and p99 in
# both cases and their ratio, and how the heavy listings were answered.
# Usage: bench/airtable-formula-load.sh [seconds=10] [records=1000] [heavy=4]
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-10}
records=${2:-1000}
heavy=${3:-4}
port=${PORT:-18291}
token="patBench000000000.$(od -An -tx1 -N32 /dev/urandom | tr -d ' \n')"
base=appFormulaLoad001

source scripts/lib/packages.sh
source bench/lib/serving.sh
ensure_packages "${BUILD_PACKAGES[@]}" wrk curl
swift build -c release --product airtable-local >/dev/null
binary="$(swift build -c release --show-bin-path)/airtable-local"

work="$(mktemp -d)"
server_pid=""
loader_pids=()
cleanup() {
    for pid in "${loader_pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    [ -n "$server_pid" ] && { kill -TERM "$server_pid" 2>/dev/null; wait "$server_pid" 2>/dev/null || true; }
    rm -rf "$work"
}
trap cleanup EXIT

cat >"$work/schema.json" <<EOF
{"id":"$base","name":"Formula load","tables":[
 {"id":"tblItems000000001","name":"Items","primaryFieldId":"fldName0000000001","fields":[
   {"id":"fldName0000000001","name":"Name","type":"singleLineText"},
   {"id":"fldValue000000001","name":"Value","type":"number","options":{"precision":0}}],
  "views":[{"id":"viwGrid000000001","name":"Grid view","type":"grid"}]}]}
EOF
"$binary" --port "$port" --schema "$work/schema.json" --data :memory: --token "$token" --no-rate-limit \
    >"$work/server.log" 2>&1 &
server_pid=$!
wait_serving "$server_pid" "http://127.0.0.1:$port/v0/meta/whoami" "$work/server.log" \
    -H "Authorization: Bearer $token"

# Records, ten per request.
for start in $(seq 0 10 $((records - 1))); do
    body=$(awk -v s="$start" -v n="$records" 'BEGIN {
        printf "{\"records\":["
        for (i = s; i < s + 10 && i < n; i++) printf "%s{\"fields\":{\"Name\":\"item %d\",\"Value\":%d}}", (i > s ? "," : ""), i, i
        printf "]}" }')
    curl -fsS -o /dev/null -X POST -H "Authorization: Bearer $token" -H "Content-Type: application/json" \
        --data "$body" "http://127.0.0.1:$port/v0/$base/Items"
done
record=$(curl -fsS -H "Authorization: Bearer $token" "http://127.0.0.1:$port/v0/$base/Items?pageSize=1" |
    sed -E 's/.*"id":"(rec[A-Za-z0-9]+)".*/\1/')
cheap="http://127.0.0.1:$port/v0/$base/Items/$record"

# The heavy request: 45,000 terms, ~90 KB (under the 100,000-character limit).
awk 'BEGIN { printf "{\"filterByFormula\":\"LEN({Name} & 1"; for (i = 1; i < 45000; i++) printf "&1"; printf ") < 0\"}" }' \
    >"$work/heavy.json"

# latency URL: "p50_ms p99_ms requests/s" of GETs on one connection for $seconds.
latency() {
    wrk -t1 -c1 -d"${seconds}s" --latency -H "Authorization: Bearer $token" "$1" |
        awk 'function ms(v) { if (v ~ /us$/) return v / 1000; if (v ~ /ms$/) return v + 0; if (v ~ /s$/) return v * 1000; return v }
             $1 == "50.000%" || $1 == "50%" { p50 = ms($2) } $1 == "99.000%" || $1 == "99%" { p99 = ms($2) }
             /Requests\/sec/ { rate = $2 } END { printf "%.3f %.3f %.0f", p50, p99, rate }'
}

wrk -t1 -c1 -d1s -H "Authorization: Bearer $token" "$cheap" >/dev/null  # warm up
read -r idle_p50 idle_p99 idle_rate <<<"$(latency "$cheap")"

# Four loops of heavy listings, each recording its answers' statuses and times.
for index in $(seq "$heavy"); do
    (
        while true; do
            curl -sS -o /dev/null -w '%{http_code} %{time_total}\n' -X POST -H "Authorization: Bearer $token" \
                -H "Content-Type: application/json" --data @"$work/heavy.json" \
                "http://127.0.0.1:$port/v0/$base/Items/listRecords" >>"$work/heavy-$index.log" || true
        done
    ) &
    loader_pids+=($!)
done
sleep 1
read -r load_p50 load_p99 load_rate <<<"$(latency "$cheap")"
for pid in "${loader_pids[@]}"; do kill "$pid" 2>/dev/null || true; done
wait "${loader_pids[@]}" 2>/dev/null || true
loader_pids=()

printf "%-44s %10s %10s %10s\n" "cheap GET of one record, 1 connection" "p50 ms" "p99 ms" "req/s"
printf "%-44s %10.3f %10.3f %10.0f\n" "idle" "$idle_p50" "$idle_p99" "$idle_rate"
printf "%-44s %10.3f %10.3f %10.0f\n" "with $heavy heavy formula listings running" "$load_p50" "$load_p99" "$load_rate"
printf "%-44s %10.2f %10.2f\n" "ratio (loaded / idle)" \
    "$(awk "BEGIN { print $load_p50 / $idle_p50 }")" "$(awk "BEGIN { print $load_p99 / $idle_p99 }")"
cat "$work"/heavy-*.log | awk '{ count[$1]++; total[$1] += $2 }
    END { for (s in count) printf "heavy listings answered %s: %d (mean %.2f s)\n", s, count[s], total[s] / count[s] }'
echo "($records records; ${seconds}s of GETs each way; the heavy listings ran during the second run)"
