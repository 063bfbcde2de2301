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
  int line = 0;  // the record's line in file, from 1 (shipped records carry no database id)
  /** In words: the record's target and device, and how it relates to the asked target. */
  std::string why;
  /** In words: the stale records passed over on the way ("" when none), as *passed_over of
   * closest_shipped_record says it. */
  std::string passed_over;
};

/** Why a record made by one of ktune's templates no longer stands for that template, or "" when it
 * does (or when no template made it: a hand-written schedule). The record's knobs are applied
 * to today's template for the record's own target: a knob the template no longer has, or a
 * schedule other than the recorded one (the template gained knobs, or changed what they do),
 * makes the record stale. Its measurement then compared candidates that the template no
 * longer makes, and says nothing about the template's defaults of today. */
std::string stale_record_reason(const TuningRecord &r, const Workload &w);

/** The closest compatible shipped record of this workload for a target: one tuned for the same
 * target string; else, for a CPU target, one tuned for another CPU of the same x86-64 level
 * (same vector width and register count, see Target::x86_level); else one of the nearest
 * lower level, whose schedule the target's CPU can run. The fastest success among the current
 * records (stale_record_reason is "") of the closest kind. Stale records are passed over, and
 * when the closest level that has records has only stale ones, nothing is chosen (a lower
 * level's record would be a schedule for a narrower machine than the template's defaults are
 * for): nullopt, with *passed_over saying why (nullopt with it empty: none is compatible). A
 * match names the stale records it passed over in ShippedMatch::passed_over. */
std::optional<ShippedMatch> closest_shipped_record(const Workload &w, const Target &target,
                                                   std::string *passed_over = nullptr);

}  // namespace ktune
