"""Junk a hostile test tried: study files, Distribution keys, typed text, big counts, the
card row. Each gives a LogoKitError saying what is wrong, or a correct printable result."""

from __future__ import annotations

import decimal
import json
import math

import pytest

from logo_kit import LogoKitError
from logo_kit.exact import Distribution
from logo_kit.logo.cards import parse_card
from logo_kit.lore.experiment import derangements
from logo_kit.lore.notation import Layout, parse_line
from logo_kit.lore.options import parse_mode
from logo_kit.studies import MAX_BYTES, published, study_ids

GOOD_ENTRY = {
    "id": "x",
    "game": "toy",
    "title": "A toy study",
    "lesson": "1",
    "options": "toy",
    "players": ["a", "b"],
    "games": 2,
    "seed": 1,
    "seconds": 0.5,
    "score_name": "points",
    "rows": [{"player": "a", "wins": 1, "win_rate": 0.5, "win_low": 0.1, "win_high": 0.9}],
    "table": "|a|",
}

JUNK_FILES = {
    "not-json": b"hello",
    "a-list": b"[1, 2]",
    "no-studies": b'{"format": 1}',
    "studies-a-list": b'{"format": 1, "studies": [1]}',
    "entry-a-number": b'{"format": 1, "studies": {"x": 1}}',
    "entry-empty": b'{"format": 1, "studies": {"x": {}}}',
    "entry-wrong-type": json.dumps(
        {"format": 1, "studies": {"x": {**GOOD_ENTRY, "games": "two"}}}
    ).encode(),
    "row-junk": json.dumps({"format": 1, "studies": {"x": {**GOOD_ENTRY, "rows": [3]}}}).encode(),
    "not-utf8": b"\xff\xfe\x00",
    "deep": b"[" * 100_000,
}


@pytest.mark.parametrize("content", JUNK_FILES.values(), ids=JUNK_FILES.keys())
def test_a_file_that_is_not_a_studies_file_says_so(tmp_path, content):
    path = tmp_path / "junk.json"
    path.write_bytes(content)
    for call in (lambda: study_ids(path), lambda: published("x", path=path)):
        with pytest.raises(LogoKitError, match="is not a studies file"):
            call()


def test_a_good_file_still_reads(tmp_path):
    path = tmp_path / "good.json"
    path.write_text(json.dumps({"format": 1, "studies": {"x": GOOD_ENTRY}}))
    assert study_ids(path) == ("x",)
    assert published("x", path=path).win_rate("a") == (0.5, 0.1, 0.9)


ROW = GOOD_ENTRY["rows"][0]
IMPOSSIBLE_ENTRIES = {
    "games-negative": ({"games": -5}, r"'games' must be a whole number from 1 to .*, got -5"),
    "seconds-negative": ({"seconds": -1.0}, r"'seconds' must be a finite number ≥ 0, got -1\.0"),
    "seed-negative": ({"seed": -2}, r"'seed' must be a whole number ≥ 0, got -2"),
    "win-rate-above-1": (
        {"rows": [{**ROW, "win_rate": 7.5}]},
        r"row 1's 'win_rate' must be a finite number from 0 to 1, got 7\.5",
    ),
    "win-rate-text": (
        {"rows": [{**ROW, "win_rate": "0.5"}]},
        r"row 1's 'win_rate' must be a finite number from 0 to 1, got '0\.5'",
    ),
    "win-rate-outside-its-interval": (
        {"rows": [{**ROW, "win_low": 0.6}]},
        r"'win_rate' must lie in .*got 0\.5 outside 0\.6–0\.9",
    ),
    "wins-above-games": (
        {"rows": [{**ROW, "wins": 3}]},
        r"row 1's 'wins' \(at most the games\) must be .* from 0 to 2, got 3",
    ),
    "mean-score-text": (
        {"rows": [{**ROW, "mean_score": "high"}]},
        r"row 1's 'mean_score' \(a number or null\) must be a finite number",
    ),
    "row-of-a-stranger": (
        {"rows": [{**ROW, "player": "zed"}]},
        r"'player' must be one of the study's players \('a', 'b'\), got 'zed'",
    ),
    "no-players": ({"players": []}, r"'players' must be a list of at least one name"),
    "title-a-number": ({"title": 3}, r"'title' must be text, got 3"),
}


@pytest.mark.parametrize(
    ("change", "says"), IMPOSSIBLE_ENTRIES.values(), ids=IMPOSSIBLE_ENTRIES.keys()
)
def test_a_study_with_impossible_values_is_refused_on_load_naming_the_field(tmp_path, change, says):
    path = tmp_path / "impossible.json"
    path.write_text(json.dumps({"format": 1, "studies": {"x": {**GOOD_ENTRY, **change}}}))
    for call in (lambda: study_ids(path), lambda: published("x", path=path)):
        with pytest.raises(LogoKitError, match=f"study 'x'.*{says}"):
            call()


def test_an_edited_studies_file_is_read_again_in_the_same_process(tmp_path):
    path = tmp_path / "edited.json"
    path.write_text(json.dumps({"format": 1, "studies": {"x": GOOD_ENTRY}}))
    assert published("x", path=path).games == 2
    path.write_text(json.dumps({"format": 1, "studies": {"x": {**GOOD_ENTRY, "games": 20}}}))
    assert published("x", path=path).games == 20
    folder_file = tmp_path / "more.json"  # a folder is read again when a file joins it
    folder_file.write_text(json.dumps({"format": 1, "studies": {"y": {**GOOD_ENTRY, "id": "y"}}}))
    assert study_ids(tmp_path) == ("x", "y")
    folder_file.unlink()
    assert study_ids(tmp_path) == ("x",)


def test_a_huge_file_is_refused_after_reading_a_few_megabytes(tmp_path):
    path = tmp_path / "huge.json"
    path.write_bytes(b" " * (MAX_BYTES + 10))
    with pytest.raises(LogoKitError, match="bigger than 4 MB"):
        study_ids(path)


@pytest.mark.parametrize("path", ["/dev/zero", "/dev/null", "/proc/self/status"])
def test_devices_and_odd_paths_are_not_studies_files(path):
    with pytest.raises(LogoKitError):
        study_ids(path)


@pytest.mark.parametrize("path", [3, b"x", "a\0b", ["docs"]])
def test_a_path_must_be_a_path(path):
    with pytest.raises(LogoKitError, match="path"):
        study_ids(path)


class BrokenHash:
    def __hash__(self):
        raise RuntimeError("no hash")


class BrokenEquality:
    def __hash__(self):
        return 1

    def __eq__(self, other):
        raise RuntimeError("no equality")


@pytest.mark.parametrize(
    "make",
    [
        lambda: Distribution([(BrokenHash(), 1)]),
        lambda: Distribution.uniform([BrokenHash()]),
        lambda: Distribution.point(BrokenHash()),
        lambda: Distribution.uniform([BrokenEquality(), BrokenEquality()]),
    ],
    ids=["pairs", "uniform", "point", "broken-equality"],
)
def test_a_key_whose_own_hashing_fails_is_refused_in_our_words(make):
    with pytest.raises(LogoKitError, match="cannot be an outcome"):
        make()


@pytest.mark.parametrize(
    "ask",
    [
        lambda d: d[BrokenEquality()],
        lambda d: BrokenEquality() in d,
        lambda d: d.prob(BrokenEquality()),
        lambda d: d.prob([BrokenEquality(), 2]),
        lambda d: d.given((BrokenEquality(), 2)),
    ],
    ids=["item", "in", "prob-one", "prob-several", "given"],
)
def test_asking_about_a_key_that_cannot_be_compared_is_refused_in_our_words(ask):
    die = Distribution.uniform([1, 2, 3])  # BrokenEquality hashes like 1, so they meet
    with pytest.raises(LogoKitError, match=r"cannot be an outcome.*numbers, text or tuples"):
        ask(die)


def test_a_mapping_with_broken_keys_is_simply_not_equal():
    class Listed(dict):  # a mapping whose keys are kept apart from their hashes
        def items(self):
            return [(BrokenHash(), 1)]

    assert Distribution.point(1) != Listed()


@pytest.mark.parametrize("text", ["ſtop", "ſTEAL", "Jump\u0131", "LOGO\u212a", "R\u0661"])
def test_typed_cards_are_ascii_letters_and_digits_only(text):
    with pytest.raises(LogoKitError, match="is not"):
        parse_card(text)


def test_ascii_card_words_still_read():
    assert str(parse_card(" stop ")) == "STOP" and str(parse_card("g12")) == "G12"


def test_a_line_with_a_non_ascii_blackhole_letter_is_refused():
    layout = Layout(stars=3, blackholes=2)
    assert parse_line("s 2 1 3 L", layout) == parse_line("S 2 1 3 L", layout)
    with pytest.raises(LogoKitError, match="not an ASCII letter"):
        parse_line("ſ 2 1 3 L", layout)


@pytest.mark.parametrize("mode", ["brıght", "ſtar light"])
def test_mode_names_are_ascii(mode):
    with pytest.raises(LogoKitError):
        parse_mode(mode)


def test_a_count_beyond_4300_digits_prints_in_full():
    count = derangements(2000)
    text = repr(count)
    assert text == str(count) and len(text) > 4300
    assert decimal.Decimal(text) == decimal.Decimal(count)  # the digits are the number's
    # the recurrence, checked against inclusion–exclusion: D(n) = Σ (−1)^k n!/k!
    n = 2000
    assert count == sum((-1) ** k * (math.factorial(n) // math.factorial(k)) for k in range(n + 1))


card_row = pytest.importorskip("logo_kit.widgets.common.card_row")


def _row():
    row = card_row.CardRow(most=2, movable=True)
    row.show([card_row.card("a", "R7", "red 7"), card_row.card("b", "B3", "blue 3")])
    return row


@pytest.mark.parametrize("step", ["x", math.nan, 0, 2, None, 1.0000001])
def test_press_move_takes_one_step_left_or_right(step):
    row = _row()
    with pytest.raises(LogoKitError, match="step must be -1"):
        row.press_move("b", step)
    assert row.order == ["a", "b"]


@pytest.mark.parametrize("cards", [[1, 2], [{}], [{"key": "a"}], "ab", [None]])
def test_show_refuses_what_is_not_a_card(cards):
    with pytest.raises(LogoKitError):
        _row().show(cards)


def test_cards_set_directly_are_checked_too():
    row = _row()
    with pytest.raises(LogoKitError, match="needs key"):
        row.cards = [{}]
    assert row.card_keys == ["a", "b"]


# -- what the long fuzz profile found (make test-all) --------------------------------


@pytest.mark.parametrize("player", [[], 3, None], ids=["list", "number", "none"])
def test_a_study_player_must_be_a_name(player):
    study = published(study_ids()[0])
    with pytest.raises(LogoKitError, match="player must be text"):
        study.win_rate(player)
    assert study.win_rate(study.players[0])[0] == study.rows[0]["win_rate"]


def test_an_array_is_not_an_executor():
    import numpy as np

    from logo_kit.engine import tournament
    from logo_kit.lore import LoreOptions
    from logo_kit.lore.players import GreedyInfoPlayer, RandomPlayer

    with pytest.raises(LogoKitError, match="executor must be"):
        tournament(
            [GreedyInfoPlayer(), RandomPlayer()],
            2,
            seed=1,
            options=LoreOptions(stars=4),
            executor=np.array([[1, 2], [3, 4]]),
        )


def test_a_stop_function_that_fails_is_said_plainly():
    import numpy as np

    from logo_kit.billionaire import ApprenticeGame, ApprenticeOptions, FixedCountLauncher
    from logo_kit.engine import play_until

    game = ApprenticeGame.new(ApprenticeOptions(players=2), np.random.default_rng(1))
    bots = [FixedCountLauncher(2), FixedCountLauncher(3)]
    with pytest.raises(LogoKitError, match=r"stop\(state\) failed with TypeError"):
        play_until(game, bots, np.random.default_rng(2), stop=lambda state: len(state))
    ended = play_until(game, bots, np.random.default_rng(2), stop=lambda state: True)
    assert ended is game  # a stop that says True stops at once
