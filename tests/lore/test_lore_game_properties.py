"""Engine properties over many seeded games (rulings S1, S4–S7).

At every step of games between every kind of bot, on small lines with every
set-up (modes, 0–2 blackholes, a start card shown): each player's belief still
holds the true assignment, tokens follow S5, face-up cards are aligned, the
answers agree with a plain-Python oracle, illegal moves change nothing, every
game ends, and replaying the log gives the same game.
"""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from lore_oracle import oracle

from logo_kit.errors import IllegalMoveError
from logo_kit.lore.game import LoreGame
from logo_kit.lore.moves import AlignStars, ChooseFocus, Divine, MoveHeavens, Phase, Search
from logo_kit.lore.options import TOKENS_EACH, LoreOptions, PlayerSetup
from logo_kit.lore.players import (
    AdvisorPlayer,
    BeliefTracker,
    GreedyInfoPlayer,
    LookaheadPlayer,
    RandomPlayer,
)
from logo_kit.lore.tokens import TOKEN_QUESTIONS

BRIGHT = ["Alignment", "Symmetry", "Neighbours", "Oddity", "Massive", "Nearby", "Focus", "Orbit",
          "Greatness"]  # fmt: skip


def wrong_moves(game):
    """Moves that are never legal at the current step."""
    line = game.line(game.current_player)
    moves = [Divine(1), Divine(9), ChooseFocus((line.layout.cards[0],) * 2), Search(())]
    if game.phase is not Phase.ALIGN_STARS:
        moves.append(AlignStars())
    if line.revealed:
        locked = sorted(line.revealed)[0]
        i = line.arrangement.index(locked)
        j = (i + 1) % len(line.arrangement)
        arranged = list(line.arrangement)
        arranged[i], arranged[j] = arranged[j], arranged[i]
        moves.append(MoveHeavens(tuple(arranged)))
    return moves


def check_position(game, trackers):
    tokens = game.tokens
    tokens.check()  # on cards + in supply = 7 per player (S5)
    assert len(tokens.owners) == len(TOKEN_QUESTIONS)  # one slot per card 2–8: none on 1, 9
    for seat in (0, 1):
        line = game.line(seat)
        if line.mode == "light":  # a Star Light player never places a token
            assert tokens.on_cards(seat) == 0 and tokens.supply[seat] == TOKENS_EACH
        for card in line.revealed:  # S6: face up means aligned (S7: blackholes in extra lanes)
            assert line.layout.is_home(line.value_of(card), line.lane_of(card))
        view = game.view(seat)
        belief = trackers[seat].belief(view)
        truth = [line.value_of(c) for c in line.layout.cards]
        assert truth in belief  # the belief never excludes the true assignment (S1)
        finish = game.finished[seat]
        if finish is not None and finish.how == "aligned":  # Align the Stars flipped the rest
            assert belief.revealed <= line.revealed
        else:
            assert belief.revealed == line.revealed
        assert belief.arrangement == line.arrangement


def play_checked(players, options, seed, probe_every=7):
    rng = np.random.default_rng(seed)
    game = LoreGame.new(options, rng)
    trackers = (BeliefTracker(), BeliefTracker())
    rounds_seen = 0
    steps = 0
    while not game.is_terminal:
        if steps % probe_every == 0:
            for move in wrong_moves(game):
                snapshot = dataclasses.replace(game)
                with pytest.raises(IllegalMoveError):
                    game.apply(move)
                assert game == snapshot
        move = players[game.current_player].choose(game.view(game.current_player), rng)
        assert game.is_legal(move)
        game = game.apply(move)
        steps += 1
        if len(game.rounds) > rounds_seen:  # check the answer against the oracle
            rounds_seen = len(game.rounds)
            r = game.last_round
            line = game.line(r.player)
            names = [q.title for q in r.query.questions]
            cards = r.query.cards
            expected = oracle(
                names,
                cards,
                tuple(line.value_of(c) for c in cards),
                tuple(line.layout.lanes[r.arrangement.index(c)] for c in cards),
                r.query.focus,
                options.stars,
            )
            question = None if r.outcome.question is None else r.outcome.question.title
            assert (question, r.outcome.cards) == expected
            check_position(game, trackers)
        assert steps < 10_000
    check_position(game, trackers)
    assert game.start.replay(game.log) == game
    if options.max_turns is not None:
        assert game.turn <= options.max_turns
    return game


SETUPS = st.builds(
    PlayerSetup,
    mode=st.sampled_from(["light", "bright"]),
    blackholes=st.integers(0, 2),
    start_revealed=st.one_of(st.none(), st.integers(1, 4)),
)
BOTS = [RandomPlayer, GreedyInfoPlayer, AdvisorPlayer, LookaheadPlayer]


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    first=SETUPS,
    second=SETUPS,
    stars=st.integers(4, 5),
    bots=st.tuples(st.sampled_from(BOTS), st.sampled_from(BOTS)),
    first_turn_divines=st.booleans(),
    play_on=st.booleans(),
    seed=st.integers(0, 2**32 - 1),
)
def test_engine_properties_over_seeded_games(
    first, second, stars, bots, first_turn_divines, play_on, seed
):
    options = LoreOptions(
        players=(first, second),
        stars=stars,
        first_turn_divines=first_turn_divines,
        play_on=play_on,
        max_turns=60,
    )
    players = (bots[0]("A"), bots[1]("B"))
    game = play_checked(players, options, seed)
    assert game.is_terminal
    if game.winner is not None:
        finish = [f for f in game.finished if f is not None]
        assert finish  # someone finished, and the winner follows from it (S6)
        first_done = min(finish, key=lambda f: f.turn)
        assert game.winner == (first_done.player if first_done.won else 1 - first_done.player)


@pytest.mark.parametrize("mode", ["light", "bright"])
def test_information_players_always_finish_their_line(mode):
    # Bots that align only when certain never lose by a wrong alignment and always finish.
    for seed in range(6):
        options = LoreOptions.both(mode, seed % 3, stars=5, play_on=True)
        game = play_checked((GreedyInfoPlayer("A"), AdvisorPlayer("B")), options, seed)
        assert all(f is not None and f.won and f.how == "aligned" for f in game.finished)
        assert not game.capped


def test_nine_card_bright_game_properties():
    # One full-size game per mode mix with the real 9-card lines.
    for seed, setups in enumerate(
        [
            (PlayerSetup("bright"), PlayerSetup("bright")),
            (PlayerSetup("light", 1), PlayerSetup("bright", 0, start_revealed=8)),
        ]
    ):
        options = LoreOptions(players=setups, play_on=True)
        game = play_checked((LookaheadPlayer("A"), GreedyInfoPlayer("B")), options, seed, 3)
        assert all(f is not None and f.won for f in game.finished)
