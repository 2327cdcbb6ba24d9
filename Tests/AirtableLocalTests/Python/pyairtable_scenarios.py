"""The issue's pyairtable scenarios against airtable-local.

Usage: python pyairtable_scenarios.py ENDPOINT LIMITED_ENDPOINT TOKEN BASE_ID
ENDPOINT serves the test base without rate limits; LIMITED_ENDPOINT serves it with rate limits and
a frozen clock, so its sixth request to the base is refused. Prints "ok <scenario>" per scenario and
exits non-zero (with a traceback) on the first failure.
"""

import sys

import requests
from pyairtable import Api
from pyairtable.formulas import EQ, OR, RECORD_ID, match

endpoint, limited_endpoint, token, base_id = sys.argv[1:5]
api = Api(token, endpoint_url=endpoint)
people = api.table(base_id, "People")


def ok(name):
    print("ok", name, flush=True)


def http_status(call):
    try:
        call()
    except requests.exceptions.HTTPError as error:
        return error.response.status_code
    raise AssertionError("expected an HTTP error")


# create, get, update, replace, delete
record = people.create({"Name": "Ann", "Age": 30, "Email": "ann@example.org"})
assert record["id"].startswith("rec") and record["fields"]["Name"] == "Ann"
assert people.get(record["id"])["fields"]["Age"] == 30
updated = people.update(record["id"], {"Age": 31})
assert updated["fields"] == {"Name": "Ann", "Age": 31, "Email": "ann@example.org", "No": 1,
                             "Made": record["fields"]["Made"]}
replaced = people.update(record["id"], {"Name": "Ann B"}, replace=True)
assert "Age" not in replaced["fields"] and "Email" not in replaced["fields"]
assert people.delete(record["id"]) == {"id": record["id"], "deleted": True}
ok("crud")

# batches over 10 records (pyairtable sends chunks of 10), upsert with and without replace
created = people.batch_create([{"Name": f"P{i:02}", "Age": i} for i in range(25)])
assert len(created) == 25
changed = people.batch_update([{"id": r["id"], "fields": {"Age": 100 + i}} for i, r in enumerate(created[:12])])
assert [r["fields"]["Age"] for r in changed] == [100 + i for i in range(12)]
result = people.batch_upsert(
    [{"fields": {"Name": "P00", "Email": "p0@example.org"}}, {"fields": {"Name": "New", "Age": 1}}], ["Name"])
assert result["updatedRecords"] == [created[0]["id"]] and len(result["createdRecords"]) == 1
assert result["records"][0]["fields"]["Age"] == 100
result = people.batch_upsert([{"fields": {"Name": "P00"}}], ["Name"], replace=True)
assert "Age" not in result["records"][0]["fields"] and "Email" not in result["records"][0]["fields"]
ok("batch")

# iteration with page_size and max_records
pages = [len(page) for page in people.iterate(page_size=10, max_records=25)]
assert pages == [10, 10, 5], pages
assert len(people.all()) == 26
assert people.first(sort=["-Age"])["fields"]["Name"] == "P11"
ok("iterate")

# formulas built with pyairtable.formulas, one of them longer than 16,000 characters (POST listRecords)
people.create({"Name": "O'Brien", "Age": 45})
found = people.all(formula=match({"Name": "O'Brien", "Age": (">=", 21)}))
assert [r["fields"]["Name"] for r in found] == ["O'Brien"]
targets = [r["id"] for r in created[20:23]]
ids = [f"rec{i:014d}" for i in range(700)] + targets
formula = OR(*[EQ(RECORD_ID(), record_id) for record_id in ids])
assert len(str(formula)) > 16000
long = people.all(formula=formula, fields=["Name"], sort=["Name"])
assert [r["id"] for r in long] == targets, long
assert all(set(r["fields"]) == {"Name"} for r in long)
ok("formulas")

# field ids, cell_format="string" with a time zone and locale
by_id = people.all(use_field_ids=True, max_records=1, sort=["Name"])
assert "fldName0000000001" in by_id[0]["fields"]
timed = people.create({"Name": "Timed", "When": "2024-01-02T03:04:05.000Z", "Age": 7})
strings = people.all(cell_format="string", time_zone="America/Chicago", user_locale="en-us",
                     formula=EQ(RECORD_ID(), timed["id"]))
assert strings[0]["fields"]["When"] == "1/1/2024 9:04pm", strings
assert strings[0]["fields"]["Age"] == "7"
ok("field ids and string cells")

# table and field creation through the schema API
base = api.base(base_id)
tasks = base.create_table("Tasks", [{"name": "Title", "type": "singleLineText"}], description="to do")
field = tasks.create_field("Points", "number", options={"precision": 1})
assert field.id.startswith("fld") and field.type == "number"
schema = base.schema(force=True)
assert schema.table("Tasks").field("Points").id == field.id
assert tasks.schema(force=True).primary_field_id == schema.table("Tasks").fields[0].id
tasks.create({"Title": "write tests", "Points": 2.5})
assert tasks.first()["fields"] == {"Title": "write tests", "Points": 2.5}
assert people.schema().field("Team").type == "multipleRecordLinks"
ok("schema")

# comments through pyairtable's models
commented = people.create({"Name": "Commented"})
me = api.whoami()["id"]
first = people.add_comment(commented["id"], f"hello @[{me}]")
assert first.id.startswith("com") and first.author.id == me, first
assert first.mentioned[me].display_name == "airtable-local", first
reply = people.add_comment(commented["id"], "a reply", parent_comment_id=first.id)
assert reply.parent_comment_id == first.id
first.text = "edited"
first.save()
listed = people.comments(commented["id"])
assert [c.text for c in listed] == ["a reply", "edited"], listed
assert listed[1].last_updated_time is not None
reply.delete()
assert [c.id for c in people.comments(commented["id"])] == [first.id]
ok("comments")

# a base created and described through the Metadata API
# webhooks, as pyairtable's own integration test drives them
hook = api.base(base_id).add_webhook("http://127.0.0.1:9/", {"options": {"filters": {"dataTypes": ["tableData"]}}})
assert hook.id.startswith("ach") and hook.mac_secret_base64, hook
webhook = api.base(base_id).webhook(hook.id)
webhook.disable_notifications()
assert api.base(base_id).webhook(hook.id).are_notifications_enabled is False
created = people.create({"Name": "Hey there!"})
payloads = list(webhook.payloads())
assert len(payloads) == 1, payloads
record_created = payloads[0].changed_tables_by_id["tblPeople00000001"].created_records_by_id[created["id"]]
assert record_created.cell_values_by_field_id == {"fldName0000000001": "Hey there!"}, record_created
for index in range(20):
    people.update(created["id"], {"Name": str(index)})
later = list(webhook.payloads(cursor=payloads[0].cursor + 1))
assert [int(p.changed_tables_by_id["tblPeople00000001"].changed_records_by_id[created["id"]]
            .current.cell_values_by_field_id["fldName0000000001"]) for p in later] == list(range(20))
webhook.extend_expiration()
assert webhook.expiration_time is not None
webhook.delete()
assert api.base(base_id).webhooks() == []
ok("webhooks")

made = api.create_base("wspPyairtable0001", "Made by pyairtable",
                       [{"name": "Things", "fields": [{"name": "Name", "type": "singleLineText"}]}])
assert made.id.startswith("app") and made.name == "Made by pyairtable", made
made.table("Things").create({"Name": "thing"})
assert made.table("Things").first()["fields"] == {"Name": "thing"}
info = made.collaborators()
assert info.workspace_id == "wspPyairtable0001" and info.permission_level == "create", info
assert [c.user_id for c in info.individual_collaborators.via_base] == [me], info
ok("bases")

# uploadAttachment as pyairtable sends it: to content.airtable.com (sent here instead), the file in
# MIME's lines of base64, the answer checked against its type for a record of the one field
class ContentHostHere(requests.adapters.HTTPAdapter):
    def send(self, request, **kwargs):
        path = request.url.split("content.airtable.com", 1)[1]
        request.url = endpoint.rstrip("/") + path
        return super().send(request, **kwargs)


for scheme in ["http", "https"]:
    api.session.mount(f"{scheme}://content.airtable.com/", ContentHostHere())
holder = people.create({"Name": "With files", "Age": 3})
content = bytes(range(256)) * 2
answer = people.upload_attachment(holder["id"], "Files", "bytes.bin", content=content,
                                  content_type="application/octet-stream")
assert list(answer["fields"]) == ["fldFile0000000001"], answer
uploaded = answer["fields"]["fldFile0000000001"][0]
assert uploaded["filename"] == "bytes.bin" and uploaded["size"] == len(content), uploaded
assert requests.get(uploaded["url"]).content == content
ok("attachments")

# a 404, a 422 and a 429
assert http_status(lambda: people.get("recAAAAAAAAAAAAAA")) == 404
assert http_status(lambda: people.create({"Nope": 1})) == 422
assert http_status(lambda: people.all(formula="NOSUCHFUNCTION(")) == 422
limited = Api(token, endpoint_url=limited_endpoint, retry_strategy=None).table(base_id, "People")
statuses = []
for _ in range(6):
    try:
        limited.all()
        statuses.append(200)
    except requests.exceptions.HTTPError as error:
        statuses.append(error.response.status_code)
assert statuses == [200] * 5 + [429], statuses
retrying = Api(token, endpoint_url=limited_endpoint).table(base_id, "People")
try:
    retrying.all()
    raise AssertionError("expected pyairtable to give up after its retries")
except requests.exceptions.RetryError:
    pass
ok("errors")
