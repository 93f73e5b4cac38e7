"""The answer key: every lesson's exercises with expected answers and model answers.

Teacher-only (the student build leaves this package out). :data:`BANK` loads a
game's exercises the first time one of its keys is asked for.
"""

from logo_lessons.bank.exercise import Bank, Exercise

BANK = Bank(autoload=True)

__all__ = ["BANK", "Bank", "Exercise"]
