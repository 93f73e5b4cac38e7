"""Write one small notebook per board into apps/, for ``make apps`` (Voilà).

Voilà runs a notebook and shows only its outputs, so each app is a title,
one line of help, the print view (apps/print-view.html: how the page prints
on one A4 sheet) and the board. The list below is the source; the
notebooks in apps/ are generated from it (``python tools/make_apps.py``)
and a test checks that every board exported by logo_kit.widgets has an app.

``python tools/make_apps.py serve [PORT] [POOL]`` (what ``make apps`` runs) serves
them with Voilà and :data:`SERVE_ARGS`: each app's kernel is started and its notebook
run *before* anyone asks for it (Voilà's preheated kernels, a pool of ``POOL`` per
app, default 1), so a student's page only has to connect to a board that is already
built. ``make bench`` measures the first render with and without (benchmarks/
bench_voila.py).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import nbformat
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook

APPS_DIR = Path(__file__).resolve().parents[1] / "apps"

# file stem → (board class, constructor arguments, title, one line of help)
APPS: dict[str, tuple[str, str, str, str]] = {
    "logo-deal-hand": (
        "DealHandBoard",
        "seed=2026",
        "LOGO: deal a hand",
        "Deal a 7-card hand or type one; see its total, its value and whether it is a colour hand.",
    ),
    "logo-hand-lab": (
        "HandLabBoard",
        "seed=2026",
        "LOGO: hand lab",
        "Deal or type a hand: its value, its chances of becoming a colour hand over the next "
        "draws, and whether to declare LOGO against your opponents.",
    ),
    "logo-table": (
        "TableBoard",
        'bots=("Greedy", "Calculator"), seed=2026, target_score=100, hints=True',
        "LOGO: the table",
        "Play rounds of LOGO against two bots: take, discard, use actions, answer with Stop, "
        "declare LOGO; with the calculator's hints and a running score sheet.",
    ),
    "logo-experiment": (
        "ExperimentBoard",
        "seed=2026",
        "LOGO: class experiment",
        "Deal 7 cards and count the red ones; pool the class's tallies and compare them "
        "with the exact chances.",
    ),
    "lore-star-line": (
        "StarLineBoard",
        'mode="bright", seed=2026',
        "Logic & Lore: star line",
        "Find a hidden star line by asking questions about two cards at a time; see how many "
        "lines are still possible, the chance of each card's value, and which question is "
        "worth the most.",
    ),
    "lore-duel": (
        "DuelBoard",
        'mode="bright", bot="advisor", seed=2026',
        "Logic & Lore: duel",
        "Play a whole game against a bot: move your cards, ask about two at a time, and watch "
        "the exact chances of your own line while the bot hunts for its own.",
    ),
    "lore-hat-check": (
        "HatCheckBoard",
        "seed=2026",
        "Logic & Lore: the hat-check experiment",
        "Shuffle your star cards, deal them into lanes 1-9 and count the cards home; pool the "
        "class's counts and compare them with the exact chances (derangements).",
    ),
    "billionaire-risky-business": (
        "RiskyBusinessBoard",
        'deck="bull", seed=2026',
        "LOGO Billionaire: Risky Business",
        "Draw Risky Business cards for value or stop before a BUST; see the exact odds and "
        "what the optimal rules would do.",
    ),
    "billionaire-draw-to-bust": (
        "DrawToBustBoard",
        'deck="bull", seed=2026',
        "LOGO Billionaire: draw to BUST",
        "The class experiment: each group shuffles the Risky Business deck and turns cards "
        "until a BUST, counting the safe cards first; enter every group's counts and see the "
        "pooled results against the exact distribution.",
    ),
    "billionaire-boardroom": (
        "BoardroomBoard",
        'bots=("EV-optimal", "target-optimal"), seed=2026',
        "LOGO Billionaire: Boardroom",
        "Play an Apprentice game against two bots, with the launch advice beside you.",
    ),
}


# The teacher's board of a live class: served apart from the students' apps (``make class``
# serves apps/ to students and teacher/ to the teacher alone, behind a token).
TEACHER_DIR = APPS_DIR.parent / "teacher"
TEACHER_APPS: dict[str, tuple[str, str, str, str]] = {
    "class-teacher": (
        "TeacherBoard",
        "",
        "Live class experiment: the teacher's view",
        "Your students' results, pooled as they arrive, beside the exact answer. Students "
        "open the experiment apps, turn on Send to the class and type the class code.",
    ),
}

# Shows apps/print-view.html (styles and a script, nothing visible): printing the page
# puts the board's state and numbers on one A4 page.
PRINT_VIEW_CELL = (
    "from pathlib import Path\n\n"
    "from IPython.display import HTML\n\n"
    'HTML(Path("print-view.html").read_text())  # how this page prints'
)


def app_notebook(
    board: str, arguments: str, title: str, help_text: str, *, print_view: bool = True
) -> nbformat.NotebookNode:
    cells = [new_markdown_cell(f"# {title}\n\n{help_text}")]
    if print_view:
        cells.append(new_code_cell(PRINT_VIEW_CELL))
    cells.append(new_code_cell(f"from logo_kit.widgets import {board}\n\n{board}({arguments})"))
    notebook = new_notebook(cells=cells)
    for index, cell in enumerate(notebook.cells):
        cell.id = f"{board.lower()}-{index}"  # fixed ids: regenerating changes nothing
    notebook.metadata["kernelspec"] = {
        "name": "python3",
        "display_name": "Python 3 (ipykernel)",
        "language": "python",
    }
    return notebook


SERVE_ARGS = (
    "--preheat_kernel=True",  # start each app's kernel and run it before it is asked for
    # a busy machine may take longer than nbclient's 4 s between outputs: with the
    # default, a preheated app can lose its board's output and show an empty page
    "--VoilaExecutor.iopub_timeout=120",
    # a closed page asks Voilà to shut its kernel down (a POST without an _xsrf field,
    # voila-dashboards/voila#1458), which Voilà refuses by default, so every visit left a
    # ~160 MB kernel running until the server stopped. The apps have no login: the check
    # guards nothing here, and a kernel's id is an unguessable UUID
    "--Voila.tornado_settings={'disable_check_xsrf': True}",
    # lab extensions a board never uses (and that fail to load in Voilà)
    "--VoilaConfiguration.extension_denylist="
    "['@jupyter/nbgrader', '@jupyter-notebook/lab-extension']",
)
"""Voilà options for serving the apps (``make apps``, and the benchmark's preheated server)."""


def serve_command(port: int = 8866, pool: int = 1, folder: Path = APPS_DIR) -> list[str]:
    """The command that serves ``folder``'s apps with preheated kernels, ``pool`` per app."""
    if not 0 <= pool <= 16:
        raise ValueError(f"pool must be 0 to 16 kernels per app, got {pool}.")
    return [
        sys.executable,
        "-m",
        "voila",
        str(folder),
        "--no-browser",
        "--Voila.ip=127.0.0.1",
        f"--port={port}",
        *SERVE_ARGS,
        f"--pool_size={pool}",
    ]


def main(argv: list[str]) -> int:
    if argv[:1] == ["serve"]:
        port = int(argv[1]) if len(argv) > 1 else 8866
        pool = int(argv[2]) if len(argv) > 2 else 1
        command = serve_command(port, pool)
        os.execv(command[0], command)  # Voilà in this process: Ctrl-C stops it
    for folder, apps in ((APPS_DIR, APPS), (TEACHER_DIR, TEACHER_APPS)):
        folder.mkdir(exist_ok=True)
        for stem, spec in apps.items():
            path = folder / f"{stem}.ipynb"
            nbformat.write(app_notebook(*spec, print_view=folder == APPS_DIR), path)
            print(f"wrote {path.relative_to(APPS_DIR.parent)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
