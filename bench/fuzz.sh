#!/usr/bin/env bash
# Coverage-guided fuzzing (libFuzzer, built into the Swift toolchain) of the parsers a client can
# reach: JSON request bodies (Basics' JSONParser, with a write-and-read-back check), Airtable formulas
# (AirtableFormula's parser and evaluator, as filterByFormula runs them), and the PNG and JPEG
# decoders (CImageCodecs, under AddressSanitizer: airtable-local decodes every uploaded image, repos
# every avatar). An outside check, not part of scripts/test: it builds its own copies of the modules
# with -sanitize=fuzzer, and of the C decoders with the toolchain's clang.
#
# Each target runs for SECONDS (default 120) under nice, one at a time; an input that traps, or
# takes longer than 5 s, is saved under .build/fuzz/<target>/ as crash-… or timeout-… and the script
# exits 1. The corpora are kept there too, so a later run starts where the last one stopped.
#
# Usage: bench/fuzz.sh [seconds per target=120] [target…: json formula image]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-120}
shift || true
if [ $# -gt 0 ]; then targets=("$@"); else targets=(json formula image); fi
work=.build/fuzz
mkdir -p "$work/modules"
flags=(-O -sanitize=fuzzer -swift-version 6 -parse-as-library -enable-testing -package-name Courier -wmo)

module() {  # module NAME: compiles Sources/NAME into an object file and a module others import
    swiftc "${flags[@]}" -module-name "$1" -I "$work/modules" -emit-module \
        -emit-module-path "$work/modules/$1.swiftmodule" -c $(find "Sources/$1" -name '*.swift') \
        -o "$work/modules/$1.o"
}

echo "building the fuzzers…" >&2
module Basics
module AirtableFormula
swiftc "${flags[@]}" -I "$work/modules" bench/fuzz/json.swift "$work/modules/Basics.o" -o "$work/fuzz-json"
swiftc "${flags[@]}" -I "$work/modules" bench/fuzz/formula.swift "$work/modules/AirtableFormula.o" \
    "$work/modules/Basics.o" -o "$work/fuzz-formula"
clang -g -O1 -fsanitize=fuzzer,address,undefined -I Sources/CImageCodecs/include bench/fuzz/image.c \
    Sources/CImageCodecs/png_decode.c Sources/CImageCodecs/jpeg_decode.c -lpng -ljpeg -o "$work/fuzz-image"

# Seeds, and a dictionary of the formula functions read from their definitions.
mkdir -p "$work/json/corpus" "$work/formula/corpus" "$work/image/corpus"
cp Tests/RepoViewerTests/Fixtures/avatar.png Tests/RepoViewerTests/Fixtures/avatar.jpg "$work/image/corpus/"
printf '%s' '{"records":[{"fields":{"Name":"Ann","Age":30,"Tags":["a","b"],"Done":true,"Note":null}}],"typecast":false}' \
    >"$work/json/corpus/seed-records"
printf '%s' '[1.5e3,-0,"\u00e9\ud83d\ude00\n",{"a":{"b":[[]]}}]' >"$work/json/corpus/seed-values"
printf '%s' "AND({Count}>3, FIND('Ali', {Name}), IS_AFTER({Due}, DATEADD(TODAY(), -7, 'days')))" \
    >"$work/formula/corpus/seed-and"
printf '%s' "DATETIME_FORMAT(DATETIME_PARSE('4 Mar 2017 23:00', 'D MMM YYYY HH:mm'), 'LLLL')" \
    >"$work/formula/corpus/seed-dates"
printf '%s' "IF(REGEX_MATCH({Notes}, '[0-9]+'), ARRAYJOIN({Tags}, '; '), SUM({Nums}) & '')" \
    >"$work/formula/corpus/seed-text"
grep -ho 'FunctionDefinition("[A-Z_0-9]*"' Sources/AirtableFormula/Functions/*.swift \
    | sed 's/FunctionDefinition("\(.*\)"/"\1("/' | sort -u >"$work/formula.dict"
printf '"{"\n"}"\n"'"'"'"\n"&"\n"<="\n"!="\n' >>"$work/formula.dict"

found=0
for target in "${targets[@]}"; do
    dictionary=()
    [ "$target" = formula ] && dictionary=(-dict="$work/formula.dict")
    length=4096
    [ "$target" = image ] && length=65536  # room for a real avatar and its mutations
    echo "fuzzing $target for ${seconds} s…" >&2
    set +e
    SWIFT_BACKTRACE=enable=no nice -n 10 "$work/fuzz-$target" -max_len="$length" -timeout=5 \
        -max_total_time="$seconds" -artifact_prefix="$work/$target/" "${dictionary[@]}" \
        "$work/$target/corpus" >"$work/$target/last.log" 2>&1
    status=$?
    set -e
    stats=$(grep -E '^#[0-9]+' "$work/$target/last.log" | tail -1 | sed 's/ *$//')
    if [ $status -eq 0 ]; then
        echo "$target: no crash or hang ($stats)"
    else
        found=1
        echo "$target: FOUND ONE ($stats); see $work/$target/last.log"
        ls "$work/$target"/crash-* "$work/$target"/timeout-* 2>/dev/null || true
    fi
done
exit $found
