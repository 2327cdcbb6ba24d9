"""Runs one browser flow by name: `run.py til_acronyms`. Exit 0 when it passes; otherwise the
assertion and the page's text are printed and the exit code is 1."""
import sys
import traceback

import flows_meallog
import flows_planner
import flows_repos
import flows_til

FLOWS = {**flows_til.FLOWS, **flows_repos.FLOWS, **flows_planner.FLOWS, **flows_meallog.FLOWS}

if __name__ == "__main__":
    name = sys.argv[1]
    try:
        FLOWS[name]()
    except Exception:
        traceback.print_exc()
        sys.exit(1)
    print(f"{name}: passed")
