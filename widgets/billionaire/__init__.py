"""The LOGO Billionaire boards: Risky Business (one launch), the Boardroom (a game) and
Draw to BUST (the class experiment's pooled counts).

Both hold a core object from :mod:`logo_kit.billionaire` and render it;
:mod:`.chips` holds the HTML pieces they share.
"""

from .boardroom import BoardroomBoard
from .experiment import DrawToBustBoard
from .risky_business import RiskyBusinessBoard

__all__ = ["BoardroomBoard", "DrawToBustBoard", "RiskyBusinessBoard"]
