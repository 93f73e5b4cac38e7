"""What more than one Logic & Lore lesson's exercises compute: the fewest rounds."""

from __future__ import annotations


def _fewest_rounds(answers: int, lines: int) -> int:
    # smallest r with answers ** r >= lines: r rounds tell apart at most answers ** r lines
    rounds, reach = 0, 1
    while reach < lines:
        rounds += 1
        reach *= answers
    return rounds
