#!/usr/bin/env python3
"""The layers of ktune, checked: a source may #include headers of its own layer and of the
layers below it, never above. The order (bottom first) is that of CMakeLists.txt's libraries:

  support, ir, analysis, target, schedule, lower, codegen, runtime, ops, templates (schedules/),
  driver   -- the compiler core, in src/ (one CMake library each)
  library  -- src/library: vendor libraries as candidates (loaded at run time)
  graph    -- src/graph: models as graphs, fusion, tasks
  measure, database, tuner  -- tuner/measure, tuner/database, tuner/search
  export   -- export/: libraries of tuned kernels (reads the database)
  cli, python  -- the programs: cli/ (ktune) and python/src (the extension)

Public headers live in include/ktune/<layer>/ (schedule/Template.h is the schedule layer's; the
templates layer is the schedules/ folder that implements them). Also checked: src/ holds the
compiler core and the graph layer only. Tests, benchmarks, fuzzers and examples may include
anything. Prints each violation with its file and line; exits 1 if there is one.
"""
import pathlib
import re
import sys

ORDER = ["support", "ir", "analysis", "target", "schedule", "lower", "codegen", "runtime", "ops", "templates",
         "driver", "library", "graph", "measure", "database", "tuner", "export", "cli", "python"]
RANK = {name: i for i, name in enumerate(ORDER)}
CORE_IN_SRC = set(ORDER[:ORDER.index("graph") + 1]) - {"templates"}

# Folders (relative to the repository) and the layer their sources belong to.
FOLDERS = {f"src/{name}": name for name in CORE_IN_SRC}
FOLDERS.update({f"include/ktune/{name}": name for name in ORDER if name not in ("templates", "cli", "python")})
FOLDERS.update({"schedules": "templates", "tuner/measure": "measure", "tuner/database": "database",
                "tuner/search": "tuner", "export": "export", "cli": "cli", "python/src": "python"})

INCLUDE = re.compile(r'^\s*#\s*include\s+"ktune/([a-z]+)/')
RELATIVE = re.compile(r'^\s*#\s*include\s+"(\.\./[^"]+)"')


def layer_of(path: pathlib.Path, root: pathlib.Path):
    rel = path.relative_to(root).as_posix()
    best = None
    for folder, layer in FOLDERS.items():
        if rel.startswith(folder + "/") and (best is None or len(folder) > len(best[0])):
            best = (folder, layer)
    return best[1] if best else None


def main() -> int:
    root = pathlib.Path(__file__).resolve().parent.parent
    problems = []
    for d in (root / "src").iterdir():
        if d.is_dir() and d.name not in CORE_IN_SRC:
            problems.append(f"src/{d.name}: src/ holds the compiler core and the graph layer only "
                            f"({', '.join(sorted(CORE_IN_SRC))})")
    checked = 0
    for path in sorted(root.rglob("*")):
        if path.suffix not in (".cpp", ".h", ".c") or "build" in path.relative_to(root).parts[0]:
            continue
        layer = layer_of(path, root)
        if layer is None:
            continue
        checked += 1
        for number, line in enumerate(path.read_text(errors="replace").splitlines(), 1):
            r = RELATIVE.match(line)
            if r:
                # A private header of another folder, reached by path: its folder's layer counts.
                target = (path.parent / r.group(1)).resolve()
                used = layer_of(target, root) if target.is_relative_to(root) else None
                if used is not None and RANK[used] > RANK[layer]:
                    problems.append(f"{path.relative_to(root)}:{number}: the {layer} layer includes {r.group(1)}, "
                                    f"of the {used} layer above it")
                continue
            m = INCLUDE.match(line)
            if not m:
                continue
            used = m.group(1)
            if used not in RANK:
                problems.append(f"{path.relative_to(root)}:{number}: includes ktune/{used}/, which is no layer")
            elif RANK[used] > RANK[layer]:
                problems.append(f"{path.relative_to(root)}:{number}: the {layer} layer includes ktune/{used}/, "
                                f"a layer above it (order: {', '.join(ORDER)})")
    for p in problems:
        print("layers:", p)
    print(f"layers: {checked} files checked, {len(problems)} violations")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
