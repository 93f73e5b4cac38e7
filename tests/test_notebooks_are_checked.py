"""The lessons are really checked: stored outputs exist, and a changed number fails nbval."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb"))
SANITIZE = ROOT / "notebooks" / "nbval-sanitize.cfg"


def _code_cells(path: Path) -> list[dict]:
    return [c for c in json.loads(path.read_text())["cells"] if c["cell_type"] == "code"]


def test_there_are_lessons():
    assert ROOT / "notebooks" / "00-start-here.ipynb" in NOTEBOOKS


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_every_code_cell_has_stored_outputs(path):
    # A notebook with cleared outputs is compared against nothing and would pass silently.
    for index, cell in enumerate(_code_cells(path)):
        assert cell["execution_count"] is not None, f"{path.name} cell {index} was never run"
        assert cell["outputs"], f"{path.name} cell {index} has no stored output to check"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_no_widget_state_or_tracebacks_are_stored(path):
    notebook = json.loads(path.read_text())
    assert "widgets" not in notebook["metadata"], "store_widget_state=False when executing"
    for cell in _code_cells(path):
        for output in cell["outputs"]:
            assert output["output_type"] != "error", f"{path.name} stores an error"


def _run_nbval(notebook: Path) -> subprocess.CompletedProcess:
    return subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-p",
            "no:cacheprovider",
            "--nbval",
            "--nbval-current-env",
            "--nbval-sanitize-with",
            str(SANITIZE),
            str(notebook),
        ],
        cwd=notebook.parent,
        capture_output=True,
        text=True,
        timeout=300,
    )


def _tiny_lesson(stored: str) -> dict:
    """A one-cell notebook that prints the mean number of red cards in a 7-card LOGO hand,
    with ``stored`` as its stored output (a whole lesson would make this test take a
    minute; the check is the same)."""
    source = "from logo_kit.exact import hypergeometric\nprint(hypergeometric(55, 14, 7).mean())"
    cell = {
        "cell_type": "code",
        "execution_count": 1,
        "id": "mean-reds",
        "metadata": {},
        "source": source,
        "outputs": [{"output_type": "stream", "name": "stdout", "text": stored + "\n"}],
    }
    return {
        "cells": [cell],
        "metadata": {
            "kernelspec": {"name": "python3", "language": "python", "display_name": "Python 3"}
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }


@pytest.mark.slow
def test_a_changed_stored_number_makes_nbval_fail(tmp_path):
    original = tmp_path / "original.ipynb"
    original.write_text(json.dumps(_tiny_lesson("98/55")))
    assert _run_nbval(original).returncode == 0  # the control: the true number passes

    tampered = tmp_path / "tampered.ipynb"
    tampered.write_text(json.dumps(_tiny_lesson("99/55")))
    result = _run_nbval(tampered)
    assert result.returncode != 0
    assert "99/55" in result.stdout and "98/55" in result.stdout  # it names the difference
