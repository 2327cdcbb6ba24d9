# Sourced by the benchmarks that run Debian's nginx on loopback.
#   nginx_start WORK CONNECTIONS  writes WORK/nginx.conf (one worker with CONNECTIONS connections,
#                                 its pid and error log in WORK, then the `http { … }` block read
#                                 from standard input) and starts nginx with it;
#   nginx_stop WORK               stops it (for EXIT traps; quiet if it is not running).
nginx_start() {
    local work=$1 connections=$2
    {
        printf 'worker_processes 1;\npid %s/nginx.pid;\nerror_log %s/nginx-error.log warn;\n' "$work" "$work"
        printf 'events { worker_connections %s; }\n' "$connections"
        cat
    } >"$work/nginx.conf"
    /usr/sbin/nginx -c "$work/nginx.conf" -p "$work"
}

nginx_stop() { kill -QUIT "$(cat "$1/nginx.pid" 2>/dev/null)" 2>/dev/null || true; }
