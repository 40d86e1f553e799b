# Pithead: `make run` starts everything, `make test` runs every suite, `make bench` prints figures.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed

.PHONY: install test bench run clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q -e '.[test]'
	touch $(STAMP)

install: $(STAMP)

test: $(STAMP)
	$(BIN)/python -m pytest tests

bench: $(STAMP)
	$(BIN)/python -m tests.bench.engine
	$(BIN)/python -m tests.bench.bots
	$(BIN)/python -m tests.bench.inprocess
	$(BIN)/python -m tests.bench.http
	$(BIN)/python -m tests.bench.load

# Redis + API on http://127.0.0.1:8000 + Celery worker + beat under honcho; Ctrl-C stops all of it.
run: $(STAMP)
	exec scripts/run.sh

clean:
	rm -rf $(VENV) var .pytest_cache
