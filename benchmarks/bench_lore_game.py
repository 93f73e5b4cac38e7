"""Logic & Lore engine and bots: a complete greedy self-play game vs plain-Python decisions.

Candidate: a whole Star Bright game on the real 9-card lines between two
:class:`~logo_kit.lore.players.GreedyInfoPlayer` bots (issue target: under 2 s).

Baseline: the same greedy strategy deciding in plain Python, with the answers of
the Logic & Lore oracle (``tests/oracles/lore.py``) — every consistent
assignment listed with ``itertools.permutations`` and every pair × question set
× Focus card scored by counting answers — on a 6-card line (plain Python on
9! assignments would take minutes per turn, so the first ratio
*understates* our speed-up). Both use the engine for the rules. The check plays
our greedy bots on the baseline's deal and requires the very same move log
(same choices, same tie-breaks), and checks that the 9-card game ended with a
correct alignment and replays from its log. A second row compares both on the
same 5-card line.
"""

from __future__ import annotations

import itertools
import math
import tracemalloc
from collections import Counter

import numpy as np

from benchmarks.harness import Benchmark
from logo_kit.engine import play_until
from logo_kit.lore.game import LoreGame
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
from logo_kit.lore.options import LoreOptions
from logo_kit.lore.players import GreedyInfoPlayer
from logo_kit.lore.questions import Question
from tests.oracles.lore import answer

SEED = 2024


# -- plain Python: the oracle's answers, counting by enumeration --------------------------


def plain_answer(asked, a, b, va, vb, la, lb, focus, stars):
    """The oracle's reply (``tests/oracles/lore.py``) to asking ``asked`` (numbers, in
    order) about cards ``a``, ``b``; aligned cards sorted, as our outcomes list them."""
    q, cards = answer(asked, a, b, va, vb, la, lb, stars, focus)
    return (q, tuple(sorted(cards)))


def plain_entropy(counter):
    total = sum(counter.values())
    return -sum(n / total * math.log2(n / total) for n in counter.values())


class PlainGreedy:
    """The greedy strategy with plain-Python counting (no numpy, no belief arrays)."""

    name = "plain greedy"

    def __init__(self, stars):
        self.stars = stars
        self.plan = None
        self.plan_turn = None

    def worlds(self, view):
        cards = list(view.layout.cards)
        lanes = list(view.layout.lanes)
        out = []
        for perm in itertools.permutations(range(1, self.stars + 1)):
            value = dict(zip(cards, perm, strict=True))
            ok = True
            for r in view.rounds:
                a, b = r.query.cards
                lane = {c: lanes[r.arrangement.index(c)] for c in (a, b)}
                asked = [int(q) for q in r.query.questions]
                got = plain_answer(
                    asked, a, b, value[a], value[b], lane[a], lane[b], r.query.focus, self.stars
                )
                if got != self.encode(r.outcome):
                    ok = False
                    break
            if ok:
                out.append(value)
        return out

    @staticmethod
    def encode(outcome):
        """Our outcome as :func:`plain_answer` writes it (question number, 0 for none)."""
        question = 0 if outcome.question is None else int(outcome.question)
        return (question, tuple(sorted(outcome.cards)))

    def best(self, view, worlds, allowed):
        """(bits, questions, pair, focus): first best in the order fewer questions,
        pair, Focus on the first card, then question set."""
        down = [c for c in view.layout.cards if c not in view.revealed]
        cards = down if len(down) >= 2 else list(view.layout.cards)
        lane = {c: view.lane_of(c) for c in cards}
        allowed = sorted(allowed)
        found = None
        for size in range(1, len(allowed) + 1):
            sets = sorted(
                itertools.combinations(allowed, size), key=lambda s: sum(1 << (q - 1) for q in s)
            )
            for pair in itertools.combinations(cards, 2):
                a, b = pair
                for side in (0, 1):
                    for asked in sets:
                        if side == 1 and 7 not in asked:
                            continue
                        counts = Counter(
                            plain_answer(
                                asked, a, b, w[a], w[b], lane[a], lane[b], pair[side], self.stars
                            )
                            for w in worlds
                        )
                        bits = round(max(plain_entropy(counts), 0.0), 9)
                        if found is None or bits > found[0]:
                            found = (bits, asked, pair, pair[side] if 7 in asked else None)
        return found

    def choose(self, view, rng):
        worlds = self.worlds(view)
        phase = view.phase
        held = [int(q) for q in view.tokens.held(view.seat)]
        allowed = {1, 9, *held}
        if phase in (Phase.MOVE_HEAVENS, Phase.MOVE_AGAIN):
            if len(worlds) == 1:
                value = worlds[0]
                target = tuple(
                    next(c for c in value if value[c] == lane) for lane in view.layout.lanes
                )
                if target != view.arrangement:
                    return MoveHeavens(target)
            return Pass()
        if phase is Phase.ALIGN_STARS:
            home = len(worlds) == 1 and all(
                worlds[0][c] == view.lane_of(c) for c in view.layout.cards
            )
            return AlignStars() if home else Pass()
        if phase is Phase.DIVINE:
            options = [
                (self.best(view, worlds, allowed | {int(q)}), int(q))
                for q in view.tokens.placements(view.seat)
            ]
            if view.tokens.full:
                options.append((self.best(view, worlds, allowed), None))
            top = max(options, key=lambda o: (o[0][0], o[1] is not None, -(o[1] or 0)))
            self.plan, self.plan_turn = top[0], view.turn
            return Pass() if top[1] is None else Divine(top[1])
        if phase is Phase.CHOOSE_FOCUS:
            if self.plan_turn != view.turn:  # no Divine step this turn
                self.plan, self.plan_turn = self.best(view, worlds, allowed), view.turn
            return ChooseFocus(self.plan[2])
        if phase is Phase.SEARCH_SKY:
            return Search(tuple(Question(q) for q in self.plan[1]), self.plan[3])
        # REMOVE_TOKENS: give back the two tokens missed least
        scored = {
            pair: self.best(view, worlds, allowed - set(pair))[0]
            for pair in itertools.combinations(held, 2)
        }
        pair = max(scored, key=lambda p: (scored[p], [-q for q in p]))
        return RemoveTokens(pair)


# -- the games ------------------------------------------------------------------------------


def deal(stars, blackholes=0):
    options = LoreOptions.both("bright", blackholes, stars=stars)
    return LoreGame.new(options, np.random.default_rng(SEED))


def greedy_game(stars, blackholes=0):
    players = [GreedyInfoPlayer("greedy A"), GreedyInfoPlayer("greedy B")]
    return play_until(deal(stars, blackholes), players, np.random.default_rng(0))


def peak_bytes_of_one_game() -> int:
    """Peak memory allocated while one two-blackhole greedy game is played (Python objects
    and numpy arrays, as ``tracemalloc`` sees them). The process's peak resident size would
    also count whatever ran before (a whole test session), even in a child process, which
    on Linux inherits its parent's high-water mark."""
    tracing = tracemalloc.is_tracing()
    if tracing:
        tracemalloc.reset_peak()
    else:
        tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        greedy_game(9, 2)
        return tracemalloc.get_traced_memory()[1] - before
    finally:
        if not tracing:
            tracemalloc.stop()


def check_won_small_memory(candidate, baseline):
    check_won(candidate)
    check_won(baseline)
    peak = peak_bytes_of_one_game()
    if peak > 1 << 30:
        raise AssertionError(
            f"peak memory {peak / (1 << 30):.2f} GiB exceeds 1 GiB (a classroom laptop's share)"
        )


def plain_game(stars):
    players = [PlainGreedy(stars), PlainGreedy(stars)]
    game = deal(stars)
    rng = np.random.default_rng(0)
    while not game.is_terminal:
        seat = game.current_player
        game = game.apply(players[seat].choose(game.view(seat), rng))
    return game


def check_won(game):
    if not game.is_terminal or game.winner is None or game.finished[game.winner] is None:
        raise AssertionError("the greedy game did not end with a win")
    if game.finished[game.winner].how != "aligned":
        raise AssertionError("the greedy game was not won by aligning the stars")
    if game.start.replay(game.log) != game:
        raise AssertionError("the game does not replay from its log")


def same_choices(ours, plain):
    if ours.log != plain.log:
        raise AssertionError("our greedy and the plain-Python greedy chose differently")


def check_nine(candidate, baseline):
    check_won(candidate)
    check_won(baseline)
    same_choices(greedy_game(PLAIN_STARS), baseline)


def check_same_line(candidate, baseline):
    check_won(candidate)
    same_choices(candidate, baseline)


PLAIN_STARS = 6

BENCHMARKS = [
    Benchmark(
        name="lore greedy self-play game (Star Bright, 9 cards)",
        candidate=lambda: greedy_game(9),
        baseline=lambda: plain_game(PLAIN_STARS),
        baseline_name=f"plain-Python greedy game, {PLAIN_STARS} cards",
        repeats=3,
        check=check_nine,
        target_seconds=2.0,
        notes="the baseline plays a smaller line: plain Python on 9! assignments takes minutes",
    ),
    Benchmark(
        name="lore greedy self-play game (Star Bright, 9 stars + 2 blackholes)",
        candidate=lambda: greedy_game(9, 2),
        baseline=lambda: plain_game(PLAIN_STARS),
        baseline_name=f"plain-Python greedy game, {PLAIN_STARS} cards",
        repeats=3,
        check=check_won_small_memory,
        target_seconds=1.0,
        notes="target: at most 1 s and 1 GiB peak memory with two blackholes",
    ),
    Benchmark(
        name="lore greedy self-play game (Star Bright, 5 cards)",
        candidate=lambda: greedy_game(5),
        baseline=lambda: plain_game(5),
        baseline_name="plain-Python greedy game, 5 cards",
        repeats=3,
        check=check_same_line,
        notes="same deal and line: the move logs must be identical",
    ),
]
