// JSON Lines logs: moving records between databases and machines.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "ktune/database/Database.h"
#include "ktune/database/Record.h"
#include "ktune/ir/Workload.h"

namespace ktune {

/** Checks that a record still means what it meant where it was written: its target parses, its
 * workload rebuilds from the spec with the same key, and its trace replays on that workload.
 * A custom workload cannot be rebuilt: its key must be the hash of its canonical text, and its
 * trace is not replayed. Rebuilt workloads are cached by spec. */
class RecordValidator {
 public:
  /** Throws UserError saying what does not match. */
  void check(const TuningRecord &r);

 private:
  std::map<std::string, Workload> workloads_;       // spec -> rebuilt workload
  std::map<std::string, std::string> spec_errors_;  // spec -> why it does not build
};

struct LineProblem {
  int64_t line;  // 1-based
  std::string reason;
};
struct ImportSummary {
  int64_t imported = 0, duplicates = 0, rejected = 0;
  std::vector<LineProblem> problems;  // one per rejected line, in line order
  /** Library records kept whose library cannot run here (missing): never used here, but kept
   * for the machines that have it. One per such line, with the reason. */
  std::vector<LineProblem> unusable;
};

/** Imports a log into db: every good line is stored, in one transaction (all or none), and
 * every bad line is reported with its line number and reason: malformed JSON, a missing or
 * mistyped field, an unknown format version, a workload that no longer rebuilds to its key, a
 * trace that does not replay, a truncated last line. Records already in db count as
 * duplicates. Throws UserError when the file cannot be read. */
ImportSummary import_log(Database &db, const std::string &path);
/** The same for a log held in memory. */
ImportSummary import_log_text(Database &db, const std::string &text);

/** Writes the records of db (optionally one workload key and/or one target string) to path,
 * one line each, oldest first; the file appears complete or not at all. Returns the count. */
int64_t export_log(const Database &db, const std::string &path, const std::string &workload_key = "",
                   const std::string &target = "");

struct MergeSummary {
  int64_t imported = 0, duplicates = 0;
  /** Library records kept whose library cannot run here ("record N: reason"). */
  std::vector<std::string> unusable;
};
/** Adds every record of the database at source_path to db in one transaction. Records already
 * present (same identity) are skipped. The source is opened read-only. */
MergeSummary merge_database(Database &db, const std::string &source_path);

}  // namespace ktune
