"""LOGO bots: a random player, a "go low" greedy player, a colour-hand chaser and
a calculator-driven player that declares on exact odds.

Every bot is a :class:`logo_kit.engine.Player`: it sees only its seat's
:class:`~logo_kit.logo.views.PlayerView` (its own hand, the public table,
hands it looked at) and ``choose(view, rng)`` returns one of
``view.legal_moves``, taking any randomness from ``rng`` alone. Bad
parameters are refused when the bot is built, not mid-game.

>>> import numpy as np
>>> from logo_kit.logo.game import LogoGame
>>> from logo_kit.logo.options import LogoOptions
>>> game = LogoGame.new(LogoOptions(players=2), np.random.default_rng(3))
>>> bot = GreedyLowPlayer()
>>> bot.choose(game.view(0), np.random.default_rng(0)) in game.legal_moves()
True
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from logo_kit import checks
from logo_kit.engine import Player
from logo_kit.errors import LogoKitError
from logo_kit.logo.cardcodes import (
    CARD_OF,
    IS_ACTION,
    KIND_OF,
    LOGO_CODE,
    MASK_OF,
    STOP_CODE,
    VALUE_OF,
    code_hand_value,
    code_of,
    codes_of,
)
from logo_kit.logo.cards import HAND_SIZE, Kind
from logo_kit.logo.moves import (
    Accept,
    Declare,
    Discard,
    Move,
    Stop,
    TakeDiscard,
    TakeDraw,
)
from logo_kit.logo.views import Phase, PlayerView

__all__ = [
    "CalculatorPlayer",
    "ColorHandChaser",
    "GreedyLowPlayer",
    "Player",
    "RandomPlayer",
    "best_discard",
    "best_discards",
    "chased_color",
]

_DECLARE, _TAKE_DISCARD, _TAKE_DRAW = Declare(), TakeDiscard(), TakeDraw()

# Mean face value of a card of one deck: (3 × 105 + 120 − 10) / 55 = 425/55 ≈ 7.7,
# so 7 fresh cards are worth about 54 points (ignoring colour hands).
MEAN_CARD = 425 / 55
MEAN_FRESH_HAND = HAND_SIZE * MEAN_CARD


MAX_NAME = 60
"""Longest bot name (it labels table rows)."""
MIN_VALUE, MAX_VALUE = -10, 160
"""The range of hand values: six 0s and LOGO; two decks' heaviest seven actions."""


def _read_value(value: Any, name: str) -> int:
    return checks.whole(
        value, name, low=MIN_VALUE, high=MAX_VALUE, why="a hand value: −10 to 160 with two decks"
    )


def _read_name(name: Any, default: str) -> str:
    if name is None:
        return default
    name = checks.text(name, "name", most=MAX_NAME, hint="a label for tables")
    if not name.strip():
        raise LogoKitError("name must not be empty: it labels the bot in tables.")
    return name


def _read_view(view: Any) -> PlayerView:
    if type(view) is PlayerView:  # the common case, fast
        return view
    return checks.instance(view, "view", PlayerView, "a PlayerView, e.g. game.view(seat)")


def _no_move(view: PlayerView) -> LogoKitError:
    return LogoKitError(f"seat {view.seat} has no move to make now (phase {view.phase.value!r}).")


class RandomPlayer(Player):
    """Picks a legal move uniformly at random with the ``rng`` it is given (a baseline)."""

    def __init__(self, *, name: str | None = None) -> None:
        self.name = _read_name(name, "Random")

    def choose(self, view: PlayerView, rng: np.random.Generator) -> Move:
        checks.generator(rng)
        moves = _read_view(view).legal_moves
        if not moves:
            raise _no_move(view)
        return moves[int(rng.integers(len(moves)))]


# --------------------------------------------------------------------- helpers
_COLOR_BITS = (1, 2, 4, 8)  # red, blue, green, black (as in cardcodes.MASK_OF)


def best_discards(hand: Sequence[int]) -> list[tuple[int, int]]:
    """For an 8-card hand (codes): ``(value after discarding, code)`` per distinct card,
    best first (ruling L3 values, colour hands included).

    Ties go to the card with the higher face value (shed points), then an action card.
    """
    scored = best_discards_unsorted(hand)
    scored.sort(key=_discard_order)
    return scored


def best_discards_unsorted(hand: Sequence[int]) -> list[tuple[int, int]]:
    """``(value after discarding, code)`` for each distinct card of ``hand``."""
    total = 0
    counts = [0, 0, 0, 0]  # cards matching red, blue, green, black
    for code in hand:
        total += VALUE_OF[code]
        mask = MASK_OF[code]
        if mask & 1:
            counts[0] += 1
        if mask & 2:
            counts[1] += 1
        if mask & 4:
            counts[2] += 1
        if mask & 8:
            counts[3] += 1
    kept = len(hand) - 1
    # Dropping card c leaves a colour hand of colour b exactly when the other
    # `kept` cards all match b (ruling L2, LOGO wild).
    colour_possible = kept == HAND_SIZE and max(counts) >= kept
    scored = []
    for code in dict.fromkeys(hand):
        value = total - VALUE_OF[code]
        if colour_possible:
            mask = MASK_OF[code]
            for count, bit in zip(counts, _COLOR_BITS, strict=True):
                if count - (1 if mask & bit else 0) == kept:
                    value = min(value, 0)
                    break
        scored.append((value, code))
    return scored


def _discard_order(value_code: tuple[int, int]) -> tuple:
    value, code = value_code
    return (value, -VALUE_OF[code], not IS_ACTION[code], code)


def best_discard(hand: Sequence[int]) -> tuple[int, int]:
    """The first of :func:`best_discards`: ``(value after discarding, code)``."""
    return min(best_discards_unsorted(hand), key=_discard_order)


def _leader(view: PlayerView) -> int:
    """The opponent to hurt: lowest known hand value if we looked, else lowest running
    total, ties to the next seat clockwise."""
    opponents = view.opponents
    order = {s: (s - view.seat) % view.players for s in opponents}
    looked = {t: h for t, h in view.looked.items() if t in order}
    if looked:
        return min(looked, key=lambda t: (code_hand_value(codes_of(looked[t])), order[t]))
    return min(opponents, key=lambda s: (view.totals[s], order[s]))


def _target_for(view: PlayerView, kind: Kind) -> int:
    if kind is Kind.JUMP:
        # Jump the player whose next turn matters most: the leader.
        return _leader(view)
    if kind is Kind.LOOK:
        unseen = [s for s in view.opponents if s not in view.looked]
        if unseen:
            return min(unseen, key=lambda s: (view.totals[s], (s - view.seat) % view.players))
    return _leader(view)


def _discard_move(view: PlayerView, code: int) -> Move:
    """Discard ``code``, using it on an opponent when it is a usable action (ruling L5)."""
    card = CARD_OF[code]
    if (
        view.phase is Phase.DISCARD
        and view.declarer is None
        and IS_ACTION[code]
        and code != STOP_CODE
        and code != LOGO_CODE
    ):
        kind = KIND_OF[code]
        return Discard(card, _target_for(view, kind), kind)
    return Discard(card)


# --------------------------------------------------------------------- greedy
class GreedyLowPlayer(Player):
    """Goes low: takes the discard when it lowers the hand, discards the card whose
    loss lowers the hand most (usually the highest), uses actions on the leader,
    answers actions with STOP, and declares when its hand value is ≤ ``declare_at``
    (a hand value, −10 to 160). ``name`` (text, at most 60 characters) labels it in
    tables; bots in one game need different names.
    """

    default_name = "Greedy"

    def __init__(self, *, declare_at: int = 10, name: str | None = None) -> None:
        self.name = _read_name(name, self.default_name)
        self.declare_at = _read_value(declare_at, "declare_at")

    def choose(self, view: PlayerView, rng: np.random.Generator) -> Move:
        phase = _read_view(view).phase
        hand = codes_of(view.hand)
        if phase is Phase.TAKE:
            return self._take(view, hand, rng)
        if phase is Phase.DISCARD or phase is Phase.STEAL_DISCARD:
            return _discard_move(view, self._pick_discard(view, hand))
        if phase is Phase.RESPOND:
            return self._respond(view, hand)
        raise _no_move(view)

    # Decision steps: extension points for subclasses, called only by choose(), which
    # has checked the view; ``hand`` is the view's hand as card codes.
    def _should_declare(
        self, view: PlayerView, hand: tuple[int, ...], rng: np.random.Generator
    ) -> bool:
        return code_hand_value(hand) <= self.declare_at

    def _take(self, view: PlayerView, hand: tuple[int, ...], rng: np.random.Generator) -> Move:
        # Declaring is allowed once per round (L9); an action on the discard pile
        # cannot be taken (L4). Checked directly: cheaper than searching legal_moves.
        if view.declarer is None and self._should_declare(view, hand, rng):
            return _DECLARE
        top = view.discard_top
        if top is not None and not IS_ACTION[code_of(top)] and self._wants_discard_top(view, hand):
            return _TAKE_DISCARD
        return _TAKE_DRAW

    def _wants_discard_top(self, view: PlayerView, hand: tuple[int, ...]) -> bool:
        top = code_of(view.discard_top)
        return best_discard((*hand, top))[0] < code_hand_value(hand)

    def _pick_discard(self, view: PlayerView, hand: tuple[int, ...]) -> int:
        return best_discard(hand)[1]

    def _respond(self, view: PlayerView, hand: tuple[int, ...]) -> Move:
        _, _, kind = view.pending_action
        if STOP_CODE in hand:  # sheds 25 points and cancels the action: always good
            return Stop(CARD_OF[STOP_CODE])
        # Giving up LOGO costs its −10 plus a fresh card (~7.7): worth it only to save
        # a hand that is clearly better than 7 fresh cards (about 54) from a Destroy.
        if (
            kind is Kind.DESTROY
            and LOGO_CODE in hand
            and code_hand_value(hand) + 10 + MEAN_CARD < MEAN_FRESH_HAND
        ):
            return Stop(CARD_OF[LOGO_CODE])
        return Accept()


# ---------------------------------------------------------------- colour chaser


def chased_color(hand: Sequence[int]) -> int:
    """Colour bit the hand holds most of (LOGO not counted: it is wild).

    Ties go to red, blue, green before black (black colour hands are rarer and
    heavier: L1 gives black only 12 cards, six of them worth 15–25).
    """
    counts = [sum(1 for c in hand if c != LOGO_CODE and MASK_OF[c] & bit) for bit in _COLOR_BITS]
    best = max(counts)
    return _COLOR_BITS[counts.index(best)]


class ColorHandChaser(GreedyLowPlayer):
    """Chases a colour hand (ruling L2) in the colour it holds most of: takes discards of
    that colour, sheds other colours highest first, declares when its hand value is
    ≤ ``declare_at`` (a finished colour hand is worth 0)."""

    default_name = "Colour chaser"

    def __init__(self, *, declare_at: int = 5, name: str | None = None) -> None:
        super().__init__(declare_at=declare_at, name=name)

    def _wants_discard_top(self, view: PlayerView, hand: tuple[int, ...]) -> bool:
        top = code_of(view.discard_top)
        color = chased_color(hand)
        off = [c for c in hand if not MASK_OF[c] & color]
        return bool(MASK_OF[top] & color) and bool(off)

    def _pick_discard(self, view: PlayerView, hand: tuple[int, ...]) -> int:
        color = chased_color(hand)
        off = [c for c in hand if not MASK_OF[c] & color]
        if off:
            return max(off, key=lambda c: (VALUE_OF[c], c))
        # Eight cards of the colour: keep LOGO, shed the heaviest.
        return best_discard(hand)[1]

    def _respond(self, view: PlayerView, hand: tuple[int, ...]) -> Move:
        _, _, kind = view.pending_action
        chasing_black = chased_color(hand) == 8
        if STOP_CODE in hand and (kind is Kind.DESTROY or not chasing_black):
            return Stop(CARD_OF[STOP_CODE])
        if kind is Kind.DESTROY and LOGO_CODE in hand:
            return Stop(CARD_OF[LOGO_CODE])
        return Accept()


# ---------------------------------------------------------------- calculator
def _declare_advice(*args: Any, **kwargs: Any) -> Any:
    """``logo_kit.logo.odds_declare.declare_advice``, imported when a calculator first asks."""
    from logo_kit.logo.odds_declare import declare_advice

    return declare_advice(*args, **kwargs)


_ADVICE_OPTIONS = ("declarer_wins_ties", "method")
MAX_BOT_SAMPLES = 100_000
"""Most simulated deals a calculator bot asks for per decision (a bot must answer fast)."""


class CalculatorPlayer(GreedyLowPlayer):
    """Plays like :class:`GreedyLowPlayer` but declares on the exact advice of
    :func:`logo_kit.logo.declare_advice` (ruling L10 expected points, the
    opponents' hands taken as random among the cards it has not seen).

    It declares when the advice recommends it *and* the chance of being strictly
    lowest is at least ``min_p_lowest`` (a number from 0 to 1). For a positive
    hand value the advice recommends declaring exactly when that chance is above
    ½; real opponents have improved their hands since the deal, so a stricter
    ``min_p_lowest`` pays. Asking costs time, so it asks only when the hand value
    is ≤ ``consider_at``, and remembers exact answers. With 3 or more opponents
    the advice is a simulation of ``samples`` deals (2 to 100,000) drawn from the
    ``rng`` given to :meth:`choose`. ``advice_options`` may set ``method`` or
    ``declarer_wins_ties`` for ``declare_advice`` (by default the table's rule).
    """

    default_name = "Calculator"

    def __init__(
        self,
        *,
        consider_at: int = 15,
        min_p_lowest: float = 0.9,
        samples: int = 2_000,
        name: str | None = None,
        **advice_options: Any,
    ) -> None:
        super().__init__(name=name)
        self.consider_at = _read_value(consider_at, "consider_at")
        self.min_p_lowest = float(checks.fraction(min_p_lowest, "min_p_lowest", low=0, high=1))
        self.samples = checks.whole(samples, "samples", low=2, high=MAX_BOT_SAMPLES)
        unknown = sorted(set(advice_options) - set(_ADVICE_OPTIONS))
        if unknown:
            raise LogoKitError(
                f"CalculatorPlayer does not take {unknown[0]!r}; advice options are "
                f"{', '.join(_ADVICE_OPTIONS)}."
            )
        if "declarer_wins_ties" in advice_options:
            checks.flag(advice_options["declarer_wins_ties"], "declarer_wins_ties")
        if "method" in advice_options:
            checks.choice(advice_options["method"], "method", ("auto", "exact", "simulate"))
        self.advice_options = dict(advice_options)
        self._cache: dict[tuple, bool] = {}

    def advice(self, view: PlayerView, rng: np.random.Generator | None = None) -> Any:
        """The calculator's full advice for this view's hand (``rng`` for a simulation)."""
        view = _read_view(view)
        options = dict(self.advice_options)
        options.setdefault("declarer_wins_ties", view.options.declarer_wins_ties)
        options.setdefault("decks", view.decks)
        if self._simulated(view):
            options["rng"] = checks.generator(rng)
            options["samples"] = self.samples
        return _declare_advice(list(view.hand), len(view.opponents), view.unseen(), **options)

    def _simulated(self, view: PlayerView) -> bool:
        method = self.advice_options.get("method", "auto")
        return method == "simulate" or (method == "auto" and len(view.opponents) > 2)

    def _should_declare(
        self, view: PlayerView, hand: tuple[int, ...], rng: np.random.Generator
    ) -> bool:
        if code_hand_value(hand) > self.consider_at:
            return False
        if self._simulated(view):  # a fresh estimate from rng each time: no cache
            advice = self.advice(view, rng)
            return advice.recommend == "declare" and advice.p_lowest >= self.min_p_lowest
        key = (
            hand,
            len(view.opponents),
            tuple(sorted(codes_of(view.discard_pile))),
            view.decks,
            view.options.declarer_wins_ties,
        )
        decision = self._cache.get(key)
        if decision is None:
            advice = self.advice(view)
            decision = advice.recommend == "declare" and advice.p_lowest >= self.min_p_lowest
            self._cache[key] = decision
        return decision
