"""The examples in the lessons' package docstrings run (the core's are in test_doctests)."""

import doctest
import importlib

import pytest

MODULES = [
    "logo_lessons.keys",
    "logo_lessons.guesses",
    "logo_lessons.bank.exercise",
    "logo_lessons.decimals",
    "logo_lessons.judging",
    "logo_lessons.strength",
    "logo_lessons.tries",
    "logo_lessons.bank.logo",
    "logo_lessons.lesson10",
    "logo_lessons.lesson11",
    "logo_lessons.lesson12",
    "logo_lessons.bank.lore",
    "logo_lessons.bank.billionaire",
    "logo_lessons.bank.billionaire.lesson31",
]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0 and result.failed == 0
