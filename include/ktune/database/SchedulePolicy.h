// Which schedule a workload gets when the user names none: one policy for `ktune run` and
// `ktune inspect` (--schedule auto), `ktune export` and Python's apply_best, so that the same
// database gives the same kernel whichever way it is asked.
#pragma once

#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "ktune/database/Database.h"
#include "ktune/database/Record.h"
#include "ktune/database/ShippedRecords.h"
#include "ktune/ir/Workload.h"
#include "ktune/library/LibraryCall.h"
#include "ktune/schedule/Schedule.h"
#include "ktune/target/Target.h"

namespace ktune {

/** Where the choice came from, in the order the rules are tried. */
enum class ScheduleRule {
  Database,  // the tuning database's best success: this device, then any device of the target
  Shipped,   // the closest compatible shipped record (closest_shipped_record)
  Template,  // the op's template (or the generic one) with its defaults for the target
  None,      // nothing matched and the caller keeps its own schedule (no template fallback)
};
const char *to_string(ScheduleRule rule);  // "database", "shipped", "template", "none"

struct ScheduleSources {
  /** The tuning database to ask first; none: skip that rule. */
  const Database *database = nullptr;
  std::string database_path;  // for the explanation
  /** How far the database lookup may go from this device (ExactDevice or SameTarget). */
  Compat compat = Compat::SameTarget;
  bool shipped = true;            // try the shipped records
  bool template_fallback = true;  // else ScheduleRule::None
  /** The caller can run a library call (LibraryKernel): the database's best may then be a
   * library record, when it is faster than every schedule and its library is usable here.
   * Callers that need a schedule (inspect, tuning) leave it false and get
   * the best schedule. */
  bool library_calls = false;
  /** The call will be written into an exported library: only a call that ktune export can
   * write for this workload and target (exported_library_call accepts it) is taken. */
  bool exported = false;
};

struct ScheduleChoice {
  ScheduleRule rule = ScheduleRule::None;
  /** Database and Shipped: the record, and the file it came from. */
  std::optional<TuningRecord> record;
  std::string file;
  int line = 0;  // Shipped: the record's line in file (shipped records have no database id)
  /** The schedule as a trace (Trace::to_json); null for ScheduleRule::None and for a library call. */
  nlohmann::json trace;
  /** The library call (LibraryCall JSON) when the best record is one; null for a schedule. */
  nlohmann::json library;
  /** ScheduleSources::exported and a library call: the call as export writes it, made once
   * here where the policy checked that it can be written. */
  std::optional<ExportedLibraryCall> exported_call;
  /** In words: what was chosen, and why each earlier rule did not match. */
  std::string reason;

  bool is_library() const { return !library.is_null(); }
  /** The schedule itself, replayed from the trace; UserError for a library call. */
  Schedule schedule(const Workload &w) const;
};

ScheduleChoice choose_schedule(const Workload &w, const Target &target, const ScheduleSources &sources);

/** The library-or-generated decision behind `best` (the workload's best record on target), in
 * one line, or "" when only one kind was measured: "library call: openblas 0.3.21 cblas_sgemm,
 * 1.02 ms, against the best generated kernel 1.10 ms (record 7)". *generated is set to the best
 * schedule record of best's target, if any. For `ktune explain` and the export manifest. */
std::string library_decision_text(const Database &db, const TuningRecord &best, const Workload &w, const Target &target,
                                  std::optional<TuningRecord> *generated);

}  // namespace ktune
