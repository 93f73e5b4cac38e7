"""Docstring examples in the boards run too."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import logo_kit.widgets

MODULES = sorted(
    name for _, name, _ in pkgutil.walk_packages(logo_kit.widgets.__path__, "logo_kit.widgets.")
)


@pytest.mark.parametrize("module_name", MODULES)
def test_docstring_examples(module_name):
    module = importlib.import_module(module_name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    assert result.failed == 0, f"{result.failed} doctest example(s) failed in {module_name}"
