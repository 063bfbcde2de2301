#!/usr/bin/env python3
"""The user documentation (README.md, docs/*.md) kept true against the program it describes:
every `ktune SUBCOMMAND ... --flag` written in it must be a flag of that subcommand (its --help),
every subcommand must exist, and every relative link must name a file of the repository.

  check_docs.py KTUNE_BINARY REPO_ROOT
"""
import pathlib
import re
import subprocess
import sys

# A command runs to the end of its line, a shell operator, or a lone "/" (prose: "import / tune").
COMMAND = re.compile(r"\bktune\s+((?:db\s+)?[a-z]+)((?:\s+(?!/(?:\s|$))[^\s`|;&)#]+)*)")
FLAG = re.compile(r"(?<![\w-])(--[a-z][a-z0-9-]*)")
LINK = re.compile(r"\]\(([^)#\s]+)(?:#[^)]*)?\)")


def help_flags(ktune, sub, cache):
    if sub not in cache:
        r = subprocess.run([ktune] + sub.split() + ["--help"], capture_output=True, text=True)
        cache[sub] = None if r.returncode != 0 else set(FLAG.findall(r.stdout))
    return cache[sub]


def main():
    ktune, root = sys.argv[1], pathlib.Path(sys.argv[2])
    pages = [root / "README.md"] + sorted((root / "docs").glob("*.md"))
    subcommands = {}
    problems, checked = [], 0
    for page in pages:
        rel = page.relative_to(root)
        for number, line in enumerate(page.read_text().splitlines(), 1):
            for target in LINK.findall(line):
                if "://" in target or target.startswith("mailto:"):
                    continue
                if not (page.parent / target).exists():
                    problems.append(f"{rel}:{number}: the link '{target}' names no file")
            for m in COMMAND.finditer(line):
                sub, rest = m.group(1), m.group(2)
                # "ktune db" alone, or words that follow the program's name in prose ("ktune is ...").
                flags = help_flags(ktune, sub, subcommands)
                if flags is None:
                    first = sub.split()[0]
                    if help_flags(ktune, first, subcommands) is None and rest.strip().startswith("-"):
                        problems.append(f"{rel}:{number}: 'ktune {sub}' is no subcommand")
                    continue
                for flag in FLAG.findall(rest):
                    checked += 1
                    if flag not in flags:
                        problems.append(f"{rel}:{number}: 'ktune {sub}' has no flag {flag}")
    for p in problems:
        print("docs:", p)
    print(f"docs: {len(pages)} pages, {checked} flags of {len([s for s in subcommands if subcommands[s]])} "
          f"subcommands checked, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
