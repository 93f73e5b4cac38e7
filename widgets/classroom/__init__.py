"""A live class on the boards: the students' **Send to the class** switch and their
predictions, and the teacher's board of pooled results and guesses (see
:mod:`logo_kit.classpool` for the store)."""

from .predict_send import PredictionBoard
from .send import ClassSend
from .teacher import TeacherBoard

__all__ = ["ClassSend", "PredictionBoard", "TeacherBoard"]
