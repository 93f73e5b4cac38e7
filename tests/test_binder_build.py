"""Simulate Binder's build: an environment made from binder/ alone has what the lessons import.

Binder (repo2docker) reads only ``binder/``: it pip-installs
``binder/requirements.txt`` from the repository root, then runs
``binder/postBuild``. Docker is not available here, so this test does the
same in a fresh virtual environment built from a copy of the repository.
Then, in that environment and from the lessons' folder (where a Jupyter
kernel starts), it runs every import statement found in the lessons' code
cells and starts an ipykernel. If a lesson needs a package that binder/
forgets, this fails. The lessons' outputs are checked by nbval in ``make test``
(one copy of each check); here one student version runs end to end.

Binder is for students: postBuild serves the student build of
``make worksheets``, so the test checks that no answer key is served — no
``logo_lessons/bank``, no solution in a lesson, no teacher's guide, no tests,
no git history — and that the lessons' checks still work from the salted hashes.
"""

from __future__ import annotations

import ast
import json
import os
import shutil
import subprocess
import venv
from fractions import Fraction
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
IGNORED = shutil.ignore_patterns(
    ".venv",
    ".git",
    "build",
    "dist",
    "*.egg-info",
    "__pycache__",
    "artifacts",
    ".*_cache",
    ".hypothesis",
)


def _run(args: list[str], **kwargs) -> subprocess.CompletedProcess:
    result = subprocess.run(args, capture_output=True, text=True, timeout=1200, **kwargs)
    assert result.returncode == 0, (
        f"{args} failed:\n{result.stdout[-4000:]}\n{result.stderr[-4000:]}"
    )
    return result


@pytest.mark.slow
@pytest.mark.full  # make test-all: builds a fresh environment
# pip installs, then postBuild builds the student versions: about 9 minutes alone on 2 cores
@pytest.mark.timeout(1800, method="thread")
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
    (repo / ".git").mkdir()  # Binder's copy has the history, which holds the answer key
    (repo / ".git" / "HEAD").write_text("ref: refs/heads/main\n")
    # repo2docker runs postBuild in REPO_DIR; elsewhere it leaves the teacher's files alone.
    _run(["bash", "binder/postBuild"], cwd=repo, env={**env, "REPO_DIR": str(repo)})
    served_without_key(repo, python)

    notebooks = sorted((repo / "notebooks").glob("*.ipynb"))
    imports = lesson_imports(notebooks)
    assert any("logo_kit" in line for line in imports), imports
    script = "\n".join(
        ["import sys, logo_kit", "failed = []"]
        + [
            f"try:\n    {line}\nexcept Exception as e:\n    failed.append(({line!r}, repr(e)))"
            for line in imports
        ]
        + [
            "print('logo_kit from', logo_kit.__file__)",
            "print('failed:', failed)",
            "sys.exit(1 if failed else 0)",
        ]
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


def served_without_key(repo: Path, python: Path) -> None:
    """What Binder serves after postBuild: every lesson, as its student version, and the
    student package, whose checks work without the teacher's bank."""
    served = repo / "notebooks"
    assert not (served / "logo_lessons" / "bank").exists()
    assert (served / "logo_lessons" / "answers.json").exists()
    assert not (served / "01-teacher-guide.ipynb").exists()
    assert not (repo / ".git").exists()
    assert not (repo / "tests").exists()  # it holds the exercises' answers worked by hand
    lessons = sorted(
        p.name
        for p in (ROOT / "notebooks").glob("[1-9][0-9]-*.ipynb")
        if p.name != "01-teacher-guide.ipynb"
    )
    assert sorted(p.name for p in served.glob("[1-9][0-9]-*.ipynb")) == lessons
    assert (served / "00-start-here.ipynb").exists()
    for lesson in served.glob("*.ipynb"):
        assert "BEGIN SOLUTION" not in lesson.read_text(), lesson.name
    # nbgrader made the student versions and was removed: no grading menus for students.
    shown = subprocess.run([str(python), "-m", "pip", "show", "nbgrader"], capture_output=True)
    assert shown.returncode != 0, "nbgrader is left in the students' environment"
    # The checks work from the salted hashes alone: the right answer (worked out here by
    # the library, not read from the student's copy) passes, a wrong one does not; a small
    # answer a brute force would find is never confirmed by the student's copy.
    confirmed, small = _an_exact_answer_of_each_sort(served / "logo_lessons" / "answers.json")
    probe = "\n".join(
        [
            "import importlib.util, os, tempfile",
            "from fractions import Fraction",
            "assert importlib.util.find_spec('logo_lessons.bank') is None, 'the bank is "
            "importable'",
            "os.environ['LOGO_LESSONS_TRIES'] = tempfile.mkdtemp()",
            "from logo_lessons import check",
            f"right = Fraction('{confirmed[1]}')",
            f"assert not check('{confirmed[0]}', right / 2).correct",
            f"assert check('{confirmed[0]}', right).correct",
            f"assert \"can't be confirmed\" in check('{small[0]}', Fraction('{small[1]}')).message",
            "print('checks work without the bank')",
        ]
    )
    done = _run([str(python), "-c", probe], cwd=served)
    assert "checks work without the bank" in done.stdout
    # A student version runs from top to bottom there, its answers still blank.
    _run(
        [
            str(python),
            "-m",
            "jupyter",
            "nbconvert",
            "--to",
            "notebook",
            "--execute",
            "--output",
            "/tmp/binder-lesson-30-run.ipynb",
            "30-billionaire-bust-odds.ipynb",
        ],
        cwd=served,
    )
    no_answer_in_plain_text(repo)


def no_answer_in_plain_text(tree: Path) -> None:
    """Nothing served spells an exercise's answer (the search the lessons' tests run on
    the tree laid out without building, here on what postBuild really left)."""
    import sys

    sys.path.insert(0, str(ROOT / "tests" / "lessons"))
    from plain_text import answers_in
    from test_no_answer_in_plain_text import ALLOWED, _where

    assert [hit for hit in answers_in(tree) if _where(hit) not in ALLOWED] == []


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
        {
            "cell_type": "code",
            "source": [
                "%matplotlib inline\n",
                "import numpy as np\n",
                "from logo_kit import exact",
            ],
        },
        {
            "cell_type": "code",
            "source": ["if True:\n", "    import fractions\n", "import numpy as np"],
        },
    ]
    path = tmp_path / "lesson.ipynb"
    path.write_text(json.dumps({"cells": cells}))
    assert lesson_imports([path]) == [
        "import numpy as np",
        "from logo_kit import exact",
        "import fractions",
    ]


def _an_exact_answer_of_each_sort(answers: Path) -> tuple[tuple[str, Fraction], ...]:
    """A graded exact exercise the student's copy confirms, and one it cannot (its answer
    is small enough to guess), each with its answer from the teacher's bank."""
    from logo_lessons.bank import BANK

    exact = {
        key: entry
        for key, entry in json.loads(answers.read_text())["exercises"].items()
        if entry["kind"] == "exact" and entry["graded"]
    }
    confirmed = next(key for key, entry in exact.items() if entry["answer"])
    small = next(key for key, entry in exact.items() if not entry["answer"])
    return tuple((key, Fraction(BANK.get(key).expected())) for key in (confirmed, small))
