#!/usr/bin/env bash
# `pip install .` into a fresh virtual environment, then the Python test suite against the
# installed package (not the build tree): proves that `import ktune` works after pip on this
# machine. scikit-build-core, numpy and pytest come from PyPI; the C++ dependencies are the
# Debian packages of install-deps.sh.
#   bash scripts/pip-check.sh [VENV_DIR]     (default: a temporary directory, removed after)
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
VENV="${1:-}"
if [ -z "$VENV" ]; then
  VENV="$(mktemp -d)/venv"
  trap 'rm -rf "$(dirname "$VENV")"' EXIT
fi
/usr/bin/python3 -m venv "$VENV"
"$VENV/bin/pip" install -q --upgrade pip
# A copy of the tree without build directories: pip builds in its own temporary directory.
"$VENV/bin/pip" install -q . pytest tqdm onnx onnxruntime  # tqdm: ktune.tune's progress bar; onnx: the frontend tests build
# models; onnxruntime: the peer the whole models are checked against
cd "$(mktemp -d)"  # not the source tree: the import must find the installed package
"$VENV/bin/python" -c "import ktune, os; print('ktune', ktune.__version__, 'from', os.path.dirname(ktune.__file__))"
"$VENV/bin/python" -m pytest -q -p no:cacheprovider "$OLDPWD/python/tests"
