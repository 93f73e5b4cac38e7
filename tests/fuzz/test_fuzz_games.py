"""Fuzz the three games (logo_kit.logo, .lore, .billionaire) and their text parsers.

Always on: the short profile in ``make check``, the long one in ``make test``
(``LOGO_KIT_FUZZ=long``). One test per public name and per sample-instance
set, so a failure names the callable.
"""

from __future__ import annotations

import pytest
from fuzz_guard import HANG_GUARD
from fuzz_outcomes import Tally
from fuzz_targets import instance_targets, module_targets
from fuzzing import fuzz_target, fuzz_text

pytestmark = [
    pytest.mark.timeout(HANG_GUARD, method="thread"),
    pytest.mark.spread,  # independent, heavy tests: any xdist worker (conftest.py)
]


def _cases() -> list:
    from specs_games import GAME_SPECS

    cases = []
    for spec in GAME_SPECS:
        for name in spec.public():
            cases.append(pytest.param(spec, ("name", name), id=f"{spec.module}:{name}"))
        for label in spec.instances:
            cases.append(
                pytest.param(spec, ("instances", label), id=f"{spec.module}:{label} instances")
            )
    return cases


def _text_cases() -> list:
    from specs_games import TEXT_TARGETS

    return [pytest.param(target, id=target[0]) for target in TEXT_TARGETS]


def _report(tally: Tally) -> str:
    return f"{len(tally.defects)} defect(s) in {tally.calls} calls:\n{tally.report()}"


@pytest.mark.parametrize(("spec", "what"), _cases())
def test_bad_arguments_give_a_result_or_a_logokiterror(spec, what):
    kind, name = what
    if kind == "name":
        targets, skipped = module_targets(spec)
        targets = [t for t in targets if t.qualname == name or t.qualname.startswith(name + ".")]
        if not targets:
            pytest.skip(skipped.get(name, "nothing callable"))
    else:
        targets = instance_targets(spec, name)  # a stale sample builder fails here, loudly
        if not targets:
            pytest.skip(f"{name}: no public methods or properties")
    tally = Tally()
    for target in targets:
        fuzz_target(spec, target, tally)
    assert tally.calls > 0
    if tally.defects:
        pytest.fail(_report(tally), pytrace=False)


@pytest.mark.parametrize("text_target", _text_cases())
def test_typed_text_gives_a_result_or_a_logokiterror(text_target):
    name, find_parser, texts = text_target
    tally = fuzz_text(name, find_parser(), texts)
    assert tally.calls > 0
    if tally.defects:
        pytest.fail(_report(tally), pytrace=False)
