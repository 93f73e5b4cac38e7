"""The LOGO lessons' exercises (lessons 10, 11, 12), registered in :data:`logo_lessons.bank.BANK`.

One module a lesson (``lesson10`` …), importing registers them in lesson order;
``common`` holds what more than one lesson computes. Every expected answer is
computed by the library when a student's answer is checked, so no lesson cell
shows it; each exercise lists the wrong answers students are likely to give,
with feedback aimed at that mistake. "Why" questions carry the teacher's model
answer.

>>> from fractions import Fraction
>>> from logo_lessons import check
>>> from logo_lessons.bank import BANK
>>> print(check("10.1", Fraction(85, 11)))
✗ Not yet: That is one card's mean. A hand of 3 cards adds three cards' worth. (2 tries left)
>>> BANK.get("12.7").kind
'why'
"""

from logo_lessons.bank.logo.lesson10 import TINY_DECK
from logo_lessons.bank.logo.lesson11 import CHASED_HAND, CLASS_HANDS, CLASS_RED
from logo_lessons.bank.logo.lesson12 import DECLARE_HAND, SMALL_POOL, STEAL_HAND, SURE_P, SURE_V

__all__ = [
    "CHASED_HAND",
    "CLASS_HANDS",
    "CLASS_RED",
    "DECLARE_HAND",
    "SMALL_POOL",
    "STEAL_HAND",
    "SURE_P",
    "SURE_V",
    "TINY_DECK",
]
