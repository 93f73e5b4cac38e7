"""A progress bar for long work (tournaments, big enumerations) in notebooks and boards.

The core reports progress through a plain callback ``progress(done, total)``
(see :func:`logo_kit.simulate.play_games`); this turns it into an ipywidgets
bar with a label. No timings are shown, so stored notebook outputs stay
stable. Jupyter's stop button interrupts the work; ``play_games`` then
returns the games finished so far.

>>> bar = ProgressBar("Playing games")
>>> bar(3, 10)
>>> bar.bar.value, bar.bar.max
(3, 10)
"""

from __future__ import annotations

import html
from typing import Any

import ipywidgets as widgets

__all__ = ["ProgressBar"]


class ProgressBar:
    """A labelled ipywidgets progress bar that is also a ``progress(done, total)`` callback."""

    def __init__(self, description: str = "Working", *, display_now: bool = False) -> None:
        self.description = description
        self.bar = widgets.IntProgress(
            value=0,
            min=0,
            max=1,
            description="",
            bar_style="info",
            layout=widgets.Layout(width="24em"),
        )
        self.label = widgets.HTML(html.escape(description))
        self.widget = widgets.HBox([self.label, self.bar])
        if display_now:
            from IPython.display import display

            display(self.widget)

    def __call__(self, done: int, total: int) -> None:
        self.bar.max = max(total, 1)
        self.bar.value = done
        finished = done >= total
        self.bar.bar_style = "success" if finished else "info"
        self.label.value = html.escape(f"{self.description}: {done}/{total}")

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)
