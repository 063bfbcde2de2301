// The tuning records shipped with ktune (records/*.jsonl, made by scripts/make-records.sh).
#pragma once

#include <optional>
#include <string>
#include <utility>

#include "ktune/codegen/Target.h"
#include "ktune/database/Record.h"
#include "ktune/ir/Workload.h"

namespace ktune {

/** The directory of the shipped records: $KTUNE_RECORDS_DIR, else the source tree's records/. */
std::string shipped_records_dir();

/** The fastest successful shipped record of this workload on this target string (measured on
 * any device of it), with the file it came from; nullopt when there is none. */
std::optional<std::pair<TuningRecord, std::string>> best_shipped_record(const Workload &w, const Target &target);

}  // namespace ktune
