"""No graded or prediction answer in plain text anywhere a student gets: the tree Binder
serves (the library and its docstrings, the README, the docs, the lessons as handed
out, the lessons' package). The student build itself is searched by the worksheet and
Binder tests; this one needs no build."""

from fractions import Fraction

import pytest
from plain_text import ROOT, _too_common, answers_in, not_served, student_tree

# The same spelling for another quantity. Each names the exercise, the file and why.
ALLOWED = {
    ("31.3", "docs/tournaments.md"): "190 is a count of hung-bot turns in a measured table",
    ("31.3", "apps/print-view.html"): "190 mm is the printable width of an A4 page",
    ("12.6", "docs/studies/ai-lab.json"): "0.235 is a measured win rate of ISMCTS",
    ("30.7", "docs/studies/ai-lab.json"): "10.0% is a measured win rate of ISMCTS",
    ("20.7", "docs/studies/openspiel/learning.json"): "0.405 is a measured win rate of "
    "OpenSpiel's Q-learner",
    ("20.1", "notebooks/21-lore-star-bright.ipynb"): "lesson 21 starts from lesson 20's count "
    "of star lines (9!) and measures information against it",
    ("40.1", "notebooks/11-logo-colour-hands.ipynb"): "0.109 is the half-width of a 95% band "
    "in lesson 11's class experiment, not a chance of the deal",
    ("30.7", "notebooks/00-start-here.ipynb"): "lesson 00's board shows the first card's "
    "chance; exercise 30.7 asks the student to see that the second card's is the same",
}


@pytest.fixture(scope="module")
def served_hits(tmp_path_factory) -> list[str]:
    """Every answer spelled in the tree Binder serves (searched once for this module)."""
    return answers_in(student_tree(tmp_path_factory.mktemp("served")))


def test_the_tree_binder_serves_spells_no_answer(served_hits):
    left = [hit for hit in served_hits if _where(hit) not in ALLOWED]
    assert left == []


def _where(hit: str) -> tuple[str, str]:
    key, _, rest = hit.partition(": ")
    return key, rest.rsplit(" in ", 1)[1]


def test_every_allowance_is_still_needed(served_hits):
    found = {_where(hit) for hit in served_hits}
    assert set(ALLOWED) <= found, set(ALLOWED) - found


def test_the_search_finds_an_answer_in_a_docstring(tmp_path):
    """The test can fail: a library docstring that states lesson 20's graded answer."""
    (tmp_path / "logo_kit").mkdir()
    (tmp_path / "logo_kit" / "x.py").write_text('"""Two cards away: 1/10080."""\n')
    assert answers_in(tmp_path) == ["20.6: '1/10080' in logo_kit/x.py"]


def test_what_binder_does_not_serve_is_the_teachers():
    gone = not_served()
    for path in (
        "tests",
        ".git",
        "notebooks/01-teacher-guide.ipynb",
        "docs/timing",
        "notebooks/logo_lessons/bank",
        "tools/worksheets",
    ):
        assert path in gone
    for path in gone:
        assert path in (".git", "build", "notebooks/logo_lessons/bank") or (ROOT / path).exists(), (
            path
        )


@pytest.mark.parametrize(
    ("value", "common"),
    [
        (Fraction(1, 2), True),
        (Fraction(1, 6), True),
        (200, True),
        (Fraction(1, 8), False),
        (190, False),
        (Fraction(27, 4), False),
    ],
)
def test_only_the_commonest_spellings_are_left_to_phrases(value, common):
    assert _too_common(Fraction(value)) is common
