"""Interactive boards for the logo_kit lessons (installed as ``logo_kit.widgets``).

Boards only show and drive the core's mathematics; see :class:`Board`.

>>> from logo_kit.widgets import DealHandBoard
>>> DealHandBoard(seed=1).value  # doctest: +SKIP
"""

from .base import Board
from .logo_hand import DealHandBoard
from .progress import ProgressBar

__all__ = ["Board", "DealHandBoard", "ProgressBar"]
