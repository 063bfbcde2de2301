#!/usr/bin/env python3
"""The line budget: no C/C++ source file over 800 lines, no function over 150.

Functions are found by their braces: a definition starts on a line at column 0 that opens a
brace after a parameter list (free functions and out-of-class member functions, which is
where this code base keeps its long bodies), and ends at the next line that is a lone `}` at
column 0. Methods defined inside a class body are not measured.

scripts/line-budget-exceptions.txt lists the files and functions over budget when the check
was introduced, each with its length then: they may shrink, never grow, and a new one fails.
Usage: line_budget.py [--update]   (--update rewrites the exceptions with today's offenders)
"""
import re
import subprocess
import sys
from pathlib import Path

MAX_FILE_LINES = 800
MAX_FUNCTION_LINES = 150
ROOT = Path(__file__).resolve().parent.parent
EXCEPTIONS = ROOT / "scripts" / "line-budget-exceptions.txt"
NOT_A_FUNCTION = re.compile(r"^(namespace|struct|class|enum|union|extern|typedef|using|template\s*<[^>]*>\s*(struct|class))\b")


def sources():
    out = subprocess.run(["git", "ls-files", "*.cpp", "*.h", "*.c"], cwd=ROOT, capture_output=True, text=True,
                         check=True).stdout.split()
    return [p for p in out if not p.startswith("tests/golden/ir/")]


def functions(lines):
    """(name, first line, length) of each function definition at column 0."""
    found = []
    start = None
    for n, line in enumerate(lines):
        if start is None:
            if line[:1].isspace() or not line.rstrip().endswith("{") or "(" not in line:
                continue
            if line.startswith(("#", "//", "/*", "}")) or NOT_A_FUNCTION.match(line):
                continue
            # The signature may have begun on earlier lines: walk back to its first line.
            first = n
            while first > 0 and lines[first - 1].strip() and not lines[first - 1].rstrip().endswith((";", "}", "{")) \
                    and not lines[first - 1].lstrip().startswith(("//", "#", "*", "/*")):
                first -= 1
            signature = " ".join(l.strip() for l in lines[first:n + 1])
            m = re.search(r"([~\w:]+(?:operator\S*)?)\s*\(", signature)
            start = (m.group(1) if m else "?", first)
        elif line.rstrip() == "}":
            name, first = start
            found.append((name, first + 1, n - first + 1))
            start = None
    return found


def offenders():
    out = {}
    for path in sources():
        lines = (ROOT / path).read_text(errors="replace").splitlines()
        if len(lines) > MAX_FILE_LINES:
            out[f"{path}"] = len(lines)
        for name, first, length in functions(lines):
            if length > MAX_FUNCTION_LINES:
                key = f"{path}:{name}"
                out[key] = max(out.get(key, 0), length)
    return out


def read_exceptions():
    allowed = {}
    if EXCEPTIONS.exists():
        for line in EXCEPTIONS.read_text().splitlines():
            if line.strip() and not line.startswith("#"):
                key, length = line.split()[:2]
                allowed[key] = int(length)
    return allowed


def main():
    now = offenders()
    if "--update" in sys.argv:
        text = ("# Over the line budget (files > 800 lines, functions > 150) when the check began: each may\n"
                "# shrink, never grow; remove its line once it fits. Written by line_budget.py --update.\n")
        text += "".join(f"{k} {v}\n" for k, v in sorted(now.items()))
        EXCEPTIONS.write_text(text)
        print(f"line budget: {len(now)} exceptions written to {EXCEPTIONS.relative_to(ROOT)}")
        return 0
    allowed = read_exceptions()
    bad = []
    for key, length in sorted(now.items()):
        what = "file" if ":" not in key else "function"
        limit = MAX_FILE_LINES if what == "file" else MAX_FUNCTION_LINES
        if key not in allowed:
            bad.append(f"{key}: {length} lines, over the {what} budget of {limit}")
        elif length > allowed[key]:
            bad.append(f"{key}: {length} lines, grew past its {allowed[key]} (over budget: it may only shrink)")
    for line in bad:
        print(f"line budget: {line}")
    shrunk = [k for k in allowed if k not in now]
    for k in shrunk:
        print(f"line budget: {k} now fits: remove it from {EXCEPTIONS.relative_to(ROOT)}")
    print(f"line budget: {len(sources())} files, {len(now)} over budget ({len(allowed)} listed exceptions)"
          + ("" if bad or shrunk else ": ok"))
    return 1 if bad or shrunk else 0


if __name__ == "__main__":
    sys.exit(main())
