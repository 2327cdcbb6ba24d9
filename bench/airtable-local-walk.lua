-- wrk script for bench/airtable-local.sh: each connection walks the list pages by following the
-- "offset" of each response, so a first page (with its formula) starts every walk, as a client's.
local base = os.getenv("PAGE_PATH")
local token = os.getenv("TOKEN")
local offset = nil

request = function()
    local path = base
    if offset then path = path .. "&offset=" .. offset end
    return wrk.format("GET", path, { ["Authorization"] = "Bearer " .. token })
end

response = function(status, headers, body)
    if status ~= 200 then
        offset = nil
        return
    end
    local found = string.match(body, '"offset":"([^"]+)"')
    if found then offset = string.gsub(found, "\\/", "%%2F") else offset = nil end
end
