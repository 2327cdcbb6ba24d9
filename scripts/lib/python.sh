# Python tools for the tests, in a virtual environment under .build/python (gitignored with .build/).
# Sourced by scripts/test.
#   ensure_pyairtable   # installs pyairtable (pinned) if missing; sets COURIER_TEST_PYTHON
PYAIRTABLE_VERSION=3.5.1
SELENIUM_VERSION=4.51.0

ensure_pyairtable() {
    local venv=".build/python"
    local python="$venv/bin/python"
    if ! "$python" -c "import pyairtable, sys; sys.exit(pyairtable.__version__ != '$PYAIRTABLE_VERSION')" 2>/dev/null; then
        echo "Installing pyairtable $PYAIRTABLE_VERSION into $venv" >&2
        python3 -m venv "$venv" >&2
        "$venv/bin/pip" install --quiet --disable-pip-version-check "pyairtable==$PYAIRTABLE_VERSION" >&2
    fi
    COURIER_TEST_PYTHON="$(cd "$venv/bin" && pwd)/python"
    export COURIER_TEST_PYTHON
}

# Selenium, pinned, in the same environment: the browser tests of courier-web drive Chromium with it.
ensure_selenium() {
    ensure_pyairtable
    if ! "$COURIER_TEST_PYTHON" -c "import selenium, sys; sys.exit(selenium.__version__ != '$SELENIUM_VERSION')" 2>/dev/null; then
        echo "Installing selenium $SELENIUM_VERSION into .build/python" >&2
        "$(dirname "$COURIER_TEST_PYTHON")/pip" install --quiet --disable-pip-version-check "selenium==$SELENIUM_VERSION" >&2
    fi
}
