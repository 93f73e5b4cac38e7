"""OpenSpiel's MCTS and ISMCTS as logo_kit players: legal, seeded, and in tournaments."""

from __future__ import annotations

import numpy as np
import pytest

from logo_kit.billionaire import ApprenticeOptions, EVOptimalLauncher
from logo_kit.engine import tournament
from logo_kit.errors import LogoKitError
from logo_kit.logo import GreedyLowPlayer, LogoGame, LogoOptions
from logo_kit.lore import LoreOptions
from logo_kit.lore.players import AdvisorPlayer, GreedyInfoPlayer

pytest.importorskip("pyspiel")

from logo_kit.openspiel import ISMCTSPlayer
from logo_kit.openspiel.bots import MCTSPlayer


def test_ismcts_plays_logo_against_a_greedy_bot_reproducibly():
    options = LogoOptions(players=2, max_rounds=1)
    bots = [ISMCTSPlayer(options, simulations=8, rollout_moves=30), GreedyLowPlayer()]
    first = tournament(bots, 2, 7, options=options)
    again = tournament(bots, 2, 7, options=options)
    assert first.records == again.records
    assert first.games == 2 and sum(first.wins.values()) == 2


def test_ismcts_plays_logic_and_lore_and_billionaire():
    lore = LoreOptions.both("light", 0, stars=3)
    result = tournament(
        [ISMCTSPlayer(lore, simulations=6, rollout=GreedyInfoPlayer("roll")), AdvisorPlayer()],
        2,
        1,
        options=lore,
    )
    assert result.games == 2
    bb = ApprenticeOptions(players=2, winning_money=200)
    result = tournament([ISMCTSPlayer(bb, simulations=6), EVOptimalLauncher()], 2, 1, options=bb)
    assert result.games == 2 and result.capped == 0


def test_mcts_chooses_one_of_the_listed_moves_from_the_view():
    options = LogoOptions(players=3)
    game = LogoGame.new(options, np.random.default_rng(4))
    bot = MCTSPlayer(options, simulations=10, rollout_moves=20)
    view = game.view(game.current_player)
    move = bot.choose(view, np.random.default_rng(0))
    assert move in view.legal_moves
    assert bot.choose(view, np.random.default_rng(0)) == move  # the rng decides


def test_search_players_check_their_arguments():
    options = LogoOptions(players=2)
    with pytest.raises(LogoKitError, match="simulations"):
        ISMCTSPlayer(options, simulations=0)
    with pytest.raises(LogoKitError, match="rollout must be"):
        ISMCTSPlayer(options, rollout="greedy")
    with pytest.raises(LogoKitError, match="LogoOptions, LoreOptions or ApprenticeOptions"):
        MCTSPlayer("logo")
    assert ISMCTSPlayer(options, simulations=30).name == "ISMCTS 30"


def test_search_players_run_on_a_process_pool():
    options = ApprenticeOptions(players=2, winning_money=150)
    bots = [MCTSPlayer(options, simulations=4), EVOptimalLauncher()]
    here = tournament(bots, 2, 3, options=options)
    there = tournament(bots, 2, 3, options=options, executor="processes")
    assert here.records == there.records
