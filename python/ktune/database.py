"""The tuning database from Python: the same SQLite file as `ktune tune` and `ktune db`."""
import json
import re

from . import _ktune
from .schedule import workload_of

_KEY = re.compile(r"^[0-9a-f]{16}$")


def _record(text):
    """A record's JSON Lines object plus flat fields for everyday use: id, cost (median
    seconds, None for a failure), kind ("schedule" or "library"), error_kind, error_message, workload_key, workload_spec,
    target_string and provenance (the "search" object: source, strategy, seed, template)."""
    r = json.loads(text)
    error = r.get("error") or {}
    costs = r.get("costs") or []
    r["kind"] = "library" if r.get("library") else "schedule"
    r["error_kind"] = error.get("kind")
    r["error_message"] = error.get("message")
    if not r["error_kind"] and costs:
        s = sorted(costs)
        n = len(s)
        r["cost"] = s[n // 2] if n % 2 else (s[n // 2 - 1] + s[n // 2]) / 2
    else:
        r["cost"] = None
    workload = r.get("workload") or {}
    r["workload_key"] = workload.get("key")
    r["workload_spec"] = workload.get("spec")
    target = r.get("target") or {}
    r["target_string"] = target.get("string") if isinstance(target, dict) else target
    r["provenance"] = r.get("search") or {}
    return r


def workload_key(workload):
    """The key of a workload given as a key, a spec, a Workload, tensors or a schedule."""
    if isinstance(workload, str) and _KEY.match(workload):
        return workload
    return workload_of(workload).key


class Database:
    """A tuning database file (created when missing unless read_only).

    Records are dicts: the JSON Lines record (workload, target, trace, knobs, costs, error,
    timestamp, host, search, ...) with its row "id" and the flat fields of a row: cost (median
    seconds, None for a failure), kind ("schedule" or "library"), error_kind, error_message, workload_key, workload_spec,
    target_string, provenance."""

    def __init__(self, path="ktune.db", read_only=False):
        self._db = _ktune.Database(str(path), read_only)

    @property
    def path(self):
        return self._db.path

    def best(self, workload, target="llvm", compat="exact"):
        """The fastest successful record of a workload on a target ("exact": this device;
        "target": any device of the target; "any": any target), or None. It may be a library
        call (record["library"] is then not None: a vendor library's routine measured by
        `ktune tune`)."""
        record, _ = self._db.best(workload_key(workload), target, compat)
        return None if record is None else _record(record)

    def explain_best(self, workload, target="llvm", compat="exact"):
        """(record or None, why): which rule matched, or why none did."""
        record, why = self._db.best(workload_key(workload), target, compat)
        return (None if record is None else _record(record)), why

    def choose(self, workload, target="llvm", compat="target", shipped=True, library=False):
        """The schedule ktune's one policy picks for a workload (the same as `ktune run
        --schedule auto` and `ktune export`): this database's best record (compat "exact": this
        device only; "target": then any device of the target), else the closest compatible
        shipped record. Returns (rule, record or None, reason, trace JSON text or None), rule
        being "database", "shipped" or "none". library=False: always a schedule (where a library
        call was measured faster, the best schedule, and the reason says so). library=True: the
        fastest record whichever kind, where its library is usable here; a library record has
        record["kind"] == "library", its call in record["library"], and no trace."""
        rule, record, reason, trace = self._db.choose(workload_of(workload), target, compat, shipped, library)
        return rule, (None if record is None else _record(record)), reason, trace

    def records(self, workload=None, target=None):
        """Every record (failures included), oldest first; optionally of one workload and/or
        one target."""
        key = "" if workload is None else workload_key(workload)
        return [_record(t) for t in self._db.records(key, target or "")]

    def import_log(self, path):
        """Imports a JSON Lines log: every good line in one transaction, every bad line reported
        in "problems" as (line number, reason). Returns the summary."""
        return self._db.import_log(str(path))

    def export_log(self, path, workload=None, target=None):
        """Writes the records (optionally one workload and/or target) as JSON Lines; returns the count."""
        key = "" if workload is None else workload_key(workload)
        return self._db.export_log(str(path), key, target or "")

    def merge(self, path):
        """Adds every record of another database file."""
        return self._db.merge(str(path))

    def stats(self):
        return self._db.stats()

    def __repr__(self):
        return "Database(%r)" % self.path
