"""The shared engine functions (play_game, tournament, sampling, results) on the toy game."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction

import numpy as np
import pytest
from toy_game import Die, Step, StepPlayer, ToyGame, ToyOptions

from logo_kit import LogoKitError
from logo_kit.engine import (
    CHANCE,
    TERMINAL,
    check_players,
    play_game,
    play_until,
    resolve_chance,
    sample_outcome,
    story,
    tournament,
)


def test_sample_outcome_follows_the_exact_probabilities():
    outcomes = [("a", Fraction(1, 6)), ("b", Fraction(1, 3)), ("c", Fraction(1, 2))]
    rng = np.random.default_rng(0)
    counts = Counter(sample_outcome(outcomes, rng) for _ in range(60_000))
    for move, p in outcomes:
        assert abs(counts[move] / 60_000 - float(p)) < 0.01
    assert sample_outcome([("only", Fraction(1))], rng) == "only"
    with pytest.raises(LogoKitError, match="Generator"):
        sample_outcome(outcomes, 7)


def test_play_game_reaches_the_end_and_replays():
    final = play_game(ToyGame, [StepPlayer(2), StepPlayer(1)], np.random.default_rng(4))
    assert final.current_player == TERMINAL and final.is_terminal
    assert final.start.current_player == CHANCE
    assert final.start.replay(final.log) == final
    assert sum(final.returns()) == 1


def test_play_until_stops_for_a_person():
    state = ToyGame.new(ToyOptions(), np.random.default_rng(1))
    stopped = play_until(state, [StepPlayer(1), None], np.random.default_rng(2))
    assert stopped.current_player == 1
    assert resolve_chance(stopped, np.random.default_rng(0)) is stopped


def test_players_need_names_and_choose():
    with pytest.raises(LogoKitError, match="different names"):
        check_players([StepPlayer(1), StepPlayer(1)])
    with pytest.raises(LogoKitError, match="not a player"):
        check_players([StepPlayer(1), "bob"])
    with pytest.raises(LogoKitError, match="one player per seat"):
        check_players([StepPlayer(1)], seats=2)


def test_tournament_rotates_seats_and_counts_wins():
    players = [StepPlayer(2, "bold"), StepPlayer(1, "timid")]
    result = tournament(players, 40, seed=3, options=ToyOptions(), game=ToyGame)
    assert result.games == 40 and not result.interrupted
    assert [r.seats[0] for r in result.records[:4]] == ["bold", "timid", "bold", "timid"]
    assert sum(result.wins.values()) + result.capped == 40
    rate = result.win_rate("bold")
    low, high = rate.interval
    assert 0 <= low <= rate.mean <= high <= 1
    assert rate.mean > 0.5  # stepping 2 beats stepping 1 in a race
    assert "bold" in result.table() and "95%" in result.table()
    with pytest.raises(LogoKitError, match="no player called"):
        result.win_rate("nobody")


def test_the_game_by_game_difference_is_the_mean_of_each_games_difference():
    players = [StepPlayer(2, "bold"), StepPlayer(1, "timid")]
    result = tournament(players, 40, seed=3, options=ToyOptions(), game=ToyGame)
    by_hand = [float(r.share_of("bold") - r.share_of("timid")) for r in result.records]
    wins = result.difference("bold", "timid")
    assert wins.samples == 40 and wins.mean == pytest.approx(sum(by_hand) / 40)
    assert result.difference("timid", "bold").mean == pytest.approx(-wins.mean)
    assert wins.interval[0] > 0, "stepping 2 beats stepping 1: the difference is shown"
    scores = [float(r.score_of("bold")) - float(r.score_of("timid")) for r in result.records]
    assert result.difference("bold", "timid", of="score").mean == pytest.approx(
        sum(scores) / len(scores)
    )
    with pytest.raises(LogoKitError, match="two different players"):
        result.difference("bold", "bold")
    with pytest.raises(LogoKitError, match="'wins' or 'score'"):
        result.difference("bold", "timid", of="points")
    with pytest.raises(LogoKitError, match="no player called"):
        result.difference("bold", "nobody")


def test_tournament_is_the_same_however_many_games():
    players = [StepPlayer(2, "bold"), StepPlayer(1, "timid")]
    few = tournament(players, 5, seed=9, options=ToyOptions(), game=ToyGame)
    many = tournament(players, 12, seed=9, options=ToyOptions(), game=ToyGame)
    assert few.records == many.records[:5]


def test_an_interrupted_tournament_returns_the_games_played():
    def stop_after_three(done, total):
        if done == 3:
            raise KeyboardInterrupt

    players = [StepPlayer(2, "bold"), StepPlayer(1, "timid")]
    result = tournament(
        players, 10**6, seed=1, options=ToyOptions(), game=ToyGame, progress=stop_after_three
    )
    assert result.games == 3 and result.interrupted and result.requested == 10**6


def test_story_tells_every_move():
    final = play_game(ToyGame, [StepPlayer(2), StepPlayer(1)], np.random.default_rng(4))

    def describe(before, move, *, names=None, viewer=None):
        if isinstance(move, Step):
            return f"seat {before.current_player} steps {move.size}"
        return f"die {move.pips}" if isinstance(move, Die) else ""

    lines = story(final, describe)
    assert lines and all(line.startswith(("seat", "die")) for line in lines)
    assert len(lines) == sum(isinstance(m, Step | Die) for m in final.log)


def test_session_plays_bots_until_a_person_and_undoes_exactly():
    from logo_kit.session import Session

    def describe(before, move, *, names=None, viewer=None):
        who = names[before.current_player] if names and before.current_player >= 0 else "chance"
        return f"{who}: {move}"

    class OpenToy(ToyGame):
        """The toy game, told to hide nothing: undo may go back past its rolls."""

        def reveals_to(self, move, seat):
            return False

    def session(players):
        return Session(
            OpenToy.new(ToyOptions()),
            players,
            np.random.default_rng(8),
            describe=describe,
            names=("You", "Bot"),
        )

    # Two people at one board: undo goes back past the (open) die exactly.
    people = session([None, None])
    assert type(people.state) is OpenToy
    assert people.waiting_for == 0 and not people.can_undo
    first_lines = list(people.lines)
    people.play(Step(2))
    after_once = (people.state, list(people.lines))
    assert people.waiting_for in (1, None) and people.can_undo
    people.undo()
    assert people.lines == first_lines and people.waiting_for == 0
    people.play(Step(2))  # the generator was restored: the same game follows
    assert (people.state, list(people.lines)) == after_once
    # Against a bot, the session plays the bot until the person moves again; undo never
    # goes back past the bot's move (it showed what the bot chose), and changes nothing.
    against = session([None, StepPlayer(1, "bot")])
    against.play(Step(2))
    assert against.waiting_for in (0, None) and against.can_undo
    assert any(line.startswith("Bot:") for line in against.lines)
    kept = (against.state, list(against.lines))
    assert against.undo_refusal.startswith("cannot undo: another player has moved")
    assert "Bot: Step(size=1)" in against.undo_refusal
    with pytest.raises(LogoKitError, match="another player has moved"):
        against.undo()
    assert (against.state, list(against.lines)) == kept
    with pytest.raises(LogoKitError):
        against.play(Step(7))
    assert (against.state, list(against.lines)) == kept


def test_session_can_pause_for_a_persons_roll():
    from logo_kit.session import Session

    def my_roll(state):  # the die after seat 0's step is seat 0's to throw
        return state.rolling and state.mover == 0

    session = Session(
        ToyGame.new(ToyOptions()),
        [None, StepPlayer(1, "bot")],
        np.random.default_rng(3),
        pause=my_roll,
    )
    assert session.waiting_for == 0 and not session.paused
    session.play(Step(2))
    assert session.paused and session.waiting_for is None and session.state.is_chance
    with pytest.raises(LogoKitError):
        session.play(Step(1))
    session.roll()
    assert not session.paused and (session.waiting_for == 0 or session.state.is_terminal)
    # The roll was seen: undoing it would roll the same again (the generator is put
    # back), a peek at the future, so undo refuses and changes nothing.
    rolled = session.state
    assert "cannot undo" in session.undo_refusal
    with pytest.raises(LogoKitError, match="would show you the same again"):
        session.undo()
    assert session.state is rolled
    with pytest.raises(LogoKitError, match="nothing to roll"):
        Session(ToyGame.new(ToyOptions()), [None, None], np.random.default_rng(1)).roll()
