"""One distribution, one import root, and a core that needs no notebook stack.

Builds a wheel, installs it into a fresh virtual environment and checks what
got installed: ``logo_kit`` and ``logo_kit.widgets`` import, the wheel holds
no stray top-level package, and the core imports and computes with only
numpy and sympy present (no ipywidgets, plotly or IPython).
"""

from __future__ import annotations

import subprocess
import sys
import venv
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
# make test-all: builds a wheel and a fresh environment
pytestmark = [pytest.mark.slow, pytest.mark.full]


def _run(*args: str, cwd: Path | None = None) -> str:
    result = subprocess.run(args, cwd=cwd, capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, f"{args} failed:\n{result.stdout}\n{result.stderr}"
    return result.stdout


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    _run(sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "-w", str(out), str(ROOT))
    (built,) = out.glob("logo_kit-*.whl")
    return built


def test_every_package_directory_is_in_the_wheel(wheel):
    on_disk = {
        "/".join(("logo_kit", *p.parent.relative_to(ROOT / "logo_kit").parts, "__init__.py"))
        for p in (ROOT / "logo_kit").rglob("__init__.py")
    } | {
        "/".join(("logo_kit", "widgets", *p.parent.relative_to(ROOT / "widgets").parts))
        + "/__init__.py"
        for p in (ROOT / "widgets").rglob("__init__.py")
    }
    names = set(zipfile.ZipFile(wheel).namelist())
    assert on_disk <= names, f"packages missing from the wheel: {sorted(on_disk - names)}"


def test_wheel_has_one_import_root(wheel):
    names = zipfile.ZipFile(wheel).namelist()
    top_level = {name.split("/")[0] for name in names}
    assert {t for t in top_level if not t.endswith(".dist-info")} == {"logo_kit"}
    assert "logo_kit/widgets/__init__.py" in names
    assert "logo_kit/exact.py" in names
    assert not any(name.startswith(("tests/", "widgets/", "benchmarks/")) for name in names)


def test_core_imports_without_the_notebook_stack_then_widgets_with_it(wheel, tmp_path):
    env_dir = tmp_path / "fresh"
    venv.create(env_dir, with_pip=True)
    python = str(env_dir / "bin" / "python")
    quiet = ("--quiet", "--disable-pip-version-check")
    _run(python, "-m", "pip", "install", *quiet, "--no-deps", str(wheel))
    _run(python, "-m", "pip", "install", *quiet, "numpy", "sympy")

    core_check = (
        "import importlib, importlib.util, pkgutil, sys\n"
        "for name in ('ipywidgets', 'plotly', 'IPython', 'tqdm'):\n"
        "    assert importlib.util.find_spec(name) is None, name + ' should be absent'\n"
        "import logo_kit\n"
        "mods = [m.name for m in pkgutil.walk_packages(logo_kit.__path__, 'logo_kit.')\n"
        "        if not m.name.startswith('logo_kit.widgets')]\n"
        "for m in mods: importlib.import_module(m)\n"
        "from logo_kit.logo import hand_value\n"
        "from logo_kit.exact import hypergeometric\n"
        "assert hand_value('R1 R2 R3 R4 R5 R6 LOGO') == 0\n"
        "assert hypergeometric(4, 2, 2)[2].denominator == 6\n"
        "print(len(mods), 'core modules imported')\n"
    )
    # -I: isolated mode, so the source tree in the working directory is not imported instead.
    print(_run(python, "-I", "-c", core_check))
    widgets_missing = subprocess.run(
        [python, "-I", "-c", "import logo_kit.widgets"], capture_output=True, text=True
    )
    assert widgets_missing.returncode != 0 and "ipywidgets" in widgets_missing.stderr

    _run(python, "-m", "pip", "install", *quiet, f"{wheel}[boards]")
    _run(
        python,
        "-I",
        "-c",
        "from logo_kit.widgets import DealHandBoard; b = DealHandBoard(seed=1);"
        "assert len(b.hand) == 7",
    )
