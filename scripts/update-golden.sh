#!/usr/bin/env bash
# Rewrites the golden IR texts (tests/golden/ir/) from the current code: run it when a change to
# lowering or code generation is meant to change what is generated, then read `git diff
# tests/golden` and say in the commit why each change is right. Files of cases that no longer
# exist are removed. Builds test_golden in build/ (Release) first.
#   bash scripts/update-golden.sh
set -euo pipefail
cd "$(dirname "$0")/.."
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release -DKTUNE_BUILD_TESTS=ON >/dev/null
cmake --build build -j2 --target test_golden
KTUNE_UPDATE_GOLDEN=1 ./build/tests/test_golden --gtest_brief=1
./build/tests/test_golden --gtest_brief=1
git status --short tests/golden
