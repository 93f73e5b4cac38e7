"""Every docstring example in the core runs and shows what it claims."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import logo_kit

CORE_MODULES = sorted(
    name
    for _, name, _ in pkgutil.walk_packages(logo_kit.__path__, prefix="logo_kit.")
    if not name.startswith("logo_kit.widgets")
)


@pytest.mark.parametrize("module_name", CORE_MODULES)
def test_docstring_examples(module_name):
    module = importlib.import_module(module_name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    assert result.failed == 0, f"{result.failed} doctest example(s) failed in {module_name}"
