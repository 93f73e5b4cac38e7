"""How the fuzzer calls a target: the arguments of one generated call, and making it.

:func:`call_strategy` builds a valid base call from the :class:`~fuzz_targets.Spec` and
replaces one argument by junk (wrong types, non-ASCII digits, huge numbers, NaN, nested
junk, other library objects), by a near-valid mutation of the sample value, or by an
extreme size; sometimes every argument at once (the values come from fuzz_values.py).
:func:`execute` makes a call under the guard; :func:`valid_call` is the base call alone.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

import numpy as np
from fuzz_guard import run_guarded
from fuzz_outcomes import call_text
from fuzz_targets import OMIT, Spec, Target
from fuzz_values import extreme, junk, mutations
from hypothesis import strategies as st

# -- how to call it: arguments ------------------------------------------------------------


@dataclass
class Call:
    owner: Any
    args: tuple
    kwargs: dict
    mode: str

    def text(self) -> str:
        return call_text(self.args, self.kwargs)


_ANNOTATION_GUESSES = {
    "int": 1,
    "bool": False,
    "str": "x",
    "float": 0.5,
    "Fraction": Fraction(1, 2),
}


def _parameters(function: Callable[..., Any]) -> list[inspect.Parameter] | None:
    try:
        signature = inspect.signature(function)
    except (TypeError, ValueError):
        return None
    return [p for p in signature.parameters.values() if p.name not in ("self", "cls")]


def _lookup(spec: Spec, qualname: str, parameter: str) -> Callable[[Any], Any] | None:
    short = qualname.split(".")[-1]
    for key in (f"{qualname}.{parameter}", f"{short}.{parameter}", parameter):
        if key in spec.values:
            return spec.values[key]
    return None


def _is_fixed(spec: Spec, qualname: str, parameter: str) -> bool:
    return f"{qualname}.{parameter}" in spec.fixed or parameter in spec.fixed


def base_value(spec: Spec, target: Target, parameter: inspect.Parameter, owner: Any) -> Any:
    """A valid value for ``parameter``: the spec's sample, else OMIT (use the default),
    else a guess from the annotation, else None."""
    factory = _lookup(spec, target.qualname, parameter.name)
    if factory is not None:
        return factory(owner)
    if parameter.default is not inspect.Parameter.empty:
        return OMIT
    annotation = (
        parameter.annotation
        if isinstance(parameter.annotation, str)
        else getattr(parameter.annotation, "__name__", "")
    )
    return _ANNOTATION_GUESSES.get(str(annotation).split(" |")[0].strip())


def _fit_int_choices(spec: Spec, parameter: str, value: Any, pick: int) -> Any:
    choices = spec.int_choices.get(parameter)
    if choices and isinstance(value, int | np.integer) and not isinstance(value, bool | np.bool_):
        return choices[pick % len(choices)]
    return value


@st.composite
def call_strategy(draw: Any, spec: Spec, target: Target) -> Call:
    """One generated call of ``target``: mostly one argument broken, sometimes all."""
    owner = draw(st.sampled_from(target.owners)) if target.owners else None
    if target.kind == "property":
        return Call(owner, (), {}, "property")
    function = target.resolve(owner)
    parameters = _parameters(function) or []
    pool = spec.library_objects()
    bases = {p.name: base_value(spec, target, p, owner) for p in parameters}
    fuzzable = [
        p
        for p in parameters
        if p.kind is not inspect.Parameter.VAR_POSITIONAL
        and not _is_fixed(spec, target.qualname, p.name)
    ]
    modes = ["one", "one", "one", "near", "near", "huge", "all", "valid"]
    if any(p.kind is inspect.Parameter.VAR_KEYWORD for p in parameters):
        modes.append("extra keyword")
    mode = draw(st.sampled_from(modes)) if fuzzable else "valid"
    values = dict(bases)
    if mode == "huge":
        sized = [
            p
            for p in fuzzable
            if isinstance(_known(bases[p.name], p), int | str | list | tuple | np.integer)
        ]
        mode = "one" if not sized else mode
        if sized:
            chosen = draw(st.sampled_from(sized))
            values[chosen.name] = _fit_int_choices(
                spec,
                chosen.name,
                draw(extreme(_known(bases[chosen.name], chosen))),
                draw(st.integers(0, 99)),
            )
    if mode in ("one", "near"):
        chosen = draw(st.sampled_from(fuzzable))
        if chosen.kind is inspect.Parameter.VAR_KEYWORD:
            mode = "extra keyword"
        else:
            base = bases[chosen.name]
            known = base is not OMIT and base is not None
            if mode == "near" and not known and chosen.default is not inspect.Parameter.empty:
                base, known = chosen.default, chosen.default is not None
            strategy = mutations(base, pool) if mode == "near" and known else junk()
            if mode == "one" and pool and draw(st.integers(0, 4)) == 0:
                strategy = st.sampled_from(pool)
            values[chosen.name] = _fit_int_choices(
                spec, chosen.name, draw(strategy), draw(st.integers(0, 99))
            )
    elif mode == "all":
        for p in fuzzable:
            if p.kind is not inspect.Parameter.VAR_KEYWORD:
                values[p.name] = _fit_int_choices(
                    spec, p.name, draw(junk()), draw(st.integers(0, 99))
                )
    args: list[Any] = []
    kwargs: dict[str, Any] = {}
    for p in parameters:
        value = values[p.name]
        if p.kind is inspect.Parameter.VAR_KEYWORD:
            if mode == "extra keyword":
                kwargs["bogus_option"] = draw(junk())
            continue
        if p.kind is inspect.Parameter.VAR_POSITIONAL or value is OMIT:
            continue
        if p.kind is inspect.Parameter.POSITIONAL_ONLY:
            args.append(value)
        else:
            kwargs[p.name] = value
    return Call(owner, tuple(args), kwargs, mode)


def _known(base: Any, parameter: inspect.Parameter) -> Any:
    """The sample value, else the parameter's default (None when neither is known)."""
    if base is OMIT:
        return None if parameter.default is inspect.Parameter.empty else parameter.default
    return base


def execute(spec: Spec, target: Target, call: Call) -> tuple[str, str]:
    """Run one generated call under the guard (and the class's follow-up, if any)."""
    if target.kind == "property":
        return run_guarded(lambda: getattr(call.owner, target.attribute))
    function = target.resolve(call.owner)
    followup = spec.followups.get(target.qualname) if target.kind == "constructor" else None

    def invoke() -> Any:
        value = function(*call.args, **call.kwargs)
        if followup is not None:
            followup(value)
        return value

    return run_guarded(invoke)


def valid_call(spec: Spec, target: Target, owner: Any) -> Call:
    """The base call of ``target``: every parameter at its sample value or default."""
    if target.kind == "property":
        return Call(owner, (), {}, "property")
    parameters = _parameters(target.resolve(owner)) or []
    args: list[Any] = []
    kwargs: dict[str, Any] = {}
    for p in parameters:
        if p.kind in (inspect.Parameter.VAR_KEYWORD, inspect.Parameter.VAR_POSITIONAL):
            continue
        value = base_value(spec, target, p, owner)
        if value is OMIT:
            continue
        if p.kind is inspect.Parameter.POSITIONAL_ONLY:
            args.append(value)
        else:
            kwargs[p.name] = value
    return Call(owner, tuple(args), kwargs, "valid")
