"""Star Bright player tokens on the question cards (rulings S4, S5).

Each Star Bright player has 7 tokens (ruling S5). Tokens go on question cards
2–8 only; 1 (Alignment) and 9 (Greatness) are always available and never
hold a token (ruling S4). A card holds at most one token.

Divine the Cosmos (ruling S5): place one token from your supply on a card
2–8 that holds no token. Only when all seven cards hold tokens may you,
instead, take one *opponent* token off (it goes back to its owner's supply)
and put one of yours there; that replacement is optional.

*What if you have no token left in your supply?* It cannot happen when a
placement is possible: with 7 tokens each and 7 cards, a player whose supply
is empty has all 7 tokens on the cards, so every card is theirs and there is
neither an empty card nor an opponent token. The engine still checks it and
then skips the step (ruling S13).

After a "yes" to Alignment the asker takes two of their own tokens off the
cards (one if only one is there) back into their supply (ruling S5).

>>> t = Tokens.start()
>>> t = t.place(0, 4).place(1, 2)
>>> sorted(int(q) for q in t.held(0)), t.supply
([4], (6, 6))
>>> sorted(int(q) for q in t.available(0))  # 1 and 9 always, plus own tokens
[1, 4, 9]
"""

from __future__ import annotations

import functools
from collections.abc import Iterable
from dataclasses import dataclass

from logo_kit import checks
from logo_kit.errors import IllegalMoveError, LogoKitError
from logo_kit.lore.options import PLAYERS, TOKENS_EACH
from logo_kit.lore.questions import ALWAYS_AVAILABLE, Question, asking_order

__all__ = ["TOKEN_QUESTIONS", "Tokens", "askable"]

#: The question cards that take tokens: 2 Symmetry … 8 Orbit (ruling S4).
TOKEN_QUESTIONS: tuple[Question, ...] = tuple(Question(n) for n in range(2, 9))
_BY_NUMBER = {int(q): q for q in Question}


def _question(value: object) -> Question:
    if isinstance(value, Question):
        return value
    if type(value) is int and value in _BY_NUMBER:  # the common case, quickly
        return _BY_NUMBER[value]
    if checks.is_whole(value) and 1 <= int(value) <= 9:
        return Question(int(value))
    raise IllegalMoveError(f"a question card is a number 1–9, got {checks.describe(value)}.")


def _seat(seat: object) -> int:
    if type(seat) is int and 0 <= seat < PLAYERS:  # the common case, quickly
        return seat
    return checks.whole(seat, "seat", low=0, high=PLAYERS - 1)


@functools.lru_cache(maxsize=1024)
def askable(mode: str, held: Iterable[Question]) -> tuple[Question, ...]:
    """The questions a player may ask, in asking order (ruling S4): in Star Light
    (``mode="light"``) its four; in Star Bright 1 and 9 always, and 2–8 where the
    player has a token (``held``: those cards, e.g. ``tokens.held(seat)``). The one
    reading of S4 that the game, the views, the solo puzzle and the boards share.

    >>> [int(q) for q in askable("bright", (Question(4),))]
    [1, 4, 9]
    """
    if mode == "light":
        return asking_order(mode)
    return tuple(q for q in asking_order(mode) if q in ALWAYS_AVAILABLE or q in held)


@functools.lru_cache(maxsize=1024)
def _placements(owners: tuple[int | None, ...], seat: int) -> tuple[Question, ...]:
    # Tokens.placements for a seat with tokens in hand, worked out once per position of
    # the tokens (every turn of a Star Bright player asks twice)
    empty = tuple(q for q, o in zip(TOKEN_QUESTIONS, owners, strict=True) if o is None)
    if empty:
        return empty
    return tuple(
        q for q, o in zip(TOKEN_QUESTIONS, owners, strict=True) if o is not None and o != seat
    )


@dataclass(frozen=True)
class Tokens:
    """Which player's token lies on each question card 2–8, and each supply.

    ``owners[k]`` is the seat owning the token on card ``k + 2`` (None: empty);
    ``supply[s]`` is how many tokens seat ``s`` still has in hand. A Star Light
    player never uses theirs. Invariant (ruling S5): on the cards + in supply
    = 7 for each player, at most one token per card, none on 1 or 9.
    """

    owners: tuple[int | None, ...]
    supply: tuple[int, ...]

    def __post_init__(self) -> None:
        owners = checks.sequence(self.owners, "owners", length=len(TOKEN_QUESTIONS))
        if not all(o is None or (checks.is_whole(o) and 0 <= o < PLAYERS) for o in owners):
            raise LogoKitError(
                f"owners lists the seat (0 or 1) or None for each card 2–8, got {owners!r}."
            )
        owners = [None if o is None else int(o) for o in owners]
        supply = checks.wholes(self.supply, "supply", low=0, high=TOKENS_EACH, length=PLAYERS)
        for seat in range(PLAYERS):  # ruling S5: 7 tokens each, on the cards or in hand
            if owners.count(seat) + supply[seat] != TOKENS_EACH:
                raise LogoKitError(
                    f"seat {seat} has {owners.count(seat)} token(s) on the cards and "
                    f"{supply[seat]} in hand; the two add up to {TOKENS_EACH} (ruling S5)."
                )
        object.__setattr__(self, "owners", tuple(owners))
        object.__setattr__(self, "supply", supply)

    @classmethod
    def _made(cls, owners: tuple[int | None, ...], supply: tuple[int, ...]) -> Tokens:
        # for place() and remove(): the invariants hold by construction, so skip the checks
        tokens = object.__new__(cls)
        object.__setattr__(tokens, "owners", owners)
        object.__setattr__(tokens, "supply", supply)
        return tokens

    @classmethod
    def start(cls) -> Tokens:
        """No token on any card, 7 in each supply (ruling S5)."""
        return cls((None,) * len(TOKEN_QUESTIONS), (TOKENS_EACH,) * PLAYERS)

    # -- reading -----------------------------------------------------------
    def owner(self, question: int | Question) -> int | None:
        """Seat whose token lies on ``question`` (None: none; always None for 1 and 9)."""
        q = _question(question)
        if q in ALWAYS_AVAILABLE:
            return None
        return self.owners[int(q) - 2]

    def held(self, seat: int) -> tuple[Question, ...]:
        """Question cards holding ``seat``'s tokens, in card order."""
        seat = _seat(seat)
        return tuple(q for q, o in zip(TOKEN_QUESTIONS, self.owners, strict=True) if o == seat)

    def on_cards(self, seat: int) -> int:
        """How many of ``seat``'s tokens lie on the cards."""
        seat = _seat(seat)
        return sum(o == seat for o in self.owners)

    @property
    def full(self) -> bool:
        """True when every card 2–8 holds a token."""
        return all(o is not None for o in self.owners)

    def available(self, seat: int) -> frozenset[Question]:
        """Questions ``seat`` may ask in Star Bright: 1, 9 and their tokens' cards (S4,
        :func:`askable`)."""
        return frozenset(askable("bright", self.held(seat)))

    def placements(self, seat: int) -> tuple[Question, ...]:
        """Cards where ``seat`` may Divine now (ruling S5): every empty card; if
        none is empty, every card holding an opponent token (a replacement).
        Empty when the supply is empty or every card holds ``seat``'s own token: then
        the step is skipped (ruling S13)."""
        seat = _seat(seat)
        if self.supply[seat] < 1:
            return ()
        return _placements(self.owners, seat)

    def check(self) -> None:
        """Raise AssertionError unless the S5 invariants hold (used by tests)."""
        assert len(self.owners) == len(TOKEN_QUESTIONS)
        for seat in range(PLAYERS):
            on = self.on_cards(seat)
            assert on + self.supply[seat] == TOKENS_EACH, (seat, on, self.supply)
            assert self.supply[seat] >= 0
        assert all(o is None or 0 <= o < PLAYERS for o in self.owners)

    # -- changing (returns new values) --------------------------------------
    def place(self, seat: int, question: int | Question) -> Tokens:
        """Divine the Cosmos: ``seat`` puts a token on ``question`` (ruling S5)."""
        seat = _seat(seat)
        q = _question(question)
        allowed = self.placements(seat)
        if q not in allowed:
            if q in ALWAYS_AVAILABLE:
                why = "questions 1 and 9 are always available and take no token (ruling S4)"
            elif self.supply[seat] < 1:
                why = "you have no token left in your supply"
            elif self.owner(q) == seat:
                why = "your own token is already there"
            else:
                why = "a token may only replace an opponent's when every card 2–8 is taken"
            names = ", ".join(str(int(p)) for p in allowed) or "none"
            raise IllegalMoveError(f"cannot place a token on {int(q)}: {why}; allowed: {names}.")
        owners = list(self.owners)
        supply = list(self.supply)
        previous = owners[int(q) - 2]
        if previous is not None:  # replacement: the opponent's token goes home
            supply[previous] += 1
        owners[int(q) - 2] = seat
        supply[seat] -= 1
        return Tokens._made(tuple(owners), tuple(supply))

    def remove(self, seat: int, questions: Iterable[int | Question]) -> Tokens:
        """``seat`` takes their tokens off ``questions`` back into their supply."""
        seat = _seat(seat)
        chosen = [_question(q) for q in checks.sequence(questions, "questions", most=20)]
        if len(set(chosen)) != len(chosen):
            raise IllegalMoveError(f"name each token once, got {[int(q) for q in chosen]}.")
        owners = list(self.owners)
        for q in chosen:
            if self.owner(q) != seat:
                mine = ", ".join(str(int(h)) for h in self.held(seat)) or "none"
                raise IllegalMoveError(
                    f"there is no token of yours on {int(q)}; yours lie on: {mine}."
                )
            owners[int(q) - 2] = None
        supply = list(self.supply)
        supply[seat] += len(chosen)
        return Tokens._made(tuple(owners), tuple(supply))

    def __str__(self) -> str:
        cells = [
            f"{int(q)}:{'-' if o is None else o}"
            for q, o in zip(TOKEN_QUESTIONS, self.owners, strict=True)
        ]
        return f"tokens [{' '.join(cells)}] supply {self.supply}"
