"""LOGO by the rule sheet, in plain Python: hand values, round scoring and a plain game.

Written from the rule sheet and rulings L1–L20 (see ``docs/rulings.md``), not from
``logo_kit.logo``'s rule code: it reads only the card names in the engine's code order
(``logo_kit.logo.cardcodes.CARD_OF``, to speak the same card codes) and works out each
card's value, colours and action itself. It is the second implementation the engine and
the scoring functions are checked against.

* :func:`hand_value` (rulings L2, L3) and :func:`score_round` (ruling L10).
* :func:`plain_game` plays one random game on mutable lists of card codes, listing every
  decision's moves in the order ``LogoGame.legal_moves()`` lists them and drawing the same
  random numbers as the engine's random playout, so every seeded game must end identically
  (``benchmarks/bench_playouts_logo.py`` times the two, and
  ``tests/logo/test_logo_plain_simulator.py`` compares them).
"""

from __future__ import annotations

from bisect import insort
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

import numpy as np

from logo_kit.logo.cardcodes import CARD_OF

if TYPE_CHECKING:  # options are read, never their rules
    from logo_kit.logo import LogoOptions

__all__ = ["DECK", "hand_value", "plain_game", "score_round"]

# -- the cards, in the engine's code order (read once: only the names of CARD_OF) ------------
_NAMES = [str(card) for card in CARD_OF]
_ACTION_VALUE = {"JUMP": 15, "STEAL": 20, "LOOK": 20, "STOP": 25, "DESTROY": 25, "LOGO": -10}
_COPIES = {"0": 6, "JUMP": 2}  # ruling L1: per deck; every other card once
_COLOR_BIT = {"R": 1, "B": 2, "G": 4}  # black is 8; LOGO is every colour (ruling L2)


def _value(name: str) -> int:
    if name in _ACTION_VALUE:
        return _ACTION_VALUE[name]
    return 0 if name == "0" else int(name[1:])


VALUE = [_value(name) for name in _NAMES]  # ruling L3: LOGO counts -10
MASK = [15 if n == "LOGO" else _COLOR_BIT.get(n[0], 8) if n != "0" else 8 for n in _NAMES]
ACTION = [n in _ACTION_VALUE for n in _NAMES]  # L4, L5: LOGO is an action card too
STOP, LOGO = _NAMES.index("STOP"), _NAMES.index("LOGO")
JUMP, STEAL, LOOK, DESTROY = (_NAMES.index(n) for n in ("JUMP", "STEAL", "LOOK", "DESTROY"))
KINDS = [[code] if ACTION[code] and code not in (STOP, LOGO) else [] for code in range(len(_NAMES))]
KINDS[LOGO] = [JUMP, STEAL, LOOK, DESTROY]  # ruling L5: LOGO plays any targeted action
# ruling L1: the sorted deck a deal shuffles, one deck (2-4 players) or two (5-8)
DECK = {
    d: sorted(c for c, name in enumerate(_NAMES) for _ in range(_COPIES.get(name, 1) * d))
    for d in (1, 2)
}


def hand_value(hand: Sequence[int]) -> int:
    """Ruling L3: the sum, or ``min(sum, 0)`` for a 7-card colour hand (ruling L2)."""
    total, mask = 0, 15
    for code in hand:
        total += VALUE[code]
        mask &= MASK[code]
    return min(total, 0) if mask and len(hand) == 7 else total


def score_round(
    values: Mapping[int, int], declarer: int | None, wins_ties: bool = False
) -> dict[int, int]:
    """Ruling L10: each seat's points from its hand value. Without a declaration everyone
    scores the value. A declarer who is alone lowest (or tied lowest, with
    ``wins_ties``) scores ``min(value, 0)``; otherwise the declarer scores twice the value
    and every other lowest hand ``min(value, 0)``."""
    scored = dict(values)
    if declarer is None:
        return scored
    low = min(values.values())
    lowest = [s for s in values if values[s] == low]
    if lowest == [declarer] or (wins_ties and declarer in lowest):
        scored[declarer] = min(low, 0)
    else:
        scored[declarer] = 2 * values[declarer]
        for s in lowest:
            if s != declarer:
                scored[s] = min(low, 0)
    return scored


def plain_game(
    rng: np.random.Generator,
    options: LogoOptions,
    events: dict[str, int] | None = None,
    declare_chance: float | None = None,
) -> tuple:
    """One random LOGO game on mutable lists; returns the summary :func:`engine_summary` makes.

    ``events`` (optional) counts what happened (``"reshuffle"``, ``"steal"``, …) for tests.
    With ``declare_chance`` a drawn Declare stands only if ``rng.random() < declare_chance``,
    else the pick is drawn again among the other moves (Declare is listed last).
    """
    ev: dict[str, int] = {} if events is None else events

    def count(what: str) -> None:
        ev[what] = ev.get(what, 0) + 1

    n, wins_ties = options.players, options.declarer_wins_ties
    totals, active, first = [0] * n, [True] * n, options.first_player
    rounds, turns, moves, points = 0, 0, 0, []

    def after(seat: int) -> int:  # rulings L11, L17: the next seat still in, clockwise
        seat = (seat + 1) % n
        while not active[seat]:
            seat = (seat + 1) % n
        return seat

    # the round's state, shared with refill()
    hands: list[list[int]] = []
    draw: list[int] = []  # top card last
    discard: list[int] = []  # top card last
    declarer: int | None = None
    emptied = False

    def refill(seat: int, need: int) -> None:
        # Draw `need` cards; an empty draw pile gets the discard pile under its top
        # (ruling L8). Emptying it outside a final rotation ends the round after
        # this turn, even if refilled (ruling L13).
        nonlocal draw, emptied, moves
        while True:
            while need and draw:
                insort(hands[seat], draw.pop())
                need -= 1
                if not draw and declarer is None:
                    emptied = True
            if not need:
                return
            under = discard[:-1]
            draw = [under[i] for i in rng.permutation(len(under))][::-1]
            del discard[:-1]
            moves += 1
            count("reshuffle" if declarer is None else "reshuffle in final rotation")
            if emptied:
                count("emptied and refilled (L13)")

    while True:
        # -- the deal (rulings L1, L16, L17): 7 cards each, one at a time from `first`
        seats = [first]
        while len(seats) < sum(active):
            seats.append(after(seats[-1]))
        k = len(seats)
        deck = DECK[2 if k > 4 else 1]
        order = [deck[i] for i in rng.permutation(len(deck))]
        moves, rounds = moves + 1, rounds + 1
        count(f"deal {len(deck) // 55} decks")
        if k <= 4 < n:
            count("one deck after eliminations (L16)")
        hands = [[] for _ in range(n)]
        for j in range(7 * k):
            hands[seats[j % k]].append(order[j])
        for hand in hands:
            hand.sort()
        discard = [order[7 * k]]  # turned face up
        draw = order[: 7 * k : -1]  # the rest, top card last
        jumps = [0] * n  # ruling L15: no Jump outlives its round
        seen: list[list[tuple | None]] = [[None] * n for _ in range(n)]  # ruling L19
        declarer, emptied, me = None, False, first

        while True:  # turns until the round ends
            # -- take, or declare (rulings L4, L9)
            can_take = not ACTION[discard[-1]] if discard else False
            options_n = 1 + can_take + (declarer is None)
            pick = int(rng.integers(options_n))
            if (
                declare_chance is not None
                and declarer is None
                and pick == options_n - 1
                and rng.random() >= declare_chance
            ):
                pick = int(rng.integers(options_n - 1))
            moves += 1
            turns += 1
            mine = hands[me]
            if declarer is None and pick == options_n - 1:
                declarer = me  # ruling L9: instead of a turn
                count("declare")
            else:
                if pick == 0:
                    refill(me, 1)
                else:
                    insort(mine, discard.pop())
                    count("take discard")
                # -- discard any card (ruling L18), maybe using an action on someone (L5)
                targets = [s for s in range(n) if active[s] and s != me] if declarer is None else []
                listed: list[tuple[int, int | None, int | None]] = []
                last = -1
                for code in mine:
                    if code != last:
                        last = code
                        listed.append((code, None, None))
                        for target in targets:
                            for kind in KINDS[code]:
                                listed.append((code, target, kind))
                code, target, kind = listed[int(rng.integers(len(listed)))]
                moves += 1
                mine.remove(code)
                discard.append(code)
                if target is not None:
                    count("LOGO as an action" if code == LOGO else "action")
                    theirs = hands[target]
                    answer = [c for c in (STOP, LOGO) if c in theirs]
                    stop = -1  # no answer: the action happens
                    if answer:  # ruling L6: only the target may answer, with STOP or LOGO
                        answer.append(-1)  # let it happen
                        stop = answer[int(rng.integers(len(answer)))]
                        moves += 1
                        if stop >= 0:
                            count("stop with LOGO" if stop == LOGO else "stop")
                            theirs.remove(stop)
                            discard.append(stop)
                            refill(target, 1)
                        else:
                            count("accept")
                    if stop >= 0:
                        pass  # stopped: the action is cancelled
                    elif kind == JUMP:  # ruling L7: Jumps stack
                        jumps[target] += 1
                        count("jump")
                    elif kind == LOOK:  # ruling L19: the hand as it is now
                        seen[me][target] = tuple(theirs)
                        count("look")
                    elif kind == STEAL:  # ruling L7: a blind pick, then discard (L14)
                        stolen = theirs[int(rng.integers(len(theirs)))]
                        theirs.remove(stolen)
                        insort(mine, stolen)
                        unique = sorted(set(mine))
                        back = unique[int(rng.integers(len(unique)))]
                        moves += 2
                        mine.remove(back)
                        discard.append(back)
                        refill(target, 1)
                        count("steal")
                    else:  # DESTROY, ruling L7: the hand goes under the top card; draw 7
                        discard[-1:-1] = theirs
                        theirs.clear()
                        refill(target, 7)
                        count("destroy")
            # -- pass the turn (rulings L7, L8, L9, L13)
            if declarer is None and emptied:
                ended = "draw pile"
                break
            seat, ended = after(me), None
            while True:
                if seat == declarer:  # ruling L8(b): the final rotation is over
                    ended = "declaration"
                    break
                if not jumps[seat]:
                    break
                jumps[seat] -= 1  # a Jump loses this turn (in a final rotation too, L9)
                count("jumped in final rotation" if declarer is not None else "jumped")
                seat = after(seat)
            if ended:
                break
            me = seat

        # -- scoring (ruling L10)
        count(f"round ended by {ended}")
        playing = [s for s in range(n) if active[s]]
        values = {s: hand_value(hands[s]) for s in playing}
        if declarer is not None:
            low = min(values.values())
            lowest = [s for s in playing if values[s] == low]
            if declarer in lowest and len(lowest) > 1:
                count("declarer tied for lowest")
            count(
                "declarer lowest"
                if lowest == [declarer] or (wins_ties and declarer in lowest)
                else "declarer not lowest"
            )
        scored = score_round(values, declarer, wins_ties)
        points.append(tuple(scored.get(s) for s in range(n)))
        for s in playing:  # ruling L11: eliminated on reaching the target
            totals[s] += scored[s]
            if totals[s] >= options.target_score:
                active[s] = False
                count("eliminated")
        left = [s for s in playing if active[s]]
        if len(left) <= 1 or (options.max_rounds is not None and rounds >= options.max_rounds):
            count("game ended by " + ("elimination" if len(left) <= 1 else "round limit (L20)"))
            pool = left or playing
            best = min(totals[s] for s in pool)
            winners = tuple(s for s in pool if totals[s] == best)
            if not left:
                count("the last players eliminated together")
            if len(winners) > 1:
                count("a shared win")
            final = (tuple(map(tuple, hands)), tuple(draw), tuple(discard), tuple(jumps))
            return (
                winners,
                tuple(totals),
                tuple(points),
                turns,
                moves,
                declarer,
                *final,
                tuple(tuple(row) for row in seen),
                tuple(active),
            )
        following = after(first)  # ruling L11: the next round starts one seat on
        count("next round, next first player")
        if following != (first + 1) % n:
            count("first player skips an eliminated seat (L17)")
        first = following
