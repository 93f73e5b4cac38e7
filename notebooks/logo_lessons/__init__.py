"""The lessons' own package: checks, predictions and reveals for the exercises.

``from logo_lessons import check, predict, reveal`` is all a lesson needs.
It sits beside the lessons (``notebooks/logo_lessons``), not in ``logo_kit``:
``import logo_kit`` carries calculators, engines and boards only.

- ``bank/``: the teacher's answer key — expected answers computed by the
  library, model answers. In the teacher's checkout ``check`` judges with it
  directly. It is not in a student build.
- ``answers.json`` (a student build only, written by ``make worksheets`` or
  Binder's ``postBuild`` under fresh salts): each answer as a slow salted hash,
  the feedback on common mistakes and the worked reason sealed under them
  (:mod:`logo_lessons.keys`).
- ``.logo-lessons-tries.json`` beside a notebook: the tries used per exercise
  (:mod:`logo_lessons.tries`).
"""

from logo_lessons.checking import Feedback, check, predict, reveal

__all__ = ["Feedback", "check", "predict", "reveal"]
