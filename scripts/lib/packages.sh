# Installs missing Debian packages. Sourced by the other scripts.
#   ensure_packages libcurl4-openssl-dev libmicrohttpd-dev …
ensure_packages() {
    local missing=()
    for package in "$@"; do
        dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    echo "Installing Debian packages: ${missing[*]}" >&2
    local sudo=""
    [ "$(id -u)" -ne 0 ] && sudo="sudo"
    $sudo apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
}

# The C libraries every build needs.
BUILD_PACKAGES=(pkg-config libcurl4-openssl-dev libmicrohttpd-dev libsqlite3-dev libpq-dev libcrypt-dev)
# The cookie jar's Public Suffix List (libpsl, which libcurl already links).
BUILD_PACKAGES+=(libpsl-dev)
# For the `repos` command's avatar images (PNG and JPEG decoding).
BUILD_PACKAGES+=(libpng-dev libjpeg62-turbo-dev)
# What the tests need on top: a PostgreSQL server, openssl for the TLS tests, gzip.
TEST_PACKAGES=(postgresql openssl gzip)
# The airtable-local tests run pyairtable in a virtual environment (scripts/lib/python.sh).
TEST_PACKAGES+=(python3-venv)
# courier-web's pages are tested in a real browser: Debian's Chromium driven by Selenium.
TEST_PACKAGES+=(chromium chromium-driver)
# scripts/release-smoke asks the release servers for a page.
TEST_PACKAGES+=(curl)
