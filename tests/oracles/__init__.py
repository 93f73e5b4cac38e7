"""One independent implementation of each game's rules: the second opinion the core is checked
against.

Each module here is written from the rule sheets and ``docs/rulings.md``, not from
``logo_kit``'s rule code (it may import card names to convert, never a rule): ``logo``,
``lore`` and ``billionaire``. The tests compare the engines and calculators with them, and the
playout benchmarks (``benchmarks/bench_playouts*.py``) time the engines against their plain
simulators. A rule is written once in the core and once here, never a third time: a test or a
benchmark that needs an answer, a hand value or a bust takes it from here.

Importable as ``tests.oracles`` from the tests (pytest's ``pythonpath`` holds the repository
root) and from ``python -m benchmarks`` run at the repository root.
"""
