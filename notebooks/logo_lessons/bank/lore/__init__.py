"""The exercises of the Logic & Lore lessons (20, 21, 22), in :data:`logo_lessons.bank.BANK`.

One module a lesson (``lesson20`` …), importing registers them in lesson order;
``common`` holds what more than one lesson computes. Each expected answer is
computed there by the library, so a lesson's check cell
(``check("20.6", my_answer)``) never shows it; each exercise lists the wrong
answers students are likely to give, with the feedback each deserves, and every
"why" question has its model answer (for the teacher's version).

>>> from logo_lessons import check
>>> from logo_lessons.bank import BANK
>>> from fractions import Fraction
>>> check("20.6", Fraction(72, 362880)).message[:60]
'✗ Not yet: The two cards that are not home must both be away'
>>> print(check("20.6", Fraction(1, 10080)))
✓ Correct: 1/10080
>>> [key for key in BANK.keys("21")]
['21.1', '21.2', '21.3', '21.4', '21.5', '21.6', '21.7', '21.8', '21.9']
"""

from logo_lessons.bank.lore.lesson20 import CLASS_HOME, CLASS_SHUFFLES
from logo_lessons.bank.lore.lesson21 import LINES_AFTER_LANE_1
from logo_lessons.bank.lore.lesson22 import (
    OTHER_DIFFERENCE,
    OVERLAPPING_DIFFERENCE,
    two_blackhole_position,
)

__all__ = [
    "CLASS_HOME",
    "CLASS_SHUFFLES",
    "LINES_AFTER_LANE_1",
    "OTHER_DIFFERENCE",
    "OVERLAPPING_DIFFERENCE",
    "two_blackhole_position",
]
