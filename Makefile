# Two commands, each of which sets itself up from nothing:
#   make lab    create .venv, install logo_kit with the lab extras, open the lessons
#   make test   create .venv, install everything, run the everyday tests (about 3 minutes)
# The inner loop while working: make check (lint + unit + widget tests, no browser,
# no wheel or venv builds, no lessons, no process pools; about 90 s).
# The full matrix, what CI runs (.ci/run): make test-all (about 27 minutes).
# make test-loaded runs make test while busy loops hold every core (a test must not race
# the clock). Tests run on pytest-xdist workers, one per core (PYTEST_JOBS=1: one process).
# Also: make bench (benchmark ratios), make notebooks (re-execute lessons, store outputs),
#       make spiel-studies (what OpenSpiel's algorithms learn on the games: docs/studies/),
#       make apps (boards as Voila apps), make class CODE=7B (a live class experiment),
#       make screenshots (the screenshot tests' stored pictures, the docs' pictures), make clean,
#       make worksheets (student/teacher versions, printable worksheets: build/worksheets/),
#       make optimal-solo (the exact solo Star Light study, docs/studies/optimal-solo.md).

PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.logo_kit-installed

CHECK_ARGS ?=
TEST_ARGS ?=
# One pytest-xdist worker per core; a test file runs whole on one worker (lessons under
# nbval share a kernel cell to cell, browser modules share their servers) unless it is
# marked `spread` (conftest.py).
PYTEST_JOBS ?= auto
PYTEST := $(BIN)/python -m pytest -p no:cacheprovider -n $(PYTEST_JOBS) --dist loadfile

.PHONY: setup lab test test-all test-loaded check lint bench notebooks apps class screenshots \
	worksheets optimal-solo spiel-studies clean

$(STAMP): pyproject.toml setup.py
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e ".[test]"
	$(BIN)/python tools/lab_settings.py $(VENV)
	touch $(STAMP)

setup: $(STAMP)

# JupyterLab refuses to run as root unless told; classroom containers often are root.
ROOT_FLAG := $(if $(filter 0,$(shell id -u)),--allow-root,)

lab: setup
	$(BIN)/jupyter lab --ip 127.0.0.1 $(ROOT_FLAG) --ServerApp.root_dir=. notebooks/00-start-here.ipynb

lint: setup
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

# Everyday: lint, unit, contract and short-fuzz tests, the lessons under nbval, the
# benchmarks' correctness checks and a browser smoke test. Everything marked `full` waits
# for make test-all.
test: setup lint
	$(PYTEST) -m "not full" $(TEST_ARGS)

# The full matrix (CI): everything, with the fuzz suite's long profile.
test-all: setup lint
	LOGO_KIT_FUZZ=long $(PYTEST) $(TEST_ARGS)

# make test while busy loops hold every core: nothing may depend on the machine's speed.
test-loaded: setup
	bash tools/with_busy_cores.sh $(MAKE) test

# Fast: no browser, no slow builds, no notebooks (nbval); the fuzz suite's short profile.
check: setup lint
	$(PYTEST) tests -q -m "not slow and not browser and not full" \
		-o addopts="-ra --strict-markers" $(CHECK_ARGS)

bench: setup
	$(BIN)/python -m benchmarks
	$(BIN)/python -m benchmarks.class_load --before

# The boards as standalone Voila apps (outputs only, no code): one notebook per board in apps/,
# served by tools/app_server.py with preheated kernels (each app already run when a student
# opens it; APP_POOL kernels per app, about 160 MB each), a cap on kernels sized to the
# memory, and a page's kernel ended when the page is gone. Port: make apps PORT=8866.
APP_POOL ?= 1
PORT ?= 8866
apps: setup
	$(BIN)/python tools/make_apps.py serve $(PORT) $(APP_POOL)

# A live class experiment: the students' apps (PORT, 8866) and the teacher's board
# (TEACHER_PORT, 8867, on 127.0.0.1 behind a token) sharing one class pool.
#   make class CODE=7B STUDENTS=30 LESSON=11 HOST=0.0.0.0
# preheats lesson 11's class experiment app for 30 students (APPS=logo-experiment,lore-hat-check
# names the apps instead; default: the three experiment apps, the students spread over them).
# MAX_KERNELS caps the students' kernels (default: what the memory holds). The teacher's
# token is kept in build/class/teacher-token (owner-only, reused, so the teacher's link
# survives a restart); TEACHER_TOKEN=… chooses one. Closing the terminal stops both servers;
# a second make class while one runs says where it is.
CODE ?= demo
HOST ?= 127.0.0.1
TEACHER_PORT ?= 8867
STUDENTS ?= 30
LESSON ?=
APPS ?=
MAX_KERNELS ?= 0
class: setup
	$(BIN)/python tools/live_class.py --code "$(CODE)" --host "$(HOST)" \
		--students $(STUDENTS) $(if $(LESSON),--lesson "$(LESSON)") $(if $(APPS),--apps "$(APPS)") \
		--max-kernels $(MAX_KERNELS) --student-port $(PORT) --teacher-port $(TEACHER_PORT)

# Every lesson's student version (nbgrader strips the solutions), teacher version (with the
# answer key) and printable worksheet + key (HTML, and PDF printed by /usr/bin/chromium), and
# the nbgrader course for autograding: build/worksheets/index.html. HTML only:
# make worksheets WORKSHEETS_ARGS=--no-pdf
WORKSHEETS_ARGS ?=
worksheets: setup
	$(BIN)/python -m tools.worksheets build $(WORKSHEETS_ARGS)

notebooks: setup
	$(BIN)/python tools/run_notebooks.py notebooks/*.ipynb

# The exact solo Star Light study read by lesson 22: the optimal strategy for 3-6 stars, 7
# tried for 10 minutes, the advisor played on every line up to 9 stars. Writes
# docs/studies/optimal-solo.json and the table of optimal-solo.md; about half an hour on
# 2 shared cores. Not part of the tests.
optimal-solo: setup
	nice -n 10 $(BIN)/python tools/optimal_solo.py

# OpenSpiel's CFR, tabular Q-learning and ISMCTS on the games, with fixed seeds (about a
# quarter of an hour of one core): docs/studies/openspiel/learning.json and .md.
spiel-studies: setup
	nice -n 10 $(BIN)/python tools/spiel_studies.py

# Refresh the stored pictures the screenshot comparison judges against (every app at 800 and
# 1280 px, tests/browser/screenshots/: review them with git diff before committing), the
# docs' board screenshots from a browser-test run, and three worksheets' first pages.
screenshots: setup
	LOGO_KIT_SCREENSHOTS=update $(BIN)/python -m pytest -p no:cacheprovider -q \
		tests/browser/test_screenshots.py
	$(BIN)/python -m pytest -p no:cacheprovider -q tests/browser
	mkdir -p docs/screenshots
	cp tests/artifacts/boards/*.png docs/screenshots/
	for lesson in 30-billionaire-bust-odds 31-billionaire-when-to-stop 40-ai-lab; do \
		$(BIN)/python -m tools.worksheets build notebooks/$$lesson.ipynb --out build/shots \
			--screenshot docs/screenshots/worksheet-$$lesson.png || exit 1; \
	done

clean:
	rm -rf $(VENV) build dist *.egg-info tests/artifacts .pytest_cache .ruff_cache
