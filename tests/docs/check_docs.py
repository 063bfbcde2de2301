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

# A command runs to the end of its line, a shell operator, or a lone "|" or "/" (a pipe; prose:
# "import / tune"); "random|grid|xgb" inside a token is part of it.
COMMAND = re.compile(r"\bktune\s+((?:db\s+)?[a-z]+)((?:\s+(?![|/](?:\s|$))[^\s`;&)#]+)*)")
SUBCOMMANDS = re.compile(r"^Subcommands:\n((?:  \S.*\n?)+)", re.M)
FLAG = re.compile(r"(?<![\w-])(--[a-z][a-z0-9-]*)")
LINK = re.compile(r"\]\(([^)#\s]+)(?:#[^)]*)?\)")


def help_text(ktune, words):
    r = subprocess.run([ktune] + words + ["--help"], capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit(f"docs: '{ktune} {' '.join(words)} --help' failed: {r.stderr}")
    return r.stdout


def subcommands_of(text):
    m = SUBCOMMANDS.search(text)
    return {line.split()[0] for line in m.group(1).splitlines() if line.strip()} if m else set()


def help_flags(ktune, sub, cache):
    if sub not in cache:
        cache[sub] = set(FLAG.findall(help_text(ktune, sub.split())))
    return cache[sub]


def main():
    ktune, root = sys.argv[1], pathlib.Path(sys.argv[2])
    pages = [root / "README.md"] + sorted((root / "docs").glob("*.md"))
    # `ktune WORD --help` prints the main help for any WORD, so the subcommands come from the lists.
    known = subcommands_of(help_text(ktune, []))
    known_db = subcommands_of(help_text(ktune, ["db"]))
    if not known or not known_db:
        sys.exit("docs: found no subcommand list in ktune --help / ktune db --help")
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
                words = sub.split()
                if words[0] not in known or (words[0] == "db" and len(words) > 1 and words[1] not in known_db):
                    # Prose ("ktune is ...") unless flags follow, which only a command has.
                    if rest.strip().startswith("-"):
                        problems.append(f"{rel}:{number}: 'ktune {sub}' is no subcommand")
                    continue
                if words[0] != "db" and len(words) > 1:
                    continue
                flags = help_flags(ktune, sub, subcommands)
                for flag in FLAG.findall(rest):
                    checked += 1
                    if flag not in flags:
                        problems.append(f"{rel}:{number}: 'ktune {sub}' has no flag {flag}")
    for p in problems:
        print("docs:", p)
    print(f"docs: {len(pages)} pages, {checked} flags of {len(subcommands)} subcommands checked, "
          f"{len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
