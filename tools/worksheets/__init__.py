"""``make worksheets``: student and teacher versions, printable pages, nbgrader course.

The lessons' own package (``notebooks/logo_lessons``: checks, and the teacher's
bank) sits beside the lessons, so it is put on the path here.
"""

import sys
from pathlib import Path

_LESSONS = str(Path(__file__).resolve().parents[2] / "notebooks")
if _LESSONS not in sys.path:
    sys.path.insert(0, _LESSONS)
