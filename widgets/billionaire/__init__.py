"""The LOGO Billionaire boards: Risky Business (one launch) and the Boardroom (a game).

Both hold a core object from :mod:`logo_kit.billionaire` and render it;
:mod:`.chips` holds the HTML pieces they share.
"""

from .boardroom import BoardroomBoard
from .risky_business import RiskyBusinessBoard

__all__ = ["BoardroomBoard", "RiskyBusinessBoard"]
