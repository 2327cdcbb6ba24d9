#!/usr/bin/env bash
# Upload benchmark. In one run, a file of SIZE MiB (default 256) posted as the file part of a
# multipart form to a loopback server that reads and counts the body (bench/lib/upload-sink.py):
# the curl command line (`curl -F file=@…`, the ceiling), then Courier over CurlTransport with the
# part read from disk as it is sent (`MultipartForm.append(contentsOf:)`) and with the file loaded
# into memory first (`append(Data)`), over URLSessionTransport from disk (through a temporary
# file), and, over CurlTransport, the file as a part streamed in 64 KiB chunks (`append(UploadStream)`,
# the form sent chunked) and alone as a body streamed so (`RequestBody.stream`). Each figure in ROUNDS
# interleaved rounds (default 3); prints MiB/s, each figure's ratio to
# the curl command's in the same round, and the sending process's peak resident memory, with
# medians. Every figure's body is checked: the server must have counted the file (plus the framing).
#
# Usage: [ROUNDS=3] bench/upload.sh [size in MiB=256]
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/packages.sh
source bench/lib/figures.sh
ensure_packages "${BUILD_PACKAGES[@]}" curl python3 time

size=${1:-256}
rounds=${ROUNDS:-3}
port=${PORT:-18186}
work="$(mktemp -d)"
echo "building courier-bench in release…" >&2
swift build -c release --product courier-bench >/dev/null
bin="$(swift build -c release --show-bin-path)"

head -c "$((size * 1024 * 1024))" /dev/urandom >"$work/file.bin"
python3 bench/lib/upload-sink.py "$port" &
sink=$!
trap 'kill $sink 2>/dev/null; wait $sink 2>/dev/null || true; rm -rf "$work"' EXIT
url="http://127.0.0.1:$port/upload"
for _ in $(seq 50); do curl -fs -d x "$url" >/dev/null 2>&1 && break; sleep 0.1; done

# Each figure prints "seconds peak-KiB"; the counted body must hold the whole file and a little framing
# (none for the stream).
counted() {
    local bytes=$1 file_bytes=$((size * 1024 * 1024))
    [ "$bytes" -ge "$file_bytes" ] && [ "$bytes" -lt $((file_bytes + 1024)) ] ||
        { echo "the server counted $bytes bytes for a $file_bytes-byte file" >&2; exit 1; }
}
curl_cli() {
    local out
    out=$(/usr/bin/time -f 'peak %M' curl -fs -o "$work/answer.json" -w '%{time_total}\n' \
        -F title=benchmark -F "file=@$work/file.bin" "$url" 2>&1)
    counted "$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["bytes"])' "$work/answer.json")"
    echo "$(head -1 <<<"$out") $(awk '/^peak/ { print $2 }' <<<"$out")"
}
courier() {
    local out
    out=$(/usr/bin/time -f 'peak %M' "$bin/courier-bench" upload "$url" "$1" "$2" "$work/file.bin" 2>&1)
    case "$out" in upload_seconds*) ;; *) echo "courier-bench failed: $out" >&2; exit 1 ;; esac
    counted "$(awk '/^upload_seconds/ { print $4 }' <<<"$out")"
    echo "$(awk '/^upload_seconds/ { print $2 }' <<<"$out") $(awk '/^peak/ { print $2 }' <<<"$out")"
}
figures=(
    "curl command line, -F file=@…|curl_cli"
    "CurlTransport, file part read from disk|courier curl file"
    "CurlTransport, file loaded into memory first|courier curl memory"
    "URLSessionTransport, file part read from disk|courier urlsession file"
    "CurlTransport, file part streamed in chunks|courier curl form-stream"
    "CurlTransport, the file alone streamed in chunks|courier curl stream"
)
run_rounds "$rounds"

echo
echo "upload of a $size MiB file in a multipart form to a loopback server, $rounds rounds"
echo "(medians; ratio = the curl command's time ÷ this one's; peak = the sender's peak resident memory)"
printf "%-48s %8s %8s %10s   %s\n" "" "MiB/s" "ratio" "peak MiB" "rounds' ratios"
for figure in "${figures[@]}"; do
    IFS='|' read -r name _ <<<"$figure"
    rate=$(awk -v m="$size" -v s="$(median "${seconds[$name]}")" 'BEGIN { printf "%.0f", m / s }')
    peak=$(awk -v k="$(median "${extras[$name]}")" 'BEGIN { printf "%.0f", k / 1024 }')
    printf "%-48s %8s %8s %10s   %s\n" "$name" "$rate" "$(median "${ratios[$name]}")" "$peak" "${ratios[$name]}"
done
