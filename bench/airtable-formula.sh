#!/usr/bin/env bash
# Speed of the filterByFormula engine: builds the bench in release and filters synthetic records with
# a few typical formulas (and a 17,000-character OR of 600 record ids), printing records/s for the
# engine (with an evaluation budget that never stops, as airtable-local evaluates) and for a
# hand-written Swift predicate doing the same test, and their ratio.
# Usage: bench/airtable-formula.sh [records=10000] [rounds=5]
set -euo pipefail
cd "$(dirname "$0")/.."

records=${1:-10000}
rounds=${2:-5}
swift build -c release --product airtable-formula-bench >/dev/null
"$(swift build -c release --show-bin-path)/airtable-formula-bench" "$records" "$rounds"
