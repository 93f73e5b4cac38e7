"""Simulate Binder's build: a fresh environment from binder/ alone runs every lesson under nbval.

Binder (repo2docker) reads only ``binder/``: it pip-installs
``binder/requirements.txt`` from the repository root, then runs
``binder/postBuild``. Docker is not available here, so this test does the
same in a fresh virtual environment built from a copy of the repository,
registers that environment as a Jupyter kernel, and has nbval run every
notebook on that kernel. If a lesson needs a package that binder/ forgets,
this fails.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import venv
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
pytestmark = pytest.mark.slow
IGNORED = shutil.ignore_patterns(
    ".venv", ".git", "build", "dist", "*.egg-info", "__pycache__", "artifacts", ".*_cache"
)


def _run(args: list[str], **kwargs) -> subprocess.CompletedProcess:
    result = subprocess.run(args, capture_output=True, text=True, timeout=1200, **kwargs)
    assert result.returncode == 0, (
        f"{args} failed:\n{result.stdout[-4000:]}\n{result.stderr[-4000:]}"
    )
    return result


def test_binder_files_build_an_environment_that_runs_every_lesson(tmp_path):
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

    # The lessons' kernel is the Binder environment; nbval itself runs from the test tools.
    kernels = tmp_path / "jupyter" / "kernels" / "binder-sim"
    kernels.mkdir(parents=True)
    spec = {
        "argv": [str(python), "-m", "ipykernel_launcher", "-f", "{connection_file}"],
        "display_name": "Binder simulation",
        "language": "python",
    }
    (kernels / "kernel.json").write_text(json.dumps(spec))
    check_env = {**os.environ, "JUPYTER_PATH": str(tmp_path / "jupyter")}
    check_env.pop("PLOTLY_RENDERER", None)
    notebooks = sorted(str(p) for p in (repo / "notebooks").glob("*.ipynb"))
    assert notebooks
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-p",
            "no:cacheprovider",
            "-c",
            os.devnull,
            "--rootdir",
            str(repo),
            "--nbval",
            "--nbval-kernel-name",
            "binder-sim",
            "--nbval-sanitize-with",
            str(repo / "notebooks" / "nbval-sanitize.cfg"),
            *notebooks,
        ],
        cwd=repo,
        env=check_env,
        capture_output=True,
        text=True,
        timeout=1800,
    )
    assert result.returncode == 0, result.stdout[-6000:]
    assert " passed" in result.stdout
    # The kernel really was the Binder environment, not this one.
    probe = _run(
        [str(python), "-c", "import logo_kit, sys; print(logo_kit.__file__)"], cwd=tmp_path
    )
    assert str(env_dir) in probe.stdout
