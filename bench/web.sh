#!/usr/bin/env bash
# courier-web against the backend calls its pages make, side by side in one run. For each app's main
# page, wrk measures the page (with one browser session's cookie) and then the backend route the page
# calls, in alternating rounds; the ratio page ÷ backend is taken within each round and summarised
# by its median. Then 16 concurrent "browsers" (wrk -c16, each page with the session cookie) load each
# page, and their p99 latency is printed. Last, visitors without a cookie load the TIL login form, and
# the number of sessions the site stored for them is printed (a visit that keeps nothing stores
# nothing).
#
#   TIL:      GET /til/      → til-server GET /api/acronyms (20 acronyms)
#   planner:  GET /planner/  → airtable-local GET /v0/appCourierPlanner/PlannerTranslator (4 orders;
#                              the site reads the listing through its 2-second cache)
#   meal log: GET /meallog/  → airtable-local GET /v0/appCourierMealLog/Meals (the demo meals)
#
# airtable-local runs without its rate limits here, so that wrk measures speed, not the limit.
# With BASELINE=<git revision>, that revision's courier-web (built in release in a worktree kept at
# /tmp/courier-web-baseline-<revision>) serves the same backends beside this build's, and each round
# also measures its page: "this build ÷ baseline" per app, measured in the same rounds.
# Usage: [ROUNDS=3] [BASELINE=rev] bench/web.sh [seconds per page and round=5] [connections=16] [wrk threads=2]
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/packages.sh
source bench/lib/til-seed.sh
source bench/lib/serving.sh
ensure_packages "${BUILD_PACKAGES[@]}" wrk curl python3

seconds=${1:-5}
connections=${2:-16}
threads=${3:-2}
rounds=${ROUNDS:-3}
work="$(mktemp -d)"
til_port=${TIL_PORT:-18480}
airtable_port=${AIRTABLE_PORT:-18481}
web_port=${WEB_PORT:-18482}
token="patBenchWeb00000.$(od -An -tx1 -N32 /dev/urandom | tr -d ' \n')"

echo "building in release…" >&2
for product in til-server airtable-local planner meallog courier-web; do
    swift build -c release --product "$product" >/dev/null
done
bin="$(swift build -c release --show-bin-path)"
if [[ -n "${BASELINE:-}" ]]; then
    base_dir="/tmp/courier-web-baseline-$(git rev-parse --short "$BASELINE")"
    [[ -d "$base_dir" ]] || git worktree add --detach "$base_dir" "$BASELINE" >/dev/null
    echo "building $BASELINE's courier-web in release…" >&2
    (cd "$base_dir" && swift build -c release --product courier-web >/dev/null)
    base_bin="$(cd "$base_dir" && swift build -c release --show-bin-path)"
fi

pids=()
trap 'kill -TERM "${pids[@]}" 2>/dev/null; wait 2>/dev/null || true; rm -rf "$work"' EXIT
LOG_LEVEL=warning "$bin/til-server" --port "$til_port" --database "$work/til.sqlite" >"$work/til.log" 2>&1 &
pids+=($!)
wait_serving "${pids[-1]}" "http://127.0.0.1:$til_port/hello" "$work/til.log"
seed_acronyms "http://127.0.0.1:$til_port"

"$bin/planner" schema >"$work/planner.base.json"
"$bin/meallog" schema >"$work/meallog.base.json"
"$bin/airtable-local" --port "$airtable_port" --schema "$work/planner.base.json" "$work/meallog.base.json" \
    --data "$work/airtable.sqlite" --token "$token" --no-rate-limit >"$work/airtable.log" 2>&1 &
pids+=($!)
for _ in $(seq 200); do grep -q "listening on" "$work/airtable.log" && break; sleep 0.1; done
export AIRTABLE_ENDPOINT_URL="http://127.0.0.1:$airtable_port" AIRTABLE_TOKEN="$token"
export TIL_API_URL="http://127.0.0.1:$til_port" XDG_CONFIG_HOME="$work/config" XDG_CACHE_HOME="$work/cache"
NO_COLOR=1 "$bin/planner" setup --demo >/dev/null
NO_COLOR=1 "$bin/meallog" setup --demo >/dev/null 2>&1

COURIER_WEB_SESSIONS="$work/sessions.sqlite" "$bin/courier-web" --port "$web_port" >"$work/web.log" 2>&1 &
pids+=($!)
web="http://127.0.0.1:$web_port"
wait_serving "${pids[-1]}" "$web/" "$work/web.log"
cookie=$(curl -fsi "$web/til/" | awk -F'[ ;]' 'tolower($1) == "set-cookie:" { print $2 }')
if [[ -n "${BASELINE:-}" ]]; then
    COURIER_WEB_SESSIONS="$work/base-sessions.sqlite" "$base_bin/courier-web" --port "$((web_port + 10))" \
        >"$work/base-web.log" 2>&1 &
    pids+=($!)
    base_web="http://127.0.0.1:$((web_port + 10))"
    wait_serving "${pids[-1]}" "$base_web/" "$work/base-web.log"
    base_cookie=$(curl -fsi "$base_web/til/" | awk -F'[ ;]' 'tolower($1) == "set-cookie:" { print $2 }')
fi

declare -A rates
rate_of() { awk '/Requests\/sec/ { printf "%.0f", $2 }' <<<"$1"; }
p99_of() { awk '$1 == "99%" { print $2 }' <<<"$1"; }
page() { wrk -t"$threads" -c"$connections" -d"${seconds}s" --latency -H "Cookie: $cookie" "$@"; }
backend() { wrk -t"$threads" -c"$connections" -d"${seconds}s" --latency "$@"; }
median() { tr ' ' '\n' <<<"$1" | grep . | sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
range() { tr ' ' '\n' <<<"$1" | grep . | sort -n | awk 'NR == 1 { lo = $1 } { hi = $1 } END { print lo "–" hi }'; }

read -r -a apps <<<"${APPS:-til planner meallog}"
declare -A page_url=([til]="$web/til/" [planner]="$web/planner/" [meallog]="$web/meallog/")
declare -A backend_url=(
    [til]="$TIL_API_URL/api/acronyms"
    [planner]="$AIRTABLE_ENDPOINT_URL/v0/appCourierPlanner/PlannerTranslator"
    [meallog]="$AIRTABLE_ENDPOINT_URL/v0/appCourierMealLog/Meals")
for app in "${apps[@]}"; do page "${page_url[$app]}" >/dev/null 2>&1 || true; done  # warm-up
if [[ -n "${BASELINE:-}" ]]; then
    for app in "${apps[@]}"; do
        wrk -t"$threads" -c"$connections" -d"${seconds}s" -H "Cookie: $base_cookie" \
            "${page_url[$app]/$web/$base_web}" >/dev/null 2>&1 || true
    done
fi

echo
echo "courier-web (release) against the backend route each page calls: wrk -t$threads -c$connections, ${seconds} s each, $rounds rounds"
printf "%-10s %-8s %12s %10s\n" "app" "what" "requests/s" "p99"
# The baseline's page is measured before this build's in even rounds and after it in odd ones, so
# that neither always runs on a machine the other has just warmed (or heated).
measure_baseline() {
    local app=$1 out
    out=$(wrk -t"$threads" -c"$connections" -d"${seconds}s" --latency -H "Cookie: $base_cookie" \
        "${page_url[$app]/$web/$base_web}")
    base_rate=$(rate_of "$out")
    printf "%-10s %-8s %12s %10s\n" "$app" "baseline" "$base_rate" "$(p99_of "$out")"
}
for round in $(seq "$rounds"); do
    for app in "${apps[@]}"; do
        if [[ -n "${BASELINE:-}" ]] && ((round % 2 == 0)); then measure_baseline "$app"; fi
        out=$(page "${page_url[$app]}")
        page_rate=$(rate_of "$out")
        printf "%-10s %-8s %12s %10s\n" "$app" "page" "$page_rate" "$(p99_of "$out")"
        if [[ -n "${BASELINE:-}" ]] && ((round % 2 == 1)); then measure_baseline "$app"; fi
        out=$(backend -H "Authorization: Bearer $token" "${backend_url[$app]}")
        backend_rate=$(rate_of "$out")
        printf "%-10s %-8s %12s %10s\n" "$app" "backend" "$backend_rate" "$(p99_of "$out")"
        rates[$app]="${rates[$app]:-} $(awk -v a="$page_rate" -v b="$backend_rate" 'BEGIN { printf "%.3f", a / b }')"
        rates[${app}_page]="${rates[${app}_page]:-} $page_rate"
        if [[ -n "${BASELINE:-}" ]]; then
            rates[${app}_base]="${rates[${app}_base]:-} $(awk -v a="$page_rate" -v b="$base_rate" 'BEGIN { printf "%.3f", a / b }')"
        fi
    done
done
echo
for app in "${apps[@]}"; do
    echo "$app: page ÷ backend $(median "${rates[$app]}") (rounds $(range "${rates[$app]}")); page median $(median "${rates[${app}_page]}") requests/s"
    if [[ -n "${BASELINE:-}" ]]; then
        echo "$app: this build ÷ $BASELINE $(median "${rates[${app}_base]}") (rounds $(range "${rates[${app}_base]}"))"
    fi
done
echo
echo "16 concurrent browsers (wrk -t2 -c16, ${seconds} s, the session cookie):"
for app in "${apps[@]}"; do
    out=$(wrk -t2 -c16 -d"${seconds}s" --latency -H "Cookie: $cookie" "${page_url[$app]}")
    echo "  $app: $(rate_of "$out") requests/s, p99 $(p99_of "$out")"
done
echo
echo "Visitors without a cookie (wrk -t2 -c16, ${seconds} s, each request a new browser) on the TIL login form:"
out=$(wrk -t2 -c16 -d"${seconds}s" --latency "$web/til/login")
stored=$(python3 -c 'import sqlite3, sys; print(sqlite3.connect(sys.argv[1]).execute("SELECT COUNT(*) FROM web_sessions").fetchone()[0])' \
    "$work/sessions.sqlite")
echo "  $(rate_of "$out") requests/s, p99 $(p99_of "$out"); sessions stored afterwards: $stored"
grep -c " 429 " "$work/airtable.log" >/dev/null 2>&1 && echo "429s from airtable-local: $(grep -c ' 429 ' "$work/airtable.log")"
echo "machine load (1, 5, 15 min): $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores"
