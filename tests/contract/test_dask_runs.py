"""Tournaments on a two-worker Dask LocalCluster: the toy game and the real bots of each
game give the serial results, a failing bot the same error and finished games, and
Ctrl-C games 0 … k−1 (issue 22). One cluster serves the module (starting one costs
several CPU seconds), so ``make test`` runs it (not ``make check``); the Ctrl-C case,
whose spinning bot keeps a worker busy for seconds, runs in ``make test-all``."""

from __future__ import annotations

import _thread
import sys
import threading
from pathlib import Path

import pytest
from hostile_bots import MOVE_LIMIT, FailingPlayer, SpinningPlayer
from toy_game import StepPlayer, ToyGame, ToyOptions

from logo_kit.billionaire import ApprenticeOptions, EVOptimalLauncher, FixedCountLauncher
from logo_kit.engine import tournament
from logo_kit.errors import BotError
from logo_kit.logo import LogoOptions
from logo_kit.logo.players import CalculatorPlayer, GreedyLowPlayer
from logo_kit.lore import LoreOptions
from logo_kit.lore.players import AdvisorPlayer, GreedyInfoPlayer

distributed = pytest.importorskip("distributed")
pytestmark = [pytest.mark.slow, pytest.mark.timeout(600, method="thread")]
HERE = str(Path(__file__).parent)


@pytest.fixture(scope="module")
def executor():
    with (
        distributed.LocalCluster(
            n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1",
            dashboard_address=None,
        ) as cluster,
        distributed.Client(cluster) as client,
    ):
        client.run(sys.path.insert, 0, HERE)  # the workers import the toy game and bots
        with client.get_executor() as pool:
            yield pool


GAMES = {
    "billionaire": (lambda: [FixedCountLauncher(3), EVOptimalLauncher()],
                    ApprenticeOptions(players=2), 12),
    "logo": (lambda: [GreedyLowPlayer(), CalculatorPlayer()],
             LogoOptions(players=2, max_rounds=1), 4),
    "lore": (lambda: [GreedyInfoPlayer(), AdvisorPlayer()], LoreOptions(stars=5), 2),
}


@pytest.mark.parametrize("name", GAMES)
def test_the_real_bots_give_the_serial_results_on_a_cluster(executor, name):
    players, options, games = GAMES[name]
    serial = tournament(players(), games, seed=3, options=options)
    clustered = tournament(players(), games, seed=3, options=options, executor=executor)
    assert clustered.records == serial.records


def toy(players, **kwargs):
    return tournament(players, 40, seed=5, options=ToyOptions(players=3, goal=12, max_turns=30),
                      game=ToyGame, **kwargs)


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
        serial.value.game, serial.value.seat, serial.value.move)
    assert clustered.value.partial.records == serial.value.partial.records


@pytest.mark.full
def test_ctrl_c_returns_games_0_to_k(executor):
    players = [StepPlayer(2, "bold"), SpinningPlayer(0.03), StepPlayer(1, "timid")]
    with pytest.raises(BotError) as reference:
        toy(players, move_seconds=MOVE_LIMIT)
    sent = threading.Event()

    def progress(done, total):
        if not sent.is_set():
            sent.set()
            threading.Timer(1.0, _thread.interrupt_main).start()

    try:
        result = toy(players, executor=executor, chunk=1, progress=progress, move_seconds=5)
    except KeyboardInterrupt:  # allowed when game 0 was not finished yet
        result = None
    assert sent.is_set()
    if result is not None:
        assert result.interrupted
        assert result.records == reference.value.partial.records[: result.games]
