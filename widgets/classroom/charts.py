"""Two small SVG pictures for the teacher's board: pooled bars against the exact chances,
and the running mean settling on the exact mean.

Plain SVG in an HTML widget draws the same in JupyterLab, Voilà and a printout, needs no
chart library, and redraws in a few milliseconds when a result arrives.

>>> svg = bars({0: 0.5, 1: 0.5}, {0: 0.25, 1: 0.75}, "heads")
>>> svg.count("<rect"), "heads" in svg  # the page, the legend's key, two bars
(4, True)
"""

from __future__ import annotations

import html
from collections.abc import Mapping, Sequence

from ..common.palette import OKABE_ITO

__all__ = ["HEIGHT", "WIDTH", "bars", "frame", "running_mean"]

WIDTH, HEIGHT, PAD = 560, 240, 40
MOST_POINTS = 400
"""The running mean is drawn through at most this many points, whatever the class sent:
a line through 100,000 results made a 5 MB picture per redraw, and 400 points are more
than a 560-pixel-wide chart can show apart."""
FONT = "font-size:13px;font-family:sans-serif"


def frame(title: str, body: str) -> str:
    """An SVG picture of the charts' size on a white page, named ``title`` for a screen
    reader."""
    return (
        f"<svg viewBox='0 0 {WIDTH} {HEIGHT}' role='img' aria-label='{html.escape(title)}' "
        f"style='width:100%;max-width:{WIDTH}px;height:auto;{FONT}'>"
        f"<rect x='0' y='0' width='{WIDTH}' height='{HEIGHT}' fill='#ffffff'/>{body}</svg>"
    )


def bars(frequency: Mapping[int, float], exact: Mapping[int, float], trial: str) -> str:
    """Bars of the class's frequency per outcome, a black tick at each exact chance."""
    outcomes = sorted(exact)
    top = max([*frequency.values(), *exact.values(), 0.05]) * 1.1
    step = (WIDTH - 2 * PAD) / max(len(outcomes), 1)
    scale = (HEIGHT - 2 * PAD) / top
    parts = []
    for i, k in enumerate(outcomes):
        x = PAD + i * step
        h = frequency.get(k, 0.0) * scale
        e = HEIGHT - PAD - exact[k] * scale
        parts.append(
            f"<rect x='{x + step * 0.15:.1f}' y='{HEIGHT - PAD - h:.1f}' width='{step * 0.7:.1f}' "
            f"height='{h:.1f}' fill='{OKABE_ITO['blue']}'><title>{k}: class "
            f"{frequency.get(k, 0.0):.3f}, exact {exact[k]:.3f}</title></rect>"
            f"<line x1='{x + step * 0.05:.1f}' x2='{x + step * 0.95:.1f}' y1='{e:.1f}' "
            f"y2='{e:.1f}' stroke='#111111' stroke-width='3'/>"
            f"<text x='{x + step / 2:.1f}' y='{HEIGHT - PAD + 16}' text-anchor='middle'>{k}</text>"
        )
    legend = (
        f"<rect x='{PAD}' y='8' width='14' height='14' fill='{OKABE_ITO['blue']}'/>"
        f"<text x='{PAD + 20}' y='20'>class frequency</text>"
        f"<line x1='{PAD + 150}' x2='{PAD + 170}' y1='15' y2='15' stroke='#111111' "
        f"stroke-width='3'/><text x='{PAD + 176}' y='20'>exact chance</text>"
        f"<text x='{WIDTH / 2}' y='{HEIGHT - 6}' text-anchor='middle'>{html.escape(trial)}</text>"
    )
    return frame(f"class frequency against exact chance of {trial}", legend + "".join(parts))


def running_mean(means: Sequence[float], exact_mean: float, trial: str) -> str:
    """The class's mean after each result (in arrival order) against the exact mean."""
    if not means:
        body = f"<text x='{WIDTH / 2}' y='{HEIGHT / 2}' text-anchor='middle'>no results yet</text>"
        return frame("running mean: no results yet", body)
    low = min(min(means), exact_mean)
    high = max(max(means), exact_mean)
    span = (high - low) or 1.0
    low, high = low - 0.1 * span, high + 0.1 * span
    n = len(means)
    x = lambda i: PAD + (WIDTH - 2 * PAD) * (i / max(n - 1, 1))  # noqa: E731
    y = lambda v: HEIGHT - PAD - (HEIGHT - 2 * PAD) * (v - low) / (high - low)  # noqa: E731
    shown = (
        sorted({round(j * (n - 1) / (MOST_POINTS - 1)) for j in range(MOST_POINTS)})
        if n > MOST_POINTS
        else range(n)
    )  # the first and the last result always among them
    points = " ".join(f"{x(i):.1f},{y(means[i]):.1f}" for i in shown)
    body = (
        f"<line x1='{PAD}' x2='{WIDTH - PAD}' y1='{y(exact_mean):.1f}' y2='{y(exact_mean):.1f}' "
        f"stroke='#111111' stroke-width='2' stroke-dasharray='6 4'/>"
        f"<polyline points='{points}' fill='none' stroke='{OKABE_ITO['vermillion']}' "
        f"stroke-width='2.5'/>"
        f"<text x='{PAD}' y='20'>class mean after each result (line) and the exact mean "
        f"{exact_mean:.3f} (dashes)</text>"
        f"<text x='{WIDTH / 2}' y='{HEIGHT - 6}' text-anchor='middle'>results, in the order "
        f"they arrived ({n}): {html.escape(trial)}</text>"
    )
    return frame(f"running mean of {trial} against the exact mean", body)
