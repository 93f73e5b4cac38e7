"""``python -m benchmarks.class_load``: the class pool's table, the page weight (with
Chromium) and a class arriving at once, for each class size asked for."""

from __future__ import annotations

import argparse
import os
import sys

from benchmarks import class_browsers
from benchmarks.class_load.arrival import CLASS_HEADER, run_class
from benchmarks.class_load.page_weight import WEIGHT_HEADER, measure_page_weight
from benchmarks.class_load.pool_load import print_pool_table
from tools import make_apps


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m benchmarks.class_load", description="A live class under load."
    )
    parser.add_argument("--pool", default=None, help="an SQLAlchemy URL (default: a new SQLite)")
    parser.add_argument("--students", default="30", help="class sizes, e.g. 5,15,30")
    parser.add_argument("--lesson", default="11", help="the lesson whose apps are opened")
    parser.add_argument("--apps", default=None, help="or the apps, comma-separated")
    parser.add_argument("--browsers", action="store_true", help="also in real browsers")
    parser.add_argument("--quick", action="store_true", help="a class of 3, no pool flood")
    parser.add_argument(
        "--before", action="store_true", help="also each class replayed on the server as before"
    )
    args = parser.parse_args(argv)
    apps = args.apps.split(",") if args.apps else make_apps.lesson_apps(args.lesson)
    sizes = [3] if args.quick else [int(n) for n in args.students.split(",")]
    print(f"## The class pool (load average {os.getloadavg()[0]:.1f})\n")
    print_pool_table(args.pool, quick=args.quick)
    files: list[str] = []
    files_before: list[str] = []
    if class_browsers.have_browser():
        print(f"\n## Page weight ({', '.join(apps)})\n\n{WEIGHT_HEADER}")
        rows, files_before, files = measure_page_weight(apps)
        print("\n".join(rows), flush=True)
    else:
        print("\n(no Chromium: no page weight, and replayed pages fetch no static files)")
    print(f"\n## A class arriving at once ({', '.join(apps)})\n\n{CLASS_HEADER}", flush=True)
    for size in sizes:
        runs = [{"static": files}]
        if args.before:
            runs.append({"static": files_before, "before": True})
        if args.browsers and class_browsers.have_browser():
            runs.append({"browsers": True})
        for options in runs:
            run = run_class(size, apps, **options)
            print(run.row(), flush=True)
            print(f"  {run.mode}, {size}: the median student's {run.steps()}", file=sys.stderr)
            for stuck in run.students_stuck()[:5]:
                print(f"  stuck: {stuck}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
