"""Tournaments on a two-worker Dask LocalCluster: the toy game and the real bots of each
game give the serial results, a failing bot the same error and finished games, and
Ctrl-C games 0 … k−1. One cluster serves the module (starting one costs
several CPU seconds), so ``make test`` runs it (not ``make check``); the Ctrl-C cases,
whose bots keep workers busy for seconds, run in ``make test-all``, and the one that
restarts workers starts its own cluster (so no other test meets the new workers)."""

from __future__ import annotations

import _thread
import operator
import os
import signal
import sys
import threading
import time
from pathlib import Path

import pytest
from hostile_bots import MOVE_LIMIT, FailingPlayer, SpinningPlayer, StuckOffMainThread
from toy_game import StepPlayer, ToyGame, ToyOptions

from logo_kit.billionaire import ApprenticeOptions, EVOptimalLauncher, FixedCountLauncher
from logo_kit.engine import tournament
from logo_kit.errors import BotError
from logo_kit.logo import LogoOptions
from logo_kit.logo.players import CalculatorPlayer, GreedyLowPlayer
from logo_kit.lore import LoreOptions
from logo_kit.lore.players import AdvisorPlayer, GreedyInfoPlayer
from logo_kit.simulate.worker import chunks_running

distributed = pytest.importorskip("distributed")
dask = pytest.importorskip("dask")
pytestmark = [pytest.mark.slow, pytest.mark.timeout(600, method="thread")]
HERE = str(Path(__file__).parent)


def two_workers():
    """A two-worker LocalCluster (processes, each with its nanny)."""
    return distributed.LocalCluster(
        n_workers=2,
        threads_per_worker=1,
        processes=True,
        host="127.0.0.1",
        dashboard_address=None,
    )


@pytest.fixture(scope="module")
def executor():
    with two_workers() as cluster, distributed.Client(cluster) as client:
        client.run(sys.path.insert, 0, HERE)  # the workers import the toy game and bots
        with client.get_executor() as pool:
            yield pool


GAMES = {
    "billionaire": (
        lambda: [FixedCountLauncher(3), EVOptimalLauncher()],
        ApprenticeOptions(players=2),
        12,
    ),
    "logo": (
        lambda: [GreedyLowPlayer(), CalculatorPlayer()],
        LogoOptions(players=2, max_rounds=1),
        4,
    ),
    "lore": (lambda: [GreedyInfoPlayer(), AdvisorPlayer()], LoreOptions(stars=5), 2),
}


@pytest.mark.parametrize("name", GAMES)
def test_the_real_bots_give_the_serial_results_on_a_cluster(executor, name):
    players, options, games = GAMES[name]
    serial = tournament(players(), games, seed=3, options=options)
    clustered = tournament(players(), games, seed=3, options=options, executor=executor)
    assert clustered.records == serial.records


def toy(players, games=40, **kwargs):
    return tournament(
        players,
        games,
        seed=5,
        options=ToyOptions(players=3, goal=12, max_turns=30),
        game=ToyGame,
        **kwargs,
    )


def test_the_toy_game_gives_the_serial_results_on_a_cluster(executor):
    players = [StepPlayer(2, "bold"), StepPlayer(1, "timid"), StepPlayer(2, "b2")]
    assert toy(players, executor=executor, chunk=9).records == toy(players).records


def test_a_failing_bot_gives_the_serial_error_and_games(executor):
    players = [StepPlayer(2, "bold"), FailingPlayer(0.02), StepPlayer(1, "timid")]
    with pytest.raises(BotError) as serial:
        toy(players)
    with pytest.raises(BotError) as clustered:
        toy(players, executor=executor, chunk=3)
    assert (clustered.value.game, clustered.value.seat, clustered.value.move) == (
        serial.value.game,
        serial.value.seat,
        serial.value.move,
    )
    assert clustered.value.partial.records == serial.value.partial.records


@pytest.mark.full
@pytest.mark.usefixtures("ctrl_c_reaches_python")
def test_ctrl_c_returns_games_0_to_k(executor):
    players = [StepPlayer(2, "bold"), SpinningPlayer(0.03), StepPlayer(1, "timid")]
    with pytest.raises(BotError) as reference:
        toy(players, move_seconds=MOVE_LIMIT)
    sent = threading.Event()

    ctrl_c = threading.Timer(1.0, _thread.interrupt_main)

    def progress(done, total):
        if not sent.is_set():
            sent.set()
            ctrl_c.start()

    try:  # move_seconds ends the spinning game: leave the worker to it (restarts: below)
        result = toy(
            players,
            executor=executor,
            chunk=1,
            progress=progress,
            move_seconds=5,
            stuck_workers="leave",
        )
    finally:  # a run that ended some other way must not leave a Ctrl-C for the next test
        ctrl_c.cancel()
    assert sent.is_set()
    assert result.interrupted  # with no game finished, an empty result (never an exception)
    assert result.records == reference.value.partial.records[: result.games]


def poll(what, condition, seconds=300):
    """Wait until ``condition()`` holds (a hang guard of ``seconds``, not a timing)."""
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, f"still waiting for {what} after {seconds} s"
        time.sleep(0.05)


@pytest.mark.full
@pytest.mark.usefixtures("ctrl_c_reaches_python")
def test_ctrl_c_restarts_the_workers_a_bot_never_lets_go():
    """Every chunk sent out sticks in a bot that never returns (no move_seconds): Ctrl-C
    returns game 0 (played here), and the stuck workers are restarted through their
    nannies, so none plays the run any more and the cluster takes work again."""
    players = [StepPlayer(2, "bold"), StuckOffMainThread(), StepPlayer(1, "timid")]
    # A LocalCluster drops a worker that is not back lost-worker-timeout (15 s) after it
    # left: a busy machine can take longer than that to start a worker process.
    with (
        dask.config.set({"distributed.deploy.lost-worker-timeout": "600s"}),
        two_workers() as cluster,
        distributed.Client(cluster) as client,
    ):
        client.run(sys.path.insert, 0, HERE)
        before = set(client.scheduler_info()["workers"])
        stuck = threading.Event()

        def interrupt_when_stuck():  # Ctrl-C once both workers are in a chunk of the run
            poll("both workers to be stuck", lambda: sum(client.run(chunks_running).values()) == 2)
            stuck.set()
            os.kill(os.getpid(), signal.SIGINT)

        def progress(done, total):
            if done == 1:  # game 0, played here: the chunks go out next
                threading.Thread(target=interrupt_when_stuck, daemon=True).start()

        with client.get_executor() as pool:
            result = toy(players, executor=pool, progress=progress)
        assert stuck.is_set() and result.interrupted
        assert result.records == toy(players, games=1).records  # games 0 … k−1, k = 1

        def restarted():  # both workers were stuck: both are new ones now
            workers = set(client.scheduler_info()["workers"])
            return len(workers) == 2 and workers.isdisjoint(before)

        poll("the stuck workers to be restarted", restarted)
        workers = set(client.scheduler_info()["workers"])
        assert client.run(chunks_running) == dict.fromkeys(workers, 0)  # none plays the run
        assert not any(
            "run_chunk" in str(key) for keys in client.processing().values() for key in keys
        )
        for address in workers:  # the cluster takes work again, on each new worker
            task = client.submit(operator.add, 1, 2, workers=[address], pure=False)
            assert task.result(timeout=120) == 3
        for thread in threading.enumerate():  # the restart has answered
            if thread.name.startswith("logo_kit-stuck-workers"):
                thread.join(timeout=120)
