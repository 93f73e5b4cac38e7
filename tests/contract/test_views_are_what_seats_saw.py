"""A view is what its seat saw, over random histories of all three games.

Two histories that differ only in what a seat saw give it different views; two
that differ only in what it did not see give it equal views, at every step.
What a seat saw is decided here, from the rule sheets, never from the views:

- every player's move is made in the open, in all three games: histories that
  part at one decision (another legal move) give every seat different views
  from there on, and equal views before;
- Logic & Lore (ruling S19): a seat sees the answers to its own questions, the
  faces of the opponent's cards held up to it and every card flipped face up,
  and every move played; a re-dealt line is compared by that oracle
  (:func:`lore_saw`), step by step;
- LOGO: cards still in the draw pile were seen by nobody; re-ordering them
  changes no view, while putting another card on top changes the view of the
  player who draws it;
- LOGO Billionaire: everything is seen by everyone (ruling B13), so the
  divergence check is the whole story.

A few dozen histories per game run in ``make test``; the ``full`` variant plays
many more.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pytest
from case_lore import seen_faces

from logo_kit.billionaire import ApprenticeGame, ApprenticeOptions
from logo_kit.errors import IllegalMoveError
from logo_kit.logo import LogoGame, LogoOptions
from logo_kit.logo.moves import Deal as LogoDeal
from logo_kit.logo.moves import Reshuffle, ReshuffleCard
from logo_kit.lore import LoreGame, LoreOptions, PlayerSetup
from logo_kit.lore.moves import AlignStars, ChooseFocus, MoveHeavens, Pass, Phase, Search
from logo_kit.lore.moves import Deal as LoreDeal

SMALL, FULL = 24, 200  # histories per game and check: make test / make test-all


@dataclass(frozen=True)
class Setup:
    name: str
    game: type
    options: object
    steps: int


SETUPS = [
    Setup("logo", LogoGame, LogoOptions(players=3, target_score=150), 60),
    Setup("lore light", LoreGame, LoreOptions.both("light", stars=4, max_turns=12), 50),
    Setup(
        "lore mixed",
        LoreGame,
        LoreOptions(
            players=(PlayerSetup("bright", 1), PlayerSetup("light")), stars=4, max_turns=12
        ),
        50,
    ),
    Setup("billionaire", ApprenticeGame, ApprenticeOptions(players=2, max_turns=20), 60),
]


def _choose(state, rng: np.random.Generator):
    moves = state.legal_moves()
    if isinstance(state, LoreGame) and state.phase is Phase.ALIGN_STARS:
        return AlignStars() if rng.random() < 0.1 else moves[0]  # else games end at once
    return moves[int(rng.integers(len(moves)))]


def _play(state, rng: np.random.Generator, steps: int) -> list:
    """The states of a random history of up to ``steps`` moves (compound chance moves)."""
    states = [state]
    for _ in range(steps):
        if state.is_terminal:
            break
        move = state.sample_chance(rng) if state.is_chance else _choose(state, rng)
        state = state.apply(move)
        states.append(state)
    return states


def _views(state) -> tuple:
    return tuple(state.view(seat) for seat in range(state.players))


# -- every move is seen by every seat ---------------------------------------------------------


def _check_parting(setup: Setup, seed: int) -> bool:
    rng = np.random.default_rng(seed)
    history = _play(setup.game.new(setup.options), rng, setup.steps)
    decisions = [i for i, s in enumerate(history[:-1]) if not s.is_chance and not s.is_terminal]
    decisions = [i for i in decisions if len(history[i].legal_moves()) > 1]
    if not decisions:
        return False
    at = decisions[int(rng.integers(len(decisions)))]
    here = history[at]
    taken = history[at + 1].log[-1]
    other = next(m for m in here.legal_moves() if m != taken)
    # the same position: equal views; after different moves: different views for everyone
    assert _views(here.start.replay(here.log)) == _views(here)
    ours, theirs = history[at + 1], here.apply(other)
    later_rng = np.random.default_rng(seed + 1)
    twin_rng = np.random.default_rng(seed + 1)
    for _ in range(6):  # and they stay different afterwards (perfect recall)
        for seat in range(ours.players):
            assert ours.view(seat) != theirs.view(seat), (setup.name, seat, taken, other)
        if ours.is_terminal or theirs.is_terminal:
            break
        ours = _play(ours, later_rng, 1)[-1]
        theirs = _play(theirs, twin_rng, 1)[-1]
    return True


@pytest.mark.parametrize("setup", SETUPS, ids=[s.name for s in SETUPS])
def test_histories_parting_at_a_move_give_every_seat_different_views(setup):
    checked = sum(_check_parting(setup, seed) for seed in range(SMALL))
    assert checked >= SMALL // 2


# -- Logic & Lore: what the answering seat saw (ruling S19) -------------------------------------


def lore_saw(state: LoreGame, seat: int) -> tuple:
    """Everything ``seat`` saw, from the rules: the moves played, every answer (its own and
    the ones it gave), the faces of the opponent's cards it saw, its own flipped faces."""
    played = tuple(m for m in state.log if not isinstance(m, LoreDeal) and not hasattr(m, "value"))
    answers = tuple((r.player, r.turn, r.arrangement, r.query, r.outcome) for r in state.rounds)
    theirs = state.lines[1 - seat]
    faces = tuple(sorted((c, theirs.value_of(c)) for c in seen_faces(state, seat)))
    mine = state.lines[seat]
    finish = state.finished[seat]
    flipped = finish is not None and finish.how in ("aligned", "wrong")
    own = tuple(sorted((c, mine.value_of(c)) for c in mine.layout.cards if flipped))
    return (played, answers, faces, own, state.finished, state.winner)


def _redealt(history_end: LoreGame, rng: np.random.Generator, only_unasked: bool) -> list:
    """The history's moves with new deal values: each line re-dealt at random, or (with
    ``only_unasked``) only its cards never held up and never face up permuted."""
    log = list(history_end.log)
    for i, move in enumerate(log):
        if not isinstance(move, LoreDeal):
            continue
        line = history_end.lines[move.seat]
        held = {c for r in history_end.rounds if r.player == move.seat for c in r.query.cards}
        values = list(move.values)
        if only_unasked:
            spots = [k for k, c in enumerate(move.cards) if c not in held | line.revealed]
        else:
            spots = list(range(len(values)))
        picked = [values[k] for k in spots]
        for k, j in zip(spots, rng.permutation(len(picked)), strict=True):
            values[k] = picked[int(j)]
        log[i] = LoreDeal(move.seat, move.cards, tuple(values))
    return log


def _check_lore_redeal(setup: Setup, seed: int, only_unasked: bool) -> tuple[int, int]:
    rng = np.random.default_rng(seed)
    end = _play(setup.game.new(setup.options), rng, setup.steps)[-1]
    start = end.start
    moves = _redealt(end, rng, only_unasked)
    a, b = start, start
    same = differ = 0
    for original, changed in zip(end.log, moves, strict=True):
        a = a.apply(original)
        try:
            b = b.apply(changed)
        except IllegalMoveError:  # other flips made a later move illegal: the rest differs
            break
        for seat in range(2):
            if a.is_chance:  # the views during the deal show no values at all
                assert a.view(seat) == b.view(seat)
                continue
            if lore_saw(a, seat) == lore_saw(b, seat):
                assert a.view(seat) == b.view(seat), (seed, seat, changed)
                same += 1
            else:
                assert a.view(seat) != b.view(seat), (seed, seat, changed)
                differ += 1
    return same, differ


def _lore_setups() -> list[Setup]:
    return [s for s in SETUPS if s.game is LoreGame]


@pytest.mark.parametrize("setup", _lore_setups(), ids=[s.name for s in _lore_setups()])
def test_lore_views_follow_what_each_seat_saw(setup):
    same = differ = 0
    for seed in range(SMALL):
        for only_unasked in (True, False):
            s, d = _check_lore_redeal(setup, seed, only_unasked)
            same += s
            differ += d
    assert same > 0 and differ > 0  # both kinds of pair occurred: the check is not empty


def test_lore_answering_seat_sees_the_held_up_faces_the_asker_does_not():
    # Seat 0 holds up cards 1 and 2; swapping their values changes no answer to seat 0
    # (neither is aligned, neither lane) but seat 1 saw the faces.
    options = LoreOptions.both("light", stars=4)
    first = LoreGame.new(options, hidden=([3, 4, 1, 2], [1, 2, 3, 4]))
    second = LoreGame.new(options, hidden=([4, 3, 1, 2], [1, 2, 3, 4]))
    moves = first.skip_to(Phase.CHOOSE_FOCUS)
    a, b = first.replay(moves), second.replay(moves)
    a, b = a.apply(ChooseFocus((1, 2))), b.apply(ChooseFocus((1, 2)))
    assert a.view(0) == b.view(0)  # the asker sees only the backs
    assert a.view(1) != b.view(1) and a.view(1).opponent_face(1) == 3  # the answerer
    a, b = a.apply(Search(("Alignment",))), b.apply(Search(("Alignment",)))
    assert a.last_round.outcome == b.last_round.outcome  # "no" to both
    assert a.view(0) == b.view(0) and a.view(1) != b.view(1)
    assert a.view(1).opponent_rounds == (a.last_round,)
    assert a.view(0).opponent_faces == () and dict(b.view(1).opponent_faces) == {1: 4, 2: 3}


# -- LOGO: the draw pile is seen by nobody until a card is drawn --------------------------------


def _check_logo_draw_pile(setup: Setup, seed: int) -> bool:
    rng = np.random.default_rng(seed)
    history = _play(setup.game.new(setup.options), rng, setup.steps)
    deal = history[1].log[-1]
    assert isinstance(deal, LogoDeal)
    round_one = [s for s in history[1:] if s.round_number == 1 and s.move_count > 1]
    if not round_one:
        return False
    end = round_one[-1]
    if any(isinstance(m, Reshuffle | ReshuffleCard) for m in end.log):
        return False  # the draw pile was made anew: its bottom is no longer the deal's
    left = end.draw_size  # the bottom cards of the deal, never drawn
    order = list(deal.order)
    if left < 2 or len(set(order[-left:])) < 2:
        return False
    bottom = order[-left:]
    rng.shuffle(bottom)
    unseen = LogoDeal((*order[:-left], *bottom))
    moves = end.log[1:]
    a, b = end.start.apply(deal), end.start.apply(unseen)
    for move in moves:
        assert _views(a) == _views(b), (seed, move)
        a, b = a.apply(move), b.apply(move)
    assert _views(a) == _views(b)
    # another card on top of the draw pile: whoever takes it sees it, at once
    top = 7 * end.players + 1
    swap = next((k for k in range(len(order) - 1, top, -1) if order[k] != order[top]), None)
    if swap is None:
        return True
    changed = list(order)
    changed[top], changed[swap] = changed[swap], changed[top]
    a, b = end.start.apply(deal), end.start.apply(LogoDeal(tuple(changed)))
    pile = a.draw_size
    for move in moves:
        a, b = a.apply(move), b.apply(move)
        if a.draw_size < pile:  # the top card went to a hand (a take, or a refill)
            takers = [s for s in range(a.players) if a.hand(s) != b.hand(s)]
            assert takers and all(a.view(s) != b.view(s) for s in takers)
            break
        assert _views(a) == _views(b)
    return True


def test_logo_views_hide_the_draw_pile_and_show_the_card_drawn():
    setup = SETUPS[0]
    checked = sum(_check_logo_draw_pile(setup, seed) for seed in range(SMALL))
    assert checked >= SMALL // 2


# -- the heavier variant ----------------------------------------------------------------------


@pytest.mark.full
@pytest.mark.parametrize("setup", SETUPS, ids=[s.name for s in SETUPS])
def test_many_histories_keep_views_to_what_seats_saw(setup):
    for seed in range(SMALL, FULL):
        _check_parting(setup, seed)
        if setup.game is LoreGame:
            _check_lore_redeal(setup, seed, True)
            _check_lore_redeal(setup, seed, False)
        elif setup.game is LogoGame:
            _check_logo_draw_pile(setup, seed)


def test_lore_equal_positions_reached_by_different_moves_give_different_views():
    # Seat 0 swaps two cards at step 6 and swaps them back at its next step 1; the other
    # game passes both times. The positions are equal (the log aside), but both seats
    # watched the cards move (ruling S19), so their views differ.
    options = LoreOptions.both("light", stars=4)
    game = LoreGame.new(options, hidden=([3, 4, 1, 2], [2, 1, 4, 3]))
    game = game.replay(game.skip_to(Phase.CHOOSE_FOCUS))
    game = game.apply(ChooseFocus((1, 2))).apply(Search(("Greatness",)))
    assert game.phase is Phase.MOVE_AGAIN
    swapped, back = MoveHeavens((2, 1, 3, 4)), MoveHeavens((1, 2, 3, 4))
    other_turn = [Pass(), Pass(), ChooseFocus((3, 4)), Search(("Greatness",)), Pass()]
    moved = game.apply(swapped).replay(other_turn).apply(back)
    still = game.apply(Pass()).replay(other_turn).apply(Pass())
    assert moved == still and hash(moved) == hash(still)
    for seat in (0, 1):
        assert moved.view(seat) != still.view(seat)
        assert moved.view(seat).played[-1] == back and still.view(seat).played[-1] == Pass()
