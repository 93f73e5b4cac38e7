"""Driving the Logic & Lore duel board headlessly, and checking what it shows against the core.

Shared by the tests/widgets/test_lore_duel_*.py files: ``click_suggestion`` and
``click_first_legal`` make one step through the board's own controls;
``check_against_core`` compares every number the board shows with the engine, an
independently rebuilt belief and, on small lines, ``brute_force`` over every
permutation of the values.
"""

from __future__ import annotations

import itertools
import re

import numpy as np

from logo_kit.lore import LoreGame, Question, answer
from logo_kit.lore.moves import AlignStars, Divine, Phase
from logo_kit.widgets import DuelBoard

MAX_CLICKS = 400  # bounded: a 9-card game lasts about 10 turns of at most 6 clicks each
YOU, BOT = 0, 1

# -- helpers ---------------------------------------------------------------------------------


OWNER_WORDS = {"▲ you": "you", "● bot": "bot", "empty": "empty", "always": "always"}


def shown_tokens(board: DuelBoard) -> dict[int, str]:
    """Question card → owner word, read from the question cards shown (not from the engine)."""
    if board.question_row.layout.display == "none":
        return {}
    return {
        int(card["key"]): OWNER_WORDS[card["bottom"]]
        for card in board.question_row.cards
        if card["key"].isdigit()
    }


def engine_tokens(game: LoreGame) -> dict[int, str]:
    out = {}
    for q in Question:
        if q in (Question.ALIGNMENT, Question.GREATNESS):
            out[int(q)] = "always"
        else:
            owner = game.tokens.owner(q)
            out[int(q)] = {None: "empty", YOU: "you", BOT: "bot"}[owner]
    return out


def brute_force(game: LoreGame, seat: int = YOU) -> list[dict[int, int]]:
    """Every card → value mapping agreeing with all of ``seat``'s answers (plain Python)."""
    layout = game.line(seat).layout
    kept = []
    for perm in itertools.permutations(layout.values):
        value_of = dict(zip(layout.cards, perm, strict=True))
        ok = True
        for r in game.rounds:
            if r.player != seat:
                continue
            lanes = {c: layout.lanes[r.arrangement.index(c)] for c in r.query.cards}
            if answer(r.query, value_of, lanes, stars=layout.stars) != r.outcome:
                ok = False
                break
        # Face-up cards hold their lane's value (they were pointed at as aligned).
        if ok and all(value_of[c] == game.line(seat).lane_of(c) for c in game.revealed(seat)):
            kept.append(value_of)
    return kept


def check_against_core(board: DuelBoard) -> None:
    """What the board shows agrees with the engine and an independently rebuilt belief."""
    game = board.game
    assert game.is_terminal or game.current_player == YOU  # between clicks it is always your turn
    if any(game.mode(s) == "bright" for s in (YOU, BOT)):
        assert shown_tokens(board) == engine_tokens(game)
        game.tokens.check()
    belief = game.view(YOU).belief().rearrange(board.draft)
    assert board.count == belief.count
    assert f"{belief.count:,}" in board.count_view.value
    rows = [board.layout.index(c) for c in board.heatmap_cards]
    assert np.allclose(board.heatmap_z, belief.marginal_matrix()[rows])
    assert board.heatmap_cards == board.draft
    assert board.win_chance == belief.win_chance()
    truth = game.hidden(YOU)
    assert {c: truth[c] for c in belief.cards} in belief  # never excludes the true line
    # The bot's progress, from what you saw (ruling S19), is what the bot itself knows.
    bot_belief = game.view(BOT).belief()
    assert board.bot_count == bot_belief.count
    assert f"{bot_belief.count:,}" in board.opponent_view.value
    bot_rounds = tuple(r for r in game.rounds if r.player == BOT)
    assert board.bot_rounds == bot_rounds
    hidden, bot_layout = game.hidden(BOT), game.line(BOT).layout
    for r in bot_rounds[-16:]:  # the faces it held up to you, in the lanes it asked in
        for card in r.query.cards:
            lane = bot_layout.lanes[r.arrangement.index(card)]
            face = bot_layout.value_label(hidden[card])
            assert f"card {card} in lane {lane} (face {face})" in board.opponent_view.value
    if not game.is_terminal:
        assert board.bot_win_chance == bot_belief.win_chance()
    # The bot's face-down values never appear on its line while the game is on.
    if not game.is_terminal:
        chips = re.findall(r"aria-label='([^']*)'", board.opponent_view.value)
        down = [chip for chip in chips if "face down" in chip]
        assert len(down) == len(game.line(BOT).face_down)
        assert all("value" not in chip for chip in down)


def click_suggestion(board: DuelBoard) -> tuple:
    """Press Suggest, then the button that makes the suggested move at this step;
    return the suggested moves (ticking Help first: the solver's buttons are help)."""
    board.hint_box.value = True
    board.suggest_button.click()
    assert board.last_error is None, board.last_error
    moves = board.suggestion
    first = moves[0]
    phase = board.phase
    if phase is Phase.MOVE_HEAVENS:
        board.done_button.click()
    elif phase is Phase.MOVE_AGAIN:
        board.end_button.click()
    elif phase is Phase.ALIGN_STARS:
        if isinstance(first, AlignStars):
            board.align_button.click()  # asks first: aligning ends the game
            board.confirm.confirm_button.click()
        else:
            board.skip_align_button.click()
    elif phase is Phase.DIVINE:
        if isinstance(first, Divine):
            board.question_row.click(int(first.question))  # a click on the question card
        else:
            board.skip_divine_button.click()
    elif phase is Phase.CHOOSE_FOCUS:
        board.ask_button.click()
    elif phase is Phase.REMOVE_TOKENS:
        board.remove_button.click()
    else:  # pragma: no cover - between clicks no other step is possible
        raise AssertionError(phase)
    assert board.last_error is None, board.last_error
    return moves


def click_first_legal(board: DuelBoard) -> None:
    """The first legal choice at each step: no card moves, no alignment, the first token
    placement, the two first cards with every available question, the first pair back."""
    phase = board.phase
    if phase is Phase.MOVE_HEAVENS:
        board.done_button.click()
    elif phase is Phase.ALIGN_STARS:
        board.skip_align_button.click()
    elif phase is Phase.DIVINE:
        legal = board.game.legal_moves()
        if isinstance(legal[0], Divine):
            # only the cards a token may go on take a click
            open_cards = [c["key"] for c in board.question_row.cards if not c["disabled"]]
            assert open_cards == [str(int(m.question)) for m in legal if isinstance(m, Divine)]
            board.question_row.click(int(legal[0].question))
        else:
            board.skip_divine_button.click()
    elif phase is Phase.CHOOSE_FOCUS:
        board.ask_button.click()
    elif phase is Phase.REMOVE_TOKENS:
        assert board.remove_choice.value == board.game.legal_moves()[0].questions
        board.remove_button.click()
    elif phase is Phase.MOVE_AGAIN:
        board.end_button.click()
    assert board.last_error is None, board.last_error


def positions_and_moves(game: LoreGame):
    """(position before, move) for every move of a finished game."""
    position = game.start
    for move in game.log:
        yield position, move
        position = position.apply(move)
