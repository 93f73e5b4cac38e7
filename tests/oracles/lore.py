"""Logic & Lore by the rule sheet, in plain Python: the answers and a plain game simulator.

Written from the rule sheet and rulings S1–S16 (see ``docs/rulings.md``), not from
``logo_kit.lore``'s predicates: it is the second implementation the engine, the belief
tables and the greedy bots are checked against.

* :func:`answer` asks questions (by their Star Bright numbers, ruling S3) about two cards
  in order; the first yes ends the asking (ruling S4). A pair question about a blackhole is
  "no", and Greatness ranks a star above the large blackhole above the small one (ruling S7).
* :func:`oracle` is the same answer by question titles, for tests that speak in titles.
* :func:`plain_lore` plays one random game on mutable lists, drawing the same random numbers
  as the engine's random playout (``benchmarks.bench_playouts.random_playout``), so every
  seeded game must end identically (the playout benchmark and
  ``tests/lore/test_lore_plain_simulator.py`` compare them).

Values: a star's value is its number 1..stars; the small blackhole is 0 and the large (or
only) blackhole stars + 1 (ruling S1). A card is named by the lane it was dealt into.
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING

import numpy as np

if TYPE_CHECKING:  # options are read, never their rules
    from logo_kit.lore import LoreOptions

TITLES = (
    "Alignment",
    "Symmetry",
    "Neighbours",
    "Oddity",
    "Massive",
    "Nearby",
    "Focus",
    "Orbit",
    "Greatness",
)
NUMBER = {title: number for number, title in enumerate(TITLES, start=1)}


def answer(
    asked: Sequence[int],
    a: int,
    b: int,
    va: int,
    vb: int,
    la: int,
    lb: int,
    stars: int,
    focus: int | None = None,
) -> tuple[int, tuple[int, ...]]:
    """The reply to asking ``asked`` (question numbers, in the mode's order) about cards ``a``
    and ``b`` with values ``va``, ``vb`` lying in lanes ``la``, ``lb``; ``focus`` is the card
    Focus names. Returns ``(question, cards)``: the first question answered yes (0: no to
    every one) and the cards it points at (Alignment: the aligned cards in the order a, b;
    Focus: the named card; Greatness: the greater card; otherwise none)."""
    star_a, star_b = 1 <= va <= stars, 1 <= vb <= stars
    both = star_a and star_b  # ruling S7: a pair question about a blackhole is "no"
    for q in asked:  # ruling S4: in the mode's order; the first yes ends the asking
        if q == ALIGNMENT:
            hit = tuple(
                c for c, s, v, w in ((a, star_a, va, la), (b, star_b, vb, lb)) if s and v == w
            )
            if hit:
                return (ALIGNMENT, hit)
        elif q == GREATNESS:  # ruling S7: a star beats a blackhole; the large hole the small
            rank_a = va if star_a else -2 if va == 0 else -1
            rank_b = vb if star_b else -2 if vb == 0 else -1
            return (GREATNESS, (a if rank_a > rank_b else b,))
        elif q == FOCUS:  # is the named card in its correct half? (rulings S3, S16)
            v, w, s = (va, la, star_a) if focus == a else (vb, lb, star_b)
            # twice the distances from the middle, so that halves need no fractions
            side_v, side_w = 2 * v - stars - 1, 2 * w - stars - 1
            if s and (side_v == 0 or side_w == 0 or (side_v > 0) == (side_w > 0)):
                return (FOCUS, (focus,))
        elif (
            (q == SYMMETRY and both and va + vb == stars + 1)
            or (q == NEIGHBOURS and both and (va - vb == 1 or vb - va == 1))
            or (q == ODDITY and both and (va + vb) % 2 == 1)
            or (q == MASSIVE and both and va + vb > stars + 1)
            or (
                q == NEARBY and ((star_a and -1 <= va - la <= 1) or (star_b and -1 <= vb - lb <= 1))
            )
            or (q == ORBIT and ((star_a and va == lb) or (star_b and vb == la)))
        ):
            return (q, ())
    return (0, ())


def oracle(names, cards, values, lanes, focus, stars):
    """:func:`answer` by titles: asking ``names`` in order about ``cards`` (two card names)
    with ``values`` in ``lanes``; returns ``(title or None, cards)``, aligned cards sorted."""
    (a, b), (va, vb), (la, lb) = cards, values, lanes
    q, hit = answer([NUMBER[n] for n in names], a, b, va, vb, la, lb, stars, focus)
    if q == 0:
        return (None, ())
    return (TITLES[q - 1], tuple(sorted(hit)) if q == ALIGNMENT else hit)


# Question cards by their Star Bright number (ruling S3); Star Light asks four of them,
# neighbours before symmetric (ruling S2).
ALIGNMENT, SYMMETRY, NEIGHBOURS, ODDITY, MASSIVE, NEARBY, FOCUS, ORBIT, GREATNESS = range(1, 10)
LIGHT_ORDER = (ALIGNMENT, NEIGHBOURS, SYMMETRY, GREATNESS)

_SEARCHES: dict[tuple[int, ...], list[tuple[tuple[int, ...], int]]] = {}


def _searches(available: tuple[int, ...]) -> list[tuple[tuple[int, ...], int]]:
    """Every Search the Sky choice, in the engine's order: each non-empty set of the
    available questions (rulings S11, S12), smallest sets first, and with Focus
    asked one entry per named card (0: first held-up card, 1: second; -1: no Focus).
    Made once per set of available questions."""
    found = _SEARCHES.get(available)
    if found is None:
        found = []
        for size in range(1, len(available) + 1):
            for chosen in itertools.combinations(available, size):
                if FOCUS in chosen:
                    found += [(chosen, 0), (chosen, 1)]
                else:
                    found.append((chosen, -1))
        _SEARCHES[available] = found
    return found


def plain_lore(
    options: LoreOptions, rng: np.random.Generator, seen: Counter | None = None
) -> tuple:
    """One random game on mutable lists; returns its summary.

    The summary: winner, turn, own turns, how each seat finished, decisions, final lines,
    face-up cards, token owners, supply and every answer ``(question, cards)``, laid out as
    ``benchmarks.bench_playouts_lore.summary`` reads them from an engine game.

    ``seen`` (optional) counts what happened (moves, answers, blackholes), so a
    test can show that every rule was exercised.
    """
    stars, cap, play_on = options.stars, options.max_turns, options.play_on
    bright = [p.mode == "bright" for p in options.players]
    # ruling S1: lanes 1..stars; one blackhole adds lane stars+1, two add lanes 0 and stars+1.
    # A card is named by its first lane. Values: stars 1..stars; blackholes 0 (small) and
    # stars+1 (large, or the only one).
    first, value, lane_of, line, up, cards = [], [], [], [], [], []
    for p in options.players:
        low = 0 if p.blackholes == 2 else 1
        own = list(range(low, low + stars + p.blackholes))
        holes = [(), (stars + 1,), (0, stars + 1)][p.blackholes]
        codes = sorted([*range(1, stars + 1), *holes])
        first.append(low)
        cards.append(own)
        line.append(list(own))  # the cards left to right, each dealt into its own lane
        lane_of.append(list(range(stars + 2)))  # lane_of[card]: where the card lies now
        value.append([0] * (stars + 2))
        up.append([False] * (stars + 2))
        deal = own
        if p.start_revealed is not None:  # ruling S9: the age card lies in its lane, face up
            age = p.start_revealed
            value[-1][age] = age
            up[-1][age] = True
            codes.remove(age)
            deal = [c for c in own if c != age]
        for c, k in zip(deal, rng.permutation(len(codes)), strict=True):  # ruling S1: the deal
            value[-1][c] = codes[int(k)]
    pairs = [list(itertools.combinations(c, 2)) for c in cards]  # ruling S10: any two cards
    owner: list[int | None] = [None] * 7  # ruling S5: the token on question card 2..8
    supply = [7, 7]
    me, turn, own_turns = 0, 1, [1, 0]
    finished: list[tuple | None] = [None, None]
    winner: int | None = None
    decisions = 0
    answers: list[tuple] = []

    def move_heavens(seat: int) -> None:
        # ruling S14: Pass, then every swap of two face-down cards (by position)
        row, face = line[seat], up[seat]
        down = [i for i, c in enumerate(row) if not face[c]]
        swaps = list(itertools.combinations(down, 2))
        pick = int(rng.integers(len(swaps) + 1))
        if pick:
            i, j = swaps[pick - 1]
            a, b = row[i], row[j]
            row[i], row[j] = b, a
            lanes_of = lane_of[seat]
            lanes_of[a], lanes_of[b] = lanes_of[b], lanes_of[a]
        if seen is not None:
            seen["swap" if pick else "pass heavens"] += 1

    while True:
        over = False
        # -- step 1: Move the Heavens; step 2: Align the Stars or not --
        move_heavens(me)
        decisions += 2
        if int(rng.integers(2)):  # ruling S6: flip every face-down card
            row, vals, low = line[me], value[me], first[me]
            won = True
            for i, c in enumerate(row):
                v, lane = vals[c], low + i
                if (lane != v) if 1 <= v <= stars else (1 <= lane <= stars):  # ruling S7
                    won = False
                    break
            if won:
                for c in row:
                    up[me][c] = True
            how = "aligned" if won else "wrong"
            if seen is not None:
                seen[f"align {how}" + (" with blackholes" if len(row) > stars else "")] += 1
        else:
            if seen is not None:
                seen["pass align"] += 1
            how = None
            # -- step 3: Divine the Cosmos (Star Bright; the game's first turn skips it, S5) --
            if bright[me] and (turn > 1 or options.first_turn_divines):
                places = [q for q in range(7) if owner[q] is None]
                full = not places
                if full:  # ruling S5: replace an opponent's token, optionally
                    places = [q for q in range(7) if owner[q] != me]
                if seen is not None and not places:
                    seen["nowhere to divine"] += 1
                # ruling S13: with all seven cards one's own (the only way to have an empty
                # supply) there is nowhere to go, and the step is skipped
                if places:
                    pick = int(rng.integers(len(places) + full))
                    decisions += 1
                    if pick < len(places):
                        q = places[pick]
                        if owner[q] is not None:
                            supply[owner[q]] += 1
                        owner[q] = me
                        supply[me] -= 1
                    if seen is not None:
                        kind = (
                            "divine" if not full else "replace" if pick < len(places) else "decline"
                        )
                        seen[kind] += 1
            # -- step 4: Choose Focus --
            seat_pairs = pairs[me]
            a, b = seat_pairs[int(rng.integers(len(seat_pairs)))]
            # -- step 5: Search the Sky (rulings S4, S11, S12) --
            if bright[me]:
                mine = tuple(q + 2 for q in range(7) if owner[q] == me)
                available = (ALIGNMENT, *mine, GREATNESS)
            else:
                available = LIGHT_ORDER
            searches = _searches(available)
            asked, named = searches[int(rng.integers(len(searches)))]
            decisions += 2
            vals, lanes_of = value[me], lane_of[me]
            reply = answer(
                asked,
                a,
                b,
                vals[a],
                vals[b],
                lanes_of[a],
                lanes_of[b],
                stars,
                None if named < 0 else (a, b)[named],
            )
            answers.append(reply)
            if seen is not None:
                holes = sum(not 1 <= vals[c] <= stars for c in (a, b))
                for q in asked:
                    if q == reply[0]:
                        seen[("yes", q, holes)] += 1
                        break
                    seen[("no", q, holes)] += 1
                else:
                    seen["no to every question"] += 1
                if named >= 0:
                    seen[f"focus on card {named + 1}"] += 1
            if reply[0] == ALIGNMENT:
                face = up[me]
                for c in reply[1]:
                    face[c] = True  # ruling S6: flipped face up and locked
                if all(face[c] for c in cards[me]):
                    how = "all face up"
                elif bright[me]:  # ruling S5: take back two tokens (one or none if fewer)
                    held = [q for q in range(7) if owner[q] == me]
                    if seen is not None:
                        seen["remove chosen" if len(held) > 2 else "remove all"] += 1
                    if len(held) > 2:
                        chosen = list(itertools.combinations(held, 2))
                        held = chosen[int(rng.integers(len(chosen)))]
                        decisions += 1
                    for q in held:
                        owner[q] = None
                    supply[me] += len(held)
            if how is None:
                # -- step 6: Move the Heavens again --
                move_heavens(me)
                decisions += 1
        if how is not None:  # ruling S6: the game is decided for this player
            finished[me] = (how != "wrong", own_turns[me], turn, how)
            if seen is not None:
                seen[f"finish {how}"] += 1
            if winner is None:
                winner = me if how != "wrong" else 1 - me
            over = not play_on or None not in finished  # ruling S15: play on
        if not over:  # the next turn; a finished player is passed over (S15)
            if finished[1 - me] is None:
                me = 1 - me
            if cap is not None and turn >= cap:
                over = True
                if seen is not None:
                    seen["turn cap"] += 1
            else:
                own_turns[me] += 1
                turn += 1
        if over:
            return (
                winner,
                turn,
                tuple(own_turns),
                tuple(finished),
                decisions,
                tuple(tuple(row) for row in line),
                tuple(tuple(c for c in cards[s] if up[s][c]) for s in (0, 1)),
                tuple(owner[q] for q in range(7)),
                tuple(supply),
                tuple(answers),
            )
