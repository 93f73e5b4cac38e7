"""A student's server on the test hub: what a kernel there does, started by the hub itself.

The hub runs this in place of ``jupyterhub-singleuser`` (``Spawner.cmd`` in
``test_hub_service.py``), with the environment it gives every user's server: its own
``$JUPYTERHUB_API_TOKEN`` (the hub user's server token), ``$JUPYTERHUB_SERVICE_URL``,
and the class pool's ``$LOGO_KIT_CLASS_POOL`` and ``$LOGO_KIT_CLASS_CODE``. It answers
the hub's "are you up" requests, waits for the test's go (so all students send at
once), then joins with a real :class:`ExperimentBoard` and adds its hands, tries what a
student must not do, and writes what happened to ``$LOGO_KIT_HUB_REPORTS/<user>.json``.
"""

from __future__ import annotations

import http.server
import json
import os
import threading
import time
from pathlib import Path
from urllib.parse import urlparse

import numpy as np


def serve() -> None:
    where = urlparse(os.environ["JUPYTERHUB_SERVICE_URL"])

    class Up(http.server.BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            self.send_response(200)
            self.end_headers()
            self.wfile.write(b"a student's server")

        def log_message(self, *args) -> None:
            pass

    server = http.server.ThreadingHTTPServer((where.hostname, where.port), Up)
    threading.Thread(target=server.serve_forever, daemon=True).start()


def lesson() -> dict:
    from logo_kit.classpool import ClassPoolError, ServicePool
    from logo_kit.widgets import ExperimentBoard

    user = os.environ["JUPYTERHUB_USER"]
    rng = np.random.default_rng(int(user[1:]))
    hands = [rng.integers(0, 8, size=int(rng.integers(3, 9))).tolist() for _ in range(6)]
    board = ExperimentBoard()  # the pool and the class code come from the hub's environment
    send = board.class_send
    send.switch.value = True
    send.code.value = os.environ["LOGO_KIT_CLASS_CODE"]
    send.name.value = "teacher"  # typed, and ignored: on a hub the name is the hub user
    send.join_button.click()
    report = {
        "user": user,
        "joined_as": send.student,
        "joined": board.message.value,
        "name_hidden": send.name.layout.display == "none",
        "sent": [],
        "errors": [],
    }
    for hand in hands:
        if board.add(" ".join(map(str, hand))):
            report["sent"].append(hand)
        report["errors"] += [board.last_error] if board.last_error else []
        report["errors"] += [send.line.value] if "not sent" in board.message.value else []
    pool = send.pool
    for teacher_only in (pool.by_student, pool.export_csv, pool.reset):
        try:
            teacher_only("logo-red-cards")
            report["teacher_powers"] = teacher_only.__name__
        except ClassPoolError as error:
            report.setdefault("refused", []).append(str(error))
    as_other = ServicePool(pool.url, code=pool.code)
    try:
        as_other.submit("s01" if user != "s01" else "s02", "logo-red-cards", [7])
        report["impersonated"] = True
    except ClassPoolError as error:
        report["impersonation"] = str(error)
    return report


def main() -> None:
    serve()
    reports = Path(os.environ["LOGO_KIT_HUB_REPORTS"])
    go = reports / "go"
    while not go.exists():
        time.sleep(0.1)
    try:
        report = lesson()
    except Exception as error:  # the test reads it and fails with it
        report = {"user": os.environ.get("JUPYTERHUB_USER"), "crash": repr(error)}
    user = os.environ["JUPYTERHUB_USER"]
    (reports / f"{user}.json.part").write_text(json.dumps(report))
    (reports / f"{user}.json.part").replace(reports / f"{user}.json")
    while True:
        time.sleep(3600)


if __name__ == "__main__":
    main()
