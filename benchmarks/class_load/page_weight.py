"""What a student's first page transfers as ``make class`` serves it, against plain
Voilà as the apps were served before, and a second app after the first (measured in
Chromium by :func:`benchmarks.class_browsers.page_weight`)."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from benchmarks import class_browsers
from benchmarks.class_load.servers import class_served, quiet_env
from tools import make_apps, serving

WEIGHT_HEADER = (
    "| served by | first app | its page over HTTP (fresh browser) | its websocket "
    "(uncompressed) | second app | its page over HTTP | load average |\n"
    "|---|---|---:|---:|---|---:|---:|"
)


def measure_page_weight(apps: list[str]) -> tuple[list[str], list[str], list[str]]:
    """Rows of :data:`WEIGHT_HEADER`'s table (before and now), and the files a first page
    fetches from the server as it was before and as it is now."""
    app, second = apps[0], "lore-hat-check" if apps[0] != "lore-hat-check" else "logo-experiment"
    rows = []
    with tempfile.TemporaryDirectory(prefix="lk-page-weight-") as name:
        folder = Path(name)
        command = make_apps.plain_command("{port}")
        with serving.running(
            command,
            folder / "plain.log",
            env=quiet_env(folder),
            cwd=make_apps.APPS_DIR,
            timeout=600,
        ) as plain:
            load = os.getloadavg()[0]
            before = class_browsers.page_weight(plain.url, app, second)
        rows.append(weight_row("plain Voilà (before)", app, second, before, load))
        with class_served(2, [app, second], folder / "class") as (live, _):
            load = os.getloadavg()[0]
            after = class_browsers.page_weight(live.students_url, app, second)
        rows.append(weight_row("make class (now)", app, second, after, load))
    return rows, before["files"], after["files"]


def weight_row(server: str, app: str, second: str, weight: dict, load: float) -> str:
    """One server's page weights as a row of :data:`WEIGHT_HEADER`'s table, in MB."""
    mb = 1e6
    return (
        f"| {server} | {app} | {weight['first_http'] / mb:.2f} MB | "
        f"{weight['first_websocket'] / mb:.2f} MB | {second} | {weight['second_http'] / mb:.2f} MB"
        f" | {load:.1f} |"
    )
