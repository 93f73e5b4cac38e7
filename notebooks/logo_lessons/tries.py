"""The tries a student has used on each exercise, kept in a file beside the notebook.

``check`` judges at most :data:`MOST_TRIES` different answers per exercise (fewer for a
choice among a few words); after that
it only records the answer the student commits to. The record is a small JSON file in
the notebook's folder (``.logo-lessons-tries.json``), so restarting the kernel does not
give fresh tries. Checking the same answer again repeats its verdict and uses no try.
``LOGO_LESSONS_TRIES`` names another folder for it (the tests and ``make notebooks``
use a fresh one).

>>> import tempfile
>>> book = TryBook(Path(tempfile.mkdtemp()) / "tries.json")
>>> book.record("30.3", "1/9", "✗ Not yet", solved=False)
>>> book.used("30.3"), book.left("30.3"), book.said("30.3", "1/9")
(1, 2, '✗ Not yet')
"""

from __future__ import annotations

import contextlib
import json
import os
from pathlib import Path

__all__ = ["FILE_NAME", "FOLDER_VARIABLE", "MOST_TRIES", "TryBook", "default_book"]

MOST_TRIES = 3
FILE_NAME = ".logo-lessons-tries.json"
FOLDER_VARIABLE = "LOGO_LESSONS_TRIES"


class TryBook:
    """Per exercise: each answer tried, with what ``check`` said, and the right one."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._data = self._read()

    def _read(self) -> dict[str, dict]:
        try:
            data = json.loads(self.path.read_text())
        except (OSError, ValueError):
            return {}
        return data if isinstance(data, dict) else {}

    def _entry(self, key: str) -> dict:
        entry = self._data.get(key)
        if not isinstance(entry, dict) or not isinstance(entry.get("said"), dict):
            entry = {"said": {}, "solved": None, "committed": None}
            self._data[key] = entry
        return entry

    def said(self, key: str, form: str) -> str | None:
        """What ``check`` said of this answer before, or None if it was never tried."""
        message = self._entry(key)["said"].get(form)
        return message if isinstance(message, str) else None

    def used(self, key: str) -> int:
        return len(self._entry(key)["said"])

    def left(self, key: str, most: int = MOST_TRIES) -> int:
        return max(most - self.used(key), 0)

    def solved(self, key: str) -> str | None:
        """The right answer's form, once the student has given it."""
        return self._entry(key).get("solved")

    def committed(self, key: str) -> str | None:
        return self._entry(key).get("committed")

    def record(self, key: str, form: str, message: str, *, solved: bool) -> None:
        entry = self._entry(key)
        entry["said"][form] = message
        if solved:
            entry["solved"] = form
        self._save()

    def commit(self, key: str, form: str) -> None:
        """The answer the student stands by once the tries are used."""
        self._entry(key)["committed"] = form
        self._save()

    def _save(self) -> None:
        # in a read-only folder the tries last as long as the kernel
        with contextlib.suppress(OSError):
            self.path.write_text(json.dumps(self._data, indent=1, ensure_ascii=False))


def default_book() -> TryBook:
    """The try book of the notebook running now (its folder, or ``LOGO_LESSONS_TRIES``)."""
    folder = Path(os.environ.get(FOLDER_VARIABLE) or Path.cwd())
    return TryBook(folder / FILE_NAME)
