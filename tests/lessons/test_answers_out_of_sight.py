"""No exercise's answer appears anywhere before the exercise."""

from fractions import Fraction

import pytest
from sight import NOTEBOOKS, leaks, spellings

# The same number, earlier, for a different quantity — on purpose or by coincidence —
# is not the answer in sight. Each allowance names the exercise, where, and why.
ALLOWED = {
    ("12.8", "1/2"): "½ is model A's break-even without ties; the exercise asks whether "
    "counting ties as wins moves it",
    ("30.3", "1/8"): "the bull deck after six safe cards; the exercise is about the bear deck",
    ("30.7", "1/10"): "the first card's chance; the exercise asks the student to see that the "
    "second card's is the same (every position of a shuffled deck is alike)",
    ("31.3", "190"): "the bull deck's last drawing sum; the exercise asks the bear deck's "
    "stopping sum, which happens to be the same number",
}

LESSONS = sorted(NOTEBOOKS.glob("[1-4][0-9]-*.ipynb"))


def test_the_usual_spellings_of_an_answer():
    assert spellings(Fraction(255, 11)) == ["23.18", "23.1818", "23.182", "255/11"]
    assert spellings(6813) == ["6 813", "6,813", "6813", "6{,}813"]
    assert "15.0%" in spellings(Fraction(3, 20)) and "3/20" in spellings(Fraction(3, 20))
    assert spellings(8) == []  # small whole numbers are everywhere


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda p: p.stem[:2])
def test_no_answer_is_in_sight_before_its_exercise(lesson):
    found = leaks(lesson)
    assert [leak for leak in found if _allowance(leak) not in ALLOWED] == []


def _allowance(leak: str) -> tuple[str, str]:
    key, _, rest = leak.partition(": ")
    return key, rest.split("'")[1]


def test_the_search_finds_an_answer_printed_early(tmp_path, monkeypatch):
    """The test can fail: copy lesson 10 with 10.4's answer printed in its goals."""
    import json

    import sight

    cells = json.loads((NOTEBOOKS / "10-logo-deck-and-totals.ipynb").read_text())
    cells["cells"][0]["source"] = ["Goals: you will find the 6{,}813 hands of total 0."]
    (tmp_path / "10-copy.ipynb").write_text(json.dumps(cells))
    (tmp_path / sight.START).write_text((NOTEBOOKS / sight.START).read_text())
    monkeypatch.setattr(sight, "NOTEBOOKS", tmp_path)
    sight._cells.cache_clear()
    try:
        assert "10.4: '6{,}813' in cell 0 of 10-copy" in leaks(tmp_path / "10-copy.ipynb")
    finally:
        sight._cells.cache_clear()


def test_lesson_00_does_not_print_its_own_exercises_answer():
    """Lesson 00 asks for the chance of no red card; its table of red cards stops short."""
    import json

    from logo_kit.exact import hypergeometric

    no_red = hypergeometric(population=55, successes=14, draws=7)[0]
    cells = json.loads((NOTEBOOKS / "00-start-here.ipynb").read_text())["cells"]
    text = json.dumps(cells)
    assert [s for s in spellings(no_red) if s in text] == []
