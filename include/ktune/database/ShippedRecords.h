// The tuning records shipped with ktune (records/*.jsonl, made by scripts/make-records.sh).
#pragma once

#include <optional>
#include <string>

#include "ktune/database/Record.h"
#include "ktune/ir/Workload.h"
#include "ktune/target/Target.h"

namespace ktune {

/** The directory of the shipped records: $KTUNE_RECORDS_DIR, else the source tree's records/. */
std::string shipped_records_dir();

/** A shipped record chosen for a workload and target, with where it came from and why. */
struct ShippedMatch {
  TuningRecord record;
  std::string file;
  /** In words: the record's target and device, and how it relates to the asked target. */
  std::string why;
};

/** The closest compatible shipped record of this workload for a target: one tuned for the same
 * target string; else, for a CPU target, one tuned for another CPU of the same x86-64 level
 * (same vector width and register count, see Target::x86_level); else one of the nearest
 * lower level, whose schedule the target's CPU can run. The fastest success among the records
 * of the closest kind; nullopt when none is compatible. */
std::optional<ShippedMatch> closest_shipped_record(const Workload &w, const Target &target);

}  // namespace ktune
