"""Every class-pool test runs against SQLite, and against PostgreSQL when it can be had."""

from __future__ import annotations

import os

import pytest

from . import postgres


@pytest.fixture(scope="session")
def postgres_url():
    """One PostgreSQL server for every class-pool test file this worker runs."""
    reason = postgres.why_not()
    if reason:
        if os.environ.get("LOGO_KIT_REQUIRE_POSTGRES"):  # .ci/run: never skip silently
            pytest.fail(f"PostgreSQL is required here but {reason}")
        pytest.skip(f"no PostgreSQL: {reason}")
    with postgres.server() as url:
        yield url


@pytest.fixture(params=["sqlite", "postgresql"])
def database_url(request, tmp_path):
    """A fresh, empty store: an SQLite file, or a PostgreSQL database emptied first."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'class.db'}"
        return
    url = request.getfixturevalue("postgres_url")
    from sqlalchemy import create_engine, text

    engine = create_engine(url)
    with engine.begin() as db:
        tables = (
            "logo_kit_submissions, logo_kit_frozen, logo_kit_classes, logo_kit_names, "
            "logo_kit_guesses, logo_kit_reveals"
        )
        db.execute(text(f"DROP TABLE IF EXISTS {tables}"))
    engine.dispose()
    yield url


@pytest.fixture
def pool(database_url):
    """An open class pool for class 7B in a fresh store, closed after the test."""
    from logo_kit.classpool import ClassPool

    made = ClassPool(database_url, code="7B")
    yield made
    made.close()
