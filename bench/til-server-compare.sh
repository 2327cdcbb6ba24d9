#!/usr/bin/env bash
# Compares til-server binaries side by side, in one run: each gets a fresh SQLite database with 20
# acronyms and its own port, and the rounds alternate between them, so a noisy minute on a 2-core
# machine hits every binary alike. For GET /hello, GET /api/acronyms/:id and GET /api/acronyms it
# prints, per binary, the medians of requests/s (wrk -t2 -c32), the ratios to /hello, and the
# server's own CPU time per request (from /proc; steadier than requests/s, which depends on how the
# kernel shares the cores between wrk and the server).
#
# Usage: [ROUNDS=5] [SECONDS_PER_ROUTE=3] bench/til-server-compare.sh BINARY [BINARY…]
# For example, the tree before a change against this one:
#   git worktree add /tmp/before HEAD~1 && (cd /tmp/before && swift build -c release --product til-server)
#   bench/til-server-compare.sh /tmp/before/.build/release/til-server .build/release/til-server
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/packages.sh
source bench/lib/til-seed.sh
ensure_packages wrk curl python3
[ $# -ge 1 ] || { echo "usage: bench/til-server-compare.sh BINARY [BINARY…]" >&2; exit 2; }

rounds=${ROUNDS:-5}
seconds=${SECONDS_PER_ROUTE:-3}
binaries=("$@")
work="$(mktemp -d)"
pids=()
trap 'kill "${pids[@]}" 2>/dev/null || true; wait 2>/dev/null || true; rm -rf "$work"' EXIT

for i in "${!binaries[@]}"; do
    mkdir -p "$work/$i"
    LOG_LEVEL=warning TIL_BCRYPT_COST=4 "${binaries[$i]}" --port 0 --database "$work/$i/til.sqlite" \
        >"$work/$i/out" 2>&1 &
    pids+=($!)
done
ports=()
ids=()
for i in "${!binaries[@]}"; do
    port=""
    for _ in $(seq 200); do
        port=$(sed -n 's/.*listening on http:\/\/[^:]*:\([0-9]*\).*/\1/p' "$work/$i/out" | head -n 1)
        [ -n "$port" ] && break
        sleep 0.1
    done
    [ -n "$port" ] || { echo "${binaries[$i]} did not start:" >&2; cat "$work/$i/out" >&2; exit 1; }
    ports+=("$port")
    base="http://127.0.0.1:$port"
    seed_acronyms "$base"
    ids+=("$FIRST_ID")
    wrk -t1 -c32 -d1s "$base/hello" >/dev/null  # warm-up
done

# One route of one binary: "requests/s:server CPU µs per request".
measure() {
    local pid=$1 url=$2 before after out
    before=$(awk '{ print $14 + $15 }' "/proc/$pid/stat")
    out=$(wrk -t2 -c32 -d"${seconds}s" "$url")
    after=$(awk '{ print $14 + $15 }' "/proc/$pid/stat")
    awk -v out="$out" -v before="$before" -v after="$after" -v hz="$(getconf CLK_TCK)" 'BEGIN {
        n = split(out, lines, "\n")
        for (i = 1; i <= n; i++) {
            split(lines[i], f, " ")
            if (lines[i] ~ /requests in/) requests = f[1]
            if (lines[i] ~ /Requests\/sec/) rate = f[2]
        }
        printf "%.0f:%.1f", rate, (after - before) / hz * 1e6 / requests
    }'
}

results="$work/results"
for _ in $(seq "$rounds"); do
    for i in "${!binaries[@]}"; do
        base="http://127.0.0.1:${ports[$i]}"
        echo "$i $(measure "${pids[$i]}" "$base/hello") $(measure "${pids[$i]}" "$base/api/acronyms/${ids[$i]}") $(measure "${pids[$i]}" "$base/api/acronyms")" >>"$results"
    done
done

echo "til-server side by side: $rounds alternating rounds of ${seconds} s per route, wrk -t2 -c32, SQLite, 20 acronyms"
python3 - "$results" "${binaries[@]}" <<'PY'
import statistics, sys
rows = {}
for line in open(sys.argv[1]):
    index, *routes = line.split()
    rows.setdefault(int(index), []).append([tuple(map(float, r.split(":"))) for r in routes])
print(f"{'binary':<40} {'static':>8} {'by id':>8} {'list':>8} {'id/static':>10} {'list/static':>12}   CPU µs/request static, by id, list")
for index, binary in enumerate(sys.argv[2:]):
    rounds = rows[index]
    rate = [statistics.median(r[k][0] for r in rounds) for k in range(3)]
    cpu = [statistics.median(r[k][1] for r in rounds) for k in range(3)]
    ratios = " ".join(f"{r[1][0] / r[0][0]:.2f}" for r in rounds)
    print(f"{binary[-40:]:<40} {rate[0]:>8.0f} {rate[1]:>8.0f} {rate[2]:>8.0f} {rate[1] / rate[0]:>10.2f} "
          f"{rate[2] / rate[0]:>12.2f}   {cpu[0]:.1f}, {cpu[1]:.1f}, {cpu[2]:.1f}")
    print(f"{'':<40} by id ÷ static per round: {ratios}")
print(f"machine load (1, 5, 15 min): {' '.join(open('/proc/loadavg').read().split()[:3])}")
PY
