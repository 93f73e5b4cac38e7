"""Fuzzing the hostile cases: broken bots at every entry point that plays them, and junk
for every method of the card row. Each call returns or raises LogoKitError."""

from __future__ import annotations

import contextlib
from concurrent.futures import ThreadPoolExecutor

import numpy as np
import pytest
from fuzz_guard import HANG_GUARD, PROFILE
from fuzz_values import junk
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from specs_core import library_objects  # also puts tests/contract on sys.path
from toy_game import ToyGame, ToyOptions

from hostile_bots import MOVE_LIMIT, SlowPlayer  # isort: skip (after specs_core's path)

from logo_kit.engine import play_game, play_until, tournament
from logo_kit.errors import BotError, LogoKitError

pytestmark = [
    pytest.mark.timeout(HANG_GUARD, method="thread"),
    pytest.mark.spread,  # independent tests, some waiting out a time limit: any worker
]

# The slow bot sleeps past the time limit whatever the machine's speed (hostile_bots.py).
HOSTILE = [
    [SlowPlayer(2 * MOVE_LIMIT, p.name) if isinstance(p, SlowPlayer) else p for p in value]
    for value in library_objects()
    if isinstance(value, list)
]


def _entry_points():
    options = ToyOptions()
    return {
        "play_game": lambda players: play_game(
            ToyGame, players, np.random.default_rng(0), options=options, move_seconds=MOVE_LIMIT
        ),
        "play_until": lambda players: play_until(
            ToyGame.new(options, np.random.default_rng(1)), players, np.random.default_rng(2)
        ),
        "tournament": lambda players: tournament(
            players, 3, 1, options=options, game=ToyGame, move_seconds=MOVE_LIMIT
        ),
        "tournament-threads": lambda players: _threaded(players, options),
    }


def _threaded(players, options):
    with ThreadPoolExecutor(2) as pool:
        return tournament(
            players,
            4,
            1,
            options=options,
            game=ToyGame,
            executor=pool,
            chunk=1,
            move_seconds=MOVE_LIMIT,
        )


# play_until runs here without a time limit, where a slow bot is only slow: it would
# sleep through a whole game and prove nothing.
CASES = [
    (entry, players)
    for entry in _entry_points()
    for players in HOSTILE
    if not (entry == "play_until" and players[0].name == "slow")
]


@pytest.mark.parametrize(
    ("entry", "players"), CASES, ids=[f"{p[0].name}-{entry}" for entry, p in CASES]
)
def test_hostile_bots_give_a_bot_error_at_every_entry_point(entry, players):
    call = _entry_points()[entry]
    for seated in (players, players[::-1]):
        with pytest.raises(BotError) as failed:
            call(seated)
        assert failed.value.player == players[0].name and failed.value.move >= 1


card_row = pytest.importorskip("logo_kit.widgets.common.card_row")
METHODS = ("click", "drag", "press_move", "show")


def _row():
    row = card_row.CardRow(most=2, movable=True)
    row.show([card_row.card(k, k, k) for k in "abc"])
    return row


@settings(
    max_examples={"short": 60, "long": 600}[PROFILE],
    derandomize=True,
    deadline=None,
    suppress_health_check=list(HealthCheck),
)
@given(
    st.sampled_from(METHODS),
    st.one_of(junk(), st.sampled_from("abc")),
    st.one_of(junk(), st.sampled_from([-1, 1, "a", "b"])),
)
def test_the_card_rows_methods_take_junk_in_our_words(method, first, second):
    row = _row()
    arguments = (first,) if method in ("click", "show") else (first, second)
    with contextlib.suppress(LogoKitError):
        getattr(row, method)(*arguments)
    assert set(row.order) == {"a", "b", "c"} or method == "show"
    assert all(isinstance(key, str) for key in row.card_keys)
