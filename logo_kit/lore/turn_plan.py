"""Planning for the questions actually open this turn (rulings S4, S5), and a
look back at the rounds a player asked in a real game.

In Star Bright only questions 1 (Alignment) and 9 (Greatness) are always
open; a question card 2–8 is open to you only while your own token lies on
it (ruling S4). Tokens arrive one per turn at Divine the Cosmos, and the
game's very first turn places none (ruling S5): so the first player's first
round has questions 1 and 9 only. A plan that assumes all nine questions is
a what-if, not a turn of the game.

- :func:`open_questions`: the questions a seat may ask now (after placing a
  token first, if it does).
- :func:`best_turn`: the most informative round for each Divine choice the
  rules allow this turn (:func:`~logo_kit.lore.planning.best_rounds` with
  the tokens read for you).
- :func:`review_rounds`: for a finished (or running) game, each round a seat
  asked: the questions open, the token placed that turn, the expected bits,
  the answer and the bits it really told.

>>> from logo_kit.lore.belief import Belief
>>> from logo_kit.lore.tokens import Tokens
>>> [q.title for q in open_questions(Tokens.start(), 0)]  # turn 1: no token anywhere
['Alignment', 'Greatness']
>>> plans = best_turn(Belief(), Tokens.start(), 0, first_turn=True)
>>> list(plans), plans[None].cards, round(plans[None].bits, 4)
([None], (1, 2), 1.7978)
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from logo_kit import checks
from logo_kit.errors import LogoKitError
from logo_kit.lore.belief import Belief
from logo_kit.lore.gain import information_gain
from logo_kit.lore.game import LoreGame
from logo_kit.lore.moves import Divine, Phase
from logo_kit.lore.options import PLAYERS, parse_mode
from logo_kit.lore.planning import Plan, best_rounds
from logo_kit.lore.questions import STAR_BRIGHT, STAR_LIGHT, Outcome, Query, Question
from logo_kit.lore.tokens import Tokens

__all__ = ["RoundReview", "best_turn", "open_questions", "review_rounds"]


def _tokens(tokens: Any) -> Tokens:
    if tokens is None:
        return Tokens.start()
    return checks.instance(tokens, "tokens", Tokens, "a Tokens value, e.g. Tokens.start()")


def _seat(seat: Any) -> int:
    return checks.whole(seat, "seat", low=0, high=PLAYERS - 1)


def open_questions(
    tokens: Tokens | None = None,
    seat: int = 0,
    *,
    mode: str = "bright",
    place: int | Question | None = None,
) -> tuple[Question, ...]:
    """The questions ``seat`` may ask this turn, in asking order (rulings S4, S5).

    Star Light: its four questions (no tokens). Star Bright: 1 and 9, every
    card 2–8 holding ``seat``'s token (``tokens``; ``None`` is the start of the
    game, no token anywhere), and ``place`` if ``seat`` first places a token
    there this turn (it must be a placement the rules allow now).

    >>> t = Tokens.start().place(0, 4).place(1, 2)
    >>> [int(q) for q in open_questions(t, 0)], [int(q) for q in open_questions(t, 0, place=6)]
    ([1, 4, 9], [1, 4, 6, 9])
    """
    tokens = _tokens(tokens)
    seat = _seat(seat)
    if parse_mode(mode) == "light":
        if place is not None:
            raise LogoKitError("Star Light has no tokens: give place=None.")
        return STAR_LIGHT
    if place is not None:
        tokens = tokens.place(seat, place)  # refuses a placement the rules do not allow (S5)
    allowed = tokens.available(seat)
    return tuple(q for q in STAR_BRIGHT if q in allowed)


def best_turn(
    belief: Belief,
    tokens: Tokens | None = None,
    seat: int = 0,
    *,
    first_turn: bool = False,
    arrangement: Iterable[int] | None = None,
    pairs: Iterable[Iterable[int]] | None = None,
) -> dict[Question | None, Plan]:
    """The most informative Star Bright round this turn, for each Divine choice (S5).

    Keys: each card where ``seat`` may place a token now (the plan asks the
    questions open after placing it), and ``None`` (no placement) when the
    rules allow that: on the game's first turn (``first_turn``), when every
    card 2–8 is taken (replacing is optional), or when no placement is
    possible (ruling S13). Each plan's ``place`` says which; its questions are
    only ever the open ones. ``arrangement`` and ``pairs`` as in
    :func:`~logo_kit.lore.planning.best_rounds`.

    >>> t = Tokens.start().place(1, 3)  # the opponent took Neighbours on their first turn
    >>> plans = best_turn(Belief(), t, 0)
    >>> sorted(int(q) for q in plans)  # a token must go on an empty card: no None
    [2, 4, 5, 6, 7, 8]
    """
    tokens = _tokens(tokens)
    seat = _seat(seat)
    first_turn = checks.flag(first_turn, "first_turn")
    placements = () if first_turn else tokens.placements(seat)
    choices: list[Question | None] = list(placements)
    if first_turn or tokens.full or not placements:
        choices.insert(0, None)
    plans = best_rounds(
        belief,
        mode="bright",
        available=open_questions(tokens, seat),
        placements=[int(q) for q in placements],
        pairs=pairs,
        arrangement=arrangement,
    )
    return {key: plans[key] for key in choices}


@dataclass(frozen=True)
class RoundReview:
    """One round a player asked in a game, looked at afterwards.

    ``own_turn``: the player's own turn number; ``open``: the questions open at
    Search the Sky (after this turn's token, if any); ``placed``: the card a
    token went on this turn (None: none); ``query`` and ``outcome``: what was
    asked and answered; ``expected_bits``: the round's expected information
    before the answer (ruling S8); ``before`` / ``after``: assignments still
    possible before and after the answer.
    """

    own_turn: int
    open: tuple[Question, ...]
    placed: Question | None
    query: Query
    outcome: Outcome
    expected_bits: float
    before: int
    after: int

    @property
    def learned_bits(self) -> float:
        """Bits the answer really told: log2(before / after), its surprise."""
        return math.log2(self.before) - math.log2(self.after)


def review_rounds(game: Any, seat: int) -> list[RoundReview]:
    """Every round ``seat`` asked in ``game`` (a :class:`~logo_kit.lore.game.LoreGame`),
    replayed from its start: what was open, what was asked, what it told.

    >>> import numpy as np
    >>> from logo_kit.lore import GreedyInfoPlayer, LoreGame, LoreOptions, play_game
    >>> game = LoreGame.new(LoreOptions.both("bright", stars=4), hidden=("2 1 4 3", "1 2 3 4"))
    >>> bots = [GreedyInfoPlayer("A"), GreedyInfoPlayer("B")]
    >>> game = play_game(game, bots, np.random.default_rng(0))
    >>> first = review_rounds(game, 0)[0]
    >>> first.own_turn, [q.title for q in first.open], first.placed
    (1, ['Alignment', 'Greatness'], None)
    """
    checks.instance(game, "game", LoreGame, "a LoreGame, e.g. from play_game(LoreGame, ...)")
    seat = _seat(seat)
    state = game.start
    reviews: list[RoundReview] = []
    placed: Question | None = None
    for move in game.log:
        mover = state.current_player
        if mover == seat and state.phase is Phase.MOVE_HEAVENS:
            placed = None  # a new turn of this seat
        if mover == seat and isinstance(move, Divine):
            placed = Question(int(move.question))
        if mover == seat and state.phase is Phase.SEARCH_SKY:
            view = state.view(seat)
            belief = view.belief()
            after_state = state.apply(move)
            asked = after_state.last_round
            after = belief.update(asked.query, asked.outcome)
            reviews.append(
                RoundReview(
                    own_turn=view.own_turns[seat],
                    open=view.available_questions,
                    placed=placed,
                    query=asked.query,
                    outcome=asked.outcome,
                    expected_bits=information_gain(
                        belief,
                        asked.query.cards,
                        mode=asked.query.mode,
                        questions=asked.query.questions,
                        focus=asked.query.focus,
                    ),
                    before=belief.count,
                    after=after.count,
                )
            )
            state = after_state
            continue
        state = state.apply(move)
    return reviews
