"""Sample values for fuzzing the shared modules: exact, checks, simulate, engine.

A spec says what a *valid* argument looks like, by parameter name; the fuzzer
breaks one argument at a time from there. The engine is fuzzed with the
contract test's toy game (tests/contract/toy_game.py), which does not change
when the three games do.
"""

from __future__ import annotations

import enum
import sys
from fractions import Fraction
from pathlib import Path

import numpy as np
from fuzz_targets import Spec, const

from logo_kit import checks
from logo_kit.engine import Player
from logo_kit.exact import Distribution
from logo_kit.simulate import Estimate

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "contract"))
from hostile_bots import FailingPlayer, IllegalPlayer, RecursivePlayer, SlowPlayer
from toy_game import StepPlayer, ToyGame, ToyOptions

# Whole numbers of games: a valid but huge count is slow on purpose (a tournament of
# 10⁶ games takes minutes), so only small counts and counts beyond the limit are tried.
GAMES = (-1, 0, 1, 2, 3, checks.MAX_GAMES + 1, 10**9, 10**5000, 2**64)


def rng(_owner=None) -> np.random.Generator:
    return np.random.default_rng(0)


def describe_toy(before, move, *, names=None, viewer=None) -> str:
    return f"{type(move).__name__}"


def toy_players(_owner=None) -> list:
    return [StepPlayer(1), StepPlayer(2)]


def toy_state(_owner=None) -> ToyGame:
    return ToyGame.new(ToyOptions(), np.random.default_rng(3))


def toy_result():
    from logo_kit.engine import tournament

    return tournament(toy_players(), 4, 1, options=ToyOptions(), game=ToyGame)


def library_objects() -> tuple:
    return (
        Fraction(1, 2),
        Distribution.uniform([1, 2]),
        np.random.default_rng(0),
        np.random.SeedSequence(1),
        ToyGame.new(),
        ToyOptions(),
        StepPlayer(1),
        # bots that fail, call themselves, move illegally or take their time:
        # every entry point that plays them must answer with a BotError (a LogoKitError)
        [FailingPlayer(), StepPlayer(2)],
        [RecursivePlayer(), StepPlayer(2)],
        [IllegalPlayer(), StepPlayer(2)],
        [SlowPlayer(0.01), StepPlayer(2)],
    )


def junk_study_files() -> tuple:
    """Paths of files that are not studies files (made once per process, in its own
    temporary folder), and devices, for the studies module's path arguments."""
    import tempfile

    folder = Path(tempfile.mkdtemp(prefix="logo-kit-fuzz-studies-"))
    contents = {
        "text.json": b"hello",
        "list.json": b"[1]",
        "empty.json": b"{}",
        "entries.json": b'{"format": 1, "studies": {"x": 1}}',
        "bytes.json": b"\xff\xfe",
        "deep.json": b"[" * 50_000,
    }
    paths = []
    for name, content in contents.items():
        (folder / name).write_bytes(content)
        paths.append(folder / name)
    return (*paths, str(paths[0]), folder, "/dev/zero", "/dev/null", *library_objects())


EXACT = Spec(
    "logo_kit.exact",
    values={
        "value": const(Fraction(1, 3)),
        "n": const(10),
        "k": const(3),
        "population": const(55),
        "successes": const(14),
        "draws": const(7),
        "probabilities": const([Fraction(1, 2), Fraction(1, 4), Fraction(1, 4)]),
        "Distribution.probabilities": const({1: Fraction(1, 2), 2: Fraction(1, 2)}),
        "counts": const({"win": 1, "lose": 3}),
        "entropy_bits_from_counts.counts": const([1, 1, 2]),
        "outcomes": const([1, 2, 3]),
        "outcome": const(2),
        "event": const({5, 6}),
        "given.event": const(lambda o: o != 1),
        "function": const(lambda o: o),
        "expect.function": const(lambda o: 1),
        "key": const(2),
        "default": const(None),
    },
    instances={
        "Distribution": lambda: [
            Distribution.uniform(range(1, 7)),
            Distribution({"heads": Fraction(1, 2), "tails": Fraction(1, 2)}),
            Distribution.point((1, 2)),
        ],
    },
    pool=library_objects,
)


READABLE = Spec(
    "logo_kit.readable",
    values={
        "p": const(Fraction(1, 7)),
        "value": const(Fraction(2381, 29)),
        "digits": const(2),
    },
    pool=library_objects,
)


class _Mode(enum.Enum):
    LIGHT = "light"
    BRIGHT = 2


CHECK = Spec(
    "logo_kit.checks",
    values={
        "name": const("cards"),
        "low": const(1),
        "high": const(10),
        "why": const("a reason"),
        "most": const(20),
        "length": const(None),
        "kind": const(int),
        "hint": const("a whole number"),
        "allowed": const(("light", "bright")),
        "enum": const(_Mode),
        "value": const(3),
        "count": const(5),
        "word": const("42"),
        "rng": rng,
        "members": const(("real",)),
        "probability_pairs.value": const([("heads", Fraction(1, 2)), ("tails", 1)]),
        "reals.value": const([1, 2.5]),
    },
    # The callers fix everything but the checked value: only that comes from a person.
    fixed={
        "name",
        "low",
        "high",
        "why",
        "most",
        "length",
        "allow_sets",
        "kind",
        "hint",
        "allowed",
        "enum",
        "by_value",
        "members",
        "classes",
        "instances",
    },
    pool=library_objects,
)

SIMULATE = Spec(
    "logo_kit.simulate",
    values={
        "games": const(3),
        "seed": const(1),
        "play_one": const(lambda generator: float(generator.random())),
        "samples": const([1.0, 2.0, 4.0]),
        "Estimate.samples": const(10),
        "shares": const([0, 1, 0.5]),
        "successes": const(3),
        "trials": const(10),
        "z": const(1.96),
        "players": const(["ann", "bob"]),
        "winners": const(["bob", None, "ann"]),
        "mean": const(0.5),
        "standard_error": const(0.1),
        "bounds": const(None),
    },
    instances={
        "Estimate": lambda: [
            Estimate(0.5, 0.1, 10),
            Estimate(0.5, 0.1, 10, (0.3, 0.7)),
        ],
    },
    int_choices={"games": GAMES},
    pool=library_objects,
)

ENGINE = Spec(
    "logo_kit.engine",
    values={
        "state": toy_state,
        "start": lambda _o: ToyGame.new(),
        "moves": lambda _o: toy_state().log,
        "players": toy_players,
        "rng": rng,
        "game": const(ToyGame),
        "tournament.game": const(ToyGame),
        "options": const(ToyOptions()),
        "seats": const(2),
        "games": const(2),
        "seed": const(0),
        "outcomes": const((("heads", Fraction(1, 2)), ("tails", Fraction(1, 2)))),
        "seat": const(0),
        "describe": const(describe_toy),
        "name": const(StepPlayer(1).name),
        "view": lambda _o: toy_state().view(0),
        # records and results: valid values taken from a real toy tournament
        "records": lambda _o: toy_result().records,
        "score_name": const("final position"),
        "requested": const(4),
        "index": const(0),
        "seats.GameRecord": const(("step 1", "step 2")),
        "GameRecord.seats": const(("step 1", "step 2")),
        "returns": const((Fraction(1), Fraction(0))),
        "scores": const((9, 4)),
        "turns": const(5),
        "capped": const(False),
    },
    instances={
        "TournamentResult": lambda: [toy_result()],
        "GameRecord": lambda: list(toy_result().records[:2]),
        "Player": lambda: [Player()],
    },
    skip={"Player.choose": "the abstract base: it raises NotImplementedError by design"},
    int_choices={"games": GAMES},
    pool=library_objects,
)


def _a_study_id(_owner=None) -> str:
    from logo_kit.studies import study_ids

    return study_ids()[0]


STUDIES = Spec(
    "logo_kit.studies",
    values={"study": _a_study_id, "path": const(None), "player": const("nobody")},
    instances={
        "PublishedStudy": lambda: [__import__("logo_kit.studies").studies.published(_a_study_id())]
    },
    pool=junk_study_files,
)

BOT_GUARD = Spec(
    "logo_kit.bot_guard",
    values={
        "bot": lambda _o: StepPlayer(1),
        "view": lambda _o: toy_state().view(0),
        "rng": rng,
        "seat": const(0),
        "move": const(1),
        "seconds": const(1.0),
    },
    pool=library_objects,
)

# the exercise checks moved to notebooks/logo_lessons (tests/lessons/)
CORE_SPECS = [EXACT, READABLE, CHECK, SIMULATE, ENGINE, STUDIES, BOT_GUARD]
