"""What every board shares: the Board base, colours, progress bars, the session pane."""

from . import palette
from .base import Board
from .progress import ProgressBar

__all__ = ["Board", "ProgressBar", "palette"]
