"""Tournaments that survive broken bots, Ctrl-C and bad arguments.

A bot that fails gives a BotError naming the player, seat, game and move, with
games 0 … game−1 attached as a partial TournamentResult, the same whatever runs
the games; Ctrl-C returns games 0 … k−1 and leaves no worker playing. Ctrl-C is
sent to this test's own process (from a timer thread, or by interrupt_main), with
SIGINT handled by Python even in a background run (fixture ctrl_c_reaches_python); no
test asserts a time (pytest-timeout only guards against a hang).
"""

from __future__ import annotations

import _thread
import multiprocessing
import os
import signal
import threading
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor

import pytest
from hostile_bots import (
    MOVE_LIMIT,
    CountedPickles,
    FailingPlayer,
    IllegalPlayer,
    RecursivePlayer,
    SpinningPlayer,
)
from toy_game import StepPlayer, ToyGame, ToyOptions

from logo_kit import LogoKitError
from logo_kit.engine import play_game, tournament
from logo_kit.errors import BotError
from logo_kit.simulate import play_indexed
from logo_kit.simulate.chunks import chunk_size
from logo_kit.simulate.stopping import restart_stuck_workers
from logo_kit.tournaments import TournamentResult

OPTIONS = ToyOptions(players=3, goal=12, max_turns=30)
SEED = 5


def run(players, games=40, **kwargs):
    return tournament(players, games, seed=SEED, options=OPTIONS, game=ToyGame, **kwargs)


def failing_players(p=0.02):
    return [StepPlayer(2, "bold"), FailingPlayer(p), StepPlayer(1, "timid")]


def first_failure(players, **kwargs) -> BotError:
    with pytest.raises(BotError) as caught:
        run(players, **kwargs)
    return caught.value


def spawn_pool(workers=2):
    return ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("spawn"))


# -- a bot that fails ----------------------------------------------------------------------


def test_a_failing_bot_is_named_with_its_seat_game_and_move_and_the_games_before_are_kept():
    error = first_failure(failing_players())
    assert error.player == "failing" and error.game is not None and error.game > 0
    assert error.move >= 1 and 0 <= error.seat < 3
    for words in (
        "'failing'",
        f"seat {error.seat}",
        f"game {error.game}",
        f"move {error.move}",
        "ZeroDivisionError",
    ):
        assert words in str(error)
    assert isinstance(error, LogoKitError) and isinstance(error.__cause__, BotError)
    partial = error.partial
    assert isinstance(partial, TournamentResult) and partial.requested == 40
    assert [r.index for r in partial.records] == list(range(error.game))
    # the games before the failing one are exactly the games a shorter run plays
    assert partial.records == run(failing_players(), games=error.game).records
    # the seat named is where the failing bot sat in that game (seats rotate)
    assert (error.seat - error.game) % 3 == 1


@pytest.mark.slow  # spawns a process pool: make test, not make check
@pytest.mark.usefixtures("ctrl_c_reaches_python")
def test_a_process_pool_gives_the_same_error_and_the_same_finished_games():
    serial = first_failure(failing_players())
    with spawn_pool() as pool:
        pooled = first_failure(failing_players(), executor=pool, chunk=3)
    assert (pooled.player, pooled.seat, pooled.game, pooled.move) == (
        serial.player,
        serial.seat,
        serial.game,
        serial.move,
    )
    assert pooled.partial.records == serial.partial.records


def test_a_bot_failing_in_game_0_leaves_an_empty_partial_result():
    error = first_failure(failing_players(p=1.0))
    assert error.game == 0 and error.partial.games == 0


@pytest.mark.parametrize(
    ("bot", "words"),
    [(RecursivePlayer(), "called itself without end"), (IllegalPlayer(), "illegal move")],
    ids=["recursive", "illegal"],
)
def test_a_recursive_or_illegal_bot_is_a_bot_error(bot, words):
    error = first_failure([StepPlayer(2, "bold"), bot, StepPlayer(1, "timid")])
    assert words in str(error) and error.player == bot.name and error.game == 0


def test_play_game_names_the_failing_bot_too():
    import numpy as np

    with pytest.raises(BotError, match=r"'recursive' \(seat 0\) at move") as caught:
        play_game(
            ToyGame,
            [RecursivePlayer(), StepPlayer(1)],
            np.random.default_rng(0),
            options=ToyOptions(),
        )
    assert caught.value.game is None and caught.value.partial is None


# -- the per-move time limit ---------------------------------------------------------------


def test_a_bot_over_the_move_time_limit_is_stopped_here():
    error = first_failure(
        [StepPlayer(2, "bold"), SpinningPlayer(0.05), StepPlayer(1, "timid")],
        move_seconds=MOVE_LIMIT,
    )
    assert f"took more than {MOVE_LIMIT:g} s" in str(error) and error.player == "spinning"
    assert [r.index for r in error.partial.records] == list(range(error.game))


def test_the_time_limit_also_stops_a_bot_in_a_worker_thread():
    players = [StepPlayer(2, "bold"), SpinningPlayer(0.05), StepPlayer(1, "timid")]
    serial = first_failure(players, move_seconds=MOVE_LIMIT)
    with ThreadPoolExecutor(2) as pool:  # like a Dask worker: not the main thread
        threaded = first_failure(players, move_seconds=MOVE_LIMIT, executor=pool, chunk=2)
    assert (threaded.game, threaded.seat, threaded.move) == (serial.game, serial.seat, serial.move)
    assert threaded.partial.records == serial.partial.records


def test_the_time_limit_changes_nothing_for_bots_in_time():
    plain = run([StepPlayer(2, "bold"), StepPlayer(1, "timid"), StepPlayer(2, "b2")], games=6)
    timed = run(
        [StepPlayer(2, "bold"), StepPlayer(1, "timid"), StepPlayer(2, "b2")],
        games=6,
        move_seconds=30,
    )
    assert timed.records == plain.records


@pytest.mark.parametrize("seconds", [0, -1, "1", float("nan"), 10**9])
def test_the_time_limit_must_be_a_sensible_number_of_seconds(seconds):
    with pytest.raises(LogoKitError, match="move_seconds"):
        run(failing_players(), move_seconds=seconds)


# -- arguments checked before the first game -------------------------------------------------


class CountingPlayer(StepPlayer):
    def __init__(self):
        super().__init__(1, "counting")
        self.moves = 0

    def choose(self, view, rng):
        self.moves += 1
        return super().choose(view, rng)


@pytest.mark.parametrize(
    ("arguments", "words"),
    [
        ({"progress": lambda: 0}, "progress"),
        ({"progress": 3}, "progress"),
        ({"chunk": 0}, "chunk"),
        ({"chunk": "x"}, "chunk"),
        ({"chunk": 2.5}, "chunk"),
        ({"chunk": 41}, "chunk"),
        ({"stuck_workers": "kill"}, "stuck_workers.*'restart'"),
        ({"stuck_workers": None}, "stuck_workers.*'leave'"),
        ({"stuck_workers": "leave", "chunk": 0}, "chunk"),
    ],
    ids=[
        "progress-no-arguments",
        "progress-number",
        "chunk-0",
        "chunk-text",
        "chunk-float",
        "chunk-too-big",
        "stuck-workers-unknown",
        "stuck-workers-none",
        "stuck-workers-leave",
    ],
)
def test_progress_and_chunk_are_checked_before_the_first_game(arguments, words):
    counting = CountingPlayer()
    with pytest.raises(LogoKitError, match=words):
        run([StepPlayer(2, "bold"), counting, StepPlayer(1, "timid")], **arguments)
    assert counting.moves == 0


# -- Ctrl-C --------------------------------------------------------------------------------


@pytest.mark.usefixtures("ctrl_c_reaches_python")
def test_ctrl_c_here_returns_the_games_before_the_one_interrupted():
    players = [StepPlayer(2, "bold"), SpinningPlayer(0.02), StepPlayer(1, "timid")]
    # Where the bot first spins: its failing twin fails on the same draws (no clock).
    twin = [StepPlayer(2, "bold"), FailingPlayer(0.02, "spinning"), StepPlayer(1, "timid")]
    stopped = first_failure(twin)
    spin = stopped.game

    ctrl_c = threading.Timer(0.05, _thread.interrupt_main)

    def progress(done, total):
        if done == spin:  # the next game spins: Ctrl-C comes in the middle of it
            ctrl_c.start()

    try:
        result = run(players, progress=progress)
    finally:  # a run that ended some other way must not leave a Ctrl-C for the next test
        ctrl_c.cancel()
    assert result.interrupted and result.games == spin
    assert result.records == stopped.partial.records


@pytest.mark.slow  # spawns a process pool: make test, not make check
@pytest.mark.usefixtures("ctrl_c_reaches_python")
# A hang guard only. At 120 s it fired in a loaded CI run: pytest-timeout's thread method
# ends the whole xdist worker (os._exit), which orphaned the pool's two spinning workers,
# and they held both cores for the rest of the run.
@pytest.mark.timeout(600, method="thread")
def test_ctrl_c_on_a_process_pool_returns_games_0_to_k_and_ends_the_workers():
    players = [StepPlayer(2, "bold"), SpinningPlayer(0.03), StepPlayer(1, "timid")]
    reference = first_failure(players, move_seconds=MOVE_LIMIT)
    clean = reference.partial.records
    sent = threading.Event()
    workers = []
    ctrl_c = threading.Timer(1.0, os.kill, (os.getpid(), signal.SIGINT))

    def progress(done, total):
        if done >= 3 and not sent.is_set():  # a worker may be spinning by now
            sent.set()
            workers.extend(pool._processes.values())
            ctrl_c.start()

    pool = spawn_pool()
    try:
        result = run(players, executor=pool, chunk=1, progress=progress)
    finally:
        ctrl_c.cancel()  # a run that ended some other way must not leave a Ctrl-C behind
        pool.shutdown(wait=False, cancel_futures=True)
    assert sent.is_set() and len(workers) == 2
    for process in workers:
        process.join(timeout=60)  # a hang guard only: run() has already ended them
    assert not any(process.is_alive() for process in workers)
    assert result.interrupted  # with no game finished, an empty result (never an exception)
    assert [r.index for r in result.records] == list(range(result.games))
    assert result.records == clean[: result.games] and result.games <= reference.game


class StuckAtOnce(StepPlayer):
    """Says that its first move has begun, then computes for ever (never returns)."""

    def __init__(self, name: str = "stuck"):
        super().__init__(1, name)
        self.begun = threading.Event()

    def choose(self, view, rng):
        self.begun.set()
        while True:  # only an exception raised in this thread (Ctrl-C) ends it
            pass


def ctrl_c_when(begun: threading.Event) -> threading.Event:
    """Send Ctrl-C to the main thread once ``begun`` is set (no timer: the bot says when
    it is inside its move); setting the returned event first calls it off."""
    called_off = threading.Event()

    def wait_then_interrupt():
        begun.wait(timeout=600)  # a hang guard only
        if begun.is_set() and not called_off.is_set():
            _thread.interrupt_main()

    threading.Thread(target=wait_then_interrupt, daemon=True).start()
    return called_off


@pytest.mark.timeout(300, method="thread")  # a hang guard only
@pytest.mark.parametrize("executor", [None, "processes"], ids=["here", "process-pool"])
@pytest.mark.usefixtures("ctrl_c_reaches_python")
def test_ctrl_c_in_game_0_with_a_bot_that_never_returns_gives_an_empty_result(executor):
    stuck = StuckAtOnce()
    called_off = ctrl_c_when(stuck.begun)
    try:
        result = run([stuck, StepPlayer(1, "timid"), StepPlayer(2, "bold")], executor=executor)
    except KeyboardInterrupt:  # a failure of this test, not the end of the test session
        pytest.fail("Ctrl-C in game 0 escaped as KeyboardInterrupt instead of an empty result")
    finally:
        called_off.set()
    assert isinstance(result, TournamentResult)
    assert result.games == 0 and result.interrupted and result.requested == 40
    assert result.wins == {"stuck": 0, "timid": 0, "bold": 0}
    assert "0 games of 40 (interrupted)" in result.summary()  # the table prints too
    assert "| stuck | 0 | 0 |" in result.table()
    assert not multiprocessing.active_children()  # no pool worker was left playing


class RenamingPlayer(StepPlayer):
    """A name that is different each time it is read (a property counting its reads)."""

    reads = 0

    @property
    def name(self):
        RenamingPlayer.reads += 1
        return f"renamed {RenamingPlayer.reads}"

    @name.setter
    def name(self, value):
        pass


class RenamedInPlay(StepPlayer):
    """Renames itself on its first move."""

    def choose(self, view, rng):
        self.name = "someone else"
        return super().choose(view, rng)


def test_a_bot_whose_name_changes_between_reads_is_refused_before_the_first_game():
    with pytest.raises(LogoKitError, match=r"name changed.*'renamed \d+' then 'renamed \d+'"):
        run([StepPlayer(2, "bold"), RenamingPlayer(1), StepPlayer(1, "timid")])


def test_a_bot_that_renames_itself_during_a_game_is_a_bot_error():
    players = [StepPlayer(2, "bold"), RenamedInPlay(1, "shifty"), StepPlayer(1, "timid")]
    error = first_failure(players)
    assert error.player == "shifty" and error.game == 0 and error.partial.games == 0
    assert "'shifty'" in str(error) and "'someone else'" in str(error)


def test_ctrl_c_from_progress_with_a_pool_returns_a_prefix():
    def progress(done, total):
        if done >= 5:
            raise KeyboardInterrupt

    players = [StepPlayer(2, "bold"), StepPlayer(1, "timid"), StepPlayer(2, "b2")]
    with ThreadPoolExecutor(2) as pool:
        result = run(players, executor=pool, chunk=2, progress=progress)
    # games 0 … k−1 of the 5+ finished; k is 0 when a loaded machine left game 0's chunk
    # behind the others, so the check reads a prefix of a fuller run rather than racing it
    assert result.interrupted and result.games < 40
    assert result.records == run(players, games=40).records[: result.games]


class FakeDask:
    """What the restart of stuck workers asks of a Dask client, answered from a table:
    ``busy`` chunks of the run per worker, and which workers have a nanny."""

    def __init__(self, busy, nannies):
        self.busy, self.nannies, self.restarted = busy, nannies, []

    def run(self, function, *args, on_error="raise"):  # function: chunks_running
        return dict(self.busy)

    def scheduler_info(self):
        return {
            "workers": {
                a: {"nanny": f"nanny-{a}" if a in self.nannies else None} for a in self.busy
            }
        }

    def restart_workers(self, workers, timeout, raise_for_error):
        self.restarted.append(sorted(workers))
        return dict.fromkeys(workers, "OK")


def test_only_the_workers_still_playing_the_run_are_restarted_and_one_without_nanny_is_left():
    client = FakeDask({"tcp://a": 1, "tcp://b": 0, "tcp://c": 2}, nannies={"tcp://a", "tcp://b"})
    with pytest.warns(RuntimeWarning, match=r"tcp://c .*no nanny.*left playing"):
        restart_stuck_workers(client, "run-token", grace=0)
    assert client.restarted == [["tcp://a"]]  # b is idle; c cannot be restarted


def test_no_worker_is_restarted_when_none_still_plays_the_run():
    client = FakeDask({"tcp://a": 0, "tcp://b": 0}, nannies={"tcp://a", "tcp://b"})
    restart_stuck_workers(client, "run-token", grace=0)
    assert client.restarted == []


def test_a_restart_that_fails_is_a_warning_not_an_error():
    class Refusing(FakeDask):
        def restart_workers(self, workers, timeout, raise_for_error):
            return dict.fromkeys(workers, "timed out")

    client = Refusing({"tcp://a": 1}, nannies={"tcp://a"})
    with pytest.warns(RuntimeWarning, match="could not restart.*timed out"):
        restart_stuck_workers(client, "run-token", grace=0)


@pytest.mark.slow  # spawns a process pool: make test, not make check
@pytest.mark.usefixtures("ctrl_c_reaches_python")
@pytest.mark.timeout(300, method="thread")
def test_a_process_pool_gets_the_players_once_per_worker_not_with_every_chunk():
    players = [StepPlayer(2, "bold"), CountedPickles(), StepPlayer(1, "timid")]
    serial = run(players)
    CountedPickles.pickled = 0
    with spawn_pool() as pool:
        pooled = run(players, executor=pool, chunk=2)  # 20 chunks
    assert pooled.records == serial.records
    # Each of the 2 workers gets them once (a worker that took a chunk sent by token
    # before meeting the run gets it once more); never with every chunk.
    assert 2 <= CountedPickles.pickled < 10


# -- chunk sizes ----------------------------------------------------------------------------


def test_chunks_take_a_few_seconds_and_every_worker_gets_several():
    assert chunk_size(2000, 2, 0.001) == 250  # 4 chunks per worker, 0.25 s each
    assert chunk_size(2000, 64, 0.001) == 8  # a big cluster: 256 chunks
    assert chunk_size(2000, 2, 1.0) == 3  # slow games: 3 s per chunk
    assert chunk_size(5, 64, 10.0) == 1


def test_without_chunk_game_0_is_played_here_and_the_rest_in_chunks():
    seen = []

    def play(index, rng):
        seen.append((index, threading.current_thread() is threading.main_thread()))
        return index

    with ThreadPoolExecutor(2) as pool:
        assert play_indexed(play, games=30, seed=1, executor=pool) == list(range(30))
    assert seen[0] == (0, True) and all(not here for index, here in seen if index)
