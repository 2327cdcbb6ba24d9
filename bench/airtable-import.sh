#!/usr/bin/env bash
# Imports RECORDS records (default 1,000) into airtable-local with its real rate limits on (5 requests/s
# per base, 50 per token), first with the Swift client (`Airtable`), then with pyairtable's batch_create,
# each into a fresh server. Prints wall time, records/s as a share of the ceiling the limit sets
# (10 records per request × 5 requests/s = 50 records/s), and the number of 429 answers.
# Usage: bench/airtable-import.sh [records=1000] [rounds=1]
set -euo pipefail
cd "$(dirname "$0")/.."

records=${1:-1000}
rounds=${2:-1}
port=${PORT:-18381}
token="patImport00000000.$(od -An -tx1 -N32 /dev/urandom | tr -d ' \n')"
base=appImportBench001
ceiling=50

source scripts/lib/packages.sh
ensure_packages "${BUILD_PACKAGES[@]}" python3-venv
source scripts/lib/python.sh
source bench/lib/serving.sh
ensure_pyairtable
swift build -c release --product airtable-local >/dev/null
swift build -c release --product airtable-import-bench >/dev/null
bin="$(swift build -c release --show-bin-path)"

work="$(mktemp -d)"
server_pid=""
stop_server() {
    if [ -n "$server_pid" ]; then
        kill -TERM "$server_pid" 2>/dev/null || true
        wait "$server_pid" 2>/dev/null || true
        server_pid=""
    fi
}
trap 'stop_server; rm -rf "$work"' EXIT
cat >"$work/schema.json" <<JSON
{"id": "$base", "name": "Import benchmark", "tables": [{"id": "tblImportBench001", "name": "Import",
 "primaryFieldId": "fldImportName0001", "fields": [
  {"id": "fldImportName0001", "name": "Name", "type": "singleLineText"},
  {"id": "fldImportCalorie1", "name": "Calories", "type": "number", "options": {"precision": 0}},
  {"id": "fldImportNotes001", "name": "Notes", "type": "multilineText"}],
 "views": [{"id": "viwImportGrid0001", "name": "Grid view", "type": "grid"}]}]}
JSON

# start_server: a fresh airtable-local (in memory, rate limits on) on $port.
start_server() {
    AIRTABLE_LOCAL_TOKEN="$token" "$bin/airtable-local" --port "$port" --schema "$work/schema.json" \
        --data :memory: >"$work/server.log" 2>&1 &
    server_pid=$!
    wait_logged "$server_pid" "$work/server.log" "listening" || exit 1
}

# report NAME LINE: one table row from `records=… seconds=… requests=… status429=…`.
report() {
    local name=$1 line=$2
    local seconds rate share n429 requests
    seconds=$(sed -n 's/.*seconds=\([0-9.]*\).*/\1/p' <<<"$line")
    requests=$(sed -n 's/.*requests=\([0-9]*\).*/\1/p' <<<"$line")
    n429=$(sed -n 's/.*status429=\([0-9]*\).*/\1/p' <<<"$line")
    rate=$(awk "BEGIN { printf \"%.1f\", $records / $seconds }")
    share=$(awk "BEGIN { printf \"%.1f %%\", 100 * $records / $seconds / $ceiling }")
    printf "%-34s %9s %11s %13s %9s %6s   %s\n" "$name" "$seconds" "$rate" "$share" "$requests" "$n429" \
        "$(sed -n 's/.*records=\([^ ]*\).*/\1/p' <<<"$line")"
}

export AIRTABLE_ENDPOINT_URL="http://127.0.0.1:$port" AIRTABLE_TOKEN="$token"
echo "importing $records records into airtable-local (rate limits on); ceiling $ceiling records/s"
printf "%-34s %9s %11s %13s %9s %6s   %s\n" "client" "seconds" "records/s" "of ceiling" "requests" "429s" "created"
for round in $(seq "$rounds"); do
    start_server
    report "Swift Airtable client (round $round)" "$("$bin/airtable-import-bench" "$base" Import "$records")"
    stop_server
    start_server
    report "pyairtable batch_create (round $round)" "$("$COURIER_TEST_PYTHON" bench/airtable-import.py "$base" Import "$records")"
    stop_server
done
