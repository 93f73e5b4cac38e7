"""What every board shares: the Board base, the card row, numbers for students, layouts
that wrap, colours, progress bars, lesson plots."""

from . import palette, plots, readout
from .base import Board
from .card_row import CardRow, card
from .progress import ProgressBar

__all__ = ["Board", "CardRow", "ProgressBar", "card", "palette", "plots", "readout"]
