"""Simulate Binder's build: an environment made from binder/ alone has what the lessons import.

Binder (repo2docker) reads only ``binder/``: it pip-installs
``binder/requirements.txt`` from the repository root, then runs
``binder/postBuild``. Docker is not available here, so this test does the
same in a fresh virtual environment built from a copy of the repository.
Then, in that environment and from the lessons' folder (where a Jupyter
kernel starts), it runs every import statement found in the lessons' code
cells and starts an ipykernel. If a lesson needs a package that binder/
forgets, this fails. The lessons themselves are not run again here: nbval
runs them in ``make test`` against their stored outputs (issue 20: one copy
of each check).
"""

from __future__ import annotations

import ast
import json
import os
import shutil
import subprocess
import venv
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
IGNORED = shutil.ignore_patterns(
    ".venv", ".git", "build", "dist", "*.egg-info", "__pycache__", "artifacts", ".*_cache"
)


def _run(args: list[str], **kwargs) -> subprocess.CompletedProcess:
    result = subprocess.run(args, capture_output=True, text=True, timeout=1200, **kwargs)
    assert result.returncode == 0, (
        f"{args} failed:\n{result.stdout[-4000:]}\n{result.stderr[-4000:]}"
    )
    return result


@pytest.mark.slow
@pytest.mark.full  # make test-all: builds a fresh environment
def test_binder_files_build_an_environment_with_every_lesson_import(tmp_path):
    repo = tmp_path / "repo"
    shutil.copytree(ROOT, repo, ignore=IGNORED)
    env_dir = tmp_path / "binder-env"
    venv.create(env_dir, with_pip=True)
    python = env_dir / "bin" / "python"
    quiet = ["--quiet", "--disable-pip-version-check"]
    # As repo2docker does: from the repository root, only what binder/ says.
    _run([str(python), "-m", "pip", "install", *quiet, "-r", "binder/requirements.txt"], cwd=repo)
    env = {**os.environ, "PATH": f"{env_dir / 'bin'}:{os.environ['PATH']}"}
    _run(["bash", "binder/postBuild"], cwd=repo, env=env)

    notebooks = sorted((repo / "notebooks").glob("*.ipynb"))
    imports = lesson_imports(notebooks)
    assert any("logo_kit" in line for line in imports), imports
    script = "\n".join(
        ["import sys, logo_kit", "failed = []"]
        + [f"try:\n    {line}\nexcept Exception as e:\n    failed.append(({line!r}, repr(e)))"
           for line in imports]
        + ["print('logo_kit from', logo_kit.__file__)", "print('failed:', failed)",
           "sys.exit(1 if failed else 0)"]
    )
    check_env = {**env}
    check_env.pop("PLOTLY_RENDERER", None)
    probe = _run([str(python), "-c", script], cwd=repo / "notebooks", env=check_env)
    assert str(env_dir) in probe.stdout, "logo_kit must come from the Binder environment"
    # A kernel can start there (what JupyterLab on Binder does first), and JupyterLab is there.
    _run([str(python), "-m", "ipykernel_launcher", "--help"], cwd=repo / "notebooks")
    _run([str(python), "-m", "jupyterlab", "--version"], cwd=repo)
    # postBuild ran: the lab settings that skip the news pop-up are in the environment.
    assert (env_dir / "share" / "jupyter" / "lab" / "settings" / "overrides.json").exists()


def lesson_imports(notebooks: list[Path]) -> list[str]:
    """Every distinct import statement in the lessons' code cells, in order of appearance."""
    found: dict[str, None] = {}
    for path in notebooks:
        for cell in json.loads(path.read_text())["cells"]:
            if cell["cell_type"] != "code":
                continue
            source = "".join(cell["source"])
            magic = ("%", "!")
            lines = [ln for ln in source.splitlines() if not ln.lstrip().startswith(magic)]
            try:
                tree = ast.parse("\n".join(lines))
            except SyntaxError:
                continue
            for node in ast.walk(tree):
                if isinstance(node, ast.Import | ast.ImportFrom):
                    found[ast.unparse(node)] = None
    return list(found)


def test_lesson_imports_lists_each_import_once_and_skips_magics(tmp_path):
    cells = [
        {"cell_type": "markdown", "source": ["import nothing"]},
        {"cell_type": "code", "source": ["%matplotlib inline\n", "import numpy as np\n",
                                          "from logo_kit import exact"]},
        {"cell_type": "code", "source": ["if True:\n", "    import fractions\n",
                                          "import numpy as np"]},
    ]
    path = tmp_path / "lesson.ipynb"
    path.write_text(json.dumps({"cells": cells}))
    assert lesson_imports([path]) == [
        "import numpy as np", "from logo_kit import exact", "import fractions"
    ]
