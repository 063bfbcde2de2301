"""The examples in python/examples run end to end (with small budgets)."""
import os
import subprocess
import sys

import pytest

EXAMPLES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "examples")


@pytest.mark.parametrize("script, args", [
    ("scheduled_matmul.py", ["--size", "128"]),
    ("tune_template.py", ["--trials", "8", "--size", "64"]),
    ("tune_fused_op.py", ["--trials", "8", "--m", "16", "--n", "64", "--k", "32"]),
])
def test_example_runs(script, args, tmp_path):
    cmd = [sys.executable, os.path.join(EXAMPLES, script)] + args
    if script.startswith("tune_"):
        cmd += ["--db", str(tmp_path / "ktune.db")]
    done = subprocess.run(cmd, capture_output=True, text=True, timeout=600, cwd=tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "relative error" in done.stdout
