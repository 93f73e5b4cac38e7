"""The fuzzer finds what it should: checked on a small module and a small board with
planted defects (always on, a few seconds)."""

from __future__ import annotations

import gc
import sys
import threading
import time
import types
from typing import Any

import fuzz_guard
import ipywidgets as widgets
import pytest
from fuzz_board_walker import fuzz_board
from fuzz_guard import HANG_GUARD, MIN_CALLS, run_guarded
from fuzz_outcomes import HANG, REFUSED, RESULT
from fuzz_targets import Spec, const, discover
from fuzzing import fuzz_target, fuzz_text
from hypothesis import strategies as st

from logo_kit import checks
from logo_kit.errors import LogoKitError
from logo_kit.widgets.common.base import Board

pytestmark = pytest.mark.timeout(HANG_GUARD, method="thread")


def _planted_module() -> types.ModuleType:
    module = types.ModuleType("fuzz_planted")

    def careful(count: int, label: str = "x") -> int:
        count = checks.whole(count, "count", low=0, high=10)
        return count * len(checks.text(label, "label", most=10))

    def careless(count: int) -> int:
        return count // 2  # TypeError for None, a list, ...

    def silent_flag(flag: bool = False) -> str:
        return "on" if flag else "off"  # accepts "no" as on: no exception, not seen here

    module.careful, module.careless, module.silent_flag = careful, careless, silent_flag
    module.__all__ = ["careful", "careless", "silent_flag"]
    return module


@pytest.fixture()
def planted():
    sys.modules["fuzz_planted"] = _planted_module()
    yield Spec("fuzz_planted", values={"count": const(3), "label": const("ab")})
    del sys.modules["fuzz_planted"]


def _target(spec, name):
    return next(t for t in discover(spec).targets if t.qualname == name)


def test_a_careful_function_passes_and_a_careless_one_is_reported(planted):
    assert not fuzz_target(planted, _target(planted, "careful")).defects
    tally = fuzz_target(planted, _target(planted, "careless"))
    kinds = {d.kind for d in tally.defects}
    assert "TypeError" in kinds
    defect = next(d for d in tally.defects if d.kind == "TypeError")
    assert defect.target == "fuzz_planted:careless" and "count=" in defect.call


def test_generated_calls_include_refusals_results_and_huge_sizes(planted):
    tally = fuzz_target(planted, _target(planted, "careful"), examples=80)
    assert tally.outcomes[RESULT] and tally.outcomes[REFUSED]


def test_a_spent_budget_shortens_a_run_but_never_empties_it(planted):
    # A budget of no time at all, as on a machine so loaded that the first draw used it
    # up: every callable is still called MIN_CALLS times, then no more.
    tally = fuzz_target(planted, _target(planted, "careful"), examples=40, budget=0)
    assert tally.calls == MIN_CALLS
    texts = fuzz_text("int", int, st.text(max_size=5), examples=40, budget=0)
    assert texts.calls == MIN_CALLS


def test_a_hang_is_cut_short_and_reported():
    def spin() -> None:
        while True:
            pass

    kind, message = run_guarded(spin, seconds=0.3)
    assert kind == HANG and "0.3" in message


def _spin_for(seconds: float) -> None:
    used = time.thread_time()
    while time.thread_time() - used < seconds:
        pass


def test_a_hang_the_machine_caused_once_is_not_a_defect():
    # A call that hangs the first time only, as when the collector sweeps earlier tests'
    # garbage inside it (once seen in CI): the guard tries it again after a collection,
    # and only a second hang is the call's own.
    calls = []

    def hangs_once() -> str:
        calls.append(1)
        while len(calls) == 1:
            pass
        return "answer"

    assert run_guarded(hangs_once, seconds=0.3) == (RESULT, "")
    assert len(calls) == 2


def test_time_the_collector_takes_inside_a_call_is_not_the_calls():
    # A collection with a slow finalizer lands in the call: the call's own seconds (what
    # the alarm compares with the limit) leave out the collector's.
    seen = {}

    class SlowToFinish:
        def __del__(self) -> None:
            _spin_for(0.4)

    def call_that_collects() -> None:
        started = time.thread_time()
        ring = SlowToFinish()
        ring.me = ring  # a cycle: only the collector frees it
        del ring
        gc.collect()  # as when an allocation tips the collector over its threshold
        seen["all"], seen["own"] = time.thread_time() - started, fuzz_guard._own_seconds()

    assert run_guarded(call_that_collects, seconds=5.0) == (RESULT, "")
    assert seen["all"] >= 0.4 and seen["own"] < 0.2


def test_a_hang_that_lands_in_a_finalizer_is_reported_by_the_call(monkeypatch):
    # The alarm rings while the collector runs a slow __del__. Raised there, the Hang
    # would go to sys.unraisablehook (pytest turns that into an error of some later
    # test); it must wait for the collector and land in the call instead. The finalizer
    # runs until the alarm has rung twice (it rings late on a loaded machine).
    unraisable, rings = [], []
    monkeypatch.setattr(sys, "unraisablehook", unraisable.append)
    alarm = fuzz_guard._on_alarm

    def counted_alarm(signum: int, frame: Any) -> None:
        rings.append(signum)
        alarm(signum, frame)

    monkeypatch.setattr(fuzz_guard, "_on_alarm", counted_alarm)

    class SlowToFinish:
        def __del__(self) -> None:
            used = time.thread_time()
            while len(rings) < 2 and time.thread_time() - used < 30:
                pass

    def garbage_then_spin() -> None:
        ring = SlowToFinish()
        ring.me = ring  # a cycle: only the collector frees it
        del ring
        gc.collect()
        while True:
            pass

    kind, _ = run_guarded(garbage_then_spin, seconds=0.3)
    assert kind == HANG
    assert unraisable == []


def test_a_busy_thread_beside_the_call_does_not_make_it_a_hang():
    # Another thread computing uses the process's CPU time too (the alarm's clock); the
    # call itself takes a fraction of the limit, so it must come back as a result.
    stop = threading.Event()

    def busy() -> None:
        while not stop.is_set():
            sum(range(10_000))  # much of it in C, off the main thread's clock

    def short_call() -> int:
        _spin_for(0.2)  # 0.2 s of this thread's own CPU
        return 1

    helpers = [threading.Thread(target=busy, daemon=True) for _ in range(2)]
    for helper in helpers:
        helper.start()
    try:
        assert run_guarded(short_call, seconds=0.3)[0] == RESULT
    finally:
        stop.set()
        for helper in helpers:
            helper.join()


def test_a_huge_allocation_is_refused_by_the_memory_cap():
    kind, _ = run_guarded(lambda: bytearray(8 << 30), seconds=5)
    assert kind == "MemoryError"


def test_exception_types_are_named_and_logokiterror_is_fine():
    assert run_guarded(lambda: [][1])[0] == "IndexError"
    assert run_guarded(lambda: int("x"))[0] == "ValueError (plain)"
    assert run_guarded(lambda: checks.whole("x", "n"))[0] == REFUSED


def test_a_lazy_result_is_advanced_inside_the_guard():
    def lazy():
        yield 1
        raise KeyError("late")

    assert run_guarded(lazy)[0] == "KeyError"


class _PlantedBoard(Board):
    """A board with two planted bugs: a KeyError for "boom", and a refusal that
    changes the state before refusing ("half")."""

    title = "planted"

    def __init__(self) -> None:
        self.state = "start"
        super().__init__()

    def build(self):
        self.menu = widgets.Dropdown(options=["ok", "boom", "half"], value="ok")
        self.number = widgets.BoundedIntText(value=1, min=0, max=5)
        self.go = widgets.Button(description="go")
        self.go.on_click(self.on_click(self._go))
        self.number.observe(self.on_change(self._number), names="value")
        return widgets.VBox([self.menu, self.number, self.go])

    def _go(self):
        if self.menu.value == "boom":
            raise KeyError("boom")
        if self.menu.value == "half":
            self.state = "half-changed"
            raise LogoKitError("refused after changing the state")
        self.state = f"went {self.number.value}"

    def _number(self, value):
        if value == 5:
            raise LogoKitError("5 is refused")

    def render(self):
        pass


def test_the_board_walker_reports_bugs_and_changes_after_refusal():
    tally = fuzz_board(
        _PlantedBoard,
        lambda board: board.state,
        name="planted",
        examples=40,
        steps=8,
        texts=st.just("x"),
    )
    kinds = {d.kind for d in tally.defects}
    assert "last_bug KeyError" in kinds
    assert "changed after refusal" in kinds
    assert tally.outcomes[REFUSED] and tally.outcomes[RESULT]
