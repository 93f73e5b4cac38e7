"""Interactive boards for the logo_kit lessons (installed as ``logo_kit.widgets``).

Boards only show and drive the core's mathematics; see :class:`Board`.
Every board is also a Voilà app (``make apps``).

>>> from logo_kit.widgets import DealHandBoard
>>> DealHandBoard(seed=1, hand="R1 R2 R3 R4 R5 R6 LOGO").value
0
"""

from .billionaire import BoardroomBoard, DrawToBustBoard, RiskyBusinessBoard
from .classroom import PredictionBoard, TeacherBoard
from .common import palette, plots
from .common.base import Board
from .common.progress import ProgressBar
from .logo import DealHandBoard, ExperimentBoard, HandLabBoard, TableBoard
from .lore import DuelBoard, HatCheckBoard, StarLineBoard

__all__ = [
    "Board",
    "BoardroomBoard",
    "DealHandBoard",
    "DrawToBustBoard",
    "DuelBoard",
    "ExperimentBoard",
    "HandLabBoard",
    "HatCheckBoard",
    "PredictionBoard",
    "ProgressBar",
    "RiskyBusinessBoard",
    "StarLineBoard",
    "TableBoard",
    "TeacherBoard",
    "palette",
    "plots",
]
