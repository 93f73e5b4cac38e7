"""Package discovery for the one distribution (everything else is in pyproject.toml).

``widgets/`` is installed as ``logo_kit.widgets``; setuptools' automatic
discovery cannot follow that renaming, so the packages are found here: every
folder with an ``__init__.py`` under ``logo_kit/`` and under ``widgets/``.
"""

from setuptools import find_packages, setup

CORE = ["logo_kit", *(f"logo_kit.{p}" for p in find_packages("logo_kit"))]
BOARDS = ["logo_kit.widgets", *(f"logo_kit.widgets.{p}" for p in find_packages("widgets"))]

setup(
    packages=CORE + BOARDS,
    package_dir={"logo_kit": "logo_kit", "logo_kit.widgets": "widgets"},
    package_data={"logo_kit.widgets": ["**/*.js", "**/*.css"]},
)
