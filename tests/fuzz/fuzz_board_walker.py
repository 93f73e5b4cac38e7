"""Board fuzzing: random control values and clicks on an ipywidgets board.

:func:`fuzz_board` walks a board's widget tree, sets random values on its
Dropdown / ToggleButtons / Select / Text / IntText / slider / Checkbox controls
(within and outside their options) and clicks its Buttons, and checks that no
exception escapes, ``board.last_bug`` stays unset (Board.act records every
non-ValueError there) and a refused action (``board.last_error`` set) leaves a
caller-supplied ``snapshot(board)`` unchanged.
"""

from __future__ import annotations

import os
import traceback
from collections.abc import Callable, Iterator
from typing import Any

from fuzz_guard import EXAMPLES, FUZZ_SETTINGS, TARGET_BUDGET, budget_spent, cpu_seconds, guard
from fuzz_outcomes import HANG, REFUSED, RESULT, WIDGET_REFUSED, Tally, exception_kind, short_repr
from fuzz_values import HUGE, JUNK_FLOATS, JUNK_TEXTS, junk, sampled
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.reporting import with_reporter


class _OutOfTime(Exception):
    """Raised inside a walk once the board's time budget is spent (ends the run)."""


def _library_folders() -> tuple[str, ...]:
    import logo_kit
    import logo_kit.widgets

    return tuple(
        os.path.dirname(os.path.abspath(m.__file__)) + os.sep for m in (logo_kit, logo_kit.widgets)
    )


def _reached_the_library(error: BaseException) -> bool:
    """True if any frame of ``error``'s traceback is logo_kit's (the core or a board)."""
    folders = _library_folders()
    return any(
        os.path.abspath(frame.f_code.co_filename).startswith(folders)
        for frame, _ in traceback.walk_tb(error.__traceback__)
    )


def walk_widgets(root: Any) -> Iterator[Any]:
    """Every widget in an ipywidgets tree (boxes' children, depth first)."""
    stack, seen = [root], set()
    while stack:
        widget = stack.pop()
        if id(widget) in seen:
            continue
        seen.add(id(widget))
        yield widget
        children = getattr(widget, "children", None)
        if isinstance(children, list | tuple):
            stack.extend(reversed(children))


def board_controls(board: Any) -> list[Any]:
    """The enabled controls a person can use: buttons and value widgets with options,
    text, numbers or a check box."""
    import ipywidgets as widgets

    kinds = (
        widgets.Button,
        widgets.Dropdown,
        widgets.ToggleButtons,
        widgets.RadioButtons,
        widgets.Select,
        widgets.SelectMultiple,
        widgets.Text,
        widgets.Textarea,
        widgets.IntText,
        widgets.BoundedIntText,
        widgets.FloatText,
        widgets.BoundedFloatText,
        widgets.IntSlider,
        widgets.FloatSlider,
        widgets.IntRangeSlider,
        widgets.SelectionSlider,
        widgets.Checkbox,
        widgets.ToggleButton,
    )
    return [
        w
        for w in walk_widgets(board.widget)
        if isinstance(w, kinds)
        and not getattr(w, "disabled", False)
        and getattr(getattr(w, "layout", None), "display", None) != "none"
    ]


def _control_value(draw: Any, control: Any, texts: st.SearchStrategy[str]) -> Any:
    import ipywidgets as widgets

    inside = draw(st.booleans())
    if isinstance(control, widgets.Checkbox | widgets.ToggleButton):
        return draw(st.booleans()) if inside else draw(junk())
    if isinstance(control, widgets.SelectMultiple):
        values = [v for _, v in _labelled(control.options)]
        return (
            tuple(draw(st.lists(st.sampled_from(values), unique=True, max_size=len(values))))
            if inside and values
            else draw(junk())
        )
    if hasattr(control, "options") and not isinstance(control, widgets.Text):
        values = [v for _, v in _labelled(control.options)]
        return draw(st.sampled_from(values)) if inside and values else draw(junk())
    if isinstance(control, widgets.Text | widgets.Textarea):
        return draw(texts) if inside else draw(st.sampled_from(JUNK_TEXTS))
    if isinstance(control, widgets.IntRangeSlider):
        low, high = sorted(
            draw(st.lists(st.integers(control.min, control.max), min_size=2, max_size=2))
        )
        return (low, high) if inside else draw(junk())
    if hasattr(control, "min") and hasattr(control, "max"):
        low, high = control.min, control.max
        if inside:
            return draw(
                st.integers(int(low), int(high)) if isinstance(low, int) else st.floats(low, high)
            )
        return draw(st.one_of(sampled([low - 1, high + 1, -(10**9), 10**9, HUGE]), junk()))
    if isinstance(control, widgets.IntText):
        return (
            draw(st.integers(-20, 20))
            if inside
            else draw(sampled([10**9, -(10**9), HUGE, 2**63, 0, -1]))
        )
    if isinstance(control, widgets.FloatText):
        return draw(st.floats(-20, 20)) if inside else draw(st.sampled_from(JUNK_FLOATS))
    return draw(junk())


def _labelled(options: Any) -> list[tuple[Any, Any]]:
    labelled = []
    for option in options:
        if isinstance(option, tuple) and len(option) == 2:
            labelled.append(option)
        else:
            labelled.append((option, option))
    return labelled


def _describe_control(control: Any) -> str:
    label = getattr(control, "description", "") or getattr(control, "placeholder", "")
    return f"{type(control).__name__}({label!r})"


def fuzz_board(
    make_board: Callable[[], Any],
    snapshot: Callable[[Any], Any],
    *,
    name: str,
    steps: int = 12,
    examples: int = EXAMPLES,
    texts: st.SearchStrategy[str] | None = None,
    tally: Tally | None = None,
    fuzz_settings: settings = FUZZ_SETTINGS,
    budget: float = TARGET_BUDGET * 4,
) -> Tally:
    """Drive a board with random control values and clicks; count what happens.

    Per action, the outcome is ``result`` (accepted), ``LogoKitError`` (the
    board showed a refusal and ``snapshot(board)`` is unchanged), ``widget
    refused`` (the widget's own validation refused the value, or failed on it
    before any logo_kit code ran: a browser would never send it), or a defect:
    an exception escaping the board, ``board.last_bug`` set (the board caught a
    non-``ValueError``), ``changed after refusal`` (a refused action changed the
    snapshot) or a hang.

    The walk stops after ``budget`` CPU seconds (the examples left are not run), once it
    has made :data:`~fuzz_guard.MIN_CALLS` actions.
    """
    import traitlets

    tally = Tally() if tally is None else tally
    texts = texts if texts is not None else st.sampled_from(JUNK_TEXTS)
    started, calls_before = cpu_seconds(), tally.calls

    @settings(fuzz_settings, max_examples=examples)
    @given(st.data())
    def run(data: st.DataObject) -> None:
        if budget_spent(started, budget, tally.calls - calls_before):
            # End the whole run. (Returning early would draw less than an earlier
            # example with the same choices did: hypothesis then reports a flaky
            # strategy, which fuzz_board ignores once the time is out.)
            out_of_time.append(True)
            raise _OutOfTime
        board = make_board()
        for _ in range(steps):
            controls = board_controls(board)
            if not controls:
                return
            control = data.draw(st.sampled_from(controls), label="control")
            before = snapshot(board)
            board.last_error = None
            board.last_bug = None
            is_button = hasattr(control, "click") and not hasattr(control, "value")
            value = None if is_button else _control_value(data.draw, control, texts)
            what = f" {_describe_control(control)}" + (
                ".click()" if is_button else f".value = {short_repr(value)}"
            )

            def act(control: Any = control, value: Any = value, button: bool = is_button) -> None:
                if button:
                    control.click()
                else:
                    control.value = value

            try:
                with guard():
                    act()
            except traitlets.TraitError as error:
                tally.add(name, what, WIDGET_REFUSED, str(error)[:120])
                continue
            except KeyboardInterrupt:
                raise
            except Exception as error:
                if not _reached_the_library(error):
                    # the widget's own validation failed (ipywidgets formats a tuple
                    # value with %, a TypeError) before any board code ran
                    tally.add(
                        name,
                        what,
                        WIDGET_REFUSED,
                        f"{type(error).__name__} in the widget: {error}"[:120],
                    )
                    continue
                tally.add(name, what, f"escaped {exception_kind(error)}", str(error)[:200])
                return  # the board may be half-changed; start a new one
            except BaseException as error:
                kind = exception_kind(error)
                tally.add(name, what, f"escaped {kind}" if kind != HANG else HANG, str(error)[:200])
                return  # the board may be half-changed; start a new one
            if board.last_bug is not None:
                bug = board.last_bug
                tally.add(name, what, f"last_bug {type(bug).__name__}", str(bug)[:200])
            elif board.last_error is not None:
                after = snapshot(board)
                if after != before:
                    tally.add(
                        name,
                        what,
                        "changed after refusal",
                        f"{short_repr(before)} -> {short_repr(after)}",
                    )
                else:
                    tally.add(name, what, REFUSED, board.last_error[:120])
            else:
                tally.add(name, what, RESULT, "")

    out_of_time: list[bool] = []
    try:
        with with_reporter(lambda _text: None):  # no "falsifying example" for a timeout
            run()
    except Exception:
        if not out_of_time:
            raise
    tally.seconds += cpu_seconds() - started
    return tally
