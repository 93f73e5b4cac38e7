"""What every board shares: the Board base, colours, progress bars, lesson plots."""

from . import palette, plots
from .base import Board
from .progress import ProgressBar

__all__ = ["Board", "ProgressBar", "palette", "plots"]
