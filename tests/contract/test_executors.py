"""Tournaments give identical results whatever runs them: here, a process pool (a Dask
cluster: test_dask_runs.py)."""

from __future__ import annotations

import multiprocessing
from concurrent.futures import ProcessPoolExecutor

import pytest
from toy_game import StepPlayer, ToyGame, ToyOptions

from logo_kit import LogoKitError
from logo_kit.engine import tournament

PLAYERS = [StepPlayer(2, "bold"), StepPlayer(1, "timid"), StepPlayer(2, "bold too")]
OPTIONS = ToyOptions(players=3, goal=12, max_turns=30)


def run(**kwargs):
    return tournament(PLAYERS, 60, seed=11, options=OPTIONS, game=ToyGame, **kwargs)


@pytest.mark.slow  # spawns a process pool: make test, not make check
def test_a_process_pool_gives_the_serial_results():
    serial = run()
    context = multiprocessing.get_context("spawn")  # what notebooks should use, too
    with ProcessPoolExecutor(2, mp_context=context) as pool:
        pooled = run(executor=pool, chunk=7)
    assert pooled.records == serial.records
    assert pooled.table() == serial.table()


@pytest.mark.slow  # spawns a process pool: make test, not make check
def test_processes_means_a_local_pool():
    assert run(executor="processes", chunk=30).records == run().records


@pytest.mark.slow  # spawns a process pool: make test, not make check
def test_progress_is_reported_as_chunks_finish():
    calls = []
    with ProcessPoolExecutor(2, mp_context=multiprocessing.get_context("spawn")) as pool:
        run(executor=pool, chunk=20, progress=lambda done, total: calls.append((done, total)))
    assert calls[-1] == (60, 60) and [d for d, _ in calls] == sorted(d for d, _ in calls)


def test_an_executor_must_be_an_executor():
    with pytest.raises(LogoKitError, match="Executor"):
        run(executor="four cores")
