"""Write one small notebook per board into apps/, for ``make apps`` (Voilà).

Voilà runs a notebook and shows only its outputs, so each app is a title,
one line of help, the print view (apps/print-view.html: how the page prints
on one A4 sheet) and the board. The list below is the source; the
notebooks in apps/ are generated from it (``python tools/make_apps.py``)
and a test checks that every board exported by logo_kit.widgets has an app.

``python tools/make_apps.py serve [PORT] [POOL]`` (what ``make apps`` runs) serves
them with tools/app_server.py (Voilà with bounded kernels and light pages) and
:data:`SERVE_ARGS`: each app's kernel is started and its notebook run *before* anyone
asks for it (Voilà's preheated kernels, a pool of ``POOL`` per app, default 1), so a
student's page only has to connect to a board that is already built. ``make bench``
measures the first render with and without (benchmarks/bench_voila.py).
"""

from __future__ import annotations

import math
import os
import re
import sys
from pathlib import Path

import nbformat
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook

ROOT = Path(__file__).resolve().parents[1]
APPS_DIR = ROOT / "apps"
LESSONS_DIR = ROOT / "notebooks"

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
    "class-predictions": (
        "PredictionBoard",
        "",
        "Class predictions: send your guess",
        "Before the lesson works an answer out, predict it. Choose the exercise your teacher "
        "names, type your guess, the class code and your name, and send: your guess becomes "
        "one dot on your teacher's board, with no name. Sending again replaces it until your "
        "teacher reveals the answer.",
    ),
}


CLASS_EXPERIMENT_APPS = ("logo-experiment", "lore-hat-check", "billionaire-draw-to-bust")
"""The apps with a **Send to the class** switch: what a live class opens at once (a test
checks that these are exactly the boards with a class experiment)."""


def lesson_apps(lesson: str, *, experiments_only: bool = True) -> list[str]:
    """The apps whose boards lesson ``lesson`` (its number, e.g. ``"11"``, or its file's
    stem) uses, in :data:`APPS`'s order; only its class experiments unless told otherwise.

    >>> lesson_apps("11")
    ['logo-experiment']
    >>> lesson_apps("10", experiments_only=False)
    ['logo-hand-lab']
    """
    fine = re.fullmatch(r"[0-9A-Za-z-]+", lesson or "")
    matches = sorted(LESSONS_DIR.glob(f"{lesson}*.ipynb")) if fine else []
    if len(matches) != 1:
        known = ", ".join(p.stem[:2] for p in sorted(LESSONS_DIR.glob("[0-9][0-9]-*.ipynb")))
        raise ValueError(f"No lesson {lesson!r}: the lessons are {known}.")
    code = "\n".join(
        cell.source for cell in nbformat.read(matches[0], 4).cells if cell.cell_type == "code"
    )
    wanted = CLASS_EXPERIMENT_APPS if experiments_only else tuple(APPS)
    found = [stem for stem in APPS if stem in wanted and re.search(rf"\b{APPS[stem][0]}\b", code)]
    if not found:
        kind = "class experiment" if experiments_only else "board"
        raise ValueError(
            f"Lesson {matches[0].stem} has no {kind} app; name the apps instead (APPS=…): "
            + ", ".join(APPS)
        )
    return found


def preheat_plan(students: int, apps: list[str] | tuple[str, ...]) -> dict[str, int]:
    """Preheated kernels per app for a class of ``students`` spread over ``apps`` (those
    the class opens at once): enough for every student, e.g. 30 over 3 apps is 10 each.

    >>> preheat_plan(30, ["logo-experiment", "lore-hat-check", "billionaire-draw-to-bust"])
    {'logo-experiment': 10, 'lore-hat-check': 10, 'billionaire-draw-to-bust': 10}
    """
    if not isinstance(students, int) or not 0 <= students <= MAX_STUDENTS:
        raise ValueError(f"students must be 0 to {MAX_STUDENTS}, not {students!r}.")
    unknown = [app for app in apps if app not in APPS]
    if unknown or not apps:
        raise ValueError(f"Unknown apps {unknown or apps!r}: the apps are {', '.join(APPS)}.")
    each = math.ceil(students / len(apps))
    return {app: each for app in dict.fromkeys(apps)}


MAX_STUDENTS = 200
"""The most students one server is asked to preheat for (a hub serves bigger classes)."""


# The teacher's board of a live class: served apart from the students' apps (``make class``
# serves apps/ to students and teacher/ to the teacher alone, behind a token).
TEACHER_DIR = APPS_DIR.parent / "teacher"
TEACHER_APPS: dict[str, tuple[str, str, str, str]] = {
    "class-teacher": (
        "TeacherBoard",
        "answers=answer_key()",
        "Live class: the teacher's view",
        "**Experiments**: your students' results, pooled as they arrive, beside the exact "
        "answer (students open the experiment apps, turn on Send to the class and type the "
        "class code). **Predictions**: the class's guesses as dots, the answer hidden until "
        "you press Reveal (students send them from a lesson's prediction cell, or from the "
        "Class predictions app).",
    ),
}
TEACHER_SETUP = {
    "imports": "import sys\nfrom pathlib import Path",
    "setup": (
        "# the lessons beside this folder, for their answer key: Reveal reads it here, on the\n"
        "# teacher's side only (the class pool never holds an answer)\n"
        'sys.path.append(str(Path.cwd().parent / "notebooks"))\n'
        "from logo_lessons.classroom import answer_key"
    ),
}
"""What the teacher's board cell runs around its board: the lessons' answer key."""

# Shows apps/print-view.html (styles and a script, nothing visible): printing the page
# puts the board's state and numbers on one A4 page.
PRINT_VIEW_CELL = (
    "from pathlib import Path\n\n"
    "from IPython.display import HTML\n\n"
    'HTML(Path("print-view.html").read_text())  # how this page prints'
)


def app_notebook(
    board: str,
    arguments: str,
    title: str,
    help_text: str,
    *,
    print_view: bool = True,
    imports: str = "",
    setup: str = "",
) -> nbformat.NotebookNode:
    """The app's notebook: its title and help, the print view, and the board's cell
    (``imports`` before the board's own import, ``setup`` lines run after it)."""
    cells = [new_markdown_cell(f"# {title}\n\n{help_text}")]
    if print_view:
        cells.append(new_code_cell(PRINT_VIEW_CELL))
    parts = [imports, f"from logo_kit.widgets import {board}", setup, f"{board}({arguments})"]
    cells.append(new_code_cell("\n\n".join(part for part in parts if part)))
    notebook = new_notebook(cells=cells)
    for index, cell in enumerate(notebook.cells):
        cell.id = f"{board.lower()}-{index}"  # fixed ids: regenerating changes nothing
    notebook.metadata["kernelspec"] = {
        "name": "python3",
        "display_name": "Python 3 (ipykernel)",
        "language": "python",
    }
    return notebook


def app_options(folder: Path) -> dict:
    """How the apps of ``folder`` are written: the students' with the print view, the
    teacher's with the answer key's setup."""
    if folder == APPS_DIR:
        return {"print_view": True}
    return {"print_view": False, **TEACHER_SETUP}


def board_cell(stem: str) -> str:
    """The code of app ``stem``'s board cell, as its notebook runs it."""
    folder, apps = (TEACHER_DIR, TEACHER_APPS) if stem in TEACHER_APPS else (APPS_DIR, APPS)
    return app_notebook(*apps[stem], **app_options(folder)).cells[-1].source


def build_board(stem: str):
    """Run app ``stem``'s board cell here and return its board (for tests)."""
    namespace: dict = {}
    *setup, last = board_cell(stem).strip().splitlines()
    exec("\n".join(setup), namespace)
    return eval(last, namespace)


SERVER = ROOT / "tools" / "app_server.py"
SERVE_ARGS = (
    "--preheat_kernel=True",  # start each app's kernel and run it before it is asked for
    # a busy machine may take longer than nbclient's 4 s between outputs: with the
    # default, a preheated app can lose its board's output and show an empty page
    "--VoilaExecutor.iopub_timeout=120",
    # lab extensions a board never uses (and that fail to load in Voilà)
    "--VoilaConfiguration.extension_denylist="
    "['@jupyter/nbgrader', '@jupyter-notebook/lab-extension']",
)
"""Voilà options for serving the apps (``make apps``, ``make class``, the benchmarks)."""

NO_LOGIN_ARGS = (
    # a closed page asks Voilà to shut its kernel down (a POST without an _xsrf field,
    # voila-dashboards/voila#1458), which Voilà refuses by default, so every visit left a
    # ~160 MB kernel running until the server stopped. The apps have no login: the check
    # guards nothing here, and a kernel's id is an unguessable UUID. (Behind a login, as
    # the teacher's board is, the check stays; the page's kernel then ends a minute
    # after the page, as any kernel whose page is gone.)
    "--Voila.tornado_settings={'disable_check_xsrf': True}",
)


def serve_command(
    port: int | str = 8866,
    pool: int = 1,
    folder: Path = APPS_DIR,
    *,
    host: str = "127.0.0.1",
    warm: dict[str, int] | None = None,
    spare: int | None = None,
    light: tuple[str, ...] | list[str] = (),
    max_kernels: int = 0,
    fill_delay: float = 5.0,
    login: bool = False,
) -> list[str]:
    """The command that serves ``folder``'s apps (tools/app_server.py): ``pool`` preheated
    kernels per app, or ``warm`` (app → kernels) for the apps named there and none for
    the others; after the first visits a warm app keeps ``spare`` ready. ``light`` apps
    leave plotly.js out; ``max_kernels`` caps the kernels (0: sized to memory);
    ``fill_delay`` is how long after a visit its app's pool is refilled; ``login``: the
    pages are behind a token (the teacher's board). ``port="{port}"`` leaves the port to
    ``tools.serving.serve``, which picks a free one."""
    if not 0 <= pool <= 16:
        raise ValueError(f"pool must be 0 to 16 kernels per app, got {pool}.")
    command = [
        sys.executable,
        str(SERVER),
        str(folder),
        "--no-browser",
        f"--Voila.ip={host}",
        f"--port={port}",
        # a port chosen by tools.serving is that port or an exit (and serving tries
        # another): Voilà would otherwise move to a port nobody is told about
        *(["--Voila.port_retries=0"] if port == "{port}" else []),
        *SERVE_ARGS,
        *(() if login else NO_LOGIN_ARGS),
        f"--pool_size={0 if warm else pool}",
        f"--ClassroomVoila.fill_delay={fill_delay}",
        f"--BoundedKernelManager.max_kernels={max_kernels}",
    ]
    if warm:
        kernels = {f"{app}.ipynb": n for app, n in warm.items()}
        command.append(f"--ClassroomVoila.warm={kernels!r}")
        if spare is not None:
            command.append(f"--ClassroomVoila.spare={spare}")
    if light:
        command.append(f"--ClassroomVoila.light_apps={list(light)!r}")
    return command


def plain_command(port: int | str, folder: Path = APPS_DIR) -> list[str]:
    """Plain Voilà over ``folder``'s apps, as they were served before tools/app_server.py
    (no preheating, nothing compressed, plotly.js on every page): the benchmarks'
    baseline. ``port="{port}"`` leaves the port to ``tools.serving.serve``."""
    return [
        sys.executable,
        "-m",
        "voila",
        str(folder),
        "--no-browser",
        "--Voila.ip=127.0.0.1",
        f"--port={port}",
        "--Voila.port_retries=0",  # that port or an exit: Voilà would otherwise move
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
            nbformat.write(app_notebook(*spec, **app_options(folder)), path)
            print(f"wrote {path.relative_to(APPS_DIR.parent)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
