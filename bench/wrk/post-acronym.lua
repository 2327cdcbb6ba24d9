-- wrk script: POST /api/acronyms with the bearer token from $TOKEN.
wrk.method = "POST"
wrk.body = '{"short":"WRK","long":"Written by wrk"}'
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Authorization"] = "Bearer " .. (os.getenv("TOKEN") or "")
