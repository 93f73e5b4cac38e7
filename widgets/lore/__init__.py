"""The Logic & Lore boards: the star line (one player, :class:`StarLineBoard`), the
duel against a bot (:class:`DuelBoard`) and the hat-check class experiment
(:class:`HatCheckBoard`), with their shared cards, controls and heatmap."""

from .duel import DuelBoard
from .experiment import HatCheckBoard
from .star_line import StarLineBoard

__all__ = ["DuelBoard", "HatCheckBoard", "StarLineBoard"]
