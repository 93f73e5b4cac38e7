"""A plain-Python oracle of the Search the Sky answers, written from the rule book (S2–S4, S7).

The tests compare the library's answer tables and the engine's answers with it.
"""

from __future__ import annotations


def oracle(names, cards, values, lanes, focus, stars):
    """Plain-Python answer to asking ``names`` in order about two cards (S2–S4, S7)."""
    (a, b), (va, vb), (la, lb) = cards, values, lanes

    def star(v):
        return 1 <= v <= stars

    both = star(va) and star(vb)
    for name in names:
        if name == "Alignment":
            pointed = [c for c, v, lane in ((a, va, la), (b, vb, lb)) if star(v) and v == lane]
            if pointed:
                return ("Alignment", tuple(sorted(pointed)))
        elif name == "Symmetry" and both and va + vb == stars + 1:
            return ("Symmetry", ())
        elif name == "Neighbours" and both and abs(va - vb) == 1:
            return ("Neighbours", ())
        elif name == "Oddity" and both and (va + vb) % 2 == 1:
            return ("Oddity", ())
        elif name == "Massive" and both and va + vb > stars + 1:
            return ("Massive", ())
        elif name == "Nearby" and any(
            star(v) and abs(v - lane) <= 1 for v, lane in ((va, la), (vb, lb))
        ):
            return ("Nearby", ())
        elif name == "Focus":
            v, lane = (va, la) if focus == a else (vb, lb)
            middle = (stars + 1) / 2
            if star(v) and (v == middle or lane == middle or (v < middle) == (lane < middle)):
                return ("Focus", (focus,))
        elif name == "Orbit" and ((star(va) and va == lb) or (star(vb) and vb == la)):
            return ("Orbit", ())
        elif name == "Greatness":

            def rank(v):
                return v if star(v) else (-2 if v == 0 else -1)

            return ("Greatness", (a,) if rank(va) > rank(vb) else (b,))
    return (None, ())
