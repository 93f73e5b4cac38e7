"""Fuzz the shared modules (exact, checks, simulate, engine): always on.

Every public callable is called with generated bad arguments (see fuzzing.py);
a call must return or raise LogoKitError, within the time limit. The profile
is ``short`` unless ``LOGO_KIT_FUZZ=long``.
"""

from __future__ import annotations

import pytest
from fuzz_guard import HANG_GUARD
from fuzz_targets import discover
from fuzzing import fuzz_target
from specs_core import CORE_SPECS

pytestmark = [
    pytest.mark.timeout(HANG_GUARD, method="thread"),
    pytest.mark.spread,  # independent, heavy tests: any xdist worker (conftest.py)
]


def _cases() -> list:
    cases = []
    for spec in CORE_SPECS:
        discovery = discover(spec)
        assert not discovery.problems, discovery.problems
        for target in discovery.targets:
            cases.append(pytest.param(spec, target, id=target.name))
    return cases


@pytest.mark.parametrize(("spec", "target"), _cases())
def test_bad_arguments_give_a_result_or_a_logokiterror(spec, target):
    tally = fuzz_target(spec, target)
    assert tally.calls > 0
    if tally.defects:
        pytest.fail(
            f"{len(tally.defects)} defect(s) in {tally.calls} calls:\n{tally.report()}",
            pytrace=False,
        )


def test_every_shared_module_has_callables_to_fuzz():
    for spec in CORE_SPECS:
        assert discover(spec).targets, f"nothing to fuzz in {spec.module}"
