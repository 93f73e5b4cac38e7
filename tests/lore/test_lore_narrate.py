"""The Logic & Lore narrator: one line per move worth telling, hidden values kept hidden."""

from __future__ import annotations

import numpy as np
import pytest

from logo_kit.engine import story
from logo_kit.errors import IllegalMoveError, LogoKitError
from logo_kit.lore import (
    AdvisorPlayer,
    GreedyInfoPlayer,
    LoreGame,
    LoreOptions,
    PlayerSetup,
    play_game,
)
from logo_kit.lore.moves import AlignStars, ChooseFocus, Divine, MoveHeavens, Pass, Phase, Search
from logo_kit.lore.narrate import describe_move, result_text


def test_each_kind_of_move_is_told():
    options = LoreOptions.both("bright", stars=4, first_turn_divines=True)
    game = LoreGame.new(options, np.random.default_rng(0)).apply(Pass()).apply(Pass())
    assert game.phase is Phase.DIVINE  # the option lets the very first turn divine (S5)
    assert describe_move(game, Divine(3), names=("You", "Bot")) == (
        "Your turn 1: placed a token on 3 Neighbours"
    )
    first = game.start.replay(game.log[:2])  # the two lines dealt: turn 1, step 1
    assert describe_move(first, MoveHeavens((2, 1, 3, 4))) == (
        "Player A's turn 1: moved the cards to 2 1 3 4"
    )
    assert describe_move(first, Pass()) == ""  # passing an optional step is not told
    held = game.apply(Divine(3)).apply(ChooseFocus((1, 2)))
    assert describe_move(game.apply(Divine(3)), ChooseFocus((1, 2))) == ""  # told with the ask
    asked = describe_move(held, Search((1, 3, 9)))
    assert asked.startswith("Player A's turn 1: held up cards 1 & 2 (lanes 1, 2), asked ")
    assert "1 Alignment, 3 Neighbours, 9 Greatness →" in asked
    with pytest.raises(IllegalMoveError):
        describe_move(first, Divine(3))
    with pytest.raises(LogoKitError, match="names"):
        describe_move(first, Pass(), names=("only one",))


def test_a_whole_game_as_a_story_keeps_the_deal_hidden_from_a_viewer():
    options = LoreOptions(
        players=(PlayerSetup("bright", 1, start_revealed=2), PlayerSetup("light")), stars=5
    )
    players = [GreedyInfoPlayer("g"), AdvisorPlayer("a")]
    final = play_game(LoreGame, players, np.random.default_rng(3), options=options)
    told = story(final, describe_move, names=("You", "Bot"))
    hidden = story(final, describe_move, names=("You", "Bot"), viewer=1)
    assert told[0].startswith("Deal for you: 6 cards face down, card 2 face up from the start")
    assert told[0] != hidden[0] and hidden[0].endswith("(ruling S9)")
    assert hidden[1] == "Deal for Bot: 5 cards face down"
    assert told[2:] == hidden[2:]  # everything after the deal is said aloud
    assert told[-1].endswith(result_text(final, names=("You", "Bot")))
    assert "win" in told[-1] and "(ruling S6)" in told[-1]
    assert result_text(final.start) == ""


def test_the_result_names_the_first_to_finish():
    options = LoreOptions.both("light", stars=4, play_on=True)
    game = LoreGame.new(options, hidden=([2, 1, 3, 4], [1, 2, 3, 4]))
    wrong = game.apply(Pass()).apply(AlignStars())  # seat 0: cards 1 and 2 out of place
    assert wrong.winner == 1 and not wrong.is_terminal
    done = wrong.apply(Pass()).apply(AlignStars())  # seat 1 plays on and aligns
    assert result_text(done) == (
        "Player B wins: player A aligned the stars with a card out of place on own turn 1 "
        "(ruling S6)."
    )
    assert result_text(done, names=("You", "Bot")).startswith("Bot wins: you aligned")
    capped = LoreGame.new(
        LoreOptions.both("light", stars=4, max_turns=1), hidden=([2, 1, 3, 4],) * 2
    )
    asked = capped.replay([Pass(), Pass(), ChooseFocus((3, 4)), Search()])
    assert describe_move(asked, Pass()) == "The turn cap ended the game: no winner."
