#!/usr/bin/env bash
# Download benchmark. In one run, a file of SIZE MiB (default 256) served by nginx on loopback
# (sendfile): the curl command line writing it to a file (the ceiling), then Courier's
# `Request.download` to a file over CurlTransport and URLSessionTransport, `Request<Data>` into
# memory over CurlTransport, and `client.bytes(for:)` read as it arrives (counted, not kept). Each
# figure in ROUNDS interleaved rounds (default 3); prints MiB/s and each figure's ratio to the curl
# command's in the same round, with medians, and checks every downloaded file against the original
# and every size.
#
# Usage: [ROUNDS=3] bench/download.sh [size in MiB=256]
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/packages.sh
source bench/lib/nginx.sh
source bench/lib/figures.sh
ensure_packages "${BUILD_PACKAGES[@]}" curl nginx-light

size=${1:-256}
rounds=${ROUNDS:-3}
port=${PORT:-18185}
work="$(mktemp -d)"
echo "building courier-bench in release…" >&2
swift build -c release --product courier-bench >/dev/null
bin="$(swift build -c release --show-bin-path)"

chmod 755 "$work"  # nginx's worker runs as another user
head -c "$((size * 1024 * 1024))" /dev/urandom >"$work/file.bin"
chmod 644 "$work/file.bin"
expected=$(sha256sum "$work/file.bin" | cut -d' ' -f1)
nginx_start "$work" 64 <<CONF
http {
    access_log off;
    sendfile on;
    server {
        listen 127.0.0.1:$port;
        root $work;
    }
}
CONF
trap 'nginx_stop "$work"; rm -rf "$work"' EXIT
url="http://127.0.0.1:$port/file.bin"
for _ in $(seq 50); do curl -fsI "$url" >/dev/null 2>&1 && break; sleep 0.1; done

# Each figure prints the seconds one download took; files are checked, then removed. (The memory
# figure's transports admit 1 GiB in memory; the default limit, maxResponseBytes, is 100 MiB.)
check() { [ "$(sha256sum "$1" | cut -d' ' -f1)" = "$expected" ] || { echo "corrupt download: $1" >&2; exit 1; }; rm -f "$1"; }
curl_cli() { local s; s=$(curl -fs -o "$work/out.bin" -w '%{time_total}' "$url"); check "$work/out.bin"; echo "$s"; }
courier() {
    local out
    out=$("$bin/courier-bench" download "$url" "$1" "$2" "$work/out.bin")
    case "$out" in download_seconds*) ;; *) echo "courier-bench failed: $out" >&2; exit 1 ;; esac
    if [ "$2" = file ]; then check "$work/out.bin"; fi
    [ "$(awk '{ print $4 }' <<<"$out")" = "$((size * 1024 * 1024))" ] || { echo "short download: $out" >&2; exit 1; }
    awk '{ print $2 }' <<<"$out"
}
figures=(
    "curl command line, to a file|curl_cli"
    "CurlTransport, Request.download to a file|courier curl file"
    "URLSessionTransport, Request.download to a file|courier urlsession file"
    "CurlTransport, Request<Data> into memory|courier curl memory"
    "CurlTransport, client.bytes read as it arrives|courier curl stream"
)
run_rounds "$rounds"

echo
echo "download of $size MiB from nginx on loopback, $rounds rounds (medians; ratio = the curl command's time ÷ this one's)"
printf "%-48s %10s %8s   %s\n" "" "MiB/s" "ratio" "rounds' ratios"
for figure in "${figures[@]}"; do
    IFS='|' read -r name _ <<<"$figure"
    rate=$(awk -v m="$size" -v s="$(median "${seconds[$name]}")" 'BEGIN { printf "%.0f", m / s }')
    printf "%-48s %10s %8s   %s\n" "$name" "$rate" "$(median "${ratios[$name]}")" "${ratios[$name]}"
done
