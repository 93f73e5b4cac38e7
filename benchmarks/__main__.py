"""Run every benchmark and print one table: ``python -m benchmarks [name-filter]``."""

from __future__ import annotations

import importlib
import pkgutil
import sys
from pathlib import Path

from benchmarks.harness import Benchmark, format_table, run


def discover() -> list[Benchmark]:
    found: list[Benchmark] = []
    folder = Path(__file__).parent
    for module in sorted(pkgutil.iter_modules([str(folder)]), key=lambda m: m.name):
        if module.name.startswith("bench_"):
            found += importlib.import_module(f"benchmarks.{module.name}").BENCHMARKS
    return found


def main(argv: list[str]) -> int:
    wanted = argv[0] if argv else ""
    results = []
    for benchmark in discover():
        if wanted in benchmark.name:
            print(f"running {benchmark.name} ...", file=sys.stderr, flush=True)
            results.append(run(benchmark))
    print(format_table(results))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
