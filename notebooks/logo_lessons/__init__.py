"""The lessons' own package: checks, predictions and reveals for the exercises.

``from logo_lessons import check, predict, reveal`` is all a lesson needs.
It sits beside the lessons (``notebooks/logo_lessons``), not in ``logo_kit``:
``import logo_kit`` carries calculators, engines and boards only.

- ``answers.json``: each exercise's answer as a salted hash, its feedback on
  common mistakes and its worked reason sealed with the answer
  (:mod:`logo_lessons.keys`). This is all a student's build holds.
- ``bank/``: the teacher's answer key — expected answers computed by the
  library, model answers. Not in the student build; ``python -m
  logo_lessons.bank`` rewrites ``answers.json`` from it.
"""

from logo_lessons.checking import Feedback, check, predict, reveal

__all__ = ["Feedback", "check", "predict", "reveal"]
