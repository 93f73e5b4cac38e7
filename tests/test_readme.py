"""The README's examples run and show what they claim."""

from __future__ import annotations

import doctest
from pathlib import Path

README = Path(__file__).resolve().parents[1] / "README.md"


def test_readme_examples():
    text = README.read_text()
    parser = doctest.DocTestParser()
    test = parser.get_doctest(text, {}, "README.md", str(README), 0)
    assert test.examples, "the README should show a runnable example"
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    runner.run(test)
    assert runner.failures == 0


def test_readme_gives_the_two_commands_first():
    text = README.read_text()
    first_block = text.index("```bash")
    assert "make lab" in text[first_block : first_block + 300]
    assert "make test" in text[first_block : first_block + 300]
