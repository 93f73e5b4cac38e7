"""Every engine passes the contract (see engine_contract.py) over many seeded playouts.

Each ``case_*.py`` module in this folder lists its game's set-ups as ``CASES``.
"""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest
from engine_contract import ContractCase, check_playout

pytestmark = pytest.mark.spread  # independent, heavy tests: any xdist worker (conftest.py)


HERE = Path(__file__).parent
CASES: list[ContractCase] = [
    case
    for path in sorted(HERE.glob("case_*.py"))
    for case in importlib.import_module(path.stem).CASES
]


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_random_playouts_keep_the_contract(case: ContractCase) -> None:
    ended = 0
    for seed in case.seeds:
        stats = check_playout(case, seed)
        assert stats.terminal
        ended += 1
    assert ended == len(case.seeds)
