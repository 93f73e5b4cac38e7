"""Live class experiments on the boards: the students' **Send to the class** switch and
the teacher's pooled view (see :mod:`logo_kit.classpool` for the store)."""

from .send import ClassSend
from .teacher import TeacherBoard

__all__ = ["ClassSend", "TeacherBoard"]
