"""Execute lesson notebooks in place and store their outputs (the nbval references).

``python tools/run_notebooks.py notebooks/*.ipynb``

Outputs are what nbval later compares against, so run this only after a
deliberate change, and review the diff of the stored numbers. Widget state
is not stored (it would add megabytes and random ids).
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

import nbformat
from nbclient import NotebookClient


def execute(path: Path) -> None:
    notebook = nbformat.read(path, as_version=4)
    client = NotebookClient(
        notebook,
        timeout=600,
        kernel_name="python3",
        resources={"metadata": {"path": str(path.parent)}},
        store_widget_state=False,
    )
    client.execute()
    for cell in notebook.cells:
        cell.get("metadata", {}).pop("execution", None)  # timestamps: noise in diffs
    nbformat.write(notebook, path)
    print(f"executed {path}")


def main(paths: list[str]) -> int:
    if not paths:
        print(__doc__)
        return 2
    # the stored outputs are a first visit's: no tries used, none kept in notebooks/
    os.environ["LOGO_LESSONS_TRIES"] = tempfile.mkdtemp(prefix="logo-lessons-tries-")
    # and as a student alone sees them: no class pool, so a prediction offers no Send board
    os.environ.pop("LOGO_KIT_CLASS_POOL", None)
    for name in paths:
        execute(Path(name))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
