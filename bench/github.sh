#!/usr/bin/env bash
# GitHub client benchmark (issue 14): against the local GitHub-shaped fixture server, one user with
# 1,000 repositories (10 pages of 100) and 50 ms of latency added to every response.
#   - fetch-all (the remaining pages concurrently once the first names rel="last") against a
#     sequential rel="next" walk; target <= 0.3x the sequential time;
#   - a second listing through the ETag cache: every page a 304, the rate-limit count unchanged.
# Prints each round and the medians.
#
# Usage: bench/github.sh [repositories=1000] [latency ms=50] [rounds=3]
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/packages.sh
ensure_packages "${BUILD_PACKAGES[@]}"

fixtures="$PWD/Tests/GitHubFixtureServer/Fixtures"
[ -f "$fixtures/user_repos.json" ] || { echo "missing fixtures: $fixtures" >&2; exit 1; }

echo "building github-bench (release)…" >&2
swift build -c release --product github-bench >/dev/null
bin="$(swift build -c release --show-bin-path)"
echo "machine: $(nproc) CPUs, load average $(cut -d' ' -f1-3 /proc/loadavg)"
"$bin/github-bench" "$fixtures" "${1:-1000}" "${2:-50}" "${3:-3}"
