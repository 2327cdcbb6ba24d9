#!/usr/bin/env bash
# Instructions per request of til-server (release, SQLite, 20 acronyms) on GET /hello (the static
# ceiling), GET /api/acronyms/:id and GET /api/acronyms, counted by valgrind's callgrind: unlike
# requests/s, the count hardly moves on a loaded machine, so it shows what a change costs.
# Kernel time (poll, recv, send) is not counted; it is about the same for every route.
#
# Usage: bench/til-server-instructions.sh [requests per route=2000] [til-server binary]
# Keeps the callgrind files in $OUT (default a temporary folder) for callgrind_annotate.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/packages.sh
ensure_packages "${BUILD_PACKAGES[@]}" valgrind curl python3

count=${1:-2000}
bin=${2:-}
port=${PORT:-18186}
out=${OUT:-$(mktemp -d)}
mkdir -p "$out"
rm -f "$out"/til.sqlite* "$out"/callgrind.out*  # a reused $OUT must not carry an earlier run's rows
if [ -z "$bin" ]; then
    echo "building til-server in release…" >&2
    swift build -c release --product til-server >/dev/null
    bin="$(swift build -c release --show-bin-path)/til-server"
fi

LOG_LEVEL=warning TIL_BCRYPT_COST=4 valgrind --tool=callgrind --callgrind-out-file="$out/callgrind.out" \
    "$bin" --port "$port" --database "$out/til.sqlite" --threads 2 >"$out/server.log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null || true' EXIT
for _ in $(seq 300); do curl -fs "http://127.0.0.1:$port/hello" >/dev/null 2>&1 && break; sleep 0.5; done

# One keep-alive client: the same requests every run.
client() {
    python3 - "$port" "$@" <<'PY'
import base64, http.client, json, sys
port, what, count = int(sys.argv[1]), sys.argv[2], int(sys.argv[3])
connection = http.client.HTTPConnection("127.0.0.1", port)
def send(method, path, body=None, headers={}):
    connection.request(method, path, body=body, headers=headers)
    response = connection.getresponse()
    return response.status, response.read()
if what == "setup":
    auth = "Basic " + base64.b64encode(b"admin:password").decode()
    token = json.loads(send("POST", "/api/users/login", headers={"Authorization": auth})[1])["value"]
    for i in range(20):
        send("POST", "/api/acronyms", json.dumps({"short": f"ACR{i}", "long": f"Acronym number {i}"}),
             {"Authorization": "Bearer " + token, "Content-Type": "application/json"})
    print(json.loads(send("GET", "/api/acronyms/first")[1])["id"])
else:
    for _ in range(count):
        status, _ = send("GET", what)
        assert status == 200, status
PY
}
id=$(client setup 0)
callgrind_control --zero "$server" >/dev/null
client /hello "$count"; callgrind_control --dump=static "$server" >/dev/null
client "/api/acronyms/$id" "$count"; callgrind_control --dump=byid "$server" >/dev/null
client /api/acronyms "$count"; callgrind_control --dump=list "$server" >/dev/null

echo "til-server instructions per request (callgrind, $count requests per route; files in $out)"
declare -A per
for file in "$out"/callgrind.out.*; do
    name=$(awk '/^desc: Trigger/ { print $NF }' "$file")
    per[$name]=$(( $(awk '/^totals:/ { print $2 }' "$file") / count ))
    printf "%-8s %10s\n" "$name" "${per[$name]}"
done
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.0f %%", 100 * a / b }'; }
echo "static ÷ by id: $(ratio "${per[static]}" "${per[byid]}"); static ÷ list: $(ratio "${per[static]}" "${per[list]}")"
