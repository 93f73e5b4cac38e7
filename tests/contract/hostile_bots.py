"""Bots that break the rules of being a bot, for the toy game (tests/contract/toy_game.py).

Each decides from the game's own generator when to misbehave, so the same game
misbehaves the same way in this process, in a pool's worker or on a Dask
worker (and a test can find the game by playing serially first).
"""

from __future__ import annotations

from toy_game import Step, StepPlayer

MOVE_LIMIT = 0.5
"""The per-move time limit (``move_seconds``) the tests set. A healthy toy bot takes
microseconds a move, so it meets this however busy the machine is; a spinning bot never
returns and a slow one (``SlowPlayer(2 * MOVE_LIMIT)``) sleeps longer than this, so no
test's outcome depends on the machine's speed."""


class FailingPlayer(StepPlayer):
    """Raises ``ZeroDivisionError`` on a move with chance ``p`` (p=1: its first move)."""

    def __init__(self, p: float = 1.0, name: str = "failing"):
        super().__init__(1, name)
        self.p = p

    def choose(self, view, rng):
        if rng.random() < self.p:
            raise ZeroDivisionError("a bug in the bot")
        return super().choose(view, rng)


class RecursivePlayer(StepPlayer):
    """Calls itself without end."""

    def __init__(self, name: str = "recursive"):
        super().__init__(1, name)

    def choose(self, view, rng):
        return self.choose(view, rng)


class IllegalPlayer(StepPlayer):
    """Steps 7, which the toy game never allows."""

    def __init__(self, name: str = "illegal"):
        super().__init__(1, name)

    def choose(self, view, rng):
        return Step(7)


class SpinningPlayer(StepPlayer):
    """Computes forever on a move with chance ``p`` (a bot that never returns)."""

    def __init__(self, p: float = 1.0, name: str = "spinning"):
        super().__init__(1, name)
        self.p = p

    def choose(self, view, rng):
        if rng.random() < self.p:
            count = 0
            while True:  # never returns (only an exception raised in this thread ends it)
                count += 1
        return super().choose(view, rng)


class SlowPlayer(StepPlayer):
    """Takes ``seconds`` over every move (sleeping), then steps 1. It sleeps in short
    naps, so a move time limit stops it within a nap of the limit (a single long sleep
    would hold the limit's exception until the sleep ends)."""

    def __init__(self, seconds: float = 0.02, name: str = "slow"):
        super().__init__(1, name)
        self.seconds = seconds

    def choose(self, view, rng):
        import time

        awake = time.monotonic() + self.seconds
        while time.monotonic() < awake:
            time.sleep(min(0.01, self.seconds))
        return super().choose(view, rng)


class StuckOffMainThread(StepPlayer):
    """Never returns when asked for a move off the main thread (in a Dask worker's or
    a thread pool's thread); plays like ``StepPlayer(1)`` in the main thread. So with
    the default chunk size, game 0 (played in the notebook first, to time it) finishes
    and every chunk sent out is stuck for good: no timing decides which games end.
    It waits on an event nobody sets, so it burns no CPU while stuck."""

    def __init__(self, name: str = "stuck"):
        super().__init__(1, name)

    def choose(self, view, rng):
        import threading

        if threading.current_thread() is not threading.main_thread():
            threading.Event().wait()  # never set: never returns
        return super().choose(view, rng)


class CountedPickles(StepPlayer):
    """Steps 1, and counts (in the class, in the process that pickles it) how often it
    has been pickled: how often a run sent it to a pool's workers."""

    pickled = 0

    def __init__(self, name: str = "counted"):
        super().__init__(1, name)

    def __getstate__(self):
        type(self).pickled += 1
        return dict(self.__dict__)
