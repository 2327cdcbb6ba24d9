#!/usr/bin/env bash
# Part of bench/abuse.sh: two til-server instances on one PostgreSQL behind nginx; 32 writers
# (wrk, POST /api/acronyms) while each instance in turn gets SIGTERM and is started again.
# Prints the writes made and the failed ones (non-2xx answers and socket errors).
#
# Usage: bench/abuse/rolling-restart.sh BIN SECONDS WORKDIR
set -euo pipefail
source bench/lib/nginx.sh
source bench/lib/serving.sh
bin=$1 seconds=$2 work=$3
ports=(18191 18192)
proxy=18190

# The postgres user must reach the cluster's folder: not inside the private mktemp folder.
PG_DIR="/tmp/courier-abuse-pg-$$"
export COURIER_PG_PORT=${COURIER_PG_PORT:-54339}
database_url=$(scripts/postgres-test-server start "$PG_DIR" | tail -1 | sed 's/^COURIER_TEST_POSTGRES_URL=//')
trap 'scripts/postgres-test-server stop "$PG_DIR" >/dev/null 2>&1 || true; rm -rf "$PG_DIR"' EXIT

declare -A instance
start_instance() {
    LOG_LEVEL=notice TIL_DRAIN_SECONDS=5 TIL_MAX_CONNECTIONS_PER_ADDRESS=0 \
        "$bin/til-server" --port "$1" --database "$database_url" >>"$work/instance-$1.log" 2>&1 &
    instance[$1]=$!
}
for port in "${ports[@]}"; do start_instance "$port"; done
for port in "${ports[@]}"; do
    wait_serving "${instance[$port]}" "http://127.0.0.1:$port/hello" "$work/instance-$port.log"
done

nginx_start "$work" 1024 <<CONF
http {
    access_log off;
    upstream til {
        server 127.0.0.1:${ports[0]} max_fails=0;
        server 127.0.0.1:${ports[1]} max_fails=0;
        keepalive 64;
        keepalive_timeout 2s;
    }
    server {
        listen 127.0.0.1:$proxy;
        location / {
            proxy_pass http://til;
            proxy_http_version 1.1;
            proxy_set_header Connection "";
            proxy_next_upstream error timeout;
        }
    }
}
CONF
trap 'nginx_stop "$work"; for p in "${instance[@]}"; do kill -TERM "$p" 2>/dev/null || true; done; scripts/postgres-test-server stop "$PG_DIR" >/dev/null 2>&1 || true; rm -rf "$PG_DIR"' EXIT

base="http://127.0.0.1:$proxy"
for _ in $(seq 100); do curl -fs "$base/hello" >/dev/null 2>&1 && break; sleep 0.1; done
TOKEN=$(curl -fs -u admin:password -X POST "$base/api/users/login" | python3 -c 'import json,sys; print(json.load(sys.stdin)["value"])')
export TOKEN

total=$((seconds * 2 + 10))
wrk -t2 -c32 -d"${total}s" --latency -s bench/wrk/post-acronym.lua "$base/api/acronyms" >"$work/wrk.txt" &
load=$!
sleep 3
for port in "${ports[@]}"; do
    kill -TERM "${instance[$port]}"
    wait "${instance[$port]}" || true
    grep -h "Accepted .* queued\|Grace period\|Server stopped" "$work/instance-$port.log" | tail -3 | sed 's/^/  instance :'"$port"': /'
    start_instance "$port"
    wait_serving "${instance[$port]}" "http://127.0.0.1:$port/hello" "$work/instance-$port.log"
    sleep "$((seconds / 2))"
done
wait "$load" || true
requests=$(awk '/requests in/ { print $1 }' "$work/wrk.txt")
non2xx=$(awk '/Non-2xx/ { print $NF }' "$work/wrk.txt")
errors=$(awk '/Socket errors/ { gsub(",", ""); print $4 + $6 + $8 + $10 }' "$work/wrk.txt")
echo
echo "rolling restart of 2 instances behind nginx, 32 writers (wrk -t2 -c32 POST), ${total} s:"
echo "  writes $requests, failed: non-2xx ${non2xx:-0}, socket errors ${errors:-0}"
echo "  writer latency p50 $(awk '$1 == "50%" { print $2 }' "$work/wrk.txt"), p99 $(awk '$1 == "99%" { print $2 }' "$work/wrk.txt")"
grep -c " 502 \| 504 " "$work/nginx-error.log" 2>/dev/null | sed 's/^/  nginx upstream errors logged: /' || true
