"""Bad input to Logic & Lore gives a clear LogoKitError at once, never a crash,
a hang or a silent wrong answer.

The examples the issue names come first; then every public entry point is called with
wrong types and extreme sizes in each argument, and must answer (a result or a
LogoKitError, never another exception type) within a second.
"""

from __future__ import annotations

import time
from fractions import Fraction

import numpy as np
import pytest

from logo_kit.errors import LogoKitError
from logo_kit.lore import (
    AdvisorPlayer,
    Belief,
    GreedyInfoPlayer,
    LoreGame,
    LoreOptions,
    Outcome,
    PlayerSetup,
    Query,
    Question,
    RandomPlayer,
    Tokens,
    answer,
    best_rounds,
    gain_table,
    outcome_distribution,
    possible_outcomes,
    tournament,
)
from logo_kit.lore.gain import information_gain, outcome_counts
from logo_kit.lore.lanes import Layout
from logo_kit.lore.moves import (
    ChooseFocus,
    Deal,
    DealCard,
    Divine,
    MoveHeavens,
    Phase,
    RemoveTokens,
    Search,
)
from logo_kit.lore.notation import check_picks, line_text, parse_line, parse_order, random_line
from logo_kit.lore.planning import best_alignment, ranked_rounds
from logo_kit.lore.players import LookaheadPlayer, certain_after
from logo_kit.lore.questions import aligned, correct_half, greater, symmetric
from logo_kit.lore.solo import SoloPuzzle
from logo_kit.lore.stats import turns_to_win


def refused(call, words: str) -> None:
    start = time.process_time()  # CPU time: a loaded machine must not fail it
    with pytest.raises(LogoKitError, match=words):
        call()
    assert time.process_time() - start < 1.0


def test_the_examples_from_the_issue():
    game = LoreGame.new(LoreOptions.both("light", stars=4), np.random.default_rng(1))
    refused(lambda: game.apply(MoveHeavens("4321")), "a string is not a list of numbers")
    refused(lambda: MoveHeavens([1.9, 2, 3, 4]), r"1\.9 \(a float\) at position 1")
    refused(lambda: Belief(stars=4).rearrange([1.9, 2, 3, 4]), r"1\.9 \(a float\)")
    refused(lambda: Belief(stars=4).rearrange([1.0, 2.0, 3.0, 4.0]), "a float")  # no truncation
    refused(lambda: Tokens.start().place(-1, 3), "seat must be a whole number from 0 to 1")
    refused(lambda: Tokens.start().place(2, 3), "seat must be a whole number from 0 to 1")
    puzzle = SoloPuzzle.new("bright", stars=4, hidden="2 1 4 3")
    refused(lambda: puzzle.with_tokens([10]), "2 Symmetry, 3 Neighbours, .*8 Orbit")
    refused(lambda: SoloPuzzle.new(stars=4, hidden="1 2 3 ²"), "'²' is not a number")
    refused(
        lambda: LoreGame.new(LoreOptions.both(stars=4), hidden=("1 2 3 ²", None)),
        "'²' is not a number",
    )
    refused(lambda: LoreOptions(stars=10), "stars must be a whole number from 2 to 9")
    refused(lambda: LoreOptions(stars=10**9), "from 2 to 9")
    refused(lambda: PlayerSetup(blackholes=3), "blackholes must be a whole number from 0 to 2")
    refused(lambda: LoreOptions(max_turns=10**12), "max_turns")
    refused(lambda: LookaheadPlayer(breadth=0), "breadth must be a whole number from 1")


def test_flags_are_real_booleans_and_numbers_are_not_bools():
    refused(lambda: LoreOptions(play_on="no"), "play_on must be True or False")
    refused(lambda: LoreOptions(first_turn_divines=1), "True or False")
    refused(lambda: LoreOptions(stars=True), r"True \(a bool\)")
    refused(lambda: PlayerSetup(start_revealed=4.0), "start_revealed")
    refused(lambda: Divine(True), "a bool")
    refused(lambda: LoreGame.new(LoreOptions(), np.random.default_rng(0)).view(True), "seat")


def test_moves_from_junk_are_refused_and_never_change_the_game():
    game = LoreGame.new(LoreOptions.both("bright", stars=4), np.random.default_rng(2))
    for junk in (None, 0, "pass", (), object(), DealCard(0, 1, 1), Deal(0, (1,), (1,))):
        with pytest.raises(LogoKitError):
            game.apply(junk)
    for make in (
        lambda: ChooseFocus("12"),
        lambda: ChooseFocus(None),
        lambda: Search(questions=1.5),
        lambda: Search(questions=[None]),
        lambda: Search(focus="1"),
        lambda: RemoveTokens(3),
        lambda: DealCard(0, 1, 2.0),
        lambda: Deal(0, (1, 2), (1,)),
    ):
        with pytest.raises(LogoKitError):
            make()
    assert game.phase is Phase.MOVE_HEAVENS and game.log == game.start.replay(game.log).log


JUNK = [
    None,
    True,
    1.5,
    float("nan"),
    "abc",
    "²",
    -1,
    10**30,
    [],
    [1.9, 2],
    object(),
    {1: 2},
    {1, 2},
    Fraction(1, 2),
    np.array([[1]]),
    b"12",
]


def _targets():
    rng = np.random.default_rng(0)
    game = LoreGame.new(LoreOptions.both("bright", stars=4), np.random.default_rng(1))
    belief = Belief(stars=4)
    layout = Layout(4)
    query = Query.build((1, 2), mode="light")
    tokens = Tokens.start()
    puzzle = SoloPuzzle.new(stars=4, hidden="2 1 4 3")
    view = game.view(0)
    plan = ranked_rounds(belief, mode="light", top=1)[0]
    greatness = Outcome(Question.GREATNESS, (1,))
    return [
        (Belief, (0, 4)),
        (Layout, (4, 0)),
        (aligned, (4, 4)),
        (symmetric, (3, 7)),
        (correct_half, (3, 4)),
        (greater, (7, 3)),
        (Outcome, (Question.GREATNESS, (1,))),
        (Query.build, ((1, 2),)),
        (answer, (query, {1: 2, 2: 1}, {1: 1, 2: 2})),
        (possible_outcomes, (query,)),
        (outcome_counts, (belief, query)),
        (outcome_distribution, (belief, (1, 2))),
        (information_gain, (belief, (1, 2))),
        (gain_table, (belief,)),
        (best_alignment, (belief,)),
        (best_rounds, (belief,)),
        (ranked_rounds, (belief,)),
        (belief.record, ((1, 2), greatness)),
        (belief.update, (query, greatness)),
        (belief.reveal, (1,)),
        (belief.swap, (1, 2)),
        (belief.marginal, (1,)),
        (belief.pair_tensor, ((1, 2),)),
        (belief.win_chance, ((1, 2, 3, 4),)),
        (layout.is_home, (1, 1)),
        (layout.value_label, (1,)),
        (LoreOptions().rotated, (1,)),
        (LoreGame.new, (LoreOptions(stars=4),)),
        (game.view, (0,)),
        (game.check_arrangement, ((1, 2, 3, 4),)),
        (game.skip_to, (Phase.CHOOSE_FOCUS,)),
        (game.replay, ((),)),
        (game.sample_chance, (rng,)),
        (game.start.deal_move, (0, "1 2 3 4")),
        (tokens.place, (0, 3)),
        (tokens.remove, (0, (3,))),
        (tokens.placements, (0,)),
        (Tokens, ((None,) * 7, (7, 7))),
        (AdvisorPlayer, ("a", 1)),
        (RandomPlayer, ("r", 0.5, 0.5)),
        (GreedyInfoPlayer().choose, (view, rng)),
        (AdvisorPlayer().advise, (view,)),
        (certain_after, (belief, plan)),
        (SoloPuzzle.new, ("light", 0, 4)),
        (puzzle.ask, ((1, 2),)),
        (puzzle.swap, (1, 2)),
        (puzzle.rearrange, ("2 1 3 4",)),
        (puzzle.with_mode, ("bright",)),
        (puzzle.chances, ((1, 2, 3, 4),)),
        (puzzle.ranking, ((1, 9),)),
        (parse_line, ("1 2 3 4", layout)),
        (line_text, ((1, 2, 3, 4), layout)),
        (random_line, (layout, rng)),
        (parse_order, ("2 1 3 4", layout, (1, 2, 3, 4), ())),
        (check_picks, (layout, 1, 2)),
        (turns_to_win, (None, "a")),
    ]


@pytest.mark.parametrize("position", range(4))
def test_every_entry_point_answers_junk_with_a_logokiterror(position):
    result = tournament(
        [GreedyInfoPlayer("a"), GreedyInfoPlayer("b")],
        1,
        0,
        options=LoreOptions.both("light", stars=3),
    )
    tried = 0
    for call, args in _targets():
        args = [result if a is None and call is turns_to_win else a for a in args]
        if position >= len(args):
            continue
        for junk in JUNK:
            given = list(args)
            given[position] = junk
            start = time.process_time()
            try:
                call(*given)
            except LogoKitError:
                pass
            except Exception as error:  # pragma: no cover - the failure message
                raise AssertionError(
                    f"{getattr(call, '__qualname__', call)} with {junk!r} in argument "
                    f"{position}: {type(error).__name__}: {error}"
                ) from error
            assert time.process_time() - start < 1.0
            tried += 1
    assert tried >= len(JUNK)
