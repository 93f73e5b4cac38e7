"""Logic & Lore in the engine contract (see engine_contract.py): small lines, every set-up.

Random playouts on 4–5 star lines with 0–1 blackholes, Star Light, Star Bright
and mixed, an S9 start card, the first-turn Divine option, play-on, and one
case on the real 9-card lines played by the information bots; a turn cap ends
random games. At every step the invariant checks the game's conservation laws:

- tokens (S5): on the cards + in supply = 7 per player, at most one per card,
  none on 1 or 9; a Star Light player never places one;
- the deal (S1, S9): each line's dealt values are distinct values of its
  layout, the S9 card holds its own value and is face up, cards undealt only
  during the deal;
- face-up cards are home (S6, S7); own turns add up to the game's turns; the
  cap is never passed; a decided game names the first to finish (S6);
- each seat's exact belief (rebuilt from its view) still holds its true line, with
  the line's arrangement and face-up cards;
- the latest answer agrees with a plain-Python oracle written from the rule book.

The scramble redraws what a seat never sees: the hidden values of the other
seat's cards it saw no face of (ruling S19: cards held up to it and cards flipped
face up are seen), shuffled among themselves, so the checker proves a view
shows none of them.
"""

from __future__ import annotations

from dataclasses import replace

import numpy as np
from engine_contract import ContractCase

from logo_kit.lore import GreedyInfoPlayer, LoreGame, LoreOptions, PlayerSetup
from logo_kit.lore.moves import AlignStars, MoveHeavens, Phase
from logo_kit.lore.options import TOKENS_EACH
from logo_kit.lore.players import BeliefTracker, LookaheadPlayer
from tests.oracles.lore import oracle

_TRACKERS = (BeliefTracker(), BeliefTracker())


def seen_faces(state: LoreGame, seat: int) -> set[int]:
    """The other seat's cards whose faces ``seat`` saw (ruling S19), from the rounds: cards
    held up to it (in rounds and now), and every card once Align the Stars flipped them."""
    other = 1 - seat
    line = state.lines[other]
    finish = state.finished[other]
    if finish is not None and finish.how in ("aligned", "wrong"):
        return set(line.layout.cards)
    seen = {card for past in state.rounds if past.player == other for card in past.query.cards}
    if state.phase is Phase.SEARCH_SKY and state.current_player == other:
        seen |= set(state.focus)
    return seen | set(line.revealed)


def scramble(state: LoreGame, seat: int, rng: np.random.Generator) -> LoreGame:
    """``state`` with the other seat's dealt values that ``seat`` never saw face up
    shuffled among those cards."""
    other = 1 - seat
    line = state.lines[other]
    hidden = list(line.hidden)
    seen = seen_faces(state, seat)
    spots = [
        i for i, card in enumerate(line.layout.cards) if hidden[i] is not None and card not in seen
    ]
    values = [hidden[i] for i in spots]
    for i, k in zip(spots, rng.permutation(len(values)), strict=True):
        hidden[i] = values[int(k)]
    lines = list(state.lines)
    lines[other] = replace(line, hidden=tuple(hidden))
    return replace(state, lines=tuple(lines))


def secret(state: LoreGame, seat: int) -> tuple:
    """What ``seat`` must never see: the other line's values it saw no face of."""
    line = state.lines[1 - seat]
    seen = seen_faces(state, seat)
    return tuple(v for c, v in zip(line.layout.cards, line.hidden, strict=True) if c not in seen)


def unlisted_legal(state: LoreGame, move: object) -> bool:
    """Any rearrangement of the mover's face-down cards is legal at steps 1 and 6 (S6),
    though only single swaps are listed. Checked here by hand, not by the engine."""
    if not isinstance(move, MoveHeavens) or state.phase not in (
        Phase.MOVE_HEAVENS,
        Phase.MOVE_AGAIN,
    ):
        return False
    line = state.lines[state.current_player]
    new = move.arrangement
    return sorted(new) == list(line.layout.cards) and all(
        new.index(card) == line.arrangement.index(card) for card in line.revealed
    )


def random_chooser(state: LoreGame, rng: np.random.Generator) -> object:
    """Uniform among the listed moves, but Align the Stars rarely (else random games end at
    once) and, at steps 1 and 6, sometimes a whole new order of the face-down cards."""
    moves = state.legal_moves()
    if state.phase is Phase.ALIGN_STARS:
        return AlignStars() if rng.random() < 0.08 else moves[0]
    if state.moving and rng.random() < 0.3:
        line = state.lines[state.current_player]
        arranged = list(line.arrangement)
        spots = [i for i, c in enumerate(arranged) if c not in line.revealed]
        cards = [arranged[i] for i in spots]
        for i, k in zip(spots, rng.permutation(len(cards)), strict=True):
            arranged[i] = cards[int(k)]
        return MoveHeavens(tuple(arranged))
    return moves[int(rng.integers(len(moves)))]


def bots_chooser(bots: tuple) -> object:
    def choose(state: LoreGame, rng: np.random.Generator) -> object:
        seat = state.current_player
        return bots[seat].choose(state.view(seat), rng)

    return choose


def invariant(state: LoreGame) -> None:
    tokens = state.tokens
    tokens.check()  # on the cards + in supply = 7 per player (S5)
    options = state.options
    assert sum(state.own_turns) == state.turn
    if options.max_turns is not None:
        assert state.turn <= options.max_turns
    assert (state.phase is Phase.DEAL) == (state.turn == 0)
    for seat, line in enumerate(state.lines):
        layout = line.layout
        dealt = [v for v in line.hidden if v is not None]
        assert len(set(dealt)) == len(dealt) and set(dealt) <= set(layout.values)  # S1
        assert line.dealt or state.phase is Phase.DEAL
        if line.start_revealed is not None:  # S9
            assert line.value_of(line.start_revealed) == line.start_revealed
            assert line.start_revealed in line.revealed
        if line.mode == "light":
            assert tokens.on_cards(seat) == 0 and tokens.supply[seat] == TOKENS_EACH
        for card in line.revealed:  # face up means home (S6; S7 blackholes in extra lanes)
            assert layout.is_home(line.value_of(card), line.lane_of(card))
        if line.dealt:
            belief = _TRACKERS[seat].belief(state.view(seat))
            truth = [line.value_of(c) for c in layout.cards]
            assert truth in belief  # the exact belief never excludes the true line (S1)
            assert belief.arrangement == line.arrangement
            finish = state.finished[seat]
            if finish is not None and finish.how == "aligned":  # Align the Stars flipped all
                assert belief.revealed <= line.revealed
            else:  # the seat knows exactly which of its cards are face up
                assert belief.revealed == line.revealed
    finishes = [f for f in state.finished if f is not None]
    if finishes:  # the first to finish decides the game (S6)
        first = min(finishes, key=lambda f: f.turn)
        assert state.winner == (first.player if first.won else 1 - first.player)
    else:
        assert state.winner is None
    last = state.last_round
    if last is not None:
        line = state.lines[last.player]
        expected = oracle(
            [q.title for q in last.query.questions],
            last.query.cards,
            tuple(line.value_of(c) for c in last.query.cards),
            tuple(line.layout.lanes[last.arrangement.index(c)] for c in last.query.cards),
            last.query.focus,
            line.layout.stars,
        )
        question = None if last.outcome.question is None else last.outcome.question.title
        assert (question, last.outcome.cards) == expected


def _case(name, options, *, seeds, chooser=random_chooser, compound_every=3, max_steps=3_000):
    # compound_every: which chance nodes take sample_chance's move (a whole line at once when
    # it falls on the first card of a line) instead of one card from chance_outcomes()
    return ContractCase(
        f"lore {name}",
        LoreGame,
        options,
        seeds=seeds,
        max_steps=max_steps,
        scramble=scramble,
        secret=secret,
        unlisted_legal=unlisted_legal,
        chooser=chooser,
        invariant=invariant,
        compound_every=compound_every,
    )


CASES = [
    _case(
        "light 4 stars",
        lambda: LoreOptions.both("light", stars=4, max_turns=24),
        seeds=tuple(range(10)),
        compound_every=5,  # seat 1's line as one Deal, seat 0's card by card
    ),
    _case(
        "bright 5 stars, 1 blackhole each, play on",
        lambda: LoreOptions.both("bright", 1, stars=5, max_turns=24, play_on=True),
        seeds=tuple(range(8)),
        compound_every=1,  # both lines as one Deal each
    ),
    _case(
        "mixed 4 stars, S9 card, first turn divines",
        lambda: LoreOptions(
            players=(PlayerSetup("bright", 0, start_revealed=2), PlayerSetup("light", 1)),
            stars=4,
            first_turn_divines=True,
            max_turns=24,
        ),
        seeds=tuple(range(8)),
        compound_every=4,
    ),
    _case(
        "bright 4 stars, 2 blackholes against none, play on",
        lambda: LoreOptions(
            players=(PlayerSetup("bright", 2), PlayerSetup("bright", 0)),
            stars=4,
            max_turns=30,
            play_on=True,
        ),
        seeds=tuple(range(6)),
    ),
    _case(
        "9 cards, bright vs light with a blackhole, bots",
        lambda: LoreOptions(players=(PlayerSetup("bright"), PlayerSetup("light", 1)), play_on=True),
        seeds=(0, 1),
        chooser=bots_chooser((LookaheadPlayer("lookahead"), GreedyInfoPlayer("greedy"))),
    ),
]
