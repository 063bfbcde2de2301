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
 * does (or when no template of ktune made it: a hand-written schedule, a Python template's; or
 * when it cannot be judged: a knob that is not an integer, a trace that does not parse). The
 * record's knobs are applied to today's template for the record's own target (a knob the record
 * lacks takes today's default, which may depend on this machine's cache sizes): a knob the
 * template no longer has, or a schedule other than the recorded one, makes the record stale; so
 * does a record of the generic template for an op that has its own template now. A stale
 * record's measurement compared candidates that the template no longer makes, and says nothing
 * about the template's defaults of today. */
std::string stale_record_reason(const TuningRecord &r, const Workload &w);

/** The closest compatible shipped record of this workload for a target: one tuned for the same
 * target string; else, for a CPU target, one tuned for another CPU of the same x86-64 level
 * (same vector width and register count, see Target::x86_level); else one of the nearest
 * lower level, whose schedule the target's CPU can run. The fastest current record
 * (stale_record_reason is "") of the closest kind; records that cannot be judged are skipped.
 *
 * Stale records are passed over, and none below a stale record's level is taken: a level that
 * has records is one that was tuned for, and today's template, whose defaults are derived from
 * that level's vector width and register count, knows it better than a narrower machine's
 * schedule does. Going below is for a level that no one tuned for. nullopt when nothing is
 * chosen, with *passed_over naming the stale records when they are why (empty: none is
 * compatible); a match names those it passed over in ShippedMatch::passed_over. */
std::optional<ShippedMatch> closest_shipped_record(const Workload &w, const Target &target,
                                                   std::string *passed_over = nullptr);

}  // namespace ktune
