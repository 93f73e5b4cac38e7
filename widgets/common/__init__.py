"""What every board shares: the Board base, its status strip and style sheet, the card row,
numbers for students, layouts that wrap, colours, progress bars, lesson plots."""

from . import palette, plots, readout
from .base import Board
from .card_row import CardRow, card
from .progress import ProgressBar
from .status import StatusStrip

__all__ = ["Board", "CardRow", "ProgressBar", "StatusStrip", "card", "palette", "plots", "readout"]
