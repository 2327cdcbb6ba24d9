# Sourced by the benchmarks that start a server. wait_serving PID URL LOG [CURL_ARGS…] waits (up to
# 20 s) until URL answers 2xx (asked with curl and CURL_ARGS, a token's header say), and fails, printing
# LOG, if process PID ends first: a server that could not start (its port taken by a server left
# running) must not let the benchmark measure whatever else answers there.
wait_serving() {
    local pid=$1 url=$2 log=$3
    shift 3
    for _ in $(seq 200); do
        if ! kill -0 "$pid" 2>/dev/null; then
            echo "the server (pid $pid) ended before it served $url:" >&2
            cat "$log" >&2
            return 1
        fi
        curl -fs "$@" "$url" >/dev/null 2>&1 && return 0
        sleep 0.1
    done
    echo "the server (pid $pid) did not answer $url within 20 s" >&2
    return 1
}

# wait_logged PID LOG PATTERN waits (up to 60 s) until LOG has a line matching PATTERN (grep's basic
# regular expression: `^ready`, `listening`), for servers that say when they are ready rather than
# answer a probe, and fails, printing LOG, if process PID ends first.
wait_logged() {
    local pid=$1 log=$2 pattern=$3
    for _ in $(seq 600); do
        grep -q "$pattern" "$log" 2>/dev/null && return 0
        if ! kill -0 "$pid" 2>/dev/null; then
            echo "the server (pid $pid) ended before it logged '$pattern':" >&2
            cat "$log" >&2
            return 1
        fi
        sleep 0.1
    done
    echo "the server (pid $pid) did not log '$pattern' within 60 s" >&2
    return 1
}
