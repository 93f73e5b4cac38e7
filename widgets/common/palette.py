"""Colour-blind-safe colours (Okabe–Ito) shared by boards and plots.

Colour is never the only cue: cards also carry their letter (R, B, G) or
word, and plots label their traces.
"""

from __future__ import annotations

OKABE_ITO = {
    "orange": "#E69F00",
    "sky_blue": "#56B4E9",
    "bluish_green": "#009E73",
    "yellow": "#F0E442",
    "blue": "#0072B2",
    "vermillion": "#D55E00",
    "reddish_purple": "#CC79A7",
    "black": "#000000",
    "grey": "#999999",
}

# For sequences of traces in plots.
SEQUENCE = [
    OKABE_ITO[name]
    for name in ("blue", "orange", "bluish_green", "vermillion", "reddish_purple", "sky_blue")
]
HIGHLIGHT = OKABE_ITO["vermillion"]
NEUTRAL = OKABE_ITO["sky_blue"]

# The class experiments: one colour for what the class saw, one for the exact answer, on
# every chart (the boards' and the Send panel's pictures alike).
CLASS = OKABE_ITO["blue"]
EXACT = "#111111"
