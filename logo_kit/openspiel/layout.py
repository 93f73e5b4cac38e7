"""Named blocks of a flat tensor: where each part of an observation lies, and its table.

An OpenSpiel tensor is one flat row of floats. A :class:`TensorLayout` names its
parts (*blocks*), each with a shape and a one-line meaning, and hands out numpy views
of them by name, so the code that fills a tensor and the table in the documentation
(:meth:`TensorLayout.table`) come from one list and cannot drift apart.

>>> layout = TensorLayout([Block("hand", (49,), "cards held"), Block("turn", (1,), "turn")])
>>> layout.size, layout.offset("turn")
(50, 49)
>>> tensor = np.zeros(layout.size, np.float32)
>>> layout.part(tensor, "turn")[0] = 3
>>> float(tensor[49])
3.0
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass

import numpy as np

__all__ = ["Block", "TensorLayout"]


@dataclass(frozen=True)
class Block:
    """One named part of a tensor: ``shape`` (rows, columns, …) and what it holds."""

    name: str
    shape: tuple[int, ...]
    meaning: str

    @property
    def size(self) -> int:
        return math.prod(self.shape)


class TensorLayout:
    """Blocks laid end to end; :meth:`part` gives the numpy view of one block."""

    def __init__(self, blocks: Iterable[Block]) -> None:
        self.blocks = tuple(blocks)
        self._where: dict[str, tuple[int, Block]] = {}
        at = 0
        for block in self.blocks:
            if block.name in self._where:
                raise AssertionError(f"two blocks named {block.name!r}")  # pragma: no cover
            self._where[block.name] = (at, block)
            at += block.size
        self.size = at

    def offset(self, name: str) -> int:
        """Where block ``name`` starts."""
        return self._where[name][0]

    def part(self, tensor: np.ndarray, name: str) -> np.ndarray:
        """The numpy view of block ``name`` inside ``tensor`` (shaped as the block)."""
        at, block = self._where[name]
        return tensor[at : at + block.size].reshape(block.shape)

    def table(self, title: str = "") -> str:
        """The layout as a Markdown table: block, first index, shape, what it holds."""
        rows = [] if not title else [f"**{title}** ({self.size:,} floats)", ""]
        rows += ["| block | starts at | shape | holds |", "|---|---:|---|---|"]
        for block in self.blocks:
            shape = " × ".join(f"{n:,}" for n in block.shape)
            at = self.offset(block.name)
            rows.append(f"| `{block.name}` | {at:,} | {shape} | {block.meaning} |")
        return "\n".join(rows)


def one_hot(part: np.ndarray, index: int) -> None:
    """Set ``part[index]`` to 1 (a one-hot row)."""
    part[index] = 1
