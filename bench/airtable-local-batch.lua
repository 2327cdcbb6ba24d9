-- wrk script for bench/airtable-local.sh: batch creates of 10 records.
local token = os.getenv("TOKEN")
local records = {}
for i = 1, 10 do
    records[i] = '{"fields":{"Name":"Written ' .. i .. '","Value":' .. i .. ',"Tag":"alpha","Note":"batch write"}}'
end
local body = '{"records":[' .. table.concat(records, ",") .. ']}'

request = function()
    return wrk.format("POST", os.getenv("BATCH_PATH"), {
        ["Authorization"] = "Bearer " .. token, ["Content-Type"] = "application/json" }, body)
end
