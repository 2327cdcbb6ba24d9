#!/usr/bin/env bash
# TIL server benchmark. In one run, with 20 acronyms in a fresh SQLite database: wrk against the static
# route GET /hello (our ceiling), GET /api/acronyms, GET /api/acronyms/:id and POST /api/acronyms with a
# token. Prints requests/s, p50/p99 latency and the server's peak resident memory. (How it compares
# with the book's Vapor server was measured side by side in one run: the README gives the figures.)
#
# The GET routes run in ROUNDS alternating rounds (default 5). The ratios to the static ceiling are
# taken within each round (static, list and by id ran back to back, so a slower minute on a shared
# 2-core machine slows all three) and summarised by their median, with the range; the requests/s
# summary uses each route's median.
#
# wrk shares the two cores with the server, and the kernel lets a woken wrk thread preempt a server
# thread, which costs the heavier routes more than the static one (more preemptions per request on a
# busier server). CLIENT_POLICY=batch runs wrk as SCHED_BATCH, which never preempts on waking: closer
# to a client on another machine. The default leaves wrk as an ordinary process.
#
# Usage: [ROUNDS=5] [CLIENT_POLICY=batch] bench/til-server.sh [seconds per route and round=10] [connections=32] [wrk threads=2]
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/packages.sh
source bench/lib/til-seed.sh
source bench/lib/serving.sh
ensure_packages "${BUILD_PACKAGES[@]}" wrk curl python3

seconds=${1:-10}
connections=${2:-32}
threads=${3:-2}
rounds=${ROUNDS:-5}
case "${CLIENT_POLICY:-}" in
    "") client=() ;;
    batch) client=(chrt --batch 0) ;;
    *) echo "CLIENT_POLICY must be empty or 'batch'" >&2; exit 2 ;;
esac
port=${PORT:-18184}
work="$(mktemp -d)"

echo "building til-server in release…" >&2
swift build -c release --product til-server >/dev/null
bin="$(swift build -c release --show-bin-path)"

LOG_LEVEL=warning "$bin/til-server" --port "$port" --database "$work/til.sqlite" >"$work/server.log" 2>&1 &
server=$!
trap 'kill -TERM $server 2>/dev/null; wait $server 2>/dev/null || true; rm -rf "$work"' EXIT
base="http://127.0.0.1:$port"
wait_serving "$server" "$base/hello" "$work/server.log"

seed_acronyms "$base"
id=$FIRST_ID

# wrk prints the 50% and 99% latency lines with --latency; keep them in milliseconds.
declare -A rates
run() {
    local name=$1; shift
    local out
    out=$("${client[@]}" wrk -t"$threads" -c"$connections" -d"${seconds}s" --latency "$@")
    local rate p50 p99
    rate=$(awk '/Requests\/sec/ { printf "%.0f", $2 }' <<<"$out")
    p50=$(awk '$1 == "50%" { print $2 }' <<<"$out")
    p99=$(awk '$1 == "99%" { print $2 }' <<<"$out")
    printf "%-28s %12s %10s %10s\n" "$name" "$rate" "$p50" "$p99"
    rates[$name]="${rates[$name]:-} $rate"
}
last() { awk '{ print $NF }' <<<"${rates[$1]}"; }
round_ratio() { awk -v a="$(last "$1")" -v b="$(last static)" 'BEGIN { printf "%.3f", a / b }'; }
median() { tr ' ' '\n' <<<"${rates[$1]}" | grep . | sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

wrk -t1 -c"$connections" -d1s "$base/hello" >/dev/null  # warm-up
echo
echo "til-server (release, SQLite, 20 acronyms): wrk -t$threads -c$connections${CLIENT_POLICY:+ as SCHED_BATCH}, ${seconds} s per route and round"
printf "%-28s %12s %10s %10s\n" "route" "requests/s" "p50" "p99"
for round in $(seq "$rounds"); do
    run "static" "$base/hello"
    run "list" "$base/api/acronyms"
    run "byid" "$base/api/acronyms/$id"
    rates[list_ratio]="${rates[list_ratio]:-} $(round_ratio list)"
    rates[byid_ratio]="${rates[byid_ratio]:-} $(round_ratio byid)"
done
run "post" -s bench/wrk/post-acronym.lua "$base/api/acronyms"
rate_static=$(median static)
rate_list=$(median list)
rate_byid=$(median byid)
rate_post=$(median post)
echo
echo "medians over $rounds rounds: static $rate_static, list $rate_list, by id $rate_byid; post $rate_post"
peak=$(awk '/VmHWM/ { print $2 " " $3 }' "/proc/$server/status")
echo
echo "peak resident memory of til-server: $peak"
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", a / b }'; }
# The median of the rounds' ratios, then the rounds' range.
summary() {
    local values
    values=$(tr ' ' '\n' <<<"${rates[$1]}" | grep . | sort -n)
    printf "%.0f %% (rounds %.0f–%.0f %%)" "$(awk '{ v[NR] = $1 } END { print 100 * v[int((NR + 1) / 2)] }' <<<"$values")" \
        "$(head -1 <<<"$values" | awk '{ print 100 * $1 }')" "$(tail -1 <<<"$values" | awk '{ print 100 * $1 }')"
}
echo "list route ÷ our static ceiling: $(summary list_ratio)"
echo "by-id route ÷ our static ceiling: $(summary byid_ratio)"
echo "machine load (1, 5, 15 min): $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores"
acronyms=$(curl -fs "$base/api/acronyms" | json_field '.__len__()')
echo "acronyms in the database afterwards: $acronyms"
