#!/usr/bin/env python3
"""Plots bench_search curves: best GFLOPS found against trials, for each strategy.

    python3 scripts/plot-search.py OUT.png CURVES.csv [CURVES.csv ...]

Each CSV is bench_search's --csv output (seed,strategy,trial,best_gflops) for one workload
(its title is the CSV's file name, or the "# workload" line bench_search writes first). One
panel per CSV: the mean over seeds as a line, the range over seeds as a band. Needs
matplotlib (pip install matplotlib); it is a tool for the benchmark figures, not a runtime
dependency of ktune.
"""
import csv
import os
import sys
import textwrap
from collections import defaultdict

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

COLOURS = {"random": "tab:grey", "xgb": "tab:blue", "xgb+transfer": "tab:green"}
LABELS = {"random": "random", "xgb": "model-guided (xgb)", "xgb+transfer": "model-guided + transfer"}


def read_curves(path):
    title = os.path.splitext(os.path.basename(path))[0]
    curves = defaultdict(dict)  # strategy -> seed -> [best after trial t]
    with open(path) as f:
        lines = [line for line in f if line.strip()]
    if lines and lines[0].startswith("# workload"):
        title = lines[0].split(" ", 2)[2].strip()
        lines = lines[1:]
    for row in csv.DictReader(lines):
        curve = curves[row["strategy"]].setdefault(int(row["seed"]), [])
        curve.append(float(row["best_gflops"]))
    return title, curves


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    out, paths = sys.argv[1], sys.argv[2:]
    fig, axes = plt.subplots(1, len(paths), figsize=(6.5 * len(paths), 4.5), squeeze=False)
    for ax, path in zip(axes[0], paths):
        title, curves = read_curves(path)
        for strategy in ("random", "xgb", "xgb+transfer"):
            if strategy not in curves:
                continue
            seeds = list(curves[strategy].values())
            n = min(len(c) for c in seeds)
            trials = list(range(1, n + 1))
            mean = [sum(c[t] for c in seeds) / len(seeds) for t in range(n)]
            low = [min(c[t] for c in seeds) for t in range(n)]
            high = [max(c[t] for c in seeds) for t in range(n)]
            ax.plot(trials, mean, color=COLOURS[strategy], label=f"{LABELS[strategy]} (mean of {len(seeds)} seeds)")
            ax.fill_between(trials, low, high, color=COLOURS[strategy], alpha=0.15)
        ax.set_title("\n".join(textwrap.wrap(title.replace(",", ", "), 70)), fontsize=9)
        ax.set_xlabel("trials")
        ax.set_ylabel("best GFLOPS so far")
        ax.grid(alpha=0.3)
        ax.legend(loc="lower right", fontsize=8)
    fig.tight_layout()
    fig.savefig(out, dpi=110)
    print(f"wrote {out}")


if __name__ == "__main__":
    main()
