"""benchmarks/process_usage.py reads what the benchmarks' servers cost from /proc: a
process tree's CPU time, a process's memory, and whether a server has gone quiet."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from benchmarks import process_usage

pytestmark = pytest.mark.skipif(not os.path.exists("/proc/self/stat"), reason="needs /proc")


@pytest.fixture
def sleeper():
    """A child that does nothing for a minute (ended after the test)."""
    child = subprocess.Popen(["sleep", "60"])
    yield child
    child.kill()
    child.wait()


def test_the_process_table_holds_this_process_under_its_parent(sleeper):
    table = process_usage.processes()
    parent, name, cpu = table[os.getpid()]
    assert parent == os.getppid() and name and cpu > 0
    assert {os.getpid(), sleeper.pid} <= process_usage.descendants(table, [os.getpid()])
    assert process_usage.tree_cpu_seconds(os.getpid()) >= cpu


def test_memory_is_counted_for_a_running_process_and_zero_for_a_gone_one():
    assert process_usage.pss_mb(os.getpid()) > 1
    finished = subprocess.Popen([sys.executable, "-c", "pass"])
    finished.wait()
    assert process_usage.pss_mb(finished.pid) == 0.0


def test_a_sleeping_process_is_quiet(sleeper):
    assert process_usage.is_quiet(sleeper.pid, seconds=0.5)
