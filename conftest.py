"""How pytest-xdist shares the tests between its workers (``make test`` and ``make check``
run ``-n auto --dist loadgroup``).

A test file runs whole, in order, on one worker: a lesson's cells share one kernel under
nbval, a browser module shares its servers, and module fixtures (a built worksheet, a
cache of played games) are made once. A file whose tests are independent and heavy opts
out with ``pytestmark = pytest.mark.spread``: its tests go to whichever worker is free, so
one long file does not keep a core waiting for the other (issue 20).
"""

from __future__ import annotations

import pytest


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if not config.pluginmanager.hasplugin("xdist"):
        return  # one process: nothing to share out
    for item in items:
        if item.get_closest_marker("spread") is None:
            item.add_marker(pytest.mark.xdist_group(str(item.path)))
