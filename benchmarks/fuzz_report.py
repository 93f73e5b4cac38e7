"""Count what the fuzz suite's calls give, per module: for the "before/after" note.

Runs a fixed, seeded batch of generated calls per module (the fuzz suite's
generator, derandomised: the same calls on every run of the same code) and
prints the calls tried and a table of outcomes — a result, a LogoKitError,
each other exception type, hangs — with how many callables gave each.

    .venv/bin/python -m benchmarks.fuzz_report                      # the shared modules
    .venv/bin/python -m benchmarks.fuzz_report --games              # + logo, lore, billionaire
    .venv/bin/python -m benchmarks.fuzz_report --examples 100 logo_kit.exact
    .venv/bin/python -m benchmarks.fuzz_report --games --defects    # list each distinct defect
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "fuzz"))

import fuzzing  # noqa: E402
from fuzz_outcomes import FINE, REFUSED, RESULT, Tally  # noqa: E402


def specs(games: bool) -> list:
    from specs_core import CORE_SPECS

    found = list(CORE_SPECS)
    if games:
        from specs_games import GAME_SPECS

        found += GAME_SPECS
    return found


def text_targets(games: bool) -> list:
    if not games:
        return []
    from specs_games import TEXT_TARGETS

    return TEXT_TARGETS


def table(name: str, tally: Tally, extra: str = "") -> str:
    lines = [f"{name}: {tally.calls} calls in {tally.seconds:.1f} s{extra}"]
    order = [RESULT, REFUSED]
    kinds = order + sorted(k for k in tally.outcomes if k not in order)
    lines.append(f"  {'outcome':<26}{'calls':>8}{'callables':>11}")
    for kind in kinds:
        callables = len(tally.defective_targets.get(kind, ()))
        shown = f"{callables:>11}" if kind not in FINE else f"{'':>11}"
        lines.append(f"  {kind:<26}{tally.outcomes.get(kind, 0):>8}{shown}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("modules", nargs="*", help="only these modules (default: all)")
    parser.add_argument("--games", action="store_true", help="also the three game modules")
    parser.add_argument("--examples", type=int, default=40, help="calls per callable")
    parser.add_argument("--defects", action="store_true", help="list each distinct defect")
    parser.add_argument(
        "--samples",
        action="store_true",
        help="only check that each valid base call returns (spec upkeep)",
    )
    options = parser.parse_args(argv)

    if options.samples:
        for spec in specs(options.games):
            if not options.modules or spec.module in options.modules:
                print(f"{spec.module}:")
                for line in fuzzing.check_samples(spec):
                    print(f"  {line}")
        return 0

    total = Tally()
    started = time.monotonic()
    for spec in specs(options.games):
        if options.modules and spec.module not in options.modules:
            continue
        # No time budget per callable here (unlike the tests): every drawn call is
        # made, so the counts do not depend on how busy the machine is.
        tally, discovery = fuzzing.fuzz_spec(spec, examples=options.examples, budget=math.inf)
        for target_name, parse, texts in text_targets(options.games):
            if target_name.split(":")[0] == spec.module:
                fuzzing.fuzz_text(
                    target_name,
                    parse(),
                    texts,
                    tally,
                    examples=options.examples * 4,
                    budget=math.inf,
                )
        extra = f", {len(discovery.targets)} callables"
        if discovery.problems:
            extra += f", {len(discovery.problems)} sample problems"
        print(table(spec.module, tally, extra))
        for problem in discovery.problems:
            print(f"  ! {problem}")
        if options.defects:
            for defect in tally.defects:
                print(f"    - {defect}")
        print()
        total.merge(tally)
    print(table("all modules", total, f" (wall {time.monotonic() - started:.0f} s)"))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
