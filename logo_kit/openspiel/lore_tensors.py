"""Logic & Lore's tensors: the observation (a seat's view now) and its history, as numbers.

Each seat's line has its own layout (ruling S9: each player chooses their blackholes),
so own cards are indexed in the seat's own layout and the opponent's in theirs; every
per-card block is ``n`` wide, ``n`` the longer line's cards (a shorter line leaves its
last rows and columns 0).

**Observation tensor** (:func:`observation_layout`): own line (which card lies in each
position, face up or not), the exact belief about its values (ruling S1: the chance of
each value for each card, given every answer so far), the own faces seen, the card
shown from the start (S9); the opponent's line (positions, face up), the faces of the
opponent's cards this seat saw (held up to it or flipped; ruling S19), the opponent's
exact belief about their own line (what they learned from this seat's answers); the
cards held up now, on whose line; tokens on the cards 2–8, supplies and modes; who
moves, the turn, the step; how each seat finished and who won; the rounds asked.

**Information-state tensor** = the observation, then one *history slot* per step the
seat noticed, oldest first (:func:`history_slot`): who moved (0 chance, 1 this seat,
2 the opponent), the action (its OpenSpiel number + 1, 0 for chance), and the answer if
the step was a Search the Sky (the question that said yes, 0 when none did; then the
cards pointed at or named, card + 1). Faces, flips, tokens and how a seat finished stay
in the view once shown, so the observation's blocks hold them; the slots hold the order
of the moves and every answer. The history has ``max_game_length`` slots.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from logo_kit.engine import CHANCE
from logo_kit.lore.moves import Phase
from logo_kit.lore.options import TOKENS_EACH, LoreOptions
from logo_kit.lore.tokens import TOKEN_QUESTIONS
from logo_kit.openspiel.layout import Block, TensorLayout, one_hot

__all__ = [
    "HISTORY_WIDTH",
    "history_layout",
    "history_slot",
    "line_size",
    "observation_layout",
    "write_observation",
]

PHASES = tuple(Phase)
FINISHES = ("aligned", "all face up", "wrong")
ANSWER_CARDS = 2
HISTORY_WIDTH = 3 + ANSWER_CARDS


def line_size(options: LoreOptions) -> int:
    """Cards in the longer of the two lines (``n``)."""
    return max(options.layout(seat).size for seat in range(options.seats))


def observation_layout(options: LoreOptions) -> TensorLayout:
    """The observation tensor's blocks for ``options``."""
    n = line_size(options)
    tokens = len(TOKEN_QUESTIONS)
    return TensorLayout(
        [
            Block("own_line", (n, n), "own line: per position, the card there (one-hot)"),
            Block("own_face_up", (n,), "per position, 1 when that card is face up"),
            Block("own_belief", (n, n), "per own card, the chance of each value (exact belief)"),
            Block("own_faces", (n, n), "per own card, its value once seen (one-hot)"),
            Block("own_start", (n,), "the own card shown from the start (S9), if any"),
            Block("own_held", (n,), "own cards held up now"),
            Block("their_line", (n, n), "opponent's line: per position, the card there"),
            Block("their_face_up", (n,), "per position, 1 when that card is face up"),
            Block("their_faces", (n, n), "per opponent card, its value if this seat saw it"),
            Block("their_belief", (n, n), "the opponent's exact belief about their own line"),
            Block("their_held", (n,), "opponent cards held up now"),
            Block("tokens", (tokens, 3), "per question card 2–8: empty, own token, opponent's"),
            Block("supply", (2,), "tokens in hand / 7: own, opponent's"),
            Block("bright", (2,), "Star Bright: own, opponent's"),
            Block("to_move", (4,), "who moves: this seat, the opponent, chance, nobody (over)"),
            Block("turn", (1,), "turn / max_turns"),
            Block("turns_played", (2,), "own turns, opponent's turns / max_turns"),
            Block("phase", (len(PHASES),), "the step of the turn (one-hot)"),
            Block(
                "finished",
                (2, 1 + len(FINISHES)),
                "own, opponent's: playing, aligned, all face up, wrong",
            ),
            Block("winner", (3,), "who won: this seat, the opponent, nobody yet"),
            Block("rounds", (2,), "question rounds asked / max_turns: own, opponent's"),
        ]
    )


def history_layout(options: LoreOptions, steps: int) -> TensorLayout:
    """What the information-state tensor adds after the observation."""
    return TensorLayout(
        [
            Block(
                "history",
                (steps, HISTORY_WIDTH),
                "per step noticed: who moved, action + 1, answer (question, 2 cards + 1)",
            )
        ]
    )


def write_observation(layout: TensorLayout, view: Any, tensor: np.ndarray) -> None:
    """Fill ``tensor`` (zeros) with ``view`` laid out as ``layout``."""
    part = layout.part
    options = view.options
    seat, other = view.seat, 1 - view.seat
    mine, theirs = options.layout(seat), options.layout(other)
    _line(
        part(tensor, "own_line"),
        part(tensor, "own_face_up"),
        mine.cards,
        view.arrangement,
        view.revealed,
    )
    _line(
        part(tensor, "their_line"),
        part(tensor, "their_face_up"),
        theirs.cards,
        view.opponent_arrangement,
        view.opponent_revealed,
    )
    size = mine.size
    part(tensor, "own_belief")[:size, :size] = view.belief().marginal_matrix()
    part(tensor, "their_belief")[: theirs.size, : theirs.size] = (
        view.opponent_belief().marginal_matrix()
    )
    _faces(part(tensor, "own_faces"), mine, view.own_faces)
    _faces(part(tensor, "their_faces"), theirs, view.opponent_faces)
    if view.start_revealed is not None:
        one_hot(part(tensor, "own_start"), mine.cards.index(view.start_revealed))
    if view.focus is not None:  # held up by the seat whose turn it is
        mover = view.current_player == seat
        holder, held = (mine, "own_held") if mover else (theirs, "their_held")
        for card in view.focus:
            one_hot(part(tensor, held), holder.cards.index(card))
    tokens = part(tensor, "tokens")
    for k, owner in enumerate(view.tokens.owners):
        one_hot(tokens[k], 0 if owner is None else (1 if owner == seat else 2))
    part(tensor, "supply")[:] = (
        view.tokens.supply[seat] / TOKENS_EACH,
        view.tokens.supply[other] / TOKENS_EACH,
    )
    part(tensor, "bright")[:] = (view.mode == "bright", view.opponent_mode == "bright")
    mover = view.current_player
    who = 0 if mover == seat else 1 if mover == other else 2 if mover == CHANCE else 3
    one_hot(part(tensor, "to_move"), who)
    cap = options.max_turns or 1
    part(tensor, "turn")[0] = view.turn / cap
    part(tensor, "turns_played")[:] = (view.own_turns[seat] / cap, view.own_turns[other] / cap)
    one_hot(part(tensor, "phase"), PHASES.index(view.phase))
    finished = part(tensor, "finished")
    for row, who_finished in enumerate((seat, other)):
        finish = view.finished[who_finished]
        one_hot(finished[row], 0 if finish is None else 1 + FINISHES.index(finish.how))
    winner = 2 if view.winner is None else (0 if view.winner == seat else 1)
    one_hot(part(tensor, "winner"), winner)
    part(tensor, "rounds")[:] = (len(view.rounds) / cap, len(view.opponent_rounds) / cap)


def history_slot(
    before: Any, after: Any, seat: int, mover: int | None, move: Any, action: int | None
) -> tuple[float, ...]:
    """One step as ``seat`` noticed it: who, action + 1, the answer (see the module text)."""
    who = 0 if mover is None else 1 + (mover != seat)
    what = 0 if mover is None else action + 1
    answer: tuple[float, ...] = (0,) * (1 + ANSWER_CARDS)
    for asked, old in (
        (after.rounds, before.rounds),
        (after.opponent_rounds, before.opponent_rounds),
    ):
        if len(asked) > len(old):
            outcome = asked[-1].outcome
            cards = [card + 1 for card in outcome.cards]
            if len(cards) > ANSWER_CARDS:  # pragma: no cover - two cards are held up
                raise AssertionError(f"an answer named {len(cards)} cards")
            question = 0 if outcome.question is None else int(outcome.question)
            answer = (question, *cards, *(0,) * (ANSWER_CARDS - len(cards)))
    return (who, what, *answer)


def _line(
    cards_part: np.ndarray,
    up_part: np.ndarray,
    cards: tuple[int, ...],
    arrangement: tuple[int, ...],
    revealed: frozenset[int],
) -> None:
    for position, card in enumerate(arrangement):
        one_hot(cards_part[position], cards.index(card))
        up_part[position] = card in revealed


def _faces(part: np.ndarray, layout: Any, faces: tuple[tuple[int, int], ...]) -> None:
    for card, value in faces:
        one_hot(part[layout.cards.index(card)], layout.values.index(value))
