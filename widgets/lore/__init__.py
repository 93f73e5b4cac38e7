"""The Logic & Lore boards: the star line (one player, :class:`StarLineBoard`) and the
duel against a bot (:class:`DuelBoard`), with their shared cards, controls and heatmap."""

from .duel import DuelBoard
from .star_line import StarLineBoard

__all__ = ["DuelBoard", "StarLineBoard"]
