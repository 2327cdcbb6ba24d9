# Interleaved rounds of figures, for bench scripts that compare each figure with the first one.
#
# figures: an array of "name|command"; each command prints the seconds it took, optionally followed by
# one more number (such as a peak memory). run_rounds ROUNDS runs every figure in each of ROUNDS
# rounds and fills the associative arrays `seconds`, `ratios` (the first figure's time ÷ this one's,
# within the round) and `extras`, each a space-separated list per name.

declare -A seconds ratios extras

run_rounds() {
    local rounds=$1 round figure name command s extra ceiling
    for round in $(seq "$rounds"); do
        echo "round $round of $rounds…" >&2
        ceiling=""
        for figure in "${figures[@]}"; do
            IFS='|' read -r name command <<<"$figure"
            read -r s extra <<<"$($command)"
            [ -z "$ceiling" ] && ceiling=$s
            seconds[$name]+="$s "
            extras[$name]+="${extra:-} "
            ratios[$name]+="$(awk -v c="$ceiling" -v s="$s" 'BEGIN { printf "%.3f", c / s }') "
        done
    done
}

# median "1 3 2": the middle value (the lower middle one of an even count).
median() { tr ' ' '\n' <<<"$1" | grep . | sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
