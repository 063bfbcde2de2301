#!/usr/bin/env bash
# The house rules that need no build: every C and C++ source in the house format (.clang-format,
# Debian's clang-format 14), and the line budget (scripts/line_budget.py: no file over 800
# lines, no function over 150, beyond the listed exceptions, which may only shrink), and the
# layers (scripts/check_layers.py: no #include of a higher layer).
#   bash scripts/lint.sh          check (CI runs this first)
#   bash scripts/lint.sh --fix    reformat the sources in place
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v clang-format-14 >/dev/null && ! command -v clang-format >/dev/null; then
  bash scripts/install-deps.sh
fi
FORMAT=$(command -v clang-format-14 || command -v clang-format)
"$FORMAT" --version | grep -q "version 14\." || {
  echo "lint: $FORMAT is not clang-format 14 ($("$FORMAT" --version)): other versions format differently"
  exit 1
}
mapfile -t files < <(git ls-files '*.cpp' '*.h' '*.c' | grep -v '^tests/golden/ir/')
if [ "${1:-}" = --fix ]; then
  "$FORMAT" -i "${files[@]}"
  echo "lint: formatted ${#files[@]} files"
  exit 0
fi
bad=0
for f in "${files[@]}"; do
  if ! "$FORMAT" --dry-run --Werror "$f" >/dev/null 2>&1; then
    echo "lint: $f is not in the house format (bash scripts/lint.sh --fix); the first differences:"
    "$FORMAT" "$f" | diff -u "$f" - | head -12 || true
    bad=$((bad + 1))
  fi
done
[ $bad -eq 0 ] && echo "lint: ${#files[@]} files in the house format" || echo "lint: $bad files not in the house format"
budget=0
python3 scripts/line_budget.py || budget=1
layers=0
python3 scripts/check_layers.py || layers=1
[ $bad -eq 0 ] && [ $budget -eq 0 ] && [ $layers -eq 0 ]
