"""What the fuzzer calls: the targets a :class:`Spec` discovers.

:func:`discover` finds the names in a module's ``__all__`` (and in a spec's
``beyond_face``) — functions, classes (their constructors and class methods) — and the
public methods and properties of a few valid sample instances per game. A spec also
says what a valid call looks like (sample values looked up by parameter name); the
specs themselves are specs_core.py and specs_games.py.
"""

from __future__ import annotations

import enum
import importlib
import inspect
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

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
