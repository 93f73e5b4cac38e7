"""The fuzzing core: call every public callable of a module with bad arguments.

A call *passes* if it returns or raises :class:`~logo_kit.errors.LogoKitError`
(the library's ``ValueError`` subclass, with a message a student can act on).
Anything else is a *defect*: another exception type (``TypeError``,
``AttributeError``, ``IndexError``, ``KeyError``, ``RecursionError``, a plain
``ValueError``, ``MemoryError``, ...) or a *hang* (no answer within
:data:`CALL_SECONDS`).

What is called (:func:`discover`): the names in a module's ``__all__`` (and in a
spec's ``beyond_face``) — functions, classes (their constructors and class
methods) — and the public methods and properties of a few valid sample
instances per game. What it is called with (:func:`call_strategy`): a valid base call built from a
:class:`Spec` (sample values looked up by parameter name), with one argument
replaced by junk (wrong types, non-ASCII digits, huge numbers, NaN, nested
junk, other library objects), by a near-valid mutation of the sample value
(one off, a float instead of an int, a string instead of a tuple, ...), or by
an extreme size; sometimes every argument at once. Generation is hypothesis
(derandomised, so runs are reproducible); profiles ``short`` (default) and
``long`` (env ``LOGO_KIT_FUZZ=long``).

Safety: each call runs under :func:`guard`, which turns a hang into a
reported defect (a CPU-time alarm, ``SIGPROF``) and caps the memory the call may take
(``RLIMIT_AS``), so a library call that would allocate gigabytes fails with
``MemoryError`` (a defect) instead of taking the machine down. Generated
inputs themselves stay small (a "huge" size is an ``int`` or a lazy ``range``).

The values themselves come from fuzz_values.py; boards are driven by
fuzz_board_walker.py; what a valid call of each game looks like is in
specs_core.py and specs_games.py.
"""

from __future__ import annotations

import contextlib
import enum
import importlib
import inspect
import itertools
import os
import reprlib
import resource
import signal
import time
import types
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

import numpy as np
from fuzz_values import extreme, junk, mutations
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from logo_kit.errors import LogoKitError

# -- profiles and limits ------------------------------------------------------------------

PROFILE = os.environ.get("LOGO_KIT_FUZZ", "short")
if PROFILE not in ("short", "long"):
    raise RuntimeError(f"LOGO_KIT_FUZZ must be 'short' or 'long', got {PROFILE!r}")

CALL_SECONDS = float(os.environ.get("LOGO_KIT_FUZZ_SECONDS", "5"))
"""A call using more CPU time is a hang (any accepted input must answer in ≤ 5 s).

Every limit here counts CPU time, never wall-clock time: on a loaded machine a call waits
for a core without using CPU, so a wall-clock alarm would call a healthy call a hang (issue
20). The alarm (``ITIMER_PROF``) counts the whole process, but a call is a hang only when
its own thread has used the time (``time.thread_time``): another thread of the test process
(a bot left spinning by an earlier test, a Dask client's loop) must not make a 0.2 s call
a hang, as it once did in CI. A call that blocks without computing is left to
pytest-timeout's generous per-test limit."""
MEMORY_HEADROOM = 1 << 30
"""Address space a single call may add (1 GiB); beyond it the call gets ``MemoryError``."""

_EXAMPLES = {"short": 30, "long": 250}
EXAMPLES = _EXAMPLES[PROFILE]
"""Generated calls per callable."""
TARGET_BUDGET = {"short": 1.0, "long": 10.0}[PROFILE]
"""CPU seconds one callable may use in total; the remaining examples are not called."""
HANG_GUARD = 900
"""Wall-clock seconds after which pytest-timeout ends a fuzz test: a guard against a hang
only (each call has its own CPU-time alarm). Generous, because its thread method ends
the whole xdist worker, and six test runs sharing two cores stretch a 20 s test past
two minutes."""
MIN_CALLS = 5
"""Calls every callable gets whatever its budget says: a budget shortens a run, it never
empties it (the budget is CPU time, but a loaded machine still makes each call dearer)."""

for _name in ("short", "long"):
    settings.register_profile(
        f"logo_kit_fuzz_{_name}",
        max_examples=_EXAMPLES[_name],
        derandomize=True,  # the same calls on every run
        database=None,
        deadline=None,
        phases=(Phase.explicit, Phase.generate),  # a defect is recorded, not shrunk
        suppress_health_check=list(HealthCheck),
        print_blob=False,
    )
FUZZ_SETTINGS = settings.get_profile(f"logo_kit_fuzz_{PROFILE}")


# -- outcomes -----------------------------------------------------------------------------

RESULT = "result"
REFUSED = "LogoKitError"
HANG = "hang"
WIDGET_REFUSED = "widget refused"
FINE = frozenset({RESULT, REFUSED, WIDGET_REFUSED})
"""Outcomes that are not defects."""


class Hang(BaseException):
    """Raised inside a call by the alarm (a BaseException, so library code cannot catch it)."""


def cpu_seconds() -> float:
    """CPU time this thread has used: the clock every fuzz limit reads (not the wall
    clock, nor the process's other threads: a busy machine or a bot left spinning in
    another thread does not spend a callable's budget)."""
    return time.thread_time()


def budget_spent(started: float, budget: float, calls: int) -> bool:
    """True once ``budget`` CPU seconds have passed since ``started`` and at least
    :data:`MIN_CALLS` calls were made."""
    return calls >= MIN_CALLS and cpu_seconds() - started > budget


@dataclass(frozen=True)
class Defect:
    """One bad outcome: which callable, with what, and what came out."""

    target: str
    call: str
    kind: str
    message: str

    def __str__(self) -> str:
        return f"{self.target}{self.call} -> {self.kind}: {self.message}"


@dataclass(repr=False)
class Tally:
    """Outcome counts for a batch of calls, and the defects found (first of each kind)."""

    calls: int = 0
    outcomes: Counter = field(default_factory=Counter)
    defects: list[Defect] = field(default_factory=list)
    defective_targets: dict[str, set[str]] = field(default_factory=dict)
    seconds: float = 0.0
    _seen: set = field(default_factory=set)

    def __repr__(self) -> str:
        return f"Tally({self.calls} calls, {len(self.defects)} defects)"

    def add(self, target: str, call: str, kind: str, message: str) -> None:
        self.calls += 1
        self.outcomes[kind] += 1
        if kind in FINE:
            return
        self.defective_targets.setdefault(kind, set()).add(target)
        key = (target, kind)
        if key not in self._seen:  # the first call per callable and exception type
            self._seen.add(key)
            self.defects.append(Defect(target, call, kind, message))

    def merge(self, other: Tally) -> None:
        self.calls += other.calls
        self.outcomes.update(other.outcomes)
        self.seconds += other.seconds
        for kind, names in other.defective_targets.items():
            self.defective_targets.setdefault(kind, set()).update(names)
        for defect in other.defects:
            key = (defect.target, defect.kind)
            if key not in self._seen:
                self._seen.add(key)
                self.defects.append(defect)

    def report(self, most: int = 25) -> str:
        lines = [str(d) for d in self.defects[:most]]
        if len(self.defects) > most:
            lines.append(f"... and {len(self.defects) - most} more distinct defects")
        return "\n".join(lines)


def short_repr(value: Any, width: int = 60) -> str:
    """A repr that never fails and never gets long (for defect reports)."""
    shower = reprlib.Repr()
    shower.maxstring, shower.maxother, shower.maxlist, shower.maxtuple = 30, 40, 5, 5
    shower.maxdict, shower.maxset, shower.maxlevel, shower.maxlong = 4, 4, 3, 24
    try:
        if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 80:
            text = f"<int of {int(value.bit_length() * 0.30103) + 1} digits>"
        elif isinstance(value, str) and len(value) > 30:
            text = repr(value[:20]) + f"…<{len(value)} chars>"
        else:
            text = shower.repr(value)
    except Exception:  # a broken repr must not break the report
        text = f"<{type(value).__name__}>"
    text = " ".join(text.split())
    return text if len(text) <= width else text[: width - 1] + "…"


def call_text(args: tuple, kwargs: dict) -> str:
    parts = [short_repr(a) for a in args] + [f"{k}={short_repr(v)}" for k, v in kwargs.items()]
    return "(" + ", ".join(parts) + ")"


def exception_kind(error: BaseException) -> str:
    """``LogoKitError`` for the library's own errors, else the exception's type name."""
    if isinstance(error, LogoKitError):
        return REFUSED
    if isinstance(error, Hang):
        return HANG
    name = type(error).__name__
    return "ValueError (plain)" if type(error) is ValueError else name


# -- the guard: time and memory -----------------------------------------------------------

_armed = False
_limit = CALL_SECONDS
_thread_started = 0.0  # the calling thread's CPU time when the guard was armed
_RING_AGAIN = 0.05


def _on_alarm(signum: int, frame: Any) -> None:
    if not _armed:
        return
    # The handler runs in the main thread, the one making the call. The process's CPU
    # time is up, but other threads count in it: wait for the rest of the call's own.
    left = _limit - (time.thread_time() - _thread_started)
    if left > 0:
        signal.setitimer(signal.ITIMER_PROF, max(left, _RING_AGAIN))
        return
    # Raised where the alarm lands. If that is a place where Python ignores
    # exceptions (a gc callback, a __del__), the call would run on, so ring
    # again soon until the Hang lands in the call itself.
    signal.setitimer(signal.ITIMER_PROF, _RING_AGAIN)
    raise Hang(f"no answer within {_limit:g} s of CPU time")


def _address_space() -> int:
    try:
        with open("/proc/self/statm") as statm:
            return int(statm.read().split()[0]) * resource.getpagesize()
    except OSError:  # pragma: no cover - not Linux
        return 0


@contextlib.contextmanager
def guard(seconds: float = CALL_SECONDS, memory: int = MEMORY_HEADROOM) -> Iterator[None]:
    """Run the body with a CPU-time limit (raising :class:`Hang`) and a memory cap.

    The alarm is ``ITIMER_PROF``: it rings after the process has used ``seconds`` of
    CPU time, however busy the machine is, and it leaves ``SIGALRM`` (pytest-timeout's)
    alone; the call is stopped once its own thread has used ``seconds``. The memory cap
    is the current address space plus ``memory``; it is lifted again afterwards.
    """
    global _armed, _limit, _thread_started
    _limit = seconds
    _thread_started = time.thread_time()
    previous_handler = signal.signal(signal.SIGPROF, _on_alarm)
    signal.setitimer(signal.ITIMER_PROF, seconds)
    soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    cap = _address_space() + memory
    capped = bool(_address_space()) and (hard == resource.RLIM_INFINITY or cap < hard)
    if capped:
        resource.setrlimit(resource.RLIMIT_AS, (cap, hard))
    _armed = True
    try:
        yield
    finally:
        _armed = False
        signal.setitimer(signal.ITIMER_PROF, 0)
        if capped:
            resource.setrlimit(resource.RLIMIT_AS, (soft, hard))
        signal.signal(signal.SIGPROF, previous_handler)


def run_guarded(function: Callable[[], Any], seconds: float = CALL_SECONDS) -> tuple[str, str]:
    """Call ``function()`` under :func:`guard`; return ``(outcome kind, message)``.

    A generator or iterator that comes back is advanced a few steps inside the
    guard, so errors a lazy result would raise later are seen now.
    """
    try:
        with guard(seconds):
            value = function()
            if isinstance(value, types.GeneratorType | itertools.islice) or (
                isinstance(value, Iterator) and not isinstance(value, str | bytes)
            ):
                for _ in itertools.islice(value, 3):
                    pass
        return RESULT, ""
    except KeyboardInterrupt:
        raise
    except BaseException as error:  # classifying every exception is the point
        try:
            message = str(error)
        except BaseException:
            message = f"<unprintable {type(error).__name__}>"
        return exception_kind(error), message.replace("\n", " ")[:200]


# -- checks for one call (the known-defect tests) -------------------------------------


def refused(
    call, *, within: float = 1.0, says: tuple[str, ...] = (), never_says: tuple[str, ...] = ()
) -> str:
    """``call()`` raises LogoKitError within ``within`` CPU seconds; returns the message."""
    started = cpu_seconds()
    kind, message = run_guarded(call, seconds=max(5.0, within))
    took = cpu_seconds() - started
    assert kind == REFUSED, f"expected a LogoKitError, got {kind}: {message}"
    assert took < within, f"refused, but only after {took:.1f} s of CPU time"
    for words in says:
        assert words in message, f"{words!r} not in the message: {message}"
    for words in never_says:
        assert words not in message, f"{words!r} in the message: {message}"
    return message


def answers_or_refuses(call, *, within: float = 5.0) -> str:
    """``call()`` returns or raises LogoKitError within ``within`` CPU seconds."""
    started = cpu_seconds()
    kind, message = run_guarded(call, seconds=within + 1)
    took = cpu_seconds() - started
    assert kind in (RESULT, REFUSED), f"{kind}: {message}"
    assert took < within, f"took {took:.1f} s of CPU time"
    return kind


PYTHON_TEXTS = ("invalid literal", "set_int_max_str_digits", "is not a valid", "object is not")
"""Python's own messages, which a student should never see instead of ours."""


# -- what to call: targets ----------------------------------------------------------------

OMIT = object()
"""A parameter left out of the call (its default is used)."""


@dataclass(repr=False)
class Spec:
    """What the fuzzer needs to know about one module, beyond what it can introspect.

    ``values`` maps a parameter name (or ``"Qualname.param"`` for one callable,
    which wins) to a factory ``f(owner) -> valid value`` (``owner`` is the
    sample instance for a method, else None). ``instances`` maps a label to a
    factory of sample instances whose public methods and properties are
    fuzzed. ``fixed`` names parameters never fuzzed (``"Qualname.param"`` or
    ``"param"``); ``skip`` maps a qualname to the reason it is not called;
    ``int_choices`` replaces any whole number drawn for a parameter (e.g.
    ``games``: a valid but huge number of games is slow on purpose);
    ``followups`` maps a class name to a check run on each instance its
    constructor returns (e.g. a bot plays one move), so bad options accepted
    at construction show up now.
    """

    module: str
    beyond_face: dict[str, str] = field(default_factory=dict)
    """Public names a package reaches through a submodule rather than its face:
    submodule → the names, space-separated (``{"cards": "Color Kind"}``)."""
    values: dict[str, Callable[[Any], Any]] = field(default_factory=dict)
    instances: dict[str, Callable[[], list[Any]]] = field(default_factory=dict)
    fixed: set[str] = field(default_factory=set)
    skip: dict[str, str] = field(default_factory=dict)
    int_choices: dict[str, tuple[Any, ...]] = field(default_factory=dict)
    followups: dict[str, Callable[[Any], Any]] = field(default_factory=dict)
    extra_methods: tuple[str, ...] = ("__getitem__", "__contains__", "__call__")
    pool: Callable[[], tuple[Any, ...]] = lambda: ()
    _pool_cache: tuple[Any, ...] | None = None

    def __repr__(self) -> str:
        return f"Spec({self.module!r})"

    def public(self) -> dict[str, Any]:
        """Every name fuzzed, with its object: the module's ``__all__``, then
        :attr:`beyond_face` from the submodules."""
        module = importlib.import_module(self.module)
        found = {name: getattr(module, name) for name in getattr(module, "__all__", ())}
        for submodule, names in self.beyond_face.items():
            inner = importlib.import_module(f"{self.module}.{submodule}")
            found.update({name: getattr(inner, name) for name in names.split()})
        return found

    def library_objects(self) -> tuple[Any, ...]:
        if self._pool_cache is None:
            self._pool_cache = tuple(self.pool())
        return self._pool_cache


def const(value: Any) -> Callable[[Any], Any]:
    """A factory giving a fresh copy of ``value`` (lists, dicts and sets are copied)."""

    def make(_owner: Any = None) -> Any:
        if isinstance(value, list | dict | set):
            return type(value)(value)
        return value

    return make


@dataclass
class Target:
    """One callable to fuzz: a function, a constructor, a class method, a method or a
    property of sample instances (``owners``)."""

    module: str
    qualname: str
    kind: str  # "function", "constructor", "method", "property"
    function: Callable[..., Any] | None = None
    attribute: str = ""
    owners: tuple[Any, ...] = ()

    @property
    def name(self) -> str:
        return f"{self.module}:{self.qualname}"

    def resolve(self, owner: Any) -> Callable[..., Any]:
        if self.kind == "method":
            return getattr(owner, self.attribute)
        return self.function  # type: ignore[return-value]


@dataclass
class Discovery:
    targets: list[Target]
    skipped: dict[str, str]
    problems: list[str]


def _skip_reason(obj: Any) -> str | None:
    if inspect.isclass(obj):
        if issubclass(obj, enum.Enum):
            return "an Enum: Python's lookup raises a plain ValueError; callers use checks.member"
        if issubclass(obj, BaseException):
            return "an exception class"
        if getattr(obj, "_is_protocol", False):
            return "a typing Protocol (an interface, not a value)"
        return None
    if inspect.isfunction(obj) or inspect.isbuiltin(obj) or inspect.ismethod(obj):
        return None
    if callable(obj):
        return "not a function or class (a type alias or a callable object)"
    return "not callable (a constant)"


def module_targets(spec: Spec) -> tuple[list[Target], dict[str, str]]:
    """The functions, constructors and class methods named in :meth:`Spec.public`."""
    targets: list[Target] = []
    skipped: dict[str, str] = {}
    for name, obj in spec.public().items():
        reason = spec.skip.get(name) or _skip_reason(obj)
        if reason:
            skipped[name] = reason
            continue
        if inspect.isclass(obj):
            targets.append(Target(spec.module, name, "constructor", obj))
            for attr, raw in sorted(_own_public_attributes(obj).items()):
                if isinstance(raw, classmethod | staticmethod):
                    qualname = f"{name}.{attr}"
                    if qualname in spec.skip:
                        skipped[qualname] = spec.skip[qualname]
                    else:
                        targets.append(
                            Target(spec.module, qualname, "function", getattr(obj, attr))
                        )
        else:
            targets.append(Target(spec.module, name, "function", obj))
    return targets, skipped


def _own_public_attributes(cls: type) -> dict[str, Any]:
    found: dict[str, Any] = {}
    for klass in reversed(cls.__mro__):
        if klass is object:
            continue
        for attr, raw in vars(klass).items():
            if not attr.startswith("_"):
                found[attr] = raw
    return found


def instance_targets(spec: Spec, label: str) -> list[Target]:
    """The public methods and properties of the sample instances built by ``label``
    (grouped by class when the label builds instances of several classes)."""
    by_class: dict[type, list[Any]] = {}
    for owner in spec.instances[label]():
        by_class.setdefault(type(owner), []).append(owner)
    targets: list[Target] = []
    for cls, owners in by_class.items():
        attributes = _own_public_attributes(cls)
        for extra in spec.extra_methods:
            if any(extra in vars(k) for k in cls.__mro__ if k is not object):
                attributes[extra] = getattr(cls, extra)
        for attr, raw in sorted(attributes.items()):
            qualname = f"{cls.__name__}.{attr}"
            if qualname in spec.skip:
                continue
            kind = None
            if isinstance(raw, (property, *_cached_property_types())):
                kind = "property"
            elif isinstance(raw, classmethod | staticmethod) or inspect.isclass(raw):
                continue  # class methods are fuzzed from the class itself
            elif callable(raw):
                kind = "method"
            if kind:
                targets.append(
                    Target(spec.module, qualname, kind, attribute=attr, owners=tuple(owners))
                )
    return targets


def _cached_property_types() -> tuple[type, ...]:
    import functools

    return (functools.cached_property,)


def discover(spec: Spec) -> Discovery:
    """Every target of a module: ``__all__`` plus the sample instances' methods."""
    targets, skipped = module_targets(spec)
    problems: list[str] = []
    for label in spec.instances:
        try:
            targets.extend(instance_targets(spec, label))
        except Exception as error:  # a stale sample builder is reported
            problems.append(
                f"sample instances {label!r} could not be built: {type(error).__name__}: {error}"
            )
    for name, reason in spec.skip.items():
        skipped.setdefault(name, reason)
    return Discovery(targets, skipped, problems)


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


def fuzz_target(
    spec: Spec,
    target: Target,
    tally: Tally | None = None,
    *,
    examples: int = EXAMPLES,
    budget: float = TARGET_BUDGET,
    fuzz_settings: settings = FUZZ_SETTINGS,
) -> Tally:
    """Call ``target`` with ``examples`` generated argument lists; count the outcomes.

    Calls stop once the target has used ``budget`` CPU seconds (the rest of the
    examples are drawn but not called), so one slow calculator cannot eat the run.
    """
    tally = Tally() if tally is None else tally
    started, calls_before = cpu_seconds(), tally.calls
    strategy = call_strategy(spec, target)

    @settings(fuzz_settings, max_examples=examples)
    @given(st.data())
    def run(data: st.DataObject) -> None:
        call = data.draw(strategy, label="call")  # drawn even when not called: hypothesis
        if budget_spent(started, budget, tally.calls - calls_before):  # wants the same
            return  # draws on every run
        kind, message = execute(spec, target, call)
        tally.add(target.name, call.text(), kind, message)

    run()
    tally.seconds += cpu_seconds() - started
    return tally


def fuzz_text(
    name: str,
    parse: Callable[[str], Any],
    texts: st.SearchStrategy[str],
    tally: Tally | None = None,
    *,
    examples: int = EXAMPLES * 4,
    budget: float = TARGET_BUDGET * 2,
    fuzz_settings: settings = FUZZ_SETTINGS,
) -> Tally:
    """Feed generated strings to a text parser (``parse(text)``); count the outcomes."""
    tally = Tally() if tally is None else tally
    started, calls_before = cpu_seconds(), tally.calls

    @settings(fuzz_settings, max_examples=examples)
    @given(texts)
    def run(text: str) -> None:
        if budget_spent(started, budget, tally.calls - calls_before):
            return
        kind, message = run_guarded(lambda: parse(text))
        tally.add(name, f"({short_repr(text)})", kind, message)

    run()
    tally.seconds += cpu_seconds() - started
    return tally


def fuzz_spec(
    spec: Spec, *, examples: int = EXAMPLES, budget: float = TARGET_BUDGET
) -> tuple[Tally, Discovery]:
    """Fuzz every target of a module (what the counting tool runs)."""
    discovery = discover(spec)
    tally = Tally()
    for target in discovery.targets:
        fuzz_target(spec, target, tally, examples=examples, budget=budget)
    return tally, discovery


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


def check_samples(spec: Spec) -> list[str]:
    """Targets whose *valid* base call does not return (a stale or wrong sample value:
    then most generated calls test only that one refusal)."""
    found = []
    discovery = discover(spec)
    found += discovery.problems
    for target in discovery.targets:
        for owner in target.owners or (None,):
            try:
                call = valid_call(spec, target, owner)
            except Exception as error:
                found.append(
                    f"{target.name}: building the base call failed: {type(error).__name__}: {error}"
                )
                continue
            kind, message = execute(spec, target, call)
            if kind != RESULT:
                found.append(f"{target.name}{call.text()} -> {kind}: {message[:120]}")
    return found
