"""Fixed action numbers for the three games: move ↔ action id, per game and options.

OpenSpiel numbers every action a player could ever take in a game with one
fixed range ``0 … num_distinct_actions − 1`` (and chance outcomes with
``0 … max_chance_outcomes − 1``). Our engines speak in move values instead.
A codec lists, once per game and options, the *key* of every move that could
ever be legal, and numbers the keys in that order. A move's key is the move
itself where the move names everything (LOGO's ``Discard(card, target,
action)``), or a small tuple where the move is written relative to the
position (Logic & Lore's Move the Heavens is keyed by the two lanes it swaps).

Decoding goes through the position's own list of legal moves: the codec keys
each listed move and keeps the one with the asked-for number, so a decoded
move is always exactly one the engine listed. Two listed moves never share a
key (checked).

No OpenSpiel import here: the codecs are plain Python, usable and tested
without the optional extra.

>>> from logo_kit.logo import LogoOptions
>>> from logo_kit.logo.moves import TakeDraw
>>> codec = LogoCodec(LogoOptions(players=2))
>>> codec.player_actions, codec.chance_actions
(71, 49)
>>> codec.player_key(None, TakeDraw())
TakeDraw()
"""

from __future__ import annotations

import itertools
from collections.abc import Hashable, Iterable
from typing import Any

from logo_kit.billionaire.board import CATEGORIES, BrandCard, Category
from logo_kit.billionaire.deck import BUST
from logo_kit.billionaire.moves import (
    Buy,
    Draw,
    EndTrade,
    Launch,
    RiskyCard,
    SkipLaunch,
    Spin,
    Swap,
)
from logo_kit.billionaire.moves import (
    DealCard as BBDealCard,
)
from logo_kit.billionaire.moves import (
    Stop as BBStop,
)
from logo_kit.billionaire.options import ApprenticeOptions
from logo_kit.errors import LogoKitError
from logo_kit.logo.cardcodes import CARD_OF, IS_ACTION, KIND_OF, LOGO_CODE, STOP_CODE, code_of
from logo_kit.logo.moves import (
    TARGETED_ACTIONS,
    Accept,
    Declare,
    Discard,
    Stop,
    TakeDiscard,
    TakeDraw,
)
from logo_kit.logo.options import LogoOptions
from logo_kit.lore.moves import (
    AlignStars,
    ChooseFocus,
    Divine,
    MoveHeavens,
    Pass,
    Phase,
    RemoveTokens,
    Search,
)
from logo_kit.lore.moves import (
    DealCard as LoreDealCard,
)
from logo_kit.lore.options import LoreOptions
from logo_kit.lore.questions import Question, asking_order
from logo_kit.lore.tokens import TOKEN_QUESTIONS

__all__ = [
    "MAX_ANY_CARDS",
    "MOVE_HEAVENS_CHOICES",
    "ApprenticeCodec",
    "Codec",
    "LogoCodec",
    "LoreCodec",
    "codec_for",
]


class Codec:
    """Numbers the moves of one game with fixed options (subclasses give the keys)."""

    def __init__(self, player_keys: Iterable[Hashable], chance_actions: int) -> None:
        self._keys = tuple(player_keys)
        self._ids = {key: number for number, key in enumerate(self._keys)}
        if len(self._ids) != len(self._keys):
            raise AssertionError("two player moves share a key")  # pragma: no cover
        self.player_actions = len(self._keys)
        self.chance_actions = chance_actions

    # subclasses: the key of a player's move, and the number of a chance move
    def player_key(self, state: Any, move: Any) -> Hashable:
        raise NotImplementedError

    def chance_id(self, state: Any, move: Any) -> int:
        raise NotImplementedError

    def player_id(self, state: Any, move: Any) -> int:
        """The action number of ``move`` (a legal move of ``state``'s player)."""
        key = self.player_key(state, move)
        number = self._ids.get(key)
        if number is None:
            raise LogoKitError(f"{move!r} has no action number in this game (key {key!r}).")
        return number

    def key_of(self, action: int) -> Hashable:
        """The key that player action ``action`` stands for (for its text)."""
        return self._keys[action]

    def actions(self, state: Any) -> dict[int, Any]:
        """``{action id: move}`` for every move listed at ``state`` (chance or player)."""
        if state.is_chance:
            outcomes = state.chance_outcomes()
            found = {self.chance_id(state, move): move for move, _ in outcomes}
            expected = len(outcomes)
        else:
            listed = state.legal_moves()
            found = {self.player_id(state, move): move for move in listed}
            expected = len(listed)
        if len(found) != expected:
            raise AssertionError("two listed moves got one action number")  # pragma: no cover
        return found


# -- LOGO --------------------------------------------------------------------------------


class LogoCodec(Codec):
    """LOGO: take, declare, answer, and every discard (card × target × action played).

    Player actions: draw, take the discard, declare, accept, STOP or LOGO as
    Stop, each of the 49 distinct cards discarded plainly, then each action
    card (LOGO as any of the four actions) used on each seat. Chance: the 49
    distinct cards (a dealt, reshuffled or stolen card is named by its card).
    """

    def __init__(self, options: LogoOptions) -> None:
        seats = range(options.players)
        keys: list[Hashable] = [
            TakeDraw(),
            TakeDiscard(),
            Declare(),
            Accept(),
            Stop(CARD_OF[STOP_CODE]),
            Stop(CARD_OF[LOGO_CODE]),
        ]
        keys += [Discard(card) for card in CARD_OF]
        for code, card in enumerate(CARD_OF):
            if not IS_ACTION[code] or code == STOP_CODE:
                continue
            kinds = TARGETED_ACTIONS if code == LOGO_CODE else (KIND_OF[code],)
            keys += [Discard(card, seat, kind) for seat in seats for kind in kinds]
        super().__init__(keys, chance_actions=len(CARD_OF))

    def player_key(self, state: Any, move: Any) -> Hashable:
        return move

    def chance_id(self, state: Any, move: Any) -> int:
        return code_of(move.card)


# -- Logic & Lore --------------------------------------------------------------------------

MOVE_HEAVENS_CHOICES = ("swaps", "any")
"""How the OpenSpiel game lets a player Move the Heavens: ``"swaps"`` (default, the moves
``legal_moves()`` lists: one swap of two face-down cards) or ``"any"`` (every
rearrangement of the face-down cards, ruling S14; lines of at most
:data:`MAX_ANY_CARDS` cards)."""
MAX_ANY_CARDS = 7
"""Longest line for ``move_heavens="any"``: 7 cards have 5,039 rearrangements besides the
one lying (8 would have 40,319, 11 almost 40 million), each an action of its own; with
Pass, Align the Stars, the pairs to hold up and the question sets, a 7-star Star Light
game has 5,077 actions."""


def _question_mask(questions: Iterable[Any]) -> int:
    mask = 0
    for q in questions:
        mask |= 1 << (int(Question(q) if isinstance(q, str) else q) - 1)
    return mask


def _masks(modes: set[str]) -> list[int]:
    # the question sets a Search may name: any non-empty subset of a mode's questions
    masks: set[int] = set()
    for mode in modes:
        asked = asking_order(mode)
        for size in range(1, len(asked) + 1):
            masks.update(_question_mask(c) for c in itertools.combinations(asked, size))
    return sorted(masks)


class LoreCodec(Codec):
    """Logic & Lore: every step's moves, numbered for these options only.

    Move the Heavens: with ``move_heavens="swaps"`` (the default) a step is Pass
    or one swap of two face-down cards, keyed by the two positions swapped (what
    ``legal_moves()`` lists); with ``"any"`` it is Pass or any rearrangement of
    the face-down cards (ruling S14), keyed by the new order of the positions.
    Search is keyed by the set of questions asked (only the sets the seats'
    modes allow) and, with Focus, the card named. Divine and token removal
    exist only when a seat plays Star Bright. Chance: the value dealt to the
    next card.
    """

    def __init__(self, options: LoreOptions, move_heavens: str = "swaps") -> None:
        if move_heavens not in MOVE_HEAVENS_CHOICES:
            raise LogoKitError(
                f"move_heavens must be 'swaps' (one swap per step, the listed moves) or 'any' "
                f"(every rearrangement, ruling S14), got {move_heavens!r}."
            )
        self.move_heavens = move_heavens
        layouts = [options.layout(seat) for seat in range(options.seats)]
        size = max(layout.size for layout in layouts)
        if move_heavens == "any" and size > MAX_ANY_CARDS:
            raise LogoKitError(
                f"move_heavens='any' numbers every rearrangement, so lines may have at most "
                f"{MAX_ANY_CARDS} cards (stars + blackholes); these have {size}: use fewer "
                "stars or move_heavens='swaps'."
            )
        cards = sorted({card for layout in layouts for card in layout.cards})
        modes = {setup.mode for setup in options.players}
        keys: list[Hashable] = [("pass",), ("align",)]
        if move_heavens == "swaps":
            keys += [("swap", a, b) for a, b in itertools.combinations(range(size), 2)]
        else:
            orders = itertools.permutations(range(size))
            keys += [("arrange", order) for order in orders if order != tuple(range(size))]
        keys += [("focus", a, b) for a, b in itertools.combinations(cards, 2)]
        focus_bit = 1 << (int(Question.FOCUS) - 1)
        for mask in _masks(modes):
            focuses = cards if mask & focus_bit else [None]
            keys += [("search", mask, focus) for focus in focuses]
        if "bright" in modes:
            keys += [("divine", int(q)) for q in TOKEN_QUESTIONS]
            pairs = itertools.combinations(TOKEN_QUESTIONS, 2)
            keys += [("remove", int(a), int(b)) for a, b in pairs]
        super().__init__(keys, chance_actions=options.stars + 2)

    def actions(self, state: Any) -> dict[int, Any]:
        if self.move_heavens == "any" and state.phase in (Phase.MOVE_HEAVENS, Phase.MOVE_AGAIN):
            listed = (Pass(), *state.rearrangement_moves())
            return {self.player_id(state, move): move for move in listed}
        return super().actions(state)

    def player_key(self, state: Any, move: Any) -> Hashable:
        kind = type(move)
        if kind is MoveHeavens:
            now = state.lines[state.current_player].arrangement
            if self.move_heavens == "any":
                return ("arrange", tuple(now.index(card) for card in move.arrangement))
            moved = [
                i for i, (a, b) in enumerate(zip(now, move.arrangement, strict=True)) if a != b
            ]
            if len(moved) != 2:
                raise LogoKitError(
                    f"{move} is not one swap of two cards; this OpenSpiel game plays "
                    "move_heavens='swaps' (use 'any' for every rearrangement)."
                )
            return ("swap", moved[0], moved[1])
        if kind is Pass:
            return ("pass",)
        if kind is AlignStars:
            return ("align",)
        if kind is Divine:
            return ("divine", int(move.question))
        if kind is ChooseFocus:
            a, b = sorted(move.cards)
            return ("focus", a, b)
        if kind is Search:
            # no questions named asks every one the seat may ask now (the core's rule)
            asked = move.questions
            questions = state.available_questions() if asked is None else asked
            mask = _question_mask(questions)
            return ("search", mask, move.focus if mask & (1 << (int(Question.FOCUS) - 1)) else None)
        if kind is RemoveTokens:
            a, b = sorted(int(q) for q in move.questions)
            return ("remove", a, b)
        raise LogoKitError(f"{move!r} is not a Logic & Lore player move.")

    def chance_id(self, state: Any, move: Any) -> int:
        if type(move) is not LoreDealCard:
            raise LogoKitError(f"{move!r} is not a single dealt card.")
        return move.value


# -- LOGO Billionaire ------------------------------------------------------------------------


class ApprenticeCodec(Codec):
    """LOGO Billionaire (Apprentice game): trades name the brand cards they move.

    Player actions: end trading, no launch, draw, stop, launch each category,
    buy each brand card from each seat, swap each brand card of a seat for each
    of one's own. Chance: a dealt brand card (by its index), a spin (number − 1)
    or a Risky Business card (its value's index, BUST last).
    """

    def __init__(self, options: ApprenticeOptions) -> None:
        self._per = options.cards_per_category
        cards = range(len(CATEGORIES) * self._per)
        seats = range(options.players)
        keys: list[Hashable] = [("end",), ("skip",), ("draw",), ("stop",)]
        keys += [("launch", int(c)) for c in CATEGORIES]
        keys += [("buy", s, c) for s in seats for c in cards]
        keys += [("swap", s, c, g) for s in seats for c in cards for g in cards]
        self._values = tuple(v for v, _ in options.risky_business.values)
        chance = max(len(cards), options.spinner, len(self._values) + 1)
        super().__init__(keys, chance_actions=chance)

    def card_index(self, card: BrandCard) -> int:
        return int(card.category) * self._per + card.number - 1

    def card(self, index: int) -> BrandCard:
        return BrandCard(Category(index // self._per), index % self._per + 1)

    def player_key(self, state: Any, move: Any) -> Hashable:
        kind = type(move)
        if kind is EndTrade:
            return ("end",)
        if kind is SkipLaunch:
            return ("skip",)
        if kind is Draw:
            return ("draw",)
        if kind is BBStop:
            return ("stop",)
        if kind is Launch:
            return ("launch", int(move.category))
        if kind is Buy:
            return ("buy", move.seller, self.card_index(move.card))
        if kind is Swap:
            return ("swap", move.partner, self.card_index(move.card), self.card_index(move.give))
        raise LogoKitError(f"{move!r} is not an Apprentice game player move.")

    def chance_id(self, state: Any, move: Any) -> int:
        kind = type(move)
        if kind is BBDealCard:
            return self.card_index(move.card)
        if kind is Spin:
            return move.number - 1
        if kind is RiskyCard:
            return len(self._values) if move.card == BUST else self._values.index(move.card)
        raise LogoKitError(f"{move!r} is not a single chance outcome.")


def codec_for(options: Any) -> Codec:
    """The codec of the game these options play (LogoOptions, LoreOptions, ApprenticeOptions)."""
    if isinstance(options, LogoOptions):
        return LogoCodec(options)
    if isinstance(options, LoreOptions):
        return LoreCodec(options)
    if isinstance(options, ApprenticeOptions):
        return ApprenticeCodec(options)
    raise LogoKitError(
        f"options must be LogoOptions, LoreOptions or ApprenticeOptions, got {options!r}."
    )
