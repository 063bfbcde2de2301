// The database schema, as forward migrations. Never edit a released migration: add the next one.
#include "ktune/database/Database.h"

namespace ktune {

const std::vector<Migration> &schema_migrations() {
  static const std::vector<Migration> migrations = {
      {1, R"sql(
-- A workload as measured: its key (the structural hash) and how to rebuild it.
CREATE TABLE workloads (
  id              INTEGER PRIMARY KEY,
  key             TEXT NOT NULL,
  structural_hash TEXT NOT NULL,
  spec            TEXT NOT NULL,             -- registry spec, or "custom"
  rebuildable     INTEGER NOT NULL,          -- 0: custom, canonical_text kept instead
  canonical_text  TEXT NOT NULL DEFAULT '',
  UNIQUE (key, spec)
);
-- A target string on one device (fingerprint): records are kept apart by both.
CREATE TABLE devices (
  id               INTEGER PRIMARY KEY,
  target           TEXT NOT NULL,            -- Target::str()
  fingerprint_hash TEXT NOT NULL,
  fingerprint      TEXT NOT NULL,            -- DeviceFingerprint JSON
  UNIQUE (target, fingerprint_hash)        -- also finds the devices of a target
);
CREATE TABLE records (
  id              INTEGER PRIMARY KEY,
  identity        TEXT NOT NULL UNIQUE,      -- TuningRecord::identity(): dedupe on import and merge
  workload_id     INTEGER NOT NULL REFERENCES workloads (id),
  device_id       INTEGER NOT NULL REFERENCES devices (id),
  workload_key    TEXT NOT NULL,             -- copied from workloads for the best-record indexes
  trace           TEXT NOT NULL,             -- Trace JSON
  knobs           TEXT,                      -- JSON object or NULL
  costs           TEXT NOT NULL,             -- JSON list of seconds, every repeat
  median_cost     REAL,                      -- NULL for failures: never the best
  error_kind      TEXT NOT NULL DEFAULT '',
  error_message   TEXT NOT NULL DEFAULT '',
  compile_seconds REAL NOT NULL,
  timestamp       TEXT NOT NULL,
  host            TEXT NOT NULL,
  ktune_version   TEXT NOT NULL,
  provenance      TEXT NOT NULL              -- search JSON: strategy, seed, round ...
);
-- Best of (workload, device) and best of a workload on any device: one index seek each.
CREATE INDEX records_best_by_device ON records (workload_key, device_id, median_cost)
  WHERE median_cost IS NOT NULL;
CREATE INDEX records_best_any ON records (workload_key, median_cost) WHERE median_cost IS NOT NULL;
CREATE INDEX records_by_workload ON records (workload_key);
)sql"},
      {2, R"sql(
-- The candidate kind: NULL for a schedule (the trace), else the library call's JSON
-- (LibraryCall: library, version, routine, params).
ALTER TABLE records ADD COLUMN library TEXT;
)sql"},
  };
  return migrations;
}

}  // namespace ktune
