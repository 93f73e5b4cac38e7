"""The examples in the docstrings of logo_kit.billionaire run and give what they show."""

import doctest
import importlib

import pytest

MODULES = [
    "logo_kit.billionaire",
    "logo_kit.billionaire.board",
    "logo_kit.billionaire.deck",
    "logo_kit.billionaire.odds",
    "logo_kit.billionaire.policy",
    "logo_kit.billionaire.options",
    "logo_kit.billionaire.moves",
    "logo_kit.billionaire.views",
    "logo_kit.billionaire.game",
    "logo_kit.billionaire.players",
    "logo_kit.billionaire.stats",
    "logo_kit.billionaire.launch",
    "logo_kit.billionaire.narrate",
    "logo_kit.billionaire.experiment",
    "logo_kit.billionaire.compare",
]


@pytest.mark.parametrize("name", MODULES)
def test_doctests(name):
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0
    assert result.attempted > 0 or name == "logo_kit.billionaire"
