# Pithead: `make run` starts everything, `make test` runs every suite, `make bench` prints figures.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed
# uv installs from uv.lock, the one lock file (every transitive dependency pinned, with hashes).
UV_VERSION := 0.13.9
UV     := $(BIN)/uv

.PHONY: install pyc lock docs i18n browser nginx npm sdk test bench ladder bench-failover soak soak-web screenshots fuzz run clean deploy-check

$(UV):
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q uv==$(UV_VERSION)

# --locked: install exactly uv.lock, and fail if pyproject.toml changed since it was made (`make lock`);
# --inexact: leave pip and uv themselves in the venv. --compile-bytecode: the machines set
# PYTHONDONTWRITEBYTECODE, so without .pyc files every process (each gunicorn and Celery worker a test
# starts) would compile its imports again.
$(STAMP): pyproject.toml uv.lock | $(UV)
	$(UV) sync --locked --inexact --compile-bytecode --extra test
	touch $(STAMP)

install: $(STAMP)

# The project's own modules compiled once (the same reason as --compile-bytecode above; a .pyc older
# than its source is ignored, so an edit never runs stale code).
pyc: $(STAMP)
	$(BIN)/python -m compileall -q -j 0 shared services scripts tests > /dev/null

# Re-resolve uv.lock after a change to pyproject.toml (kept pins stay; `make lock UPGRADE=1` moves all).
lock: | $(UV)
	$(UV) lock $(if $(UPGRADE),--upgrade)

# The documentation site (mkdocs.yml, docs/) into ./site, in strict mode: a broken link or a missing page
# fails. `make run` serves it live on http://127.0.0.1:8001; `make test` builds it too
# (tests/deploy/test_docs_site.py). NO_MKDOCS_2_WARNING: Material's notice about MkDocs 2 on every build.
docs: $(STAMP)
	NO_MKDOCS_2_WARNING=1 $(BIN)/mkdocs build --strict --site-dir site
# The API's message catalogs (docs/guide/languages.md): extract every message, merge it into each
# language's .po, compile the .mo files (committed, so a clean clone and the image need no step),
# and fail on a missing or fuzzy translation. make test runs the same check without writing.
i18n: $(STAMP)
	$(BIN)/python scripts/i18n.py

# Build the image, run the compose stack, play every seed game through the gateway (needs Docker).
deploy-check:
	scripts/deploy_check.sh

# Debian's Chromium for the web client's browser tests, installed when it is missing.
browser:
	scripts/install_chromium.sh

# Debian's nginx for the gateway tests (the generated config, two API deployments behind it).
nginx:
	scripts/install_nginx.sh

# The TypeScript client's tools (clients/typescript): `npm ci`, skipped while its package-lock.json
# is the one installed (the lock's sha256 beside node_modules).
npm:
	scripts/install_npm.sh

# The OpenAPI document (offline, from the apps) and the clients generated from it: clients/python
# (openapi-python-client) and clients/typescript/src/schema.d.ts (openapi-typescript). Commit them;
# make test fails while they differ from a fresh generation.
sdk: $(STAMP) npm
	$(BIN)/python scripts/sdk.py clients

test: $(STAMP) browser nginx npm pyc
	$(BIN)/python -m pytest tests

# The contract suite's full runs: 1,000 random games per game and seat count (make test plays a sample);
# no per-test timeout (one seat count of a slow game takes longer than make test's 600 s). Narrow it with
# `make soak K=quartz`.
soak: $(STAMP)
	PITHEAD_CONTRACT_GAMES=1000 PITHEAD_CONTRACT_BUDGET_S=0 $(BIN)/python -m pytest tests/contract/test_playouts.py \
		--timeout=0 $(if $(K),-k '$(K)')

# The web client under load (issue 29): 20 new games against instant bots with no stale table or
# stale-version refusal, and the Glück Auf click-through 10 times, while 2 bot tournaments load the
# machine. Figures in test-output/web/soak.json. About 15 minutes on a quiet 2-core machine.
soak-web: $(STAMP) browser
	PITHEAD_SOAK_GAMES=20 PITHEAD_SOAK_CLICKS=10 $(BIN)/python -m pytest tests/e2e/test_web_live.py \
		tests/e2e/test_web_client.py -k 'never_show_a_stale_table or whole_glueckauf_game'

# Each game's table at 1280x800 and 390x844 under docs/screenshots/, played against bots on the real stack.
screenshots: $(STAMP) browser
	$(BIN)/python scripts/screenshots.py

# The fuzz suite's slow mode: 200 examples per operation and run (make test runs 30).
fuzz: $(STAMP)
	FUZZ_EXAMPLES=200 $(BIN)/python -m pytest tests/fuzz/test_fuzz_openapi.py tests/fuzz/test_fuzz_actions.py

bench: $(STAMP) nginx
	$(BIN)/python -m tests.bench.engine
	$(BIN)/python -m tests.bench.bots
	$(BIN)/python -m tests.bench.levels
	$(BIN)/python -m tests.bench.inprocess
	$(BIN)/python -m tests.bench.http
	$(BIN)/python -m tests.bench.scale
	$(BIN)/python -m tests.bench.globalkeys
	$(BIN)/python -m tests.bench.load
	$(BIN)/python -m tests.bench.capacity
	$(BIN)/python -m tests.bench.ohmygoods
	$(BIN)/python -m tests.bench.packstack
	$(BIN)/python -m tests.bench.quartz
	$(BIN)/python -m tests.bench.sizes
	$(BIN)/python -m tests.bench.notify

# Every game's bot ladder, played and rated again on the work clock (the same games from the same seed
# on any machine), lineups of neighbouring levels 25 times as often as the far ones; writes
# shared/games/<game>/ladder.json, which the catalog publishes, and the table of them in the README
# and docs/guide/bots.md, then checks the order and the table (exit 1 if a ladder does not hold). The bots' CPU on one core (`pithead ladder GAME ... --plan`): Goofspiel and
# Pack & Stack minutes, Quartz about 1.5 h, Glück Auf about 2 h, Oh My Goods! about 19 h (its hard
# thinks 30 s a two-seat game, and its two-seat neighbours need 1,000 games each: several sessions).
# A stopped run resumes: make ladder LADDER_FLAGS=--resume (one game: LADDER_GAMES=quartz).
LADDER_JOBS ?= 2
# Oh My Goods!'s two-seat neighbours need ten times the games (a variable: a comma in $(if) ends it)
OMG_NEIGHBOURS := 2=250,4=50
LADDER_FLAGS ?=
LADDER_GAMES ?= goofspiel packstack quartz glueckauf ohmygoods
LADDER = nice -n 19 $(BIN)/pithead ladder --clock work --jobs $(LADDER_JOBS) --no-progress $(LADDER_FLAGS)
ladder: $(STAMP)
	-$(if $(filter goofspiel,$(LADDER_GAMES)),$(LADDER) goofspiel --rounds 200)
	-$(if $(filter packstack,$(LADDER_GAMES)),$(LADDER) packstack --rounds 1000)
	-$(if $(filter quartz,$(LADDER_GAMES)),$(LADDER) quartz --rounds 2 --neighbours 25)
	-$(if $(filter glueckauf,$(LADDER_GAMES)),$(LADDER) glueckauf --rounds 2 --neighbours 25)
	-$(if $(filter ohmygoods,$(LADDER_GAMES)),$(LADDER) ohmygoods --rounds 2 --neighbours $(OMG_NEIGHBOURS))
	$(BIN)/pithead ladder --check

# What a Redis Cluster failover loses with and without WAIT, over 5 runs each (about 3 minutes).
bench-failover: $(STAMP)
	$(BIN)/python -m tests.cluster.failover_bench 5
	$(BIN)/python -m tests.cluster.failover_churn 24 6

# Redis + API on http://127.0.0.1:8000 + Celery worker + beat + the docs site on :8001 under honcho;
# Ctrl-C stops all of it.
run: $(STAMP) pyc
	exec scripts/run.sh

clean:
	rm -rf $(VENV) var site .pytest_cache
