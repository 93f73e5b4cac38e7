"""The duel's help, behind its **Help** switch: the advisor's hint in words, **Suggest**,
**Play the suggestion** and **Move to best guess** (:class:`DuelHelp`, a mix-in of
:class:`~logo_kit.widgets.DuelBoard`).

The advisor (:class:`~logo_kit.lore.AdvisorPlayer`) gives a move for the step you are
at and an :class:`~logo_kit.lore.players.Advice` (its best guess for your line, with
the exact chance that aligning there wins, and the round it would ask). Both are
worded here from the same move, so the hint never says one thing and then another,
and every number is written by the boards' one number helper (a chance as a
percentage, never a bare fraction).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from logo_kit import checks
from logo_kit.errors import LogoKitError
from logo_kit.lore import LoreGame, Question
from logo_kit.lore.moves import (
    AlignStars,
    ChooseFocus,
    Divine,
    Move,
    MoveHeavens,
    Phase,
    RemoveTokens,
    Search,
)
from logo_kit.readable import approx_text

from ..common.readout import chance_text
from .controls import question_label
from .duel_setup import YOU

__all__ = ["DuelHelp", "hint_text", "step_words"]


def _cards(cards: Sequence[int]) -> str:
    return " ".join(str(c) for c in cards)


def _ask_words(focus: ChooseFocus, search: Search, mode: str) -> str:
    first, second = focus.cards
    asked = ", ".join(question_label(Question(int(q)), mode) for q in search.questions)
    named = f", naming card {search.focus} for Focus" if search.focus is not None else ""
    return f"hold up cards {first} and {second} and ask {asked}{named}"


def step_words(game: LoreGame, moves: Sequence[Move]) -> str:
    """What the advisor's ``moves`` (for the step ``game`` is at) do, in a few words."""
    move = moves[0]
    mode = game.mode(YOU)
    if isinstance(move, MoveHeavens) and game.moving:
        if move.arrangement == game.arrangement(YOU):
            return "leave your cards where they lie"
        return f"move your cards to {_cards(move.arrangement)} (left to right)"
    if isinstance(move, AlignStars):
        return "align the stars now"
    if isinstance(move, ChooseFocus) and len(moves) > 1 and isinstance(moves[1], Search):
        return _ask_words(move, moves[1], mode)
    if isinstance(move, Divine):
        return f"put a token on {question_label(Question(int(move.question)), mode)}"
    if isinstance(move, RemoveTokens):
        taken = " and ".join(str(int(q)) for q in move.questions)
        return f"take back the tokens on {taken}"
    # a Pass: the step it passes decides the words
    return {
        Phase.MOVE_HEAVENS: "leave your cards where they lie",
        Phase.MOVE_AGAIN: "leave your cards where they lie",
        Phase.ALIGN_STARS: "not align yet",
        Phase.DIVINE: "not replace a token",
    }.get(game.phase, "go on without this step")


def hint_text(game: LoreGame, advice: Any, moves: Sequence[Move]) -> str:
    """The whole hint: the move at this step, the best guess's numbers, and (before you
    have asked this turn) the round the advisor would ask."""
    text = f"Advisor: {step_words(game, moves)}."
    home = approx_text(advice.expected_correct, 1)
    text += (
        f" Its best guess for your line ({_cards(advice.arrangement)}) has about {home} "
        f"card{'' if home == '1' else 's'} home; aligning in it wins with chance "
        f"{chance_text(advice.win_chance)}."
    )
    plan = advice.plan
    asking_now = isinstance(moves[0], ChooseFocus)
    before_asking = game.phase in (Phase.MOVE_HEAVENS, Phase.ALIGN_STARS, Phase.DIVINE)
    if plan is not None and not asking_now and before_asking and not advice.align:
        mode = game.mode(YOU)
        asked = ", ".join(question_label(q, mode) for q in plan.questions)
        first, second = plan.cards
        text += (
            f" Then it would hold up cards {first} and {second} and ask {asked} "
            f"(about {approx_text(plan.bits, 1)} bits of the {approx_text(advice.bits_left, 1)} "
            "left)."
        )
    return text


class DuelHelp:
    """The solver's help on the duel board (mixed into ``DuelBoard``, whose game, draft,
    controls and actions it uses)."""

    def best_guess(self) -> bool:
        """Move the face-down cards to the arrangement with most cards expected home."""
        return self.act(self._best_guess)

    def suggest(self) -> bool:
        """Set the controls to the advisor's choice for this step."""
        return self.act(self._suggest)

    def play_suggestion(self) -> bool:
        """Make the advisor's move(s) for this step."""
        return self.act(self._play_suggestion)

    def _play_suggestion(self) -> None:
        self._need_help("play the suggestion")
        self._play(list(self._advice_moves(self._human_game("play"))))

    def _set_hint(self, value: bool) -> None:
        self._show_hint = checks.flag(value, "hint")

    def _need_help(self, what: str) -> None:
        """The solver's moves are help: refused while the Help switch is off."""
        if not self._show_hint:
            raise LogoKitError(
                f"cannot {what}: that is the solver's help. Tick Help to see the hint and "
                "the solver's buttons."
            )

    def _best_guess(self) -> None:
        self._need_help("move to the best guess")
        game = self._moving("move cards")
        self.draft = game.check_arrangement(self._belief(game).best_guess(), YOU)

    def _advice_moves(self, game: LoreGame) -> tuple[Move, ...]:
        """The advisor's move(s) for the step ``game`` is at (Ask: hold up, then search)."""
        move = self.advisor.choose(game.view(YOU), self._advisor_rng)
        if isinstance(move, ChooseFocus):
            search = self.advisor.choose(game.apply(move).view(YOU), self._advisor_rng)
            return (move, search)
        return (move,)

    def _suggest(self) -> None:
        """Set the controls to the advisor's move(s) at this step, and say what they are."""
        self._need_help("suggest a move")
        game = self._human_game("suggest")
        moves = self._advice_moves(game)
        move = moves[0]
        words = step_words(game, moves)
        if game.moving:
            self.draft = (
                move.arrangement if isinstance(move, MoveHeavens) else game.arrangement(YOU)
            )
            nxt = "Done moving" if game.phase is Phase.MOVE_HEAVENS else "End turn"
            text = f"The advisor would {words}; then press {nxt}."
        elif isinstance(move, ChooseFocus):
            self.picks, self.focus_card = move.cards, moves[1].focus
            self.asked = frozenset(Question(int(q)) for q in moves[1].questions)
            text = f"The advisor would {words}: press Ask."
        else:
            if isinstance(move, RemoveTokens):
                self.remove_choice.value = tuple(int(q) for q in move.questions)
            button = {
                AlignStars: "Align the stars",
                Divine: "that question card",
                RemoveTokens: "Take back tokens",
            }.get(type(move)) or {Phase.ALIGN_STARS: "Don't align"}.get(game.phase, "Don't replace")
            chance = f" (aligning now wins with chance {chance_text(self.win_chance)})"
            text = (
                f"The advisor would {words}"
                f"{chance if game.phase is Phase.ALIGN_STARS else ''}: press {button}."
            )
        self.suggestion = moves
        self.show_info(text)
