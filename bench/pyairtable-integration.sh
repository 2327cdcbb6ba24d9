#!/usr/bin/env bash
# An outside check of airtable-local: runs pyairtable's own integration suite (tests/integration, written
# against real Airtable) against airtable-local, without changing its files or assertions. The server
# serves bench/pyairtable/test-wrapper.json (the suite's "Test Wrapper" base: TEST_TABLE and the ORM's
# Address, Contact and Everything tables, with the ids the tests name) in memory, with its default rate
# limits; the pytest plugin bench/pyairtable/airtable_local_plugin.py sends pyairtable's requests for
# api.airtable.com and content.airtable.com to it and gives it the server's token. Tests that need a
# service off this machine are deselected (listed below, with why). Prints passed/failed/errors/skipped
# per file and every test that did not pass. Not part of scripts/test.
# Usage: bench/pyairtable-integration.sh PYAIRTABLE [-- PYTEST_ARGS…]
#   PYAIRTABLE is a checkout of gtalarico/pyairtable, or a git repository of it (a bare mirror too),
#   whose HEAD is then archived into a temporary directory.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"

port=${PORT:-18481}
token="patIntegration000.$(od -An -tx1 -N32 /dev/urandom | tr -d ' \n')"
venv="$root/.build/pyairtable-integration"

work="$(mktemp -d)"
server_pid=""
cleanup() {
    [ -n "$server_pid" ] && { kill -TERM "$server_pid" 2>/dev/null; wait "$server_pid" 2>/dev/null || true; }
    rm -rf "$work"
}
trap cleanup EXIT

if [ $# -eq 0 ] || [ "$1" = "--" ]; then
    echo "usage: bench/pyairtable-integration.sh PYAIRTABLE [-- PYTEST_ARGS…]" >&2
    echo "  PYAIRTABLE: a checkout of gtalarico/pyairtable, or a git repository of it" >&2
    exit 2
fi
given="$(cd "$1" && pwd)"
shift
[ "${1:-}" = "--" ] && shift
if [ -f "$given/pyproject.toml" ] || [ -f "$given/setup.py" ]; then
    source_dir="$given"
else
    source_dir="$work/pyairtable"
    mkdir -p "$source_dir"
    git -C "$given" archive HEAD | tar -x -C "$source_dir"
    echo "pyairtable: $given at $(git -C "$given" rev-parse --short HEAD)" >&2
fi

# Tests that need a service off this machine (airtable-local makes no requests off it).
excluded=(
    # Attach https://github.com/…/logo.png by URL: Airtable downloads it (type, size, bytes compared
    # with requests.get of github.com); airtable-local keeps a URL off the machine as given.
    tests/integration/test_integration_api.py::test_integration_attachment
    tests/integration/test_integration_api.py::test_integration_upload_attachment
    tests/integration/test_integration_orm.py::test_attachments_upload
)

source scripts/lib/packages.sh
source bench/lib/serving.sh
ensure_packages "${BUILD_PACKAGES[@]}" python3-venv curl
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv" >&2
    "$venv/bin/pip" install --quiet --disable-pip-version-check pytest mock requests-mock >&2
fi
# The checkout itself (its HEAD may need more than the pinned release the Swift tests use).
"$venv/bin/pip" install --quiet --disable-pip-version-check "$source_dir" >&2

swift build -c release --product airtable-local >/dev/null
binary="$(swift build -c release --show-bin-path)/airtable-local"
"$binary" --port "$port" --schema bench/pyairtable/test-wrapper.json --data :memory: --token "$token" \
    >"$work/server.log" 2>&1 &
server_pid=$!
wait_serving "$server_pid" "http://127.0.0.1:$port/v0/meta/whoami" "$work/server.log" \
    -H "Authorization: Bearer $token"
# test_integration_enterprise.py's workspace holds a base before its tests start, as on Airtable:
# their autouse fixture reads the workspace (GET /v0/meta/workspaces/…) before making a base in it, and
# airtable-local knows a workspace only once a base is stored in it.
curl -fsS -X POST "http://127.0.0.1:$port/v0/meta/bases" -H "Authorization: Bearer $token" \
    -H 'content-type: application/json' -o /dev/null --data \
    '{"name":"Enterprise workspace","workspaceId":"wsp0HnyXmNnKzc5ng","tables":[{"name":"T","fields":[{"name":"Name","type":"singleLineText"}]}]}'

status=0
(
    cd "$source_dir"
    AIRTABLE_LOCAL_URL="http://127.0.0.1:$port" AIRTABLE_LOCAL_TOKEN="$token" \
        AIRTABLE_LOCAL_EXCLUDE="$(printf '%s\n' "${excluded[@]}")" \
        PYTHONPATH="$root/bench/pyairtable${PYTHONPATH:+:$PYTHONPATH}" \
        "$venv/bin/python" -m pytest tests/integration -m integration -p airtable_local_plugin \
        -p no:cacheprovider -q -rfEs --junitxml="$work/report.xml" "$@"
) >&2 || status=$?
"$venv/bin/python" bench/pyairtable/summary.py "$work/report.xml"
echo "deselected (need a service off this machine): ${#excluded[@]}"
printf '  %s\n' "${excluded[@]}"
exit "$status"
