#!/usr/bin/env bash
# How fast `meallog import` reads a large CSV, and in how much memory: builds in release, generates
# (with python3) a CSV of about SIZE_MB megabytes of distinct meals, every tenth with a quoted name
# holding a comma and a doubled quote, and runs `meallog import --check` on it under
# /usr/bin/time -v. `--check` reads, parses and checks every row (options, dates, repeated meals,
# each row's request size) exactly as an import does, and sends nothing: sending is paced by
# Airtable's 5 requests/s (50 records/s, bench/meallog-import.sh), so a 50 MB file would take hours
# to send, while the reading is what memory depends on and what comes before the first batch.
# Prints MB/s (the file's size over the wall time) and the peak resident memory, reading the file,
# then reading it as a stream of unknown size (a process substitution).
# Target: >= 20 MB/s; memory not growing with the file (compare SIZE_MB=5 with SIZE_MB=50).
# Usage: bench/meallog-import-parse.sh [SIZE_MB=50]
set -euo pipefail
cd "$(dirname "$0")/.."

size_mb=${1:-50}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swift build -c release --product meallog >"$work/build.log" 2>&1 || { cat "$work/build.log" >&2; exit 1; }
bin="$(swift build -c release --show-bin-path)"

python3 - "$work/big.csv" $((size_mb * 1000 * 1000)) <<'PY'
import datetime, sys
types = "肉 デザート 麺 ドリア サイドメニュー ご飯 パスタ".split()
states = "空いてる 普通 空いてない".split()
today = datetime.date(2026, 12, 1)
dates = [str(today - datetime.timedelta(days=day)) for day in range(20000)]
limit, written, i = int(sys.argv[2]), 0, 0
with open(sys.argv[1], "w", encoding="utf-8") as out:
    out.write("type,name,week,status,store,date\n")
    while written < limit:
        # Every tenth name is quoted, with a comma and a doubled quote in it.
        name = f'"ステーキ, ""大盛り"" {i}"' if i % 10 == 0 else f"ベンチ定食{i}"
        line = f"{types[i % 7]},{name},,{states[i % 3]},渋谷店,{dates[i % 20000]}\n"
        out.write(line)
        written += len(line.encode())
        i += 1
PY
bytes=$(stat -c %s "$work/big.csv")
rows=$(($(wc -l <"$work/big.csv") - 1))

export AIRTABLE_ENDPOINT_URL=http://127.0.0.1:9 AIRTABLE_TOKEN=patUnused.bench MEALLOG_TODAY=2026-12-01 LANG=C
run() { # label, then the command's input argument
    local label=$1 input=$2
    local start end
    start=$(date +%s.%N)
    /usr/bin/time -v "$bin/meallog" import --check --json "$input" \
        >"$work/report.json" 2>"$work/time.log" || {
        status=$?
        [ $status -eq 1 ] || { echo "meallog failed ($status):" >&2; tail -5 "$work/time.log" >&2; exit 1; }
    }
    end=$(date +%s.%N)
    local rss valid
    rss=$(awk '/Maximum resident set size/ {print $NF}' "$work/time.log")
    valid=$(grep -o '"valid" : [0-9]*' "$work/report.json" | grep -o '[0-9]*$')
    awk -v label="$label" -v bytes="$bytes" -v start="$start" -v end="$end" -v rss="$rss" -v rows="$rows" \
        -v valid="$valid" 'BEGIN {
        wall = end - start
        printf "%-22s %d rows (%d valid) in %.2f s: %.1f MB/s, peak RSS %.1f MB\n", \
            label, rows, valid, wall, bytes / 1e6 / wall, rss / 1024
    }'
}
printf "CSV: %.1f MB, %d rows\n" "$(echo "$bytes / 1000000" | bc -l)" "$rows"
run "file" "$work/big.csv"
run "stream <(cat file)" <(cat "$work/big.csv")
