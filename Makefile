# rummy-lab: the two commands are `make serve` and `make test`.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
PORT   ?= 8866
STAMP  := $(VENV)/.installed-stamp

.PHONY: serve test install lint bench clean chromium postgresql hub-proxy js-tools widgets

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e ".[test]"
	touch $(STAMP)

install: $(STAMP)

chromium:
	@command -v chromium >/dev/null 2>&1 || { \
	  echo "Installing Debian's chromium for the browser tests"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; }

postgresql:
	@ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || { \
	  echo "Installing Debian's postgresql for the shared-table tests"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null; }

# JupyterHub's proxy (npm), project-local in .venv/node; docs/jupyterhub_config.py finds it.
# Its version 5 needs node 20; Debian 12's own node is 18, which runs version 4.
PROXY := $(VENV)/node/node_modules/.bin/configurable-http-proxy
hub-proxy: | $(BIN)/python
	@test -x $(PROXY) || command -v configurable-http-proxy >/dev/null 2>&1 || { \
	  command -v npm >/dev/null 2>&1 || { echo "Installing Debian's npm for JupyterHub's proxy"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq npm >/dev/null; }; \
	  major=$$(node -p 'process.versions.node.split(".")[0]'); \
	  if [ "$$major" -ge 20 ]; then spec=configurable-http-proxy@5; else spec=configurable-http-proxy@4; fi; \
	  echo "Installing $$spec into $(VENV)/node"; \
	  npm install --prefix $(VENV)/node --no-audit --no-fund --loglevel=error "$$spec" >/dev/null; }

# The browser side's tools (npm), pinned, project-local in .venv/node: esbuild bundles
# widgets/ into widgets/dist/ (`make widgets`), Biome lints the modules.
JS_TOOLS := esbuild@0.28.2 @biomejs/biome@2.6.9
NODE_BIN := $(VENV)/node/node_modules/.bin
js-tools: | $(BIN)/python
	@test -x $(NODE_BIN)/esbuild && test -x $(NODE_BIN)/biome && \
	  $(NODE_BIN)/esbuild --version | grep -qx 0.28.2 || { \
	  command -v npm >/dev/null 2>&1 || { echo "Installing Debian's npm for the JS tools"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq npm >/dev/null; }; \
	  echo "Installing $(JS_TOOLS) into $(VENV)/node"; \
	  npm install --prefix $(VENV)/node --no-audit --no-fund --loglevel=error $(JS_TOOLS) >/dev/null; }

widgets: js-tools
	$(BIN)/python widgets/build.py

serve: $(STAMP)
	$(BIN)/rummy-lab serve --port $(PORT)

test: $(STAMP) chromium postgresql hub-proxy js-tools
	$(BIN)/ruff check .
	$(BIN)/mypy
	$(NODE_BIN)/biome lint
	node --test widgets/tests/
	$(BIN)/python -m pytest -q -p no:cacheprovider --durations=25

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/mypy

bench: $(STAMP)
	$(BIN)/python benchmarks/run_all.py

clean:
	rm -rf $(VENV) build dist *.egg-info
