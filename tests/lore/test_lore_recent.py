"""What a seat saw since its last move (logo_kit.lore.recent, ruling S19): checked against
games played move by move, where every event's content is known by hand."""

from __future__ import annotations

import numpy as np
import pytest

from logo_kit.errors import LogoKitError
from logo_kit.lore import LoreGame, LoreOptions, Outcome, Question, since_last_move
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
from logo_kit.lore.recent import seen_events, seen_text

NAMES = ("You", "the bot")


def _light(hidden=("2 1 3 4", "1 2 4 3")) -> LoreGame:
    return LoreGame.new(LoreOptions.both("light", stars=4), hidden=list(hidden))


def _ask(game: LoreGame, cards, questions=None, focus=None) -> LoreGame:
    game = game.apply(ChooseFocus(tuple(cards)))
    return game.apply(Search(game.available_questions() if questions is None else questions, focus))


def _first_turn(game: LoreGame) -> LoreGame:
    """Seat 0: move cards 1 and 2 (lanes 1, 2 swap), ask about cards 3 and 4, end the turn."""
    game = game.apply(MoveHeavens((2, 1, 3, 4)))
    game = game.apply(Pass())  # do not align
    game = _ask(game, (3, 4))
    return game.apply(Pass())  # step 6: no move


def test_a_whole_turn_of_the_opponent_is_what_the_other_seat_saw_since_its_last_move():
    game = _first_turn(_light())
    assert game.current_player == 1
    events = since_last_move(game, 1)
    assert [e.kind for e in events] == ["move", "ask"]
    moved, asked = events
    # cards 1 and 2 changed places: card 2 went lane 2 → 1, card 1 lane 1 → 2
    assert moved.player == 0 and moved.own_turn == 1
    assert set(moved.moved) == {(1, 1, 2), (2, 2, 1)}
    # Seat 0's line is "2 1 3 4" in card order: card 3 holds 3 and card 4 holds 4, both home.
    assert asked.held == ((3, 3, 3), (4, 4, 4))  # seat 1 answered: it saw the faces
    assert asked.outcome == Outcome(Question.ALIGNMENT, (3, 4))
    assert asked.flipped == ((3, 3, 3), (4, 4, 4))
    assert set(asked.marked_cards) == {3, 4}
    assert set(moved.marked_cards) == {1, 2}
    # seat 0 made those moves: nothing happened since its last move
    assert since_last_move(game, 0) == ()


def test_the_asker_never_sees_the_faces_it_held_up():
    game = _first_turn(_light())
    mine = next(e for e in seen_events(game, 0) if e.kind == "ask")
    assert mine.held == ((3, 3, None), (4, 4, None))
    # the faces it saw are exactly those the view says it saw
    theirs = next(e for e in seen_events(game, 1) if e.kind == "ask")
    view = game.view(1)
    assert {(card, face) for card, _, face in theirs.held} <= set(view.opponent_faces)


def test_seen_events_do_not_depend_on_what_the_viewer_did_not_see():
    # Seat 1's own line differs (hidden from seat 1); seat 0's plays are the same: seat 1's
    # events are the same in both games, and so are its views.
    a = _first_turn(_light(("2 1 3 4", "1 2 4 3")))
    b = _first_turn(_light(("2 1 3 4", "4 3 2 1")))
    assert a.view(1) == b.view(1)
    assert seen_events(a, 1) == seen_events(b, 1)
    # Seat 0's line differs: the faces seat 1 saw differ, so its events differ too.
    c = _first_turn(_light(("2 1 4 3", "1 2 4 3")))  # cards 3 and 4 now hold 4 and 3
    held = [e.held for e in seen_events(c, 1) if e.kind == "ask"]
    assert held == [((3, 3, 4), (4, 4, 3))]


def test_after_the_viewer_moves_again_the_old_events_are_no_longer_new():
    game = _first_turn(_light())
    game = game.apply(Pass())  # seat 1, step 1
    assert since_last_move(game, 1) == ()
    assert [e.kind for e in since_last_move(game, 0)] == []  # a pass is not told
    game = game.apply(Pass())
    game = _ask(game, (1, 2))  # seat 1's line "1 2 4 3": cards 1, 2 home
    told = since_last_move(game, 0)
    assert [e.kind for e in told] == ["ask"]
    assert told[0].player == 1 and told[0].own_turn == 1 and told[0].turn == 2
    assert told[0].held == ((1, 1, 1), (2, 2, 2))


def test_before_a_seats_first_move_everything_since_the_deal_is_new():
    game = _light()
    assert since_last_move(game, 0) == () and since_last_move(game, 1) == ()
    game = game.apply(MoveHeavens((2, 1, 3, 4)))
    assert [e.kind for e in since_last_move(game, 1)] == ["move"]


def test_align_the_stars_flips_every_face_down_card_and_says_who_won():
    game = _light(("1 2 3 4", "1 2 4 3"))
    game = game.apply(Pass()).apply(AlignStars())  # seat 0's cards all home
    (event,) = since_last_move(game, 1)
    assert event.kind == "align" and event.won is True
    assert event.flipped == ((1, 1, 1), (2, 2, 2), (3, 3, 3), (4, 4, 4))
    text = seen_text(event, names=NAMES, viewer=1)
    assert "You aligned the stars (every card home ✓)" in text and "1 2 3 4" in text
    wrong = _light(("2 1 3 4", "1 2 4 3")).apply(Pass()).apply(AlignStars())
    (event,) = since_last_move(wrong, 1)
    assert event.won is False and "out of place ✗" in seen_text(event, names=NAMES)


def _bright() -> LoreGame:
    return LoreGame.new(LoreOptions.both("bright", stars=4), hidden=["2 1 3 4", "1 2 4 3"])


def test_tokens_placed_replaced_and_taken_back_are_told():
    game = _bright()
    game = game.apply(Pass()).apply(Pass())  # first turn: no Divine (S5)
    game = _ask(game, (1, 2), [Question.ALIGNMENT, Question.GREATNESS])
    game = game.apply(Pass())
    # the bot's turn: it places a token on 5 Massive
    game = game.apply(Pass()).apply(Pass())
    assert game.phase is Phase.DIVINE
    game = game.apply(Divine(5))
    game = _ask(game, (3, 4), [Question.ALIGNMENT, Question.MASSIVE, Question.GREATNESS])
    game = game.apply(Pass())
    kinds = [e.kind for e in since_last_move(game, 0)]
    assert kinds == ["divine", "ask"]
    divine = since_last_move(game, 0)[0]
    assert divine.question == 5 and divine.replaced is None
    assert seen_text(divine, names=NAMES, viewer=0) == "The bot placed a token on 5 Massive"
    ask = since_last_move(game, 0)[1]
    # seat 1's line "1 2 4 3": cards 3 and 4 hold 4 and 3, neither home; with 4 stars
    # Massive is a sum over 5 (the rule's 10 scaled to the line): 7 is, so Massive says yes
    assert ask.held == ((3, 3, 4), (4, 4, 3))
    assert ask.outcome == Outcome(Question.MASSIVE)
    text = seen_text(ask, names=NAMES, viewer=0, mode="bright")
    assert text == (
        "The bot held up card 3 (lane 3, face 4) and card 4 (lane 4, face 3); "
        "asked 1 Alignment, 5 Massive, 9 Greatness → Massive: yes"
    )


def test_a_token_taken_back_after_a_yes_to_alignment():
    game = _bright()
    game = game.apply(Pass()).apply(Pass())
    game = _ask(game, (1, 2), [Question.ALIGNMENT, Question.GREATNESS])
    game = game.apply(Pass())
    for q in (5, None):  # the bot places 5, then you place 6 …
        game = game.apply(Pass()).apply(Pass()).apply(Divine(q or 6))
        game = _ask(game, (1, 2), [Question.GREATNESS])
        game = game.apply(Pass())
    # … the bot places 7 (it holds 5 and 7) and asks Alignment about its home cards 1 and 2
    game = game.apply(Pass()).apply(Pass()).apply(Divine(7))
    game = _ask(game, (1, 2), [Question.ALIGNMENT])
    if game.phase is Phase.REMOVE_TOKENS:  # more than two out: the bot chooses
        game = game.apply(RemoveTokens((5, 7)))
    events = since_last_move(game, 0)
    removed = {q for e in events for q in e.removed}
    assert removed == {5, 7}
    assert any("took back the token" in seen_text(e, names=NAMES) for e in events)


def test_bad_input_says_what_is_allowed():
    game = _light()
    with pytest.raises(LogoKitError, match="viewer"):
        since_last_move(game, 2)
    with pytest.raises(LogoKitError, match="LoreGame"):
        seen_events("a game", 0)
    with pytest.raises(LogoKitError, match="SeenEvent"):
        seen_text("an event")


def test_a_played_game_tells_the_same_moves_as_the_narrator():
    # Every event's mover and turn agree with the engine's rounds over a dealt bot game.
    from logo_kit.lore import GreedyInfoPlayer

    rng = np.random.default_rng(5)
    game = LoreGame.new(LoreOptions.both("bright", stars=5), rng)
    bots = [GreedyInfoPlayer("a"), GreedyInfoPlayer("b")]
    while not game.is_terminal and game.turn < 12:
        seat = game.current_player
        game = game.apply(bots[seat].choose(game.view(seat), rng))
    asks = [e for e in seen_events(game, 0) if e.kind == "ask"]
    assert [(e.player, e.turn, e.outcome) for e in asks] == [
        (r.player, r.turn, r.outcome) for r in game.rounds
    ]
    for e in asks:  # faces only of the cards seat 0 answered about, and they are right
        for card, _, face in e.held:
            assert (face is None) == (e.player == 0)
            if face is not None:
                assert face == game.hidden(1)[card]
