"""Prints passed, failed, errors and skipped per test file from a pytest JUnit XML report, then
each test that did not pass with its first line of explanation.

Usage: python summary.py REPORT.xml
"""

import sys
import xml.etree.ElementTree as ElementTree
from collections import Counter, defaultdict


def outcome(case):
    for kind in ("failure", "error", "skipped"):
        element = case.find(kind)
        if element is not None:
            message = (element.get("message") or element.text or "").strip().splitlines()
            return kind, message[0] if message else ""
    return "passed", ""


def main(path):
    counts = defaultdict(Counter)
    notes = []
    for case in ElementTree.parse(path).getroot().iter("testcase"):
        module = case.get("classname", "").rsplit(".", 1)[-1] + ".py"
        kind, message = outcome(case)
        counts[module][kind] += 1
        if kind != "passed":
            notes.append("  %-8s %s::%s  %s" % (kind, module, case.get("name"), message[:160]))
    print("%-34s %6s %6s %6s %7s" % ("file", "passed", "failed", "errors", "skipped"))
    total = Counter()
    for module in sorted(counts):
        c = counts[module]
        total.update(c)
        print("%-34s %6d %6d %6d %7d" % (module, c["passed"], c["failure"], c["error"], c["skipped"]))
    print("%-34s %6d %6d %6d %7d" % ("total", total["passed"], total["failure"], total["error"], total["skipped"]))
    if notes:
        print("not passed:")
        print("\n".join(notes))


if __name__ == "__main__":
    main(sys.argv[1])
