"""The fuzzer's limits and the guard every fuzzed call runs under.

Profiles ``short`` (default) and ``long`` (env ``LOGO_KIT_FUZZ=long``) set how many
calls each callable gets and its CPU-time budget (:data:`TARGET_BUDGET`, never less than
:data:`MIN_CALLS` calls). :func:`guard` turns a hang into a reported defect (a CPU-time
alarm, ``SIGPROF``) and caps the memory a call may take (``RLIMIT_AS``), so a library
call that would allocate gigabytes fails with ``MemoryError`` (a defect) instead of
taking the machine down. :func:`run_guarded` makes one call under it and says what it
came to; :func:`refused` and :func:`answers_or_refuses` check one call (the
known-defect tests).
"""

from __future__ import annotations

import contextlib
import gc
import itertools
import os
import resource
import signal
import threading
import time
import types
from collections.abc import Callable, Iterator
from typing import Any

from fuzz_outcomes import HANG, REFUSED, RESULT, Hang, exception_kind
from hypothesis import HealthCheck, Phase, settings

# -- profiles and limits ------------------------------------------------------------------

PROFILE = os.environ.get("LOGO_KIT_FUZZ", "short")
if PROFILE not in ("short", "long"):
    raise RuntimeError(f"LOGO_KIT_FUZZ must be 'short' or 'long', got {PROFILE!r}")

CALL_SECONDS = float(os.environ.get("LOGO_KIT_FUZZ_SECONDS", "5"))
"""A call using more CPU time is a hang (any accepted input must answer in ≤ 5 s).

Every limit here counts CPU time, never wall-clock time: on a loaded machine a call waits
for a core without using CPU, so a wall-clock alarm would call a healthy call a hang. The
alarm (``ITIMER_PROF``) counts the whole process, but a call is a hang only when
its own thread has used the time (``time.thread_time``): another thread of the test process
(a bot left spinning by an earlier test, a Dask client's loop) must not make a 0.2 s call
a hang, as it once did in CI. Nor does the collector's time (see :func:`run_guarded`).
On a loaded machine the alarm rings late (a 0.3 s alarm rang after 0.35–2.7 s of CPU
with both cores busy): a hang is then reported late, never early. A call that blocks
without computing is left to pytest-timeout's generous per-test limit."""
MEMORY_HEADROOM = 1 << 30
"""Address space a single call may add (1 GiB); beyond it the call gets ``MemoryError``."""

_EXAMPLES = {"short": 30, "long": 250}
EXAMPLES = _EXAMPLES[PROFILE]
"""Generated calls per callable."""
TARGET_BUDGET = {"short": 1.0, "long": 10.0}[PROFILE]
"""CPU seconds one callable may use in total; the remaining examples are not called."""
HANG_GUARD = 900
"""Wall-clock seconds after which pytest-timeout ends a fuzz test: a guard against a hang
only (each call has its own CPU-time alarm). Generous, because its thread method ends
the whole xdist worker, and six test runs sharing two cores stretch a 20 s test past
two minutes."""
MIN_CALLS = 5
"""Calls every callable gets whatever its budget says: a budget shortens a run, it never
empties it (the budget is CPU time, but a loaded machine still makes each call dearer)."""

for _name in ("short", "long"):
    settings.register_profile(
        f"logo_kit_fuzz_{_name}",
        max_examples=_EXAMPLES[_name],
        derandomize=True,  # the same calls on every run
        database=None,
        deadline=None,
        phases=(Phase.explicit, Phase.generate),  # a defect is recorded, not shrunk
        suppress_health_check=list(HealthCheck),
        print_blob=False,
    )
FUZZ_SETTINGS = settings.get_profile(f"logo_kit_fuzz_{PROFILE}")


def cpu_seconds() -> float:
    """CPU time this thread has used: the clock every fuzz limit reads (not the wall
    clock, nor the process's other threads: a busy machine or a bot left spinning in
    another thread does not spend a callable's budget)."""
    return time.thread_time()


def budget_spent(started: float, budget: float, calls: int) -> bool:
    """True once ``budget`` CPU seconds have passed since ``started`` and at least
    :data:`MIN_CALLS` calls were made."""
    return calls >= MIN_CALLS and cpu_seconds() - started > budget


# -- the guard: time and memory -----------------------------------------------------------

_armed = False
_limit = CALL_SECONDS
_thread_started = 0.0  # the calling thread's CPU time when the guard was armed
_RING_AGAIN = 0.05
_guarded_thread = threading.main_thread().ident  # the thread making the guarded call
_collecting = False  # the collector is running in that thread (its finalizers with it)
_collection_started = 0.0
_collected = 0.0  # CPU seconds the call's thread spent collecting since the guard was armed


def _note_collection(phase: str, info: dict[str, Any]) -> None:
    global _collecting, _collection_started, _collected
    if threading.get_ident() != _guarded_thread:
        return  # another thread's collection, on another thread's clock
    now = time.thread_time()
    if phase == "start":
        _collecting, _collection_started = True, now
    else:
        _collecting = False
        if _armed:
            _collected += now - _collection_started


def _own_seconds() -> float:
    """CPU seconds the call has used, less what the collector took (up to the limit again):
    a full collection sweeps the garbage of every earlier call and test in the process, and
    falls in whichever call happens to allocate at the time."""
    return time.thread_time() - _thread_started - min(_collected, _limit)


gc.callbacks.append(_note_collection)


def _on_alarm(signum: int, frame: Any) -> None:
    if not _armed:
        return
    if _collecting or frame is None or frame.f_code is _note_collection.__code__:
        # A Hang raised in a finalizer the collector runs, or in the callback that
        # follows the collector, is swallowed and handed to sys.unraisablehook (pytest
        # reports it as an error of whichever test is running, and the callback would
        # be left half done): wait for the collector and raise in the call itself.
        signal.setitimer(signal.ITIMER_PROF, _RING_AGAIN)
        return
    # The handler runs in the main thread, the one making the call. The process's CPU
    # time is up, but other threads count in it: wait for the rest of the call's own.
    left = _limit - _own_seconds()
    if left > 0:
        signal.setitimer(signal.ITIMER_PROF, max(left, _RING_AGAIN))
        return
    # Raised where the alarm lands. If that is a place where Python ignores
    # exceptions (a gc callback, a __del__), the call would run on, so ring
    # again soon until the Hang lands in the call itself.
    signal.setitimer(signal.ITIMER_PROF, _RING_AGAIN)
    raise Hang(f"no answer within {_limit:g} s of CPU time")


def _address_space() -> int:
    try:
        with open("/proc/self/statm") as statm:
            return int(statm.read().split()[0]) * resource.getpagesize()
    except OSError:  # pragma: no cover - not Linux
        return 0


@contextlib.contextmanager
def guard(seconds: float = CALL_SECONDS, memory: int = MEMORY_HEADROOM) -> Iterator[None]:
    """Run the body with a CPU-time limit (raising :class:`Hang`) and a memory cap.

    The alarm is ``ITIMER_PROF``: it rings once the process has used at least ``seconds``
    of CPU time (later on a busy machine, never sooner), and it leaves ``SIGALRM``
    (pytest-timeout's) alone; the call is stopped once its own thread has used ``seconds``,
    not counting the collector's time. The memory cap
    is the current address space plus ``memory``; it is lifted again afterwards.
    """
    global _armed, _limit, _thread_started, _collected, _guarded_thread, _collecting
    _limit, _guarded_thread = seconds, threading.get_ident()
    _thread_started, _collected = time.thread_time(), 0.0
    _collecting = False  # arming is ordinary code: no collection is under way
    previous_handler = signal.signal(signal.SIGPROF, _on_alarm)
    signal.setitimer(signal.ITIMER_PROF, seconds)
    soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    cap = _address_space() + memory
    capped = bool(_address_space()) and (hard == resource.RLIM_INFINITY or cap < hard)
    if capped:
        resource.setrlimit(resource.RLIMIT_AS, (cap, hard))
    _armed = True
    try:
        yield
    finally:
        _armed = False
        signal.setitimer(signal.ITIMER_PROF, 0)
        if capped:
            resource.setrlimit(resource.RLIMIT_AS, (soft, hard))
        signal.signal(signal.SIGPROF, previous_handler)


def run_guarded(function: Callable[[], Any], seconds: float = CALL_SECONDS) -> tuple[str, str]:
    """Call ``function()`` under :func:`guard`; return ``(outcome kind, message)``.

    A generator or iterator that comes back is advanced a few steps inside the
    guard, so errors a lazy result would raise later are seen now.

    A hang is confirmed before it is reported: the collector first clears the garbage
    earlier calls and tests left (a full collection of a big heap, charged to whichever
    call it falls in, once made a quick call a 5 s hang in CI), then the call is made
    once more; only a second hang is the call's own.
    """
    kind, message = _run_once(function, seconds)
    if kind == HANG:
        gc.collect()
        kind, message = _run_once(function, seconds)
    return kind, message


def _run_once(function: Callable[[], Any], seconds: float) -> tuple[str, str]:
    try:
        with guard(seconds):
            value = function()
            if isinstance(value, types.GeneratorType | itertools.islice) or (
                isinstance(value, Iterator) and not isinstance(value, str | bytes)
            ):
                for _ in itertools.islice(value, 3):
                    pass
        return RESULT, ""
    except KeyboardInterrupt:
        raise
    except BaseException as error:  # classifying every exception is the point
        try:
            message = str(error)
        except BaseException:
            message = f"<unprintable {type(error).__name__}>"
        return exception_kind(error), message.replace("\n", " ")[:200]


# -- checks for one call (the known-defect tests) -------------------------------------


def refused(
    call, *, within: float = 1.0, says: tuple[str, ...] = (), never_says: tuple[str, ...] = ()
) -> str:
    """``call()`` raises LogoKitError within ``within`` CPU seconds; returns the message."""
    started = cpu_seconds()
    kind, message = run_guarded(call, seconds=max(5.0, within))
    took = cpu_seconds() - started
    assert kind == REFUSED, f"expected a LogoKitError, got {kind}: {message}"
    assert took < within, f"refused, but only after {took:.1f} s of CPU time"
    for words in says:
        assert words in message, f"{words!r} not in the message: {message}"
    for words in never_says:
        assert words not in message, f"{words!r} in the message: {message}"
    return message


def answers_or_refuses(call, *, within: float = 5.0) -> str:
    """``call()`` returns or raises LogoKitError within ``within`` CPU seconds."""
    started = cpu_seconds()
    kind, message = run_guarded(call, seconds=within + 1)
    took = cpu_seconds() - started
    assert kind in (RESULT, REFUSED), f"{kind}: {message}"
    assert took < within, f"took {took:.1f} s of CPU time"
    return kind


PYTHON_TEXTS = ("invalid literal", "set_int_max_str_digits", "is not a valid", "object is not")
"""Python's own messages, which a student should never see instead of ours."""
