"""Fuzz a board: random control values and clicks must never raise, never set
``board.last_bug``, and a refused action must leave the board's state as it was.

Shown on DealHandBoard; point :func:`fuzzing.fuzz_board` at any board with a
``snapshot`` of the core state it holds. Runs only with ``LOGO_KIT_FUZZ_GAMES=1``
while the boards are being rewritten.
"""

from __future__ import annotations

import pytest
from fuzz_board_walker import fuzz_board
from fuzz_values import typed_text
from fuzzing import GAMES_ENABLED, GAMES_SKIP_REASON, PROFILE

pytestmark = [
    pytest.mark.skipif(not GAMES_ENABLED, reason=GAMES_SKIP_REASON),
    pytest.mark.timeout(900 if PROFILE == "long" else 120, method="thread"),
]


def test_deal_hand_board_survives_random_controls():
    from specs_games import LOGO_TOKENS

    from logo_kit.widgets import DealHandBoard

    def snapshot(board):
        return (tuple(board.hand), board.seed)

    tally = fuzz_board(lambda: DealHandBoard(seed=3), snapshot, name="DealHandBoard",
                       texts=typed_text(LOGO_TOKENS))
    assert tally.calls > 0
    if tally.defects:
        pytest.fail(f"{len(tally.defects)} defect(s) in {tally.calls} actions:\n"
                    f"{tally.report()}", pytrace=False)
