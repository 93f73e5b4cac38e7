"""The fuzzer's runner: call every public callable of a module with bad arguments.

A call *passes* if it returns or raises :class:`~logo_kit.errors.LogoKitError`
(the library's ``ValueError`` subclass, with a message a student can act on).
Anything else is a *defect*: another exception type (``TypeError``,
``AttributeError``, ``IndexError``, ``KeyError``, ``RecursionError``, a plain
``ValueError``, ``MemoryError``, ...) or a *hang* (no answer within
:data:`~fuzz_guard.CALL_SECONDS` of CPU time).

:func:`fuzz_target` runs the generated calls of one callable, :func:`fuzz_text` feeds
generated text to a parser, :func:`fuzz_spec` fuzzes every target of a spec, and
:func:`check_samples` finds a spec's stale sample values. Generation is hypothesis
(derandomised, so runs are reproducible). The parts, each with one job:

- fuzz_outcomes.py: what a call came to, and the tally of a batch;
- fuzz_guard.py: profiles, CPU-time budgets and the guard (time and memory) around a call;
- fuzz_targets.py: what is called (a :class:`~fuzz_targets.Spec` and its targets);
- fuzz_calls.py: what it is called with, and making the call;
- fuzz_values.py: the generated values; fuzz_board_walker.py drives boards;
- specs_core.py and specs_games.py: what a valid call of each module looks like.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from fuzz_calls import call_strategy, execute, valid_call
from fuzz_guard import (
    EXAMPLES,
    FUZZ_SETTINGS,
    TARGET_BUDGET,
    budget_spent,
    cpu_seconds,
    run_guarded,
)
from fuzz_outcomes import RESULT, Tally, short_repr
from fuzz_targets import Discovery, Spec, Target, discover
from hypothesis import given, settings
from hypothesis import strategies as st


def fuzz_target(
    spec: Spec,
    target: Target,
    tally: Tally | None = None,
    *,
    examples: int = EXAMPLES,
    budget: float = TARGET_BUDGET,
    fuzz_settings: settings = FUZZ_SETTINGS,
) -> Tally:
    """Call ``target`` with ``examples`` generated argument lists; count the outcomes.

    Calls stop once the target has used ``budget`` CPU seconds (the rest of the
    examples are drawn but not called), so one slow calculator cannot eat the run.
    """
    tally = Tally() if tally is None else tally
    started, calls_before = cpu_seconds(), tally.calls
    strategy = call_strategy(spec, target)

    @settings(fuzz_settings, max_examples=examples)
    @given(st.data())
    def run(data: st.DataObject) -> None:
        call = data.draw(strategy, label="call")  # drawn even when not called: hypothesis
        if budget_spent(started, budget, tally.calls - calls_before):  # wants the same
            return  # draws on every run
        kind, message = execute(spec, target, call)
        tally.add(target.name, call.text(), kind, message)

    run()
    tally.seconds += cpu_seconds() - started
    return tally


def fuzz_text(
    name: str,
    parse: Callable[[str], Any],
    texts: st.SearchStrategy[str],
    tally: Tally | None = None,
    *,
    examples: int = EXAMPLES * 4,
    budget: float = TARGET_BUDGET * 2,
    fuzz_settings: settings = FUZZ_SETTINGS,
) -> Tally:
    """Feed generated strings to a text parser (``parse(text)``); count the outcomes."""
    tally = Tally() if tally is None else tally
    started, calls_before = cpu_seconds(), tally.calls

    @settings(fuzz_settings, max_examples=examples)
    @given(texts)
    def run(text: str) -> None:
        if budget_spent(started, budget, tally.calls - calls_before):
            return
        kind, message = run_guarded(lambda: parse(text))
        tally.add(name, f"({short_repr(text)})", kind, message)

    run()
    tally.seconds += cpu_seconds() - started
    return tally


def fuzz_spec(
    spec: Spec, *, examples: int = EXAMPLES, budget: float = TARGET_BUDGET
) -> tuple[Tally, Discovery]:
    """Fuzz every target of a module (what the counting tool runs)."""
    discovery = discover(spec)
    tally = Tally()
    for target in discovery.targets:
        fuzz_target(spec, target, tally, examples=examples, budget=budget)
    return tally, discovery


def check_samples(spec: Spec) -> list[str]:
    """Targets whose *valid* base call does not return (a stale or wrong sample value:
    then most generated calls test only that one refusal)."""
    found = []
    discovery = discover(spec)
    found += discovery.problems
    for target in discovery.targets:
        for owner in target.owners or (None,):
            try:
                call = valid_call(spec, target, owner)
            except Exception as error:
                found.append(
                    f"{target.name}: building the base call failed: {type(error).__name__}: {error}"
                )
                continue
            kind, message = execute(spec, target, call)
            if kind != RESULT:
                found.append(f"{target.name}{call.text()} -> {kind}: {message[:120]}")
    return found
