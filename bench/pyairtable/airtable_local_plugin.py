"""A pytest plugin that points pyairtable at airtable-local instead of Airtable.

Every request made through `requests` (pyairtable's sessions and the tests' own `requests.get`) to
https://api.airtable.com or https://content.airtable.com (where pyairtable sends uploads) goes to
AIRTABLE_LOCAL_URL instead, and AIRTABLE_API_KEY is set to AIRTABLE_LOCAL_TOKEN, the token the
server accepts. The tests' files and assertions are left as they are; the tests named (by exact
node id, one a line) in AIRTABLE_LOCAL_EXCLUDE are deselected (pytest's own --deselect matches
prefixes, so it would also drop test_x_multiple with test_x).

Used by bench/pyairtable-integration.sh: `pytest -p airtable_local_plugin` with this directory on
PYTHONPATH.
"""

import os

import requests

AIRTABLE_HOSTS = ("https://api.airtable.com", "https://content.airtable.com")


def local_url(url, local):
    """`url` with an Airtable host replaced by `local`; any other URL as it is."""
    text = str(url)
    for host in AIRTABLE_HOSTS:
        if text == host or text.startswith(host + "/"):
            return local + text[len(host) :]
    return url


def pytest_configure(config):
    local = os.environ["AIRTABLE_LOCAL_URL"].rstrip("/")
    os.environ["AIRTABLE_API_KEY"] = os.environ["AIRTABLE_LOCAL_TOKEN"]
    send = requests.Session.request

    def request(self, method, url, *args, **kwargs):
        return send(self, method, local_url(url, local), *args, **kwargs)

    requests.Session.request = request


def pytest_report_header(config):
    return "airtable-local: %s" % os.environ["AIRTABLE_LOCAL_URL"]


def pytest_collection_modifyitems(config, items):
    excluded = set(os.environ.get("AIRTABLE_LOCAL_EXCLUDE", "").split())
    kept = [item for item in items if item.nodeid not in excluded]
    dropped = [item for item in items if item.nodeid in excluded]
    if dropped:
        config.hook.pytest_deselected(items=dropped)
        items[:] = kept
