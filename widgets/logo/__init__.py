"""The LOGO boards: deal a hand, the hand lab, the table, the class experiment; and how
LOGO cards look.

Each board holds a core object from :mod:`logo_kit.logo` and only shows and
drives it. ``CARD_COLORS`` and ``COLOR_WORDS`` are the colours and words the
boards use for the four card colours (lessons use them for matching plots).
"""

from .cards import CARD_COLORS, COLOR_WORDS, card_chip, card_label, cards_html
from .deal_hand import DealHandBoard
from .experiment import ExperimentBoard
from .hand_lab import HandLabBoard
from .html_parts import percent
from .table import TableBoard

__all__ = [
    "CARD_COLORS",
    "COLOR_WORDS",
    "DealHandBoard",
    "ExperimentBoard",
    "HandLabBoard",
    "TableBoard",
    "card_chip",
    "card_label",
    "cards_html",
    "percent",
]
