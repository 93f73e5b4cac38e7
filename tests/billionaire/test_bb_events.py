"""What happened since a seat last moved, read from the game record (events_since_last_move)."""

from __future__ import annotations

import numpy as np
import pytest

from logo_kit.billionaire import (
    ApprenticeGame,
    ApprenticeOptions,
    EVOptimalLauncher,
    TargetOptimalLauncher,
    events_since_last_move,
)
from logo_kit.billionaire.events import EVENT_KINDS, move_kind
from logo_kit.billionaire.moves import Phase, RiskyCard, Spin, Stop
from logo_kit.billionaire.narrate import describe_move
from logo_kit.errors import LogoKitError
from logo_kit.session import Session

NAMES = ("You", "Bot 1", "Bot 2")


def test_a_hand_played_start():
    game = ApprenticeGame.new(ApprenticeOptions(players=2), np.random.default_rng(1))
    # before anyone moved: the deal only, for both seats
    assert [(e.seat, e.kind, e.index) for e in events_since_last_move(game, 0)] == [
        (None, "deal", 0)
    ]
    game = game.apply(Spin(3))  # seat 0's spin is its own move
    assert events_since_last_move(game, 0) == ()
    seen = events_since_last_move(game, 1)
    assert [(e.seat, e.kind) for e in seen] == [(None, "deal"), (0, "spin")]
    spin = seen[-1]
    assert spin.index == 1 and spin.move == Spin(3) and spin.space == game.positions[0] == 3
    assert spin.text == describe_move(game.start.apply(game.log[0]), Spin(3))
    assert not spin.ended_game


def _session(seed: int) -> Session:
    options = ApprenticeOptions(players=3, winning_money=1000)
    bots = [EVOptimalLauncher("Bot 1"), TargetOptimalLauncher("Bot 2")]
    return Session(
        ApprenticeGame.new(options),
        [None, *bots],
        np.random.default_rng(seed),
        describe=describe_move,
        names=NAMES,
        viewer=0,
        pause=lambda s: s.phase is Phase.SPIN and s.mover == 0,
    )


def _person_acts(session: Session, rng: np.random.Generator) -> int:
    """The person (seat 0) rolls or makes a random legal move; return the story lines its own
    move added (1, or 0 for a Draw, which the narrator does not tell)."""
    if session.paused:
        session.roll()
        return 1
    moves = session.legal_moves()
    move = moves[int(rng.integers(len(moves)))]
    own = 1 if describe_move(session.state, move, names=NAMES) else 0
    session.play(move)
    return own


@pytest.mark.parametrize("seed", [3, 11])
def test_events_are_the_session_story_after_the_persons_move(seed):
    """Oracle: the Session tells every move in its story as it plays it; the events since
    the person's last move are exactly the lines it told after that move."""
    session, rng = _session(seed), np.random.default_rng(seed + 100)
    checked = kinds = 0
    seen_kinds: set[str] = set()
    while not session.state.is_terminal and checked < 40:
        start = len(session.lines)
        own = _person_acts(session, rng)
        events = events_since_last_move(session.state, 0, names=NAMES)
        told = [e.text for e in events if e.text]
        assert told == session.lines[start + own :]
        for event in events:
            assert event.seat != 0 or event.kind in ("card", "bust"), "own moves are excluded"
            assert event.kind in EVENT_KINDS
            seen_kinds.add(event.kind)
            if event.seat is not None:
                replayed = session.state.start.replay(session.state.log[: event.index + 1])
                assert event.space == replayed.positions[event.seat]
        indexes = [e.index for e in events]
        assert indexes == list(range(len(session.state.log) - len(events), len(session.state.log)))
        checked += 1
        kinds += len(events)
    assert checked >= 3 and kinds > 0
    assert {"spin", "launch", "stop"} <= seen_kinds, seen_kinds


def test_the_move_that_ends_the_game_says_so():
    session, rng = _session(5), np.random.default_rng(7)
    while not session.state.is_terminal:
        _person_acts(session, rng)
    final = session.state
    last_person_move = max(
        i
        for i, move in enumerate(final.log)
        if (before := final.start.replay(final.log[:i])).mover == 0
        and (isinstance(move, Spin) or not before.is_chance)
    )
    events = events_since_last_move(final, 0, names=NAMES)
    assert [e.index for e in events] == list(range(last_person_move + 1, len(final.log)))
    ends = [e for e in events if e.ended_game]
    if final.winner == 0:
        # the person's own move (or a card of its launch) ended it
        assert all(e.seat == 0 for e in ends)
    else:
        assert len(ends) == 1 and ends[0].index == len(final.log) - 1
        assert "wins" in ends[0].text or "turn cap" in ends[0].text


def test_move_kinds():
    assert move_kind(RiskyCard("BUST")) == "bust"
    assert move_kind(RiskyCard(50)) == "card"
    assert move_kind(Stop()) == "stop"
    with pytest.raises(LogoKitError, match="not an Apprentice move"):
        move_kind("spin 3")


def test_bad_input_is_refused():
    game = ApprenticeGame.new(ApprenticeOptions(players=2), np.random.default_rng(1))
    with pytest.raises(LogoKitError, match="seat"):
        events_since_last_move(game, 2)
    with pytest.raises(LogoKitError, match="ApprenticeGame"):
        events_since_last_move("a game", 0)
    with pytest.raises(LogoKitError, match="names"):
        events_since_last_move(game, 0, names=["just one"])
