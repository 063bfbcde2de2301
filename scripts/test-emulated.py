#!/usr/bin/env python3
"""Runs ctest's tests with every ktune process on an emulated CPU (qemu-x86_64's TCG).

An AVX-512 machine can force lower-level code (KTUNE_HOST_TARGET), but it cannot pretend to be
another CPU: LLVM still detects the real host, and an AVX-512 instruction that slips into a kernel
or a library still runs. Under `qemu-x86_64 -cpu EPYC-Milan` (an AMD Zen 3: AVX2 and FMA, no
AVX-512) cpuid answers as that CPU does, so LLVM detects `znver3`, ktune's default target is
znver3, and any AVX-512 instruction faults. QEMU 7.2's TCG executes AVX2; it is about ten times
slower than the real CPU, so timings under it mean nothing and the tests hold none.

Every test comes from `ctest --show-only=json-v1` with its working directory, environment and
skip rules. A test whose program is an ELF file runs under qemu; the worker processes that ktune
spawns run under it too (KTUNE_WORKER_LAUNCHER), and so does the ktune that the CLI tests call
(their -DKTUNE=... and PATH point to a wrapper). What still runs on the real CPU: the C compiler
and the C programs that the export tests build, and Python subprocesses that a Python test starts.

Usage: scripts/test-emulated.py BUILD_DIR [--cpu EPYC-Milan] [-R REGEX] [-E REGEX] [-j 2]
"""
import argparse
import concurrent.futures
import json
import os
import re
import shlex
import shutil
import stat
import subprocess
import sys
import time


def is_elf(path):
    try:
        with open(path, "rb") as f:
            return f.read(4) == b"\x7fELF"
    except OSError:
        return False


def make_wrappers(build, qemu):
    """Scripts named ktune and ktune_worker that run the build's programs under qemu."""
    wrappers = os.path.join(build, "emulated-bin")
    os.makedirs(wrappers, exist_ok=True)
    for name in ("ktune", "ktune_worker"):
        real = os.path.join(build, name)
        if not is_elf(real):
            continue
        path = os.path.join(wrappers, name)
        with open(path, "w") as f:
            f.write("#!/bin/sh\nexec %s %s \"$@\"\n" % (" ".join(shlex.quote(q) for q in qemu), shlex.quote(real)))
        os.chmod(path, os.stat(path).st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    return wrappers


def emulated_command(command, build, wrappers, qemu):
    """The test's command with its programs, and ktune wherever it is named, under qemu."""
    real_ktune = os.path.join(build, "ktune")
    out = []
    for arg in command:
        if arg == real_ktune or arg.endswith("=" + real_ktune):
            arg = arg[: len(arg) - len(real_ktune)] + os.path.join(wrappers, "ktune")
        out.append(arg)
    return qemu + out if is_elf(out[0]) else out


def run_test(test, build, wrappers, qemu, base_env, timeout):
    props = {p["name"]: p["value"] for p in test.get("properties", [])}
    env = dict(base_env)
    for item in props.get("ENVIRONMENT", []):
        key, _, value = item.partition("=")
        env[key] = value
    command = emulated_command(test["command"], build, wrappers, qemu)
    start = time.time()
    try:
        proc = subprocess.run(command, cwd=props.get("WORKING_DIRECTORY", build), env=env,
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=timeout)
        output = proc.stdout.decode(errors="replace")
        code = proc.returncode
    except subprocess.TimeoutExpired as e:
        output = (e.stdout or b"").decode(errors="replace") + "\n[timed out after %d s]" % timeout
        code = None
    # qemu warns once per process about cpuid bits that TCG does not model; they are not the test's.
    output = "\n".join(l for l in output.splitlines() if "TCG doesn't support requested feature" not in l)
    skips = props.get("SKIP_REGULAR_EXPRESSION", [])
    if isinstance(skips, str):
        skips = [skips]
    if code is not None and (code == props.get("SKIP_RETURN_CODE") or
                             (code == 0 and any(re.search(s, output) for s in skips))):
        status = "skipped"
    else:
        status = "passed" if code == 0 else "FAILED"
    return test["name"], status, time.time() - start, output


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("build")
    ap.add_argument("--cpu", default="EPYC-Milan", help="qemu's CPU model (qemu-x86_64 -cpu help)")
    ap.add_argument("-R", "--regex", default="", help="only the tests whose name matches")
    ap.add_argument("-E", "--exclude", default="", help="leave out the tests whose name matches")
    ap.add_argument("-j", "--jobs", type=int, default=2)
    ap.add_argument("--timeout", type=int, default=3600, help="seconds per test")
    args = ap.parse_args()
    build = os.path.abspath(args.build)
    qemu_bin = shutil.which("qemu-x86_64")
    if not qemu_bin:
        sys.exit("test-emulated: qemu-x86_64 is not installed (Debian package qemu-user)")
    qemu = [qemu_bin, "-cpu", args.cpu]
    wrappers = make_wrappers(build, qemu)
    env = dict(os.environ)
    env["KTUNE_WORKER_LAUNCHER"] = " ".join(qemu)
    env["PATH"] = wrappers + os.pathsep + env.get("PATH", "")
    # ktune re-executes itself once to set OpenMP's wait policy (cli/main.cpp); that new image
    # would run on the real CPU, so the policy is set here instead.
    env.setdefault("GOMP_SPINCOUNT", "1000")
    env.pop("KTUNE_HOST_TARGET", None)
    # QEMU 7.2 faults on masked-off vmaskmovps lanes in a guard page (a CPU does not): the harness
    # leaves a page of canary after each argument. The tests' tight time limits stretch tenfold.
    env["KTUNE_GUARD_GAP"] = "4096"
    env.setdefault("KTUNE_TEST_TIME_SCALE", "10")
    # The Python tests' references come from NumPy, which runs under qemu too, and QEMU 7.2's TCG
    # gets NumPy 1.24's AVX2+FMA3 float64 tanh wrong (-inf for 64 of 257 normal inputs; on the
    # real CPU, and with either feature off, it is exact to 4e-15). NumPy keeps to its SSE code.
    env.setdefault("NPY_DISABLE_CPU_FEATURES", "AVX2 FMA3")

    # The emulated CPU must be what this check is for: one that LLVM sees without AVX-512.
    targets = subprocess.run([os.path.join(wrappers, "ktune"), "targets"], env=env, stdout=subprocess.PIPE,
                             stderr=subprocess.DEVNULL).stdout.decode()
    cpu_line = next((l for l in targets.splitlines() if l.startswith("CPU")), "")
    print("test-emulated: qemu-x86_64 -cpu %s; ktune targets says: %s" % (args.cpu, cpu_line.strip()), flush=True)
    if "512-bit" in cpu_line or "-mcpu=" not in cpu_line:
        sys.exit("test-emulated: the emulated CPU is not an AVX2-only one as ktune sees it")

    listing = json.loads(subprocess.run(["ctest", "--show-only=json-v1"], cwd=build, check=True,
                                        stdout=subprocess.PIPE).stdout)
    tests = [t for t in listing["tests"] if "command" in t and re.search(args.regex, t["name"]) and
             not (args.exclude and re.search(args.exclude, t["name"]))]
    if not tests:
        sys.exit("test-emulated: no test matches '%s'" % args.regex)
    counts = {"passed": 0, "skipped": 0, "FAILED": 0}
    failed = []
    start = time.time()
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        futures = [pool.submit(run_test, t, build, wrappers, qemu, env, args.timeout) for t in tests]
        for n, future in enumerate(concurrent.futures.as_completed(futures), 1):
            name, status, seconds, output = future.result()
            counts[status] += 1
            print("%4d/%d %-8s %7.1f s  %s" % (n, len(tests), status, seconds, name), flush=True)
            if status == "FAILED":
                failed.append(name)
                print(output[-6000:], flush=True)
    print("test-emulated: %d passed, %d skipped, %d failed of %d, in %.0f s on qemu's %s" %
          (counts["passed"], counts["skipped"], counts["FAILED"], len(tests), time.time() - start, args.cpu))
    for name in failed:
        print("  failed: " + name)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
