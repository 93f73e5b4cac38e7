"""How pytest-xdist shares the tests between its workers (``make test``, ``make test-all``
and ``make check`` run ``-n auto --dist loadfile``).

A test file runs whole, in order, on one worker: a lesson's cells share one kernel under
nbval, a browser module shares its servers, and module fixtures (a built worksheet, a
cache of played games) are made once. A file whose tests are independent and heavy opts
out with ``pytestmark = pytest.mark.spread``: its tests go to whichever worker is free,
so one long file does not keep a core waiting for the other.

(xdist's own ``loadgroup`` cannot do this here: it renames tests to group them, and
pytest 9 no longer lets a plugin rename a test, so every test stays ungrouped.)
"""

from __future__ import annotations

import os
import tempfile
from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent

# ``check`` keeps the tries a student used in a file beside the notebook: the lessons
# under nbval (and every test) keep theirs in a fresh folder, never in notebooks/.
os.environ["LOGO_LESSONS_TRIES"] = tempfile.mkdtemp(prefix="logo-lessons-tries-")
# and as a student alone sees them: no class pool, so a prediction offers no Send board
os.environ.pop("LOGO_KIT_CLASS_POOL", None)

# Notebooks under tests/fixtures are inputs of the worksheet tests (their exercises exist
# only while those tests run), not lessons: nbval does not run them.
collect_ignore_glob = ["tests/fixtures/*/*.ipynb"]
SPREAD_MARK = "pytest.mark.spread"


@cache
def is_spread(path: str) -> bool:
    """True when the test file at ``path`` (relative to the repository) marks its tests
    ``spread``."""
    file = ROOT / path
    return file.suffix == ".py" and file.is_file() and SPREAD_MARK in file.read_text()


def pytest_xdist_make_scheduler(config: pytest.Config, log):
    """With ``--dist loadfile``: whole files to a worker, except spread files' tests."""
    if config.getvalue("dist") != "loadfile":
        return None  # xdist's own scheduler for any other mode
    from xdist.scheduler import LoadScopeScheduling

    class FilesUnlessSpread(LoadScopeScheduling):
        def _split_scope(self, nodeid: str) -> str:
            path = nodeid.split("::", 1)[0]
            return nodeid if is_spread(path) else path

    return FilesUnlessSpread(config, log)
