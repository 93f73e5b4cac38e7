"""Every whole-number argument of every fuzzed callable, replaced by ±10**5000.

Python refuses to print an int of more than 4,300 digits (``ValueError: Exceeds
the limit ... for integer string conversion``), so a refusal that formats the
raw number escapes as that plain ValueError instead of our LogoKitError
(``checks.describe`` prints it safely). The random fuzzer meets a huge number
only now and then; this sweep tries it on every whole-number parameter (and on
the first and last item of a tuple of whole numbers) of every valid base call,
deterministically, in about a second per module.
"""

from __future__ import annotations

import inspect
from typing import Any

import pytest
from fuzz_calls import Call, _is_fixed, _parameters, execute, valid_call
from fuzz_guard import HANG_GUARD
from fuzz_outcomes import FINE
from fuzz_targets import Spec, discover
from specs_core import CORE_SPECS
from specs_games import GAME_SPECS

HUGE = 10**5000


def _huge_variants(base: Any) -> list[Any]:
    if isinstance(base, int) and not isinstance(base, bool):
        return [HUGE, -HUGE]
    if base is None or base is inspect.Parameter.empty:
        return [HUGE]
    if (
        isinstance(base, tuple)
        and base
        and all(isinstance(x, int) and not isinstance(x, bool) for x in base)
    ):
        return [(HUGE, *base[1:]), (*base[:-1], -HUGE)]
    return []


def sweep(spec: Spec) -> tuple[int, dict[tuple[str, str, str], str]]:
    """Run the huge-number calls of one module: (calls made, first defect per case)."""
    calls, defects = 0, {}
    for target in discover(spec).targets:
        if target.kind == "property":
            continue
        for owner in (target.owners or (None,))[:2]:
            base = valid_call(spec, target, owner)
            for parameter in _parameters(target.resolve(owner)) or []:
                if parameter.kind not in (parameter.POSITIONAL_OR_KEYWORD, parameter.KEYWORD_ONLY):
                    continue
                if _is_fixed(spec, target.qualname, parameter.name):
                    continue
                value = base.kwargs.get(parameter.name, parameter.default)
                for huge in _huge_variants(value):
                    kwargs = {**base.kwargs, parameter.name: huge}
                    kind, message = execute(spec, target, Call(owner, base.args, kwargs, "huge"))
                    calls += 1
                    if kind not in FINE:
                        defects.setdefault((target.name, parameter.name, kind), message[:150])
    return calls, defects


@pytest.mark.timeout(HANG_GUARD, method="thread")
@pytest.mark.parametrize("spec", CORE_SPECS + GAME_SPECS, ids=lambda spec: spec.module)
def test_huge_numbers_are_refused_in_our_words(spec):
    calls, defects = sweep(spec)
    assert calls > 0
    if defects:
        pytest.fail(
            f"{len(defects)} defect(s) in {calls} calls:\n"
            + "\n".join(
                f"{name}({parameter}=±10**5000) -> {kind}: {message}"
                for (name, parameter, kind), message in defects.items()
            ),
            pytrace=False,
        )
