# Sourced by the til-server benchmarks. seed_acronyms BASE_URL logs in as admin (the default password),
# creates 20 acronyms, and sets TOKEN (exported, for bench/wrk/post-acronym.lua) and FIRST_ID.
seed_acronyms() {
    local base=$1 n
    TOKEN=$(curl -fs -u admin:password -X POST "$base/api/users/login" | json_field '["value"]')
    export TOKEN
    for n in $(seq 20); do
        curl -fs -H "Authorization: Bearer $TOKEN" -H 'Content-Type: application/json' \
            -d "{\"short\":\"ACR$n\",\"long\":\"Acronym number $n\"}" "$base/api/acronyms" >/dev/null
    done
    FIRST_ID=$(curl -fs "$base/api/acronyms/first" | json_field '["id"]')
}

# json_field EXPRESSION: a field of the JSON on standard input, e.g. json_field '["id"]'.
json_field() { python3 -c "import json, sys; print(json.load(sys.stdin)$1)"; }
