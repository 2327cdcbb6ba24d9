"""Imports N records with pyairtable's batch_create and prints one line:
`records=N seconds=S requests=R status429=K` (429s counted where urllib3 retries them).
Usage: python airtable-import.py BASE TABLE [records=1000]; AIRTABLE_ENDPOINT_URL and AIRTABLE_TOKEN
from the environment."""
import os
import sys
import time

import urllib3.util.retry
from pyairtable import Api

counts = {"429": 0, "requests": 0}
original_increment = urllib3.util.retry.Retry.increment


def counting_increment(self, method=None, url=None, response=None, *args, **kwargs):
    if response is not None and response.status == 429:
        counts["429"] += 1
    return original_increment(self, method, url, response, *args, **kwargs)


urllib3.util.retry.Retry.increment = counting_increment

base, table = sys.argv[1], sys.argv[2]
count = int(sys.argv[3]) if len(sys.argv) > 3 else 1000
api = Api(os.environ["AIRTABLE_TOKEN"], endpoint_url=os.environ["AIRTABLE_ENDPOINT_URL"])


def count_request(response, *args, **kwargs):
    counts["requests"] += 1


api.session.hooks["response"].append(count_request)
rows = [{"Name": f"row {n}", "Calories": n, "Notes": "imported by pyairtable"} for n in range(1, count + 1)]
start = time.monotonic()
try:
    created = api.table(base, table).batch_create(rows)
    outcome = f"records={len(created)}"
except Exception as error:  # pyairtable gives up after its retry budget
    outcome = f"records=failed({type(error).__name__})"
seconds = time.monotonic() - start
# requests counts final responses; each 429 that urllib3 retried was one more request on the wire.
print(f"{outcome} seconds={seconds:.3f} requests={counts['requests'] + counts['429']} status429={counts['429']}")
