"""Every lesson test starts with no tries used and no predictions made, in a try book of
its own (``check`` keeps tries in a file beside the notebook: never the repository's)."""

import pytest

from logo_lessons import checking, tries


@pytest.fixture(autouse=True)
def fresh_tries(monkeypatch, tmp_path):
    monkeypatch.setenv(tries.FOLDER_VARIABLE, str(tmp_path))
    monkeypatch.setattr(checking, "_book", None)
    monkeypatch.setattr(checking, "_predictions", {})
    monkeypatch.delenv("NBGRADER_EXECUTION", raising=False)
