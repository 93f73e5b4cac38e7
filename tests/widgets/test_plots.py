"""The lesson plot helpers draw what they are given (checked on the figure's data)."""

from fractions import Fraction

import numpy as np
import pytest

from logo_kit.exact import Distribution, hypergeometric
from logo_kit.widgets import plots


def test_plot_highlights_the_event_and_keeps_every_outcome():
    dist = hypergeometric(55, 14, 7)
    fig = plots.plot(dist, event=lambda k: k >= 3, title="reds", x="red cards")
    rest, event = fig.data
    assert sorted(list(rest.x) + list(event.x)) == sorted(o for o, _ in dist.table())
    assert set(event.x) == {k for k, _ in dist.table() if k >= 3}
    assert sum(event.y) == pytest.approx(float(dist.prob(lambda k: k >= 3)))
    assert fig.layout.title.text == "reds"


def test_plot_takes_a_value_or_a_collection_as_the_event():
    die = Distribution.uniform(range(1, 7))
    assert list(plots.plot(die, event=6).data[1].x) == [6]
    assert list(plots.plot(die, event=[1, 2]).data[1].x) == [1, 2]
    assert len(plots.plot(die).data) == 1  # no event: no second trace


def test_curves_draw_each_series_with_its_own_marker_and_errors():
    fig = plots.curves(
        {"exact": {1: Fraction(1, 2), 2: Fraction(1, 4)}, "estimate": {1: 0.49, 2: 0.26}},
        errors={"estimate": {1: 0.02, 2: 0.01}},
        hlines={"half": 0.5},
    )
    exact, estimate = fig.data
    assert list(exact.y) == [0.5, 0.25] and exact.error_y.array is None
    assert list(estimate.error_y.array) == [0.02, 0.01]
    assert exact.marker.symbol != estimate.marker.symbol
    assert exact.line.dash != estimate.line.dash


def test_bars_group_series():
    fig = plots.bars({"a": {"x": 1, "y": 2}, "b": {"x": 3, "y": 4}}, digits=1)
    assert [t.name for t in fig.data] == ["a", "b"] and list(fig.data[1].text) == ["3.0", "4.0"]


def test_running_frequency_and_the_95_percent_band():
    trials, running = plots.running_frequency([1, 0, 0, 1])
    assert list(trials) == [1, 2, 3, 4] and list(running) == [1.0, 0.5, 1 / 3, 0.5]
    fig = plots.convergence([1, 0, 0, 1], Fraction(1, 2), what="share of heads")
    band, line = fig.data
    n = np.arange(1, 5)
    upper = 0.5 + 1.96 * np.sqrt(0.25 / n)
    assert np.allclose(band.y[:4], upper)
    assert list(line.y) == list(running)


def test_long_simulations_are_thinned_on_the_log_scale_but_end_at_the_last_trial():
    hits = np.random.default_rng(0).random(50_000) < 0.3
    fig = plots.convergence(hits, Fraction(3, 10))
    line = fig.data[1]
    assert len(line.x) <= 401 and line.x[-1] == 50_000 and line.x[0] == 1
    assert line.y[-1] == pytest.approx(hits.mean())
