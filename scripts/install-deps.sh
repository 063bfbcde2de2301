#!/usr/bin/env bash
# Installs every Debian package ktune needs to build, test and benchmark.
# Idempotent: packages already present are skipped by apt-get; runs as root or with sudo.
set -euo pipefail

PACKAGES=(
  cmake ninja-build g++ pkg-config
  llvm-19-dev lld-19 liblld-19-dev clang-19 libclang-rt-19-dev
  libsqlite3-dev sqlite3 libxgboost-dev nlohmann-json3-dev
  pybind11-dev python3-dev python3-numpy python3-pytest python3-venv
  libgtest-dev libgmock-dev
  libcli11-dev libfmt-dev
  libzstd-dev zlib1g-dev libedit-dev libxml2-dev libffi-dev libcurl4-openssl-dev
  libopenblas-dev libdnnl-dev
  libonnx-dev libprotobuf-dev python3-onnx
  clang-format
  qemu-user
)

missing=()
for p in "${PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all ${#PACKAGES[@]} packages present"
  exit 0
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
echo "install-deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
