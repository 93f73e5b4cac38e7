"""The published strategy studies: big seeded tournaments stored with the project.

``tools/studies.py`` plays them on a process pool and writes
``docs/studies/strategies.json`` and ``docs/studies/ai-lab.json`` (each
study's options, players, games, seed, wins with 95% Wilson intervals, mean
scores and wall time). Lessons
read them here instead of playing thousands of games in a notebook.

>>> study = published("billionaire-2p-ev-target")      # doctest: +SKIP
>>> study.games, study.players                          # doctest: +SKIP
(4000, ('EV-optimal', 'target-optimal'))
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from logo_kit import checks
from logo_kit.comparison import PairedDifference, wins_difference
from logo_kit.errors import LogoKitError

__all__ = [
    "DEFAULT_PATH",
    "FORMAT",
    "MAX_BYTES",
    "SOLO_FILE",
    "STUDIES_DIR",
    "PublishedStudy",
    "optimal_solo",
    "published",
    "studies_dir",
    "study_ids",
]

STUDIES_DIR = Path(__file__).resolve().parents[1] / "docs" / "studies"
"""Where the studies live in a checkout of the project (not inside an installed wheel)."""
DEFAULT_PATH = STUDIES_DIR / "strategies.json"
"""The strategy studies (lessons 12, 22, 31); ``ai-lab.json`` beside it holds lesson 40's."""
FORMAT = 1
"""Version of the data file's layout."""
SOLO_FILE = "optimal-solo.json"
"""The exact solo Star Light study (``make optimal-solo``): not tournaments, read by
:func:`optimal_solo`."""
_SOLO_FIELDS = (
    "stars",
    "optimal_expected_rounds",
    "advisor_expected_rounds",
    "lower_bound",
    "worst_case",
    "states",
    "seconds",
)


@dataclass(frozen=True)
class PublishedStudy:
    """One stored tournament: who played, how many games, and each player's results.

    ``rows`` hold, per player: ``wins``, ``win_rate`` with ``win_low``–``win_high``
    (95% Wilson interval), ``mean_score`` with its 95% interval.
    """

    id: str
    game: str
    title: str
    lesson: str
    options: str
    players: tuple[str, ...]
    games: int
    seed: int
    seconds: float
    score_name: str
    rows: tuple[dict[str, Any], ...]
    table: str

    def win_rate(self, player: str) -> tuple[float, float, float]:
        """``(rate, low, high)``: ``player``'s share of wins with its 95% interval."""
        player = checks.text(player, "player", most=200, hint=f"players: {', '.join(self.players)}")
        for row in self.rows:
            if row["player"] == player:
                return row["win_rate"], row["win_low"], row["win_high"]
        raise LogoKitError(
            f"no player {player!r} in {self.id}; players: {', '.join(self.players)}."
        )

    def difference(self, first: str, second: str) -> PairedDifference:
        """``first``'s wins minus ``second``'s, game by game, with its 95% interval.

        Both played every game of the study, so each game gives one difference: +1 when
        ``first`` won, −1 when ``second`` won, 0 when someone else did. Its mean and
        standard deviation follow from the two win counts alone, so the stored rows
        suffice (:func:`~logo_kit.comparison.wins_difference`). The interval excluding 0
        shows who wins more often; two players' own win-rate intervals, overlapping or
        not, are not the test (the teacher guide's one rule). Shared wins count as whole
        ones here (the studies' games have one winner).
        """
        counts = {row["player"]: row.get("wins") for row in self.rows}
        for name in (first, second):
            if not isinstance(name, str):
                raise LogoKitError(
                    f"players are named by text, not {type(name).__name__}; "
                    f"players: {', '.join(self.players)}."
                )
            if counts.get(name) is None:
                raise LogoKitError(
                    f"no wins for {name!r} in {self.id}; players: {', '.join(self.players)}."
                )
        if first == second:
            raise LogoKitError("compare two different players (the same name was given twice).")
        if self.games < 2:
            raise LogoKitError(
                f"{self.id} has {self.games} game(s): a difference needs at least 2."
            )
        return wins_difference(counts[first], counts[second], self.games)

    def leader(self) -> tuple[str, bool]:
        """The player with the most wins, and whether it is *clearly* ahead: the 95%
        interval of its game-by-game difference with every other player lies above 0
        (:meth:`difference`). With two players this is the same as its own win rate's
        interval lying above ½."""
        best = max(self.rows, key=lambda row: row["win_rate"])
        clear = all(
            self.difference(best["player"], row["player"]).shows > 0
            for row in self.rows
            if row is not best
        )
        return best["player"], clear

    def __str__(self) -> str:
        return f"{self.title} ({self.games} games, seed {self.seed})\n{self.table}"


MAX_BYTES = 4 << 20
"""Largest studies file read (4 MB; the project's are about 100 kB): anything bigger,
or endless like ``/dev/zero``, is not a studies file."""

_TEXT_FIELDS = ("id", "game", "title", "lesson", "options", "score_name", "table")
_ROW_FIELDS = ("player", "wins", "win_rate", "win_low", "win_high")
_SCORE_FIELDS = ("mean_score", "score_low", "score_high")


def _not_studies(path: Path, why: str) -> LogoKitError:
    return LogoKitError(
        f"{path} is not a studies file ({why}); a studies file is the JSON that "
        "tools/studies.py writes, such as docs/studies/strategies.json."
    )


def _path(path: Any) -> Path:
    if path is None:
        return studies_dir()
    if not isinstance(path, str | os.PathLike):
        raise LogoKitError(
            f"path must be a studies file or a folder of them (text or a Path), got "
            f"{checks.describe(path)}."
        )
    if "\0" in os.fspath(path):
        raise LogoKitError("path has a NUL character in it; give a studies file or a folder.")
    found = Path(path)
    try:
        found.exists()  # a name the file system refuses (too long, say) is said here
    except OSError as error:
        raise LogoKitError(
            f"path {checks.describe(os.fspath(path))} cannot name a file ({error.strerror}); "
            "give a studies file or a folder."
        ) from None
    return found


def _read(path: Path) -> dict[str, Any]:
    """The studies in a file, or merged from every ``*.json`` file of a folder (but the
    solo study, which holds no tournaments: :func:`optimal_solo` reads it)."""
    if path.is_dir():
        merged: dict[str, Any] = {"format": FORMAT, "studies": {}}
        for file in sorted(path.glob("*.json")):
            if file.name != SOLO_FILE:
                merged["studies"].update(_read_file(file)["studies"])
        return merged
    return _read_file(path)


_READ: dict[tuple[Path, bool], tuple[tuple[int, int, int], dict[str, Any]]] = {}
"""Files read in this process (as tournaments or not), each with the (mtime, size, inode)
it had: a file edited since (or replaced) is read again, one unchanged is not."""


def _read_file(path: Path, maker: str = "tools/studies.py", tournaments: bool = True) -> dict:
    # the file's JSON object; ``tournaments``: check its studies (the solo study has rows)
    if not path.exists():
        raise LogoKitError(
            f"the studies file {path} is missing: it ships with a checkout of the project "
            f"(regenerate it with {maker})."
        )
    if not path.is_file():
        raise _not_studies(path, "it is not a regular file")
    try:
        status = path.stat()
    except OSError as error:
        raise LogoKitError(f"cannot read the studies file {path}: {error.strerror}.") from None
    stamp = (status.st_mtime_ns, status.st_size, status.st_ino)
    kept = _READ.get((path, tournaments))
    if kept is not None and kept[0] == stamp:
        return kept[1]
    data = _load(path) if tournaments else _load_object(path)
    _READ[path, tournaments] = (stamp, data)
    return data


def _load(path: Path) -> dict[str, Any]:
    data = _load_object(path)
    studies = data.get("studies")
    if not isinstance(studies, dict):
        raise _not_studies(path, "it has no 'studies' object")
    for key, entry in studies.items():
        if not isinstance(entry, dict):
            raise _not_studies(path, f"study {key!r} is not a JSON object")
        try:
            _check_entry(entry)
        except LogoKitError as error:
            raise _not_studies(path, f"study {key!r}: {str(error).rstrip('.')}") from None
    return data


def _load_object(path: Path) -> dict[str, Any]:
    # a stored JSON object of the current format, read with the size and type checks
    try:
        with path.open("rb") as stream:
            raw = stream.read(MAX_BYTES + 1)
    except OSError as error:
        raise LogoKitError(f"cannot read the studies file {path}: {error.strerror}.") from None
    if len(raw) > MAX_BYTES:
        raise _not_studies(path, f"it is bigger than {MAX_BYTES >> 20} MB")
    try:
        data = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise _not_studies(path, "it is not UTF-8 text") from None
    except (json.JSONDecodeError, RecursionError):
        raise _not_studies(path, "it is not valid JSON") from None
    if not isinstance(data, dict):
        raise _not_studies(path, "it holds no JSON object")
    if data.get("format") != FORMAT:
        raise LogoKitError(
            f"{path} has format {checks.describe(data.get('format'))}, expected {FORMAT}."
        )
    return data


def _check_entry(entry: dict[str, Any]) -> None:
    """Refuse a stored study with a field missing, of the wrong type, or out of range
    (games −5, a win rate of 7.5 or of text), so that it fails here, not in a lesson."""
    for name in _TEXT_FIELDS:
        if not isinstance(entry.get(name), str):
            raise LogoKitError(f"{name!r} must be text, got {checks.describe(entry.get(name))}.")
    players = entry.get("players")
    if (
        not isinstance(players, list)
        or not players
        or not all(isinstance(p, str) for p in players)
        or len(set(players)) != len(players)
    ):
        raise LogoKitError(
            "'players' must be a list of at least one name, all different, got "
            f"{checks.describe(players)}."
        )
    games = checks.whole(entry.get("games"), "'games'", low=1, high=checks.MAX_GAMES)
    checks.whole(entry.get("seed"), "'seed'", low=0)
    checks.real(entry.get("seconds"), "'seconds'", low=0)
    rows = entry.get("rows")
    if not isinstance(rows, list):
        raise LogoKitError(f"'rows' must be a list, got {checks.describe(rows)}.")
    for number, row in enumerate(rows, start=1):
        if not isinstance(row, dict) or any(f not in row for f in _ROW_FIELDS):
            raise LogoKitError(f"row {number} must be an object with {', '.join(_ROW_FIELDS)}.")
        if row["player"] not in players:
            raise LogoKitError(
                f"row {number}'s 'player' must be one of the study's players "
                f"({', '.join(map(repr, players))}), got {checks.describe(row['player'])}."
            )
        checks.real(row["wins"], f"row {number}'s 'wins' (at most the games)", low=0, high=games)
        rate, low, high = (
            checks.real(row[name], f"row {number}'s {name!r}", low=0, high=1)
            for name in ("win_rate", "win_low", "win_high")
        )
        if not low <= rate <= high:
            raise LogoKitError(
                f"row {number}'s 'win_rate' must lie in its interval 'win_low'–'win_high', "
                f"got {rate:g} outside {low:g}–{high:g}."
            )
        for name in _SCORE_FIELDS:
            if row.get(name) is not None:
                checks.real(row[name], f"row {number}'s {name!r} (a number or null)")


def studies_dir() -> Path:
    """Where the stored studies are: ``docs/studies`` of the checkout this package runs
    from, or else of the project folder the notebook runs in (an installed copy, as on
    Binder, finds them by walking up from the working directory)."""
    if STUDIES_DIR.is_dir():
        return STUDIES_DIR
    for folder in (Path.cwd(), *Path.cwd().parents):
        found = folder / "docs" / "studies"
        if (found / DEFAULT_PATH.name).is_file():
            return found
    raise LogoKitError(
        "the stored studies (docs/studies/*.json) were not found: they ship with a checkout "
        "of the project; run the notebook from inside it, or pass path= to the file."
    )


def study_ids(path: Path | None = None) -> tuple[str, ...]:
    """The ids of every stored study (in a file, or in every file of a folder), sorted."""
    return tuple(sorted(_read(_path(path))["studies"]))


def published(study: str, path: Path | None = None) -> PublishedStudy:
    """The stored study called ``study`` (an id from :func:`study_ids`); ``path`` is a
    studies file or a folder of them (by default the project's ``docs/studies``, see
    :func:`studies_dir`)."""
    study = checks.text(study, "study", most=200, hint="an id from study_ids()")
    entries = _read(_path(path))["studies"]
    if study not in entries:
        raise LogoKitError(f"no study {study!r}; stored studies: {', '.join(sorted(entries))}.")
    entry = entries[study]
    return PublishedStudy(
        id=entry["id"],
        game=entry["game"],
        title=entry["title"],
        lesson=entry["lesson"],
        options=entry["options"],
        players=tuple(entry["players"]),
        games=entry["games"],
        seed=entry["seed"],
        seconds=entry["seconds"],
        score_name=entry["score_name"],
        rows=tuple(entry["rows"]),
        table=entry["table"],
    )


def optimal_solo(path: Path | None = None) -> tuple[dict[str, Any], ...]:
    """The rows of the exact solo Star Light study, one per star count, as stored by
    ``tools/optimal_solo.py`` (``make optimal-solo``) in ``docs/studies/optimal-solo.json``:
    ``optimal_expected_rounds`` (``"p/q"``, or None where the exact search is out of
    reach), ``advisor_expected_rounds`` (``"p/q"``), ``lower_bound`` (``"p/q"``),
    ``worst_case`` (rounds, per strategy), ``states``, ``seconds``, ``memory_mb``…

    >>> rows = optimal_solo()                          # doctest: +SKIP
    >>> rows[0]["stars"], rows[0]["optimal_expected_rounds"]  # doctest: +SKIP
    (3, '1/1')
    """
    file = studies_dir() / SOLO_FILE if path is None else _path(path)
    data = _read_file(file, "make optimal-solo", tournaments=False)
    rows = data.get("rows")
    if not isinstance(rows, list) or not rows:
        raise _not_studies(file, "it has no 'rows' list")
    for row in rows:
        if not isinstance(row, dict) or any(name not in row for name in _SOLO_FIELDS):
            raise _not_studies(file, f"a row lacks one of {', '.join(_SOLO_FIELDS)}")
        if not isinstance(row["stars"], int) or isinstance(row["stars"], bool):
            raise _not_studies(file, "a row's 'stars' is not a whole number")
    return tuple(rows)
