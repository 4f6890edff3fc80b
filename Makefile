# Quick start: `make run` (the main job on its default scenario) and `make test`.
# Needs only Python 3.10+ and make; everything else goes into .venv.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
PIP := $(PY) -m pip --disable-pip-version-check -q

.PHONY: run test bench codegen clean

$(PY):
	$(PYTHON) -m venv $(VENV)

$(VENV)/.installed-run: pyproject.toml | $(PY)
	$(PIP) install -e .
	touch $@

$(VENV)/.installed-test: pyproject.toml | $(PY)
	$(PIP) install -e '.[test,notebook,mpi]'
	touch $@ $(VENV)/.installed-run

run: $(VENV)/.installed-run
	$(VENV)/bin/ringcalc report

test: $(VENV)/.installed-test
	$(PY) -m ruff check .
	$(PY) -m pytest -q

bench: $(VENV)/.installed-test
	$(PY) benchmarks/bench_cli_startup.py

codegen: $(VENV)/.installed-run
	$(PY) -m ringcalc.symbolic.codegen
	$(PY) -c 'from ringcalc.catalog.load import write_parsed_copies; print(*write_parsed_copies(), sep="\n")'

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache .hypothesis .ruff_cache
