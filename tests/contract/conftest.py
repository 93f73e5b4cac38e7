"""Fixtures for the engine contract tests."""

from __future__ import annotations

import signal
from collections.abc import Iterator

import pytest


@pytest.fixture
def ctrl_c_reaches_python() -> Iterator[None]:
    """Ctrl-C (SIGINT) raises ``KeyboardInterrupt`` for the length of one test, as in a
    terminal or a Jupyter kernel.

    A test run started in the background by a non-interactive shell (``make check &``, a
    CI step's ``… &``) inherits SIGINT *ignored*, and then neither a real SIGINT nor
    ``_thread.interrupt_main`` reaches Python: a test waiting for its Ctrl-C to stop a
    bot that never returns would wait for ever. The handler before is put back after.
    """
    before = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, before)
