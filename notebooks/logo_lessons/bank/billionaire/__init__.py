"""The exercises of lessons 30 and 31, registered in :data:`logo_lessons.bank.BANK`.

One module a lesson (``lesson30``, ``lesson31``), importing registers them in
lesson order; ``common`` holds the decks both use and :data:`KEYS`. Every
expected answer is computed by the library when a student's answer is checked,
so no lesson cell shows it. Each exercise lists the wrong answers a student is
likely to give, with feedback aimed at that mistake, a hint for any other wrong
answer, its level (core or extension) and a model answer (the worked line, or
for a "why" question the teacher's answer).

The bank loads this package the first time a key ``"3x.y"`` is asked for:

>>> from fractions import Fraction
>>> from logo_lessons import check
>>> from logo_lessons.bank import BANK
>>> print(check("30.7", Fraction(3, 29)))
✗ Not yet: That is the chance after a safe first card; nothing is known ... (2 tries left)
>>> BANK.keys("31")
['31.1', '31.2', '31.3', '31.4', '31.5', '31.6', '31.7', '31.8', '31.9']
"""

from logo_lessons.bank.billionaire.common import KEYS
from logo_lessons.bank.billionaire.lesson30 import CLASS_DECK, CLASS_SAFE, CLASS_SHUFFLES
from logo_lessons.bank.billionaire.lesson31 import (
    FIVE_CARDS,
    JO,
    KIM,
    OTHER_DIFFERENCE,
    STOP_AT_100,
    draws_at,
    smallest_stopping_sum,
)

__all__ = [
    "CLASS_DECK",
    "CLASS_SAFE",
    "CLASS_SHUFFLES",
    "FIVE_CARDS",
    "JO",
    "KEYS",
    "KIM",
    "OTHER_DIFFERENCE",
    "STOP_AT_100",
    "draws_at",
    "smallest_stopping_sum",
]
