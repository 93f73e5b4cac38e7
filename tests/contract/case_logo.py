"""LOGO under the engine contract: 2, 3 and 5 players (one and two decks), short games.

The scramble redraws what a seat cannot see: the order of the draw pile and
the cards in the other players' hands (except hands the seat has looked at
with Look this round), keeping every hand's size. The invariant checks card
conservation (every card of the decks in exactly one place), full hands
between turns, and each finished round against rulings L10 and L11 written
out independently.
"""

from __future__ import annotations

import copy
from collections import Counter

import numpy as np
from engine_contract import ContractCase

from logo_kit.errors import IllegalMoveError
from logo_kit.logo import GreedyLowPlayer, LogoGame, LogoOptions, hand_value, standard_deck
from logo_kit.logo.game import Phase
from logo_kit.logo.moves import Deal, Declare, Reshuffle

DECKS = {d: Counter(standard_deck(d)) for d in (1, 2)}
GREEDY = GreedyLowPlayer()
DECLARE = Declare()


def hidden_seats(state: LogoGame, seat: int) -> list[int]:
    """The other seats whose current hand ``seat`` has not seen."""
    looked = state.looked(seat)
    return [s for s in range(state.players) if s != seat and s not in looked]


def scramble(state: LogoGame, seat: int, rng: np.random.Generator) -> LogoGame:
    """The same position for ``seat``: hidden hands and the draw pile dealt anew."""
    others = hidden_seats(state, seat)
    pool = [code for s in others for code in state._hands[s]] + list(state._draw)
    pool = [pool[i] for i in rng.permutation(len(pool))]
    hands = list(state._hands)
    for s in others:
        size = len(hands[s])
        hands[s], pool = tuple(sorted(pool[:size])), pool[size:]
    other = copy.copy(state)  # a position whose hidden cards we rewrite
    other._hands = tuple(hands)
    other._draw = tuple(pool)
    return other


def secret(state: LogoGame, seat: int) -> tuple:
    """What ``seat`` must not see: the hidden hands and the draw pile's order."""
    return tuple(state.hand(s) for s in hidden_seats(state, seat)), state.draw_pile


def compound_legal(state: LogoGame, move: object) -> bool:
    """A whole Deal or Reshuffle is legal (though not listed) when it orders the right cards."""
    if not isinstance(move, Deal | Reshuffle):
        return False
    try:
        state.apply(move)
    except IllegalMoveError:
        return False
    return True


def l10(values: list[int], declarer: int | None, wins_ties: bool) -> list[int]:
    """Ruling L10, written out independently of logo_kit.logo.scoring."""
    if declarer is None:
        return list(values)
    low = min(values)
    tied = sum(v == low for v in values) > 1
    if values[declarer] == low and (not tied or wins_ties):
        return [min(v, 0) if i == declarer else v for i, v in enumerate(values)]
    return [
        2 * v if i == declarer else (min(v, 0) if v == low else v) for i, v in enumerate(values)
    ]


def check_last_round(state: LogoGame) -> None:
    """The latest finished round scores by L10 and eliminates by L11."""
    result, options = state.last_round, state.options
    before = state.results[-2].totals if len(state.results) > 1 else (0,) * state.players
    seats = [s for s in range(state.players) if result.hands[s] is not None]
    assert seats == [s for s in range(state.players) if before[s] < options.target_score]
    decks = 1 if len(seats) <= 4 else 2  # ruling L1
    for s in seats:
        assert len(result.hands[s]) == 7
        assert result.values[s] == hand_value(result.hands[s], decks=decks)
    values = [result.values[s] for s in seats]
    declarer = None if result.declarer is None else seats.index(result.declarer)
    assert [result.points[s] for s in seats] == l10(values, declarer, options.declarer_wins_ties)
    assert result.totals == tuple(b + p for b, p in zip(before, result.points, strict=True))
    assert result.eliminated == tuple(s for s in seats if result.totals[s] >= options.target_score)
    low = min(values)
    assert result.lowest == tuple(s for s in seats if result.values[s] == low)
    assert result.ended_by == ("draw pile" if result.declarer is None else "declaration")


def invariant(state: LogoGame) -> None:
    if state.round_number == 0:
        assert state.card_counts() == Counter()
        return
    assert state.card_counts() == DECKS[state.decks], "a card was made or lost"
    if state.phase is Phase.TAKE:  # between turns every player still in holds 7 cards
        for seat in range(state.players):
            assert len(state.hand(seat)) == (7 if state.active[seat] else 0)
    if state.results:
        check_last_round(state)
    if state.is_terminal:  # ruling L11
        totals, last = state.totals, state.last_round
        left = [s for s in range(state.players) if state.active[s]]
        pool = left if left else list(last.eliminated)
        low = min(totals[s] for s in pool)
        assert state.winners == tuple(s for s in pool if totals[s] == low)
        assert len(left) <= 1 or state.options.max_rounds == state.round_number


def rarely_declaring(state: LogoGame, rng: np.random.Generator):
    """A random move, but LOGO is declared mostly when the draw pile is nearly empty:
    the final rotation then often needs a reshuffle (ruling L8), as do late actions."""
    late = state.draw_size <= state.players
    chance = 0.9 if late else 0.05
    moves = [m for m in state.legal_moves() if m != DECLARE or rng.random() < chance]
    return moves[int(rng.integers(len(moves)))]


def greedy_or_random(state: LogoGame, rng: np.random.Generator):
    """Half the moves a go-low bot's, half random ones (rarely declaring)."""
    if rng.random() < 0.5:
        return GREEDY.choose(state.view(state.current_player), rng)
    return rarely_declaring(state, rng)


def case(name: str, options: LogoOptions, **settings) -> ContractCase:
    return ContractCase(
        name,
        LogoGame,
        lambda: options,
        scramble=scramble,
        secret=secret,
        unlisted_legal=compound_legal,
        invariant=invariant,
        **settings,
    )


CASES = [
    case(
        "logo 2 players",
        LogoOptions(players=2, target_score=300),
        seeds=(0, 1, 6, 14),  # 6 and 14 reshuffle (whole, and card by card)
        chooser=rarely_declaring,
    ),
    case(
        "logo 3 players, ties win, go-low moves",
        LogoOptions(players=3, first_player=1, target_score=200, declarer_wins_ties=True),
        seeds=tuple(range(4)),
        chooser=greedy_or_random,
        compound_every=1,
    ),
    case(
        "logo 5 players, two decks",
        LogoOptions(players=5, target_score=150),
        seeds=(0, 11),  # 11 reshuffles
        chooser=rarely_declaring,
    ),
]
